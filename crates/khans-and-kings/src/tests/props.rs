//! Random legal play never panics, every listed action passes `check` and
//! the rules' invariants hold after every action (`invariants`);
//! the exact odds agree with the battle's own resolution.

use super::new_game;
use crate::KhansAndKings;
use crate::action::Action;
use engine::rules::Rules;
use engine::seat::Controller;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]
    #[test]
    fn random_legal_actions_never_panic(seed in 0u32..10_000, picks in proptest::collection::vec(0usize..1000, 300)) {
        let mut game = new_game(&format!("prop-{seed}"), Controller::Human);
        for pick in picks {
            let s = game.state().clone();
            let Some(&seat) = KhansAndKings::to_act(&s).first() else { break };
            let legal = KhansAndKings::legal_actions(&s, seat);
            prop_assert!(!legal.is_empty(), "no legal action in turn {}", s.turn);
            for a in &legal {
                prop_assert!(KhansAndKings::check(&s, seat, a).is_ok(), "listed but refused: {:?}", a);
            }
            // Ending the window or phase less often, so the game goes somewhere.
            let mut options: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::EndEconomy | Action::EndMovement)).collect();
            if options.is_empty() || pick % 7 == 0 {
                options = legal.iter().collect();
            }
            let a = options[pick % options.len()].clone();
            prop_assert!(game.act(seat, a.clone()).is_ok());
            let broken = KhansAndKings::invariants(game.state());
            prop_assert!(broken.is_empty(), "after {:?}: {:?}", a, broken);
        }
    }
}

/// KK-CMB-04…07, AMB-21 — in battles met in a computer game, the odds on
/// each engagement's button equal the share of the 16 (or more) dice faces
/// the battle's own resolution counts as won.
#[test]
fn odds_agree_with_the_resolution() {
    let mut game = new_game("odds", Controller::Computer);
    let mut checked = 0;
    for _ in 0..20_000 {
        let s = game.state().clone();
        if s.battle.is_some() {
            for a in crate::legal::legal_actions(&s, s.acting().map_or(crate::Player::Khanate, |p| p)) {
                let Action::Engage { attacker, target, .. } = a else { continue };
                for support in 0..=u32::try_from(crate::battle::ready(&s).len().saturating_sub(1).min(2)).unwrap_or(0) {
                    let helpers = crate::battle::supporters(&s, attacker, support);
                    let faces = (0..helpers.len() + 2).fold(vec![Vec::new()], |acc: Vec<Vec<u8>>, _| {
                        acc.into_iter().flat_map(|v| (1..=4u8).map(move |f| [v.clone(), vec![f]].concat())).collect()
                    });
                    let wins = |f: &[u8]| {
                        crate::battle::resolve(&s, attacker, target, &helpers, (f[0], f[1], &f[2..]))
                            .is_some_and(|e| e.attacker_wins)
                    };
                    // GAP-05 Fortune of War: the loser holding it re-rolls its own d4 (in quarters).
                    let fortune = |id| s.unit(id).is_some_and(|u| u.fortune);
                    let reroll = |f: &[u8], i: usize| {
                        (1..=4u8).filter(|&d| wins(&[&f[..i], &[d], &f[i + 1..]].concat())).count()
                    };
                    let won: usize = faces
                        .iter()
                        .map(|f| match wins(f) {
                            true if fortune(target) => reroll(f, 1),
                            true => 4,
                            false if fortune(attacker) => reroll(f, 0),
                            false => 0,
                        })
                        .sum();
                    let exact = won as f64 / (4 * faces.len()) as f64;
                    let odds = crate::odds::engagement(&s, attacker, target, support).expect("odds");
                    assert!((odds - exact).abs() < 1e-12, "odds {odds} against {exact}");
                    checked += 1;
                }
            }
        }
        let Some(&seat) = KhansAndKings::to_act(&s).first() else { break };
        if game.computer_step(seat).is_none() {
            break;
        }
    }
    assert!(checked > 20, "only {checked} engagements compared");
}
