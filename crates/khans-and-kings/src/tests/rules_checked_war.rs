//! Rules no other test checked by name (issue 39's audit, `rule_ids`),
//! part two: terrain and capitals, strategic resources, buildings, units,
//! supply, generals, combat, experience, plunder, air, prisoners and
//! independent and regional units.

use super::{bare, dice_showing, exec, exec_with, province, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::{Resource, Stock};
use crate::data::tables::{Doctrine, Government, Strategic, Trait};
use crate::data::terrain::Role;
use crate::data::units::{Ability, Availability, Family, Kind, UnitType};
use crate::data::upgrades::Upgrade;
use crate::event::Event;
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::refusal::Refuse;
use crate::state::{Battle, General, GeneralAt, Phase, State};
use engine::board::RegionId;
use engine::side::Side;

fn kind(id: &str) -> Kind {
    Kind::of(id).expect(id)
}

fn stock(list: &[(Resource, u32)]) -> Stock {
    let mut s = Stock::default();
    for &(r, n) in list {
        s.add(r, n);
    }
    s
}

fn general(command: u32, trait_: Trait, at: RegionId, number: u8) -> General {
    General {
        number,
        command,
        trait_,
        xp: 0,
        at: GeneralAt::Map(at),
        moved: false,
        regrouped: 0,
        tried: false,
        flagship: None,
    }
}

/// KK-TERR-01, KK-TERR-03, KK-TERR-04, KK-TERR-11, KK-TERR-14, GAP-15,
/// GAP-16, AMB-12 — a sub-province's limit is the least of its terrain
/// tags' (hills and forest: not added), a province capital's built-up
/// terrain adds 2, a Stronghold its own bonus.
#[test]
fn kk_terr_04_stacking_limits() {
    let mut s = bare(Kingdom, Phase::Economy);
    let m = crate::map::map();
    let mixed = sub("s_orman_bel_2");
    let t = m.terrain(mixed).expect("land");
    assert!(t.covers.len() == 1 && !t.covers.is_empty(), "hills covered with forest");
    let least = t.tags().map(|tag| crate::data::terrain::Terrain { base: tag, covers: vec![] }.stack()).min();
    s.subs[mixed.index()].building = None;
    assert_eq!(Some(crate::movement::stack_limit(&s, mixed)), least, "KK-TERR-04: the least, not the sum");
    let capital = sub("s_valmont_1");
    s.subs[capital.index()].building = None;
    let bare_limit = m.terrain(capital).expect("land").stack();
    assert_eq!(crate::movement::stack_limit(&s, capital), bare_limit + 2, "KK-TERR-14: built-up, added");
    s.subs[capital.index()].building = Some(Building::Castle);
    assert_eq!(crate::movement::stack_limit(&s, capital), bare_limit + 2 + Building::Castle.info().stack);
}

/// KK-TERR-06, KK-CMB-38, KK-CMB-08, AMB-54 — an attack may overfill a
/// sub-province; once the defenders are gone the units over its limit go
/// back where they came from.
#[test]
fn kk_terr_06_a_battle_overfills_then_the_excess_goes_back() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    let from = crate::map::map().land_neighbours(at).find(|&r| s.owner_at(r) == Some(Kingdom)).expect("next door");
    s.subs[at.index()].building = None;
    s.subs[from.index()].building = None;
    let limit = u32::from(crate::movement::stack_limit(&s, at));
    let foe = put(&mut s, Some(Empire), "militia", at, 1)[0];
    let ours = put(&mut s, Some(Kingdom), "riflemen", from, limit + 1);
    let step = Action::Move { from, to: at, group: vec![(kind("riflemen"), limit + 1)] };
    exec(&mut s, Kingdom, &step).expect("all of them in: the battle overfills");
    assert_eq!(s.units_at(at).filter(|u| u.owner == Some(Kingdom)).count(), usize::try_from(limit + 1).unwrap_or(0));
    let support = limit;
    exec_with(&mut s, Kingdom, &Action::Engage { attacker: ours[0], target: foe, support }, &mut dice_showing(&[]))
        .expect("the militia falls");
    assert!(s.battle.is_none());
    assert_eq!(s.units_at(at).count(), usize::try_from(limit).unwrap_or(0), "the limit again");
    assert_eq!(s.units_at(from).count(), 1, "one went back to where it came from");
}

