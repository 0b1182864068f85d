//! Diplomacy (GAP-44, KK-TURN-10; rules 4): each pair of states is at WAR,
//! at PEACE or in ALLIANCE; Four Crowns begins with every pair at war.
//!
//! * **Changing relations.** PEACE and ALLIANCE are agreed by both states:
//!   one proposes in its trade and building window (`Action::Propose`, an
//!   offer), the other accepts in its own (`Action::Accept`), and the pact
//!   holds at once. Either side may declare WAR in its window
//!   (`Action::DeclareWar`); it takes effect at the start of that turn's
//!   movement phase (`wars_begin`).
//! * **At PEACE** a state's units may not enter a province its partner owns,
//!   nor a sub-province holding the partner's units, even where hostile
//!   units stand too (`barred`). "Hostile" means at WAR (`State::hostile`),
//!   so partners never fight, take each other's provinces, block each
//!   other's income or supply, plunder, fire on or strike each other.
//! * **In ALLIANCE** allies may share sub-provinces, stacking counting all
//!   units there (`movement::room`); an ally's province is an "allied
//!   province" where routed units retreat (KK-CMB-06, AMB-72); allied
//!   depots supply each other's units (KK-SUP-02, AMB-34); allies never
//!   fight; only the moving state's own units attack or support
//!   (KK-CMB-17, `battle::ready`); an ally's land unit holds a province
//!   against capture (AMB-19 (3)).
//!
//! # Readings
//! * "Enter" is read as stepping into a sub-province: units standing in a
//!   partner's province when peace is made may stay or step out, never
//!   deeper. Rail journeys, logistics moves, landings and retreats obey it
//!   too; a unit with nowhere else to go retreats as KK-CMB-19 says.
//! * When an alliance ends in war, the units of the state that declared it
//!   leave every sub-province they share with the other's, each to the
//!   nearest free sub-province with room (as fleeing units do, AMB-50), at
//!   the start of the movement phase: who breaks the alliance marches out.
//! * Peace may be proposed at WAR, alliance at WAR or PEACE; an alliance
//!   declared at war ends in war. Promises about later turns are not
//!   enforced by the game (GAP-44): a pact lasts until a war is declared.
//! * A game begun under rules 1–3 has no diplomacy: every pair stays at war.

use crate::Ev;
use crate::event::{Event, Travel};
use crate::ids::{Owner, Player};
use crate::refusal::Refuse;
pub use crate::relations::{Pact, Relation};
use crate::relations::{pact_among, pair, relation_among};
use crate::state::State;
use engine::board::RegionId;

/// The pact between `a` and `b`, if any.
#[must_use]
pub fn pact(s: &State, a: Player, b: Player) -> Option<&Pact> {
    pact_among(&s.pacts, a, b)
}

/// GAP-44 — how `a` and `b` stand (a state with itself: in alliance).
#[must_use]
pub fn relation(s: &State, a: Player, b: Player) -> Relation {
    relation_among(&s.pacts, a, b)
}

/// GAP-44 — whether two owners are allies (a state is its own ally;
/// independent units are nobody's).
#[must_use]
pub fn allied(s: &State, a: Owner, b: Owner) -> bool {
    matches!((a, b), (Some(x), Some(y)) if relation(s, x, y) == Relation::Alliance)
}

/// GAP-44 — `p`'s allies (itself not included).
pub fn allies(s: &State, p: Player) -> impl Iterator<Item = Player> + '_ {
    Player::ALL.into_iter().filter(move |&q| q != p && relation(s, p, q) == Relation::Alliance)
}

/// GAP-44 — at PEACE, `p`'s units may not enter a province its partner
/// owns nor a sub-province holding the partner's units (even where hostile
/// units stand too).
#[must_use]
pub fn barred(s: &State, p: Player, r: RegionId) -> bool {
    if s.pacts.is_empty() {
        return false;
    }
    let peace = |q: Player| q != p && relation(s, p, q) == Relation::Peace;
    s.owner_at(r).is_some_and(peace) || s.units_at(r).any(|u| u.owner.is_some_and(peace))
}

