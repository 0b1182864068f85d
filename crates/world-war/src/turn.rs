//! The turn structure of WW-G3: turn zero, income, purchase, initiative,
//! action slots, end of turn, calendar.

use crate::Ev;
use crate::event::Event;
use crate::ids::{Faction, Resources, Timing};
use crate::map::map;
use crate::state::{LAST_TURN, Phase, State, Task};
use engine::dice::{Dice, DiceExpr};
use engine::seat::SeatId;
use engine::side::Side;

/// The seats that may act now (all unfinished factions in simultaneous phases).
#[must_use]
pub fn to_act(s: &State) -> Vec<Faction> {
    match s.phase {
        Phase::Purchase | Phase::Initiative => s.alive().filter(|f| !s.faction(*f).done).collect(),
        Phase::Action { .. } => s.acting().into_iter().collect(),
        Phase::Over => Vec::new(),
    }
}

/// Seats of [`to_act`].
#[must_use]
pub fn seats_to_act(s: &State) -> Vec<SeatId> {
    if s.finish.is_some() { Vec::new() } else { to_act(s).into_iter().map(Faction::seat).collect() }
}

/// WW-22, WW-23, WW-24, WW-G2, WW-G3 — one turn's income for `f`: +1 MP per
/// region, +3 P per working factory, +3 S per working well, plus treaties.
#[must_use]
pub fn income(s: &State, f: Faction) -> Resources {
    let m = map();
    let mut gain = Resources::default();
    for r in s.owned(f) {
        gain.mp += 1;
        let info = m.info(r);
        let works = s.facility_works(r);
        if works && info.is_some_and(|i| i.factory) {
            gain.p += 3;
        }
        if works && info.is_some_and(|i| i.well) {
            gain.s += 3;
        }
    }
    for t in s.treaties.iter().filter(|t| t.buyer == f && crate::trade::treaty_delivers(s, t)) {
        gain = gain.plus(crate::event::good_bundle(t.good, t.quantity));
    }
    gain
}

/// WW-1 — the turn-zero budget: twice the per-turn MP and P income.
#[must_use]
pub fn turn_zero_budget(s: &State, f: Faction) -> Resources {
    let i = income(s, f);
    Resources::new(2 * i.mp, 2 * i.p, 0)
}

/// WW-G3 step 1 — a new turn: reset, treaties checked, income paid.
pub fn begin_turn(s: &mut State, turn: u32, ev: &mut Ev) {
    ev.emit(s, Event::TurnBegan { turn });
    let ended: Vec<_> = s
        .treaties
        .iter()
        .filter(|t| !map().country_regions(t.country).all(|r| s.is_neutral(r)))
        .map(|t| (t.buyer, t.country))
        .collect();
    for (buyer, country) in ended {
        ev.emit(s, Event::TreatyEnded { buyer, country });
    }
    crate::trade::expire_treaties(s, ev);
    crate::trade::pay_treaties(s, ev);
    for f in s.alive().collect::<Vec<_>>() {
        let gain = income(s, f);
        ev.emit(s, Event::Income { faction: f, gain });
    }
    ev.emit(s, Event::PhaseBegan { phase: Phase::Purchase });
}

/// WW-4, WW-G13 — the last faction finished buying: reveal and move on.
pub fn finish_purchase(s: &mut State, f: Faction, ev: &mut Ev) {
    ev.emit(s, Event::PurchaseFinished { faction: f });
    if !to_act(s).is_empty() {
        return;
    }
    let purchases = s.alive().flat_map(|f| s.faction(f).pending.iter().map(move |p| (f, *p))).collect();
    ev.emit(s, Event::PurchasesRevealed { purchases });
    if s.turn == 0 {
        begin_turn(s, 1, ev);
    } else {
        ev.emit(s, Event::PhaseBegan { phase: Phase::Initiative });
    }
}

/// WW-19, WW-G3 step 4 — the last faction chose: reveal, roll, set the order.
pub fn choose_initiative(s: &mut State, f: Faction, timing: Timing, dice: &mut Dice, ev: &mut Ev) {
    ev.emit(s, Event::InitiativeChosen { faction: f, timing });
    if !to_act(s).is_empty() {
        return;
    }
    let choices: Vec<(Faction, Timing)> =
        s.alive().map(|f| (f, s.faction(f).timing.unwrap_or(Timing::Later))).collect();
    ev.emit(s, Event::InitiativeRevealed { choices: choices.clone() });
    let mut order = Vec::new();
    for group in [Timing::Sooner, Timing::Later] {
        let members: Vec<Faction> = choices.iter().filter(|c| c.1 == group).map(|c| c.0).collect();
        order.extend(rank(s, members, dice, ev));
    }
    ev.emit(s, Event::OrderSet { order });
    ev.emit(s, Event::PhaseBegan { phase: Phase::Action { slot: 0 } });
    skip_eliminated(s, ev);
}

