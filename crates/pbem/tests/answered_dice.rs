//! Threat 2 (issue 11), the stronger mode: with answered dice a player's
//! rolls are thrown with the *next* file's link, another player's, so even a
//! modified app cannot know them before its actions are signed and sent.
//! The attacks are played: a sender that knows its own next link gains
//! nothing, a file cannot answer its own dice, a lone player cannot choose
//! the mode, an older file cannot carry it, and stopping a turn without a
//! die is still refused.

mod common;

use common::players::{Players, new_game, system};
use common::{Action, arg, la, replay, resign, rng, stamp, translated, with_chain};
use engine::any::Step;
use engine::seat::SeatId;
use pbem::build::Turn;
use pbem::desk::{self, DiceWait};
use pbem::dice::seed_material;
use pbem::{Check, DiceMode, Envelope};
use serde_json::json;

/// Both purchases made and revealed: Alice (seat 0) is to attack.
fn battles_begin() -> Players {
    let mut t = new_game(DiceMode::Answered);
    for (player, n) in [(0, 3), (1, 2)] {
        let mut draft = t.begin(player);
        Players::act(&mut draft, &Action::Buy(n));
        t.send(&draft);
    }
    // The reveals throw no die: nothing waits.
    for player in [0, 1] {
        let draft = t.begin(player);
        assert_eq!(draft.start.waiting, None);
        t.send(&draft);
    }
    assert_eq!(t.next(), Some(0), "Alice attacks first");
    t
}

#[test]
fn threat_2_an_attack_waits_for_the_next_file_and_its_link_throws_the_die() {
    let mut t = battles_begin();
    let mut draft = t.begin(0);
    let before = draft.game.log_len();
    Players::act(&mut draft, &Action::Attack);
    assert_eq!(draft.game.log_len(), before, "the attack is not played on Alice's device");
    assert!(matches!(&draft.start.waiting, Some(DiceWait::Action { action, .. }) if *action == la(0, &Action::Attack)));
    assert!(draft.done(), "the turn stops at the die: nothing more can be played before the answer");
    let refused = draft.act(SeatId(0), &json!(Action::Pass)).expect_err("no action after the waiting die");
    assert_eq!(refused.rule, "waits-for-dice");
    translated(&refused.text);
    assert_eq!(draft.actions(), vec![la(0, &Action::Attack)], "the file carries the attack");
    t.send(&draft);
    let alice_seq = t.env.head().payload.seq;

    // In the file the attack waits: not in the log, no dice segment for it.
    assert_eq!(t.env.awaiting().0, [la(0, &Action::Attack)]);
    assert_eq!(t.env.render().log.len(), before, "the rendered log stops before the waiting attack");
    let public = desk::public_game(&t.env, &system()).expect("replays");
    let awaited = desk::dice_awaited(&t.env, public.as_ref()).expect("the attack awaits its die");
    assert_eq!((awaited.player, awaited.action), (0, la(0, &Action::Attack)));
    assert_eq!(t.next(), Some(1), "Bob answers (it is still Alice's turn)");
    // The report says what waits, and for whom.
    let report = pbem::verify(&t.env.to_text(), None, Some(&mut replay)).report;
    let dice = report.lines.iter().find(|l| l.check == Check::Dice).expect("a dice line");
    let pbem::Status::Ok(said) = &dice.status else { panic!("{report}") };
    assert_eq!((said.key.as_str(), arg(said, "waiting"), arg(said, "player")), ("pbem.ok.dice_awaiting", "1", "Alice"));
    translated(said);

    // Bob's turn begins by throwing Alice's die with his link.
    let draft = t.begin(1);
    assert_eq!(draft.start.answers, 1);
    assert_eq!(draft.game.log_len(), before + 1, "Bob sees the attack played");
    assert!(draft.done(), "Bob has nothing else to do: his file is the answer");
    t.send(&draft);
    let bob_seq = t.env.head().payload.seq;
    let segment = t.env.state.segments.last().expect("a segment").clone();
    assert_eq!((segment.from, segment.seq), (before, bob_seq), "Alice's actions are thrown with Bob's entry");
    assert_eq!(segment.seed, seed_material(&t.env.game, bob_seq, &t.env.state.links));
    assert!(bob_seq > alice_seq);

    // Alice sees the result now, and goes on.
    let mut draft = t.begin(0);
    assert_eq!(draft.game.log_len(), before + 1);
    let roll = draft.game.log_lines(None).last().expect("line").rolls.clone();
    assert_eq!(roll.len(), 1, "the attack rolled its die");
    Players::act(&mut draft, &Action::Pass);
    assert_eq!(draft.start.waiting, None, "a pass throws no die");
    t.send(&draft);
    assert_eq!(t.next(), Some(1), "Bob's turn");
}

/// What Alice's own next link would have thrown is not what falls: a
/// modified app that computes every seed it can know before acting does
/// not know the roll of its attack.
#[test]
fn threat_2_the_sender_cannot_foresee_its_roll() {
    let mut t = battles_begin();
    let mut draft = t.begin(0);
    Players::act(&mut draft, &Action::Attack);
    t.send(&draft);
    // Everything Alice knew when she sent: her own next link's seed, and
    // the seed with every link she had seen.
    let foreseeable = [
        Envelope::next_seed(&t.env, &t.keys[0]).expect("seed").1,
        seed_material(&t.env.game, t.env.head().payload.seq, &t.env.state.links),
    ];
    let draft = t.begin(1);
    t.send(&draft);
    let thrown = t.env.state.segments.last().expect("segment").seed.clone();
    assert!(!foreseeable.contains(&thrown), "the seed came from Bob's link, unknown to Alice");
}

