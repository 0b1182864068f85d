//! The steps of play by e-mail that need the rules: a player's turn begun
//! from the latest file, the turn's file, and the check of a received file
//! (the desk of `pbem` does the work; this module runs it where the rules
//! are, off the page's thread).

use crate::message::{MailEnded, Reply, Verification};
use engine::any::{AnyGame, Step, System};
use engine::save::LoggedAction;
use engine::text::Text;
use pbem::desk::{self, DiceWait, Ending, TurnStart};
use pbem::verify::{ReplayInput, Replayed};
use pbem::{BackupError, BuildError, Envelope, History, SeatKeys, Stamp};

/// A game's latest file and this player's key, as the app keeps them.
pub struct Desk<'a> {
    /// The latest file.
    pub file: &'a str,
    /// The player's key (its stored form).
    pub keys: &'a str,
    /// The creator's join files received before the start.
    pub joins: &'a [String],
}

impl Desk<'_> {
    fn envelope(&self) -> Result<Envelope, Text> {
        read(self.file)
    }

    fn keys(&self) -> Result<SeatKeys, Text> {
        SeatKeys::from_local_storage(self.keys).map_err(|e| {
            let detail = match e {
                BackupError::Damaged(detail) => detail,
                other => other.to_string(),
            };
            Text::key("pbem.build.key_damaged").plain("detail", detail)
        })
    }
}

/// A stored file, read again (it was checked when it was received).
fn read(file: &str) -> Result<Envelope, Text> {
    Envelope::read(file).map_err(|f| f.text)
}

/// The player's turn (or a look at the game) from its file: the game to
/// open in the module and where the turn began.
pub(crate) fn turn_game(
    system: &dyn System,
    desk: &Desk<'_>,
    (draft, rekeys): (&[LoggedAction], &[String]),
    watch: bool,
) -> Result<(Box<dyn AnyGame>, TurnStart), Text> {
    let env = desk.envelope()?;
    let keys = desk.keys()?;
    // A lost key replaced: this player's turn is played with the new key in
    // its place (the file it sends carries the replacement).
    let env = match env.player_of(&keys) {
        Some(_) => env,
        None => env.with_own_rekey(&keys, &read_rekeys(&env, rekeys)).map_err(|e| e.text())?,
    };
    if !watch {
        let mut turn = desk::begin_turn(&env, &keys, system, desk.joins)?;
        turn.replay(draft)?;
        return Ok((turn.game, turn.start));
    }
    let player = env.player_of(&keys).ok_or_else(|| BuildError::NotAPlayer.text())?;
    let mut game = desk::public_game(&env, system)?;
    // The player sees its own committed orders (a secret purchase before
    // the reveal); nothing is played from this view.
    for (_, _, orders) in env.own_pending_orders(&keys) {
        for order in orders {
            let _ = game.act(order.seat, &order.action);
        }
    }
    let seats = desk::seats_of(&env, player);
    let mut start = TurnStart {
        player,
        seats,
        base: game.log_len(),
        reveal: Vec::new(),
        answered: false,
        answers: 0,
        waiting: None,
    };
    // Answered dice: what the next file throws, shown while waiting for it.
    if let Some(awaited) = desk::dice_awaited(&env, game.as_ref())
        && let Ok(Step::WaitsForDice { action, label }) =
            game.act_unless_dice(awaited.action.seat, &awaited.action.action)
    {
        start.waiting = Some(DiceWait::Action { action, label });
    }
    Ok((game, start))
}

/// Ends the turn played in `game`: the next file, signed.
pub(crate) fn end_turn(
    system: &dyn System,
    desk: &Desk<'_>,
    game: &dyn AnyGame,
    start: &TurnStart,
    (note, stamp): (String, Stamp),
    rekeys: &[String],
) -> Result<MailEnded, Text> {
    let mut env = desk.envelope()?;
    let keys = desk.keys()?;
    let rekeys = read_rekeys(&env, rekeys);
    let ending = Ending { keys: &keys, joins: desk.joins, note, stamp, rekeys };
    let mut rng = pbem::rand_core::UnwrapErr(getrandom::SysRng);
    desk::end_turn(&mut env, game, start, ending, &mut rng).map_err(|e| e.text())?;
    let public = desk::public_game(&env, system)?;
    Ok(MailEnded { file: env.to_text(), next_player: desk::next_player(&env, public.as_ref()) })
}

/// The replacements the game still accepts: one carried already by another
/// file (its new key in the game) is left out.
fn read_rekeys(env: &Envelope, rekeys: &[String]) -> Vec<pbem::rekey::Rekey> {
    rekeys.iter().filter_map(|r| env.read_rekey(r).ok().map(|(rekey, _)| rekey)).collect()
}

/// Checks a received file: the protocol's checks, then the rules' replay
/// to every checkpoint. `known` is the latest file this player accepted.
pub fn verify(system: &dyn System, text: &str, known: Option<&str>) -> Reply {
    let mine = known.and_then(|k| read(k).ok());
    let known_chain = mine.as_ref().map(Envelope::known);
    let mut public: Option<Box<dyn AnyGame>> = None;
    let mut replay = |input: &ReplayInput<'_>| -> Result<Replayed, Text> {
        if !input.envelope.started() {
            return Ok(Replayed::not_started());
        }
        if input.save.system != system.info().id {
            return Err(Text::key("pbem.replay.other_system").plain("system", &input.save.system));
        }
        let game = system.load(input.save).map_err(|e| e.text())?;
        let line = Text::key("pbem.replay.checked").plain("count", game.log_len());
        let replayed = Replayed::of(input.envelope, game.as_ref(), line);
        public = Some(game);
        Ok(replayed)
    };
    let verified = pbem::verify(text, known_chain.as_ref(), Some(&mut replay));
    // Two continuations signed by the same player prove it equivocated.
    let fork_by = match (&verified.report.history, &verified.envelope, &mine) {
        (Some(History::Fork { .. }), Some(file), Some(mine)) => pbem::compare(mine, file).1,
        _ => None,
    };
    let valid = verified.report.is_valid();
    let next_player = match (&verified.envelope, &public) {
        (Some(env), Some(game)) if valid => desk::next_player(env, game.as_ref()),
        _ => None,
    };
    Reply::Verified(Box::new(Verification {
        report: verified.report,
        replayed: public.is_some() && valid,
        next_player,
        fork_by,
    }))
}
