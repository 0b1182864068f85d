//! Setting up a new game: system, scenario, seats, mode.

use crate::i18n::{I18n, use_i18n};
use crate::opening;
use crate::session::{Mode, Session, new_id};
use crate::state::{AppState, Screen};
use engine::any::SystemMeta;
use engine::seat::{Controller, SeatConfig};
use host::Request;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    /// A person at this screen.
    Here,
    /// The computer (on the creator's screen).
    Computer,
    /// The thoughtful computer, where the system offers it.
    Thoughtful,
    /// A person at another screen, by e-mail.
    Remote,
}

impl Player {
    const fn id(self) -> &'static str {
        match self {
            Self::Here => "human",
            Self::Computer => "computer",
            Self::Thoughtful => "thoughtful",
            Self::Remote => "remote",
        }
    }
}

/// One seat row as the form holds it.
#[derive(Clone, Debug, PartialEq)]
struct SeatRow {
    role: &'static str,
    name: RwSignal<String>,
    colour: RwSignal<String>,
    player: RwSignal<Player>,
}

fn seat_rows(i18n: I18n, system: &dyn SystemMeta) -> Vec<SeatRow> {
    system
        .info()
        .roles
        .iter()
        .enumerate()
        .map(|(i, role)| SeatRow {
            role: role.id,
            name: RwSignal::new(i18n.t(&system.role_name_key(role.id))),
            colour: RwSignal::new(role.colour.to_owned()),
            // A first game is most often one person against the computer.
            player: RwSignal::new(if i > 0 { Player::Computer } else { Player::Here }),
        })
        .collect()
}

fn input_value(ev: &web_sys::Event) -> String {
    ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).map(|i| i.value()).unwrap_or_default()
}

