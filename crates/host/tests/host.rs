//! The message boundary, driven as the page drives it: every request gets a
//! reply, a bad one says why and changes nothing, and a game saved and
//! opened again through messages has the same state.

use engine::any::{NextAtTable, SystemMeta};
use engine::save::Metadata;
use engine::seat::{Controller, SeatConfig, SeatId};
use host::desk::{DeskReply, DeskRequest};
use host::{Host, Loaded, Reply, Request, Seating, Snapshot};

fn seats(humans: usize) -> Vec<SeatConfig> {
    let roles = ["axis", "ussr", "allies"];
    (0..3)
        .map(|i| SeatConfig {
            name: format!("P{i}"),
            role: roles[i].into(),
            colour: "#888888".into(),
            controller: if i < humans { Controller::Human } else { Controller::Computer },
        })
        .collect()
}

fn new_game(host: &mut Host, humans: usize, seating: &Seating) -> Loaded {
    let request = Request::New { scenario: "europe-1939".into(), seats: seats(humans), seed: "host-test".into() };
    match host.handle(request, seating) {
        Reply::Loaded(loaded) => *loaded,
        other => panic!("expected a loaded game, got {other:?}"),
    }
}

fn snapshot(reply: Reply) -> Snapshot {
    match reply {
        Reply::Game(s) => *s,
        other => panic!("expected a snapshot, got {other:?}"),
    }
}

#[test]
fn a_seated_player_acts_and_the_snapshot_follows() {
    let mut host = Host::new(&systems::WORLD_WAR);
    let seating = Seating { at_screen: Some(SeatId(0)), ..Seating::default() };
    let loaded = new_game(&mut host, 1, &seating);
    assert_eq!(loaded.setup.seats.len(), 3);
    assert!(loaded.board.len() > 50, "the board comes with the game");
    let first = loaded.snapshot;
    // Turn zero is simultaneous: the computer seats are played first.
    assert!(matches!(first.next, NextAtTable::Computer(_)), "{:?}", first.next);
    let mut view = first;
    while let NextAtTable::Computer(seat) = view.next {
        view = snapshot(host.handle(Request::ComputerStep { seat }, &seating));
    }
    assert_eq!(view.acting, Some(SeatId(0)));
    assert_eq!(view.viewer, Some(SeatId(0)));
    assert!(!view.choices.is_empty());
    let choice = view.choices[0].clone();
    let after = snapshot(host.handle(Request::Act { seat: SeatId(0), action: choice.action }, &seating));
    assert_eq!(after.log_len, view.log_len + 1);
    assert_ne!(after.hash, view.hash);
    // The computer seats' secret purchases are one line each, however many
    // units they bought; the player's own purchase is a line of its own.
    assert_eq!(after.log.len(), view.log.len() + 1);
    let lines: Vec<(u8, &str)> = after.log.iter().map(|l| (l.seat.0, l.action.key.as_str())).collect();
    assert_eq!(lines, [(1, "engine.log.secret_choices"), (2, "engine.log.secret_choices"), (0, "ww.action.buy")]);
    assert!(after.log_len > 3, "the computers bought more than one unit each: {}", after.log_len);

    // A selection asks for one region's details, as the snapshot gives them.
    let region = choice.region.expect("a purchase is made in a region");
    let Reply::Region(details) = host.handle(Request::Region { region }, &seating) else { panic!("no details") };
    assert!(!details.is_empty());
    let selected = Seating { region: Some(region), ..seating };
    assert_eq!(snapshot(host.handle(Request::Show, &selected)).region_panel, details);
}

#[test]
fn nobody_seated_among_several_people_sees_only_the_hand_over() {
    let mut host = Host::new(&systems::WORLD_WAR);
    let view = new_game(&mut host, 3, &Seating::default()).snapshot;
    assert_eq!(view.handover_to, Some(SeatId(0)));
    assert_eq!(view.viewer, None, "the screen shows nobody's secrets");
    assert!(view.choices.is_empty());
    let seated = snapshot(host.handle(Request::Show, &Seating { at_screen: Some(SeatId(0)), ..Seating::default() }));
    assert_eq!(seated.handover_to, None);
    assert_eq!(seated.acting, Some(SeatId(0)));
}

