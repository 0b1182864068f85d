//! Every text the system produces renders completely in English: its
//! message exists, every argument the message uses is given under that
//! name (and no other), and every name passed as an argument is a message
//! of its own.

use super::{add, slot_state};
use crate::event::Event;
use crate::ids::{Faction, UnitKind};
use crate::refusal::Refuse;
use crate::state::{EndReason, Finish};
use crate::tests::new_game;
use crate::{Action, WorldWar};
use engine::rules::{Refusal, Rules};
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::{Catalog, Text, fluent_id};
use std::collections::BTreeSet;

/// The English catalog the app builds: the engine's messages and this
/// system's.
///
/// # Panics
/// When a file does not parse or repeats a message.
pub fn english() -> Catalog {
    let mut c = Catalog::new("en");
    for (language, source) in engine::LOCALES.iter().chain(crate::LOCALES) {
        if *language == "en" {
            c.add_ftl(source).unwrap_or_else(|e| panic!("English Fluent: {e:#?}"));
        }
    }
    c
}

/// Renders `t`, failing when its message is missing, when an argument the
/// message uses was not given, when an argument was given that the message
/// does not use (a misspelt name), or when a name passed as an argument is
/// no message (or one that needs arguments itself). Returns the text.
#[track_caller]
pub fn assert_renders(c: &Catalog, t: &Text, context: &str) -> String {
    let shown = c.render_checked(t).unwrap_or_else(|(shown, errors)| panic!("{context}: {shown:?}: {errors:?}"));
    let id = fluent_id(&t.key);
    let used = c.arguments_of(&id).unwrap_or_default();
    let given: BTreeSet<String> = t.args.iter().map(|(name, _)| name.clone()).collect();
    assert_eq!(given.len(), t.args.len(), "{context}: an argument given twice in {t:?}");
    assert_eq!(given, used, "{context}: {id} uses other arguments than {t:?} gives");
    for name in &given {
        assert!(
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
            "{context}: argument {name:?} of {id} is not snake_case (a hyphen would read as a case suffix)"
        );
    }
    for k in t.named_keys() {
        assert!(c.has(k), "{context}: {id} names {k}, which is no message ({shown})");
        let needs = c.arguments_of(&fluent_id(k)).unwrap_or_default();
        assert!(needs.is_empty(), "{context}: {id} names {k}, which needs arguments {needs:?}");
    }
    shown
}

/// The catalogs of the other four languages, as the app loads them.
///
/// # Panics
/// When a file does not parse or repeats a message.
pub fn translations() -> Vec<Catalog> {
    engine::text::LANGUAGES[1..]
        .iter()
        .map(|(code, _)| {
            let mut c = Catalog::new(code);
            for (language, source) in engine::LOCALES.iter().chain(crate::LOCALES) {
                if language == code {
                    c.add_ftl(source).unwrap_or_else(|e| panic!("{code} Fluent: {e:#?}"));
                }
            }
            c
        })
        .collect()
}

/// Renders texts and remembers the messages they reached.
struct Checker {
    catalog: Catalog,
    translations: Vec<Catalog>,
    reached: BTreeSet<String>,
    texts: usize,
}

impl Checker {
    fn new() -> Self {
        Self { catalog: english(), translations: translations(), reached: BTreeSet::new(), texts: 0 }
    }

    /// Renders `t` in English with every check of [`assert_renders`], and in
    /// each other language completely: a translation asking for a form of a
    /// name (`$region-in`, `$unit-few`) that the name does not define fails.
    #[track_caller]
    fn check(&mut self, t: &Text, context: &str) -> String {
        for c in &self.translations {
            if let Err((shown, errors)) = c.render_checked(t) {
                panic!("{context}: in {}: {shown:?}: {errors:?}", c.language());
            }
        }
        let shown = assert_renders(&self.catalog, t, context);
        self.reached.insert(fluent_id(&t.key));
        self.reached.extend(t.named_keys().map(fluent_id));
        self.texts += 1;
        shown
    }

