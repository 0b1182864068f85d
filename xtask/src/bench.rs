//! `cargo xtask bench`: the figures that go into notes. Replay and verify of a
//! long simulated game (release CLI), then page weight and load time against
//! a minimal Leptos page built the same way, and the time of each computer
//! state's turn in a game of Khans & Kings (Node + Debian Chromium).

use crate::run::{cmd, root};
use crate::setup;
use std::time::Instant;

const SEEDS: [&str; 3] = ["bench-1", "bench-2", "bench-3"];

pub fn all() -> Result<(), String> {
    replay_and_verify()?;
    page()?;
    println!("\n== Khans & Kings in the browser: each computer state's whole turn, a computer-only game ==");
    cmd("node", &["tests/kk_turn_times.mjs"]).env("TURNS", "48").run()?;
    // Late in a long game: each action's wait and message (issue 35).
    cmd("node", &["tests/bench_late_game.mjs", "60"]).run()?;
    // The thoughtful computer's waits, where a system offers it (issue 40).
    cmd("node", &["tests/thoughtful_times.mjs", "120"]).run()
}

/// The page's figures: weight and load times against a minimal Leptos page
/// built the same way, on this machine and on the phone profile.
pub fn page() -> Result<(), String> {
    setup::test_tools()?;
    setup::build_app()?;
    crate::build::build(&crate::build::MINIMAL)?;
    module_floor()?;
    cmd("node", &["tests/bench.mjs", "dist", "target/bench-minimal", "target/bench-floor"]).run()?;
    // The phone profile (issue 35), from a server that compresses and from
    // one that sends files as they are (a school's own).
    cmd("node", &["tests/bench_phone.mjs", "dist", "target/bench-minimal", "3"]).run()?;
    cmd("node", &["tests/bench_phone.mjs", "dist", "target/bench-minimal", "3", "--plain"]).run()?;
    lighthouse()?;
    cmd("node", &["tests/bench_lighthouse.mjs", "dist", "target/bench-minimal", "3"]).run()
}

/// Lighthouse, for the menu's score on a phone (issue 35): installed once
/// into `target/lighthouse`, apart from the tests' tools, since only the
/// bench runs it (201 packages a test run would not need).
fn lighthouse() -> Result<(), String> {
    if root().join("target/lighthouse/node_modules/.bin/lighthouse").exists() {
        return Ok(());
    }
    let prefix = root().join("target/lighthouse");
    let prefix = prefix.to_str().ok_or("target/lighthouse: not a UTF-8 path")?;
    cmd("npm", &["install", "--prefix", prefix, "--no-audit", "--no-fund", "--no-save", "lighthouse@12.8.2"]).run()
}

/// The floor of a system's module: the worker around the engine's test
/// system (bin `floor`), built by the same code as the page's modules (the
/// size profile, wasm-bindgen's no-modules glue, `wasm-opt -Oz`), into
/// `target/bench-floor` for `tests/bench.mjs` to print beside them.
fn module_floor() -> Result<(), String> {
    let floor = crate::build::Rust {
        manifest: "crates/worker/Cargo.toml".into(),
        bin: "floor".into(),
        worker: true,
        profile: "wasm-release".into(),
        wasm_opt: "z".into(),
        features: Some("toy".into()),
    };
    crate::build::module(&floor, "target/bench-floor")
}

fn replay_and_verify() -> Result<(), String> {
    cmd("cargo", &["build", "--release", "-p", "sandtable-cli"]).run()?;
    let bin = root().join("target/release/sandtable");
    let bin = bin.to_str().ok_or("path")?;
    std::fs::create_dir_all(root().join("target/bench")).map_err(|e| e.to_string())?;
    println!("\n== Replay + verify of simulated World War games (release build) ==");
    for seed in SEEDS {
        let out = format!("target/bench/{seed}.json");
        let summary = cmd(bin, &["simulate", "--system", "world-war", "--seed", seed, "--out", &out])
            .output()
            .ok_or("simulate failed")?;
        let runs = 5;
        let started = Instant::now();
        let mut report = String::new();
        for _ in 0..runs {
            report = cmd(bin, &["verify", &out]).output().ok_or("verify failed")?;
        }
        let memory = report.lines().find(|l| l.contains("peak resident")).unwrap_or("").trim().to_owned();
        let per_run = started.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
        let bytes = std::fs::metadata(root().join(&out)).map(|m| m.len()).unwrap_or(0);
        println!("  {seed}: {}", summary.trim());
        println!("    file {bytes} B; verify (process start to exit) {per_run:.1} ms; {memory}");
    }
    println!("\n== World War by e-mail: three computer players, every turn a signed file ==");
    for (label, extra) in [("100 files", ["--files", "100"]), ("a whole game", ["--turns", "100"])] {
        let out = "target/bench/by-mail.json";
        let args = [&["mail-sim", "--system", "world-war", "--seed", "1", "--out", out][..], &extra[..]].concat();
        let summary = cmd(bin, &args).output().ok_or("mail-sim failed")?;
        let runs = 5;
        let started = Instant::now();
        let mut report = String::new();
        for _ in 0..runs {
            report = cmd(bin, &["verify", out]).output().ok_or("verify of a turn file failed")?;
        }
        let per_run = started.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
        let memory = report.lines().find(|l| l.contains("peak resident")).unwrap_or("").trim().to_owned();
        println!("  {label}: {}", summary.trim());
        println!("    verify (process start to exit, every signature and the replay) {per_run:.1} ms; {memory}");
    }
    println!("\n== 200 computer-only World War games, each replayed and checked ==");
    let soak = cmd(bin, &["soak", "--system", "world-war", "--games", "200", "--seed", "soak"])
        .output()
        .ok_or("soak failed")?;
    println!("  {}", soak.trim());
    Ok(())
}
