//! One player's desk: a game by e-mail as this player plays it. Whose file
//! is due, the turn being played, and how that turn becomes the next entry.
//!
//! It knows no rules: it sees the game through [`AnyGame`], so every system
//! plays by e-mail the same way, and the app, the CLI and the tests share it.
//!
//! A turn is everything a player does between receiving a file and sending
//! the next one: first the reveal of its committed orders whose round is
//! complete, then its seats' actions until none of them is to act. Actions
//! the rules still hide from the other seats when the turn ends (a secret
//! purchase before every power has bought) are not written in the clear:
//! they are committed, sealed to their owner, and revealed in a later turn
//! once every seat of the round has committed.

use crate::build::{BuildError, NewCommit, Stamp, Turn};
use crate::entry::DiceMode;
use crate::envelope::{EntryKind, Envelope};
use crate::identity::SeatKeys;
use engine::any::{AnyGame, Step, System};
use engine::rules::Refusal;
use engine::save::LoggedAction;
use engine::seat::SeatId;
use engine::text::Text;
use rand_core::CryptoRng;

/// The seats player `player` holds.
#[must_use]
pub fn seats_of(env: &Envelope, player: u8) -> Vec<SeatId> {
    (0..env.state.setup.seats.len())
        .filter_map(|i| u8::try_from(i).ok())
        .filter(|&s| env.state.holder(s) == Some(player))
        .map(SeatId)
        .collect()
}

/// The game as the file says it stands: the log replayed under the rules
/// with the file's dice (nobody's secrets applied).
///
/// # Errors
/// The game has not started, or the rules refuse the file (the player's
/// message).
pub fn public_game(env: &Envelope, system: &dyn System) -> Result<Box<dyn AnyGame>, Text> {
    if !env.started() {
        return Err(Text::key("pbem.build.not_started"));
    }
    let mut game = system.load(&env.render()).map_err(|e| e.text())?;
    // Answered dice: the waiting actions up to the first that throws dice
    // come out the same whatever the answer, so everyone may see them.
    for action in env.awaiting().0 {
        match game.act_unless_dice(action.seat, &action.action) {
            Ok(Step::Taken(_)) => {}
            Ok(Step::WaitsForDice { .. }) | Err(_) => break,
        }
    }
    Ok(game)
}

/// The actions of `env` that wait for the next file's dice, the first of
/// them that throws dice, and who sent them ([`DiceMode::Answered`]).
#[derive(Clone, Debug, PartialEq)]
pub struct DiceAwaited {
    /// The player who sent them.
    pub player: u8,
    /// The first action that throws dice (what the answer decides).
    pub action: LoggedAction,
}

/// What the next file's dice decide, if anything: the first waiting action
/// of `env` that throws dice. `public` is [`public_game`] of the same file,
/// which stops right before it.
#[must_use]
pub fn dice_awaited(env: &Envelope, public: &dyn AnyGame) -> Option<DiceAwaited> {
    let (waiting, player) = env.awaiting();
    let settled = env.state.settled_len();
    let action = waiting.get(public.log_len().checked_sub(settled)?)?.clone();
    Some(DiceAwaited { player: player?, action })
}

/// Sealed orders whose reveal is due: every seat of their round has
/// committed, so the holder's next file must reveal them (the protocol
/// refuses any other). While one is due, the game waits for that player,
/// and this is the evidence everyone can see: who, which seat, and the
/// entry where the orders were sealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RevealDue {
    /// The player who must reveal.
    pub player: u8,
    /// The seat whose orders are sealed.
    pub seat: u8,
    /// The round of orders.
    pub round: u32,
    /// The entry that sealed them.
    pub committed_in: u64,
    /// The entry that brought the round's last commitment.
    pub complete_since: u64,
}

