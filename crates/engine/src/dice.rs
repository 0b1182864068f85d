//! The game's only source of randomness.
//!
//! # The stream, documented so any implementation can reproduce it
//! * The generator is ChaCha8 (`rand_chacha::ChaCha8Rng`), seeded with the
//!   32-byte SHA-256 of the game's seed material (a UTF-8 string). ChaCha8's
//!   output is specified word for word, so it is the same natively and in wasm.
//! * A die with `n` faces draws 32-bit words `x` (`next_u32`) until
//!   `x < 2^32 - (2^32 mod n)`, then shows `x mod n + 1`. Rejection keeps every
//!   face equally likely; the bound is at most one rejection in 2^24 for a d100.
//! * `words_drawn` counts every word taken, rejected ones included, so a
//!   stream can be restored to any point from the seed alone.
//!
//! Every roll carries its purpose and lands in the action log (see [`Roll`]).
//!
//! Why not `rand`'s distributions: their integer sampling (Canon's method
//! in rand 0.9 and later) draws differently from the rejection rule above, so
//! every roll of every saved game and file by e-mail would change and none
//! would replay. The stream is part of the save format; the engine keeps its
//! own sampling over `rand_chacha` (on rand_core 0.10, the same as the
//! crypto crates of play by e-mail, so the page links one rand_core).

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// A dice expression such as `d6`, `2d6`, `d100` or `3d8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceExpr {
    /// How many dice are thrown.
    pub count: u8,
    /// Faces on each die (2 to 100).
    pub faces: u8,
}

impl DiceExpr {
    /// One d6.
    pub const D6: Self = Self::new(1, 6);
    /// Two d6 summed.
    pub const TWO_D6: Self = Self::new(2, 6);
    /// One percentile die, 1 to 100.
    pub const D100: Self = Self::new(1, 100);

    /// `count` dice of `faces` faces.
    #[must_use]
    pub const fn new(count: u8, faces: u8) -> Self {
        Self { count, faces }
    }

    /// Parses `NdM` or `dM` (for example `2d10`). Refuses zero dice, more than
    /// 50 dice, and dice with fewer than 2 or more than 100 faces.
    ///
    /// ```
    /// use engine::dice::DiceExpr;
    /// assert_eq!(DiceExpr::parse("2d10"), Ok(DiceExpr::new(2, 10)));
    /// assert_eq!(DiceExpr::parse("d100"), Ok(DiceExpr::D100));
    /// assert!(DiceExpr::parse("0d6").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Self, DiceParseError> {
        let lower = text.trim().to_ascii_lowercase();
        let (count, faces) = lower.split_once('d').ok_or(DiceParseError::NotAnExpression)?;
        let count = if count.is_empty() { 1 } else { count.parse().map_err(|_| DiceParseError::NotAnExpression)? };
        let faces: u8 = faces.parse().map_err(|_| DiceParseError::NotAnExpression)?;
        if !(1..=50).contains(&count) {
            return Err(DiceParseError::CountOutOfRange);
        }
        if !(2..=100).contains(&faces) {
            return Err(DiceParseError::FacesOutOfRange);
        }
        Ok(Self::new(count, faces))
    }
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.count == 1 { write!(f, "d{}", self.faces) } else { write!(f, "{}d{}", self.count, self.faces) }
    }
}

/// Why a dice expression was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiceParseError {
    /// Not of the form `NdM`.
    #[error("not a dice expression (expected NdM, e.g. 2d6)")]
    NotAnExpression,
    /// Zero dice, or more than 50.
    #[error("the number of dice must be 1 to 50")]
    CountOutOfRange,
    /// Fewer than 2 or more than 100 faces.
    #[error("a die must have 2 to 100 faces")]
    FacesOutOfRange,
}

/// One recorded throw: what it was for, what was thrown and what came up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    /// Why the dice were thrown, e.g. `"WW-17 land battle: berlin attacker"`.
    pub purpose: String,
    /// The expression thrown.
    pub expr: DiceExpr,
    /// Each die's face, in throwing order.
    pub faces: Vec<u8>,
}

impl Roll {
    /// The sum of the faces.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.faces.iter().map(|&f| u32::from(f)).sum()
    }
}

/// The seeded dice stream owned by a game.
#[derive(Clone)]
pub struct Dice {
    rng: ChaCha8Rng,
    words_drawn: u64,
    rolls: Vec<Roll>,
}

impl fmt::Debug for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Dice").field("words_drawn", &self.words_drawn).finish_non_exhaustive()
    }
}

