//! Ships on the move (WW-15, WW-20, WW-28, WW-G8): passing attacks on
//! convoys, landings, ship rebases and sea lifts.

use crate::combat::{HIT, count, hits, roll_each};
use crate::event::{Event, FireKind};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::naval::{naval_round, split_hits};
use crate::state::{SinkFirst, State, Task};
use crate::{Ev, reach, supply};
use engine::board::{Link, RegionId};
use engine::dice::Dice;

/// Losses of one passing attack (WW-15, WW-G8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Passing {
    /// Escorting navy sunk.
    pub escorts_sunk: usize,
    /// Merchants sunk.
    pub merchants_sunk: usize,
    /// Hostile navy sunk by the escorts.
    pub hostile_sunk: usize,
    /// Carried land units lost for want of escorts (WW-20).
    pub carried_lost: usize,
}

/// WW-15, WW-20, WW-G8, WW-EX-24 — one round as a group passes hostile
/// navy: each hostile 4–6 sinks a ship (of the kind the firer's order
/// names first), each escort 4–6 sinks a hostile navy; carried land units
/// beyond the surviving escorts are lost.
#[must_use]
pub fn passing_attack(
    (hostile_faces, escort_faces): (&[u8], &[u8]),
    escorts: usize,
    merchants: usize,
    carried: usize,
    first: SinkFirst,
) -> Passing {
    let (escorts_sunk, merchants_sunk) = split_hits(hits(hostile_faces, HIT), escorts, merchants, first);
    let hostile_sunk = hits(escort_faces, HIT).min(hostile_faces.len());
    let carried_lost = carried.saturating_sub(escorts - escorts_sunk);
    Passing { escorts_sunk, merchants_sunk, hostile_sunk, carried_lost }
}

/// A group of ships (and carried divisions) on the move.
#[derive(Clone, Debug, Default)]
pub struct Convoy {
    /// Escorting navy.
    pub escorts: Vec<UnitId>,
    /// Merchants.
    pub merchants: Vec<UnitId>,
    /// Carried land units.
    pub carried: Vec<UnitId>,
}

/// WW-15, WW-28, WW-G8 — the convoy passes `zones`, attacked once in each
/// by hostile paid navy and by hostile bombers standing on defence of it.
pub fn pass_through(s: &mut State, f: Faction, convoy: &mut Convoy, zones: &[RegionId], dice: &mut Dice, ev: &mut Ev) {
    for &zone in zones {
        if convoy.escorts.is_empty() && convoy.merchants.is_empty() {
            return;
        }
        let hostile: Vec<UnitId> =
            s.units_at(zone).filter(|u| u.kind == UnitKind::Navy && s.at_war(u.faction, f)).map(|u| u.id).collect();
        let firing: Vec<UnitId> = hostile.into_iter().filter(|id| supply::pay_defender(s, *id, ev)).collect();
        if !firing.is_empty() {
            passing_round(s, f, convoy, zone, &firing, dice, ev);
        }
        bombers_on_passage(s, f, convoy, zone, dice, ev);
    }
}

fn passing_round(
    s: &mut State,
    f: Faction,
    convoy: &mut Convoy,
    zone: RegionId,
    firing: &[UnitId],
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let name = map().key(zone).to_owned();
    let shooters: Vec<UnitId> =
        convoy.escorts.iter().copied().filter(|id| s.unit(*id).is_some_and(|u| u.paid)).collect();
    let h_faces = roll_each(dice, firing.len(), &format!("WW-15 passing attack {name}: hostile navy"));
    let e_faces = roll_each(dice, shooters.len(), &format!("WW-G8 passing attack {name}: escort"));
    let by = s.unit(firing[0]).map(|u| u.faction);
    let first = by.map(|b| s.faction(b).defence.sink).unwrap_or_default();
    let (escorts, merchants) = (convoy.escorts.len(), convoy.merchants.len());
    let r = passing_attack((&h_faces, &e_faces), escorts, merchants, convoy.carried.len(), first);
    ev.emit(
        s,
        Event::Fire {
            kind: FireKind::Passing,
            node: zone,
            by,
            faces: h_faces,
            hits: count(r.escorts_sunk + r.merchants_sunk),
        },
    );
    if !e_faces.is_empty() {
        ev.emit(
            s,
            Event::Fire {
                kind: FireKind::Passing,
                node: zone,
                by: Some(f),
                faces: e_faces,
                hits: count(r.hostile_sunk),
            },
        );
    }
    let drowned = drown(s, &mut convoy.carried, r.carried_lost);
    let lost: Vec<UnitId> = convoy
        .escorts
        .drain(..r.escorts_sunk)
        .chain(convoy.merchants.drain(..r.merchants_sunk))
        .chain(drowned)
        .chain(firing.iter().copied().take(r.hostile_sunk))
        .collect();
    for unit in lost {
        crate::event::lose(s, unit, ev);
    }
}

