//! A system's module: one game at a time, answering the app's requests.

use crate::log_sent::LogSent;
use crate::message::{Loaded, MailOpened, ReplayTo, Reply, Request, Snapshot};
use crate::seating::Seating;
use engine::any::{AnyGame, System};
use engine::text::Text;
use pbem::Stamp;
use pbem::desk::{DiceWait, TurnStart};

/// One system's games, answering [`Request`]s.
pub struct Host {
    pub(crate) system: &'static dyn System,
    pub(crate) game: Option<Box<dyn AnyGame>>,
    /// By e-mail: where this player's turn began.
    pub(crate) turn: Option<TurnStart>,
    /// The game as a replay last showed it, so that stepping on replays
    /// only the actions between (checked against the open game's log).
    replay: Option<Box<dyn AnyGame>>,
    /// The log lines the screen was last sent.
    log_sent: LogSent,
}

impl Host {
    /// A module for `system`, with no game open.
    #[must_use]
    pub fn new(system: &'static dyn System) -> Self {
        Self { system, game: None, turn: None, replay: None, log_sent: LogSent::default() }
    }

    /// The system.
    #[must_use]
    pub fn system(&self) -> &'static dyn System {
        self.system
    }

    /// The open game, if any.
    #[must_use]
    pub fn game(&self) -> Option<&dyn AnyGame> {
        self.game.as_deref()
    }

    /// Answers one request. Never panics on input: a bad request gets a
    /// reply that says why, and the game stays as it was. A snapshot's log
    /// carries only the lines the screen lacks ([`LogSent`]).
    pub fn handle(&mut self, request: Request, seating: &Seating) -> Reply {
        match request {
            Request::New { scenario, seats, seed } => match self.system.new_game(&scenario, seats, &seed) {
                Ok(game) => self.open_game(game, None, seating),
                Err(refusal) => Reply::Refused(refusal),
            },
            Request::Open { text } => match engine::save::parse(&text).and_then(|file| self.system.load(&file)) {
                Ok(game) => self.open_game(game, None, seating),
                Err(error) => Reply::LoadFailed(error.text()),
            },
            Request::Act { seat, action } => self.change(seating, |game, turn| match turn {
                Some(turn) => pbem::desk::play(game, turn, seat, &action),
                None => game.act(seat, &action).map(|_| ()),
            }),
            Request::Undo { seat } => {
                self.log_sent.forget();
                self.change(seating, |game, turn| match turn {
                    Some(turn) => pbem::desk::take_back(game, turn, seat),
                    None => game.undo(seat),
                })
            }
            Request::ComputerStep { seat } => self.computer_step(seat, seating),
            Request::Show => self.show(seating),
            Request::Replay { to } => self.replay(to, seating),
            Request::Chart => match &self.game {
                Some(game) => Reply::Chart(Box::new(game.chart(seating.viewer(game.as_ref())))),
                None => no_game(),
            },
            Request::PlayFrom { at, seed } => match (&self.game, &self.turn) {
                (Some(_), Some(_)) => Reply::Failed("a game by e-mail is played on from its files".into()),
                (Some(game), None) => {
                    let mut there = game.rewound(at);
                    there.reseed_next(seed);
                    self.replay = None;
                    self.open_game(there, None, seating)
                }
                (None, _) => no_game(),
            },
            Request::Region { region } => match &self.game {
                Some(game) => Reply::Region(game.region_panel(region, seating.viewer(game.as_ref()))),
                None => no_game(),
            },
            Request::Save { app_version, metadata } => match &self.game {
                Some(game) => {
                    Reply::Saved(serde_json::to_string(&game.save(&app_version, metadata)).unwrap_or_default())
                }
                None => no_game(),
            },
            Request::Autosave { app_version, metadata } => match &self.game {
                Some(game) => Reply::Autosaved {
                    save: serde_json::to_string(&game.save(&app_version, metadata)).unwrap_or_default(),
                    resume: serde_json::to_string(&loaded(game.as_ref(), None, &Seating::default()))
                        .unwrap_or_default(),
                },
                None => no_game(),
            },
            Request::Export { app_version, metadata } => match &self.game {
                Some(game) => match game.export(&app_version, metadata) {
                    Ok(file) => Reply::Saved(serde_json::to_string(&file).unwrap_or_default()),
                    Err(refusal) => Reply::Refused(refusal),
                },
                None => no_game(),
            },
            Request::ExportSaved { text } => export_saved(self.system, text),
            Request::MailOpen { file, keys, joins, draft, watch, rekeys } => {
                let desk = crate::mail::Desk { file: &file, keys: &keys, joins: &joins };
                self.open_turn(&desk, (&draft, &rekeys), watch, seating)
            }
            Request::MailEnd { file, keys, joins, note, stamp, rekeys } => {
                let desk = crate::mail::Desk { file: &file, keys: &keys, joins: &joins };
                self.end_turn(&desk, note, stamp, &rekeys)
            }
            Request::MailVerify { text, known } => crate::mail::verify(self.system, &text, known.as_deref()),
        }
    }

    /// Makes `game` the open game (with the turn it is played from, by
    /// e-mail) and describes it.
    pub(crate) fn open_game(&mut self, game: Box<dyn AnyGame>, turn: Option<TurnStart>, seating: &Seating) -> Reply {
        let mut loaded = loaded_unlogged(game.as_ref(), turn.as_ref(), seating);
        self.log_sent.fill(&mut loaded.snapshot, game.as_ref(), 0);
        self.game = Some(game);
        self.turn = turn;
        Reply::Loaded(Box::new(loaded))
    }

    fn change(
        &mut self,
        seating: &Seating,
        f: impl FnOnce(&mut dyn AnyGame, Option<&mut TurnStart>) -> Result<(), engine::rules::Refusal>,
    ) -> Reply {
        let Some(game) = self.game.as_mut() else { return no_game() };
        match f(game.as_mut(), self.turn.as_mut()) {
            Ok(()) => self.show(seating),
            Err(refusal) => Reply::Refused(refusal),
        }
    }

    fn computer_step(&mut self, seat: engine::seat::SeatId, seating: &Seating) -> Reply {
        let Some(game) = self.game.as_mut() else { return no_game() };
        // Only if that seat is still the computer's to play here (a late
        // request after a reload or an undo must not act twice).
        let waits = self.turn.as_ref().is_some_and(|t| t.waiting.is_some());
        if waits || seating.next(game.as_ref()) != engine::any::NextAtTable::Computer(seat) {
            return self.show(seating);
        }
        let stepped = match self.turn.as_mut() {
            Some(turn) => pbem::desk::computer_play(game.as_mut(), turn, seat),
            None => game.computer_step(seat),
        };
        if stepped {
            self.show(seating)
        } else {
            Reply::Failed(format!("the computer found no action for seat {}", seat.0))
        }
    }

    /// The game as it stood at a point of its log (see [`Request::Replay`]).
    fn replay(&mut self, to: ReplayTo, seating: &Seating) -> Reply {
        let Some(game) = self.game.as_deref() else { return no_game() };
        // The last point shown, if it is still a point of this game's log
        // (by e-mail the dice are re-seeded as files come: with as many
        // re-seedings, the same state there is the same game).
        let cached = self.replay.take().filter(|r| {
            r.setup().reseed.len() == game.setup().reseed.len()
                && game.checkpoint_after(r.log_len()).is_some_and(|c| c.hash == r.hash())
        });
        let (at, turn) = cached.as_ref().map_or((game.log_len(), game.turn()), |r| (r.log_len(), r.turn()));
        let len = match to {
            ReplayTo::Action(len) => len.min(game.log_len()),
            ReplayTo::NextTurn => game.turn_start(turn.saturating_add(1)),
            // Its turn's beginning, or the turn before's when there already.
            ReplayTo::PreviousTurn => match game.turn_start(turn) {
                start if start < at => start,
                _ => game.turn_start(turn.saturating_sub(1)),
            },
        };
        let mut there = match cached {
            Some(mut there) if there.log_len() <= len => {
                for logged in game.actions_from(there.log_len()).into_iter().take(len - there.log_len()) {
                    if there.act(logged.seat, &logged.action).is_err() {
                        break;
                    }
                }
                if there.log_len() == len { there } else { game.rewound(len) }
            }
            _ => game.rewound(len),
        };
        // Nothing is secret once the game is over (see `Game::seen_by`),
        // at any point of its replay either.
        if game.outcome().is_some() {
            there.open_the_book();
        }
        let mut snapshot = replay_snapshot(game, there.as_ref(), seating);
        self.log_sent.fill(&mut snapshot, there.as_ref(), seating.log_held);
        self.replay = Some(there);
        Reply::Game(Box::new(snapshot))
    }

    fn show(&mut self, seating: &Seating) -> Reply {
        match &self.game {
            Some(game) => {
                let mut snapshot = snapshot_unlogged(game.as_ref(), self.turn.as_ref(), seating);
                self.log_sent.fill(&mut snapshot, game.as_ref(), seating.log_held);
                Reply::Game(Box::new(snapshot))
            }
            None => no_game(),
        }
    }
}

