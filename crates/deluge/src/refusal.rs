//! Why an action is refused, each reason citing the rule that forbids it.

use crate::nation::Nation;
use crate::state::Phase;
use engine::refusal::{Reason, TurnRefusal};
use engine::text::Text;

/// A refusal reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refuse {
    /// The campaign is over (GAP-6), or another nation acts now.
    Turn(TurnRefusal<Nation>),
    /// This nation has already ended the phase (DC-TURN-2).
    PhaseEnded,
    /// Not an action of the current phase (DC-TURN-1): `phase` is the one it
    /// belongs to; `None` for a result entered in a campaign that computes
    /// every battle.
    WrongPhase {
        /// The phase the action belongs to.
        phase: Option<Phase>,
    },
    /// Not an army of this nation on the map.
    NotYourArmy,
    /// Ducats are spent only in phase 1, and only while the treasury has them (DC-TRE-8, GAP-7).
    NotEnoughDucats {
        /// What it costs.
        cost: i64,
        /// What the treasury holds.
        have: i64,
    },
    /// A reorganisation after the army's movement order (DC-REORG-5).
    AlreadyOrdered,
    /// Reorganisation under siege (DC-REORG-4).
    UnderSiege,
    /// Transfers only between the nation's own armies in one land, and with
    /// the garrison only in an own land (DC-REORG-1/2).
    BadTransfer,
    /// More PS than the holder has.
    TooMany {
        /// The most PS there are to give (or to lose).
        most: u32,
    },
    /// Only the armies of DC-ARMY-2 split, into their own free slots, keeping 1 PS each (DC-REORG-3, GAP-18).
    BadSplit,
    /// Not an adjacent land (DC-MOVE-1/2).
    NotAdjacent,
    /// An army in a fortress can only leave it (DC-MOVE-3).
    InFortress,
    /// Entering a fortress or resting needs an own land; a fortress that is not besieged (DC-MOVE-4, GAP-14).
    NotOwnLand,
    /// No fortress here (GAP-14).
    NoFortress,
    /// A besieged army cannot leave in phase 1 (DC-MOVE-3, AMB-37).
    Besieged,
    /// Recruitment needs an own land not under siege (DC-TRE-9).
    BadRecruitSite,
    /// Investment once per land per turn, own lands, not the Tatars (DC-TRE-10).
    BadInvestment,
    /// Morale is at most 100 (DC-TRE-11).
    MoraleFull {
        /// The most points of morale that can still be bought.
        most: u32,
    },
    /// At least one of something.
    Zero,
    /// The order is not available here (DC-ORD-1…5).
    OrderUnavailable,
    /// Storm and siege need 60 PS (DC-STORM-1, DC-SIEGE-1).
    TooWeak {
        /// The PS it takes.
        need: u32,
        /// The army's PS.
        have: u32,
    },
    /// The Tatars neither storm nor besiege (DC-ORD-5).
    TatarsCannot,
    /// Only Turkey and the Tatars take yasyr (DC-YAS-1).
    NoYasyr,
    /// Not a valid target for attack (DC-ORD-1, AMB-37).
    BadTarget,
    /// Not a valid retreat target (DC-PLAN-3).
    BadRetreat,
    /// Diplomacy in phases 2 and 3 only (DC-DIP-2, AMB-4).
    NotDiplomacyPhase,
    /// No such proposal or alliance; or one already stands (DC-DIP-4, GAP-22).
    BadDiplomacy,
    /// The Tatars must be paid at least 1 point; others take none (DC-DIP-3).
    BadPayment,
    /// A payment above the payer's score (GAP-22, as refined).
    PaymentAboveScore {
        /// The most the payer can pay now.
        most: u32,
    },
    /// Not a battle of this nation, or not its turn to enter or confirm (DC-RES-6).
    NotYourBattle,
    /// Only the side that did not enter a result confirms it (DC-RES-6).
    CannotConfirm,
    /// The computer resolves battles only in modes MIXED and TABLETOP for a side (GAP-10).
    NoResolver,
    /// Results must be entered and confirmed before the phase ends (DC-RES-7).
    ResultsOpen,
    /// More bases lost than the side had on the table: its PS, twice in a
    /// fortress (DC-RES-4, DC-AUTO-3).
    TooManyLosses {
        /// The bases that side could field.
        most: u32,
    },
    /// No army enters a besieged fortress (DC-MOVE-4, GAP-14).
    FortressBesieged,
    /// The plan is set before the order, which locks it (DC-PLAN-1, rules 2).
    PlanLocked,
    /// The army's order is given and confirmed (DC-PLAN-1, rules 2).
    OrderGiven,
    /// The side's own entry waits for the other side's word (DC-RES-6, rules 2).
    AwaitingAnswer,
    /// The battle's result was entered as often as it may be: confirm or
    /// let the deadline decide (GAP-17, rules 2).
    DeadlineDue {
        /// The entries a battle takes.
        most: u32,
    },
    /// The deadline decides only a disputed result (GAP-17, rules 2).
    NoDispute,
    /// Not a person who may command that side (DC-RES-5, GAP-12).
    BadCommander,
    /// A new name of 1 to 40 characters, at most 12 persons a nation (DC-RES-5).
    BadName,
    /// A comment of at most 200 characters (DC-RES-5).
    LongComment,
    /// A step the rules this campaign was begun under do not have.
    EarlierRules,
}

