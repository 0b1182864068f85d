//! Player-facing texts: actions, events, the turn label, the outcome.

use crate::HexKingdoms;
use crate::action::Action;
use crate::event::Event;
use crate::ids::{PlayerId, StructKind};
use crate::state::{CheckKind, State, Step, Target};
use engine::board::RegionId;
use engine::rules::{Outcome, Rules};
use engine::seat::SeatId;
use engine::text::Text;

/// The catalog key of a hex's name.
#[must_use]
pub fn region_key(s: &State, r: RegionId) -> String {
    HexKingdoms::region_name_key(s.map().board.key(r))
}

/// A hex side named by the hex across it (issue 36: "edge 0..5" could not
/// be found on the map), or, at the map's border, by the border: `key`, or
/// `key` + `_border`, with `$toward`.
#[must_use]
pub fn edge_text(s: &State, key: &str, at: RegionId, edge: u8) -> Text {
    match s.map().neighbour(at, edge) {
        Some(across) => Text::key(key).name("toward", region_key(s, across)),
        None => Text::key(format!("{key}_border")),
    }
}

/// The catalog key of a player's role name.
#[must_use]
pub fn player_key(s: &State, p: PlayerId) -> String {
    HexKingdoms::role_name_key(&s.player(p).role)
}

pub use engine::odds::percent;

/// `{base}_unit` / `{base}_structure` / `{base}_gone` with `args` and, but
/// for `_gone`, the object's type (argument `unit` or `structure`, as the
/// suffix) and its hex (`hex`).
fn target_text(base: &str, args: Text, s: &State, t: Target) -> Text {
    let (suffix, kind, at) = match t {
        Target::Unit(id) => match s.units.get(&id) {
            Some(u) => ("unit", u.kind.key(), u.at),
            None => ("gone", String::new(), RegionId(0)),
        },
        Target::Structure(id) => match s.structures.get(&id) {
            Some(x) => ("structure", x.kind.key(), x.at),
            None => ("gone", String::new(), RegionId(0)),
        },
    };
    let mut out = Text { key: format!("{base}_{suffix}"), args: args.args };
    if suffix != "gone" {
        out = out.name(suffix, kind).name("hex", region_key(s, at));
    }
    out
}

fn attack_text(s: &State, target: RegionId) -> Text {
    let selected = match &s.step {
        Step::AfterManoeuvre(v) => v.clone(),
        _ => Vec::new(),
    };
    let f = crate::odds::forecast(s, s.active, &selected, target);
    let (win, unharmed) = f.map_or((0, 0), |f| (f.win.per_mille(), f.unharmed.per_mille()));
    Text::key("hk.action.attack")
        .name("target", region_key(s, target))
        .plain("win_percent", percent(win))
        .plain("unharmed_percent", percent(unharmed))
}

/// A draw's button with the exact odds of drawing `n` more tokens from the
/// real bag (HK-36…HK-38): `key` for the text, `key` + "_extend" when the
/// defender may still draw afterwards.
#[must_use]
pub fn draw_choice(s: &State, n: u32, key: &str) -> Text {
    let action = if n == 0 { Action::StopDrawing } else { Action::DrawTokens(u8::try_from(n).unwrap_or(u8::MAX)) };
    let odds = s.battle().and_then(|b| match b.step {
        crate::state::BattleStep::Draw(side) => Some(crate::odds::draw_odds(s, b, side, n)),
        _ => None,
    });
    let Some(o) = odds else { return self::action(s, &action) };
    let mut out = Text::key(key)
        .plain("percent", percent(o.wipe.per_mille()))
        .plain("dealt", percent(o.dealt_milli / 100))
        .plain("taken", percent(o.taken_milli / 100));
    if o.extension > 0 {
        out.key = format!("{key}_extend");
        out = out.plain("extra", o.extension);
    }
    if n > 0 {
        out = out.plain("count", n);
    }
    out
}

