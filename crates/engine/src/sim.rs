//! Starting a game without a form, and letting the computer play every
//! seat: for `sandtable simulate`, soak tests, every system's tests and
//! benchmarks, on any system (issue 41: Hex Kingdoms and World War kept a
//! `sim.rs` of their own for this).

use crate::any::AnyGame;
use crate::game::{ComputerPlayer, Game, GameSetup};
use crate::rules::{Refusal, Rules};
use crate::seat::{SeatConfig, SeatId};
use serde::Serialize;

/// A new game of `R` from `seed`: `scenario` played by `seats`, with no
/// form and no file. Every system's tests, examples and tools start their
/// games here (`R::info().seats(n, controller)` gives the seats).
///
/// # Errors
/// The rules' refusal of the scenario or the seats.
pub fn new_game<R: Rules>(scenario: &str, seats: Vec<SeatConfig>, seed: &str) -> Result<Game<R>, Refusal> {
    Game::new(GameSetup {
        reseed: Vec::new(),
        system: R::ID.to_owned(),
        scenario: scenario.to_owned(),
        seats,
        seed: seed.to_owned(),
    })
}

/// How a computer-only run went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RunReport {
    /// Actions taken.
    pub actions: usize,
    /// The turn reached.
    pub turn: u32,
    /// The game has an outcome.
    pub finished: bool,
    /// Some seat to act had no action the rules accepted.
    pub stuck: bool,
    /// The first of the rules' invariants found broken after an action
    /// ([`crate::rules::Rules::invariants`]): the log length after that
    /// action and what broke. The run stops there.
    pub broken: Option<Broken>,
}

/// An invariant of the rules found broken after an action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Broken {
    /// The log's length after the action that broke it.
    pub after: usize,
    /// What does not hold, with its rule id.
    pub what: Vec<crate::text::Text>,
}

/// Lets the computer act for whichever seats are to act, until the game ends,
/// `max_actions` actions were taken, or the turn passes `last_turn`.
pub fn run_computer(game: &mut dyn AnyGame, max_actions: usize, last_turn: Option<u32>) -> RunReport {
    play(game, max_actions, last_turn, |game, seat| game.computer_step(seat))
}

/// Plays until the game ends, `max_actions` actions were taken, the turn
/// passes `last_turn`, or `step` finds the seat to act stuck.
fn play(
    game: &mut dyn AnyGame,
    max_actions: usize,
    last_turn: Option<u32>,
    mut step: impl FnMut(&mut dyn AnyGame, SeatId) -> bool,
) -> RunReport {
    let start = game.log_len();
    let mut stuck = false;
    let mut broken = None;
    while game.outcome().is_none() && game.log_len() - start < max_actions && last_turn.is_none_or(|t| game.turn() <= t)
    {
        let Some(&seat) = game.to_act().first() else { break };
        if !step(&mut *game, seat) {
            stuck = true;
            break;
        }
        let what = game.broken_invariants();
        if !what.is_empty() {
            broken = Some(Broken { after: game.log_len(), what });
            break;
        }
    }
    RunReport { actions: game.log_len() - start, turn: game.turn(), finished: game.outcome().is_some(), stuck, broken }
}

/// A player who picks uniformly among the legal choices, and any amount
/// uniformly within its range: the yardstick a computer player is measured
/// against (`sandtable soak --versus random`). Its picks come from its own
/// seeded stream, never from the game's dice, so the game's rolls and its
/// replay stay exactly those of the rules.
pub struct RandomPlayer {
    rng: rand_chacha::ChaCha8Rng,
}

impl RandomPlayer {
    /// A player whose picks follow from `seed`.
    #[must_use]
    pub fn new(seed: &str) -> Self {
        use rand_core::SeedableRng;
        use sha2::Digest;
        let key: [u8; 32] = sha2::Sha256::digest(seed.as_bytes()).into();
        Self { rng: rand_chacha::ChaCha8Rng::from_seed(key) }
    }

    /// An index below `len` (`len` > 0). The modulo bias is below 2⁻³²
    /// for any list a game offers, far under what a soak can see.
    fn below(&mut self, len: usize) -> usize {
        use rand_core::Rng;
        usize::try_from(self.rng.next_u64() % len.max(1) as u64).unwrap_or(0)
    }