/// The new-game form.
#[component]
pub fn NewGame() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let all = systems::menu();
    let system_index = RwSignal::new(0usize);
    let system = move || systems::menu()[system_index.get().min(systems::menu().len() - 1)];
    let scenario = RwSignal::new(system().scenarios().first().map(|s| s.id.to_owned()).unwrap_or_default());
    let rows = RwSignal::new(seat_rows(i18n, system()));
    let scenario_info = move || {
        let id = scenario.get();
        system().scenarios().into_iter().find(|s| s.id == id)
    };
    // How many players: the scenario's range; the first roles are seated.
    let seat_count = RwSignal::new(scenario_info().map_or(0, |s| s.max_seats));
    let mode = RwSignal::new(Mode::HotSeat);
    let answered = RwSignal::new(false);
    // Whether the others may give a player who lost its key a new one: off
    // unless the creator says so, since it lets them hand a seat to a new key.
    let rekeying = RwSignal::new(false);
    let title = RwSignal::new(String::new());

    let start = move |_| {
        let by_mail = mode.get_untracked() == Mode::ByEmail;
        let chosen: Vec<SeatRow> =
            rows.get_untracked().into_iter().take(usize::from(seat_count.get_untracked())).collect();
        let seats: Vec<SeatConfig> = chosen
            .iter()
            .map(|r| SeatConfig {
                // A name left as the form gave it is no name: the seat is
                // called by its role in the language shown (issue 36:
                // "Kolej na: Axis"). By e-mail a seat names its player.
                name: {
                    let name = r.name.get_untracked();
                    let default = i18n.t(&system().role_name_key(r.role));
                    if !by_mail && name.trim() == default { String::new() } else { name }
                },
                role: r.role.to_owned(),
                colour: r.colour.get_untracked(),
                controller: match r.player.get_untracked() {
                    Player::Computer => Controller::Computer,
                    Player::Thoughtful => Controller::ThoughtfulComputer,
                    Player::Here | Player::Remote => Controller::Human,
                },
            })
            .collect();
        let system = system();
        if by_mail {
            let remote: Vec<bool> = chosen.iter().map(|r| r.player.get_untracked() == Player::Remote).collect();
            let creator = chosen
                .iter()
                .find(|r| r.player.get_untracked() == Player::Here)
                .map(|r| r.name.get_untracked())
                .unwrap_or_default();
            let name = title.get_untracked();
            let name = if name.trim().is_empty() { i18n.t(system.info().name) } else { name };
            let (system, scenario) = (system.info().id, scenario.get_untracked());
            let dice = if answered.get_untracked() { pbem::DiceMode::Answered } else { pbem::DiceMode::Open };
            let rekeying = if rekeying.get_untracked() { pbem::Rekeying::Consent } else { pbem::Rekeying::Never };
            let new = crate::mail::NewMailGame { system, scenario, seats, remote, title: name, dice, rekeying };
            // The keys module signs the new game: the page waits for it.
            leptos::task::spawn_local(async move {
                match crate::mail::create(new, &creator, i18n).await {
                    Ok(_) => {
                        app.opened.set(None);
                        app.info(i18n.t("app.mail.created"));
                        app.screen.set(Screen::Mail);
                    }
                    Err(e) => app.error(e),
                }
            });
            return;
        }
        let seed = format!("{}-{}", new_id(), new_id());
        let name = title.get_untracked();
        let name = if name.trim().is_empty() { i18n.t(system.info().name) } else { name };
        let scenario = scenario.get_untracked();
        let mode = mode.get_untracked();
        let request = Request::New { scenario: scenario.clone(), seats, seed };
        opening::open_game(app, i18n, (system.info().id, &scenario), request, move |loaded| {
            Session::loaded(loaded, mode, name, crate::session::now_iso(), None)
        });
    };

    let system_options = all
        .iter()
        .enumerate()
        .map(|(i, s)| view! { <option value=i.to_string()>{i18n.t(s.info().name)}</option> })
        .collect::<Vec<_>>();
    let scenario_options = move || {
        system()
            .scenarios()
            .into_iter()
            .filter(engine::rules::ScenarioInfo::is_offered)
            .map(|s| view! { <option value=s.id>{i18n.t(s.name)}</option> })
            .collect::<Vec<_>>()
    };
    let seat_view = move |row: SeatRow| {
        let role_name = i18n.t(&system().role_name_key(row.role));
        view! {
            <div class="seat-row" data-testid="seat-row">
                <span class="swatch" style:background=move || row.colour.get()></span>
                <span class="role">{role_name.clone()}</span>
                <input type="text" aria-label=i18n.tf("app.new.seat_name", &[("role", &role_name)]) prop:value=move || row.name.get()
                    on:input=move |ev| row.name.set(input_value(&ev)) data-testid="seat-name" />
                <input type="color" aria-label=i18n.t("app.new.colour") prop:value=move || row.colour.get()
                    on:input=move |ev| row.colour.set(input_value(&ev)) />
                <select aria-label=i18n.t("app.new.player") data-testid="seat-controller"
                    on:change=move |ev| row.player.set(match input_value_select(&ev).as_str() {
                        "computer" => Player::Computer,
                        "thoughtful" => Player::Thoughtful,
                        "remote" => Player::Remote,
                        _ => Player::Here,
                    })>
                    <option value=Player::Here.id() selected=move || row.player.get() == Player::Here>
                        {move || i18n.t(if mode.get() == Mode::ByEmail { "app.new.human_here" } else { "app.new.human" })}
                    </option>
                    <option value=Player::Computer.id() selected=move || row.player.get() == Player::Computer>{i18n.t("app.new.computer")}</option>
                    // Where the system offers it (issue 40): the computer
                    // that looks ahead before it decides.
                    <Show when=move || system().thoughtful()>
                        <option value=Player::Thoughtful.id() selected=move || row.player.get() == Player::Thoughtful>{i18n.t("app.new.computer_thoughtful")}</option>
                    </Show>
                    <Show when=move || mode.get() == Mode::ByEmail>
                        <option value=Player::Remote.id() selected=move || row.player.get() == Player::Remote>{i18n.t("app.new.remote")}</option>
                    </Show>
                </select>
            </div>
        }
    };

    view! {
        <main class="page">
            <header class="page-head">
                <button class="button" data-testid="back" on:click=move |_| app.screen.set(Screen::Menu)>{i18n.t("app.back")}</button>
                <h1>{i18n.t("app.menu.new")}</h1>
            </header>
            <section class="card form">
                <label>{i18n.t("app.new.system")}
                    <select data-testid="system" on:change=move |ev| {
                        let i = input_value_select(&ev).parse().unwrap_or(0);
                        system_index.set(i);
                        rows.set(seat_rows(i18n, system()));
                        scenario.set(system().scenarios().first().map(|s| s.id.to_owned()).unwrap_or_default());
                        seat_count.set(scenario_info().map_or(0, |s| s.max_seats));
                    }>{system_options}</select>
                </label>
                <label>{i18n.t("app.new.scenario")}
                    <select data-testid="scenario" on:change=move |ev| {
                        scenario.set(input_value_select(&ev));
                        seat_count.set(scenario_info().map_or(0, |s| s.max_seats));
                    }>{scenario_options}</select>
                </label>
                <label>{i18n.t("app.new.title")}
                    <input type="text" placeholder=move || i18n.t(system().info().name) on:input=move |ev| title.set(input_value(&ev)) />
                </label>
                <fieldset class="modes">
                    <legend>{i18n.t("app.new.mode")}</legend>
                    <label><input type="radio" name="mode" checked=move || mode.get() == Mode::HotSeat on:change=move |_| {
                        mode.set(Mode::HotSeat);
                        // Nobody plays by e-mail at one screen.
                        for r in rows.get_untracked() {
                            if r.player.get_untracked() == Player::Remote { r.player.set(Player::Here); }
                        }
                    } />
                        {i18n.t("app.new.hot_seat")}</label>
                    <label><input type="radio" name="mode" checked=move || mode.get() == Mode::ByEmail on:change=move |_| {
                        mode.set(Mode::ByEmail);
                        // The likely wish: every other seat goes to a player by e-mail.
                        for r in rows.get_untracked().iter().skip(1) {
                            r.player.set(Player::Remote);
                        }
                    } data-testid="mode-pbem" />
                        {i18n.t("app.new.by_email")}</label>
                </fieldset>
                <fieldset>
                    <legend>{i18n.t("app.new.seats")}</legend>
                    {move || {
                        let (min, max) = scenario_info().map_or((0, 0), |s| (s.min_seats, s.max_seats));
                        (min < max).then(|| {
                            let options = (min..=max)
                                .map(|n| view! { <option value=n.to_string() selected=move || seat_count.get() == n>{n.to_string()}</option> })
                                .collect::<Vec<_>>();
                            view! {
                                <label class="seat-count">{i18n.t("app.new.seat_count")}
                                    <select data-testid="seat-count" on:change=move |ev| seat_count.set(input_value_select(&ev).parse().unwrap_or(max))>{options}</select>
                                </label>
                            }
                        })
                    }}
                    {move || rows.get().into_iter().take(usize::from(seat_count.get())).map(seat_view).collect::<Vec<_>>()}
                    <Show when=move || mode.get() == Mode::ByEmail>
                        <p class="hint">{i18n.t("app.new.by_email_hint")}</p>
                    </Show>
                </fieldset>
                <Show when=move || mode.get() == Mode::ByEmail>
                    <fieldset class="modes">
                        <legend>{i18n.t("app.new.dice")}</legend>
                        <label><input type="radio" name="dice" checked=move || !answered.get() on:change=move |_| answered.set(false) />
                            {i18n.t("app.new.dice_open")}</label>
                        <label><input type="radio" name="dice" checked=move || answered.get() on:change=move |_| answered.set(true) data-testid="dice-answered" />
                            {i18n.t("app.new.dice_answered")}</label>
                        <p class="hint">{i18n.t("app.new.dice_hint")}</p>
                    </fieldset>
                    <fieldset class="modes">
                        <legend>{i18n.t("app.new.lost_keys")}</legend>
                        <label><input type="radio" name="rekeying" checked=move || !rekeying.get() on:change=move |_| rekeying.set(false) />
                            {i18n.t("app.new.lost_keys_backup")}</label>
                        <label><input type="radio" name="rekeying" checked=move || rekeying.get() on:change=move |_| rekeying.set(true) data-testid="rekeying-consent" />
                            {i18n.t("app.new.lost_keys_consent")}</label>
                    </fieldset>
                </Show>

                <button class="button primary big" data-testid="start" on:click=start>{i18n.t("app.new.start")}</button>
            </section>
        </main>
    }
}

fn input_value_select(ev: &web_sys::Event) -> String {
    ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}
