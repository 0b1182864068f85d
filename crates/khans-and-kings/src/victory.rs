//! Victory and defeat (KK-WIN, GAP-47, GAP-51): a state with no province
//! left is out and its units are removed; the last state with provinces
//! wins at once; at the end of a turn a state whose set of victory
//! conditions holds wins (KK-WIN-03, GAP-08: see [`crate::objectives`]);
//! at the turn limit the most provinces win, then the most GOLD.
//!
//! # Readings (GAP-47, GAP-51)
//! * Elimination is checked at once, as before; the sets at the end of
//!   each turn, after the independent step and GAP-12's contentment
//!   (6.1's END OF TURN order), before the turn limit: at turn 48 a set
//!   that holds wins over the province count (GAP-51: "without a winner").
//! * Several sets holding at once: the most provinces, then the most GOLD,
//!   still tied they share the victory (GAP-47, AMB-57). An eliminated
//!   state's set never holds.

use crate::Ev;
use crate::data::resources::Resource;
use crate::event::{Event, Loss};
use crate::ids::Player;
use crate::state::{Finish, FinishWhy, LAST_TURN, State};

/// KK-WIN-06, AMB-58, GAP-47 — states that lost their last province are
/// out (their units removed); if one state alone has provinces, it wins.
pub fn eliminate(s: &mut State, ev: &mut Ev) {
    if s.finish.is_some() {
        return;
    }
    let out: Vec<Player> = s.in_play().filter(|&p| s.provinces_of(p).next().is_none()).collect();
    for p in out {
        ev.emit(s, Event::Eliminated { player: p });
        crate::decisions::give_back(s, p, ev);
        let units: Vec<_> = s.units.iter().filter(|u| u.owner == Some(p)).map(|u| u.id).collect();
        for unit in units {
            ev.emit(s, Event::UnitRemoved { unit, why: Loss::Eliminated });
        }
    }
    let left: Vec<Player> = s.in_play().collect();
    if left.len() == 1 {
        ev.emit(s, Event::GameOver { finish: Finish { winners: left, why: FinishWhy::Elimination, turn: s.turn } });
    }
}

/// GAP-51, GAP-47 — the winners at the turn limit: the most provinces,
/// then the most GOLD; a tie is shared.
#[must_use]
pub fn leaders(s: &State) -> Vec<Player> {
    let score = |p: Player| (s.provinces_of(p).count(), s.player(p).stock.get(Resource::Gold));
    let best = s.in_play().map(score).max();
    s.in_play().filter(|&p| Some(score(p)) == best).collect()
}

/// GAP-47, GAP-51 — the end-of-turn check: at the last turn the game ends.
/// KK-WIN-07: elimination is checked at once (`eliminate`), the rest here
/// at the end of the turn, ties shared.
/// GAP-47 — the states whose sets of victory conditions hold (KK-WIN-03,
/// GAP-08); several: the most provinces, then the most GOLD, still tied
/// they share the victory.
#[must_use]
pub fn objective_winners(s: &State) -> Vec<Player> {
    let held: Vec<Player> = s.in_play().filter(|&p| crate::objectives::holds(s, p)).collect();
    let score = |p: Player| (s.provinces_of(p).count(), s.player(p).stock.get(Resource::Gold));
    let best = held.iter().map(|&p| score(p)).max();
    held.into_iter().filter(|&p| Some(score(p)) == best).collect()
}

/// GAP-47, GAP-51 — the end-of-turn check (after the independent step and
/// contentment): a set of victory conditions that holds wins; else at the
/// last turn the game ends.
pub fn end_of_turn(s: &mut State, ev: &mut Ev) {
    if s.finish.is_some() {
        return;
    }
    let winners = objective_winners(s);
    if !winners.is_empty() {
        ev.emit(s, Event::GameOver { finish: Finish { winners, why: FinishWhy::Objectives, turn: s.turn } });
    } else if s.turn >= LAST_TURN {
        let winners = leaders(s);
        ev.emit(s, Event::GameOver { finish: Finish { winners, why: FinishWhy::TurnLimit, turn: s.turn } });
    }
}