/// WW-34, WW-37, WW-G8 — hostile bombers standing on defence of a sea zone
/// strike passing ships: merchants on 4–6, navy on 6.
fn bombers_on_passage(s: &mut State, f: Faction, convoy: &mut Convoy, zone: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let bombers: Vec<UnitId> = s
        .units
        .iter()
        .filter(|u| u.kind == UnitKind::Bomber && u.task == Task::Defending(zone) && s.at_war(u.faction, f))
        .map(|u| u.id)
        .collect();
    let bombers: Vec<UnitId> = bombers.into_iter().filter(|id| supply::pay_defender(s, *id, ev)).collect();
    if bombers.is_empty() || (convoy.escorts.is_empty() && convoy.merchants.is_empty()) {
        return;
    }
    let faces = roll_each(dice, bombers.len(), &format!("WW-34 bombers on passage {}: bomber", map().key(zone)));
    let by = s.unit(bombers[0]).map(|u| u.faction);
    let first = by.map(|b| s.faction(b).defence.sink).unwrap_or_default();
    let r = naval_round((&[], &faces, &[]), convoy.escorts.len(), convoy.merchants.len(), 0, first);
    ev.emit(
        s,
        Event::Fire { kind: FireKind::Passing, node: zone, by, faces, hits: count(r.navy_sunk + r.merchants_sunk) },
    );
    let afloat = convoy.escorts.len() - r.navy_sunk;
    let excess = convoy.carried.len().saturating_sub(afloat);
    let drowned = drown(s, &mut convoy.carried, excess);
    let lost: Vec<UnitId> =
        convoy.escorts.drain(..r.navy_sunk).chain(convoy.merchants.drain(..r.merchants_sunk)).chain(drowned).collect();
    for unit in lost {
        crate::event::lose(s, unit, ev);
    }
}

/// WW-20, WW-G8 — `n` carried divisions lost for want of escorts, taken in
/// their owner's order ([`crate::combat::casualty_rank`]).
fn drown(s: &State, carried: &mut Vec<UnitId>, n: usize) -> Vec<UnitId> {
    carried.sort_unstable_by_key(|id| crate::combat::casualty_rank(s, *id));
    carried.drain(..n.min(carried.len())).collect()
}

/// The sea-borne part of a pending attack.
pub(crate) struct Landing {
    /// The ordered navy that escorts it.
    pub escorts: Vec<UnitId>,
    /// The divisions the escorts carry: one each (WW-20).
    pub carried: Vec<UnitId>,
    /// The divisions beyond the escorts' number, which stay behind.
    pub behind: Vec<UnitId>,
}

/// WW-20 — which ordered divisions land from the sea, and which of them
/// the escorts can carry.
pub(crate) fn landing(s: &State, f: Faction, target: RegionId) -> Landing {
    let ordered: Vec<(UnitId, UnitKind, RegionId)> = s.ordered_at(f, target).map(|u| (u.id, u.kind, u.at)).collect();
    let escorts: Vec<UnitId> = ordered.iter().filter(|u| u.1 == UnitKind::Navy).map(|u| u.0).collect();
    let mut carried: Vec<UnitId> = ordered
        .iter()
        .filter(|u| u.1.is_land() && !map().board.touches(u.2, target, &[Link::Land]))
        .map(|u| u.0)
        .collect();
    let behind = if escorts.is_empty() { Vec::new() } else { carried.split_off(escorts.len().min(carried.len())) };
    Landing { escorts, carried, behind }
}

/// WW-20, WW-G4 — the landing part of a pending attack sails from the
/// escorts' zone to a zone touching the target; extra divisions beyond the
/// paid escorts stay behind; escorts end in the last zone.
pub fn landing_passage(s: &mut State, f: Faction, target: RegionId, ev: &mut Ev, dice: &mut Dice) {
    let Landing { escorts, carried, behind } = landing(s, f, target);
    let Some(zone) = escorts.first().and_then(|id| s.unit(*id)).map(|u| u.at) else { return };
    for unit in behind {
        ev.emit(s, Event::TaskSet { unit, task: Task::Idle });
    }
    let path = reach::path_to_shore(zone, target).unwrap_or_else(|| vec![zone]);
    let mut convoy = Convoy { escorts, merchants: Vec::new(), carried };
    pass_through(s, f, &mut convoy, &path, dice, ev);
    let last = path.last().copied().unwrap_or(zone);
    for unit in convoy.escorts {
        if s.unit(unit).is_some_and(|u| u.at != last) {
            ev.emit(s, Event::UnitMoved { unit, to: last });
        }
    }
}

/// WW-G4, WW-G8 — a ship rebases along a sea path, attacked on the way.
pub fn sail(s: &mut State, f: Faction, unit: UnitId, to: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let Some(u) = s.unit(unit).cloned() else { return };
    let path = map().sea_path(u.at, to).unwrap_or_default();
    let mut convoy = Convoy::default();
    if u.kind == UnitKind::Navy {
        convoy.escorts.push(unit)
    } else {
        convoy.merchants.push(unit)
    }
    pass_through(s, f, &mut convoy, path.get(1..).unwrap_or(&[]), dice, ev);
    if s.unit(unit).is_some() {
        ev.emit(s, Event::UnitMoved { unit, to });
        ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
    }
}

/// WW-20, WW-G4 — a land unit rebases by sea to an own coastal region with
/// one escorting navy (unpaid: rebasing costs nothing, so it does not fire).
pub fn sea_lift(s: &mut State, f: Faction, unit: UnitId, to: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let Some(from) = s.unit(unit).map(|u| u.at) else { return };
    let Some((navy, path)) = reach::sea_lift(s, f, from, to).map(|(n, p)| (n.id, p)) else { return };
    let mut convoy = Convoy { escorts: vec![navy], merchants: Vec::new(), carried: vec![unit] };
    pass_through(s, f, &mut convoy, &path, dice, ev);
    let last = path.last().copied();
    if let (Some(last), true) = (last, s.unit(navy).is_some()) {
        ev.emit(s, Event::UnitMoved { unit: navy, to: last });
        ev.emit(s, Event::TaskSet { unit: navy, task: Task::Spent });
    }
    if s.unit(unit).is_some() {
        ev.emit(s, Event::UnitMoved { unit, to });
        ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
    }
}
