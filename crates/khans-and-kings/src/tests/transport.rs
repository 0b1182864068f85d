//! Carrying land units by sea and landings (KK-NAV-04, KK-NAV-05,
//! KK-TERR-13, KK-CMB-39, GAP-26 `CAP n`, GAP-28 EMBARKED, GAP-03 storm,
//! GAP-16 SEA row).

use super::{bare, dice_showing, exec, exec_with, put};
use crate::action::Action;
use crate::combat::{Crossing, count};
use crate::data::buildings::Building;
use crate::data::tables::Weather;
use crate::data::terrain::Role;
use crate::data::units::Kind;
use crate::event::{Event, Loss};
use crate::ids::Player;
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::side::Side;

fn kind(id: &str) -> Kind {
    Kind::of(id).expect("a unit")
}

/// The Republic's Port, a sea it borders and a coast of that sea held by
/// nobody of the Republic (where a landing attacks).
pub fn scene() -> (State, RegionId, RegionId, RegionId) {
    let mut s = bare(Player::Republic, Phase::Movement);
    s.weather = Weather::Clear;
    let m = map();
    let port = m
        .board
        .ids()
        .find(|&r| s.building(r) == Some(Building::Port) && s.owner_at(r) == Some(Player::Republic))
        .expect("the Republic's port");
    let (sea, shore) = m
        .neighbours(port)
        .filter(|&r| m.is_sea(r))
        .find_map(|sea| {
            let shore = m.neighbours(sea).find(|&r| {
                !m.is_sea(r)
                    && s.owner_at(r) != Some(Player::Republic)
                    && crate::movement::may_enter(kind("riflemen"), r)
                    && m.edge(sea, r).is_some_and(|e| !m.edges[e].river)
            })?;
            Some((sea, shore))
        })
        .expect("a foreign coast on a sea next to the port");
    (s, port, sea, shore)
}

#[test]
fn kk_nav_04_units_board_in_a_harbour_and_the_turn_is_spent() {
    let (mut s, port, sea, _) = scene();
    let ship = put(&mut s, Some(Player::Republic), "transport", port, 1)[0];
    let men = put(&mut s, Some(Player::Republic), "riflemen", port, 3);
    let board = Action::Embark { from: port, to: port, group: vec![(kind("riflemen"), 3)] };
    assert!(crate::legal::legal_actions(&s, Player::Republic).contains(&board), "offered as one choice");
    let events = exec(&mut s, Player::Republic, &board).expect("aboard");
    assert!(events.iter().any(|e| matches!(e, Event::Embarked { loads, .. } if loads.len() == 3)));
    for id in &men {
        let u = s.unit(*id).expect("the riflemen");
        assert_eq!((u.aboard, u.at, u.mp), (Some(ship), port, 0), "KK-NAV-04: aboard, their move over");
    }
    // GAP-16: aboard, they take no room in the harbour.
    assert_eq!(s.units_at(port).count(), 1, "only the ship stands there");
    assert_eq!(crate::transport::free_room(&s, s.unit(ship).expect("ship")), 1, "CAP 4 less 3");
    // KK-NAV-04: loading took the ship's turn too; it sails next turn.
    let sail = Action::Sail { from: port, to: sea, group: vec![(kind("transport"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &sail), Err(Refuse::NoSuchUnits));
    // Aboard, they cannot land this turn either.
    let land = Action::Disembark { from: port, to: port, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &land), Err(Refuse::NoSuchUnits));
}

#[test]
fn kk_nav_04_gap_26_capacity_counts_heavy_units_as_two() {
    let (mut s, port, _, _) = scene();
    put(&mut s, Some(Player::Republic), "cog", port, 1);
    put(&mut s, Some(Player::Republic), "heavy_artillery", port, 1);
    put(&mut s, Some(Player::Republic), "riflemen", port, 1);
    // A cog carries 2: the heavy gun alone fills it.
    let both =
        Action::Embark { from: port, to: port, group: vec![(kind("heavy_artillery"), 1), (kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &both), Err(Refuse::NoCapacity { need: 3, free: 2 }));
    let gun = Action::Embark { from: port, to: port, group: vec![(kind("heavy_artillery"), 1)] };
    exec(&mut s, Player::Republic, &gun).expect("the gun fits");
    let more = Action::Embark { from: port, to: port, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &more), Err(Refuse::NoCapacity { need: 1, free: 0 }));
    // A warship carries one more (carrack CAP 1).
    put(&mut s, Some(Player::Republic), "carrack", port, 1);
    exec(&mut s, Player::Republic, &more).expect("the carrack takes the riflemen");
}

#[test]
fn kk_nav_04_units_board_from_the_coast_into_the_sea_and_sail_with_the_ship() {
    let (mut s, port, sea, _) = scene();
    let ship = put(&mut s, Some(Player::Republic), "transport", sea, 1)[0];
    let man = put(&mut s, Some(Player::Republic), "riflemen", port, 1)[0];
    let board = Action::Embark { from: port, to: sea, group: vec![(kind("riflemen"), 1)] };
    exec(&mut s, Player::Republic, &board).expect("into the sea");
    assert_eq!(s.unit(man).map(|u| (u.at, u.aboard)), Some((sea, Some(ship))));
    // GAP-16 SEA row: embarked units are not counted, nor do they fight.
    assert!(s.units_at(sea).all(|u| u.id == ship));
    // Next turn the ship sails and carries it.
    s.units.iter_mut().for_each(|u| u.mp = 6);
    s.units.iter_mut().for_each(|u| u.moved = false);
    let next = map().neighbours(sea).find(|&r| map().is_sea(r)).expect("another sea");
    let sail = Action::Sail { from: sea, to: next, group: vec![(kind("transport"), 1)] };
    exec(&mut s, Player::Republic, &sail).expect("sails");
    assert_eq!(s.unit(man).map(|u| (u.at, u.aboard)), Some((next, Some(ship))), "it went with its ship");
}

#[test]
fn gap_03_no_embarking_or_landing_in_a_storm() {
    let (mut s, port, sea, shore) = scene();
    put(&mut s, Some(Player::Republic), "transport", port, 1);
    put(&mut s, Some(Player::Republic), "riflemen", port, 1);
    s.weather = Weather::Storm;
    let board = Action::Embark { from: port, to: port, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &board), Err(Refuse::Storm));
    let ship = put(&mut s, Some(Player::Republic), "cog", sea, 1)[0];
    let man = put(&mut s, Some(Player::Republic), "riflemen", sea, 1)[0];
    s.units.iter_mut().filter(|u| u.id == man).for_each(|u| u.aboard = Some(ship));
    let land = Action::Disembark { from: sea, to: shore, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &land), Err(Refuse::Storm));
    s.weather = Weather::Rain;
    assert!(exec(&mut s, Player::Republic, &land).is_ok(), "in rain they land");
}