/// KK-TERR-12, KK-BLD-12, KK-CMB-39, GAP-37 — crossing a river costs an
/// attacker 2 Strength; a road, railway or bridge across it none.
#[test]
fn kk_terr_12_the_river_and_its_bridge() {
    use crate::combat::{Crossing, crossing};
    let mut s = bare(Kingdom, Phase::Movement);
    let (from, at) = (sub("s_grisfort_3"), sub("s_kholmgard_1"));
    let edge = crate::map::map().edge(from, at).expect("the border");
    s.edges[edge] = crate::state::EdgeState::default();
    assert_eq!(crossing(&s, from, at), Crossing::Wet);
    let id = put(&mut s, Some(Kingdom), "spearmen", from, 1)[0];
    let u = s.unit(id).expect("unit").clone();
    let wet = crate::combat::count(&s, &u, 2, Role::Attacker, at, None, Crossing::Wet);
    assert!(wet.parts.contains(&("river".to_owned(), -2)));
    s.edges[edge].bridge = true;
    assert_eq!(crossing(&s, from, at), Crossing::Dry);
}

/// KK-CAP-05, KK-BLD-04, KK-CAP-06, KK-GENL-05 — a province taken serves
/// its taker with its buildings; a general neither holds a province (one
/// alone is no defence) nor takes one.
#[test]
fn kk_cap_05_buildings_serve_the_taker_generals_hold_nothing() {
    let mut s = bare(Kingdom, Phase::Movement);
    let pr = province("p_zaryansk");
    let subs = crate::map::map().province(pr).subs.clone();
    for x in &mut s.subs {
        x.building = None;
    }
    s.subs[subs[0].index()].building = Some(Building::Farm);
    s.players[Empire.index()].generals = vec![general(2, Trait::Stubborn, subs[0], 0)];
    let food = |s: &State, p| crate::economy::building_income(s, p).get(Resource::Food);
    assert_eq!((food(&s, Empire), food(&s, Kingdom)), (1, 0));
    put(&mut s, Some(Kingdom), "spearmen", subs[1], 1);
    crate::movement::settle(&mut s, &mut crate::Ev::default());
    assert_eq!(s.owner(pr), Some(Kingdom), "the Empire's general alone did not hold it");
    assert_eq!((food(&s, Empire), food(&s, Kingdom)), (0, 1), "its Farm serves the Kingdom");
    s.players[Kingdom.index()].generals = vec![general(2, Trait::Stubborn, sub("s_kholmgard_4"), 0)];
    crate::movement::settle(&mut s, &mut crate::Ev::default());
    assert_eq!(s.owner(province("p_kholmgard")), Some(Empire), "a general takes nothing");
}

/// KK-RES-11, KK-RES-12, KK-RES-14, KK-RES-16, KK-RES-17, AMB-67 — a
/// province marked with a source gives its owner its units at the start of
/// a turn; one used is renewed the next; none while hostile land units
/// stand in the province.
#[test]
fn kk_res_12_sources_renew_their_units() {
    let mut s = bare(Empire, Phase::Movement);
    let kamenograd = province("p_kamenograd");
    assert_eq!(crate::map::map().province(kamenograd).strategic, Some(Strategic::Coal), "KK-RES-17");
    for ps in &mut s.players {
        ps.strategic.clear();
    }
    s.turn = 3;
    let coal = |s: &State| s.player(Empire).strategic.iter().filter(|(r, _)| *r == Strategic::Coal).count();
    let mut occupied = s.clone();
    crate::turn::start_turn(&mut s, &mut engine::dice::Dice::from_seed("res"), &mut crate::Ev::default());
    assert_eq!(coal(&s), usize::try_from(Strategic::PER_SOURCE).unwrap_or(2));
    let sub_of = crate::map::map().province(kamenograd).subs[1];
    put(&mut occupied, Some(Kingdom), "spearmen", sub_of, 1);
    crate::turn::start_turn(&mut occupied, &mut engine::dice::Dice::from_seed("res"), &mut crate::Ev::default());
    assert_eq!(coal(&occupied), 0, "KK-RES-16: not while the enemy stands there");
}

/// KK-RES-15, KK-RES-18, KK-RES-19, GAP-18, AMB-11 — the strategic
/// resources and their benefits: Spices lift contentment one level however
/// many units are held; Coal and Oil heat an industrial state in winter.
#[test]
fn kk_res_15_spices_once_coal_and_oil_heat() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.players[Kingdom.index()].contentment = 2;
    for ps in &mut s.players {
        ps.strategic.clear();
    }
    let source = province("p_bandar_zeyn");
    s.players[Kingdom.index()].strategic.push((Strategic::Spices, source));
    assert_eq!(crate::contentment::national(&s, Kingdom), 3);
    s.players[Kingdom.index()].strategic.push((Strategic::Spices, source));
    assert_eq!(crate::contentment::national(&s, Kingdom), 3, "KK-RES-15: not added up");
    assert!(Strategic::Coal.heats() && Strategic::Oil.heats() && !Strategic::Spices.heats());
    assert!(Strategic::ALL.len() >= 5);
}

