//! Dice nobody can re-roll or choose.
//!
//! Every player commits, when the game is created or joined, to the anchor
//! of a hash chain: `link_0 = H^N(s)` where `s` is a secret of the player's
//! for this game ([`DiceChain::new`]), and `H(x) = SHA-256(tag ‖ x)`. With
//! each file it sends, a player reveals the next link (`link_k = H^{N-k}(s)`);
//! anyone checks `H(link_k) == link_{k-1}`. Nobody can predict another
//! player's next link (it is a preimage), and nobody can change their own (it
//! is fixed by the anchor). The seed material of the dice used by the actions
//! of entry `seq` is derived from *every* player's latest link at that entry
//! (see [`seed_material`]), so no single player chooses it, and reloading gives
//! the same rolls.

use crate::codec::{hex, hkdf32, tagged_hash};
use crate::identity::SeatKeys;
use serde::{Deserialize, Serialize};
use zeroize::Zeroizing;

/// Links per chain: one per file a player sends. 4096 is far more files than
/// a long game needs; deriving a link costs at most that many hashes.
pub const CHAIN_LENGTH: u32 = 4096;

/// A player's published commitment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceCommitment {
    /// `link_0`, hex.
    pub anchor: String,
    /// Number of links that can be revealed.
    pub length: u32,
}

/// One step of the chain.
#[must_use]
pub fn link_step(x: &[u8; 32]) -> [u8; 32] {
    tagged_hash("sandtable-pbem/dice-link/v1", &[x])
}

/// A player's chain in one game (secret; rebuilt from the keys at any time).
pub struct DiceChain {
    seed: Zeroizing<[u8; 32]>,
    length: u32,
}

impl DiceChain {
    /// The chain of `keys` in a game of PBEM 3 on, as player `player`: from
    /// the player's dice secret (not its signing key), salted with where the
    /// game began. A joiner salts with the hash of the creation entry it
    /// joins, so a game made again under an old game's id (by a creator
    /// who kept a joiner's old links) gets other links from that joiner.
    /// The creator's own commitment is inside that entry, so it salts with
    /// the game id, fresh random bytes of its own choosing.
    #[must_use]
    pub fn new(keys: &SeatKeys, game: &str, player: u8, creation: Option<&[u8; 32]>) -> Self {
        let salt = creation.map_or(game.as_bytes(), <[u8; 32]>::as_slice);
        let info = [b"sandtable-pbem/dice-chain/v2".as_slice(), &[0, player]].concat();
        Self { seed: hkdf32(keys.dice_secret(), Some(salt), &info), length: CHAIN_LENGTH }
    }

    /// The chain of `keys` in a game created before PBEM 3: derived from
    /// the signing key and the game id (so those games go on).
    #[must_use]
    pub fn legacy(keys: &SeatKeys, game: &str, player: u8) -> Self {
        let seed = keys.derive_secret("sandtable-pbem/dice-chain/v1", &[game.as_bytes(), &[0, player]].concat());
        Self { seed, length: CHAIN_LENGTH }
    }

    /// Link `k` (0 = the anchor), or `None` past the end.
    #[must_use]
    pub fn link(&self, k: u32) -> Option<[u8; 32]> {
        if k > self.length {
            return None;
        }
        let mut x = *self.seed;
        for _ in 0..(self.length - k) {
            x = link_step(&x);
        }
        Some(x)
    }

    /// The public commitment.
    #[must_use]
    pub fn commitment(&self) -> DiceCommitment {
        DiceCommitment { anchor: hex(&self.link(0).unwrap_or_default()), length: self.length }
    }
}

/// Whether `reveal` is the link after `previous`.
#[must_use]
pub fn reveal_follows(previous: &[u8; 32], reveal: &[u8; 32]) -> bool {
    link_step(reveal) == *previous
}

