//! KK-GOV-03, GAP-05 — the decision decks, their cards and what a card is
//! played on: the types the state and the actions hold, below the rules
//! that draw and play them (`decisions.rs`).

use crate::data::tables::{Doctrine, Government};
use crate::ids::{Player, ProvinceId, UnitId};
use crate::phase::Phase;
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// KK-GOV-03 — the three decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// Order cards (Rozkaz).
    Order,
    /// Intelligence cards (Wywiad).
    Intelligence,
    /// Strategic Decision cards (Strategia).
    Strategy,
}

impl Deck {
    /// Every deck.
    pub const ALL: [Self; 3] = [Self::Order, Self::Intelligence, Self::Strategy];

    /// Its stable id, the end of its name's catalog key (`kk.deck.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Order => "order",
            Self::Intelligence => "intelligence",
            Self::Strategy => "strategy",
        }
    }

    /// Its place in `State::decks`.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// GAP-05 — the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    /// Order ×2 — own movement phase: one land unit +1 Speed this phase.
    ForcedMarch,
    /// Order ×2 — a unit +2 Morale when it is the target.
    HoldTheLine,
    /// Order ×2 — re-roll the unit's own d4 once.
    FortuneOfWar,
    /// Order ×2 — own movement phase: Routed off up to 2 units in a province.
    Rally,
    /// Intelligence ×2 — trade: see a rival's hand; +1 Initiative.
    SpyNetwork,
    /// Intelligence ×2 — building: a d6 of 5–6 destroys a rival's building.
    Sabotage,
    /// Intelligence ×1 — an uprising in a rival's conquered province.
    InciteUprising,
    /// Intelligence ×1 — a revolution in an industrial rival.
    InciteRevolution,
    /// Strategy ×1 — building: change the government.
    Reform,
    /// Strategy ×1 — building: change the doctrine.
    NewDoctrine,
    /// Strategy ×2 — building: national contentment +1.
    PublicWorks,
    /// Strategy ×1 — building: two free basic infantry units.
    CallToArms,
    /// Strategy ×1 — building: re-draw the victory-condition set (GAP-08).
    NewObjectives,
}

impl Card {
    /// Every card, by deck.
    pub const ALL: [Self; 13] = [
        Self::ForcedMarch,
        Self::HoldTheLine,
        Self::FortuneOfWar,
        Self::Rally,
        Self::SpyNetwork,
        Self::Sabotage,
        Self::InciteUprising,
        Self::InciteRevolution,
        Self::Reform,
        Self::NewDoctrine,
        Self::PublicWorks,
        Self::CallToArms,
        Self::NewObjectives,
    ];

    /// Its stable id, the end of its name's catalog key (`kk.card.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::ForcedMarch => "forced_march",
            Self::HoldTheLine => "hold_the_line",
            Self::FortuneOfWar => "fortune_of_war",
            Self::Rally => "rally",
            Self::SpyNetwork => "spy_network",
            Self::Sabotage => "sabotage",
            Self::InciteUprising => "incite_uprising",
            Self::InciteRevolution => "incite_revolution",
            Self::Reform => "reform",
            Self::NewDoctrine => "new_doctrine",
            Self::PublicWorks => "public_works",
            Self::CallToArms => "call_to_arms",
            Self::NewObjectives => "new_objectives",
        }
    }

    /// Its deck.
    #[must_use]
    pub const fn deck(self) -> Deck {
        match self {
            Self::ForcedMarch | Self::HoldTheLine | Self::FortuneOfWar | Self::Rally => Deck::Order,
            Self::SpyNetwork | Self::Sabotage | Self::InciteUprising | Self::InciteRevolution => Deck::Intelligence,
            _ => Deck::Strategy,
        }
    }

    /// GAP-05 — its copies in its deck.
    #[must_use]
    pub const fn copies(self) -> usize {
        match self {
            Self::InciteUprising | Self::InciteRevolution | Self::Reform | Self::NewDoctrine => 1,
            Self::CallToArms | Self::NewObjectives => 1,
            _ => 2,
        }
    }

    /// GAP-05 — the phase it is played in (none: any moment the state acts).
    #[must_use]
    pub const fn phase(self) -> Option<Phase> {
        match self {
            Self::ForcedMarch | Self::Rally => Some(Phase::Movement),
            Self::HoldTheLine | Self::FortuneOfWar => None,
            _ => Some(Phase::Economy),
        }
    }
}

/// What a card is played on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// Nothing (the card acts on its player).
    #[default]
    None,
    /// A unit of the player's.
    Unit(UnitId),
    /// A province.
    Province(ProvinceId),
    /// The building in a sub-province.
    Building(RegionId),
    /// A rival state.
    Rival(Player),
    /// A government to take.
    Government(Government),
    /// A doctrine to take.
    Doctrine(Doctrine),
}

impl Target {
    /// Whether it names nothing (serde's `skip_serializing_if`).
    #[must_use]
    #[allow(clippy::trivially_copy_pass_by_ref)]
    pub const fn is_none(&self) -> bool {
        matches!(self, Self::None)
    }
}
