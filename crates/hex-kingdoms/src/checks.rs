//! HK-26…HK-35, HK-58…HK-63, G-15 — checks, conversion and recovery.

use crate::Ev;
use crate::bag::{CHECK_RULE, Drawer, Side, Token};
use crate::event::{CheckKind, Event};
use crate::ids::{BuildingKind, Government, PlayerId, StructKind, Tech, UnitId, UnitKind};
use crate::movement::may_enter;
use crate::prepare::alive;
use crate::state::{STACK, State, Unit};
use engine::board::RegionId;

/// HK-32, A-32 — conversion symbols: Theocracy.
#[must_use]
pub fn conversion_symbols(s: &State, p: PlayerId) -> u8 {
    u8::from(s.player(p).government == Government::Theocracy)
}

/// HK-61, A-32 — recovery symbols: Democracy and Field Medicine.
#[must_use]
pub fn recovery_symbols(s: &State, p: PlayerId) -> u8 {
    let pl = s.player(p);
    u8::from(pl.government == Government::Democracy) + u8::from(pl.techs.contains(&Tech::FieldMedicine))
}

/// G-15 "legal hex" — adjacent to `near`, enterable by `kind`, free of
/// enemy units and structures, within stacking.
#[must_use]
pub fn landing_hex(s: &State, p: PlayerId, kind: UnitKind, near: RegionId) -> Option<RegionId> {
    s.map().adjacent(near).into_iter().find(|&h| landing_hex_ok(s, p, kind, h))
}

/// G-15 "legal hex" (temporary, for the fixture generator).
#[must_use]
pub fn landing_hex_ok(s: &State, p: PlayerId, kind: UnitKind, h: RegionId) -> bool {
    may_enter(s, p, kind == UnitKind::Galley, h)
        && !s.structures_at(h).any(|(_, x)| x.owner != p)
        && s.units_at(h).count() < STACK
}

/// HK-28, G-15 step 2, A-23, A-24 — conversion difficulty against a unit.
#[must_use]
pub fn conversion_difficulty(s: &State, converter: PlayerId, target: &Unit) -> u8 {
    let m = s.map();
    let mut n: i32 = 2;
    let province = m.province(target.at);
    if province.is_some_and(|p| p.religion == s.player(converter).religion) {
        n -= 1;
    }
    match (s.holds_relic(converter), s.holds_relic(target.owner)) {
        (true, false) => n -= 1,
        (false, true) => n += 1,
        _ => {}
    }
    let temple = province
        .is_some_and(|p| p.hexes.iter().any(|&h| s.has(h, target.owner, StructKind::Building(BuildingKind::Temple))));
    n += i32::from(temple);
    u8::try_from(n.clamp(1, 3)).unwrap_or(2)
}

/// HK-26, G-15 steps 3–5 — draw `n` tokens for a check and record it.
pub fn check(s: &mut State, side: Side, kind: CheckKind, n: u8, d: &mut dyn Drawer, ev: &mut Ev) -> bool {
    let Some(mut bag) = s.battle().map(|b| b.bag) else { return false };
    let mut drawn = Vec::new();
    for _ in 0..n {
        if bag.total() == 0 {
            break;
        }
        let t = d.draw(&bag, "HK-26 check");
        bag.remove(t, 1);
        drawn.push(t);
    }
    let passed = CHECK_RULE(&drawn, Token::of(side));
    ev.emit(s, Event::CheckMade { side, kind, difficulty: n, drawn, passed });
    passed
}

/// G-15 step 1, A-16 — the enemy participants `side` may try to convert:
/// a type it still has in supply, with a legal hex next to the target.
#[must_use]
pub fn conversion_targets(s: &State, side: Side) -> Vec<UnitId> {
    let Some(b) = s.battle() else { return Vec::new() };
    let p = b.players[side.index()];
    if b.conversions_used[side.index()] >= conversion_symbols(s, p) {
        return Vec::new();
    }
    let mut out: Vec<(u32, UnitId)> = alive(s, b, side.other())
        .into_iter()
        .filter_map(|id| {
            let u = s.units.get(&id)?;
            let ok = s.fielded(p, u.kind) < u.kind.supply() && landing_hex(s, p, u.kind, u.at).is_some();
            ok.then_some((u.kind.cost(), id))
        })
        .collect();
    // Ids are unique: an unstable sort gives the same order, with less code.
    out.sort_unstable_by_key(|&(c, id)| (std::cmp::Reverse(c), id));
    out.into_iter().map(|(_, id)| id).collect()
}

/// G-15 step 1, A-17 — the units of `side` lost in this battle that may be
/// recovered (a legal hex next to where each fell), costliest first.
#[must_use]
pub fn recovery_targets(s: &State, side: Side) -> Vec<UnitId> {
    let Some(b) = s.battle() else { return Vec::new() };
    let p = b.players[side.index()];
    if b.recoveries_used[side.index()] >= recovery_symbols(s, p) {
        return Vec::new();
    }
    let mut out: Vec<(u32, UnitId)> = b
        .lost
        .iter()
        .filter(|(id, k, at)| b.units[side.index()].contains(id) && landing_hex(s, p, *k, *at).is_some())
        .map(|&(id, k, _)| (k.cost(), id))
        .collect();
    // Ids are unique: an unstable sort gives the same order, with less code.
    out.sort_unstable_by_key(|&(c, id)| (std::cmp::Reverse(c), id));
    out.into_iter().map(|(_, id)| id).collect()
}

/// HK-31…HK-35 — one conversion attempt against `target`.
pub fn convert(s: &mut State, side: Side, target: UnitId, d: &mut dyn Drawer, ev: &mut Ev) {
    let Some(p) = s.battle().map(|b| b.players[side.index()]) else { return };
    let Some(victim) = s.units.get(&target).cloned() else { return };
    let n = conversion_difficulty(s, p, &victim);
    if check(s, side, CheckKind::Conversion, n, d, ev)
        && let Some(to) = landing_hex(s, p, victim.kind, victim.at)
    {
        let placed = Unit { owner: p, kind: victim.kind, at: to, exhaustion: 2 };
        let new = UnitId(s.next_id);
        ev.emit(s, Event::Converted { unit: target, new, placed });
    }
}

/// HK-60…HK-62, A-17 — one recovery attempt: check 2; on a pass the unit
/// returns next to where it fell, with 2 exhaustion dice.
pub fn recover(s: &mut State, side: Side, lost: UnitId, d: &mut dyn Drawer, ev: &mut Ev) {
    let Some(b) = s.battle().cloned() else { return };
    let p = b.players[side.index()];
    let Some(&(_, kind, at)) = b.lost.iter().find(|(id, _, _)| *id == lost) else { return };
    if check(s, side, CheckKind::Recovery, 2, d, ev)
        && let Some(to) = landing_hex(s, p, kind, at)
    {
        let placed = Unit { owner: p, kind, at: to, exhaustion: 2 };
        ev.emit(s, Event::Recovered { lost, new: UnitId(s.next_id), placed });
    }
}
