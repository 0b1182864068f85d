//! Player-facing text as translation keys, never as finished words.
//!
//! Rules produce [`Text`] values (a key and its named arguments); the app and
//! the CLI render them through a [`Catalog`] of one language, built from
//! Project Fluent files (`locales/<lang>.ftl` of each crate, and the app's).
//! Fluent gives each language its CLDR plural categories
//! (`{ $count -> [one] dywizja [few] dywizje *[many] dywizji }`) and lets a
//! translation choose the grammatical case of a name it is given: an
//! argument that is itself a key (a region, a unit) is passed with each of
//! its message's attributes, so Polish may write `w { $region-loc }` where
//! the name's message has `.loc = Warszawie` (see [`Catalog::render`]).
//!
//! Keys are written with dots in code (`ww.action.buy`); Fluent identifiers
//! cannot hold a dot, so the files spell the same key with hyphens
//! (`ww-action-buy`). [`fluent_id`] is the one place that maps them.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

pub mod check;
pub mod walk;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The languages Sandtable is written in: code and the language's own name.
pub const LANGUAGES: [(&str, &str); 5] =
    [("en", "English"), ("pl", "Polski"), ("cs", "Čeština"), ("uk", "Українська"), ("ru", "Русский")];

/// The grammatical cases a translation may ask of a name (`$region-loc`).
/// A name whose message lacks the attribute is given in its plain form, so
/// a missing case never breaks a sentence. Russian's prepositional case is
/// `loc` too, so one list serves every language.
pub const CASES: [&str; 6] = ["gen", "dat", "acc", "ins", "loc", "voc"];

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    /// Shown as it is (player names, details); a number is passed to Fluent
    /// as a number, so plural rules and the language's decimal sign apply.
    Plain(String),
    /// Looked up in the catalog first (names of units, regions, phases).
    Key(String),
    /// A whole message of its own, rendered in the same language (an
    /// action's label quoted in a report line).
    Text(Box<Text>),
}

/// A message: a catalog key and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    /// The catalog key, e.g. `ww.action.buy`.
    pub key: String,
    /// Values of `{ $name }` in the message, by name.
    pub args: Vec<(String, Arg)>,
}

impl Text {
    /// A message without arguments.
    #[must_use]
    pub fn key(key: impl Into<String>) -> Self {
        Self { key: key.into(), args: Vec::new() }
    }

    /// Adds an argument shown as it is (`{ $name }`).
    #[must_use]
    pub fn plain(mut self, name: &str, value: impl ToString) -> Self {
        self.args.push((name.to_owned(), Arg::Plain(value.to_string())));
        self
    }

    /// Adds an argument that is itself a catalog key (`{ $name }` is its
    /// text, `{ $name-loc }` its locative, and so on).
    #[must_use]
    pub fn name(mut self, name: &str, key: impl Into<String>) -> Self {
        self.args.push((name.to_owned(), Arg::Key(key.into())));
        self
    }

    /// Adds an argument that is a message of its own (`{ $name }` is its
    /// text in the same language, with its own arguments).
    #[must_use]
    pub fn text(mut self, name: &str, text: Self) -> Self {
        self.args.push((name.to_owned(), Arg::Text(Box::new(text))));
        self
    }

    /// The keys this message names in its arguments.
    pub fn named_keys(&self) -> impl Iterator<Item = &str> {
        self.args.iter().filter_map(|(_, a)| match a {
            Arg::Key(k) => Some(k.as_str()),
            Arg::Plain(_) | Arg::Text(_) => None,
        })
    }

    /// Each argument as `(name, value)`: a plain value as it is, a catalog
    /// key as `key:…`, a nested message as `text:…` (its key). What a test
    /// compares when it asserts what a message says, in any language.
    #[must_use]
    pub fn args_as_strings(&self) -> Vec<(String, String)> {
        self.args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Plain(v) => v.clone(),
                    Arg::Key(k) => format!("key:{k}"),
                    Arg::Text(t) => format!("text:{}", t.key),
                };
                (name.clone(), value)
            })
            .collect()
    }
}

