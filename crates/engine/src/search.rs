//! The thoughtful computer (issue 40): before it decides, it plays the
//! game on in its head.
//!
//! For a decision it takes the quick computer's choice ([`Rules::computer_action`],
//! the system's rule of thumb) and a few other legal actions, plays each
//! out several times from the seat's view of the state (the quick computer
//! acting for every seat, fresh dice each time, the same dice for every
//! candidate so that luck does not pick the winner) for a fixed number of
//! actions, and keeps the candidate whose outcomes stand best for the seat
//! ([`Rules::value`]). The quick computer's choice stays unless another
//! does clearly better (by a margin and by twice the standard error of the
//! difference), so the search only departs from it where play shows better.
//!
//! The budget is counted in actions, not in time: the same position gives
//! the same decision on every machine, so a file by e-mail can show that a
//! computer seat played as the computer plays ([`crate::computer`]). A
//! change here, or to a system's budget or value, changes what its
//! thoughtful seats choose: raise the system's computer version with it.
//!
//! Natively, `SANDTABLE_SEARCH_TRACE=1` prints each decision where the
//! search departs from the quick choice (`sandtable soak --versus quick`).
//!
//! What the seat cannot see is not sampled: the look-ahead plays from the
//! seat's view, in which other seats' secrets are blank. It is the
//! simplest guess, and the one that can never leak.

use crate::dice::Dice;
pub use crate::rules::Budget;
use crate::rules::{Events, Rules};
use crate::seat::SeatId;
use crate::standing;

/// How much better than the quick choice, in value per playout, another
/// candidate must stand to be taken.
const MARGIN: f64 = 0.03;

/// The thoughtful computer's next action for `seat`, deciding from `seen`
/// (the seat's view of the state) within `budget`; `None` when the quick
/// computer has none.
pub fn thoughtful_action<R: Rules>(seen: &R::State, seat: SeatId, rng: &mut Dice, budget: Budget) -> Option<R::Action> {
    let quick = R::computer_action(seen, seat, rng)?;
    let candidates = candidates::<R>(seen, seat, &quick, rng, budget.candidates);
    if candidates.len() < 2 {
        return Some(quick);
    }
    let base = rng.die(100, "search");
    let values: Vec<Option<Vec<f64>>> = candidates
        .iter()
        .map(|candidate| {
            (0..budget.playouts)
                .map(|playout| {
                    play_out::<R>(seen, seat, candidate, &format!("search:{base}:{playout}"), budget.horizon)
                })
                .collect()
        })
        .collect();
    let Some(Some(quick_values)) = values.first() else { return Some(quick) };
    // Each candidate against the quick choice, playout by playout (the same
    // dice): it must do better by a margin and by more than twice the
    // standard error of the difference, or the luckiest of several
    // candidates would win where none is better.
    let mut best: Option<(f64, usize)> = None;
    for (index, own) in values.iter().enumerate().skip(1) {
        let Some(own) = own else { continue };
        let diffs: Vec<f64> = own.iter().zip(quick_values).map(|(a, b)| a - b).collect();
        let n = diffs.len() as f64;
        let mean = diffs.iter().sum::<f64>() / n;
        let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let clear = MARGIN.max(2.0 * (var / n).sqrt());
        if mean > clear && best.is_none_or(|(b, _)| mean > b) {
            best = Some((mean, index));
        }
    }
    let index = best.map_or(0, |(_, i)| i);
    #[cfg(not(target_arch = "wasm32"))]
    if std::env::var_os("SANDTABLE_SEARCH_TRACE").is_some() && index != 0 {
        eprintln!("search: {:?} over {:?}", candidates[index], candidates[0]);
    }
    candidates.into_iter().nth(index)
}

