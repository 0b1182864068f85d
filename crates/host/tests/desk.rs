//! The keys module as the page's desk of play by e-mail: a game made,
//! invited to, joined and described through messages only, as the page
//! does it (no crypto on the page's side).

use engine::any::SystemMeta;
use engine::save::ScenarioRef;
use engine::seat::{Controller, SeatConfig};
use host::desk::{DeskReply as Reply, DeskRequest as Request, KeyCard, MailFacts, Received, Standing, Status};
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
    assert!(matches!(received(&invitation, &anna), Received::Invitation { own: true, .. }));
    let Received::Invitation { own: false, title, creator, seats } = received(&invitation, &boris) else {
        panic!("an invitation")
    };
    assert_eq!((title.as_str(), creator.as_str(), seats.as_str()), ("Desk test", "Anna", "Boris"));

    let Reply::MailJoined(joined) = handle(Request::MailJoin { invitation, keys: boris.stored.clone() }) else {
        panic!("not joined")
    };
    assert_eq!(joined.player, 1);
    assert_eq!(joined.file_name, "desk-test-join-boris.sandtable.json");
    assert_eq!(joined.facts.status, Status::Joined { creator: "Anna".into() });

    let Reply::JoinAdded(added) =
        handle(Request::MailAddJoin { file: made.file.clone(), joins: Vec::new(), join: joined.join.clone() })
    else {
        panic!("join refused")
    };
    assert_eq!((added.name.as_str(), added.fingerprint.as_str()), ("Boris", boris.fingerprint.as_str()));
    assert_eq!(added.facts.status, Status::ReadyToStart);
    let again = handle(Request::MailAddJoin { file: made.file.clone(), joins: added.joins, join: joined.join });
    let Reply::JoinAdded(again) = again else { panic!("a second join of the same player is refused") };
    assert_eq!(again.joins.len(), 1, "a newer join replaces the player's older one");

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
