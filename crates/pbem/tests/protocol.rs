//! The six threats of issue 5, each with its test, plus backups, invitations
//! and the size of a long game's file.
#![allow(clippy::unwrap_used)]

mod common;

use common::{
    Action, Duel, Table, arg, commit, la, refusal, replay, report_translated, resign, rng, stamp, translated,
    with_chain,
};
use engine::save::SaveFile;
use engine::text::Text;
use pbem::build::{NewCommit, NewSecret, Turn};
use pbem::codec::hex;
use pbem::dice::DiceChain;
use pbem::{Check, Envelope, History, KdfCost, SeatKeys, Status, verify};
use std::collections::BTreeMap;
use std::time::Instant;

/// The first failed check of a file and its message; every line of the
/// report must render completely in every language.
fn check_of(text: &str) -> Option<(Check, Text)> {
    let v = verify(text, None, Some(&mut replay));
    report_translated(&v.report);
    v.report.failure().map(|(c, t)| (c, t.clone()))
}

#[test]
fn a_played_game_verifies_and_replays() {
    let t = Table::play(1, 6);
    let text = t.env.to_text();
    let v = verify(&text, None, Some(&mut replay));
    println!("{}", v.report);
    assert!(v.report.is_valid(), "{}", v.report);
    report_translated(&v.report);
    let polish = v.report.render(&pbem::catalog("pl"));
    assert!(polish.lines().all(|l| !l.contains("pbem.")), "every line in Polish:\n{polish}");
    assert!(v.report.lines.iter().all(|l| matches!(l.status, Status::Ok(_))));
    // Every file along the way verified too, and v1 fields are usable by v1 code.
    for f in &t.files {
        assert!(verify(f, None, Some(&mut replay)).report.is_valid());
    }
    let save: SaveFile = serde_json::from_str(&text).unwrap();
    assert_eq!(save.version, 2, "a v1 app refuses it (it would ignore the dice schedule)");
    assert!(matches!(engine::save::parse(&text), Err(engine::save::LoadError::TooNew(2))));
    assert_eq!(save.log.len(), t.game.log().len());
    assert_eq!(engine::save::load::<Duel>(&save).unwrap().hash(), t.game.hash());
}

/// Threat 1: every byte position of a real file changed; each change is
/// refused, by the parser or by a named check.
#[test]
fn threat_1_editing_any_byte_is_detected() {
    let t = Table::play(2, 2);
    let text = t.env.to_text();
    assert!(check_of(&text).is_none());
    let bytes = text.as_bytes();
    let started = Instant::now();
    let mut by_check: BTreeMap<&str, usize> = BTreeMap::new();
    for i in 0..bytes.len() {
        for flip in [0x01u8, 0x20] {
            let mut changed = bytes.to_vec();
            changed[i] ^= flip;
            let Ok(changed) = String::from_utf8(changed) else {
                *by_check.entry("not UTF-8 (refused on reading)").or_default() += 1;
                continue;
            };
            let v = verify(&changed, None, None);
            let (check, _) = v.report.failure().unwrap_or_else(|| panic!("byte {i} ^ {flip:#x} was not detected"));
            *by_check.entry(check.name()).or_default() += 1;
        }
    }
    println!(
        "threat 1: {} bytes × 2 flips, all detected in {:.1?} ({} build); first failing check: {by_check:?}",
        bytes.len(),
        started.elapsed(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    // Each section had its bytes changed and caught.
    for check in ["format", "chain", "signatures", "content"] {
        assert!(by_check.contains_key(check), "no change caught by {check}: {by_check:?}");
    }
    // Edits through a JSON editor (valid JSON, plausible values) name the field.
    let mut save: SaveFile = serde_json::from_str(&text).unwrap();
    save.metadata.title = "Duel at dusk".into();
    let (check, why) = check_of(&serde_json::to_string(&save).unwrap()).unwrap();
    assert_eq!(
        (check, why.key.as_str(), arg(&why, "fields")),
        (Check::Content, "pbem.fail.content_fields", "metadata")
    );
    assert_eq!(translated(&why), "metadata changed after signing (does not match the signed entries)");
    let mut save: SaveFile = serde_json::from_str(&text).unwrap();
    save.log[0].action = serde_json::to_value(Action::Buy(1)).unwrap();
    let (check, why) = check_of(&serde_json::to_string(&save).unwrap()).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Content, "pbem.fail.content_fields"));
    assert!(arg(&why, "fields").contains("log"), "{why:?}");
    let mut save: SaveFile = serde_json::from_str(&text).unwrap();
    save.seats[1].name = "Mallory".into();
    assert_eq!(check_of(&serde_json::to_string(&save).unwrap()).unwrap().0, Check::Content);
    // Pretty-printing the same content is also refused (only the signed bytes count).
    let pretty = serde_json::to_string_pretty(&serde_json::from_str::<serde_json::Value>(&text).unwrap()).unwrap();
    assert_eq!(check_of(&pretty).unwrap().0, Check::Content);
    // Truncation and foreign files have clear messages.
    let (check, why) = check_of(&text[..text.len() / 2]).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Format, "pbem.fail.incomplete"));
    assert_eq!(translated(&why), "the file is incomplete (cut off while copying?)");
    let (check, why) = check_of("{\"format\":\"sandtable-save\",\"version\":1}").unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Format, "pbem.fail.ordinary_save"));
}

