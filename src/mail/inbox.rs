//! Opening a file by e-mail: a join for one of this player's games, an
//! invitation, or a turn file. Every file is verified first (signatures,
//! chain, dice, orders, history, and the rules' replay to every
//! checkpoint); a refused file changes nothing stored.

use super::store::{self, MailRecord, Status};
use crate::i18n::I18n;
use crate::module::Module;
use engine::text::Text;
use host::{Reply, Request, Seating};
use pbem::build::JOIN_FORMAT;
use pbem::verify::Check;
use pbem::{Envelope, SeatKeys};

/// One line of the report, as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportLine {
    /// ✓, ✗ or –.
    pub mark: &'static str,
    /// The check's name.
    pub check: &'static str,
    /// What was checked, or what failed (the verifier's own account).
    pub text: Text,
}

/// What opening a file found, and what the player can do next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// Whether the file was accepted.
    pub ok: bool,
    /// One sentence: what the file is, or why it was refused.
    pub headline: Text,
    /// An argument of the headline that is a message itself (the verifier's
    /// reason for a refusal), rendered in the language shown: its name in
    /// the headline and the message.
    pub detail: Option<(&'static str, Text)>,
    /// The verification report (empty for join files).
    pub lines: Vec<ReportLine>,
    /// The next step offered.
    pub next: Next,
}

impl Opened {
    /// A file accepted.
    pub const fn accepted(headline: Text, lines: Vec<ReportLine>, next: Next) -> Self {
        Self { ok: true, headline, detail: None, lines, next }
    }

    /// The headline in the language shown, with its detail.
    pub fn headline_in(&self, i18n: I18n) -> String {
        let headline = match &self.detail {
            Some((name, detail)) => self.headline.clone().plain(name, i18n.render(detail)),
            None => self.headline.clone(),
        };
        i18n.render(&headline)
    }
}

/// The step offered after opening a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Nothing.
    None,
    /// Join the game of this invitation (its text).
    Join(String),
    /// Open the game's card in the list.
    Game(String),
}

/// A file of the by-e-mail protocol, and the game it names (read once, before
/// any check: the checks decide whether to believe it).
enum MailFile {
    /// A join file.
    Join(Option<String>),
    /// An invitation or a turn file: its game and its system.
    Chain(Option<String>, Option<String>),
}

fn mail_file(text: &str) -> Option<MailFile> {
    let value = serde_json::from_str::<serde_json::Value>(text).ok()?;
    if value.get("format").and_then(serde_json::Value::as_str) == Some(JOIN_FORMAT) {
        let payload = value["join"]["p"].as_str().and_then(|p| serde_json::from_str::<serde_json::Value>(p).ok());
        return Some(MailFile::Join(payload.and_then(|p| p["game"].as_str().map(str::to_owned))));
    }
    let pbem = value.get("extensions")?.get("pbem")?;
    let system = value["system"].as_str().map(str::to_owned);
    Some(MailFile::Chain(pbem["game"].as_str().map(str::to_owned), system))
}

/// Whether `text` is a file of the by-e-mail protocol (not an ordinary save).
pub fn is_mail_file(text: &str) -> bool {
    mail_file(text).is_some()
}

fn refused(headline: Text, lines: Vec<ReportLine>) -> Opened {
    Opened { ok: false, headline, detail: None, lines, next: Next::None }
}

/// A refusal whose headline gives the verifier's reason as its argument `name`.
fn refused_because(headline: Text, name: &'static str, reason: Text, lines: Vec<ReportLine>) -> Opened {
    Opened { ok: false, headline, detail: Some((name, reason)), lines, next: Next::None }
}

/// Opens a file by e-mail (its checks run in its system's module).
pub async fn open(text: &str) -> Opened {
    match mail_file(text) {
        Some(MailFile::Join(game)) => open_join(text, game.as_deref()),
        Some(MailFile::Chain(game, system)) => open_chain(text, game.as_deref(), system.as_deref()).await,
        None => refused(Text::key("app.mail.refused.unreadable").plain("detail", ""), Vec::new()),
    }
}