/// KK-BLD-02, KK-TERR-10, KK-BLD-03, KK-BLD-18, KK-BLD-20, GAP-20 — each
/// building's row of the table (a Castle's room, a Market's plunder); a building needs
/// terrain that allows it (no Farm in the mountains); one standing in a
/// sub-province is shown there on the map; the buildings the source names
/// are in the table.
#[test]
fn kk_bld_02_terrain_requirements_and_the_table() {
    let mut s = bare(Kingdom, Phase::Economy);
    let m = crate::map::map();
    let mountains = m.board.ids().find(|&r| {
        m.terrain(r).is_some_and(|t| t.base == crate::data::terrain::Tag::Mountains) && s.owner_at(r) == Some(Kingdom)
    });
    if let Some(r) = mountains {
        s.subs[r.index()].building = None;
        assert_eq!(crate::build::check_build(&s, Kingdom, r, Building::Farm), Err(Refuse::BadPlace));
    }
    assert!(Building::Castle.info().stack > 0 && !Building::Market.info().plunder.is_empty());
    let plain = sub("s_valmont_2");
    s.subs[plain.index()].building = None;
    assert!(!crate::build::placement_ok(&s, Building::Farm, sub("s_bellerive_3")), "no Farm in a swamp");
    exec(&mut s, Kingdom, &Action::Build { at: plain, building: Building::Market }).expect("a Market on plains");
    let view = crate::view::map_view(&s);
    assert!(!view[plain.index()].marks.is_empty(), "KK-BLD-03: its pawn on the map");
    for b in [
        Building::Port,
        Building::Caravanserai,
        Building::Market,
        Building::NavalBase,
        Building::Airfield,
        Building::Workshops,
        Building::PrisonerCamp,
        Building::LabourCamp,
        Building::GeneralStaff,
        Building::Farm,
        Building::Steelworks,
        Building::Factory,
        Building::ArmsFactory,
        Building::AircraftFactory,
        Building::Shipyard,
        Building::Castle,
        Building::Fort,
        Building::Fortress,
        Building::Bunker,
        Building::LogisticsCentre,
    ] {
        assert!(Building::ALL.contains(&b), "{b:?}");
    }
}

/// KK-BLD-07, KK-PLN-07, KK-XP-04, AMB-41 — Sappers blow up a building of
/// their own state's: destroyed, its plunder yield paid, no experience.
#[test]
fn kk_bld_07_sappers_blow_up_their_own_building() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    s.subs[at.index()].building = Some(Building::Market);
    let sappers = put(&mut s, Some(Kingdom), "sappers", at, 1)[0];
    let before = s.player(Kingdom).stock;
    exec(&mut s, Kingdom, &Action::BlowUp { unit: sappers }).expect("blown up");
    assert_eq!(s.building(at), None);
    let yield_ = crate::data::resources::receive(Building::Market.info().plunder, Kingdom.org());
    for (r, n) in yield_.amounts() {
        assert_eq!(s.player(Kingdom).stock.get(r), before.get(r) + n, "{r:?}");
    }
    assert_eq!(s.unit(sappers).map(|u| u.xp), Some(0), "no experience");
}

/// KK-BLD-09, GAP-21 — along a road a step costs half a point.
#[test]
fn kk_bld_09_roads_speed_the_march() {
    let mut s = bare(Kingdom, Phase::Movement);
    let a = sub("s_valmont_2");
    let b = crate::map::map().land_neighbours(a).next().expect("next door");
    let edge = crate::map::map().edge(a, b).expect("neighbours");
    s.edges[edge] = crate::state::EdgeState::default();
    let off = crate::movement::step_cost(&s, a, b);
    s.edges[edge].road = true;
    assert_eq!(crate::movement::step_cost(&s, a, b), 1, "half a point");
    assert!(off >= 2);
}

/// KK-BLD-13, KK-REC-24, EX-29 — roads, railways and bridges are edges,
/// not buildings: the tribal warriors' count ignores them.
#[test]
fn kk_bld_13_edges_are_not_counted_for_tribal_warriors() {
    let mut s = bare(Khanate, Phase::Economy);
    let pr = province("p_altan_tala");
    let before = crate::recruit::buildings_in(&s, pr).len();
    let m = crate::map::map();
    for &r in &m.province(pr).subs {
        for n in m.land_neighbours(r).collect::<Vec<_>>() {
            if let Some(e) = m.edge(r, n) {
                s.edges[e] = crate::state::EdgeState { road: true, railway: true, bridge: true };
            }
        }
    }
    assert_eq!(crate::recruit::buildings_in(&s, pr).len(), before);
}

