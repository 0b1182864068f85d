//! Issue 19, a first game without the rules: at every step of a game, each
//! seat that may act is told in a few lines what it can do now and why
//! (`Rules::guide`), with a rule of its system's summary to read more, in
//! every language.

use engine::any::AnyGame;
use engine::seat::{Controller, SeatId};
use engine::sim::RandomPlayer;
use engine::text::{Catalog, LANGUAGES, Text, check};
use std::collections::BTreeSet;

/// Actions played per system (fewer when the game ends first).
const STEPS: usize = 600;

/// Whether `summary` names `rule` as a whole id: "WW-1" in "(WW-1 to
/// WW-4)", not inside "WW-12"; "DC-REORG" in "(DC-REORG, DC-MOVE)".
fn cites(summary: &str, rule: &str) -> bool {
    let part = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-');
    summary
        .match_indices(rule)
        .any(|(i, _)| !part(summary[..i].chars().next_back()) && !part(summary[i + rule.len()..].chars().next()))
}

#[test]
fn the_check_of_rule_ids_takes_whole_ids() {
    let summary = "## Turn zero (WW-1 to WW-4)\n- Every unit does one thing (WW-12). (KK-TRADE, KK-REC)";
    assert!(cites(summary, "WW-1"));
    assert!(cites(summary, "WW-12"));
    assert!(cites(summary, "KK-REC"));
    assert!(!cites(summary, "WW-2"));
    assert!(!cites(summary, "WW-G3"));
    assert!(!cites(summary, "KK-TRADE-01"));
    assert!(!cites(summary, "TRADE"));
}

/// A new game of the system's first scenario, every seat of it filled.
fn new_game(system: &dyn engine::any::System) -> Box<dyn AnyGame> {
    let scenario = system.scenarios().into_iter().next().expect("a scenario");
    let seats = system.info().seats(usize::from(scenario.max_seats), Controller::Human);
    system.new_game(scenario.id, seats, "guides").expect("a new game")
}

/// What is wrong with `seat`'s guide now, if anything: none, a rule the
/// summary does not name, a text that does not render in a language.
fn guide_problem(game: &dyn AnyGame, seat: SeatId, summary: &str, catalogs: &[Catalog]) -> Result<Text, String> {
    let guide = game.guide(seat).ok_or_else(|| "no guide".to_owned())?;
    if !cites(summary, &guide.rule) {
        return Err(format!("{} cites {}, which the rules summary does not name", guide.text.key, guide.rule));
    }
    for catalog in catalogs {
        if let Some(problem) = check::text_problem(catalog, &guide.text) {
            return Err(format!("{}: {}: {problem}", catalog.language(), guide.text.key));
        }
        let shown = catalog.render(&guide.text);
        if shown == guide.text.key || shown.trim().is_empty() {
            return Err(format!("{}: {} shows as {shown:?}", catalog.language(), guide.text.key));
        }
    }
    Ok(guide.text)
}

/// Every system's first scenario, played by seeded random choices (and now
/// and then the computer, so that phases do end): at every step each seat
/// to act has a guide, it cites a rule its system's English summary names,
/// and it renders in all five languages; the guide changes as the game goes.
#[test]
fn every_seat_to_act_is_told_what_it_can_do_and_why() {
    let catalogs: Vec<Catalog> = LANGUAGES.iter().map(|(code, _)| systems::catalog(code)).collect();
    let mut problems = Vec::new();
    for system in systems::all() {
        let info = system.info();
        let summary = catalogs[0].render(&Text::key(info.rules_summary));
        let mut game = new_game(system);
        let mut random = RandomPlayer::new(&format!("guides {}", info.id));
        let mut seen = BTreeSet::new();
        for step in 0..STEPS {
            let to_act = game.to_act();
            let Some(&seat) = to_act.get(step % to_act.len().max(1)) else { break };
            for &s in &to_act {
                match guide_problem(&*game, s, &summary, &catalogs) {
                    Ok(text) => {
                        seen.insert(text.key);
                    }
                    Err(p) => problems.push(format!("{} step {step}, seat {}: {p}", info.id, s.0)),
                }
            }
            let acted = if step % 3 == 2 { game.computer_step(seat) } else { random.step(&mut *game, seat) };
            assert!(acted || game.computer_step(seat), "{}: seat {} is stuck at step {step}", info.id, seat.0);
        }
        assert!(seen.len() >= 2, "{}: only {seen:?} in {STEPS} steps", info.id);
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The rules screen (`src/screens/rules.rs`) draws a summary block by block
/// (blocks apart by a blank line): a heading (`## `) and its bullets (`- `)
/// as a list. A block with a second heading or a line that is no bullet is
/// drawn as one run of text, headings and dashes inside it (Khans & Kings'
/// decision cards and victory conditions were), so every system's summary,
/// in every language, keeps that shape.
#[test]
fn every_rules_summary_is_headings_with_their_bullets() {
    for (code, _) in LANGUAGES {
        let catalog = systems::catalog(code);
        for system in systems::all() {
            let summary = catalog.render(&Text::key(system.info().rules_summary));
            for block in summary.split("\n\n") {
                let Some(rest) = block.strip_prefix("## ") else { continue };
                let mut lines = rest.lines().skip(1).peekable();
                let bullets = lines.peek().is_some() && lines.all(|l| l.starts_with("- "));
                assert!(
                    bullets,
                    "{code} {}: the block under \"{}\" is not bullets",
                    system.info().id,
                    rest.lines().next().unwrap_or_default()
                );
            }
        }
    }
}
