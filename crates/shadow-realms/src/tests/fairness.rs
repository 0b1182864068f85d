//! Issue 40 — the computer decides only from what its realm may see.
//! Shadow Realms has no hidden information (every action is public, the
//! view is the whole state); what no player may know is the dice to come,
//! and the state does not hold them. Before every decision of whole
//! computer games the dice to come are reseeded; the computer's decision
//! must stay the same.

use super::new_game;
use engine::fairness::check_fair;
use engine::seat::Controller;

#[test]
fn the_computer_decides_the_same_whatever_the_dice_to_come() {
    for (players, seed) in [(5, "fair-1"), (5, "fair-3"), (3, "fair-2")] {
        let mut game = new_game(players, seed, Controller::Computer);
        let report = check_fair(&mut game, 1_500, &|_, _, _| None).unwrap_or_else(|e| panic!("{seed}: {e:?}"));
        assert!(report.decisions > 100, "{seed}: {report:?}");
        assert_eq!(report.would_differ_on_whole_state, 0, "the view is the whole state");
    }
}