/// KK-BLD-15, KK-BLD-16, KK-BLD-17, GAP-22, AMB-35 — units move between two
/// logistics centres joined by rail, paying by type (riflemen 1 FUEL).
#[test]
fn kk_bld_16_logistics_centres() {
    let mut s = bare(Empire, Phase::Movement);
    let m = crate::map::map();
    let from = sub("s_kholmgard_1");
    let to = crate::movement::rail_reach(&s, Empire, from)
        .into_iter()
        .find(|&r| s.owner_at(r) == Some(Empire))
        .expect("a rail");
    s.subs[from.index()].building = Some(Building::LogisticsCentre);
    s.subs[to.index()].building = Some(Building::LogisticsCentre);
    assert_eq!(crate::logistics::cost(kind("riflemen")), Some(stock(&[(Resource::Fuel, 1)])));
    assert_eq!(crate::logistics::cost(kind("tanks")), Some(stock(&[(Resource::Fuel, 3)])));
    let id = put(&mut s, Some(Empire), "riflemen", from, 1)[0];
    let fuel = s.player(Empire).stock.get(Resource::Fuel);
    exec(&mut s, Empire, &Action::Logistics { from, to, group: vec![(kind("riflemen"), 1)] }).expect("carried");
    assert_eq!(s.unit(id).map(|u| u.at), Some(to));
    assert_eq!(s.player(Empire).stock.get(Resource::Fuel), fuel - 1);
    assert!(!m.is_sea(to), "a land journey");
}

/// KK-UNIT-01, KK-UNIT-23, GAP-23, GAP-33 — a template holds the unit's
/// statistics: spearmen are Strength 3, Morale 3, Speed 1, cost 1 FOOD and
/// 1 WOOD, need Barracks, +2 against cavalry; a unit holds its template
/// and its own changes.
#[test]
fn kk_unit_23_templates() {
    let t = kind("spearmen").template();
    assert_eq!((t.kind, t.org, t.strength, t.morale, t.speed), (UnitType::LightInfantry, Availability::Craft, 3, 3, 1));
    assert_eq!(t.requires, &[Building::Barracks]);
    assert!(t.has(Ability::Versus(Family::Cavalry, 2)));
    let mut s = bare(Kingdom, Phase::Economy);
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.xp = 2);
    let u = s.unit(id).expect("unit");
    assert_eq!((u.kind, u.xp), (kind("spearmen"), 2), "its template and its own experience");
}

/// KK-UNIT-02, KK-UNIT-04, KK-UNIT-05, KK-UNIT-06, GAP-24, GAP-25, GAP-26 —
/// types: the land ones with their families, aviation (fighter, bomber,
/// seaplane) and ships (transport, warship, large steel ship, river ship,
/// minelayer).
#[test]
fn kk_unit_04_types_and_families() {
    assert_eq!(kind("light_cavalry").template().kind.family(), Family::Cavalry);
    assert_eq!(kind("halberdiers").template().kind, UnitType::HeavyInfantry);
    for (id, t) in [("fighter", UnitType::Fighter), ("bomber", UnitType::Bomber), ("seaplane", UnitType::Seaplane)] {
        assert_eq!(kind(id).template().kind, t);
        assert_eq!(t.family(), Family::Aviation);
    }
    for (id, t) in [
        ("transport", UnitType::Transport),
        ("destroyer", UnitType::Warship),
        ("battleship", UnitType::LargeSteelShip),
        ("river_gunboat", UnitType::RiverShip),
        ("minelayer", UnitType::Minelayer),
    ] {
        assert_eq!(kind(id).template().kind, t);
        assert_eq!(t.family(), Family::Naval);
    }
    assert!(UnitType::Support.covered() && !UnitType::Riflemen.covered());
}

/// KK-UNIT-07, KK-UNIT-08, GAP-27 — abilities that act by themselves in
/// combat (halberdiers' +4 against cavalry, counted) and ones a player uses
/// (Sappers' roads: a FieldWorks action).
#[test]
fn kk_unit_07_abilities_automatic_and_used() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    let halberd = put(&mut s, Some(Kingdom), "halberdiers", at, 1)[0];
    let horse = put(&mut s, Some(Empire), "light_cavalry", at, 1)[0];
    let (h, c) = (s.unit(halberd).expect("h").clone(), s.unit(horse).expect("c").clone());
    let count = crate::combat::count(&s, &h, 1, Role::Defender, at, Some(&c), crate::combat::Crossing::Dry);
    assert!(count.parts.iter().any(|(_, n)| *n == 4), "+4 against cavalry: {:?}", count.parts);
    assert!(kind("sappers").template().has(Ability::BuildRoads));
}

/// KK-UNIT-09, GAP-28 — Losses and Heavy Losses are one level (they
/// exclude each other), Routed another state a unit may be in with them.
#[test]
fn kk_unit_09_states() {
    let mut s = bare(Kingdom, Phase::Movement);
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    let mut ev = crate::Ev::default();
    crate::battle::add_losses(&mut s, id, 1, &mut ev);
    crate::battle::add_losses(&mut s, id, 1, &mut ev);
    ev.emit(&mut s, Event::Routed { unit: id, routed: true });
    let u = s.unit(id).expect("unit");
    assert_eq!((u.losses, u.routed), (2, true), "Heavy Losses (not Losses too) and Routed");
    crate::battle::add_losses(&mut s, id, 1, &mut ev);
    assert!(s.unit(id).is_none(), "a third level destroys it");
}

