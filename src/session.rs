//! A game being played in this browser: the engine game plus who sits at the
//! screen, how it is played and where it is saved.

use crate::i18n::I18n;
use crate::mail::{MailTurn, Phase};
use crate::storage::{self, SlotInfo};
use engine::any::{AnyGame, NextAtTable, next_among, next_at_table};
use engine::save::{LoadError, Metadata, SaveFile};
use engine::seat::{Controller, SeatId};

/// How the seats meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Everyone at this screen, taking turns.
    HotSeat,
    /// Seats at other screens, the game travelling as signed files.
    ByEmail,
}

impl Mode {
    /// The `metadata.mode` value.
    pub const fn id(self) -> &'static str {
        match self {
            Self::HotSeat => "hot_seat",
            Self::ByEmail => "pbem",
        }
    }
}

/// The game on screen.
pub struct Session {
    /// Storage id of its autosave.
    pub id: String,
    /// The game.
    pub game: Box<dyn AnyGame>,
    /// Hot-seat or by e-mail.
    pub mode: Mode,
    /// Its title.
    pub title: String,
    /// When it began.
    pub created: String,
    /// The seat whose player has confirmed the hand-over and sits here now.
    pub at_screen: Option<SeatId>,
    /// By e-mail: this player's seats and turn.
    pub mail: Option<MailTurn>,
}

/// Now, as ISO 8601 from the browser's clock.
pub fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default()
}

/// A fresh storage id.
pub fn new_id() -> String {
    let now = js_sys::Date::now();
    let salt = (js_sys::Math::random() * 1e9).floor();
    format!("{now:.0}-{salt:.0}")
}

impl Session {
    /// A session for a new game.
    pub fn new(game: Box<dyn AnyGame>, mode: Mode, title: String) -> Self {
        let mut session = Self { id: new_id(), game, mode, title, created: now_iso(), at_screen: None, mail: None };
        session.seat_sole_human();
        session
    }

    /// A session for a game by e-mail: only this player's seats are played
    /// here, and its turn is kept with the game's record, not as a slot.
    pub fn for_mail(game: Box<dyn AnyGame>, title: String, mail: MailTurn) -> Self {
        let mut session = Self {
            id: mail.game.clone(),
            game,
            mode: Mode::ByEmail,
            title,
            created: now_iso(),
            at_screen: None,
            mail: Some(mail),
        };
        session.seat_sole_human();
        session
    }

    /// A session for a game opened from a file or a slot; it is stored under
    /// a new id unless `id` is given (continuing a slot).
    ///
    /// # Errors
    /// Every way the file can be unreadable.
    pub fn open(text: &str, id: Option<String>) -> Result<Self, LoadError> {
        let file = engine::save::parse(text)?;
        let game = systems::open(text)?;
        let mut session = Self {
            id: id.unwrap_or_else(new_id),
            game,
            // An ordinary save is played at one screen, whatever mode it
            // records (an unsigned file of an older version marked "pbem"
            // included): only a signed game by e-mail is played by e-mail.
            mode: Mode::HotSeat,
            title: file.metadata.title.clone(),
            created: file.metadata.created,
            at_screen: None,
            mail: None,
        };
        session.seat_sole_human();
        Ok(session)
    }

    /// With one person at the table there is nobody to hide things from.
    fn seat_sole_human(&mut self) {
        let humans: Vec<SeatId> = self.human_seats();
        if let [only] = humans.as_slice() {
            self.at_screen = Some(*only);
        }
    }

    fn human_seats(&self) -> Vec<SeatId> {
        let seats = &self.game.setup().seats;
        (0..seats.len())
            .filter(|&i| seats[i].controller == Controller::Human)
            .filter_map(|i| u8::try_from(i).ok())
            .map(SeatId)
            .filter(|s| self.mail.as_ref().is_none_or(|m| m.start.seats.contains(s)))
            .collect()
    }