/// A description of an action.
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    match a {
        Action::Manoeuvre { from, to, .. } if from == to => {
            Text::key("hk.action.stand").name("hex", region_key(s, *from))
        }
        Action::Manoeuvre { from, to, leave_peasants } => {
            let key = if *leave_peasants { "hk.action.manoeuvre_split" } else { "hk.action.manoeuvre" };
            Text::key(key).name("from", region_key(s, *from)).name("to", region_key(s, *to))
        }
        Action::Split { from, to, leave } => Text::key("hk.action.split")
            .name("from", region_key(s, *from))
            .name("to", region_key(s, *to))
            .plain("count", leave.iter().sum::<u32>()),
        Action::Attack { target } => attack_text(s, *target),
        Action::EndManoeuvre => Text::key("hk.action.end_manoeuvre"),
        Action::Join { from, to } => {
            Text::key("hk.action.join").name("from", region_key(s, *from)).name("to", region_key(s, *to))
        }
        Action::Advance { from } => {
            let target = match &s.step {
                Step::Advance { target, .. } => *target,
                _ => *from,
            };
            Text::key("hk.action.advance").name("from", region_key(s, *from)).name("target", region_key(s, target))
        }
        Action::Recruit { at, kind } => Text::key("hk.action.recruit")
            .name("unit", kind.key())
            .name("hex", region_key(s, *at))
            .plain("cost", crate::economy::recruit_cost(s, s.active, *at, *kind)),
        Action::Build { at, kind } => match kind.edge() {
            Some(e) => edge_text(s, "hk.action.build_segment", *at, e)
                .name("structure", kind.key())
                .name("hex", region_key(s, *at)),
            None => Text::key("hk.action.build")
                .name("structure", kind.key())
                .name("hex", region_key(s, *at))
                .plain("cost", kind.cost()),
        },
        Action::Repair { structure } => {
            target_text("hk.action.repair", Text::key(""), s, Target::Structure(*structure))
        }
        Action::Research { tech } => Text::key("hk.action.research").name("tech", tech.key()),
        Action::Reform { government } => Text::key("hk.action.reform").name("government", government.key()),
        Action::EndTurn => Text::key("hk.action.end_turn"),
        Action::React { from, to } => {
            Text::key("hk.action.react").name("from", region_key(s, *from)).name("to", region_key(s, *to))
        }
        Action::NoReaction => Text::key("hk.action.no_reaction"),
        Action::Prepare { action_dice, experience, omit_defence, fabian } => Text::key("hk.action.prepare")
            .plain("action_dice", action_dice)
            .plain("experience_dice", experience)
            .plain("omitted_dice", omit_defence)
            .plain("fabian_discard", fabian),
        Action::DrawTokens(n) => Text::key("hk.action.draw").plain("count", n),
        Action::StopDrawing => Text::key("hk.action.stop"),
        Action::UseTactics => Text::key("hk.action.tactics"),
        Action::UseRegularArmy(t) => Text::key("hk.action.regular_army").name("token", t.key()),
        Action::KeepDraw => Text::key("hk.action.keep"),
        Action::Convert(u) => target_text("hk.action.convert", Text::key(""), s, Target::Unit(*u)),
        Action::Recover(u) => {
            let lost = s.battle().and_then(|b| b.lost.iter().find(|(id, _, _)| id == u).copied());
            match lost {
                Some((_, kind, at)) => {
                    Text::key("hk.action.recover").name("unit", kind.key()).name("hex", region_key(s, at))
                }
                None => Text::key("hk.action.recover_gone"),
            }
        }
        Action::SkipCheck => Text::key("hk.action.skip_check"),
        Action::Land(to) => {
            let landing = s.battle().and_then(|b| b.landing);
            let key = match landing.map(|l| l.check) {
                Some(CheckKind::Conversion) => "hk.action.land_converted",
                Some(CheckKind::Recovery) => "hk.action.land_recovered",
                None => "hk.action.land_gone",
            };
            let text = Text::key(key).name("hex", region_key(s, *to));
            match landing {
                Some(l) => text.name("unit", l.kind.key()),
                None => text,
            }
        }
        Action::ReturnBuilding(kind) => {
            let was = s.battle().and_then(|b| b.buildings_lost.first().copied()).unwrap_or(*kind);
            Text::key("hk.action.return_building").name("was", was.key()).name("kind", kind.key())
        }
        Action::AssignLoss(t) => target_text("hk.action.assign", Text::key(""), s, *t),
    }
}

