//! `sandtable verify` on a play-by-e-mail turn file: a World War game among
//! three players, created, joined, started and played a turn by e-mail with
//! per-turn dice, verifies (exit 0); the same file with one byte changed is
//! refused (exit 1).

use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::save::{Checkpoint, LoggedAction, ScenarioRef};
use engine::seat::{Controller, SeatConfig, SeatId};
use pbem::{Envelope, NewGame, SeatKeys, Stamp, Turn};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;
use std::process::Command;
use world_war::WorldWar;

fn stamp(minute: u32) -> Stamp {
    Stamp { app_version: "test".into(), saved: format!("2026-11-22T10:{minute:02}:00Z") }
}

/// The seat's turn-zero purchase: every affordable infantry in its first
/// listed region, then "finish buying" — played in `game`, returned as log lines.
fn buy_and_finish(game: &mut Game<WorldWar>, seat: u8) -> Vec<LoggedAction> {
    let mut logged = Vec::new();
    for _ in 0..3 {
        let legal = WorldWar::legal_actions(game.state(), SeatId(seat));
        let Some(buy) = legal.into_iter().find(|a| serde_json::to_string(a).is_ok_and(|j| j.contains("infantry")))
        else {
            break;
        };
        game.act(SeatId(seat), buy.clone()).expect("legal buy");
        logged.push(LoggedAction { seat: SeatId(seat), action: serde_json::to_value(buy).expect("json") });
    }
    let finish = WorldWar::legal_actions(game.state(), SeatId(seat))
        .into_iter()
        .find(|a| serde_json::to_string(a).is_ok_and(|j| j.contains("FinishPurchase")))
        .expect("finish is legal");
    game.act(SeatId(seat), finish.clone()).expect("legal finish");
    logged.push(LoggedAction { seat: SeatId(seat), action: serde_json::to_value(finish).expect("json") });
    logged
}

fn checkpoint(game: &Game<WorldWar>) -> Checkpoint {
    Checkpoint { index: game.log().len(), turn: WorldWar::turn(game.state()), hash: game.hash() }
}

fn turn_file() -> String {
    let mut rng = ChaCha20Rng::seed_from_u64(1939);
    let keys: Vec<SeatKeys> = ["Anna", "Boris", "Clare"].iter().map(|n| SeatKeys::generate(n, &mut rng)).collect();
    let seats: Vec<SeatConfig> = [("Anna", "axis"), ("Boris", "ussr"), ("Clare", "allies")]
        .iter()
        .map(|(n, r)| SeatConfig {
            name: (*n).into(),
            role: (*r).into(),
            colour: "#777777".into(),
            controller: Controller::Human,
        })
        .collect();
    let hash = WorldWar::scenarios()[0].hash;
    let spec = NewGame {
        system: "world-war".into(),
        scenario: ScenarioRef { id: "europe-1939".into(), hash: hash.to_owned() },
        rules_version: WorldWar::rules_version(),
        seats: seats.clone(),
        holders: vec![0, 1, 2],
        title: "Europe by post".into(),
        dice_mode: pbem::DiceMode::Open,
        rekeying: pbem::Rekeying::Never,
        computer: 1,
    };
    let mut env = Envelope::create(&keys[0], spec, &stamp(0), &mut rng).expect("create");
    let joins: Vec<String> = (1..=2u8)
        .map(|p| {
            let invitation = env.invitation(&keys[0], p).expect("invite");
            let opened = pbem::verify(&invitation, None, None).envelope.expect("valid invitation");
            opened.join(&keys[usize::from(p)]).expect("join")
        })
        .collect();
    let seed = env.start_seed(&keys[0], &joins).expect("seed");
    let setup =
        GameSetup { reseed: Vec::new(), system: "world-war".into(), scenario: "europe-1939".into(), seats, seed };
    let mut game = Game::<WorldWar>::new(setup).expect("setup");
    let start = checkpoint(&game);
    let actions = buy_and_finish(&mut game, 0);
    let turn = Turn { actions, checkpoints: vec![start, checkpoint(&game)], ..Turn::default() };
    env.start(&keys[0], &joins, turn, &stamp(1), &mut rng).expect("start");

    // Boris receives the file and plays his purchase with his turn's dice.
    let (_, seed) = env.next_seed(&keys[1]).expect("next seed");
    game.reseed_next(seed);
    let actions = buy_and_finish(&mut game, 1);
    let turn = Turn { actions, checkpoints: vec![checkpoint(&game)], note: "bought".into(), ..Turn::default() };
    env.append_turn(&keys[1], turn, &stamp(2), &mut rng).expect("turn");
    env.to_text()
}