/// A stored save, to be exported as it is unless its game has a secret
/// step open ([`engine::any::AnyGame::export`]). A save these rules cannot
/// replay goes as it is: nothing here can tell what in it is secret, and
/// keeping players from their own files would be worse.
fn export_saved(system: &dyn System, text: String) -> Reply {
    let game = engine::save::parse(&text).and_then(|file| system.load(&file));
    match game.map(|game| game.export_blocked()) {
        Ok(Some(refusal)) => Reply::Refused(refusal),
        _ => Reply::Saved(text),
    }
}

impl Host {
    /// Opens the player's turn (or a look at the game) as the module's game.
    fn open_turn(
        &mut self,
        desk: &crate::mail::Desk<'_>,
        draft: (&[engine::save::LoggedAction], &[String]),
        watch: bool,
        seating: &Seating,
    ) -> Reply {
        match crate::mail::turn_game(self.system, desk, draft, watch) {
            Ok((game, start)) => match self.open_game(game, Some(start.clone()), seating) {
                Reply::Loaded(loaded) => Reply::MailOpened(Box::new(MailOpened { loaded: *loaded, start })),
                other => other,
            },
            Err(why) => Reply::MailRefused(why),
        }
    }

    /// Ends the turn played in the module's game: the next file, signed.
    fn end_turn(&self, desk: &crate::mail::Desk<'_>, note: String, stamp: Stamp, rekeys: &[String]) -> Reply {
        let (Some(game), Some(start)) = (self.game.as_deref(), self.turn.as_ref()) else { return no_game() };
        match crate::mail::end_turn(self.system, desk, game, start, (note, stamp), rekeys) {
            Ok(ended) => Reply::MailEnded(Box::new(ended)),
            Err(why) => Reply::MailRefused(why),
        }
    }
}

