//! Victory and defeat (KK-WIN, GAP-47, GAP-51): a state with no province
//! left is out and its units are removed; the last state with provinces
//! wins at once; at the turn limit the most provinces win, then the most GOLD.

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
pub fn end_of_turn(s: &mut State, ev: &mut Ev) {
    if s.finish.is_none() && s.turn >= LAST_TURN {
        let winners = leaders(s);
        ev.emit(s, Event::GameOver { finish: Finish { winners, why: FinishWhy::TurnLimit, turn: s.turn } });
    }
}
