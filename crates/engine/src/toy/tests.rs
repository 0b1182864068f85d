//! The engine's tests on the toy system.

use super::*;
use crate::game::ComputerPlayer;
use crate::save;
use proptest::prelude::*;

fn play_random(seed: &str, steps: usize) -> Game<Toy> {
    let mut game = new_game(seed);
    for _ in 0..steps {
        let Some(&seat) = Toy::to_act(game.state()).first() else {
            break;
        };
        if game.computer_step(seat).is_none() {
            break;
        }
    }
    game
}

/// A replay shows the game as it stood after any number of its actions
/// (the hash logged then), and a turn begins at its first action.
#[test]
fn a_game_rewinds_to_any_point_and_any_turn() {
    use crate::any::AnyGame;
    let game = play_random("rewind", 40);
    let log = game.log();
    assert!(log.len() > 10, "a long enough game");
    for len in [0, 1, 7, log.len(), log.len() + 5] {
        let there = AnyGame::rewound(&game, len);
        assert_eq!(there.log_len(), len.min(log.len()));
        let expected = match len.min(log.len()) {
            0 => new_game("rewind").hash(),
            n => log[n - 1].hash.clone(),
        };
        assert_eq!(there.hash(), expected, "after {len} actions");
    }
    // A turn in the middle of the game begins at its first action.
    let turn = log[log.len() / 2].turn;
    let start = AnyGame::turn_start(&game, turn);
    assert!(log[..start].iter().all(|e| e.turn < turn) && log[start].turn >= turn);
    assert!(start <= log.len() / 2);
    assert_eq!(AnyGame::rewound(&game, start).turn(), turn, "the replay stands at the turn's beginning");
    assert_eq!(AnyGame::turn_start(&game, 0), 0);
    assert_eq!(AnyGame::turn_start(&game, u32::MAX), log.len());
}

/// Issue 18: the chart has a point at the start of every turn and at the
/// end, each the measures as the viewer could see them there; a finished
/// game's open book shows the secrets too, and changes no hash.
#[test]
fn the_chart_follows_every_turn_as_the_viewer_saw_it() {
    use crate::any::AnyGame;
    let mut game = play_random("chart", 30);
    let seat = game.state().current;
    game.act(seat, Action::Hide(3)).expect("a game of 30 actions goes on");
    let chart = AnyGame::chart(&game, None);
    assert_eq!(chart.roles, ["ann", "bob"]);
    let names: Vec<&str> = chart.measures.iter().map(|m| m.key.as_str()).collect();
    assert_eq!(names, ["engine.chart.strength", "engine.chart.territory", "engine.chart.score"]);
    let turns: Vec<u32> = chart.points.iter().map(|p| p.turn).collect();
    let mut begun: Vec<u32> = game.log().iter().map(|e| e.turn).collect();
    begun.dedup();
    assert_eq!(turns[..turns.len() - 1], begun[..], "a point at each turn's start");
    assert_eq!(chart.points.last().map(|p| p.at), Some(game.log().len()), "and one at the end");
    // The toy shows a seat's actions to that seat alone.
    let rolled = |by: Option<SeatId>| -> Vec<usize> {
        let log = game.log();
        (0..log.len())
            .filter(|&i| log[i].action == Action::Roll && by.is_none_or(|s| log[i].seat == s))
            .map(|i| i + 1)
            .collect()
    };
    let moments = |chart: &crate::chart::Chart| chart.moments.iter().map(|m| m.at).collect::<Vec<_>>();
    assert!(chart.moments.is_empty(), "an onlooker reads no roll of the toy");
    assert!(!rolled(Some(SeatId(0))).is_empty());
    assert_eq!(
        moments(&AnyGame::chart(&game, Some(SeatId(0)))),
        rolled(Some(SeatId(0))),
        "a seat's own rolls to jump to"
    );
    for point in &chart.points {
        let actions = game.log()[..point.at].iter().map(|e| (e.seat, e.action.clone()));
        let there = Game::<Toy>::replay(game.setup().clone(), actions).expect("a prefix replays");
        assert_eq!(point.turn, Toy::turn(there.state()));
        assert_eq!(point.values[2], there.state().scores.map(i64::from), "scores after {} actions", point.at);
    }
    let last = chart.points.last().expect("points");
    let (s, territory) = (game.state(), &last.values[1]);
    let revealed = [0, 1].map(|i| i64::try_from(s.revealed[i].len()).unwrap_or(0));
    assert_eq!(last.values[0], revealed, "an onlooker counts no hidden number");
    assert_eq!(territory.iter().sum::<i64>(), 1, "the leader owns the field");
    let hash = game.hash();
    let mut open = game.clone();
    AnyGame::open_the_book(&mut open);
    let all = AnyGame::chart(&open, None);
    let held = [0, 1].map(|i| i64::try_from(s.revealed[i].len() + s.hidden[i].len()).unwrap_or(0));
    assert!(held[seat.index()] > revealed[seat.index()], "a number is hidden");
    assert_eq!(all.points.last().expect("points").values[0], held, "the open book shows it");
    assert_eq!(AnyGame::log_lines(&open, None).len(), game.log().len(), "every action a line of its own");
    assert_eq!(moments(&all), rolled(None), "and every roll");
    assert_eq!(open.hash(), hash);
}

