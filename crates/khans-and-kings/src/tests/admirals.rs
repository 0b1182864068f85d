//! Admirals (KK-GENL-19…23, AMB-60).

use super::{dice_showing, exec, exec_with, put};
use crate::action::Action;
use crate::combat::Command;
use crate::data::buildings::Building;
use crate::data::units::Kind;
use crate::event::Event;
use crate::ids::Player;
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{GeneralAt, Phase};
use engine::side::Side;

fn kind(id: &str) -> Kind {
    Kind::of(id).expect("a unit")
}

/// The transport scene with the Republic's general 0 in its port.
fn scene() -> (crate::state::State, engine::board::RegionId, engine::board::RegionId, engine::board::RegionId) {
    let (mut s, port, sea, shore) = super::transport::scene();
    s.players[Player::Republic.index()].generals[0].at = GeneralAt::Map(port);
    (s, port, sea, shore)
}

fn admiral(s: &crate::state::State) -> &crate::state::General {
    &s.player(Player::Republic).generals[0]
}

#[test]
fn kk_genl_20_22_a_general_boards_his_flagship_sails_with_it_and_leaves_it_only_ashore() {
    let (mut s, port, sea, shore) = scene();
    let cog = put(&mut s, Some(Player::Republic), "cog", port, 1)[0];
    exec(&mut s, Player::Republic, &Action::BoardShip { number: 0, ship: cog }).expect("aboard");
    assert_eq!((admiral(&s).flagship, admiral(&s).at, admiral(&s).moved), (Some(cog), GeneralAt::Map(port), true));
    s.players[Player::Republic.index()].generals[0].moved = false;
    let inland = map().land_neighbours(port).next().expect("a neighbour");
    let step = Action::MoveGeneral { number: 0, to: inland };
    assert_eq!(exec(&mut s, Player::Republic, &step), Err(Refuse::Aboard), "KK-GENL-20: he goes with his ship");
    exec(&mut s, Player::Republic, &Action::Sail { from: port, to: sea, group: vec![(kind("cog"), 1)] })
        .expect("sails");
    assert_eq!(admiral(&s).at, GeneralAt::Map(sea), "at sea with his flagship");
    // KK-GENL-22: the pool only from land.
    let mut economy = s.clone();
    economy.phase = Phase::Economy;
    let withdraw = Action::WithdrawGeneral { number: 0 };
    assert_eq!(exec(&mut economy, Player::Republic, &withdraw), Err(Refuse::Aboard));
    exec(&mut s, Player::Republic, &Action::GoAshore { number: 0, to: shore }).expect("ashore");
    assert_eq!((admiral(&s).flagship, admiral(&s).at), (None, GeneralAt::Map(shore)));
}

#[test]
fn kk_genl_19_23_amb_60_an_admiral_commands_ships_and_in_a_naval_base_land_units() {
    let (mut s, port, sea, _) = scene();
    let cog = put(&mut s, Some(Player::Republic), "cog", port, 1)[0];
    let destroyer = put(&mut s, Some(Player::Republic), "destroyer", sea, 1)[0];
    let men = put(&mut s, Some(Player::Republic), "riflemen", port, 1)[0];
    let c = crate::generals::command(admiral(&s));
    let trait_ = admiral(&s).trait_;
    let led = Some(Command::Led { command: c, trait_ });
    // A general ashore leads the riflemen, not the destroyer.
    assert_eq!(crate::generals::command_of(&s, s.unit(men).expect("riflemen")), led);
    assert_eq!(crate::generals::command_of(&s, s.unit(destroyer).expect("destroyer")), None);
    exec(&mut s, Player::Republic, &Action::BoardShip { number: 0, ship: cog }).expect("aboard");
    // KK-GENL-19: aboard, the ships in his Influence (the sea next to the port).
    assert_eq!(crate::generals::command_of(&s, s.unit(destroyer).expect("destroyer")), led);
    assert_eq!(crate::generals::command_of(&s, s.unit(men).expect("riflemen")), None, "not in a Port");
    // KK-GENL-23, AMB-60: in a Naval Base he leads land units too.
    s.subs[port.index()].building = Some(Building::NavalBase);
    assert_eq!(crate::generals::command_of(&s, s.unit(men).expect("riflemen")), led);
}

#[test]
fn kk_genl_21_an_admiral_dies_with_his_flagship() {
    let (mut s, port, sea, _) = scene();
    let cog = put(&mut s, Some(Player::Republic), "cog", port, 1)[0];
    exec(&mut s, Player::Republic, &Action::BoardShip { number: 0, ship: cog }).expect("aboard");
    s.units.iter_mut().filter(|u| u.id == cog).for_each(|u| u.losses = 2);
    s.subs[sea.index()].mines = Some(Player::Kingdom);
    let sail = Action::Sail { from: port, to: sea, group: vec![(kind("cog"), 1)] };
    let events = exec_with(&mut s, Player::Republic, &sail, &mut dice_showing(&[(6, 2)])).expect("sails");
    assert!(s.unit(cog).is_none(), "the cog strikes a mine and sinks");
    assert_eq!((admiral(&s).at, admiral(&s).flagship), (GeneralAt::Dead, None));
    assert!(events.iter().any(|e| matches!(e, Event::Admiral { flagship: None, at: None, .. })));
}

/// KK-GENL-19, KK-GENL-20 — the computer (`Profile::doctrine`) boards its
/// general on its warship in the harbour where he stands, not on a
/// transport; an admiral whose flagship is no warship goes ashore; the
/// previous computer has no admirals.
#[test]
fn kk_genl_19_20_the_computer_boards_an_admiral_on_its_warship() {
    let (mut s, port, _, _) = scene();
    s.players.iter_mut().for_each(|ps| ps.hand.clear());
    let cog = put(&mut s, Some(Player::Republic), "cog", port, 1)[0];
    let mut rng = engine::dice::Dice::from_seed("t");
    let act = |s: &crate::state::State, profile| {
        crate::ai::computer_action_as(s, Player::Republic, &mut rng.clone(), profile)
    };
    assert!(!matches!(act(&s, crate::ai::Profile::CURRENT), Some(Action::BoardShip { .. })), "a transport is no fleet");
    let destroyer = put(&mut s, Some(Player::Republic), "destroyer", port, 1)[0];
    assert_eq!(act(&s, crate::ai::Profile::CURRENT), Some(Action::BoardShip { number: 0, ship: destroyer }));
    assert!(!matches!(act(&s, crate::ai::Profile::VERSION_3), Some(Action::BoardShip { .. })));
    // Aboard the cog (the destroyer lost), he goes ashore.
    s.units.retain(|u| u.id != destroyer);
    exec(&mut s, Player::Republic, &Action::BoardShip { number: 0, ship: cog }).expect("aboard");
    s.players[Player::Republic.index()].generals[0].moved = false;
    assert_eq!(act(&s, crate::ai::Profile::CURRENT), Some(Action::GoAshore { number: 0, to: port }));
    let _ = rng.die(6, "unused");
}
