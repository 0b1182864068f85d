//! How often revolutions (GAP-02 event 5, KK-REV-05…09) happen and what the
//! Red Guard do, and how many provinces uprisings take (KK-REV-04, GAP-46,
//! rules 3), over the soak's seeds (`soak-0`, `soak-1`, …), computer-only
//! or against random players (the computer in seat i mod 4, as the soak).
//!
//! `cargo run --release -p khans-and-kings --example revolutions -- [GAMES] [random]`

use khans_and_kings::event::Event;
use khans_and_kings::state::Origin;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(50);
    let random = args.next().as_deref() == Some("random");
    // revolutions, liberated, Red Guard raised, Red Guard plunders, games
    // finished, uprising units raised, provinces uprisings took
    let mut n = [0usize; 7];
    for i in 0..games {
        let Ok((game, report, me)) = khans_and_kings::setup::measured_game(i, random) else {
            return eprintln!("no game");
        };
        n[4] += usize::from(report.finished && !report.stuck);
        let winners = engine::any::AnyGame::outcome(&game).map(|o| o.winners).unwrap_or_default();
        if random && !winners.contains(&me) {
            let s = game.state();
            let provinces: Vec<usize> = s.seated.iter().map(|&p| s.provinces_of(p).count()).collect();
            let own = |e: &&Event| {
                matches!(e, Event::Revolution { .. } | Event::Liberated { .. } | Event::UprisingLiberated { .. })
            };
            let events: Vec<&Event> = game.log().iter().flat_map(|x| &x.events).filter(own).collect();
            println!(
                "soak-{i}: the computer in seat {} did not win: {:?}, provinces {provinces:?}",
                me.index(),
                s.finish
            );
            println!("  {events:?}");
        }
        let mut guard = Vec::new();
        for e in game.log().iter().flat_map(|x| &x.events) {
            match e {
                Event::Revolution { .. } => n[0] += 1,
                Event::Liberated { .. } => n[1] += 1,
                Event::UnitPlaced { unit } if matches!(unit.origin, Some(Origin::Revolution(_))) => {
                    n[2] += 1;
                    guard.push(unit.id);
                }
                Event::Plundered { unit } if guard.contains(unit) => n[3] += 1,
                Event::UnitPlaced { unit } if matches!(unit.origin, Some(Origin::Uprising(_))) => n[5] += 1,
                Event::UprisingLiberated { .. } => n[6] += 1,
                _ => {}
            }
        }
    }
    println!(
        "{games} games{}: {} finished; {} revolutions, {} provinces liberated, {} Red Guard raised, {} plunders by them; \
         {} units risen in uprisings, {} provinces taken by uprisings",
        if random { " against random players" } else { "" },
        n[4],
        n[0],
        n[1],
        n[2],
        n[3],
        n[5],
        n[6]
    );
}