#[test]
fn refusals_carry_rule_ids_and_change_nothing() {
    let mut game = new_game("s");
    let before = game.hash();
    assert_eq!(
        game.act(SeatId(1), Action::Pass).map(|_| ()),
        Err(Refusal::new("not-your-turn", Text::key("engine.refusal.waiting_for").name("waiting", "toy.role.ann"))),
        "the engine names whose turn it is"
    );
    assert_eq!(game.act(SeatId(0), Action::Hide(12)).map(|_| ()).map_err(|r| r.rule), Err("TOY-1".to_owned()));
    assert_eq!(game.act(SeatId(9), Action::Pass).map(|_| ()).map_err(|r| r.rule), Err("no-such-seat".to_owned()));
    assert_eq!(game.hash(), before);
    assert!(game.log().is_empty());
}

#[test]
fn every_roll_is_logged_with_its_action() {
    let mut game = new_game("s");
    let entry = game.act(SeatId(0), Action::Roll).expect("legal");
    assert_eq!(entry.rolls.len(), 1);
    assert_eq!(entry.rolls[0].purpose, "toy roll");
    assert!(matches!(entry.events[0], Event::Rolled(SeatId(0), f) if f == entry.rolls[0].faces[0]));
}

#[test]
fn undo_inside_a_turn_but_not_after_dice_or_reveal() {
    let mut game = new_game("u");
    let why = |game: &Game<Toy>, seat| game.undo_blocked(seat).map(|t| t.key);
    assert_eq!(why(&game, SeatId(0)).as_deref(), Some("engine.undo.nothing"));
    game.act(SeatId(0), Action::Hide(3)).expect("legal");
    assert!(game.can_undo(SeatId(0)));
    game.undo(SeatId(0)).expect("undo hide");
    assert!(game.log().is_empty());
    game.act(SeatId(0), Action::Roll).expect("legal");
    assert!(!game.can_undo(SeatId(0)), "dice were rolled");
    assert_eq!(why(&game, SeatId(0)).as_deref(), Some("engine.undo.dice"));
    assert!(!game.can_undo(SeatId(1)), "seat 1 did not act");
    assert_eq!(why(&game, SeatId(1)).as_deref(), Some("engine.undo.not_yours"));
    game.act(SeatId(1), Action::Pass).expect("legal");
    assert!(!game.can_undo(SeatId(1)), "the turn has passed to seat 0");
    assert_eq!(why(&game, SeatId(1)).as_deref(), Some("engine.undo.turn_passed"));
}

#[test]
fn view_hides_other_seats_secrets() {
    let mut game = new_game("v");
    game.act(SeatId(0), Action::Hide(5)).expect("legal");
    assert_eq!(Toy::view(game.state(), Some(SeatId(0))).hidden[0], vec![5]);
    assert!(Toy::view(game.state(), Some(SeatId(1))).hidden[0].is_empty());
    assert!(Toy::view(game.state(), None).hidden[0].is_empty());
}

