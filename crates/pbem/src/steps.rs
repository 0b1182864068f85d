//! A file's steps checked against the rules, in the rules' replay. The
//! protocol alone cannot say who a simultaneous step is for, or whether a
//! player still had to act when it sent its file; the rules can:
//!
//! * a round of sealed orders is for exactly the seats the rules let act
//!   where it began (so a committer cannot leave a seat out, and see its
//!   orders revealed before that seat chose);
//! * no file ends while one of its sender's seats is still to act (seats
//!   whose orders are sealed wait for their round): a player cannot stop
//!   half-way through a step, after seeing its first rolls, to be dealt
//!   fresh dice on the next round trip. With answered dice a file may stop
//!   at an action that threw dice: its sender waits for the answer to see
//!   the rolls, and cannot have seen them before.
//!
//! Rounds and ends past the settled log (actions whose dice wait for an
//! answer) are checked by the file that answers them.

use crate::entry::DiceMode;
use crate::envelope::Envelope;
use engine::any::AnyGame;
use engine::sealed::SealedError;
use engine::seat::SeatId;
use engine::text::Text;

/// Checks the rounds, the entries' ends and the sealed orders of
/// `envelope` against `game` (its log replayed under the rules).
///
/// # Errors
/// The first round or entry the rules contradict, as the player's message.
pub fn check(envelope: &Envelope, game: &dyn AnyGame) -> Result<(), Text> {
    let state = &envelope.state;
    let settled = game.log_len();
    let position = |round: u32| usize::try_from(round).unwrap_or(usize::MAX);
    let rounds: Vec<(u32, &Vec<u8>)> =
        state.rounds.iter().filter(|(round, _)| position(**round) <= settled).map(|(r, seats)| (*r, seats)).collect();
    let ends: Vec<_> = state.ends.iter().filter(|end| end.log_len <= settled).collect();
    let mut positions: Vec<usize> = rounds.iter().map(|(round, _)| position(*round)).collect();
    positions.extend(ends.iter().map(|end| end.log_len));
    let answered = state.setup.dice_mode == DiceMode::Answered;
    let to_act = game.to_act_at(&positions);
    let (at_rounds, at_ends) = to_act.split_at(rounds.len());
    for ((round, seats), rules) in rounds.iter().zip(at_rounds) {
        check_round_seats(envelope, *round, seats, rules)?;
    }
    // Before the ends: a seat whose sealed orders were bogus would read as
    // a turn left unfinished, which says less.
    check_sealings(envelope, game)?;
    for (end, rules) in ends.iter().zip(at_ends) {
        if answered && game.dice_thrown_in(end.log_start..end.log_len) {
            continue;
        }
        let unfinished: Vec<u8> = rules
            .iter()
            .map(|s| s.0)
            .filter(|s| state.holder(*s) == Some(end.from) && !end.sealed.contains(s))
            .collect();
        if !unfinished.is_empty() {
            return Err(Text::key("pbem.fail.turn_unfinished")
                .plain("seq", end.seq)
                .plain("player", state.player_name(end.from))
                .plain("seats", seat_names(envelope, &unfinished)));
        }
    }
    Ok(())
}

/// Orders are sealed only for a seat and a step the rules keep secret from
/// the others, only such actions, and a whole step
/// ([`engine::sealed`]): sealing anything else would let a player stop
/// half-way through its turn, after seeing its first rolls, and go on
/// with fresh dice once another file came between.
fn check_sealings(envelope: &Envelope, game: &dyn AnyGame) -> Result<(), Text> {
    let sealings = crate::computer::sealings(envelope);
    let drafts: Vec<_> = sealings.iter().map(|(_, draft)| draft.clone()).collect();
    let Err(error) = game.check_sealed_orders(&drafts) else { return Ok(()) };
    let seq_at = |at: usize| sealings.iter().find(|(_, d)| d.decided_at == at).map_or(0, |(seq, _)| *seq);
    let name = |seat: SeatId| seat_names(envelope, &[seat.0]);
    Err(match error {
        SealedError::PublicStep { at, seat } => {
            Text::key("pbem.fail.sealed_public_step").plain("seq", seq_at(at)).plain("seat_name", name(seat))
        }
        SealedError::Unfinished { at, seat } => {
            Text::key("pbem.fail.sealed_unfinished").plain("seq", seq_at(at)).plain("seat_name", name(seat))
        }
        SealedError::PublicOrder { index, seat } => {
            Text::key("pbem.fail.sealed_public_order").plain("number", index + 1).plain("seat_name", name(seat))
        }
        SealedError::Unplayable { index, seat, refusal } => Text::key("pbem.fail.sealed_unplayable")
            .plain("number", index + 1)
            .plain("seat_name", name(seat))
            .plain("rule", refusal.rule),
    })
}

/// A round is for exactly the seats the rules let act where it began.
fn check_round_seats(envelope: &Envelope, round: u32, seats: &[u8], rules: &[SeatId]) -> Result<(), Text> {
    let mut expected: Vec<u8> = rules.iter().map(|s| s.0).collect();
    expected.sort_unstable();
    expected.dedup();
    if expected == seats {
        return Ok(());
    }
    Err(Text::key("pbem.fail.round_seats")
        .plain("round", round)
        .plain("listed", seat_names(envelope, seats))
        .plain("rules", seat_names(envelope, &expected)))
}

/// Seats by name, for a message.
fn seat_names(envelope: &Envelope, seats: &[u8]) -> String {
    let names = &envelope.state.setup.seats;
    seats
        .iter()
        .map(|&s| names.get(usize::from(s)).map_or_else(|| s.to_string(), |c| c.name.clone()))
        .collect::<Vec<_>>()
        .join(", ")
}