/// The engine's seed material for the dice of entry `seq` of `game`:
/// `"pbem1:" ‖ hex(SHA-256(tag ‖ game ‖ seq ‖ n ‖ link of player 0 ‖ … ‖ link of player n-1))`,
/// each player's latest revealed link (its anchor before its first reveal),
/// in player order. The engine hashes this string again with SHA-256 to seed
/// its ChaCha8 stream.
#[must_use]
pub fn seed_material(game: &str, seq: u64, latest_links: &[[u8; 32]]) -> String {
    let n = latest_links.len() as u64;
    let mut parts: Vec<&[u8]> = vec![game.as_bytes()];
    let seq_bytes = seq.to_be_bytes();
    let n_bytes = n.to_be_bytes();
    parts.push(&seq_bytes);
    parts.push(&n_bytes);
    parts.extend(latest_links.iter().map(<[u8; 32]>::as_slice));
    format!("pbem1:{}", hex(&tagged_hash("sandtable-pbem/dice-seed/v1", &parts)))
}

/// Where the engine re-seeds its dice stream: before the action at log
/// index `from`, it replaces the stream with `Dice::from_seed(seed)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceSegment {
    /// Log index of the first action thrown with this seed.
    pub from: usize,
    /// The entry whose reveal completed this seed.
    pub seq: u64,
    /// The seed material ([`seed_material`]).
    pub seed: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::unhex32;
    use rand_chacha::rand_core::SeedableRng;

    #[test]
    fn chain_links_follow_their_anchor_and_seeds_mix_everyone() {
        let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(1);
        let keys = SeatKeys::generate("A", &mut rng);
        let chain = DiceChain::legacy(&keys, "g", 0);
        let anchor = unhex32(&chain.commitment().anchor).unwrap_or_default();
        let l1 = chain.link(1).unwrap_or_default();
        let l2 = chain.link(2).unwrap_or_default();
        assert!(reveal_follows(&anchor, &l1));
        assert!(reveal_follows(&l1, &l2));
        assert!(!reveal_follows(&anchor, &l2));
        assert!(chain.link(CHAIN_LENGTH + 1).is_none());
        // Another game or player index gives an unrelated chain.
        assert_ne!(DiceChain::legacy(&keys, "h", 0).commitment(), chain.commitment());
        assert_ne!(DiceChain::legacy(&keys, "g", 1).commitment(), chain.commitment());
        // PBEM 3: apart from the signing key's chain, and salted by the game's creation.
        let own = DiceChain::new(&keys, "g", 1, Some(&[7; 32])).commitment();
        assert_ne!(own, DiceChain::legacy(&keys, "g", 1).commitment());
        assert_ne!(own, DiceChain::new(&keys, "g", 1, Some(&[8; 32])).commitment(), "another creation, another chain");
        assert_ne!(own, DiceChain::new(&keys, "g", 2, Some(&[7; 32])).commitment());
        assert_ne!(DiceChain::new(&keys, "g", 0, None).commitment(), DiceChain::new(&keys, "h", 0, None).commitment());
        let s = seed_material("g", 3, &[l1, anchor]);
        assert!(s.starts_with("pbem1:") && s.len() == 6 + 64);
        assert_ne!(s, seed_material("g", 4, &[l1, anchor]));
        assert_ne!(s, seed_material("g", 3, &[l1, l2]));
    }

    /// Pins the documented derivation: if this changes, every game in
    /// progress gets other dice. The values were computed independently
    /// (Python `hashlib`) from the construction in the protocol document.
    #[test]
    fn seed_material_is_pinned() {
        assert_eq!(hex(&link_step(&[0; 32])), PINNED_LINK);
        assert_eq!(seed_material("game", 2, &[[1; 32], [2; 32]]), PINNED_SEED);
    }
    const PINNED_LINK: &str = "ccd39ed96c3be48a14981e415510fdbc3015ed190a31264975a48493d020b500";
    const PINNED_SEED: &str = "pbem1:769b6a6537f7947764521802552f63baf6278947c15a5e9708a1d0f03cadddc0";
}