/// A description of an event.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    match e {
        Event::TurnStarted { player, round, income } => Text::key("hk.event.turn_started")
            .name("player", player_key(s, *player))
            .plain("round", round)
            .plain("gold", income),
        Event::UnitPlaced { unit, .. } => {
            Text::key("hk.event.unit_placed").name("unit", unit.kind.key()).name("hex", region_key(s, unit.at))
        }
        Event::UnitsMoved { units, to } => {
            Text::key("hk.event.moved").plain("units", units.len()).name("hex", region_key(s, *to))
        }
        Event::Built { structure, .. } => {
            Text::key("hk.event.built").name("structure", structure.kind.key()).name("hex", region_key(s, structure.at))
        }
        Event::Researched { player, tech } => {
            Text::key("hk.event.researched").name("player", player_key(s, *player)).name("tech", tech.key())
        }
        Event::Reformed { player, government } => {
            Text::key("hk.event.reformed").name("player", player_key(s, *player)).name("government", government.key())
        }
        Event::RelicTaken { relic, by } => Text::key("hk.event.relic")
            .name("player", player_key(s, *by))
            .name("religion", crate::ids::Religion::ALL[usize::from(*relic % 3)].key()),
        Event::BattleDeclared(b) => Text::key("hk.event.battle")
            .name("attacker", player_key(s, b.players[0]))
            .name("target", region_key(s, b.target))
            .name("defender", player_key(s, b.players[1])),
        Event::Reacted { units, to } => {
            Text::key("hk.event.reacted").plain("units", units.len()).name("hex", region_key(s, *to))
        }
        Event::Prepared { side, own, neutral, .. } => {
            Text::key("hk.event.prepared").name("side", side.key()).plain("own", own).plain("neutral", neutral)
        }
        Event::FabianDiscard { x } => Text::key("hk.event.fabian").plain("count", x),
        Event::CheckMade { side, kind, difficulty, drawn, passed } => Text::key("hk.event.check")
            .name("side", side.key())
            .name(
                "check",
                match kind {
                    CheckKind::Conversion => "hk.word.conversion",
                    CheckKind::Recovery => "hk.word.recovery",
                },
            )
            .plain("difficulty", difficulty)
            .plain("drawn", drawn.len())
            .name("result", if *passed { "hk.word.passed" } else { "hk.word.failed" }),
        Event::LandingAwaited { side, landing } => Text::key("hk.event.landing")
            .name("player", player_key(s, s.battle().map_or(s.active, |b| b.players[side.index()])))
            .name("unit", landing.kind.key())
            .name("hex", region_key(s, landing.near)),
        Event::Converted { placed, .. } => {
            Text::key("hk.event.converted").name("unit", placed.kind.key()).name("hex", region_key(s, placed.at))
        }
        Event::Drawn { side, token } => Text::key("hk.event.drawn").name("side", side.key()).name("token", token.key()),
        Event::TacticsUsed { side } => Text::key("hk.event.tactics").name("side", side.key()),
        Event::SetAside { side, token } => {
            Text::key("hk.event.set_aside").name("side", side.key()).name("token", token.key())
        }
        Event::DamageSet { damage } => {
            Text::key("hk.event.damage").plain("attacker_damage", damage[0]).plain("defender_damage", damage[1])
        }
        Event::Assigned { target, amount, .. } => {
            target_text("hk.event.assigned", Text::key("").plain("damage", amount), s, *target)
        }
        Event::LossesRemoved { units, structures, markers } => Text::key("hk.event.losses")
            .plain("units", units.len())
            .plain("structures", structures.len())
            .plain("damaged", markers.len()),
        Event::BattleEnded { winner, .. } => match winner {
            Some(w) => Text::key("hk.event.battle_won").name("side", w.key()),
            None => Text::key("hk.event.battle_drawn"),
        },
        Event::AchievementClaimed { player, achievement } => Text::key("hk.event.achievement")
            .name("player", player_key(s, *player))
            .name("achievement", achievement.key()),
        Event::PlayerOut { player } => Text::key("hk.event.out").name("player", player_key(s, *player)),
        Event::GameEnded(_) => Text::key("hk.event.game_over"),
        _ => minor_event(s, e),
    }
}

/// The catalog key of a battle step's name.
#[must_use]
pub const fn step_key(step: crate::state::BattleStep) -> &'static str {
    use crate::state::BattleStep as B;
    match step {
        B::React => "hk.bstep.react",
        B::Prepare(_) => "hk.bstep.prepare",
        B::Convert(_) => "hk.bstep.convert",
        B::Draw(_) => "hk.bstep.draw",
        B::PostDraw(_) => "hk.bstep.post_draw",
        B::Assign(_) => "hk.bstep.assign",
        B::Recover(_) => "hk.bstep.recover",
        B::ReturnBuildings => "hk.bstep.return_buildings",
        B::Land(_) => "hk.bstep.land",
    }
}

/// "Attacker: drawing": whose decision a battle step is, and the step (the
/// log and the battle panel).
#[must_use]
pub fn step_text(step: crate::state::BattleStep) -> Text {
    Text::key("hk.event.step").name("side", step.side().key()).name("step", step_key(step))
}

