//! Player-facing texts of actions, events, the turn and the outcome.

use crate::action::{Action, Item};
use crate::event::{BattleKind, Event, Loss, SideReport, SiegeEnd, Why};
use crate::ids::{Faction, UnitId, owner_key};
use crate::map::map;
use crate::state::{LAST_ROUND, Stage, State};
use engine::board::RegionId;
use engine::rules::Outcome;
use engine::side::Side;
use engine::text::Text;

fn place(r: RegionId) -> String {
    if r.index() < map().info.len() { map().name_key(r) } else { "sr.region.unknown".to_owned() }
}

fn unit_key(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "sr.unit.unknown".to_owned(), |u| u.kind.key())
}

fn unit_owner(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "sr.faction.neutral".to_owned(), |u| owner_key(u.owner))
}

fn item_key(item: Item) -> String {
    format!("sr.item.{}", item.id())
}

/// The round and whose turn it is.
#[must_use]
pub fn turn_label(s: &State) -> Text {
    match s.acting() {
        Some(f) => Text::key("sr.turn.label")
            .plain("round", s.round)
            .plain("last", LAST_ROUND)
            .name("faction", f.key())
            .name("stage", shown_stage(s, f).key()),
        None => Text::key("sr.turn.over").plain("round", s.round),
    }
}

/// SR-G3 — the stage a turn is said to be in: a turn with no kard to
/// ransom and no revolt to declare begins with recruiting.
fn shown_stage(s: &State, f: Faction) -> Stage {
    let start_choice = [Action::RansomKard, Action::Revolt].iter().any(|a| crate::check::check(s, f, a).is_ok());
    if s.stage == Stage::Start && !start_choice { Stage::Recruit } else { s.stage }
}

/// The text of an action.
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    let k = Text::key;
    match a {
        Action::RansomKard => {
            let kard = s.acting().map_or("sr.kard.robert", |f| f.kard().key());
            k("sr.action.ransom_kard").name("kard", kard)
        }
        Action::Revolt => {
            let lord = s.acting().and_then(|f| s.faction(f).lord).map_or_else(|| owner_key(None), Faction::key);
            k("sr.action.revolt").name("lord", lord)
        }
        Action::Recruit { at, item, count } => {
            k("sr.action.recruit").plain("count", count).name("item", item_key(*item)).name("place", place(*at))
        }
        Action::Move { from, to, group } => {
            // SR-G8: the swords travel with their carriers, said only when some do.
            let t = if group.swords > 0 {
                k("sr.action.move_swords").plain("swords", group.swords)
            } else {
                k("sr.action.move")
            };
            t.plain("count", group.units()).name("from", place(*from)).name("to", place(*to))
        }
        Action::Besiege { city } => k("sr.action.besiege").name("city", place(*city)),
        Action::Storm { city } => k("sr.action.storm").name("city", place(*city)),
        Action::Sortie { city } => k("sr.action.sortie").name("city", place(*city)),
        Action::Attack { at } => k("sr.action.attack").name("place", place(*at)),
        Action::KeepSupplies { supplies } => k("sr.action.keep").plain("supplies", supplies),
        Action::DemandTribute(true) => k("sr.action.tribute_on"),
        Action::DemandTribute(false) => k("sr.action.tribute_off"),
        Action::EndTurn => k("sr.action.end_turn"),
        Action::RansomKardTo { to } => {
            let kard = s.acting().map_or("sr.kard.robert", |f| f.kard().key());
            k("sr.action.ransom_kard_to").name("kard", kard).name("place", place(*to))
        }
        Action::Withdraw { to } => {
            let count = s.pending.first().map_or(0, |d| d.units.len());
            k("sr.action.withdraw").plain("count", count).name("place", place(*to))
        }
        Action::Place { to } => {
            let count = s.pending.first().map_or(0, |d| d.units.len());
            k("sr.action.place").plain("count", count).name("place", place(*to))
        }
        Action::LoseFirst(kind) => k("sr.action.lose_first").name("unit", kind.key()),
    }
}

