//! What every combat shares, at sea, on land and in the air (WW-G6,
//! WW-G7, WW-G8): one d6 a unit, hits at or above a face, and the order in
//! which an owner loses units. Below the arms' own rules, so that land,
//! air and sea battles, which fight into each other, share it without
//! importing each other.

use crate::ids::{UnitId, UnitKind};
use crate::state::{LossesFirst, State};
use engine::dice::{Dice, DiceExpr};

/// WW-35, WW-G7 — fighters, interceptors and navy hit on 4–6.
pub const HIT: u8 = 4;

/// Number of faces at or above `at`.
#[must_use]
pub fn hits(faces: &[u8], at: u8) -> usize {
    faces.iter().filter(|&&f| f >= at).count()
}

/// A `usize` count as `u32`.
#[must_use]
pub fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Throws one d6 per unit, each a separate roll with its purpose.
pub fn roll_each(dice: &mut Dice, n: usize, purpose: &str) -> Vec<u8> {
    (0..n).map(|_| dice.roll(DiceExpr::D6, purpose).faces[0]).collect()
}

/// WW-G6 step 4, WW-G8 — the owner's choice of losses: unpaid first, then
/// the kind its standing order names first (infantry by default).
pub fn casualty_rank(s: &State, id: UnitId) -> (bool, u8, UnitId) {
    let u = s.unit(id);
    let tanks_first = u.is_some_and(|u| s.faction(u.faction).defence.losses == LossesFirst::Tanks);
    let later = u.is_some_and(|u| (u.kind == UnitKind::Tank) != tanks_first);
    (u.is_some_and(|u| u.paid), u8::from(later), id)
}
