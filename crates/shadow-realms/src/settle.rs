//! What must hold after every action (rules 2), settled at its end rather
//! than at the few places the first rules looked: a siege whose besiegers
//! grew weaker than the defence is broken at once (SR-14), not at the next
//! battle or the round's end; sieges between a lord and its vassal, or
//! with no besieger left, end (SR-42, SR-45, SR-G15); a battle whose foes
//! are gone (fallen into vassalage, at peace with the realm) is no longer
//! pending, so the turn can end; and where the playing realm's army stands
//! with a hostile one that it did not enter on (a lord's garrison stepping
//! out of its new vassal's capital at a round's start, found by the
//! invariants in a soak), the battle follows in its turn (SR-G10).

use crate::Ev;
use crate::event::Event;
use crate::state::State;

/// Settles the state after an action.
pub fn settle(s: &mut State, ev: &mut Ev) {
    crate::siege::end_hollow_sieges(s, ev);
    crate::siege::check_breaks(s, ev);
    void_engagements(s, ev);
    engage_foes(s, ev);
}

/// SR-G10 — the playing realm's battles with hostile armies standing where
/// its own do (units waiting for their owner's choice aside).
fn engage_foes(s: &mut State, ev: &mut Ev) {
    let Some(f) = s.acting() else { return };
    if s.finish.is_some() {
        return;
    }
    let waiting: Vec<_> = crate::choices::waiting(s).collect();
    let mut places: Vec<_> = s.units.iter().filter(|u| u.owner == Some(f)).map(|u| u.at).collect();
    places.sort_unstable();
    places.dedup();
    for at in places {
        let foes = s.units_at(at).any(|u| !waiting.contains(&u.id) && s.hostile(u.owner, Some(f)));
        if foes && !crate::map::map().is_city(at) && !s.engaged.iter().any(|e| e.at == at) {
            ev.emit(s, Event::Engaged { at, from: at });
        }
    }
}

/// SR-G10 — an entry's battle is fought only while the realm's army and a
/// hostile army both stand there; one without either is over.
fn void_engagements(s: &mut State, ev: &mut Ev) {
    let Some(f) = s.acting() else { return };
    let void: Vec<_> = s.engaged.iter().map(|e| e.at).filter(|&at| crate::attack::check(s, f, at).is_err()).collect();
    for at in void {
        ev.emit(s, Event::EngagementOver { at });
    }
}
