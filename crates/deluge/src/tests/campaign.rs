//! Whole campaigns: the computer plays every nation to the end, random
//! legal actions never panic, and every log replays to the same state.

use super::new_game;
use crate::Deluge;
use crate::setup::{AUTO, MIXED, TABLETOP};
use engine::dice::Dice;
use engine::game::Game;
use engine::rules::Rules;
use engine::side::Side;

/// Lets the computer play until the campaign ends (or a limit). Issue 37:
/// whenever it ends a phase, none of its wishes was one the rules accept
/// (a nation's phase never ends while an army has an order it meant to give).
fn play(game: &mut Game<Deluge>, limit: usize) {
    for _ in 0..limit {
        let Some(&seat) = Deluge::to_act(game.state()).first() else { break };
        let n = crate::nation::Nation::of_seat(seat).expect("a nation");
        let wishes = crate::ai::wishes(game.state(), n, &mut game.computer_rng(), crate::ai::Profile::CURRENT);
        let chosen = Deluge::computer_action(game.state(), seat, &mut game.computer_rng());
        if matches!(chosen, Some(crate::Action::EndPhase(_))) {
            let legal: Vec<_> = wishes.iter().filter(|w| crate::check::check(game.state(), n, w).is_ok()).collect();
            assert!(legal.is_empty(), "{n:?} ends its phase with wishes it may still take: {legal:?}");
        }
        let stepped = game.computer_step(seat).is_some();
        let broken = Deluge::invariants(game.state());
        assert!(broken.is_empty(), "after action {}: {broken:?}", game.log().len());
        if !stepped {
            let mut rng = game.computer_rng();
            let a = Deluge::computer_action(game.state(), seat, &mut rng);
            let r = a.clone().map(|a| Deluge::check(game.state(), seat, &a));
            panic!(
                "the computer found no action for {seat} at turn {} {:?}: {a:?} {r:?}",
                game.state().turn,
                game.state().phase
            );
        }
    }
}

#[test]
fn the_computer_plays_every_nation_to_the_end_of_the_campaign_in_each_mode() {
    for scenario in [MIXED, TABLETOP, AUTO] {
        let mut game = new_game(scenario, "campaign");
        play(&mut game, 20_000);
        assert!(Deluge::outcome(game.state()).is_some(), "{scenario}: ended at turn {}", game.state().turn);
        assert_eq!(game.state().turn, 20, "GAP-6: twenty turns");
        let battles: usize = game
            .log()
            .iter()
            .filter(|e| matches!(e.action, crate::Action::Resolve { .. } | crate::Action::Confirm { .. }))
            .count();
        assert!(scenario == AUTO || battles > 0, "{scenario}: the computer fought no battle");
        let replayed =
            Game::<Deluge>::replay(game.setup().clone(), game.log().iter().map(|e| (e.seat, e.action.clone())))
                .expect("the log replays");
        assert_eq!(replayed.hash(), game.hash(), "{scenario}: replay gives the same state");
    }
}

#[test]
fn random_legal_actions_never_panic_and_keep_the_state_sound() {
    for seed in 0..6 {
        let mut game = new_game(MIXED, &format!("random-{seed}"));
        let mut rng = Dice::from_seed(&format!("pick-{seed}"));
        for _ in 0..3000 {
            let to_act = Deluge::to_act(game.state());
            let Some(&seat) = to_act.get(rng.pick(u8::try_from(to_act.len().clamp(1, 255)).unwrap_or(1), "seat"))
            else {
                break;
            };
            let legal = Deluge::legal_actions(game.state(), seat);
            assert!(!legal.is_empty(), "a seat to act has a legal action");
            let pick = legal[rng.pick(u8::try_from(legal.len().min(255)).unwrap_or(1), "action")].clone();
            // Random play ends phases too often to get anywhere: prefer
            // anything else most of the time.
            game.act(seat, pick).expect("a listed action is legal");
            let broken = Deluge::invariants(game.state());
            assert!(broken.is_empty(), "{seed}, after action {}: {broken:?}", game.log().len());
        }
        for a in game.state().armies.values() {
            assert!(a.strength > 0, "GAP-18: no army stays at 0 PS");
        }
        for n in &game.state().nations {
            assert!(n.morale <= 100, "DC-MOR-1");
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 6, ..proptest::prelude::ProptestConfig::default() })]
    /// Issue 37 — the rules that hold after every action
    /// (`crate::invariants`) hold after every action of random-legal play,
    /// amounts and names drawn like a person's, from any seed.
    #[test]
    fn the_invariants_hold_after_every_random_action(seed in 0u64..1_000_000) {
        let mut game = new_game(TABLETOP, &format!("prop-{seed}"));
        let mut random = engine::sim::RandomPlayer::new(&format!("prop-{seed}"));
        for _ in 0..1500 {
            let Some(&seat) = Deluge::to_act(game.state()).first() else { break };
            proptest::prop_assert!(random.step(&mut game, seat), "{seat} found no action");
            let broken = Deluge::invariants(game.state());
            proptest::prop_assert!(broken.is_empty(), "after action {}: {broken:?}", game.log().len());
        }
    }
}
