//! Naval combat (WW-16, WW-36, WW-G8): naval attacks and zone battles.
//! Convoys, landings and sea moves are in [`crate::convoy`].

use crate::combat::{HIT, count, hits, roll_each};
use crate::event::{Event, FireKind};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{SinkFirst, State, Task};
use crate::{Ev, air, neutral, supply};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::side::Side;

/// Losses of one naval round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NavalRound {
    /// Defending navy sunk.
    pub navy_sunk: usize,
    /// Defending merchants sunk.
    pub merchants_sunk: usize,
    /// Attacking navy sunk.
    pub attackers_sunk: usize,
}

/// WW-G8 — how `hits` that may sink any ship fall on `navy` and
/// `merchants`: on the kind the firer's standing order names first, the
/// rest on the other. Returns `(navy sunk, merchants sunk)`.
#[must_use]
pub fn split_hits(hits: usize, navy: usize, merchants: usize, first: SinkFirst) -> (usize, usize) {
    if first.navy_at_warships() {
        (hits.min(navy), hits.saturating_sub(navy).min(merchants))
    } else {
        (hits.saturating_sub(merchants).min(navy), hits.min(merchants))
    }
}

/// WW-36, WW-34, WW-37, WW-G8 — an attack on ships: navy 4–6 sinks any ship
/// (the kind the attacker's order names first); bombers sink merchants on
/// 4–6 and navy on 6; defending navy fires back at attacking navy on 4–6.
#[must_use]
pub fn naval_round(
    (navy_faces, bomber_faces, defence_faces): (&[u8], &[u8], &[u8]),
    navy: usize,
    merchants: usize,
    attackers: usize,
    first: SinkFirst,
) -> NavalRound {
    let mut sunk = split_hits(hits(navy_faces, HIT), navy, merchants, first);
    for &face in bomber_faces {
        sunk = bomber_die(face, sunk, navy, merchants, first);
    }
    let (navy_sunk, merchants_sunk) = sunk;
    let attackers_sunk = hits(defence_faces, HIT).min(attackers);
    NavalRound { navy_sunk, merchants_sunk, attackers_sunk }
}

/// WW-34, WW-37, WW-G8 — one bomber's die against ships, given `(navy,
/// merchants)` sunk so far: 4–6 sinks a merchant while any is left,
/// otherwise a 6 sinks a navy; when the firer's order puts warships first
/// for bombers too, a 6 sinks a navy while any is left.
#[must_use]
pub fn bomber_die(face: u8, sunk: (usize, usize), navy: usize, merchants: usize, first: SinkFirst) -> (usize, usize) {
    let (navy_sunk, merchants_sunk) = sunk;
    if first.bombers_at_warships() && face == 6 && navy_sunk < navy {
        (navy_sunk + 1, merchants_sunk)
    } else if face >= HIT && merchants_sunk < merchants {
        (navy_sunk, merchants_sunk + 1)
    } else if face == 6 && navy_sunk < navy {
        (navy_sunk + 1, merchants_sunk)
    } else {
        sunk
    }
}

/// WW-G8 — a pending naval attack may be launched.
///
/// # Errors
/// Why not.
pub fn check_naval_attack(s: &State, f: Faction, target: RegionId) -> Result<(), Refuse> {
    if !map().is_sea(target) {
        return Err(Refuse::BadTarget);
    }
    if !s.units_at(target).any(|u| u.faction != f) {
        return Err(Refuse::NoShips);
    }
    if !s.ordered_at(f, target).any(|u| u.kind == UnitKind::Navy || u.kind == UnitKind::Bomber) {
        return Err(Refuse::NothingOrdered);
    }
    Ok(())
}

/// The factions whose ships a naval attack by `f` in `zone` hits: those at
/// war with `f`, or, if none is, every other faction there (war follows).
fn naval_victims(s: &State, f: Faction, zone: RegionId) -> Vec<Faction> {
    let present: Vec<Faction> =
        Faction::ALL.into_iter().filter(|&o| o != f && s.units_at(zone).any(|u| u.faction == o)).collect();
    let at_war: Vec<Faction> = present.iter().copied().filter(|&o| s.at_war(f, o)).collect();
    if at_war.is_empty() { present } else { at_war }
}

