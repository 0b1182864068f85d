//! Refusals: why the rules turn an action down. Each system lists its own
//! reasons (an enum per system, each citing its rule) and states them through
//! [`Reason`]; the engine's own — the game is over, it is not this seat's
//! turn — are [`TurnRefusal`], the same in every system.

use crate::side::Side;
use crate::text::Text;

/// Why an action was refused: the rule that forbids it and a message.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Refusal {
    /// The rule id (e.g. `WW-1`) or an engine code (e.g. `not-your-turn`).
    pub rule: String,
    /// What the player reads.
    pub text: Text,
}

impl Refusal {
    /// A refusal citing `rule`.
    #[must_use]
    pub fn new(rule: impl Into<String>, text: Text) -> Self {
        Self { rule: rule.into(), text }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.text.key, self.rule)
    }
}

/// A system's reason for refusing an action: the rule it cites and the
/// message the player reads. Every reason converts into a [`Refusal`] the
/// same way (`?` does it).
pub trait Reason: Copy {
    /// The rule id it cites (`WW-1`), or an engine code (`game-over`).
    fn rule(self) -> &'static str;

    /// What the player reads: the message with its arguments.
    fn text(self) -> Text;
}

impl<R: Reason> From<R> for Refusal {
    fn from(reason: R) -> Self {
        Self::new(reason.rule(), reason.text())
    }
}

/// The refusals every system shares: the game is over, or another side acts
/// now. The engine gives them before a system's rules are asked
/// ([`crate::game::Game::act`]); a system's own checks give them too, as one
/// of its reasons, when called directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnRefusal<S> {
    /// The game is over.
    GameOver,
    /// Not this side's turn; `waiting` is who the game waits for, if anyone.
    NotYourTurn {
        /// The side that acts now.
        waiting: Option<S>,
    },
}

impl<S: Side> Reason for TurnRefusal<S> {
    fn rule(self) -> &'static str {
        match self {
            Self::GameOver => "game-over",
            Self::NotYourTurn { .. } => "not-your-turn",
        }
    }

    fn text(self) -> Text {
        let text = Text::key(self.key());
        match self {
            Self::NotYourTurn { waiting: Some(side) } => text.name("waiting", side.key()),
            _ => text,
        }
    }
}

impl<S: Side> TurnRefusal<S> {
    /// The catalog key of its message.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::GameOver => "engine.refusal.game_over",
            Self::NotYourTurn { waiting: None } => "engine.refusal.not_your_turn",
            Self::NotYourTurn { waiting: Some(_) } => "engine.refusal.waiting_for",
        }
    }
}
