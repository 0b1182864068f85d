//! Each side's measures turn by turn: what the charts of a replay draw
//! (issue 18). Strength and territory come from the map every system draws
//! (the units of its counters, the regions it owns), so every system has
//! them without code of its own; a system adds its income, score and the
//! like with [`Rules::standing`]. Everything is measured on what the viewer
//! may see ([`Game::seen_by`]), so a chart tells no secret the map keeps.

use crate::game::Game;
use crate::rules::{RegionView, Rules};
use crate::seat::SeatId;
pub use crate::standing::Measure;
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// The measures of every side at the start of each turn and at the end.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chart {
    /// The measures' names.
    pub measures: Vec<Text>,
    /// The sides, by role id, in seat order.
    pub roles: Vec<String>,
    /// One point per turn begun, and the last point of the log.
    pub points: Vec<ChartPoint>,
    /// The actions that threw dice (battles, mostly) which the viewer may
    /// read, for the replay to jump to.
    pub moments: Vec<Moment>,
}

/// An action that threw dice, as a place to jump to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moment {
    /// The number of actions up to and including it: the replay shows its result there.
    pub at: usize,
    /// Its turn.
    pub turn: u32,
    /// The action, as the log says it.
    pub label: Text,
}

/// The measures at one point of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartPoint {
    /// The turn.
    pub turn: u32,
    /// The number of actions before this point.
    pub at: usize,
    /// `values[measure][side]`, in the order of [`Chart::measures`] and
    /// [`Chart::roles`].
    pub values: Vec<Vec<i64>>,
}

/// The units on the map of each side: the sum of its counters.
fn strength(map: &[RegionView], role: &str) -> i64 {
    map.iter().flat_map(|r| &r.counters).filter(|c| c.owner == role).map(|c| i64::from(c.count)).sum()
}

/// The regions each side owns.
fn territory(map: &[RegionView], role: &str) -> i64 {
    map.iter().filter(|r| r.region.is_some() && r.owner.as_deref() == Some(role)).count() as i64
}

impl<R: Rules> Game<R> {
    /// Every measure of every side now, as `viewer` may see it.
    #[must_use]
    pub fn standing(&self, viewer: Option<SeatId>) -> Vec<Measure> {
        let seen = self.seen_by(viewer);
        let map = R::map_view(&seen, viewer);
        let roles = self.roles();
        let by = |f: fn(&[RegionView], &str) -> i64| roles.iter().map(|r| (r.clone(), f(&map, r))).collect();
        let mut measures = vec![
            Measure::new("engine.chart.strength", by(strength)),
            Measure::new("engine.chart.territory", by(territory)),
        ];
        measures.extend(R::standing(&seen));
        measures
    }

    /// The sides, by role id, in seat order (a role several seats share once).
    fn roles(&self) -> Vec<String> {
        let mut roles: Vec<String> = Vec::new();
        for seat in &self.setup().seats {
            if !roles.contains(&seat.role) {
                roles.push(seat.role.clone());
            }
        }
        roles
    }

    /// The chart of this game: the measures at the start of every turn and
    /// at the end of the log, in one replay from the setup, each as
    /// `viewer` may see it there (everything when this game's book is
    /// open: a finished game's chart hides nothing at any turn).
    #[must_use]
    pub fn chart(&self, viewer: Option<SeatId>) -> Chart {
        let roles = self.roles();
        let moments = self
            .log()
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.rolls.is_empty() && self.action_seen_by(e.seat, &e.action, viewer))
            .map(|(i, e)| Moment { at: i + 1, turn: e.turn, label: e.label.clone() })
            .collect();
        let mut chart = Chart { measures: Vec::new(), roles, points: Vec::new(), moments };
        let Ok(mut game) = Self::new_under(self.setup().clone(), self.rules_version()) else { return chart };
        game.open_book = self.book_open();
        let record = |game: &Self, chart: &mut Chart| {
            let measures = game.standing(viewer);
            if chart.measures.is_empty() {
                chart.measures = measures.iter().map(|m| m.name.clone()).collect();
            }
            let values = measures
                .iter()
                .map(|m| {
                    let value = |role: &String| m.values.iter().find(|(r, _)| r == role).map_or(0, |(_, v)| *v);
                    chart.roles.iter().map(value).collect()
                })
                .collect();
            chart.points.push(ChartPoint { turn: R::turn(game.state()), at: game.log().len(), values });
        };
        record(&game, &mut chart);
        for entry in self.log() {
            // The log was built by these rules from this setup: it replays.
            if game.act(entry.seat, entry.action.clone()).is_err() {
                break;
            }
            let new_turn = chart.points.last().is_some_and(|p| p.turn != R::turn(game.state()));
            if new_turn || game.log().len() == self.log().len() {
                record(&game, &mut chart);
            }
        }
        chart
    }
}
