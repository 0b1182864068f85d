//! Running commands with clear failure messages.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root (xtask lives one level below it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// A command to run from the workspace root.
pub struct Cmd {
    inner: Command,
    shown: String,
}

/// Starts building a command.
pub fn cmd(program: &str, args: &[&str]) -> Cmd {
    let mut inner = Command::new(program);
    inner.args(args).current_dir(root());
    Cmd { inner, shown: format!("{program} {}", args.join(" ")) }
}

impl Cmd {
    /// Sets an environment variable.
    pub fn env(mut self, key: &str, value: impl AsRef<std::ffi::OsStr>) -> Self {
        self.inner.env(key, value);
        self
    }

    /// Runs in `dir` (relative to the root).
    pub fn dir(mut self, dir: &str) -> Self {
        self.inner.current_dir(root().join(dir));
        self
    }

    /// Runs, echoing the command and then how long it took (so a CI log
    /// shows where its minutes go); an error names it.
    pub fn run(mut self) -> Result<(), String> {
        println!("$ {}", self.shown);
        let started = std::time::Instant::now();
        let status = self.inner.status().map_err(|e| format!("could not start `{}`: {e}", self.shown))?;
        let took = started.elapsed().as_secs();
        println!("$ ({}m {:02}s) {}", took / 60, took % 60, self.shown);
        if status.success() { Ok(()) } else { Err(format!("`{}` failed ({status})", self.shown)) }
    }

    /// Runs quietly and returns stdout, or `None` if it failed to run.
    pub fn output(mut self) -> Option<String> {
        let out = self.inner.output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

/// PATH with the npm tools (wasm-opt from binaryen) first.
pub fn path_with_node_bin() -> std::ffi::OsString {
    let bin = root().join("tests/node_modules/.bin");
    let mut paths = vec![bin];
    if let Some(path) = std::env::var_os("PATH") {
        paths.extend(std::env::split_paths(&path));
    }
    std::env::join_paths(paths).unwrap_or_default()
}
