//! `cargo xtask layers`: the circles of imports between a crate's files
//! (issue 41). A file imports another when it names `crate::that_file`
//! (`use crate::state::State`, `crate::rules::check(..)`, a group
//! `use crate::{a, b::c}`); files that import each other, directly or round
//! a longer loop, form a circle, and no file of a circle can be read, tested
//! or moved without the others. Each crate's largest circle is printed and
//! held to its budget, which only comes down: a change that makes a circle
//! larger fails `cargo xtask test`. Issue 41 wants every circle at two files
//! at most.

use crate::run::root;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each crate's source folder and the most files its largest circle may
/// hold: today's measure (1 is no circle), which a change may lower and
/// must then lower here. Since issue 41 counted them, Shadow Realms' circle
/// grew from 8 files to 12, Khans & Kings' from 38 to 40 and the app's from
/// 10 to 13; the engine's came down from 5 to none (its measures and the
/// thoughtful computer's budget below the rules trait, who acts next below
/// the game kinds), Hex Kingdoms' to none (the events apart from `apply`,
/// their one mutator, as in World War), The Deluge's to none (a phase
/// names its own catalog key, so the refusals need no descriptions) and
/// the host's to 2 (the desk's messages, the key replacement's among them,
/// below the keys module that answers them), then none; the app's from 13
/// to none (its shared handles in `state.rs` below every screen, opening a
/// game in `opening.rs` and asking and saving it in `play.rs` above the
/// session, the dialog's type apart from its view); Khans & Kings' from
/// 40 to 35 (its cards, relations, objective sets and phase as types below
/// the state and the actions, its events apart from `apply.rs`), then
/// to 25 (a place's name and a list of texts in `names.rs` below the
/// rules, a trade's resource a question of the state's, `Player::resource`,
/// so no rule reaches up to the descriptions, nor they to the checks).
const BUDGETS: &[(&str, &str, usize)] = &[
    ("engine", "crates/engine/src", 1),
    ("world-war", "crates/world-war/src", 1),
    ("hex-kingdoms", "crates/hex-kingdoms/src", 1),
    ("deluge", "crates/deluge/src", 1),
    ("shadow-realms", "crates/shadow-realms/src", 1),
    ("khans-and-kings", "crates/khans-and-kings/src", 25),
    ("pbem", "crates/pbem/src", 1),
    ("host", "crates/host/src", 1),
    ("systems", "crates/systems/src", 1),
    ("worker", "crates/worker/src", 1),
    ("cli", "crates/cli/src", 1),
    ("map-layout", "crates/map-layout/src", 1),
    ("app", "src", 1),
];

/// Prints every crate's largest circle; fails when one is over its budget.
pub fn check() -> Result<(), String> {
    let mut over = Vec::new();
    println!("Largest circle of imports between a crate's files (issue 41: at most 2):");
    for &(name, dir, budget) in BUDGETS {
        let circle = largest_circle(&root().join(dir))?;
        let mark = if circle.len() > budget { "OVER BUDGET" } else { "ok" };
        let files = if circle.len() > 1 { circle.join(", ") } else { String::new() };
        println!("  {name:<16} {:>3} files (budget {budget:>2}) {mark:<11} {files}", circle.len());
        if circle.len() < budget {
            println!("    smaller than its budget: lower it to {} in xtask/src/layers.rs", circle.len());
        }
        if circle.len() > budget {
            over.push(format!("{name}: {} files > {budget}: {}", circle.len(), circle.join(", ")));
        }
    }
    if over.is_empty() { Ok(()) } else { Err(format!("circles of imports grew:\n  {}", over.join("\n  "))) }
}

/// The files (as module paths) of the largest circle of imports in the
/// crate whose sources are in `src`; one file when there is no circle.
pub fn largest_circle(src: &Path) -> Result<Vec<String>, String> {
    let files = rust_files(src)?;
    let modules: BTreeMap<String, PathBuf> = files.iter().map(|f| (module_of(src, f), f.clone())).collect();
    let mut imports: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let named = imports.entry(module).or_default();
        for path in crate_paths(&text) {
            if let Some(target) = file_of(&modules, &path).filter(|t| t != module) {
                named.insert(target);
            }
        }
    }
    let circles = strongly_connected(&imports);
    Ok(circles.into_iter().max_by_key(Vec::len).unwrap_or_default())
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            out.extend(rust_files(&path)?);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(out)
}

