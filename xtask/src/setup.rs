//! Installing the toolchain, idempotently: each step checks before it acts,
//! so a second run costs seconds.

use crate::run::{cmd, root};

/// Installs the wasm target, wasm-bindgen-cli and the npm packages (wasm-opt
/// is binaryen's, from npm). The page is built by `build.rs`, not Trunk.
pub fn build_tools() -> Result<(), String> {
    let installed = cmd("rustup", &["target", "list", "--installed"]).output().unwrap_or_default();
    if !installed.lines().any(|l| l.trim() == "wasm32-unknown-unknown") {
        cmd("rustup", &["target", "add", "wasm32-unknown-unknown"]).run()?;
    }
    let bindgen = wasm_bindgen_version()?;
    if !version_of("wasm-bindgen").contains(&bindgen) {
        // Not --locked: the CLI's own lockfile names a crate the registry lacks.
        cmd("cargo", &["install", "wasm-bindgen-cli", "--version", &bindgen]).run()?;
    }
    npm_packages()
}

/// Installs what the browser tests need beyond the build tools: Chromium and
/// its driver from Debian.
pub fn test_tools() -> Result<(), String> {
    build_tools()?;
    if std::path::Path::new("/usr/bin/chromium").exists() && std::path::Path::new("/usr/bin/chromedriver").exists() {
        return Ok(());
    }
    let sudo = if cmd("id", &["-u"]).output().is_some_and(|u| u.trim() == "0") { None } else { Some("sudo") };
    let apt = |args: &[&str]| match sudo {
        Some(s) => cmd(s, &[&["apt-get"], args].concat()).env("DEBIAN_FRONTEND", "noninteractive").run(),
        None => cmd("apt-get", args).env("DEBIAN_FRONTEND", "noninteractive").run(),
    };
    apt(&["update"])?;
    apt(&["install", "-y", "chromium", "chromium-driver"])
}

/// Builds the release app into `dist/`.
pub fn build_app() -> Result<(), String> {
    crate::build::build(&crate::build::GAME)
}

fn version_of(tool: &str) -> String {
    cmd(tool, &["--version"]).output().unwrap_or_default()
}

/// The wasm-bindgen version in Cargo.lock: the CLI must match it exactly.
fn wasm_bindgen_version() -> Result<String, String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock")).map_err(|e| format!("Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\""
            && let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = \""))
        {
            return Ok(v.trim_end_matches('"').to_owned());
        }
    }
    Err("Cargo.lock has no wasm-bindgen entry".into())
}

fn npm_packages() -> Result<(), String> {
    let modules = root().join("tests/node_modules/.package-lock.json");
    let lock = root().join("tests/package-lock.json");
    let fresh = match (std::fs::metadata(&modules), std::fs::metadata(&lock)) {
        (Ok(m), Ok(l)) => m.modified().ok() >= l.modified().ok(),
        _ => false,
    };
    if fresh { Ok(()) } else { cmd("npm", &["ci", "--no-audit", "--no-fund"]).dir("tests").run() }
}