#[test]
fn bad_requests_are_refused_and_change_nothing() {
    let mut host = Host::new(&systems::WORLD_WAR);
    let seating = Seating { at_screen: Some(SeatId(0)), ..Seating::default() };
    assert!(matches!(host.handle(Request::Show, &seating), Reply::Failed(_)), "no game open yet");
    let before = new_game(&mut host, 3, &seating).snapshot;
    let garbage = serde_json::json!({"no such action": 1});
    assert!(matches!(host.handle(Request::Act { seat: SeatId(0), action: garbage }, &seating), Reply::Refused(_)));
    assert!(matches!(host.handle(Request::Undo { seat: SeatId(0) }, &seating), Reply::Refused(_)));
    let opened = host.handle(Request::Open { text: "{\"format\":\"sandtable-save\"".into() }, &seating);
    assert!(matches!(opened, Reply::LoadFailed(ref t) if t.key == "engine.load.truncated"), "{opened:?}");
    assert_eq!(snapshot(host.handle(Request::Show, &seating)).hash, before.hash, "the open game is unchanged");
    assert!(
        matches!(
            host.handle(
                Request::MailEnd {
                    file: String::new(),
                    keys: String::new(),
                    joins: Vec::new(),
                    note: String::new(),
                    stamp: pbem::Stamp::default(),
                    rekeys: Vec::new(),
                },
                &seating
            ),
            Reply::Failed(_)
        ),
        "no turn by e-mail is being played"
    );
}

#[test]
fn a_game_saved_through_messages_opens_with_the_same_state() {
    let mut host = Host::new(&systems::HEX_KINGDOMS);
    let seating = Seating { at_screen: Some(SeatId(0)), ..Seating::default() };
    let seats: Vec<SeatConfig> = ["red", "blue"]
        .iter()
        .enumerate()
        .map(|(i, role)| SeatConfig {
            name: format!("P{i}"),
            role: (*role).into(),
            colour: "#888888".into(),
            controller: if i == 0 { Controller::Human } else { Controller::Computer },
        })
        .collect();
    let request = Request::New { scenario: "two-kingdoms-3".into(), seats, seed: "save-open".into() };
    let Reply::Loaded(loaded) = host.handle(request, &seating) else { panic!("no game") };
    let mut view = loaded.snapshot;
    for _ in 0..6 {
        view = match view.next {
            NextAtTable::Computer(seat) => snapshot(host.handle(Request::ComputerStep { seat }, &seating)),
            NextAtTable::Human(seat) => {
                let action = view.choices[0].action.clone();
                snapshot(host.handle(Request::Act { seat, action }, &seating))
            }
            _ => break,
        };
    }
    let metadata = Metadata { title: "t".into(), mode: "hot_seat".into(), ..Metadata::default() };
    let Reply::Saved(text) = host.handle(Request::Save { app_version: "test".into(), metadata }, &seating) else {
        panic!("no save")
    };
    let mut other = Host::new(&systems::HEX_KINGDOMS);
    let Reply::Loaded(reopened) = other.handle(Request::Open { text }, &seating) else { panic!("did not open") };
    assert_eq!(reopened.snapshot.hash, view.hash);
    assert_eq!(reopened.snapshot.log_len, view.log_len);
}

#[test]
fn a_file_that_is_not_by_email_fails_its_checks() {
    let mut host = Host::new(&systems::WORLD_WAR);
    let reply = host.handle(Request::MailVerify { text: "not a file".into(), known: None }, &Seating::default());
    let Reply::Verified(v) = reply else { panic!("expected a report") };
    assert!(!v.report.is_valid());
    assert!(!v.replayed);
    assert_eq!(v.next_player, None);
}