/// Threat 2: actions must be signed by the key of the seat's holder.
#[test]
fn threat_2_foreign_key_or_unsigned_actions_are_refused() {
    let mut t = Table::play(3, 1);
    let text = t.env.to_text();
    let last = t.env.head().payload.clone();
    // Bob rewrites Alice's last entry (or writes one "from Alice") with his key.
    let forged = with_chain(&text, |chain| {
        let n = chain.len() - 1;
        chain[n] = resign(&t.bob, &last);
    });
    let (check, why) = check_of(&forged).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Signatures, "pbem.fail.entry_signature_mismatch"));
    assert_eq!(arg(&why, "player"), "Alice");
    assert!(translated(&why).contains("the signature does not match Alice's key"), "{why:?}");
    // Unsigned.
    let unsigned = with_chain(&text, |chain| {
        let n = chain.len() - 1;
        chain[n].s = String::new();
    });
    let (check, why) = check_of(&unsigned).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Signatures, "pbem.fail.entry_unsigned"));
    // Bob signs his own entry but acts for Alice's seat: refused when writing…
    let seat0 = t.env.state.setup.holders.iter().position(|&h| h == 0).unwrap() as u8;
    let turn = Turn { actions: vec![la(seat0, &Action::Pass)], ..Turn::default() };
    let err = refusal(&t.env.clone().append_turn(&t.bob, turn, &stamp(50), &mut t.rng).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "holder")), ("pbem.fail.action_wrong_signer", "Alice"));
    assert!(translated(&err).contains("is signed by Bob, not by its holder Alice"), "{err:?}");
    // …and when a modified app writes it anyway.
    let mut payload = t.env.head().payload.clone();
    let bob_turn = t.env.entries.iter().rev().find(|e| e.payload.from == 1).unwrap().payload.clone();
    payload.from = 1;
    payload.prev = Some(hex(&t.env.head().hash));
    payload.seq += 1;
    payload.dice = Some(t.env.next_seed(&t.bob).unwrap().0);
    payload.log_start = t.env.state.log.len();
    payload.actions = vec![la(seat0, &Action::Pass)];
    payload.checkpoints.clear();
    let _ = bob_turn;
    let forged = with_chain(&text, |chain| chain.push(resign(&t.bob, &payload)));
    let (check, why) = check_of(&forged).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Signatures, "pbem.fail.action_wrong_signer"));
    assert_eq!((arg(&why, "signer"), arg(&why, "holder")), ("Bob", "Alice"));
    // A stranger's key is not a player at all.
    let mallory = SeatKeys::generate("Mallory", &mut rng(99));
    let err = t.env.clone().append_turn(&mallory, Turn::default(), &stamp(51), &mut t.rng).unwrap_err();
    assert_eq!(refusal(&err).key, "pbem.build.not_a_player");
}

/// Threat 3, a game made again: a creator who keeps a joiner's revealed
/// links and creates a new game under the old game's id cannot replay them,
/// because a joiner's chain is salted with the creation entry it joins
/// (PBEM 3), not with the id alone.
#[test]
fn threat_3_a_game_made_again_under_an_old_id_gets_new_links_from_its_joiner() {
    let joined = |title: &str| {
        let mut t = common::players::new_game(pbem::DiceMode::Open);
        // The same keys and the same random id; a creator changes a detail.
        let mut game = t.env.entries[0].payload.clone();
        if let Some(setup) = game.setup.as_mut() {
            setup.title = title.into();
        }
        let signed = resign(&t.keys[0], &game);
        t.env.entries[0].hash = pbem::envelope::entry_hash(&signed);
        t.env.entries[0].signed = signed;
        let bob = t.env.dice_chain(&t.keys[1], 1).commitment();
        (t.env.game.clone(), hex(&t.env.entries[0].hash), bob)
    };
    let (first, second) = (joined("Duel by post"), joined("Duel by post, again"));
    assert_eq!(first.0, second.0, "the same game id");
    assert_ne!(first.1, second.1, "another creation entry");
    assert_ne!(first.2, second.2, "so Bob's chain, and every link of it, is new");
}

