//! The newcomer's guide (issue 19): at the top of the side panel, what the
//! seat at the screen can do now and why, in a few lines from its rules
//! module, and the part of the rules it comes from, opened in place.

use super::GameCtx;
use crate::i18n::{I18n, use_i18n};
use leptos::prelude::*;

/// Whether `text` names `rule` as a whole id (`WW-1`, not inside `WW-12`).
fn names(text: &str, rule: &str) -> bool {
    let part = |c: char| c.is_ascii_alphanumeric() || c == '-';
    text.match_indices(rule).any(|(i, _)| {
        !text[..i].chars().next_back().is_some_and(part) && !text[i + rule.len()..].chars().next().is_some_and(part)
    })
}

/// The blocks of `summary` (the system's reference, as the rules screen
/// shows it) that name `rule`: its heading's section, or the paragraph.
fn rule_text(summary: &str, rule: &str) -> Vec<String> {
    summary.split("\n\n").filter(|block| names(block, rule)).map(str::to_owned).collect()
}

fn reference(i18n: I18n, system: &str, rule: &str) -> Vec<AnyView> {
    let summary = systems::meta(system).map(|s| i18n.t(s.info().rules_summary)).unwrap_or_default();
    rule_text(&summary, rule).iter().map(|b| crate::screens::rules::block(b)).collect()
}

#[component]
pub fn Guide() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let i18n = use_i18n();
    // Drawn again only when the guide changes: an opened rule stays open
    // while the seat acts in the same step.
    let guide = Memo::new(move |_| ctx.with(|s| s.view.guide.clone()));
    move || {
        let system = ctx.app.session.with_untracked(|s| s.as_ref().map(|s| s.setup.system.clone())).unwrap_or_default();
        guide.get().map(|g| {
            let rule = g.rule.clone();
            let body = move || reference(i18n, &system, &rule);
            view! {
                <section class="panel-section guide" data-testid="guide" aria-labelledby="guide-title">
                    <h3 id="guide-title">{i18n.t("app.guide.title")}</h3>
                    <p>{i18n.render(&g.text)}</p>
                    <details data-testid="guide-rule">
                        <summary>{i18n.tf("app.guide.rule", &[("rule", &g.rule)])}</summary>
                        {body}
                    </details>
                </section>
            }
        })
    }
}
