//! Counts the answers to rules 4's questions in computer-only games:
//! `cargo run --release -p khans-and-kings --example answers -- 20 [previous]`.

use engine::any::AnyGame;
use engine::rules::Rules;
use khans_and_kings::Action;
use khans_and_kings::ai::Profile;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let profile = if args.iter().any(|a| a == "previous") { Profile::PREVIOUS } else { Profile::CURRENT };
    let (mut fled, mut stood, mut called, mut not_called, mut engage) = (0, 0, 0, 0, 0);
    for i in 0..games {
        let mut game =
            khans_and_kings::setup::new_game(&format!("soak-{i}"), engine::seat::Controller::Computer).expect("a game");
        while game.outcome().is_none() {
            let asked = !game.state().asks.is_empty();
            let Some(a) = khans_and_kings::ai::step_as(&mut game, profile) else { break };
            match a {
                Action::Withdraw if asked => fled += 1,
                Action::Stand => stood += 1,
                Action::CallTribes { .. } => called += 1,
                Action::NoTribes { .. } => not_called += 1,
                Action::Engage { .. } => engage += 1,
                _ => {}
            }
        }
        let _ = khans_and_kings::KhansAndKings::turn(game.state());
    }
    println!(
        "games {games}: engagements {engage}, fled {fled}, stood {stood}, tribes called {called}, not called {not_called}"
    );
}