/// Threat 3: reloading gives the same dice; the seed mixes every player's
/// committed secret; a reveal that does not follow the commitment is refused.
#[test]
fn threat_3_dice_cannot_be_rerolled() {
    let t = Table::play(4, 1);
    let (link_a, seed_a) = t.env.next_seed(&t.alice).unwrap();
    // Reloading (a fresh parse of the same file) gives the same seed, hence the same rolls.
    let reloaded = verify(&t.env.to_text(), None, None).envelope.unwrap();
    assert_eq!(reloaded.next_seed(&t.alice).unwrap(), (link_a.clone(), seed_a.clone()));
    let roll = |seed: &str| {
        let mut d = engine::dice::Dice::from_seed(seed);
        (0..10).map(|_| d.die(6, "t")).collect::<Vec<_>>()
    };
    assert_eq!(roll(&seed_a), roll(&reloaded.next_seed(&t.alice).unwrap().1));
    // The seed depends on the other player's committed link: with any other
    // value for Bob's link, Alice's dice would differ, so Alice alone cannot choose them.
    let mut links = t.env.state.links.clone();
    links[0] = pbem::codec::unhex32(&link_a).unwrap();
    assert_eq!(pbem::dice::seed_material(&t.env.game, t.env.entries.len() as u64, &links), seed_a);
    links[1][0] ^= 1;
    assert_ne!(pbem::dice::seed_material(&t.env.game, t.env.entries.len() as u64, &links), seed_a);
    // A player who "re-rolls" by revealing another value is refused.
    let text = t.env.to_text();
    let head = t.env.head();
    let mut payload = head.payload.clone();
    let mut wrong = pbem::codec::unhex32(payload.dice.as_ref().unwrap()).unwrap();
    wrong[5] ^= 0x40;
    payload.dice = Some(hex(&wrong));
    let signer = if payload.from == 0 { &t.alice } else { &t.bob };
    let rerolled = with_chain(&text, |chain| {
        let n = chain.len() - 1;
        chain[n] = resign(signer, &payload);
    });
    let (check, why) = check_of(&rerolled).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Dice, "pbem.fail.dice_mismatch"));
    // Skipping a link (revealing two steps ahead) is refused too.
    let chain = t.env.dice_chain(signer, payload.from);
    let revealed = t.env.state.revealed[usize::from(payload.from)];
    payload.dice = Some(hex(&chain.link(revealed + 1).unwrap()));
    let skipped = with_chain(&text, |c| {
        let n = c.len() - 1;
        c[n] = resign(signer, &payload);
    });
    assert_eq!(check_of(&skipped).unwrap().0, Check::Dice);
}

/// Threat 4: a secret is readable by its owner only, not in the file's text.
#[test]
fn threat_4_secrets_only_their_owner_can_read() {
    let mut t = Table::play(5, 0);
    let cards = b"hand: ace of spades, queen of hearts".to_vec();
    let secret = NewSecret { seat: 1, label: "hand".into(), data: cards.clone() };
    let text =
        t.turn_with(t.game.state().current, Turn { secrets: vec![secret], ..Turn::default() }, vec![Action::Pass]);
    assert!(!text.contains("ace of spades"));
    let env = verify(&text, None, Some(&mut replay)).envelope.unwrap();
    let bobs = env.open_secrets(&t.bob);
    assert_eq!(bobs.len(), 1);
    assert_eq!((bobs[0].1, bobs[0].3.clone()), (1, cards));
    assert!(env.open_secrets(&t.alice).is_empty(), "Alice cannot open Bob's secret");
    // The committed purchase stayed unreadable until revealed: the file after
    // both commitments holds neither order in clear.
    let committed = &t.files[2];
    let v = verify(committed, None, None).envelope.unwrap();
    assert!(v.state.log.is_empty());
    assert!(!committed.contains("Buy"));
    assert_eq!(v.own_pending_orders(&t.alice).len(), 1, "Alice reads her own purchase");
    assert_eq!(v.own_pending_orders(&t.alice)[0].1, 0);
    assert_eq!(v.own_pending_orders(&t.bob)[0].1, 1, "Bob reads only his");
    // A sealed box moved to another seat or entry does not open.
    let (seq, s) = (env.head().payload.seq, &env.head().payload.secrets[0]);
    let padded = pbem::seal::Layout::Padded;
    assert!(s.sealed.open(&t.bob, &env.game, seq, 1, padded).is_ok());
    assert!(s.sealed.open(&t.bob, &env.game, seq + 1, 1, padded).is_err());
    assert!(s.sealed.open(&t.bob, &env.game, seq, 0, padded).is_err());
}

