//! Refusals cite their rule ids; illegal moves, draws and builds never panic.

use super::{BLUE, RED, act};
use crate::Action;
use crate::HexKingdoms;
use crate::bag::Script;
use crate::ids::{Government, StructKind, Tech, UnitKind};
use crate::refusal::Refuse;
use crate::setup::{empty_state, place_structure, place_unit};
use crate::state::State;
use engine::dice::Dice;
use engine::refusal::TurnRefusal;
use engine::rules::{Refusal, Rules};
use engine::seat::SeatId;

fn game() -> State {
    let seats = crate::tests::seats(2);
    let s = HexKingdoms::setup("two-kingdoms-3", &seats, &mut Dice::from_seed("r")).expect("setup");
    assert_eq!(s.round, 1);
    s
}

fn refuse(s: &mut State, p: crate::ids::PlayerId, a: Action) -> Refuse {
    act(s, p, &a, &mut Script::default()).err().unwrap_or_else(|| panic!("{a:?} was accepted"))
}

#[test]
fn setup_refuses_bad_seats_and_scenarios() {
    let mut d = Dice::from_seed("x");
    let three = crate::tests::seats(3);
    let err = HexKingdoms::setup("two-kingdoms-3", &three, &mut d).expect_err("refused");
    assert_eq!(err.rule, "G-4");
    assert_eq!(HexKingdoms::setup("nowhere", &three, &mut d).err().map(|r| r.rule), Some("G-1".into()));
    assert_eq!(
        HexKingdoms::setup("four-realms-3", &crate::tests::seats(2), &mut d).err().map(|r| r.rule),
        Some("G-4".into())
    );
    let mut dup = crate::tests::seats(2);
    dup[1].role = "red".into();
    assert_eq!(HexKingdoms::setup("two-kingdoms-3", &dup, &mut d).err().map(|r| r.rule), Some("G-4".into()));
    assert!(HexKingdoms::setup("four-realms-3", &crate::tests::seats(4), &mut d).is_ok());
}

#[test]
fn turn_refusals_cite_rules() {
    let mut s = game();
    let p = s.active;
    let q = crate::ids::PlayerId(1 - p.0);
    let home = s.map().starts[p.index()];
    assert_eq!(refuse(&mut s, q, Action::EndTurn), Refuse::Turn(TurnRefusal::NotYourTurn { waiting: s.colour(p) }));
    assert_eq!(
        refuse(&mut s, p, Action::Attack { target: home }),
        Refuse::WrongStep { step: "hk.step.after_manoeuvre" }
    );
    assert_eq!(refuse(&mut s, p, Action::DrawTokens(1)), Refuse::WrongStep { step: "hk.bstep.draw" });
    assert_eq!(refuse(&mut s, p, Action::Recruit { at: home, kind: UnitKind::Trebuchet }), Refuse::NeedWorkshop);
    assert_eq!(refuse(&mut s, p, Action::Build { at: home, kind: StructKind::City }), Refuse::BadSite);
    let far = s.map().starts[q.index()];
    assert_eq!(refuse(&mut s, p, Action::Manoeuvre { from: far, to: far, leave_peasants: false }), Refuse::NotYourArmy);
    assert_eq!(
        refuse(&mut s, p, Action::Manoeuvre { from: home, to: far, leave_peasants: false }),
        Refuse::CannotReach
    );
    assert_eq!(refuse(&mut s, p, Action::Reform { government: Government::Monarchy }), Refuse::AlreadyOwned);
    s.players[p.index()].gold = 0;
    assert_eq!(
        refuse(&mut s, p, Action::Recruit { at: home, kind: UnitKind::Swordsmen }),
        Refuse::NotEnoughGold { cost: 3, have: 0 }
    );
    assert_eq!(refuse(&mut s, p, Action::Research { tech: Tech::Drill }), Refuse::NotEnoughGold { cost: 5, have: 0 });
    s.players[p.index()].gold = 50;
    act(&mut s, p, &Action::Research { tech: Tech::Drill }, &mut Script::default()).expect("research");
    assert_eq!(refuse(&mut s, p, Action::Research { tech: Tech::Tactics }), Refuse::AlreadyDone);
    act(&mut s, p, &Action::Manoeuvre { from: home, to: home, leave_peasants: false }, &mut Script::default())
        .expect("stand");
    assert_eq!(refuse(&mut s, p, Action::Attack { target: far }), Refuse::OutOfReach);
    assert_eq!(refuse(&mut s, p, Action::Attack { target: home }), Refuse::BadTarget);
    act(&mut s, p, &Action::EndManoeuvre, &mut Script::default()).expect("end");
    assert_eq!(refuse(&mut s, p, Action::Manoeuvre { from: home, to: home, leave_peasants: false }), Refuse::Exhausted);
    s.players[p.index()].action_dice = 0;
    assert_eq!(
        refuse(&mut s, p, Action::Build { at: home, kind: StructKind::Building(crate::ids::BuildingKind::Market) }),
        Refuse::NoActionDice
    );
    let r: Refusal = Refuse::Priority.into();
    assert_eq!(r.rule, "HK-50");
}

