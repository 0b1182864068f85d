//! Stops a game against random players (as `soak --versus random` plays
//! game i) where a state's movement phase of a turn begins, and prints its
//! legal actions by kind and what its computer chooses:
//! `cargo run --release -p khans-and-kings --example stuck -- SEED SEAT TURN`.

use engine::rules::Rules;
use engine::side::Side;
use khans_and_kings::KhansAndKings;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.first().cloned().unwrap_or_else(|| "soak-3".into());
    let seat: u8 = args.get(1).and_then(|x| x.parse().ok()).unwrap_or(3);
    let turn: u32 = args.get(2).and_then(|x| x.parse().ok()).unwrap_or(44);
    let mut game = khans_and_kings::setup::new_game(&seed, engine::seat::Controller::Computer).expect("a game");
    let computer = engine::seat::SeatId(seat);
    let mut random = engine::sim::RandomPlayer::new(&seed);
    for _ in 0..200_000 {
        let s = game.state();
        if s.turn == turn
            && s.phase == khans_and_kings::state::Phase::Movement
            && s.acting().map(|p| p.index()) == Some(usize::from(seat))
        {
            let legal = KhansAndKings::legal_actions(s, computer);
            let mut kinds: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
            for a in &legal {
                let name = format!("{a:?}").split([' ', '{', '(']).next().unwrap_or("").to_owned();
                *kinds.entry(name).or_default() += 1;
            }
            println!("legal: {kinds:?}");
            let mut rng = game.computer_rng();
            println!("chooses: {:?}", KhansAndKings::computer_action(s, computer, &mut rng));
            let p = s.acting().expect("acting");
            let units: Vec<_> =
                s.units.iter().filter(|u| u.owner == Some(p)).map(|u| (u.at.0, u.mp, u.fresh, u.routed)).collect();
            println!("units (at, mp, fresh, routed): {units:?}");
            println!("objectives {:?} pacts {:?}", s.player(p).objectives, s.pacts);
            return;
        }
        let Some(&s2) = KhansAndKings::to_act(game.state()).first() else { break };
        if s2 == computer {
            game.computer_step(s2);
        } else {
            random.step(&mut game, s2);
        }
    }
}
