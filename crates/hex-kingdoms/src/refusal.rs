//! Flat, typed refusal reasons, each citing the rule that forbids the action.

use crate::ids::Colour;
use engine::refusal::{Reason, TurnRefusal};
use engine::text::Text;

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refuse {
    /// The game is over, or another player decides now.
    Turn(TurnRefusal<Colour>),
    /// The action does not belong to this step of the turn or battle (G-5, HK-4).
    WrongStep {
        /// The catalog key of the step it belongs to (`hk.step.*`, `hk.bstep.*`).
        step: &'static str,
    },
    /// No action die left (G-5).
    NoActionDice,
    /// Not enough gold (G-10).
    NotEnoughGold {
        /// What the action costs.
        cost: u32,
        /// The gold the player has.
        have: u32,
    },
    /// No army of this player there (G-6).
    NotYourArmy,
    /// The army is exhausted (HK-87, G-8).
    Exhausted,
    /// The destination cannot be reached this manoeuvre (G-2, G-6).
    CannotReach,
    /// More than 5 units on a hex (G-9).
    StackFull,
    /// No selected army reaches the target (G-6, G-13).
    OutOfReach,
    /// The target holds no pieces of exactly one other player (G-6).
    BadTarget,
    /// Not a city or castle of this player, or the wrong site for that unit (G-11).
    NotRecruitSite,
    /// This city or castle already recruited its units this turn (G-11).
    RecruitLimit,
    /// None of those pieces left on the personal board (G-4).
    NoSupply,
    /// Trebuchets and galleys need a Workshop (G-11, G-13).
    NeedWorkshop,
    /// The structure cannot be built there (G-12).
    BadSite,
    /// Research or reform already done this turn (G-5).
    AlreadyDone,
    /// Already owned (G-17, G-18).
    AlreadyOwned,
    /// Not a legal reaction (HK-5, HK-7, G-7).
    BadReaction,
    /// The formation would exceed the limit (HK-8, G-9).
    FormationFull,
    /// More action or experience dice than available (HK-13).
    TooManyDice,
    /// Fabian Tactics outside its limits or without the technology (HK-80, G-18).
    BadFabian,
    /// Drawing outside 1…courage or the defender's limit (HK-36, HK-38).
    BadDraw,
    /// The technology is missing or already used this battle (G-18).
    TechUnavailable,
    /// No drawn token of that colour (HK-43).
    NotDrawn,
    /// A higher-priority object on that hex must be destroyed first (HK-50).
    Priority,
    /// Not an enemy participant of this battle (HK-48, HK-49).
    NotParticipant,
    /// Too little damage left to destroy that unit (HK-53).
    CannotDestroy,
    /// Nothing to repair, or an enemy unit is adjacent (G-24).
    NothingToRepair,
    /// A split must leave some units and move some (HK-85).
    BadSplit,
    /// Not a legal hex next to the unit's hex for the converted or
    /// recovered unit (G-15).
    BadLanding,
}