pub(crate) fn no_game() -> Reply {
    Reply::Failed("no game is open in this module".into())
}

/// What a replay draws of `there`, a point of `game`'s log: what the
/// screen's viewer of the game may see there, with nobody to act (seated as
/// the game is now, and only looking, as by e-mail in another's turn).
fn replay_snapshot(game: &dyn AnyGame, there: &dyn AnyGame, seating: &Seating) -> Snapshot {
    let looking = Seating {
        at_screen: seating.viewer(game),
        mail: Some((Vec::new(), false)),
        region: seating.region,
        log_held: 0,
    };
    snapshot_unlogged(there, None, &looking)
}

/// What the page needs to show `game` as opened: its map, setup and
/// snapshot for `seating`.
fn loaded(game: &dyn AnyGame, turn: Option<&TurnStart>, seating: &Seating) -> Loaded {
    Loaded { board: game.board().clone(), setup: game.setup().clone(), snapshot: snapshot(game, turn, seating) }
}

/// [`loaded`] with no log lines yet ([`LogSent::fill`]).
fn loaded_unlogged(game: &dyn AnyGame, turn: Option<&TurnStart>, seating: &Seating) -> Loaded {
    Loaded {
        board: game.board().clone(),
        setup: game.setup().clone(),
        snapshot: snapshot_unlogged(game, turn, seating),
    }
}

/// What the screen draws of `game` for `seating`, every log line with it.
#[must_use]
pub fn snapshot(game: &dyn AnyGame, turn: Option<&TurnStart>, seating: &Seating) -> Snapshot {
    let mut snapshot = snapshot_unlogged(game, turn, seating);
    snapshot.log = game.log_lines(snapshot.viewer);
    snapshot
}

/// [`snapshot`] with no log lines yet: the module adds those the screen
/// lacks ([`LogSent::fill`]).
fn snapshot_unlogged(game: &dyn AnyGame, turn: Option<&TurnStart>, seating: &Seating) -> Snapshot {
    // A turn waiting for the next file's dice is over on this device.
    let waiting = turn.and_then(|t| t.waiting.as_ref());
    let looking;
    let seating = if waiting.is_some() {
        looking = seating.looking();
        &looking
    } else {
        seating
    };
    let viewer = seating.viewer(game);
    let acting = seating.acting(game);
    Snapshot {
        next: seating.next(game),
        to_act: game.to_act(),
        handover_to: seating.handover_to(game),
        viewer,
        acting,
        choices: acting.map(|seat| game.choices(seat)).unwrap_or_default(),
        undo_blocked: acting.map_or_else(|| Some(Text::key("engine.undo.no_turn")), |seat| game.undo_blocked(seat)),
        turn: game.turn(),
        turn_label: game.turn_label(),
        map: game.map_view(viewer),
        panel: game.panel(viewer),
        region_panel: seating.region.map(|r| game.region_panel(r, viewer)).unwrap_or_default(),
        region_panel_of: seating.region,
        guide: acting.filter(|_| game.outcome().is_none()).and_then(|seat| game.guide(seat)),
        log: Vec::new(),
        log_from: 0,
        log_id: 0,
        log_base: 0,
        log_len: game.log_len(),
        outcome: game.outcome(),
        hash: game.hash(),
        draft: turn.map(|t| t.actions(game)).unwrap_or_default(),
        turn_dice_thrown: turn.is_some_and(|t| game.dice_thrown_since(t.base)),
        dice_wait: waiting.map(|w| match w {
            DiceWait::Action { label, .. } => label.clone(),
            DiceWait::Reveal => Text::key("pbem.desk.dice_wait_reveal"),
        }),
    }
}
