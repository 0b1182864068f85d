//! Is a Hex Kingdoms map fair? Computer-only games in which the seats take
//! every start in turn, so that the turn order and the start hexes can be
//! told apart; prints the wins by seat, by start, and both.
//!
//! `cargo run --release -p hex-kingdoms --example fairness -- [GAMES] [SCENARIO]`
//! (GAMES per rotation, 100 by default; SCENARIO `four-realms-3` by default,
//! `four-realms` and `two-kingdoms` for the first edition's maps). The figures
//! in `crate::layout`'s notes and the session notes come from it.

use engine::dice::Dice;
use engine::rules::{Events, Rules};
use hex_kingdoms::HexKingdoms;
use hex_kingdoms::ids::PlayerId;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let scenario = args.next().unwrap_or_else(|| hex_kingdoms::setup::FOUR_REALMS.to_owned());
    let Some(info) = hex_kingdoms::setup::scenario(&scenario) else {
        eprintln!("unknown scenario {scenario}");
        return;
    };
    let n = u8::try_from(info.max_seats).unwrap_or(2);
    let mut seat_by_start = vec![vec![0u32; usize::from(n)]; usize::from(n)];
    let mut moved_first = [0u32; 2];
    for g in 0..games {
        for rotation in 0..n {
            let mut dice = Dice::from_seed(&format!("fair-{g}-{rotation}"));
            let seats = HexKingdoms::info().seats(usize::from(n), engine::seat::Controller::Computer);
            let Ok(mut s) = HexKingdoms::setup(&scenario, &seats, &mut dice) else { return };
            // The pieces of the seat at start i go to seat i + rotation.
            for u in s.units.values_mut() {
                u.owner = PlayerId((u.owner.0 + rotation) % n);
            }
            for x in s.structures.values_mut() {
                x.owner = PlayerId((x.owner.0 + rotation) % n);
            }
            for _ in 0..20_000 {
                if HexKingdoms::outcome(&s).is_some() {
                    break;
                }
                let Some(&seat) = HexKingdoms::to_act(&s).first() else { break };
                let Some(action) = HexKingdoms::computer_action(&s, seat, &mut dice) else { break };
                HexKingdoms::execute(&mut s, seat, &action, &mut dice, &mut Events::default());
            }
            for w in s.finish.iter().flat_map(|f| f.winners.clone()) {
                moved_first[usize::from(w == s.first)] += 1;
                let start = usize::from((w.0 + n - rotation) % n);
                seat_by_start[usize::from(w.0)][start] += 1;
            }
        }
    }
    let by_seat: Vec<u32> = seat_by_start.iter().map(|row| row.iter().sum()).collect();
    let by_start: Vec<u32> = (0..usize::from(n)).map(|i| seat_by_start.iter().map(|row| row[i]).sum()).collect();
    println!("{scenario}: {} games, each seat at each start", games * u32::from(n));
    println!("wins by seat in turn order: {by_seat:?}");
    println!("wins by start hex: {by_start:?}");
    println!("wins, seat by start: {seat_by_start:?}");
    println!("wins of the first to move / the others: {moved_first:?}", moved_first = [moved_first[1], moved_first[0]]);
}