/// Threat 5: commitments are all in the chain before any reveal; a reveal
/// that does not match is refused.
#[test]
fn threat_5_commit_then_reveal() {
    // Alice commits her purchase in the start file; Bob sends a file without his.
    let mut t = Table::with_start(6, Turn { commits: vec![commit(0, 3)], ..Turn::default() });
    assert!(t.env.own_pending_orders(&t.bob).is_empty(), "Bob cannot read Alice's order");
    t.turn(1, vec![], vec![], vec![]);
    // Alice cannot reveal before Bob committed.
    let early = Turn { reveal: vec![(0, 0)], ..Turn::default() };
    let err = refusal(&t.env.clone().append_turn(&t.alice.clone(), early, &stamp(40), &mut t.rng).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "missing")), ("pbem.fail.reveal_early", "1"));
    assert!(translated(&err).contains("before seat 1 committed"), "{err:?}");
    t.turn(0, vec![], vec![], vec![]);
    t.turn(1, vec![], vec![], vec![commit(1, 1)]);
    let before_reveal = t.env.clone();
    let text = t.turn(0, vec![(0, 0)], vec![], vec![]);
    assert_eq!(t.env.state.log, vec![la(0, &Action::Buy(3))]);
    // A reveal that differs from the commitment (Alice changes 3 to 1) is refused.
    let mut payload = t.env.head().payload.clone();
    payload.reveals[0].orders = serde_json::to_string(&vec![la(0, &Action::Buy(1))]).unwrap();
    let altered = with_chain(&text, |chain| {
        let n = chain.len() - 1;
        chain[n] = resign(&t.alice, &payload);
    });
    let (check, why) = check_of(&altered).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Orders, "pbem.fail.reveal_mismatch"));
    // Bob, whose reveal is due, may not send anything else first.
    let late = Turn { commits: vec![commit(1, 3)], ..Turn::default() };
    let err = t.env.clone().append_turn(&t.bob.clone(), late, &stamp(41), &mut t.rng).unwrap_err();
    assert_eq!(refusal(&err).key, "pbem.fail.reveal_overdue");
    // A reveal of a commitment nobody made is refused.
    let mut none = before_reveal;
    let err = none
        .append_turn(&t.alice.clone(), Turn { reveal: vec![(7, 0)], ..Turn::default() }, &stamp(42), &mut t.rng)
        .unwrap_err();
    assert_eq!(refusal(&err).key, "pbem.build.no_commitment");
    // Bob reveals; both purchases are in the log, the game begins.
    t.turn(1, vec![(0, 1)], vec![], vec![]);
    assert_eq!(t.game.state().turn, 1);
    // The protocol took every file above; the rules did not: Bob's file #2
    // ended while he still had to buy (#11.2: a player may not stop half-way
    // through a step, to be dealt fresh dice on the next round trip).
    let (check, why) = check_of(&t.env.to_text()).unwrap();
    assert_eq!((check, why.key.as_str(), arg(&why, "seq")), (Check::Checkpoints, "pbem.fail.turn_unfinished", "2"));
    assert_eq!(translated(&why), "file #2 from Bob ends while Bob still had to act");
    // A second commitment in a round whose reveals began is refused.
    let late = Turn { commits: vec![commit(0, 3)], ..Turn::default() };
    let err = t.env.clone().append_turn(&t.alice.clone(), late, &stamp(43), &mut t.rng).unwrap_err();
    assert_eq!(refusal(&err).key, "pbem.fail.commitment_late");
}

