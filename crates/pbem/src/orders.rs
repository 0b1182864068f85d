//! Commit then reveal, for simultaneous orders.
//!
//! `commitment = SHA-256(tag ‖ game ‖ round ‖ seat ‖ salt ‖ bytes)` where
//! `bytes` are the exact bytes of the orders (compact JSON of the log
//! entries) and `salt` 32 random bytes, so the commitment says nothing about
//! the orders. The opening (salt and bytes) travels sealed to the owner, so
//! only the owner can reveal it, from any device holding the key.

use crate::codec::{b64, hex, tagged_hash, unb64_array, unhex32};
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};

/// Computes a commitment (hex).
#[must_use]
pub fn commitment(game: &str, round: u32, seat: u8, salt: &[u8; 32], bytes: &[u8]) -> String {
    hex(&tagged_hash("sandtable-pbem/orders/v1", &[game.as_bytes(), &round.to_be_bytes(), &[seat], salt, bytes]))
}

/// What opens a commitment; sealed to its owner until revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opening {
    /// The salt, base64.
    pub salt: String,
    /// The exact committed bytes (compact JSON of the orders), as text.
    pub orders: String,
}

impl Opening {
    /// A fresh opening of `orders` with a random salt.
    pub fn new(orders: String, rng: &mut impl CryptoRng) -> Self {
        let mut salt = [0u8; 32];
        rng.fill_bytes(&mut salt);
        Self { salt: b64(&salt), orders }
    }

    /// The commitment this opening matches.
    ///
    /// # Errors
    /// A damaged salt.
    pub fn commitment(&self, game: &str, round: u32, seat: u8) -> Result<String, String> {
        let salt: [u8; 32] = unb64_array(&self.salt)?;
        Ok(commitment(game, round, seat, &salt, self.orders.as_bytes()))
    }

    /// Whether it matches `expected` (constant-time comparison is not needed:
    /// commitments are public).
    #[must_use]
    pub fn matches(&self, game: &str, round: u32, seat: u8, expected: &str) -> bool {
        unhex32(expected).is_ok() && self.commitment(game, round, seat).is_ok_and(|c| c == expected)
    }
}
