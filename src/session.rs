//! A game being played in this browser: what its module last showed of it,
//! who sits at the screen, how it is played and where it is saved. The game
//! itself lives in its system's module (`crate::module`); every change is a
//! request to it, and its reply replaces the snapshot here.

use crate::i18n::I18n;
use crate::mail::turn::{MailTurn, Phase};
use crate::module::Module;
use crate::storage::SlotInfo;
use engine::any::NextAtTable;
use engine::board::{Board, Geometry, RegionId};
use engine::chart::Chart;
use engine::game::GameSetup;
use engine::save::{Metadata, Note};
use engine::seat::SeatId;
use host::{Loaded, Seating, Snapshot};
use std::cell::RefCell;

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
    /// System, scenario, seats and seed.
    pub setup: GameSetup,
    /// The map.
    pub board: &'static Board,
    /// The game as its module last showed it.
    pub view: Snapshot,
    /// Hot-seat or by e-mail.
    pub mode: Mode,
    /// Its title.
    pub title: String,
    /// When it began.
    pub created: String,
    /// The seat whose player has confirmed the hand-over and sits here now
    /// (with one person at the table the module seats that person).
    pub at_screen: Option<SeatId>,
    /// The selected region.
    pub region: Option<RegionId>,
    /// By e-mail: this player's seats and turn.
    pub mail: Option<MailTurn>,
    /// The module is working on a request (the computer thinking).
    pub busy: bool,
    /// A replay is on screen: `view` shows a past point of the game.
    pub replay: Option<Replaying>,
    /// Notes on points of the game (kept in its saves).
    pub notes: Vec<Note>,
    /// The game's chart, asked for while a replay shows charts.
    pub chart: Option<Chart>,
}

/// A replay on the game screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Replaying {
    /// The actions of the whole game (the slider's end).
    pub total: usize,
    /// It steps on by itself.
    pub playing: bool,
    /// The charts are shown.
    pub charts: bool,
    /// The note of this point is being written.
    pub noting: bool,
    /// Presentation mode: the map fills the screen, the type is large and
    /// keys step through the game.
    pub presenting: bool,
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

fn mail_seating(mail: &MailTurn) -> (Vec<SeatId>, bool) {
    (mail.start.seats.clone(), mail.phase == Phase::Playing)
}

thread_local! {
    // Lists, not maps: a few entries a visit, and each `HashMap` type cost
    // the page's code a kilobyte or more.
    static BOARDS: RefCell<Vec<((String, String), &'static Board)>> = const { RefCell::new(Vec::new()) };
    static GEOMETRY: RefCell<Vec<(&'static str, Geometry)>> = const { RefCell::new(Vec::new()) };
}

/// The map of a scenario, kept for the rest of the visit: a scenario's map
/// never changes, so each is kept once however often its games are opened,
/// and the map's many event handlers can share it without copies. It is
/// drawn with the scenario's geometry file, fetched before
/// ([`fetch_geometry`]).
fn keep_board(setup: &GameSetup, mut board: Board) -> &'static Board {
    let key = (setup.system.clone(), setup.scenario.clone());
    BOARDS.with_borrow_mut(|boards| {
        if let Some((_, kept)) = boards.iter().find(|(k, _)| *k == key) {
            return *kept;
        }
        if let Some(path) = geometry_path(&setup.system, &setup.scenario) {
            GEOMETRY.with_borrow(|g| g.iter().find(|(p, _)| *p == path).map(|(_, g)| board.apply_geometry(g)));
        }
        let kept: &'static Board = Box::leak(Box::new(board));
        boards.push((key, kept));
        kept
    })
}

fn geometry_path(system: &str, scenario: &str) -> Option<&'static str> {
    systems::meta(system)?.scenarios().into_iter().find(|s| s.id == scenario)?.geometry
}

/// Fetches the drawing of a scenario's map, when it is a file of its own
/// (the rules' modules do not carry it); the service worker keeps it for
/// offline play.
///
/// # Errors
/// The file could not be fetched or read.
pub async fn fetch_geometry(system: &str, scenario: &str) -> Result<(), String> {
    let Some(path) = geometry_path(system, scenario) else { return Ok(()) };
    let have = || GEOMETRY.with_borrow(|g| g.iter().any(|(p, _)| *p == path));
    if have() {
        return Ok(());
    }
    let mut failed = None;
    crate::files::once_at_a_time(path, || async {
        let read = async {
            let text = crate::files::fetch_text(path).await?;
            serde_json::from_str::<Geometry>(&text).map_err(|e| format!("{path}: {e}"))
        };
        match read.await {
            Ok(geometry) => GEOMETRY.with_borrow_mut(|g| g.push((path, geometry))),
            Err(e) => failed = Some(e),
        }
    })
    .await;
    // A caller that waited for another's load finds the map, or not.
    if have() { Ok(()) } else { Err(failed.unwrap_or_else(|| format!("could not fetch {path}"))) }
}

