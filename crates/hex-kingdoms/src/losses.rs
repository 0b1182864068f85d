//! HK-45…HK-57 — damage, the destruction priority on each hex, durability
//! and damage markers, and which objects a battle destroys.

use crate::bag::Side;
use crate::ids::StructId;
use crate::prepare::alive;
use crate::state::{Battle, State, Target};
use engine::board::RegionId;

/// HK-53 tier of units in the destruction priority (HK-50).
pub const UNIT_TIER: u8 = 3;

/// Damage already assigned to a target.
fn assigned(b: &Battle, t: Target) -> u8 {
    b.assigned.get(&t).copied().unwrap_or(0)
}

/// HK-54…HK-56 — the damage a structure still needs (markers count; a
/// structure whose markers equal its durability needs none and is removed
/// at no cost).
#[must_use]
pub fn structure_left(s: &State, b: &Battle, id: StructId) -> u8 {
    s.structures
        .get(&id)
        .map_or(0, |x| x.kind.durability().saturating_sub(x.damage).saturating_sub(assigned(b, Target::Structure(id))))
}

/// The hex, tier, and still-needed damage of a target (`None` if gone).
fn status(s: &State, b: &Battle, t: Target) -> Option<(RegionId, u8, u8)> {
    match t {
        Target::Unit(id) => {
            let u = s.units.get(&id)?;
            let left = u.kind.durability().saturating_sub(assigned(b, t));
            Some((u.at, UNIT_TIER, left))
        }
        Target::Structure(id) => {
            let x = s.structures.get(&id)?;
            Some((x.at, x.kind.tier(), structure_left(s, b, id)))
        }
    }
}

/// HK-48, HK-49 — the enemy objects a side may damage.
#[must_use]
pub fn enemy_objects(s: &State, b: &Battle, dealer: Side) -> Vec<Target> {
    let mut out: Vec<Target> = alive(s, b, dealer.other()).into_iter().map(Target::Unit).collect();
    if dealer == Side::Attacker {
        out.extend(b.structures.iter().filter(|x| s.structures.contains_key(x)).map(|&x| Target::Structure(x)));
    }
    out
}

/// HK-50 — the lowest tier still standing on a hex among `objects`.
fn top_tier(s: &State, b: &Battle, objects: &[Target], hex: RegionId) -> Option<u8> {
    objects
        .iter()
        .filter_map(|&t| status(s, b, t))
        .filter(|&(h, _, left)| h == hex && left > 0)
        .map(|(_, tier, _)| tier)
        .min()
}

/// Why a damage assignment is refused, if it is.
///
/// # Errors
/// HK-49 not a participant; HK-50 priority; HK-53 too little damage.
pub fn may_assign(s: &State, b: &Battle, dealer: Side, t: Target) -> Result<u8, crate::refusal::Refuse> {
    use crate::refusal::Refuse;
    let objects = enemy_objects(s, b, dealer);
    if !objects.contains(&t) {
        return Err(Refuse::NotParticipant);
    }
    let (hex, tier, left) = status(s, b, t).ok_or(Refuse::NotParticipant)?;
    if left == 0 {
        return Err(Refuse::NotParticipant);
    }
    if top_tier(s, b, &objects, hex).is_some_and(|top| tier > top) {
        return Err(Refuse::Priority);
    }
    let have = u8::try_from(b.damage_left[dealer.index()].min(255)).unwrap_or(u8::MAX);
    match t {
        Target::Unit(_) if have < left => Err(Refuse::CannotDestroy),
        _ if have == 0 => Err(Refuse::CannotDestroy),
        Target::Unit(_) => Ok(left),
        Target::Structure(_) => Ok(have.min(left)),
    }
}

/// The legal assignments of a side now.
#[must_use]
pub fn legal_targets(s: &State, b: &Battle, dealer: Side) -> Vec<Target> {
    enemy_objects(s, b, dealer).into_iter().filter(|&t| may_assign(s, b, dealer, t).is_ok()).collect()
}

/// HK-47, HK-52, HK-53, HK-56 — what the assigned damage destroys, and the
/// black dice it leaves on structures it cannot destroy.
#[must_use]
pub fn losses(s: &State, b: &Battle) -> (Vec<crate::ids::UnitId>, Vec<StructId>, Vec<(StructId, u8)>) {
    let mut units = Vec::new();
    for side in Side::BOTH {
        for u in alive(s, b, side) {
            if s.units.get(&u).is_some_and(|x| assigned(b, Target::Unit(u)) >= x.kind.durability()) {
                units.push(u);
            }
        }
    }
    let mut structures = Vec::new();
    let mut markers = Vec::new();
    for &id in b.structures.iter().filter(|x| s.structures.contains_key(x)) {
        if structure_left(s, b, id) == 0 {
            structures.push(id);
        } else if assigned(b, Target::Structure(id)) > 0 {
            markers.push((id, assigned(b, Target::Structure(id))));
        }
    }
    (units, structures, markers)
}
