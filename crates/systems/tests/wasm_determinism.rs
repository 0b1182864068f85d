//! The same save replayed natively and in wasm gives the same state hash,
//! for every system. `cargo test` runs it natively; `cargo xtask test` also
//! runs it in Node through wasm-bindgen-test. Each fixture is a finished
//! computer game (`sandtable simulate --system S --seed wasm-1 --out F`).

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

const FIXTURES: [(&str, &str); 4] = [
    ("world-war", include_str!("fixtures/world-war-simulated.json")),
    ("hex-kingdoms", include_str!("fixtures/hex-kingdoms-simulated.json")),
    ("deluge", include_str!("fixtures/deluge-simulated.json")),
    ("shadow-realms", include_str!("fixtures/shadow-realms-simulated.json")),
];

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn replay_reaches_the_recorded_final_hash() {
    for (system, fixture) in FIXTURES {
        let file: serde_json::Value = serde_json::from_str(fixture).expect("fixture is JSON");
        assert_eq!(file["system"], system);
        let last = file["checkpoints"].as_array().and_then(|c| c.last()).expect("checkpoints");
        let expected = last["hash"].as_str().expect("hash");
        let game = systems::open(fixture)
            .unwrap_or_else(|e| panic!("{system}: the fixture replays to every checkpoint: {e:?}"));
        assert_eq!(game.hash(), expected, "{system}");
        assert!(game.outcome().is_some(), "{system}: the fixture is a finished game");
    }
}
