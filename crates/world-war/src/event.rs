//! Events carry outcomes (dice included); [`apply`] (in `apply.rs`) is the
//! only mutator.

use crate::ids::{CountryId, Faction, Good, Resources, Timing, UnitId, UnitKind};
use crate::state::{Finish, Phase, Purchase, State, Task};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// Which kind of fire a [`Event::Fire`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireKind {
    /// Covering fighters intercept bombers (WW-14, WW-G7).
    Interception,
    /// Escort fighters fire at interceptors (WW-G7).
    Escort,
    /// Bombers strike land divisions on a 6 (WW-34, WW-G6).
    Strike,
    /// Fighters hunt air units (WW-35, WW-G7).
    Sweep,
    /// Navy and bombers attack ships (WW-36, WW-G8).
    Naval,
    /// Navy fires at ships sailing past (WW-15).
    Passing,
    /// End-of-turn zone battle (WW-16).
    ZoneBattle,
    /// Strategic bombing of a facility (WW-30, WW-31).
    Bombing,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A secret purchase was written down (WW-1, WW-G13).
    Bought {
        /// Buyer.
        faction: Faction,
        /// What and where.
        purchase: Purchase,
    },
    /// A faction finished its purchase.
    PurchaseFinished {
        /// The faction that finished.
        faction: Faction,
    },
    /// WW-4 — every purchase is revealed, paid and placed.
    PurchasesRevealed {
        /// All purchases in faction order.
        purchases: Vec<(Faction, Purchase)>,
    },
    /// A new turn begins (WW-G3): tasks and payments reset.
    TurnBegan {
        /// Its number.
        turn: u32,
    },
    /// Income step (WW-22…24, WW-G2).
    Income {
        /// The faction that receives it.
        faction: Faction,
        /// What was gained.
        gain: Resources,
    },
    /// A phase begins.
    PhaseBegan {
        /// The phase that begins.
        phase: Phase,
    },
    /// A secret initiative choice (WW-19).
    InitiativeChosen {
        /// The faction that chose.
        faction: Faction,
        /// SOONER or LATER.
        timing: Timing,
    },
    /// WW-19 — the choices are revealed.
    InitiativeRevealed {
        /// Every choice.
        choices: Vec<(Faction, Timing)>,
    },
    /// A d100 initiative roll (WW-19, WW-AMB-13).
    InitiativeRolled {
        /// The faction that rolled.
        faction: Faction,
        /// The roll.
        roll: u32,
    },
    /// The initiative order of this turn.
    OrderSet {
        /// First to last.
        order: Vec<Faction>,
    },
    /// A unit's task changed (orders, commitments, spending).
    TaskSet {
        /// The unit.
        unit: UnitId,
        /// The new task.
        task: Task,
    },
    /// A unit paid its Supply (WW-13, WW-G5).
    SupplyPaid {
        /// The unit.
        unit: UnitId,
        /// Its faction.
        faction: Faction,
        /// Supply spent.
        amount: u32,
    },
    /// A unit could not be paid and does not roll (WW-25).
    Unsupplied {
        /// The unit.
        unit: UnitId,
    },
    /// A defender was not paid, to keep its owner's reserve (WW-G5).
    HeldBack {
        /// The unit.
        unit: UnitId,
    },
    /// A faction changed its standing orders for defence (WW-G5, WW-G7).
    DefenceOrdersSet {
        /// The faction.
        faction: Faction,
        /// Its orders now.
        orders: crate::state::DefenceOrders,
    },
    /// A neutral region paid for its garrison (WW-8, WW-G5).
    NeutralPaid {
        /// The region.
        region: RegionId,
        /// Units paid (1 Supply each).
        units: u32,
    },
    /// A unit moved.
    UnitMoved {
        /// The unit.
        unit: UnitId,
        /// Its new base.
        to: RegionId,
    },
    /// A unit was destroyed or disbanded.
    UnitLost {
        /// The unit.
        unit: UnitId,
        /// Its faction.
        faction: Faction,
        /// Its kind.
        kind: UnitKind,
        /// Where it was.
        at: RegionId,
    },
    /// Neutral infantry were destroyed.
    GarrisonLost {
        /// The region.
        region: RegionId,
        /// How many infantry were destroyed.
        count: u32,
    },
    /// WW-G12 — two factions are now at war.
    WarDeclared {
        /// The attacker.
        by: Faction,
        /// The attacked.
        on: Faction,
    },
    /// WW-G3 step 3, WW-G12 — war declared in the diplomacy step.
    WarProclaimed {
        /// The declaring power.
        by: Faction,
        /// The power war is declared on.
        on: Faction,
    },
    /// WW-G12 — a peace offer.
    PeaceOffered {
        /// Offering faction.
        by: Faction,
        /// To whom.
        to: Faction,
    },
    /// WW-G12 — both sides agreed to peace.
    PeaceMade {
        /// One side.
        a: Faction,
        /// The other.
        b: Faction,
    },
    /// WW-G10 — a neutral country is hostile to a faction for good.
    NeutralHostile {
        /// The faction.
        faction: Faction,
        /// The country.
        country: CountryId,
    },
    /// WW-G11 — a neutral accepted a trade offer.
    TreatySigned {
        /// The treaty.
        treaty: crate::state::Treaty,
    },
    /// WW-G2 — a treaty ended.
    TreatyEnded {
        /// The buyer.
        buyer: Faction,
        /// The country.
        country: CountryId,
    },
    /// WW-G11 — a treaty ran its turns.
    TreatyExpired {
        /// The buyer.
        buyer: Faction,
        /// The country.
        country: CountryId,
    },
    /// WW-17 — a land battle's dice and result.
    LandBattle {
        /// The region fought over.
        region: RegionId,
        /// Attacker.
        attacker: Faction,
        /// Defender (`None`: neutral).
        defender: Option<Faction>,
        /// Attacker's faces.
        attack: Vec<u8>,
        /// Defender's faces.
        defence: Vec<u8>,
        /// Whether the attacker won.
        attacker_won: bool,
    },
    /// Dice fired in air, naval or bombing combat.
    Fire {
        /// Kind of fire.
        kind: FireKind,
        /// The region or sea zone where the dice fell.
        node: RegionId,
        /// Firing side (`None`: neutral).
        by: Option<Faction>,
        /// The faces.
        faces: Vec<u8>,
        /// Hits scored.
        hits: u32,
    },
    /// A region changed hands (WW-17, WW-G6).
    RegionCaptured {
        /// The region.
        region: RegionId,
        /// New owner.
        by: Faction,
        /// Old owner (`None`: neutral).
        from: Option<Faction>,
    },
    /// WW-30, WW-31 — a facility was damaged.
    FacilityDamaged {
        /// The region.
        region: RegionId,
    },
    /// WW-27 — a merchant's cargo arrived.
    Imported {
        /// The faction whose merchant it is.
        faction: Faction,
        /// The merchant.
        unit: UnitId,
        /// The good that arrived.
        good: Good,
    },
    /// WW-29, WW-G9 point 2, WW-G11 — a neutral trade voyage arrived: this
    /// turn's treaty quantity is added to the buyer's stock.
    TradeDelivered {
        /// The buyer.
        faction: Faction,
        /// The merchant.
        unit: UnitId,
        /// The selling country.
        country: CountryId,
        /// The good bought.
        good: Good,
        /// How much.
        quantity: u32,
    },
    /// WW-9, WW-37 — resources left a faction's stock.
    ResourcesSent {
        /// Sender.
        from: Faction,
        /// Destination region.
        to: RegionId,
        /// The resources that left.
        cargo: Resources,
    },
    /// Resources arrived in a faction's stock.
    ResourcesReceived {
        /// Recipient.
        faction: Faction,
        /// The resources that arrived.
        cargo: Resources,
    },
    /// WW-7, WW-G10 — aid arrived at a neutral region.
    AidReceived {
        /// The region.
        region: RegionId,
        /// The resources given.
        cargo: Resources,
    },
    /// WW-G10 — a neutral raised one infantry from its aid account.
    NeutralRaised {
        /// The neutral region that raised it.
        region: RegionId,
    },
    /// WW-G15 — a faction lost its last region.
    FactionEliminated {
        /// The faction eliminated.
        faction: Faction,
    },
    /// WW-G14 — the game is over.
    GameOver {
        /// The result.
        finish: Finish,
    },
}

/// Emits the loss of a unit, with what it was for the log.
pub fn lose(s: &mut State, unit: UnitId, ev: &mut crate::Ev) {
    if let Some(u) = s.unit(unit) {
        let (faction, kind, at) = (u.faction, u.kind, u.at);
        ev.emit(s, Event::UnitLost { unit, faction, kind, at });
    }
}

/// A bundle of one good.
#[must_use]
pub const fn good_bundle(good: Good, n: u32) -> Resources {
    match good {
        Good::Production => Resources::new(0, n, 0),
        Good::Supply => Resources::new(0, 0, n),
    }
}
