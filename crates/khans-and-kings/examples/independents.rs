//! What independent units do from rules 2 on (KK-NPU-06…08, AMB-36,
//! `aims`) and how plunder is chosen (KK-PLN-04), over the soak's seeds
//! (`soak-0`, `soak-1`, …), computer-only or against random players (the
//! computer in seat i mod 4, as the soak).
//!
//! `cargo run --release -p khans-and-kings --example independents -- [GAMES] [random]`

use khans_and_kings::Action;
use khans_and_kings::aims::Aim;
use khans_and_kings::event::Event;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(50);
    let random = args.next().as_deref() == Some("random");
    let (mut finished, mut turns, mut unowned) = (0, 0, 0);
    // plunders by what (building, roads, tracks, all); edge buildings removed
    let (mut what, mut edges) = ([0usize; 4], 0);
    // independents: plunders, set out to plunder, to attack, positions taken; battles they opened
    let (mut aims, mut battles) = ([0usize; 4], 0);
    // the most positions one unit took in a game (a unit that keeps moving between positions)
    let mut restless = 0;
    for i in 0..games {
        let Ok((game, report, _)) = khans_and_kings::setup::measured_game(i, random) else {
            return eprintln!("no game");
        };
        finished += usize::from(report.finished && !report.stuck);
        turns += game.state().turn;
        unowned += game.state().provinces.iter().filter(|p| p.owner.is_none()).count();
        let mut taken: Vec<khans_and_kings::ids::UnitId> = Vec::new();
        for line in game.log() {
            if let Action::Plunder { what: w, .. } = line.action {
                what[usize::from(w.min(3))] += 1;
            }
            for e in &line.events {
                match e {
                    Event::EdgeRemoved { .. } => edges += 1,
                    Event::Independent { aim: Aim::Position, unit, .. } => {
                        aims[3] += 1;
                        taken.push(*unit);
                    }
                    Event::Independent { aim, .. } => {
                        aims[match aim {
                            Aim::Plunder => 0,
                            Aim::Loot => 1,
                            _ => 2,
                        }] += 1;
                    }
                    Event::BattleOpened { battle } if battle.attacker.is_none() => battles += 1,
                    _ => {}
                }
            }
        }
        taken.sort_unstable();
        restless = restless.max(taken.chunk_by(|a, b| a == b).map(<[_]>::len).max().unwrap_or(0));
    }
    println!(
        "{games} games{}: {finished} finished, {:.1} turns on average, {:.2} provinces of no state at the end",
        if random { " against random players" } else { "" },
        f64::from(turns) / games as f64,
        unowned as f64 / games as f64
    );
    println!("the most positions one unit took in a game: {restless}");
    println!(
        "plunders: building {}, roads {}, tracks {}, all {}; edge buildings removed {edges}",
        what[0], what[1], what[2], what[3]
    );
    println!(
        "independents: {} plunders, {} set out to plunder, {} marches on the enemy, {} positions taken, {battles} battles opened",
        aims[0], aims[1], aims[2], aims[3]
    );
}
