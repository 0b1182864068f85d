//! The same save replayed natively and in wasm gives the same state hash.
//! `cargo test` runs it natively; `cargo xtask test` also runs it in Node
//! through wasm-bindgen-test. The fixture is a finished computer game.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;

const FIXTURE: &str = include_str!("fixtures/world-war-simulated.json");

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn replay_reaches_the_recorded_final_hash() {
    let file: serde_json::Value = serde_json::from_str(FIXTURE).expect("fixture is JSON");
    let last = file["checkpoints"].as_array().and_then(|c| c.last()).expect("checkpoints");
    let expected = last["hash"].as_str().expect("hash");
    let game = systems::open(FIXTURE).expect("the fixture replays to every checkpoint");
    assert_eq!(game.hash(), expected);
    assert!(game.outcome().is_some(), "the fixture is a finished game");
}
