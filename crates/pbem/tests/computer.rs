//! Threat 9 (issue 11, point 3): computer seats are played by the creator's
//! app, so the file must prove that the computer chose their actions. Each
//! receiver replays every decision of a computer seat with the computer
//! player and its seeded stream, and refuses the file where one differs.
//!
//! Real rules with real computer players (World War, Hex Kingdoms), played
//! file by file through the desk in the app's order: at each player's
//! screen its computer seats act first, then its people.
#![allow(clippy::unwrap_used)]

use engine::any::{NextAtTable, System, SystemOf, next_among};
use engine::game::Game;
use engine::rules::Rules;
use engine::save::ScenarioRef;
use engine::seat::{Controller, SeatConfig, SeatId};
use engine::text::{Arg, Catalog, LANGUAGES, Text};
use hex_kingdoms::HexKingdoms;
use pbem::desk::{self, TurnDraft};
use pbem::verify::{Check, ReplayInput, Replayed, Status};
use pbem::{Envelope, NewGame, SeatKeys, Stamp, Verified};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;
use std::sync::OnceLock;
use world_war::WorldWar;

/// What the creator's app played for a computer seat instead of the
/// computer's choice, and where.
struct Swapped<R: Rules> {
    /// The log length when it was played (in the creator's turn).
    at: usize,
    seat: SeatId,
    /// The state it was played on.
    state: R::State,
    /// What was played.
    played: R::Action,
    /// What the computer chooses there.
    computer: R::Action,
}

/// A game by e-mail between Anna (the creator: seat 0 and every computer
/// seat) and Boris (seat 1).
struct Mail<R: Rules> {
    keys: [SeatKeys; 2],
    joins: Vec<String>,
    env: Envelope,
    rng: ChaCha20Rng,
    clock: u32,
    /// Decisions of computer seats made so far.
    decisions: usize,
    /// The decision (by number, from 0) the creator's app plays otherwise.
    swap: Option<usize>,
    swapped: Option<Swapped<R>>,
}

fn system<R: Rules>() -> SystemOf<R> {
    SystemOf::new()
}

fn stamp(n: u32) -> Stamp {
    Stamp { app_version: "test".into(), saved: format!("2026-11-22T10:{:02}:{:02}Z", n / 60 % 60, n % 60) }
}

/// The replay every receiver runs: the rules replay the log to every
/// checkpoint, then the computer seats are checked.
fn replay<R: Rules>(input: &ReplayInput<'_>) -> Result<Replayed, Text> {
    let game = system::<R>().load(input.save).map_err(|e| e.text())?;
    let line = Text::key("pbem.replay.checked").plain("count", game.log_len());
    Ok(Replayed::of(input.envelope, game.as_ref(), line))
}

/// The messages of the engine, play by e-mail and both systems in each
/// language.
fn catalogs() -> &'static [Catalog] {
    static CATALOGS: OnceLock<Vec<Catalog>> = OnceLock::new();
    CATALOGS.get_or_init(|| {
        let parts = [engine::LOCALES, pbem::LOCALES, world_war::LOCALES, hex_kingdoms::LOCALES];
        LANGUAGES.iter().map(|(code, _)| Catalog::of_parts(code, &parts)).collect()
    })
}

/// `text` in English, after checking it renders completely in every language.
fn english(text: &Text) -> String {
    for catalog in catalogs() {
        if let Err((shown, problems)) = catalog.render_checked(text) {
            panic!("{} in {}: {shown:?}: {problems:?}", text.key, catalog.language());
        }
    }
    catalogs()[0].render(text)
}

/// The line of one check.
fn line(verified: &Verified, check: Check) -> &Status {
    &verified.report.lines.iter().find(|l| l.check == check).unwrap().status
}

/// The value of argument `name` of a message.
fn arg<'a>(text: &'a Text, name: &str) -> &'a Arg {
    &text.args.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("{} has no {name}", text.key)).1
}

impl<R: Rules> Mail<R> {
    /// Anna creates the game with `computer` seats played by her computer,
    /// invites Boris to seat 1, and he joins.
    fn new(scenario: &str, seats: usize, computer: &[usize]) -> Self {
        Self::with_dice(scenario, seats, computer, pbem::DiceMode::Open)
    }

