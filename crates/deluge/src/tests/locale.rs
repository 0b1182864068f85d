//! Every text the game shows renders in English and in the four other
//! languages, with exactly the arguments its message uses: the system's
//! names, every refusal, and everything met in whole campaigns.

use super::new_game;
use crate::Deluge;
use crate::refusal::Refuse;
use crate::setup::{AUTO, MIXED, TABLETOP};
use engine::rules::{PanelSection, Refusal, Rules};
use engine::text::check::text_problem;
use engine::text::{Catalog, Text};
use std::collections::{BTreeMap, BTreeSet};

fn catalogs() -> Vec<Catalog> {
    engine::text::LANGUAGES
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
}

struct Checker {
    catalogs: Vec<Catalog>,
    problems: BTreeMap<String, String>,
    seen: BTreeSet<String>,
}

impl Checker {
    fn see(&mut self, t: &Text) {
        self.seen.insert(t.key.clone());
        self.seen.extend(t.named_keys().map(str::to_owned));
        for (_, arg) in &t.args {
            if let engine::text::Arg::Text(inner) = arg {
                self.see(inner);
            }
        }
    }

    fn check(&mut self, t: &Text) {
        self.see(t);
        for cat in &self.catalogs {
            if let Some(p) = text_problem(cat, t) {
                self.problems
                    .entry(format!("{} {}", cat.language(), t.key))
                    .or_insert_with(|| format!("{p} — in {t:?}"));
            }
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

#[test]
fn every_text_renders_with_its_arguments_in_every_language() {
    let mut c = Checker { catalogs: catalogs(), problems: BTreeMap::new(), seen: BTreeSet::new() };
    let info = Deluge::info();
    c.check(&Text::key(info.name));
    c.check(&Text::key(info.rules_summary));
    for role in &info.roles {
        c.check(&Text::key(Deluge::role_name_key(role.id)));
    }
    for sc in Deluge::scenarios() {
        c.check(&Text::key(sc.name));
    }
    for r in crate::map::map().board.regions() {
        c.check(&Text::key(Deluge::region_name_key(&r.key)));
    }
    for id in crate::army::ArmyId::all() {
        c.check(&Text::key(id.key()));
    }
    for r in Refuse::ALL {
        c.check(&Refusal::from(r).text);
    }
    let mut dice = engine::dice::Dice::from_seed("x");
    c.check(
        &Deluge::setup("nope", &super::seats(engine::seat::Controller::Human), &mut dice).expect_err("refused").text,
    );
    c.check(&Deluge::setup(MIXED, &[], &mut dice).expect_err("refused").text);
    for (scenario, seed) in [(MIXED, "loc-a"), (TABLETOP, "loc-b"), (AUTO, "loc-c")] {
        let mut game = new_game(scenario, seed);
        for step in 0..5000 {
            let s = game.state().clone();
            let Some(&seat) = Deluge::to_act(&s).first() else { break };
            c.check(&Deluge::turn_label(&s));
            for a in Deluge::legal_actions(&s, seat) {
                c.check(&Deluge::describe_action(&s, &a));
                c.check(&Deluge::choice_label(&s, seat, &a));
                for amount in Deluge::action_amounts(&s, seat, &a) {
                    c.check(&amount.label);
                }
            }
            let view = Deluge::view(&s, Some(seat));
            c.sections(&Deluge::panel(&view, Some(seat)));
            if step % 40 == 0 {
                c.sections(&Deluge::panel(&Deluge::view(&s, None), None));
                for v in Deluge::map_view(&view, Some(seat)) {
                    v.marks.iter().for_each(|m| c.check(&m.title));
                    for counter in &v.counters {
                        c.check(&counter.title);
                        c.check(&counter.label);
                    }
                    if let Some(r) = v.region {
                        c.sections(&Deluge::region_panel(&view, r, Some(seat)));
                    }
                }
            }
            let Some(entry) = game.computer_step(seat) else { break };
            let (label, events) = (entry.label.clone(), entry.events.clone());
            c.check(&label);
            for e in &events {
                c.check(&Deluge::describe_event(game.state(), e));
            }
        }
        c.check(&Deluge::outcome(game.state()).expect("the campaign ends").text);
    }
    let problems: Vec<_> = c.problems.iter().map(|(k, p)| format!("{k}: {p}")).collect();
    assert!(problems.is_empty(), "{} texts do not render:\n{}", problems.len(), problems.join("\n"));
    for key in [
        "dc.report.capture",
        "dc.report.battle",
        "dc.loss.result",
        "dc.report.balance",
        "dc.report.morale",
        "dc.action.enter_result",
    ] {
        assert!(c.seen.contains(key), "the campaigns never showed {key}");
    }
}
