//! DC-RES-4, DC-LOSS-1…8, DC-SUP-1…3, DC-PTS-1…3 — the arithmetic of a
//! battle's losses and points, as pure functions, each step recorded so a
//! player can follow it.

use crate::battle::{Level, Losses, SideResult};
use crate::nation::Nation;
use serde::{Deserialize, Serialize};

/// DC-RES-4 — campaign losses from tabletop losses: a destroyed base is
/// 1 PS, a fled one ½ (the Swedes: 1), halves rounded down.
#[must_use]
pub const fn entered_losses(losses: Losses, nation: Nation) -> u32 {
    (2 * losses.destroyed + nation.fled_halves() * losses.fled) / 2
}

/// DC-SUP-1 — the table of extra losses in percent, by defeat level and
/// ratio column ([1.25, 2), [2, 3), …, [9, 10), [10, ∞)). The historical
/// row's empty cells are 100% (AMB-9).
const SUPERIORITY: [[u32; 10]; 3] = [
    [5, 10, 15, 20, 25, 30, 35, 40, 45, 50],
    [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
    [20, 40, 60, 80, 100, 100, 100, 100, 100, 100],
];

/// DC-SUP-1, AMB-10 — the column of the exact ratio `enemy / own`, or
/// `None` below 1.25. `own = 0` is the "10+" column (DC-SUP-2).
#[must_use]
pub fn ratio_column(enemy: u32, own: u32) -> Option<usize> {
    let (enemy, own) = (u64::from(enemy), u64::from(own));
    if own == 0 {
        return Some(9);
    }
    if 4 * enemy < 5 * own {
        return None;
    }
    // floor(enemy / own) is the column for ratios of 2 and more.
    let whole = enemy / own;
    Some(usize::try_from(whole.clamp(1, 10)).unwrap_or(10) - 1)
}

/// DC-SUP-1, DC-SUP-3 — the extra loss percentage of a defeat at `level`
/// against `enemy` numbers with `own` numbers. `ron_shift`: the defeated
/// unit is RON and Sweden is not on the enemy side (one column left).
#[must_use]
pub fn superiority_percent(level: Level, enemy: u32, own: u32, ron_shift: bool) -> u32 {
    let Some(column) = ratio_column(enemy, own) else { return 0 };
    let column = if ron_shift {
        match column.checked_sub(1) {
            Some(c) => c,
            None => return 0,
        }
    } else {
        column
    };
    SUPERIORITY[level as usize][column]
}

/// GAP-12 — a side's entered losses split among its units in proportion
/// to their PS before the battle: largest remainder, ties to the larger
/// unit, then the earlier one.
#[must_use]
pub fn split(total: u32, strengths: &[u32]) -> Vec<u32> {
    let sum: u64 = strengths.iter().map(|&s| u64::from(s)).sum();
    if sum == 0 {
        let mut out = vec![0; strengths.len()];
        if let Some(first) = out.first_mut() {
            *first = total;
        }
        return out;
    }
    let total = u64::from(total);
    let mut shares: Vec<u64> = strengths.iter().map(|&s| total * u64::from(s) / sum).collect();
    let mut order: Vec<usize> = (0..strengths.len()).collect();
    order.sort_by_key(|&i| {
        (std::cmp::Reverse(total * u64::from(strengths[i]) % sum), std::cmp::Reverse(strengths[i]), i)
    });
    let left = total - shares.iter().sum::<u64>();
    for &i in order.iter().take(usize::try_from(left).unwrap_or(0)) {
        shares[i] += 1;
    }
    shares.into_iter().map(|s| u32::try_from(s).unwrap_or(u32::MAX)).collect()
}

/// Whether a unit was forced to retreat and how that went (DC-PLAN-4,
/// DC-LOSS-6, GAP-19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Retreating {
    /// Not forced to retreat.
    No,
    /// Forced, and it could.
    Retreated,
    /// Forced and unable: in the field.
    UnableInField,
    /// Forced and unable: in a fortress (AMB-38: fortress units never retreat).
    UnableInFortress,
}

/// One unit's case in the loss pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitCase {
    /// Its share of its side's entered losses.
    pub entered: u32,
    /// PS before the battle.
    pub strength: u32,
    /// How its side came out.
    pub result: SideResult,
    /// Defending a fortress (DC-LOSS-2).
    pub fortress_defence: bool,
    /// Storming a fortress (DC-LOSS-3; Sweden is exempt, decided here).
    pub storming: bool,
    /// Its nation.
    pub nation: Nation,
    /// DC-SUP-2 — the enemy side's numbers and its own.
    pub numbers: (u32, u32),
    /// DC-SUP-3 — Sweden fights on the enemy side.
    pub against_sweden: bool,
    /// DC-LOSS-6.
    pub retreat: Retreating,
}

/// One step of the pipeline: the rule, the losses before and after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The rule id.
    pub rule: String,
    /// The catalog key of what the step did.
    pub what: String,
    /// A number the step used (multiplier ×1, ×2…, a percentage), for the text.
    pub by: u32,
    /// Losses before.
    pub before: u32,
    /// Losses after.
    pub after: u32,
}

/// A unit's losses through the pipeline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitLoss {
    /// Every step that applied, in order.
    pub steps: Vec<Step>,
    /// DC-LOSS-4 — the losses after DC-LOSS-3, capped as in DC-LOSS-8.
    pub individual: u32,
    /// DC-LOSS-8 — the PS removed.
    pub removed: u32,
}