/// GAP-44, KK-TURN-10 — whether `p` may propose `relation` to `to` now: in
/// its trade and building window (the caller checks), rules 4, another
/// state in play, peace at war, alliance at war or peace, none such
/// proposed already.
///
/// # Errors
/// Why not.
pub fn check_propose(s: &State, p: Player, to: Player, wanted: Relation) -> Result<(), Refuse> {
    if s.rules < 4 {
        return Err(Refuse::NoDiplomacy);
    }
    if to == p || !s.in_play().any(|q| q == to) {
        return Err(Refuse::BadInput);
    }
    let now = relation(s, p, to);
    let fits = match wanted {
        Relation::Peace => now == Relation::War,
        Relation::Alliance => now != Relation::Alliance,
        Relation::War => false,
    };
    let ending = pact(s, p, to).is_some_and(|x| x.ending.is_some());
    let pending = s.offers.iter().any(|o| o.pact == Some(wanted) && pair(o.from, o.to) == pair(p, to));
    if fits && !ending && !pending { Ok(()) } else { Err(Refuse::NoPact) }
}

/// GAP-44 — whether a proposal may still be accepted: the two stand as
/// they did when it was made.
#[must_use]
pub fn still_open(s: &State, from: Player, to: Player, wanted: Relation) -> bool {
    let now = relation(s, from, to);
    let ending = pact(s, from, to).is_some_and(|x| x.ending.is_some());
    !ending
        && s.in_play().any(|q| q == from)
        && match wanted {
            Relation::Peace => now == Relation::War,
            Relation::Alliance => now != Relation::Alliance,
            Relation::War => false,
        }
}

/// GAP-44 — whether `p` may declare war on `on` now: at peace or in
/// alliance with it, no war declared on the pact already.
///
/// # Errors
/// Why not.
pub fn check_declare(s: &State, p: Player, on: Player) -> Result<(), Refuse> {
    if s.rules < 4 {
        return Err(Refuse::NoDiplomacy);
    }
    match pact(s, p, on) {
        Some(x) if x.ending.is_none() && on != p => Ok(()),
        _ => Err(Refuse::NoPact),
    }
}

/// GAP-44 — wars declared this turn take effect as the movement phase
/// begins: the pacts end, and where an alliance ends the declarer's units
/// leave the sub-provinces they share with the other's (see the readings).
pub fn wars_begin(s: &mut State, ev: &mut Ev) {
    let ending: Vec<Pact> = s.pacts.iter().copied().filter(|x| x.ending.is_some()).collect();
    for x in ending {
        ev.emit(s, Event::PactEnded { a: x.a, b: x.b });
        let Some(by) = x.ending else { continue };
        let other = if by == x.a { x.b } else { x.a };
        if x.relation == Relation::Alliance {
            part(s, by, other, ev);
        }
    }
}

/// The units of `by` sharing a sub-province with `other`'s land units
/// leave it for the nearest free sub-province with room; with nowhere to
/// go they are lost (KK-CMB-19: `other` takes them if it can).
fn part(s: &mut State, by: Player, other: Player, ev: &mut Ev) {
    let shared: Vec<(crate::ids::UnitId, RegionId)> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(by) && u.aboard.is_none() && crate::sea::fights(u.kind, u.at))
        .filter(|u| s.units_at(u.at).any(|o| o.owner == Some(other) && crate::sea::fights(o.kind, u.at)))
        .map(|u| (u.id, u.at))
        .collect();
    for (id, from) in shared {
        let Some(u) = s.unit(id) else { continue };
        let to = crate::battle::flight_place(s, u);
        match to {
            Some(to) => ev.emit(
                s,
                Event::UnitsMoved { units: vec![id], from, to, travel: Travel::Parted, cost: 0, rain: Vec::new() },
            ),
            None => crate::prisoners::take(s, id, Some(other), crate::event::Loss::Trapped, ev),
        }
    }
    crate::movement::settle(s, ev);
}