/// Issue 11: another seat's log tells that a seat chose in secret, not how
/// often: one line for one hidden action or three, and the lines after it
/// keep their numbers.
#[test]
fn hidden_actions_read_as_one_line_whatever_their_number() {
    use crate::any::AnyGame;
    let play = |hides: usize| {
        let mut game = new_game("count");
        for _ in 0..hides {
            game.act(SeatId(0), Action::Hide(4)).expect("legal");
        }
        game.act(SeatId(0), Action::Pass).expect("legal");
        game.act(SeatId(1), Action::Hide(2)).expect("legal");
        game
    };
    let (one, three) = (play(1), play(3));
    let seen = |game: &Game<Toy>, viewer| AnyGame::log_lines(game, viewer);
    assert_eq!(seen(&one, Some(SeatId(1))), seen(&three, Some(SeatId(1))), "seat 1 cannot tell 1 from 3");
    let lines = seen(&three, Some(SeatId(1)));
    assert_eq!(
        lines.iter().map(|l| (l.index, l.seat, l.action.key.as_str())).collect::<Vec<_>>(),
        [(0, SeatId(0), "engine.log.secret_choices"), (1, SeatId(1), "Hide(2)")]
    );
    assert!(lines[0].events.is_empty() && lines[0].rolls.is_empty() && lines[0].action.args.is_empty());
    // A spectator sees one line per seat; the actor sees each of its own.
    assert_eq!(seen(&one, None), seen(&three, None));
    assert_eq!(seen(&three, None).len(), 2);
    assert_eq!(seen(&three, Some(SeatId(0))).len(), 5);
}

#[test]
fn save_load_round_trip_and_tamper_detection() {
    let game = play_random("save", 40);
    let file = save::save(&game, "test", save::Metadata::default());
    let text = serde_json::to_string(&file).expect("serialize");
    let loaded = save::load::<Toy>(&save::parse(&text).expect("parse")).expect("load");
    assert_eq!(loaded.hash(), game.hash());
    assert_eq!(loaded.state(), game.state());

    assert_eq!(save::parse(&text[..text.len() / 2]), Err(save::LoadError::Truncated));
    assert_eq!(save::parse("{\"format\":\"other\"}"), Err(save::LoadError::Foreign));
    assert_eq!(save::parse(&text.replace("\"version\":1", "\"version\":2")), Err(save::LoadError::TooNew(2)));

    // Its head alone, as the page reads a save it stored: the same facts
    // and the same refusals.
    let head = save::parse_head(&text).expect("head");
    assert_eq!((&head.system, &head.scenario, &head.metadata), (&file.system, &file.scenario, &file.metadata));
    assert_eq!(save::parse_head(&text[..text.len() / 2]), Err(save::LoadError::Truncated));
    assert_eq!(save::parse_head("{\"format\":\"other\"}"), Err(save::LoadError::Foreign));
    assert!(matches!(save::parse_head("not json"), Err(save::LoadError::NotJson(_))));
    assert_eq!(save::parse_head(&text.replace("\"version\":1", "\"version\":2")), Err(save::LoadError::TooNew(2)));
    assert!(matches!(
        save::parse_head(&text.replace("\"system\":", "\"systems\":")),
        Err(save::LoadError::Malformed(_))
    ));

    let mut edited = file.clone();
    edited.seed.push('x');
    assert!(matches!(save::load::<Toy>(&edited), Err(save::LoadError::CheckpointMismatch(_))));
    let mut other_rules = file.clone();
    other_rules.rules_version = 2;
    assert_eq!(save::load::<Toy>(&other_rules).map(|_| ()), Err(save::LoadError::RulesVersion { file: 2, here: 1 }));
    let mut bad_scenario = file.clone();
    bad_scenario.scenario.hash = "00".into();
    assert!(matches!(save::load::<Toy>(&bad_scenario), Err(save::LoadError::ScenarioMismatch(_))));
    let mut illegal = file;
    illegal.log.insert(0, save::LoggedAction { seat: SeatId(1), action: serde_json::json!("Pass") });
    assert!(matches!(save::load::<Toy>(&illegal), Err(save::LoadError::Replay(_))));
}