    /// Who acts next at this screen.
    pub fn next(&self) -> NextAtTable {
        match &self.mail {
            None => next_at_table(self.game.as_ref()),
            Some(m) if m.phase == Phase::Playing => next_among(self.game.as_ref(), |s| m.start.seats.contains(&s)),
            Some(_) if self.game.to_act().is_empty() => NextAtTable::Over,
            Some(_) => NextAtTable::Elsewhere,
        }
    }

    /// The seat that must be handed the screen before play goes on.
    pub fn handover_to(&self) -> Option<SeatId> {
        match self.next() {
            NextAtTable::Human(seat) if self.at_screen != Some(seat) => Some(seat),
            _ => None,
        }
    }

    /// Whose eyes the screen shows: the seated player, or nobody's secrets
    /// while the screen is being handed over.
    pub fn viewer(&self) -> Option<SeatId> {
        if self.handover_to().is_some() { None } else { self.at_screen }
    }

    /// The seat that may act from this screen now.
    pub fn acting_seat(&self) -> Option<SeatId> {
        match self.next() {
            NextAtTable::Human(seat) if self.at_screen == Some(seat) => Some(seat),
            _ => None,
        }
    }

    /// The player confirmed they hold the screen.
    pub fn confirm_handover(&mut self, seat: SeatId) {
        self.at_screen = Some(seat);
    }

    /// A seat's name.
    pub fn seat_name(&self, seat: SeatId) -> String {
        self.game.setup().seats.get(seat.index()).map(|s| s.name.clone()).unwrap_or_default()
    }

    /// The game as a save file.
    pub fn save_file(&self) -> SaveFile {
        let metadata = Metadata {
            title: self.title.clone(),
            mode: self.mode.id().into(),
            created: self.created.clone(),
            saved: now_iso(),
        };
        self.game.save(env!("CARGO_PKG_VERSION"), metadata)
    }

    /// What the Continue screen shows for this game.
    pub fn slot_info(&self, i18n: I18n, id: &str, name: &str) -> SlotInfo {
        let to_play = self.game.to_act().iter().map(|&s| self.seat_name(s)).collect::<Vec<_>>().join(", ");
        SlotInfo {
            id: id.to_owned(),
            name: name.to_owned(),
            title: self.title.clone(),
            system: self.game.setup().system.clone(),
            scenario: self.game.setup().scenario.clone(),
            turn: i18n.render(&self.game.turn_label()),
            to_play,
            saved: now_iso(),
        }
    }

    /// Writes the autosave.
    ///
    /// # Errors
    /// When storage refuses; the previous autosave is then still there.
    pub fn autosave(&self, i18n: I18n) -> Result<(), storage::StorageError> {
        if let Some(mail) = &self.mail {
            return if mail.phase == Phase::Playing {
                crate::mail::save_draft(mail, self.game.as_ref())
            } else {
                Ok(())
            };
        }
        let json = serde_json::to_string(&self.save_file()).unwrap_or_default();
        storage::write(&self.slot_info(i18n, &self.id, ""), &json)
    }

    /// Writes a named copy in a new slot.
    ///
    /// # Errors
    /// When storage refuses.
    pub fn save_as(&self, i18n: I18n, name: &str) -> Result<(), storage::StorageError> {
        let json = serde_json::to_string(&self.save_file()).unwrap_or_default();
        storage::write(&self.slot_info(i18n, &new_id(), name), &json)
    }

    /// The export file name: system, scenario, turn and the seat to play.
    pub fn export_name(&self) -> String {
        let next = self.game.to_act().first().map(|&s| self.seat_name(s)).unwrap_or_else(|| "finished".into());
        let raw = format!(
            "{}_{}_turn-{}_{}-to-play",
            self.game.setup().system,
            self.game.setup().scenario,
            self.game.turn(),
            next
        );
        let clean: String =
            raw.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect();
        format!("{clean}.json")
    }
}
