//! The system's info, the Four Crowns scenario and its starting state
//! (GAP-45): treasuries, buildings, roads and railways, armies, a general
//! each, the Silk Road's partisans, strategic units; then turn 1.

use crate::data::buildings::Building;
use crate::data::resources::{Item, Org, resolve};
use crate::data::tables::{Trait, command_of_die};
use crate::data::units::Kind;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::{EdgeState, General, GeneralAt, Phase, PlayerState, ProvinceState, State, SubState};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::rules::{Refusal, ScenarioInfo, SystemInfo};
use engine::seat::SeatConfig;
use engine::side::Side;
use engine::text::Text;

/// The scenario's id.
pub const SCENARIO: &str = "four-crowns";

/// Issue 39 — Four Crowns with a balanced start (`data/four-crowns-balanced.txt`):
/// the Kingdom at peace with the Empire and the Republic (GAP-44: the
/// scenario sets the starting relations) and two more spearmen in each of
/// its capitals. Rules 4 on (it needs diplomacy).
pub const BALANCED: &str = "four-crowns-balanced";

/// The balanced start's changes to Four Crowns.
pub const BALANCED_TEXT: &str = include_str!("../data/four-crowns-balanced.txt");

/// The balanced start's data: Four Crowns' map, then its changes (its hash
/// tells a save of one scenario from the other). Joined when first asked
/// for: a second copy of the map in the module would cost 5 KB gzip.
pub static BALANCED_CONTENT: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| [crate::map::MAP_TEXT, BALANCED_TEXT].concat());

/// Issues 39 and 40 — Four Crowns with an evened start, the default
/// (`data/four-crowns-even.txt`): the balanced start's peace and spearmen,
/// and the two Silk Road provinces next to the Kingdom's capital and its
/// northern border (Kuhsar, Meravand) the Kingdom's from the start. The
/// balanced start left the Kingdom at 4.5 % of computer-only games; this
/// one brings every state between half and twice its fair share (the
/// crate's README). It supersedes the balanced start, which stays for the
/// games begun on it.
pub const EVEN: &str = "four-crowns-even";

/// The evened start's changes to Four Crowns.
pub const EVEN_TEXT: &str = include_str!("../data/four-crowns-even.txt");

/// The evened start's data: Four Crowns' map, then its changes.
pub static EVEN_CONTENT: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| [crate::map::MAP_TEXT, EVEN_TEXT].concat());

/// The changes a scenario makes to Four Crowns' start, if it is one of
/// Four Crowns' (`Some("")` for Four Crowns itself).
#[must_use]
pub fn start_changes(scenario: &str) -> Option<&'static str> {
    match scenario {
        SCENARIO => Some(""),
        BALANCED => Some(BALANCED_TEXT),
        EVEN => Some(EVEN_TEXT),
        _ => None,
    }
}

/// A scenario's data: Four Crowns' map, then the scenario's changes.
#[must_use]
pub fn content(scenario: &str) -> Option<&'static str> {
    match scenario {
        SCENARIO => Some(crate::map::MAP_TEXT),
        BALANCED => Some(BALANCED_CONTENT.as_str()),
        EVEN => Some(EVEN_CONTENT.as_str()),
        _ => None,
    }
}

/// Name, roles and summary.
#[must_use]
pub fn info() -> SystemInfo {
    SystemInfo {
        id: <crate::KhansAndKings as engine::rules::Rules>::ID,
        name: "kk.name",
        roles: engine::side::roles::<Player>(),
        rules_summary: "kk.summary",
    }
}

/// The evened start first, the default (issue 40, `EVEN`); GAP-45's Four
/// Crowns as proposed (all four states, any may be the computer's); the
/// balanced start (issue 39, `BALANCED`), kept for the games begun on it.
#[must_use]
pub fn scenarios() -> Vec<ScenarioInfo> {
    vec![
        ScenarioInfo {
            id: EVEN,
            name: "kk.scenario.four-crowns-even",
            hash: "80a87e37ce0ea17c9b15f61f9e9ebcb949c40742664530f403d4ed6c70c74bdb",
            min_seats: 4,
            max_seats: 4,
            geometry: Some(crate::map::GEOMETRY_PATH),
            superseded_by: None,
        },
        ScenarioInfo {
            id: SCENARIO,
            name: "kk.scenario.four-crowns",
            hash: "faab07e5768da4d88c2f85bf6379dcbef4976c0d19240bd9feb648aecec5759d",
            min_seats: 4,
            max_seats: 4,
            geometry: Some(crate::map::GEOMETRY_PATH),
            superseded_by: None,
        },
        ScenarioInfo {
            id: BALANCED,
            name: "kk.scenario.four-crowns-balanced",
            hash: "8836d5f11af8965722a4186e16beae7dffa0bef955291c69128189b8dcf3deb4",
            min_seats: 4,
            max_seats: 4,
            geometry: Some(crate::map::GEOMETRY_PATH),
            superseded_by: Some(EVEN),
        },
    ]
}

