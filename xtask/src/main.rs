//! `cargo xtask <command>`: the project's commands, in Rust so they run
//! wherever cargo does (no make, no bash-isms, no Python).
//!
//! * `setup`  installs what building the game needs (idempotent);
//! * `serve`  sets up, builds the release app and serves it on 127.0.0.1;
//! * `dist`   sets up and builds the release app into `dist/`;
//! * `test`   sets up, installs what the tests need, and runs every check;
//! * `bench`  prints page weight, load-time and replay figures (`bench page`:
//!   only the page's, desktop and phone);
//! * `fuzz [N]` sends N mutated real files (10 million by default) through
//!   everything that opens a file (`sandtable fuzz`);
//! * `screenshots` regenerates docs/screenshots (build, browser tests, shots);
//! * `layers` prints each crate's largest circle of imports between its
//!   files and checks it against its budget (`cargo xtask test` does too).

mod bench;
mod build;
mod layers;
mod run;
mod setup;
mod test;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("setup") => setup::build_tools(),
        Some("serve") => serve(args.get(1).map_or("8080", String::as_str)),
        Some("dist") => setup::build_tools().and_then(|()| setup::build_app()),
        Some("test") => test::all(),
        Some("bench") if args.get(1).map(String::as_str) == Some("page") => bench::page(),
        Some("bench") => bench::all(),
        Some("fuzz") => fuzz(args.get(1).map_or("10000000", String::as_str)),
        Some("screenshots") => screenshots(),
        Some("layers") => layers::check(),
        _ => {
            eprintln!(
                "usage: cargo xtask <setup|serve [PORT]|dist|test|bench [page]|fuzz [INPUTS]|screenshots|layers>"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

fn serve(port: &str) -> Result<(), String> {
    setup::build_tools()?;
    setup::build_app()?;
    println!("\nSandtable is at http://127.0.0.1:{port}/  (Ctrl+C stops the server)\n");
    run::cmd("node", &["tests/serve.mjs", "dist", port]).run()
}

/// The docs' pictures, from the game as built now: the browser tests take
/// the flows' pictures, `tests/docs-screenshots.mjs` the maps and copies,
/// `tests/first-turn-screenshots.mjs` every system's first turn at two sizes.
fn screenshots() -> Result<(), String> {
    setup::test_tools()?;
    setup::build_app()?;
    run::cmd("node", &["--test", test::BROWSER_TEST_CONCURRENCY, "tests/"]).run()?;
    run::cmd("node", &["tests/docs-screenshots.mjs"]).run()?;
    run::cmd("node", &["tests/first-turn-screenshots.mjs"]).run()
}

/// No file can crash the check: `inputs` mutated real files through the
/// release build of `sandtable fuzz` (docs/pbem-protocol.md, section 11).
fn fuzz(inputs: &str) -> Result<(), String> {
    run::cmd("cargo", &["build", "--release", "-p", "sandtable-cli"]).run()?;
    let bin = run::root().join("target/release/sandtable");
    let bin = bin.to_str().ok_or("path")?;
    run::cmd(bin, &["fuzz", "--inputs", inputs]).run()
}
