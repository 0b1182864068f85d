//! Counts the action kinds of computer-only games as the engine's
//! simulation plays them: `cargo run --release -p khans-and-kings --example kinds -- 5`.

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let mut kinds: std::collections::BTreeMap<String, usize> = std::collections::BTreeMap::new();
    for i in 0..games {
        let mut game =
            khans_and_kings::setup::new_game(&format!("dbg-{i}"), engine::seat::Controller::Computer).expect("a game");
        engine::sim::run_computer(&mut game, 200_000, None);
        for entry in game.log() {
            let json = serde_json::to_value(&entry.action).expect("json");
            let name = match json {
                serde_json::Value::String(s) => s,
                serde_json::Value::Object(o) => o.keys().next().cloned().unwrap_or_default(),
                _ => "other".into(),
            };
            *kinds.entry(name).or_default() += 1;
        }
    }
    println!("{kinds:?}");
}
