//! Typed refusal reasons, each citing the rule that forbids the action.

use crate::data::resources::{Resource, Stock};
use crate::ids::Player;
use crate::phase::Phase;
use engine::refusal::{Reason, TurnRefusal};
use engine::text::Text;

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refuse {
    /// The game is over, or another state acts now.
    Turn(TurnRefusal<Player>),
    /// KK-TURN-01, GAP-50 — that belongs to another phase.
    WrongPhase {
        /// The phase it belongs to.
        phase: Phase,
    },
    /// GAP-50, GAP-01 — on White the colour comes before anything else.
    PickColourFirst,
    /// KK-RES-03, KK-RES-05 — the state does not use that resource.
    NotUsed,
    /// KK-TRADE-04, KK-TRADE-08 — no port (or caravanserai) trade left this turn.
    NoTradeLeft,
    /// KK-TRADE-05 — nothing to offer, or the same resource both ways.
    BadTrade,
    /// GAP-01 — no White to choose a colour for.
    NoWhite,
    /// KK-RES-09 — not enough resources; `short` is the first resource
    /// that falls short, what it takes and what the stockpile holds, when
    /// the shortfall is the acting state's own.
    CannotAfford {
        /// The resource, what it takes, what there is.
        short: Option<(Resource, u32, u32)>,
    },
    /// KK-REC-02, KK-REC-04 — the province lacks a required building.
    NeedsBuilding,
    /// KK-NPU-04, KK-REC-05 — this unit is not recruited by this state.
    NotRecruitable,
    /// KK-REC-07 — the province capital's terrain bars the unit.
    CapitalBarred,
    /// KK-REC-09, AMB-39 — at most one Elite unit.
    EliteLimit,
    /// KK-TERR-05 — over the stacking limit.
    NoRoom {
        /// How many units may stand there.
        limit: u8,
        /// How many more fit.
        room: u8,
    },
    /// KK-TERR-05 — recruits and vassals gather only where no enemy stands.
    EnemyHolds,
    /// KK-BLD-01 — a building already stands there.
    SlotTaken,
    /// KK-TERR-10, GAP-20 — the terrain or place does not allow it.
    BadPlace,
    /// KK-TRADE-11 — a caravanserai needs a strategic source in the province.
    NoStrategicSource,
    /// The state's own province only.
    NotOwnProvince,
    /// KK-BLD-06 — enemy units in the province.
    EnemyPresent,
    /// GAP-32 — the upgrade does not fit the unit, or it has it.
    NoUpgrade,
    /// GAP-29 — nothing to replenish, or not here, or done this turn.
    NoReplenish,
    /// KK-GENL-03, GAP-34 — the state holds as many generals as it may.
    GeneralLimit {
        /// The generals it holds.
        held: u32,
        /// The most it may hold.
        limit: u32,
    },
    /// KK-GENL-03, GAP-34 — every general of the state's pool is recruited.
    NoGeneralsLeft,
    /// KK-GENL-07 — no such general, or he has moved this turn.
    NoSuchGeneral,
    /// KK-REC-28…31 — privileges and vassals need the government that allows them.
    NoVassals,
    /// GAP-36 — not one step along an edge.
    NotAStep,
    /// GAP-15, KK-TERR-09 — the terrain bars these units.
    Barred,
    /// GAP-36 — not that many units there able to move.
    NoSuchUnits,
    /// GAP-36 (3) — the battle where units entered comes first.
    BattleFirst,
    /// KK-CMB-22 — units in a battle stay in it.
    InBattle,
    /// KK-CMB — no battle to fight.
    NoBattle,
    /// AMB-23 — that unit has acted in this battle.
    NotReady,
    /// KK-CMB-25 — covered units are attacked only when nothing else is left.
    Covered,
    /// KK-CMB-28 — out of range, or the unit has no range.
    OutOfRange {
        /// How far the unit reaches, in sub-provinces (0: it has no range).
        range: u8,
    },
    /// KK-PLN-01…03 — nothing to plunder, or plundered this turn.
    NoPlunder,
    /// KK-BLD-07 — this unit cannot blow up buildings, or there is none of its state's.
    NoDemolish,
    /// KK-BLD-10, KK-BLD-11 — not by rail from here to there.
    NoRail,
    /// KK-BLD-11 — a rail journey begins the move: these units have
    /// stepped this phase already (the railway's loading takes the turn).
    WalkedFirst,
    /// KK-BLD-16, AMB-35 — no connected logistics centres for that move.
    NoLogistics,
    /// KK-GENL-07, AMB-30 — a general never walks into hostile units.
    Hostile,
    /// GAP-30 — no general may regroup that unit now.
    NoRegroup,
    /// GAP-02 — no event this turn lets this state reform so.
    NoReform,
    /// KK-REC-12, KK-NAV — no harbour of the state's there (ships dock only
    /// in harbours and otherwise keep to the sea).
    NoHarbour,
    /// GAP-13 — no barrier to clear, or no minelayer able to lay one there.
    NoMines,
    /// KK-AIR-01 — the aircraft is not at a base, has flown this turn or is fresh.
    NoMission,
    /// KK-AIR-01 — the target lies beyond the aircraft's range (its Speed).
    AirRange {
        /// Its range in steps.
        range: u8,
    },
    /// KK-AIR-03 — only fighters and anti-aircraft units attack aircraft.
    AirTarget,
    /// KK-AIR-10 — no enemy building there, or the aircraft carries no bombs.
    NoBombing,
    /// KK-AIR-01, KK-AIR-02 — not a base of this state's for that aircraft.
    NoBase,
    /// KK-CMB-31 — no building of an enemy in range, or the unit cannot bombard.
    NoBombard,
    /// A malformed action (a place or unit that does not exist).
    BadInput,
    /// KK-POW-01 — not a prisoner this state holds (or no prisoner named).
    NoPrisoner,
    /// KK-POW-04 — prisoners are exchanged only between their holder and the
    /// state they belong to.
    NotTheirs,
    /// KK-POW-06 — one win-over attempt per prisoner, ever.
    TriedBefore,
    /// KK-POW-10 — a prisoner is transferred at most once a turn.
    MovedThisTurn,
    /// GAP-41 — no room in that camp (or no camp of the state's there).
    CampFull {
        /// The prisoners it holds.
        held: u8,
        /// How many it holds at most (0: not a camp of the state's).
        capacity: u8,
    },
    /// KK-POW-08 — the rival has no free place in his camps.
    NoCampSpace,
    /// GAP-05 — that card is not in the hand (or, over the hand limit, no
    /// card at that place; within it, none to return).
    NoCard,
    /// GAP-05 — the card cannot be played on that, or would change nothing.
    CardTarget,
    /// GAP-05 — the season's draw, or a card over the hand limit, first.
    DecisionsFirst,
    /// GAP-05 — no draw is owed, or that deck is empty.
    NoDraw,
    /// KK-GOV-07 — only a state that drew FREE CHOICE chooses its set, once.
    NoFreeChoice,
    /// GAP-08 (6) — FREE CHOICE picks one of sets 1–5.
    NotChoosable,
    /// KK-NAV-04, GAP-26 `CAP n` — the ships there have too little room.
    NoCapacity {
        /// The room the units take (2 for heavy guns, siege engines, tanks).
        need: u8,
        /// The free room aboard the state's ships there.
        free: u8,
    },
    /// GAP-03 (6) — no embarking or disembarking in a storm.
    Storm,
    /// KK-NAV-04, KK-NAV-05 — units board from a harbour or a coast next to
    /// the ships' sea, and land on a coast next to it.
    NotCoastal,
    /// KK-NAV-04 — no ship of the state's there that carries units.
    NoShip,
    /// GAP-28 EMBARKED — a unit aboard a ship cannot act until it lands.
    Aboard,
    /// KK-NAV-04, KK-GENL-21 — a ship with units or an admiral aboard is
    /// not disbanded: they land first.
    Loaded,
    /// KK-REC-19, KK-REC-21 — no levy of that province may be called now.
    NoLevy,
    /// AMB-16 — a levy raises Militia or Light Infantry (the state's or the
    /// province's regional ones) in a Stronghold of the province.
    LevyChoice,
    /// KK-PLN-04, AMB-43 — nothing of the kind chosen (roads, tracks, all)
    /// touches the sub-province.
    NoLoot,
    /// GAP-33 — river gunboats are recruited at Workshops standing in a
    /// sub-province with a river, and the province has none.
    NoRiverYard,
    /// GAP-26 `RIVER_ONLY` — river gunboats sail, one step between two
    /// river sub-provinces or between one and the sea next to it, never
    /// with seagoing ships.
    RiverOnly,
    /// KK-CMB-21, AMB-50 — the defending state, asked between engagements,
    /// flees or stands before anything else.
    FleeOrStand,
    /// AMB-50 — no question of fleeing was asked.
    NotAsked,
    /// KK-REC-23 — the state whose province was entered says first whether
    /// it calls its tribal warriors.
    TribesFirst,
    /// KK-REC-23 — tribal warriors are called only when asked, as hostile
    /// units cross into the province.
    NoTribalCall,
    /// KK-REC-23, AMB-17 — tribal warriors are Militia, Light Cavalry,
    /// Riflemen, Light Infantry or Archers: the province's regional ones
    /// where it has them, else the state's own, with room to stand.
    TribalKind,
    /// GAP-44 — a game begun under rules 1–3 has no diplomacy.
    NoDiplomacy,
    /// GAP-44 — no such change of relations now: peace is made at war, an
    /// alliance at war or peace, war declared on a pact, each once.
    NoPact,
    /// GAP-44 — at peace, units never enter the partner's provinces nor
    /// sub-provinces holding its units.
    AtPeace,
}

