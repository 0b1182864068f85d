//! Checks translations against the English file beside them:
//! `cargo run -p engine --example ftl-check -- crates/world-war/locales/pl.ftl …`
//! prints every syntax error, missing or extra message, changed argument,
//! missing plural form and sentence left in English; exits 1 if any.

use engine::text::Catalog;
use engine::text::check::{compare, plural_problems, untranslated};
use std::path::Path;
use std::process::ExitCode;

fn load(path: &Path, language: &str) -> Result<(Catalog, String, Vec<String>), String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut catalog = Catalog::new(language);
    let errors = catalog.add_ftl(&source).err().unwrap_or_default();
    Ok((catalog, source, errors))
}

fn main() -> ExitCode {
    let mut problems = 0;
    for arg in std::env::args().skip(1) {
        let path = Path::new(&arg);
        let language = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let english = path.with_file_name("en.ftl");
        let checked = load(&english, "en").and_then(|en| Ok((en, load(path, language)?)));
        let found = match checked {
            Err(e) => vec![e],
            Ok(((en, _, _), (tr, source, errors))) => {
                let mut found: Vec<String> = errors.into_iter().map(|e| format!("syntax: {e}")).collect();
                found.extend(compare(&en, &tr));
                found.extend(plural_problems(language, &source));
                found.extend(untranslated(&en, &tr));
                found
            }
        };
        for line in &found {
            println!("{arg}: {line}");
        }
        if found.is_empty() {
            println!("{arg}: ok");
        }
        problems += found.len();
    }
    if problems == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