/// Every reveal that is due (see [`RevealDue`]), in seat order.
#[must_use]
pub fn reveals_due(env: &Envelope) -> Vec<RevealDue> {
    let s = &env.state;
    s.open
        .iter()
        .filter_map(|(&seat, &round)| {
            let complete_since = *s.complete.get(&round)?;
            let committed_in = s.commits.get(&(round, seat))?.1;
            Some(RevealDue { player: s.holder(seat)?, seat, round, committed_in, complete_since })
        })
        .collect()
}

/// Seats whose orders are committed and not revealed (in any round).
fn committed_seats(env: &Envelope) -> Vec<SeatId> {
    env.state.commits.iter().filter(|(_, (_, _, revealed))| !*revealed).map(|((_, seat), _)| SeatId(*seat)).collect()
}

/// The player who must write the next file, or `None` once the game is
/// over. `public` is [`public_game`] of the same file.
///
/// Due reveals come first; then the holders of the seats to act that have
/// not committed their orders yet. The sender of the last file comes last:
/// the protocol refuses two files in a row from one player.
#[must_use]
pub fn next_player(env: &Envelope, public: &dyn AnyGame) -> Option<u8> {
    let players = u8::try_from(env.state.cards.len()).ok()?;
    let last = env.head().payload.from;
    if !env.started() {
        return Some(0);
    }
    let committed = committed_seats(env);
    let mut candidates: Vec<u8> = reveals_due(env).into_iter().map(|due| due.player).collect();
    if candidates.is_empty() {
        candidates = public
            .to_act()
            .into_iter()
            .filter(|s| !committed.contains(s))
            .filter_map(|s| env.state.holder(s.0))
            .collect();
    }
    if candidates.is_empty() {
        // Answered dice: actions wait for a throw, so the game goes on even
        // where the settled part of it has nobody to act; any other player's
        // file throws them.
        return env.state.awaiting.map(|a| (a.player + 1) % players.max(1));
    }
    // Only the last sender has something to do: someone else passes the
    // file on with an empty turn first.
    Some(candidates.iter().copied().find(|&p| p != last).unwrap_or((last + 1) % players.max(1)))
}

/// Where a player's turn began: who, which seats, and what the file had
/// the turn start with (kept beside the game while the turn is played).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TurnStart {
    /// The player.
    pub player: u8,
    /// The player's seats.
    pub seats: Vec<SeatId>,
    /// Log length before this player's own actions (after the reveals).
    pub base: usize,
    /// The commitments revealed at the start of the turn.
    pub reveal: Vec<(u32, u8)>,
    /// The game throws a file's dice with the next file's link
    /// ([`DiceMode::Answered`]): no die may fall on this device.
    #[serde(default)]
    pub answered: bool,
    /// Answered dice: waiting actions of the last file that this turn's
    /// file throws (applied at the start of the turn).
    #[serde(default)]
    pub answers: usize,
    /// Answered dice: what ended the turn because it throws dice; the
    /// turn's file carries it, and the next file's link throws them.
    #[serde(default)]
    pub waiting: Option<DiceWait>,
}

/// What ended a turn with answered dice.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiceWait {
    /// Revealed orders throw dice (the rest of them wait with them).
    Reveal,
    /// This player's action throws dice.
    Action {
        /// The action.
        action: LoggedAction,
        /// What it is, for people.
        label: Text,
    },
}

/// Takes `seat`'s action in a turn by e-mail. With answered dice an action
/// that throws dice is not taken here: it becomes the turn's last action,
/// thrown by the next file.
///
/// # Errors
/// The rules refuse it, or the turn already waits for dice.
pub fn play(
    game: &mut dyn AnyGame,
    start: &mut TurnStart,
    seat: SeatId,
    action: &serde_json::Value,
) -> Result<(), Refusal> {
    if start.waiting.is_some() {
        return Err(Refusal::new("waits-for-dice", Text::key("pbem.desk.waits_for_dice")));
    }
    if !start.answered {
        return game.act(seat, action).map(|_| ());
    }
    if let Step::WaitsForDice { action, label } = game.act_unless_dice(seat, action)? {
        start.waiting = Some(DiceWait::Action { action, label });
    }
    Ok(())
}