/// A join file: for a game this player created and has not started.
fn open_join(text: &str, game: Option<&str>) -> Opened {
    let Some(mut record) = game.and_then(store::read) else {
        return refused(Text::key("app.mail.open.join_unknown"), Vec::new());
    };
    let env = match record.envelope() {
        Ok(env) => env,
        Err(e) => return refused_because(Text::key("app.mail.open.stored_damaged"), "reason", e, Vec::new()),
    };
    if record.player != 0 || env.started() {
        return refused(Text::key("app.mail.open.join_late"), Vec::new());
    }
    match env.read_join(text) {
        Err(e) => refused_because(Text::key("app.mail.open.join_refused"), "reason", e.text(), Vec::new()),
        Ok((join, _)) => {
            let name = join.card.name.clone();
            record.joins.retain(|j| env.read_join(j).is_ok_and(|(other, _)| other.player != join.player));
            record.joins.push(text.to_owned());
            record.status = MailRecord::lobby_status(&env, &record.joins);
            if let Err(e) = store::write(&record) {
                return refused(Text::key("app.mail.open.store_failed").name("reason", e.key()), Vec::new());
            }
            let joined = |key: &str| {
                Text::key(key)
                    .plain("player", &name)
                    .plain("title", &record.title)
                    .plain("fingerprint", &join.card.fingerprint)
            };
            let headline = match &record.status {
                Status::Lobby { missing } => joined("app.mail.open.joined_missing")
                    .plain("missing", missing.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(", ")),
                _ => joined("app.mail.open.joined_all"),
            };
            Opened::accepted(headline, Vec::new(), Next::Game(record.game))
        }
    }
}

fn report_lines(report: &pbem::Report) -> Vec<ReportLine> {
    report
        .lines
        .iter()
        .map(|l| ReportLine { mark: l.status.mark(), check: l.check.name(), text: l.status.text().clone() })
        .collect()
}

/// An invitation or a turn file: verified by its system's module (every
/// check and the rules' replay), off the page's thread.
async fn open_chain(text: &str, game: Option<&str>, system: Option<&str>) -> Opened {
    let known_record = game.and_then(store::read);
    let Some(system) = system.filter(|s| systems::meta(s).is_some()) else {
        return refused(Text::key("engine.load.unknown_system").plain("system", system.unwrap_or("?")), Vec::new());
    };
    let request = Request::MailVerify { text: text.to_owned(), known: known_record.as_ref().map(|r| r.file.clone()) };
    let reply = match Module::of(system) {
        Ok(module) => module.ask(Seating::default(), request).await,
        Err(e) => Reply::Failed(e),
    };
    let verification = match reply {
        Reply::Verified(v) => *v,
        Reply::Failed(why) => return refused(Text::key("app.mail.refused.other").plain("detail", why), Vec::new()),
        Reply::MailRefused(why) => {
            return refused_because(Text::key("app.mail.refused.other"), "detail", why, Vec::new());
        }
        _ => return refused(Text::key("app.mail.refused.other").plain("detail", ""), Vec::new()),
    };
    let lines = report_lines(&verification.report);
    let env = match (verification.report.is_valid(), Envelope::read(text)) {
        (true, Ok(env)) => env,
        (_, parsed) => {
            let failure = verification.report.failure().map(|(check, why)| (check, why.clone()));
            let Some((check, why)) = failure.or_else(|| parsed.err().map(|f| (f.check, f.text))) else {
                return refused(Text::key("app.mail.refused.other").plain("detail", ""), lines);
            };
            // Two continuations signed by the same player prove it equivocated.
            return match verification.fork_by {
                Some(player) => {
                    refused_because(Text::key("app.mail.refused.fork_by").plain("player", player), "detail", why, lines)
                }
                None => refused_because(failure_sentence(check), "detail", why, lines),
            };
        }
    };
    let keys = super::identity::load();
    if env.invite.is_some() && !env.started() {
        return open_invitation(text, &env, keys.as_ref(), known_record, lines);
    }
    let Some(player) = keys.as_ref().and_then(|k| env.player_of(k)) else {
        return refused(Text::key("app.mail.open.not_player"), lines);
    };
    let status = if verification.replayed {
        super::status_of(&env, player, verification.next_player)
    } else {
        MailRecord::lobby_status(&env, &[])
    };
    // An unfinished turn stays with its file: it is resumed only from the
    // same entry (`store::read_draft`).
    let record = MailRecord::new(&env, player, status);
    if let Err(e) = store::write(&record) {
        return refused(Text::key("app.mail.open.store_failed").name("reason", e.key()), lines);
    }
    let checked = |key: &str| Text::key(key).plain("title", &record.title).plain("number", record.seq);
    let headline = match &record.status {
        Status::YourTurn => checked("app.mail.open.your_turn"),
        Status::Waiting { player, reveal_due: None } => checked("app.mail.open.waiting").plain("player", player),
        Status::Waiting { player, reveal_due: Some(sealed) } => {
            checked("app.mail.open.waiting_reveal").plain("player", player).plain("sealed", sealed)
        }
        Status::Over => checked("app.mail.open.over"),
        _ => checked("app.mail.open.checked"),
    };
    Opened::accepted(headline, lines, Next::Game(record.game))
}