/// Issue 18: a game played on from a point of another throws fresh dice
/// from there, and its save replays with them (`extensions.reseed`).
#[test]
fn a_game_played_on_from_a_point_saves_its_fresh_dice() {
    use crate::any::AnyGame;
    let game = play_random("branch", 40);
    let mut from = AnyGame::rewound(&game, 20);
    from.reseed_next("fresh".into());
    let again = |game: &mut dyn AnyGame| {
        for _ in 0..20 {
            let Some(&seat) = game.to_act().first() else { break };
            game.computer_step(seat);
        }
    };
    again(from.as_mut());
    let text = serde_json::to_string(&from.save("test", save::Metadata::default())).expect("serialize");
    assert!(text.contains("\"reseed\":[{\"from\":20,\"seed\":\"fresh\"}]"), "{text}");
    let loaded = save::load::<Toy>(&save::parse(&text).expect("parse")).expect("the file replays");
    assert_eq!(loaded.hash(), from.hash());
    // Without the record, the file's dice after the point are not its own.
    let bare = text.replace("\"reseed\"", "\"unknown\"");
    assert!(save::load::<Toy>(&save::parse(&bare).expect("parse")).is_err());
}

#[test]
fn v1_fixture_still_loads() {
    let text = include_str!("../../tests/fixtures/toy-v1.json");
    let game = save::load::<Toy>(&save::parse(text).expect("fixture parses")).expect("fixture replays");
    assert_eq!(game.log().len(), 12);
}

proptest! {
    /// Same seed and same actions give the same state hash; replaying the
    /// log of a live game gives the live game's state.
    #[test]
    fn replay_equals_live_play(seed in "[a-z]{1,8}", steps in 0usize..80) {
        let live = play_random(&seed, steps);
        let actions = live.log().iter().map(|e| (e.seat, e.action.clone()));
        let replayed = Game::<Toy>::replay(live.setup().clone(), actions).expect("replays");
        prop_assert_eq!(replayed.hash(), live.hash());
        prop_assert_eq!(replayed.log(), live.log());
        prop_assert_eq!(play_random(&seed, steps).hash(), live.hash());
    }

    /// Arbitrary JSON never panics the loader.
    #[test]
    fn loader_never_panics(text in ".{0,200}") {
        let _ = save::parse(&text).map(|f| save::load::<Toy>(&f));
    }
}

/// Play by e-mail re-seeds the dice at turn boundaries; replay and load follow
/// the same schedule (`extensions.pbem.dice`).
#[test]
fn reseed_points_start_a_fresh_stream() {
    let plain = {
        let mut g = new_game("base");
        for seat in [0, 1, 0, 1] {
            g.act(SeatId(seat), Action::Roll).expect("legal");
        }
        g
    };
    let mut setup = plain.setup().clone();
    setup.reseed = vec![crate::game::Reseed { from: 2, seed: "turn-2".into() }];
    let actions: Vec<_> = plain.log().iter().map(|e| (e.seat, e.action.clone())).collect();
    let reseeded = Game::<Toy>::replay(setup, actions).expect("replays");
    assert_eq!(reseeded.log()[..2], plain.log()[..2], "before the point nothing changes");
    let first_after = reseeded.log()[2].rolls[0].faces[0];
    assert_eq!(first_after, crate::dice::Dice::from_seed("turn-2").die(6, "x"), "the new stream starts at the point");

    let mut file = save::save(&reseeded, "test", save::Metadata::default());
    file.extensions.insert("pbem".into(), serde_json::json!({"dice": [{"from": 2, "seq": 3, "seed": "turn-2"}]}));
    let loaded = save::load::<Toy>(&file).expect("loads with the schedule");
    assert_eq!(loaded.hash(), reseeded.hash());
    file.extensions.clear();
    assert!(save::load::<Toy>(&file).is_err(), "without the schedule the checkpoints do not match");
}