/// Threat 5b (issue #11.1): a commitment binds. A seat whose orders are
/// sealed may not act in the open, may not seal other orders, and once every
/// seat of the round has committed, its holder's next file must reveal them;
/// a new round is named after the log position, not chosen by the file.
#[test]
fn threat_5b_commitments_bind() {
    let mut t = Table::with_start(16, Turn { commits: vec![commit(0, 3)], ..Turn::default() });
    t.turn(1, vec![], vec![], vec![]);
    // Alice's orders are sealed: no public action of her seat…
    let acted = Turn { actions: vec![la(0, &Action::Pass)], ..Turn::default() };
    let err = refusal(&t.env.clone().append_turn(&t.alice.clone(), acted, &stamp(50), &mut t.rng).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "round")), ("pbem.fail.action_while_committed", "0"));
    assert!(translated(&err).contains("still sealed"), "{err:?}");
    // …and no second commitment, in another round whose reveal she could
    // choose instead (a round opened after Bob moved in the open).
    let mut u = Table::with_start(17, Turn { commits: vec![commit(0, 3)], ..Turn::default() });
    u.turn(1, vec![], vec![Action::Buy(2)], vec![]);
    let other = NewCommit { round: 1, seats: vec![0], ..commit(0, 1) };
    let again = Turn { commits: vec![other], ..Turn::default() };
    let err = refusal(&u.env.clone().append_turn(&u.alice.clone(), again, &stamp(51), &mut u.rng).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "round")), ("pbem.fail.commitment_open", "0"));
    t.turn(0, vec![], vec![], vec![]);
    // Bob may not open a round under a number of his choosing: a round is
    // named after the log position where it begins.
    let chosen = NewCommit { round: 9, seats: vec![1], ..commit(1, 1) };
    let err = t
        .env
        .clone()
        .append_turn(&t.bob.clone(), Turn { commits: vec![chosen], ..Turn::default() }, &stamp(52), &mut t.rng)
        .unwrap_err();
    let err = refusal(&err);
    assert_eq!((err.key.as_str(), arg(&err, "expected")), ("pbem.fail.commitment_round", "0"));
    // Bob commits in the round; from now on Alice's next file must reveal.
    t.turn(1, vec![], vec![], vec![commit(1, 1)]);
    let err =
        refusal(&t.env.clone().append_turn(&t.alice.clone(), Turn::default(), &stamp(53), &mut t.rng).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "committed")), ("pbem.fail.reveal_overdue", "1"));
    // The desk names her as the one the game waits for, with the evidence.
    // The rules say who the round is for: a round that leaves out a seat
    // the rules let act there is refused in the replay.
    let alone = NewCommit { seats: vec![0], ..commit(0, 3) };
    let u = Table::with_start(19, Turn { commits: vec![alone], ..Turn::default() });
    let (check, why) = check_of(&u.env.to_text()).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Checkpoints, "pbem.fail.round_seats"));
    assert_eq!(
        translated(&why),
        "round 0 of sealed orders lists Alice, but the rules let Alice, Bob act where it began"
    );
    let due = pbem::desk::reveals_due(&t.env);
    let head = t.env.head().payload.seq;
    let evidence: Vec<(u8, u8, u64, u64)> =
        due.iter().map(|d| (d.player, d.seat, d.committed_in, d.complete_since)).collect();
    assert_eq!(evidence, vec![(0, 0, 1, head), (1, 1, head, head)]);
}

/// Issue #11 (also): a file's signatures are checked before what it says,
/// and no entry is larger than an entry may be. A last entry that claims a
/// reveal of a round nobody opened, signed by a stranger, is refused for its
/// signature (the orders are never looked at); a signed entry of more
/// actions than the limit is refused for its size.
#[test]
fn forged_or_oversized_entries_are_refused_before_their_contents_cost_work() {
    let t = Table::play(18, 2);
    let text = t.env.to_text();
    let head = t.env.head().payload.clone();
    let sender = if head.from == 0 { t.alice.clone() } else { t.bob.clone() };
    let mallory = SeatKeys::generate("Mallory", &mut rng(99));
    let mut forged = head.clone();
    forged.reveals.push(pbem::entry::Reveal { seat: head.from, round: 77, salt: String::new(), orders: "[]".into() });
    let forged_file = with_chain(&text, |chain| *chain.last_mut().unwrap() = resign(&mallory, &forged));
    let (check, why) = check_of(&forged_file).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Signatures, "pbem.fail.entry_signature_mismatch"));
    // The same entry signed by its sender reaches the orders, and fails there.
    let signed_file = with_chain(&text, |chain| *chain.last_mut().unwrap() = resign(&sender, &forged));
    let (check, why) = check_of(&signed_file).unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Orders, "pbem.fail.reveal_no_round"));
    // Too many actions in one entry.
    let mut oversized = head;
    let pass = oversized.actions.first().cloned().unwrap_or_else(|| la(oversized.from, &Action::Pass));
    oversized.actions = vec![pass; pbem::envelope::MAX_ACTIONS_PER_ENTRY + 1];
    let file = with_chain(&text, |chain| *chain.last_mut().unwrap() = resign(&sender, &oversized));
    let (check, why) = check_of(&file).unwrap();
    assert_eq!((check, why.key.as_str(), arg(&why, "what")), (Check::Format, "pbem.fail.entry_oversized", "actions"));
}

