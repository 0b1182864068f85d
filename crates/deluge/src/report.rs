//! The lines of a phase's breakdown: each cites its rule and reads as a
//! sentence, so a teacher can walk a class through phase 4.

use engine::text::Text;
use serde::{Deserialize, Serialize};

/// One line of a breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The rule id.
    pub rule: String,
    /// What happened.
    pub text: Text,
}

/// The lines of one computation, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lines(pub Vec<Line>);

impl Lines {
    /// Adds a line citing `rule`.
    pub fn add(&mut self, rule: &str, text: Text) {
        self.0.push(Line { rule: rule.to_owned(), text });
    }
}

/// The catalog key of a land's name.
#[must_use]
pub fn land_key(land: engine::board::RegionId) -> String {
    format!("dc.region.{}", crate::map::map().key(land))
}
