//! Victory (WW-G14) and elimination (WW-G15).

use crate::Ev;
use crate::event::Event;
use crate::ids::Faction;
use crate::map::{capitals, map};
use crate::state::{EndReason, Finish, LAST_TURN, State};
use engine::side::Side;

/// WW-G14 — victory points: 1 per region, +2 per factory and per oil well
/// (damaged or not), +5 per enemy capital.
#[must_use]
pub fn score(s: &State, f: Faction) -> u32 {
    let m = map();
    s.owned(f)
        .map(|r| {
            let info = m.info(r);
            let facility = info.map_or(0, |i| 2 * u32::from(i.factory) + 2 * u32::from(i.well));
            let enemy_capital = info.is_some_and(|i| i.capital && i.start_owner != Some(f));
            1 + facility + if enemy_capital { 5 } else { 0 }
        })
        .sum()
}

/// WW-G14, WW-G15 — the result at the end of a turn, if the game is over:
/// sudden death (all three capitals), the last faction standing, or points
/// after turn 24 (ties shared).
#[must_use]
pub fn check_victory(s: &State) -> Option<Finish> {
    let scores: Vec<u32> = Faction::ALL.iter().map(|&f| score(s, f)).collect();
    let finish = |winners, reason| Some(Finish { winners, reason, scores: scores.clone() });
    if let Some(f) = Faction::ALL.into_iter().find(|&f| capitals().iter().all(|&c| s.owner(c) == Some(f))) {
        return finish(vec![f], EndReason::SuddenDeath);
    }
    let alive: Vec<Faction> = s.alive().collect();
    if alive.len() == 1 {
        return finish(alive, EndReason::LastStanding);
    }
    if s.turn >= LAST_TURN {
        let best = alive.iter().map(|f| scores[f.index()]).max().unwrap_or(0);
        let winners = alive.into_iter().filter(|f| scores[f.index()] == best).collect();
        return finish(winners, EndReason::Points);
    }
    None
}

/// WW-G15 — factions left without regions are eliminated at once.
pub fn check_eliminations(s: &mut State, ev: &mut Ev) {
    let out: Vec<Faction> = s.alive().filter(|&f| s.owned(f).next().is_none()).collect();
    for faction in out {
        ev.emit(s, Event::FactionEliminated { faction });
    }
}