/// The files a game's screen is drawn with besides the page's own: its
/// system's texts (`$` in place of the language) and its map's drawing.
pub(crate) fn drawn_with(system: &str, scenario: &str) -> Vec<String> {
    let texts = crate::i18n::system_texts_path(system, "$");
    std::iter::once(texts).chain(geometry_path(system, scenario).map(str::to_owned)).collect()
}

/// Starts what a resumed game of `system` needs while the menu is read
/// (issue 35): its texts and its map's drawing, then its module (the worker
/// fetches and compiles its rules), so a click on Resume finds them on
/// their way or ready. Each is kept for the visit, so nothing is fetched
/// twice.
pub fn warm(system: &str, scenario: &str) {
    if systems::meta(system).is_none() {
        return;
    }
    let (system, scenario) = (system.to_owned(), scenario.to_owned());
    leptos::task::spawn_local(async move {
        futures::join!(crate::i18n::need_system(&system), async {
            let _ = fetch_geometry(&system, &scenario).await;
        });
        // The module after them: a game resumed from its kept screen is
        // drawn with the texts and the map alone, and on a phone's line
        // they would otherwise share it with the module's larger file.
        let _ = Module::of(&system);
    });
}

impl Session {
    /// A session for a game its module has just started or opened; it is
    /// stored under `id` (a new id unless continuing a slot).
    pub fn loaded(loaded: Loaded, mode: Mode, title: String, created: String, id: Option<String>) -> Self {
        let board = keep_board(&loaded.setup, loaded.board);
        Self {
            id: id.unwrap_or_else(new_id),
            setup: loaded.setup,
            board,
            view: loaded.snapshot,
            mode,
            title,
            created,
            at_screen: None,
            region: None,
            mail: None,
            busy: false,
            replay: None,
            notes: Vec::new(),
            chart: None,
        }
    }

    /// A session for a game by e-mail: only this player's seats are played
    /// here, and its turn is kept with the game's record, not as a slot.
    pub fn for_mail(loaded: Loaded, title: String, mail: MailTurn) -> Self {
        let mut session = Self::loaded(loaded, Mode::ByEmail, title, now_iso(), Some(mail.game.clone()));
        session.mail = Some(mail);
        session
    }

    /// The seating the module shows the game for.
    pub fn seating(&self) -> Seating {
        Seating {
            at_screen: self.at_screen,
            mail: self.mail.as_ref().map(mail_seating),
            region: self.region,
            log_held: self.view.log_id,
        }
    }

    /// Shows `snapshot` in place of the one on screen, whose log lines it
    /// may not carry again ([`Snapshot::join_log`]).
    pub fn take(&mut self, mut snapshot: Snapshot) {
        snapshot.join_log(&mut self.view);
        self.view = snapshot;
    }

    /// Who acts next at this screen.
    pub fn next(&self) -> NextAtTable {
        self.view.next
    }

    /// The seat that must be handed the screen before play goes on.
    pub fn handover_to(&self) -> Option<SeatId> {
        self.view.handover_to
    }

    /// The seat that may act from this screen now.
    pub fn acting_seat(&self) -> Option<SeatId> {
        self.view.acting
    }

    /// A seat's name.
    pub fn seat_name(&self, seat: SeatId) -> String {
        // A seat left unnamed is called by its role, in the language shown.
        let named = |s: &engine::seat::SeatConfig| {
            if s.name.is_empty() { crate::i18n::role_name(&self.setup.system, &s.role) } else { s.name.clone() }
        };
        self.setup.seats.get(seat.index()).map(named).unwrap_or_default()
    }

    /// The seat's role id.
    pub fn role(&self, seat: SeatId) -> Option<String> {
        self.setup.seats.get(seat.index()).map(|c| c.role.clone())
    }

    /// The metadata a save of this game records.
    pub fn metadata(&self) -> Metadata {
        Metadata {
            title: self.title.clone(),
            mode: self.mode.id().into(),
            created: self.created.clone(),
            saved: now_iso(),
            notes: self.notes.clone(),
        }
    }

    /// What the Continue screen shows for this game.
    pub fn slot_info(&self, i18n: I18n, id: &str, name: &str) -> SlotInfo {
        let to_play = self.view.to_act.iter().map(|&s| self.seat_name(s)).collect::<Vec<_>>().join(", ");
        SlotInfo {
            id: id.to_owned(),
            name: name.to_owned(),
            title: self.title.clone(),
            system: self.setup.system.clone(),
            scenario: self.setup.scenario.clone(),
            turn: i18n.render(&self.view.turn_label),
            turn_label: Some(self.view.turn_label.clone()),
            to_play,
            saved: now_iso(),
        }
    }

    /// The export file name: system, scenario, turn and the seat to play.
    pub fn export_name(&self) -> String {
        let next = self.view.to_act.first().map(|&s| self.seat_name(s)).unwrap_or_else(|| "finished".into());
        let raw = format!("{}_{}_turn-{}_{}-to-play", self.setup.system, self.setup.scenario, self.view.turn, next);
        let clean: String =
            raw.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect();
        format!("{clean}.json")
    }
}