#[test]
fn kk_nav_05_kk_terr_13_a_landing_attacks_with_the_rivers_penalty() {
    let (mut s, _, sea, shore) = scene();
    let ship = put(&mut s, Some(Player::Republic), "transport", sea, 1)[0];
    let men = put(&mut s, Some(Player::Republic), "riflemen", sea, 2);
    s.units.iter_mut().filter(|u| men.contains(&u.id)).for_each(|u| u.aboard = Some(ship));
    let foe = put(&mut s, Some(Player::Kingdom), "spearmen", shore, 1)[0];
    let land = Action::Disembark { from: sea, to: shore, group: vec![(kind("riflemen"), 2)] };
    assert!(crate::legal::legal_actions(&s, Player::Republic).contains(&land));
    let events = exec(&mut s, Player::Republic, &land).expect("a landing");
    assert!(events.iter().any(|e| matches!(e, Event::BattleOpened { .. })), "KK-CMB-01: an attack");
    assert_eq!(s.unit(men[0]).map(|u| (u.at, u.aboard)), Some((shore, None)));
    // KK-CMB-39, GAP-37: −2, as across a river, in every engagement.
    let e = crate::battle::resolve(&s, men[0], foe, &[], (3, 2, &[])).expect("an engagement");
    assert!(e.attack.parts.contains(&("landing".to_owned(), -2)), "{:?}", e.attack.parts);
    let (u, t) = (s.unit(men[0]).expect("riflemen"), s.unit(foe).expect("spearmen"));
    let dry = count(&s, u, 3, Role::Attacker, shore, Some(t), Crossing::Dry).total;
    let river = count(&s, u, 3, Role::Attacker, shore, Some(t), Crossing::Wet).total;
    assert_eq!(e.attack.total, dry - 2);
    assert_eq!(e.attack.total, river, "KK-TERR-13: the same penalty as a river");
    // Ships meeting at sea cross nothing.
    assert_eq!(crate::combat::crossing(&s, sea, sea), Crossing::Dry);
}