/// The sides of a naval attack once it is paid for.
pub(crate) struct NavalSides {
    /// The factions whose ships are attacked.
    pub victims: Vec<Faction>,
    /// The attacking navy, moved into the zone.
    pub navy: Vec<UnitId>,
    /// The attacking bombers, before interception.
    pub bombers: Vec<UnitId>,
}

/// WW-36, WW-G8 — war follows with the ships' owners; the ordered navy and
/// bombers pay (unpaid ones stand down) and the navy sails into the zone.
pub(crate) fn naval_sides(s: &mut State, f: Faction, target: RegionId, ev: &mut Ev) -> NavalSides {
    let victims = naval_victims(s, f, target);
    for &on in &victims {
        neutral::declare_war(s, f, on, ev);
    }
    let ordered: Vec<(UnitId, UnitKind)> = s.ordered_at(f, target).map(|u| (u.id, u.kind)).collect();
    let (mut navy, mut bombers) = (Vec::new(), Vec::new());
    for (id, kind) in ordered {
        if !supply::pay(s, id, ev) {
            ev.emit(s, Event::TaskSet { unit: id, task: Task::Idle });
        } else if kind == UnitKind::Navy {
            navy.push(id);
        } else {
            bombers.push(id);
        }
    }
    for &unit in &navy {
        if s.unit(unit).is_some_and(|u| u.at != target) {
            ev.emit(s, Event::UnitMoved { unit, to: target });
        }
    }
    NavalSides { victims, navy, bombers }
}

/// The ships under a naval attack.
pub(crate) struct NavalDefence {
    /// The victims' navy in the zone, first to be sunk.
    pub navy: Vec<UnitId>,
    /// The victims' merchants in the zone.
    pub merchants: Vec<UnitId>,
    /// The navy that is paid for and fires back.
    pub firing: Vec<UnitId>,
}

/// WW-G8, WW-G5 — the attacked navy commits to the zone's defence and fires
/// back where its Supply is paid.
pub(crate) fn naval_defence(s: &mut State, zone: RegionId, victims: &[Faction], ev: &mut Ev) -> NavalDefence {
    let enemy = |s: &State, k: UnitKind| -> Vec<UnitId> {
        s.units_at(zone).filter(|u| victims.contains(&u.faction) && u.kind == k).map(|u| u.id).collect()
    };
    let (navy, merchants) = (enemy(s, UnitKind::Navy), enemy(s, UnitKind::Merchant));
    let mut firing = Vec::new();
    for &id in &navy {
        if s.unit(id).is_some_and(|u| u.task == Task::Idle) {
            ev.emit(s, Event::TaskSet { unit: id, task: Task::Defending(zone) });
        }
        if supply::pay_defender(s, id, ev) {
            firing.push(id);
        }
    }
    NavalDefence { navy, merchants, firing }
}

/// WW-36, WW-G8 — navy (from its own or an adjacent zone) and bombers
/// attack the ships in a zone: one simultaneous round.
pub fn naval_attack(s: &mut State, f: Faction, target: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let sides = naval_sides(s, f, target, ev);
    let bombers = air::fly(s, f, &sides.bombers, &[], target, dice, ev);
    naval_exchange(s, f, target, &sides.victims, &sides.navy, &bombers, dice, ev);
    for unit in sides.navy.into_iter().chain(bombers) {
        if s.unit(unit).is_some() {
            ev.emit(s, Event::TaskSet { unit, task: Task::Spent });
        }
    }
    let leftovers: Vec<UnitId> = s.ordered_at(f, target).map(|u| u.id).collect();
    for unit in leftovers {
        ev.emit(s, Event::TaskSet { unit, task: Task::Idle });
    }
}

