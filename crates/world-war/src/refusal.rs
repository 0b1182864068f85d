//! Flat, typed refusal reasons, each citing the rule that forbids the action.

use crate::ids::{Faction, Resources};
use crate::state::{Phase, State, Unit};
use engine::refusal::{Reason, TurnRefusal};
use engine::text::Text;

/// Which units may do what a `WrongUnit` refusal turned down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Able {
    /// Only merchant fleets carry cargo or sail for imports (WW-37).
    Merchant,
    /// Only fighters give cover (WW-14).
    Cover,
    /// Only infantry, tanks and bombers stand in defence (WW-G4).
    Defend,
    /// Which units attack what (WW-G4).
    Attack,
}

impl Able {
    /// The translation key of who is able.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Merchant => "ww.refusal.able.merchant",
            Self::Cover => "ww.refusal.able.cover",
            Self::Defend => "ww.refusal.able.defend",
            Self::Attack => "ww.refusal.able.attack",
        }
    }

    /// Every kind (for the locale test).
    pub const ALL: [Self; 4] = [Self::Merchant, Self::Cover, Self::Defend, Self::Attack];
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refuse {
    /// The game is over, or another faction acts now.
    Turn(TurnRefusal<Faction>),
    /// The action does not belong to the current phase.
    WrongPhase {
        /// The phase the action belongs to.
        phase: Phase,
    },
    /// Purchase over the MP/P budget (WW-1, WW-G13).
    OverBudget {
        /// What the purchase costs.
        cost: Resources,
        /// What is left to spend.
        left: Resources,
    },
    /// Placement outside own regions or their seas (WW-2, WW-G13).
    BadPlacement,
    /// Already finished this phase.
    AlreadyDone,
    /// No such unit, or not this faction's.
    NotYourUnit,
    /// The unit already acted or is committed elsewhere (WW-12).
    UnitBusy,
    /// Target beyond the unit's range (WW-G4, WW-34, WW-35).
    OutOfRange {
        /// How many steps the unit reaches.
        reach: u8,
    },
    /// The unit kind cannot do that.
    WrongUnit {
        /// Which units can.
        able: Able,
    },
    /// Cannot attack own territory, or nothing there to attack.
    BadTarget,
    /// No units ordered against the target.
    NothingOrdered,
    /// Landing needs one navy per land unit (WW-20).
    NeedEscort,
    /// Only infantry may land under fire (WW-20, WW-AMB-15).
    TanksUnderFire,
    /// Not enough Supply (WW-25).
    NoSupply,
    /// No facility to bomb (WW-30, WW-31).
    NoFacility,
    /// No enemy ships in the zone.
    NoShips,
    /// No route to the destination (WW-9, WW-G4).
    NoRoute,
    /// A merchant carries at most 3 units (WW-37).
    CargoTooLarge,
    /// Not enough resources in stock.
    NotEnough {
        /// What the action takes from the stock.
        need: Resources,
        /// What the stock holds.
        have: Resources,
    },
    /// Not an edge zone (WW-10).
    NotEdge,
    /// Peace with a faction not at war, or already offered (WW-G12).
    BadPeace,
    /// Transfer to a hostile neutral or bad recipient (WW-G10).
    BadRecipient,
    /// The neutral turns the trade offer down (WW-G11).
    TradeRefused,
    /// No treaty with that neutral awaits delivery by sea this turn (WW-29, WW-G11).
    NoTreaty,
    /// The zone does not touch that neutral's coast (WW-G9 point 2).
    NotTheirCoast,
    /// A purchase of no units.
    NoUnits,
    /// A trade offer's duration or pledge out of range (WW-G11).
    BadTerms,
    /// War on oneself, on a faction already at war or out of the game (WW-G12).
    BadWar,
}

impl Reason for Refuse {
    fn rule(self) -> &'static str {
        match self {
            Self::Turn(turn) => turn.rule(),
            Self::WrongPhase { .. } | Self::AlreadyDone => "WW-G3",
            Self::OverBudget { .. } | Self::NoUnits => "WW-1",
            Self::BadPlacement => "WW-2",
            Self::NotYourUnit | Self::UnitBusy | Self::WrongUnit { .. } => "WW-12",
            Self::OutOfRange { .. } | Self::BadTarget | Self::NothingOrdered => "WW-G4",
            Self::NeedEscort | Self::TanksUnderFire => "WW-20",
            Self::NoSupply => "WW-25",
            Self::NoFacility => "WW-G7",
            Self::NoShips => "WW-G8",
            Self::NoRoute => "WW-9",
            Self::CargoTooLarge => "WW-37",
            Self::NotEnough { .. } => "WW-26",
            Self::NotEdge => "WW-10",
            Self::BadPeace | Self::BadWar => "WW-G12",
            Self::BadRecipient => "WW-G10",
            Self::TradeRefused | Self::BadTerms => "WW-G11",
            Self::NoTreaty => "WW-29",
            Self::NotTheirCoast => "WW-G9",
        }
    }

    fn text(self) -> Text {
        if let Self::Turn(turn) = self {
            return turn.text();
        }
        let text = Text::key(self.key());
        let amounts = |text: Text, prefix: &str, r: Resources| {
            text.plain(&format!("{prefix}_mp"), r.mp)
                .plain(&format!("{prefix}_p"), r.p)
                .plain(&format!("{prefix}_s"), r.s)
        };
        match self {
            Self::WrongPhase { phase } => text.name("phase", phase.key()),
            Self::OverBudget { cost, left } => {
                text.plain("cost_mp", cost.mp).plain("cost_p", cost.p).plain("left_mp", left.mp).plain("left_p", left.p)
            }
            Self::OutOfRange { reach } => text.plain("reach", reach),
            Self::WrongUnit { able } => text.name("able", able.key()),
            Self::NotEnough { need, have } => amounts(amounts(text, "need", need), "have", have),
            _ => text,
        }
    }
}

