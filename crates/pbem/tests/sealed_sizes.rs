//! Issue 11, point 4: sealed orders and secrets do not leak through their
//! size. Every box a game writes has one size whatever it holds; the
//! verifier refuses a box of any size padding cannot give; files written
//! before padding (PBEM 1) still load and go on, padded.
#![allow(clippy::unwrap_used)]

mod common;

use common::{Action, Table, arg, commit, la, replay, translated, with_chain};
use engine::save::LoggedAction;
use engine::seat::SeatId;
use engine::text::Text;
use pbem::build::{NewCommit, NewSecret, Turn};
use pbem::codec::{b64, unb64};
use pbem::envelope::{Payload, Signed};
use pbem::seal::{BLOCK, TAG};
use pbem::{Check, Envelope, SeatKeys, verify};

/// A file of PBEM 1 (unpadded boxes): Alice committed a purchase of 3 and
/// sealed a secret in the start entry, Bob committed a purchase of 2; none
/// revealed. Written by the app before padding, with `Table::with_start(1939, …)`.
const PBEM_1_FILE: &str = include_str!("fixtures/duel-pbem-v1.json");

/// The size of every box a normal game writes: one block and the tag.
const ONE_BLOCK: usize = BLOCK + TAG;

/// World War's orders as the desk commits them (the same JSON as its log).
fn ww(seat: u8, action: &str) -> LoggedAction {
    LoggedAction { seat: SeatId(seat), action: serde_json::from_str(action).unwrap() }
}