fn open_invitation(
    text: &str,
    env: &Envelope,
    keys: Option<&SeatKeys>,
    known: Option<MailRecord>,
    lines: Vec<ReportLine>,
) -> Opened {
    if keys.is_some_and(|k| env.player_of(k) == Some(0)) {
        return refused(Text::key("app.mail.open.own_invitation"), lines);
    }
    if let Some(record) = known {
        let headline = Text::key("app.mail.open.already_joined").plain("title", &record.title);
        return Opened::accepted(headline, lines, Next::Game(record.game));
    }
    let seats = env.invited().map(|p| pbem::desk::player_label(env, p)).unwrap_or_default();
    let creator = env.state.player_name(0);
    let headline = Text::key("app.mail.open.invited")
        .plain("creator", creator)
        .plain("title", &env.state.setup.title)
        .plain("seats", seats);
    Opened::accepted(headline, lines, Next::Join(text.to_owned()))
}

/// A sentence for the first failed check (its `$detail` is the verifier's
/// own account, [`Opened::detail`]).
fn failure_sentence(check: Check) -> Text {
    let key = match check {
        Check::Signatures => "app.mail.refused.signature",
        Check::Content | Check::Chain => "app.mail.refused.changed",
        Check::Format => "app.mail.refused.unreadable",
        Check::Computer => "app.mail.refused.computer",
        _ => "app.mail.refused.other",
    };
    Text::key(key)
}

/// Joins the game of an invitation: makes (or uses) this browser's key,
/// stores the game and returns the join file to send back.
///
/// # Errors
/// The invitation no longer reads, or storage refused (in the language of
/// `i18n`).
pub fn join(invitation: &str, name: &str, i18n: I18n) -> Result<(String, String), String> {
    let env = Envelope::read(invitation).map_err(|f| i18n.render(&f.text))?;
    let keys = super::identity::load_or_create(name).map_err(|e| i18n.t(e.key()))?;
    let join = env.join(&keys).map_err(|e| i18n.render(&e.text()))?;
    let player = env.invited().unwrap_or(0);
    // The record's file is the invitation itself (rendered from the same chain).
    let mut record = MailRecord::new(&env, player, Status::Joined { creator: env.state.player_name(0) });
    record.join_file.clone_from(&join);
    store::write(&record).map_err(|e| i18n.t(e.key()))?;
    let name = format!("{}-join-{}.sandtable.json", slug(&env.state.setup.title), slug(keys.name()));
    Ok((name, join))
}

pub use pbem::build::slug;