#[allow(clippy::too_many_arguments)]
fn naval_exchange(
    s: &mut State,
    f: Faction,
    zone: RegionId,
    victims: &[Faction],
    navy: &[UnitId],
    bombers: &[UnitId],
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let defence = naval_defence(s, zone, victims, ev);
    let name = map().key(zone).to_owned();
    let n_faces = roll_each(dice, navy.len(), &format!("WW-36 naval attack {name}: attacking navy"));
    let b_faces = roll_each(dice, bombers.len(), &format!("WW-34 naval attack {name}: bomber"));
    let d_faces = roll_each(dice, defence.firing.len(), &format!("WW-36 naval attack {name}: defending navy"));
    let first = s.faction(f).defence.sink;
    let r = naval_round((&n_faces, &b_faces, &d_faces), defence.navy.len(), defence.merchants.len(), navy.len(), first);
    let all_faces: Vec<u8> = n_faces.into_iter().chain(b_faces).collect();
    ev.emit(
        s,
        Event::Fire {
            kind: FireKind::Naval,
            node: zone,
            by: Some(f),
            faces: all_faces,
            hits: count(r.navy_sunk + r.merchants_sunk),
        },
    );
    if !d_faces.is_empty() {
        let by = victims.first().copied();
        ev.emit(
            s,
            Event::Fire { kind: FireKind::Naval, node: zone, by, faces: d_faces, hits: count(r.attackers_sunk) },
        );
    }
    let lost: Vec<UnitId> = defence
        .navy
        .iter()
        .take(r.navy_sunk)
        .chain(defence.merchants.iter().take(r.merchants_sunk))
        .chain(navy.iter().take(r.attackers_sunk))
        .copied()
        .collect();
    for unit in lost {
        crate::event::lose(s, unit, ev);
    }
}

/// WW-16, WW-G8 — at the end of the turn every zone with navies of
/// factions at war fights one simultaneous round; unpaid navy does not fire.
pub fn zone_battles(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let zones: Vec<RegionId> = map().sea_ids().collect();
    for zone in zones {
        let navies: Vec<Faction> = Faction::ALL
            .into_iter()
            .filter(|&f| s.units_at(zone).any(|u| u.faction == f && u.kind == UnitKind::Navy))
            .collect();
        if navies.iter().any(|&a| navies.iter().any(|&b| s.at_war(a, b))) {
            zone_battle(s, zone, &navies, dice, ev);
        }
    }
}

fn zone_battle(s: &mut State, zone: RegionId, navies: &[Faction], dice: &mut Dice, ev: &mut Ev) {
    let name = map().key(zone).to_owned();
    let mut lost: Vec<UnitId> = Vec::new();
    for &f in navies {
        // WW-G8 — each navy fires at a ship of its owner's choice: the kind
        // its standing order names first.
        let merchants_first = !s.faction(f).defence.sink.navy_at_warships();
        let mut targets: Vec<(bool, UnitId)> = s
            .units_at(zone)
            .filter(|u| s.at_war(u.faction, f))
            .map(|u| ((u.kind == UnitKind::Navy) == merchants_first, u.id))
            .collect();
        if targets.is_empty() {
            continue;
        }
        targets.sort();
        let own: Vec<UnitId> =
            s.units_at(zone).filter(|u| u.faction == f && u.kind == UnitKind::Navy).map(|u| u.id).collect();
        let firing: Vec<UnitId> = own.into_iter().filter(|id| supply::pay(s, *id, ev)).collect();
        if firing.is_empty() {
            continue;
        }
        let faces = roll_each(dice, firing.len(), &format!("WW-16 zone battle {name}: {} navy", f.id()));
        let h = hits(&faces, HIT);
        ev.emit(s, Event::Fire { kind: FireKind::ZoneBattle, node: zone, by: Some(f), faces, hits: count(h) });
        let fresh: Vec<UnitId> = targets.iter().map(|t| t.1).filter(|id| !lost.contains(id)).take(h).collect();
        lost.extend(fresh);
    }
    for unit in lost {
        crate::event::lose(s, unit, ev);
    }
}