impl Reason for Refuse {
    fn rule(self) -> &'static str {
        match self {
            Self::Turn(turn) => turn.rule(),
            Self::WrongPhase { .. } | Self::PickColourFirst => "GAP-50",
            Self::NotUsed => "KK-RES-05",
            Self::NoTradeLeft => "KK-TRADE-08",
            Self::BadTrade => "KK-TRADE-05",
            Self::NoWhite => "GAP-01",
            Self::CannotAfford { .. } => "KK-RES-09",
            Self::NeedsBuilding => "KK-REC-04",
            Self::NotRecruitable => "KK-NPU-04",
            Self::CapitalBarred => "KK-REC-07",
            Self::EliteLimit => "KK-REC-09",
            Self::NoRoom { .. } | Self::EnemyHolds => "KK-TERR-05",
            Self::SlotTaken => "KK-BLD-01",
            Self::BadPlace => "KK-TERR-10",
            Self::NoStrategicSource => "KK-TRADE-11",
            Self::NotOwnProvince => "KK-BLD-04",
            Self::EnemyPresent => "KK-BLD-06",
            Self::NoUpgrade => "GAP-32",
            Self::NoReplenish => "GAP-29",
            Self::GeneralLimit { .. } | Self::NoGeneralsLeft => "GAP-34",
            Self::NoSuchGeneral => "KK-GENL-07",
            Self::NoVassals => "KK-REC-28",
            Self::NotAStep | Self::NoSuchUnits | Self::BattleFirst => "GAP-36",
            Self::Barred => "KK-TERR-09",
            Self::InBattle => "KK-CMB-22",
            Self::NoBattle => "KK-CMB-01",
            Self::NotReady => "AMB-23",
            Self::Covered => "KK-CMB-25",
            Self::OutOfRange { .. } => "KK-CMB-28",
            Self::NoPlunder => "KK-PLN-03",
            Self::NoDemolish => "KK-BLD-07",
            Self::NoRail | Self::WalkedFirst => "KK-BLD-11",
            Self::NoLogistics => "AMB-35",
            Self::Hostile => "AMB-30",
            Self::NoRegroup => "GAP-30",
            Self::NoReform => "GAP-02",
            Self::NoBombard => "KK-CMB-31",
            Self::NoMission | Self::AirRange { .. } | Self::NoBase => "KK-AIR-01",
            Self::AirTarget => "KK-AIR-03",
            Self::NoHarbour => "KK-REC-12",
            Self::NoMines => "GAP-13",
            Self::NoBombing => "KK-AIR-10",
            Self::BadInput => "GAP-36",
            Self::NoPrisoner => "KK-POW-01",
            Self::NotTheirs => "KK-POW-04",
            Self::TriedBefore => "KK-POW-06",
            Self::MovedThisTurn => "KK-POW-10",
            Self::CampFull { .. } => "GAP-41",
            Self::NoCampSpace => "KK-POW-08",
            Self::NoCard | Self::CardTarget | Self::DecisionsFirst | Self::NoDraw => "GAP-05",
            Self::NoFreeChoice => "KK-GOV-07",
            Self::NotChoosable => "GAP-08",
            Self::NoCapacity { .. } | Self::NoShip => "KK-NAV-04",
            Self::Storm => "GAP-03",
            Self::NotCoastal => "KK-NAV-05",
            Self::Aboard => "GAP-28",
            Self::Loaded => "KK-NAV-04",
            Self::NoLevy => "KK-REC-19",
            Self::LevyChoice => "AMB-16",
            Self::NoLoot => "KK-PLN-04",
            Self::NoRiverYard => "GAP-33",
            Self::RiverOnly => "GAP-26",
            Self::FleeOrStand => "KK-CMB-21",
            Self::NotAsked => "AMB-50",
            Self::TribesFirst | Self::NoTribalCall | Self::TribalKind => "KK-REC-23",
            Self::NoDiplomacy | Self::NoPact | Self::AtPeace => "GAP-44",
        }
    }

    fn text(self) -> Text {
        if let Self::Turn(turn) = self {
            return turn.text();
        }
        let text = Text::key(self.key()).plain("rule", self.rule());
        match self {
            Self::WrongPhase { phase } => text.name("phase", phase_key(phase)),
            Self::CannotAfford { short: Some((resource, need, have)) } => {
                text.name("resource", resource.key()).plain("need", need).plain("have", have)
            }
            Self::NoRoom { limit, room } => text.plain("limit", limit).plain("room", room),
            Self::GeneralLimit { held, limit } => text.plain("held", held).plain("limit", limit),
            Self::OutOfRange { range } | Self::AirRange { range } => text.plain("range", range),
            Self::CampFull { held, capacity } => text.plain("held", held).plain("capacity", capacity),
            Self::NoCapacity { need, free } => text.plain("need", need).plain("free", free),
            _ => text,
        }
    }
}

