//! Tamper-proof play by e-mail for Sandtable: the cryptographic core.
//!
//! Pure Rust, no browser code, no I/O; every random value comes from a
//! generator the caller passes in (the app: the browser's
//! `crypto.getRandomValues` through getrandom's `wasm_js`; tests: a seeded
//! ChaCha20). The protocol is described in `docs/pbem-protocol.md`.
//!
//! * [`identity`]: a player's keys, public [`SeatCard`], passphrase backup;
//! * [`envelope`]: the signed, hash-chained turn file and its checks;
//! * [`entry`]: the signed messages (entries, joins, commitments, reveals);
//! * [`chain`]: the protocol's replay of a chain and the rules it enforces;
//! * [`build`]: creating games, invitations, joins, the start and turns;
//! * [`dice`]: committed hash chains and the engine's per-turn seed material;
//! * [`orders`]: commit-then-reveal of simultaneous orders;
//! * [`seal`]: secrets only their owner can read;
//! * [`desk`]: one player's turn: whose file is due, reveals, commits;
//! * [`verify`]: the verification report, replay and fork detection;
//! * [`computer`]: the check that the computer seats played as the
//!   computer player does.
//!
//! Every sentence a player reads is a [`engine::text::Text`] (a message
//! `pbem.…` and its arguments), translated in `locales/<lang>.ftl`
//! ([`LOCALES`]); `Display` of failures, reports and build errors renders
//! them in English ([`english`]) for logs and tests.
//!
//! ```
//! use pbem::{Envelope, NewGame, SeatKeys, Stamp, Turn};
//! use engine::seat::{Controller, SeatConfig};
//! use engine::save::ScenarioRef;
//! # use rand_chacha::rand_core::SeedableRng;
//! // The app passes `rand_core::UnwrapErr(getrandom::SysRng)`; tests a seeded generator.
//! # let mut rng = rand_chacha::ChaCha20Rng::seed_from_u64(7);
//! let alice = SeatKeys::generate("Alice", &mut rng);
//! let bob = SeatKeys::generate("Bob", &mut rng);
//! let seat = |name: &str| SeatConfig { name: name.into(), role: "r".into(), colour: "#000000".into(), controller: Controller::Human };
//! let stamp = Stamp { app_version: "0.1.0".into(), saved: "2026-11-22T10:00:00Z".into() };
//! let game = NewGame {
//!     system: "toy".into(),
//!     scenario: ScenarioRef { id: "race".into(), hash: engine::save::scenario_hash("race to 20") },
//!     rules_version: 1,
//!     seats: vec![seat("Alice"), seat("Bob")],
//!     holders: vec![0, 1], // seat 0: the creator; seat 1: remote player 1
//!     title: "Race".into(),
//!     dice_mode: pbem::DiceMode::Open,
//!     rekeying: pbem::Rekeying::Never, // a lost key is restored from its backup
//!     computer: 1,                     // the version of the computer player
//! };
//! let mut env = Envelope::create(&alice, game, &stamp, &mut rng)?;
//! let invitation: String = env.invitation(&alice, 1)?; // e-mailed to Bob
//!
//! // Bob opens the invitation, checks it and answers with a join file.
//! let opened = pbem::verify(&invitation, None, None);
//! assert!(opened.report.is_valid());
//! let join: String = opened.envelope.expect("valid").join(&bob)?; // e-mailed back
//!
//! // Everyone has joined: Alice sets the game up with this seed and starts it.
//! let setup_seed = env.start_seed(&alice, std::slice::from_ref(&join))?;
//! env.start(&alice, &[join], Turn::default(), &stamp, &mut rng)?;
//! assert_eq!(env.render().seed, setup_seed);
//!
//! // Bob receives the file, plays with the dice of `next_seed`, and answers.
//! let file = env.to_text();
//! let received = pbem::verify(&file, None, None).envelope.expect("valid");
//! let (_link, _seed_for_bobs_actions) = received.next_seed(&bob)?;
//! let mut env = received;
//! env.append_turn(&bob, Turn { note: "my move".into(), ..Turn::default() }, &stamp, &mut rng)?;
//! println!("{}\n{}", env.file_name("Alice"), env.summary());
//! # Ok::<(), pbem::BuildError>(())
//! ```
#![forbid(unsafe_code)]

pub mod build;
pub mod chain;
pub mod codec;
pub mod computer;
pub mod desk;
pub mod dice;
pub mod entry;
pub mod envelope;
pub mod identity;
pub mod orders;
pub mod rekey;
pub mod report;
pub mod seal;
pub mod steps;
pub mod verify;
pub mod version;

pub use rand_core;

use engine::text::Catalog;
use std::sync::OnceLock;

/// The messages of play by e-mail (checks, failures, report lines, history,
/// refusals of a file being written) in each language: code and Fluent
/// source, English first.
pub const LOCALES: &[(&str, &str)] = engine::locales!();

/// The engine's and this crate's messages in one language (a code of
/// [`engine::text::LANGUAGES`]; English where a file is missing). The app
/// and the CLI have catalogs of their own with these files in them.
#[must_use]
pub fn catalog(language: &str) -> Catalog {
    Catalog::of_parts(language, &[engine::LOCALES, LOCALES])
}

/// [`catalog`] in English, built once: what `Display` of a failure, a
/// report or a build error renders with (logs, tests, errors of tools).
#[must_use]
pub fn english() -> &'static Catalog {
    static ENGLISH: OnceLock<Catalog> = OnceLock::new();
    ENGLISH.get_or_init(|| catalog("en"))
}

pub use build::{BuildError, NewCommit, NewGame, NewSecret, Stamp, Turn};
pub use entry::{DiceMode, Rekeying};
pub use envelope::Envelope;
pub use identity::{BackupError, KdfCost, SeatCard, SeatKeys};
pub use verify::{Check, History, KnownChain, Report, Status, Verified, compare, verify};