/// The Fluent identifier of a key: `ww.action.buy` → `ww-action-buy`.
#[must_use]
pub fn fluent_id(key: &str) -> String {
    key.replace('.', "-")
}

/// The messages of one language.
pub struct Catalog {
    language: String,
    bundle: FluentBundle<FluentResource>,
    /// Every message id, with the variables its text and attributes use.
    ids: BTreeMap<String, BTreeSet<String>>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalog").field("language", &self.language).field("messages", &self.ids.len()).finish()
    }
}

impl Catalog {
    /// An empty catalog of `language` (a code of [`LANGUAGES`]; another code
    /// gets English plural rules and number format).
    #[must_use]
    pub fn new(language: &str) -> Self {
        let id = language.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Unicode isolation marks around every argument would be invisible
        // but would break copying, tests and the CLI's plain-text output;
        // none of the five languages is written right to left.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(if language == "en" { format_number_en } else { format_number_comma }));
        Self { language: language.to_owned(), bundle, ids: BTreeMap::new() }
    }

    /// The language's code.
    #[must_use]
    pub fn language(&self) -> &str {
        &self.language
    }

    /// Adds the messages of a Fluent file.
    ///
    /// The catalog of `language` made of several parts' files (each part a
    /// list of language code and Fluent source, English first): each part
    /// in `language`, or in English where the part has no such file.
    /// The files are part of the build and each is checked by its crate's
    /// tests, so a syntax error here is not reported again.
    #[must_use]
    pub fn of_parts(language: &str, parts: &[&[(&str, &str)]]) -> Self {
        let mut catalog = Self::new(language);
        for files in parts {
            let file = files.iter().find(|(code, _)| *code == language).or_else(|| files.first());
            let _ = file.map(|(_, source)| catalog.add_ftl(source));
        }
        catalog
    }

