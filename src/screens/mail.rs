//! Games by e-mail: this browser's player key (backup and restore), the
//! report of the file just opened, and every game with its next step.

use crate::dialog::Dialog;
use crate::files;
use crate::i18n::{I18n, use_i18n};
use crate::mail::inbox::{self, Next, Opened};
use crate::mail::store::{self, MailRecord, Status};
use crate::mail::{self, identity};
use crate::opening;
use crate::screens::menu::OpenFileButton;
use crate::state::{AppState, Screen};
use engine::text::Text;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

fn input_value(ev: &web_sys::Event) -> String {
    ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).map(|i| i.value()).unwrap_or_default()
}

/// Saves the file a step of the e-mail desk made (the keys module answers
/// it off the page's thread).
fn download_later(app: AppState, i18n: I18n, file: impl Future<Output = Result<(String, String), String>> + 'static) {
    spawn_local(async move { download(app, i18n, file.await) });
}

fn download(app: AppState, i18n: I18n, result: Result<(String, String), String>) {
    match result {
        Ok((name, text)) => {
            if files::download(&name, &text).is_err() {
                app.error(i18n.t("app.game.export_failed"));
            }
        }
        Err(e) => app.error(e),
    }
}

/// Saves the file a step made, then reports it with `headline` (naming the
/// file as its `file`) and the next step.
fn saved_and_reported(app: AppState, i18n: I18n, (name, text): (String, String), headline: Text, next: Next) {
    let headline = headline.plain("file", &name);
    download(app, i18n, Ok((name, text)));
    app.opened.set(Some(Opened::accepted(headline, Vec::new(), next)));
}

/// The screen.
#[component]
pub fn MailScreen() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let records = RwSignal::new(store::list());
    // Refresh the list whenever a file was opened.
    Effect::new(move || {
        app.opened.track();
        records.set(store::list());
    });
    view! {
        <main class="page mail">
            <header class="page-head">
                <button class="button" data-testid="back" on:click=move |_| app.screen.set(Screen::Menu)>{i18n.t("app.back")}</button>
                <h1>{i18n.t("app.mail.title")}</h1>
                <OpenFileButton />
            </header>
            {move || app.opened.get().map(|o| view! { <Report opened=o /> })}
            <KeyCard />
            <Show when=move || !records.with(Vec::is_empty) fallback=move || view! { <p class="card">{i18n.t("app.mail.none")}</p> }>
                <ul class="slots">{move || records.get().into_iter().map(|r| view! { <GameCard record=r records=records /> }).collect::<Vec<_>>()}</ul>
            </Show>
        </main>
    }
}

