//! G-2, G-6, G-7, G-13 — reach, manoeuvre movement and reaction moves.

use crate::ids::{PlayerId, RangeClass, StructKind, Terrain, UnitKind};
use crate::state::State;
use engine::board::RegionId;
use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

/// G-13, HK-22, HK-23, G-22 — whether a unit of `kind` on `from` reaches `target`.
#[must_use]
pub fn reaches(s: &State, kind: UnitKind, from: RegionId, target: RegionId) -> bool {
    let m = s.map();
    let d = m.distance(from, target);
    match kind.range_class() {
        RangeClass::None => false,
        RangeClass::Melee => d == 1 && !m.is_water(target),
        RangeClass::Ranged => d >= 1 && d <= if m.terrain(from) == Terrain::Hills { 3 } else { 2 },
        RangeClass::Projectile => (1..=2).contains(&d),
        RangeClass::Naval => d == 1 && (m.is_water(target) || m.info(target).coastal),
    }
}

/// Whether any unit of the army on `from` reaches `target`.
#[must_use]
pub fn army_reaches(s: &State, from: RegionId, target: RegionId) -> bool {
    s.units_at(from).any(|(_, u)| reaches(s, u.kind, from, target))
}

/// Whether `p` may enter `h` at all: terrain fits the army, and no enemy
/// units, cities, castles or buildings are there (G-6).
#[must_use]
pub fn may_enter(s: &State, p: PlayerId, naval: bool, h: RegionId) -> bool {
    let t = s.map().terrain(h);
    let terrain_ok = if naval { t == Terrain::Water } else { t.land_cost().is_some() };
    terrain_ok
        && s.army_owner(h).is_none_or(|o| o == p)
        && !s.structures_at(h).any(|(_, x)| x.owner != p && x.kind.edge().is_none())
}

/// G-6 — an enemy wall or palisade on the edge between `a` and `b`.
#[must_use]
pub fn wall_between(s: &State, p: PlayerId, a: RegionId, b: RegionId) -> bool {
    let m = s.map();
    let on = |h: RegionId, n: RegionId| {
        m.edge_towards(h, n).is_some_and(|e| s.structures_at(h).any(|(_, x)| x.owner != p && x.kind.edge() == Some(e)))
    };
    on(a, b) || on(b, a)
}

/// G-6 zone of control: adjacent to an enemy military unit.
#[must_use]
pub fn in_enemy_zone(s: &State, p: PlayerId, h: RegionId) -> bool {
    s.map().adjacent(h).iter().any(|&n| s.units_at(n).any(|(_, u)| u.owner != p && u.kind.is_military()))
}

fn step_cost(s: &State, naval: bool, a: RegionId, b: RegionId) -> u32 {
    let m = s.map();
    if naval || (m.info(a).road && m.info(b).road) { 1 } else { u32::from(m.terrain(b).land_cost().unwrap_or(u8::MAX)) }
}

/// What movement needs to know about the other pieces, gathered once.
struct Field {
    owner: BTreeMap<RegionId, PlayerId>,
    zone: std::collections::BTreeSet<RegionId>,
    blocked: std::collections::BTreeSet<RegionId>,
}

fn field(s: &State, p: PlayerId) -> Field {
    let mut owner = BTreeMap::new();
    let mut zone = std::collections::BTreeSet::new();
    for u in s.units.values() {
        owner.insert(u.at, u.owner);
        if u.owner != p && u.kind.is_military() {
            zone.extend(s.map().adjacent(u.at));
        }
    }
    let blocked = s.structures.values().filter(|x| x.owner != p && x.kind.edge().is_none()).map(|x| x.at).collect();
    Field { owner, zone, blocked }
}

/// G-6 — the hexes the army on `from` can end a manoeuvre on (including
/// `from`), with their costs: Dijkstra over terrain costs and roads, at
/// least one step always allowed, stopping in enemy zones of control.
#[must_use]
pub fn destinations(s: &State, p: PlayerId, from: RegionId) -> BTreeMap<RegionId, u32> {
    let units: Vec<UnitKind> = s.units_at(from).map(|(_, u)| u.kind).collect();
    destinations_of(s, p, from, &units)
}

/// G-6, HK-85 — where units of the given kinds leaving `from` may go (the
/// part of an army that splits off moves at its own slowest unit's pace).
#[must_use]
pub fn destinations_of(s: &State, p: PlayerId, from: RegionId, units: &[UnitKind]) -> BTreeMap<RegionId, u32> {
    let naval = !units.is_empty() && units.iter().all(|&k| k == UnitKind::Galley);
    let mp = u32::from(units.iter().map(|k| k.movement()).min().unwrap_or(0));
    let f = field(s, p);
    let m = s.map();
    let enter = |h: RegionId| {
        let t = m.terrain(h);
        let ok = if naval { t == Terrain::Water } else { t.land_cost().is_some() };
        ok && f.owner.get(&h).is_none_or(|&o| o == p) && !f.blocked.contains(&h)
    };
    let walls = s.structures.values().any(|x| x.owner != p && x.kind.edge().is_some());
    let mut best: BTreeMap<RegionId, u32> = BTreeMap::new();
    best.insert(from, 0);
    let mut heap = BinaryHeap::from([Reverse((0u32, from))]);
    while let Some(Reverse((cost, at))) = heap.pop() {
        if best.get(&at).is_some_and(|&c| c < cost) || (at != from && f.zone.contains(&at)) {
            continue;
        }
        for n in m.adjacent(at) {
            if !enter(n) || (walls && wall_between(s, p, at, n)) {
                continue;
            }
            let c = cost + step_cost(s, naval, at, n);
            let allowed = c <= mp || at == from;
            if allowed && best.get(&n).is_none_or(|&old| c < old) {
                best.insert(n, c);
                heap.push(Reverse((c, n)));
            }
        }
    }
    best
}

/// G-7 — where the army on `from` may react to: 1 hex (2 if all cavalry),
/// terrain cost ignored, to an empty enterable hex within reach of an
/// attacking army or adjacent to the target.
#[must_use]
pub fn reaction_moves(s: &State, p: PlayerId, from: RegionId) -> Vec<RegionId> {
    let Some(b) = s.battle() else { return Vec::new() };
    let all_cav = s.units_at(from).all(|(_, u)| u.kind == UnitKind::Cavalry);
    let steps = if all_cav { 2 } else { 1 };
    let naval = s.units_at(from).all(|(_, u)| u.kind == UnitKind::Galley);
    let mut seen: BTreeMap<RegionId, u32> = BTreeMap::new();
    seen.insert(from, 0);
    let mut frontier = vec![from];
    for depth in 1..=steps {
        let mut next = Vec::new();
        for at in frontier {
            for n in s.map().adjacent(at) {
                if !seen.contains_key(&n) && may_enter(s, p, naval, n) && !wall_between(s, p, at, n) {
                    seen.insert(n, depth);
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    let m = s.map();
    seen.into_keys()
        .filter(|&h| h != from && s.army_owner(h).is_none())
        .filter(|&h| {
            m.distance(h, b.target) == 1
                || b.attack_hexes.iter().any(|&a| s.units_at(from).any(|(_, u)| reaches(s, u.kind, h, a)))
        })
        .collect()
}

/// Whether a structure kind on a hex makes it a fortification (HK-68).
#[must_use]
pub fn fortified(s: &State, h: RegionId) -> bool {
    s.structures_at(h).any(|(_, x)| matches!(x.kind, StructKind::City | StructKind::Castle))
}