    /// The turn label, panels, region panels and map of `state` as every
    /// viewer sees them.
    fn screens(&mut self, state: &crate::State, regions: bool) {
        self.check(&WorldWar::turn_label(state), "turn label");
        for viewer in [None, Some(SeatId(0)), Some(SeatId(1)), Some(SeatId(2))] {
            let seen = WorldWar::view(state, viewer);
            for p in WorldWar::panel(&seen, viewer) {
                self.section(&p, "panel");
            }
            if let Some(guide) = viewer.and_then(|seat| WorldWar::guide(&seen, seat)) {
                self.check(&guide.text, "guide");
            }
            for rv in WorldWar::map_view(&seen, viewer) {
                for counter in &rv.counters {
                    self.check(&counter.title, "counter");
                    self.check(&counter.label, "counter label");
                }
                for mark in &rv.marks {
                    self.check(&mark.title, "mark");
                }
            }
            if regions {
                for r in crate::map::map().board.ids() {
                    for p in WorldWar::region_panel(&seen, r, viewer) {
                        self.section(&p, "region panel");
                    }
                }
            }
        }
    }

    fn section(&mut self, p: &engine::rules::PanelSection, context: &str) {
        self.check(&p.title, context);
        for (label, value) in &p.rows {
            self.check(label, context);
            self.check(value, context);
        }
    }

    /// Plays a whole game of computer players, rendering every action
    /// taken and its events (as the log shows them right away and at the
    /// end of the game) and, every few steps, the actions offered and the
    /// screens (every step would take minutes in a debug build).
    fn play(&mut self, seed: &str) {
        let mut game = new_game(seed);
        while game.log().len() < 20_000 {
            let step = game.log().len();
            let state = game.state().clone();
            let to_act = WorldWar::to_act(&state);
            if step.is_multiple_of(7) {
                for &seat in &to_act {
                    for a in WorldWar::legal_actions(&state, seat) {
                        self.check(&WorldWar::describe_action(&state, &a), "legal action");
                        self.check(&WorldWar::choice_label(&state, seat, &a), "choice");
                        for amount in WorldWar::action_amounts(&state, seat, &a) {
                            self.check(&amount.label, "amount");
                        }
                    }
                }
            }
            if step.is_multiple_of(29) {
                self.screens(&state, step.is_multiple_of(290));
            }
            let Some(&seat) = to_act.first() else { break };
            let Some(entry) = game.computer_step(seat) else { break };
            let (label, events) = (entry.label.clone(), entry.events.clone());
            self.check(&label, "log: action");
            for e in &events {
                self.check(&WorldWar::describe_event(game.state(), e), "log: event");
            }
        }
        let end = game.state();
        assert!(end.finish.is_some(), "{seed}: the game ends");
        self.screens(end, true);
        for e in game.log() {
            self.check(&WorldWar::describe_action(end, &e.action), "log at the end: action");
            for ev in &e.events {
                self.check(&WorldWar::describe_event(end, ev), "log at the end: event");
            }
        }
        let outcome = WorldWar::outcome(end).expect("over");
        self.check(&outcome.text, "outcome");
    }

    /// Names, refusals and every ending, which a few games cannot all reach.
    fn fixed_texts(&mut self) {
        let info = WorldWar::info();
        for k in [info.name, info.rules_summary] {
            self.check(&Text::key(k), "info");
        }
        for sc in WorldWar::scenarios() {
            self.check(&Text::key(sc.name), "scenario");
        }
        for role in &info.roles {
            self.check(&Text::key(WorldWar::role_name_key(role.id)), "role");
        }
        let m = crate::map::map();
        for r in m.board.ids() {
            self.check(&Text::key(WorldWar::region_name_key(m.key(r))), "region");
        }
        for country in &m.countries {
            self.check(&Text::key(format!("ww.country.{country}")), "country");
        }
        for kind in UnitKind::ALL {
            self.check(&Text::key(kind.key()), "unit");
        }
        for r in Refuse::ALL {
            self.check(&Refusal::from(r).text, "refusal");
        }
        for (_, broken) in super::invariants::broken_scenes() {
            for text in crate::invariants::broken(&broken) {
                self.check(&text, "invariant");
            }
        }
        let seats = crate::tests::computer_seats();
        let mut dice = engine::dice::Dice::from_seed("locale");
        for (scenario, seats) in [("no-such-scenario", &seats[..]), (crate::SCENARIO, &seats[..2])] {
            let refusal = WorldWar::setup(scenario, seats, &mut dice).expect_err("refused");
            self.check(&refusal.text, "setup refusal");
        }
        let state = crate::setup::initial_state();
        for reason in [EndReason::SuddenDeath, EndReason::Points, EndReason::LastStanding] {
            for mask in 0..8_usize {
                let winners = Faction::ALL.into_iter().filter(|f| mask & (1 << f.index()) != 0).collect();
                let finish = Finish { winners, reason, scores: vec![1, 12, 30] };
                self.check(&WorldWar::describe_event(&state, &Event::GameOver { finish }), "outcome");
            }
        }
    }

