//! Play by e-mail in the browser: this player's key, the games by e-mail
//! it keeps, opening received files, and the steps of a game (create,
//! invite, join, start, play a turn, send the file). The protocol itself is
//! the `pbem` crate; whose turn it is and how a turn becomes a file is its
//! `desk` module, shared with the CLI.

pub mod identity;
pub mod inbox;
pub mod store;

use crate::session::{Session, now_iso};
use engine::any::AnyGame;
use engine::save::{ScenarioRef, scenario_hash};
use engine::seat::SeatConfig;
use pbem::desk::{self, Ending, TurnStart};
use pbem::{Envelope, NewGame, SeatKeys, Stamp};
use store::{MailRecord, Status};

/// A game by e-mail on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailTurn {
    /// The game id.
    pub game: String,
    /// The number of the file's last entry (the turn begins from it).
    pub seq: u64,
    /// Where this player's turn began.
    pub start: TurnStart,
    /// Playing, sent, or only looking.
    pub phase: Phase,
}

/// What the player is doing with the game on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Playing a turn.
    Playing,
    /// The turn is sent: the file to save again and the e-mail text.
    Sent(SentFile),
    /// Looking at the game while another player has it.
    Watching,
}

/// A file ready to e-mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentFile {
    /// Its file name (game, entry number, recipient).
    pub name: String,
    /// Its text.
    pub text: String,
    /// The e-mail text.
    pub summary: String,
    /// Who it is for.
    pub recipient: String,
}

fn stamp() -> Stamp {
    Stamp { app_version: env!("CARGO_PKG_VERSION").into(), saved: now_iso() }
}

fn keys() -> Result<SeatKeys, String> {
    identity::load().ok_or_else(|| "This browser has no player key (restore your key backup first).".to_owned())
}

fn system(id: &str) -> Result<&'static dyn engine::any::System, String> {
    systems::find(id).ok_or_else(|| format!("unknown game system '{id}'"))
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

/// Creates a game by e-mail: seats played here and by the computer belong
/// to the creator (player 0), remote seats to remote players
/// ([`remote_holders`]).
///
/// # Errors
/// No remote seat, storage refused, or the setup is inconsistent.
pub fn create(
    system_id: &str,
    scenario: &str,
    seats: Vec<SeatConfig>,
    remote: &[bool],
    title: String,
    creator_name: &str,
) -> Result<String, String> {
    if !remote.contains(&true) {
        return Err("Choose at least one seat played by e-mail.".into());
    }
    let system = system(system_id)?;
    let content = system.scenarios().into_iter().find(|s| s.id == scenario).map(|s| s.content).unwrap_or_default();
    let holders = remote_holders(&seats, remote);
    let keys = identity::load_or_create(creator_name).map_err(|e| e.key().to_owned())?;
    let spec = NewGame {
        system: system_id.into(),
        scenario: ScenarioRef { id: scenario.into(), hash: scenario_hash(content) },
        rules_version: system.rules_version(),
        seats,
        holders,
        title,
    };
    let env = Envelope::create(&keys, spec, &stamp(), &mut identity::rng()).map_err(|e| e.to_string())?;
    let record = MailRecord::new(&env, 0, MailRecord::lobby_status(&env, &[]));
    store::write(&record).map_err(|e| e.key().to_owned())?;
    Ok(env.game)
}

/// The invitation file for remote player `player`: (file name, text).
///
/// # Errors
/// Not this player's game, or it has started.
pub fn invitation(game: &str, player: u8) -> Result<(String, String), String> {
    let record = store::read(game).ok_or("This game is not on this device.")?;
    let env = record.envelope()?;
    let text = env.invitation(&keys()?, player).map_err(|e| e.to_string())?;
    let label = desk::player_label(&env, player);
    Ok((format!("{}-invitation-for-{}.sandtable.json", inbox::slug(&record.title), inbox::slug(&label)), text))
}

