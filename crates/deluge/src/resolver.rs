//! GAP-10 — the optional automatic battle resolver, for groups without
//! miniatures: it produces what players would enter (a verdict and the
//! entered losses); phase 4 then treats it like any result.
//!
//! The score difference `D = (R_A − R_B) + 2·log2(Eff A / Eff B) + 2·(m_A − m_B)`
//! is compared with whole numbers exactly, in integers (D ≥ t ⟺
//! Eff_A² · 2^(k−t) ≥ Eff_B², where k is the dice and morale part), so
//! native and browser builds agree bit for bit. The dice come from the
//! game's stream (not a per-battle hash as the fill proposes), so every
//! roll is in the log.

use crate::battle::{Battle, Entry, Level, Losses, Source, Verdict};
use engine::dice::Dice;
use serde::{Deserialize, Serialize};

/// A source of d6 results: the game's dice, or a script in tests.
pub trait D6 {
    /// One d6, 1…6.
    fn d6(&mut self, purpose: &str) -> u32;
}

impl D6 for Dice {
    fn d6(&mut self, purpose: &str) -> u32 {
        u32::from(self.die(6, purpose))
    }
}

/// Scripted dice for tests (the vectors' injected rolls).
impl D6 for std::vec::IntoIter<u32> {
    fn d6(&mut self, _purpose: &str) -> u32 {
        self.next().unwrap_or(1)
    }
}

/// What the resolver did, for the breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// Effective strength of each side (fortress defence counted twice).
    pub eff: [u32; 2],
    /// Each side's first roll.
    pub first: [[u32; 2]; 2],
    /// Each side's kept roll after any reroll.
    pub kept: [[u32; 2]; 2],
    /// The side that rerolled, and whether all dice (weaker defender) or the highest one.
    pub reroll: Option<(u8, bool)>,
    /// DC-MOR-2 modifiers of each side.
    pub morale: [i32; 2],
    /// D, truncated toward zero.
    pub d: i32,
    /// D × 100, rounded, for the text only.
    pub d_hundredths: i64,
}

/// GAP-10 step 5 — the verdict of a truncated score difference.
#[must_use]
pub const fn verdict_of(d: i32) -> Verdict {
    let level = match d.unsigned_abs() {
        0..=1 => return Verdict::Draw,
        2..=3 => Level::Tactical,
        4..=6 => Level::Strategic,
        _ => Level::Historical,
    };
    Verdict::Won(if d > 0 { 0 } else { 1 }, level)
}

/// GAP-10 step 6 — entered losses in percent of the fielded bases
/// (winner, loser).
#[must_use]
pub const fn loss_percents(level: Option<Level>) -> (u32, u32) {
    match level {
        None => (15, 15),
        Some(Level::Tactical) => (10, 20),
        Some(Level::Strategic) => (8, 25),
        Some(Level::Historical) => (5, 30),
    }
}

/// Whether `k + 2·log2(a/b) ≥ t`, exactly.
fn at_least(k: i64, a: u32, b: u32, t: i64) -> bool {
    let (a2, b2) = (u128::from(a) * u128::from(a), u128::from(b) * u128::from(b));
    let shift = (k - t).clamp(-100, 100);
    if shift >= 0 { a2 << shift >= b2 } else { a2 >= b2 << (-shift) }
}

/// `trunc(k + 2·log2(a/b))`, exactly: the floor is the largest whole t
/// with D ≥ t; a negative D that is not whole truncates one above it.
fn truncated(k: i64, a: u32, b: u32) -> i32 {
    let floor = (-200..=200).rev().find(|&t| at_least(k, a, b, t)).unwrap_or(-200);
    let negative = !at_least(k, a, b, 0);
    let whole = !strictly_above(k, a, b, floor);
    i32::try_from(if negative && !whole { floor + 1 } else { floor }).unwrap_or(0)
}