/// The computer's next action for `seat` in a turn by e-mail, as [`play`]
/// takes a person's; `false` if it found none.
pub fn computer_play(game: &mut dyn AnyGame, start: &mut TurnStart, seat: SeatId) -> bool {
    if start.waiting.is_some() {
        return false;
    }
    if !start.answered {
        return game.computer_step(seat);
    }
    match game.computer_step_unless_dice(seat) {
        Some(Step::WaitsForDice { action, label }) => {
            start.waiting = Some(DiceWait::Action { action, label });
            true
        }
        Some(Step::Taken(_)) => true,
        None => false,
    }
}

/// Takes back `seat`'s last action of the turn: the one waiting for dice
/// first, if any.
///
/// # Errors
/// The rules' undo refuses.
pub fn take_back(game: &mut dyn AnyGame, start: &mut TurnStart, seat: SeatId) -> Result<(), Refusal> {
    if let Some(DiceWait::Action { action, .. }) = &start.waiting
        && action.seat == seat
    {
        start.waiting = None;
        return Ok(());
    }
    game.undo(seat)
}

impl TurnStart {
    /// This player's seats that are to act now in `game` (none once the
    /// turn waits for dice).
    #[must_use]
    pub fn seats_to_act(&self, game: &dyn AnyGame) -> Vec<SeatId> {
        if self.waiting.is_some() {
            return Vec::new();
        }
        game.to_act().into_iter().filter(|s| self.seats.contains(s)).collect()
    }

    /// The turn's actions in `game` as its file will list them: those
    /// taken, then the one waiting for dice.
    #[must_use]
    pub fn actions(&self, game: &dyn AnyGame) -> Vec<LoggedAction> {
        let mut actions = game.actions_from(self.base);
        if let Some(DiceWait::Action { action, .. }) = &self.waiting {
            actions.push(action.clone());
        }
        actions
    }
}

/// A turn being played: the game with this player's dice and reveals, and
/// where this player's own actions begin.
pub struct TurnDraft {
    /// The game, with this turn's actions so far.
    pub game: Box<dyn AnyGame>,
    /// Where the turn began.
    pub start: TurnStart,
}

impl TurnDraft {
    /// This player's seats that are to act now.
    #[must_use]
    pub fn seats_to_act(&self) -> Vec<SeatId> {
        self.start.seats_to_act(self.game.as_ref())
    }

    /// Whether the turn is over: none of this player's seats is to act.
    #[must_use]
    pub fn done(&self) -> bool {
        self.seats_to_act().is_empty()
    }

    /// The actions taken this turn, after the reveals (and the one
    /// waiting for dice).
    #[must_use]
    pub fn actions(&self) -> Vec<LoggedAction> {
        self.start.actions(self.game.as_ref())
    }

    /// Takes an action ([`play`]).
    ///
    /// # Errors
    /// The rules refuse it, or the turn waits for dice.
    pub fn act(&mut self, seat: SeatId, action: &serde_json::Value) -> Result<(), Refusal> {
        play(self.game.as_mut(), &mut self.start, seat, action)
    }

    /// Replays actions saved from an unfinished turn (same dice: the seed
    /// of a turn depends only on the file and this player's keys).
    ///
    /// # Errors
    /// An action the rules refuse (the player's message).
    pub fn replay(&mut self, actions: &[LoggedAction]) -> Result<(), Text> {
        for a in actions {
            self.act(a.seat, &a.action).map_err(|r| Text::key("pbem.desk.draft_refused").plain("rule", r.rule))?;
        }
        Ok(())
    }
}

