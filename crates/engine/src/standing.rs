//! How a seat stands: the measures the charts draw and a system's
//! [`crate::rules::Rules::standing`] gives, and the value the thoughtful
//! computer weighs from them. Below the rules trait, whose defaults use it,
//! and below the charts and the search, which use both (issue 41: no file
//! imports one above its floor).

use crate::seat::SeatId;
use crate::text::Text;
use serde::{Deserialize, Serialize};

/// One measure of every side at one point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Measure {
    /// Its name (`engine.chart.income`, …).
    pub name: Text,
    /// Each side's value, by role id.
    pub values: Vec<(String, i64)>,
}

impl Measure {
    /// A measure named by catalog key `key`.
    #[must_use]
    pub fn new(key: &str, values: Vec<(String, i64)>) -> Self {
        Self { name: Text::key(key), values }
    }
}

/// 1 for a win (shared among the `winners`), 0 for a loss.
#[must_use]
pub fn won_share(winners: &[SeatId], seat: SeatId) -> f64 {
    if winners.contains(&seat) { 1.0 / winners.len().max(1) as f64 } else { 0.0 }
}

/// The value of a game still going on for `seat`: its share of each
/// measure (each shifted so that the lowest side has 0), averaged over the
/// measures, and an even share where there is none.
#[must_use]
pub fn share_of_measures(measures: &[Measure], seat: SeatId) -> f64 {
    let shares: Vec<f64> =
        measures.iter().filter_map(|m| share(&m.values.iter().map(|(_, v)| *v).collect::<Vec<_>>(), seat)).collect();
    if shares.is_empty() { 0.5 } else { shares.iter().sum::<f64>() / shares.len() as f64 }
}

/// The seat's share of `values` (in seat order) shifted so that the lowest
/// side has 0; an even share when all are equal, `None` without the seat.
#[must_use]
pub fn share(values: &[i64], seat: SeatId) -> Option<f64> {
    let low = *values.iter().min()?;
    let total: i64 = values.iter().map(|v| v - low).sum();
    let own = values.get(seat.index())? - low;
    Some(if total == 0 { 1.0 / values.len() as f64 } else { own as f64 / total as f64 })
}
