//! Checks of a translation against the English catalog: the same messages,
//! the same arguments, and every plural form of the language. The tests of
//! the workspace run them on every catalog (`crates/systems/tests`), and a
//! translator runs them on one file:
//!
//! ```text
//! cargo run -p engine --example ftl-check -- crates/world-war/locales/pl.ftl
//! ```

use super::Catalog;
use fluent_syntax::ast;
use std::collections::BTreeSet;

/// The CLDR plural categories a language uses for whole numbers.
#[must_use]
pub fn plural_categories(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &["one", "other"],
        "cs" => &["one", "few", "other"],
        // Polish, Ukrainian and Russian.
        _ => &["one", "few", "many"],
    }
}

/// What `translation` lacks or has in excess against `english`: missing or
/// extra messages, and messages whose arguments differ (a grammatical form
/// counts as its argument: `$region-loc` is `$region`).
#[must_use]
pub fn compare(english: &Catalog, translation: &Catalog) -> Vec<String> {
    let language = translation.language();
    let mut problems: Vec<String> =
        english.missing_in(translation).into_iter().map(|id| format!("{language}: missing {id}")).collect();
    problems
        .extend(translation.missing_in(english).into_iter().map(|id| format!("{language}: {id} is not in English")));
    for id in english.ids() {
        let (want, got) = (english.arguments_of(id), translation.arguments_of(id));
        if got.is_some() && want != got {
            problems.push(format!("{language}: {id} uses {got:?}, English {want:?}"));
        }
    }
    problems
}

/// Messages of a Fluent file of `language` that choose by a number (a
/// selector with `[one]`, `[few]` or `[many]`) without a variant for each
/// plural category of the language. One category may fall to a default of
/// its own (`*[other]`); two would share one word where the language has
/// two ("2 dywizje", "5 dywizji").
#[must_use]
pub fn plural_problems(language: &str, source: &str) -> Vec<String> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let categories = plural_categories(language);
    let mut problems = Vec::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else { continue };
        let mut selects = Vec::new();
        if let Some(p) = &message.value {
            plural_selects(p, &mut selects);
        }
        for a in &message.attributes {
            plural_selects(&a.value, &mut selects);
        }
        for (keys, default) in selects {
            let missing: Vec<_> = categories.iter().filter(|c| !keys.contains(**c)).collect();
            let covered = missing.is_empty() || (missing.len() == 1 && !categories.contains(&default.as_str()));
            if !covered {
                problems.push(format!("{language}: {} has no variant for {missing:?}", message.id.name));
            }
        }
    }
    problems
}

/// The variant keys of every plural selector, and its default's key.
fn plural_selects(pattern: &ast::Pattern<&str>, out: &mut Vec<(BTreeSet<String>, String)>) {
    let name = |key: &ast::VariantKey<&str>| match key {
        ast::VariantKey::Identifier { name } => (*name).to_owned(),
        ast::VariantKey::NumberLiteral { value } => (*value).to_owned(),
    };
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression: ast::Expression::Select { variants, .. } } = element else {
            continue;
        };
        let keys: BTreeSet<String> = variants.iter().map(|v| name(&v.key)).collect();
        if ["one", "few", "many"].iter().any(|k| keys.contains(*k)) {
            let default = variants.iter().find(|v| v.default).map(|v| name(&v.key)).unwrap_or_default();
            out.push((keys, default));
        }
        for v in variants {
            plural_selects(&v.value, out);
        }
    }
}

/// Messages of `translation` identical to the English ones that read as a
/// sentence (three words or more): left in English, not translated. Names
/// and symbols that stay the same are shorter.
#[must_use]
pub fn untranslated(english: &Catalog, translation: &Catalog) -> Vec<String> {
    english
        .ids()
        .filter(|id| {
            let en = english.get(id);
            en == translation.get(id)
                && en.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic)).count() >= 3
        })
        .map(|id| format!("{}: {id} is still English", translation.language()))
        .collect()
}

/// What is wrong with how `t` renders in `catalog`, if anything: a missing
/// message, an argument the message uses but was not given, one given that
/// it does not use (a name spelled differently in the code and the file),
/// an argument named twice or not in `snake_case` (a hyphen reads as a case
/// suffix), a name passed as an argument that is no message or needs
/// arguments of its own. Systems' tests walk whole games through it.
#[must_use]
pub fn text_problem(catalog: &Catalog, t: &super::Text) -> Option<String> {
    let shown = match catalog.render_checked(t) {
        Ok(shown) => shown,
        Err((shown, errors)) => return Some(format!("renders as {shown:?}: {errors:?}")),
    };
    let id = super::fluent_id(&t.key);
    let used = catalog.arguments_of(&id).unwrap_or_default();
    let given: BTreeSet<String> = t.args.iter().map(|(name, _)| name.clone()).collect();
    if given.len() < t.args.len() {
        return Some("an argument is given twice".to_owned());
    }
    if let Some(name) = given
        .iter()
        .find(|n| n.is_empty() || !n.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'))
    {
        return Some(format!("argument {name:?} is not snake_case"));
    }
    if given != used {
        return Some(format!("{id} uses {used:?}, given {given:?}"));
    }
    for k in t.named_keys() {
        if !catalog.has(k) {
            return Some(format!("names {k}, which is no message ({shown})"));
        }
        let needs = catalog.arguments_of(&super::fluent_id(k)).unwrap_or_default();
        if !needs.is_empty() {
            return Some(format!("names {k}, which needs arguments {needs:?}"));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{compare, plural_problems, untranslated};
    use crate::text::Catalog;

    fn catalog(language: &str, ftl: &str) -> Catalog {
        let mut c = Catalog::new(language);
        c.add_ftl(ftl).expect("valid");
        c
    }

    #[test]
    fn a_missing_message_and_a_changed_argument_are_found() {
        let en = catalog("en", "a = A { $n }\nb = B\n");
        let pl = catalog("pl", "a = A { $m }\n");
        let problems = compare(&en, &pl);
        assert_eq!(problems.len(), 2, "{problems:?}");
    }

    #[test]
    fn a_case_of_an_argument_is_the_same_argument() {
        let en = catalog("en", "a = in { $region }\n");
        let pl = catalog("pl", "a = w { $region-loc }\n");
        assert!(compare(&en, &pl).is_empty());
    }

    #[test]
    fn polish_needs_one_few_and_many() {
        let english_plurals = "d = { $n ->\n [one] dywizja\n *[other] dywizje\n}\n";
        assert_eq!(plural_problems("pl", english_plurals).len(), 1);
        let polish = "d = { $n ->\n [one] dywizja\n [few] dywizje\n *[many] dywizji\n}\n";
        assert!(plural_problems("pl", polish).is_empty());
        let other_as_many = "d = { $n ->\n [one] dywizja\n [few] dywizje\n *[other] dywizji\n}\n";
        assert!(plural_problems("pl", other_as_many).is_empty());
        assert!(plural_problems("en", english_plurals).is_empty());
    }

    #[test]
    fn a_sentence_left_in_english_is_found_but_a_name_is_not() {
        let en = catalog("en", "s = End the turn now\nn = Berlin\n");
        let pl = catalog("pl", "s = End the turn now\nn = Berlin\n");
        assert_eq!(untranslated(&en, &pl).len(), 1);
    }
}