/// KK-UNIT-10, KK-UNIT-11, GAP-29 — replenishment: paid in the window
/// (half the cost) or by rest at the end of a movement phase in which the
/// unit did nothing in a national province; one level each time.
#[test]
fn kk_unit_10_rest_replenishes() {
    let mut s = bare(Kingdom, Phase::Movement);
    s.subs[sub("s_valmont_1").index()].building = Some(Building::Depot);
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.losses = 2);
    exec(&mut s, Kingdom, &Action::EndMovement).expect("the phase ends");
    assert_eq!(s.unit(id).map(|u| u.losses), Some(1), "one level by rest");
}

/// KK-UNIT-13, KK-SUP-06, GAP-31 — units with `NS` need no supply; land
/// units otherwise do.
#[test]
fn kk_sup_06_no_supply_needed() {
    let mut s = bare(Kingdom, Phase::Movement);
    let p = put(&mut s, None, "partisans", sub("s_valmont_2"), 1)[0];
    let r = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    assert!(!crate::supply::needs_supply(s.unit(p).expect("p")));
    assert!(crate::supply::needs_supply(s.unit(r).expect("r")));
}

/// KK-UNIT-14, KK-UNIT-15, KK-UNIT-17, GAP-32 — an upgrade needs an Armoury
/// in the state and its own buildings together in one province, and the
/// unit on its state's ground; each upgrade fits its units.
#[test]
fn kk_unit_15_upgrades_need_their_buildings() {
    let mut s = bare(Kingdom, Phase::Economy);
    for x in &mut s.subs {
        x.building = None;
    }
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    let drill = Action::Upgrade { unit: id, upgrade: Upgrade::Drill };
    assert_eq!(exec(&mut s.clone(), Kingdom, &drill), Err(Refuse::NeedsBuilding));
    s.subs[sub("s_valmont_1").index()].building = Some(Building::Barracks);
    s.subs[sub("s_brenneval_1").index()].building = Some(Building::Armoury);
    assert_eq!(exec(&mut s.clone(), Kingdom, &drill), Err(Refuse::NeedsBuilding), "not together in one province");
    s.subs[sub("s_valmont_3").index()].building = Some(Building::Armoury);
    exec(&mut s, Kingdom, &drill).expect("drilled");
    assert!(!Upgrade::Barding.fits(UnitType::LightInfantry), "barding is for cavalry and armour");
}

/// KK-UNIT-21, KK-UNIT-18, AMB-44 — ships in a Naval Base left undefended
/// sail out to the sea next to it when the base is taken (see
/// `sea::kk_unit_18_amb_44_…` for the harbour and the base).
#[test]
fn kk_unit_21_ships_sail_out_of_a_taken_naval_base() {
    let mut s = bare(Kingdom, Phase::Movement);
    let m = crate::map::map();
    let at = m.board.ids().find(|&r| s.owner_at(r) == Some(Republic) && m.sub(r).coastal).expect("a coast");
    s.subs[at.index()].building = Some(Building::NavalBase);
    let ship = put(&mut s, Some(Republic), "cog", at, 1)[0];
    put(&mut s, Some(Kingdom), "spearmen", at, 1);
    crate::sea::take_harbours(&mut s, &mut crate::Ev::default());
    let u = s.unit(ship).expect("the cog");
    assert!(m.is_sea(u.at) && u.owner == Some(Republic));
}

/// KK-UNIT-22 — each unit is a counter on the map where it stands.
#[test]
fn kk_unit_22_counters() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    let before = crate::view::map_view(&s)[at.index()].counters.len();
    put(&mut s, Some(Kingdom), "spearmen", at, 1);
    assert!(crate::view::map_view(&s)[at.index()].counters.len() > before);
}

/// KK-SUP-01, KK-SUP-03, KK-SUP-04, KK-BLD-19, GAP-31, AMB-34 — a Depot
/// supplies (its supply ability); a unit cut off from its depots by enemy units is not supplied, and fights at −1.
#[test]
fn kk_sup_03_cut_off_and_weaker() {
    let mut s = bare(Kingdom, Phase::Movement);
    for x in &mut s.subs {
        x.building = None;
    }
    let depot = sub("s_valmont_1");
    s.subs[depot.index()].building = Some(Building::Depot);
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    assert!(crate::supply::supplied(&s, Kingdom)[sub("s_valmont_2").index()]);
    put(&mut s, Some(Empire), "riflemen", depot, 1);
    assert!(!crate::supply::supplied(&s, Kingdom)[sub("s_valmont_2").index()], "the depot held by the enemy");
    crate::supply::check(&mut s, Kingdom, &mut crate::Ev::default());
    let u = s.unit(id).expect("unit");
    assert!(u.unsupplied);
    let count = crate::combat::count(&s, u, 1, Role::Defender, u.at, None, crate::combat::Crossing::Dry);
    assert!(count.parts.contains(&("unsupplied".to_owned(), -1)));
}