#[test]
fn one_person_at_the_table_is_seated_without_a_hand_over() {
    let mut host = Host::new(&systems::WORLD_WAR);
    let nobody = Seating::default();
    let mut view = new_game(&mut host, 1, &nobody).snapshot;
    while let NextAtTable::Computer(seat) = view.next {
        view = snapshot(host.handle(Request::ComputerStep { seat }, &nobody));
    }
    assert_eq!(view.handover_to, None, "nobody to hide things from");
    assert_eq!(view.viewer, Some(SeatId(0)));
    assert_eq!(view.acting, Some(SeatId(0)));
}

#[test]
fn a_key_backup_opens_with_its_passphrase_only() {
    let mut rng = pbem::rand_core::UnwrapErr(getrandom::SysRng);
    let keys = pbem::SeatKeys::generate("Vera", &mut rng);
    let stored = keys.to_local_storage().to_string();
    let DeskReply::Key(file) =
        host::keys::handle(DeskRequest::KeyBackup { keys: stored.clone(), passphrase: "right one".into() })
    else {
        panic!("no backup")
    };
    assert!(!file.contains("right one"));
    let wrong = host::keys::handle(DeskRequest::KeyRestore { file: file.clone(), passphrase: "wrong one".into() });
    assert!(matches!(&wrong, DeskReply::MailRefused(why) if why.key == "pbem.backup.wrong_passphrase"), "{wrong:?}");
    let DeskReply::KeyCard(restored) =
        host::keys::handle(DeskRequest::KeyRestore { file, passphrase: "right one".into() })
    else {
        panic!("not restored")
    };
    assert_eq!(restored.fingerprint, keys.card().fingerprint);
    assert_eq!(restored.name, "Vera");
    let again = pbem::SeatKeys::from_local_storage(&restored.stored).expect("a key");
    assert_eq!(again.card().fingerprint, keys.card().fingerprint);
}

/// A game at one screen leaves the device as a file only when no secret step
/// is open: the file would show the hidden purchases to whoever opens it
/// (issue 11). The autosave, which stays in this browser, still holds them.
#[test]
fn a_game_at_one_screen_is_not_exported_while_a_secret_step_is_open() {
    let mut host = Host::new(&systems::WORLD_WAR);
    let seating = Seating { at_screen: Some(SeatId(0)), ..Seating::default() };
    let view = new_game(&mut host, 3, &seating).snapshot;
    let export = || Request::Export { app_version: "test".into(), metadata: Metadata::default() };
    let refused = |reply: Reply| match reply {
        Reply::Refused(r) => (r.rule, r.text.key),
        other => panic!("expected a refusal, got {other:?}"),
    };
    let saved = |reply: Reply| match reply {
        Reply::Saved(text) => text,
        other => panic!("expected a file, got {other:?}"),
    };
    // Nothing is secret before anyone chose.
    assert!(saved(host.handle(export(), &seating)).contains("europe-1939"));

    // The Axis buys in secret: no export, with the rule and the message.
    let buy = view.choices.iter().find(|c| c.action.to_string().contains("infantry")).expect("a purchase").clone();
    snapshot(host.handle(Request::Act { seat: SeatId(0), action: buy.action }, &seating));
    let why = ("secret-step-open".to_owned(), "engine.export.secret_step_open".to_owned());
    assert_eq!(refused(host.handle(export(), &seating)), why);
    // The autosave keeps it in clear (the same browser), and a stored save
    // exported from the saved-games list is refused the same way.
    let autosave =
        saved(host.handle(Request::Save { app_version: "test".into(), metadata: Metadata::default() }, &seating));
    assert!(autosave.contains("infantry"));
    assert_eq!(refused(host.handle(Request::ExportSaved { text: autosave.clone() }, &seating)), why);
    assert_eq!(snapshot(host.handle(Request::Show, &seating)).log_len, 1, "the open game stays open");

    // Every power finishes turn zero's purchase; turn 1's follows at once,
    // and while it lasts World War hides the earlier purchases too.
    let act = |host: &mut Host, seat: u8, action: serde_json::Value| {
        snapshot(host.handle(Request::Act { seat: SeatId(seat), action }, &seating));
    };
    for seat in 0..3 {
        act(&mut host, seat, serde_json::json!("FinishPurchase"));
    }
    assert_eq!(refused(host.handle(export(), &seating)), why, "turn 1's purchase step is secret from its start");
    for seat in 0..3 {
        act(&mut host, seat, serde_json::json!("FinishPurchase"));
    }
    // The initiative step: nothing hidden until the first choice.
    assert!(saved(host.handle(export(), &seating)).contains("infantry"));
    act(&mut host, 0, serde_json::json!({"ChooseInitiative": "sooner"}));
    assert_eq!(refused(host.handle(export(), &seating)), why);
    for seat in 1..3 {
        act(&mut host, seat, serde_json::json!({"ChooseInitiative": "later"}));
    }
    // Every choice revealed: the file may go.
    let file = saved(host.handle(export(), &seating));
    assert!(file.contains("infantry"), "the purchase is public now");
    let stored = saved(host.handle(Request::ExportSaved { text: file.clone() }, &seating));
    assert_eq!(stored, file, "a stored save is exported exactly as stored");
    // A save these rules cannot open is exported as it is.
    assert_eq!(saved(host.handle(Request::ExportSaved { text: "not a save".into() }, &seating)), "not a save");
}

