//! `sandtable mail-sim`: computer players play a game by e-mail, file by
//! file, exactly as the app's players would (same desk, same protocol), to
//! measure how large the file grows and how long it takes to verify. Some
//! seats may be computer seats: the creator's app plays them, as in the app.

use engine::any::{NextAtTable, System, next_among};
use engine::save::ScenarioRef;
use engine::seat::{Controller, SeatConfig, SeatId};
use engine::text::{Catalog, Text};
use pbem::desk::{self, TurnDraft};
use pbem::{DiceMode, Envelope, NewGame, SeatKeys, Stamp};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

/// Most computer actions in one turn before the seat is called stuck.
const ACTIONS_PER_TURN_CAP: usize = 5_000;

/// A game by e-mail in progress among computer players.
pub struct MailTable {
    /// Each player's keys.
    pub keys: Vec<SeatKeys>,
    /// The latest file.
    pub envelope: Envelope,
    /// Every file sent, in order (invitations and joins excluded).
    pub files: usize,
    /// The game as it was created, before anyone joined (the creator's lobby).
    pub lobby: Envelope,
    /// The join files the other players sent.
    pub joins: Vec<String>,
    rng: ChaCha20Rng,
    clock: u64,
    /// The language of its errors.
    catalog: Catalog,
}

fn stamp(clock: u64) -> Stamp {
    Stamp {
        app_version: env!("CARGO_PKG_VERSION").into(),
        saved: format!("2026-11-22T{:02}:{:02}:{:02}Z", clock / 3600 % 24, clock / 60 % 60, clock % 60),
    }
}

impl MailTable {
    /// Creates, invites, joins and sets up a game: seats in role order,
    /// the last `computer` of them computer seats held by the creator, each
    /// other seat `i` held by player `i % players`; dice as `dice_mode`.
    ///
    /// # Errors
    /// Unknown scenario, or the protocol refuses a step (in the language of
    /// `catalog`).
    pub fn new(
        system: &dyn System,
        scenario: &str,
        (players, computer): (usize, usize),
        (dice_mode, rekeying): (DiceMode, pbem::Rekeying),
        seed: u64,
        catalog: Catalog,
    ) -> Result<Self, String> {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let info = system.scenarios().into_iter().find(|s| s.id == scenario).ok_or("unknown scenario")?;
        let keys: Vec<SeatKeys> =
            (0..players.max(1)).map(|p| SeatKeys::generate(&format!("Player {}", p + 1), &mut rng)).collect();
        let roles = system.info().roles;
        let count = roles.len().min(usize::from(info.max_seats));
        let people = count.saturating_sub(computer);
        // Each player but the creator joins for a seat of its own, so there
        // are at most as many players as seats for people (the creator alone
        // when every seat is the computer's).
        if computer > count {
            return Err(format!("--computer {computer}: {scenario} has {count} seats"));
        }
        if players == 0 || players > people.max(1) {
            return Err(format!(
                "--players {players}: {scenario} has {count} seats, {people} of them for people with --computer {computer}; \
                 each player holds at least one, so there may be 1 to {} players",
                people.max(1)
            ));
        }
        let seats: Vec<SeatConfig> = roles
            .iter()
            .take(count)
            .enumerate()
            .map(|(i, r)| SeatConfig {
                name: r.id.into(),
                role: r.id.into(),
                colour: r.colour.into(),
                controller: if i < people { Controller::Human } else { Controller::Computer },
            })
            .collect();
        // Computer seats are the creator's: its app plays them.
        let holders =
            (0..count).map(|i| if i < people { u8::try_from(i % keys.len()).unwrap_or(0) } else { 0 }).collect();
        let spec = NewGame {
            system: system.info().id.into(),
            scenario: ScenarioRef { id: scenario.into(), hash: info.hash.to_owned() },
            rules_version: system.rules_version(),
            seats,
            holders,
            title: format!("{} by mail", system.info().id),
            dice_mode,
            rekeying,
            computer: system.computer_version(),
        };
        let envelope = Envelope::create(&keys[0], spec, &stamp(0), &mut rng).map_err(|e| catalog.render(&e.text()))?;
        let lobby = envelope.clone();
        let mut table = Self { keys, envelope, files: 0, lobby, joins: Vec::new(), rng, clock: 1, catalog };
        table.joins = table.write_joins()?;
        let joins = table.joins.clone();
        table.play_turn(0, &joins)?;
        Ok(table)
    }