    /// As [`Mail::new`], with the dice thrown as `dice_mode` says.
    fn with_dice(scenario: &str, seats: usize, computer: &[usize], dice_mode: pbem::DiceMode) -> Self {
        let mut rng = ChaCha20Rng::seed_from_u64(11);
        let keys = [SeatKeys::generate("Anna", &mut rng), SeatKeys::generate("Boris", &mut rng)];
        let roles = R::info().roles;
        let configs: Vec<SeatConfig> = (0..seats)
            .map(|i| SeatConfig {
                name: match i {
                    0 => "Anna".into(),
                    1 => "Boris".into(),
                    _ => format!("Computer {i}"),
                },
                role: roles[i].id.into(),
                colour: roles[i].colour.into(),
                controller: if computer.contains(&i) { Controller::Computer } else { Controller::Human },
            })
            .collect();
        let hash = R::scenarios().into_iter().find(|s| s.id == scenario).unwrap().hash;
        let spec = NewGame {
            system: R::info().id.into(),
            scenario: ScenarioRef { id: scenario.into(), hash: hash.to_owned() },
            rules_version: R::rules_version(),
            seats: configs,
            holders: (0..seats).map(|i| u8::from(i == 1)).collect(),
            title: "Computer seats by post".into(),
            dice_mode,
            rekeying: pbem::Rekeying::Never,
            computer: R::computer_version(),
        };
        let env = Envelope::create(&keys[0], spec, &stamp(0), &mut rng).unwrap();
        let invitation = env.invitation(&keys[0], 1).unwrap();
        let join = pbem::verify(&invitation, None, None).envelope.unwrap().join(&keys[1]).unwrap();
        Self { keys, joins: vec![join], env, rng, clock: 1, decisions: 0, swap: None, swapped: None }
    }

    /// The player whose file is due, or `None` once the game is over.
    fn next(&self) -> Option<u8> {
        if !self.env.started() {
            return Some(0);
        }
        let public = desk::public_game(&self.env, &system::<R>()).unwrap();
        desk::next_player(&self.env, public.as_ref())
    }

    /// The next file, played as the app plays a turn; `None` once the game
    /// is over. Boris's app is honest; Anna's plays decision `swap` of her
    /// computer seats otherwise.
    fn turn(&mut self) -> Option<String> {
        let player = self.next()?;
        let keys = self.keys[usize::from(player)].clone();
        let mut draft = desk::begin_turn(&self.env, &keys, &system::<R>(), &self.joins).unwrap();
        for _ in 0..10_000 {
            // With answered dice a throw ends the turn (or its reveals did).
            if draft.start.waiting.is_some() {
                break;
            }
            match next_among(draft.game.as_ref(), |s| draft.start.seats.contains(&s)) {
                NextAtTable::Computer(seat) => {
                    if self.swap == Some(self.decisions) {
                        self.swapped = Some(play_otherwise(&mut draft, seat));
                    } else {
                        assert!(desk::computer_play(draft.game.as_mut(), &mut draft.start, seat), "the computer acts");
                    }
                    self.decisions += 1;
                }
                // The people play too; what they choose is theirs.
                NextAtTable::Human(seat) => assert!(desk::computer_play(draft.game.as_mut(), &mut draft.start, seat)),
                NextAtTable::Elsewhere | NextAtTable::Over => break,
            }
        }
        self.clock += 1;
        let ending = desk::Ending {
            keys: &keys,
            joins: &self.joins,
            note: String::new(),
            stamp: stamp(self.clock),
            rekeys: Vec::new(),
        };
        desk::end_turn(&mut self.env, draft.game.as_ref(), &draft.start, ending, &mut self.rng).unwrap();
        Some(self.env.to_text())
    }
}

/// The turn's game as typed rules, to ask the computer without acting.
fn typed<R: Rules>(draft: &TurnDraft) -> Game<R> {
    let actions = draft.game.actions_from(0).into_iter().map(|a| (a.seat, serde_json::from_value(a.action).unwrap()));
    let game = Game::<R>::replay(draft.game.setup().clone(), actions).unwrap();
    assert_eq!(game.hash(), draft.game.hash());
    game
}

/// The cheat: a legal action for the computer seat that is not the one the
/// computer chooses.
fn play_otherwise<R: Rules>(draft: &mut TurnDraft, seat: SeatId) -> Swapped<R> {
    let game = typed::<R>(draft);
    let computer = game.computer_choice(seat, engine::game::ComputerPlayer::Current).unwrap();
    let played = R::legal_actions(game.state(), seat)
        .into_iter()
        .find(|a| *a != computer && R::check(game.state(), seat, a).is_ok())
        .unwrap();
    draft.game.act(seat, &serde_json::to_value(&played).unwrap()).unwrap();
    Swapped { at: game.log().len(), seat, state: game.state().clone(), played, computer }
}

/// Verifies a file as its receiver does; every line renders in every
/// language.
fn verify<R: Rules>(text: &str) -> Verified {
    let verified = pbem::verify(text, None, Some(&mut |i| replay::<R>(i)));
    for l in &verified.report.lines {
        english(l.status.text());
    }
    verified
}

