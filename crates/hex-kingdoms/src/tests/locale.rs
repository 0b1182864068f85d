//! Every text the game shows renders in English: its message exists in
//! `locales/en.ftl`, is given every argument it uses, by name, and uses
//! every argument it is given. Plurals read as English.

use crate::HexKingdoms;
use crate::refusal::Refuse;
use crate::{Event, State};
use engine::rules::{PanelSection, Refusal, Rules};
use engine::seat::SeatConfig;
use engine::text::{Catalog, Text, fluent_id};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// The English source of a `LOCALES` list.
fn english_source(locales: &[(&str, &'static str)]) -> &'static str {
    locales.iter().find(|(code, _)| *code == "en").map(|(_, src)| *src).expect("an English locale")
}

/// The engine's English messages and this crate's, as the app loads them.
fn english() -> Catalog {
    let mut cat = Catalog::new("en");
    cat.add_ftl(english_source(engine::LOCALES)).expect("the engine's en.ftl is valid Fluent");
    cat.add_ftl(english_source(crate::LOCALES)).expect("hex-kingdoms' en.ftl is valid Fluent, with no id twice");
    cat
}

/// The other four languages' catalogs, built once for all tests.
fn translations() -> &'static [Catalog] {
    static CATALOGS: OnceLock<Vec<Catalog>> = OnceLock::new();
    CATALOGS.get_or_init(|| {
        engine::text::LANGUAGES[1..]
            .iter()
            .map(|(code, _)| {
                let mut cat = Catalog::new(code);
                for (language, source) in engine::LOCALES.iter().chain(crate::LOCALES) {
                    if language == code {
                        cat.add_ftl(source).unwrap_or_else(|e| panic!("{code}.ftl: {e:#?}"));
                    }
                }
                cat
            })
            .collect()
    })
}

/// A snake_case argument name: `-` is kept for case suffixes (`$hex-loc`).
fn is_argument_name(name: &str) -> bool {
    // `$token-one` is `$token`'s attribute `.one` (the article English
    // needs, issue 36), as `$hex-loc` is a case in other languages.
    let (base, attribute) = name.split_once('-').unwrap_or((name, "a"));
    base.starts_with(|c: char| c.is_ascii_lowercase())
        && base.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !attribute.is_empty()
        && attribute.chars().all(|c| c.is_ascii_lowercase())
}

/// The English catalog, built once for all tests.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(english)
}

/// What is wrong with a text, if anything: a missing message, an argument
/// the message uses but was not given, one given that it does not use (a
/// name spelled differently in the code and the file), a badly formed or
/// repeated argument name, a named key without a message.
fn problem(cat: &Catalog, t: &Text) -> Option<String> {
    if let Err((shown, errors)) = cat.render_checked(t) {
        return Some(format!("renders as {shown:?}: {errors:?}"));
    }
    // Every other language renders it completely too: a translation that
    // asks a name for a form it does not define (`$hex-in`) fails here.
    for other in translations() {
        if let Err((shown, errors)) = other.render_checked(t) {
            return Some(format!("in {} renders as {shown:?}: {errors:?}", other.language()));
        }
    }
    let used = cat.arguments_of(&fluent_id(&t.key)).unwrap_or_default();
    for (name, _) in &t.args {
        if !is_argument_name(name) {
            return Some(format!("argument name {name:?} is not snake_case"));
        }
        if !used.contains(name) {
            return Some(format!("argument ${name} is given but the message does not use it"));
        }
    }
    if t.args.iter().map(|(n, _)| n).collect::<BTreeSet<_>>().len() < t.args.len() {
        return Some("an argument is given twice".to_owned());
    }
    t.named_keys().find(|k| !cat.has(k)).map(|k| format!("names {k}, which has no message"))
}

/// Panics unless `t` renders in English with all its arguments.
pub fn assert_renders(t: &Text) {
    if let Some(p) = problem(catalog(), t) {
        panic!("{}: {p} — in {t:?}", t.key);
    }
}

/// Panics unless what a player sees after `events` renders: the events,
/// the turn label, the guide of the player to decide, the side panel, the
/// map's titles and the outcome.
pub fn assert_shown(s: &State, events: &[Event]) {
    for e in events {
        assert_renders(&HexKingdoms::describe_event(s, e));
    }
    assert_renders(&HexKingdoms::turn_label(s));
    for seat in HexKingdoms::to_act(s) {
        let guide = HexKingdoms::guide(&HexKingdoms::view(s, Some(seat)), seat);
        assert_renders(&guide.expect("the player to decide has a guide").text);
    }
    for sec in HexKingdoms::panel(s, None) {
        assert_renders(&sec.title);
        for (label, value) in &sec.rows {
            assert_renders(label);
            assert_renders(value);
        }
    }
    for v in HexKingdoms::map_view(s, None) {
        v.marks.iter().for_each(|m| assert_renders(&m.title));
        v.counters.iter().for_each(|c| assert_renders(&c.title));
        v.counters.iter().for_each(|c| assert_renders(&c.label));
    }
    if let Some(o) = HexKingdoms::outcome(s) {
        assert_renders(&o.text);
    }
}

/// Renders texts and collects what is wrong with them, by message.
struct Checker {
    cat: &'static Catalog,
    /// The first problem found with each message.
    problems: BTreeMap<String, String>,
    /// The messages rendered, and the keys they named.
    seen: BTreeSet<String>,
    rendered: usize,
}

impl Checker {
    fn new() -> Self {
        Self { cat: catalog(), problems: BTreeMap::new(), seen: BTreeSet::new(), rendered: 0 }
    }

    fn check(&mut self, t: &Text) {
        self.rendered += 1;
        self.seen.insert(t.key.clone());
        self.seen.extend(t.named_keys().map(str::to_owned));
        if let Some(p) = problem(self.cat, t) {
            self.problems.entry(t.key.clone()).or_insert_with(|| format!("{p} — in {t:?}"));
        }
    }

    fn sections(&mut self, sections: &[PanelSection]) {
        for sec in sections {
            self.check(&sec.title);
            for (label, value) in &sec.rows {
                self.check(label);
                self.check(value);
            }
        }
    }
}

fn seats(roles: &[&str]) -> Vec<SeatConfig> {
    let mut seats = crate::tests::seats(roles.len());
    for (seat, role) in seats.iter_mut().zip(roles) {
        seat.role = (*role).to_owned();
    }
    seats
}

/// Plays seeded computer games and renders everything a player would see
/// on the way: the turn label, every action offered and its label in the
/// log, every event (described with the state before and after it), the
/// panels, the map and every hex's details, the outcome.
fn play(c: &mut Checker, scenario: &str, players: usize, seed: &str) {
    let mut game = crate::tests::new_game(scenario, players, seed).expect("setup");
    for step in 0..3000 {
        let s = game.state().clone();
        let Some(&seat) = HexKingdoms::to_act(&s).first() else { break };
        c.check(&HexKingdoms::turn_label(&s));
        let guide = HexKingdoms::guide(&HexKingdoms::view(&s, Some(seat)), seat);
        c.check(&guide.expect("the player to decide has a guide").text);
        for a in &HexKingdoms::legal_actions(&s, seat) {
            c.check(&HexKingdoms::describe_action(&s, a));
            c.check(&HexKingdoms::choice_label(&s, seat, a));
            for amount in HexKingdoms::action_amounts(&s, seat, a) {
                c.check(&amount.label);
            }
        }
        c.sections(&HexKingdoms::panel(&s, Some(seat)));
        c.sections(&HexKingdoms::panel(&s, None));
        if step % 20 == 0 || s.battle().is_some() {
            for v in HexKingdoms::map_view(&s, Some(seat)) {
                for m in &v.marks {
                    c.check(&m.title);
                }
                for counter in &v.counters {
                    c.check(&counter.title);
                    c.check(&counter.label);
                }
                if let Some(r) = v.region {
                    c.sections(&HexKingdoms::region_panel(&s, r, Some(seat)));
                }
            }
        }
        let Some(entry) = game.computer_step(seat) else { break };
        let (label, events) = (entry.label.clone(), entry.events.clone());
        c.check(&label);
        for e in &events {
            c.check(&HexKingdoms::describe_event(&s, e));
            c.check(&HexKingdoms::describe_event(game.state(), e));
        }
    }
    let o = HexKingdoms::outcome(game.state()).unwrap_or_else(|| panic!("{scenario} {seed}: the game ends"));
    c.check(&o.text);
}

/// Every text of the system info, the scenarios, the refusals, the hex
/// names and whole simulated games renders, with all its arguments.
#[test]
fn every_text_renders_with_its_arguments() {
    let mut c = Checker::new();
    let info = HexKingdoms::info();
    for key in [info.name, info.rules_summary] {
        c.check(&Text::key(key));
    }
    for role in &info.roles {
        c.check(&Text::key(HexKingdoms::role_name_key(role.id)));
    }
    for sc in HexKingdoms::scenarios() {
        c.check(&Text::key(sc.name));
        let board = HexKingdoms::board(sc.id).expect("board");
        for r in board.regions() {
            c.check(&Text::key(HexKingdoms::region_name_key(&r.key)));
        }
    }
    for r in Refuse::ALL {
        c.check(&Refusal::from(r).text);
    }
    for (_, broken) in super::invariants::broken_scenes() {
        for text in crate::invariants::broken(&broken) {
            c.check(&text);
        }
    }
    let mut dice = engine::dice::Dice::from_seed("refusals");
    for (scenario, roles) in [
        ("no-such-scenario", &["red", "blue"][..]),
        ("two-kingdoms-3", &["red", "blue", "green"][..]),
        ("four-realms-3", &["red", "blue"][..]),
        ("two-kingdoms-3", &["red", "red"][..]),
        ("two-kingdoms-3", &["red", "purple"][..]),
    ] {
        let refusal = HexKingdoms::setup(scenario, &seats(roles), &mut dice).expect_err("refused");
        c.check(&refusal.text);
    }
    for (sc, n, seed) in [
        ("two-kingdoms-3", 2, "loc-a"),
        ("four-realms-3", 4, "loc-b"),
        ("two-kingdoms-3", 2, "loc-c"),
        ("four-realms-3", 3, "loc-d"),
    ] {
        play(&mut c, sc, n, seed);
    }
    let problems: Vec<_> = c.problems.iter().map(|(k, p)| format!("{k}: {p}")).collect();
    assert!(problems.is_empty(), "{} texts do not render:\n{}", problems.len(), problems.join("\n"));
    // The games reached battles, checks and their panels, so the walk
    // covered the messages with the most arguments.
    for key in [
        "hk.action.attack",
        "hk.action.split",
        "hk.choice.split",
        "hk.amount.leave",
        "hk.action.prepare",
        "hk.event.battle",
        "hk.event.prepared",
        "hk.event.losses",
        "hk.event.turn_started",
        "hk.value.side",
        "hk.value.bag",
        "hk.value.structure",
        "hk.counter",
        "hk.turn",
        "hk.refusal.seats",
        "hk.refusal.unknown_scenario",
        "hk.action.land_recovered",
        "hk.event.landing",
        "hk.bstep.land",
        // Issue 19 — the guides (those of a conversion and of the lost
        // buildings' return are rendered by TV-3, through `assert_shown`).
        "hk.guide.actions",
        "hk.guide.after_manoeuvre",
        "hk.guide.react",
        "hk.guide.prepare",
        "hk.guide.draw",
        "hk.guide.draw_more",
        "hk.guide.redraw",
        "hk.guide.assign",
        "hk.guide.recover",
        "hk.guide.land",
        "hk.guide.advance",
    ] {
        assert!(c.seen.contains(key), "the walk never rendered {key}");
    }
    assert!(c.rendered > 10_000, "only {} texts rendered", c.rendered);
    assert!(c.cat.get("hk.rules_summary").contains("\n\n"), "the summary keeps its paragraphs");
}

/// The check itself catches a missing message, a missing argument, an
/// argument under another name, an unused or repeated one and a name
/// without a message.
#[test]
fn the_check_finds_broken_texts() {
    let cat = catalog();
    let hex = "hk.region.h_0_0";
    assert_eq!(problem(cat, &Text::key("hk.event.moved").plain("units", 2).name("hex", hex)), None);
    for broken in [
        Text::key("hk.event.no_such_event"),
        Text::key("hk.event.moved").plain("units", 2),
        Text::key("hk.event.advance").name("region", hex),
        Text::key("hk.event.out").name("player", "hk.role.purple"),
        Text::key("hk.event.out").name("player", "hk.role.red").plain("count", 1),
        Text::key("hk.value").plain("value", 1).plain("value", 2),
        Text::key("hk.value").plain("value", 1).plain("value-x", 1),
    ] {
        assert!(problem(cat, &broken).is_some(), "{broken:?} passes the check");
    }
}

/// Argument names in the Fluent file are snake_case, so `-` stays free for
/// the case suffixes of other languages (`$hex-loc`).
#[test]
fn argument_names_are_snake_case() {
    let source = english_source(crate::LOCALES);
    let mut names = BTreeSet::new();
    for line in source.lines().filter(|l| !l.starts_with('#')) {
        for (i, _) in line.match_indices('$') {
            let rest = &line[i + 1..];
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(rest.len());
            names.insert(&rest[..end]);
        }
    }
    let bad: Vec<_> = names.iter().filter(|n| !is_argument_name(n)).collect();
    assert!(bad.is_empty(), "argument names that are not snake_case: {bad:?}");
    assert!(!source.contains("ARG"), "a positional placeholder is left");
    assert!(names.len() > 30, "{names:?}");
}

/// English plurals: "1 unit moves", "2 units move".
#[test]
fn english_plurals() {
    let cat = english();
    let hex = "hk.region.h_0_0";
    let moved = |n: usize| cat.render(&Text::key("hk.event.moved").plain("units", n).name("hex", hex));
    assert_eq!(moved(1), "1 unit moves to Yewham");
    assert_eq!(moved(3), "3 units move to Yewham");
    let losses = |u: usize, s: usize, d: usize| {
        cat.render(&Text::key("hk.event.losses").plain("units", u).plain("structures", s).plain("damaged", d))
    };
    assert_eq!(losses(1, 0, 1), "Losses removed: 1 unit, 0 structures; 1 structure damaged");
    assert_eq!(losses(2, 1, 0), "Losses removed: 2 units, 1 structure; 0 structures damaged");
    let prepare = Text::key("hk.action.prepare")
        .plain("action_dice", 1)
        .plain("experience_dice", 2)
        .plain("omitted_dice", 0)
        .plain("fabian_discard", 0);
    // Plain words, and nothing said of what is none (issue 36: "leave out
    // 0 defence dice, Fabian Tactics 0").
    assert_eq!(cat.render(&prepare), "Put your units' tokens in the bag, with 1 action die and 2 experience dice");
    let only_experience = Text::key("hk.action.prepare")
        .plain("action_dice", 0)
        .plain("experience_dice", 1)
        .plain("omitted_dice", 2)
        .plain("fabian_discard", 1);
    assert_eq!(
        cat.render(&only_experience),
        "Put your units' tokens in the bag, with 1 experience die, leaving out your 2 defence dice; \
         Fabian Tactics discards 1 token of each side"
    );
    // An article that agrees with its noun (issue 36: "draws a Neutral tokens").
    let drawn = cat.render(&Text::key("hk.event.drawn").name("side", "hk.role.red").name("token", "hk.token.neutral"));
    assert_eq!(drawn, "Red draws a neutral token");
    let unit = |n: u8| cat.render(&Text::key("hk.value.unit").name("owner", "hk.role.red").plain("exhaustion", n));
    assert_eq!(unit(1), "Red, 1 exhaustion die");
    assert_eq!(unit(0), "Red, 0 exhaustion dice");
}

/// Each language in `LOCALES` has every English message, with the same
/// arguments (English is the only one yet).
#[test]
fn every_language_has_every_message() {
    let en = english();
    assert_eq!(crate::LOCALES.first().map(|(code, _)| *code), Some("en"));
    for (code, source) in crate::LOCALES {
        let mut cat = Catalog::new(code);
        cat.add_ftl(english_source(engine::LOCALES)).expect("engine");
        cat.add_ftl(source).unwrap_or_else(|e| panic!("{code}: {e:?}"));
        assert_eq!(en.missing_in(&cat), Vec::<String>::new(), "{code} lacks messages");
        for id in en.ids().filter(|id| id.starts_with("hk-")) {
            assert_eq!(cat.arguments_of(id), en.arguments_of(id), "{code}: the arguments of {id}");
        }
    }
}

/// HK-73 — a wall's side is named by the hex across it, or by the map's
/// border, never by a number (issue 36: "Build a wall on edge 0..5" could
/// not be found on the map).
#[test]
fn hk_73_a_walls_side_is_named_by_the_hex_across_it() {
    use engine::rules::Rules;
    let s = crate::HexKingdoms::setup(
        "two-kingdoms-3",
        &crate::tests::seats(2),
        &mut engine::dice::Dice::from_seed("edge"),
    )
    .expect("setup");
    let cat = english();
    let m = s.map();
    let (mut inner, mut border) = (0, 0);
    for at in m.ids() {
        for e in 0..6u8 {
            let action = crate::Action::Build { at, kind: crate::ids::StructKind::Wall(e) };
            let text = cat.render(&crate::describe::action(&s, &action));
            assert!(!text.contains("edge ") && !text.contains(&format!(" {e} ")), "{text}");
            match m.neighbour(at, e) {
                Some(across) => {
                    let name = cat.render(&Text::key(crate::describe::region_key(&s, across)));
                    assert!(text.ends_with(&format!("toward {name}")), "{text} / {name}");
                    inner += 1;
                }
                None => {
                    assert!(text.ends_with("at the map's edge"), "{text}");
                    border += 1;
                }
            }
        }
    }
    assert!(inner > 0 && border > 0, "{inner} {border}");
}
