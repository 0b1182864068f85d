//! A realm's intents in its turn (SR-G3): ransom, revolt, recruit, move,
//! besiege, storm, sortie, attack, standing orders, end the turn.

use crate::ids::UnitKind;
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// What a realm raises in a city (SR-G6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// A troop, 2 supplies.
    Troop,
    /// A ship, 3 supplies, in a port city.
    Ship,
    /// A catapult, 3 supplies.
    Catapult,
    /// A fire sword, 2 supplies, for a troop, fanatic or shadow there.
    Sword,
    /// Fanatics, 3 supplies, in the Shadow Lands while the realm holds them.
    Fanatic,
    /// A shadow, 2 supplies, likewise.
    Shadow,
}

impl Item {
    /// Every item.
    pub const ALL: [Self; 6] = [Self::Troop, Self::Ship, Self::Catapult, Self::Sword, Self::Fanatic, Self::Shadow];

    /// SR-G6 — its price in supplies.
    #[must_use]
    pub const fn cost(self) -> u32 {
        match self {
            Self::Troop | Self::Sword | Self::Shadow => 2,
            Self::Ship | Self::Catapult | Self::Fanatic => 3,
        }
    }

    /// The unit it is (a sword is equipment, not a unit).
    #[must_use]
    pub const fn unit(self) -> Option<UnitKind> {
        match self {
            Self::Troop => Some(UnitKind::Troop),
            Self::Ship => Some(UnitKind::Ship),
            Self::Catapult => Some(UnitKind::Catapult),
            Self::Fanatic => Some(UnitKind::Fanatic),
            Self::Shadow => Some(UnitKind::Shadow),
            Self::Sword => None,
        }
    }

    /// Its stable id.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Troop => "troop",
            Self::Ship => "ship",
            Self::Catapult => "catapult",
            Self::Sword => "sword",
            Self::Fanatic => "fanatic",
            Self::Shadow => "shadow",
        }
    }

    /// Whether it is raised in the Shadow Lands' field, not in a city.
    #[must_use]
    pub const fn of_shadow_lands(self) -> bool {
        matches!(self, Self::Fanatic | Self::Shadow)
    }
}

/// The units of an army that make a move: how many of each kind, and how
/// many of the moving troops, fanatics and shadows carry their fire sword.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// Troops.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub troop: u32,
    /// Fanatics.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub fanatic: u32,
    /// Shadows.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub shadow: u32,
    /// Catapults.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub catapult: u32,
    /// Ships.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ship: u32,
    /// The ruler (0 or 1).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ruler: u32,
    /// SR-G8 — fire swords carried by the moving troops, fanatics and shadows.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub swords: u32,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Group {
    /// How many of `kind`.
    #[must_use]
    pub const fn count(&self, kind: UnitKind) -> u32 {
        match kind {
            UnitKind::Troop => self.troop,
            UnitKind::Fanatic => self.fanatic,
            UnitKind::Shadow => self.shadow,
            UnitKind::Catapult => self.catapult,
            UnitKind::Ship => self.ship,
            UnitKind::Ruler => self.ruler,
        }
    }

    /// Sets how many of `kind`.
    pub const fn set(&mut self, kind: UnitKind, n: u32) {
        match kind {
            UnitKind::Troop => self.troop = n,
            UnitKind::Fanatic => self.fanatic = n,
            UnitKind::Shadow => self.shadow = n,
            UnitKind::Catapult => self.catapult = n,
            UnitKind::Ship => self.ship = n,
            UnitKind::Ruler => self.ruler = n,
        }
    }

    /// SR-1, SR-6, SR-AMB-22 — every unit counts one, rulers included.
    #[must_use]
    pub fn units(&self) -> u32 {
        UnitKind::ALL.iter().map(|&k| self.count(k)).sum()
    }

    /// The units that may carry a fire sword.
    #[must_use]
    pub const fn carriers(&self) -> u32 {
        self.troop + self.fanatic + self.shadow
    }
}

/// A realm's action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// SR-24 — ransom its captured kard (start of its turn).
    RansomKard,
    /// SR-43, SR-G16 — a vassal breaks away (start of its turn).
    Revolt,
    /// SR-G6 — raise items in an own city (or the Shadow Lands' field).
    Recruit {
        /// The city (or the Shadow Lands' field) where they are raised.
        at: RegionId,
        /// The item raised.
        item: Item,
        /// How many (each city raises at most 2 a turn).
        count: u32,
    },
    /// SR-6…SR-12, SR-G10 — part of an army takes one step.
    Move {
        /// Where it stands.
        from: RegionId,
        /// The next position.
        to: RegionId,
        /// Which units.
        group: Group,
    },
    /// SR-13 — lay siege to a city from its field.
    Besiege {
        /// The city.
        city: RegionId,
    },
    /// SR-17, SR-G11 — storm a city (or its fortress) under siege.
    Storm {
        /// The city.
        city: RegionId,
    },
    /// SR-G15 — a besieged garrison attacks its besiegers.
    Sortie {
        /// The city.
        city: RegionId,
    },
    /// SR-18, SR-21, SR-G10 — fight where the realm's armies entered a
    /// hostile army's place (a relief, a field or a sea battle).
    Attack {
        /// The place.
        at: RegionId,
    },
    /// SR-23 — standing order: ransom captured units while this many
    /// supplies stay in the treasury.
    KeepSupplies {
        /// Supplies kept.
        supplies: u32,
    },
    /// SR-44 — standing order: demand tribute of vassals, or not.
    DemandTribute(bool),
    /// Ends the realm's turn.
    EndTurn,
    /// SR-24, SR-G9 (rules 2) — ransom its captured kard into a city it
    /// chooses, when its capital cannot take him.
    RansomKardTo {
        /// The city.
        to: RegionId,
    },
    /// SR-22, SR-G9, SR-G10, SR-AMB-20 (rules 2) — where its beaten army
    /// withdraws.
    Withdraw {
        /// The place.
        to: RegionId,
    },
    /// SR-23, SR-G9 (rules 2) — where its ransomed units go.
    Place {
        /// The city.
        to: RegionId,
    },
    /// SR-G9, SR-15 (rules 2) — standing order: give up this kind of unit
    /// first (the others keep their order behind it).
    LoseFirst(UnitKind),
}
