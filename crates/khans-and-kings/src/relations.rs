//! GAP-44 — how two states stand (war, peace, alliance) and the pacts that
//! say so: the types the state keeps and their lookups, below the
//! diplomacy that makes and breaks them (`diplomacy.rs`).

use crate::ids::Player;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// GAP-44 — how two states stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    /// Hostile: they fight where they meet.
    War,
    /// Neither enters the other's provinces or sub-provinces.
    Peace,
    /// They share ground, supply and refuge, and never fight.
    Alliance,
}

impl Relation {
    /// Its id (the end of its translation keys).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::War => "war",
            Self::Peace => "peace",
            Self::Alliance => "alliance",
        }
    }
}

/// GAP-44 — a pact between two states (`a` before `b` in `Player::ALL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pact {
    /// One state.
    pub a: Player,
    /// The other.
    pub b: Player,
    /// Peace or alliance.
    pub relation: Relation,
    /// The turn it was made.
    pub since: u32,
    /// The state that declared war on it this turn: the pact ends as the
    /// movement phase begins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Player>,
}

/// The pair `(a, b)` in `Player::ALL` order.
pub(crate) fn pair(a: Player, b: Player) -> (Player, Player) {
    if a.index() <= b.index() { (a, b) } else { (b, a) }
}

/// The pact between `a` and `b` among `pacts`, if any.
#[must_use]
pub fn pact_among(pacts: &[Pact], a: Player, b: Player) -> Option<&Pact> {
    let (a, b) = pair(a, b);
    pacts.iter().find(|x| x.a == a && x.b == b)
}

/// GAP-44 — how `a` and `b` stand among `pacts` (a state with itself: in
/// alliance).
#[must_use]
pub fn relation_among(pacts: &[Pact], a: Player, b: Player) -> Relation {
    if a == b {
        return Relation::Alliance;
    }
    pact_among(pacts, a, b).map_or(Relation::War, |x| x.relation)
}