    /// What the computer players rarely or never do in a few games: air and
    /// naval attacks, trade voyages, peace, every kind of fire, an
    /// eliminated power, a shorter order of play, an unknown country.
    fn rare_texts(&mut self) {
        use crate::event::FireKind;
        use crate::ids::{CountryId, Good, Resources};
        use crate::map::rid;
        use crate::state::Task;
        use Faction::{Allies, Axis, Ussr};
        let mut s = slot_state(Axis);
        s.wars.push((Axis, Allies));
        for (kind, at, target) in [
            (UnitKind::Fighter, "hamburg", "london"),
            (UnitKind::Fighter, "hamburg", "london"),
            (UnitKind::Navy, "baltic_sea", "north_sea"),
        ] {
            let unit = add(&mut s, Axis, kind, at);
            s.units.iter_mut().filter(|u| u.id == unit).for_each(|u| u.task = Task::Ordered(rid(target)));
        }
        add(&mut s, Allies, UnitKind::Fighter, "london");
        add(&mut s, Allies, UnitKind::Navy, "north_sea");
        let merchant = add(&mut s, Axis, UnitKind::Merchant, "north_sea");
        // A landing on London with a bomber and an escort: every row of the
        // odds of a land attack, a bombing, a sweep and a naval attack.
        for (kind, at) in
            [(UnitKind::Infantry, "hamburg"), (UnitKind::Navy, "north_sea"), (UnitKind::Bomber, "hamburg")]
        {
            let unit = add(&mut s, Axis, kind, at);
            s.units.iter_mut().filter(|u| u.id == unit).for_each(|u| u.task = Task::Ordered(rid("london")));
        }
        let defender = add(&mut s, Allies, UnitKind::Bomber, "london");
        s.units.iter_mut().filter(|u| u.id == defender).for_each(|u| u.task = Task::Defending(rid("london")));
        for r in ["london", "north_sea"] {
            let panel = WorldWar::region_panel(&s, rid(r), Some(SeatId(0)));
            assert!(panel.len() >= 2, "{r} shows the odds of the attacks ordered against it");
            for p in panel {
                self.section(&p, "odds");
            }
        }
        let sweden = crate::map::map().country("sweden").expect("Sweden");
        let actions = [
            Action::Buy { unit: UnitKind::Infantry, place: rid("berlin"), count: 3 },
            Action::Sweep { target: rid("london") },
            Action::NavalAttack { target: rid("north_sea") },
            Action::TradeVoyage { unit: merchant, to: rid("baltic_sea"), seller: sweden },
            // An offer from before offers had terms, as old logs read.
            Action::OfferTrade {
                region: rid("stockholm"),
                good: Good::Production,
                quantity: 1,
                payment: Resources::new(2, 0, 0),
                turns: None,
                pledge: 0,
            },
        ];
        for a in actions.iter().chain(&WorldWar::legal_actions(&s, SeatId(0))) {
            self.check(&WorldWar::describe_action(&s, a), "rare action");
            self.check(&WorldWar::choice_label(&s, SeatId(0), a), "rare choice");
        }
        let kinds = [
            FireKind::Interception,
            FireKind::Escort,
            FireKind::Strike,
            FireKind::Sweep,
            FireKind::Naval,
            FireKind::Passing,
            FireKind::ZoneBattle,
            FireKind::Bombing,
        ];
        let mut events: Vec<Event> = kinds
            .into_iter()
            .flat_map(|kind| {
                [
                    Event::Fire { kind, node: rid("north_sea"), by: Some(Axis), faces: vec![6], hits: 1 },
                    Event::Fire { kind, node: rid("warsaw"), by: None, faces: vec![1, 4, 6], hits: 2 },
                ]
            })
            .collect();
        let cargo = Resources::new(1, 2, 3);
        events.extend([
            Event::PeaceOffered { by: Axis, to: Allies },
            Event::PeaceMade { a: Axis, b: Allies },
            Event::ResourcesReceived { faction: Ussr, cargo },
            Event::TradeDelivered {
                faction: Axis,
                unit: merchant,
                country: sweden,
                good: Good::Production,
                quantity: 3,
            },
            Event::NeutralRaised { region: rid("stockholm") },
            Event::ResourcesSent { from: Axis, to: rid("warsaw"), cargo },
            Event::HeldBack { unit: merchant },
            Event::DefenceOrdersSet {
                faction: Ussr,
                orders: crate::state::DefenceOrders {
                    reserve: 4,
                    intercept: crate::state::InterceptFirst::Escorts,
                    losses: crate::state::LossesFirst::Tanks,
                    sink: crate::state::SinkFirst::Merchants,
                },
            },
            Event::AidReceived { region: rid("stockholm"), cargo },
            Event::TreatySigned {
                treaty: crate::state::Treaty {
                    country: sweden,
                    buyer: Axis,
                    good: Good::Supply,
                    quantity: 2,
                    price: cargo,
                    shipped: false,
                    until: None,
                    pledge: crate::state::Pledge::None,
                },
            },
            Event::TreatySigned {
                treaty: crate::state::Treaty {
                    country: sweden,
                    buyer: Axis,
                    good: Good::Production,
                    quantity: 1,
                    price: cargo,
                    shipped: false,
                    until: Some(s.turn + 3),
                    pledge: crate::state::Pledge::Territory,
                },
            },
            Event::TreatyExpired { buyer: Axis, country: sweden },
            Event::FactionEliminated { faction: Ussr },
            Event::NeutralHostile { faction: Axis, country: CountryId(u8::MAX) },
            Event::OrderSet { order: vec![Axis] },
            Event::OrderSet { order: vec![Axis, Allies] },
            Event::WarProclaimed { by: Ussr, on: Allies },
            Event::FacilityDamaged { region: rid("ruhr") },
        ]);
        for e in &events {
            self.check(&WorldWar::describe_event(&s, e), "rare event");
        }
        // A treaty with terms, in its buyer's panel.
        s.treaties.push(crate::state::Treaty {
            country: sweden,
            buyer: Axis,
            good: Good::Production,
            quantity: 2,
            price: Resources::new(4, 0, 0),
            shipped: false,
            until: Some(s.turn + 2),
            pledge: crate::state::Pledge::Protection,
        });
        s.regions[rid("berlin").index()].damaged_turn = Some(s.turn);
        s.factions[Ussr.index()].eliminated = true;
        for order in [vec![Axis, Allies], vec![Allies]] {
            s.order = order;
            self.screens(&s, false);
        }
        // Issue 36: a landing ordered without its escort, and a purchase
        // with the budget spent, say why no attack and no purchase is offered.
        let mut s = slot_state(Allies);
        let unit = add(&mut s, Allies, UnitKind::Infantry, "london");
        add(&mut s, Allies, UnitKind::Navy, "english_channel");
        s.units.iter_mut().filter(|u| u.id == unit).for_each(|u| u.task = Task::Ordered(rid("amsterdam")));
        for p in WorldWar::region_panel(&s, rid("amsterdam"), Some(Allies.seat())) {
            self.section(&p, "region panel");
        }
        let mut s = crate::setup::initial_state();
        s.phase = crate::state::Phase::Purchase;
        s.factions[Axis.index()].stock = Resources::default();
        for p in WorldWar::region_panel(&s, rid("berlin"), Some(Axis.seat())) {
            self.section(&p, "region panel");
        }
    }
}

