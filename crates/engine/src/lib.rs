//! Sandtable's engine: everything a turn-based strategy game needs that does
//! not depend on the rules or the browser.
//!
//! * [`rules::Rules`]: the interface each system implements (check → execute
//!   → events → apply), with its [`side::Side`]s and its [`refusal::Reason`]s;
//! * [`dice::Dice`]: the seeded, documented dice stream;
//! * [`game::Game`]: state, action log, replay, undo, state hashes;
//! * [`save`]: save format v1 with checkpoints;
//! * [`board::Board`]: regions, adjacency, distances, paths, hexes;
//! * [`text`]: player-facing text as translation keys;
//! * [`computer`]: the check that computer seats played as the computer does;
//! * [`chart`]: each side's measures turn by turn, for the charts;
//! * [`any`]: type-erased games for the app and the CLI.
#![forbid(unsafe_code)]

pub mod any;
pub mod board;
pub mod chart;
pub mod computer;
pub mod dice;
// The fairness checks play whole games: natively only, as `sim`.
#[cfg(not(target_arch = "wasm32"))]
pub mod fairness;
pub mod game;
pub mod odds;
pub mod pack;
pub mod refusal;
pub mod rules;
pub mod save;
pub mod sealed;
pub mod search;
pub mod seat;
pub mod side;
pub mod standing;
// Simulated games (soak, simulate, the tests) run natively only.
#[cfg(not(target_arch = "wasm32"))]
pub mod sim;
pub mod text;

#[cfg(any(test, feature = "toy"))]
pub mod toy;

/// A crate's Fluent files in the five languages of [`text::LANGUAGES`], as
/// `(code, source)` pairs in that order, English first: every crate with
/// messages lists its `locales/<code>.ftl` with this, so a sixth language is
/// added in one place.
#[macro_export]
macro_rules! locales {
    () => {
        &[
            ("en", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en.ftl"))),
            ("pl", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/pl.ftl"))),
            ("cs", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/cs.ftl"))),
            ("uk", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/uk.ftl"))),
            ("ru", include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/ru.ftl"))),
        ]
    };
}

/// The engine's own messages (refusals, load errors, log placeholders) in
/// each language: code and Fluent source.
pub const LOCALES: &[(&str, &str)] = crate::locales!();
