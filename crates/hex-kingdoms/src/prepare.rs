//! HK-1, HK-10…HK-25, HK-68…HK-73, G-6, G-13, G-14, G-23 — who takes part,
//! who is active, the strength bonuses, sieges, courage and the tokens each
//! side puts into the bag.

use crate::bag::Side;
use crate::ids::{PlayerId, RangeClass, StructKind, Tech, Terrain, UnitId, UnitKind};
use crate::movement::{army_reaches, reaches};
use crate::state::{Battle, BattleStep, State};
use engine::board::RegionId;

/// G-6 — the owner of the pieces on a target hex, if exactly one other player.
#[must_use]
pub fn target_owner(s: &State, p: PlayerId, target: RegionId) -> Option<PlayerId> {
    let mut owners = s.units_at(target).map(|(_, u)| u.owner).chain(s.structures_at(target).map(|(_, x)| x.owner));
    let first = owners.next()?;
    (first != p && owners.all(|o| o == first)).then_some(first)
}

/// G-6, A-25 — the attacking armies: the selected (manoeuvring) armies that
/// reach the target, up to the formation limit F (G-9).
#[must_use]
pub fn attacking_armies(s: &State, p: PlayerId, selected: &[RegionId], target: RegionId) -> Vec<RegionId> {
    let mut out: Vec<RegionId> =
        selected.iter().copied().filter(|&h| s.army_owner(h) == Some(p) && army_reaches(s, h, target)).collect();
    out.truncate(s.formation_limit(p));
    out
}

/// For forecasts before a manoeuvre: the selected armies, then every other
/// unexhausted army that reaches the target (largest first), up to F.
#[must_use]
pub fn potential_attackers(s: &State, p: PlayerId, selected: &[RegionId], target: RegionId) -> Vec<RegionId> {
    let mut out = attacking_armies(s, p, selected, target);
    let mut others: Vec<RegionId> = s
        .map()
        .ids()
        .filter(|h| !out.contains(h) && s.army_owner(*h) == Some(p) && !s.exhausted(*h))
        .filter(|&h| army_reaches(s, h, target))
        .collect();
    // Hexes are unique: an unstable sort gives the same order, with less code.
    others.sort_unstable_by_key(|&h| (std::cmp::Reverse(s.units_at(h).count()), h));
    out.extend(others);
    out.truncate(s.formation_limit(p));
    out
}

/// HK-1, HK-68, HK-72, HK-73, G-23 — the battle as declared.
#[must_use]
pub fn declare(s: &State, p: PlayerId, defender: PlayerId, attack_hexes: Vec<RegionId>, target: RegionId) -> Battle {
    let m = s.map();
    let line: Vec<u8> = attack_hexes.iter().flat_map(|&a| m.line_edges(a, target)).collect();
    let tower = s.player(p).techs.contains(&Tech::SiegeTower);
    let mut structures = Vec::new();
    let mut ignored = Vec::new();
    let mut walls_on_line = false;
    for (id, x) in s.structures_at(target) {
        match x.kind.edge() {
            Some(e) if line.contains(&e) => {
                walls_on_line = true;
                if tower { ignored.push(id) } else { structures.push(id) }
            }
            Some(_) => {}
            None => structures.push(id),
        }
    }
    let garrison = s.units_at(target).any(|(_, u)| u.kind != UnitKind::Galley);
    let siege = garrison && (crate::movement::fortified(s, target) || walls_on_line);
    let a_units: Vec<UnitId> = attack_hexes.iter().flat_map(|&h| s.army(h)).collect();
    Battle {
        players: [p, defender],
        target,
        attack_hexes,
        defend_hexes: vec![target],
        units: [a_units, s.army(target)],
        structures,
        ignored,
        siege,
        step: BattleStep::React,
        bag: crate::bag::Bag::default(),
        drawn: crate::bag::Bag::default(),
        attacker_drew: 0,
        active: [false; 2],
        experience_in: [0; 2],
        fabian: [0; 2],
        tactics_used: [false; 2],
        regular_used: [false; 2],
        damage_left: [0; 2],
        assigned: std::collections::BTreeMap::new(),
        lost: Vec::new(),
        converted: Vec::new(),
        conversions_used: [0; 2],
        recoveries_used: [0; 2],
        buildings_lost: Vec::new(),
        landing: None,
    }
}

/// The participating units of a side still on the map.
#[must_use]
pub fn alive(s: &State, b: &Battle, side: Side) -> Vec<UnitId> {
    b.units[side.index()].iter().copied().filter(|u| s.units.contains_key(u)).collect()
}

