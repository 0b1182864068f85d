//! A player's key replaced during a game. Since PBEM 4 only a game whose
//! creation says so lets it happen (with every other player's consent); in
//! every other game a seat is played only with the key that joined it, and
//! a lost key is restored from its backup. The attacks are played: an
//! opponent taking a seat with its own consent, a seat seized without the
//! others' consent, a co-signature by the wrong key, a statement signed by
//! another key, the old key signing on, a replacement that would let a seat
//! choose its sealed orders anew after others' were revealed, and a new key
//! ground for the rolls it gives.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Action, Table, commit, replay, rng, translated};
use pbem::build::Turn;
use pbem::rekey::{Cosign, Rekey, RekeyFile, Statement};
use pbem::verify::{Check, Status};
use pbem::{Rekeying, SeatKeys, verify};

/// Bob's new key, and his request to take his place again with it.
fn request(t: &Table) -> (SeatKeys, String) {
    let new_bob = SeatKeys::generate("Bob", &mut rng(77));
    let request = t.env.rekey_request(&new_bob, 1).unwrap();
    (new_bob, request)
}

/// The replacement read from a request file, to put in a turn.
fn rekey_of(t: &Table, file: &str) -> Rekey {
    t.env.read_rekey(file).unwrap().0
}

/// Why Alice's turn carrying `rekey` is refused (the protocol's own
/// checks, the same a receiver makes).
fn refused_with(mut t: Table, rekey: Rekey) -> engine::text::Text {
    let turn = Turn { rekeys: vec![rekey], ..Turn::default() };
    let text = t.env.append_turn(&t.alice.clone(), turn, &common::stamp(40), &mut rng(40)).unwrap_err().text();
    translated(&text);
    text
}

/// A game whose creation lets a lost key be replaced with the others' consent.
fn consent_game(seed: u64) -> Table {
    Table::play_in(seed, 2, Rekeying::Consent)
}

/// The attack of the issue, reproduced: in a two-player game Boris opens
/// Anna's seat with a key of his own ("I am Anna"), consents to it himself,
/// and his next file carries the replacement. A game created without the
/// rule refuses it at every step: the request is not written, a statement
/// made by hand is refused in Boris's file, and a file signed with the new
/// key in Anna's name (her seat taken over, her turn played) is refused.
/// On the code before PBEM 4 the first and second steps passed.
#[test]
fn threat_11_an_opponent_cannot_take_a_seat_by_replacing_its_key() {
    let mut t = Table::play(7, 1);
    assert_eq!(t.env.state.setup.rekeying, Rekeying::Never);
    assert_eq!(t.game.state().current, 1, "Boris is to play");
    let fake_alice = SeatKeys::generate("Alice", &mut rng(66));
    let refused = t.env.rekey_request(&fake_alice, 0).unwrap_err();
    assert_eq!(common::refusal(&refused).key, "pbem.build.rekey_not_allowed");

    // A modified app writes the statement and Boris's consent by hand.
    let statement = Statement {
        kind: "rekey".into(),
        pbem: pbem::envelope::PBEM_VERSION,
        game: t.env.game.clone(),
        create: pbem::codec::hex(&t.env.entries[0].hash),
        after: t.env.head().payload.seq,
        player: 0,
        card: fake_alice.card(),
        dice: t.env.dice_chain(&fake_alice, 0).commitment(),
    };
    let p = serde_json::to_string(&statement).unwrap();
    let s = pbem::codec::b64(&fake_alice.sign(p.as_bytes()).to_bytes());
    let consent = pbem::codec::b64(&t.bob.sign(p.as_bytes()).to_bytes());
    let rekey = Rekey { statement: pbem::envelope::Signed { p, s }, cosigns: vec![Cosign { player: 1, s: consent }] };

    // Boris's next file carries it.
    let (link, _) = t.env.next_seed(&t.bob).unwrap();
    let mut payload = t.env.head().payload.clone();
    payload.seq += 1;
    payload.prev = Some(pbem::codec::hex(&t.env.head().hash));
    payload.from = 1;
    payload.dice = Some(link);
    payload.log_start = t.env.state.log.len();
    payload.rekeys = vec![rekey.clone()];
    payload.actions.clear();
    payload.checkpoints.clear();
    let text = common::with_chain(&t.env.to_text(), |chain| chain.push(common::resign(&t.bob, &payload)));
    let v = verify(&text, None, Some(&mut replay));
    let (check, why) = v.report.failure().expect("refused");
    assert_eq!((check, why.key.as_str()), (Check::Players, "pbem.fail.rekey_not_allowed"), "{}", v.report);
    translated(why);

    // Boris plays his turn honestly; then a file in Alice's name, signed by
    // the new key and carrying its own replacement, plays her seat.
    t.turn(1, vec![], vec![Action::Attack, Action::Pass], vec![]);
    assert_eq!(t.game.state().current, 0, "Alice is to play");
    let mut turn = Turn { rekeys: vec![rekey.clone()], ..Turn::default() };
    turn.actions = vec![common::la(0, &Action::Attack), common::la(0, &Action::Pass)];
    let seized = t.env.clone().append_turn(&fake_alice, turn, &common::stamp(41), &mut rng(41)).unwrap_err();
    assert_eq!(common::refusal(&seized).key, "pbem.build.not_a_player");
    let mut own = payload;
    own.seq = t.env.entries.len() as u64;
    own.prev = Some(pbem::codec::hex(&t.env.head().hash));
    own.from = 0;
    own.dice = Some(pbem::codec::hex(&t.env.dice_chain(&fake_alice, 0).link(1).unwrap()));
    own.log_start = t.env.state.log.len();
    own.rekeys = vec![rekey];
    let text = common::with_chain(&t.env.to_text(), |chain| chain.push(common::resign(&fake_alice, &own)));
    let v = verify(&text, None, Some(&mut replay));
    let (check, why) = v.report.failure().expect("refused");
    assert_eq!((check, why.key.as_str()), (Check::Players, "pbem.fail.rekey_not_allowed"), "{}", v.report);
}