/// Threat 6: an old file sent again, and two continuations of one turn.
#[test]
fn threat_6_replayed_and_forked_files() {
    let mut t = Table::play(7, 2);
    let old = t.files[t.files.len() - 2].clone();
    let current = t.env.to_text();
    let known = t.env.known();
    // Receiving the current file again: same. An old one: refused, with which is newer.
    let same = verify(&current, Some(&known), None);
    assert_eq!(same.report.history, Some(History::Same { seq: t.env.head().payload.seq }));
    let replayed = verify(&old, Some(&known), None);
    assert!(!replayed.report.is_valid());
    report_translated(&replayed.report);
    let (check, why) = replayed.report.failure().unwrap();
    assert_eq!((check, why.key.as_str()), (Check::History, "pbem.history.older"));
    assert!(translated(why).starts_with("OLD FILE"), "{why:?}");
    println!("{}", replayed.report);
    // Fork: the player to move sends two different continuations.
    let mover = t.game.state().current;
    let keys = t.keys(mover).clone();
    let base = t.env.clone();
    let mut a = base.clone();
    let mut b = base.clone();
    let pass = |seat| Turn { actions: vec![la(seat, &Action::Pass)], ..Turn::default() };
    a.append_turn(&keys, pass(mover), &stamp(10), &mut t.rng).unwrap();
    b.append_turn(&keys, Turn { note: "another try".into(), ..pass(mover) }, &stamp(11), &mut t.rng).unwrap();
    let seen_a = a.known();
    let fork = verify(&b.to_text(), Some(&seen_a), None);
    report_translated(&fork.report);
    let (check, why) = fork.report.failure().unwrap();
    assert_eq!((check, why.key.as_str()), (Check::History, "pbem.history.fork"));
    assert!(translated(why).starts_with("FORK"), "{why:?}");
    println!("{}", fork.report);
    let (relation, who) = pbem::compare(&a, &b);
    assert!(matches!(relation, History::Fork { .. }));
    assert_eq!(who.as_deref(), Some(keys.name()), "the same player signed both continuations");
    // Newer files are accepted and the known chain advances.
    let mut known = base.known();
    let newer = verify(&a.to_text(), Some(&known), None);
    assert!(newer.report.is_valid());
    known.update(&a.known());
    assert_eq!(known, a.known());
    t.clock += 1;
}

#[test]
fn backup_round_trip_wrong_passphrase_and_damage() {
    let keys = SeatKeys::generate("Anna", &mut rng(10));
    let backup = keys.export_backup("correct horse battery staple", KdfCost::TEST_ONLY, &mut rng(11)).unwrap();
    assert!(!backup.contains(&keys.card().sign_key) || backup.contains("fingerprint"));
    let back = SeatKeys::import_backup(&backup, "correct horse battery staple").unwrap();
    assert_eq!(back.card(), keys.card());
    assert_eq!(back.sign(b"x"), keys.sign(b"x"));
    assert_eq!(SeatKeys::import_backup(&backup, "wrong").unwrap_err(), pbem::BackupError::WrongPassphrase);
    assert!(SeatKeys::import_backup(&backup, "wrong").unwrap_err().to_string().contains("wrong passphrase"));
    // A changed name (authenticated) or a cut file is refused.
    let renamed = backup.replace("\"Anna\"", "\"Eve\"");
    assert_eq!(
        SeatKeys::import_backup(&renamed, "correct horse battery staple").unwrap_err(),
        pbem::BackupError::WrongPassphrase
    );
    assert!(matches!(SeatKeys::import_backup(&backup[..backup.len() / 2], "x"), Err(pbem::BackupError::Damaged(_))));
    assert!(matches!(SeatKeys::import_backup("{\"format\":\"other\"}", "x"), Err(pbem::BackupError::Damaged(_))));
    // Local storage round trip; the dice chains are restored with the keys,
    // those of older games (from the signing key) and of PBEM 3 games (from
    // the dice secret, which the backup and the stored key carry).
    let stored = SeatKeys::from_local_storage(&keys.to_local_storage()).unwrap();
    let game = "00112233445566778899aabbccddeeff";
    let chains = |k: &SeatKeys| {
        let creation = [5u8; 32];
        (DiceChain::legacy(k, game, 1).commitment(), DiceChain::new(k, game, 1, Some(&creation)).commitment())
    };
    assert_eq!(chains(&stored), chains(&back));
    assert_eq!(chains(&stored), chains(&keys));
    assert_ne!(chains(&keys).0, chains(&keys).1, "the dice secret is not the signing key's");
    // A key stored before the dice secret existed (version 1) derives it
    // from its signing key: the same on every device, so its games go on.
    let mut old: serde_json::Value = serde_json::from_str(&keys.to_local_storage()).unwrap();
    old["version"] = 1.into();
    old.as_object_mut().unwrap().remove("dice_secret");
    let old = old.to_string();
    let (a, b) = (SeatKeys::from_local_storage(&old).unwrap(), SeatKeys::from_local_storage(&old).unwrap());
    assert_eq!(chains(&a), chains(&b));
    assert_eq!(chains(&a).0, chains(&keys).0, "older games' chains are unchanged");
    // Version 2 without its dice secret is damaged, not silently derived.
    let mut cut: serde_json::Value = serde_json::from_str(&keys.to_local_storage()).unwrap();
    cut.as_object_mut().unwrap().remove("dice_secret");
    assert!(matches!(SeatKeys::from_local_storage(&cut.to_string()), Err(pbem::BackupError::Damaged(_))));
}

