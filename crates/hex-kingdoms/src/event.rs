//! What happens: the events an action's execution emits, which
//! [`crate::apply::apply`] applies to the state.

use crate::bag::{Side, Token};
use crate::ids::{Achievement, Government, PlayerId, StructId, Tech, UnitId};
use crate::state::{Battle, BattleStep, CheckKind, Finish, Structure, Target, Unit};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// An outcome of an action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// G-5 Refresh and Income.
    TurnStarted {
        /// Whose turn.
        player: PlayerId,
        /// Round.
        round: u32,
        /// Gold gained (G-10).
        income: u32,
    },
    /// Gold and action dice spent.
    Paid {
        /// The player who pays.
        player: PlayerId,
        /// Gold.
        gold: u32,
        /// Action dice.
        dice: u8,
    },
    /// A unit enters the map.
    UnitPlaced {
        /// The id it gets.
        id: UnitId,
        /// The unit as it enters: owner, kind, hex, experience.
        unit: Unit,
        /// The city or castle that recruited it (G-11 limit), if recruited.
        site: Option<RegionId>,
    },
    /// A unit leaves the map (a city's peasants, G-12).
    UnitRemoved {
        /// The unit that leaves.
        id: UnitId,
    },
    /// Units move.
    UnitsMoved {
        /// The units that move, together.
        units: Vec<UnitId>,
        /// The hex they enter.
        to: RegionId,
    },
    /// G-8 — exhaustion dice placed.
    Exhausted {
        /// On which units.
        units: Vec<UnitId>,
        /// How many each.
        dice: u8,
    },
    /// A structure is built.
    Built {
        /// The id it gets.
        id: StructId,
        /// The structure as built: owner, kind, hex.
        structure: Structure,
    },
    /// G-24 — black dice removed.
    Repaired {
        /// The structure repaired.
        id: StructId,
    },
    /// G-18.
    Researched {
        /// The player who researched it.
        player: PlayerId,
        /// The technology researched.
        tech: Tech,
    },
    /// G-17.
    Reformed {
        /// The player whose realm is reformed.
        player: PlayerId,
        /// New government.
        government: Government,
    },
    /// G-6 — a manoeuvre was made.
    Manoeuvred {
        /// The selected armies' hexes now.
        armies: Vec<RegionId>,
    },
    /// G-6 — an army joins the manoeuvring formation.
    Joined {
        /// Its hex after moving.
        at: RegionId,
    },
    /// G-6 — the manoeuvre (and its battle) is over.
    ManoeuvreEnded,
    /// G-21 — the attacker may advance into the target.
    AdvanceOffered {
        /// The target hex.
        target: RegionId,
        /// Armies that may advance.
        armies: Vec<RegionId>,
    },
    /// G-20 — a relic changes hands.
    RelicTaken {
        /// Religion index.
        relic: u8,
        /// New holder.
        by: PlayerId,
    },
    /// HK-1 — a battle starts.
    BattleDeclared(Box<Battle>),
    /// HK-5, HK-6 — an army reacts and joins the defence.
    Reacted {
        /// Its units.
        units: Vec<UnitId>,
        /// Its new hex.
        to: RegionId,
    },
    /// The battle moves to a step.
    BattleStepSet(BattleStep),
    /// HK-10…HK-18 — a side's tokens go into the bag.
    Prepared {
        /// Which side.
        side: Side,
        /// Its own-colour tokens.
        own: u32,
        /// Neutral (defence) tokens.
        neutral: u32,
        /// Action dice spent (HK-13).
        action_dice: u8,
        /// Experience dice taken off the card.
        experience: u8,
        /// Whether it has an active unit (HK-25).
        active: bool,
        /// Fabian Tactics tokens chosen (HK-80).
        fabian: u32,
    },
    /// HK-80 — Fabian Tactics discards `x` tokens of each colour.
    FabianDiscard {
        /// How many of each side's colour.
        x: u32,
    },
    /// HK-26, G-15 — a check.
    CheckMade {
        /// Who checked.
        side: Side,
        /// What for.
        kind: CheckKind,
        /// Difficulty.
        difficulty: u8,
        /// Tokens drawn.
        drawn: Vec<Token>,
        /// Passed.
        passed: bool,
    },
    /// G-15 step 6 — a check passed and the unit waits while its side
    /// chooses the legal hex it lands on.
    LandingAwaited {
        /// Who chooses.
        side: Side,
        /// The unit.
        landing: crate::state::Landing,
    },
    /// HK-33 — a unit changes sides.
    Converted {
        /// The victim.
        unit: UnitId,
        /// The converter's new unit.
        new: UnitId,
        /// That new unit as placed, on the converter's side.
        placed: Unit,
    },
    /// HK-74, HK-75 — a lost building goes back to its owner's board as the
    /// type the owner chose.
    BuildingReturned {
        /// Its owner.
        player: PlayerId,
        /// The type it had on the map.
        was: crate::ids::BuildingKind,
        /// The type it is on the board.
        kind: crate::ids::BuildingKind,
    },
    /// HK-62 — a lost unit returns.
    Recovered {
        /// The lost unit.
        lost: UnitId,
        /// Its new id.
        new: UnitId,
        /// The unit as it returns to the map.
        placed: Unit,
    },
    /// HK-36, HK-38 — a token drawn in the clash.
    Drawn {
        /// Who drew.
        side: Side,
        /// The token drawn.
        token: Token,
    },
    /// HK-42 — the clash tokens go back into the bag.
    TacticsUsed {
        /// The side whose tokens go back.
        side: Side,
    },
    /// HK-43 — a drawn token set aside.
    SetAside {
        /// The side that sets it aside.
        side: Side,
        /// Which colour.
        token: Token,
    },
    /// HK-43 — the set-aside token goes back.
    Returned {
        /// Which colour.
        token: Token,
    },
    /// HK-45 — damage each side deals.
    DamageSet {
        /// Attacker's then defender's.
        damage: [u32; 2],
    },
    /// HK-48…HK-50 — damage assigned.
    Assigned {
        /// The dealer.
        side: Side,
        /// The object.
        target: Target,
        /// Points.
        amount: u8,
    },
    /// HK-53 — damage that can destroy nothing is lost.
    DamageWasted {
        /// The dealer.
        side: Side,
    },
    /// HK-47, HK-52, HK-74 — losses removed at once; black dice placed.
    LossesRemoved {
        /// Destroyed units.
        units: Vec<UnitId>,
        /// Destroyed structures.
        structures: Vec<StructId>,
        /// Damage markers added.
        markers: Vec<(StructId, u8)>,
    },
    /// HK-65, G-16 — the battle is over.
    BattleEnded {
        /// The winning side, if any.
        winner: Option<Side>,
        /// Experience dice returned to each card.
        experience_back: [u8; 2],
    },
    /// HK-66, G-17 — experience dice gained.
    ExperienceGained {
        /// The player who gains them.
        player: PlayerId,
        /// How many experience dice.
        n: u8,
    },
    /// G-25.
    AchievementClaimed {
        /// The player who claims it.
        player: PlayerId,
        /// The achievement claimed.
        achievement: Achievement,
    },
    /// G-25 — eliminated.
    PlayerOut {
        /// The player eliminated.
        player: PlayerId,
    },
    /// G-5 — the next player's turn (round advances after the last).
    TurnEnded {
        /// Next player.
        next: PlayerId,
        /// Round of the next turn.
        round: u32,
    },
    /// G-25 — the game is over.
    GameEnded(Finish),
}