impl Refuse {
    /// Its translation key.
    #[must_use]
    pub fn key(self) -> String {
        let id = match self {
            Self::Turn(turn) => return turn.key().to_owned(),
            Self::WrongPhase { .. } => "wrong_phase",
            Self::PickColourFirst => "pick_colour_first",
            Self::NotUsed => "not_used",
            Self::NoTradeLeft => "no_trade_left",
            Self::BadTrade => "bad_trade",
            Self::NoWhite => "no_white",
            Self::CannotAfford { short: None } => "cannot_afford",
            Self::CannotAfford { short: Some(_) } => "short_of",
            Self::NeedsBuilding => "needs_building",
            Self::NotRecruitable => "not_recruitable",
            Self::CapitalBarred => "capital_barred",
            Self::EliteLimit => "elite_limit",
            Self::NoRoom { .. } => "no_room",
            Self::EnemyHolds => "enemy_holds",
            Self::SlotTaken => "slot_taken",
            Self::BadPlace => "bad_place",
            Self::NoStrategicSource => "no_strategic_source",
            Self::NotOwnProvince => "not_own_province",
            Self::EnemyPresent => "enemy_present",
            Self::NoUpgrade => "no_upgrade",
            Self::NoReplenish => "no_replenish",
            Self::GeneralLimit { .. } => "general_limit",
            Self::NoGeneralsLeft => "no_generals_left",
            Self::NoSuchGeneral => "no_such_general",
            Self::NoVassals => "no_vassals",
            Self::NotAStep => "not_a_step",
            Self::Barred => "barred",
            Self::NoSuchUnits => "no_such_units",
            Self::BattleFirst => "battle_first",
            Self::InBattle => "in_battle",
            Self::NoBattle => "no_battle",
            Self::NotReady => "not_ready",
            Self::Covered => "covered",
            Self::OutOfRange { .. } => "out_of_range",
            Self::NoPlunder => "no_plunder",
            Self::NoDemolish => "no_demolish",
            Self::NoRail => "no_rail",
            Self::WalkedFirst => "walked_first",
            Self::NoLogistics => "no_logistics",
            Self::Hostile => "hostile",
            Self::NoRegroup => "no_regroup",
            Self::NoReform => "no_reform",
            Self::NoBombard => "no_bombard",
            Self::NoMission => "no_mission",
            Self::NoHarbour => "no_harbour",
            Self::NoMines => "no_mines",
            Self::AirRange { .. } => "air_range",
            Self::AirTarget => "air_target",
            Self::NoBombing => "no_bombing",
            Self::NoBase => "no_base",
            Self::BadInput => "bad_input",
            Self::NoPrisoner => "no_prisoner",
            Self::NotTheirs => "not_theirs",
            Self::TriedBefore => "tried_before",
            Self::MovedThisTurn => "moved_this_turn",
            Self::CampFull { .. } => "camp_full",
            Self::NoCampSpace => "no_camp_space",
            Self::NoCard => "no_card",
            Self::CardTarget => "card_target",
            Self::DecisionsFirst => "decisions_first",
            Self::NoDraw => "no_draw",
            Self::NoFreeChoice => "no_free_choice",
            Self::NotChoosable => "not_choosable",
            Self::NoCapacity { .. } => "no_capacity",
            Self::Storm => "storm",
            Self::NotCoastal => "not_coastal",
            Self::NoShip => "no_ship",
            Self::Aboard => "aboard",
            Self::Loaded => "loaded",
            Self::NoLevy => "no_levy",
            Self::LevyChoice => "levy_choice",
            Self::NoLoot => "no_loot",
            Self::NoRiverYard => "no_river_yard",
            Self::RiverOnly => "river_only",
            Self::FleeOrStand => "flee_or_stand",
            Self::NotAsked => "not_asked",
            Self::TribesFirst => "tribes_first",
            Self::NoTribalCall => "no_tribal_call",
            Self::TribalKind => "tribal_kind",
            Self::NoDiplomacy => "no_diplomacy",
            Self::NoPact => "no_pact",
            Self::AtPeace => "at_peace",
        };
        format!("kk.refusal.{id}")
    }