    /// A message in the table's language.
    fn say(&self, text: &Text) -> String {
        self.catalog.render(text)
    }

    fn write_joins(&self) -> Result<Vec<String>, String> {
        (1..self.keys.len())
            .map(|p| {
                let to = u8::try_from(p).map_err(|_| "too many players")?;
                let invitation = self.envelope.invitation(&self.keys[0], to).map_err(|e| self.say(&e.text()))?;
                let verified = pbem::verify(&invitation, None, None);
                let opened = verified.envelope.ok_or_else(|| verified.report.render(&self.catalog))?;
                opened.join(&self.keys[p]).map_err(|e| self.say(&e.text()))
            })
            .collect()
    }

    /// Player `player` plays its turn with the computer's choices and sends
    /// the file.
    fn play_turn(&mut self, player: u8, joins: &[String]) -> Result<(), String> {
        let system = systems::find(&self.envelope.state.setup.system).ok_or("unknown system")?;
        let keys = &self.keys[usize::from(player)];
        let mut draft: TurnDraft = desk::begin_turn(&self.envelope, keys, system, joins).map_err(|t| self.say(&t))?;
        for _ in 0..ACTIONS_PER_TURN_CAP {
            let Some(seat) = next_here(&draft) else { break };
            if !desk::computer_play(draft.game.as_mut(), &mut draft.start, seat) {
                return Err(format!("seat {} found no action", seat.0));
            }
        }
        self.clock += 1;
        let ending = desk::Ending { keys, joins, note: String::new(), stamp: stamp(self.clock), rekeys: Vec::new() };
        desk::end_turn(&mut self.envelope, draft.game.as_ref(), &draft.start, ending, &mut self.rng)
            .map_err(|e| self.catalog.render(&e.text()))?;
        self.files += 1;
        Ok(())
    }

    /// Plays files until the game reaches turn `last_turn`, ends, or
    /// `max_files` more files were sent: returns the game turn reached.
    ///
    /// # Errors
    /// A refused step or a stuck seat.
    pub fn play_until(&mut self, last_turn: u32, max_files: usize) -> Result<u32, String> {
        let system = systems::find(&self.envelope.state.setup.system).ok_or("unknown system")?;
        for _ in 0..max_files {
            let public = desk::public_game(&self.envelope, system).map_err(|t| self.say(&t))?;
            if public.turn() > last_turn {
                return Ok(public.turn());
            }
            let Some(next) = desk::next_player(&self.envelope, public.as_ref()) else {
                return Ok(public.turn());
            };
            self.play_turn(next, &[])?;
        }
        Ok(desk::public_game(&self.envelope, system).map_err(|t| self.say(&t))?.turn())
    }
}

/// The seat the player's app plays next in its turn, in the app's order:
/// its computer seats whenever one of them is to act, then its people in
/// seat order (`engine::any::next_among`, as the page's seating does). The
/// order matters: the computer seats' sealed orders are checked by
/// replaying them in it.
fn next_here(draft: &TurnDraft) -> Option<SeatId> {
    // A turn that waits for the next file's dice is over here.
    if draft.start.waiting.is_some() {
        return None;
    }
    match next_among(draft.game.as_ref(), |s| draft.start.seats.contains(&s)) {
        NextAtTable::Computer(seat) | NextAtTable::Human(seat) => Some(seat),
        NextAtTable::Elsewhere | NextAtTable::Over => None,
    }
}
