//! System info and game setup (WW-1, WW-3, WW-6, WW-8, WW-G1, WW-G2).

use crate::ids::{Faction, Good, Resources};
use crate::map::map;
use crate::neutral::{GARRISON, NEUTRAL_SUPPLY};
use crate::state::{CountryState, FactionState, Phase, RegionState, State, Treaty};
use crate::turn::turn_zero_budget;
use engine::rules::{Refusal, SystemInfo};
use engine::seat::SeatConfig;
use engine::side::Side;
use engine::text::Text;

/// WW-3, WW-EX-2 — starting Supply stock: Axis 12, USSR 16, Allies 16.
#[must_use]
pub const fn starting_supply(f: Faction) -> u32 {
    match f {
        Faction::Axis => 12,
        Faction::Ussr | Faction::Allies => 16,
    }
}

/// Name, roles and summary.
#[must_use]
pub fn info() -> SystemInfo {
    SystemInfo {
        id: <crate::WorldWar as engine::rules::Rules>::ID,
        name: "ww.name",
        roles: engine::side::roles::<Faction>(),
        rules_summary: "ww.summary",
    }
}

/// Sets up turn zero: owners, neutral garrisons (WW-6, WW-8), the Iran
/// treaties (WW-G2), purchase budgets (WW-1) and Supply stocks (WW-3).
///
/// # Errors
/// An unknown scenario, or seats other than exactly axis, ussr, allies.
pub fn setup(scenario: &str, seats: &[SeatConfig]) -> Result<State, Refusal> {
    if ![crate::SCENARIO, crate::SCENARIO_AT_WAR].contains(&scenario) {
        return Err(Refusal::new("setup", Text::key("ww.refusal.unknown_scenario").plain("scenario", scenario)));
    }
    let roles: Vec<&str> = seats.iter().map(|s| s.role.as_str()).collect();
    if roles != ["axis", "ussr", "allies"] {
        return Err(Refusal::new("setup", Text::key("ww.refusal.seats")));
    }
    let mut s = initial_state();
    if scenario == crate::SCENARIO_AT_WAR {
        s.wars = vec![crate::state::war_pair(Faction::Axis, Faction::Allies)];
    }
    Ok(s)
}

/// The turn-zero state.
#[must_use]
pub fn initial_state() -> State {
    let m = map();
    let regions = m
        .land
        .iter()
        .map(|i| {
            let neutral = i.start_owner.is_none();
            RegionState {
                owner: i.start_owner,
                damaged_turn: None,
                garrison: if neutral { GARRISON } else { 0 },
                supply: if neutral { NEUTRAL_SUPPLY } else { 0 },
                garrison_paid: 0,
            }
        })
        .collect();
    let iran = m.country("iran");
    let treaties = iran
        .into_iter()
        .flat_map(|c| {
            [Faction::Ussr, Faction::Allies].map(|buyer| Treaty {
                country: c,
                buyer,
                good: Good::Supply,
                quantity: 1,
                price: Resources::default(),
                shipped: false,
                until: None,
                pledge: crate::state::Pledge::None,
            })
        })
        .collect();
    let mut s = State {
        turn: 0,
        phase: Phase::Purchase,
        factions: vec![FactionState::default(); 3],
        regions,
        countries: vec![CountryState::default(); m.countries.len()],
        units: Vec::new(),
        next_unit: 1,
        wars: Vec::new(),
        order: Vec::new(),
        treaties,
        finish: None,
    };
    for f in Faction::ALL {
        let budget = turn_zero_budget(&s, f);
        s.factions[f.index()].stock = Resources::new(budget.mp, budget.p, starting_supply(f));
    }
    s
}