/// GAP-45 — every state's starting stockpile: 5 FOOD, FW, BM, METAL, 10 GOLD.
pub const START_STOCK: &[(Item, u32)] =
    &[(Item::Food, 5), (Item::Fw, 5), (Item::Bm, 5), (Item::Metal, 5), (Item::Gold, 10)];

/// Sets up Four Crowns and plays the first turn's events and resource phase.
///
/// # Errors
/// An unknown scenario, or seats other than the four states in order.
pub fn setup(scenario: &str, seats: &[SeatConfig], dice: &mut Dice, rules: u32) -> Result<State, Refusal> {
    // The changed starts need diplomacy (GAP-44: starting relations), rules 4 on.
    let changes = start_changes(scenario).filter(|c| c.is_empty() || rules >= 4);
    let Some(changes) = changes else {
        return Err(Refusal::new("setup", Text::key("kk.refusal.unknown_scenario").plain("scenario", scenario)));
    };
    let roles: Vec<&str> = seats.iter().map(|s| s.role.as_str()).collect();
    if roles != Player::ALL.map(Player::id) {
        return Err(Refusal::new("setup", Text::key("kk.refusal.seats")));
    }
    let mut s = initial_under(dice, rules);
    let mut ev = crate::Ev::default();
    change_start(&mut s, changes, &mut ev);
    crate::turn::start_turn(&mut s, dice, &mut ev);
    // GAP-45, GAP-08: each state's set of victory conditions, drawn in
    // secret (after turn 1's first rolls, so that they fall as before);
    // none in a game begun under rules 1.
    if rules >= 2 {
        crate::objectives::draw(&mut s, dice, &mut ev);
    }
    Ok(s)
}