    /// Acts once for `seat`: `false` if the seat had no choice, or the
    /// game refused every pick of [`RandomPlayer::ATTEMPTS`]. Amounts are
    /// drawn each on its own range, and some sets of them break a rule
    /// together (more bases lost than fought): the game refuses those, and
    /// like a person the player picks again.
    pub fn step(&mut self, game: &mut dyn AnyGame, seat: SeatId) -> bool {
        let choices = game.choices(seat);
        if choices.is_empty() {
            return false;
        }
        (0..Self::ATTEMPTS).any(|_| {
            let choice = &choices[self.below(choices.len())];
            let mut action = choice.action.clone();
            for amount in &choice.amounts {
                let span = (amount.max.saturating_sub(amount.min)) as usize + 1;
                let value = amount.min + u32::try_from(self.below(span)).unwrap_or(0);
                if let Some(slot) = crate::any::field_mut(&mut action, &amount.pointer) {
                    // A text amount (a name, a comment): that many letters,
                    // at most a dozen (a person writes a word, not a page).
                    *slot = if amount.text { self.letters(value.min(amount.min.max(12))).into() } else { value.into() };
                }
            }
            game.act(seat, &action).is_ok()
        })
    }

    /// `n` lower-case letters.
    fn letters(&mut self, n: u32) -> String {
        (0..n).map(|_| char::from(b'a' + u8::try_from(self.below(26)).unwrap_or(0))).collect()
    }

    /// Picks a seat may try before it counts as stuck. Random amounts make
    /// most offers of Khans & Kings unacceptable, so a window of five
    /// choices, four of them offers, missed its one sure choice 32 times in
    /// a row about once in 1,300 picks (a game of 200 stuck); 64 picks make
    /// that once in 1.6 million. A game that never got stuck plays as before.
    pub const ATTEMPTS: usize = 64;
}

/// Plays a game where today's computer acts for the seats in `computer`
/// and the computer player before its latest change for every other seat
/// ([`AnyGame::previous_computer_step`]), until it ends, `max_actions`
/// were taken, or a seat is stuck.
pub fn run_versus_previous(game: &mut dyn AnyGame, computer: &[SeatId], max_actions: usize) -> RunReport {
    play(game, max_actions, None, |game, seat| {
        if computer.contains(&seat) { game.computer_step(seat) } else { game.previous_computer_step(seat) }
    })
}

/// Plays a game where the computer `player` acts for the seats in
/// `computer` and the computer `others` for every other seat, until it
/// ends, `max_actions` were taken, or a seat is stuck.
pub fn run_versus(
    game: &mut dyn AnyGame,
    computer: &[SeatId],
    player: ComputerPlayer,
    others: ComputerPlayer,
    max_actions: usize,
) -> RunReport {
    play(game, max_actions, None, |game, seat| {
        game.computer_step_as(seat, if computer.contains(&seat) { player } else { others })
    })
}

/// Plays a game where the computer acts for the seats in `computer` and a
/// [`RandomPlayer`] seeded with `seed` for every other seat, until it ends,
/// `max_actions` were taken, or a seat is stuck.
pub fn run_versus_random(game: &mut dyn AnyGame, computer: &[SeatId], seed: &str, max_actions: usize) -> RunReport {
    run_versus_random_as(game, computer, ComputerPlayer::Current, seed, max_actions)
}

/// [`run_versus_random`] with the computer `player` in the seats in
/// `computer` (the thoughtful one, for instance: issue 40).
pub fn run_versus_random_as(
    game: &mut dyn AnyGame,
    computer: &[SeatId],
    player: ComputerPlayer,
    seed: &str,
    max_actions: usize,
) -> RunReport {
    let mut random = RandomPlayer::new(seed);
    play(game, max_actions, None, |game, seat| {
        if computer.contains(&seat) { game.computer_step_as(seat, player) } else { random.step(game, seat) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Controller;
    use crate::toy::Toy;

    #[test]
    fn a_new_game_is_set_up_by_the_rules_and_a_scenario_they_lack_is_refused() {
        let seats = Toy::info().seats(2, Controller::Computer);
        let mut game = new_game::<Toy>("race", seats.clone(), "sim").expect("the toy's race");
        assert_eq!(game.setup().system, "toy");
        assert_eq!(game.setup().seats, seats);
        assert_eq!(game.setup().seed, "sim");
        let report = run_computer(&mut game, 500, None);
        assert!(report.finished && !report.stuck, "{report:?}");
        assert!(new_game::<Toy>("marathon", seats, "sim").is_err());
    }
}