/// DC-LOSS-1…8 — runs the pipeline for one unit; every step floors.
#[must_use]
pub fn pipeline(case: &UnitCase) -> UnitLoss {
    let mut steps = Vec::new();
    let mut l = case.entered;
    let mut step = |rule: &str, what: &str, by: u32, after: u32, l: &mut u32| {
        steps.push(Step { rule: rule.into(), what: what.into(), by, before: *l, after });
        *l = after;
    };
    // DC-LOSS-1 — only the loser is multiplied: ×2, ×3, ×4.
    if let SideResult::Defeat(level) = case.result {
        let m = match level {
            Level::Tactical => 2,
            Level::Strategic => 3,
            Level::Historical => 4,
        };
        step("DC-LOSS-1", "dc.loss.result", m, l * m, &mut l);
    }
    // DC-LOSS-2 — fortress defence halves, whatever the result (AMB-12: after DC-LOSS-1).
    if case.fortress_defence {
        step("DC-LOSS-2", "dc.loss.fortress", 2, l / 2, &mut l);
    }
    // DC-LOSS-3 — storming doubles, except for Sweden (AMB-25).
    if case.storming && case.nation != Nation::Swe {
        step("DC-LOSS-3", "dc.loss.storm", 2, l * 2, &mut l);
    }
    // DC-LOSS-4 — the value for individual points.
    let individual = l.min(case.strength);
    // DC-LOSS-5 — numerical superiority, losing side only.
    if let SideResult::Defeat(level) = case.result {
        let shift = case.nation == Nation::Ron && !case.against_sweden;
        let p = superiority_percent(level, case.numbers.0, case.numbers.1, shift);
        if p > 0 {
            let after = u32::try_from(u64::from(l) * u64::from(100 + p) / 100).unwrap_or(u32::MAX);
            step("DC-LOSS-5", if shift { "dc.loss.superiority_ron" } else { "dc.loss.superiority" }, p, after, &mut l);
        }
        // DC-LOSS-6 — unable to retreat.
        match case.retreat {
            Retreating::UnableInField => step("DC-LOSS-6", "dc.loss.no_retreat_field", 2, l * 2, &mut l),
            Retreating::UnableInFortress if level == Level::Strategic => {
                step("DC-LOSS-6", "dc.loss.no_retreat_fortress_s", 3, l * 3 / 2, &mut l);
            }
            Retreating::UnableInFortress if level == Level::Historical => {
                step("DC-LOSS-6", "dc.loss.no_retreat_fortress_h", 2, l * 2, &mut l);
            }
            _ => {}
        }
    }
    // DC-LOSS-8 — never more than the unit had (AMB-14).
    let removed = l.min(case.strength);
    if removed < l {
        step("DC-LOSS-8", "dc.loss.cap", case.strength, removed, &mut l);
    }
    UnitLoss { steps, individual, removed }
}

/// DC-MOR-4 — the morale change of a side's result.
#[must_use]
pub const fn battle_morale(result: SideResult) -> i32 {
    const fn size(level: Level) -> i32 {
        match level {
            Level::Tactical => 1,
            Level::Strategic => 3,
            Level::Historical => 5,
        }
    }
    match result {
        SideResult::Victory(level) => size(level),
        SideResult::Defeat(level) => -size(level),
        SideResult::Draw => 0,
    }
}

/// DC-YLOSS-1 — yasyr lost by a defeated carrier (floored, AMB-13).
#[must_use]
pub const fn yasyr_lost(yasyr: u32, result: SideResult) -> u32 {
    match result {
        SideResult::Defeat(Level::Tactical) => yasyr * 25 / 100,
        SideResult::Defeat(Level::Strategic) => yasyr * 50 / 100,
        SideResult::Defeat(Level::Historical) => yasyr,
        _ => 0,
    }
}

/// DC-SIEGE-2, DC-SIEGEPTS-1 — a besieged unit's loss from siege turn 2:
/// 10% of its strength, rounded up.
#[must_use]
pub const fn siege_attrition(strength: u32) -> u32 {
    strength.div_ceil(10)
}

/// DC-YAS-1 — yasyr taken: 1 per 10 PS, at most what the land has.
#[must_use]
pub fn yasyr_taken(strength: u32, available: u32) -> u32 {
    (strength / 10).min(available)
}

/// GAP-12 — the enemy's final losses credited to each nation of a side in
/// proportion to its share of the side's PS: floor, the remainder to the
/// largest share (then the earlier nation).
#[must_use]
pub fn credit(total: u32, shares: &[(Nation, u32)]) -> Vec<(Nation, u32)> {
    let sum: u64 = shares.iter().map(|&(_, s)| u64::from(s)).sum();
    if sum == 0 {
        return shares.iter().map(|&(n, _)| (n, 0)).collect();
    }
    let mut out: Vec<(Nation, u32)> =
        shares.iter().map(|&(n, s)| (n, u32::try_from(u64::from(total) * u64::from(s) / sum).unwrap_or(0))).collect();
    let left = total - out.iter().map(|&(_, c)| c).sum::<u32>();
    if let Some(largest) = (0..shares.len()).max_by_key(|&i| (shares[i].1, std::cmp::Reverse(i))) {
        out[largest].1 += left;
    }
    out
}