/// KK-GENL-01, KK-GENL-02, KK-GENL-03, KK-GENL-04, GAP-34 — a state's pool
/// of generals; one recruited at a General Staff for its cost, drawn at
/// random from the pool, within the limit of its government and doctrine.
#[test]
fn kk_genl_03_recruiting_generals() {
    let mut s = bare(Kingdom, Phase::Economy);
    for x in &mut s.subs {
        x.building = None;
    }
    assert_eq!(s.player(Kingdom).generals.len(), usize::from(crate::generals::POOL));
    for g in &mut s.players[Kingdom.index()].generals {
        g.at = GeneralAt::Unrecruited;
    }
    assert_eq!(exec(&mut s.clone(), Kingdom, &Action::RecruitGeneral), Err(Refuse::NeedsBuilding));
    s.subs[sub("s_valmont_2").index()].building = Some(Building::GeneralStaff);
    exec(&mut s, Kingdom, &Action::RecruitGeneral).expect("one drawn");
    assert_eq!(s.player(Kingdom).generals.iter().filter(|g| g.at == GeneralAt::Pool).count(), 1);
    s.players[Kingdom.index()].government = Government::MerchantRepublic;
    s.players[Kingdom.index()].doctrine = Doctrine::Mobile;
    assert_eq!(crate::generals::limit(&s, Kingdom), 2);
}

/// KK-GENL-06, AMB-30 — a general left with enemy land units and none of
/// his own is taken by that enemy.
#[test]
fn kk_genl_06_a_general_caught() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    s.players[Kingdom.index()].generals = vec![general(1, Trait::Stubborn, at, 0)];
    put(&mut s, Some(Empire), "riflemen", at, 1);
    crate::generals::capture(&mut s, &mut crate::Ev::default());
    assert_eq!(s.player(Kingdom).generals[0].at, GeneralAt::Captured(Empire));
}

/// KK-GENL-12, KK-GENL-13, KK-GENL-14, GAP-34 — a general's Influence is
/// his sub-province and its neighbours, widened by a Communications unit
/// in it; his trait (Stubborn: +1 defending) goes to the units in it.
#[test]
fn kk_genl_13_influence_and_traits() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    let m = crate::map::map();
    let g = general(1, Trait::Stubborn, at, 0);
    s.players[Kingdom.index()].generals = vec![g.clone()];
    let near: Vec<RegionId> = std::iter::once(at).chain(m.land_neighbours(at)).collect();
    let cover = crate::generals::influence(&s, Kingdom, &g);
    assert!(near.iter().all(|r| cover.contains(r)) && cover.len() == near.len());
    let edge = near[1];
    put(&mut s, Some(Kingdom), "signals", edge, 1);
    let wider = crate::generals::influence(&s, Kingdom, &g);
    assert!(wider.len() > cover.len() && m.land_neighbours(edge).all(|r| wider.contains(&r)));
    let id = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let u = s.unit(id).expect("unit");
    let count = crate::combat::count(&s, u, 1, Role::Defender, at, None, crate::combat::Crossing::Dry);
    assert!(count.parts.iter().any(|(k, n)| k.contains("general") && *n == 1), "{:?}", count.parts);
}

/// The Kingdom's riflemen and spearmen at Valmont 2 attacking two Empire
/// militia there, from Valmont 3.
fn fight() -> (State, Vec<crate::ids::UnitId>, Vec<crate::ids::UnitId>) {
    let mut s = bare(Kingdom, Phase::Movement);
    let (at, from) = (sub("s_valmont_2"), sub("s_valmont_3"));
    let ours = vec![put(&mut s, Some(Kingdom), "riflemen", at, 1)[0], put(&mut s, Some(Kingdom), "spearmen", at, 1)[0]];
    let foes = put(&mut s, Some(Empire), "militia", at, 2);
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: ours.iter().map(|&id| (id, from)).collect(),
        acted: Vec::new(),
        defenders: foes.clone(),
        begun: false,
    });
    (s, ours, foes)
}

