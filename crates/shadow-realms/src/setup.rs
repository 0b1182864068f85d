//! System info, the scenario and the starting state (SR-G1, SR-G2, SR-G3).

use crate::Ev;
use crate::ids::{Faction, UnitId};
use crate::map::{StartOwner, map};
use crate::options::{SCENARIOS, Start};
use crate::state::{CityState, FactionState, KardAt, Stage, State, Unit, default_keep};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::rules::{Refusal, ScenarioInfo, SystemInfo};
use engine::seat::SeatConfig;
use engine::side::Side;
use engine::text::Text;

/// The scenario of SR-G2's start as proposed (the first rules' only one).
pub const SCENARIO: &str = "shadow-realms";
/// Lake City on two cities (issue 38).
pub const BALANCED: &str = "shadow-realms-balanced";
/// The start evened for computers 1 and 2 (issue 40), kept for the games
/// begun on it.
pub const FAIR: &str = "shadow-realms-fair";
/// The start evened for computer 3, the default (issue 40).
pub const EVEN: &str = "shadow-realms-even";
/// SR-G2 — every realm's starting treasury.
pub const START_SUPPLIES: u32 = 10;
/// SR-G2 — and starting influence.
pub const START_INFLUENCE: u32 = 5;

/// Name, roles and summary.
#[must_use]
pub fn info() -> SystemInfo {
    SystemInfo {
        id: <crate::ShadowRealms as engine::rules::Rules>::ID,
        name: "sr.name",
        roles: engine::side::roles::<Faction>(),
        rules_summary: "sr.summary",
    }
}

/// The scenarios (`crate::options`), the evened start first: 2 to 5 realms
/// (SR-G2: unplayed realms are neutral).
#[must_use]
pub fn scenarios() -> Vec<ScenarioInfo> {
    SCENARIOS
        .iter()
        .map(|sc| ScenarioInfo {
            id: sc.id,
            name: sc.name,
            hash: match sc.start {
                Start::Proposed => "859aeed19425f1fec25a40b8429f756b31e0159d4fd7260ff89927c008f6869b",
                Start::Balanced => BALANCED_HASH,
                Start::Fair => FAIR_HASH,
                Start::Even => EVEN_HASH,
            },
            min_seats: 2,
            max_seats: 5,
            geometry: Some(crate::map::GEOMETRY_PATH),
            superseded_by: (sc.start == Start::Fair).then_some(EVEN),
        })
        .collect()
}

/// The SHA-256 of [`crate::map::BALANCED_REALMS_TEXT`].
const BALANCED_HASH: &str = "86973a79f8b69aec8591a5371400bac5ff8b658d27cdd1ffd8cb12df941e3771";
/// The SHA-256 of [`crate::map::FAIR_REALMS_TEXT`].
const FAIR_HASH: &str = "84e6474b9253fe086ef2ed6fefcecf1f2574156027a750e1888d670fa3986227";

/// The SHA-256 of [`crate::map::EVEN_REALMS_TEXT`].
const EVEN_HASH: &str = "0e32585a07b59471cc69bc5897fbfc7cfbc69dd66ce7019f36337ecc7711ab7d";

/// A scenario's data: the map and its start.
#[must_use]
pub fn content(scenario: &str) -> Option<&'static str> {
    Some(match crate::options::scenario(scenario)?.start {
        Start::Proposed => crate::map::REALMS_TEXT,
        Start::Balanced => crate::map::BALANCED_REALMS_TEXT,
        Start::Fair => crate::map::FAIR_REALMS_TEXT,
        Start::Even => crate::map::EVEN_REALMS_TEXT,
    })
}