/// Starts this player's turn on `env`: before the start, the creator's
/// first turn (all joins in `joins`); after it, the game from the file,
/// re-seeded with this player's next dice link, with its due reveals
/// applied.
///
/// # Errors
/// Not a player, not started and not the creator, or the file does not
/// replay (the player's message).
pub fn begin_turn(env: &Envelope, keys: &SeatKeys, system: &dyn System, joins: &[String]) -> Result<TurnDraft, Text> {
    let player = env.player_of(keys).ok_or_else(|| BuildError::NotAPlayer.text())?;
    let seats = seats_of(env, player);
    if !env.started() {
        let seed = env.start_seed(keys, joins).map_err(|e| e.text())?;
        let setup = &env.state.setup;
        let game = system.new_game(&setup.scenario.id, setup.seats.clone(), &seed).map_err(|r| r.text)?;
        let answered = setup.dice_mode == DiceMode::Answered;
        let start = TurnStart { player, seats, base: 0, reveal: Vec::new(), answered, answers: 0, waiting: None };
        return Ok(TurnDraft { game, start });
    }
    let answered = env.state.setup.dice_mode == DiceMode::Answered;
    let mut game = system.load(&env.render()).map_err(|e| e.text())?;
    let (_, seed) = env.next_seed(keys).map_err(|e| e.text())?;
    game.reseed_next(seed);
    // Answered dice: this player's link throws the last file's waiting
    // actions; nothing of its own turn is thrown here.
    let (awaiting, sender) = env.awaiting();
    for (i, action) in awaiting.iter().enumerate() {
        game.act(action.seat, &action.action).map_err(|r| {
            Text::key("pbem.desk.answer_refused")
                .plain("seq", env.head().payload.seq)
                .plain("player", sender.map(|p| player_label(env, p)).unwrap_or_default())
                .plain("index", env.state.settled_len() + i + 1)
                .plain("rule", r.rule)
        })?;
    }
    let mut start =
        TurnStart { player, seats, base: 0, reveal: Vec::new(), answered, answers: awaiting.len(), waiting: None };
    let due: Vec<(u32, u8)> = reveals_due(env).into_iter().map(|d| (d.round, d.seat)).collect();
    for (round, seat, orders) in env.own_pending_orders(keys) {
        if !due.contains(&(round, seat)) {
            continue;
        }
        start.reveal.push((round, seat));
        for order in orders {
            if start.waiting.is_some() {
                break;
            }
            match game.act_unless_dice(order.seat, &order.action) {
                Ok(Step::WaitsForDice { .. }) if answered => start.waiting = Some(DiceWait::Reveal),
                Ok(Step::WaitsForDice { .. }) => {
                    game.act(order.seat, &order.action).map_err(|r| stale(seat, &r))?;
                }
                Ok(Step::Taken(_)) => {}
                Err(r) => return Err(stale(seat, &r)),
            }
        }
    }
    start.base = game.log_len();
    Ok(TurnDraft { game, start })
}

fn stale(seat: u8, refusal: &Refusal) -> Text {
    Text::key("pbem.desk.orders_stale").plain("seat", seat).plain("rule", &refusal.rule)
}