    /// Every reason, with examples of the arguments (for the locale test).
    pub const ALL: [Self; 104] = [
        Self::Turn(TurnRefusal::GameOver),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: None }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Player::Khanate) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Player::Kingdom) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Player::Empire) }),
        Self::Turn(TurnRefusal::NotYourTurn { waiting: Some(Player::Republic) }),
        Self::WrongPhase { phase: Phase::Economy },
        Self::WrongPhase { phase: Phase::Movement },
        Self::PickColourFirst,
        Self::NotUsed,
        Self::NoTradeLeft,
        Self::BadTrade,
        Self::NoWhite,
        Self::CannotAfford { short: None },
        Self::CannotAfford { short: Some((Resource::Gold, 1, 0)) },
        Self::CannotAfford { short: Some((Resource::Food, 3, 2)) },
        Self::CannotAfford { short: Some((Resource::Metal, 22, 5)) },
        Self::CannotAfford { short: Some((Resource::Fuel, 12, 1)) },
        Self::NeedsBuilding,
        Self::NotRecruitable,
        Self::CapitalBarred,
        Self::EliteLimit,
        Self::NoRoom { limit: 1, room: 0 },
        Self::NoRoom { limit: 4, room: 2 },
        Self::NoRoom { limit: 6, room: 5 },
        Self::NoRoom { limit: 22, room: 1 },
        Self::EnemyHolds,
        Self::SlotTaken,
        Self::BadPlace,
        Self::NoStrategicSource,
        Self::NotOwnProvince,
        Self::EnemyPresent,
        Self::NoUpgrade,
        Self::NoReplenish,
        Self::GeneralLimit { held: 1, limit: 1 },
        Self::GeneralLimit { held: 3, limit: 3 },
        Self::GeneralLimit { held: 5, limit: 5 },
        Self::NoGeneralsLeft,
        Self::NoSuchGeneral,
        Self::NoVassals,
        Self::NotAStep,
        Self::Barred,
        Self::NoSuchUnits,
        Self::BattleFirst,
        Self::InBattle,
        Self::NoBattle,
        Self::NotReady,
        Self::Covered,
        Self::OutOfRange { range: 0 },
        Self::OutOfRange { range: 1 },
        Self::OutOfRange { range: 2 },
        Self::OutOfRange { range: 5 },
        Self::NoPlunder,
        Self::NoDemolish,
        Self::NoRail,
        Self::WalkedFirst,
        Self::NoLogistics,
        Self::Hostile,
        Self::NoRegroup,
        Self::NoReform,
        Self::NoBombard,
        Self::BadInput,
        Self::NoMission,
        Self::NoHarbour,
        Self::NoMines,
        Self::AirRange { range: 3 },
        Self::AirRange { range: 6 },
        Self::AirTarget,
        Self::NoBombing,
        Self::NoBase,
        Self::NoPrisoner,
        Self::NotTheirs,
        Self::TriedBefore,
        Self::MovedThisTurn,
        Self::CampFull { held: 0, capacity: 0 },
        Self::CampFull { held: 3, capacity: 3 },
        Self::CampFull { held: 4, capacity: 4 },
        Self::NoCampSpace,
        Self::NoCard,
        Self::CardTarget,
        Self::DecisionsFirst,
        Self::NoDraw,
        Self::NoFreeChoice,
        Self::NotChoosable,
        Self::NoCapacity { need: 1, free: 0 },
        Self::NoCapacity { need: 5, free: 4 },
        Self::Storm,
        Self::NotCoastal,
        Self::NoShip,
        Self::Aboard,
        Self::Loaded,
        Self::NoLevy,
        Self::LevyChoice,
        Self::NoLoot,
        Self::NoRiverYard,
        Self::RiverOnly,
        Self::FleeOrStand,
        Self::NotAsked,
        Self::TribesFirst,
        Self::NoTribalCall,
        Self::TribalKind,
        Self::NoDiplomacy,
        Self::NoPact,
        Self::AtPeace,
    ];
}

/// The catalog key of a phase's name.
#[must_use]
pub const fn phase_key(phase: Phase) -> &'static str {
    match phase {
        Phase::Economy => "kk.phase.economy",
        Phase::Movement => "kk.phase.movement",
    }
}

/// KK-RES-09 — the first resource of `need` that `have` falls short of:
/// the refusal that names it, or the plain one when none does.
#[must_use]
pub fn short_of(need: &Stock, have: &Stock) -> Refuse {
    let short = need.amounts().find(|&(r, n)| have.get(r) < n).map(|(r, n)| (r, n, have.get(r)));
    Refuse::CannotAfford { short }
}
