//! How the four states fare in computer-only games of Four Crowns: the
//! mean provinces and land units of each every eight turns, and who took
//! the provinces each lost. For looking at why a state wins or loses.
//!
//! `cargo run --release -p khans-and-kings --example balance -- [GAMES] [SEED]`

use engine::rules::Rules;
use engine::seat::Controller;
use engine::side::Side;
use khans_and_kings::KhansAndKings;
use khans_and_kings::ids::Player;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let seed = args.next().unwrap_or_else(|| "balance".to_owned());
    let states = Player::ALL;
    // [checkpoint][state] → (provinces, units)
    let mut sums = vec![[(0usize, 0usize); 4]; 7];
    let mut taken = [[0usize; 4]; 4];
    for g in 0..games {
        let Ok(mut game) = khans_and_kings::setup::new_game(&format!("{seed}-{g}"), Controller::Computer) else {
            return eprintln!("no game");
        };
        let mut seen = 0;
        for _ in 0..200_000 {
            let s = game.state();
            let checkpoint = usize::try_from(s.turn / 8).unwrap_or(0);
            if s.turn % 8 == 0 && checkpoint > seen && checkpoint < 7 {
                seen = checkpoint;
                for (i, &p) in states.iter().enumerate() {
                    let units = s.units.iter().filter(|u| u.owner == Some(p)).count();
                    sums[checkpoint][i].0 += s.provinces_of(p).count();
                    sums[checkpoint][i].1 += units;
                }
            }
            let before: Vec<_> = s.provinces.iter().map(|x| x.owner).collect();
            if KhansAndKings::outcome(game.state()).is_some() {
                break;
            }
            let Some(seat) = KhansAndKings::to_act(game.state()).first().copied() else { break };
            if game.computer_step(seat).is_none() {
                break;
            }
            for (was, now) in before.iter().zip(game.state().provinces.iter().map(|x| x.owner)) {
                if let (Some(a), Some(b)) = (was, now)
                    && *a != b
                {
                    taken[index(*a)][index(b)] += 1;
                }
            }
        }
    }
    println!("turn  {}", states.map(|p| format!("{:>16}", p.id())).join(""));
    for (c, row) in sums.iter().enumerate().skip(1) {
        let cells = row.map(|(pr, u)| format!("{:>9.1}p {:>4.0}u", pr as f64 / games as f64, u as f64 / games as f64));
        println!("{:>4}  {}", c * 8, cells.join(""));
    }
    println!("provinces lost (row) to (column), all games:");
    for (i, row) in taken.iter().enumerate() {
        println!("{:>10} {:?}", states[i].id(), row);
    }
}

fn index(p: Player) -> usize {
    Player::ALL.iter().position(|&x| x == p).unwrap_or(0)
}