/// Two seeded games, names, refusals, endings and rare events: every text renders in
/// full, and together they reach every message of `locales/en.ftl`, so no
/// message escapes the check.
#[test]
fn every_text_of_seeded_games_renders_in_english() {
    let mut checker = Checker::new();
    checker.fixed_texts();
    checker.rare_texts();
    for seed in ["locale", "locale-2"] {
        checker.play(seed);
    }
    let mut own = Catalog::new("en");
    own.add_ftl(crate::LOCALES[0].1).expect("valid Fluent");
    let unreached: Vec<&str> = own.ids().filter(|id| !checker.reached.contains(*id)).collect();
    eprintln!("{} texts rendered; unreached: {unreached:?}", checker.texts);
    assert!(unreached.is_empty(), "messages no test reaches: {unreached:?}");
}

/// The check fails on a misspelt or missing argument and on a name that is
/// no message.
#[test]
fn the_check_catches_wrong_arguments() {
    let c = english();
    let good = Text::key("ww.action.initiative").name("timing", "ww.timing.sooner");
    assert_eq!(assert_renders(&c, &good, "good"), "Choose SOONER");
    let bad = [
        Text::key("ww.action.initiative").name("time", "ww.timing.sooner"),
        Text::key("ww.action.initiative"),
        Text::key("ww.action.initiative").name("timing", "ww.timing.sooner").plain("count", 1),
        Text::key("ww.action.initiative").name("timing", "ww.timing.never"),
        Text::key("ww.no.such.message"),
    ];
    for t in bad {
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| assert_renders(&c, &t, "bad")));
        assert!(caught.is_err(), "not caught: {t:?}");
    }
}