impl Refuse {
    /// The catalog key of its message.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Turn(turn) => turn.key(),
            Self::WrongPhase { .. } => "ww.refusal.wrong_phase",
            Self::OverBudget { .. } => "ww.refusal.over_budget",
            Self::BadPlacement => "ww.refusal.bad_placement",
            Self::AlreadyDone => "ww.refusal.already_done",
            Self::NotYourUnit => "ww.refusal.not_your_unit",
            Self::UnitBusy => "ww.refusal.unit_busy",
            Self::OutOfRange { .. } => "ww.refusal.out_of_range",
            Self::WrongUnit { .. } => "ww.refusal.wrong_unit",
            Self::BadTarget => "ww.refusal.bad_target",
            Self::NothingOrdered => "ww.refusal.nothing_ordered",
            Self::NeedEscort => "ww.refusal.need_escort",
            Self::TanksUnderFire => "ww.refusal.tanks_under_fire",
            Self::NoSupply => "ww.refusal.no_supply",
            Self::NoFacility => "ww.refusal.no_facility",
            Self::NoShips => "ww.refusal.no_ships",
            Self::NoRoute => "ww.refusal.no_route",
            Self::CargoTooLarge => "ww.refusal.cargo_too_large",
            Self::NotEnough { .. } => "ww.refusal.not_enough",
            Self::NotEdge => "ww.refusal.not_edge",
            Self::BadPeace => "ww.refusal.bad_peace",
            Self::BadRecipient => "ww.refusal.bad_recipient",
            Self::TradeRefused => "ww.refusal.trade_refused",
            Self::NoTreaty => "ww.refusal.no_treaty",
            Self::NotTheirCoast => "ww.refusal.not_their_coast",
            Self::NoUnits => "ww.refusal.no_units",
            Self::BadTerms => "ww.refusal.bad_terms",
            Self::BadWar => "ww.refusal.bad_war",
        }
    }

    /// Every reason, with examples of the arguments (for the locale test).
    pub const ALL: [Self; 38] = [
        Self::Turn(TurnRefusal::GameOver),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: None }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::Axis) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::Allies) }),
        Self::WrongPhase { phase: Phase::Purchase },
        Self::WrongPhase { phase: Phase::Initiative },
        Self::WrongPhase { phase: Phase::Action { slot: 0 } },
        Self::OverBudget { cost: Resources::new(6, 2, 0), left: Resources::new(1, 10, 0) },
        Self::BadPlacement,
        Self::AlreadyDone,
        Self::NotYourUnit,
        Self::UnitBusy,
        Self::OutOfRange { reach: 1 },
        Self::OutOfRange { reach: 2 },
        Self::OutOfRange { reach: 4 },
        Self::WrongUnit { able: Able::Merchant },
        Self::WrongUnit { able: Able::Cover },
        Self::WrongUnit { able: Able::Defend },
        Self::WrongUnit { able: Able::Attack },
        Self::BadTarget,
        Self::NothingOrdered,
        Self::NeedEscort,
        Self::TanksUnderFire,
        Self::NoSupply,
        Self::NoFacility,
        Self::NoShips,
        Self::NoRoute,
        Self::CargoTooLarge,
        Self::NotEnough { need: Resources::new(2, 1, 3), have: Resources::new(0, 5, 1) },
        Self::NotEdge,
        Self::BadPeace,
        Self::BadRecipient,
        Self::TradeRefused,
        Self::NoTreaty,
        Self::NotTheirCoast,
        Self::NoUnits,
        Self::BadTerms,
        Self::BadWar,
    ];
}

/// A unit of `f` by id.
///
/// # Errors
/// `NotYourUnit` when it is not there or not `f`'s.
pub fn own_unit(s: &State, f: Faction, id: crate::ids::UnitId) -> Result<&Unit, Refuse> {
    s.unit(id).filter(|u| u.faction == f).ok_or(Refuse::NotYourUnit)
}