/// A file's module path: `src/a/b.rs` and `src/a/b/mod.rs` are `a::b`; the
/// crate's root (`lib.rs`, `main.rs`) is the empty path.
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).unwrap_or(file).with_extension("");
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts.join("::")
}

/// The file a `crate::` path names: the longest prefix of it that is a file.
fn file_of<'a>(modules: &'a BTreeMap<String, PathBuf>, path: &[String]) -> Option<&'a str> {
    (1..=path.len()).rev().find_map(|n| modules.get_key_value(&path[..n].join("::")).map(|(k, _)| k.as_str()))
}

/// Every path after `crate::` in `text`'s code, groups spread out:
/// `use crate::{a::{b, c}, d}` gives `a::b`, `a::c` and `d`. Comments are
/// left out: a link in a doc comment is no import.
fn crate_paths(text: &str) -> Vec<Vec<String>> {
    let code: String =
        text.lines().map(|l| l.split_once("//").map_or(l, |(code, _)| code)).collect::<Vec<_>>().join("\n");
    let mut out = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        // `foo_crate::x` is another crate's path, not this one's.
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        rest = paths(rest, &[], &mut out);
    }
    out
}

/// Reads one path or group at the start of `text` after `prefix`, adds
/// what it names to `out`, and returns the text after it.
fn paths<'t>(text: &'t str, prefix: &[String], out: &mut Vec<Vec<String>>) -> &'t str {
    let mut path = prefix.to_vec();
    let mut rest = text;
    loop {
        let trimmed = rest.trim_start();
        if let Some(group) = trimmed.strip_prefix('{') {
            rest = group;
            loop {
                rest = paths(rest, &path, out).trim_start();
                match rest.strip_prefix(',') {
                    // A trailing comma before the group's end.
                    Some(after) if after.trim_start().starts_with('}') => return &after.trim_start()[1..],
                    Some(after) => rest = after,
                    None => return rest.strip_prefix('}').unwrap_or(rest),
                }
            }
        }
        let end = trimmed.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(trimmed.len());
        if end == 0 {
            if path.len() > prefix.len() {
                out.push(path);
            }
            return trimmed;
        }
        path.push(trimmed[..end].to_owned());
        rest = &trimmed[end..];
        match rest.strip_prefix("::") {
            Some(next) => rest = next,
            None => {
                out.push(path);
                return rest;
            }
        }
    }
}

/// Tarjan's strongly connected components of the import graph.
fn strongly_connected<'a>(graph: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Vec<Vec<String>> {
    struct Walk<'a, 'g> {
        graph: &'g BTreeMap<&'a str, BTreeSet<&'a str>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a, '_> {
        fn visit(&mut self, node: &'a str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for &next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut circle = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    circle.push(if top.is_empty() { "(root)".to_owned() } else { top.to_owned() });
                    if top == node {
                        break;
                    }
                }
                circle.sort();
                self.found.push(circle);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for &node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<String> {
        crate_paths(text).into_iter().map(|p| p.join("::")).collect()
    }

    #[test]
    fn paths_after_crate_are_read_with_their_groups() {
        assert_eq!(names("use crate::state::State;"), ["state::State"]);
        assert_eq!(names("use crate::{a::{b, c}, d};"), ["a::b", "a::c", "d"]);
        assert_eq!(names("let x = crate::rules::check(s);"), ["rules::check"]);
        assert_eq!(names("use other_crate::x; use crate::{\n    e,\n    f::g,\n};"), ["e", "f::g"]);
        assert_eq!(names("/// See [`crate::a::B`].\nfn f() {} // crate::c"), Vec::<String>::new());
    }

    #[test]
    fn a_circle_is_found_and_a_chain_is_not_one() {
        let graph: BTreeMap<&str, BTreeSet<&str>> = [
            ("a", BTreeSet::from(["b"])),
            ("b", BTreeSet::from(["c"])),
            ("c", BTreeSet::from(["a", "d"])),
            ("d", BTreeSet::new()),
        ]
        .into();
        let mut circles = strongly_connected(&graph);
        circles.sort_by_key(Vec::len);
        assert_eq!(circles.last().map(Vec::len), Some(3));
        assert_eq!(circles.iter().filter(|c| c.len() == 1).count(), 1, "d stands alone");
    }
}