#[test]
fn backup_with_default_cost() {
    let keys = SeatKeys::generate("Anna", &mut rng(12));
    let started = Instant::now();
    let backup = keys.export_backup("pass", KdfCost { m_kib: 19 * 1024, t: 2, p: 1 }, &mut rng(13)).unwrap();
    let back = SeatKeys::import_backup(&backup, "pass").unwrap();
    println!(
        "argon2id 19 MiB × 2 export + import: {:.1?} ({} build)",
        started.elapsed(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    assert_eq!(back.card(), keys.card());
}

#[test]
fn invitation_join_and_start_with_mixed_seats() {
    let mut r = rng(20);
    let alice = SeatKeys::generate("Alice", &mut r);
    let bob = SeatKeys::generate("Bob", &mut r);
    let carol = SeatKeys::generate("Carol", &mut r);
    let seat = |n: &str, c| engine::seat::SeatConfig {
        name: n.into(),
        role: String::new(),
        colour: "#111111".into(),
        controller: c,
    };
    use engine::seat::Controller::{Computer, Human};
    let spec = pbem::NewGame {
        system: "duel".into(),
        scenario: engine::save::ScenarioRef { id: "field".into(), hash: engine::save::scenario_hash("a field") },
        rules_version: 1,
        // Alice's hot-seat partner and the computer sit at Alice's screen.
        seats: vec![
            seat("Alice", Human),
            seat("Bob", Human),
            seat("Dan (hot seat)", Human),
            seat("AI", Computer),
            seat("Carol", Human),
        ],
        holders: vec![0, 1, 0, 0, 2],
        title: "Four corners".into(),
        dice_mode: pbem::DiceMode::Open,
        rekeying: pbem::Rekeying::Never,
        computer: 1,
    };
    let mut env = Envelope::create(&alice, spec.clone(), &stamp(0), &mut r).unwrap();
    let inv_bob = env.invitation(&alice, 1).unwrap();
    let inv_carol = env.invitation(&alice, 2).unwrap();
    assert_eq!(refusal(&env.invitation(&alice, 3).unwrap_err()).key, "pbem.build.no_remote_player");
    assert_eq!(refusal(&env.invitation(&bob, 1).unwrap_err()).key, "pbem.build.only_creator_invites");
    let open = |t: &str| verify(t, None, None).envelope.unwrap();
    assert_eq!(open(&inv_bob).invited(), Some(1));
    let join_bob = open(&inv_bob).join(&bob).unwrap();
    let join_carol = open(&inv_carol).join(&carol).unwrap();
    // Not everyone has joined: the game cannot start.
    let err =
        env.clone().start(&alice, std::slice::from_ref(&join_bob), Turn::default(), &stamp(1), &mut r).unwrap_err();
    let err = refusal(&err);
    assert_eq!((err.key.as_str(), arg(&err, "players")), ("pbem.build.waiting_for", "2"));
    assert_eq!(translated(&err), "still waiting for player 2 to join");
    // A join for another game is refused.
    let other = Envelope::create(&alice, spec, &stamp(0), &mut r).unwrap();
    let foreign = open(&other.invitation(&alice, 1).unwrap()).join(&bob).unwrap();
    let err = refusal(&env.read_join(&foreign).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "player")), ("pbem.fail.join_other_game", "Bob"));
    // A tampered join (Carol's card swapped for Mallory's) is refused.
    let forged = join_carol.replace("Carol", "Mallo");
    let err = refusal(&env.read_join(&forged).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "player")), ("pbem.fail.join_signature_mismatch", "Mallo"));
    assert_eq!(refusal(&env.read_join("{}").unwrap_err()).key, "pbem.build.join_unreadable");
    // Alice signs for her hot-seat and computer seats in the start file; Carol for hers only.
    let acts =
        |seats: &[u8]| Turn { actions: seats.iter().map(|&s| la(s, &Action::Pass)).collect(), ..Turn::default() };
    env.start(&alice, &[join_carol, join_bob], acts(&[0, 2, 3]), &stamp(2), &mut r).unwrap();
    assert!(env.started());
    let v = verify(&env.to_text(), None, None);
    assert!(v.report.is_valid(), "{}", v.report);
    println!("{}", v.report);
    let err = refusal(&env.clone().append_turn(&carol, acts(&[3]), &stamp(4), &mut r).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "signer")), ("pbem.fail.action_wrong_signer", "Carol"));
    env.append_turn(&carol, acts(&[4]), &stamp(4), &mut r).unwrap();
    assert!(verify(&env.to_text(), None, None).report.is_valid());
    assert!(env.file_name("Bob").starts_with("four-corners-002-for-bob"));
    assert!(env.summary().contains("File #2 from Carol"));
    // Two files in a row from one player would let it pick its next dice seed.
    let err = refusal(&env.clone().append_turn(&carol, Turn::default(), &stamp(5), &mut r).unwrap_err());
    assert_eq!((err.key.as_str(), arg(&err, "player")), ("pbem.fail.two_in_a_row", "Carol"));
    assert!(translated(&err).contains("two files in a row from Carol"), "{err:?}");
}

