//! Random legal play never panics, every listed action passes `check`, and
//! no invariant (`crate::invariants`) breaks after any action.

use crate::HexKingdoms;
use engine::rules::Rules;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn random_legal_actions_never_panic(seed in 0u32..10_000, picks in proptest::collection::vec(0usize..1000, 150)) {
        let scenario = if seed % 3 == 0 { ("four-realms-3", 3) } else { ("two-kingdoms-3", 2) };
        let mut game = crate::tests::new_game(scenario.0, scenario.1, &format!("prop-{seed}")).expect("setup");
        for pick in picks {
            let s = game.state().clone();
            let Some(&seat) = HexKingdoms::to_act(&s).first() else { break };
            let legal = HexKingdoms::legal_actions(&s, seat);
            prop_assert!(!legal.is_empty(), "no legal action at {:?}", s.step);
            for a in &legal {
                prop_assert!(HexKingdoms::check(&s, seat, a).is_ok(), "listed but refused: {:?}", a);
            }
            let a = legal[pick % legal.len()].clone();
            prop_assert!(game.act(seat, a).is_ok());
            let broken = HexKingdoms::invariants(game.state());
            prop_assert!(broken.is_empty(), "after action {}: {broken:?}", game.log().len());
        }
    }
}
