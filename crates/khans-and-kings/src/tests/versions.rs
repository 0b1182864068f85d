//! A game keeps the rules it was begun under (`crate::RULES`,
//! `Rules::setup_under`): a save from rules 1, before Decision cards were
//! dealt at setup (GAP-05) and Armoured units acted again (AMB-23), still
//! loads, replays to its checkpoints and plays on under rules 1.

use super::{Controller, new_game};
use crate::KhansAndKings;
use engine::rules::Rules;
use engine::save::{Metadata, load, parse, save};

/// `sandtable simulate --system khans-and-kings --seed rules-1 --turns 6`
/// as the app of rules 1 wrote it (commit 1aa7c25).
const RULES_1: &str = include_str!("../../../../tests/fixtures/khans-and-kings-rules-1.json");

/// GAP-05, AMB-23 — a rules-1 game loads, has no decks, plays on and is
/// saved again as rules 1.
#[test]
fn a_game_begun_under_rules_1_loads_and_plays_on() {
    let file = parse(RULES_1).expect("a save");
    assert_eq!(file.rules_version, 1);
    let mut game = load::<KhansAndKings>(&file).expect("it replays to every checkpoint");
    assert_eq!((game.rules_version(), game.state().rules), (1, 1));
    assert!(game.state().decks.is_empty() && game.state().players.iter().all(|p| p.hand.is_empty()), "no cards");
    let turn = game.state().turn;
    for _ in 0..400 {
        let Some(&seat) = KhansAndKings::to_act(game.state()).first() else { break };
        if game.computer_step(seat).is_none() {
            break;
        }
    }
    assert!(game.state().turn > turn, "play goes on");
    assert!(game.state().players.iter().all(|p| p.hand.is_empty() && p.due == 0), "and no card is ever owed");
    let again = save(&game, "0.1.0", Metadata::default());
    assert_eq!(again.rules_version, 1, "saved as the rules it is played under");
    let reloaded = load::<KhansAndKings>(&again).expect("the new save loads");
    assert_eq!(reloaded.hash(), game.hash());
}

/// GAP-05 — a new game is played under today's rules: each state holds one
/// card of each deck; a save says so; older versions than 1 are refused.
#[test]
fn a_new_game_is_dealt_cards_under_todays_rules() {
    let game = new_game("versions", Controller::Computer);
    assert_eq!((game.rules_version(), game.state().rules), (crate::RULES, crate::RULES));
    assert!(game.state().players.iter().all(|p| p.hand.len() == 3));
    let mut file = save(&game, "0.1.0", Metadata::default());
    assert_eq!(file.rules_version, crate::RULES);
    file.rules_version = 0;
    assert!(matches!(load::<KhansAndKings>(&file), Err(engine::save::LoadError::RulesVersion { file: 0, .. })));
}
