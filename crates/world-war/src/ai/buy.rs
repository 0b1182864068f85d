//! The computer's purchases (WW-1, WW-2, WW-G13): infantry first (Supply is
//! the bottleneck), some tanks, a fighter and a bomber, merchants with the
//! Production left over; placed where the threat is greatest.

use super::{has_coast, left, pick, strength};
use crate::action::Action;
use crate::ids::{Faction, UnitKind};
use crate::map::map;
use crate::reach::placement_ok;
use crate::state::State;
use engine::board::RegionId;
use engine::dice::Dice;

fn owned_count(s: &State, f: Faction, kind: UnitKind) -> usize {
    s.units_of(f).filter(|u| u.kind == kind).count() + s.faction(f).pending.iter().filter(|p| p.kind == kind).count()
}

/// The next unit to buy, if any.
fn next_kind(s: &State, f: Faction) -> Option<UnitKind> {
    let budget = left(s, f);
    let n = |k| owned_count(s, f, k);
    let can = |k: UnitKind| budget.covers(k.cost());
    let land = n(UnitKind::Infantry) + n(UnitKind::Tank);
    let room = land < 2 * s.owned(f).count() + 6;
    let wants = [
        (UnitKind::Fighter, n(UnitKind::Fighter) < 1),
        (UnitKind::Infantry, room),
        (UnitKind::Tank, room && n(UnitKind::Tank) * 3 < n(UnitKind::Infantry)),
        (UnitKind::Merchant, n(UnitKind::Merchant) < 5 && has_coast(s, f)),
        (UnitKind::Bomber, n(UnitKind::Bomber) < 2),
        (UnitKind::Navy, n(UnitKind::Navy) < 3 && has_coast(s, f)),
        (UnitKind::Tank, room && n(UnitKind::Tank) < n(UnitKind::Infantry)),
    ];
    wants.iter().find(|(k, want)| *want && can(*k)).map(|(k, _)| *k)
}

/// Doubled threat minus own strength: how much a region needs a new unit.
fn need(s: &State, f: Faction, r: RegionId) -> i64 {
    let m = map();
    let threat: u32 = m
        .land_neighbours(r)
        .filter(|&n| s.owner(n) != Some(f))
        .map(|n| match s.owner(n) {
            Some(o) => {
                3 + s.units_at(n).filter(|u| u.faction == o).map(|u| strength(u.kind)).sum::<u32>()
                    * if s.at_war(f, o) { 2 } else { 1 }
            }
            None => 2,
        })
        .sum();
    let own: u32 = s.units_at(r).filter(|u| u.faction == f).map(|u| strength(u.kind)).sum::<u32>()
        + s.faction(f).pending.iter().filter(|p| p.place == r).map(|p| strength(p.kind)).sum::<u32>();
    let worth = i64::from(super::value(r));
    i64::from(threat) * 2 + worth * 4 - i64::from(own)
}

fn place(s: &State, f: Faction, kind: UnitKind, rng: &mut Dice) -> Option<RegionId> {
    let m = map();
    let scored: Vec<(i64, RegionId)> = if kind.is_ship() {
        m.sea_ids()
            .filter(|&z| placement_ok(s, f, kind, z))
            .map(|z| {
                let edge = i64::from(m.is_edge(z)) * 10;
                let shores = i64::try_from(m.shores(z).filter(|&r| s.owner(r) == Some(f)).count()).unwrap_or(0);
                let crowd = i64::try_from(s.units_at(z).count()).unwrap_or(0);
                (edge + shores - crowd, z)
            })
            .collect()
    } else {
        s.owned(f).map(|r| (need(s, f, r), r)).collect()
    };
    let best = scored.iter().map(|x| x.0).max()?;
    let ties: Vec<RegionId> = scored.iter().filter(|x| x.0 == best).map(|x| x.1).collect();
    pick(&ties, rng)
}

/// One purchase step: buy one unit or finish. Land forces are capped at
/// twice the regions held plus six: Supply, not men, limits what can fight.
pub fn purchase(s: &State, f: Faction, rng: &mut Dice) -> Option<Action> {
    let Some(unit) = next_kind(s, f) else { return Some(Action::FinishPurchase) };
    let place = place(s, f, unit, rng)?;
    Some(Action::Buy { unit, place, count: 1 })
}
