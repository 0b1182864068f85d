//! Issue 17's audit: every rule id of the spec is cited in the crate's sources, where the rule is
//! implemented, or listed in the README's table "Rules not implemented, and why" with its reason.
//!
//! The ids are `data/rule-ids.txt` (the spec is not in the repository; the file's first line is
//! the command that makes it). An id counts as cited where its number is written out after its
//! prefix: `KK-REC-06`, or in a list such as `KK-TIME-01/02`; a range `KK-REC-02…13` in a source
//! cites only its two ends. In the README's table a range cites every id in it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every id written in `text`: a prefix `KK-` and capitals, then two-digit numbers joined by `/`,
/// or by `…` when `ranges` (then every number between is meant too).
fn ids_in(text: &str, ranges: bool) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find("KK-") {
        rest = &rest[at + 3..];
        let letters = rest.bytes().take_while(u8::is_ascii_uppercase).count();
        if letters == 0 || rest.as_bytes().get(letters) != Some(&b'-') {
            continue;
        }
        let prefix = &rest[..letters];
        let mut tail = &rest[letters + 1..];
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
                ids.insert(format!("KK-{prefix}-{k:02}"));
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

/// The ids cited in every `.rs` file under `dir`.
fn cited_in(dir: &Path, ids: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).expect("the sources are readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            cited_in(&path, ids);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("tests/rule_ids.rs") {
            ids.extend(ids_in(&std::fs::read_to_string(&path).expect("a source is text"), false));
        }
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

#[test]
fn every_rule_id_is_cited_or_listed_with_its_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let list = std::fs::read_to_string(root.join("data/rule-ids.txt")).expect("data/rule-ids.txt");
    let spec: Vec<&str> = list.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).collect();
    let known: BTreeSet<String> = spec.iter().map(|&s| s.to_owned()).collect();
    assert_eq!(known.len(), spec.len(), "data/rule-ids.txt has an id twice");
    assert!(spec.iter().all(|s| ids_in(s, false).contains(*s)), "data/rule-ids.txt has a line that is no rule id");

    let mut cited = BTreeSet::new();
    cited_in(&root.join("src"), &mut cited);
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let listed = not_implemented(&readme);

    let unknown: Vec<&String> = listed.keys().filter(|id| !known.contains(*id)).collect();
    assert!(unknown.is_empty(), "the README's table lists ids the spec does not have: {unknown:?}");
    let missing: Vec<&str> =
        spec.iter().copied().filter(|&id| !cited.contains(id) && !listed.contains_key(id)).collect();
    assert!(
        missing.is_empty(),
        "{} rule ids are neither cited in src/ nor listed in the README's \"Rules not implemented, and why\": {}",
        missing.len(),
        missing.join(" ")
    );
}

#[test]
fn ids_are_read_with_their_lists_and_ranges() {
    let ids = |t, r| ids_in(t, r).into_iter().collect::<Vec<_>>().join(" ");
    assert_eq!(ids("(KK-TIME-01/02, KK-REC-06)", false), "KK-REC-06 KK-TIME-01 KK-TIME-02");
    assert_eq!(ids("KK-REC-02…04", false), "KK-REC-02");
    assert_eq!(ids("KK-REC-02…04, KK-X-1, KK-", true), "KK-REC-02 KK-REC-03 KK-REC-04");
    assert_eq!(ids("KK-GOV-01…03/07", true), "KK-GOV-01 KK-GOV-02 KK-GOV-03 KK-GOV-07");
}
