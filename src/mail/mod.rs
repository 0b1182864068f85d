//! Play by e-mail in the browser: this player's key, the games by e-mail
//! it keeps, opening received files, and the steps of a game (create,
//! invite, join, start, play a turn, send the file). The protocol itself is
//! the `pbem` crate; whose turn it is and how a turn becomes a file is its
//! `desk` module, shared with the CLI. The page runs none of it: a game's
//! turns and checks run in its system's module, and everything else that
//! reads or signs a file (and the key) in the keys module, the page's desk
//! (`host::desk`), so the protocol's crypto stays out of the first load.

pub mod identity;
pub mod inbox;
pub mod store;
pub mod turn;

use crate::i18n::I18n;
use crate::module::Module;
use crate::session::{Session, now_iso};
use engine::save::{LoggedAction, ScenarioRef};
use engine::seat::SeatConfig;
use host::desk::{DeskReply, DeskRequest, Standing};
use host::{Reply, Request, Seating};
use pbem::{NewGame, Stamp};
use store::{MailRecord, Status};
use turn::{MailTurn, Phase, SentFile};

fn stamp() -> Stamp {
    Stamp { app_version: env!("CARGO_PKG_VERSION").into(), saved: now_iso() }
}

/// Asks the keys module, the page's desk of play by e-mail (it starts on
/// first use, like a system's module).
pub(crate) async fn ask_desk(request: DeskRequest) -> DeskReply {
    match Module::desk() {
        Ok(module) => module.ask(Seating::default(), request).await,
        Err(why) => DeskReply::Failed(why),
    }
}

/// The player's message for a reply that is not the one asked for: the
/// protocol's refusal in the language of `i18n`, or why nothing answered.
fn refusal(reply: DeskReply, i18n: I18n) -> String {
    match reply {
        DeskReply::MailRefused(why) => i18n.render(&why),
        DeskReply::Failed(why) => why,
        _ => i18n.t("app.mail.error.no_answer"),
    }
}

/// The stored key, opened by the keys module, for a module that signs
/// with it (it stays in memory).
async fn keys(i18n: I18n) -> Result<String, String> {
    identity::opened(i18n).await
}

fn system(id: &str, i18n: I18n) -> Result<&'static dyn engine::any::SystemMeta, String> {
    systems::meta(id).ok_or_else(|| i18n.render(&engine::save::LoadError::UnknownSystem(id.to_owned()).text()))
}

/// This device's record of `game`.
fn record(game: &str, i18n: I18n) -> Result<MailRecord, String> {
    store::read(game).ok_or_else(|| i18n.t("app.mail.error.not_here"))
}

/// Who holds each seat: the creator (0) for seats played here and by the
/// computer; remote seats with the same name go to the same remote player
/// (1, 2, … in seat order), so one friend can play two powers.
fn remote_holders(seats: &[SeatConfig], remote: &[bool]) -> Vec<u8> {
    let mut names: Vec<String> = Vec::new();
    seats
        .iter()
        .zip(remote)
        .map(|(seat, &r)| {
            if !r {
                return 0;
            }
            let name = seat.name.trim().to_lowercase();
            let index = names.iter().position(|n| *n == name).unwrap_or_else(|| {
                names.push(name);
                names.len() - 1
            });
            u8::try_from(index + 1).unwrap_or(u8::MAX)
        })
        .collect()
}

/// What the new-game form chose for a game by e-mail.
pub struct NewMailGame {
    /// The system's id.
    pub system: &'static str,
    /// The scenario's id.
    pub scenario: String,
    /// The seats.
    pub seats: Vec<SeatConfig>,
    /// Per seat, whether a player by e-mail holds it.
    pub remote: Vec<bool>,
    /// The game's title.
    pub title: String,
    /// When the dice of a file are thrown.
    pub dice: pbem::DiceMode,
    /// Whether a lost key may be replaced with the others' consent.
    pub rekeying: pbem::Rekeying,
}

