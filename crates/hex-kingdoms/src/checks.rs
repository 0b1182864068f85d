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
    s.map().adjacent(near).into_iter().find(|&h| {
        may_enter(s, p, kind == UnitKind::Galley, h)
            && !s.structures_at(h).any(|(_, x)| x.owner != p)
            && s.units_at(h).count() < STACK
    })
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

/// G-15 step 1 — the converter's target: the costliest enemy participant it
/// has a piece for and a legal hex next to.
fn conversion_target(s: &State, side: Side) -> Option<(UnitId, RegionId)> {
    let b = s.battle()?;
    let p = b.players[side.index()];
    let mut cands: Vec<(u32, UnitId, RegionId)> = alive(s, b, side.other())
        .into_iter()
        .filter_map(|id| {
            let u = s.units.get(&id)?;
            (s.fielded(p, u.kind) < u.kind.supply()).then_some(())?;
            let to = landing_hex(s, p, u.kind, u.at)?;
            Some((u.kind.cost(), id, to))
        })
        .collect();
    cands.sort_by_key(|&(c, id, _)| (std::cmp::Reverse(c), id));
    cands.first().map(|&(_, id, to)| (id, to))
}

/// HK-30…HK-35 — conversions, defender first.
pub fn conversions(s: &mut State, d: &mut dyn Drawer, ev: &mut Ev) {
    for side in [Side::Defender, Side::Attacker] {
        let Some(p) = s.battle().map(|b| b.players[side.index()]) else { return };
        for _ in 0..conversion_symbols(s, p) {
            let Some((target, to)) = conversion_target(s, side) else { break };
            let Some(victim) = s.units.get(&target).cloned() else { break };
            let n = conversion_difficulty(s, p, &victim);
            if check(s, side, CheckKind::Conversion, n, d, ev) {
                let placed = Unit { owner: p, kind: victim.kind, at: to, exhaustion: 2 };
                let new = UnitId(s.next_id);
                ev.emit(s, Event::Converted { unit: target, new, placed });
            }
        }
    }
}

/// HK-58…HK-63, A-17 — recoveries, defender first: a unit lost in this
/// battle returns next to where it fell, with 2 exhaustion dice.
pub fn recoveries(s: &mut State, d: &mut dyn Drawer, ev: &mut Ev) {
    for side in [Side::Defender, Side::Attacker] {
        let Some(b) = s.battle().cloned() else { return };
        let p = b.players[side.index()];
        let mut lost: Vec<(UnitId, UnitKind, RegionId)> =
            b.lost.iter().copied().filter(|(id, _, _)| b.units[side.index()].contains(id)).collect();
        lost.sort_by_key(|&(id, k, _)| (std::cmp::Reverse(k.cost()), id));
        for _ in 0..recovery_symbols(s, p) {
            let Some(pos) = lost.iter().position(|&(_, k, at)| landing_hex(s, p, k, at).is_some()) else { break };
            let (_, kind, at) = lost.remove(pos);
            if check(s, side, CheckKind::Recovery, 2, d, ev)
                && let Some(to) = landing_hex(s, p, kind, at)
            {
                let unit = Unit { owner: p, kind, at: to, exhaustion: 2 };
                ev.emit(s, Event::UnitPlaced { id: UnitId(s.next_id), unit, site: None });
            }
        }
    }
}
