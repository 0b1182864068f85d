//! Plays a computer game to its first broken invariant and prints the last
//! action with its events: `cargo run -p khans-and-kings --example probe -- SEED`.

fn main() {
    let seed = std::env::args().nth(1).unwrap_or_else(|| "sim-a".to_owned());
    let mut game = khans_and_kings::setup::new_game(&seed, engine::seat::Controller::Computer).expect("a game");
    let report = engine::sim::run_computer(&mut game, 200_000, None);
    println!("{:?}", report.broken);
    for u in &game.state().units {
        if Some(u.at) == khans_and_kings::map::map().board.find(&std::env::args().nth(2).unwrap_or_default()) {
            println!("at 41: {u:?}");
        }
    }
    let log = game.log();
    for entry in log.iter().rev().take(2).rev() {
        println!("seat {:?}: {:?}", entry.seat, entry.action);
        for e in &entry.events {
            println!("    {e:?}");
        }
    }
}
