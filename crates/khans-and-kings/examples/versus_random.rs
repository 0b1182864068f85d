//! The games of `sandtable soak --versus random` the computer lost, looked
//! at one by one: `cargo run --release -p khans-and-kings --example versus_random -- GAMES [SEAT]`
//! prints each lost game's seed, how it ended, its winners and every
//! state's provinces and GOLD at the end.

use engine::any::AnyGame;
use engine::side::Side;
use khans_and_kings::ids::Player;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|n| n.parse().ok()).unwrap_or(40);
    let only: Option<usize> = args.get(1).and_then(|n| n.parse().ok());
    for i in 0..games {
        let seat = i % 4;
        if only.is_some_and(|o| o != seat) {
            continue;
        }
        let seed = format!("soak-{i}");
        let mut game = khans_and_kings::setup::new_game(&seed, engine::seat::Controller::Computer).expect("a game");
        let computer = engine::seat::SeatId(u8::try_from(seat).unwrap_or(0));
        engine::sim::run_versus_random(&mut game, &[computer], &seed, 200_000);
        let s = game.state();
        let Some(f) = &s.finish else { continue };
        if f.winners.contains(&Player::ALL[seat]) {
            continue;
        }
        let standing: Vec<String> = Player::ALL
            .iter()
            .map(|&p| {
                format!(
                    "{} {}p {}g",
                    p.id(),
                    s.provinces_of(p).count(),
                    s.player(p).stock.get(khans_and_kings::data::resources::Resource::Gold)
                )
            })
            .collect();
        let pacts: Vec<String> =
            s.pacts.iter().map(|x| format!("{}-{} {:?} since {}", x.a.id(), x.b.id(), x.relation, x.since)).collect();
        let units = s.units.iter().filter(|u| u.owner == Some(Player::ALL[seat])).count();
        println!(
            "{seed}: computer {} lost; {:?} turn {} won by {:?}; {}; pacts [{}]; its units {units}",
            Player::ALL[seat].id(),
            f.why,
            f.turn,
            f.winners,
            standing.join(", "),
            pacts.join("; ")
        );
        if std::env::var("DETAIL").is_ok() {
            let m = khans_and_kings::map::map();
            let mut by: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
            for u in s.units.iter().filter(|u| u.owner == Some(Player::ALL[seat])) {
                let key = m.province_of(u.at).map_or("sea".to_owned(), |pr| {
                    format!("{}({})", m.province(pr).key, s.owner(pr).map_or("-", |o| o.id()))
                });
                *by.entry(key).or_default() += 1;
            }
            println!("   units: {by:?}");
            let theirs: Vec<String> = s.provinces_of(f.winners[0]).map(|pr| m.province(pr).key.clone()).collect();
            println!("   winner's provinces: {theirs:?}");
        }
        let _ = game.log_len();
    }
}
