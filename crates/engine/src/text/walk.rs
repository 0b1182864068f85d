//! A walk through everything a system shows, rendered in all five
//! languages: its names, its refusals, and whole games played by the
//! computer (every action offered, every label in the log, every event,
//! the panels and the map). Each system's locale test runs one, so a text
//! given the wrong arguments, or a name a translation cannot decline,
//! fails a test rather than a player's screen.

use super::check::text_problem;
use super::{Arg, Catalog, LANGUAGES, Text};
use crate::game::Game;
use crate::rules::{PanelSection, Rules};
use std::collections::{BTreeMap, BTreeSet};

/// The texts rendered so far and what was wrong with them.
pub struct Walk {
    catalogs: Vec<Catalog>,
    /// The first problem of each message in each language.
    problems: BTreeMap<String, String>,
    /// Every message rendered, and every message named in one.
    seen: BTreeSet<String>,
    rendered: usize,
}

impl Walk {
    /// A walk over the engine's messages and a system's `locales` (its
    /// `LOCALES`), in every language.
    ///
    /// # Panics
    /// If a catalog does not parse or repeats a message.
    #[must_use]
    pub fn new(locales: &[(&str, &str)]) -> Self {
        let catalogs = LANGUAGES
            .iter()
            .map(|(code, _)| {
                let mut cat = Catalog::new(code);
                for (language, source) in crate::LOCALES.iter().chain(locales) {
                    if language == code {
                        cat.add_ftl(source).unwrap_or_else(|e| panic!("{code}.ftl: {e:#?}"));
                    }
                }
                cat
            })
            .collect();
        Self { catalogs, problems: BTreeMap::new(), seen: BTreeSet::new(), rendered: 0 }
    }

    fn see(&mut self, t: &Text) {
        self.seen.insert(t.key.clone());
        self.seen.extend(t.named_keys().map(str::to_owned));
        for (_, arg) in &t.args {
            if let Arg::Text(inner) = arg {
                self.see(inner);
            }
        }
    }

    /// Renders `t` in every language and notes what is wrong.
    pub fn check(&mut self, t: &Text) {
        self.rendered += 1;
        self.see(t);
        for cat in &self.catalogs {
            if let Some(p) = text_problem(cat, t) {
                self.problems
                    .entry(format!("{} {}", cat.language(), t.key))
                    .or_insert_with(|| format!("{p} — in {t:?}"));
            }
        }
    }

    /// Renders a panel's titles, labels and values.
    pub fn sections(&mut self, sections: &[PanelSection]) {
        for sec in sections {
            self.check(&sec.title);
            for (label, value) in &sec.rows {
                self.check(label);
                self.check(value);
            }
        }
    }

    /// The system's name, rules summary, roles, scenarios and the names of
    /// every scenario's regions.
    pub fn system<R: Rules>(&mut self) {
        let info = R::info();
        self.check(&Text::key(info.name));
        self.check(&Text::key(info.rules_summary));
        for role in &info.roles {
            self.check(&Text::key(R::role_name_key(role.id)));
        }
        for sc in R::scenarios() {
            self.check(&Text::key(sc.name));
            for r in R::board(sc.id).map(crate::board::Board::regions).into_iter().flatten() {
                self.check(&Text::key(R::region_name_key(&r.key)));
            }
        }
    }

    /// Plays `game` to its end by the computer, at most `steps` actions,
    /// rendering at each action what its player sees: the turn label, the
    /// actions offered with their labels and amounts, the panels; every
    /// `map_every` actions the map and every region's panel; after it, the
    /// log's label and the events. Returns whether the game ended.
    pub fn game<R: Rules>(&mut self, game: &mut Game<R>, steps: usize, map_every: usize) -> bool {
        for step in 0..steps {
            let s = game.state().clone();
            let Some(&seat) = R::to_act(&s).first() else { break };
            let view = R::view(&s, Some(seat));
            self.check(&R::turn_label(&view));
            for a in R::legal_actions(&view, seat) {
                self.check(&R::describe_action(&view, &a));
                self.check(&R::choice_label(&view, seat, &a));
                for amount in R::action_amounts(&view, seat, &a) {
                    self.check(&amount.label);
                    amount.options.iter().for_each(|o| self.check(o));
                }
            }
            self.sections(&R::panel(&view, Some(seat)));
            if step % map_every.max(1) == 0 {
                self.sections(&R::panel(&R::view(&s, None), None));
                for v in R::map_view(&view, Some(seat)) {
                    v.marks.iter().for_each(|m| self.check(&m.title));
                    for counter in &v.counters {
                        self.check(&counter.title);
                        self.check(&counter.label);
                    }
                    if let Some(r) = v.region {
                        self.sections(&R::region_panel(&view, r, Some(seat)));
                    }
                }
            }
            let Some(entry) = game.computer_step(seat) else { break };
            let (label, events) = (entry.label.clone(), entry.events.clone());
            self.check(&label);
            for e in &events {
                self.check(&R::describe_event(&s, e));
                self.check(&R::describe_event(game.state(), e));
            }
        }
        let outcome = R::outcome(game.state());
        if let Some(o) = &outcome {
            self.check(&o.text);
        }
        outcome.is_some()
    }

    /// Whether a message (or a name in one) was rendered.
    #[must_use]
    pub fn saw(&self, key: &str) -> bool {
        self.seen.contains(key)
    }

    /// The English messages whose ids start with `prefix` (`sr-event-`)
    /// that were never rendered: the ones no walked game reached.
    #[must_use]
    pub fn unseen(&self, prefix: &str) -> Vec<String> {
        let seen: BTreeSet<String> = self.seen.iter().map(|k| super::fluent_id(k)).collect();
        self.catalogs[0].ids().filter(|id| id.starts_with(prefix) && !seen.contains(*id)).map(str::to_owned).collect()
    }

    /// How many texts were rendered.
    #[must_use]
    pub const fn rendered(&self) -> usize {
        self.rendered
    }

    /// Every problem found, one line each.
    #[must_use]
    pub fn problems(&self) -> Vec<String> {
        self.problems.iter().map(|(k, p)| format!("{k}: {p}")).collect()
    }

    /// Panics with every problem found, if any.
    ///
    /// # Panics
    /// If a text did not render in a language.
    pub fn assert_clean(&self) {
        let problems = self.problems();
        assert!(problems.is_empty(), "{} texts do not render:\n{}", problems.len(), problems.join("\n"));
    }
}
