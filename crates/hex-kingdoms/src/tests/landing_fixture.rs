//! G-15 — the fixture of a game whose units landed on the first legal hex
//! (`tests/fixtures/two-kingdoms-2-automatic-landing.json`), written by the
//! rules as they were before the player chose landing hexes.

use crate::action::Action;
use crate::event::Event;
use crate::ids::{Government, PlayerId};
use crate::tests::new_game;
use crate::{HexKingdoms, conversion};
use engine::rules::Rules;
use engine::save::{Checkpoint, Metadata, save};

/// How many legal hexes the unit of a conversion or recovery could land on.
fn landing_options(s: &crate::State, p: PlayerId, a: &Action) -> usize {
    let Some(b) = s.battle() else { return 0 };
    let (kind, near) = match a {
        Action::Convert(u) => match s.units.get(u) {
            Some(x) => (x.kind, x.at),
            None => return 0,
        },
        Action::Recover(u) => match b.lost.iter().find(|(id, _, _)| id == u) {
            Some(&(_, k, at)) => (k, at),
            None => return 0,
        },
        _ => return 0,
    };
    conversion::landing_hexes(s, p, kind, near).len()
}

/// Plays computer games on `two-kingdoms-2` (Blue reforms to Theocracy
/// instead of Democracy, so that it converts) until one has a conversion
/// and a recovery that passed with more than one legal hex, and writes it
/// cut after that battle, with a checkpoint after each such check.
#[test]
#[ignore = "writes the fixture; run once by hand"]
fn write_automatic_landing_fixture() {
    for i in 0..400 {
        let mut game = new_game("two-kingdoms-2", 2, &format!("landing-{i}")).expect("setup");
        let mut marks: Vec<(usize, Action)> = Vec::new();
        for _ in 0..3000 {
            let s = game.state().clone();
            if s.finish.is_some() {
                break;
            }
            let seat = HexKingdoms::to_act(&s)[0];
            let p = PlayerId(seat.0);
            let mut rng = game.computer_rng();
            let Some(mut a) = crate::ai::computer_action(&s, p, &mut rng) else { break };
            if p == PlayerId(1) && matches!(a, Action::Reform { .. }) {
                a = Action::Reform { government: Government::Theocracy };
            }
            let options = landing_options(&s, p, &a);
            let Ok(entry) = game.act(seat, a.clone()) else { break };
            let passed = entry.events.iter().any(|e| matches!(e, Event::CheckMade { passed: true, .. }));
            if passed && options > 1 {
                marks.push((game.log().len(), a));
            }
            let conv = marks.iter().any(|(_, a)| matches!(a, Action::Convert(_)));
            let rec = marks.iter().any(|(_, a)| matches!(a, Action::Recover(_)));
            if conv && rec && game.state().battle().is_none() {
                let mut file = save(&game, "0.1.0", Metadata::default());
                for (index, _) in &marks {
                    let e = &game.log()[index - 1];
                    file.checkpoints.push(Checkpoint { index: *index, turn: e.turn, hash: e.hash.clone() });
                }
                file.checkpoints.sort_by_key(|c| c.index);
                file.checkpoints.dedup();
                let path =
                    format!("{}/tests/fixtures/two-kingdoms-2-automatic-landing.json", env!("CARGO_MANIFEST_DIR"));
                std::fs::write(&path, serde_json::to_string(&file).expect("json")).expect("write");
                eprintln!("seed landing-{i}: {} actions, checks at {marks:?}", game.log().len());
                return;
            }
        }
    }
    panic!("no game with both");
}

const FIXTURE: &str = include_str!("../../tests/fixtures/two-kingdoms-2-automatic-landing.json");

