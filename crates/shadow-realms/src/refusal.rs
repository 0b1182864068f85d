//! Flat, typed refusal reasons, each citing the rule that forbids the action.

use crate::ids::Faction;
use crate::state::Stage;
use engine::refusal::{Reason, TurnRefusal};
use engine::text::Text;

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refuse {
    /// The game is over, or another realm acts now.
    Turn(TurnRefusal<Faction>),
    /// SR-G3 — that belongs to an earlier stage of the turn.
    WrongStage {
        /// The stage it belongs to.
        stage: Stage,
    },
    /// SR-24 — no captive kard (`short: None`), or not enough supplies:
    /// what the ransom costs and what the realm has.
    NoRansom {
        /// The ransom's cost and the realm's supplies, when the kard is captive.
        short: Option<(u32, u32)>,
    },
    /// SR-G9 — the realm owns no city to receive its kard.
    NoCityForKard,
    /// SR-43 — not a vassal, or not larger than its lord.
    NoRevolt,
    /// SR-G6 — not an own city, or besieged, or the wrong place for it.
    BadRecruitPlace,
    /// SR-G6 — at most 2 items a city a turn.
    TooManyItems,
    /// SR-G8 — no troop, fanatic or shadow there without a sword.
    NoCarrier,
    /// SR-G4 — not enough supplies.
    NoSupplies {
        /// What the action costs.
        cost: u32,
        /// The supplies the realm has.
        have: u32,
    },
    /// SR-G10 — not one step: the places are not linked that way.
    NotAStep,
    /// SR-9 — impassable.
    Impassable,
    /// SR-G10 — the army has not those units (with steps left).
    NoSuchUnits,
    /// SR-G10 — only ships sail; a field is left for the sea from a port city.
    ShipsOnly,
    /// SR-2, SR-10 — too few ships to carry the units.
    TooFewShips {
        /// The ships it takes (one for every 2 units).
        need: u32,
        /// The ships there are.
        ships: u32,
    },
    /// SR-G10 — another realm's city is entered only by storm.
    HostileCity,
    /// SR-G15 — a besieged city is neither left nor entered.
    Besieged,
    /// SR-42, SR-45 — a vassal never enters its lord's cities, nor the lord its vassal's.
    LordsCity,
    /// SR-AMB-9 — at most two areas enter at one moment.
    ThirdSource,
    /// SR-G10 — a battle follows first where the realm's armies entered.
    BattlePending,
    /// SR-G10 — no battle to fight there.
    NoBattle,
    /// SR-13 — the army must stand in the city's field.
    NotInField,
    /// SR-13, SR-AMB-4 — the besiegers must be stronger than the defence.
    TooWeak,
    /// SR-G15 — another realm already besieges it.
    AlreadyBesieged,
    /// SR-G13, SR-AMB-8 — the realm does not border the city's area.
    NotBordering,
    /// SR-13 — not a city of another realm or of the neutrals.
    NotEnemyCity,
    /// SR-17 — not besieged by this realm since an earlier turn.
    NotBesiegedLong,
    /// SR-G3 — a city is stormed at most once a turn.
    StormedAlready,
    /// SR-G15 — no besieged garrison of this realm there.
    NoGarrison,
    /// SR-42 — a vassal never attacks its lord.
    AttackLord,
    /// SR-23 — standing orders within their range.
    BadOrder,
    /// A malformed action (unknown place).
    BadPlace,
    /// SR-G9 (rules 2) — the realm's choice of where its units go comes first.
    ChoiceFirst,
    /// SR-G9 (rules 2) — no such choice waits, or not that place.
    NotAChoice,
}