/// The quick computer's choice first, then what it chooses with other
/// streams (up to half of `count`), then other legal actions drawn from
/// `rng`, `count` in all.
fn candidates<R: Rules>(
    seen: &R::State,
    seat: SeatId,
    quick: &R::Action,
    rng: &mut Dice,
    count: usize,
) -> Vec<R::Action> {
    let mut chosen = vec![quick.clone()];
    // What the quick computer would choose with other streams: plausible
    // alternatives before random ones.
    for attempt in 0..count * 2 {
        if chosen.len() >= count.div_ceil(2) {
            break;
        }
        let mut other = Dice::from_seed(&format!("candidate:{attempt}"));
        if let Some(a) = R::computer_action(seen, seat, &mut other)
            && !chosen.contains(&a)
        {
            chosen.push(a);
        }
    }
    let mut others: Vec<R::Action> = R::legal_actions(seen, seat).into_iter().filter(|a| !chosen.contains(a)).collect();
    while chosen.len() < count && !others.is_empty() {
        let len = u8::try_from(others.len().min(100)).unwrap_or(100);
        let pick = rng.pick(len, "candidate");
        chosen.push(others.swap_remove(pick));
    }
    chosen
}

/// Plays `first` for `seat` on a copy of `seen`, then the quick computer
/// for whoever is to act, `horizon` actions or to the end, with dice and
/// choices from `seed`: how the seat then stands ([`Rules::value`]), or
/// `None` if the rules refuse `first`.
fn play_out<R: Rules>(seen: &R::State, seat: SeatId, first: &R::Action, seed: &str, horizon: usize) -> Option<f64> {
    let mut state = seen.clone();
    let mut dice = Dice::from_seed(seed);
    let mut choices = Dice::from_seed(&format!("{seed}:choices"));
    if !step::<R>(&mut state, seat, first, &mut dice) {
        return None;
    }
    for _ in 0..horizon {
        if R::outcome(&state).is_some() {
            break;
        }
        let Some(&who) = R::to_act(&state).first() else { break };
        let Some(action) = R::computer_action(&state, who, &mut choices) else { break };
        if !step::<R>(&mut state, who, &action, &mut dice) {
            break;
        }
    }
    Some(R::value(&state, seat))
}

/// One action played in the head: checked, carried out, nothing written.
fn step<R: Rules>(state: &mut R::State, seat: SeatId, action: &R::Action, dice: &mut Dice) -> bool {
    if R::outcome(state).is_some() || !R::to_act(state).contains(&seat) || R::check(state, seat, action).is_err() {
        return false;
    }
    let mut events = Events::<R>::quiet();
    R::execute(state, seat, action, dice, &mut events);
    dice.take_rolls();
    true
}

/// [`Rules::value`] unless a system says otherwise: 1 for a win (shared
/// among the winners), 0 for a loss once the game is over; before that,
/// the seat's share of each measure of [`Rules::standing`] (each measure
/// shifted so that the lowest side has 0), averaged over the measures, and
/// an even share where there is none.
#[must_use]
pub fn value_by_standing<R: Rules>(state: &R::State, seat: SeatId) -> f64 {
    won_share::<R>(state, seat).unwrap_or_else(|| standing::share_of_measures(&R::standing(state), seat))
}

/// 1 for a win (shared among the winners) and 0 for a loss once the game
/// is over; `None` before.
#[must_use]
pub fn won_share<R: Rules>(state: &R::State, seat: SeatId) -> Option<f64> {
    R::outcome(state).map(|outcome| standing::won_share(&outcome.winners, seat))
}

/// The value of a game where each side's standing is a score (`scores` in
/// seat order): the outcome once there is one; before, the seat's share of
/// the scores shifted so that the lowest side has 0, kept below a win's.
#[must_use]
pub fn value_by_scores<R: Rules>(state: &R::State, seat: SeatId, scores: &[i64]) -> f64 {
    if let Some(won) = won_share::<R>(state, seat) {
        return won;
    }
    standing::share(scores, seat).map_or(0.5, |share| 0.05 + 0.9 * share)
}
