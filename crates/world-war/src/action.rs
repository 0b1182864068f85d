//! Player intents. Attacks are staged: `Order` toggles a unit into a pending
//! attack on a target (no dice, undo-able), then `Launch`, `Bomb`, `Sweep` or
//! `NavalAttack` resolves the whole group.

use crate::ids::{CountryId, Faction, Good, Resources, Timing, UnitId, UnitKind};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// A player's action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Secretly buy `count` units of a kind placed at `place` (WW-1, WW-2,
    /// WW-G13): one action however many, picked in one field.
    Buy {
        /// Unit kind.
        unit: UnitKind,
        /// Own region (land, air) or sea zone next to an own coast (ships).
        place: RegionId,
        /// How many; one when absent, as in logs written before it was
        /// asked (so they replay and verify unchanged).
        #[serde(default = "one", skip_serializing_if = "is_one")]
        count: u32,
    },
    /// Done buying for this phase.
    FinishPurchase,
    /// Secret SOONER/LATER (WW-19).
    ChooseInitiative(Timing),
    /// Standing defence commitment of a land unit or bomber (WW-G4).
    Defend {
        /// The unit.
        unit: UnitId,
        /// The region it will defend.
        region: RegionId,
    },
    /// Standing fighter cover over a region (WW-14).
    Cover {
        /// The fighter.
        unit: UnitId,
        /// The covered land region.
        region: RegionId,
    },
    /// Toggle a unit into (or out of) the pending attack on `target`.
    Order {
        /// The unit.
        unit: UnitId,
        /// The attacked node.
        target: RegionId,
    },
    /// Resolve the pending land attack on `target` (WW-17, WW-G6, WW-20).
    Launch {
        /// The region.
        target: RegionId,
    },
    /// Resolve the pending strategic bombing of `target` (WW-30, WW-31, WW-G7).
    Bomb {
        /// The region with the facility.
        target: RegionId,
    },
    /// Resolve the pending fighter sweep over `target` (WW-35, WW-G7).
    Sweep {
        /// The region whose air units are hunted.
        target: RegionId,
    },
    /// Resolve the pending attack on ships in a sea zone (WW-36, WW-G8).
    NavalAttack {
        /// The sea zone.
        target: RegionId,
    },
    /// Move a unit to a new base (WW-12, WW-G4).
    Rebase {
        /// The unit.
        unit: UnitId,
        /// Its new base.
        to: RegionId,
    },
    /// Merchant import voyage to a map-edge zone (WW-27, WW-G9).
    Voyage {
        /// The merchant.
        unit: UnitId,
        /// `north_atlantic` or `south_atlantic`.
        edge: RegionId,
        /// Production or Supply.
        cargo: Good,
    },
    /// Merchant neutral trade voyage (WW-29, WW-G9 point 2, WW-G11): sail to a
    /// sea zone next to the coast of a neutral with a treaty and bring back
    /// this turn's treaty quantity.
    TradeVoyage {
        /// The merchant.
        unit: UnitId,
        /// A sea zone adjacent to a coastal region of the seller.
        to: RegionId,
        /// The selling neutral country.
        seller: CountryId,
    },
    /// Merchant transport of up to 3 resource units (WW-37, WW-G9).
    Transport {
        /// The merchant.
        unit: UnitId,
        /// The recipient's coastal region.
        to: RegionId,
        /// What (at most 3 units in all).
        cargo: Resources,
    },
    /// Transfer over a land route (WW-7, WW-9).
    Transfer {
        /// The recipient's region.
        to: RegionId,
        /// The resources carried.
        cargo: Resources,
    },
    /// Offer peace; peace is made when both have offered (WW-G12).
    OfferPeace {
        /// To whom.
        with: Faction,
    },
    /// Offer a neutral country a standing trade (WW-29, WW-G11, automated
    /// mode), in the diplomacy step (WW-G3 step 3).
    OfferTrade {
        /// A region of the country.
        region: RegionId,
        /// What to buy.
        good: Good,
        /// How much per turn.
        quantity: u32,
        /// What to pay per turn (at least 2 units of other resources per unit).
        payment: Resources,
        /// For how many turns, this one's delivery the first; absent: until
        /// the end of the game (as offers read before they had a duration).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        turns: Option<u32>,
        /// A text pledge with the payment ([`crate::state::Pledge::ALL`]
        /// index; 0, no pledge, is left out).
        #[serde(default, skip_serializing_if = "is_zero")]
        pledge: u32,
    },
    /// Declare war on another faction in the diplomacy step (WW-G3 step 3,
    /// WW-G12); an attack declares it too.
    DeclareWar {
        /// On whom.
        on: Faction,
    },
    /// End this faction's action slot.
    EndSlot,
    /// WW-G5 — standing order: Supply never spent on defence.
    KeepSupply {
        /// Supply the stock keeps.
        supply: u32,
    },
    /// WW-G7 — standing order: what interceptors shoot at first.
    InterceptFirst(crate::state::InterceptFirst),
    /// WW-G6, WW-G8 — standing order: which own divisions are lost first
    /// where the owner chooses.
    LossesFirst(crate::state::LossesFirst),
    /// WW-G8 — standing order: which enemy ships are sunk first.
    SinkFirst(crate::state::SinkFirst),
}

impl Action {
    /// Whether the action belongs to a secret phase (hidden until revealed).
    #[must_use]
    pub const fn is_secret(&self) -> bool {
        matches!(self, Self::Buy { .. } | Self::FinishPurchase | Self::ChooseInitiative(_))
    }
}

fn one() -> u32 {
    1
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
fn is_one(n: &u32) -> bool {
    *n == 1
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero(n: &u32) -> bool {
    *n == 0
}
