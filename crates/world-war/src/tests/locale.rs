//! Every key the system produces exists in the English locale.

use crate::WorldWar;
use crate::refusal::Refuse;
use crate::sim::simulate;
use engine::rules::Rules;
use engine::seat::SeatId;
use engine::text::{Arg, Catalog, Text};

fn catalog() -> Catalog {
    let mut c = Catalog::default();
    c.add_json(WorldWar::locale_en()).expect("the locale is a flat JSON object");
    c
}

fn assert_known(c: &Catalog, t: &Text, context: &str) {
    assert!(c.has(&t.key), "missing key {} ({context})", t.key);
    for a in &t.args {
        if let Arg::Key(k) = a {
            assert!(c.has(k), "missing argument key {k} in {} ({context})", t.key);
        }
    }
    let rendered = c.render(t);
    assert!(!rendered.contains('{'), "unfilled placeholder in {rendered} ({})", t.key);
}

/// Locale completeness over a simulated game: actions, events, panels, map.
#[test]
fn every_key_of_a_simulated_game_is_in_the_locale() {
    let c = catalog();
    let (game, _) = simulate("locale", 20_000);
    let s = game.state();
    for e in game.log() {
        assert_known(&c, &WorldWar::describe_action(s, &e.action), "action");
        for ev in &e.events {
            assert_known(&c, &WorldWar::describe_event(s, ev), "event");
        }
    }
    for seat in [None, Some(SeatId(0)), Some(SeatId(1)), Some(SeatId(2))] {
        for p in WorldWar::panel(s, seat) {
            assert_known(&c, &p.title, "panel");
            p.rows.iter().for_each(|(a, b)| {
                assert_known(&c, a, "panel");
                assert_known(&c, b, "panel");
            });
        }
    }
    for r in crate::map::map().board.ids() {
        for p in WorldWar::region_panel(s, r, None) {
            assert_known(&c, &p.title, "region");
            p.rows.iter().for_each(|(a, b)| {
                assert_known(&c, a, "region");
                assert_known(&c, b, "region");
            });
        }
    }
    assert_known(&c, &WorldWar::turn_label(s), "turn");
    assert_known(&c, &WorldWar::outcome(s).expect("over").text, "outcome");
}

/// Names, refusals, info keys and every legal action early in a game.
#[test]
fn static_keys_are_in_the_locale() {
    let c = catalog();
    for r in Refuse::ALL {
        assert_known(&c, &Text::key(r.key()), "refusal");
    }
    let info = WorldWar::info();
    for k in [
        info.name,
        info.rules_summary,
        WorldWar::scenarios()[0].name,
        "ww.refusal.seats",
        "ww.refusal.unknown_scenario",
    ] {
        assert!(c.has(k), "{k}");
    }
    let (game, _) = simulate("keys", 400);
    let s = game.state();
    for seat in WorldWar::to_act(s) {
        for a in WorldWar::legal_actions(s, seat) {
            assert_known(&c, &WorldWar::describe_action(s, &a), "legal action");
        }
    }
    for rv in WorldWar::map_view(s, None) {
        rv.counters.iter().for_each(|x| assert_known(&c, &x.title, "counter"));
        rv.marks.iter().for_each(|x| assert_known(&c, &x.title, "mark"));
    }
}