/// A modified app that plays on after its die, guessing, gains nothing:
/// its actions are bound before the die is known; the file is accepted and
/// the answer throws every roll of it.
#[test]
fn threat_2_actions_after_the_die_are_bound_blind() {
    let mut t = battles_begin();
    let settled = t.env.state.log.len();
    let turn = Turn { actions: vec![la(0, &Action::Attack), la(0, &Action::Attack)], ..Turn::default() };
    t.env.append_turn(&t.keys[0].clone(), turn, &stamp(20), &mut rng(20)).expect("signed");
    let text = t.env.to_text();
    let verified = pbem::verify(&text, None, Some(&mut replay));
    assert!(verified.report.is_valid(), "{}", verified.report);
    assert_eq!(t.env.awaiting().0.len(), 2, "both attacks wait");
    let draft = t.begin(1);
    assert_eq!(draft.game.log_len(), settled + 2, "Bob's link throws both");
}

/// A player cannot answer its own dice: it knows its own next link. Two
/// entries in a row from one player are refused.
#[test]
fn threat_2_a_file_cannot_answer_its_own_dice() {
    let mut t = battles_begin();
    let mut draft = t.begin(0);
    Players::act(&mut draft, &Action::Attack);
    t.send(&draft);
    t.env.append_turn(&t.keys[0].clone(), Turn::default(), &stamp(21), &mut rng(21)).expect_err("refused");
}

/// Stopping a turn half-way without throwing a die is still refused: the
/// answered mode excuses only a stop at a die.
#[test]
fn threat_2_a_turn_stopped_without_a_die_is_still_refused() {
    let mut t = battles_begin();
    t.env.append_turn(&t.keys[0].clone(), Turn::default(), &stamp(22), &mut rng(22)).expect("signed");
    let verified = pbem::verify(&t.env.to_text(), None, Some(&mut replay));
    assert!(!verified.report.is_valid());
    let (_, failed) = verified.report.failure().expect("a failure");
    assert_eq!(failed.key, "pbem.fail.turn_unfinished", "{}", verified.report);
}

/// The mode is the creator's choice, signed in the creation: a lone player
/// cannot have it (nobody could answer), and an entry of an older version
/// cannot carry it (an older app would throw the dice otherwise).
#[test]
fn answered_dice_need_two_players_and_version_3() {
    let t = new_game(DiceMode::Answered);
    let creation = t.env.entries[0].payload.clone();
    assert!(t.env.entries[0].signed.p.contains("\"dice_mode\":\"answered\""));
    let mut older = creation.clone();
    older.pbem = 2;
    // A creation of version 2 could not sign the computer's version either.
    if let Some(setup) = older.setup.as_mut() {
        setup.computer = 0;
    }
    let text = resigned_creation(&t, &older);
    let verified = pbem::verify(&text, None, None);
    let (check, failed) = verified.report.failure().expect("refused");
    assert_eq!((check, failed.key.as_str()), (Check::Format, "pbem.fail.answered_version"));
    assert_eq!(arg(failed, "version"), "2");
    translated(failed);

    let mut alone = creation;
    if let Some(setup) = alone.setup.as_mut() {
        setup.holders = vec![0, 0];
    }
    let verified = pbem::verify(&resigned_creation(&t, &alone), None, None);
    let (check, failed) = verified.report.failure().expect("refused");
    assert_eq!((check, failed.key.as_str()), (Check::Dice, "pbem.fail.answered_alone"));
    translated(failed);
}

/// The computer, too, stops at a die (its choices are the deterministic
/// player's; its rolls are the answer's).
#[test]
fn a_computer_step_that_throws_a_die_waits_too() {
    let t = battles_begin();
    let mut draft = t.begin(0);
    let before = draft.game.hash();
    let mut start = draft.start.clone();
    assert!(desk::computer_play(draft.game.as_mut(), &mut start, SeatId(0)));
    assert!(
        matches!(&start.waiting, Some(DiceWait::Action { action, .. }) if *action == la(0, &Action::Attack)),
        "the duel's computer attacks: {:?}",
        start.waiting
    );
    assert_eq!(draft.game.hash(), before, "not played here");
    assert!(!desk::computer_play(draft.game.as_mut(), &mut start, SeatId(0)), "nothing more before the answer");
    let again = draft.game.act_unless_dice(SeatId(0), &json!(Action::Pass)).expect("legal");
    assert!(matches!(again, Step::Taken(_)), "a pass throws no die and is played");
}

/// The creation entry re-signed by Alice with `payload` (a modified app).
fn resigned_creation(t: &Players, payload: &pbem::envelope::Payload) -> String {
    let text = t.env.to_text();
    with_chain(&text, |chain| {
        chain.truncate(1);
        chain[0] = resign(&t.keys[0], payload);
    })
}
