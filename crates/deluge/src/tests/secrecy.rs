//! GAP-23, GAP-9 — what each nation reads against what the rules let it
//! read, over whole campaigns: its own treasury and no other (GAP-23: the
//! balances are "visible to the owning nation only"), in the log, the
//! panels, the land panels, the guide and the charts, until the campaign
//! is over and the book is open. (Hidden phase-1 and phase-2 actions are
//! checked for every system by `crates/systems/tests/secrecy.rs`.)

use super::new_game;
use crate::Deluge;
use crate::nation::Nation;
use crate::setup::{MIXED, TABLETOP};
use engine::any::AnyGame;
use engine::game::Game;
use engine::rules::PanelSection;
use engine::seat::SeatId;
use engine::side::Side;
use engine::sim::RandomPlayer;
use engine::text::{Arg, Text};

/// The panel rows that tell a treasury (DC-TRE-1, DC-TRE-8): they belong
/// in the section of their own nation only.
const TREASURY_ROWS: [&str; 7] = [
    "dc.row.ducats",
    "dc.row.income",
    "dc.row.loot",
    "dc.row.land_upkeep",
    "dc.row.army_upkeep",
    "dc.row.balance",
    "dc.row.next_balance",
];

/// The messages that tell one nation's treasury, with the argument that
/// names it: the balance line the log carried before issue 37, and the
/// phase-1 guide (its `ducats` are the seat's own).
const TREASURY_LINES: [&str; 1] = ["dc.report.balance"];

/// Every message inside `text`, itself first.
fn messages(text: &Text) -> Vec<&Text> {
    let mut out = vec![text];
    for (_, arg) in &text.args {
        if let Arg::Text(inner) = arg {
            out.extend(messages(inner));
        }
    }
    out
}

/// The nation a message names as `nation`, if any.
fn named(text: &Text) -> Option<Nation> {
    text.args.iter().find_map(|(name, arg)| match arg {
        Arg::Key(k) if name == "nation" => Nation::ALL.into_iter().find(|n| n.key() == *k),
        _ => None,
    })
}

/// What `viewer` reads that tells another nation's treasury, as lines a
/// failing test prints.
fn treasuries_read(game: &dyn AnyGame, viewer: Option<SeatId>, lands: bool) -> Vec<String> {
    let own = viewer.and_then(Nation::of_seat);
    let mut found = Vec::new();
    let mut texts: Vec<Text> = Vec::new();
    for line in game.log_lines(viewer) {
        texts.push(line.action);
        texts.extend(line.events);
    }
    let sections: Vec<PanelSection> = game
        .panel(viewer)
        .into_iter()
        .chain(crate::map::map().ids().filter(|_| lands).flat_map(|l| game.region_panel(l, viewer)))
        .collect();
    for section in &sections {
        let rows: Vec<&str> = section.rows.iter().map(|(label, _)| label.key.as_str()).collect();
        let whose = Nation::ALL.into_iter().find(|n| n.key() == section.title.key);
        if rows.iter().any(|r| TREASURY_ROWS.contains(r)) && (whose.is_none() || whose != own) {
            found.push(format!("panel section {} shows a treasury to {viewer:?}", section.title.key));
        }
        for (label, value) in &section.rows {
            texts.push(label.clone());
            texts.push(value.clone());
        }
    }
    if let Some(seat) = viewer
        && let Some(guide) = game.guide(seat)
    {
        texts.push(guide.text);
    }
    for text in &texts {
        for m in messages(text) {
            if TREASURY_LINES.contains(&m.key.as_str()) && named(m) != own {
                found.push(format!("{} of {:?} read by {viewer:?}", m.key, named(m)));
            }
        }
    }
    found
}

/// DC-TRE-1 in the charts: another nation's treasury is never measured
/// for a viewer (it reads as nothing, 0).
fn chart_treasuries(game: &dyn AnyGame, viewer: Option<SeatId>) -> Vec<String> {
    let chart = game.chart(viewer);
    let Some(m) = chart.measures.iter().position(|t| t.key == "engine.chart.treasury") else {
        return vec!["no treasury chart".to_owned()];
    };
    let own = viewer.and_then(Nation::of_seat);
    let mut found = Vec::new();
    for point in &chart.points {
        for (i, role) in chart.roles.iter().enumerate() {
            let value = point.values[m][i];
            if value != 0 && own.is_none_or(|n| n.id() != role) {
                found.push(format!("{role}'s treasury {value} in {viewer:?}'s chart at {}", point.at));
            }
        }
    }
    found
}

fn viewers() -> Vec<Option<SeatId>> {
    let mut v: Vec<Option<SeatId>> = (0..7).map(|i| Some(SeatId(i))).collect();
    v.push(None);
    v
}

/// Plays `game` by `step`, checking every viewer's reading whenever a
/// phase closes (the land panels once a turn), and the charts at the last
/// turn (before the book opens).
fn check_campaign(game: &mut Game<Deluge>, mut step: impl FnMut(&mut Game<Deluge>, SeatId) -> bool) {
    let mut label = AnyGame::turn_label(game);
    let mut checked = 0;
    while AnyGame::outcome(game).is_none() {
        let Some(&seat) = AnyGame::to_act(game).first() else { break };
        if game.state().turn == game.state().last_turn && checked < 2 {
            // The book opens at the campaign's end: the charts are read
            // while every treasury is still secret.
            for viewer in viewers() {
                let leaks = chart_treasuries(game, viewer);
                assert!(leaks.is_empty(), "{leaks:?}");
            }
            checked = 2;
        }
        assert!(step(game, seat), "{seat} found no action");
        let now = AnyGame::turn_label(game);
        if now != label {
            label = now;
            let lands = game.state().phase == crate::state::Phase::Movement;
            for viewer in viewers() {
                let leaks = treasuries_read(game, viewer, lands);
                assert!(leaks.is_empty(), "turn {}: {leaks:?}", game.state().turn);
            }
        }
    }
    assert_eq!(checked, 2, "the campaign reached its last turn");
}

/// GAP-23 — whole campaigns of computers: no nation reads another's
/// treasury in the log, a panel, the guide or a chart. Before issue 37 the
/// log told every nation every balance at each turn's start.
#[test]
fn gap_23_no_nation_reads_another_nations_treasury() {
    let mut game = new_game(MIXED, "secrecy");
    check_campaign(&mut game, |g, seat| g.computer_step(seat).is_some());
}

/// GAP-23 — the same with random-legal players, who recruit, invest and
/// buy morale far more than the computer does.
#[test]
fn gap_23_random_players_read_no_other_treasury() {
    let mut game = new_game(TABLETOP, "secrecy-random");
    let mut random = RandomPlayer::new("secrecy-random");
    check_campaign(&mut game, |g, seat| random.step(g, seat));
}