/// A game of Ann (a person, who always rolls) against the computer
/// (seat 1), played for `steps` actions; at the computer's action number
/// `swap` (from 0, if any) the file says it did something else that is
/// legal.
fn against_the_computer(steps: usize, swap: Option<usize>) -> Game<Toy> {
    let mut seats = seats();
    seats[1].controller = Controller::Computer;
    let setup =
        GameSetup { reseed: Vec::new(), system: "toy".into(), scenario: "race".into(), seats, seed: "cpu".into() };
    let mut game = Game::<Toy>::new(setup).expect("toy setup");
    let mut computer_moves = 0;
    for _ in 0..steps {
        match Toy::to_act(game.state())[0] {
            SeatId(0) => game.act(SeatId(0), Action::Roll).map(|_| ()).expect("legal"),
            seat => {
                let chosen = game.computer_choice(seat, ComputerPlayer::Current).expect("an action");
                let action = if swap == Some(computer_moves) {
                    Toy::legal_actions(game.state(), seat).into_iter().find(|a| *a != chosen).expect("another")
                } else {
                    chosen
                };
                computer_moves += 1;
                game.act(seat, action).map(|_| ()).expect("legal");
            }
        }
        if Toy::outcome(game.state()).is_some() {
            break;
        }
    }
    game
}

#[test]
fn the_computers_own_choices_pass_the_computer_check() {
    let game = against_the_computer(12, None);
    let computer_actions = game.log().iter().filter(|e| e.seat == SeatId(1)).count();
    let report = game.check_computer_seats(&[]).expect("every computer action is its own");
    assert_eq!((report.seats, report.checked, report.waiting), (1, computer_actions, 0));
    // Without a computer seat there is nothing to check.
    assert_eq!(play_random("people", 12).check_computer_seats(&[]).map(|r| r.checked), Ok(0));
}

#[test]
fn another_legal_action_for_the_computer_is_refused_with_both_labels() {
    let game = against_the_computer(12, Some(2));
    let index = game.log().iter().enumerate().filter(|(_, e)| e.seat == SeatId(1)).nth(2).map(|(i, _)| i);
    let Err(crate::computer::ComputerError::Differs { index: at, seat, logged, computer }) =
        game.check_computer_seats(&[])
    else {
        panic!("the swapped action must be refused");
    };
    assert_eq!((Some(at), seat), (index, SeatId(1)));
    assert_eq!(logged, game.log()[at].label, "the logged action's label");
    assert_ne!(Some(logged), computer, "and what the computer chooses there");
}

/// An action the computer would not choose, played by another version of
/// the computer player (an older app's, by e-mail), is counted, not
/// refused: only that version could check it; the same action said to be
/// this version's is refused.
#[test]
fn another_versions_different_choice_is_counted_not_refused() {
    let game = against_the_computer(12, Some(2));
    let swapped = game.log().iter().enumerate().filter(|(_, e)| e.seat == SeatId(1)).nth(2).map(|(i, _)| i);
    let older = |index: usize| if Some(index) == swapped { 0 } else { Toy::computer_version() };
    let report = game.check_computer_seats_by(&[], &older).expect("another version's choice");
    assert_eq!(report.other_version, 1);
    let computer_actions = game.log().iter().filter(|e| e.seat == SeatId(1)).count();
    assert_eq!(report.checked, computer_actions - 1, "the rest is checked");
    let same = |_: usize| Toy::computer_version();
    assert!(game.check_computer_seats_by(&[], &same).is_err(), "this version's would be refused");
}

/// Orders decided earlier than the log holds them are checked where they
/// were decided; while another seat of the same draft is still sealed,
/// the computer's orders behind it wait.
#[test]
fn deferred_orders_are_checked_where_they_were_decided_or_wait() {
    use crate::computer::Deferred;
    let game = against_the_computer(6, None);
    let first = game.log().iter().position(|e| e.seat == SeatId(1)).expect("the computer acted");
    let here = Deferred { decided_at: first, seats: vec![SeatId(1)], orders: vec![(SeatId(1), Some(vec![first]))] };
    let report = game.check_computer_seats(std::slice::from_ref(&here)).expect("same as in place");
    assert_eq!(report.checked, game.log().iter().filter(|e| e.seat == SeatId(1)).count());
    // Decided one action earlier, when Ann (whose orders are sealed) was to
    // act first: it cannot be replayed yet.
    let behind = Deferred {
        decided_at: first - 1,
        seats: vec![SeatId(0), SeatId(1)],
        orders: vec![(SeatId(0), None), (SeatId(1), Some(vec![first]))],
    };
    let report = game.check_computer_seats(&[behind]).expect("nothing differs");
    assert_eq!(report.waiting, 1);
}

