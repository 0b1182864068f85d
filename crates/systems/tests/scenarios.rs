//! Every scenario states the hash of its data, so that the page can name a
//! scenario in a game by e-mail without the data or SHA-256: the stated
//! hash must be the data's, or no save of it would load.

use engine::save::scenario_hash;

#[test]
fn every_scenario_states_the_hash_of_its_data() {
    for system in systems::all() {
        for scenario in system.scenarios() {
            let content = system.scenario_content(scenario.id).unwrap_or_else(|| panic!("{}: no data", scenario.id));
            assert_eq!(scenario.hash, scenario_hash(content), "{} {}", system.info().id, scenario.id);
        }
    }
}

#[test]
fn a_scenario_unknown_to_a_system_has_no_data() {
    for system in systems::all() {
        assert_eq!(system.scenario_content("no-such-scenario"), None, "{}", system.info().id);
    }
}
