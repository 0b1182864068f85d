//! A game keeps the rules it was begun under (`crate::RULES`,
//! `Rules::setup_under`): a save of the first rules, played before issue
//! 38's changes, still loads, replays to its checkpoints and plays on
//! under rules 1; a new game is played under rules 2.

use super::new_game;
use crate::ShadowRealms;
use engine::rules::Rules;
use engine::save::{Metadata, load, parse, save};
use engine::seat::Controller;

/// `sandtable simulate --system shadow-realms --seed r1-g` as the rules 1
/// wrote it (commit 1a77264): 180 actions, a kard ransomed among them.
const RULES_1: &str = include_str!("../../../../tests/fixtures/shadow-realms-rules-1.json");

/// A rules-1 game loads, replays to its checkpoints, is saved again as
/// rules 1 and its state says so; under rules 2 the same log replays to
/// other states, which is why the version was raised.
#[test]
fn a_game_begun_under_rules_1_loads_and_keeps_its_rules() {
    let file = parse(RULES_1).expect("a save");
    assert_eq!(file.rules_version, 1);
    let game = load::<ShadowRealms>(&file).expect("it replays to every checkpoint");
    assert_eq!((game.rules_version(), game.state().rules), (1, 1));
    assert!(game.state().finish.is_some(), "the game was played to its end");
    let again = save(&game, "0.1.0", Metadata::default());
    assert_eq!(again.rules_version, 1, "saved as the rules it is played under");
    assert_eq!(load::<ShadowRealms>(&again).expect("the new save loads").hash(), game.hash());
    // Under rules 2 the same actions do not even replay: a beaten army
    // there waits for its owner's choice of where to withdraw (SR-G9).
    let setup = game.setup().clone();
    let actions: Vec<_> = game.log().iter().map(|e| (e.seat, e.action.clone())).collect();
    match engine::game::Game::<ShadowRealms>::replay_under(setup, 2, actions) {
        Err(engine::game::ReplayError::Illegal { refusal, .. }) => assert_eq!(refusal.rule, "SR-G9"),
        other => panic!("rules 2 should refuse the log of rules 1: {:?}", other.map(|g| g.log().len())),
    }
}

/// A rules-1 game cut before its end plays on under rules 1.
#[test]
fn a_game_of_rules_1_plays_on() {
    let file = parse(RULES_1).expect("a save");
    let mut file = file;
    file.log.truncate(60);
    file.checkpoints.retain(|c| c.index <= 60);
    let mut game = load::<ShadowRealms>(&file).expect("a prefix replays");
    let round = game.state().round;
    for _ in 0..400 {
        let Some(&seat) = ShadowRealms::to_act(game.state()).first() else { break };
        if game.computer_step(seat).is_none() {
            break;
        }
    }
    assert!(game.state().round > round, "play goes on");
    assert_eq!(game.state().rules, 1);
    assert!(game.state().pending.is_empty(), "rules 1 never wait for an owner's choice");
}

/// A new game is played under rules 2; a save says so, and a save of a
/// version older than 1 is refused.
#[test]
fn a_new_game_is_played_under_rules_2() {
    let game = new_game(5, "versions", Controller::Computer);
    assert_eq!((game.rules_version(), game.state().rules), (crate::RULES, 2));
    let mut file = save(&game, "0.1.0", Metadata::default());
    assert_eq!(file.rules_version, crate::RULES);
    file.rules_version = 0;
    assert!(matches!(load::<ShadowRealms>(&file), Err(engine::save::LoadError::RulesVersion { file: 0, .. })));
}
