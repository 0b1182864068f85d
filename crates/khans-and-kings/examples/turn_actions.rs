//! The actions one state took in one turn of a game against random
//! players (as `sandtable soak --versus random` plays game i), for looking
//! at why a computer does what it does:
//! `cargo run --release -p khans-and-kings --example turn_actions -- SEED SEAT TURN`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.first().cloned().unwrap_or_else(|| "soak-3".into());
    let seat: u8 = args.get(1).and_then(|x| x.parse().ok()).unwrap_or(3);
    let turn: u32 = args.get(2).and_then(|x| x.parse().ok()).unwrap_or(44);
    let mut game = khans_and_kings::setup::new_game(&seed, engine::seat::Controller::Computer).expect("a game");
    engine::sim::run_versus_random(&mut game, &[engine::seat::SeatId(seat)], &seed, 200_000);
    let m = khans_and_kings::map::map();
    let mut current = 0;
    for e in game.log() {
        for ev in &e.events {
            if let khans_and_kings::Event::TurnBegan { turn: t, .. } = ev {
                current = *t;
            }
        }
        if current == turn && (e.seat.0 == seat || std::env::var("ALL").is_ok()) {
            println!("{} {:?}", e.seat.0, e.action);
        }
    }
    let _ = m;
}