/// The report of the file just opened, and its next step.
#[component]
fn Report(opened: Opened) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let name = RwSignal::new(String::new());
    // Whether this browser has a key (then no name is asked to join): read
    // by the keys module; until it answers, a stored key counts.
    let has_key = RwSignal::new(identity::exists());
    spawn_local(async move {
        let card = identity::load().await;
        let _ = has_key.try_set(card.is_some());
        let _ = name.try_set(card.map(|c| c.name).unwrap_or_default());
    });
    // The checks that ran, each on its own line; those not run (after a
    // failure, or with no replay here) as one line, so a refused file does
    // not read as ten identical sentences.
    // A line left unchecked for a reason of its own (computer actions of a
    // version this app does not have) is shown as its own line.
    let unchecked = |l: &&inbox::ReportLine| {
        matches!(l.text.key.as_str(), "pbem.skipped.computer_newer" | "pbem.skipped.computer_older")
    };
    let (skipped, ran): (Vec<_>, Vec<_>) =
        opened.lines.iter().partition(|l| l.mark != "✓" && l.mark != "✗" && !unchecked(l));
    let mut lines = ran
        .into_iter()
        .map(|l| {
            let (class, plain) = if l.text.key == "pbem.ok.keys_replaced" {
                // Passed, but every player must see that a seat changed hands.
                ("warn", i18n.t("app.mail.check.keys.replaced"))
            } else if l.mark == "✓" {
                ("ok", i18n.t(&format!("app.mail.check.{}.ok", l.check)))
            } else if l.mark == "✗" {
                ("bad", i18n.t(&format!("app.mail.check.{}.failed", l.check)))
            } else {
                ("warn", i18n.t(&format!("app.mail.check.{}.unchecked", l.check)))
            };
            // What the check means for the players, in plain words; the
            // protocol's own account folded beneath it.
            view! {
                <li class=class data-check=l.check>
                    <span class="mark">{l.mark}</span>
                    <details><summary>{plain}</summary><span class="muted">{i18n.render(&l.text)}</span></details>
                </li>
            }
            .into_any()
        })
        .collect::<Vec<_>>();
    if !skipped.is_empty() {
        let summary = i18n.render(&Text::key("app.mail.check.skipped").plain("count", skipped.len()));
        let mut reasons: Vec<String> = skipped.iter().map(|l| i18n.render(&l.text)).collect();
        reasons.dedup();
        lines.push(
            view! {
                <li class="skip" data-check="skipped">
                    <span class="mark">"–"</span>
                    <details><summary>{summary}</summary><span class="muted">{reasons.join("; ")}</span></details>
                </li>
            }
            .into_any(),
        );
    }
    let next = match opened.next.clone() {
        Next::None => ().into_any(),
        Next::Game(game) => {
            let playable =
                store::read(&game).is_some_and(|r| matches!(r.status, Status::YourTurn | Status::ReadyToStart));
            playable
                .then(|| {
                    view! { <button class="button primary big" data-testid="report-play" on:click=move |_| opening::open_mail_game(app, &game)>{i18n.t("app.mail.play")}</button> }
                })
                .into_any()
        }
        Next::Join(invitation) => {
            let join = move |_| {
                let invitation = invitation.clone();
                spawn_local(async move {
                    match inbox::join(&invitation, &name.get_untracked(), i18n).await {
                        Ok(file) => saved_and_reported(app, i18n, file, Text::key("app.mail.joined"), Next::None),
                        Err(e) => app.error(e),
                    }
                });
            };
            view! {
                <div class="row">
                    {move || (!has_key.get()).then(|| view! {
                        <label>{i18n.t("app.mail.your_name")}
                            <input type="text" data-testid="join-name" prop:value=move || name.get() on:input=move |ev| name.set(input_value(&ev)) />
                        </label>
                    })}
                    <button class="button primary big" data-testid="join" on:click=join>{i18n.t("app.mail.join")}</button>
                </div>
            }
            .into_any()
        }
        Next::TakePlace { file, players } => take_place(app, i18n, &file, players, name).into_any(),
        Next::JoinConflict { game, conflict } => join_conflict(app, i18n, game, *conflict).into_any(),
        Next::Consent { game, request } => {
            let consent = move |_| {
                let (game, request) = (game.clone(), request.clone());
                spawn_local(async move {
                    match crate::mail::rekey_consent(&game, request, i18n).await {
                        Ok((file, text, missing)) => {
                            let headline = if missing.is_empty() {
                                Text::key("app.mail.rekey_kept")
                            } else {
                                Text::key("app.mail.rekey_pass_on").plain("players", &missing)
                            };
                            saved_and_reported(app, i18n, (file, text), headline, Next::Game(game));
                        }
                        Err(e) => app.error(e),
                    }
                });
            };
            view! {
                <p class="hint">{i18n.t("app.mail.rekey_check")}</p>
                <button class="button primary big" data-testid="rekey-consent" on:click=consent>{i18n.t("app.mail.rekey_consent")}</button>
            }
            .into_any()
        }
    };
    let terms = opened.terms.iter().map(|t| view! { <li>{i18n.render(t)}</li> }).collect::<Vec<_>>();
    view! {
        <section class="card report" class:refused=!opened.ok data-testid="report" data-ok=opened.ok.to_string()>
            <h2 data-testid="report-headline">{if opened.ok { "✓ " } else { "✗ " }}{opened.headline_in(i18n)}</h2>
            {(!terms.is_empty()).then(|| view! { <ul class="terms" data-testid="invitation-terms">{terms}</ul> })}
            {(!lines.is_empty()).then(|| view! { <ul class="checks" data-testid="report-lines">{lines}</ul> })}
            {next}
        </section>
    }
}

