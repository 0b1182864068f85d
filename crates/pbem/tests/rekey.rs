//! Issue 11, point 5: a player who lost its device takes its place again
//! with a new key, signed by the new key and co-signed by every other
//! player, without restarting the game. The attacks are played: a seat
//! seized without the others' consent, a co-signature by the wrong key, a
//! statement signed by another key, the old key signing on, a replacement
//! that would let a seat choose its sealed orders anew after others'
//! were revealed.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Action, Table, commit, replay, rng, translated};
use pbem::build::Turn;
use pbem::rekey::{Cosign, RekeyFile};
use pbem::{SeatKeys, verify};

/// Bob's new key, and his request to take his place again with it.
fn request(t: &Table) -> (SeatKeys, String) {
    let new_bob = SeatKeys::generate("Bob", &mut rng(77));
    let request = t.env.rekey_request(&new_bob, 1).unwrap();
    (new_bob, request)
}

/// The replacement read from a request file, to put in a turn.
fn rekey_of(t: &Table, file: &str) -> pbem::rekey::Rekey {
    t.env.read_rekey(file).unwrap().0
}

/// Why Alice's turn carrying `rekey` is refused (the protocol's own
/// checks, the same a receiver makes).
fn refused_with(mut t: Table, rekey: pbem::rekey::Rekey) -> engine::text::Text {
    let turn = Turn { rekeys: vec![rekey], ..Turn::default() };
    let text = t.env.append_turn(&t.alice.clone(), turn, &common::stamp(40), &mut rng(40)).unwrap_err().text();
    translated(&text);
    text
}

#[test]
fn a_lost_key_is_replaced_with_everyone_s_consent_and_the_game_goes_on() {
    let mut t = Table::play(7, 2);
    let (new_bob, request) = request(&t);
    let (_, statement) = t.env.read_rekey(&request).unwrap();
    assert_eq!((statement.player, statement.card.fingerprint.clone()), (1, new_bob.card().fingerprint));
    // Alice checks the new fingerprint with Bob, consents, and her next
    // turn carries the replacement.
    let consented = t.env.cosign_rekey(&t.alice, &request).unwrap();
    let seat = t.game.state().current;
    assert_eq!(seat, 0, "Alice's turn");
    let turn = Turn { rekeys: vec![rekey_of(&t, &consented)], ..Turn::default() };
    let file = t.turn_with(0, turn, vec![Action::Attack, Action::Pass]);
    let v = verify(&file, None, Some(&mut replay));
    assert!(v.report.is_valid(), "{}", v.report);
    assert_eq!(t.env.state.card(1).map(|c| c.fingerprint.clone()), Some(new_bob.card().fingerprint));
    // Bob plays on with the new key and its new dice chain.
    let old_bob = std::mem::replace(&mut t.bob, new_bob);
    let file = t.turn(1, vec![], vec![Action::Attack, Action::Pass], vec![]);
    let v = verify(&file, None, Some(&mut replay));
    assert!(v.report.is_valid(), "{}", v.report);
    // The old key signs nothing more.
    assert!(t.env.append_turn(&old_bob, Turn::default(), &common::stamp(50), &mut rng(50)).is_err());
}

#[test]
fn a_replacement_without_every_other_player_s_consent_is_refused() {
    let t = Table::play(7, 2);
    let (_, request) = request(&t);
    let why = refused_with(t, rekey_of(&Table::play(7, 2), &request));
    assert_eq!(why.key, "pbem.fail.rekey_unsigned");
    assert_eq!(common::arg(&why, "players"), "Alice");
}