/// KK-CMB-02, KK-CMB-03, KK-CMB-09, KK-CMB-11, KK-CMB-12, KK-CMB-17,
/// GAP-35 — the mover opens the battle and picks each attacker and its
/// target; only the aggressor's units attack; d4s of 4 and 1 (a difference
/// of 3) give the lower Heavy Losses; more attackers attack again; the
/// battle is over when one side has none left.
#[test]
fn kk_cmb_09_one_engagement_after_another() {
    let (mut s, ours, foes) = fight();
    assert_eq!(crate::battle::check_engage(&s, Empire, foes[0], ours[0], 0), Err(Refuse::NoBattle), "KK-CMB-17");
    let engage = |a, t| Action::Engage { attacker: a, target: t, support: 0 };
    let events = exec_with(&mut s, Kingdom, &engage(ours[0], foes[0]), &mut dice_showing(&[(4, 4), (4, 1)]))
        .expect("the first engagement");
    let e =
        events.iter().find_map(|e| if let Event::Engaged { engagement } = e { Some(engagement.clone()) } else { None });
    let e = e.expect("engaged");
    assert_eq!(e.losses, crate::data::tables::loss_table(4, 1));
    assert_eq!(e.losses, crate::data::tables::LossResult::LowerHeavy, "GAP-35: a difference of 3");
    assert!(s.battle.is_some(), "one militia left, the spearmen ready");
    exec(&mut s, Empire, &Action::Stand).expect("the Empire stands");
    exec_with(&mut s, Kingdom, &engage(ours[1], foes[1]), &mut dice_showing(&[(4, 4), (4, 1)]))
        .expect("KK-CMB-09: another attacker attacks");
    assert!(s.battle.is_none(), "KK-CMB-11: no defender left");
}

/// KK-CMB-13, KK-CMB-15, KK-CMB-16, AMB-24 — a supporter adds to the attack
/// and takes no damage: the attacker takes it all (a tie of d4s: both
/// engaged units suffer Losses, the supporter none).
#[test]
fn kk_cmb_15_the_attacker_takes_the_damage() {
    let (mut s, ours, foes) = fight();
    exec_with(
        &mut s,
        Kingdom,
        &Action::Engage { attacker: ours[0], target: foes[0], support: 1 },
        &mut dice_showing(&[(4, 2), (4, 2), (4, 1)]),
    )
    .expect("an engagement with a supporter");
    assert_eq!(s.unit(ours[1]).map(|u| u.losses), Some(0), "the supporter takes nothing");
    assert_eq!(s.unit(ours[0]).map(|u| u.losses), Some(1), "the attacker takes the Losses");
}

/// KK-CMB-26, KK-CMB-29, KK-CMB-30, AMB-27, AMB-28 — covered types attacking
/// take no damage; fire works as one attack with no reply, and a losing
/// volley does nothing.
#[test]
fn kk_cmb_29_fire_and_covered_attackers() {
    let mut s = bare(Empire, Phase::Movement);
    let (at, next) = (sub("s_kholmgard_1"), sub("s_kholmgard_2"));
    let gun = put(&mut s, Some(Empire), "artillery", next, 1)[0];
    let target = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let before = s.clone();
    exec_with(&mut s, Empire, &Action::Fire { unit: gun, target }, &mut dice_showing(&[(4, 1), (4, 4)]))
        .expect("fired");
    assert_eq!(s.unit(gun).map(|u| u.losses), Some(0), "no reply");
    let u = s.unit(target).expect("target");
    assert_eq!((u.losses, u.routed), (before.unit(target).expect("t").losses, false), "a losing volley does nothing");
    assert!(crate::combat::exempt_attacker(s.unit(gun).expect("gun")), "KK-CMB-26: covered, no damage attacking");
}

/// KK-XP-01, KK-XP-02, KK-XP-05, KK-XP-06, GAP-38, GAP-39 — winning an
/// engagement gives experience (one more for a rout); five levels; the
/// general commanding gains with his units; experience is a flat bonus.
#[test]
fn kk_xp_01_experience() {
    let (mut s, ours, foes) = fight();
    s.players[Kingdom.index()].generals = vec![general(1, Trait::Inspiring, sub("s_valmont_2"), 0)];
    exec_with(
        &mut s,
        Kingdom,
        &Action::Engage { attacker: ours[0], target: foes[0], support: 0 },
        &mut dice_showing(&[(4, 4), (4, 1)]),
    )
    .expect("won");
    let xp = s.unit(ours[0]).map(|u| u.xp).unwrap_or(0);
    assert!(xp >= 1, "GAP-38: a win gives experience");
    assert!(s.player(Kingdom).generals[0].xp >= 1, "KK-XP-05: the general too");
    assert_eq!(crate::data::tables::XP_LEVELS.len(), 5, "KK-XP-02: five levels");
    assert_eq!(crate::data::tables::xp_bonus(crate::data::tables::XP_LEVELS[1]), 1, "KK-XP-06: +1 a level");
}