/// Whether an enemy participant of `side` is within reach of a unit.
fn enemies_in_reach(s: &State, b: &Battle, side: Side, kind: UnitKind, at: RegionId) -> Vec<Option<UnitId>> {
    let mut out: Vec<Option<UnitId>> = alive(s, b, side.other())
        .into_iter()
        .filter(|u| s.units.get(u).is_some_and(|e| reaches(s, kind, at, e.at)))
        .map(Some)
        .collect();
    if side == Side::Attacker && !b.structures.is_empty() && reaches(s, kind, at, b.target) {
        out.push(None);
    }
    out
}

/// HK-19, HK-22, A-27 — a unit is active if an enemy participant is in reach.
#[must_use]
pub fn is_active(s: &State, b: &Battle, side: Side, unit: UnitId) -> bool {
    s.units.get(&unit).is_some_and(|u| !enemies_in_reach(s, b, side, u.kind, u.at).is_empty())
}

/// Whether a side fights as a formation of 2 or more armies (HK-14).
#[must_use]
pub fn is_formation(s: &State, b: &Battle, side: Side) -> bool {
    let mut hexes = alive(s, b, side).into_iter().filter_map(|u| s.units.get(&u)).map(|u| u.at);
    let first = hexes.next();
    hexes.any(|h| Some(h) != first)
}

/// G-13, G-14 step 3, HK-69, HK-70, HK-86 — the strength bonus of one active unit.
#[must_use]
pub fn bonus(s: &State, b: &Battle, side: Side, unit: UnitId) -> u32 {
    let Some(u) = s.units.get(&unit) else { return 0 };
    let owner = b.players[side.index()];
    if is_formation(s, b, side) && !s.player(owner).techs.contains(&Tech::Drill) {
        return 0;
    }
    let in_reach = enemies_in_reach(s, b, side, u.kind, u.at);
    let garrison = |e: &Option<UnitId>| e.is_none_or(|id| s.units.get(&id).is_some_and(|x| x.at == b.target));
    let suppressed =
        side == Side::Attacker && b.siege && u.kind.range_class() == RangeClass::Melee && in_reach.iter().all(garrison);
    let m = s.map();
    match u.kind {
        UnitKind::Spearmen => {
            let rider = |e: &Option<UnitId>| {
                e.and_then(|id| s.units.get(&id)).is_some_and(|x| x.kind.is_rider())
                    && !(side == Side::Attacker && b.siege && garrison(e))
            };
            u32::from(in_reach.iter().any(rider))
        }
        UnitKind::Swordsmen => u32::from(!suppressed),
        UnitKind::Cavalry => {
            let forest = match side {
                Side::Attacker => m.terrain(b.target) == Terrain::Forest,
                Side::Defender => m.terrain(u.at) == Terrain::Forest,
            };
            u32::from(!suppressed && !forest)
        }
        UnitKind::Trebuchet => {
            let structure = in_reach.iter().any(Option::is_none);
            if structure { 2 } else { 0 }
        }
        _ => 0,
    }
}

/// HK-11, HK-12, HK-19, HK-20 — own (attack) and neutral (defence) tokens
/// of a side, before optional dice; and whether it has an active unit.
#[must_use]
pub fn strength(s: &State, b: &Battle, side: Side) -> (u32, u32, bool) {
    let mut own = 0;
    let mut neutral = 0;
    let mut any = false;
    for u in alive(s, b, side) {
        if is_active(s, b, side, u) {
            any = true;
            own += 1 + bonus(s, b, side, u);
        } else {
            neutral += 1;
        }
    }
    (own, neutral, any)
}

/// HK-40, HK-41, A-8, A-9 — a side's courage: its participating units, and
/// for the attacker in a siege +1 with a projectile unit and +1 with Siege Tower.
#[must_use]
pub fn courage(s: &State, b: &Battle, side: Side) -> u32 {
    let units = alive(s, b, side);
    let mut c = u32::try_from(units.len()).unwrap_or(0);
    if side == Side::Attacker && b.siege {
        let projectile = units.iter().filter_map(|u| s.units.get(u)).any(|u| u.kind == UnitKind::Trebuchet);
        c += u32::from(projectile);
        c += u32::from(s.player(b.players[0]).techs.contains(&Tech::SiegeTower));
    }
    c
}

/// G-18, A-19 — the most Fabian Tactics may discard: ceil(own units / 2).
#[must_use]
pub fn fabian_max(s: &State, b: &Battle, side: Side) -> u32 {
    if !s.player(b.players[side.index()]).techs.contains(&Tech::FabianTactics) {
        return 0;
    }
    u32::try_from(alive(s, b, side).len()).unwrap_or(0).div_ceil(2)
}

/// Whether a structure kind is a fortification piece (HK-68).
#[must_use]
pub const fn is_fortification(k: StructKind) -> bool {
    !matches!(k, StructKind::Building(_))
}
