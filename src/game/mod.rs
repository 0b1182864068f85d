//! The game screen: the map, the side panel, the log, hand-overs and the
//! computer's turns.

mod announce;
mod chart;
mod computer;
mod guide;
mod handover;
mod help;
mod lesson;
mod log;
mod panel;
mod replay;
mod send;
mod topbar;

use crate::i18n::{I18n, use_i18n};
use crate::map::{Palette, SvgMap};
use crate::play;
use crate::session::Session;
use crate::state::{AppState, Screen};
use engine::any::Choice;
use engine::board::RegionId;
use host::{Reply, Request};
use leptos::prelude::*;
use leptos::task::spawn_local;

pub use help::safe_colours_chosen;

/// Handles the game screen's parts share.
#[derive(Clone, Copy)]
pub struct GameCtx {
    /// The app.
    pub app: AppState,
    /// The selected region.
    pub selected: RwSignal<Option<RegionId>>,
    /// Its legal actions.
    pub choices: Memo<Vec<Choice>>,
    /// The choice the player points at (hover or focus): where it is
    /// listed and where it goes, lit on the map.
    pub pointed: RwSignal<Option<(Option<RegionId>, RegionId)>>,
    /// What the player typed into amounts' fields, by the choice's words
    /// and the field: kept while other seats' actions redraw the panel (a
    /// computer acting in a simultaneous phase made a typed 2 a recruited
    /// 1), forgotten when this screen acts.
    pub typed: StoredValue<std::collections::BTreeMap<String, String>>,
}

impl GameCtx {
    /// Reads the session (which is present whenever this screen is).
    pub fn with<T: Default>(self, f: impl FnOnce(&Session) -> T) -> T {
        self.app.session.with(|s| s.as_ref().map(f).unwrap_or_default())
    }

    /// Takes an action for the acting seat; the game is autosaved after it
    /// and a refusal is shown.
    pub fn act(self, i18n: I18n, action: &serde_json::Value) {
        self.typed.update_value(std::collections::BTreeMap::clear);
        if let Some(seat) = self.app.session.with_untracked(|s| s.as_ref().and_then(Session::acting_seat)) {
            send(self.app, i18n, Request::Act { seat, action: action.clone() }, true);
        }
    }

    /// Undoes the acting seat's last action.
    pub fn undo(self, i18n: I18n) {
        if let Some(seat) = self.app.session.with_untracked(|s| s.as_ref().and_then(Session::acting_seat)) {
            send(self.app, i18n, Request::Undo { seat }, true);
        }
    }
}

/// Sends a request about the game on screen; its snapshot replaces the one
/// shown (if the same game is still on screen) and, with `save`, is
/// autosaved. Refusals and failures are shown.
pub fn send(app: AppState, i18n: I18n, request: Request, save: bool) {
    let Some(id) = app.session.with_untracked(|s| s.as_ref().map(|s| s.id.clone())) else { return };
    spawn_local(async move {
        let Some(reply) = play::ask(app, request).await else { return };
        if !app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.id == id)) {
            return;
        }
        if show(app, i18n, reply) && save {
            play::autosave(app, i18n).await;
        }
    });
}

/// Asks the module for a newly selected region's details (only those: the
/// rest of the screen is unchanged).
fn show_region(app: AppState, region: RegionId) {
    let Some(id) = app.session.with_untracked(|s| s.as_ref().map(|s| s.id.clone())) else { return };
    if app.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.replay.is_some())) {
        // The region as it stood at the replay's point.
        let at = app.session.with_untracked(|s| s.as_ref().map_or(0, |s| s.view.log_len));
        return replay::go(app, host::ReplayTo::Action(at));
    }
    spawn_local(async move {
        let Some(Reply::Region(details)) = play::ask(app, Request::Region { region }).await else { return };
        app.session.update(|s| {
            // Still the same game, and that region still selected.
            if let Some(s) = s.as_mut().filter(|s| s.id == id && s.region == Some(region)) {
                s.view.region_panel = details;
            }
        });
    });
}

