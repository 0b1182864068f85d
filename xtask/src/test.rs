//! `cargo xtask test`: every check CI runs, in order of cost.

use crate::run::cmd;
use crate::setup;

/// Formatting, lints, native tests, the wasm determinism test, the release
/// build and the browser tests.
pub fn all() -> Result<(), String> {
    setup::test_tools()?;
    cmd("cargo", &["fmt", "--all", "--check"]).run()?;
    crate::layers::check()?;
    cmd(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--exclude",
            "app",
            "--exclude",
            "bench-minimal",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )
    .run()?;
    cmd(
        "cargo",
        &[
            "clippy",
            "-p",
            "app",
            "-p",
            "bench-minimal",
            "-p",
            "sandtable-worker",
            "--target",
            "wasm32-unknown-unknown",
            "--",
            "-D",
            "warnings",
        ],
    )
    .run()?;
    // The page's pure parts (where the map's names and counters stand) are
    // the `map-layout` crate, tested here: the page itself has no native
    // tests, whose build compiled Leptos natively (two minutes of CI).
    cmd("cargo", &["test", "--workspace", "--exclude", "app", "--exclude", "bench-minimal"]).run()?;
    // The same save replayed in wasm (Node) must give the native state hash.
    cmd("cargo", &["test", "-p", "systems", "--target", "wasm32-unknown-unknown", "--test", "wasm_determinism"])
        .run()?;
    setup::build_app()?;
    // Sizes are deterministic: over a budget, the build fails here.
    cmd("node", &["tests/sizes.mjs", "dist"]).run()?;
    cmd("node", &["--test", BROWSER_TEST_CONCURRENCY, "tests/"]).run()
}

/// The browser tests run two files at a time: most of a test's time is
/// waiting (for a computer seat in its worker, for Argon2id, for the
/// browser), so two at a time on two cores took 8 minutes where one at a
/// time took 18 (issue 35).
pub const BROWSER_TEST_CONCURRENCY: &str = "--test-concurrency=2";
