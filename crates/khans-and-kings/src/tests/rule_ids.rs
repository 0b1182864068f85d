//! The rule-id audit (issues 17 and 39): every rule id of the spec
//! (`data/rule-ids.txt`) and every gap of its section 5 (GAP-01…GAP-51) is
//! implemented — cited where the code applies it (a doc comment of the
//! function or item, a comment in its body, or the id a refusal cites; a
//! module's `//!` overview does not count) and cited by a test that checks
//! it (in `src/tests/`, a `tests*.rs` file or a `#[cfg(test)]` module, in its
//! doc comment, its messages or its name: `fn kk_air_07_…`) — or
//! listed in the README's table "Rules not implemented, and why" with its
//! reason (a row marked "in part" says what is missing).
//!
//! The spec is not in the repository; `data/rule-ids.txt`'s first line is
//! the command that makes it. An id counts as cited where its number is
//! written out after its prefix: `KK-REC-06`, or in a list such as
//! `KK-TIME-01/02`, or in a range such as `KK-REC-02…13`, which cites
//! every id in it (in the code, the README's table and the tests alike).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every id written in `text`: a prefix `KK-` and capitals, then two-digit numbers joined by `/`,
/// or by `…` when `ranges` (then every number between is meant too).
fn ids_in(text: &str, ranges: bool) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut rest = text;
    loop {
        let (at, gap) = match (rest.find("KK-"), rest.find("GAP-")) {
            (Some(k), Some(g)) if g < k => (g, true),
            (Some(k), _) => (k, false),
            (None, Some(g)) => (g, true),
            (None, None) => break,
        };
        let (prefix, mut tail) = if gap {
            rest = &rest[at + 4..];
            ("GAP".to_owned(), rest)
        } else {
            rest = &rest[at + 3..];
            let letters = rest.bytes().take_while(u8::is_ascii_uppercase).count();
            if letters == 0 || rest.as_bytes().get(letters) != Some(&b'-') {
                continue;
            }
            (format!("KK-{}", &rest[..letters]), &rest[letters + 1..])
        };
        let mut last: Option<u32> = None;
        let mut range = false;
        loop {
            let digits = tail.bytes().take_while(u8::is_ascii_digit).count();
            if digits != 2 {
                break;
            }
            let n: u32 = tail[..2].parse().expect("two digits");
            let from = if range { last.map_or(n, |l| l + 1) } else { n };
            for k in from..=n {
                ids.insert(format!("{prefix}-{k:02}"));
            }
            last = Some(n);
            tail = &tail[2..];
            if let Some(t) = tail.strip_prefix('/') {
                (tail, range) = (t, false);
            } else if let Some(t) = tail.strip_prefix('…').filter(|_| ranges) {
                (tail, range) = (t, true);
            } else {
                break;
            }
        }
        rest = tail;
    }
    ids
}

/// The ids a test's name cites: `fn ex_68_kk_air_07_amb_49_…` cites
/// KK-AIR-07, `fn gap_33_kk_rec_…` GAP-33 (section and number written out).
fn ids_in_test_names(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in text.lines().map(str::trim_start).filter(|l| l.starts_with("fn ")) {
        let name = line[3..].split('(').next().unwrap_or("");
        let words: Vec<&str> = name.split('_').collect();
        for (i, w) in words.iter().enumerate() {
            let number =
                |j: usize| words.get(j).filter(|n| n.len() == 2 && n.bytes().all(|b| b.is_ascii_digit())).copied();
            if *w == "gap" {
                if let Some(n) = number(i + 1) {
                    ids.insert(format!("GAP-{n}"));
                }
            } else if *w == "kk"
                && let Some(section) = words.get(i + 1).filter(|s| s.bytes().all(|b| b.is_ascii_lowercase()))
                && let Some(n) = number(i + 2)
            {
                ids.insert(format!("KK-{}-{n}", section.to_ascii_uppercase()));
            }
        }
    }
    ids
}

/// Whether a source file under `src/` is a test file.
fn is_test_file(path: &Path) -> bool {
    path.components().any(|c| c.as_os_str() == "tests")
        || path.file_stem().is_some_and(|stem| stem.to_string_lossy().starts_with("tests"))
}

