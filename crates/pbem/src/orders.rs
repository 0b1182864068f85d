//! Commit then reveal, for simultaneous orders.
//!
//! `commitment = SHA-256(tag ‖ game ‖ round ‖ seat ‖ salt ‖ bytes)` where
//! `bytes` are the exact bytes of the orders (compact JSON of the log
//! entries) and `salt` 32 random bytes, so the commitment says nothing about
//! the orders. The opening (salt and bytes) travels sealed to the owner, so
//! only the owner can reveal it, from any device holding the key.

use crate::codec::{b64, hex, tagged_hash, unb64_array, unhex32};
use crate::seal::Layout;
use rand_core::CryptoRng;
use serde::{Deserialize, Serialize};
use zeroize::Zeroizing;

/// Bytes of an opening's salt.
const SALT: usize = 32;

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

    /// The content of the sealed box that carries it (a [`Layout::Padded`]
    /// box, as this app writes): the salt's 32 bytes, then the orders'
    /// bytes. Not JSON: escaping the orders' quotes would make each World
    /// War purchase a quarter longer, and fewer would fit in one block.
    ///
    /// # Errors
    /// A damaged salt.
    pub fn to_content(&self) -> Result<Zeroizing<Vec<u8>>, String> {
        let salt: [u8; SALT] = unb64_array(&self.salt)?;
        let mut content = Zeroizing::new(Vec::with_capacity(SALT + self.orders.len()));
        content.extend_from_slice(&salt);
        content.extend_from_slice(self.orders.as_bytes());
        Ok(content)
    }

    /// Reads the content of an opened box laid out as `layout`: a padded
    /// box's salt and orders ([`Opening::to_content`]), or the JSON that
    /// PBEM 1 sealed.
    ///
    /// # Errors
    /// Content that is not an opening.
    pub fn from_content(content: &[u8], layout: Layout) -> Result<Self, String> {
        match layout {
            Layout::Bare => serde_json::from_slice(content).map_err(|e| e.to_string()),
            Layout::Padded => {
                let (salt, orders) = content.split_at_checked(SALT).ok_or("too short for an opening")?;
                let orders = std::str::from_utf8(orders).map_err(|e| e.to_string())?;
                Ok(Self { salt: b64(salt), orders: orders.to_owned() })
            }
        }
    }

    /// Whether it matches `expected` (constant-time comparison is not needed:
    /// commitments are public).
    #[must_use]
    pub fn matches(&self, game: &str, round: u32, seat: u8, expected: &str) -> bool {
        unhex32(expected).is_ok() && self.commitment(game, round, seat).is_ok_and(|c| c == expected)
    }
}