/// DC-RES-5 — the longest name of a person, in characters.
pub const MOST_NAME: u32 = 40;
/// DC-RES-5 — the most persons a nation names (its commander-in-chief too).
pub const MOST_PERSONS: usize = 12;
/// DC-RES-5 — the longest comment on a battle, in characters.
pub const MOST_COMMENT: u32 = 200;

impl Refuse {
    /// Every reason, with examples of the arguments (for the tests that
    /// render each one).
    pub const ALL: [Self; 60] = [
        Self::Turn(TurnRefusal::GameOver),
        Self::PhaseEnded,
        Self::WrongPhase { phase: Some(Phase::Movement) },
        Self::WrongPhase { phase: Some(Phase::Orders) },
        Self::WrongPhase { phase: Some(Phase::Results) },
        Self::WrongPhase { phase: None },
        Self::NotYourArmy,
        Self::NotEnoughDucats { cost: 10, have: 0 },
        Self::NotEnoughDucats { cost: 100, have: 21 },
        Self::NotEnoughDucats { cost: 250, have: -35 },
        Self::AlreadyOrdered,
        Self::UnderSiege,
        Self::BadTransfer,
        Self::TooMany { most: 0 },
        Self::TooMany { most: 1 },
        Self::TooMany { most: 3 },
        Self::TooMany { most: 22 },
        Self::BadSplit,
        Self::NotAdjacent,
        Self::InFortress,
        Self::NotOwnLand,
        Self::NoFortress,
        Self::Besieged,
        Self::BadRecruitSite,
        Self::BadInvestment,
        Self::MoraleFull { most: 0 },
        Self::MoraleFull { most: 1 },
        Self::MoraleFull { most: 4 },
        Self::Zero,
        Self::OrderUnavailable,
        Self::TooWeak { need: 60, have: 41 },
        Self::TooWeak { need: 60, have: 1 },
        Self::TatarsCannot,
        Self::NoYasyr,
        Self::BadTarget,
        Self::BadRetreat,
        Self::NotDiplomacyPhase,
        Self::BadDiplomacy,
        Self::BadPayment,
        Self::PaymentAboveScore { most: 0 },
        Self::PaymentAboveScore { most: 1 },
        Self::PaymentAboveScore { most: 3 },
        Self::PaymentAboveScore { most: 150 },
        Self::NotYourBattle,
        Self::CannotConfirm,
        Self::NoResolver,
        Self::ResultsOpen,
        Self::TooManyLosses { most: 1 },
        Self::TooManyLosses { most: 3 },
        Self::TooManyLosses { most: 40 },
        Self::FortressBesieged,
        Self::PlanLocked,
        Self::OrderGiven,
        Self::AwaitingAnswer,
        Self::DeadlineDue { most: 4 },
        Self::NoDispute,
        Self::BadCommander,
        Self::BadName,
        Self::LongComment,
        Self::EarlierRules,
    ];