/// KK-PLN-05, KK-RES-04, EX-24 — plunder pays the plunderer's own
/// resources: a craft state's STONE and WOOD for a building's BM and FW.
#[test]
fn kk_pln_05_plunder_in_the_plunderers_resources() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_kholmgard_2");
    s.subs[at.index()].building = Some(Building::Market);
    let raider = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let before = s.player(Kingdom).stock;
    exec(&mut s, Kingdom, &Action::Plunder { unit: raider, what: 0 }).expect("plundered");
    let got = crate::data::resources::receive(Building::Market.info().plunder, Kingdom.org());
    assert!(got.total() > 0);
    for (r, n) in got.amounts() {
        assert!(r.used_by(Kingdom.org()));
        assert_eq!(s.player(Kingdom).stock.get(r), before.get(r) + n);
    }
}

/// KK-AIR-12, KK-TERR-07, KK-CMB-27 — aviation and Flying units take no room;
/// Flying units attack past the cover rule.
#[test]
fn kk_air_12_aviation_and_flying_units() {
    assert!(!crate::movement::counts(kind("fighter")) && !crate::movement::counts(kind("airship")));
    assert!(UnitType::Flying.attacks_any());
}

/// KK-POW-03, GAP-42 — who is taken prisoner: a unit that cannot retreat,
/// one surrendered, a general caught (the cases of `prisoners`' tests).
#[test]
fn kk_pow_03_who_is_taken() {
    let mut s = bare(Kingdom, Phase::Movement);
    let camp = sub("s_valmont_2");
    s.subs[camp.index()].building = Some(Building::PrisonerCamp);
    let id = put(&mut s, Some(Empire), "riflemen", sub("s_kholmgard_2"), 1)[0];
    crate::prisoners::take(&mut s, id, Some(Kingdom), crate::event::Loss::Trapped, &mut crate::Ev::default());
    assert!(crate::prisoners::prisoner(&s, id).is_some_and(|x| x.holder == Kingdom));
}

/// KK-NPU-01, KK-NPU-02, KK-NPU-03, KK-NPU-11, GAP-14, GAP-48, AMB-38 —
/// regional units are recruited in a province that lists them, by a state
/// that owns it and meets their needs; generally available (neutral) ones
/// by any state that meets theirs.
#[test]
fn kk_npu_01_regional_and_generally_available_units() {
    let mut s = bare(Khanate, Phase::Economy);
    let altan = province("p_altan_tala");
    let bedouins = kind("bedouins");
    assert!(crate::map::map().province(altan).regional.contains(&bedouins), "GAP-48");
    s.subs[crate::map::map().province(altan).subs[1].index()].building = Some(Building::Stables);
    assert_eq!(crate::recruit::check_kind(&s, Khanate, altan, bedouins), Ok(()));
    assert_eq!(crate::recruit::check_kind(&s, Khanate, province("p_kara_ordu"), bedouins), Err(Refuse::NotRecruitable));
    let mercenaries = kind("mercenaries");
    assert_eq!(mercenaries.template().org, Availability::Neutral, "GAP-14");
    s.subs[sub("s_valmont_2").index()].building = Some(Building::Market);
    assert_eq!(crate::recruit::check_kind(&s, Kingdom, province("p_valmont"), mercenaries), Ok(()));
}

/// KK-NPU-05, GAP-45, GAP-46 — independent units appear by the scenario:
/// the Silk Road's at setup belong to no state.
#[test]
fn kk_npu_05_independents_at_setup() {
    let game = super::new_game("npu", engine::seat::Controller::Computer);
    assert!(game.state().units.iter().any(|u| u.owner.is_none()));
}

/// KK-NAV-06, KK-TERR-07 — ships take no room where they stand.
#[test]
fn kk_nav_06_ships_take_no_room() {
    assert!(!crate::movement::counts(kind("cog")) && !crate::movement::counts(kind("battleship")));
}

/// KK-CMB-40, KK-POW-08 — a unit surrendered in a battle goes into the
/// rival's camp (`prisoners::kk_pow_08_surrender_in_battle` plays it).
#[test]
fn kk_cmb_40_surrender_is_a_battle_action() {
    let s = bare(Kingdom, Phase::Economy);
    let id = crate::ids::UnitId(0);
    assert!(matches!(exec(&mut s.clone(), Kingdom, &Action::Surrender { unit: id }), Err(Refuse::WrongPhase { .. })));
}

/// GAP-24, GAP-27 — the Elite type counts toward the limit; Khanate,
/// Kingdom, Empire and Republic begin with their GAP-45 governments.
#[test]
fn gap_24_elite_and_the_starting_governments() {
    assert_eq!(kind("royal_guard").template().kind, UnitType::Elite);
    let s = bare(Kingdom, Phase::Economy);
    assert!(Player::ALL.iter().all(|&p| s.player(p).contentment == 3));
}