fn verify(text: &str, name: &str) -> (bool, String) {
    let path = std::env::temp_dir().join(format!("sandtable-{}-{name}.json", std::process::id()));
    std::fs::write(&path, text).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_sandtable")).arg("verify").arg(&path).output().expect("run");
    let _ = std::fs::remove_file(&path);
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn a_world_war_turn_file_verifies_and_an_edited_one_does_not() {
    let text = turn_file();
    let (ok, report) = verify(&text, "good");
    assert!(ok, "{report}");
    assert!(report.contains("VALID") && report.contains("actions replayed"), "{report}");
    assert!(report.contains("✓ computer     no seat is played by the computer"), "{report}");

    let at = text.find("Europe by post").expect("title in the file");
    let edited = format!("{}Europe by mail{}", &text[..at], &text[at + "Europe by post".len()..]);
    let (ok, report) = verify(&edited, "edited");
    assert!(!ok, "an edited file must be refused:\n{report}");
    assert!(report.contains("INVALID"), "{report}");
}

/// Files by e-mail written by an earlier version (a World War game among
/// three players with four rounds of sealed orders, one still open; a Hex
/// Kingdoms game between two): a game in progress must survive every change
/// of the protocol, so each still verifies, replays and is VALID.
#[test]
fn files_by_email_of_earlier_versions_still_verify() {
    for name in ["world-war-by-email-v1", "hex-kingdoms-by-email-v1"] {
        let path = format!("{}/tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let out = Command::new(env!("CARGO_BIN_EXE_sandtable")).arg("verify").arg(&path).output().expect("run");
        let report = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{name}:\n{report}");
        assert!(report.contains("VALID") && !report.contains("INVALID"), "{name}:\n{report}");
    }
}

/// Files by e-mail of PBEM 3, as the app wrote them before the third round
/// of play by e-mail's defences (issue 34; written by `sandtable mail-sim`
/// of that version): one game of every system, each with a computer seat,
/// Hex Kingdoms with answered dice. Each still verifies and is valid; their
/// computer seats are checked against the version each entry names (games
/// created before PBEM 4 sign none in their creation), so a computer player
/// changed since reads as unchecked (–), never as a pass, and never as a
/// fault of the file.
#[test]
fn files_by_email_of_pbem_3_still_verify() {
    let systems = ["world-war", "hex-kingdoms-answered", "deluge", "shadow-realms", "khans-and-kings"];
    for name in systems.map(|s| format!("{s}-by-email-pbem3")) {
        let path = format!("{}/tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let out = Command::new(env!("CARGO_BIN_EXE_sandtable")).arg("verify").arg(&path).output().expect("run");
        let report = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{name}:\n{report}");
        assert!(report.contains("VALID") && !report.contains("INVALID"), "{name}:\n{report}");
        assert!(
            report.contains("✓ keys         no key replaced: this game lets none be replaced"),
            "{name}:\n{report}"
        );
        assert!(!report.contains("✓ computer     no seat"), "{name} has a computer seat:\n{report}");
    }
}

/// A World War game by e-mail as the app wrote it before sealed boxes were
/// padded (PBEM 1): three players at turn 1, their initiative choices
/// committed and not yet revealed. Files that players hold must still verify.
#[test]
fn a_world_war_file_of_pbem_1_still_verifies() {
    let text = include_str!("fixtures/world-war-pbem-v1.json");
    assert!(text.contains(r#""v":1"#), "the fixture is of PBEM 1");
    let (ok, report) = verify(text, "pbem-1");
    assert!(ok, "{report}");
    assert!(report.contains("actions replayed"), "{report}");
}