/// The entry a finished turn adds: the reveals, the public actions and a
/// checkpoint after them, and, per seat, the actions still hidden from the
/// others as committed orders.
fn turn_of(env: &Envelope, game: &dyn AnyGame, start: &TurnStart, note: String) -> Turn {
    let end = game.log_len();
    let split = (start.base..end).find(|&i| game.hidden_from_others(i)).unwrap_or(end);
    let mut actions = game.actions_from(start.base);
    let mut secret = actions.split_off(split - start.base);
    // The action waiting for dice goes last, with the secret orders if
    // there are any (it was chosen after them).
    if let Some(DiceWait::Action { action: waiting, .. }) = &start.waiting {
        if secret.is_empty() { actions.push(waiting.clone()) } else { secret.push(waiting.clone()) }
    }
    // Only the holder of computer seats says which computer played them
    // (the chain refuses anyone else's word on it).
    let plays_computer =
        start.seats.iter().any(|s| env.state.setup.seats.get(s.index()).is_some_and(|c| c.controller.is_computer()));
    let computer = if plays_computer { game.computer_version() } else { 0 };
    let mut turn = Turn { reveal: start.reveal.clone(), actions, note, computer, ..Turn::default() };
    if split > env.state.log.len() || (!env.started() && split == 0) {
        turn.checkpoints.extend(game.checkpoint_after(split));
    }
    if secret.is_empty() {
        return turn;
    }
    let mine: Vec<u8> = secret.iter().map(|a| a.seat.0).collect();
    // A round still collecting commitments that these seats belong to, or
    // a new round named after the log position where it began (unique: each
    // round's reveals lengthen the log).
    let open = env.state.rounds.iter().find(|(round, seats)| {
        mine.iter().all(|s| seats.contains(s)) && !seats.iter().all(|s| env.state.commits.contains_key(&(**round, *s)))
    });
    let (round, seats) = match open {
        Some((round, seats)) => (*round, seats.clone()),
        None => {
            let mut seats: Vec<u8> = mine.iter().copied().chain(game.to_act().iter().map(|s| s.0)).collect();
            seats.sort_unstable();
            seats.dedup();
            (u32::try_from(split).unwrap_or(u32::MAX), seats)
        }
    };
    let mut seen = mine.clone();
    seen.sort_unstable();
    seen.dedup();
    for seat in seen {
        let orders: Vec<LoggedAction> = secret.iter().filter(|a| a.seat.0 == seat).cloned().collect();
        turn.commits.push(NewCommit { seat, round, seats: seats.clone(), orders });
    }
    turn
}

/// What ending a turn needs besides the game: the keys, the joins (for the
/// creator's first turn), a note for the e-mail and the time.
pub struct Ending<'a> {
    /// The player's keys.
    pub keys: &'a SeatKeys,
    /// The join files (creator's first turn only).
    pub joins: &'a [String],
    /// A note for the others.
    pub note: String,
    /// App version and time.
    pub stamp: Stamp,
    /// Other players' keys replaced, every consent gathered.
    pub rekeys: Vec<crate::entry::Rekey>,
}

/// Ends the turn played in `game` from `start`: appends it to `env` (the
/// start entry for the creator's first turn), signed with the keys.
///
/// # Errors
/// The protocol refuses the turn.
pub fn end_turn(
    env: &mut Envelope,
    game: &dyn AnyGame,
    start: &TurnStart,
    ending: Ending<'_>,
    rng: &mut impl CryptoRng,
) -> Result<(), BuildError> {
    let Ending { keys, joins, note, stamp, rekeys } = ending;
    let stamp = &stamp;
    let turn = Turn { rekeys, ..turn_of(env, game, start, note) };
    if env.head().payload.kind == EntryKind::Create {
        env.start(keys, joins, turn, stamp, rng)
    } else {
        env.append_turn(keys, turn, stamp, rng)
    }
}

/// A player's name: its key's name once joined, else its seats' names.
#[must_use]
pub fn player_label(env: &Envelope, player: u8) -> String {
    if let Some(card) = env.state.card(player) {
        return card.name.clone();
    }
    // Seats named alike are one player's (the app gives them to one friend).
    let mut names: Vec<String> = Vec::new();
    for seat in seats_of(env, player).iter().filter_map(|s| env.state.setup.seats.get(s.index())) {
        if !names.contains(&seat.name) {
            names.push(seat.name.clone());
        }
    }
    if names.is_empty() { format!("player {player}") } else { names.join(", ") }
}

/// The recipient of a file for every player (the game is over).
pub const EVERYONE: &str = "everyone";

/// Whose name a file is for: the next player, or everyone once it is over.
#[must_use]
pub fn recipient(env: &Envelope, next: Option<u8>) -> String {
    next.map_or_else(|| EVERYONE.into(), |p| player_label(env, p))
}