/// What a choice's button says: amounts are picked in fields, so the
/// button names the step or the item; a battle's button carries its odds.
#[must_use]
pub fn choice_label(s: &State, a: &Action) -> Text {
    let k = Text::key;
    match a {
        Action::Recruit { at, item, .. } => {
            k("sr.choice.recruit").name("item", item_key(*item)).name("place", place(*at)).plain("cost", item.cost())
        }
        Action::Move { from, to, .. } => move_choice(s, *from, *to),
        Action::KeepSupplies { .. } => k("sr.choice.keep"),
        Action::Besiege { city } => {
            let (ours, theirs) = s.acting().map_or((0, 0), |f| {
                (crate::siege::besiegers(s, f, *city).strength(), crate::siege::defence(s, *city).strength())
            });
            k("sr.choice.besiege").name("city", place(*city)).plain("ours", ours).plain("theirs", theirs)
        }
        Action::Storm { .. } | Action::Attack { .. } | Action::Sortie { .. } => {
            match s.acting().and_then(|f| crate::odds::of_action(s, f, a)) {
                Some(o) => k("sr.choice.odds")
                    .text("action", action(s, a))
                    .plain("percent", engine::odds::percent(engine::odds::per_mille(o.win))),
                None => action(s, a),
            }
        }
        _ => action(s, a),
    }
}

/// SR-6…SR-10 — a step's button says what kind of step it is and what it costs.
fn move_choice(s: &State, from: RegionId, to: RegionId) -> Text {
    use crate::movement::Step;
    let step = s.acting().and_then(|f| crate::movement::step(s, f, from, to).ok());
    let key = match step {
        Some(Step::LeaveCity) => "sr.choice.leave",
        Some(Step::EnterCity) => "sr.choice.enter",
        Some(Step::Sail) => "sr.choice.sail",
        Some(Step::Land) => "sr.choice.land",
        Some(Step::March) if crate::movement::terrain_multiplier(to) > 1 => "sr.choice.march_double",
        Some(Step::March) | None => "sr.choice.move",
    };
    Text::key(key).name("from", place(from)).name("to", place(to))
}

/// The place an action belongs to on the map.
#[must_use]
pub fn action_region(_s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::Recruit { at, .. } | Action::Attack { at } => Some(*at),
        Action::Move { from, .. } => Some(*from),
        Action::Withdraw { to } | Action::Place { to } | Action::RansomKardTo { to } => Some(*to),
        Action::Besiege { city } | Action::Storm { city } | Action::Sortie { city } => Some(*city),
        Action::RansomKard
        | Action::Revolt
        | Action::KeepSupplies { .. }
        | Action::DemandTribute(_)
        | Action::LoseFirst(_)
        | Action::EndTurn => None,
    }
}

/// Where a move goes (issue 36).
#[must_use]
pub const fn action_target(_s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::Move { to, .. } => Some(*to),
        _ => None,
    }
}

const fn why_key(why: Why) -> &'static str {
    match why {
        Why::Move => "sr.why.move",
        Why::Siege => "sr.why.siege",
        Why::Storm => "sr.why.storm",
        Why::Sortie => "sr.why.sortie",
        Why::Recruit => "sr.why.recruit",
        Why::Ransom => "sr.why.ransom",
        Why::RansomReceived => "sr.why.ransom_received",
        Why::KardRansom => "sr.why.kard_ransom",
        Why::KardRansomReceived => "sr.why.kard_ransom_received",
        Why::Income => "sr.why.income",
        Why::Tribute => "sr.why.tribute",
        Why::TributeReceived => "sr.why.tribute_received",
        Why::Giants => "sr.why.giants",
    }
}

const fn loss_key(loss: Loss) -> &'static str {
    match loss {
        Loss::Battle => "sr.event.lost_battle",
        Loss::Captured => "sr.event.lost_captured",
        Loss::Attrition => "sr.event.lost_attrition",
        Loss::Overrun => "sr.event.lost_overrun",
        Loss::Drowned => "sr.event.lost_drowned",
    }
}

const fn siege_end_key(why: SiegeEnd) -> &'static str {
    match why {
        SiegeEnd::Broken => "sr.event.siege_broken",
        SiegeEnd::Relieved => "sr.event.siege_relieved",
        SiegeEnd::Taken => "sr.event.siege_taken",
        SiegeEnd::Giants => "sr.event.siege_giants",
        SiegeEnd::Left => "sr.event.siege_left",
        SiegeEnd::Peace => "sr.event.siege_peace",
    }
}

const fn battle_key(kind: BattleKind) -> &'static str {
    match kind {
        BattleKind::Field => "sr.battle.field",
        BattleKind::Relief => "sr.battle.relief",
        BattleKind::Storm => "sr.battle.storm",
        BattleKind::Fortress => "sr.battle.fortress",
        BattleKind::Sortie => "sr.battle.sortie",
        BattleKind::Naval => "sr.battle.naval",
    }
}

