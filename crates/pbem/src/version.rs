//! The versions of the play-by-e-mail data: what this app writes, what it
//! still reads, and from which version each later rule holds. It imports
//! nothing, so the chain, the envelope and the seal all stand above it.

/// Version of the PBEM data this app writes (every new payload's `pbem`).
///
/// * 1: the first version;
/// * 2: every sealed box padded ([`crate::seal::Layout::Padded`]); the
///   verifier refuses other sizes in entries of version 2.
///
/// * 3: games may throw their dice with the next file's link
///   ([`crate::entry::DiceMode::Answered`]); such a game is created with
///   version 3, so an older app says it is too new instead of misreading it.
///
/// * 4: the creation signs the version of the computer player and whether a
///   lost key may be replaced (by everyone else's consent, or never), and a
///   join carries the invitation it answers. New games are created under
///   this version only, and an invitation under an older one is refused
///   ([`CURRENT_GAMES_SINCE`]): its dice chains and joins are the weaker ones.
///
/// A file may mix versions, never going back: a game begun under version 1
/// goes on with version-2 entries, so nothing a player has is lost, and
/// from then on no entry may be of version 1 again (that would let a sender
/// skip the padding). `extensions.pbem.v` is the newest entry's version.
pub const PBEM_VERSION: u32 = 4;
/// The oldest version still read.
pub const OLDEST_PBEM_VERSION: u32 = 1;
/// The first version whose sealed boxes are padded.
pub const PADDED_SINCE: u32 = 2;
/// The first version that may throw a file's dice with the next file's link.
pub const ANSWERED_SINCE: u32 = 3;
/// The first version whose joins answer a signed invitation and whose
/// creation signs the computer's version and the rule on lost keys.
pub const BOUND_SINCE: u32 = 4;
/// The oldest version of a creation this app joins: games made under an
/// older one still verify and play on, but nobody joins a new one, since a
/// creator could make one on purpose (dice chains drawn from the signing
/// key and the game id, which a creator who kept a joiner's old revealed
/// links could reuse; joins not bound to an invitation).
pub const CURRENT_GAMES_SINCE: u32 = PBEM_VERSION;

/// Whether this app reads PBEM data of `version`.
pub(crate) const fn readable_version(version: u32) -> bool {
    version >= OLDEST_PBEM_VERSION && version <= PBEM_VERSION
}