/// Creates a game by e-mail: seats played here and by the computer belong
/// to the creator (player 0), remote seats to remote players
/// ([`remote_holders`]).
///
/// # Errors
/// No remote seat, storage refused, or the setup is inconsistent (the
/// protocol's refusal in the language of `i18n`).
pub async fn create(new: NewMailGame, creator_name: &str, i18n: I18n) -> Result<String, String> {
    let NewMailGame { system: system_id, scenario, seats, remote, title, dice, rekeying } = new;
    let (scenario, remote) = (scenario.as_str(), remote.as_slice());
    if !remote.contains(&true) {
        return Err(i18n.t("app.mail.error.no_remote_seat"));
    }
    let system = system(system_id, i18n)?;
    let hash = system.scenarios().into_iter().find(|s| s.id == scenario).map(|s| s.hash).unwrap_or_default();
    let holders = remote_holders(&seats, remote);
    let keys = identity::load_or_create(creator_name, i18n).await?.stored;
    let game = NewGame {
        system: system_id.into(),
        scenario: ScenarioRef { id: scenario.into(), hash: hash.to_owned() },
        rules_version: system.rules_version(),
        seats,
        holders,
        title,
        dice_mode: dice,
        rekeying,
        computer: system.computer_version(),
    };
    let facts = match ask_desk(DeskRequest::MailCreate { keys, game, stamp: stamp() }).await {
        DeskReply::MailFacts(facts) => facts,
        other => return Err(refusal(other, i18n)),
    };
    store::write(&MailRecord::new(&facts, 0)).map_err(|e| i18n.t(e.key()))?;
    Ok(facts.game)
}

/// The invitation file for remote player `player`: (file name, text).
///
/// # Errors
/// Not this player's game, or it has started.
pub async fn invitation(game: &str, player: u8, i18n: I18n) -> Result<(String, String), String> {
    let record = record(game, i18n)?;
    let request = DeskRequest::MailInvitation { file: record.file, keys: keys(i18n).await?, player };
    match ask_desk(request).await {
        DeskReply::MailFile { name, text } => Ok((name, text)),
        other => Err(refusal(other, i18n)),
    }
}

/// The game of record `game` on screen: this player's turn (resumed where
/// it was left), or a look at it while another player has it. Its module
/// replays the file and the unfinished turn.
///
/// # Errors
/// Not on this device, no key, the game not started, or it does not replay
/// (the protocol's or the rules' refusal in the language of `i18n`).
pub async fn session(game: &str, i18n: I18n) -> Result<Session, String> {
    let record = record(game, i18n)?;
    let watch = match record.status {
        Status::YourTurn | Status::ReadyToStart => false,
        Status::Waiting { .. } | Status::Over => true,
        Status::Lobby { .. } | Status::Joined { .. } => return Err(i18n.t("app.mail.error.not_started")),
    };
    let module = Module::of(&record.system)?;
    let request = Request::MailOpen {
        file: record.file.clone(),
        keys: keys(i18n).await?,
        joins: record.joins.clone(),
        draft: if watch { Vec::new() } else { store::read_draft(&record.game, record.seq) },
        watch,
        rekeys: record.rekeys.clone(),
    };
    let opened = match module.ask(Seating::default(), request).await {
        Reply::MailOpened(opened) => *opened,
        Reply::MailRefused(why) => return Err(i18n.render(&why)),
        Reply::Failed(why) => return Err(why),
        _ => return Err(i18n.t("app.mail.error.no_answer")),
    };
    crate::session::fetch_geometry(&record.system, &opened.loaded.setup.scenario).await?;
    let phase = if watch { Phase::Watching } else { Phase::Playing };
    let mail = MailTurn { game: record.game.clone(), seq: record.seq, start: opened.start, phase };
    let mut session = Session::for_mail(opened.loaded, record.title, mail);
    // The first snapshot was drawn before the module knew this player's
    // seats; ask again for the player's own view.
    if let Reply::Game(snapshot) = module.ask(session.seating(), Request::Show).await {
        session.take(*snapshot);
    }
    Ok(session)
}

/// Keeps the unfinished turn's actions, so a reload resumes it.
pub fn save_draft(mail: &MailTurn, draft: Vec<LoggedAction>) -> Result<(), crate::storage::StorageError> {
    store::write_draft(&mail.game, mail.seq, draft)
}

