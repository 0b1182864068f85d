//! Verification of a received file: one line per check, each ✓ or what
//! failed; old files (replays) and forks against what this player has seen.

use crate::codec::hex;
use crate::envelope::{Envelope, Failure, short};
pub use crate::report::{Check, History, KnownChain, Status};
use engine::any::AnyGame;
use engine::save::SaveFile;
use engine::text::{Catalog, Text};
use serde::{Deserialize, Serialize};
use std::fmt::{self, Write as _};

/// One line of the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// The check.
    pub check: Check,
    /// Its result.
    pub status: Status,
}

/// Compares two files of the same game directly: which is newer, or a fork.
/// If both are signed at the fork point by the same player, that player
/// signed two different continuations (proof of equivocation).
#[must_use]
pub fn compare(a: &Envelope, b: &Envelope) -> (History, Option<String>) {
    let history = a.known().compare(&b.known());
    let who = match history {
        History::Fork { at, .. } => {
            let (ea, eb) = (&a.entries[usize::try_from(at).unwrap_or(0)], &b.entries[usize::try_from(at).unwrap_or(0)]);
            (ea.payload.from == eb.payload.from).then(|| a.state.player_name(ea.payload.from))
        }
        _ => None,
    };
    (history, who)
}

/// What the replay callback receives.
pub struct ReplayInput<'a> {
    /// The save (v1 fields; `extensions.pbem.dice` holds the re-seeding).
    pub save: &'a SaveFile,
    /// The verified envelope.
    pub envelope: &'a Envelope,
}

/// The verification report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// One line per check.
    pub lines: Vec<Line>,
    /// The relation to the known chain, when checked.
    pub history: Option<History>,
}

impl Report {
    /// Whether every check passed (skipped checks do not count against it,
    /// but a skipped check after a failure is never reached).
    #[must_use]
    pub fn is_valid(&self) -> bool {
        !self.lines.iter().any(|l| matches!(l.status, Status::Failed(_)))
    }

    /// Whether every check ran and passed: valid, with no line left
    /// unchecked (–), such as computer actions of a version this app does
    /// not have, or a file read without the rules' replay.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.is_valid() && !self.lines.iter().any(|l| matches!(l.status, Status::Skipped(_)))
    }

    /// The first failure.
    #[must_use]
    pub fn failure(&self) -> Option<(Check, &Text)> {
        self.lines.iter().find_map(|l| match &l.status {
            Status::Failed(t) => Some((l.check, t)),
            _ => None,
        })
    }

    fn fail_from(&mut self, failure: &Failure) {
        let done: Vec<Check> = self.lines.iter().map(|l| l.check).collect();
        self.lines.push(Line { check: failure.check, status: Status::Failed(failure.text.clone()) });
        for check in Check::ALL {
            if !done.contains(&check) && check != failure.check {
                self.lines.push(Line { check, status: Status::Skipped(Text::key("pbem.skipped.earlier_failed")) });
            }
        }
        // In the order of the checks, each check's lines as they came (what a
        // stable sort gives, without a stable sort's code in every module).
        let mut lines = std::mem::take(&mut self.lines);
        for check in Check::ALL {
            let (these, rest): (Vec<Line>, Vec<Line>) = lines.into_iter().partition(|l| l.check == check);
            self.lines.extend(these);
            lines = rest;
        }
        self.lines.extend(lines);
    }

    /// The report as text, one line per check and the verdict, in the
    /// language of `catalog` (which needs pbem's messages, the engine's and,
    /// for the replay's refusals, the system's).
    #[must_use]
    pub fn render(&self, catalog: &Catalog) -> String {
        let mut out = String::new();
        for line in &self.lines {
            let text = catalog.render(line.status.text());
            let _ = writeln!(out, "{} {:<12} {text}", line.status.mark(), line.check.name());
        }
        let verdict = match (self.is_valid(), self.is_complete()) {
            (true, true) => "pbem.report.valid",
            (true, false) => "pbem.report.valid_partly",
            (false, _) => "pbem.report.invalid",
        };
        out.push_str(&catalog.get(verdict));
        out
    }
}

/// In English (logs and tests); [`Report::render`] in another language.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(crate::english()))
    }
}

