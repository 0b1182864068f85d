//! DC-MOR-1, GAP-1…7 — the campaign as it starts in summer 1655.

use crate::army::{ARMIES, ArmyId, Arrival};
use crate::map::{land, map};
use crate::nation::Nation;
use crate::report::Lines;
use crate::state::{Land, Mode, NationState, Phase, State, pair};
use crate::timetable::new_army;
use crate::turn::{province_points, snapshot};
use engine::rules::{Refusal, ScenarioInfo, SystemInfo};
use engine::seat::SeatConfig;
use engine::side::Side;
use engine::text::Text;
use std::collections::{BTreeMap, BTreeSet};

/// The campaign with battles entered from the tabletop or, if a side
/// asks, resolved by the computer (GAP-10 MIXED).
pub const MIXED: &str = "deluge-1655";
/// The campaign with every battle fought on the tabletop (the source).
pub const TABLETOP: &str = "deluge-1655-tabletop";
/// The campaign with every battle resolved by the computer.
pub const AUTO: &str = "deluge-1655-auto";
/// As [`MIXED`], with the option of issue 37: the Tatars are paid for an
/// alliance only from the points the payer won (`State::pay_from_points`).
pub const EARNED: &str = "deluge-1655-earned";
/// What a save records of the scenario's data (its hash): a version of the
/// lands and armies of GAP-1…3, raised with any change of them, so the page
/// that lists scenarios does not carry the data itself.
pub const SCENARIO_CONTENT: &str = "deluge 1655: 44 lands (GAP-1, GAP-2), 27 armies (DC-ARMY-1, GAP-3), v1";
/// GAP-6 — the last turn (April–June 1660).
pub const LAST_TURN: u32 = 20;
/// DC-MOR-1.
pub const START_MORALE: u32 = 50;

/// Name, roles, rules summary.
#[must_use]
pub fn info() -> SystemInfo {
    SystemInfo {
        id: <crate::Deluge as engine::rules::Rules>::ID,
        name: "dc.name",
        roles: engine::side::roles::<Nation>(),
        rules_summary: "dc.rules_summary",
    }
}

/// The three scenarios: one campaign, three ways of deciding battles.
#[must_use]
pub fn scenarios() -> Vec<ScenarioInfo> {
    [
        (MIXED, "dc.scenario.mixed"),
        (TABLETOP, "dc.scenario.tabletop"),
        (AUTO, "dc.scenario.auto"),
        (EARNED, "dc.scenario.earned"),
    ]
    .into_iter()
    .map(|(id, name)| ScenarioInfo {
        id,
        name,
        hash: "4422eb45b7aab3ab376f1e56f9ba1023f299f39ca4e9c3c68e163d4926f67cfa",
        min_seats: 7,
        max_seats: 7,
        geometry: Some(crate::map::GEOMETRY_PATH),
        superseded_by: None,
    })
    .collect()
}

/// The mode of a scenario.
#[must_use]
pub fn mode(scenario: &str) -> Option<Mode> {
    match scenario {
        MIXED | EARNED => Some(Mode::Mixed),
        TABLETOP => Some(Mode::Tabletop),
        AUTO => Some(Mode::Auto),
        _ => None,
    }
}

/// The campaign's first state in a mode (also for tests).
#[must_use]
pub fn initial(mode: Mode) -> State {
    let lands: Vec<Land> = map()
        .lands
        .iter()
        .map(|l| Land {
            owner: l.owner,
            garrison: l.garrison,
            resources: l.resources,
            resources_max: l.resources,
            siege: None,
            invested: false,
            cossack_bonus_used: false,
        })
        .collect();
    let nation = NationState {
        morale: START_MORALE,
        ducats: 0,
        points: 0,
        province_points: 0,
        individual: 0,
        start_score: 0,
        done: false,
        morale_log: Vec::new(),
        earned: 0,
        balance: None,
    };
    let mut armies = BTreeMap::new();
    for (i, def) in ARMIES.iter().enumerate() {
        if let (Arrival::Start(at), Ok(i)) = (def.arrival, u8::try_from(i)) {
            armies.insert(ArmyId(i), new_army(land(at), def.strength));
        }
    }
    let mut s = State {
        mode,
        turn: 1,
        last_turn: LAST_TURN,
        phase: Phase::Movement,
        nations: vec![nation; Nation::ALL.len()],
        lands,
        armies,
        // GAP-4 — the Commonwealth's two nations, and Pereiaslav (1654).
        alliances: BTreeSet::from([pair(Nation::Ron, Nation::Lit), pair(Nation::Mos, Nation::Cos)]),
        proposals: Vec::new(),
        breaks: BTreeSet::new(),
        battles: Vec::new(),
        events_fired: BTreeSet::new(),
        events_due: Vec::new(),
        captured: Vec::new(),
        snapshot: None,
        rules: crate::RULES,
        pay_from_points: false,
        // DC-RES-5: each nation's commander-in-chief, named by the seat.
        persons: Nation::ALL
            .iter()
            .map(|&n| crate::state::Person { name: String::new(), nation: n, individual: 0 })
            .collect(),
    };
    // DC-COS-1 — where Cossack armies start, the bonus is already used.
    let cossack_lands: Vec<_> =
        s.armies.iter().filter(|(id, _)| id.nation() == Nation::Cos).map(|(_, a)| a.land).collect();
    for l in cossack_lands {
        s.land_mut(l).cossack_bonus_used = true;
    }
    province_points(&mut s, &mut Lines::default());
    for n in Nation::ALL {
        let score = s.score(n);
        s.nation_mut(n).start_score = score;
    }
    s.snapshot = Some(snapshot(&s));
    s
}

/// Sets a campaign up under rules `version` ([`crate::RULES`] for a new
/// one): seven seats, one per nation, in the order of DC-NAT-1; each seat's
/// player is its nation's commander-in-chief (DC-NAT-1, DC-RES-5).
///
/// # Errors
/// An unknown scenario or a seat list that is not the seven nations in order.
pub fn setup(scenario: &str, seats: &[SeatConfig], version: u32) -> Result<State, Refusal> {
    let mode = mode(scenario)
        .ok_or_else(|| Refusal::new("GAP-10", Text::key("dc.refuse.unknown_scenario").plain("scenario", scenario)))?;
    let in_order = seats.len() == Nation::ALL.len() && seats.iter().zip(Nation::ALL).all(|(s, n)| s.role == n.id());
    if !in_order {
        return Err(Refusal::new("DC-NAT-1", Text::key("dc.refuse.seats")));
    }
    let mut s = initial(mode);
    s.pay_from_points = scenario == EARNED;
    s.rules = version.clamp(1, crate::RULES);
    if version < 2 {
        // Rules 1: no persons (the nation commanded its battles).
        s.persons.clear();
    } else {
        for (person, seat) in s.persons.iter_mut().zip(seats) {
            person.name = seat.name.trim().chars().take(crate::refusal::MOST_NAME as usize).collect();
        }
    }
    s.snapshot = Some(snapshot(&s));
    Ok(s)
}