/// The game of record `game` on screen: this player's turn (resumed where
/// it was left), or a look at it while another player has it.
///
/// # Errors
/// Not on this device, no key, the game not started, or it does not replay.
pub fn session(game: &str) -> Result<Session, String> {
    let record = store::read(game).ok_or("This game is not on this device.")?;
    let env = record.envelope()?;
    let keys = keys()?;
    let system = system(&record.system)?;
    let (game, start, phase) = match record.status {
        Status::YourTurn | Status::ReadyToStart => {
            let mut draft = desk::begin_turn(&env, &keys, system, &record.joins)?;
            draft.replay(&store::read_draft(&record.game, record.seq))?;
            (draft.game, draft.start, Phase::Playing)
        }
        Status::Waiting { .. } | Status::Over => {
            let mut game = desk::public_game(&env, system)?;
            // The player sees its own committed orders (a secret purchase
            // before the reveal); nothing is played from this view.
            for (_, _, orders) in env.own_pending_orders(&keys) {
                for order in orders {
                    let _ = game.act(order.seat, &order.action);
                }
            }
            let start = TurnStart {
                player: record.player,
                seats: desk::seats_of(&env, record.player),
                base: game.log_len(),
                reveal: Vec::new(),
            };
            (game, start, Phase::Watching)
        }
        Status::Lobby { .. } | Status::Joined { .. } => return Err("The game has not started yet.".into()),
    };
    let mail = MailTurn { game: record.game.clone(), seq: record.seq, start, phase };
    Ok(Session::for_mail(game, record.title, mail))
}

/// Keeps the unfinished turn's actions, so a reload resumes it.
pub fn save_draft(mail: &MailTurn, game: &dyn AnyGame) -> Result<(), crate::storage::StorageError> {
    store::write_draft(&mail.game, mail.seq, game.actions_from(mail.start.base))
}

/// Ends the turn played in `game`: the next file, signed, stored as this
/// player's latest, ready to save and send. With `commit == false` nothing
/// is stored (to show who the file will be for).
///
/// # Errors
/// The protocol refuses the turn, or storage refused (nothing changed then).
pub fn end_turn(mail: &MailTurn, game: &dyn AnyGame, note: String, commit: bool) -> Result<SentFile, String> {
    let record = store::read(&mail.game).ok_or("This game is not on this device.")?;
    let mut env = record.envelope()?;
    let keys = keys()?;
    let ending = Ending { keys: &keys, joins: &record.joins, note, stamp: stamp() };
    desk::end_turn(&mut env, game, &mail.start, ending, &mut identity::rng()).map_err(|e| e.to_string())?;
    let public = desk::public_game(&env, system(&record.system)?)?;
    let next = desk::next_player(&env, public.as_ref());
    let recipient = desk::recipient(&env, next);
    if commit {
        let status = store::play_status(&env, record.player, public.as_ref());
        store::write(&MailRecord::new(&env, record.player, status)).map_err(|e| e.key().to_owned())?;
        store::clear_draft(&mail.game);
    }
    Ok(SentFile { name: env.file_name(&recipient), text: env.to_text(), summary: env.summary(), recipient })
}

/// The latest file of a game and its name, to save again.
///
/// # Errors
/// Not on this device.
pub fn latest_file(game: &str) -> Result<(String, String), String> {
    let record = store::read(game).ok_or("This game is not on this device.")?;
    let env = record.envelope()?;
    let recipient = match &record.status {
        Status::Waiting { player } => player.clone(),
        _ => "everyone".into(),
    };
    Ok((env.file_name(&recipient), record.file))
}

/// Drops the unfinished turn and begins it again from the file (the same
/// dice: a turn's seed depends only on the file and the player's key).
///
/// # Errors
/// As [`session`].
pub fn restart(game: &str) -> Result<Session, String> {
    store::clear_draft(game);
    session(game)
}

/// The player whose file is awaited, from the record.
pub fn waiting_for(game: &str) -> Option<String> {
    match store::read(game).map(|r| r.status) {
        Some(Status::Waiting { player }) => Some(player),
        _ => None,
    }
}
