//! How often armies go by sea (KK-NAV-04, KK-NAV-05): boardings, units
//! carried, landings (and those that open a battle), units lost with their
//! ships and transports recruited, over the soak's seeds (`soak-0`, …),
//! computer-only or against random players (the computer in seat i mod 4).
//!
//! `cargo run --release -p khans-and-kings --example transports -- [GAMES] [random]`

use engine::rules::Rules;
use khans_and_kings::KhansAndKings;
use khans_and_kings::action::Action;
use khans_and_kings::data::units::UnitType;
use khans_and_kings::event::{Event, Loss, Travel};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let random = args.next().as_deref() == Some("random");
    // boardings, units boarded, landings, units landed, landings opening a battle,
    // units lost with their ships, transports recruited, games with a boarding, finished,
    // foreign landings, units aboard at the end
    let mut n = [0usize; 11];
    let mut by_seat = [0usize; 4];
    let mut wins = [0usize; 4];
    for i in 0..games {
        let Ok((game, report, _)) = khans_and_kings::setup::measured_game(i, random) else {
            return eprintln!("no game");
        };
        n[8] += usize::from(report.finished && !report.stuck);
        for w in engine::any::AnyGame::outcome(&game).map(|o| o.winners).unwrap_or_default() {
            wins[w.index() % 4] += 1;
        }
        let before = n[0];
        for entry in game.log() {
            if let Action::Recruit { kind, count, .. } = &entry.action
                && kind.template().kind == UnitType::Transport
            {
                n[6] += usize::try_from(*count).unwrap_or(0);
            }
            let landing = matches!(entry.action, Action::Disembark { .. });
            for e in &entry.events {
                match e {
                    Event::Embarked { loads, .. } => {
                        n[0] += 1;
                        by_seat[entry.seat.index() % 4] += 1;
                        n[1] += loads.len();
                    }
                    Event::UnitsMoved { units, travel: Travel::Landing, .. } => {
                        n[2] += 1;
                        n[3] += units.len();
                    }
                    Event::BattleOpened { .. } if landing => n[4] += 1,
                    Event::ProvinceEntered { .. } if landing => n[9] += 1,
                    Event::UnitRemoved { why: Loss::Sunk, .. } => n[5] += 1,
                    _ => {}
                }
            }
        }
        n[7] += usize::from(n[0] > before);
        n[10] += game.state().units.iter().filter(|u| u.aboard.is_some()).count();
    }
    println!(
        "{games} games{}: {} finished; {} boardings ({} units) in {} games, {} landings ({} units; {} on land not their state's, {} into a battle), {} units lost with their ships, {} still aboard when the game ended, {} transports recruited",
        if random { " against random players" } else { "" },
        n[8],
        n[0],
        n[1],
        n[7],
        n[2],
        n[3],
        n[9],
        n[4],
        n[5],
        n[10],
        n[6]
    );
    let roles: Vec<String> = KhansAndKings::info().roles.iter().map(|r| r.id.to_owned()).collect();
    println!("boardings by state: {:?}", roles.iter().zip(by_seat).collect::<Vec<_>>());
    println!("wins (shared counted for each): {:?}", roles.iter().zip(wins).collect::<Vec<_>>());
}