/// Sets up round 1 under rules `rules` (a game keeps the rules it was
/// begun under, [`crate::RULES`]): the seated realms' cities, forces and
/// treasuries, the neutrals (and the unplayed realms, neutral with their
/// rulers gone), then the round's supply phase and the first realm's turn.
///
/// # Errors
/// An unknown scenario, or seats other than the first realms in order.
pub fn setup(scenario: &str, seats: &[SeatConfig], dice: &mut Dice, rules: u32) -> Result<State, Refusal> {
    // The scenarios other than SR-G2's came with rules 2.
    let Some(sc) = crate::options::scenario(scenario).filter(|sc| sc.id == SCENARIO || rules >= 2) else {
        return Err(Refusal::new("setup", Text::key("sr.refusal.unknown_scenario").plain("scenario", scenario)));
    };
    let roles: Vec<&str> = seats.iter().map(|s| s.role.as_str()).collect();
    let expected: Vec<&str> = Faction::ALL.iter().take(seats.len()).map(|f| f.id()).collect();
    if roles != expected || !(2..=5).contains(&seats.len()) {
        return Err(Refusal::new("setup", Text::key("sr.refusal.seats")));
    }
    let mut s = initial_with(seats.len(), sc.start);
    s.rules = rules;
    s.options = sc.options;
    crate::turn::begin_round(&mut s, 1, dice, &mut Ev::default());
    Ok(s)
}

/// SR-G2 — the state before round 1 with the first `players` realms seated.
#[must_use]
pub fn initial(players: usize) -> State {
    initial_with(players, Start::Proposed)
}

/// The state before round 1 of a start with the first `players` realms
/// seated: SR-G2's, or a variant of it (`data/balanced.txt`, `data/fair.txt`,
/// `data/even.txt`).
#[must_use]
pub fn initial_with(players: usize, start: Start) -> State {
    let variant = match start {
        Start::Proposed => crate::map::Variant::default(),
        Start::Balanced => crate::map::variant(crate::map::BALANCED_TEXT),
        Start::Fair => crate::map::variant(crate::map::FAIR_TEXT),
        Start::Even => crate::map::variant(crate::map::EVEN_TEXT),
    };
    initial_of(players, &variant)
}

/// The state before round 1 of SR-G2's start changed by `variant`, with
/// the first `players` realms seated (for a start's tuning as well).
#[must_use]
pub fn initial_of(players: usize, variant: &crate::map::Variant) -> State {
    let m = map();
    let start_of = |city: RegionId| {
        variant.owners.iter().find(|(c, _)| *c == city).map_or(m.info(city).start, |&(_, owner)| owner)
    };
    let starts: Vec<&crate::map::Start> =
        m.starts.iter().filter(|st| !variant.starts.iter().any(|v| v.at == st.at)).chain(&variant.starts).collect();
    let seated = |f: Faction| f.index() < players;
    let factions = Faction::ALL
        .iter()
        .map(|&f| FactionState {
            seated: seated(f),
            supplies: if seated(f) { START_SUPPLIES } else { 0 },
            influence: if seated(f) { START_INFLUENCE } else { 0 },
            lord: None,
            kard: if seated(f) { KardAt::Free } else { KardAt::Gone },
            keep: default_keep(),
            tribute: true,
            losses: Vec::new(),
        })
        .collect();
    let owner_of = |start: StartOwner| match start {
        StartOwner::Realm(f) if seated(f) => Some(f),
        _ => None,
    };
    let cities = m
        .cities()
        .map(|city| CityState {
            city,
            owner: owner_of(start_of(city)),
            siege: None,
            walls_lost: false,
            raised: 0,
            stormed: false,
            store: 0,
        })
        .collect();
    let mut units = Vec::new();
    for start in starts {
        let owner = start.owner.filter(|&f| seated(f));
        for &(kind, n) in &start.units {
            // An unplayed realm's ruler is removed (SR-G2).
            if owner.is_none() && kind == crate::ids::UnitKind::Ruler {
                continue;
            }
            for _ in 0..n {
                let id = UnitId(u32::try_from(units.len()).unwrap_or(0) + 1);
                units.push(Unit { id, owner, kind, at: start.at, steps: 0, sword: false });
            }
        }
    }
    let next_unit = u32::try_from(units.len()).unwrap_or(0) + 1;
    State {
        round: 0,
        order: Vec::new(),
        slot: 0,
        turn: 0,
        stage: Stage::Start,
        factions,
        cities,
        units,
        next_unit,
        engaged: Vec::new(),
        shadow_raised: 0,
        finish: None,
        rules: crate::RULES,
        pending: Vec::new(),
        options: crate::options::Options::default(),
    }
}
