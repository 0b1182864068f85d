//! Computer seats by e-mail: the creator's app plays them, and every
//! receiver checks that it played them as the computer player does.
//!
//! The computer player is deterministic (its choices come from the state
//! and a stream seeded from the setup seed and the log length), so the
//! file proves each of its actions: the verifier asks the computer again at
//! each point and refuses the file where the answer differs
//! ([`engine::computer`]). Orders sealed in a simultaneous step enter the
//! log only when revealed; they are replayed from the point where they were
//! sealed, which the chain tells: the end of the entry that committed them.

use crate::desk::seats_of;
use crate::envelope::{BOUND_SINCE, Envelope};
use crate::report::Status;
use engine::any::AnyGame;
use engine::computer::{ComputerError, Deferred};
use engine::save::LoggedAction;
use engine::seat::SeatId;
use engine::text::Text;
use std::collections::BTreeMap;

/// Whether the setup gives seat `seat` to the computer.
fn is_computer(env: &Envelope, seat: u8) -> bool {
    env.state.setup.seats.get(usize::from(seat)).is_some_and(|c| c.controller.is_computer())
}

/// Where each revealed commitment's orders stand in the log: (round, seat)
/// → their log positions. Reveals of an entry come first in its part of
/// the log, in the order listed.
///
/// Orders revealed into actions that still wait for an answer's dice are
/// left out: they are checked with the rest of the log once it is settled.
fn revealed_positions(env: &Envelope) -> BTreeMap<(u32, u8), Vec<usize>> {
    let settled = env.state.settled_len();
    let mut positions = BTreeMap::new();
    for entry in &env.entries {
        let mut at = entry.payload.log_start;
        for reveal in &entry.payload.reveals {
            // The chain check has read these orders already.
            let count = serde_json::from_str::<Vec<LoggedAction>>(&reveal.orders).map_or(0, |o| o.len());
            if at + count <= settled {
                positions.insert((reveal.round, reveal.seat), (at..at + count).collect());
            }
            at += count;
        }
    }
    positions
}

/// The drafts holding sealed orders of computer seats ([`sealings`] of the
/// entries that sealed some for a computer seat).
#[must_use]
pub fn deferred(env: &Envelope) -> Vec<Deferred> {
    sealings(env)
        .into_iter()
        .filter(|(_, draft)| draft.orders.iter().any(|(seat, _)| is_computer(env, seat.0)))
        .map(|(_, draft)| draft)
        .collect()
}

/// Every entry that sealed orders, with its number: where its sender
/// decided them (the log length after the entry, where its own turn's
/// hidden part began), the sender's seats, and every order it sealed there
/// with its log positions once revealed.
#[must_use]
pub fn sealings(env: &Envelope) -> Vec<(u64, Deferred)> {
    let positions = revealed_positions(env);
    let mut drafts = Vec::new();
    for (i, entry) in env.entries.iter().enumerate() {
        let p = &entry.payload;
        if p.commits.is_empty() {
            continue;
        }
        // An entry adds nothing to the log after its public actions, so the
        // next entry begins where this one's sealed orders were decided.
        let decided_at = env.entries.get(i + 1).map_or(env.state.log.len(), |next| next.payload.log_start);
        let orders = p.commits.iter().map(|c| (SeatId(c.seat), positions.get(&(c.round, c.seat)).cloned())).collect();
        drafts.push((p.seq, Deferred { decided_at, seats: seats_of(env, p.from), orders }));
    }
    drafts
}

/// The version of the computer player each entry played with: in games of
/// PBEM 4 on, the creation's, as raised by the computer seats' holder up to
/// that entry (the chain refused any other claim); before, what each entry
/// said of itself.
fn entry_versions(env: &Envelope) -> Vec<u32> {
    if env.state.created_under < BOUND_SINCE {
        return env.entries.iter().map(|e| e.payload.computer).collect();
    }
    let mut version = env.state.setup.computer;
    env.entries
        .iter()
        .map(|e| {
            version = version.max(e.payload.computer);
            version
        })
        .collect()
}

/// The version of the computer player that played each position of the
/// log: that of the entry whose public actions hold it, or, for revealed
/// orders, of the entry that sealed them (where they were decided).
fn versions(env: &Envelope) -> Vec<u32> {
    let mut at_position = vec![0; env.state.log.len()];
    let of_entry = entry_versions(env);
    let by_seq = |seq: u64| of_entry.get(usize::try_from(seq).unwrap_or(usize::MAX)).copied().unwrap_or(0);
    for (i, entry) in env.entries.iter().enumerate() {
        let p = &entry.payload;
        let own = of_entry[i];
        let end = env.entries.get(i + 1).map_or(at_position.len(), |next| next.payload.log_start);
        let mut at = p.log_start;
        for reveal in &p.reveals {
            let sealed_by = env.state.commits.get(&(reveal.round, reveal.seat)).map_or(own, |c| by_seq(c.1));
            let count = serde_json::from_str::<Vec<LoggedAction>>(&reveal.orders).map_or(0, |o| o.len());
            for slot in at_position.iter_mut().skip(at).take(count) {
                *slot = sealed_by;
            }
            at += count;
        }
        for slot in at_position.iter_mut().take(end).skip(at) {
            *slot = own;
        }
    }
    at_position
}

