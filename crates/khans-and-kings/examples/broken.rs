//! Plays game i of `sandtable soak --versus previous` (today's computer in
//! seat i % 4, the previous one elsewhere) until an invariant breaks, and
//! prints the last actions with their events (with SEAT `all`, a
//! computer-only game as `sandtable soak` plays it):
//! `cargo run --release -p khans-and-kings --example broken -- SEED SEAT`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.first().cloned().unwrap_or_else(|| "soak-38".into());
    let seat: Option<u8> = args.get(1).and_then(|x| x.parse().ok());
    // SCENARIO=four-crowns-balanced for the balanced start.
    let scenario = std::env::var("SCENARIO").unwrap_or_else(|_| khans_and_kings::setup::SCENARIO.to_owned());
    let mut game =
        khans_and_kings::setup::new_game_of(&scenario, &seed, engine::seat::Controller::Computer).expect("a game");
    let report = match seat {
        Some(seat) => engine::sim::run_versus_previous(&mut game, &[engine::seat::SeatId(seat)], 400_000),
        None => engine::sim::run_computer(&mut game, 400_000, None),
    };
    println!("{:?}", report.broken.as_ref().map(|b| (b.after, &b.what)));
    let log = game.log();
    for e in &log[log.len().saturating_sub(4)..] {
        println!("seat {} {:?}\n  events {:?}", e.seat.0, e.action, e.events);
    }
}