    /// # Errors
    /// The file's syntax errors and duplicate ids, as readable lines; the
    /// messages that parsed are added all the same.
    pub fn add_ftl(&mut self, source: &str) -> Result<(), Vec<String>> {
        let (resource, mut errors) = match FluentResource::try_new(source.to_owned()) {
            Ok(r) => (r, Vec::new()),
            Err((r, errs)) => (r, errs.iter().map(|e| format!("syntax: {e:?}")).collect()),
        };
        for entry in resource.entries() {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_variables(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_variables(&a.value, &mut vars);
                }
                self.ids.insert(m.id.name.to_owned(), vars);
            }
        }
        if let Err(errs) = self.bundle.add_resource(resource) {
            errors.extend(errs.iter().map(|e| format!("{e:?}")));
        }
        if errors.is_empty() { Ok(()) } else { Err(errors) }
    }

    /// Whether the catalog has `key`.
    #[must_use]
    pub fn has(&self, key: &str) -> bool {
        self.ids.contains_key(&fluent_id(key))
    }

    /// The text of a key without arguments, or the key itself so a missing
    /// entry is visible but never breaks the screen.
    #[must_use]
    pub fn get(&self, key: &str) -> String {
        self.render(&Text::key(key))
    }

    /// Renders a message; a missing key shows as itself.
    ///
    /// ```
    /// use engine::text::{Catalog, Text};
    /// let mut c = Catalog::new("pl");
    /// c.add_ftl("buy = Kup { $count ->\n [one] { $count } dywizję\n [few] { $count } dywizje\n *[many] { $count } dywizji\n} w { $region-loc }\nreg-warsaw = Warszawa\n  .loc = Warszawie\n").unwrap();
    /// let buy = |n: u32| c.render(&Text::key("buy").plain("count", n).name("region", "reg.warsaw"));
    /// assert_eq!(buy(1), "Kup 1 dywizję w Warszawie");
    /// assert_eq!(buy(22), "Kup 22 dywizje w Warszawie");
    /// assert_eq!(buy(25), "Kup 25 dywizji w Warszawie");
    /// ```
    #[must_use]
    pub fn render(&self, text: &Text) -> String {
        self.render_checked(text).unwrap_or_else(|(shown, _)| shown)
    }

    /// Renders a message and reports what went wrong: a missing key, an
    /// argument the message needs but was not given.
    ///
    /// # Errors
    /// The text as shown, and the problems.
    pub fn render_checked(&self, text: &Text) -> Result<String, (String, Vec<String>)> {
        let id = fluent_id(&text.key);
        let Some(pattern) = self.bundle.get_message(&id).and_then(|m| m.value()) else {
            return Err((text.key.clone(), vec![format!("no message {id}")]));
        };
        let mut problems = Vec::new();
        let args = self.arguments(text, &mut problems);
        let mut errors = Vec::new();
        let shown = self.bundle.format_pattern(pattern, Some(&args), &mut errors).into_owned();
        problems.extend(errors.iter().map(|e| format!("{id}: {e:?}")));
        if problems.is_empty() { Ok(shown) } else { Err((shown, problems)) }
    }

    /// The Fluent arguments of a message: plain values (numbers as numbers),
    /// names rendered in this language with their grammatical forms, and
    /// quoted messages rendered (what goes wrong in them into `problems`).
    fn arguments(&self, text: &Text, problems: &mut Vec<String>) -> FluentArgs<'static> {
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            match arg {
                Arg::Plain(v) => args.set(name.clone(), plain_value(v)),
                Arg::Key(k) => self.set_name(&mut args, name, k),
                Arg::Text(quoted) => {
                    let shown = self.render_checked(quoted).unwrap_or_else(|(shown, found)| {
                        problems.extend(found);
                        shown
                    });
                    args.set(name.clone(), shown);
                }
            }
        }
        args
    }

    /// A name argument: `$name` is the message's text, `$name-<attr>` each
    /// of its attributes (cases, gender), and every case it lacks is its
    /// plain text.
    fn set_name(&self, args: &mut FluentArgs<'static>, name: &str, key: &str) {
        let id = fluent_id(key);
        let Some(message) = self.bundle.get_message(&id) else {
            args.set(name.to_owned(), key.to_owned());
            return;
        };
        let format = |p| self.bundle.format_pattern(p, None, &mut Vec::new()).into_owned();
        let text = message.value().map(format).unwrap_or_default();
        for attribute in message.attributes() {
            args.set(format!("{name}-{}", attribute.id()), format(attribute.value()));
        }
        for case in CASES {
            if message.get_attribute(case).is_none() {
                args.set(format!("{name}-{case}"), text.clone());
            }
        }
        args.set(name.to_owned(), text);
    }

    /// Message ids of `self` that `other` lacks (tests keep languages in step).
    #[must_use]
    pub fn missing_in(&self, other: &Self) -> Vec<String> {
        self.ids.keys().filter(|k| !other.ids.contains_key(*k)).cloned().collect()
    }

    /// The variables message `id` uses, those of the messages it places
    /// included, with case and attribute suffixes taken off (`$region-loc` is `region`): a translation must use the
    /// same arguments as the English text, in whatever form.
    #[must_use]
    pub fn arguments_of(&self, id: &str) -> Option<BTreeSet<String>> {
        let mut out = BTreeSet::new();
        let mut todo = vec![self.ids.get(id)?];
        // Ids seen, so that messages placing each other cannot loop.
        let mut seen = BTreeSet::from([id]);
        while let Some(vars) = todo.pop() {
            for v in vars {
                match v.strip_prefix('@') {
                    Some(other) if seen.insert(other) => todo.extend(self.ids.get(other)),
                    Some(_) => {}
                    None => {
                        out.insert(v.split('-').next().unwrap_or(v).to_owned());
                    }
                }
            }
        }
        Some(out)
    }

    /// Every message id.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.ids.keys().map(String::as_str)
    }
}

