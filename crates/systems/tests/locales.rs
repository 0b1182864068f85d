//! Every text exists in all five languages, with the same arguments, and
//! every count is said with each language's own plural forms.
//!
//! The catalogs are read from the repository's files (the app's
//! `locales/`, and `crates/<part>/locales/` of the engine and every system),
//! so a system added later without its translations fails here.

use engine::text::{Catalog, LANGUAGES, Text, check};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every catalog part and its folder: the app's, the engine's and each
/// system's (as `systems::locales` names them).
fn parts() -> Vec<(String, PathBuf)> {
    let mut parts = vec![("app".to_owned(), root().join("locales"))];
    for (part, _) in systems::locales() {
        parts.push((part.to_owned(), root().join("crates").join(part).join("locales")));
    }
    parts
}

fn source(dir: &Path, language: &str) -> String {
    let path = dir.join(format!("{language}.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn catalog(dir: &Path, language: &str) -> Catalog {
    let mut c = Catalog::new(language);
    if let Err(errors) = c.add_ftl(&source(dir, language)) {
        panic!("{}/{language}.ftl does not parse: {errors:#?}", dir.display());
    }
    c
}

#[test]
fn every_part_is_written_in_all_five_languages_and_compiled_in_for_the_cli() {
    for (part, dir) in parts() {
        for (language, _) in LANGUAGES {
            assert!(dir.join(format!("{language}.ftl")).is_file(), "{part} has no {language}.ftl");
        }
    }
    for (part, files) in systems::locales() {
        let codes: Vec<&str> = files.iter().map(|(code, _)| *code).collect();
        assert_eq!(codes, LANGUAGES.map(|(code, _)| code), "{part}: LOCALES must list every language, English first");
    }
}

/// Same keys, same arguments (in whatever grammatical form: `$region-loc`
/// is `$region`), every plural form of the language, and no sentence left
/// in English, in every part and every language.
#[test]
fn every_translation_is_complete() {
    let mut problems = Vec::new();
    for (part, dir) in parts() {
        let english = catalog(&dir, "en");
        problems.extend(check::plural_problems("en", &source(&dir, "en")).into_iter().map(|p| format!("{part}: {p}")));
        for (language, _) in &LANGUAGES[1..] {
            let translation = catalog(&dir, language);
            let found = [
                check::compare(&english, &translation),
                check::plural_problems(language, &source(&dir, language)),
                check::untranslated(&english, &translation),
            ];
            problems.extend(found.into_iter().flatten().map(|p| format!("{part}: {p}")));
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// What each of 1, 2, 5, 21, 22 and 25 is called in each language.
#[test]
fn plural_categories_follow_cldr_for_1_2_5_21_22_25() {
    let expected = [
        ("en", ["one", "other", "other", "other", "other", "other"]),
        ("pl", ["one", "few", "many", "many", "few", "many"]),
        ("cs", ["one", "few", "other", "other", "other", "other"]),
        ("uk", ["one", "few", "many", "one", "few", "many"]),
        ("ru", ["one", "few", "many", "one", "few", "many"]),
    ];
    for (language, want) in expected {
        let mut c = Catalog::new(language);
        c.add_ftl("n = { $n ->\n [one] one\n [few] few\n [many] many\n *[other] other\n}\n").expect("valid");
        let got: Vec<String> = [1, 2, 5, 21, 22, 25].iter().map(|n| c.render(&Text::key("n").plain("n", n))).collect();
        assert_eq!(got, want, "{language}");
    }
}

/// The log's line for another seat's hidden actions is the same words
/// however many actions it stands for (issue 11): no number, in any language.
#[test]
fn the_logs_secret_line_names_no_number_in_each_language() {
    let expected = [
        ("en", "Secret choices"),
        ("pl", "Tajne decyzje"),
        ("cs", "Tajná rozhodnutí"),
        ("uk", "Таємні рішення"),
        ("ru", "Тайные решения"),
    ];
    for (language, want) in expected {
        assert_eq!(systems::catalog(language).render(&Text::key("engine.log.secret_choices")), want, "{language}");
    }
}

/// The app shows each check of a file by e-mail in plain words
/// (`app-mail-check-<name>-ok` and `-failed`): a check added to the
/// report needs its two sentences in every language.
#[test]
fn every_check_of_a_file_by_email_has_plain_words_in_the_app() {
    let mut missing = Vec::new();
    for (language, _) in LANGUAGES {
        let app = catalog(&root().join("locales"), language);
        for check in pbem::Check::ALL {
            for outcome in ["ok", "failed"] {
                let key = format!("app.mail.check.{}.{outcome}", check.name());
                if !app.has(&key) {
                    missing.push(format!("{language}: {key}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}
