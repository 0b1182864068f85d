//! Issue 40 — the computer decides only from what its realm may see. Hex
//! Kingdoms hides nothing on the board (`view::redact` is the whole state:
//! every army, treasury and card drawn is public); what no player may know
//! is the dice to come, and the state does not hold them. Before every
//! decision of whole computer games the dice to come are reseeded; the
//! computer's decision must stay the same.

use crate::tests::new_game;
use engine::fairness::check_fair;

#[test]
fn the_computer_decides_the_same_whatever_the_dice_to_come() {
    for (scenario, players, seed) in [("two-kingdoms-3", 2, "fair-1"), ("four-realms-3", 3, "fair-2")] {
        let mut game = new_game(scenario, players, seed).expect("setup");
        let report = check_fair(&mut game, 1_500, &|_, _, _| None).unwrap_or_else(|e| panic!("{seed}: {e:?}"));
        assert!(report.decisions > 100, "{seed}: {report:?}");
        assert_eq!(report.would_differ_on_whole_state, 0, "the view is the whole state");
    }
}
