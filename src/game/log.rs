//! The log: every action the viewer may read, what it caused, and every die;
//! the latest lines, or the whole of any past turn (its breakdowns too).

use super::GameCtx;
use crate::i18n::use_i18n;
use engine::any::LogLine;
use leptos::prelude::*;

/// How many recent lines are shown; the rest stay in the exported file.
const SHOWN: usize = 60;

#[component]
pub fn GameLog() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    // The newest lines first, each with its seat's name, as a keyed list:
    // an action adds one line to the page instead of re-drawing sixty.
    // Another seat's hidden actions come from the module as one line per
    // stretch, numbered among the lines shown, so neither the text nor the
    // numbers tell how many there were.
    // `None`: the latest lines; a turn: every line of that turn.
    let chosen = RwSignal::new(None::<u32>);
    let turns = Memo::new(move |_| {
        ctx.with(|s| {
            let mut turns: Vec<u32> = s.view.log.iter().map(|l| l.turn).collect();
            turns.dedup();
            turns.reverse();
            turns
        })
    });
    let lines = Memo::new(move |_| {
        ctx.with(|s| {
            // Only the lines shown are copied: the log grows with the game
            // (2,467 lines late in a long game of Khans & Kings), and this
            // runs whenever the session changes.
            let log = &s.view.log;
            let picked: Vec<LogLine> = match chosen.get() {
                Some(turn) => log.iter().filter(|l| l.turn == turn).cloned().collect(),
                None => log[log.len().saturating_sub(SHOWN)..].to_vec(),
            };
            picked.into_iter().rev().map(|line| (s.seat_name(line.seat), line)).collect::<Vec<_>>()
        })
    });
    let turn_options = move || {
        turns
            .get()
            .into_iter()
            .map(|t| {
                let label = i18n.render(&engine::text::Text::key("app.game.log_turn").plain("turn", t));
                // Drawn again only when a turn is added: the choice stands.
                view! { <option value=t.to_string() selected=chosen.get_untracked() == Some(t)>{label}</option> }
            })
            .collect::<Vec<_>>()
    };
    // The names that stand for the ids in a roll's purpose ("WW-17 land
    // battle warsaw: attacker" reads "… Warsaw: attacker", issue 36).
    let ids = StoredValue::new(ctx.with(|s| {
        let mut ids: Vec<(String, String)> = s
            .board
            .regions()
            .iter()
            .map(|r| {
                let name = systems::meta(&s.setup.system)
                    .map_or_else(|| r.key.clone(), |m| i18n.t(&m.region_name_key(&r.key)));
                (r.key.clone(), name)
            })
            .collect();
        ids.extend(s.setup.seats.iter().map(|x| (x.role.clone(), crate::i18n::role_name(&s.setup.system, &x.role))));
        ids
    }));
    let purpose = move |text: &str| {
        let mut out = String::with_capacity(text.len());
        let mut word = String::new();
        let flush = |word: &mut String, out: &mut String| {
            let named = ids.with_value(|ids| ids.iter().find(|(k, _)| k == word).map(|(_, n)| n.clone()));
            out.push_str(named.as_deref().unwrap_or(word));
            word.clear();
        };
        for c in text.chars() {
            if c.is_alphanumeric() || c == '_' || c == '-' {
                word.push(c);
            } else {
                flush(&mut word, &mut out);
                out.push(c);
            }
        }
        flush(&mut word, &mut out);
        out
    };
    // A line's number changes when a stretch of hidden actions is revealed.
    let key = |(_, line): &(String, LogLine)| (line.index, line.seat.0, format!("{:?}", line.action));
    let line_view = move |(who, line): (String, LogLine)| {
        // An event that says what the action's label says already is not
        // said twice (issue 36: "march to Podlasie" twice in The Deluge).
        let action = i18n.render(&line.action);
        let events = line
            .events
            .iter()
            .map(|e| i18n.render(e))
            .filter(|e| *e != action)
            .map(|e| view! { <li>{e}</li> })
            .collect::<Vec<_>>();
        let dice = line
            .rolls
            .iter()
            .map(|r| {
                let faces = r.faces.iter().map(|f| view! { <span class="die">{f.to_string()}</span> }).collect::<Vec<_>>();
                view! { <li class="roll"><span class="muted">{format!("{} · {}", purpose(&r.purpose), r.expr)}</span>" "{faces}</li> }
            })
            .collect::<Vec<_>>();
        view! {
            // No number: a number among the lines a seat reads jumped when
            // hidden actions were revealed and disagreed with the replay's
            // count of actions (issue 36), and a number among all actions
            // would tell how many hidden ones there were.
            <li class="log-line" data-testid="log-line">
                <strong>{who}</strong>": "{action}
                <ul class="log-events">{events}{dice}</ul>
            </li>
        }
    };
    view! {
        <details class="panel-section log" open>
            <summary>{i18n.t("app.game.log")}</summary>
            <label class="log-turn">
                {i18n.t("app.game.log_show")}" "
                <select data-testid="log-turn" on:change=move |ev| chosen.set(event_target_value(&ev).parse().ok())>
                    <option value="">{i18n.t("app.game.log_latest")}</option>
                    {turn_options}
                </select>
            </label>
            <ol class="log-lines" data-testid="log"><For each=move || lines.get() key=key children=line_view /></ol>
        </details>
    }
}