    /// The rule id and catalog key.
    #[must_use]
    pub fn parts(self) -> (&'static str, &'static str) {
        match self {
            Self::Turn(turn) => (turn.rule(), turn.key()),
            Self::PhaseEnded => ("DC-TURN-2", "dc.refuse.phase_ended"),
            Self::WrongPhase { phase: Some(_) } => ("DC-TURN-1", "dc.refuse.wrong_phase"),
            Self::WrongPhase { phase: None } => ("DC-TURN-1", "dc.refuse.results_computed"),
            Self::NotYourArmy => ("DC-NAT-1", "dc.refuse.not_your_army"),
            Self::NotEnoughDucats { .. } => ("DC-TRE-8", "dc.refuse.ducats"),
            Self::AlreadyOrdered => ("DC-REORG-5", "dc.refuse.already_ordered"),
            Self::UnderSiege => ("DC-REORG-4", "dc.refuse.under_siege"),
            Self::BadTransfer => ("DC-REORG-2", "dc.refuse.bad_transfer"),
            Self::TooMany { .. } => ("DC-REORG-1", "dc.refuse.too_many"),
            Self::BadSplit => ("DC-REORG-3", "dc.refuse.bad_split"),
            Self::NotAdjacent => ("DC-MOVE-1", "dc.refuse.not_adjacent"),
            Self::InFortress => ("DC-MOVE-3", "dc.refuse.in_fortress"),
            Self::NotOwnLand => ("DC-MOVE-4", "dc.refuse.not_own_land"),
            Self::NoFortress => ("GAP-14", "dc.refuse.no_fortress"),
            Self::Besieged => ("DC-MOVE-3", "dc.refuse.besieged"),
            Self::BadRecruitSite => ("DC-TRE-9", "dc.refuse.recruit_site"),
            Self::BadInvestment => ("DC-TRE-10", "dc.refuse.investment"),
            Self::MoraleFull { .. } => ("DC-TRE-11", "dc.refuse.morale_full"),
            Self::Zero => ("DC-TRE-8", "dc.refuse.zero"),
            Self::OrderUnavailable => ("DC-ORD-1", "dc.refuse.order_unavailable"),
            Self::TooWeak { .. } => ("DC-STORM-1", "dc.refuse.too_weak"),
            Self::TatarsCannot => ("DC-ORD-5", "dc.refuse.tatars"),
            Self::NoYasyr => ("DC-YAS-1", "dc.refuse.no_yasyr"),
            Self::BadTarget => ("DC-ORD-1", "dc.refuse.bad_target"),
            Self::BadRetreat => ("DC-PLAN-3", "dc.refuse.bad_retreat"),
            Self::NotDiplomacyPhase => ("DC-DIP-2", "dc.refuse.diplomacy_phase"),
            Self::BadDiplomacy => ("DC-DIP-4", "dc.refuse.diplomacy"),
            Self::BadPayment => ("DC-DIP-3", "dc.refuse.payment"),
            Self::PaymentAboveScore { .. } => ("GAP-22", "dc.refuse.payment_above_score"),
            Self::NotYourBattle => ("DC-RES-6", "dc.refuse.not_your_battle"),
            Self::CannotConfirm => ("DC-RES-6", "dc.refuse.cannot_confirm"),
            Self::NoResolver => ("GAP-10", "dc.refuse.no_resolver"),
            Self::ResultsOpen => ("DC-RES-7", "dc.refuse.results_open"),
            Self::TooManyLosses { .. } => ("DC-RES-4", "dc.refuse.too_many_losses"),
            Self::FortressBesieged => ("DC-MOVE-4", "dc.refuse.fortress_besieged"),
            Self::PlanLocked => ("DC-PLAN-1", "dc.refuse.plan_locked"),
            Self::OrderGiven => ("DC-PLAN-1", "dc.refuse.order_given"),
            Self::AwaitingAnswer => ("DC-RES-6", "dc.refuse.awaiting_answer"),
            Self::DeadlineDue { .. } => ("GAP-17", "dc.refuse.deadline_due"),
            Self::NoDispute => ("GAP-17", "dc.refuse.no_dispute"),
            Self::BadCommander => ("DC-RES-5", "dc.refuse.bad_commander"),
            Self::BadName => ("DC-RES-5", "dc.refuse.bad_name"),
            Self::LongComment => ("DC-RES-5", "dc.refuse.long_comment"),
            Self::EarlierRules => ("DC-RES-5", "dc.refuse.earlier_rules"),
        }
    }
}

impl Reason for Refuse {
    fn rule(self) -> &'static str {
        self.parts().0
    }

    fn text(self) -> Text {
        let text = Text::key(self.parts().1);
        match self {
            Self::Turn(turn) => turn.text(),
            Self::WrongPhase { phase: Some(phase) } => text.name("phase", phase.key()),
            Self::NotEnoughDucats { cost, have } => text.plain("cost", cost).plain("have", have),
            Self::TooMany { most }
            | Self::MoraleFull { most }
            | Self::PaymentAboveScore { most }
            | Self::TooManyLosses { most }
            | Self::DeadlineDue { most } => text.plain("most", most),
            Self::TooWeak { need, have } => text.plain("need", need).plain("have", have),
            _ => text,
        }
    }
}
