//! `sandtable fuzz` in every test build: a short run over every target
//! (the long one, ten million inputs, is `cargo xtask fuzz`; its figures
//! are in docs/pbem-protocol.md, section 11). It must end without a crash,
//! a hang or a memory blow-up, and every target must have been reached.

use std::process::Command;

#[test]
fn a_short_fuzz_run_finds_no_crash_and_reaches_every_target() {
    let out = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["fuzz", "--inputs", "3000", "--seed", "11", "--threads", "2"])
        .output()
        .expect("run");
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{summary}");
    let json: serde_json::Value = serde_json::from_str(summary.trim()).expect("a JSON summary");
    assert_eq!(json["crashes"].as_array().map(Vec::len), Some(0), "{summary}");
    assert_eq!(json["hang"], false, "{summary}");
    for target in ["file_bytes", "file_values", "file_cut", "entry_resigned", "save", "join", "rekey", "key"] {
        assert!(json["by_target"][target].as_u64().unwrap_or(0) > 0, "{target} was not reached: {summary}");
    }
    // Re-signed entries must often pass the signatures and reach the rules:
    // some are accepted whole.
    assert!(json["accepted"]["entry_resigned"].as_u64().unwrap_or(0) > 0, "{summary}");
}