/// English plurals: one unit, one hit, one new unit.
#[test]
fn english_counts_agree_with_their_nouns() {
    let c = english();
    let launch = |n: u32| c.render(&Text::key("ww.action.launch").name("target", "ww.region.warsaw").plain("count", n));
    assert_eq!(launch(1), "Attack Warsaw (1 unit ordered)");
    assert_eq!(launch(3), "Attack Warsaw (3 units ordered)");
    let fire = |n: u32| {
        c.render(
            &Text::key("ww.fire.naval")
                .name("faction", "ww.faction.axis")
                .name("region", "ww.region.north_sea")
                .plain("dice", "4, 6")
                .plain("hits", n),
        )
    };
    assert_eq!(fire(1), "Axis attacks ships in North Sea: 4, 6 — 1 hit");
    assert_eq!(fire(0), "Axis attacks ships in North Sea: 4, 6 — 0 hits");
    let revealed = |n: u32| c.render(&Text::key("ww.event.purchases_revealed").plain("count", n));
    assert_eq!(revealed(1), "All purchases are revealed: 1 new unit takes the field");
    assert_eq!(revealed(12), "All purchases are revealed: 12 new units take the field");
}

/// The rules summary keeps its blank lines and headings (Fluent strips only
/// the common indentation).
#[test]
fn the_rules_summary_keeps_its_layout() {
    let summary = english().get("ww.summary");
    assert!(summary.starts_with("Three powers — the Axis"), "{summary}");
    assert!(summary.contains(
        "Neutral countries defend themselves but never attack.\n\n## Turn zero (WW-1 to WW-4)\n- Each power"
    ));
    assert!(summary.ends_with("The most points win."), "{summary}");
}

/// Every language file of the system parses and has a variant for each
/// plural category of its language wherever it chooses by a number.
#[test]
fn every_language_file_parses_with_its_plural_forms() {
    assert_eq!(crate::LOCALES.first().map(|l| l.0), Some("en"), "English comes first");
    for (language, source) in crate::LOCALES {
        Catalog::new(language).add_ftl(source).unwrap_or_else(|e| panic!("{language}: {e:#?}"));
        let problems = engine::text::check::plural_problems(language, source);
        assert!(problems.is_empty(), "{problems:#?}");
    }
}

/// English verbs agree with the power (issue 36: "Allies collects",
/// "Allies imports"): the Allies are plural, the Axis and the USSR one.
#[test]
fn english_verbs_agree_with_the_power() {
    let c = english();
    let income = |faction: &str| {
        c.render(
            &Text::key("ww.event.income")
                .name("faction", faction)
                .plain("manpower", 3)
                .plain("production", 2)
                .plain("supply", 1),
        )
    };
    assert_eq!(income("ww.faction.allies"), "Allies collect 3 MP, 2 P and 1 S");
    assert_eq!(income("ww.faction.axis"), "Axis collects 3 MP, 2 P and 1 S");
    let done = |faction: &str| c.render(&Text::key("ww.event.purchase_finished").name("faction", faction));
    assert_eq!(done("ww.faction.allies"), "Allies have finished buying");
    assert_eq!(done("ww.faction.ussr"), "USSR has finished buying");
}