/// A computer order the replay, in the app's order, never reaches (the
/// computer is not to act where it was said to be decided) is refused as
/// "the computer does not act there"; an order that cannot be played where
/// it was decided makes the draft impossible to check, and says why.
#[test]
fn deferred_orders_the_computer_never_reaches_or_that_do_not_replay_are_refused() {
    use crate::computer::{ComputerError, Deferred};
    let game = against_the_computer(6, None);
    let first = game.log().iter().position(|e| e.seat == SeatId(1)).expect("the computer acted");
    // Decided while Ann was to act, among the computer's seats alone.
    let early =
        Deferred { decided_at: first - 1, seats: vec![SeatId(1)], orders: vec![(SeatId(1), Some(vec![first]))] };
    let refused = game.check_computer_seats(&[early]);
    assert!(
        matches!(refused, Err(ComputerError::Differs { index, seat: SeatId(1), computer: None, .. }) if index == first),
        "{refused:?}"
    );

    // Ann hides three numbers (her limit) and rolls; an order to hide a
    // fourth, said to be decided after the third, does not replay there.
    let mut seats = seats();
    seats[1].controller = Controller::Computer;
    let setup =
        GameSetup { reseed: Vec::new(), system: "toy".into(), scenario: "race".into(), seats, seed: "h".into() };
    let mut full = Game::<Toy>::new(setup).expect("toy setup");
    for action in [Action::Hide(1), Action::Hide(2), Action::Hide(3), Action::Roll] {
        full.act(SeatId(0), action).expect("legal");
    }
    let late = Deferred { decided_at: 3, seats: vec![SeatId(0)], orders: vec![(SeatId(0), Some(vec![2]))] };
    let refused = full.check_computer_seats(&[late]);
    assert!(
        matches!(&refused, Err(ComputerError::Undecidable { index: 2, seat: SeatId(0), refusal }) if refusal.rule == "TOY-2"),
        "{refused:?}"
    );
}

#[test]
fn a_random_player_plays_only_listed_choices_and_its_seed_decides_them() {
    let play = |seed: &str| {
        let mut game = new_game("versus");
        let report = crate::sim::run_versus_random(&mut game, &[SeatId(0)], seed, 2_000);
        (report, game.hash(), game.log().iter().filter(|e| e.seat == SeatId(1)).count())
    };
    let (report, hash, random_actions) = play("one");
    assert!(report.finished && !report.stuck, "{report:?}");
    assert!(random_actions > 0, "the random player acted for seat 1");
    assert_eq!(play("one").1, hash, "the same seed plays the same game");
    assert!(["two", "three", "four"].iter().any(|s| play(s).1 != hash), "another seed plays another game");
}

/// The rules' invariants are checked after every action of a simulated
/// game, and the check reports what a state breaks (TOY-1, TOY-2).
#[test]
fn invariants_are_checked_after_every_action_and_name_what_breaks() {
    for seed in ["inv-a", "inv-b", "inv-c"] {
        let mut game = new_game(seed);
        let report = crate::sim::run_versus_random(&mut game, &[SeatId(0)], seed, 2_000);
        assert!(report.actions > 0);
        assert_eq!(report.broken, None, "{seed}");
    }
    let mut state = new_game("inv").state().clone();
    assert!(Toy::invariants(&state).is_empty());
    state.hidden[1] = vec![1, 2, 3, 12];
    let keys: Vec<String> = Toy::invariants(&state).iter().map(|t| format!("{t:?}")).collect();
    assert_eq!(keys.len(), 2, "{keys:?}");
    assert!(keys[0].contains("toy.full") && keys[1].contains("toy.too_big"), "{keys:?}");
}