/// One player's turn by e-mail, played through the module as the page plays
/// it: the computer steps whenever the seating says a computer seat is
/// next, the person takes the first choice offered. Returns the file.
fn mail_turn(host: &mut Host, file: &str, keys: &pbem::SeatKeys, joins: &[String], seats: Vec<SeatId>) -> String {
    let keys = keys.to_local_storage().to_string();
    let seating = Seating { mail: Some((seats, true)), ..Seating::default() };
    let open = Request::MailOpen {
        file: file.into(),
        keys: keys.clone(),
        joins: joins.to_vec(),
        draft: vec![],
        watch: false,
        rekeys: vec![],
    };
    let Reply::MailOpened(opened) = host.handle(open, &seating) else { panic!("the turn did not open") };
    let mut view = opened.loaded.snapshot;
    for _ in 0..2_000 {
        let request = match view.next {
            NextAtTable::Computer(seat) => Request::ComputerStep { seat },
            NextAtTable::Human(seat) => Request::Act { seat, action: view.choices[0].action.clone() },
            NextAtTable::Elsewhere | NextAtTable::Over => break,
        };
        view = snapshot(host.handle(request, &seating));
    }
    let stamp = pbem::Stamp { app_version: "test".into(), saved: "2026-11-22T10:00:00Z".into() };
    let end = Request::MailEnd {
        file: file.into(),
        keys,
        joins: joins.to_vec(),
        note: String::new(),
        stamp,
        rekeys: Vec::new(),
    };
    let Reply::MailEnded(ended) = host.handle(end, &seating) else { panic!("the turn did not end") };
    ended.file
}

/// The computer line of a received file, as the module reports it.
fn computer_line(text: &str) -> engine::text::Text {
    let mut host = Host::new(&systems::WORLD_WAR);
    let reply = host.handle(Request::MailVerify { text: text.into(), known: None }, &Seating::default());
    let Reply::Verified(v) = reply else { panic!("expected a report") };
    assert!(v.report.is_valid() && v.replayed, "{}", v.report);
    let line = v.report.lines.iter().find(|l| l.check == pbem::Check::Computer).expect("a computer line");
    let pbem::Status::Ok(text) = &line.status else { panic!("{}", v.report) };
    text.clone()
}

