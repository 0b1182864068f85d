//! The computer's landings (WW-20, WW-G4): infantry carried by as many
//! navy from a zone touching their coast onto an enemy coast within two
//! zones, where the exact odds say the landing takes the region.

use super::plan::{START, chance_with, spare};
use super::{Profile, free_to_leave, pick, value, willing_as};
use crate::action::Action;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::reach;
use crate::state::{State, Task};
use engine::board::RegionId;
use engine::dice::Dice;

/// Idle navy of `f` in `zone`.
fn navy_in(s: &State, f: Faction, zone: RegionId) -> Vec<UnitId> {
    s.units_at(zone)
        .filter(|u| u.faction == f && u.kind == UnitKind::Navy && u.task == Task::Idle)
        .map(|u| u.id)
        .collect()
}

/// Idle infantry of `f` that may sail from `zone` onto `target` (WW-20:
/// only infantry land under fire).
fn infantry_for(s: &State, f: Faction, zone: RegionId, target: RegionId) -> Vec<UnitId> {
    s.units_of(f)
        .filter(|u| u.kind == UnitKind::Infantry && u.task == Task::Idle && free_to_leave(s, u))
        .filter(|u| reach::landing_zone_ok(zone, u.at, target))
        .map(|u| u.id)
        .collect()
}

/// The pairs of escort and infantry a landing from `zone` onto `target`
/// can take within the Supply to spare (each pays its own).
fn pairs(s: &State, f: Faction, zone: RegionId, target: RegionId) -> Vec<UnitId> {
    let (navy, infantry) = (navy_in(s, f, zone), infantry_for(s, f, zone, target));
    let cost = UnitKind::Navy.supply() + UnitKind::Infantry.supply();
    let n = navy.len().min(infantry.len()).min(usize::try_from(spare(s, f) / cost.max(1)).unwrap_or(0));
    navy.into_iter().take(n).chain(infantry.into_iter().take(n)).collect()
}

/// A new landing: the most valuable enemy coast that a landing from one
/// zone takes with a good chance; its first escort is ordered (the rest
/// follow through [`more`]).
pub fn start(s: &State, f: Faction, rng: &mut Dice, profile: Profile) -> Option<Action> {
    let m = map();
    let mut scored: Vec<(u32, RegionId, UnitId)> = Vec::new();
    for zone in m.sea_ids().filter(|&z| !navy_in(s, f, z).is_empty()) {
        let coasts = m.land_ids().filter(|&t| m.is_land(t) && !m.coasts(t).is_empty());
        for target in coasts.filter(|&t| s.owner(t) != Some(f) && willing_as(s, f, s.owner(t), profile)) {
            let units = pairs(s, f, zone, target);
            let Some(&first) = units.first() else { continue };
            let chance = chance_with(s, f, target, &units);
            if chance >= START {
                scored.push((value(target) * engine::odds::per_mille(chance), target, first));
            }
        }
    }
    let best = scored.iter().map(|x| x.0).max()?;
    let ties: Vec<(RegionId, UnitId)> = scored.iter().filter(|x| x.0 == best).map(|x| (x.1, x.2)).collect();
    pick(&ties, rng).map(|(target, unit)| Action::Order { unit, target })
}

/// The next unit of a landing under way on `target`: an infantry for each
/// ordered escort, then another escort while infantry wait on its coast.
pub fn more(s: &State, f: Faction, target: RegionId) -> Option<Action> {
    let ordered: Vec<_> = s.ordered_at(f, target).collect();
    let zone = ordered.iter().find(|u| u.kind == UnitKind::Navy).map(|u| u.at)?;
    let escorts = ordered.iter().filter(|u| u.kind == UnitKind::Navy).count();
    let landing =
        ordered.iter().filter(|u| u.kind.is_land() && map().is_sea(zone) && !super::adjacent(u.at, target)).count();
    let spare = spare(s, f);
    let unit = if landing < escorts {
        infantry_for(s, f, zone, target).first().copied().filter(|_| spare >= UnitKind::Infantry.supply())
    } else {
        let waiting = !infantry_for(s, f, zone, target).is_empty();
        let cost = UnitKind::Navy.supply() + UnitKind::Infantry.supply();
        navy_in(s, f, zone).first().copied().filter(|_| waiting && spare >= cost)
    };
    unit.map(|unit| Action::Order { unit, target })
}
