//! Tamper-proof play by e-mail for Sandtable: the cryptographic core.
//!
//! Pure Rust, no browser code, no I/O; every random value comes from a
//! generator the caller passes in (the app: the browser's
//! `crypto.getRandomValues` through getrandom's `wasm_js`; tests: a seeded
//! ChaCha20). The protocol is described in `docs/pbem-protocol.md`.
//!
//! * [`identity`]: a player's keys, public [`SeatCard`], passphrase backup;
//! * [`envelope`]: the signed, hash-chained turn file, invitations, joins;
//! * [`dice`]: committed hash chains and the engine's per-turn seed material;
//! * [`orders`]: commit-then-reveal of simultaneous orders;
//! * [`seal`]: secrets only their owner can read;
//! * [`verify`]: the verification report, replay and fork detection.
#![forbid(unsafe_code)]

pub mod codec;
pub mod dice;
pub mod envelope;
pub mod identity;
pub mod orders;
pub mod seal;
pub mod verify;

pub use envelope::{BuildError, Envelope, NewCommit, NewGame, NewSecret, Stamp, Turn};
pub use identity::{BackupError, KdfCost, SeatCard, SeatKeys};
pub use verify::{Check, History, KnownChain, Report, Status, Verified, compare, verify};