/// A plain argument: a number when it reads as one, so that plural rules
/// and the decimal sign apply; otherwise the text.
fn plain_value(v: &str) -> FluentValue<'static> {
    let numeric = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit() || b == b'.' || b == b'-') && v != "-";
    match v.parse::<f64>() {
        Ok(n) if numeric => {
            let mut number = fluent_bundle::types::FluentNumber::from(n);
            // "2.50" keeps its two decimals.
            number.options.minimum_fraction_digits = v.split_once('.').map(|(_, f)| f.len());
            FluentValue::Number(number)
        }
        _ => FluentValue::from(v.to_owned()),
    }
}

/// English numbers: a point before decimals; thousands grouped from 10 000
/// (never years: "1939", not "1,939").
fn format_number_en<M>(value: &FluentValue, _: &M) -> Option<String> {
    format_number(value, '.', ',')
}

/// Polish, Czech, Ukrainian and Russian numbers: a decimal comma, thousands
/// grouped by a no-break space from 10 000.
fn format_number_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    format_number(value, ',', '\u{a0}')
}

fn format_number(value: &FluentValue, decimal: char, group: char) -> Option<String> {
    let FluentValue::Number(n) = value else { return None };
    let digits = n.options.minimum_fraction_digits.unwrap_or(0);
    let shown = format!("{:.*}", digits, n.value);
    let (sign, unsigned) = shown.strip_prefix('-').map_or(("", shown.as_str()), |s| ("-", s));
    let (whole, fraction) = unsigned.split_once('.').map_or((unsigned, None), |(w, f)| (w, Some(f)));
    let mut out = String::from(sign);
    if whole.len() > 4 {
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(group);
            }
            out.push(c);
        }
    } else {
        out.push_str(whole);
    }
    if let Some(f) = fraction {
        out.push(decimal);
        out.push_str(f);
    }
    Some(out)
}

/// Collects the variables a pattern refers to (`$count`, `$region-loc`).
fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        // A message placed inside another is formatted with the same
        // arguments: noted as `@id`, its own are added by `arguments_of`.
        ast::InlineExpression::MessageReference { id, attribute: None } => {
            out.insert(format!("@{}", id.name));
        }
        _ => {}
    }
}

/// How a system's text catalog names its regions and roles: a region's
/// name is `<prefix>.<region>.<region key>`, a role's `<prefix>.<role>.<role
/// id>` (World War: `ww`, `region`, `faction`). Each system states its own
/// ([`crate::rules::Rules::NAME_KEYS`]), and the engine, the page and the catalogs' checks
/// build the keys from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameKeys {
    /// The system's short prefix, e.g. `ww`.
    pub prefix: &'static str,
    /// The segment that names regions, e.g. `region`.
    pub region: &'static str,
    /// The segment that names roles, e.g. `faction`.
    pub role: &'static str,
}

impl NameKeys {
    /// The usual segments (`region`, `role`) after `prefix`.
    pub const fn with_prefix(prefix: &'static str) -> Self {
        Self { prefix, region: "region", role: "role" }
    }

    /// The catalog key of a region's name. (Not generic, so the page holds
    /// one copy, not one per system.)
    #[must_use]
    pub fn region(self, region_key: &str) -> String {
        [self.prefix, self.region, region_key].join(".")
    }

    /// The catalog key of a role's name.
    #[must_use]
    pub fn role(self, role: &str) -> String {
        [self.prefix, self.role, role].join(".")
    }
}

#[cfg(test)]
mod tests {
    use super::{Catalog, Text};

    fn catalog(language: &str, ftl: &str) -> Catalog {
        let mut c = Catalog::new(language);
        c.add_ftl(ftl).expect("valid Fluent");
        c
    }

    #[test]
    fn a_missing_key_shows_as_itself_and_is_reported() {
        let c = catalog("en", "a = A\n");
        assert_eq!(c.render(&Text::key("no.such")), "no.such");
        assert!(c.render_checked(&Text::key("no.such")).is_err());
        assert_eq!(c.get("a"), "A");
    }

