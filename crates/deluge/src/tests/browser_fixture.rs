//! The browser test's position for a campaign of computers
//! (`tests/deluge.test.mjs`): a campaign with computed battles cut at the
//! start of its last turn, every seat the computer's. Played whole in the
//! browser, the campaign took more than a minute of every CI run; from
//! here the app plays its last turn and its end. Regenerate it, after a
//! change of the rules or the computer that changes the campaign's course,
//! with `cargo test -p deluge --release --lib write_browser_fixture -- --ignored`.

use crate::Deluge;
use crate::setup::{AUTO, LAST_TURN};
use crate::state::State;
use engine::rules::Rules;
use engine::save::{Metadata, save};
use engine::seat::Controller;

/// GAP-6 — the campaign has reached its last turn and goes on.
fn last_turn(s: &State) -> bool {
    s.turn >= LAST_TURN && Deluge::outcome(s).is_none()
}

#[test]
#[ignore = "writes the browser test's fixture"]
fn write_browser_fixture() {
    let name = "deluge-last-turn";
    // No seat names, as the new-game form leaves a seat named by its role:
    // the app calls it by its nation, in the language shown.
    let seats = super::seats(Controller::Computer)
        .into_iter()
        .map(|seat| engine::seat::SeatConfig { name: String::new(), ..seat })
        .collect();
    let setup = engine::game::GameSetup {
        system: "deluge".into(),
        scenario: AUTO.into(),
        seats,
        seed: format!("{name}-0"),
        reseed: Vec::new(),
    };
    let mut game = engine::game::Game::<Deluge>::new(setup).expect("a new campaign");
    while !last_turn(game.state()) {
        let Some(&seat) = Deluge::to_act(game.state()).first() else {
            panic!("the campaign ended before its last turn")
        };
        assert!(game.computer_step(seat).is_some(), "the computer acts");
    }
    let mut file = save(&game, "0.1.0", Metadata::default());
    file.metadata.title = "The Deluge 1655: computers in the campaign's last turn".into();
    file.metadata.mode = "hot_seat".into();
    file.metadata.created = "2026-12-07T00:00:00Z".into();
    file.metadata.saved = file.metadata.created.clone();
    let path = format!("{}/../../tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
    std::fs::write(&path, serde_json::to_string(&file).expect("json")).expect("write");
    eprintln!("{name}: {} actions, turn {}", game.log().len(), game.state().turn);
}

/// GAP-6, GAP-10 — the fixture still replays and waits, computers in every
/// seat, at the campaign's last turn with computed battles.
#[test]
fn the_browser_fixture_is_a_campaign_of_computers_in_its_last_turn() {
    let text = include_str!("../../../../tests/fixtures/deluge-last-turn.json");
    let game = engine::save::load::<Deluge>(&engine::save::parse(text).expect("a save")).expect("it replays");
    assert!(last_turn(game.state()));
    assert_eq!(game.setup().scenario, AUTO);
    assert!(game.setup().seats.iter().all(|s| s.controller == Controller::Computer));
}