/// By e-mail the creator's module plays her computer seat (the Allies)
/// with her Axis, in the page's order; the purchases are sealed, and once
/// revealed, the receiver's module finds every one of the computer's to be
/// the computer player's own choice where it was made.
#[test]
fn a_computer_seat_played_by_email_through_the_module_passes_the_receivers_check() {
    let mut rng = pbem::rand_core::UnwrapErr(getrandom::SysRng);
    let (anna, boris) = (pbem::SeatKeys::generate("Anna", &mut rng), pbem::SeatKeys::generate("Boris", &mut rng));
    let mut configs = seats(2);
    configs[1].name = "Boris".into();
    let hash = systems::WORLD_WAR.scenarios()[0].hash;
    let spec = pbem::NewGame {
        system: "world-war".into(),
        scenario: engine::save::ScenarioRef { id: "europe-1939".into(), hash: hash.to_owned() },
        rules_version: systems::WORLD_WAR.rules_version(),
        seats: configs,
        holders: vec![0, 1, 0],
        title: "Europe by post".into(),
        dice_mode: pbem::DiceMode::Open,
        rekeying: pbem::Rekeying::Never,
        computer: 1,
    };
    let stamp = pbem::Stamp { app_version: "test".into(), saved: "2026-11-22T09:00:00Z".into() };
    let created = pbem::Envelope::create(&anna, spec, &stamp, &mut rng).expect("created");
    let invitation = created.invitation(&anna, 1).expect("invitation");
    let join = pbem::verify(&invitation, None, None).envelope.expect("valid").join(&boris).expect("join");
    let joins = vec![join];
    let mut host = Host::new(&systems::WORLD_WAR);
    let anna_seats = vec![SeatId(0), SeatId(2)];

    let first = mail_turn(&mut host, &created.to_text(), &anna, &joins, anna_seats.clone());
    let sealed = computer_line(&first);
    assert_eq!(sealed.key, "pbem.ok.computer_pending", "the computer's purchase is sealed");
    let second = mail_turn(&mut host, &first, &boris, &[], vec![SeatId(1)]);
    computer_line(&second);
    let revealed = mail_turn(&mut host, &second, &anna, &[], anna_seats);
    let checked = computer_line(&revealed);
    let save: engine::save::SaveFile = serde_json::from_str(&revealed).expect("a save");
    let bought = save.log.iter().filter(|a| a.seat == SeatId(2)).count();
    assert!(bought > 1, "the computer bought");
    assert_eq!(checked, engine::text::Text::key("pbem.ok.computer").plain("count", bought));
}

/// Issue 18: a replay shows the game at any point of its log — the state
/// hash logged there, the turn it stood in — with nothing to act on, by
/// actions and by turns, and the open game does not change.
#[test]
fn a_replay_stands_anywhere_in_the_game() {
    use host::ReplayTo;
    let mut host = Host::new(&systems::WORLD_WAR);
    let seating = Seating::default();
    let mut view = new_game(&mut host, 0, &seating).snapshot;
    // The computer plays every seat for a while; the hash after each action is noted.
    let mut hashes = vec![view.hash.clone()];
    let mut turns = vec![view.turn];
    while view.turn < 3 {
        let NextAtTable::Computer(seat) = view.next else { panic!("{:?}", view.next) };
        view = snapshot(host.handle(Request::ComputerStep { seat }, &seating));
        hashes.push(view.hash.clone());
        turns.push(view.turn);
    }
    let live = view;
    let at = |host: &mut Host, to| snapshot(host.handle(Request::Replay { to }, &seating));
    for len in [0, 5, 40, 6, live.log_len, live.log_len + 3] {
        let there = at(&mut host, ReplayTo::Action(len));
        let len = len.min(live.log_len);
        assert_eq!((there.log_len, &there.hash, there.turn), (len, &hashes[len], turns[len]), "after {len} actions");
        assert!(there.choices.is_empty() && there.acting.is_none(), "nothing to act on in a replay");
        assert!(
            matches!(there.next, NextAtTable::Elsewhere | NextAtTable::Over),
            "the computer does not play a replay"
        );
    }
    // By turns: the game stands where turn 3 begins; back to the beginning
    // of turn 2, of turn 1, then on again. A turn begins where the state
    // first stands in it.
    let start = |turn: u32| turns.iter().position(|&t| t >= turn).expect("the turn began");
    assert_eq!(start(3), live.log_len);
    assert_eq!(at(&mut host, ReplayTo::PreviousTurn).log_len, start(2));
    assert_eq!(at(&mut host, ReplayTo::PreviousTurn).log_len, start(1));
    assert_eq!(at(&mut host, ReplayTo::Action(start(1) + 2)).log_len, start(1) + 2);
    assert_eq!(at(&mut host, ReplayTo::PreviousTurn).log_len, start(1), "back to the beginning of its turn");
    assert_eq!(at(&mut host, ReplayTo::NextTurn).log_len, start(2));
    assert_eq!(at(&mut host, ReplayTo::NextTurn).log_len, live.log_len);
    assert_eq!(at(&mut host, ReplayTo::NextTurn).log_len, live.log_len, "after the last turn, the end");
    assert_eq!(snapshot(host.handle(Request::Show, &seating)).hash, live.hash, "the open game is unchanged");
}

