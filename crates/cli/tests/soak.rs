//! `sandtable soak --versus random|previous`: the computer takes each seat
//! in turn against random-legal players, or against the computer player
//! before its latest change; every game ends and replays, and the summary
//! gives each seat's record beside the other player's in it.

use std::process::Command;

#[test]
fn the_computer_is_measured_seat_by_seat_against_random_players() {
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "hex-kingdoms", "--games", "8", "--versus", "random"])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{text}{}", String::from_utf8_lossy(&run.stderr));
    let summary: serde_json::Value = serde_json::from_str(&text).expect("a JSON summary");
    assert_eq!(summary["finished"], 8);
    assert_eq!(summary["fair_share"], 0.25, "four kingdoms");
    let interval = summary["computer_win_rate_95"].as_array().expect("a 95% interval");
    let rate = summary["computer_win_rate"].as_f64().expect("a rate");
    let (low, high) = (interval[0].as_f64().expect("low"), interval[1].as_f64().expect("high"));
    assert!(low <= rate && rate <= high && high - low > 0.05, "8 games leave a wide interval: {low}..{high}");
    let seats = summary["seats"].as_object().expect("seats");
    assert_eq!(seats.len(), 4);
    for (role, record) in seats {
        assert_eq!(record["computer_games"], 2, "{role}: games 0..8 give each seat the computer twice");
        let computer = record["computer_mean_score"].as_f64().expect("a score");
        let random = record["random_mean_score"].as_f64().expect("a score");
        assert!(
            computer > random,
            "{role}: the computer outscores a random player in its seat ({computer} ≤ {random})"
        );
        // Its rank among the seats (1 = first, ties share it) and score,
        // each with a 95% interval around the mean.
        let first = record["computer_first_rate_95"].as_array().expect("a 95% interval of rank 1");
        assert!(first[0].as_f64() <= first[1].as_f64(), "{role}: {record}");
        let rank = record["computer_mean_rank_95"].as_array().expect("low, mean, high");
        let (low, mean, high) = (rank[0].as_f64(), rank[1].as_f64(), rank[2].as_f64());
        assert!(low <= mean && mean <= high && mean >= Some(1.0) && mean <= Some(4.0), "{role}: {record}");
        assert_eq!(record["computer_mean_score_95"][1].as_f64(), Some(computer), "{role}: {record}");
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "hex-kingdoms", "--games", "1", "--versus", "nobody"])
        .output()
        .expect("run");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--versus takes random, previous or quick"));
}

/// Issue 40: the thoughtful computer in one seat, the quick one in the
/// others, each game paired with the same seed played by the quick one in
/// every seat; the summary names the other player "quick". A budget that
/// is not three numbers is refused.
#[test]
fn the_thoughtful_computer_is_measured_against_the_quick_one() {
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "hex-kingdoms", "--games", "2", "--versus", "quick", "--budget", "3,2,10"])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{text}{}", String::from_utf8_lossy(&run.stderr));
    let summary: serde_json::Value = serde_json::from_str(text.trim()).expect("a JSON summary");
    assert_eq!(summary["versus"], "quick");
    let paired = &summary["same_seat_as_quick"];
    let games = ["better", "same", "worse"].iter().map(|k| paired[k].as_u64().expect("a count")).sum::<u64>();
    assert_eq!(games, 2, "{summary}");
    let refused = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "hex-kingdoms", "--games", "1", "--versus", "quick", "--budget", "3,2"])
        .output()
        .expect("run");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--budget takes three numbers"));
}

/// Issue 40: the thoughtful computer measured against random players and
/// in every seat (`--computer thoughtful`); the summary says which computer
/// played. Against the previous computer it is refused (that pairing
/// measures the quick one's change).
#[test]
fn the_thoughtful_computer_is_measured_against_random_players_and_in_every_seat() {
    for versus in [&["--versus", "random"][..], &[]] {
        let run = Command::new(env!("CARGO_BIN_EXE_sandtable"))
            .args(["soak", "--system", "hex-kingdoms", "--games", "1", "--computer", "thoughtful", "--budget", "2,1,3"])
            .args(versus)
            .output()
            .expect("run");
        let text = String::from_utf8_lossy(&run.stdout);
        assert!(run.status.success(), "{text}{}", String::from_utf8_lossy(&run.stderr));
        let summary: serde_json::Value = serde_json::from_str(text.trim()).expect("a JSON summary");
        assert_eq!(
            (summary["computer"].as_str(), summary["finished"].as_u64()),
            (Some("thoughtful"), Some(1)),
            "{summary}"
        );
    }
    let refused = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "hex-kingdoms", "--games", "1", "--versus", "previous", "--computer", "thoughtful"])
        .output()
        .expect("run");
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--computer thoughtful is measured against random"));
}

/// World War's computer against the computer before its latest change
/// (`Rules::previous_computer_action`): both are measured in the same
/// seats, the summary names the other player "previous".
#[test]
fn the_computer_is_measured_against_its_previous_version() {
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "world-war", "--games", "3", "--versus", "previous"])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{text}{}", String::from_utf8_lossy(&run.stderr));
    let summary: serde_json::Value = serde_json::from_str(&text).expect("a JSON summary");
    assert_eq!((summary["finished"].as_u64(), summary["versus"].as_str()), (Some(3), Some("previous")));
    let seats = summary["seats"].as_object().expect("seats");
    assert_eq!(seats.len(), 3);
    for (role, record) in seats {
        assert_eq!(record["computer_games"], 1, "{role}: each seat once");
        assert!(record["previous_mean_score"].as_f64().is_some(), "{role}: {record}");
    }
    // Each game is compared with the same seed played by the previous
    // computer alone: every game counts once, better, the same or worse.
    let paired = &summary["same_seat_as_previous"];
    let counted: u64 = ["better", "same", "worse"].iter().filter_map(|k| paired[*k].as_u64()).sum();
    assert_eq!(counted, 3, "{paired}");
}

/// The summary counts each kind of action taken over all the games (the
/// variant names of the system's actions).
#[test]
fn the_summary_counts_each_kind_of_action() {
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["soak", "--system", "khans-and-kings", "--games", "1"])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&run.stdout);
    let summary: serde_json::Value = serde_json::from_str(&text).expect("a JSON summary");
    let kinds = summary["action_kinds"].as_object().expect("action_kinds");
    let total: u64 = kinds.values().filter_map(serde_json::Value::as_u64).sum();
    assert_eq!(Some(total), summary["actions"].as_u64(), "{kinds:?}");
    assert!(kinds.contains_key("EndEconomy") && kinds.contains_key("Recruit"), "{kinds:?}");
}
