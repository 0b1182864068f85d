//! The round and its turns (SR-G3): the events on their timetable, the
//! supply phase, each realm's turn in a rotating order, and the end of the
//! round (attrition, broken sieges, victory).

use crate::Ev;
use crate::event::Event;
use crate::ids::Faction;
use crate::state::State;
use engine::dice::Dice;

/// SR-G3 — the order of round `round`: the seated realms in seat order,
/// rotated by one place each round (round 1 begins with the first).
#[must_use]
pub fn order(seated: &[Faction], round: u32) -> Vec<Faction> {
    if seated.is_empty() {
        return Vec::new();
    }
    let shift = (round.saturating_sub(1) as usize) % seated.len();
    seated[shift..].iter().chain(&seated[..shift]).copied().collect()
}

/// SR-G3 steps 1–3 — a round begins: the giants or the pirates, the supply
/// phase, then the first realm's turn.
pub fn begin_round(s: &mut State, round: u32, dice: &mut Dice, ev: &mut Ev) {
    let seated: Vec<Faction> = s.seated().collect();
    ev.emit(s, Event::RoundBegan { round, order: order(&seated, round) });
    if crate::timetable::giants_due(round) {
        crate::timetable::giants(s, dice, ev);
        crate::siege::after_battle(s, ev);
    }
    if crate::timetable::pirates_due(round) {
        crate::timetable::pirates(s, dice, ev);
        crate::siege::after_battle(s, ev);
    }
    crate::economy::supply_phase(s, ev);
    begin_turn(s, 0, ev);
}

/// The turn of the realm at `slot` of the order begins.
pub fn begin_turn(s: &mut State, slot: usize, ev: &mut Ev) {
    if let Some(&faction) = s.order.get(slot) {
        ev.emit(s, Event::TurnBegan { faction, turn: s.turn + 1 });
        // SR-G16: a lord who could not pay a third captor's ransom may now.
        crate::vassal::check(s, ev);
    }
}

/// Ends the acting realm's turn: the next realm's, or the end of the round.
pub fn end_turn(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let next = s.slot as usize + 1;
    if next < s.order.len() {
        begin_turn(s, next, ev);
    } else {
        end_round(s, dice, ev);
    }
}

/// SR-G3 step 4 — the end of a round: siege attrition and broken sieges
/// (SR-15, SR-14), the victory check (SR-G7), then the next round.
pub fn end_round(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    crate::siege::attrition(s, ev);
    if let Some(finish) = crate::economy::victory(s) {
        ev.emit(s, Event::GameOver { finish });
        return;
    }
    begin_round(s, s.round + 1, dice, ev);
}