/// The result of [`verify`].
#[derive(Debug)]
pub struct Verified {
    /// The report.
    pub report: Report,
    /// The checked chain, when the protocol checks passed.
    pub envelope: Option<Envelope>,
}

/// What the rules' replay found: the lines of [`Check::Checkpoints`] and
/// [`Check::Computer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// What was replayed (`pbem.replay.…`), or the step of the file the
    /// rules contradict ([`crate::steps`]).
    pub checkpoints: Result<Text, Text>,
    /// The computer seats' line: what was checked, what could not be (a
    /// version of the computer player this app does not have), or the
    /// action that is not the computer's.
    pub computer: Status,
}

impl Replayed {
    /// The replay's summary `checkpoints` for `game` (the file's log
    /// replayed under the rules), with the check of its computer seats.
    #[must_use]
    pub fn of(envelope: &Envelope, game: &dyn AnyGame, checkpoints: Text) -> Self {
        let checkpoints = crate::steps::check(envelope, game).map(|()| checkpoints);
        Self { checkpoints, computer: crate::computer::check(envelope, game) }
    }

    /// A file of a game that has not started: nothing to replay, and no
    /// computer seat has acted.
    #[must_use]
    pub fn not_started() -> Self {
        Self {
            checkpoints: Ok(Text::key("pbem.replay.not_started")),
            computer: Status::Ok(Text::key("pbem.ok.computer_unplayed")),
        }
    }
}

/// The replay callback: replays the save under the rules (re-seeding the
/// dice per `extensions.pbem.dice`) and checks every checkpoint, then the
/// computer seats ([`Replayed::of`]); returns what it found, or what
/// failed, as messages (`pbem.replay.…`, or the load error's
/// `engine.load.…`).
pub type Replay<'a> = &'a mut dyn FnMut(&ReplayInput<'_>) -> Result<Replayed, Text>;

/// Verifies a turn file.
///
/// * `known`: the chain this player last accepted for the game (replay and
///   fork detection); `None` for a first file.
/// * `replay`: the rules' replay (see [`Replay`]); `None` leaves the
///   checkpoint line skipped, which a caller must not treat as verified.
#[must_use]
pub fn verify(text: &str, known: Option<&KnownChain>, replay: Option<Replay<'_>>) -> Verified {
    let mut report = Report { lines: Vec::new(), history: None };
    match check(text, &mut report) {
        Err(failure) => {
            report.fail_from(&failure);
            Verified { report, envelope: None }
        }
        Ok(envelope) => {
            let history = known.map_or(History::New, |k| k.compare(&envelope.known()));
            let line =
                if history.acceptable() { Status::Ok(history.describe()) } else { Status::Failed(history.describe()) };
            report.lines.push(Line { check: Check::History, status: line });
            report.history = Some(history);
            let (checkpoints, computer) = replay_lines(&envelope, replay);
            report.lines.push(Line { check: Check::Checkpoints, status: checkpoints });
            report.lines.push(Line { check: Check::Computer, status: computer });
            Verified { report, envelope: Some(envelope) }
        }
    }
}

/// The checkpoints and computer lines: the caller's replay, or both
/// skipped without one; the computer seats are not checked on a log the
/// rules refused.
fn replay_lines(envelope: &Envelope, replay: Option<Replay<'_>>) -> (Status, Status) {
    let Some(replay) = replay else {
        let skipped = || Status::Skipped(Text::key("pbem.skipped.no_replay"));
        return (skipped(), skipped());
    };
    let save = envelope.render();
    match replay(&ReplayInput { save: &save, envelope }) {
        Ok(Replayed { checkpoints: Ok(checkpoints), computer }) => (Status::Ok(checkpoints), computer),
        Ok(Replayed { checkpoints: Err(why), .. }) => {
            (Status::Failed(why), Status::Skipped(Text::key("pbem.skipped.earlier_failed")))
        }
        Err(why) => (Status::Failed(why), Status::Skipped(Text::key("pbem.skipped.earlier_failed"))),
    }
}

fn check(text: &str, report: &mut Report) -> Result<Envelope, Failure> {
    let mut passed = |check, t: Text| report.lines.push(Line { check, status: Status::Ok(t) });
    Envelope::parse(text, &mut passed)
}

/// A hex id shortened for people.
#[must_use]
pub fn short_hash(hash: &[u8; 32]) -> String {
    short(&hex(hash)).to_owned()
}
