//! `sandtable replay FILE --as SEAT`: the game as one seat reads it, its
//! own secrets and nobody else's (issue 37: for referees, teachers and
//! checks of what a seat may read).

use engine::save::Metadata;
use engine::seat::{Controller, SeatId};
use std::process::Command;

fn sandtable(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_sandtable")).args(args).output().expect("run")
}

fn text(args: &[&str]) -> String {
    let run = sandtable(args);
    assert!(run.status.success(), "{args:?}: {}", String::from_utf8_lossy(&run.stderr));
    String::from_utf8_lossy(&run.stdout).into_owned()
}

/// A Deluge campaign in its first phase 1: the Crown has ordered a march
/// (hidden from the other nations until the phase closes, GAP-9).
fn file_with_a_secret(dir: &std::path::Path) -> String {
    let system = systems::find("deluge").expect("The Deluge");
    let seats = system.info().seats(usize::MAX, Controller::Human);
    let mut game = system.new_game("deluge-1655-tabletop", seats, "replay-as").expect("a campaign");
    let march = game
        .choices(SeatId(0))
        .into_iter()
        .find(|c| c.action.get("Move").is_some_and(|m| m["movement"].get("Move").is_some()))
        .expect("a march of the Crown");
    game.act(SeatId(0), &march.action).expect("marches");
    let path = dir.join("deluge.json");
    let save = serde_json::to_string(&game.save("test", Metadata::default())).expect("json");
    std::fs::write(&path, save).expect("written");
    path.to_str().expect("path").to_owned()
}

#[test]
fn replay_as_a_seat_prints_what_that_seat_reads() {
    let dir = std::env::temp_dir().join(format!("sandtable-replay-as-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let file = file_with_a_secret(&dir);
    let crown = text(&["replay", &file, "--as", "0"]);
    assert!(crown.contains("march to"), "the Crown reads its own order:\n{crown}");
    let own = |nation: &str| format!("\n{nation}\n  Morale (DC-MOR-2)");
    assert!(crown.contains(&own("the Crown")), "and, after the log, its panel with its treasury:\n{crown}");
    assert_eq!(text(&["replay", &file, "--as", "ron"]), crown, "a role id names the same seat");
    let sweden = text(&["replay", &file, "--as", "swe"]);
    assert!(!sweden.contains("march to") && sweden.contains("Secret choices"), "Sweden does not:\n{sweden}");
    assert!(sweden.contains(&own("Sweden")) && !sweden.contains(&own("the Crown")), "its own treasury only");
    let onlooker = text(&["replay", &file]);
    assert!(!onlooker.contains("march to"), "nor does an onlooker:\n{onlooker}");
    let at = text(&["replay", &file, "--at", "1", "--as", "lit"]);
    assert!(at.starts_with("Jul–Sep 1655") || at.contains("1655"), "{at}");
    for bad in ["7", "tatars"] {
        let refused = sandtable(&["replay", &file, "--as", bad]);
        let err = String::from_utf8_lossy(&refused.stderr);
        assert!(!refused.status.success() && err.contains("--as takes a seat number (0 to 6) or a role"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
