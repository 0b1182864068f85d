//! `sandtable mail-sim`: two computer players (one holding two seats) play World War by e-mail
//! through the same desk as the app; the final file verifies (secret
//! purchases and initiative bids committed, then revealed, each matching).

use std::process::Command;

#[test]
fn a_world_war_game_by_mail_verifies() {
    let out = std::env::temp_dir().join(format!("sandtable-mail-{}.json", std::process::id()));
    let sim = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["mail-sim", "--system", "world-war", "--players", "2", "--turns", "2", "--out"])
        .arg(&out)
        .output()
        .expect("run");
    let summary = String::from_utf8_lossy(&sim.stdout).into_owned();
    assert!(sim.status.success(), "{summary}{}", String::from_utf8_lossy(&sim.stderr));
    let summary: serde_json::Value = serde_json::from_str(&summary).expect("json summary");
    assert!(summary["turn"].as_u64() > Some(2), "{summary}");
    let verify = Command::new(env!("CARGO_BIN_EXE_sandtable")).arg("verify").arg(&out).output().expect("run");
    let report = String::from_utf8_lossy(&verify.stdout).into_owned();
    let _ = std::fs::remove_file(&out);
    assert!(verify.status.success(), "{report}");
    let orders = report.lines().find(|l| l.contains("orders")).expect("orders line");
    assert!(!orders.contains(" 0 commitments"), "purchases were committed: {orders}");
}
