//! Random legal play never panics, every listed action passes `check`, and
//! a random action (legal or not) is either carried out or refused; after
//! every action of both, every invariant holds (`Rules::invariants`).

use super::new_game;
use crate::ShadowRealms;
use crate::action::{Action, Group, Item};
use engine::board::RegionId;
use engine::rules::Rules;
use engine::seat::Controller;
use proptest::prelude::*;

/// Any action at all, most of them nonsense: places past the map's end,
/// groups of units the army lacks.
fn any_action() -> impl Strategy<Value = Action> {
    let place = (0u16..45).prop_map(RegionId);
    let group = (0u32..4, 0u32..3, 0u32..2, 0u32..2, 0u32..3).prop_map(|(troop, ship, ruler, catapult, swords)| {
        Group { troop, ship, ruler, catapult, swords, ..Group::default() }
    });
    prop_oneof![
        Just(Action::RansomKard),
        Just(Action::Revolt),
        Just(Action::EndTurn),
        (place.clone(), 0usize..6, 0u32..4).prop_map(|(at, i, count)| Action::Recruit {
            at,
            item: Item::ALL[i],
            count
        }),
        (place.clone(), place.clone(), group).prop_map(|(from, to, group)| Action::Move { from, to, group }),
        place.clone().prop_map(|city| Action::Besiege { city }),
        place.clone().prop_map(|city| Action::Storm { city }),
        place.clone().prop_map(|city| Action::Sortie { city }),
        place.clone().prop_map(|at| Action::Attack { at }),
        (0u32..200).prop_map(|supplies| Action::KeepSupplies { supplies }),
        any::<bool>().prop_map(Action::DemandTribute),
        place.clone().prop_map(|to| Action::Withdraw { to }),
        place.clone().prop_map(|to| Action::Place { to }),
        place.prop_map(|to| Action::RansomKardTo { to }),
        (0usize..6).prop_map(|i| Action::LoseFirst(crate::ids::UnitKind::ALL[i])),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn random_legal_actions_never_panic(seed in 0u32..10_000, players in 2usize..=5, picks in proptest::collection::vec(0usize..1000, 200)) {
        let mut game = new_game(players, &format!("prop-{seed}"), Controller::Human);
        for pick in picks {
            let s = game.state().clone();
            let Some(&seat) = ShadowRealms::to_act(&s).first() else { break };
            let legal = ShadowRealms::legal_actions(&s, seat);
            prop_assert!(!legal.is_empty(), "no legal action in round {}", s.round);
            for a in &legal {
                prop_assert!(ShadowRealms::check(&s, seat, a).is_ok(), "listed but refused: {:?}", a);
            }
            let a = legal[pick % legal.len()].clone();
            prop_assert!(game.act(seat, a).is_ok());
            let broken = ShadowRealms::invariants(game.state());
            prop_assert!(broken.is_empty(), "after {} actions: {:?}", game.log().len(), broken);
        }
    }

    #[test]
    fn any_action_is_carried_out_or_refused(seed in 0u32..10_000, actions in proptest::collection::vec(any_action(), 60)) {
        let mut game = new_game(3, &format!("any-{seed}"), Controller::Human);
        for a in actions {
            let s = game.state().clone();
            let Some(&seat) = ShadowRealms::to_act(&s).first() else { break };
            if game.act(seat, a).is_err() {
                prop_assert_eq!(game.state(), &s, "a refused action changes nothing");
            }
            let broken = ShadowRealms::invariants(game.state());
            prop_assert!(broken.is_empty(), "after {} actions: {:?}", game.log().len(), broken);
        }
    }
}