#[test]
fn a_lost_key_is_replaced_with_everyone_s_consent_and_the_game_goes_on() {
    let mut t = consent_game(7);
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

/// Every report from the replacement on names it: whose key, at which
/// entry, with whose consent, the old and new fingerprints. Before it, the
/// keys line says what the game's creation allows.
#[test]
fn every_report_names_each_replacement_from_then_on() {
    let mut t = consent_game(7);
    let keys_line = |file: &str| {
        let v = verify(file, None, Some(&mut replay));
        assert!(v.report.is_valid(), "{}", v.report);
        let lines: Vec<_> = v.report.lines.iter().filter(|l| l.check == Check::Keys).cloned().collect();
        assert_eq!(lines.len(), 1, "{}", v.report);
        let Status::Ok(text) = &lines[0].status else { panic!("{}", v.report) };
        (text.clone(), v.report.to_string())
    };
    let (before, _) = keys_line(&t.env.to_text());
    assert_eq!(before.key, "pbem.ok.keys_consent");
    translated(&before);
    let (_, request) = request(&t);
    let consented = t.env.cosign_rekey(&t.alice, &request).unwrap();
    let old = t.env.state.card(1).unwrap().fingerprint.clone();
    let turn = Turn { rekeys: vec![rekey_of(&t, &consented)], ..Turn::default() };
    let file = t.turn_with(0, turn, vec![Action::Attack, Action::Pass]);
    let at = t.env.head().payload.seq;
    let new = t.env.state.card(1).unwrap().fingerprint.clone();
    let expected =
        format!("Bob's key (Bob) was replaced at #{at} with the consent of Alice: old fingerprint {old}, new {new}");
    let (said, report) = keys_line(&file);
    assert_eq!(translated(&said), expected);
    assert!(report.contains(&format!("✓ keys         {expected}")), "{report}");
    t.bob = SeatKeys::generate("Bob", &mut rng(77));
    for seat in [1, 0] {
        let later = t.turn(seat, vec![], vec![Action::Attack, Action::Pass], vec![]);
        assert_eq!(translated(&keys_line(&later).0), expected, "still there files later");
    }
    // A game that lets no key be replaced says so.
    let plain = Table::play(7, 1);
    assert_eq!(keys_line(&plain.env.to_text()).0.key, "pbem.ok.keys_never");
}

/// Threat 6b: after a replacement no roll depends only on values its
/// requester chose. The requester picks its new chain before anyone
/// consents; its links are then mixed, in every seed, with the consents'
/// signatures, which it cannot compute. So the seed it could work out for
/// its first file from its own chain and the others' known links (and grind
/// keys offline to make good) is not the seed the file is thrown with.
#[test]
fn threat_6_a_replaced_player_cannot_choose_its_rolls_by_grinding_keys() {
    let mut t = consent_game(7);
    assert_eq!(t.game.state().current, 0, "Alice (who lost her key) is due");
    // Alice's new key, and the seed she can predict for her first file.
    let new_alice = SeatKeys::generate("Alice", &mut rng(78));
    let request = t.env.rekey_request(&new_alice, 0).unwrap();
    let chain = t.env.dice_chain(&new_alice, 0);
    let mut links = t.env.state.links.clone();
    links[0] = chain.link(1).unwrap();
    let predicted = pbem::dice::seed_material(&t.env.game, t.env.entries.len() as u64, &links);
    // With Bob's consent her own file carries the replacement.
    let consented = t.env.cosign_rekey(&t.bob, &request).unwrap();
    let rekeys = vec![rekey_of(&t, &consented)];
    let (_, actual) = t.env.with_own_rekey(&new_alice, &rekeys).unwrap().next_seed(&new_alice).unwrap();
    assert_ne!(actual, predicted, "the consent's signature is mixed in");
    t.alice = new_alice;
    let file = t.turn_with(0, Turn { rekeys, ..Turn::default() }, vec![Action::Attack, Action::Pass]);
    let v = verify(&file, None, Some(&mut replay));
    assert!(v.report.is_valid(), "{}", v.report);
    let thrown = &t.env.state.segments.last().unwrap().seed;
    assert_eq!(thrown, &actual, "the file is thrown with the mixed seed");
    assert!(t.env.state.salts[0].is_some() && t.env.state.salts[1].is_none());
}

#[test]
fn a_replacement_without_every_other_player_s_consent_is_refused() {
    let t = consent_game(7);
    let (_, request) = request(&t);
    let why = refused_with(t, rekey_of(&consent_game(7), &request));
    assert_eq!(why.key, "pbem.fail.rekey_unsigned");
    assert_eq!(common::arg(&why, "players"), "Alice");
}

#[test]
fn a_consent_signed_by_another_key_or_a_statement_signed_by_another_key_is_refused() {
    let t = consent_game(7);
    let (_, request) = request(&t);
    // A "consent" from Alice made with Mallory's key.
    let mallory = SeatKeys::generate("Mallory", &mut rng(99));
    let mut forged = rekey_of(&t, &request);
    let sig = mallory.sign(forged.statement.p.as_bytes());
    forged.cosigns = vec![Cosign { player: 0, s: pbem::codec::b64(&sig.to_bytes()) }];
    let why = refused_with(consent_game(7), forged);
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
    let mut t = consent_game(7);
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
    let mut t = Table::created(8, Turn { commits: vec![commit(0, 3)], ..Turn::default() }, Rekeying::Consent);
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