impl Dice {
    /// A fresh stream for the given seed material.
    #[must_use]
    pub fn from_seed(seed: &str) -> Self {
        let key: [u8; 32] = Sha256::digest(seed.as_bytes()).into();
        Self { rng: ChaCha8Rng::from_seed(key), words_drawn: 0, rolls: Vec::new() }
    }

    /// Words drawn so far (the stream position).
    #[must_use]
    pub const fn words_drawn(&self) -> u64 {
        self.words_drawn
    }

    /// Throws `expr` for `purpose` and records the roll.
    pub fn roll(&mut self, expr: DiceExpr, purpose: impl Into<String>) -> Roll {
        let faces = (0..expr.count).map(|_| self.face(expr.faces)).collect();
        let roll = Roll { purpose: purpose.into(), expr, faces };
        self.rolls.push(roll.clone());
        roll
    }

    /// Throws one die of `faces` faces and returns its face.
    pub fn die(&mut self, faces: u8, purpose: impl Into<String>) -> u8 {
        self.roll(DiceExpr::new(1, faces), purpose).faces[0]
    }

    /// Takes the rolls recorded since the last call (the engine files them
    /// with the action that caused them).
    pub fn take_rolls(&mut self) -> Vec<Roll> {
        std::mem::take(&mut self.rolls)
    }

    /// A uniformly chosen index below `len`, recorded like any roll (used for
    /// random draws such as a bag of tokens). `len` must be 1 to 100.
    pub fn pick(&mut self, len: u8, purpose: impl Into<String>) -> usize {
        usize::from(self.die(len.max(1), purpose) - 1)
    }

    fn face(&mut self, faces: u8) -> u8 {
        let n = u64::from(faces.max(1));
        let zone = (1u64 << 32) - ((1u64 << 32) % n);
        loop {
            let word = u64::from(self.rng.next_u32());
            self.words_drawn += 1;
            if word < zone {
                // `word % n < n <= 100`, so the cast cannot truncate.
                return u8::try_from(word % n + 1).unwrap_or(u8::MAX);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_rolls() {
        let mut a = Dice::from_seed("alpha");
        let mut b = Dice::from_seed("alpha");
        let ra: Vec<_> = (0..50).map(|_| a.die(6, "t")).collect();
        let rb: Vec<_> = (0..50).map(|_| b.die(6, "t")).collect();
        assert_eq!(ra, rb);
        assert_ne!(ra, (0..50).map(|_| Dice::from_seed("beta").die(6, "t")).collect::<Vec<_>>());
    }

    /// Pins the documented stream: if this changes, every saved game breaks.
    #[test]
    fn stream_is_pinned() {
        let mut dice = Dice::from_seed("sandtable");
        let faces: Vec<u8> = (0..12).map(|_| dice.die(6, "pin")).collect();
        let d100: Vec<u8> = (0..4).map(|_| dice.die(100, "pin")).collect();
        assert_eq!((faces, d100), (PINNED_D6.to_vec(), PINNED_D100.to_vec()));
    }
    const PINNED_D6: [u8; 12] = [4, 1, 3, 5, 4, 1, 5, 2, 1, 3, 5, 5];
    const PINNED_D100: [u8; 4] = [21, 17, 25, 91];

    #[test]
    fn faces_stay_in_range_and_all_appear() {
        let mut dice = Dice::from_seed("range");
        let mut seen = [0u32; 10];
        for _ in 0..5000 {
            let face = dice.die(10, "r");
            assert!((1..=10).contains(&face));
            seen[usize::from(face - 1)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 400), "{seen:?}");
    }

    #[test]
    fn rolls_are_recorded_with_purpose() {
        let mut dice = Dice::from_seed("log");
        let roll = dice.roll(DiceExpr::TWO_D6, "tank attack");
        assert_eq!(roll.faces.len(), 2);
        let taken = dice.take_rolls();
        assert_eq!(taken, vec![roll]);
        assert!(dice.take_rolls().is_empty());
    }

    #[test]
    fn parse_expressions() {
        assert_eq!(DiceExpr::parse("d4"), Ok(DiceExpr::new(1, 4)));
        assert_eq!(DiceExpr::parse("d8").map(|e| e.to_string()), Ok("d8".to_owned()));
        assert_eq!(DiceExpr::parse("2D10").map(|e| e.to_string()), Ok("2d10".to_owned()));
        assert_eq!(DiceExpr::parse("d1"), Err(DiceParseError::FacesOutOfRange));
        assert_eq!(DiceExpr::parse("six"), Err(DiceParseError::NotAnExpression));
        assert_eq!(DiceExpr::parse("51d6"), Err(DiceParseError::CountOutOfRange));
    }
}