/// Issue 18: a finished game shows everything in its replay and its chart
/// (the secret purchases of turn zero included); the chart has each side's
/// measures at every turn's start and the end, and the moments that threw
/// dice to jump to; a new game can be played on from any point, with fresh
/// dice from there.
#[test]
fn a_finished_game_charts_and_replays_everything_and_plays_on_from_any_point() {
    use host::ReplayTo;
    let mut host = Host::new(&systems::WORLD_WAR);
    let seating = Seating::default();
    let mut view = new_game(&mut host, 0, &seating).snapshot;
    let mut hashes = vec![view.hash.clone()];
    let mut turns = vec![view.turn];
    while let NextAtTable::Computer(seat) = view.next {
        view = snapshot(host.handle(Request::ComputerStep { seat }, &seating));
        hashes.push(view.hash.clone());
        turns.push(view.turn);
    }
    assert!(view.outcome.is_some(), "the computer plays the game to its end");
    let secret = |v: &Snapshot| v.log.iter().filter(|l| l.action.key == "engine.log.secret_choices").count();
    assert_eq!(secret(&view), 0, "the finished game's log hides nothing");
    let purchase = snapshot(host.handle(Request::Replay { to: ReplayTo::Action(2) }, &seating));
    assert_eq!((purchase.log_len, purchase.log.len(), secret(&purchase)), (2, 2, 0), "nor does its replay");

    let Reply::Chart(chart) = host.handle(Request::Chart, &seating) else { panic!("a chart") };
    assert_eq!(chart.roles, ["axis", "ussr", "allies"]);
    let names: Vec<&str> = chart.measures.iter().map(|m| m.key.as_str()).collect();
    assert_eq!(names, ["engine.chart.strength", "engine.chart.territory", "engine.chart.income", "engine.chart.score"]);
    let mut begun = turns.clone();
    begun.dedup();
    assert_eq!(chart.points.iter().map(|p| p.turn).collect::<Vec<_>>()[..begun.len()], begun[..]);
    for point in &chart.points {
        assert_eq!(turns[point.at], point.turn, "a point stands where its turn began");
        assert!(point.values.iter().all(|m| m.len() == 3));
    }
    let end = chart.points.last().expect("points");
    assert_eq!(end.at, view.log_len);
    // WW-G14: the score of the end is the outcome's.
    let scores = view.outcome.as_ref().expect("over").scores.clone();
    if !scores.is_empty() {
        assert_eq!(end.values[3], scores, "WW-G14 victory points as the outcome counts them");
    }
    let owned = |role: &str| view.map.iter().filter(|r| r.region.is_some() && r.owner.as_deref() == Some(role)).count();
    assert_eq!(
        end.values[1],
        chart.roles.iter().map(|r| owned(r) as i64).collect::<Vec<_>>(),
        "territory as the map shows it"
    );
    assert!(!chart.moments.is_empty(), "battles to jump to");
    assert!(chart.moments.iter().all(|m| m.at >= 1 && m.at <= view.log_len && turns[m.at - 1] == m.turn));

    // Play on from the start of turn 2: the new game stands there, its dice fresh.
    let at = turns.iter().position(|&t| t >= 2).expect("turn 2 began");
    let Reply::Loaded(from) = host.handle(Request::PlayFrom { at, seed: "lesson".into() }, &seating) else {
        panic!("a new game")
    };
    assert_eq!((from.snapshot.log_len, &from.snapshot.hash, from.snapshot.turn), (at, &hashes[at], 2));
    assert_eq!(from.setup.reseed.last().map(|r| (r.from, r.seed.as_str())), Some((at, "lesson")));
    assert!(from.snapshot.outcome.is_none());
    assert_eq!(snapshot(host.handle(Request::Show, &seating)).log_len, at, "the module plays the new game");
}

