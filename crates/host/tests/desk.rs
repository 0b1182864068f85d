//! The keys module as the page's desk of play by e-mail: a game made,
//! invited to, joined and described through messages only, as the page
//! does it (no crypto on the page's side).

use engine::any::SystemMeta;
use engine::save::ScenarioRef;
use engine::seat::{Controller, SeatConfig};
use host::desk::{
    DeskReply as Reply, DeskRequest as Request, Invitation, KeyCard, MailFacts, Received, Standing, Status,
};
use host::keys::handle;
use pbem::{NewGame, Stamp};

fn key(name: &str) -> KeyCard {
    match handle(Request::KeyCreate { name: name.into() }) {
        Reply::KeyCard(card) => card,
        other => panic!("no key: {other:?}"),
    }
}

fn facts(reply: Reply) -> MailFacts {
    match reply {
        Reply::MailFacts(facts) => *facts,
        other => panic!("no facts: {other:?}"),
    }
}

fn stamp() -> Stamp {
    Stamp { app_version: "0.1.0".into(), saved: "2026-11-24T10:00:00Z".into() }
}

fn game() -> NewGame {
    let seat = |name: &str, role: &str| SeatConfig {
        name: name.into(),
        role: role.into(),
        colour: "#888888".into(),
        controller: Controller::Human,
    };
    let hash = systems::WORLD_WAR.scenarios().into_iter().next().expect("a scenario").hash;
    NewGame {
        system: "world-war".into(),
        scenario: ScenarioRef { id: "europe-1939".into(), hash: hash.to_owned() },
        rules_version: 1,
        seats: vec![seat("Anna", "axis"), seat("Boris", "ussr"), seat("Boris", "allies")],
        holders: vec![0, 1, 1],
        title: "Desk test".into(),
        dice_mode: pbem::DiceMode::Open,
        rekeying: pbem::Rekeying::Never,
        computer: 1,
    }
}

#[test]
fn a_key_is_made_read_and_a_damaged_one_refused() {
    assert_eq!(key("  ").name, "Player", "a blank name");
    let anna = key(" Anna ");
    assert_eq!(anna.name, "Anna");
    let Reply::KeyCard(read) = handle(Request::KeyRead { keys: anna.stored.clone() }) else { panic!("not read") };
    assert_eq!(read, anna);
    let damaged = handle(Request::KeyRead { keys: "{}".into() });
    assert!(matches!(&damaged, Reply::MailRefused(why) if why.key == "pbem.build.key_damaged"), "{damaged:?}");
}

#[test]
fn a_game_by_email_is_made_invited_to_joined_and_described() {
    let (anna, boris) = (key("Anna"), key("Boris"));
    let made = facts(handle(Request::MailCreate { keys: anna.stored.clone(), game: game(), stamp: stamp() }));
    assert_eq!(
        (made.title.as_str(), made.system.as_str(), made.seq, made.started),
        ("Desk test", "world-war", 0, false)
    );
    assert_eq!(made.status, Status::Lobby { missing: vec![(1, "Boris".into())] }, "seats named alike: one player");

    let Reply::MailFile { name, text: invitation } =
        handle(Request::MailInvitation { file: made.file.clone(), keys: anna.stored.clone(), player: 1 })
    else {
        panic!("no invitation")
    };
    assert_eq!(name, "desk-test-invitation-for-boris.sandtable.json");
    let refused = handle(Request::MailInvitation { file: made.file.clone(), keys: boris.stored.clone(), player: 1 });
    assert!(matches!(refused, Reply::MailRefused(_)), "only the creator invites");

    let received = |file: &str, keys: &KeyCard| match handle(Request::MailReceived {
        file: file.into(),
        keys: Some(keys.stored.clone()),
        replayed: false,
        next_player: None,
    }) {
        Reply::MailReceived(received) => *received,
        other => panic!("not read: {other:?}"),
    };
    assert!(matches!(received(&invitation, &anna), Received::Invitation(i) if i.own));
    let Received::Invitation(terms) = received(&invitation, &boris) else { panic!("an invitation") };
    // What joining agrees to, shown before joining (issue 34, point 7).
    let expected = Invitation {
        own: false,
        title: "Desk test".into(),
        creator: "Anna".into(),
        fingerprint: anna.fingerprint.clone(),
        seats: "Boris".into(),
        system: "world-war".into(),
        rules_version: 1,
        dice_mode: pbem::DiceMode::Open,
        rekeying: pbem::Rekeying::Never,
        computer: None,
        refused: None,
    };
    assert_eq!(*terms, expected);

    let Reply::MailJoined(joined) =
        handle(Request::MailJoin { invitation: invitation.clone(), keys: boris.stored.clone() })
    else {
        panic!("not joined")
    };
    assert_eq!(joined.player, 1);
    assert_eq!(joined.file_name, "desk-test-join-boris.sandtable.json");
    assert_eq!(joined.facts.status, Status::Joined { creator: "Anna".into() });

    let add = |joins: Vec<String>, join: String, replace: bool| {
        handle(Request::MailAddJoin { file: made.file.clone(), joins, join, replace })
    };
    let Reply::JoinAdded(added) = add(Vec::new(), joined.join.clone(), false) else { panic!("join refused") };
    assert_eq!((added.name.as_str(), added.fingerprint.as_str()), ("Boris", boris.fingerprint.as_str()));
    assert_eq!(added.facts.status, Status::ReadyToStart);
    let Reply::JoinAdded(again) = add(added.joins.clone(), joined.join.clone(), false) else {
        panic!("the same join again is no conflict")
    };
    assert_eq!(again.joins, added.joins, "the same key's join again changes nothing");

    // Issue 34, point 9: another key answers Boris's invitation (it was
    // passed on, or taken). The creator sees both and decides; nothing
    // changes until then.
    let mallory = key("Boris");
    let Reply::MailJoined(other) = handle(Request::MailJoin { invitation, keys: mallory.stored.clone() }) else {
        panic!("not joined")
    };
    let Reply::JoinConflict(conflict) = add(added.joins.clone(), other.join.clone(), false) else {
        panic!("a second key for a player is a conflict")
    };
    assert_eq!(conflict.player, 1);
    assert_eq!(conflict.kept, ("Boris".to_owned(), boris.fingerprint.clone()));
    assert_eq!(conflict.new, ("Boris".to_owned(), mallory.fingerprint.clone()));
    let Reply::JoinAdded(taken) = add(added.joins.clone(), conflict.join.clone(), true) else {
        panic!("the creator takes the new join")
    };
    assert_eq!(taken.joins, vec![other.join], "only the join the creator chose is kept");

    let waiting = facts(handle(Request::MailDescribe {
        file: made.file.clone(),
        standing: Standing::Playing { player: 0, next: Some(1) },
    }));
    assert_eq!(waiting.status, Status::Waiting { player: "Boris".into(), reveal_due: None });
    assert_eq!(
        (waiting.recipient.as_str(), waiting.file_name.as_str()),
        ("Boris", "desk-test-000-for-boris.sandtable.json")
    );
    let Reply::MailFileName(name) =
        handle(Request::MailFileName { file: made.file, recipient: Status::Over.recipient() })
    else {
        panic!("no name")
    };
    assert_eq!(name, "desk-test-000-for-everyone.sandtable.json");
    let broken = handle(Request::MailDescribe { file: "{}".into(), standing: Standing::Lobby { joins: Vec::new() } });
    assert!(matches!(broken, Reply::MailRefused(_)), "a file that does not read is refused with the reader's message");
}
