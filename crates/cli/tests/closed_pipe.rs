//! A command whose reader has gone (`sandtable verify FILE | head -1`)
//! finishes its work and exits with its own code: it does not panic on the
//! closed pipe.

use std::process::{Command, Stdio};

#[test]
fn verify_into_a_closed_pipe_still_says_valid_by_its_exit_code() {
    let dir = std::env::temp_dir().join(format!("sandtable-closed-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("game.json");
    let file = file.to_str().expect("path");
    let made = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["simulate", "--system", "hex-kingdoms", "--seed", "closed-pipe", "--turns", "2", "--out", file])
        .output()
        .expect("run");
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    // The reading end is closed before the command starts: every line it
    // prints meets a closed pipe.
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    let run = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(["verify", file])
        .stdout(Stdio::from(writer))
        .stderr(Stdio::piped())
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(run.status.code(), Some(0), "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