/// A received file is valid and its computer line passed: what it says.
fn valid<R: Rules>(text: &str) -> Text {
    let verified = verify::<R>(text);
    assert!(verified.report.is_valid(), "{}", verified.report);
    let Status::Ok(computer) = line(&verified, Check::Computer) else { panic!("{}", verified.report) };
    computer.clone()
}

/// The refusal the computer line gives `file`, checked against what was
/// swapped: the seat, the log position, both actions as the rules label
/// them, and the player on whose screen the seat is played.
fn assert_refused<R: Rules>(file: &str, swapped: &Swapped<R>, index: usize) -> String {
    let verified = verify::<R>(file);
    println!("{}", verified.report.render(&catalogs()[0]));
    let (check, why) = verified.report.failure().unwrap();
    assert_eq!((check, why.key.as_str()), (Check::Computer, "pbem.fail.computer_mismatch"));
    assert!(matches!(line(&verified, Check::Checkpoints), Status::Ok(_)), "the swapped action is legal");
    let logged = R::describe_action(&swapped.state, &swapped.played);
    let computer = R::describe_action(&swapped.state, &swapped.computer);
    assert_ne!(english(&logged), english(&computer));
    let seat = swapped.seat.0;
    assert_eq!(arg(why, "number"), &Arg::Plain((index + 1).to_string()));
    assert_eq!(arg(why, "seat"), &Arg::Plain(seat.to_string()));
    assert_eq!(arg(why, "seat_name"), &Arg::Plain(format!("Computer {seat}")));
    assert_eq!(arg(why, "player"), &Arg::Plain("Anna".into()));
    assert_eq!(arg(why, "logged"), &Arg::Text(Box::new(logged.clone())));
    assert_eq!(arg(why, "computer"), &Arg::Text(Box::new(computer.clone())));
    let said = english(why);
    assert_eq!(
        said,
        format!(
            "action #{} in the file is not the computer's choice: Computer {seat} (seat {seat}) is played by the \
             computer on Anna's screen, and the file has it play “{}” where the computer player chooses “{}”",
            index + 1,
            english(&logged),
            english(&computer),
        )
    );
    assert!(verified.report.render(&catalogs()[0]).contains(&format!("✗ computer     {said}")));
    said
}

/// Anna plays the Axis and, with her computer, the Allies; Boris plays the
/// USSR. The computer's purchases are sealed in a simultaneous step and
/// enter the log only when revealed, after the Axis's and sometimes the
/// USSR's; they are checked where Anna's app decided them. Every file of
/// the game verifies.
#[test]
fn an_honest_world_war_game_with_a_computer_seat_verifies_file_by_file() {
    let mut mail = Mail::<WorldWar>::new("europe-1939", 3, &[2]);
    let start = mail.turn().unwrap();
    let said = valid::<WorldWar>(&start);
    assert_eq!(said.key, "pbem.ok.computer_pending", "the computer's purchase is sealed: {}", english(&said));
    assert_eq!((arg(&said, "count"), arg(&said, "pending")), (&Arg::Plain("0".into()), &Arg::Plain("1".into())));
    let mut last = said;
    // Into the second game turn: two purchases, two initiative bids, the
    // moves between them.
    while desk::public_game(&mail.env, &system::<WorldWar>()).unwrap().turn() < 2 {
        last = valid::<WorldWar>(&mail.turn().unwrap());
    }
    println!("{} files: {}", mail.clock - 1, english(&last));
    let game = desk::public_game(&mail.env, &system::<WorldWar>()).unwrap();
    let computer_actions = game.actions_from(0).iter().filter(|a| a.seat == SeatId(2)).count();
    assert!(computer_actions > 20, "the computer played: {computer_actions}");
    assert_eq!(arg(&last, "count"), &Arg::Plain(computer_actions.to_string()), "each of them checked");
}

/// With answered dice (threat 2) the computer's sealed orders are revealed
/// into actions that wait for the next file's dice; they are checked once
/// that file throws them, and every file verifies on the way.
#[test]
fn a_world_war_game_with_answered_dice_and_a_computer_seat_verifies_file_by_file() {
    let mut mail = Mail::<WorldWar>::with_dice("europe-1939", 3, &[2], pbem::DiceMode::Answered);
    let mut last = valid::<WorldWar>(&mail.turn().unwrap());
    while desk::public_game(&mail.env, &system::<WorldWar>()).unwrap().turn() < 2 {
        last = valid::<WorldWar>(&mail.turn().unwrap());
        // A receiver sees only the settled game (what its verification
        // replays); someone must still be due to write the next file.
        let settled = system::<WorldWar>().load(&mail.env.render()).unwrap();
        assert!(desk::next_player(&mail.env, settled.as_ref()).is_some(), "the game goes on");
    }
    println!("{} files: {}", mail.clock - 1, english(&last));
    assert!(mail.env.state.segments.len() > 3, "answers threw the dice");
    let game = desk::public_game(&mail.env, &system::<WorldWar>()).unwrap();
    let computer_actions = game.actions_from(0).iter().filter(|a| a.seat == SeatId(2)).count();
    assert!(computer_actions > 20, "the computer played: {computer_actions}");
}