fn side_text(attacker: bool, side: &SideReport) -> Text {
    // Only defenders have walls (SR-5); an attacker's line leaves them out.
    let t = if attacker {
        Text::key("sr.event.attacker")
    } else {
        Text::key("sr.event.defender").plain("walls", side.walls)
    };
    t.name("owner", owner_key(side.owner))
        .plain("bs", side.bs)
        .plain("kard", side.kard)
        .plain("strength", side.strength)
        .plain("die", side.die)
        .plain("value", side.value)
}

/// The text of an event, as it reads just before it is applied.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    let k = Text::key;
    match e {
        Event::RoundBegan { round, .. } => k("sr.event.round").plain("round", round),
        Event::TurnBegan { faction, .. } => k("sr.event.turn").name("faction", faction.key()),
        Event::StageSet { stage } => k("sr.event.stage").name("stage", stage.key()),
        Event::Treasury { faction, supplies, influence, why } => {
            let key = if *supplies < 0 || *influence < 0 { "sr.event.spent" } else { "sr.event.gained" };
            k(key)
                .name("faction", faction.key())
                .plain("supplies", supplies.unsigned_abs())
                .plain("influence", influence.unsigned_abs())
                .name("why", why_key(*why))
        }
        Event::Store { city, store } => k("sr.event.store").name("city", place(*city)).plain("store", store),
        Event::Raised { at, item, count } => {
            k("sr.event.raised").plain("count", count).name("item", item_key(*item)).name("place", place(*at))
        }
        Event::UnitPlaced { unit } => k("sr.event.placed")
            .name("owner", owner_key(unit.owner))
            .name("unit", unit.kind.key())
            .name("place", place(unit.at)),
        Event::UnitsMoved { units, from, to, stop } => {
            let key = if *stop { "sr.event.moved_stop" } else { "sr.event.moved" };
            let owner = units.first().map_or_else(|| owner_key(None), |u| unit_owner(s, *u));
            k(key).name("owner", owner).plain("count", units.len()).name("from", place(*from)).name("to", place(*to))
        }
        Event::UnitRemoved { unit, why } => {
            let at = s.unit(*unit).map_or(RegionId(0), |u| u.at);
            k(loss_key(*why))
                .name("owner", unit_owner(s, *unit))
                .name("unit", unit_key(s, *unit))
                .name("place", place(at))
        }
        Event::Ransomed { units, to } => k("sr.event.ransomed").plain("count", units.len()).name("place", place(*to)),
        Event::UnitTaken { unit, owner, at } => k("sr.event.unit_taken")
            .name("unit", unit_key(s, *unit))
            .name("owner", owner_key(*owner))
            .name("place", place(*at)),
        Event::Sword { unit, carries } => {
            let key = if *carries { "sr.event.sword" } else { "sr.event.sword_dropped" };
            let at = s.unit(*unit).map_or(RegionId(0), |u| u.at);
            k(key).name("unit", unit_key(s, *unit)).name("place", place(at))
        }
        Event::Engaged { at, .. } => k("sr.event.engaged").name("place", place(*at)),
        Event::EngagementOver { at } => k("sr.event.engagement_over").name("place", place(*at)),
        Event::SiegeBegun { city, siege } => {
            k("sr.event.siege_begun").name("faction", siege.by.key()).name("city", place(*city))
        }
        Event::SiegeEnded { city, why } => k(siege_end_key(*why)).name("city", place(*city)),
        Event::Stormed { city } => k("sr.event.stormed").name("city", place(*city)),
        Event::WallsLost { city } => k("sr.event.walls_lost").name("city", place(*city)),
        Event::WallsRestored { city } => k("sr.event.walls_restored").name("city", place(*city)),
        Event::CityTaken { city, by } => {
            k("sr.event.city_taken").name("city", place(*city)).name("owner", owner_key(*by))
        }
        Event::BattleBegan { kind, at } => k(battle_key(*kind)).name("place", place(*at)),
        Event::BattleSide { attacker, side } => side_text(*attacker, side),
        Event::BattleResult { left, attacker_wins } => {
            let key = if *attacker_wins { "sr.event.attacker_wins" } else { "sr.event.defender_wins" };
            k(key).plain("attacker", left.0).plain("defender", left.1)
        }
        Event::GiantsCome { die, city, spared } => {
            let key = if *spared { "sr.event.giants_spare" } else { "sr.event.giants_come" };
            k(key).plain("die", die).name("city", place(*city))
        }
        Event::GiantBattle { city, dice, bs, value, left, giant_wins } => {
            let key = if *giant_wins { "sr.event.giant_wins" } else { "sr.event.giant_loses" };
            k(key)
                .name("city", place(*city))
                .plain("giant_die", dice.0)
                .plain("die", dice.1)
                .plain("bs", bs)
                .plain("giant_hits", value.0)
                .plain("hits", value.1)
                .plain("giant_left", left.0)
                .plain("left", left.1)
        }
        Event::PirateRaid { strength, garrison, value, left, falls } => {
            let key = if *falls { "sr.event.pirates_take" } else { "sr.event.pirates_beaten" };
            k(key)
                .plain("strength", strength)
                .plain("bs", garrison.0)
                .plain("walls", garrison.1)
                .plain("pirate_hits", value.0)
                .plain("hits", value.1)
                .plain("pirates_left", left.0)
                .plain("left", left.1)
        }
        Event::NoRaid => k("sr.event.no_raid"),
        Event::KardCaptured { faction, by, at } => k("sr.event.kard_captured")
            .name("kard", faction.kard().key())
            .name("owner", owner_key(*by))
            .name("place", place(*at)),
        Event::KardFreed { faction } => k("sr.event.kard_freed").name("kard", faction.kard().key()),
        Event::Vassal { vassal, lord } => k("sr.event.vassal").name("vassal", vassal.key()).name("lord", lord.key()),
        Event::Revolted { vassal } => k("sr.event.revolted").name("vassal", vassal.key()),
        Event::Released { vassal } => k("sr.event.released").name("vassal", vassal.key()),
        Event::OrdersSet { faction, keep, tribute } => {
            k(if *tribute { "sr.event.orders_tribute" } else { "sr.event.orders" })
                .name("faction", faction.key())
                .plain("keep", keep)
        }
        Event::GameOver { finish } => finish_text(finish),
        Event::ChoiceAwaited { decision } => {
            let key = match decision.kind {
                crate::state::Choice::Withdraw => "sr.event.withdraw_awaited",
                crate::state::Choice::Place => "sr.event.place_awaited",
            };
            k(key)
                .name("faction", decision.by.key())
                .plain("count", decision.units.len())
                .name("place", place(decision.from))
        }
        Event::ChoiceMade { to } => {
            let by = s.pending.first().map_or_else(|| owner_key(None), |d| d.by.key());
            k("sr.event.chosen").name("faction", by).name("place", place(*to))
        }
        Event::LossOrderSet { faction, order } => {
            with_loss_order(k("sr.event.loss_order").name("faction", faction.key()), order)
        }
    }
}