#[test]
fn kk_nav_04_gap_28_a_ship_sunk_loses_the_units_aboard() {
    let (mut s, _, sea, _) = scene();
    let ship = put(&mut s, Some(Player::Republic), "cog", sea, 1)[0];
    let man = put(&mut s, Some(Player::Republic), "riflemen", sea, 1)[0];
    s.units.iter_mut().filter(|u| u.id == man).for_each(|u| u.aboard = Some(ship));
    // KK-NAV-01: a Kingdom destroyer sails in; only the cog defends.
    let next = map().neighbours(sea).find(|&r| map().is_sea(r)).expect("another sea");
    let mut battle = s.clone();
    battle.slot = u32::try_from(Player::Kingdom.index()).unwrap_or(0);
    put(&mut battle, Some(Player::Kingdom), "destroyer", next, 1);
    let sail = Action::Sail { from: next, to: sea, group: vec![(kind("destroyer"), 1)] };
    exec(&mut battle, Player::Kingdom, &sail).expect("sails in");
    assert_eq!(crate::battle::defenders(&battle), vec![ship], "the riflemen aboard do not fight");
    // GAP-13: the cog, with Heavy Losses, strikes a Kingdom mine (a 1) and sinks.
    s.units.iter_mut().filter(|u| u.id == ship).for_each(|u| u.losses = 2);
    s.subs[next.index()].mines = Some(Player::Kingdom);
    let sail = Action::Sail { from: sea, to: next, group: vec![(kind("cog"), 1)] };
    let events = exec_with(&mut s, Player::Republic, &sail, &mut dice_showing(&[(6, 1)])).expect("sails");
    assert!(s.unit(ship).is_none(), "the cog is lost");
    assert!(s.unit(man).is_none(), "and the riflemen aboard with it");
    assert!(events.iter().any(|e| matches!(e, Event::UnitRemoved { unit, why: Loss::Sunk } if *unit == man)));
    assert_eq!(s.player(Player::Republic).lost_this_turn, 2, "GAP-12: both count as lost");
}

#[test]
fn gap_28_units_aboard_cannot_act_and_refusals_say_why() {
    let (mut s, port, sea, shore) = scene();
    let man = put(&mut s, Some(Player::Republic), "riflemen", port, 1)[0];
    let board = Action::Embark { from: port, to: port, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &board), Err(Refuse::NoShip));
    let inland = map().land_neighbours(port).find(|&r| !map().sub(r).coastal).expect("an inland neighbour");
    let far = Action::Embark { from: inland, to: sea, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &far), Err(Refuse::NotCoastal));
    let ship = put(&mut s, Some(Player::Republic), "cog", sea, 1)[0];
    exec(&mut s, Player::Republic, &Action::Embark { from: port, to: sea, group: vec![(kind("riflemen"), 1)] })
        .expect("aboard");
    assert_eq!(exec(&mut s, Player::Republic, &Action::Plunder { unit: man, what: 0 }), Err(Refuse::Aboard));
    assert_eq!(exec(&mut s, Player::Republic, &Action::Disband { unit: ship }), Err(Refuse::Loaded));
    // Land only on a coast of that sea.
    s.units.iter_mut().for_each(|u| {
        u.mp = 2;
        u.moved = false;
    });
    let wrong = Action::Disembark { from: sea, to: inland, group: vec![(kind("riflemen"), 1)] };
    assert_eq!(exec(&mut s, Player::Republic, &wrong), Err(Refuse::NotCoastal));
    let land = Action::Disembark { from: sea, to: shore, group: vec![(kind("riflemen"), 1)] };
    exec(&mut s, Player::Republic, &land).expect("ashore");
    assert_eq!(s.unit(man).map(|u| (u.at, u.aboard, u.mp)), Some((shore, None, 0)), "its whole move");
    exec(&mut s, Player::Republic, &Action::Disband { unit: ship }).expect("empty, it may be disbanded");
}

#[test]
fn kk_nav_05_the_computer_lands_an_army_carried_next_to_land_not_its_own() {
    let (mut s, _, sea, _) = scene();
    let ship = put(&mut s, Some(Player::Republic), "cog", sea, 1)[0];
    let men = put(&mut s, Some(Player::Republic), "riflemen", sea, 2);
    s.units.iter_mut().filter(|u| men.contains(&u.id)).for_each(|u| u.aboard = Some(ship));
    let mut dice = engine::dice::Dice::from_seed("ai");
    let a = crate::ai::computer_action(&s, Player::Republic, &mut dice).expect("an action");
    let Action::Disembark { from, to, group } = a else { panic!("not a landing: {a:?}") };
    assert_eq!((from, group), (sea, vec![(kind("riflemen"), 2)]));
    assert_ne!(s.owner_at(to), Some(Player::Republic), "on land not its own");
    // The previous computer never lands.
    let old = crate::ai::computer_action_as(&s, Player::Republic, &mut dice, crate::ai::Profile::VERSION_3);
    assert!(!matches!(old, Some(Action::Disembark { .. })));
}
