//! The message boundary between the app and a rule system.
//!
//! The app never holds a game: it sends [`Request`]s to a system's module
//! and draws the [`Reply`]. In the browser each system's module is a Web
//! Worker built from `crates/worker` (the engine, that system and play by
//! e-mail), fetched the first time a game of that system is opened, so the
//! menu loads no rules and the computer's thinking and the checking of files
//! never freeze the page. Natively (tests, benchmarks) a [`Host`] answers
//! the same messages in-process.
//!
//! Every message is plain serde data and follows the `AnyGame` surface:
//! new, open, act, undo, computer step, save, and the desk of play by
//! e-mail (begin a turn, end it, verify a file). The player's key and the
//! page's desk of play by e-mail ([`keys`], [`desk`]: make a key or a game,
//! invite, join, describe a file) need no rules: a small module of their
//! own answers them, so the page carries none of the protocol's crypto.
#![forbid(unsafe_code)]

pub mod desk;
pub mod file_kind;
mod host;
pub mod keys;
mod log_sent;
mod mail;
mod message;
pub mod rekey;
mod seating;

pub use host::Host;
pub use message::{Answer, Ask, Loaded, MailEnded, MailOpened, ReplayTo, Reply, Request, Snapshot, Verification};
pub use seating::Seating;