/// Ends the turn played in the game on screen (its module signs the next
/// file), stored as this player's latest, ready to save and send. With
/// `commit == false` nothing is stored (to show who the file will be for).
///
/// # Errors
/// The protocol refuses the turn, or storage refused (nothing changed then);
/// the protocol's refusal in the language of `i18n`.
pub async fn end_turn(mail: &MailTurn, note: String, commit: bool, i18n: I18n) -> Result<SentFile, String> {
    let record = record(&mail.game, i18n)?;
    let request = Request::MailEnd {
        file: record.file.clone(),
        keys: keys(i18n).await?,
        joins: record.joins.clone(),
        note,
        stamp: stamp(),
        rekeys: record.rekeys.clone(),
    };
    let ended = match Module::of(&record.system)?.ask(Seating::default(), request).await {
        Reply::MailEnded(ended) => *ended,
        Reply::MailRefused(why) => return Err(i18n.render(&why)),
        Reply::Failed(why) => return Err(why),
        _ => return Err(i18n.t("app.mail.error.no_answer")),
    };
    let standing = Standing::Playing { player: record.player, next: ended.next_player };
    let facts = match ask_desk(DeskRequest::MailDescribe { file: ended.file, standing }).await {
        DeskReply::MailFacts(facts) => facts,
        other => return Err(refusal(other, i18n)),
    };
    if commit {
        store::write(&MailRecord::new(&facts, record.player)).map_err(|e| i18n.t(e.key()))?;
        store::clear_draft(&mail.game);
    }
    Ok(SentFile { name: facts.file_name, text: facts.file, summary: facts.summary, recipient: facts.recipient })
}

/// The request to take `player`'s place in the game of `file` with this
/// browser's key (made now if there is none): (file name, text).
///
/// # Errors
/// The protocol refuses (the player's message), or no key.
pub async fn rekey_request(file: String, player: u8, name: &str, i18n: I18n) -> Result<(String, String), String> {
    let keys = identity::load_or_create(name, i18n).await?.stored;
    let (name, text) = match ask_desk(DeskRequest::RekeyRequest { file: file.clone(), keys, player }).await {
        DeskReply::MailFile { name, text } => (name, text),
        other => return Err(refusal(other, i18n)),
    };
    // The game is kept here from now on, waiting for the others' consent.
    let standing = Standing::Lobby { joins: Vec::new() };
    let facts = match ask_desk(DeskRequest::MailDescribe { file, standing }).await {
        DeskReply::MailFacts(facts) => facts,
        other => return Err(refusal(other, i18n)),
    };
    let mut record = MailRecord::new(&facts, player);
    record.status = Status::Waiting { player: i18n.t("app.mail.rekey_others"), reveal_due: None };
    record.rekeys = vec![text.clone()];
    store::write(&record).map_err(|e| i18n.t(e.key()))?;
    Ok((name, text))
}

/// This player's consent to a key replacement request of `game`: the
/// request with it, to send on (file name, text, who still has to consent).
/// With every consent it is also kept to go with this player's next turn
/// file: whichever file comes first carries it, this one or the replaced
/// player's own.
///
/// # Errors
/// The protocol refuses, or storage refused.
pub async fn rekey_consent(game: &str, request: String, i18n: I18n) -> Result<(String, String, String), String> {
    let mut record = record(game, i18n)?;
    let keys = keys(i18n).await?;
    let rekeyed = match ask_desk(DeskRequest::RekeyConsent { file: record.file.clone(), keys, request }).await {
        DeskReply::Rekeyed(rekeyed) => *rekeyed,
        other => return Err(refusal(other, i18n)),
    };
    if rekeyed.missing.is_empty() {
        record.rekeys.push(rekeyed.text.clone());
        store::write(&record).map_err(|e| i18n.t(e.key()))?;
    }
    Ok((rekeyed.name, rekeyed.text, rekeyed.missing.join(", ")))
}

/// The latest file of a game and its name, to save again.
///
/// # Errors
/// Not on this device, or its file no longer reads.
pub async fn latest_file(game: &str, i18n: I18n) -> Result<(String, String), String> {
    let record = record(game, i18n)?;
    let request = DeskRequest::MailFileName { file: record.file.clone(), recipient: record.status.recipient() };
    match ask_desk(request).await {
        DeskReply::MailFileName(name) => Ok((name, record.file)),
        other => Err(refusal(other, i18n)),
    }
}

/// Drops the unfinished turn and begins it again from the file (the same
/// dice: a turn's seed depends only on the file and the player's key).
///
/// # Errors
/// As [`session`].
pub async fn restart(game: &str, i18n: I18n) -> Result<Session, String> {
    store::clear_draft(game);
    session(game, i18n).await
}

/// The player whose file is awaited, from the record.
pub fn waiting_for(game: &str) -> Option<String> {
    match store::read(game).map(|r| r.status) {
        Some(Status::Waiting { player, .. }) => Some(player),
        _ => None,
    }
}
