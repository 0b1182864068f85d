//! Every message play by e-mail shows is in all five languages: each key the
//! code names exists in each language's catalog, and each message of the
//! catalog is one the code names. (The failures the other tests provoke
//! are rendered in every language where they are provoked: `common::translated`.)
#![allow(clippy::unwrap_used)]

use engine::text::{LANGUAGES, fluent_id};
use std::collections::BTreeSet;
use std::path::Path;

/// The `"pbem.…"` keys written in the Rust sources under `dir`.
fn keys_in(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            keys_in(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = std::fs::read_to_string(&path).unwrap();
            for (i, _) in source.match_indices("\"pbem.") {
                let key: String = source[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '.' || *c == '_')
                    .collect();
                // A key ends in a name, not a dot (`"pbem."` alone is a prefix).
                if key.matches('.').count() >= 2 && !key.ends_with('.') {
                    out.insert(key);
                }
            }
        }
    }
}

/// The keys of pbem, and of the crates that make its report lines and show
/// its messages (the replay's lines come from the host and the CLI).
fn keys_in_code() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut keys = BTreeSet::new();
    for dir in ["src", "tests", "../host/src", "../cli/src", "../worker/src", "../../src"] {
        keys_in(&root.join(dir), &mut keys);
    }
    keys
}

#[test]
fn every_key_the_code_names_is_in_every_language() {
    let keys = keys_in_code();
    assert!(keys.len() > 100, "found only {} keys", keys.len());
    let mut missing = Vec::new();
    for (language, _) in LANGUAGES {
        let catalog = pbem::catalog(language);
        missing.extend(keys.iter().filter(|k| !catalog.has(k)).map(|k| format!("{language}: {k}")));
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

#[test]
fn every_message_of_the_catalog_is_used() {
    let used: BTreeSet<String> = keys_in_code().iter().map(|k| fluent_id(k)).collect();
    let mut english = engine::text::Catalog::new("en");
    english.add_ftl(pbem::LOCALES[0].1).unwrap();
    let unused: Vec<&str> = english.ids().filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no code shows: {unused:#?}");
}

#[test]
fn locales_list_every_language_english_first() {
    let codes: Vec<&str> = pbem::LOCALES.iter().map(|(code, _)| *code).collect();
    assert_eq!(codes, LANGUAGES.map(|(code, _)| code));
}