/// Hex Kingdoms has no sealed orders: every computer action is checked
/// where the log holds it, for two computer seats of the creator.
#[test]
fn an_honest_hex_kingdoms_game_with_two_computer_seats_verifies() {
    let mut mail = Mail::<HexKingdoms>::new("four-realms-3", 4, &[2, 3]);
    let mut files = Vec::new();
    while let Some(file) = mail.turn() {
        files.push(file);
        if files.len() == 16 {
            break;
        }
    }
    for file in &files {
        valid::<HexKingdoms>(file);
    }
    let said = valid::<HexKingdoms>(files.last().unwrap());
    assert_eq!(said.key, "pbem.ok.computer");
    let game = desk::public_game(&mail.env, &system::<HexKingdoms>()).unwrap();
    let computer_actions = game.actions_from(0).iter().filter(|a| a.seat.0 >= 2).count();
    assert!(computer_actions > 10, "the computer played: {computer_actions}");
    assert_eq!(arg(&said, "count"), &Arg::Plain(computer_actions.to_string()));
}

/// The attack in the open: Anna's app plays one of her computer seats'
/// actions otherwise (legal, but not what the computer chooses). Boris
/// refuses the file, and the report names the seat, the action number,
/// what the file has it play and what the computer plays there.
#[test]
fn threat_9_a_computer_seat_played_otherwise_is_refused() {
    let mut mail = Mail::<HexKingdoms>::new("four-realms-3", 4, &[2, 3]);
    mail.swap = Some(6);
    let mut before = Vec::new();
    let file = loop {
        let file = mail.turn().unwrap();
        if mail.swapped.is_some() {
            break file;
        }
        before.push(file);
    };
    for honest in &before {
        valid::<HexKingdoms>(honest);
    }
    let swapped = mail.swapped.take().unwrap();
    let said = assert_refused(&file, &swapped, swapped.at);
    println!("{said}");
}

/// The attack under seal: the computer's first purchase is played otherwise
/// and sealed in Anna's first file. Nobody can see it while it is sealed
/// (the file is accepted, its computer line counts one sealed commitment
/// still to check); the file that reveals it is refused, naming the action
/// where the revealed purchase stands in the log.
#[test]
fn threat_9_a_sealed_computer_purchase_played_otherwise_is_refused_once_revealed() {
    let mut mail = Mail::<WorldWar>::new("europe-1939", 3, &[2]);
    mail.swap = Some(0);
    let start = mail.turn().unwrap();
    let swapped = mail.swapped.take().unwrap();
    assert_eq!(swapped.at, 0, "the computer buys first, before Anna's own Axis");
    let said = valid::<WorldWar>(&start);
    assert_eq!((said.key.as_str(), arg(&said, "pending")), ("pbem.ok.computer_pending", &Arg::Plain("1".into())));
    // Boris buys and commits; then Anna's file reveals both her seats' orders.
    valid::<WorldWar>(&mail.turn().unwrap());
    assert_eq!(mail.next(), Some(0), "Anna reveals next");
    let reveal = mail.turn().unwrap();
    let save = mail.env.render();
    let index = save.log.iter().position(|a| a.seat == swapped.seat).unwrap();
    assert!(index > 0, "revealed after the Axis's orders, not where it was decided");
    assert_refused(&reveal, &swapped, index);
}

/// Without a computer seat the line says so; a file of a game not started
/// yet (an invitation) has nothing to check.
#[test]
fn without_computer_seats_or_before_the_start_there_is_nothing_to_check() {
    let mut mail = Mail::<HexKingdoms>::new("two-kingdoms-3", 2, &[]);
    let invitation = mail.env.invitation(&mail.keys[0], 1).unwrap();
    let opened = pbem::verify(
        &invitation,
        None,
        Some(&mut |i: &ReplayInput<'_>| {
            Ok(if i.envelope.started() { replay::<HexKingdoms>(i)? } else { Replayed::not_started() })
        }),
    );
    assert_eq!(line(&opened, Check::Computer), &Status::Ok(Text::key("pbem.ok.computer_unplayed")));
    english(&Text::key("pbem.ok.computer_unplayed"));
    let file = mail.turn().unwrap();
    assert_eq!(valid::<HexKingdoms>(&file), Text::key("pbem.ok.computer_none"));
    // With no replay at hand, neither line is claimed.
    let unchecked = pbem::verify(&file, None, None);
    assert!(matches!(line(&unchecked, Check::Computer), Status::Skipped(_)));
}

