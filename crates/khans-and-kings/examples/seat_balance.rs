//! The controlled experiment of issue 39: the same computer in every seat,
//! with the Kingdom's government and doctrine swapped with another
//! state's, so that a state's wins follow either its place on the map (the
//! scenario) or what it was given to play with. Computer-only games on the
//! soak's seeds, played on the state itself (no log):
//!
//! `cargo run --release -p khans-and-kings --example seat_balance -- GAMES [khanate|empire|republic] [balanced|even]`
//!
//! With `balanced` the games are of the balanced start (`setup::BALANCED`),
//! with `even` of the evened start (`setup::EVEN`); otherwise of GAP-45's
//! Four Crowns as proposed.

use engine::dice::Dice;
use engine::rules::Rules;
use engine::side::Side;
use khans_and_kings::ids::Player;
use khans_and_kings::{KhansAndKings, ai};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|n| n.parse().ok()).unwrap_or(20);
    let partner = args.iter().find_map(|a| Player::ALL.into_iter().find(|p| p.id() == a));
    let scenario = if args.iter().any(|a| a == "balanced") {
        khans_and_kings::setup::BALANCED
    } else if args.iter().any(|a| a == "even") {
        khans_and_kings::setup::EVEN
    } else {
        khans_and_kings::setup::SCENARIO
    };
    let seats = khans_and_kings::setup::seats(engine::seat::Controller::Computer);
    let mut wins = [0usize; 4];
    let mut provinces = [0usize; 4];
    for g in 0..games {
        let seed = format!("soak-{g}");
        let mut dice = Dice::from_seed(&seed);
        let Ok(mut s) = KhansAndKings::setup(scenario, &seats, &mut dice) else { return eprintln!("no game") };
        if let Some(q) = partner {
            let (k, o) = (Player::Kingdom.index(), q.index());
            let (gk, dk) = (s.players[k].government, s.players[k].doctrine);
            (s.players[k].government, s.players[k].doctrine) = (s.players[o].government, s.players[o].doctrine);
            (s.players[o].government, s.players[o].doctrine) = (gk, dk);
        }
        let mut rng = Dice::from_seed(&format!("{seed}-computer"));
        for _ in 0..300_000 {
            let Some(p) = s.acting() else { break };
            let Some(a) = ai::computer_action(&s, p, &mut rng) else { break };
            if khans_and_kings::check::check(&s, p, &a).is_err() {
                break;
            }
            let mut ev = khans_and_kings::Ev::default();
            khans_and_kings::execute(&mut s, p, &a, &mut dice, &mut ev);
        }
        if let Some(f) = &s.finish {
            for w in &f.winners {
                wins[w.index()] += 1;
            }
        }
        for p in Player::ALL {
            provinces[p.index()] += s.provinces_of(p).count();
        }
    }
    let swap = partner.map_or("none", Player::id);
    println!("{games} games of {scenario}, the Kingdom's government and doctrine swapped with: {swap}");
    for p in Player::ALL {
        let share = wins[p.index()] as f64 / games.max(1) as f64;
        let mean = provinces[p.index()] as f64 / games.max(1) as f64;
        println!(
            "  {:8} wins {:4} ({:5.1} %), provinces at the end {:5.1}",
            p.id(),
            wins[p.index()],
            100.0 * share,
            mean
        );
    }
}