    #[test]
    fn a_missing_argument_is_reported_but_the_rest_is_shown() {
        let c = catalog("en", "buy = Buy { $count } in { $region }\n");
        let (shown, errors) = c.render_checked(&Text::key("buy").plain("count", 2)).expect_err("region is missing");
        assert!(shown.starts_with("Buy 2 in"), "{shown}");
        assert_eq!(errors.len(), 1);
    }

    /// A quoted message (an action's label in a report) is rendered in the
    /// same language with its own arguments; what is missing in it is
    /// reported as well.
    #[test]
    fn a_quoted_message_is_rendered_with_its_own_arguments() {
        let c = catalog("pl", "said = { $who } zagrał: { $what }\nbuy = Kup { $unit-acc }\ntank = czołg\n");
        let buy = Text::key("buy").name("unit", "tank");
        assert_eq!(c.render(&Text::key("said").plain("who", "Anna").text("what", buy)), "Anna zagrał: Kup czołg");
        let broken = Text::key("said").plain("who", "Anna").text("what", Text::key("buy"));
        let (_, errors) = c.render_checked(&broken).expect_err("the quoted message lacks its unit");
        assert_eq!(errors.len(), 1, "{errors:?}");
    }

    #[test]
    fn dotted_keys_are_fluent_ids_with_hyphens() {
        let c = catalog("en", "ww-action-buy = Buy\n");
        assert!(c.has("ww.action.buy"));
        assert_eq!(c.get("ww.action.buy"), "Buy");
    }

    /// Numbers: the decimal sign of the language, decimals kept as given,
    /// thousands grouped only from 10 000 so years stay years.
    #[test]
    fn numbers_are_written_the_languages_way() {
        let ftl = "n = { $n }\n";
        let (en, pl) = (catalog("en", ftl), catalog("pl", ftl));
        let n = |c: &Catalog, v: &str| c.render(&Text::key("n").plain("n", v));
        assert_eq!(n(&en, "62.5"), "62.5");
        assert_eq!(n(&pl, "62.5"), "62,5");
        assert_eq!(n(&pl, "2.50"), "2,50");
        assert_eq!(n(&en, "1939"), "1939");
        assert_eq!(n(&en, "12500"), "12,500");
        assert_eq!(n(&pl, "12500"), "12\u{a0}500");
        assert_eq!(n(&pl, "-3"), "-3");
        assert_eq!(n(&pl, "Anna"), "Anna");
    }

    /// A name passed to a message brings its cases; one it lacks is its
    /// plain text.
    #[test]
    fn a_name_argument_brings_its_cases() {
        let c = catalog("pl", "at = w { $r-loc } ({ $r }, { $r-gen })\nr-a = Warszawa\n  .loc = Warszawie\n");
        assert_eq!(c.render(&Text::key("at").name("r", "r.a")), "w Warszawie (Warszawa, Warszawa)");
    }

    #[test]
    fn arguments_are_read_from_every_variant_and_attribute() {
        let c = catalog("pl", "m = { $n ->\n [one] { $who-gen }\n *[other] x\n}\n  .title = { $extra }\n");
        let args = c.arguments_of("m").expect("m exists");
        assert_eq!(args.into_iter().collect::<Vec<_>>(), ["extra", "n", "who"]);
    }

    #[test]
    fn a_placed_message_brings_its_arguments() {
        let c = catalog("en", "a = Attack { $target }\nb = { a }: { $percent }%\nc = { c } { d }\nd = { c }\n");
        assert_eq!(
            c.render(&Text::key("b").plain("target", "Warsaw").plain("percent", "45.4")),
            "Attack Warsaw: 45.4%"
        );
        let args = c.arguments_of("b").expect("b exists");
        assert_eq!(args.into_iter().collect::<Vec<_>>(), ["percent", "target"]);
        assert_eq!(c.arguments_of("c").map(|a| a.len()), Some(0), "messages placing each other do not loop");
    }
}
