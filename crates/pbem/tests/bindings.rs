//! What binds a file to its game, third round of attacks (issue 34): the
//! creation is signed by its creator like every entry; a join answers one
//! invitation for one player; sealed orders are accepted only in a step the
//! rules keep secret, only for its secret actions and for the whole step;
//! and nobody joins a game made under an older protocol. Each attack is
//! made through the functions a modified app would call.

#![allow(clippy::unwrap_used)]

mod common;

use common::{Action, Duel, Table, la, replay, resign, rng, stamp, translated, with_chain};
use engine::save::{ScenarioRef, scenario_hash};
use engine::seat::{Controller, SeatConfig};
use pbem::build::{JoinFile, NewCommit, Turn};
use pbem::envelope::{Join, Signed};
use pbem::verify::Check;
use pbem::{DiceMode, Envelope, NewGame, Rekeying, SeatKeys, verify};

/// Threat 8: a file of one entry, in Alice's name, signed by Mallory. The
/// report of the code before PBEM 4 said every entry was signed; the
/// creation's signature was never checked.
#[test]
fn threat_8_the_creation_is_signed_by_its_creator() {
    let t = Table::new(21);
    let text = t.files[0].clone();
    let mallory = SeatKeys::generate("Alice", &mut rng(22));
    let creation = t.env.entries[0].payload.clone();
    let forged = with_chain(&text, |chain| chain[0] = resign(&mallory, &creation));
    let v = verify(&forged, None, None);
    let (check, why) = v.report.failure().expect("refused");
    assert_eq!((check, why.key.as_str()), (Check::Signatures, "pbem.fail.entry_signature_mismatch"), "{}", v.report);
    assert_eq!(common::arg(why, "seq"), "0");
    translated(why);
    // The honest invitation still verifies, and its report counts the
    // creation among the signed entries.
    let v = verify(&text, None, None);
    assert!(v.report.is_valid(), "{}", v.report);
    assert!(v.report.to_string().contains("✓ signatures   1 entry signed by its player's key"), "{}", v.report);
}

/// A game of three players by seat: Alice creates, Bob and Carol are invited.
fn three_players() -> (Envelope, [SeatKeys; 3], [String; 2]) {
    let mut r = rng(31);
    let keys = ["Alice", "Bob", "Carol"].map(|n| SeatKeys::generate(n, &mut r));
    let seat = |n: &str| SeatConfig {
        name: n.into(),
        role: String::new(),
        colour: "#000".into(),
        controller: Controller::Human,
    };
    let spec = NewGame {
        system: "duel".into(),
        scenario: ScenarioRef { id: "field".into(), hash: scenario_hash("a field") },
        rules_version: 1,
        seats: vec![seat("Alice"), seat("Bob"), seat("Carol")],
        holders: vec![0, 1, 2],
        title: "Three".into(),
        dice_mode: DiceMode::Open,
        rekeying: Rekeying::Never,
        computer: 1,
    };
    let env = Envelope::create(&keys[0], spec, &stamp(0), &mut r).unwrap();
    let invitations = [env.invitation(&keys[0], 1).unwrap(), env.invitation(&keys[0], 2).unwrap()];
    (env, keys, invitations)
}

/// `value` signed by `keys` (a modified app signs what it likes).
fn signed(keys: &SeatKeys, value: &impl serde::Serialize) -> Signed {
    let p = serde_json::to_string(value).unwrap();
    let s = pbem::codec::b64(&keys.sign(p.as_bytes()).to_bytes());
    Signed { p, s }
}

/// A join file for `join`, signed by `keys`.
fn join_file(keys: &SeatKeys, join: &Join) -> String {
    let join = signed(keys, join);
    serde_json::to_string(&JoinFile { format: pbem::build::JOIN_FORMAT.into(), version: 1, join }).unwrap()
}

/// Threat 9: Bob, holding the invitation for player 1, joins as player 2
/// (Carol's seat) with a modified app, or with no invitation at all. The
/// creator's app refuses both joins: a join answers the invitation of the
/// player it joins as. Before PBEM 4 a join named its seat freely.
#[test]
fn threat_9_a_join_takes_only_the_seat_of_its_invitation() {
    let (env, keys, invitations) = three_players();
    let bobs = verify(&invitations[0], None, None).envelope.unwrap();
    let honest = bobs.join(&keys[1]).unwrap();
    assert!(env.read_join(&honest).is_ok());
    let mut join: Join = serde_json::from_str(&serde_json::from_str::<JoinFile>(&honest).unwrap().join.p).unwrap();
    join.player = 2;
    let refused = env.read_join(&join_file(&keys[1], &join)).unwrap_err();
    assert_eq!(common::refusal(&refused).key, "pbem.fail.join_uninvited");
    assert_eq!(common::arg(&refused.text(), "seat"), "2");
    join.invite = None;
    join.player = 1;
    let refused = env.read_join(&join_file(&keys[1], &join)).unwrap_err();
    assert_eq!(refused.text().key, "pbem.fail.join_uninvited");
    // An invitation the creator did not sign does not help either.
    let carols = verify(&invitations[1], None, None).envelope.unwrap();
    let mut forged = carols.invite.clone().unwrap();
    forged.s = pbem::codec::b64(&keys[1].sign(forged.p.as_bytes()).to_bytes());
    join.player = 2;
    join.invite = Some(forged);
    let refused = env.read_join(&join_file(&keys[1], &join)).unwrap_err();
    assert_eq!(refused.text().key, "pbem.fail.invitation_signature_mismatch");
    // Carol's own join is fine, and so is the start with both.
    let carol = carols.join(&keys[2]).unwrap();
    let mut env = env;
    env.start(&keys[0], &[honest, carol], Turn::default(), &stamp(1), &mut rng(32)).unwrap();
    assert!(verify(&env.to_text(), None, None).report.is_valid());
}