/// WW-19, WW-AMB-13 — orders a group by d100, highest first; ties re-rolled.
fn rank(s: &mut State, group: Vec<Faction>, dice: &mut Dice, ev: &mut Ev) -> Vec<Faction> {
    if group.len() < 2 {
        return group;
    }
    let mut rolls: Vec<(Faction, u32)> = Vec::new();
    for f in group {
        let roll = dice.roll(DiceExpr::D100, format!("WW-19 initiative: {}", f.id())).total();
        ev.emit(s, Event::InitiativeRolled { faction: f, roll });
        rolls.push((f, roll));
    }
    let mut out = Vec::new();
    for run in order_by_rolls(&rolls) {
        out.extend(if run.len() > 1 { rank(s, run, dice, ev) } else { run });
    }
    out
}

/// WW-19, WW-AMB-13 — groups factions by roll, highest first; a group of
/// several is a tie to re-roll.
#[must_use]
pub fn order_by_rolls(rolls: &[(Faction, u32)]) -> Vec<Vec<Faction>> {
    let mut sorted = rolls.to_vec();
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut runs: Vec<(u32, Vec<Faction>)> = Vec::new();
    for (f, r) in sorted {
        match runs.last_mut() {
            Some((roll, run)) if *roll == r => run.push(f),
            _ => runs.push((r, vec![f])),
        }
    }
    runs.into_iter().map(|(_, run)| run).collect()
}

/// WW-19 — the order from choices and (distinct) rolls: SOONER group first.
#[must_use]
pub fn initiative_order(choices: &[(Faction, Timing)], rolls: &[(Faction, u32)]) -> Vec<Faction> {
    let mut order = Vec::new();
    for group in [Timing::Sooner, Timing::Later] {
        let members: Vec<(Faction, u32)> = choices
            .iter()
            .filter(|c| c.1 == group)
            .map(|c| (c.0, rolls.iter().find(|r| r.0 == c.0).map_or(0, |r| r.1)))
            .collect();
        order.extend(order_by_rolls(&members).into_iter().flatten());
    }
    order
}

/// Ends the acting faction's slot: pending orders lapse, the next slot or
/// the end of turn follows.
pub fn end_slot(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let lapsed: Vec<_> = s.units.iter().filter(|u| matches!(u.task, Task::Ordered(_))).map(|u| u.id).collect();
    for unit in lapsed {
        ev.emit(s, Event::TaskSet { unit, task: Task::Idle });
    }
    if let Phase::Action { slot } = s.phase {
        ev.emit(s, Event::PhaseBegan { phase: Phase::Action { slot: slot + 1 } });
    }
    skip_eliminated(s, ev);
    if s.acting().is_none() && s.finish.is_none() {
        end_turn(s, dice, ev);
    }
}

fn skip_eliminated(s: &mut State, ev: &mut Ev) {
    while let (Phase::Action { slot }, Some(f)) = (s.phase, s.acting()) {
        if !s.faction(f).eliminated {
            break;
        }
        ev.emit(s, Event::PhaseBegan { phase: Phase::Action { slot: slot + 1 } });
    }
}

/// WW-G3 step 6 — zone battles, victory check, next turn.
pub fn end_turn(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    crate::naval::zone_battles(s, dice, ev);
    if let Some(finish) = crate::victory::check_victory(s) {
        ev.emit(s, Event::GameOver { finish });
        return;
    }
    begin_turn(s, s.turn + 1, ev);
}

/// WW-11, WW-G3 — the season of turn `t` (0 Autumn … 3 Summer) and its year label.
#[must_use]
pub fn calendar(t: u32) -> (&'static str, String) {
    const SEASONS: [&str; 4] = ["autumn", "winter", "spring", "summer"];
    let i = t.saturating_sub(1);
    let season = SEASONS[(i % 4) as usize];
    let base = i / 4;
    let year = match season {
        "autumn" => format!("{}", 1939 + base),
        "winter" => format!("{}/{:02}", 1939 + base, (1940 + base) % 100),
        _ => format!("{}", 1940 + base),
    };
    (season, year)
}

/// Whether the game has a last turn still to play.
#[must_use]
pub const fn is_last_turn(t: u32) -> bool {
    t >= LAST_TURN
}

/// WorldWar's turn label.
#[must_use]
pub fn turn_label(s: &State) -> engine::text::Text {
    let phase = s.phase.key();
    if s.turn == 0 {
        return engine::text::Text::key("ww.turn.zero").name("phase", phase);
    }
    let (season, year) = calendar(s.turn);
    engine::text::Text::key("ww.turn.label")
        .name("season", format!("ww.season.{season}"))
        .plain("year", year)
        .name("phase", phase)
}