/// A 100-action log: the file's size and the time to verify it.
#[test]
fn size_and_speed_of_a_100_action_game() {
    // 4 files for the secret purchase (2 actions), then 33 files of 3 actions.
    let t = Table::play(30, 33);
    assert_eq!(t.game.log().len(), 101);
    let text = t.env.to_text();
    let started = Instant::now();
    let v = verify(&text, Some(&t.env.known()), Some(&mut replay));
    let elapsed = started.elapsed();
    assert!(v.report.is_valid(), "{}", v.report);
    let plain =
        serde_json::to_string(&engine::save::save(&t.game, "0.1.0", engine::save::Metadata::default())).unwrap();
    println!(
        "100-action game: {} entries, file {} bytes (plain v1 save of the same game: {} bytes); verified with replay in {elapsed:.1?} ({} build)",
        t.env.entries.len(),
        text.len(),
        plain.len(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    assert!(text.len() < 100_000, "{} bytes", text.len());
}

/// Crafted and garbled files never panic the verifier; each is refused.
#[test]
fn crafted_and_garbled_files_are_refused_without_panics() {
    let t = Table::play(40, 1);
    let text = t.env.to_text();
    // A validly signed entry from a player index that does not exist.
    let mut payload = t.env.head().payload.clone();
    payload.from = 200;
    let bad = with_chain(&text, |chain| {
        let n = chain.len() - 1;
        chain[n] = resign(&t.alice, &payload);
    });
    assert_eq!(check_of(&bad).unwrap().0, Check::Players);
    // Entries removed, swapped or duplicated.
    let cut = with_chain(&text, |chain| {
        chain.remove(3);
    });
    assert!(matches!(check_of(&cut).unwrap().0, Check::Sequence | Check::Chain));
    let dup = with_chain(&text, |chain| {
        let last = chain[chain.len() - 1].clone();
        chain.push(last);
    });
    assert!(check_of(&dup).is_some());
    // Two chains of one game id that differ from entry 0 on: a fork at #0, no panic.
    let other = Table::play(42, 0).env.known();
    let forked = pbem::KnownChain { game: t.env.game.clone(), hashes: other.hashes };
    assert!(matches!(t.env.known().compare(&forked), History::Fork { at: 0, .. }));
    let fork = t.env.known().compare(&forked).describe();
    assert_eq!((fork.key.as_str(), arg(&fork, "at"), arg(&fork, "before")), ("pbem.history.fork", "0", "0"));
    translated(&fork);
    assert!(Envelope::read(&text).is_ok());
    let empty = with_chain(&text, Vec::clear);
    assert_eq!(check_of(&empty).unwrap().0, Check::Format);
    // Random multi-byte damage (deterministic): splices, deletions, insertions.
    let mut r = rng(41);
    let bytes = text.as_bytes();
    for _ in 0..3000 {
        use rand_chacha::rand_core::Rng;
        let mut changed = bytes.to_vec();
        let at = (r.next_u32() as usize) % changed.len();
        match r.next_u32() % 3 {
            0 => {
                let len = 1 + (r.next_u32() as usize) % 16;
                changed.drain(at..(at + len).min(bytes.len()));
            }
            1 => {
                let junk: Vec<u8> =
                    (0..1 + r.next_u32() % 8).map(|_| b" \"{}[]:,0a\\"[(r.next_u32() % 11) as usize]).collect();
                changed.splice(at..at, junk);
            }
            _ => {
                let other = (r.next_u32() as usize) % bytes.len();
                changed[at] = bytes[other];
                if changed[at] == bytes[at] {
                    continue;
                }
            }
        }
        if let Ok(changed) = String::from_utf8(changed) {
            assert!(!verify(&changed, None, None).report.is_valid(), "undetected damage at {at}");
        }
    }
}
