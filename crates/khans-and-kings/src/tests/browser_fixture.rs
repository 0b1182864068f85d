//! The browser tests' positions for part 2 (`tests/khans_and_kings.test.mjs`):
//! computer games cut where the state to act may fly an air mission
//! (KK-AIR-04), win over a prisoner (KK-POW-05), call a levy (KK-REC-19) or
//! plunder roads and railways (KK-PLN-04), every seat then made a person's;
//! and a game of computers in its last turns, for the computer-only game.
//! Regenerate them, after a change of the rules that changes the
//! games' course, with
//! `cargo test -p khans-and-kings --release --lib write_browser_fixtures -- --ignored`.

use super::new_game;
use crate::KhansAndKings;
use crate::action::Action;
use crate::state::{LAST_TURN, State};
use engine::rules::Rules;
use engine::save::{Metadata, save};
use engine::seat::Controller;

/// The seat to act's legal actions.
fn legal(s: &State) -> Vec<Action> {
    KhansAndKings::to_act(s).first().map(|&seat| KhansAndKings::legal_actions(s, seat)).unwrap_or_default()
}

/// KK-AIR-04 — the seat to act may strike from the air.
fn may_strike(s: &State) -> bool {
    legal(s).iter().any(|a| matches!(a, Action::AirStrike { .. }))
}

/// KK-POW-05 — the seat to act may try to win over a prisoner.
fn may_win_over(s: &State) -> bool {
    legal(s).iter().any(|a| matches!(a, Action::WinOver { .. }))
}

/// KK-REC-19 — the seat to act may call a levy.
fn may_call_levy(s: &State) -> bool {
    legal(s).iter().any(|a| matches!(a, Action::CallLevy { .. }))
}

/// KK-PLN-04 — the seat to act may plunder roads or tracks where a
/// building stands too (so the choice of what is taken matters).
fn may_plunder_lines(s: &State) -> bool {
    legal(s).iter().any(|a| match a {
        Action::Plunder { unit, .. } => {
            s.unit(*unit).is_some_and(|u| s.building(u.at).is_some() && crate::build::loot_choice(s, u.at))
        }
        _ => false,
    })
}

/// Writes `tests/fixtures/<name>.json` as [`write_for`] does, every seat
/// then a person's.
fn write(name: &str, title: &str, wanted: fn(&State) -> bool) {
    write_for(name, title, wanted, Controller::Human);
}

/// The turn the computer-only fixture is cut at: the browser plays the
/// last two turns of a game of computers (the whole game, 4,000 actions
/// and more at the app's pace, took four and a half minutes of CI's browser
/// tests).
const COMPUTER_GAME_FROM_TURN: u32 = LAST_TURN - 1;

/// GAP-47 — the position of the computer-only browser test: the game of
/// computers has reached turn 47 of 48 and goes on (it ends at the last
/// turn's end, whoever plays).
fn last_turns(s: &State) -> bool {
    s.turn >= COMPUTER_GAME_FROM_TURN && KhansAndKings::outcome(s).is_none()
}

/// Writes `tests/fixtures/<name>.json`: the first position of the games
/// seeded `<name>-0`, `<name>-1`, … where `wanted` holds, its seats left to
/// `seats`.
fn write_for(name: &str, title: &str, wanted: fn(&State) -> bool, seats: Controller) {
    for i in 0..200 {
        let mut game = new_game(&format!("{name}-{i}"), Controller::Computer);
        while KhansAndKings::outcome(game.state()).is_none() {
            let Some(&seat) = KhansAndKings::to_act(game.state()).first() else { break };
            if game.computer_step(seat).is_none() {
                break;
            }
            if wanted(game.state()) {
                let mut file = save(&game, "0.1.0", Metadata::default());
                file.metadata.title = title.into();
                file.metadata.mode = "hot_seat".into();
                file.metadata.created = "2026-11-27T00:00:00Z".into();
                file.metadata.saved = file.metadata.created.clone();
                for seat in &mut file.seats {
                    seat.controller = seats;
                    // "Empire", as the new-game form names it, not its role id.
                    seat.name = seat.role[..1].to_uppercase() + &seat.role[1..];
                }
                let path = format!("{}/../../tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
                std::fs::write(&path, serde_json::to_string(&file).expect("json")).expect("write");
                eprintln!("{name}-{i}: {} actions, turn {}", game.log().len(), game.state().turn);
                return;
            }
        }
    }
    panic!("no game of {name} reached the position");
}

#[test]
#[ignore = "writes the browser tests' fixtures"]
fn write_browser_fixtures() {
    write("khans-and-kings-air", "Khans & Kings: an air mission to fly", may_strike);
    write("khans-and-kings-prisoners", "Khans & Kings: a prisoner to win over", may_win_over);
    write("khans-and-kings-levy", "Khans & Kings: a levy to call", may_call_levy);
    write("khans-and-kings-plunder", "Khans & Kings: roads to plunder", may_plunder_lines);
    let title = "Khans & Kings: computers in their last turns";
    write_for("khans-and-kings-last-turns", title, last_turns, Controller::Computer);
}

/// Loads a fixture under today's rules.
fn load(text: &str) -> engine::game::Game<KhansAndKings> {
    engine::save::load::<KhansAndKings>(&engine::save::parse(text).expect("a save")).expect("it replays")
}

/// KK-AIR-04, KK-POW-05, KK-REC-19, KK-PLN-04, GAP-47 — the fixtures
/// still replay under the rules they were begun under and wait for a state
/// that may strike, win over, call a levy and plunder roads, and for
/// computers in the last turns of a game.
#[test]
fn the_browser_fixtures_offer_an_air_strike_a_win_over_a_levy_and_roads_to_plunder() {
    let computers = load(include_str!("../../../../tests/fixtures/khans-and-kings-last-turns.json"));
    assert!(last_turns(computers.state()));
    assert!(computers.setup().seats.iter().all(|s| s.controller == Controller::Computer));
    assert!(may_strike(load(include_str!("../../../../tests/fixtures/khans-and-kings-air.json")).state()));
    assert!(may_win_over(load(include_str!("../../../../tests/fixtures/khans-and-kings-prisoners.json")).state()));
    assert!(may_call_levy(load(include_str!("../../../../tests/fixtures/khans-and-kings-levy.json")).state()));
    assert!(may_plunder_lines(load(include_str!("../../../../tests/fixtures/khans-and-kings-plunder.json")).state()));
}