/// A second join for a player who joined already with another key: the
/// creator keeps the first, or takes the new one instead.
fn join_conflict(app: AppState, i18n: I18n, game: String, conflict: host::desk::JoinConflict) -> impl IntoView {
    let take = move |_| {
        let (game, join) = (game.clone(), conflict.join.clone());
        spawn_local(async move {
            let Some(record) = store::read(&game) else { return };
            app.opened.set(Some(inbox::add_join(record, &join, true).await));
        });
    };
    let keep = move |_| app.opened.set(Some(Opened::accepted(Text::key("app.mail.join_kept"), Vec::new(), Next::None)));
    view! {
        <p class="hint">{i18n.t("app.mail.join_conflict_hint")}</p>
        <div class="row">
            <button class="button" data-testid="join-keep" on:click=keep>{i18n.t("app.mail.join_keep")}</button>
            <button class="button" data-testid="join-take" on:click=take>{i18n.t("app.mail.join_take")}</button>
        </div>
    }
}

/// For a game file of players this browser's key is not one of: take a
/// player's place with it (that player lost its key), by a request the
/// other players consent to.
fn take_place(
    app: AppState,
    i18n: crate::i18n::I18n,
    file: &str,
    players: Vec<(u8, String)>,
    name: RwSignal<String>,
) -> impl IntoView {
    let buttons = players
        .into_iter()
        .map(|(player, player_name)| {
            let file = file.to_owned();
            let label = i18n.tf("app.mail.take_place", &[("player", &player_name)]);
            let ask = move |_| {
                let file = file.clone();
                let fallback = player_name.clone();
                spawn_local(async move {
                    let who = name.get_untracked();
                    let who = if who.trim().is_empty() { fallback } else { who };
                    match crate::mail::rekey_request(file, player, &who, i18n).await {
                        Ok(file) => {
                            saved_and_reported(app, i18n, file, Text::key("app.mail.rekey_requested"), Next::None);
                        }
                        Err(e) => app.error(e),
                    }
                });
            };
            view! { <button class="button" data-testid="take-place" on:click=ask>{label}</button> }
        })
        .collect::<Vec<_>>();
    view! {
        <details class="take-place">
            <summary>{i18n.t("app.mail.take_place_title")}</summary>
            <p class="hint">{i18n.t("app.mail.take_place_hint")}</p>
            <div class="row">{buttons}</div>
        </details>
    }
}