/// A game of the toy with `actions` of seat 0 in its log, and the sealing
/// of all of them at the start (as play by e-mail would have sealed them).
fn sealed_at_start(actions: &[Action]) -> Result<(), crate::sealed::SealedError> {
    let mut game = new_game("sealed");
    for action in actions {
        game.act(SeatId(0), action.clone()).expect("legal");
    }
    let draft = crate::computer::Deferred {
        decided_at: 0,
        seats: vec![SeatId(0)],
        orders: vec![(SeatId(0), Some((0..actions.len()).collect()))],
    };
    game.check_sealed_orders(&[draft])
}

/// Sealed orders (play by e-mail) are accepted only in a step the rules
/// keep secret (every action of the toy is hidden from the other seat) and
/// finishing the seat's step: numbers and the pass that ends the turn are;
/// numbers with the turn unfinished are not, nor orders of a seat that is
/// not to act where they were sealed.
#[test]
fn sealed_orders_are_secret_choices_that_finish_the_seat_s_step() {
    use crate::sealed::SealedError;
    assert!(new_game("s").acts_in_secret(SeatId(0)), "a hidden number is a secret choice");
    assert!(!new_game("s").acts_in_secret(SeatId(1)), "not the seat's turn");
    assert_eq!(sealed_at_start(&[Action::Hide(7), Action::Pass]), Ok(()));
    assert_eq!(sealed_at_start(&[Action::Hide(7)]), Err(SealedError::Unfinished { at: 0, seat: SeatId(0) }));
    let mut game = new_game("sealed");
    game.act(SeatId(0), Action::Pass).expect("legal");
    let other = crate::computer::Deferred { decided_at: 1, seats: vec![SeatId(0)], orders: vec![(SeatId(0), None)] };
    assert_eq!(game.check_sealed_orders(&[other]), Err(SealedError::PublicStep { at: 1, seat: SeatId(0) }));
}

/// Issue 40 — the thoughtful computer against the quick one (the toy's
/// picks a legal action at random): looking ahead it learns that only a
/// roll scores, and wins most games from either seat.
#[test]
fn the_thoughtful_computer_beats_the_quick_one_and_passes_the_computer_check() {
    use crate::seat::Controller;
    let mut thoughtful_wins = 0;
    for i in 0..40 {
        let mut seats = seats();
        let thoughtful = SeatId(u8::try_from(i % 2).expect("two seats"));
        for (index, seat) in seats.iter_mut().enumerate() {
            seat.controller =
                if index == thoughtful.index() { Controller::ThoughtfulComputer } else { Controller::Computer };
        }
        let setup = GameSetup {
            reseed: Vec::new(),
            system: "toy".into(),
            scenario: "race".into(),
            seats,
            seed: format!("thoughtful-{i}"),
        };
        let mut game = Game::<Toy>::new(setup).expect("toy setup");
        assert!(matches!(game.computer_player_of(thoughtful), ComputerPlayer::Thoughtful(_)));
        while Toy::outcome(game.state()).is_none() && game.log().len() < 2_000 {
            let seat = Toy::to_act(game.state())[0];
            game.computer_step(seat).expect("the computer acts");
        }
        let outcome = Toy::outcome(game.state()).expect("the race ends");
        thoughtful_wins += usize::from(outcome.winners.contains(&thoughtful));
        // Each choice is the computer's own, thoughtful or quick.
        let report = game.check_computer_seats(&[]).expect("the computer's own choices");
        assert_eq!(report.checked, game.log().len());
    }
    assert!(thoughtful_wins >= 30, "the thoughtful computer won {thoughtful_wins} of 40");
}

/// The thoughtful computer decides the same from the same position, and
/// as the quick one where there is nothing to weigh.
#[test]
fn the_thoughtful_computer_is_deterministic() {
    let game = against_the_computer(6, None);
    let budget = Toy::thoughtful_budget().expect("the toy offers it");
    let seat = Toy::to_act(game.state())[0];
    let first = game.computer_choice(seat, ComputerPlayer::Thoughtful(budget));
    assert_eq!(first, game.computer_choice(seat, ComputerPlayer::Thoughtful(budget)));
    assert!(first.is_some());
}
