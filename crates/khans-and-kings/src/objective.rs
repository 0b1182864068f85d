//! GAP-08, KK-WIN-02 — the six objective sets a state may draw: the type
//! the state and its actions hold, below the rules that draw and check
//! them (`objectives.rs`).

use serde::{Deserialize, Serialize};

/// GAP-08, KK-WIN-02 — the six sets, in the order of the d6: the objectives
/// are provinces or regions to hold, buildings to raise, a resource to amass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Objective {
    /// 1 — own at least 12 provinces (GAP-08 proposes 16).
    Conqueror,
    /// 2 — own every province of the two regions the scenario names.
    Hegemon,
    /// 3 — own 4 Strongholds and 3 Markets, and at least 10 provinces.
    Builder,
    /// 4 — have at least 40 GOLD in the stockpile.
    Treasury,
    /// 5 — have eliminated 20 enemy units since the start (GAP-08 proposes 12).
    Warlord,
    /// 6 — choose any one of sets 1–5, in secret.
    FreeChoice,
}

impl Objective {
    /// Every set, in the order of the d6.
    pub const ALL: [Self; 6] =
        [Self::Conqueror, Self::Hegemon, Self::Builder, Self::Treasury, Self::Warlord, Self::FreeChoice];

    /// GAP-08 — the set a d6 face draws.
    #[must_use]
    pub fn of_die(face: u8) -> Self {
        Self::ALL[usize::from(face.clamp(1, 6) - 1)]
    }

    /// Its id in messages.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Conqueror => "conqueror",
            Self::Hegemon => "hegemon",
            Self::Builder => "builder",
            Self::Treasury => "treasury",
            Self::Warlord => "warlord",
            Self::FreeChoice => "free_choice",
        }
    }
}