/// SR-G9 — the five kinds in the order a realm gives them up, as the
/// arguments `first` … `fifth` of `text`.
pub(crate) fn with_loss_order(text: Text, order: &[crate::ids::UnitKind]) -> Text {
    let names = ["first", "second", "third", "fourth", "fifth"];
    let full: Vec<crate::ids::UnitKind> =
        order.iter().copied().chain(crate::state::DEFAULT_LOSSES.into_iter().filter(|k| !order.contains(k))).collect();
    names.iter().zip(full).fold(text, |t, (name, kind)| t.name(name, kind.key()))
}

fn finish_text(finish: &crate::state::Finish) -> Text {
    match finish.winners.as_slice() {
        [] => Text::key("sr.outcome.draw").plain("round", finish.round),
        [one] => Text::key("sr.outcome.won")
            .name("faction", one.key())
            .plain("influence", finish.influence.get(one.index()).copied().unwrap_or(0))
            .plain("round", finish.round),
        many => Text::key("sr.outcome.shared").plain("count", many.len()).plain("round", finish.round),
    }
}

/// How the game ended: the winners, and every realm's influence.
#[must_use]
pub fn outcome(s: &State) -> Option<Outcome> {
    let finish = s.finish.as_ref()?;
    Some(Outcome {
        winners: finish.winners.iter().map(|f| f.seat()).collect(),
        text: finish_text(finish),
        scores: s.seated().map(|f| i64::from(finish.influence.get(f.index()).copied().unwrap_or(0))).collect(),
    })
}