/// Threat 5: a creator's modified app makes a game under PBEM 3 (dice
/// chains drawn from the signing key and the game id before PBEM 3, joins
/// not bound to an invitation). Such an invitation still verifies (files of
/// games begun under old versions do), but this app does not join it, and
/// says why.
#[test]
fn threat_5_nobody_joins_a_game_made_under_an_older_protocol() {
    let t = Table::new(41);
    let text = t.files[0].clone();
    for version in [1, 2, 3] {
        let mut creation = t.env.entries[0].payload.clone();
        creation.pbem = version;
        if let Some(setup) = creation.setup.as_mut() {
            setup.computer = 0;
        }
        let old = with_chain(&text, |chain| chain[0] = resign(&t.alice, &creation));
        let created = resign(&t.alice, &creation);
        let invite = pbem::envelope::Invite {
            kind: "invite".into(),
            pbem: version,
            game: t.env.game.clone(),
            create: pbem::codec::hex(&pbem::envelope::entry_hash(&created)),
            to: 1,
        };
        let invite = signed(&t.alice, &invite);
        let mut save: serde_json::Value = serde_json::from_str(&old).unwrap();
        save["extensions"]["pbem"]["invite"] = serde_json::to_value(&invite).unwrap();
        save["extensions"]["pbem"]["v"] = version.into();
        let save: engine::save::SaveFile = serde_json::from_value(save).unwrap();
        let old = serde_json::to_string(&save).unwrap();
        let v = verify(&old, None, None);
        assert!(v.report.is_valid(), "an old game's invitation still verifies: {}", v.report);
        let refused = v.envelope.unwrap().join(&t.bob).unwrap_err();
        let why = common::refusal(&refused);
        assert_eq!(why.key, "pbem.build.invitation_old");
        assert_eq!((common::arg(&why, "version"), common::arg(&why, "current")), (&*version.to_string(), "4"));
    }
}

/// Threat 3: half-way through her turn Alice has seen her first die fall;
/// her modified app seals an empty commitment for her own seat (the round's
/// seats equal the rules' seats to act, so the code before PBEM 4 took it),
/// hoping to go on after Bob's next file with fresh dice. Sealing in a step
/// the rules keep public is refused, empty or not; so is sealing a public
/// action, and sealed orders that leave the step unfinished.
#[test]
fn threat_3_orders_are_sealed_only_in_a_secret_step() {
    let mut t = Table::play(51, 0);
    assert_eq!(t.game.state().current, 0, "Alice's turn of battles");
    let round = u32::try_from(t.game.log().len() + 1).unwrap();
    let empty = NewCommit { seat: 0, round, seats: vec![0], orders: Vec::new() };
    let file = t.turn_with(0, Turn { commits: vec![empty], ..Turn::default() }, vec![Action::Attack]);
    let v = verify(&file, None, Some(&mut replay));
    let (check, why) = v.report.failure().expect("refused");
    assert_eq!((check, why.key.as_str()), (Check::Checkpoints, "pbem.fail.sealed_public_step"), "{}", v.report);
    assert_eq!(
        translated(why),
        format!(
            "entry #{}: orders of Alice are sealed where the rules keep nothing secret: only secret choices (a purchase in a simultaneous step) may be sealed",
            t.env.head().payload.seq
        )
    );

    let mut t = Table::play(51, 0);
    let round = u32::try_from(t.game.log().len() + 1).unwrap();
    let pass = NewCommit { seat: 0, round, seats: vec![0], orders: vec![la(0, &Action::Pass)] };
    let file = t.turn_with(0, Turn { commits: vec![pass], ..Turn::default() }, vec![Action::Attack]);
    let (_, why) = verify(&file, None, Some(&mut replay)).report.failure().map(|(c, w)| (c, w.clone())).unwrap();
    assert_eq!(why.key, "pbem.fail.sealed_public_step");

    // The honest opening still verifies: both purchases sealed, revealed.
    let honest = Table::play(51, 2);
    for file in &honest.files {
        let v = verify(file, None, Some(&mut replay));
        assert!(v.report.is_valid(), "{}", v.report);
    }
}

/// Sealed orders finish the seat's secret step: a purchase step of the
/// duel is one purchase, so orders that hold none leave the seat still to
/// buy once revealed (it would then buy having seen the other's purchase).
#[test]
fn threat_3_sealed_orders_finish_the_seat_s_step() {
    let empty = NewCommit { seat: 0, round: 0, seats: vec![0, 1], orders: Vec::new() };
    let mut t = Table::with_start(52, Turn { commits: vec![empty], ..Turn::default() });
    t.turn(1, vec![], vec![], vec![common::commit(1, 2)]);
    let file = t.turn_with(0, Turn { reveal: vec![(0, 0)], ..Turn::default() }, vec![]);
    let v = verify(&file, None, Some(&mut replay));
    let (_, why) = v.report.failure().expect("refused");
    assert_eq!(why.key, "pbem.fail.sealed_unfinished", "{}", v.report);
    translated(why);
    let _ = Duel;
}
