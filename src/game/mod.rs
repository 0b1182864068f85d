//! The game screen: the map, the side panel, the log, hand-overs and the
//! computer's turns.

mod computer;
mod handover;
mod log;
mod panel;
mod send;
mod topbar;

use crate::app::{AppState, Screen};
use crate::i18n::{I18n, use_i18n};
use crate::map::{Palette, SvgMap};
use crate::session::Session;
use engine::any::Choice;
use engine::board::RegionId;
use engine::seat::SeatId;
use leptos::prelude::*;

/// Handles the game screen's parts share.
#[derive(Clone, Copy)]
pub struct GameCtx {
    /// The app.
    pub app: AppState,
    /// The selected region.
    pub selected: RwSignal<Option<RegionId>>,
    /// Whose eyes the screen shows.
    pub viewer: Memo<Option<SeatId>>,
    /// The seat that may act from this screen.
    pub acting: Memo<Option<SeatId>>,
    /// Its legal actions.
    pub choices: Memo<Vec<Choice>>,
}

impl GameCtx {
    /// Reads the session (which is present whenever this screen is).
    pub fn with<T: Default>(self, f: impl FnOnce(&Session) -> T) -> T {
        self.app.session.with(|s| s.as_ref().map(f).unwrap_or_default())
    }

    /// Takes an action for the acting seat, autosaves, and reports refusals.
    pub fn act(self, i18n: I18n, action: &serde_json::Value) {
        self.app.session.update(|s| {
            let Some(session) = s.as_mut() else { return };
            let Some(seat) = session.acting_seat() else { return };
            match session.game.act(seat, action) {
                Ok(_) => autosave(self.app, i18n, session),
                Err(refusal) => self.app.error(format!("{} ({})", i18n.render(&refusal.text), refusal.rule)),
            }
        });
    }

    /// Undoes the acting seat's last action.
    pub fn undo(self, i18n: I18n) {
        self.app.session.update(|s| {
            let Some(session) = s.as_mut() else { return };
            let Some(seat) = session.acting_seat() else { return };
            match session.game.undo(seat) {
                Ok(()) => autosave(self.app, i18n, session),
                Err(refusal) => self.app.error(i18n.render(&refusal.text)),
            }
        });
    }
}

/// Autosaves after every change; a failure is shown, the older save stays.
pub fn autosave(app: AppState, i18n: I18n, session: &Session) {
    if let Err(e) = session.autosave(i18n) {
        app.error(i18n.t(e.key()));
    }
}

/// The game screen.
#[component]
pub fn GameScreen() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let Some((board, system)) =
        app.session.with_untracked(|s| s.as_ref().map(|s| (s.game.board(), s.game.setup().system.clone())))
    else {
        app.screen.set(Screen::Menu);
        return ().into_any();
    };
    let names: Vec<String> = board
        .regions()
        .iter()
        .map(|r| systems::find(&system).map_or_else(|| r.key.clone(), |s| i18n.t(&s.region_name_key(&r.key))))
        .collect();
    let names = StoredValue::new(names);
    let selected = RwSignal::new(None);
    let viewer = Memo::new(move |_| app.session.with(|s| s.as_ref().and_then(Session::viewer)));
    let acting = Memo::new(move |_| app.session.with(|s| s.as_ref().and_then(Session::acting_seat)));
    let choices = Memo::new(move |_| {
        app.session
            .with(|s| s.as_ref().and_then(|s| s.acting_seat().map(|seat| s.game.choices(seat))).unwrap_or_default())
    });
    let ctx = GameCtx { app, selected, viewer, acting, choices };
    provide_context(ctx);
    computer::drive(app, i18n);

    let regions = Signal::derive(move || ctx.with(|s| s.game.map_view(viewer.get())));
    let palette = Signal::derive(move || {
        ctx.with(|s| {
            s.game.setup().seats.iter().map(|seat| (seat.role.clone(), seat.colour.clone())).collect::<Palette>()
        })
    });
    let actionable = Signal::derive(move || {
        let mut regions: Vec<RegionId> = choices.with(|c| c.iter().filter_map(|c| c.region).collect());
        regions.dedup();
        regions
    });

    view! {
        <div class="game" data-testid="game" data-hash=move || ctx.with(|s| s.game.hash())
            data-log-len=move || ctx.with(|s| s.game.log_len()).to_string()
            data-acting=move || ctx.with(|s| s.acting_seat().and_then(|seat| s.game.setup().seats.get(seat.index()).map(|c| c.role.clone())))>
            <topbar::TopBar />
            <div class="game-body">
                <SvgMap board=board regions=regions palette=palette selected=selected actionable=actionable names=names />
                <panel::SidePanel names=names />
            </div>
            <handover::Handover />
            <send::SendBar />
        </div>
    }
    .into_any()
}