/// Commitments of computer seats not revealed yet: checked by a later file.
fn sealed(env: &Envelope) -> usize {
    env.state.commits.iter().filter(|((_, seat), (_, _, revealed))| !revealed && is_computer(env, *seat)).count()
}

/// The computer line of the report for `game`, the file's log replayed
/// under the rules: what was checked (✓); or, where some actions were
/// played by a version of the computer player this app does not have,
/// what was checked and what could not be (–, never a pass); or the action
/// that is not the computer's (✗, `pbem.fail.computer_…`).
#[must_use]
pub fn check(env: &Envelope, game: &dyn AnyGame) -> Status {
    let versions = versions(env);
    let played_by = |index: usize| versions.get(index).copied().unwrap_or(0);
    match game.check_computer_seats_by(&deferred(env), &played_by) {
        Ok(found) if found.seats == 0 => Status::Ok(Text::key("pbem.ok.computer_none")),
        Ok(found) => {
            let pending = sealed(env) + found.waiting;
            let key = if pending == 0 { "pbem.ok.computer" } else { "pbem.ok.computer_pending" };
            let text = Text::key(key).plain("count", found.checked);
            let text = if pending == 0 { text } else { text.plain("pending", pending) };
            if found.other_version == 0 {
                Status::Ok(text)
            } else {
                Status::Skipped(other_version(env, text, found.other_version, game))
            }
        }
        Err(error) => Status::Failed(refusal(env, &error)),
    }
}

/// The computer line when some actions were played by a version of the
/// computer player this app does not have: what was checked, how many
/// actions could not be, by which version, and whether a newer app (update
/// to check them) or an older one made them.
fn other_version(env: &Envelope, checked: Text, count: usize, game: &dyn AnyGame) -> Text {
    let own = game.computer_version();
    let played = entry_versions(env).into_iter().filter(|&v| v != own).max().unwrap_or(0);
    let key = if played > own { "pbem.skipped.computer_newer" } else { "pbem.skipped.computer_older" };
    Text::key(key).text("checked", checked).plain("count", count).plain("played", played).plain("version", own)
}

/// The refusal's message: which seat, which action of the log (numbered
/// from 1, as `sandtable replay` lists them), who played it, and both
/// actions as the rules label them.
fn refusal(env: &Envelope, error: &ComputerError) -> Text {
    let seat = match error {
        ComputerError::Differs { seat, .. } | ComputerError::Undecidable { seat, .. } => *seat,
    };
    let seat_name = env.state.setup.seats.get(seat.index()).map_or("?", |s| s.name.as_str());
    let player = env.state.holder(seat.0).map_or_else(|| "?".to_owned(), |h| env.state.player_name(h));
    refusal_text(error, seat_name, &player)
}

/// [`refusal`] once the seat's name and its holder's are known.
fn refusal_text(error: &ComputerError, seat_name: &str, player: &str) -> Text {
    let (key, index, seat) = match error {
        ComputerError::Differs { index, seat, computer: Some(_), .. } => ("pbem.fail.computer_mismatch", index, seat),
        ComputerError::Differs { index, seat, computer: None, .. } => ("pbem.fail.computer_nothing", index, seat),
        ComputerError::Undecidable { index, seat, .. } => ("pbem.fail.computer_undecidable", index, seat),
    };
    let text = Text::key(key)
        .plain("number", index + 1)
        .plain("seat", seat.0)
        .plain("seat_name", seat_name)
        .plain("player", player);
    match error {
        ComputerError::Differs { logged, computer: Some(computer), .. } => {
            text.text("logged", logged.clone()).text("computer", computer.clone())
        }
        ComputerError::Differs { logged, computer: None, .. } => text.text("logged", logged.clone()),
        ComputerError::Undecidable { refusal, .. } => text.plain("rule", &refusal.rule),
    }
}

#[cfg(test)]
mod tests {
    use super::refusal_text;
    use engine::computer::ComputerError;
    use engine::rules::Refusal;
    use engine::seat::SeatId;
    use engine::text::{LANGUAGES, Text};

    /// Each refusal renders completely in every language, with the log
    /// position counted from 1 and the labels quoted in the language.
    #[test]
    fn every_refusal_renders_in_every_language() {
        let label = || Text::key("engine.log.secret_choices");
        let errors = [
            ComputerError::Differs { index: 41, seat: SeatId(2), logged: label(), computer: Some(label()) },
            ComputerError::Differs { index: 41, seat: SeatId(2), logged: label(), computer: None },
            ComputerError::Undecidable {
                index: 41,
                seat: SeatId(2),
                refusal: Refusal::new("WW-1", Text::key("engine.refusal.not_your_turn")),
            },
        ];
        for error in &errors {
            let text = refusal_text(error, "Allies", "Anna");
            for (language, _) in LANGUAGES {
                let shown = crate::catalog(language).render_checked(&text);
                let shown = shown.unwrap_or_else(|(s, problems)| panic!("{language}: {s}: {problems:?}"));
                assert!(shown.contains("42") && shown.contains("Allies") && shown.contains("Anna"), "{shown}");
            }
        }
        let english = crate::english().render(&refusal_text(&errors[0], "Allies", "Anna"));
        assert_eq!(
            english,
            "action #42 in the file is not the computer's choice: Allies (seat 2) is played by the computer on \
             Anna's screen, and the file has it play “Secret choices” where the computer player chooses “Secret choices”"
        );
    }
}