/// Whether `k + 2·log2(a/b) > t`.
fn strictly_above(k: i64, a: u32, b: u32, t: i64) -> bool {
    let (a2, b2) = (u128::from(a) * u128::from(a), u128::from(b) * u128::from(b));
    let shift = (k - t).clamp(-100, 100);
    if shift >= 0 { a2 << shift > b2 } else { a2 > b2 << (-shift) }
}

fn roll2(dice: &mut dyn D6, purpose: &str) -> [u32; 2] {
    [dice.d6(purpose), dice.d6(purpose)]
}

/// GAP-10 step 3 — the privileges of a defensive side (DC-DEF-1,
/// DC-FORT-1): when exactly one side holds them, a weaker one rerolls both
/// its dice if they make 6 or less, a stronger one has its opponent reroll
/// the higher die. `privileged` is that side and whether it is the weaker
/// by numbers (DC-SUP-2); `dice` throw the new dice. Returns the kept
/// dice and who rerolled (and whether all its dice).
pub(crate) fn privileges(
    first: [[u32; 2]; 2],
    privileged: Option<(u8, bool)>,
    dice: &mut dyn D6,
    purpose: &str,
) -> ([[u32; 2]; 2], Option<(u8, bool)>) {
    let mut kept = first;
    let Some((side, weaker)) = privileged else { return (kept, None) };
    let (s, o) = (usize::from(side), usize::from(1 - side));
    if weaker {
        if kept[s][0] + kept[s][1] > 6 {
            return (kept, None);
        }
        kept[s] = roll2(dice, purpose);
        (kept, Some((side, true)))
    } else {
        let hi = usize::from(kept[o][1] > kept[o][0]);
        kept[o][hi] = dice.d6(purpose);
        (kept, Some((1 - side, false)))
    }
}

/// The side holding the defensive privileges alone, if one does, and
/// whether it is the weaker by numbers.
fn privileged(b: &Battle) -> Option<(u8, bool)> {
    let sides: Vec<u8> = (0..2).filter(|&s| b.defensive(s)).collect();
    let [side] = sides[..] else { return None };
    Some((side, b.numbers[usize::from(side)] <= b.numbers[usize::from(1 - side)]))
}

/// GAP-10 — resolves a battle that is not an automatic defeat.
/// `morale` is each side's DC-MOR-2 modifier (of the nation with the most PS).
pub fn resolve(b: &Battle, morale: [i32; 2], dice: &mut dyn D6) -> (Entry, Trace) {
    let eff = [b.fieldable(0), b.fieldable(1)];
    let first = [roll2(dice, &format!("GAP-10 #{} A", b.id)), roll2(dice, &format!("GAP-10 #{} B", b.id))];
    let (kept, reroll) = privileges(first, privileged(b), dice, &format!("GAP-10 #{} reroll", b.id));
    let r = [kept[0][0] + kept[0][1], kept[1][0] + kept[1][1]];
    let k = i64::from(r[0]) - i64::from(r[1]) + 2 * i64::from(morale[0] - morale[1]);
    let (a, bb) = (eff[0].max(1), eff[1].max(1));
    let d = truncated(k, a, bb);
    #[allow(clippy::cast_precision_loss, clippy::cast_possible_truncation)]
    let d_hundredths = ((k as f64 + 2.0 * (f64::from(a) / f64::from(bb)).log2()) * 100.0).round() as i64;
    let verdict = verdict_of(d);
    let fielded = [eff[0].min(40), eff[1].min(40)];
    let losses = match verdict {
        Verdict::Draw => {
            let (w, _) = loss_percents(None);
            [fielded[0] * w / 100, fielded[1] * w / 100]
        }
        Verdict::Won(winner, level) => {
            let (w, l) = loss_percents(Some(level));
            let mut out = [0; 2];
            out[usize::from(winner)] = fielded[usize::from(winner)] * w / 100;
            out[usize::from(1 - winner)] = fielded[usize::from(1 - winner)] * l / 100;
            out
        }
    };
    let entry = Entry::new(verdict, losses.map(|n| Losses { destroyed: n, fled: 0 }), Source::Resolver);
    (entry, Trace { eff, first, kept, reroll, morale, d, d_hundredths })
}