impl Refuse {
    /// The catalog key of its message.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::Turn(turn) => turn.key(),
            Self::WrongStep { .. } => "hk.refusal.wrong_step",
            Self::NoActionDice => "hk.refusal.no_action_dice",
            Self::NotEnoughGold { .. } => "hk.refusal.not_enough_gold",
            Self::NotYourArmy => "hk.refusal.not_your_army",
            Self::Exhausted => "hk.refusal.exhausted",
            Self::CannotReach => "hk.refusal.cannot_reach",
            Self::StackFull => "hk.refusal.stack_full",
            Self::OutOfReach => "hk.refusal.out_of_reach",
            Self::BadTarget => "hk.refusal.bad_target",
            Self::NotRecruitSite => "hk.refusal.not_recruit_site",
            Self::RecruitLimit => "hk.refusal.recruit_limit",
            Self::NoSupply => "hk.refusal.no_supply",
            Self::NeedWorkshop => "hk.refusal.need_workshop",
            Self::BadSite => "hk.refusal.bad_site",
            Self::AlreadyDone => "hk.refusal.already_done",
            Self::AlreadyOwned => "hk.refusal.already_owned",
            Self::BadReaction => "hk.refusal.bad_reaction",
            Self::FormationFull => "hk.refusal.formation_full",
            Self::TooManyDice => "hk.refusal.too_many_dice",
            Self::BadFabian => "hk.refusal.bad_fabian",
            Self::BadDraw => "hk.refusal.bad_draw",
            Self::TechUnavailable => "hk.refusal.tech_unavailable",
            Self::NotDrawn => "hk.refusal.not_drawn",
            Self::Priority => "hk.refusal.priority",
            Self::NotParticipant => "hk.refusal.not_participant",
            Self::CannotDestroy => "hk.refusal.cannot_destroy",
            Self::NothingToRepair => "hk.refusal.nothing_to_repair",
            Self::BadSplit => "hk.refusal.bad_split",
            Self::BadLanding => "hk.refusal.bad_landing",
        }
    }

    /// All reasons (for the locale test).
    pub const ALL: [Self; 34] = [
        Self::Turn(TurnRefusal::GameOver),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: None }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Colour::Red) }),
        Self::WrongStep { step: "hk.step.actions" },
        Self::WrongStep { step: "hk.bstep.draw" },
        Self::NoActionDice,
        Self::NotEnoughGold { cost: 3, have: 1 },
        Self::NotEnoughGold { cost: 22, have: 5 },
        Self::NotYourArmy,
        Self::Exhausted,
        Self::CannotReach,
        Self::StackFull,
        Self::OutOfReach,
        Self::BadTarget,
        Self::NotRecruitSite,
        Self::RecruitLimit,
        Self::NoSupply,
        Self::NeedWorkshop,
        Self::BadSite,
        Self::AlreadyDone,
        Self::AlreadyOwned,
        Self::BadReaction,
        Self::FormationFull,
        Self::TooManyDice,
        Self::BadFabian,
        Self::BadDraw,
        Self::TechUnavailable,
        Self::NotDrawn,
        Self::Priority,
        Self::NotParticipant,
        Self::CannotDestroy,
        Self::NothingToRepair,
        Self::BadSplit,
        Self::BadLanding,
    ];
}

impl Reason for Refuse {
    fn rule(self) -> &'static str {
        match self {
            Self::Turn(turn) => turn.rule(),
            Self::WrongStep { .. } => "HK-4",
            Self::NoActionDice => "G-5",
            Self::NotEnoughGold { .. } => "G-10",
            Self::NotYourArmy | Self::CannotReach | Self::OutOfReach | Self::BadTarget => "G-6",
            Self::Exhausted => "HK-87",
            Self::StackFull => "G-9",
            Self::NotRecruitSite | Self::RecruitLimit | Self::NeedWorkshop => "G-11",
            Self::NoSupply => "G-4",
            Self::BadSite => "G-12",
            Self::AlreadyDone => "G-5",
            Self::AlreadyOwned | Self::TechUnavailable => "G-18",
            Self::BadReaction => "G-7",
            Self::FormationFull => "HK-8",
            Self::TooManyDice => "HK-13",
            Self::BadFabian => "HK-80",
            Self::BadDraw => "HK-38",
            Self::NotDrawn => "HK-43",
            Self::Priority => "HK-50",
            Self::NotParticipant => "HK-49",
            Self::CannotDestroy => "HK-53",
            Self::NothingToRepair => "G-24",
            Self::BadSplit => "HK-85",
            Self::BadLanding => "G-15",
        }
    }

    fn text(self) -> Text {
        let text = Text::key(self.key());
        match self {
            Self::Turn(turn) => turn.text(),
            Self::WrongStep { step } => text.name("step", step),
            Self::NotEnoughGold { cost, have } => text.plain("cost", cost).plain("have", have),
            _ => text,
        }
    }
}