/// A scenario's changes to Four Crowns' start (`BALANCED_TEXT`,
/// `EVEN_TEXT`): starting relations (GAP-44), provinces a state holds from
/// the start, and units added in each capital a state holds.
fn change_start(s: &mut State, changes: &str, ev: &mut crate::Ev) {
    let m = map();
    let player = |id: &str| Player::ALL.into_iter().find(|p| p.id() == id);
    for line in changes.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["relation", a, b, relation] => {
                let relation = match *relation {
                    "alliance" => crate::diplomacy::Relation::Alliance,
                    _ => crate::diplomacy::Relation::Peace,
                };
                if let (Some(a), Some(b)) = (player(a), player(b)) {
                    ev.emit(s, crate::Event::PactMade { a, b, relation });
                }
            }
            ["province", p, key] => {
                let (Some(p), Some(province)) = (player(p), m.province_ids().find(|&q| m.province(q).key == *key))
                else {
                    continue;
                };
                // Its partisans (GAP-45 (11)) leave: the province is the state's.
                let partisans: Vec<_> = s
                    .units
                    .iter()
                    .filter(|u| u.owner.is_none() && m.province_of(u.at) == Some(province))
                    .map(|u| u.id)
                    .collect();
                for unit in partisans {
                    ev.emit(s, crate::Event::UnitRemoved { unit, why: crate::event::Loss::Disbanded });
                }
                ev.emit(s, crate::Event::ProvinceTaken { province, by: Some(p) });
            }
            ["units", p, kind, n] => {
                let (Some(p), Some(kind), Ok(n)) = (player(p), crate::data::units::Kind::of(kind), n.parse::<u32>())
                else {
                    continue;
                };
                for province in s.provinces_of(p).collect::<Vec<_>>() {
                    let capital = m.province(province).capital;
                    for _ in 0..n {
                        crate::recruit::place(s, Some(p), kind, capital, None, ev);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Four Crowns' four seats, every one played by `controller` (the tests',
/// examples' and tools' table).
#[must_use]
pub fn seats(controller: engine::seat::Controller) -> Vec<SeatConfig> {
    use engine::rules::Rules;
    crate::KhansAndKings::info().seats(usize::MAX, controller)
}

/// A new game of Four Crowns from `seed`, every seat played by `controller`.
///
/// # Errors
/// The setup's refusal (none for these seats).
pub fn new_game(
    seed: &str,
    controller: engine::seat::Controller,
) -> Result<engine::game::Game<crate::KhansAndKings>, Refusal> {
    new_game_of(SCENARIO, seed, controller)
}

/// As [`new_game`], of the scenario `scenario` (`SCENARIO` or `BALANCED`).
///
/// # Errors
/// An unknown scenario.
pub fn new_game_of(
    scenario: &str,
    seed: &str,
    controller: engine::seat::Controller,
) -> Result<engine::game::Game<crate::KhansAndKings>, Refusal> {
    engine::game::Game::new(engine::game::GameSetup {
        reseed: Vec::new(),
        system: "khans-and-kings".to_owned(),
        scenario: scenario.to_owned(),
        seats: seats(controller),
        seed: seed.to_owned(),
    })
}

/// GAP-45 — the state before turn 1 (the generals' profiles are rolled).
#[must_use]
pub fn initial(dice: &mut Dice) -> State {
    initial_under(dice, crate::RULES)
}

/// [`initial`] under rules version `rules` (see [`crate::RULES`]).
#[must_use]
pub fn initial_under(dice: &mut Dice, rules: u32) -> State {
    let m = map();
    let mut s = State {
        turn: 0,
        phase: Phase::Economy,
        seated: Player::ALL.to_vec(),
        order: Player::ALL.to_vec(),
        slot: 0,
        weather: crate::data::tables::Weather::Clear,
        event: 11,
        colour: None,
        players: Player::ALL.iter().map(|&p| player(p, dice)).collect(),
        provinces: m
            .provinces
            .iter()
            .map(|_| ProvinceState {
                owner: None,
                privileged: false,
                levy_due: false,
                levy_open: false,
                ruins: Vec::new(),
                entered_by: None,
            })
            .collect(),
        subs: vec![SubState::default(); m.subs.len()],
        edges: m.edges.iter().map(|e| EdgeState { road: e.road, railway: e.railway, bridge: e.bridge }).collect(),
        units: Vec::new(),
        next_unit: 1,
        battle: None,
        offers: Vec::new(),
        finish: None,
        prisoners: Vec::new(),
        decks: Vec::new(),
        shuffle: 0,
        rules,
        asks: Vec::new(),
        pacts: Vec::new(),
        trail: crate::state::Trail::default(),
    };
    let mut ev = crate::Ev::default();
    for p in Player::ALL {
        let homes = m.homes.get(&p).cloned().unwrap_or_default();
        for &province in &homes {
            s.provinces[province.index()].owner = Some(p);
        }
        s.players[p.index()].national.clone_from(&homes);
        place_buildings(&mut s, p, &homes);
        place_army(&mut s, p, &homes, &mut ev);
        let first = s.players[p.index()].generals.first().map(|g| g.number);
        if let (Some(number), Some(&capital_province)) = (first, homes.first()) {
            let at = m.province(capital_province).capital;
            if let Some(g) = s.players[p.index()].generals.iter_mut().find(|g| g.number == number) {
                g.at = GeneralAt::Map(at);
            }
        }
        for province in homes {
            if let Some(resource) = m.province(province).strategic {
                for _ in 0..crate::data::tables::Strategic::PER_SOURCE {
                    s.players[p.index()].strategic.push((resource, province));
                }
            }
        }
    }
    // GAP-45 (11): two Partisans in each Silk Road province, apart where possible.
    let partisans = Kind::of("partisans");
    for region in m.regions.iter().filter(|r| r.home.is_none()) {
        for &province in &region.provinces {
            let subs = &m.province(province).subs;
            for i in 0..2 {
                if let (Some(kind), Some(&at)) = (partisans, subs.get(i % subs.len().max(1))) {
                    crate::recruit::place(&mut s, None, kind, at, None, &mut ev);
                }
            }
        }
    }
    if rules >= 2 {
        crate::decisions::deal(&mut s, dice, &mut ev);
    }
    s
}

/// A state's treasury and its pool of six generals, one of them recruited
/// (GAP-45, GAP-34: Command and trait rolled on d6; KK-GENL-02: a fixed
/// pool of sample profiles with random traits).
fn player(p: Player, dice: &mut Dice) -> PlayerState {
    let generals = (0..crate::generals::POOL)
        .map(|number| General {
            number,
            command: command_of_die(dice.die(6, "GAP-34 a general's Command")),
            trait_: Trait::of_die(dice.die(6, "GAP-34 a general's trait")),
            xp: 0,
            at: if number == 0 { GeneralAt::Pool } else { GeneralAt::Unrecruited },
            moved: false,
            regrouped: 0,
            tried: false,
            flagship: None,
        })
        .collect();
    PlayerState {
        seated: true,
        stock: resolve(START_STOCK, p.org()).unwrap_or_default(),
        strategic: Vec::new(),
        government: p.government(),
        doctrine: p.doctrine(),
        contentment: 3,
        generals,
        national: Vec::new(),
        kills: 0,
        lost_this_turn: 0,
        ports_used: Vec::new(),
        caravan_trades: 0,
        strikes: (false, false),
        cold: false,
        white: None,
        changed: false,
        done: false,
        eliminated: false,
        hand: Vec::new(),
        due: 0,
        spying: None,
        objectives: None,
    }
}

/// GAP-45 — the buildings of each home province: the capital province's
/// Barracks (in the capital), General Staff, Depot and Strongholds; then
/// the farms, ports, mines and workshops of provinces 2 to 5.
fn place_buildings(s: &mut State, p: Player, homes: &[ProvinceId]) {
    let craft = p.org() == Org::Craft;
    let stronghold = if craft { Building::Castle } else { Building::Fort };
    let lists: [Vec<Building>; 5] = [
        vec![Building::Barracks, Building::GeneralStaff, Building::Depot, stronghold],
        vec![Building::Farm, if craft { Building::Stables } else { Building::Steelworks }],
        vec![Building::Port, Building::Market],
        vec![Building::Mine, if craft { Building::Quarry } else { Building::Brickworks }],
        if craft {
            vec![Building::LumberCamp, Building::Workshops]
        } else {
            vec![Building::Factory, Building::ArmsFactory]
        },
    ];
    for (i, list) in lists.iter().enumerate() {
        let Some(&province) = homes.get(i) else { continue };
        let mut subs: Vec<RegionId> = map().province(province).subs.clone();
        let capital = map().province(province).capital;
        subs.sort_unstable_by_key(|&r| (r != capital, r));
        // One building a sub-province, the capital's first (GAP-45: the
        // capital province's Barracks in its capital, the other three in
        // its other sub-provinces).
        for &b in list {
            let spot = subs.iter().copied().find(|&r| s.building(r).is_none() && crate::build::placement_ok(s, b, r));
            if let Some(at) = spot {
                s.subs[at.index()].building = Some(b);
            }
        }
    }
}

/// GAP-45 — each state's army, spread over its capital province's
/// sub-provinces within the stacking limits; its ship at its port.
fn place_army(s: &mut State, p: Player, homes: &[ProvinceId], ev: &mut crate::Ev) {
    let m = map();
    let land: &[(&str, u32)] = match p {
        Player::Khanate => {
            &[("spearmen", 2), ("horse_archers", 1), ("archers", 1), ("light_cavalry", 2), ("supply_train", 1)]
        }
        Player::Kingdom => &[("spearmen", 3), ("archers", 1), ("light_cavalry", 2), ("supply_train", 1)],
        Player::Empire | Player::Republic => {
            &[("riflemen", 4), ("artillery", 1), ("light_cavalry", 1), ("supply_train", 1)]
        }
    };
    let Some(&home) = homes.first() else { return };
    let mut subs = m.province(home).subs.clone();
    let capital = m.province(home).capital;
    subs.sort_unstable_by_key(|&r| (r != capital, r));
    for &(id, n) in land {
        let Some(kind) = Kind::of(id) else { continue };
        for _ in 0..n {
            let spot = subs
                .iter()
                .copied()
                .find(|&r| crate::movement::may_enter(kind, r) && crate::movement::room(s, r, Some(p)) > 0);
            if let Some(at) = spot {
                let id = crate::recruit::place(s, Some(p), kind, at, None, ev);
                unfresh(s, id);
            }
        }
    }
    let ship = if p.org() == Org::Craft { "cog" } else { "transport" };
    let port =
        homes.iter().flat_map(|&pr| m.province(pr).subs.clone()).find(|&r| s.building(r) == Some(Building::Port));
    if let (Some(kind), Some(at)) = (Kind::of(ship), port) {
        let id = crate::recruit::place(s, Some(p), kind, at, None, ev);
        unfresh(s, id);
    }
}

/// Setup's units may move in turn 1.
fn unfresh(s: &mut State, id: crate::ids::UnitId) {
    if let Some(u) = s.units.iter_mut().find(|u| u.id == id) {
        u.fresh = false;
    }
}

/// The `i`-th game of a measurement, as the examples play it: seeded
/// `soak-i`, played by the computer in every seat, or (`versus_random`) by
/// the computer in seat `i % 4` against random players; with that seat.
///
/// # Errors
/// The setup's refusal (none for these seats).
#[cfg(not(target_arch = "wasm32"))]
pub fn measured_game(
    i: usize,
    versus_random: bool,
) -> Result<(engine::game::Game<crate::KhansAndKings>, engine::sim::RunReport, engine::seat::SeatId), Refusal> {
    let seed = format!("soak-{i}");
    let mut game = new_game(&seed, engine::seat::Controller::Computer)?;
    let me = engine::seat::SeatId(u8::try_from(i % 4).unwrap_or(0));
    let report = if versus_random {
        engine::sim::run_versus_random(&mut game, &[me], &seed, 400_000)
    } else {
        engine::sim::run_computer(&mut game, 400_000, None)
    };
    Ok((game, report, me))
}
