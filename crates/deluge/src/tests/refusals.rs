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
    assert_eq!(refused(Action::Confirm { battle: 1, commander: None }, ron).rule, "DC-TURN-1");
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
            commander: None,
            comment: String::new(),
        },
        Action::Transfer { army: ArmyId(250), from: Holder::Garrison, to: Holder::Army(ArmyId(251)), ps: 1 },
    ];
    for seat in 0..8 {
        for a in &bad {
            assert!(Deluge::check(game.state(), SeatId(seat), a).is_err(), "{a:?} for seat {seat}");
        }
    }
}

/// The rule, key and arguments (`(name, value)`, a catalog key as `key:…`)
/// a refusal shows.
fn shown(r: &Refusal) -> (&str, &str, Vec<(String, String)>) {
    let args = r.text.args_as_strings();
    (r.rule.as_str(), r.text.key.as_str(), args)
}

fn args(v: &[(&str, &str)]) -> Vec<(String, String)> {
    v.iter().map(|(n, a)| ((*n).to_owned(), (*a).to_owned())).collect()
}

/// Issue 19, DC-TURN-1 — the phase refusal names the phase the action
/// belongs to.
#[test]
fn dc_turn_1_refusal_names_the_phase() {
    let ron = 0;
    let r = refused(Action::Command { army: army("RON_CROWN_1"), order: Order::Defend }, ron);
    assert_eq!(shown(&r), ("DC-TURN-1", "dc.refuse.wrong_phase", args(&[("phase", "key:dc.phase.orders")])));
    let r = refused(Action::Confirm { battle: 1, commander: None }, ron);
    assert_eq!(shown(&r), ("DC-TURN-1", "dc.refuse.wrong_phase", args(&[("phase", "key:dc.phase.results")])));
    let r = refused(Action::EndPhase(crate::state::Phase::Results), ron);
    assert_eq!(shown(&r), ("DC-TURN-1", "dc.refuse.wrong_phase", args(&[("phase", "key:dc.phase.results")])));
}

/// Issue 19, DC-TRE-8, DC-REORG-1 — the ducat refusal says what it costs
/// and what the treasury holds; the PS refusal how many PS there are.
#[test]
fn dc_tre_8_and_dc_reorg_1_refusals_say_the_amounts() {
    let ron = 0;
    let r = refused(Action::Recruit { army: army("RON_CROWN_1"), ps: 3 }, ron);
    assert_eq!(shown(&r), ("DC-TRE-8", "dc.refuse.ducats", args(&[("cost", "30"), ("have", "0")])));
    let game = new_game(MIXED, "refusals");
    let a = army("RON_CROWN_1");
    let garrison = game.state().land(game.state().armies[&a].land).garrison;
    let r = refused(Action::Transfer { army: a, from: Holder::Garrison, to: Holder::Army(a), ps: garrison + 1 }, ron);
    assert_eq!(shown(&r), ("DC-REORG-1", "dc.refuse.too_many", args(&[("most", &garrison.to_string())])));
}

/// Issue 19, DC-TRE-11, DC-STORM-1, GAP-22 — morale, storm and payment
/// refusals say the most that can be bought, the PS it takes and the most
/// that can be paid.
#[test]
fn dc_tre_11_dc_storm_1_gap_22_refusals_say_the_limits() {
    let shown_of = |r: Refuse| {
        let r = Refusal::from(r);
        let (rule, key, a) = shown(&r);
        (rule.to_owned(), key.to_owned(), a)
    };
    let s = |rule: &str, key: &str, a: &[(&str, &str)]| (rule.to_owned(), key.to_owned(), args(a));
    assert_eq!(shown_of(Refuse::MoraleFull { most: 2 }), s("DC-TRE-11", "dc.refuse.morale_full", &[("most", "2")]));
    assert_eq!(
        shown_of(Refuse::TooWeak { need: 60, have: 59 }),
        s("DC-STORM-1", "dc.refuse.too_weak", &[("need", "60"), ("have", "59")])
    );
    assert_eq!(
        shown_of(Refuse::PaymentAboveScore { most: 150 }),
        s("GAP-22", "dc.refuse.payment_above_score", &[("most", "150")])
    );
    assert_eq!(shown_of(Refuse::WrongPhase { phase: None }), s("DC-TURN-1", "dc.refuse.results_computed", &[]));
    // A result entered where the computer resolves every battle (DC-TURN-1).
    let mut auto = super::empty(crate::state::Mode::Auto);
    auto.phase = crate::state::Phase::Results;
    let enter = Action::EnterResult {
        battle: 1,
        verdict: Verdict::Won(0, crate::battle::Level::Tactical),
        losses_0: Losses::default(),
        losses_1: Losses::default(),
        commander: None,
        comment: String::new(),
    };
    assert_eq!(crate::check::check(&auto, crate::nation::Nation::Ron, &enter), Err(Refuse::WrongPhase { phase: None }));
}
