//! Plays a computer game to its first broken invariant and prints the last
//! action with its events: `cargo run -p khans-and-kings --example probe -- SEED`.

fn main() {
    let seed = std::env::args().nth(1).unwrap_or_else(|| "sim-a".to_owned());
    let scenario = std::env::var("SCENARIO").unwrap_or_else(|_| khans_and_kings::setup::SCENARIO.to_owned());
    let mut game =
        khans_and_kings::setup::new_game_of(&scenario, &seed, engine::seat::Controller::Computer).expect("a game");
    // A third argument "random": the computer in seats 1 and 3, random players
    // in the others (as `sandtable soak --versus random` plays game i).
    let report = match std::env::args().nth(3).as_deref() {
        Some(seats) if seats.starts_with("random") => {
            let computer: Vec<engine::seat::SeatId> = seats
                .trim_start_matches("random")
                .split(',')
                .filter_map(|x| x.parse().ok())
                .map(engine::seat::SeatId)
                .collect();
            engine::sim::run_versus_random(&mut game, &computer, &seed, 200_000)
        }
        _ => engine::sim::run_computer(&mut game, 200_000, None),
    };
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