#[test]
fn battle_refusals_cite_rules() {
    let mut s = empty_state(false, &["red", "blue"]);
    let m = s.map();
    let open = |h| matches!(m.terrain(h), crate::ids::Terrain::Plains | crate::ids::Terrain::Hills);
    let (a, d) = m
        .ids()
        .filter(|&h| open(h))
        .find_map(|a| m.adjacent(a).into_iter().find(|&b| open(b)).map(|b| (a, b)))
        .expect("pair");
    place_unit(&mut s, RED, UnitKind::Swordsmen, a);
    place_unit(&mut s, BLUE, UnitKind::Swordsmen, d);
    place_structure(&mut s, BLUE, StructKind::City, d);
    let mut sc = Script::new(&[crate::bag::Token::Attacker]);
    act(&mut s, RED, &Action::Manoeuvre { from: a, to: a, leave_peasants: false }, &mut sc).expect("stand");
    act(&mut s, RED, &Action::Attack { target: d }, &mut sc).expect("attack");
    assert_eq!(
        refuse(&mut s, RED, Action::Prepare { action_dice: 9, experience: 0, omit_defence: 0, fabian: 0 }),
        Refuse::TooManyDice
    );
    assert_eq!(
        refuse(&mut s, RED, Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 1 }),
        Refuse::BadFabian
    );
    assert_eq!(
        refuse(&mut s, BLUE, Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }),
        Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(crate::ids::Colour::Red) })
    );
    act(&mut s, RED, &Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }, &mut sc)
        .expect("prep");
    act(&mut s, BLUE, &Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }, &mut sc)
        .expect("prep");
    assert_eq!(refuse(&mut s, RED, Action::DrawTokens(0)), Refuse::BadDraw);
    assert_eq!(refuse(&mut s, RED, Action::DrawTokens(2)), Refuse::BadDraw);
    assert_eq!(refuse(&mut s, RED, Action::StopDrawing), Refuse::BadDraw);
    assert_eq!(refuse(&mut s, RED, Action::UseTactics), Refuse::WrongStep { step: "hk.bstep.post_draw" });
    act(&mut s, RED, &Action::DrawTokens(1), &mut sc).expect("draw");
    let city = s.seat_at(d).map(|(i, _)| i).expect("city");
    assert_eq!(refuse(&mut s, RED, Action::AssignLoss(crate::state::Target::Structure(city))), Refuse::Priority);
    let own = s.army(a)[0];
    assert_eq!(refuse(&mut s, RED, Action::AssignLoss(crate::state::Target::Unit(own))), Refuse::NotParticipant);
    let rules_seat = SeatId(0);
    assert!(HexKingdoms::check(&s, rules_seat, &Action::EndTurn).is_err());
}

/// The generic app and CLI seat every role in the first scenario.
#[test]
fn first_scenario_seats_every_role() {
    let first = HexKingdoms::scenarios()[0].id;
    let all = crate::tests::seats(HexKingdoms::info().roles.len());
    assert!(HexKingdoms::setup(first, &all, &mut Dice::from_seed("all")).is_ok());
    let err = HexKingdoms::setup("two-kingdoms-3", &all, &mut Dice::from_seed("all")).expect_err("2 seats only");
    assert_eq!((err.rule.as_str(), err.text.key.as_str()), ("G-4", "hk.refusal.seats"));
}

/// G-10, HK-4 — the gold refusal says what the action costs and what the
/// player has; the step refusal names the step the action belongs to.
#[test]
fn refusals_say_the_cost_and_the_step() {
    let mut s = game();
    let p = s.active;
    let home = s.map().starts[p.index()];
    s.players[p.index()].gold = 1;
    let r: Refusal = refuse(&mut s, p, Action::Recruit { at: home, kind: UnitKind::Swordsmen }).into();
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("G-10", "hk.refusal.not_enough_gold"));
    let args: Vec<_> = r.text.args.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
    let plain = |v: &str| engine::text::Arg::Plain(v.to_owned());
    assert_eq!(args, [("cost", plain("3")), ("have", plain("1"))]);
    let r: Refusal = refuse(&mut s, p, Action::StopDrawing).into();
    assert_eq!((r.rule.as_str(), r.text.key.as_str()), ("HK-4", "hk.refusal.wrong_step"));
    let args: Vec<_> = r.text.args.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
    assert_eq!(args, [("step", engine::text::Arg::Key("hk.bstep.draw".to_owned()))]);
    let r: Refusal = refuse(&mut s, p, Action::EndManoeuvre).into();
    assert_eq!(r.text.args, [("step".to_owned(), engine::text::Arg::Key("hk.step.after_manoeuvre".to_owned()))]);
}

/// not-your-turn — seats choose their colours, so a refusal out of turn
/// names the colour the acting seat chose, not the one at its place in
/// the colours' order: both the game's own check and the engine's, which
/// is asked first.
#[test]
fn out_of_turn_the_refusal_names_the_colour_the_acting_seat_chose() {
    let mut seats = crate::tests::seats(2);
    seats[0].role = "gold".into();
    seats[1].role = "green".into();
    let setup = engine::game::GameSetup {
        reseed: Vec::new(),
        system: HexKingdoms::ID.into(),
        scenario: "two-kingdoms-3".into(),
        seats,
        seed: "colours".into(),
    };
    let mut game = engine::game::Game::<HexKingdoms>::new(setup).expect("a game");
    let acting = HexKingdoms::to_act(game.state())[0];
    let idle = SeatId(1 - acting.0);
    let chosen = if acting.0 == 0 { "hk.role.gold" } else { "hk.role.green" };
    let by_engine = game.act(idle, Action::EndTurn).map(|_| ()).expect_err("not its turn");
    let by_rules = HexKingdoms::check(game.state(), idle, &Action::EndTurn).expect_err("not its turn");
    for refusal in [by_engine, by_rules] {
        assert_eq!(refusal.rule, "not-your-turn");
        assert_eq!(refusal.text.key, "engine.refusal.waiting_for");
        let named: Vec<&str> = refusal.text.named_keys().collect();
        assert_eq!(named, [chosen], "{refusal:?}");
    }
}