/// A purchase of `units` infantry in region 33, then "finish buying".
fn purchase(seat: u8, units: usize) -> Vec<LoggedAction> {
    let mut orders = vec![ww(seat, r#"{"Buy":{"place":33,"unit":"infantry"}}"#); units];
    orders.push(ww(seat, r#""FinishPurchase""#));
    orders
}

/// The ciphertext size (tag included) of a sealed box.
fn ct_size(sealed: &pbem::seal::SealedBox) -> usize {
    unb64(&sealed.ct).unwrap().len()
}

/// Alice's start file committing `orders` for seat 0 (and sealing `secret`
/// for her): the file's text and its entry 1.
fn start_committing(orders: Vec<LoggedAction>, secret: &[u8]) -> (String, Payload) {
    let new = NewCommit { seat: 0, round: 0, seats: vec![0, 1], orders };
    let secret = NewSecret { seat: 0, label: "hand".into(), data: secret.to_vec() };
    let t = Table::with_start(11, Turn { commits: vec![new], secrets: vec![secret], ..Turn::default() });
    (t.env.to_text(), t.env.entries[1].payload.clone())
}

#[test]
fn sealed_orders_and_secrets_are_one_size_whatever_they_hold() {
    let sooner = vec![ww(0, r#"{"ChooseInitiative":"sooner"}"#)];
    let later = vec![ww(0, r#"{"ChooseInitiative":"later"}"#)];
    let cases = [
        ("initiative sooner", sooner, &b"ace"[..]),
        ("initiative later", later, &b"ace, king, queen, jack and ten of spades"[..]),
        ("a purchase of one unit", purchase(0, 1), &[][..]),
        ("a purchase of sixteen units", purchase(0, 16), &[7u8; 900][..]),
    ];
    let mut sizes = Vec::new();
    for (what, orders, secret) in cases {
        let (text, entry) = start_committing(orders.clone(), secret);
        let v = verify(&text, None, None);
        assert!(v.report.is_valid(), "{what}: {}", v.report);
        let (commit, sealed) = (&entry.commits[0].sealed, &entry.secrets[0].sealed);
        println!("{what}: sealed orders {} bytes, sealed secret {} bytes", ct_size(commit), ct_size(sealed));
        sizes.push((what, ct_size(commit), ct_size(sealed), commit.ct.len(), sealed.ct.len()));
        // The owner still reads exactly what was committed and sealed.
        let env = v.envelope.unwrap();
        let alice = SeatKeys::generate("Alice", &mut common::rng(11));
        assert_eq!(env.own_pending_orders(&alice), vec![(0, 0, orders)], "{what}");
        assert_eq!(env.open_secrets(&alice)[0].3, secret, "{what}");
    }
    for (what, orders, secret, orders_b64, secret_b64) in &sizes {
        assert_eq!((*orders, *secret), (ONE_BLOCK, ONE_BLOCK), "{what}: every box is one block");
        assert_eq!((orders_b64, secret_b64), (&sizes[0].3, &sizes[0].4), "{what}: the same text length too");
    }
}

#[test]
fn a_longer_content_takes_the_next_power_of_two_block() {
    // 40 units do not fit one block: the box doubles (the residual leak the
    // protocol documents: "more than about 16 units"), and no size between.
    let (text, entry) = start_committing(purchase(0, 40), &[0u8; 5000]);
    assert!(verify(&text, None, None).report.is_valid());
    assert_eq!(ct_size(&entry.commits[0].sealed), 4 * BLOCK + TAG);
    assert_eq!(ct_size(&entry.secrets[0].sealed), 8 * BLOCK + TAG);
    assert_eq!(pbem::seal::padded_size(0), Some(BLOCK));
    assert_eq!(pbem::seal::padded_size(BLOCK - 4), Some(BLOCK));
    assert_eq!(pbem::seal::padded_size(BLOCK - 3), Some(2 * BLOCK));
    assert_eq!(pbem::seal::padded_size(pbem::seal::MAX_PADDED), None);
}

/// The last entry of `text` changed by `edit` and signed again by `keys`:
/// a modified app's file, correctly signed.
fn last_entry_edited(text: &str, keys: &SeatKeys, edit: impl FnOnce(&mut Payload)) -> String {
    with_chain(text, |chain| {
        let last = chain.last_mut().unwrap();
        let mut payload: Payload = serde_json::from_str(&last.p).unwrap();
        edit(&mut payload);
        let p = serde_json::to_string(&payload).unwrap();
        *last = Signed { s: b64(&keys.sign(p.as_bytes()).to_bytes()), p };
    })
}

/// A box's ciphertext cut or grown to `size` bytes (the verifier cannot
/// open it, so only its size matters to it).
fn resized(ct: &str, size: usize) -> String {
    let mut bytes = unb64(ct).unwrap();
    bytes.resize(size, 0x5a);
    b64(&bytes)
}

/// The first failed check of a file and its message in English.
fn refusal_of(text: &str) -> (Check, Text, String) {
    let v = verify(text, None, Some(&mut replay));
    let (check, why) = v.report.failure().map(|(c, t)| (c, t.clone())).expect("refused");
    let english = translated(&why);
    (check, why, english)
}

#[test]
fn a_sealed_box_of_another_size_is_refused() {
    let t = Table::with_start(12, Turn { commits: vec![commit(0, 3)], ..Turn::default() });
    let text = t.env.to_text();
    assert!(verify(&text, None, Some(&mut replay)).report.is_valid());

    // Sealed orders one byte short of a block, as an unpadded box would be.
    let short = last_entry_edited(&text, &t.alice, |p| p.commits[0].sealed.ct = resized(&p.commits[0].sealed.ct, 1039));
    let (check, why, english) = refusal_of(&short);
    assert_eq!((check, why.key.as_str()), (Check::Orders, "pbem.fail.sealed_size"));
    assert_eq!((arg(&why, "seq"), arg(&why, "seat"), arg(&why, "size")), ("1", "0", "1039"));
    assert_eq!(
        english,
        "entry #1: the sealed box of seat 0 is 1039 bytes; sealed boxes are padded to 1040 bytes \
         (longer ones to twice, four times … that), so that their size tells nothing of what is inside"
    );
    // Three blocks is no padded size either; two and four blocks are.
    let three = last_entry_edited(&text, &t.alice, |p| {
        p.commits[0].sealed.ct = resized(&p.commits[0].sealed.ct, 3 * BLOCK + TAG);
    });
    assert_eq!(refusal_of(&three).1.key, "pbem.fail.sealed_size");
    for blocks in [2, 4] {
        let bigger = last_entry_edited(&text, &t.alice, |p| {
            p.commits[0].sealed.ct = resized(&p.commits[0].sealed.ct, blocks * BLOCK + TAG);
        });
        let v = verify(&bigger, None, Some(&mut replay));
        assert!(v.report.is_valid(), "{blocks} blocks is a padded size: {}", v.report);
    }

    // A sealed secret of an unpadded size: refused by the secrets check.
    let secret = NewSecret { seat: 1, label: "hand".into(), data: b"two of clubs".to_vec() };
    let mut t = Table::with_start(13, Turn::default());
    let text = t.turn_with(1, Turn { secrets: vec![secret], ..Turn::default() }, vec![]);
    let bob = t.bob.clone();
    let bare = last_entry_edited(&text, &bob, |p| p.secrets[0].sealed.ct = resized(&p.secrets[0].sealed.ct, 12 + TAG));
    let (check, why, english) = refusal_of(&bare);
    assert_eq!((check, why.key.as_str()), (Check::Secrets, "pbem.fail.sealed_size"));
    assert!(english.starts_with("entry #2: the sealed box of seat 1 is 28 bytes;"), "{english}");
    // Every language says it, with its plural forms.
    let polish = pbem::catalog("pl").render(&why);
    assert!(polish.starts_with("wpis nr 2: zapieczętowane dane miejsca nr 1 mają 28 bajtów;"), "{polish}");
}

#[test]
fn a_pbem_1_file_still_loads_and_goes_on_padded() {
    // It verifies as it did: its boxes are of PBEM 1 and unpadded.
    let v = verify(PBEM_1_FILE, None, Some(&mut replay));
    assert!(v.report.is_valid(), "{}", v.report);
    let env = v.envelope.unwrap();
    assert_eq!(env.version(), 1);
    assert!(env.entries.iter().all(|e| e.payload.pbem == 1));
    let sizes: Vec<usize> = env.entries.iter().flat_map(|e| &e.payload.commits).map(|c| ct_size(&c.sealed)).collect();
    assert!(sizes.iter().all(|&s| s < ONE_BLOCK), "unpadded: {sizes:?}");

    // Its players read their orders and secrets in it, and play on.
    let mut t = Table::from_file(1939, PBEM_1_FILE);
    assert_eq!(t.env.own_pending_orders(&t.alice), vec![(0, 0, vec![la(0, &Action::Buy(3))])]);
    assert_eq!(t.env.open_secrets(&t.alice)[0].3, b"ace of spades");
    t.turn(0, vec![(0, 0)], vec![], vec![]);
    let secret = NewSecret { seat: 1, label: "hand".into(), data: b"two of clubs".to_vec() };
    let text = t.turn_with(1, Turn { reveal: vec![(0, 1)], secrets: vec![secret], ..Turn::default() }, vec![]);
    let seat = t.game.state().current;
    let text_after = t.turn(seat, vec![], vec![Action::Attack, Action::Pass], vec![]);
    for file in [&text, &text_after] {
        let v = verify(file, None, Some(&mut replay));
        assert!(v.report.is_valid(), "{}", v.report);
    }
    // The new entries are of the current version (4), padded like 2; so is the file.
    let env = verify(&text, None, None).envelope.unwrap();
    assert_eq!(env.entries.iter().map(|e| e.payload.pbem).collect::<Vec<_>>(), [1, 1, 1, 4, 4]);
    assert_eq!(env.version(), 4);
    let file: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(file["extensions"]["pbem"]["v"], 4, "extensions.pbem.v is the newest entry's version");
    assert_eq!(ct_size(&env.head().payload.secrets[0].sealed), ONE_BLOCK);
    assert_eq!(env.open_secrets(&t.bob)[0].3, b"two of clubs");
    assert_eq!(t.game.state().bought, vec![Some(3), Some(2)], "both PBEM 1 purchases revealed");

    // Going back to version 1 after a version-4 entry is refused: it would
    // let a sender leave its boxes unpadded.
    let back = last_entry_edited(&text_after, &t.keys(seat).clone(), |p| p.pbem = 1);
    let (check, why, english) = refusal_of(&back);
    assert_eq!((check, why.key.as_str()), (Check::Format, "pbem.fail.version_back"));
    assert_eq!(
        english,
        "entry #5 is of PBEM version 1, older than an entry before it (version 4); \
         a file never goes back to an older version"
    );
    // So is a version this app does not know.
    let (check, why, _) = refusal_of(&last_entry_edited(&text_after, &t.keys(seat).clone(), |p| p.pbem = 5));
    assert_eq!((check, why.key.as_str()), (Check::Format, "pbem.fail.entry_version"));
}

#[test]
fn a_new_game_is_of_the_current_pbem_version_from_its_creation() {
    let t = Table::with_start(14, Turn::default());
    assert!(t.env.entries.iter().all(|e| e.payload.pbem == pbem::envelope::PBEM_VERSION));
    assert_eq!(t.env.version(), 4);
    let envelope: Envelope = verify(&t.env.to_text(), None, None).envelope.unwrap();
    assert_eq!(envelope.version(), 4);
}