/// Issue 35: the screen kept beside an autosave is, in every system, the
/// very game its save opens to for nobody seated, whoever sat at the screen
/// when it was saved: no seat's secrets are drawn before its hand-over.
#[test]
fn an_autosave_keeps_the_screen_its_save_opens_to() {
    for system in systems::all() {
        let info = system.info();
        let scenario = &system.scenarios()[0];
        let seats: Vec<SeatConfig> = info
            .roles
            .iter()
            .take(usize::from(scenario.max_seats))
            .enumerate()
            .map(|(i, role)| SeatConfig {
                name: String::new(),
                role: role.id.into(),
                colour: role.colour.into(),
                controller: if i < 2 { Controller::Human } else { Controller::Computer },
            })
            .collect();
        let mut host = Host::new(system);
        let seated = Seating { at_screen: Some(SeatId(0)), ..Seating::default() };
        let request = Request::New { scenario: scenario.id.into(), seats, seed: "resume".into() };
        let Reply::Loaded(loaded) = host.handle(request, &seated) else { panic!("{}: no game", info.id) };
        let mut view = loaded.snapshot;
        for _ in 0..8 {
            let reply = match view.next {
                NextAtTable::Computer(seat) => host.handle(Request::ComputerStep { seat }, &seated),
                NextAtTable::Human(seat) if seat == SeatId(0) && !view.choices.is_empty() => {
                    host.handle(Request::Act { seat, action: view.choices[0].action.clone() }, &seated)
                }
                _ => break,
            };
            view = snapshot(reply);
        }
        let metadata = Metadata { title: "t".into(), mode: "hot_seat".into(), ..Metadata::default() };
        let Reply::Autosaved { save, resume } =
            host.handle(Request::Autosave { app_version: "test".into(), metadata }, &seated)
        else {
            panic!("{}: no autosave", info.id)
        };
        let kept: Loaded = serde_json::from_str(&resume).expect("the kept screen reads");
        let mut other = Host::new(system);
        let Reply::Loaded(mut reopened) = other.handle(Request::Open { text: save }, &Seating::default()) else {
            panic!("{}: did not open", info.id)
        };
        // The module numbers the log lines it sends (host::log_sent), so that
        // later replies need not carry them again; the kept screen's
        // stand alone.
        assert_eq!((reopened.snapshot.log_id, reopened.snapshot.log_from), (1, 0), "{}", info.id);
        reopened.snapshot.log_id = 0;
        assert_eq!(kept, *reopened, "{}", info.id);
        assert_eq!(kept.snapshot.hash, view.hash, "{}: the kept game is the one played", info.id);
        assert_eq!(view.viewer, Some(SeatId(0)), "{}", info.id);
        assert_eq!(kept.snapshot.viewer, None, "{}: two at the table, kept for nobody seated", info.id);
    }
}
