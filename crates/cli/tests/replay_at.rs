//! `sandtable replay FILE --at TURN`: the game as it stood when that turn
//! began, as the page's replay shows it.

use std::process::Command;

fn sandtable(args: &[&str]) -> String {
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable")).args(args).output().expect("run");
    assert!(run.status.success(), "{args:?}: {}", String::from_utf8_lossy(&run.stderr));
    String::from_utf8_lossy(&run.stdout).into_owned()
}

/// The heading of `replay --at`: the turn's label and the actions before it.
fn heading(file: &str, turn: &str) -> (String, usize) {
    let text = sandtable(&["replay", file, "--at", turn]);
    let first = text.lines().next().expect("a heading").to_owned();
    let (label, count) = first.rsplit_once(" (").expect("label (N actions)");
    (label.to_owned(), count.trim_end_matches(" actions)").parse().expect("a count"))
}

#[test]
fn replay_at_a_turn_prints_the_game_there() {
    let dir = std::env::temp_dir().join(format!("sandtable-replay-at-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("game.json");
    let file = file.to_str().expect("path");
    let made = sandtable(&["simulate", "--system", "world-war", "--seed", "replay-at", "--turns", "3", "--out", file]);
    let summary: serde_json::Value = serde_json::from_str(&made).expect("a summary");
    let actions = usize::try_from(summary["actions"].as_u64().expect("actions")).unwrap_or(0);
    // World War's turn 0 is the opening purchase; each later turn begins
    // after more of the log, and a turn past the end shows the whole game.
    let (start, none) = heading(file, "0");
    assert_eq!((start.as_str(), none), ("Turn zero — secret purchase", 0));
    let (autumn, first) = heading(file, "1");
    let (winter, second) = heading(file, "2");
    assert_eq!(
        (autumn.as_str(), winter.as_str()),
        ("Autumn 1939 — secret purchase", "Winter 1939/40 — secret purchase")
    );
    assert!(0 < first && first < second && second < actions, "{first} < {second} < {actions}");
    let (_, all) = heading(file, "99");
    assert_eq!(all, actions);
    // The panels are the game's there, not today's.
    assert_ne!(sandtable(&["replay", file, "--at", "1"]), sandtable(&["replay", file, "--at", "99"]));
    let refused =
        Command::new(env!("CARGO_BIN_EXE_sandtable")).args(["replay", file, "--at", "x"]).output().expect("run");
    assert!(!refused.status.success() && String::from_utf8_lossy(&refused.stderr).contains("--at takes a turn number"));
    let _ = std::fs::remove_dir_all(&dir);
}