/// `file` with its last entry naming `version` of the computer player (none:
/// as an app before versions were said), signed again by its sender, as a
/// modified app would.
fn with_version(file: &str, keys: &SeatKeys, version: Option<u32>) -> String {
    let mut save: serde_json::Value = serde_json::from_str(file).unwrap();
    let chain = save["extensions"]["pbem"]["chain"].as_array_mut().unwrap();
    let last = chain.last_mut().unwrap();
    let mut payload: serde_json::Value = serde_json::from_str(last["p"].as_str().unwrap()).unwrap();
    let fields = payload.as_object_mut().unwrap();
    fields.remove("computer");
    if let Some(version) = version {
        fields.insert("computer".into(), version.into());
    }
    let p = serde_json::to_string(&payload).unwrap();
    last["s"] = pbem::codec::b64(&keys.sign(p.as_bytes()).to_bytes()).into();
    last["p"] = p.into();
    // The file as the app writes it (its fields in their order).
    let save: engine::save::SaveFile = serde_json::from_value(save).unwrap();
    serde_json::to_string(&save).unwrap()
}

/// Threat 9b: the computer player's version is signed in the game's
/// creation (PBEM 4), so a file cannot switch the check of its computer
/// seats off by naming another. Anna's app plays a computer seat otherwise
/// and writes her entry again: naming no version, the game's applies and
/// the file is refused; naming an older one, the chain refuses it; naming
/// one that no app has, the computer line is left unchecked (–), and the
/// verdict is not a pass. Boris, who holds no computer seat, cannot name
/// one at all.
#[test]
fn threat_9b_a_file_cannot_switch_the_computer_check_off_by_naming_a_version() {
    let mut mail = Mail::<HexKingdoms>::new("four-realms-2", 4, &[2, 3]);
    let current = HexKingdoms::computer_version();
    assert_eq!(mail.env.state.setup.computer, current, "signed in the creation");
    let mut boris = None;
    mail.swap = Some(6);
    let file = loop {
        let file = mail.turn().unwrap();
        if mail.env.head().payload.from == 1 {
            boris = Some(file.clone());
        }
        if mail.swapped.is_some() {
            break file;
        }
    };
    let swapped = mail.swapped.take().unwrap();
    assert_eq!(mail.env.head().payload.from, 0, "Anna's file");

    let silent = with_version(&file, &mail.keys[0], None);
    assert_refused(&silent, &swapped, swapped.at);

    let older = with_version(&file, &mail.keys[0], Some(current - 1));
    let verified = verify::<HexKingdoms>(&older);
    let (check, why) = verified.report.failure().expect("refused");
    assert_eq!((check, why.key.as_str()), (Check::Computer, "pbem.fail.computer_version_claimed"));
    assert_eq!(arg(why, "claimed"), &Arg::Plain((current - 1).to_string()));

    let newer = with_version(&file, &mail.keys[0], Some(99));
    let verified = verify::<HexKingdoms>(&newer);
    assert!(verified.report.is_valid() && !verified.report.is_complete(), "{}", verified.report);
    let Status::Skipped(said) = line(&verified, Check::Computer) else { panic!("{}", verified.report) };
    assert_eq!(said.key, "pbem.skipped.computer_newer");
    assert_eq!((arg(said, "count"), arg(said, "played")), (&Arg::Plain("1".into()), &Arg::Plain("99".into())));
    let shown = verified.report.render(&catalogs()[0]);
    assert!(
        shown.contains("– computer")
            && shown.ends_with("VALID AS FAR AS CHECKED (the lines marked – were not checked)"),
        "{shown}"
    );
    assert!(english(said).contains("update Sandtable to check"), "{}", english(said));

    let boris = with_version(&boris.expect("Boris wrote a file"), &mail.keys[1], Some(current + 1));
    let verified = verify::<HexKingdoms>(&boris);
    let (check, why) = verified.report.failure().expect("refused");
    assert_eq!((check, why.key.as_str()), (Check::Computer, "pbem.fail.computer_version_claimed"));
    assert_eq!(arg(why, "player"), &Arg::Plain("Boris".into()));
}
