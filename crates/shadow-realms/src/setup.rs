//! System info, the scenario and the starting state (SR-G1, SR-G2, SR-G3).

use crate::Ev;
use crate::ids::{Faction, UnitId};
use crate::map::{StartOwner, map};
use crate::state::{CityState, FactionState, KardAt, Stage, State, Unit, default_keep};
use engine::dice::Dice;
use engine::rules::{Refusal, RoleInfo, ScenarioInfo, SystemInfo};
use engine::seat::SeatConfig;
use engine::text::Text;

/// The scenario's id.
pub const SCENARIO: &str = "shadow-realms";
/// SR-G2 — every realm's starting treasury.
pub const START_SUPPLIES: u32 = 10;
/// SR-G2 — and starting influence.
pub const START_INFLUENCE: u32 = 5;

/// Name, roles and summary.
#[must_use]
pub fn info() -> SystemInfo {
    SystemInfo {
        id: "shadow-realms",
        name: "sr.name",
        roles: vec![
            RoleInfo { id: "kerdurin", colour: "#3f6fb0" },
            RoleInfo { id: "heilbron", colour: "#b8862b" },
            RoleInfo { id: "rudern", colour: "#a8322d" },
            RoleInfo { id: "lake_city", colour: "#3f8f7a" },
            RoleInfo { id: "malmo", colour: "#7b4f9e" },
        ],
        rules_summary: "sr.summary",
    }
}

/// The one scenario: 2 to 5 realms (SR-G2: unplayed realms are neutral).
#[must_use]
pub fn scenarios() -> Vec<ScenarioInfo> {
    vec![ScenarioInfo {
        id: SCENARIO,
        name: "sr.scenario.shadow-realms",
        hash: "859aeed19425f1fec25a40b8429f756b31e0159d4fd7260ff89927c008f6869b",
        min_seats: 2,
        max_seats: 5,
        geometry: Some(crate::map::GEOMETRY_PATH),
        superseded_by: None,
    }]
}

/// Sets up round 1 under rules `rules` (a game keeps the rules it was
/// begun under, [`crate::RULES`]): the seated realms' cities, forces and
/// treasuries, the neutrals (and the unplayed realms, neutral with their
/// rulers gone), then the round's supply phase and the first realm's turn.
///
/// # Errors
/// An unknown scenario, or seats other than the first realms in order.
pub fn setup(scenario: &str, seats: &[SeatConfig], dice: &mut Dice, rules: u32) -> Result<State, Refusal> {
    if scenario != SCENARIO {
        return Err(Refusal::new("setup", Text::key("sr.refusal.unknown_scenario").plain("scenario", scenario)));
    }
    let roles: Vec<&str> = seats.iter().map(|s| s.role.as_str()).collect();
    let expected: Vec<&str> = Faction::ALL.iter().take(seats.len()).map(|f| f.id()).collect();
    if roles != expected || !(2..=5).contains(&seats.len()) {
        return Err(Refusal::new("setup", Text::key("sr.refusal.seats")));
    }
    let mut s = initial(seats.len());
    s.rules = rules;
    crate::turn::begin_round(&mut s, 1, dice, &mut Ev::default());
    Ok(s)
}

/// SR-G2 — the state before round 1 with the first `players` realms seated.
#[must_use]
pub fn initial(players: usize) -> State {
    let m = map();
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
            owner: owner_of(m.info(city).start),
            siege: None,
            walls_lost: false,
            raised: 0,
            stormed: false,
            store: 0,
        })
        .collect();
    let mut units = Vec::new();
    for start in &m.starts {
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
    }
}