/// G-15, docs/DESIGN.md "A scenario's content is fixed once played" — a
/// game begun before the player chose landing hexes (a conversion and a
/// recovery passed, each with more than one legal hex, and the log goes on
/// with the next step of the battle) still loads: every action replays,
/// every checkpoint hash holds (one right after each landing), and each
/// unit landed on the first legal hex, as it did when played.
#[test]
fn g15_a_game_with_automatic_landings_still_replays_to_its_hashes() {
    let file = engine::save::parse(FIXTURE).expect("a save");
    let game = engine::save::load::<HexKingdoms>(&file).expect("it replays to every checkpoint");
    assert_eq!(game.hash(), file.checkpoints.last().expect("checkpoints").hash);
    let mut replay = new_game(&file.scenario.id, 2, &file.seed).expect("setup");
    let mut landings = 0;
    for entry in game.log() {
        let s = replay.state().clone();
        let p = PlayerId(entry.seat.0);
        let options = landing_options(&s, p, &entry.action);
        let near = match &entry.action {
            Action::Convert(u) => s.units.get(u).map(|x| (x.kind, x.at)),
            Action::Recover(u) => {
                s.battle().and_then(|b| b.lost.iter().find(|(id, _, _)| id == u)).map(|&(_, k, at)| (k, at))
            }
            _ => None,
        };
        let logged = replay.act(entry.seat, entry.action.clone()).expect("replays").clone();
        let placed = logged.events.iter().find_map(|e| match e {
            Event::Converted { placed, .. } | Event::Recovered { placed, .. } => Some(placed.at),
            _ => None,
        });
        if let (Some(at), Some((kind, near))) = (placed, near) {
            assert!(options > 1, "a landing with a choice");
            assert_eq!(Some(at), conversion::landing_hex(&s, p, kind, near), "the first legal hex");
            landings += 1;
        }
    }
    assert_eq!(landings, 2, "a conversion and a recovery landed");
}

/// Writes the browser tests' fixture `tests/fixtures/hex-kingdoms-landing.json`
/// (at the workspace root): a computer game on the current two-player
/// scenario cut right after a check passed with more than one legal hex,
/// so the game waits for that seat to choose where its unit lands; both
/// seats are people.
#[test]
#[ignore = "writes the fixture; run once by hand"]
fn write_browser_landing_fixture() {
    for i in 0..400 {
        let mut game = new_game(crate::setup::TWO_KINGDOMS, 2, &format!("landing-choice-{i}")).expect("setup");
        for _ in 0..3000 {
            let s = game.state().clone();
            if s.finish.is_some() {
                break;
            }
            let seat = HexKingdoms::to_act(&s)[0];
            if game.computer_step(seat).is_none() {
                break;
            }
            if matches!(game.state().battle().map(|b| b.step), Some(crate::state::BattleStep::Land(_))) {
                let mut file = save(&game, "0.1.0", Metadata::default());
                file.metadata.title = "Hex Kingdoms: a unit to land".into();
                file.metadata.mode = "hot_seat".into();
                file.metadata.created = "2026-11-26T00:00:00Z".into();
                file.metadata.saved = file.metadata.created.clone();
                for seat in &mut file.seats {
                    seat.controller = engine::seat::Controller::Human;
                    seat.name = if seat.role == "red" { "Red" } else { "Blue" }.into();
                }
                let path = format!("{}/../../tests/fixtures/hex-kingdoms-landing.json", env!("CARGO_MANIFEST_DIR"));
                std::fs::write(&path, serde_json::to_string(&file).expect("json")).expect("write");
                eprintln!("seed landing-choice-{i}: {} actions", game.log().len());
                return;
            }
        }
    }
    panic!("no landing to choose");
}

/// G-15 — the browser tests' fixture still loads and waits for its seat to
/// choose among several legal hexes.
#[test]
fn g15_the_browser_fixture_waits_for_a_landing_choice() {
    let text = include_str!("../../../../tests/fixtures/hex-kingdoms-landing.json");
    let game = engine::save::load::<HexKingdoms>(&engine::save::parse(text).expect("a save")).expect("it replays");
    let s = game.state();
    assert!(matches!(s.battle().map(|b| b.step), Some(crate::state::BattleStep::Land(_))));
    let seat = HexKingdoms::to_act(s)[0];
    let legal = HexKingdoms::legal_actions(s, seat);
    assert!(legal.len() > 1 && legal.iter().all(|a| matches!(a, Action::Land(_))), "{legal:?}");
}