/// The chances of a battle's verdicts under GAP-10, exact, in
/// 46,656ths (6⁶: two dice a side and at most two rerolled): for the
/// computer, which storms only where the resolver would likely give it the
/// fortress (issue 37).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Odds {
    /// Side 0 wins.
    pub win: u32,
    /// A draw.
    pub draw: u32,
    /// Side 1 wins.
    pub loss: u32,
}

impl Odds {
    /// The whole: every chance is out of it.
    pub const OUT_OF: u32 = 46_656;

    /// Side 0's chance of winning, in percent (rounded down).
    #[must_use]
    pub const fn win_percent(self) -> u32 {
        self.win * 100 / Self::OUT_OF
    }

    /// Side 1's chance of winning, in percent (rounded down).
    #[must_use]
    pub const fn loss_percent(self) -> u32 {
        self.loss * 100 / Self::OUT_OF
    }
}

/// A battle as the resolver weighs it, before it is fought.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Matchup {
    /// Each side's bases (DC-AUTO-3: a fortress's defenders twice their PS).
    pub eff: [u32; 2],
    /// The side holding the defensive privileges alone, and whether it is
    /// the weaker by numbers (DC-SUP-2).
    pub privileged: Option<(u8, bool)>,
    /// Each side's DC-MOR-2 modifier.
    pub morale: [i32; 2],
}

impl Matchup {
    /// A formed battle's matchup, with each side's DC-MOR-2 modifier.
    #[must_use]
    pub fn of(b: &Battle, morale: [i32; 2]) -> Self {
        Self { eff: [b.fieldable(0), b.fieldable(1)], privileged: privileged(b), morale }
    }
}

/// GAP-10 — the chances of each verdict of a matchup: the same dice
/// rules as [`resolve`], every roll counted.
#[must_use]
pub fn odds(m: &Matchup) -> Odds {
    let spread = differences(m.privileged);
    let (a, b) = (m.eff[0].max(1), m.eff[1].max(1));
    let mut out = Odds { win: 0, draw: 0, loss: 0 };
    for (i, &weight) in spread.iter().enumerate() {
        let diff = i64::try_from(i).unwrap_or(0) - 10;
        let k = diff + 2 * i64::from(m.morale[0] - m.morale[1]);
        // Step 5 (`verdict_of`): D truncated is 2 or more exactly when
        // D ≥ 2, −2 or less exactly when D ≤ −2; a draw between.
        if at_least(k, a, b, 2) {
            out.win += weight;
        } else if strictly_above(k, a, b, -2) {
            out.draw += weight;
        } else {
            out.loss += weight;
        }
    }
    out
}

/// How often side 0's kept dice beat side 1's by −10…10, in 46,656ths:
/// with no privileges; with side 0 privileged and the weaker (it rerolls a
/// total of 6 or less); privileged and the stronger (side 1 rerolls its
/// higher die). Side 1's privileges mirror side 0's. Kept as numbers, not
/// counted in the page's module: a test counts them through
/// [`privileges`] itself.
pub(crate) const DIFFERENCES: [[u32; 21]; 3] = [
    [
        36, 144, 360, 720, 1260, 2016, 2880, 3744, 4500, 5040, 5256, 5040, 4500, 3744, 2880, 2016, 1260, 720, 360, 144,
        36,
    ],
    [15, 60, 150, 300, 525, 1056, 1812, 2712, 3675, 4620, 5466, 5700, 5439, 4800, 3900, 2856, 1785, 1020, 510, 204, 51],
    [6, 36, 120, 300, 630, 1176, 1920, 2808, 3750, 4620, 5256, 5460, 5250, 4680, 3840, 2856, 1890, 1140, 600, 252, 66],
];

/// [`DIFFERENCES`] for the way the privileges fall.
fn differences(privileged: Option<(u8, bool)>) -> [u32; 21] {
    let Some((side, weaker)) = privileged else { return DIFFERENCES[0] };
    let mut out = DIFFERENCES[if weaker { 1 } else { 2 }];
    if side == 1 {
        out.reverse();
    }
    out
}