/// The ids cited in every `.rs` file under `dir`: where code applies them
/// (`code`) and where tests check them (`tests`). A `#[cfg(test)]` module at
/// the end of a source file is a test; a `//!` line is a module's overview.
fn cited_in(dir: &Path, code: &mut BTreeSet<String>, tests: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).expect("the sources are readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            cited_in(&path, code, tests);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("tests/rule_ids.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source is text");
        if is_test_file(&path) {
            tests.extend(ids_in(&text, true));
            tests.extend(ids_in_test_names(&text));
            continue;
        }
        let (body, test_part) = text.split_once("#[cfg(test)]\nmod tests {").unwrap_or((&text, ""));
        tests.extend(ids_in(test_part, true));
        tests.extend(ids_in_test_names(test_part));
        let applied: Vec<&str> = body.lines().filter(|l| !l.trim_start().starts_with("//!")).collect();
        code.extend(ids_in(&applied.join("\n"), true));
    }
}

/// The README's table "Rules not implemented, and why": each id listed with the reason of its row.
fn not_implemented(readme: &str) -> BTreeMap<String, String> {
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("Rules not implemented, and why"))
        .expect("the README has a section \"Rules not implemented, and why\"");
    let mut listed = BTreeMap::new();
    for row in section.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        let [rules, why] = cells[..] else { panic!("a row of two cells: {row}") };
        if why.is_empty() || why.starts_with("---") || why == "why" {
            continue;
        }
        for id in ids_in(rules, true) {
            assert!(listed.insert(id.clone(), why.to_owned()).is_none(), "{id} is in two rows of the README's table");
        }
    }
    listed
}

/// GAP-01…GAP-51 — the gaps of the spec's section 5.
fn gaps() -> Vec<String> {
    (1..=51).map(|n| format!("GAP-{n:02}")).collect()
}

#[test]
fn every_rule_id_is_applied_and_tested_or_listed_with_its_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let list = std::fs::read_to_string(root.join("data/rule-ids.txt")).expect("data/rule-ids.txt");
    let mut spec: Vec<String> =
        list.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).map(str::to_owned).collect();
    let known_kk = spec.len();
    spec.extend(gaps());
    let known: BTreeSet<String> = spec.iter().cloned().collect();
    assert_eq!(known.len(), spec.len(), "data/rule-ids.txt has an id twice");
    assert!(spec.iter().all(|s| ids_in(s, false).contains(s)), "data/rule-ids.txt has a line that is no rule id");
    assert_eq!(known_kk, 320, "the spec's 320 rule ids");

    let (mut code, mut tests) = (BTreeSet::new(), BTreeSet::new());
    cited_in(&root.join("src"), &mut code, &mut tests);
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let listed = not_implemented(&readme);

    let unknown: Vec<&String> = listed.keys().filter(|id| !known.contains(*id)).collect();
    assert!(unknown.is_empty(), "the README's table lists ids the spec does not have: {unknown:?}");
    let untested: Vec<&str> = spec
        .iter()
        .map(String::as_str)
        .filter(|&id| !listed.contains_key(id) && code.contains(id) && !tests.contains(id))
        .collect();
    let unapplied: Vec<&str> =
        spec.iter().map(String::as_str).filter(|&id| !listed.contains_key(id) && !code.contains(id)).collect();
    assert!(
        unapplied.is_empty() && untested.is_empty(),
        "rule ids neither listed in the README's \"Rules not implemented, and why\" nor\n\
         cited where the code applies them ({}): {}\n\
         cited by a test that checks them ({}): {}",
        unapplied.len(),
        unapplied.join(" "),
        untested.len(),
        untested.join(" ")
    );
}

#[test]
fn ids_are_read_with_their_lists_and_ranges() {
    let ids = |t, r| ids_in(t, r).into_iter().collect::<Vec<_>>().join(" ");
    assert_eq!(ids("(KK-TIME-01/02, KK-REC-06)", false), "KK-REC-06 KK-TIME-01 KK-TIME-02");
    assert_eq!(ids("KK-REC-02…04", false), "KK-REC-02");
    assert_eq!(ids("KK-REC-02…04, KK-X-1, KK-", true), "KK-REC-02 KK-REC-03 KK-REC-04");
    assert_eq!(ids("KK-GOV-01…03/07", true), "KK-GOV-01 KK-GOV-02 KK-GOV-03 KK-GOV-07");
    assert_eq!(ids("(GAP-08, GAP-41…43)", false), "GAP-08 GAP-41");
    assert_eq!(ids("GAP-41…43", true), "GAP-41 GAP-42 GAP-43");
    let names = ids_in_test_names("fn ex_68_kk_air_07_amb_49_a_fighter() {\nfn gap_33_kk_rec_aircraft() {");
    assert_eq!(names.into_iter().collect::<Vec<_>>().join(" "), "GAP-33 KK-AIR-07");
}
