//! DC-TRE-1…7 — the treasury's balance at the start of a turn.

use crate::nation::Nation;
use crate::state::{Balance, State};

/// DC-TRE-2 — 5 ducats per full 5 resources.
#[must_use]
pub const fn land_income(resources: u32) -> i64 {
    5 * (resources / 5) as i64
}

/// DC-TRE-1…7, AMB-13 — a nation's balance: income from lands not under
/// siege, last turn's loot and yasyr, upkeep of 20% of all its lands'
/// resources and of its armies and garrisons, each floored on the totals.
#[must_use]
pub fn balance(s: &State, n: Nation) -> Balance {
    let owned = s.lands.iter().filter(|l| l.owner == n);
    let income = owned.clone().filter(|l| l.siege.is_none()).map(|l| land_income(l.resources)).sum();
    let resources: i64 = owned.clone().map(|l| i64::from(l.resources)).sum();
    let strength: i64 =
        s.armies.iter().filter(|(id, _)| id.nation() == n).map(|(_, a)| i64::from(a.strength)).sum::<i64>()
            + owned.map(|l| i64::from(l.garrison)).sum::<i64>();
    Balance {
        income,
        loot_and_yasyr: s.nation(n).earned,
        land_upkeep: 20 * resources / 100,
        army_upkeep: i64::from(n.upkeep_percent()) * strength / 100,
    }
}