/// This browser's key: who it is, backup and restore.
#[component]
fn KeyCard() -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let keys = RwSignal::new(None::<(String, String)>);
    // Why a stored key cannot be read, if so (shown instead of "no key").
    let unreadable = RwSignal::new(None::<String>);
    // How the browser keeps it (sealed, for the session only, or plain).
    let kept = RwSignal::new(identity::kept());
    // Joining a game makes the key: read it again (in the keys module)
    // whenever a file was handled.
    Effect::new(move || {
        app.opened.track();
        spawn_local(async move {
            let read = identity::read(i18n).await;
            let _ = unreadable.try_set(read.as_ref().err().cloned());
            let _ = keys.try_set(read.ok().flatten().map(|k| (k.name, k.fingerprint)));
            let _ = kept.try_set(identity::kept());
        });
    });
    let forget_plain = move |_| {
        spawn_local(async move {
            match identity::keep_plain_for_session(i18n).await {
                Ok(()) => {
                    let _ = kept.try_set(identity::kept());
                }
                Err(e) => app.error(e),
            }
        });
    };
    let pass = RwSignal::new(String::new());
    let restore_pass = RwSignal::new(String::new());
    let restore_file = RwSignal::new_local(None::<web_sys::File>);
    let busy = RwSignal::new(false);
    let backup = move |_| {
        let passphrase = pass.get_untracked();
        if passphrase.chars().count() < 8 {
            app.error(i18n.t("app.mail.pass_short"));
            return;
        }
        busy.set(true);
        // The key derivation runs in the keys module; the page shows "working".
        spawn_local(async move {
            download(app, i18n, identity::backup(passphrase, i18n).await);
            // The card may be gone by now (the player left the screen).
            let _ = busy.try_set(false);
            let _ = pass.try_set(String::new());
        });
    };
    let restore = move |_| {
        let Some(file) = restore_file.get_untracked() else {
            app.error(i18n.t("app.mail.restore_pick"));
            return;
        };
        let passphrase = restore_pass.get_untracked();
        let restore = move || {
            let (file, passphrase) = (file.clone(), passphrase.clone());
            busy.set(true);
            spawn_local(async move {
                match files::read_text(file).await {
                    Ok(text) => match identity::restore(text, passphrase, i18n).await {
                        Ok(k) => {
                            app.info(i18n.tf("app.mail.restored", &[("player", &k.name)]));
                            let _ = keys.try_set(Some((k.name, k.fingerprint)));
                        }
                        Err(e) => app.error(i18n.tf("app.mail.restore_failed", &[("reason", &e)])),
                    },
                    Err(_) => app.error(i18n.t("app.load.unreadable")),
                }
                let _ = busy.try_set(false);
                let _ = restore_pass.try_set(String::new());
            });
        };
        match keys.get_untracked() {
            Some((name, _)) => app.ask(Dialog::destroy(
                i18n.tf("app.mail.restore_replace", &[("player", &name)]),
                i18n.t("app.mail.restore_replace_confirm"),
                restore,
            )),
            None => restore(),
        }
    };
    let on_file = move |ev: web_sys::Event| {
        let input: Option<web_sys::HtmlInputElement> = ev.target().and_then(|t| t.dyn_into().ok());
        restore_file.set(input.and_then(|i| i.files()).and_then(|f| f.get(0)));
    };
    view! {
        <section class="card key" data-testid="key-card">
            {move || match keys.get() {
                Some((name, fingerprint)) => view! {
                    <p>{i18n.t("app.mail.key_is")}" "<strong data-testid="key-name">{name}</strong>" · "<code data-testid="key-fingerprint">{fingerprint}</code></p>
                    <p class="muted">{i18n.t("app.mail.key_hint")}</p>
                    {move || match kept.get() {
                        Some(identity::Kept::Session) => view! {
                            <p class="warning" data-testid="key-session">{i18n.t("app.mail.key_session")}</p>
                        }.into_any(),
                        Some(identity::Kept::Plain) => view! {
                            <p class="warning" data-testid="key-plain">{i18n.t("app.mail.key_plain")}</p>
                            <button class="button" data-testid="key-forget-plain" on:click=forget_plain>{i18n.t("app.mail.key_forget_plain")}</button>
                        }.into_any(),
                        _ => ().into_any(),
                    }}
                }.into_any(),
                None => match unreadable.get() {
                    Some(why) => view! { <p class="error" data-testid="key-unreadable">{why}</p> }.into_any(),
                    None => view! { <p>{i18n.t("app.mail.no_key")}</p> }.into_any(),
                },
            }}
            <details>
                <summary>{i18n.t("app.mail.move_key")}</summary>
                <div class="key-forms">
                    <form class="row" on:submit=move |ev: web_sys::SubmitEvent| { ev.prevent_default(); backup(()); }>
                        <label>{i18n.t("app.mail.backup_pass")}
                            <input type="password" autocomplete="new-password" data-testid="backup-pass" prop:value=move || pass.get() on:input=move |ev| pass.set(input_value(&ev)) />
                        </label>
                        <button class="button" type="submit" data-testid="backup-save" disabled=move || busy.get() || keys.with(Option::is_none)>{i18n.t("app.mail.backup")}</button>
                    </form>
                    <form class="row" on:submit=move |ev: web_sys::SubmitEvent| { ev.prevent_default(); restore(()); }>
                        <label>{i18n.t("app.mail.restore_file")}
                            <input type="file" accept=".json,application/json" data-testid="restore-file" on:change=on_file />
                        </label>
                        <label>{i18n.t("app.mail.restore_pass")}
                            <input type="password" autocomplete="current-password" data-testid="restore-pass" prop:value=move || restore_pass.get() on:input=move |ev| restore_pass.set(input_value(&ev)) />
                        </label>
                        <button class="button" type="submit" data-testid="restore-go" disabled=move || busy.get()>{i18n.t("app.mail.restore")}</button>
                    </form>
                    {move || busy.get().then(|| view! { <p class="muted">{i18n.t("app.mail.working")}</p> })}
                </div>
            </details>
        </section>
    }
}