impl Reason for Refuse {
    fn rule(self) -> &'static str {
        match self {
            Self::Turn(turn) => turn.rule(),
            Self::WrongStage { .. } | Self::StormedAlready => "SR-G3",
            Self::NoRansom { .. } => "SR-24",
            Self::NoCityForKard => "SR-G9",
            Self::NoRevolt => "SR-43",
            Self::BadRecruitPlace | Self::TooManyItems => "SR-G6",
            Self::NoCarrier => "SR-G8",
            Self::NoSupplies { .. } => "SR-G4",
            Self::NotAStep | Self::NoSuchUnits | Self::ShipsOnly | Self::HostileCity => "SR-G10",
            Self::BattlePending | Self::NoBattle | Self::BadPlace => "SR-G10",
            Self::Impassable => "SR-9",
            Self::TooFewShips { .. } => "SR-10",
            Self::Besieged | Self::AlreadyBesieged | Self::NoGarrison => "SR-G15",
            Self::LordsCity | Self::AttackLord => "SR-42",
            Self::ThirdSource => "SR-AMB-9",
            Self::NotInField | Self::TooWeak | Self::NotEnemyCity => "SR-13",
            Self::NotBordering => "SR-G13",
            Self::NotBesiegedLong => "SR-17",
            Self::BadOrder => "SR-23",
            Self::ChoiceFirst | Self::NotAChoice => "SR-G9",
        }
    }

    fn text(self) -> Text {
        if let Self::Turn(turn) = self {
            return turn.text();
        }
        // Its messages cite their rule; the engine's (above) cite none.
        let text = Text::key(self.key()).plain("rule", self.rule());
        match self {
            Self::WrongStage { stage } => text.name("stage", stage.key()),
            Self::NoRansom { short: Some((cost, have)) } | Self::NoSupplies { cost, have } => {
                text.plain("cost", cost).plain("have", have)
            }
            Self::TooFewShips { need, ships } => text.plain("need", need).plain("ships", ships),
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
            Self::WrongStage { .. } => "sr.refusal.wrong_stage",
            Self::NoRansom { short: None } => "sr.refusal.no_ransom",
            Self::NoRansom { short: Some(_) } => "sr.refusal.ransom_cost",
            Self::NoCityForKard => "sr.refusal.no_city_for_kard",
            Self::NoRevolt => "sr.refusal.no_revolt",
            Self::BadRecruitPlace => "sr.refusal.bad_recruit_place",
            Self::TooManyItems => "sr.refusal.too_many_items",
            Self::NoCarrier => "sr.refusal.no_carrier",
            Self::NoSupplies { .. } => "sr.refusal.no_supplies",
            Self::NotAStep => "sr.refusal.not_a_step",
            Self::Impassable => "sr.refusal.impassable",
            Self::NoSuchUnits => "sr.refusal.no_such_units",
            Self::ShipsOnly => "sr.refusal.ships_only",
            Self::TooFewShips { .. } => "sr.refusal.too_few_ships",
            Self::HostileCity => "sr.refusal.hostile_city",
            Self::Besieged => "sr.refusal.besieged",
            Self::LordsCity => "sr.refusal.lords_city",
            Self::ThirdSource => "sr.refusal.third_source",
            Self::BattlePending => "sr.refusal.battle_pending",
            Self::NoBattle => "sr.refusal.no_battle",
            Self::NotInField => "sr.refusal.not_in_field",
            Self::TooWeak => "sr.refusal.too_weak",
            Self::AlreadyBesieged => "sr.refusal.already_besieged",
            Self::NotBordering => "sr.refusal.not_bordering",
            Self::NotEnemyCity => "sr.refusal.not_enemy_city",
            Self::NotBesiegedLong => "sr.refusal.not_besieged_long",
            Self::StormedAlready => "sr.refusal.stormed_already",
            Self::NoGarrison => "sr.refusal.no_garrison",
            Self::AttackLord => "sr.refusal.attack_lord",
            Self::BadOrder => "sr.refusal.bad_order",
            Self::BadPlace => "sr.refusal.bad_place",
            Self::ChoiceFirst => "sr.refusal.choice_first",
            Self::NotAChoice => "sr.refusal.not_a_choice",
        }
    }

    /// Every reason, with examples of the arguments (for the locale test).
    pub const ALL: [Self; 46] = [
        Self::Turn(TurnRefusal::GameOver),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: None }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::Kerdurin) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::Heilbron) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::Rudern) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::LakeCity) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Faction::Malmo) }),
        Self::WrongStage { stage: Stage::Start },
        Self::WrongStage { stage: Stage::Recruit },
        Self::NoRansom { short: None },
        Self::NoRansom { short: Some((5, 4)) },
        Self::NoRansom { short: Some((5, 1)) },
        Self::NoCityForKard,
        Self::NoRevolt,
        Self::BadRecruitPlace,
        Self::TooManyItems,
        Self::NoCarrier,
        Self::NoSupplies { cost: 1, have: 0 },
        Self::NoSupplies { cost: 3, have: 2 },
        Self::NoSupplies { cost: 22, have: 5 },
        Self::NotAStep,
        Self::Impassable,
        Self::NoSuchUnits,
        Self::ShipsOnly,
        Self::TooFewShips { need: 1, ships: 0 },
        Self::TooFewShips { need: 3, ships: 2 },
        Self::TooFewShips { need: 5, ships: 1 },
        Self::HostileCity,
        Self::Besieged,
        Self::LordsCity,
        Self::ThirdSource,
        Self::BattlePending,
        Self::NoBattle,
        Self::NotInField,
        Self::TooWeak,
        Self::AlreadyBesieged,
        Self::NotBordering,
        Self::NotEnemyCity,
        Self::NotBesiegedLong,
        Self::StormedAlready,
        Self::NoGarrison,
        Self::AttackLord,
        Self::BadOrder,
        Self::BadPlace,
        Self::ChoiceFirst,
        Self::NotAChoice,
    ];
}