#[test]
fn a_consent_signed_by_another_key_or_a_statement_signed_by_another_key_is_refused() {
    let t = Table::play(7, 2);
    let (_, request) = request(&t);
    // A "consent" from Alice made with Mallory's key.
    let mallory = SeatKeys::generate("Mallory", &mut rng(99));
    let mut forged = rekey_of(&t, &request);
    let sig = mallory.sign(forged.statement.p.as_bytes());
    forged.cosigns = vec![Cosign { player: 0, s: pbem::codec::b64(&sig.to_bytes()) }];
    let why = refused_with(Table::play(7, 2), forged);
    assert_eq!(why.key, "pbem.fail.rekey_cosign_mismatch");
    // A statement for Bob's new card, signed by another key.
    let consented = t.env.cosign_rekey(&t.alice, &request).unwrap();
    let mut file: RekeyFile = serde_json::from_str(&consented).unwrap();
    file.rekey.statement.s = pbem::codec::b64(&mallory.sign(file.rekey.statement.p.as_bytes()).to_bytes());
    assert_eq!(
        t.env.read_rekey(&serde_json::to_string(&file).unwrap()).unwrap_err().text().key,
        "pbem.fail.rekey_signature"
    );
}

/// Two players, and it is the lost player's turn: the other may not send
/// two files in a row, so the lost player's own first file, signed with the
/// new key, carries the replacement. Without every consent, such a file is
/// refused: nobody seizes a seat by writing as its player with a new key.
#[test]
fn the_lost_player_carries_its_own_replacement_when_its_turn_is_due() {
    let mut t = Table::play(7, 2);
    let due = t.game.state().current;
    assert_eq!(due, 0);
    // Alice (seat 0) is due and lost her key; Bob sent the last file.
    let new_alice = SeatKeys::generate("Alice", &mut rng(78));
    let request = t.env.rekey_request(&new_alice, 0).unwrap();
    // With Bob's consent: Alice's file, signed with her new key, carries
    // the replacement and her turn.
    let consented = t.env.cosign_rekey(&t.bob, &request).unwrap();
    t.alice = new_alice.clone();
    let turn = Turn { rekeys: vec![rekey_of(&t, &consented)], ..Turn::default() };
    let file = t.turn_with(0, turn, vec![Action::Attack, Action::Pass]);
    let v = verify(&file, None, Some(&mut replay));
    assert!(v.report.is_valid(), "{}", v.report);
    // The same file without Bob's consent, signed by the new key as a
    // modified app would: refused.
    let mut last = t.env.entries.last().unwrap().payload.clone();
    last.rekeys[0].cosigns.clear();
    let seized = common::with_chain(&file, |chain| *chain.last_mut().unwrap() = common::resign(&new_alice, &last));
    let (_, why) = verify(&seized, None, Some(&mut replay)).report.failure().map(|(c, t)| (c, t.clone())).unwrap();
    assert_eq!(why.key, "pbem.fail.rekey_unsigned");
    let file = t.turn(1, vec![], vec![Action::Attack, Action::Pass], vec![]);
    assert!(verify(&file, None, Some(&mut replay)).report.is_valid());
}

/// Sealed orders nobody has begun to reveal are void and committed again.
#[test]
fn sealed_orders_nobody_began_to_reveal_are_void_and_committed_again() {
    // Alice and Bob committed; nobody revealed: Bob's orders are void.
    let mut t = Table::with_start(8, Turn { commits: vec![commit(0, 3)], ..Turn::default() });
    t.turn(1, vec![], vec![], vec![commit(1, 2)]);
    let (new_bob, request) = request(&t);
    let consented = t.env.cosign_rekey(&t.alice, &request).unwrap();
    let turn = Turn { rekeys: vec![rekey_of(&t, &consented)], ..Turn::default() };
    t.env.append_turn(&t.alice.clone(), turn, &common::stamp(60), &mut rng(60)).unwrap();
    assert!(!t.env.state.commits.contains_key(&(0, 1)), "Bob's sealed purchase is void");
    assert!(t.env.state.commits.contains_key(&(0, 0)), "Alice's stands");
    t.bob = new_bob;
    t.turn(1, vec![], vec![], vec![commit(1, 1)]);
    assert!(t.env.state.commits.contains_key(&(0, 1)), "Bob commits again with his new key");
}