/// Shows a module's reply about the game on screen: a snapshot replaces the
/// one shown (`true`); a refusal or a failure is shown as an error.
pub fn show(app: AppState, i18n: I18n, reply: Reply) -> bool {
    match reply {
        Reply::Game(snapshot) => {
            app.session.update(|s| {
                // A replay on screen keeps its past point; the game itself
                // comes back when the replay closes.
                if let Some(s) = s.as_mut().filter(|s| s.replay.is_none()) {
                    s.take(*snapshot);
                    s.busy = false;
                }
            });
            // A region selected while this snapshot was on its way (the
            // computer playing) would show no details: ask for them.
            let stale = app.session.with_untracked(|s| {
                s.as_ref()
                    .filter(|s| s.replay.is_none())
                    .and_then(|s| s.region.filter(|&r| s.view.region_panel_of != Some(r)))
            });
            if let Some(region) = stale {
                show_region(app, region);
            }
            true
        }
        Reply::Refused(refusal) => {
            // With what the seat can do now (the guide), so the player
            // learns what is legal, not only what is not.
            let now = app.session.with_untracked(|s| s.as_ref().and_then(|s| s.view.guide.clone()));
            let mut text = format!("{} ({})", i18n.render(&refusal.text), refusal.rule);
            if let Some(guide) = now {
                text += &format!(" — {} {}", i18n.t("app.guide.title"), i18n.render(&guide.text));
            }
            app.error(text);
            false
        }
        Reply::Failed(why) => {
            app.error(why);
            false
        }
        _ => false,
    }
}

/// The game screen.
#[component]
pub fn GameScreen() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let Some((board, system)) = app.session.with_untracked(|s| s.as_ref().map(|s| (s.board, s.setup.system.clone())))
    else {
        app.screen.set(Screen::Menu);
        return ().into_any();
    };
    let names: Vec<String> = board
        .regions()
        .iter()
        .map(|r| systems::meta(&system).map_or_else(|| r.key.clone(), |s| i18n.t(&s.region_name_key(&r.key))))
        .collect();
    let names = StoredValue::new(names);
    let selected = RwSignal::new(None);
    let choices =
        Memo::new(move |_| app.session.with(|s| s.as_ref().map(|s| s.view.choices.clone()).unwrap_or_default()));
    let pointed = RwSignal::new(None);
    let ctx = GameCtx { app, selected, choices, pointed, typed: StoredValue::new(Default::default()) };
    provide_context(ctx);
    computer::drive(app, i18n);
    // The selected region's details come from the module.
    Effect::new(move |previous: Option<Option<RegionId>>| {
        let region = selected.get();
        if previous.is_some_and(|p| p != region) {
            app.session.update_untracked(|s| {
                if let Some(s) = s.as_mut() {
                    s.region = region;
                }
            });
            if let Some(region) = region {
                show_region(app, region);
            }
        }
        region
    });

    let regions = Memo::new(move |_| ctx.with(|s| s.view.map.clone()));
    let palette = Memo::new(move |_| {
        // Inserted one by one: collecting would sort, in code of its own.
        let mut palette = Palette::new();
        let safe = app.safe_colours.get();
        ctx.with(|s| {
            for (i, seat) in s.setup.seats.iter().enumerate() {
                palette.insert(seat.role.clone(), help::seat_colour(safe, i, &seat.colour));
            }
        });
        palette
    });
    let owners = Memo::new(move |_| {
        ctx.with(|s| {
            let seat = |i: usize| engine::seat::SeatId(u8::try_from(i).unwrap_or(0));
            s.setup.seats.iter().enumerate().map(|(i, x)| (x.role.clone(), s.seat_name(seat(i)))).collect::<Vec<_>>()
        })
    });
    // The seat acting here: its own lands are named first on the map.
    let own = Memo::new(move |_| ctx.with(|s| s.acting_seat().and_then(|seat| s.role(seat))));
    // A memo: the map's regions hear of it only when the list changes.
    let actionable = Memo::new(move |_| {
        let mut regions: Vec<RegionId> = choices.with(|c| c.iter().filter_map(|c| c.region).collect());
        regions.dedup();
        regions
    });

    // `data-log-len` is the browser tests' sign that an action was taken: it
    // counts every action, other seats' hidden ones too. Nothing on screen
    // shows it; the developer tools that read it read the autosave, every
    // secret in it, as well (docs/pbem-protocol.md, section 8).
    view! {
        <div class="game" class:presenting=move || ctx.with(|s| s.replay.is_some_and(|r| r.presenting))
            data-testid="game" data-hash=move || ctx.with(|s| s.view.hash.clone())
            data-log-len=move || ctx.with(|s| s.view.log_len).to_string()
            data-turn=move || ctx.with(|s| s.view.turn).to_string()
            data-pending=move || app.pending.get().to_string() aria-busy=move || (app.pending.get() > 0).to_string()
            data-acting=move || ctx.with(|s| s.acting_seat().and_then(|seat| s.role(seat)))>
            <topbar::TopBar />
            <replay::ReplayBar />
            <div class="game-body">
                <SvgMap board=board regions=regions.into() palette=palette.into() selected=selected actionable=actionable.into() names=names owners=owners.into() own=own.into() pointed=pointed.into() />
                <panel::SidePanel names=names />
            </div>
            <announce::Announcer />
            <handover::Handover />
            <send::SendBar />
        </div>
    }
    .into_any()
}
