//! Random legal play never panics, `check` agrees with `legal_actions`, and
//! no invariant (`crate::invariants`) breaks after any action.

use crate::WorldWar;
use crate::tests::new_game;
use engine::rules::Rules;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Every listed action passes `check`, and random choices among them
    /// (with `EndSlot`/finishing favoured so turns advance) never panic.
    #[test]
    fn random_legal_play_never_panics(seed in "[a-z]{1,8}", picks in proptest::collection::vec(0usize..1000, 300)) {
        let mut game = new_game(&seed);
        for (i, pick) in picks.into_iter().enumerate() {
            let Some(&seat) = WorldWar::to_act(game.state()).first() else { break };
            let legal = WorldWar::legal_actions(game.state(), seat);
            prop_assert!(!legal.is_empty(), "a seat to act always has an action");
            prop_assert!(legal.len() < 600, "legal_actions stays bounded: {}", legal.len());
            for a in &legal {
                prop_assert!(WorldWar::check(game.state(), seat, a).is_ok(), "{a:?}");
            }
            let action = if i % 3 == 0 { legal[legal.len() - 1].clone() } else { legal[pick % legal.len()].clone() };
            prop_assert!(game.act(seat, action).is_ok());
            let broken = WorldWar::invariants(game.state());
            prop_assert!(broken.is_empty(), "after action {}: {broken:?}", game.log().len());
            for viewer in [None, Some(seat)] {
                let view = WorldWar::view(game.state(), viewer);
                let _ = WorldWar::map_view(&view, viewer);
                let _ = WorldWar::panel(&view, viewer);
            }
        }
    }
}
