//! Opening a file by e-mail: a join for one of this player's games, an
//! invitation, or a turn file. Every file is verified first (signatures,
//! chain, dice, orders, history, and the rules' replay to every
//! checkpoint); a refused file changes nothing stored. The system's module
//! checks a game's file; the keys module reads joins and what to keep.

use super::store::{self, MailRecord, Status};
use super::{ask_desk, refusal};
use crate::i18n::I18n;
use crate::module::Module;
use engine::text::Text;
use host::desk::{DeskReply, DeskRequest, Invitation, Received, Standing};
use host::file_kind::FileKind;
use host::{Reply, Request, Seating};
use pbem::verify::Check;

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
    /// What joining agrees to (an invitation): one sentence a term.
    pub terms: Vec<Text>,
}

impl Opened {
    /// A file accepted.
    pub const fn accepted(headline: Text, lines: Vec<ReportLine>, next: Next) -> Self {
        Self { ok: true, headline, detail: None, lines, next, terms: Vec::new() }
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
    /// This browser's key is not a player's of this game (its file): ask
    /// to take a player's place with it (a lost key).
    TakePlace {
        /// The game's file.
        file: String,
        /// Each player's number and name.
        players: Vec<(u8, String)>,
    },
    /// A key replacement request this player may consent to.
    Consent {
        /// The game.
        game: String,
        /// The request file.
        request: String,
    },
    /// A second join for a player who joined already with another key:
    /// the creator chooses which key plays.
    JoinConflict {
        /// The game.
        game: String,
        /// What conflicts.
        conflict: Box<host::desk::JoinConflict>,
    },
}

fn refused(headline: Text, lines: Vec<ReportLine>) -> Opened {
    Opened { ok: false, headline, detail: None, lines, next: Next::None, terms: Vec::new() }
}

/// A refusal whose headline gives the verifier's reason as its argument `name`.
fn refused_because(headline: Text, name: &'static str, reason: Text, lines: Vec<ReportLine>) -> Opened {
    Opened { ok: false, headline, detail: Some((name, reason)), lines, next: Next::None, terms: Vec::new() }
}

/// Opens a file by e-mail of `kind` (read by the keys module; its checks
/// run in its system's module).
pub async fn open(text: &str, kind: FileKind) -> Opened {
    match kind {
        FileKind::Join { game } => open_join(text, game.as_deref()).await,
        FileKind::Rekey { game } => open_rekey(text, game.as_deref()).await,
        FileKind::Chain { game, system } => open_chain(text, game.as_deref(), system.as_deref()).await,
        FileKind::Save(_) | FileKind::Refused(_) => {
            refused(Text::key("app.mail.refused.unreadable").plain("detail", ""), Vec::new())
        }
    }
}

/// The keys module's reply as a refusal of the file: its headline, with
/// the protocol's reason as argument `name` when it gave one.
fn refused_by(reply: DeskReply, headline: &str, name: &'static str) -> Opened {
    match reply {
        DeskReply::MailRefused(why) => refused_because(Text::key(headline), name, why, Vec::new()),
        DeskReply::Failed(why) => refused(Text::key("app.mail.refused.other").plain("detail", why), Vec::new()),
        _ => refused(Text::key("app.mail.refused.other").plain("detail", ""), Vec::new()),
    }
}

/// A key replacement request: for a game of this player's, who is asked to
/// consent (after checking the new fingerprint with its owner).
async fn open_rekey(text: &str, game: Option<&str>) -> Opened {
    let Some(record) = game.and_then(store::read) else {
        return refused(Text::key("app.mail.open.rekey_unknown"), Vec::new());
    };
    let Some(keys) = super::identity::load().await.map(|card| card.stored) else {
        return refused(Text::key("app.mail.open.rekey_unknown"), Vec::new());
    };
    let request = DeskRequest::RekeyRead { file: record.file.clone(), keys, request: text.to_owned() };
    let view = match ask_desk(request).await {
        DeskReply::Rekey(view) => view,
        other => return refused_by(other, "app.mail.open.rekey_refused", "reason"),
    };
    let key = match (view.own, view.complete, view.mine) {
        (true, true, _) => "app.mail.open.rekey_ready",
        (true, false, _) => "app.mail.open.rekey_waiting",
        (false, _, true) => "app.mail.open.rekey",
        (false, _, false) => "app.mail.open.rekey_done",
    };
    let headline = Text::key(key)
        .plain("player", &view.player)
        .plain("title", &view.title)
        .plain("fingerprint", &view.fingerprint);
    if view.own && view.complete {
        // Its own request back with every consent: its turn may go now.
        if let Err(e) = store::keep_rekey(&record.game, text.to_owned()) {
            return refused(Text::key("app.mail.open.store_failed").name("reason", e.key()), Vec::new());
        }
        return Opened::accepted(headline, Vec::new(), Next::Game(record.game));
    }
    let next = if view.mine { Next::Consent { game: record.game, request: text.to_owned() } } else { Next::None };
    Opened::accepted(headline, Vec::new(), next)
}

/// A join file: for a game this player created and has not started.
async fn open_join(text: &str, game: Option<&str>) -> Opened {
    let Some(record) = game.and_then(store::read) else {
        return refused(Text::key("app.mail.open.join_unknown"), Vec::new());
    };
    let standing = Standing::Lobby { joins: record.joins.clone() };
    let stored = match ask_desk(DeskRequest::MailDescribe { file: record.file.clone(), standing }).await {
        DeskReply::MailFacts(facts) => facts,
        other => return refused_by(other, "app.mail.open.stored_damaged", "reason"),
    };
    if record.player != 0 || stored.started {
        return refused(Text::key("app.mail.open.join_late"), Vec::new());
    }
    add_join(record, text, false).await
}

/// Adds a join to the creator's lobby (`replace`: in place of another key's
/// join of the same player, the creator having decided the conflict).
pub async fn add_join(mut record: MailRecord, text: &str, replace: bool) -> Opened {
    let request = DeskRequest::MailAddJoin {
        file: record.file.clone(),
        joins: record.joins.clone(),
        join: text.to_owned(),
        replace,
    };
    match ask_desk(request).await {
        DeskReply::JoinConflict(conflict) => {
            let headline = Text::key("app.mail.open.join_conflict")
                .plain("seats", &conflict.seats)
                .plain("kept", &conflict.kept.0)
                .plain("kept_fingerprint", &conflict.kept.1)
                .plain("new", &conflict.new.0)
                .plain("new_fingerprint", &conflict.new.1);
            Opened {
                ok: false,
                headline,
                detail: None,
                lines: Vec::new(),
                next: Next::JoinConflict { game: record.game, conflict },
                terms: Vec::new(),
            }
        }
        DeskReply::JoinAdded(added) => {
            record.joins = added.joins;
            record.status = added.facts.status;
            if let Err(e) = store::write(&record) {
                return refused(Text::key("app.mail.open.store_failed").name("reason", e.key()), Vec::new());
            }
            let joined = |key: &str| {
                Text::key(key)
                    .plain("player", &added.name)
                    .plain("title", &record.title)
                    .plain("fingerprint", &added.fingerprint)
            };
            let headline = match &record.status {
                Status::Lobby { missing } => joined("app.mail.open.joined_missing")
                    .plain("missing", missing.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(", ")),
                _ => joined("app.mail.open.joined_all"),
            };
            Opened::accepted(headline, Vec::new(), Next::Game(record.game))
        }
        other => refused_by(other, "app.mail.open.join_refused", "reason"),
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
    // A game deleted from the list while under way still knows its files.
    let known_record = game.and_then(|g| store::read(g).or_else(|| store::read_kept(g)));
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
    if let Some((check, why)) = verification.report.failure() {
        let why = why.clone();
        // Two continuations signed by the same player prove it equivocated.
        return match verification.fork_by {
            Some(player) => {
                refused_because(Text::key("app.mail.refused.fork_by").plain("player", player), "detail", why, lines)
            }
            None => refused_because(failure_sentence(check), "detail", why, lines),
        };
    }
    // The file is valid: the keys module reads it for this player.
    let request = DeskRequest::MailReceived {
        file: text.to_owned(),
        keys: super::identity::load().await.map(|card| card.stored),
        replayed: verification.replayed,
        next_player: verification.next_player,
    };
    let (player, facts) = match ask_desk(request).await {
        DeskReply::MailReceived(received) => match *received {
            Received::Invitation(invitation) => {
                return open_invitation(text, &invitation, known_record, lines);
            }
            Received::Replaced { player, seq, consented, fingerprint } => {
                let headline = Text::key("app.mail.open.replaced")
                    .plain("player", player)
                    .plain("number", seq)
                    .plain("consented", consented)
                    .plain("fingerprint", fingerprint);
                return refused(headline, lines);
            }
            Received::NotPlayer { players } if !players.is_empty() => {
                let next = Next::TakePlace { file: text.to_owned(), players };
                return Opened { next, ..refused(Text::key("app.mail.open.not_player_consent"), lines) };
            }
            Received::NotPlayer { .. } => return refused(Text::key("app.mail.open.not_player"), lines),
            Received::Game { player, facts } => (player, facts),
        },
        DeskReply::MailRefused(why) => {
            return refused_because(Text::key("app.mail.refused.other"), "detail", why, lines);
        }
        DeskReply::Failed(why) => return refused(Text::key("app.mail.refused.other").plain("detail", why), lines),
        _ => return refused(Text::key("app.mail.refused.other").plain("detail", ""), lines),
    };
    // An unfinished turn stays with its file: it is resumed only from the
    // same entry (`store::read_draft`).
    let mut record = MailRecord::new(&facts, player);
    // Consents gathered for a key replacement wait for this player's turn.
    record.rekeys = known_record.as_ref().map(|r| r.rekeys.clone()).unwrap_or_default();
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

/// An invitation: its own creator's, one already joined, one this app does
/// not join (an older protocol, newer rules or a newer computer player), or
/// one to join, with what joining agrees to: the rules' version, the dice,
/// whether the others may hand a seat to a new key, the computer's version
/// and the creator's fingerprint.
fn open_invitation(text: &str, invitation: &Invitation, known: Option<MailRecord>, lines: Vec<ReportLine>) -> Opened {
    if invitation.own {
        return refused(Text::key("app.mail.open.own_invitation"), lines);
    }
    if let Some(record) = known {
        let headline = Text::key("app.mail.open.already_joined").plain("title", &record.title);
        return Opened::accepted(headline, lines, Next::Game(record.game));
    }
    if let Some(why) = &invitation.refused {
        return refused_because(Text::key("app.mail.open.invitation_refused"), "reason", why.clone(), lines);
    }
    let meta = systems::meta(&invitation.system);
    let (rules, computer) = (meta.map_or(0, |m| m.rules_version()), meta.map_or(0, |m| m.computer_version()));
    if invitation.rules_version > rules {
        let headline = Text::key("app.mail.open.invitation_newer_rules")
            .plain("version", invitation.rules_version)
            .plain("ours", rules);
        return refused(headline, lines);
    }
    if invitation.computer.is_some_and(|v| v > computer) {
        let headline = Text::key("app.mail.open.invitation_newer_computer")
            .plain("version", invitation.computer.unwrap_or(0))
            .plain("ours", computer);
        return refused(headline, lines);
    }
    let headline = Text::key("app.mail.open.invited")
        .plain("creator", &invitation.creator)
        .plain("title", &invitation.title)
        .plain("seats", &invitation.seats)
        .plain("fingerprint", &invitation.fingerprint);
    let mut terms = vec![
        Text::key("app.mail.terms.rules").plain("version", invitation.rules_version).plain("ours", rules),
        Text::key(match invitation.dice_mode {
            pbem::DiceMode::Open => "app.mail.terms.dice_open",
            pbem::DiceMode::Answered => "app.mail.terms.dice_answered",
        }),
        Text::key(match invitation.rekeying {
            pbem::Rekeying::Never => "app.mail.terms.keys_never",
            pbem::Rekeying::Consent => "app.mail.terms.keys_consent",
        }),
    ];
    if let Some(version) = invitation.computer {
        terms.push(Text::key("app.mail.terms.computer").plain("version", version).plain("ours", computer));
    }
    Opened { terms, ..Opened::accepted(headline, lines, Next::Join(text.to_owned())) }
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
pub async fn join(invitation: &str, name: &str, i18n: I18n) -> Result<(String, String), String> {
    let keys = super::identity::load_or_create(name, i18n).await?.stored;
    let joined = match ask_desk(DeskRequest::MailJoin { invitation: invitation.to_owned(), keys }).await {
        DeskReply::MailJoined(joined) => joined,
        other => return Err(refusal(other, i18n)),
    };
    let mut record = MailRecord::new(&joined.facts, joined.player);
    record.join_file.clone_from(&joined.join);
    store::write(&record).map_err(|e| i18n.t(e.key()))?;
    Ok((joined.file_name, joined.join))
}

pub use pbem::build::slug;
