//! A state's actions: those of the economy window (trade, recruit, build,
//! upgrade, replenish, generals) and those of its movement phase (moves,
//! battles, fire, plunder).

use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::tables::Colour;
use crate::data::units::Kind;
use crate::data::upgrades::Upgrade;
use crate::ids::{ProvinceId, UnitId};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// How many units of each kind move together (the best of each kind:
/// most movement points, fewest losses, most experience).
pub type Group = Vec<(Kind, u32)>;

/// An action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// GAP-01 — the colour this state is paid for when White is rolled.
    PickColour(Colour),
    /// KK-TRADE-05…14 — trade `amount` of `give` for `get` through the port
    /// or caravanserai at `at`: a d6 sets the rate.
    Trade {
        /// The port's or caravanserai's sub-province.
        at: RegionId,
        /// What is offered: its place among the five resources the state
        /// uses (`Resource::of`), so the page can offer them as a list.
        give: u8,
        /// How much.
        amount: u32,
        /// What is bought (likewise).
        get: u8,
    },
    /// KK-REC-01…13 — recruit `count` units of `kind` in `province`.
    Recruit {
        /// The province (they appear in its capital, KK-REC-06).
        province: ProvinceId,
        /// The kind of unit recruited.
        kind: Kind,
        /// How many units of that kind (at least one).
        count: u32,
        /// KK-UNIT-16 — an upgrade at half price: 0 none, else its place in
        /// `Upgrade::ALL` plus one.
        #[serde(default, skip_serializing_if = "is_zero")]
        upgrade: u8,
    },
    /// KK-BLD — erect a building.
    Build {
        /// The sub-province where it stands.
        at: RegionId,
        /// The building erected.
        building: Building,
    },
    /// KK-BLD-08 — build a road, railway or bridge on an edge.
    BuildEdge {
        /// The edge.
        edge: usize,
        /// A road, a railway or a bridge.
        what: EdgeBuilding,
    },
    /// KK-UNIT-14, KK-UNIT-15 — fit an upgrade.
    Upgrade {
        /// The unit.
        unit: UnitId,
        /// The upgrade.
        upgrade: Upgrade,
    },
    /// GAP-29 — pay to replenish a unit's losses by one level.
    Replenish {
        /// The unit.
        unit: UnitId,
    },
    /// KK-REC-32 — disband a unit for half its cost.
    Disband {
        /// The unit.
        unit: UnitId,
    },
    /// KK-BLD-05 — dismantle a building for half its cost.
    Dismantle {
        /// The sub-province whose building is dismantled.
        at: RegionId,
    },
    /// KK-GENL-03, GAP-34 — recruit a general at a General Staff.
    RecruitGeneral,
    /// KK-GENL-07, AMB-71 — place a general from the pool on the map.
    PlaceGeneral {
        /// His number.
        number: u8,
        /// The sub-province where he is placed.
        at: RegionId,
    },
    /// KK-GENL-07 — withdraw a general into the pool.
    WithdrawGeneral {
        /// His number.
        number: u8,
    },
    /// KK-REC-29 — grant feudal privileges to a province.
    GrantPrivileges {
        /// The province.
        province: ProvinceId,
    },
    /// KK-REC-30 — call the vassals of a privileged province.
    CallVassals {
        /// The province.
        province: ProvinceId,
    },
    /// KK-TRADE-01, KK-TRADE-03, GAP-44 — offer another state `give_amount`
    /// of a resource (and perhaps a strategic unit) for `get_amount` of
    /// another; both must use them (KK-TRADE-02).
    Offer {
        /// To whom.
        to: crate::ids::Player,
        /// What is given: its place in `Resource::ALL`.
        give: u8,
        /// How much.
        give_amount: u32,
        /// What is asked: its place in `Resource::ALL`.
        get: u8,
        /// How much.
        get_amount: u32,
        /// A strategic unit given along: 0 none, else its place in
        /// `Strategic::ALL` plus one.
        #[serde(default, skip_serializing_if = "is_zero")]
        strategic: u8,
    },
    /// GAP-44 — accept the offer at this place in the list.
    Accept {
        /// Its place.
        index: usize,
    },
    /// Decline an offer made to this state, or withdraw one it made.
    Decline {
        /// Its place.
        index: usize,
    },
    /// GAP-02 (3, 19), GAP-06, GAP-07 — a new government (Palace Coup, the
    /// drawer) or doctrine (Doctrinal Debate, anyone) this turn.
    Reform {
        /// The government.
        government: crate::data::tables::Government,
        /// The doctrine.
        doctrine: crate::data::tables::Doctrine,
    },
    /// AMB-53 — the economy window is over for this state.
    EndEconomy,
    /// GAP-36 — units step from `from` to the adjacent `to`.
    Move {
        /// Where they stand.
        from: RegionId,
        /// The next sub-province.
        to: RegionId,
        /// The units that step, all standing at `from`.
        group: Group,
    },
    /// KK-BLD-10, KK-BLD-11 — units ride the railway from `from` to `to`.
    Rail {
        /// Where they stand (on the tracks).
        from: RegionId,
        /// Where they alight.
        to: RegionId,
        /// The units that ride, all standing at `from`.
        group: Group,
    },
    /// KK-BLD-16, GAP-22 — units are carried between logistics centres.
    Logistics {
        /// The first centre.
        from: RegionId,
        /// The other.
        to: RegionId,
        /// The units carried, all standing at `from`.
        group: Group,
    },
    /// KK-CMB-02…11 — one engagement of the battle at hand: `attacker`
    /// against `target`, with `support` more of the attacking units
    /// adding half their strength (KK-CMB-13).
    Engage {
        /// The attacking unit.
        attacker: UnitId,
        /// The defending unit.
        target: UnitId,
        /// How many supporters.
        support: u32,
    },
    /// KK-CMB-10, KK-CMB-21 — the attacker calls the battle off: his
    /// units still in it go back to their starting positions. From rules 4
    /// a defending state asked between engagements flees by it too (AMB-50):
    /// its units there each go to the nearest free sub-province with room.
    Withdraw,
    /// GAP-44, KK-TURN-10 (rules 4) — propose peace or an alliance to
    /// another state: an offer it accepts or declines in its window.
    Propose {
        /// To whom.
        to: crate::ids::Player,
        /// Peace or alliance.
        pact: crate::relations::Relation,
    },
    /// GAP-44 (rules 4) — declare war on a state at peace or in alliance
    /// with this one: the pact ends as this turn's movement phase begins.
    DeclareWar {
        /// On whom.
        on: crate::ids::Player,
    },
    /// KK-CMB-21, AMB-50 (rules 4) — a defending state asked between
    /// engagements stands and fights on.
    Stand,
    /// KK-REC-23…25, AMB-17 (rules 4) — hostile units crossed into the
    /// province: call its tribal warriors, units of `kind` (regional ones of
    /// an allowed type where the province has them, else the state's own).
    CallTribes {
        /// The province entered.
        province: ProvinceId,
        /// What they are.
        kind: Kind,
    },
    /// KK-REC-23 (rules 4) — the tribal warriors of the province entered are
    /// not called (the right stays for a later crossing, KK-REC-27).
    NoTribes {
        /// The province entered.
        province: ProvinceId,
    },
    /// KK-CMB-28…30 — a unit fires on a unit within its range.
    Fire {
        /// The firing unit.
        unit: UnitId,
        /// Its target.
        target: UnitId,
    },
    /// KK-CMB-31, KK-CMB-32 — a unit with `BLDFIRE` bombards a hostile
    /// building within its range.
    Bombard {
        /// The unit.
        unit: UnitId,
        /// The building's sub-province.
        at: RegionId,
    },
    /// GAP-27 `BUILD` — sappers build a road or a bridge where they stand
    /// instead of moving, at the normal cost.
    FieldWorks {
        /// The sappers.
        unit: UnitId,
        /// The edge, one end where they stand.
        edge: usize,
        /// A road or a bridge.
        what: EdgeBuilding,
    },
    /// KK-PLN — a unit plunders the building where it stands.
    Plunder {
        /// The unit.
        unit: UnitId,
        /// KK-PLN-04, AMB-43 — what it plunders: its place in
        /// `build::Loot::ALL` (0, the building, in saves from before).
        #[serde(default, skip_serializing_if = "is_zero")]
        what: u8,
    },
    /// KK-BLD-07 — a unit with `DEM` blows up its own state's building.
    BlowUp {
        /// The unit.
        unit: UnitId,
    },
    /// KK-GENL-07 — a general moves one sub-province (Speed 1).
    MoveGeneral {
        /// His number.
        number: u8,
        /// Where to.
        to: RegionId,
    },
    /// KK-GENL-10, GAP-30 — a general regroups a routed unit in his Influence.
    Regroup {
        /// The unit.
        unit: UnitId,
    },
    /// The movement phase is over for this state.
    EndMovement,
    /// KK-AIR-01, KK-AIR-04 — an aircraft attacks a unit within its range.
    AirStrike {
        /// The aircraft.
        unit: UnitId,
        /// Its target.
        target: UnitId,
    },
    /// KK-AIR-10, KK-AIR-11 — a bomber's raid on a building within its range.
    Bomb {
        /// The aircraft.
        unit: UnitId,
        /// The building's sub-province.
        at: RegionId,
    },
    /// KK-AIR-01, KK-AIR-02 — an aircraft flies to another base.
    Rebase {
        /// The aircraft.
        unit: UnitId,
        /// The base.
        to: RegionId,
    },
    /// KK-NAV, GAP-36 — ships sail one step: into a neighbouring sea, or
    /// from the sea into a harbour of their state's.
    Sail {
        /// Where they are.
        from: RegionId,
        /// The next sea sub-province or harbour.
        to: RegionId,
        /// The ships that sail, all at `from`.
        group: Group,
    },
    /// GAP-13 — a minelayer at sea lays a barrier and ends its move.
    LayMines {
        /// The minelayer.
        unit: UnitId,
    },
    /// GAP-13 — clear a barrier: one's own, or any with a minelayer there.
    Sweep {
        /// The sea whose barrier is cleared.
        at: RegionId,
    },
    /// KK-POW-06, KK-POW-11, AMB-45 — try, once ever, to win a prisoner over
    /// on a d8 (GAP-50: in the economy window).
    WinOver {
        /// The prisoner.
        prisoner: crate::state::Captive,
    },
    /// KK-POW-05, AMB-46 — liquidate a prisoner (GAP-50: in the economy window).
    Liquidate {
        /// The prisoner.
        prisoner: crate::state::Captive,
    },
    /// KK-POW-10, KK-POW-07 — move a prisoner straight to another camp of
    /// the state's, a labour camp too; once per prisoner per turn (GAP-50:
    /// in the economy window).
    Transfer {
        /// The prisoner.
        unit: UnitId,
        /// The other camp's sub-province.
        to: RegionId,
    },
    /// KK-POW-04, KK-POW-11, GAP-44 — an offer to the state the prisoners
    /// belong to: return one of its units or generals, and/or ask one of
    /// ours back, with resources either way (answered by `Accept`/`Decline`).
    OfferPrisoners {
        /// To whom.
        to: crate::ids::Player,
        /// A prisoner of ours, of theirs, returned.
        release: Option<crate::state::Captive>,
        /// A prisoner of theirs, of ours, asked back.
        ask: Option<crate::state::Captive>,
        /// What is given along: its place in `Resource::ALL`.
        give: u8,
        /// How much.
        give_amount: u32,
        /// What is asked along: its place in `Resource::ALL`.
        get: u8,
        /// How much.
        get_amount: u32,
    },
    /// KK-POW-08, GAP-42 (2) — during its battle the attacking state
    /// surrenders one of its units there into the defender's camps.
    Surrender {
        /// The unit.
        unit: UnitId,
    },
    /// GAP-05 — the season's draw: the top card of a deck of the state's choice.
    DrawDecision {
        /// The deck.
        deck: crate::cards::Deck,
    },
    /// GAP-05 — over the hand limit: return the card at this place in the
    /// hand (in the order drawn) to the bottom of its deck, unseen.
    ReturnDecision {
        /// Its place in the hand.
        slot: u8,
    },
    /// KK-GOV-01 — play a Decision card from the hand.
    PlayDecision {
        /// The card.
        card: crate::cards::Card,
        /// What it is played on.
        #[serde(default, skip_serializing_if = "crate::cards::Target::is_none")]
        on: crate::cards::Target,
    },
    /// KK-GOV-07, GAP-08 (6) — FREE CHOICE: choose one of sets 1–5, in
    /// secret (in the state's economy window, from its first on).
    ChooseObjectives {
        /// The set.
        set: crate::objective::Objective,
    },
    /// KK-NAV-04 — land units board their state's ships: in a harbour
    /// (`to` = `from`) or from the coast into the neighbouring sea `to`.
    Embark {
        /// Where the units stand.
        from: RegionId,
        /// Where the ships are.
        to: RegionId,
        /// The land units that board, all at `from`.
        group: Group,
    },
    /// KK-NAV-04, KK-NAV-05 — units aboard ships at `from` land on `to`:
    /// a neighbouring coast, or the harbour where the ships are docked.
    Disembark {
        /// Where the ships are.
        from: RegionId,
        /// Where the units go ashore.
        to: RegionId,
        /// The units that land, all aboard at `from`.
        group: Group,
    },
    /// KK-GENL-20 — a general boards a ship of his state's as his flagship:
    /// an admiral.
    BoardShip {
        /// His number.
        number: u8,
        /// The ship.
        ship: UnitId,
    },
    /// KK-GENL-20, KK-GENL-22 — an admiral goes ashore from his flagship.
    GoAshore {
        /// His number.
        number: u8,
        /// The coast or harbour where he lands.
        to: RegionId,
    },
    /// KK-REC-19, AMB-16 — call the open levy of a province: a free unit of
    /// the player's choice in a Stronghold of the province.
    CallLevy {
        /// The province.
        province: ProvinceId,
        /// What it raises.
        kind: Kind,
        /// Where it stands.
        at: RegionId,
    },
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_zero(n: &u8) -> bool {
    *n == 0
}