fn status_text(i18n: I18n, record: &MailRecord) -> String {
    match &record.status {
        Status::Lobby { missing } => i18n.tf(
            "app.mail.status.lobby",
            &[("players", &missing.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>().join(", "))],
        ),
        Status::ReadyToStart => i18n.t("app.mail.status.ready"),
        Status::Joined { creator } => i18n.tf("app.mail.status.joined", &[("player", creator)]),
        Status::YourTurn => i18n.t("app.mail.status.your_turn"),
        Status::Waiting { player, reveal_due: None } => i18n.tf("app.mail.waiting_for", &[("player", player)]),
        Status::Waiting { player, reveal_due: Some(sealed) } => {
            i18n.render(&Text::key("app.mail.waiting_for_reveal").plain("player", player).plain("sealed", sealed))
        }
        Status::Over => i18n.t("app.mail.over"),
    }
}

const fn status_id(status: &Status) -> &'static str {
    match status {
        Status::Lobby { .. } => "lobby",
        Status::ReadyToStart => "ready",
        Status::Joined { .. } => "joined",
        Status::YourTurn => "your-turn",
        Status::Waiting { .. } => "waiting",
        Status::Over => "over",
    }
}

/// One game and its next step.
#[component]
fn GameCard(record: MailRecord, records: RwSignal<Vec<MailRecord>>) -> impl IntoView {
    let app = expect_context::<AppState>();
    let i18n = use_i18n();
    let game = StoredValue::new(record.game.clone());
    let system_name = systems::meta(&record.system).map_or_else(|| record.system.clone(), |s| i18n.t(s.info().name));
    let buttons = match &record.status {
        Status::Lobby { missing } => missing
            .iter()
            .map(|(p, label)| {
                let p = *p;
                view! {
                    <button class="button" data-testid="save-invitation" on:click=move |_| download_later(app, i18n, async move { mail::invitation(&game.get_value(), p, i18n).await })>
                        {i18n.tf("app.mail.save_invitation", &[("player", label)])}
                    </button>
                }
                .into_any()
            })
            .collect::<Vec<_>>(),
        Status::ReadyToStart | Status::YourTurn => {
            let label = if record.status == Status::YourTurn { "app.mail.play" } else { "app.mail.start" };
            vec![view! { <button class="button primary" data-testid="mail-play" on:click=move |_| opening::open_mail_game(app, &game.get_value())>{i18n.t(label)}</button> }.into_any()]
        }
        Status::Joined { .. } => {
            let (title, join) = (record.title.clone(), record.join_file.clone());
            vec![view! {
                <button class="button" on:click=move |_| {
                    let name = format!("{}-join.sandtable.json", inbox::slug(&title));
                    download(app, i18n, Ok((name, join.clone())));
                }>{i18n.t("app.mail.save_join_again")}</button>
            }
            .into_any()]
        }
        Status::Waiting { .. } | Status::Over => vec![
            view! { <button class="button" data-testid="mail-look" on:click=move |_| opening::open_mail_game(app, &game.get_value())>{i18n.t("app.mail.look")}</button> }.into_any(),
            view! { <button class="button" data-testid="mail-save-last" on:click=move |_| download_later(app, i18n, async move { mail::latest_file(&game.get_value(), i18n).await })>{i18n.t("app.mail.save_again")}</button> }.into_any(),
        ],
    };
    // A game under way leaves what guards its dice behind (`store::delete`):
    // the question says so.
    let under_way = matches!(record.status, Status::YourTurn | Status::Waiting { .. });
    let question = if under_way { "app.mail.confirm_delete_under_way" } else { "app.mail.confirm_delete" };
    let delete = move |_| {
        app.ask(Dialog::destroy(i18n.t(question), i18n.t("app.saves.delete"), move || {
            store::delete(&game.get_value());
            records.set(store::list());
        }));
    };
    view! {
        <li class="slot" data-testid="mail-game" data-status=status_id(&record.status)>
            <div class="slot-text">
                <strong>{record.title.clone()}</strong>
                <span>{format!("{system_name} · #{}", record.seq)}</span>
                <span class="status" data-testid="mail-status">{status_text(i18n, &record)}</span>
            </div>
            <div class="slot-buttons">
                {buttons}
                <button class="button danger" data-testid="mail-delete" on:click=delete>{i18n.t("app.saves.delete")}</button>
            </div>
        </li>
    }
}
