//! `sandtable replay FILE --at TURN`: the game as it stood when that turn
//! began, as the page's replay shows it.

use std::process::Command;

fn sandtable(args: &[&str]) -> String {
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable")).args(args).output().expect("run");
    assert!(run.status.success(), "{args:?}: {}", String::from_utf8_lossy(&run.stderr));
    String::from_utf8_lossy(&run.stdout).into_owned()
}

#[test]
fn replay_at_a_turn_prints_the_game_there() {
    let dir = std::env::temp_dir().join(format!("sandtable-replay-at-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("game.json");
    let file = file.to_str().expect("path");
    sandtable(&["simulate", "--system", "world-war", "--seed", "replay-at", "--turns", "3", "--out", file]);
    // The log lists each action with its turn ("#12 t2 axis: …").
    let log = sandtable(&["replay", file]);
    let before_turn_2 = log.lines().filter(|l| l.starts_with('#') && l.split(' ').nth(1) == Some("t1")).count();
    assert!(before_turn_2 > 0, "{log}");
    let at_2 = sandtable(&["replay", file, "--at", "2"]);
    let first = at_2.lines().next().expect("a heading");
    assert!(first.starts_with("Turn 2"), "{first}");
    assert!(first.ends_with(&format!("({before_turn_2} actions)")), "{first} — {before_turn_2} actions in turn 1");
    let at_1 = sandtable(&["replay", file, "--at", "1"]);
    assert!(at_1.lines().next().is_some_and(|l| l.ends_with("(0 actions)")), "{at_1}");
    assert_ne!(at_1, at_2, "the panels differ a turn later");
    let refused =
        Command::new(env!("CARGO_BIN_EXE_sandtable")).args(["replay", file, "--at", "x"]).output().expect("run");
    assert!(!refused.status.success() && String::from_utf8_lossy(&refused.stderr).contains("--at takes a turn number"));
    let _ = std::fs::remove_dir_all(&dir);
}
