//! HK-26…HK-35, HK-58…HK-63, G-15 — the conversion and recovery checks,
//! and where the units they turn or bring back land.

use crate::Ev;
use crate::bag::{CHECK_RULE, Drawer, Side, Token};
use crate::event::Event;
use crate::ids::{BuildingKind, Government, PlayerId, StructKind, Tech, UnitId, UnitKind};
use crate::movement::may_enter;
use crate::prepare::alive;
use crate::state::{BattleStep, CheckKind, LANDING_CHOSEN, Landing, STACK, State, Unit};
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

/// G-15 "legal hex" — `h` is enterable by a unit of `kind` of `p`, free of
/// enemy units and structures (walls included), and within stacking.
#[must_use]
pub fn legal_hex(s: &State, p: PlayerId, kind: UnitKind, h: RegionId) -> bool {
    may_enter(s, p, kind == UnitKind::Galley, h)
        && !s.structures_at(h).any(|(_, x)| x.owner != p)
        && s.units_at(h).count() < STACK
}

/// G-15 steps 1 and 6, HK-33 — the legal hexes adjacent to `near` where a
/// unit of `kind` of `p` may be placed, in the map's edge order.
#[must_use]
pub fn landing_hexes(s: &State, p: PlayerId, kind: UnitKind, near: RegionId) -> Vec<RegionId> {
    s.map().adjacent(near).into_iter().filter(|&h| legal_hex(s, p, kind, h)).collect()
}

/// G-15 — the first legal hex adjacent to `near` (where games of the first
/// rules edition placed the unit), if any.
#[must_use]
pub fn landing_hex(s: &State, p: PlayerId, kind: UnitKind, near: RegionId) -> Option<RegionId> {
    s.map().adjacent(near).into_iter().find(|&h| legal_hex(s, p, kind, h))
}

/// G-15 step 6, HK-33, HK-62 — where the unit waiting in the step
/// [`BattleStep::Land`] may land, with the player who places it.
#[must_use]
pub fn pending_landing(s: &State) -> Option<(PlayerId, Landing, Vec<RegionId>)> {
    let b = s.battle()?;
    let BattleStep::Land(side) = b.step else { return None };
    let landing = b.landing?;
    let p = b.players[side.index()];
    Some((p, landing, landing_hexes(s, p, landing.kind, landing.near)))
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

/// HK-31…HK-35 — one conversion attempt against `target`; on a pass the
/// converter's unit lands next to it ([`land_or_ask`]).
pub fn convert(s: &mut State, side: Side, target: UnitId, d: &mut dyn Drawer, ev: &mut Ev) {
    let Some(victim) = s.units.get(&target).cloned() else { return };
    let Some(p) = s.battle().map(|b| b.players[side.index()]) else { return };
    let n = conversion_difficulty(s, p, &victim);
    if check(s, side, CheckKind::Conversion, n, d, ev) {
        let landing = Landing { check: CheckKind::Conversion, unit: target, kind: victim.kind, near: victim.at };
        land_or_ask(s, side, landing, ev);
    }
}

/// HK-60…HK-62, A-17 — one recovery attempt: check 2; on a pass the unit
/// returns next to where it fell ([`land_or_ask`]).
pub fn recover(s: &mut State, side: Side, lost: UnitId, d: &mut dyn Drawer, ev: &mut Ev) {
    let Some(&(_, kind, at)) = s.battle().and_then(|b| b.lost.iter().find(|(id, _, _)| *id == lost)) else {
        return;
    };
    if check(s, side, CheckKind::Recovery, 2, d, ev) {
        land_or_ask(s, side, Landing { check: CheckKind::Recovery, unit: lost, kind, near: at }, ev);
    }
}

/// G-15 step 6 — after a passed check: the player whose check it was (the
/// converter, or the lost unit's owner) chooses among the legal hexes, and
/// the battle waits for that choice ([`BattleStep::Land`]). A single legal
/// hex is no choice, so the unit lands there at once rather than cost the
/// player a click; games of the first rules edition land it on the first
/// legal hex, as they were played.
fn land_or_ask(s: &mut State, side: Side, landing: Landing, ev: &mut Ev) {
    let Some(p) = s.battle().map(|b| b.players[side.index()]) else { return };
    let hexes = landing_hexes(s, p, landing.kind, landing.near);
    if s.rules_edition >= LANDING_CHOSEN && hexes.len() > 1 {
        ev.emit(s, Event::LandingAwaited { side, landing });
    } else if let Some(&to) = hexes.first() {
        place(s, p, landing, to, ev);
    }
}

/// HK-33, HK-62, G-15 — the unit is placed on `to` with 2 exhaustion dice:
/// the converter's new unit (the victim leaves the map), or the recovered one.
fn place(s: &mut State, p: PlayerId, landing: Landing, to: RegionId, ev: &mut Ev) {
    let placed = Unit { owner: p, kind: landing.kind, at: to, exhaustion: 2 };
    let new = UnitId(s.next_id);
    let event = match landing.check {
        CheckKind::Conversion => Event::Converted { unit: landing.unit, new, placed },
        CheckKind::Recovery => Event::Recovered { lost: landing.unit, new, placed },
    };
    ev.emit(s, event);
}

/// G-15 step 6 — the chosen legal hex (checked by [`crate::check`]): the
/// unit lands, and the battle goes back to that side's checks.
pub fn land(s: &mut State, to: RegionId, ev: &mut Ev) {
    let Some((p, landing, _)) = pending_landing(s) else { return };
    let Some(side) = s.battle().map(|b| b.step.side()) else { return };
    place(s, p, landing, to, ev);
    let back = match landing.check {
        CheckKind::Conversion => BattleStep::Convert(side),
        CheckKind::Recovery => BattleStep::Recover(side),
    };
    ev.emit(s, Event::BattleStepSet(back));
}