/// Texts of the bookkeeping events.
fn minor_event(s: &State, e: &Event) -> Text {
    match e {
        Event::Paid { player, gold, dice } => {
            Text::key("hk.event.paid").name("player", player_key(s, *player)).plain("gold", gold).plain("dice", dice)
        }
        Event::UnitRemoved { .. } => Text::key("hk.event.unit_removed"),
        Event::Exhausted { units, dice } => {
            Text::key("hk.event.exhausted").plain("units", units.len()).plain("dice", dice)
        }
        Event::Repaired { .. } => Text::key("hk.event.repaired"),
        Event::Manoeuvred { .. } | Event::Joined { .. } => Text::key("hk.event.manoeuvred"),
        Event::ManoeuvreEnded => Text::key("hk.event.manoeuvre_ended"),
        Event::AdvanceOffered { target, .. } => Text::key("hk.event.advance").name("hex", region_key(s, *target)),
        Event::BattleStepSet(step) => step_text(*step),
        Event::Returned { token } => Text::key("hk.event.returned").name("token", token.key()),
        Event::DamageWasted { side } => Text::key("hk.event.wasted").name("side", side.key()),
        Event::Recovered { placed, .. } => {
            Text::key("hk.event.recovered").name("unit", placed.kind.key()).name("hex", region_key(s, placed.at))
        }
        Event::BuildingReturned { player, was, kind } => Text::key("hk.event.building_returned")
            .name("player", player_key(s, *player))
            .name("was", was.key())
            .name("kind", kind.key()),
        Event::ExperienceGained { player, n } => {
            Text::key("hk.event.experience").name("player", player_key(s, *player)).plain("dice", n)
        }
        Event::TurnEnded { next, .. } => Text::key("hk.event.turn_ended").name("player", player_key(s, *next)),
        _ => Text::key("hk.event.other"),
    }
}

/// "Round 3 — red: actions".
#[must_use]
pub fn turn_label(s: &State) -> Text {
    let step = match &s.step {
        Step::Actions => "hk.step.actions",
        Step::AfterManoeuvre(_) => "hk.step.after_manoeuvre",
        Step::Battle(_) => "hk.step.battle",
        Step::Advance { .. } => "hk.step.advance",
    };
    Text::key("hk.turn").plain("round", s.round).name("player", player_key(s, s.active)).name("step", step)
}

/// The region an action is about.
#[must_use]
pub fn action_region(s: &State, a: &Action) -> Option<RegionId> {
    match a {
        // A split is offered where it goes: the army's own hex lists its
        // manoeuvres, each destination the split that ends there.
        Action::Split { to, .. } => Some(*to),
        Action::Manoeuvre { from, .. }
        | Action::React { from, .. }
        | Action::Advance { from }
        | Action::Join { from, .. } => Some(*from),
        Action::Attack { target } | Action::Land(target) => Some(*target),
        Action::Recruit { at, .. } | Action::Build { at, .. } => Some(*at),
        Action::Repair { structure } => s.structures.get(structure).map(|x| x.at),
        Action::AssignLoss(Target::Unit(u)) => s.units.get(u).map(|x| x.at),
        Action::AssignLoss(Target::Structure(x)) => s.structures.get(x).map(|x| x.at),
        _ => None,
    }
}

/// The other hex an action involves besides [`action_region`] (issue 36):
/// where a manoeuvre, a reaction or a join goes, where a split leaves from.
#[must_use]
pub fn action_target(_s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::Manoeuvre { to, .. } | Action::React { to, .. } | Action::Join { to, .. } => Some(*to),
        Action::Split { from, .. } => Some(*from),
        _ => None,
    }
}

/// The outcome, once the game is over.
#[must_use]
pub fn outcome(s: &State) -> Option<Outcome> {
    let f = s.finish.as_ref()?;
    let winners = f.winners.iter().map(|p| SeatId(p.0)).collect();
    let pts = f.points.iter().map(u32::to_string).collect::<Vec<_>>().join(" / ");
    // The winner is named as a kingdom's name (translated, with its cases);
    // a victory still shared after the tie-breaks is told by its count.
    let text = match (f.sudden_death, f.winners.as_slice()) {
        (true, [winner, ..]) => Text::key("hk.outcome.sudden_death").name("winner", player_key(s, *winner)),
        (false, [winner]) => Text::key("hk.outcome.points").name("winner", player_key(s, *winner)),
        _ => Text::key("hk.outcome.points_shared").plain("count", f.winners.len()),
    };
    let scores = f.points.iter().map(|&p| i64::from(p)).collect();
    Some(Outcome { winners, text: text.plain("points", pts), scores })
}

/// Whether a structure kind is drawn as a mark of its own.
#[must_use]
pub const fn is_wall(k: StructKind) -> bool {
    k.edge().is_some()
}
