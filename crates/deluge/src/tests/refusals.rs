//! Every refusal names the rule that forbids the action, and malformed
//! ids are refused, never a panic.

use super::{army, new_game};
use crate::Deluge;
use crate::action::{Action, Holder};
use crate::army::ArmyId;
use crate::battle::{Losses, Verdict};
use crate::map::land;
use crate::refusal::Refuse;
use crate::setup::MIXED;
use crate::state::{Movement, Order};
use engine::board::RegionId;
use engine::rules::{Refusal, Rules};
use engine::seat::SeatId;

fn refused(a: Action, seat: u8) -> Refusal {
    let game = new_game(MIXED, "refusals");
    Deluge::check(game.state(), SeatId(seat), &a).expect_err("refused")
}

#[test]
fn refusals_cite_their_rules() {
    let ron = 0;
    assert_eq!(refused(Action::Move { army: army("SWE_ROYAL_1"), movement: Movement::Rest }, ron).rule, "DC-NAT-1");
    assert_eq!(
        refused(Action::Move { army: army("RON_CROWN_1"), movement: Movement::Move(land("krakow")) }, ron).rule,
        "DC-MOVE-1"
    );
    assert_eq!(refused(Action::Command { army: army("RON_CROWN_1"), order: Order::Defend }, ron).rule, "DC-TURN-1");
    assert_eq!(refused(Action::Recruit { army: army("RON_CROWN_1"), ps: 1 }, ron).rule, "DC-TRE-8", "GAP-7: 0 ducats");
    assert_eq!(refused(Action::Propose { to: crate::nation::Nation::Swe, points: 0 }, ron).rule, "DC-DIP-2");
    assert_eq!(refused(Action::Confirm { battle: 1 }, ron).rule, "DC-TURN-1");
    assert_eq!(
        refused(
            Action::Transfer {
                army: army("RON_CROWN_1"),
                from: Holder::Garrison,
                to: Holder::Army(army("RON_CROWN_1")),
                ps: 41
            },
            ron
        )
        .rule,
        "DC-REORG-1",
        "more than the garrison has"
    );
    assert_eq!(Refuse::ResultsOpen.parts().0, "DC-RES-7");
}

#[test]
fn malformed_ids_are_refused_not_panicking() {
    let game = new_game(MIXED, "bad");
    let bad = [
        Action::Move { army: ArmyId(250), movement: Movement::Rest },
        Action::Move { army: army("RON_CROWN_1"), movement: Movement::Move(RegionId(999)) },
        Action::Invest { land: RegionId(999), n: 1 },
        Action::Split { parent: army("RON_CROWN_1"), slot: ArmyId(250), ps: 1 },
        Action::EnterResult {
            battle: 99,
            verdict: Verdict::Won(7, crate::battle::Level::Tactical),
            losses_0: Losses::default(),
            losses_1: Losses::default(),
        },
        Action::Transfer { army: ArmyId(250), from: Holder::Garrison, to: Holder::Army(ArmyId(251)), ps: 1 },
    ];
    for seat in 0..8 {
        for a in &bad {
            assert!(Deluge::check(game.state(), SeatId(seat), a).is_err(), "{a:?} for seat {seat}");
        }
    }
}
