//! Issue 37 — a battle's result as the source has it: the side that
//! enters names who commanded and may comment (DC-RES-5); only the other
//! side's confirmation makes it stand, the resolver's answer too, and two
//! sides that keep disagreeing meet the deadline (DC-RES-6, GAP-17). Each
//! test failed on the code before: the resolver's answer stood at once in
//! mode MIXED, the commander was the nation, and a result could be
//! entered for ever.

use super::{army, seats};
use crate::Deluge;
use crate::action::Action;
use crate::battle::{Level, Losses, MOST_ENTRIES, ResultState, Source, Verdict};
use crate::map::land;
use crate::nation::Nation;
use crate::refusal::Refuse;
use crate::setup::{MIXED, TABLETOP};
use crate::state::{Movement, Order, Phase};
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatId};
use engine::side::Side;

fn seat(n: Nation) -> SeatId {
    n.seat()
}

fn end_phase_for_all(game: &mut Game<Deluge>) {
    for n in Nation::ALL {
        if !game.state().nation(n).done {
            game.act(seat(n), Action::EndPhase(game.state().phase)).expect("ends");
        }
    }
}

/// A campaign whose seats are people with names, the Swedes attacking the
/// 2nd Crown Army in Poznań: phase 3, nothing entered yet.
fn battle_in(scenario: &str) -> Game<Deluge> {
    let mut seats = seats(Controller::Human);
    seats[0].name = "Jan Kazimierz".into();
    seats[1].name = "Karol Gustaw".into();
    let setup = GameSetup {
        system: "deluge".into(),
        scenario: scenario.into(),
        seats,
        seed: "results".into(),
        reseed: Vec::new(),
    };
    let mut game = Game::<Deluge>::new(setup).expect("a campaign");
    let main = army("SWE_ROYAL_1");
    game.act(seat(Nation::Swe), Action::Move { army: main, movement: Movement::Move(land("poznan")) }).expect("move");
    end_phase_for_all(&mut game);
    game.act(seat(Nation::Swe), Action::Command { army: main, order: Order::Attack(vec![army("RON_CROWN_2")]) })
        .expect("attack");
    end_phase_for_all(&mut game);
    assert_eq!(game.state().phase, Phase::Results);
    game
}

fn enter(battle: u32, verdict: Verdict, lost: [u32; 2]) -> Action {
    Action::EnterResult {
        battle,
        verdict,
        losses_0: Losses { destroyed: lost[0], fled: 0 },
        losses_1: Losses { destroyed: lost[1], fled: 0 },
        commander: None,
        comment: String::new(),
    }
}

fn refusal(game: &Game<Deluge>, n: Nation, a: &Action) -> Option<Refuse> {
    crate::check::check(game.state(), n, a).err()
}

/// DC-RES-6 — "let the computer resolve it" after the other side entered
/// is a dispute like any other: the resolver's answer waits for the first
/// side's word, in mode MIXED as on the tabletop. (Before: confirmed at
/// once, the Swedish entry thrown away without the Swedes' consent.)
#[test]
fn dc_res_6_the_resolvers_answer_waits_for_the_other_sides_word() {
    let mut game = battle_in(MIXED);
    let id = game.state().battles[0].id;
    game.act(seat(Nation::Swe), enter(id, Verdict::Won(0, Level::Strategic), [5, 20])).expect("Sweden enters");
    game.act(seat(Nation::Ron), Action::Resolve { battle: id }).expect("the Crown asks the computer instead");
    let b = &game.state().battles[0];
    assert!(
        matches!(&b.result, ResultState::Pending { by: 1, entry } if entry.source == Source::Resolver),
        "the computer's answer is the Crown's entry, waiting: {:?}",
        b.result
    );
    assert_eq!(
        refusal(&game, Nation::Ron, &Action::Confirm { battle: id, commander: None }),
        Some(Refuse::CannotConfirm)
    );
    game.act(seat(Nation::Swe), Action::Confirm { battle: id, commander: None }).expect("Sweden confirms it");
    assert!(game.state().battles[0].confirmed());
}

/// DC-RES-6 — a side whose result waits cannot enter another over it; it
/// waits for the other side (which confirms or disputes).
#[test]
fn dc_res_6_a_side_does_not_replace_its_own_waiting_result() {
    let mut game = battle_in(TABLETOP);
    let id = game.state().battles[0].id;
    game.act(seat(Nation::Swe), enter(id, Verdict::Draw, [3, 3])).expect("Sweden enters");
    assert_eq!(
        refusal(&game, Nation::Swe, &enter(id, Verdict::Won(0, Level::Historical), [0, 9])),
        Some(Refuse::AwaitingAnswer)
    );
    assert_eq!(refusal(&game, Nation::Swe, &Action::Resolve { battle: id }), Some(Refuse::AwaitingAnswer));
    assert!(!Deluge::to_act(game.state()).contains(&seat(Nation::Swe)), "Sweden waits");
}

/// GAP-17 — the deadline decides only a dispute: right after the first
/// entry the other side confirms or disputes; after a dispute the side
/// whose entry was replaced may let the deadline decide; after four
/// entries no fifth is taken. In mode MIXED the resolver's answer then
/// stands; on the tabletop the battle is a draw with no losses.
#[test]
fn gap_17_two_sides_that_keep_disagreeing_meet_the_deadline() {
    for (scenario, source) in [(MIXED, Source::Resolver), (TABLETOP, Source::Deadline)] {
        let mut game = battle_in(scenario);
        let id = game.state().battles[0].id;
        let deadline = Action::Deadline { battle: id };
        game.act(seat(Nation::Swe), enter(id, Verdict::Won(0, Level::Historical), [2, 20])).expect("1st");
        assert_eq!(refusal(&game, Nation::Ron, &deadline), Some(Refuse::NoDispute), "{scenario}");
        game.act(seat(Nation::Ron), enter(id, Verdict::Won(1, Level::Historical), [20, 2])).expect("2nd");
        assert!(refusal(&game, Nation::Swe, &deadline).is_none(), "{scenario}: Sweden's entry was disputed");
        game.act(seat(Nation::Swe), enter(id, Verdict::Won(0, Level::Strategic), [4, 15])).expect("3rd");
        game.act(seat(Nation::Ron), enter(id, Verdict::Won(1, Level::Strategic), [15, 4])).expect("4th");
        assert_eq!(game.state().battles[0].entries, MOST_ENTRIES);
        assert_eq!(
            refusal(&game, Nation::Swe, &enter(id, Verdict::Draw, [5, 5])),
            Some(Refuse::DeadlineDue { most: MOST_ENTRIES }),
            "{scenario}: no fifth entry"
        );
        assert_eq!(
            refusal(&game, Nation::Swe, &Action::Resolve { battle: id }),
            Some(Refuse::DeadlineDue { most: MOST_ENTRIES })
        );
        let offered = Deluge::legal_actions(game.state(), seat(Nation::Swe));
        assert!(offered.contains(&deadline) && offered.contains(&Action::Confirm { battle: id, commander: None }));
        game.act(seat(Nation::Swe), deadline).expect("the deadline decides");
        let entry = game.state().battles[0].entry().expect("decided").clone();
        assert_eq!(entry.source, source, "{scenario}");
        if scenario == TABLETOP {
            assert_eq!(entry.verdict, Verdict::Draw, "GAP-17: no agreed result is a draw");
            assert_eq!(entry.losses, [Losses::default(); 2], "with no losses");
        } else {
            assert!(!game.log().last().expect("logged").rolls.is_empty(), "the resolver's dice are in the log");
        }
    }
}

/// DC-RES-5 — the entering side names the person who commanded (here a
/// person it named for the purpose) and comments; the confirming side
/// names its own (GAP-12); individual points go to those persons, the
/// comment into the battle's history. (Before: the nation commanded, and
/// there was no comment.)
#[test]
fn dc_res_5_the_persons_who_commanded_get_the_individual_points() {
    let mut game = battle_in(TABLETOP);
    let id = game.state().battles[0].id;
    game.act(seat(Nation::Swe), Action::NameCommander { name: "Arvid Wittenberg".into() }).expect("named");
    assert_eq!(
        refusal(&game, Nation::Swe, &Action::NameCommander { name: " arvid wittenberg ".into() }),
        Some(Refuse::BadName),
        "a name once"
    );
    let wittenberg = game.state().persons.iter().position(|p| p.name == "Arvid Wittenberg").expect("a person");
    let b = game.state().battles[0].clone();
    let eligible = game.state().commanders(&b, 0, Nation::Swe);
    let pick =
        u32::try_from(eligible.iter().position(|&p| p as usize == wittenberg).expect("on the list")).expect("small");
    let action = Action::EnterResult {
        battle: id,
        verdict: Verdict::Won(0, Level::Strategic),
        losses_0: Losses { destroyed: 5, fled: 0 },
        losses_1: Losses { destroyed: 20, fled: 0 },
        commander: Some(pick),
        comment: "The Crown's horse broke at the river".into(),
    };
    let amounts = Deluge::action_amounts(game.state(), seat(Nation::Swe), &action);
    assert!(amounts.iter().any(|a| a.pointer == "/EnterResult/commander" && a.options.len() == eligible.len()));
    assert!(amounts.iter().any(|a| a.pointer == "/EnterResult/comment" && a.text));
    let with = |commander: Option<u32>, comment: String| match action.clone() {
        Action::EnterResult { battle, verdict, losses_0, losses_1, .. } => {
            Action::EnterResult { battle, verdict, losses_0, losses_1, commander, comment }
        }
        other => other,
    };
    assert_eq!(refusal(&game, Nation::Swe, &with(Some(99), String::new())), Some(Refuse::BadCommander));
    assert_eq!(refusal(&game, Nation::Swe, &with(Some(pick), "x".repeat(201))), Some(Refuse::LongComment));
    game.act(seat(Nation::Swe), action).expect("entered");
    game.act(seat(Nation::Ron), Action::Confirm { battle: id, commander: None }).expect("the Crown confirms");
    let entry = game.state().battles[0].entry().expect("confirmed").clone();
    let chief = game.state().chief(Nation::Ron).expect("the Crown's commander-in-chief");
    assert_eq!(entry.people, [u32::try_from(wittenberg).ok(), Some(chief)]);
    assert_eq!(game.state().persons[chief as usize].name, "Jan Kazimierz", "the seat's player commands in chief");
    game.act(seat(Nation::Swe), Action::EndPhase(Phase::Results)).expect("ends");
    game.act(seat(Nation::Ron), Action::EndPhase(Phase::Results)).expect("ends");
    // Strategic defeat of the Crown: 20 × 3 = 60 (L_ind); Sweden's 5.
    let persons = &game.state().persons;
    assert_eq!(persons[wittenberg].individual, 55, "DC-PTS-1: 60 − 5");
    assert_eq!(persons[chief as usize].individual, -55);
    assert_eq!(persons[game.state().chief(Nation::Swe).expect("a chief") as usize].individual, 0, "not Karol Gustaw");
    assert_eq!(game.state().nation(Nation::Swe).individual, 55, "the nation's commanders' total");
    let history: Vec<String> = game.log().iter().flat_map(|e| e.event_texts.iter()).map(|t| format!("{t:?}")).collect();
    assert!(history.iter().any(|t| t.contains("dc.report.comment") && t.contains("broke at the river")));
    assert!(history.iter().any(|t| t.contains("dc.report.individual_person") && t.contains("Arvid Wittenberg")));
}

/// Issue 37 — a game begun under rules 1 keeps them: the resolver's answer
/// stands at once in MIXED, no person is named, and its states serialise
/// as they did (no rules or persons written), so its saves replay.
#[test]
fn rules_1_campaigns_keep_their_rules() {
    let setup = GameSetup {
        system: "deluge".into(),
        scenario: MIXED.into(),
        seats: seats(Controller::Human),
        seed: "results".into(),
        reseed: Vec::new(),
    };
    let mut game = Game::<Deluge>::new_under(setup, 1).expect("rules 1");
    let json = serde_json::to_string(game.state()).expect("json");
    assert!(!json.contains("\"rules\"") && !json.contains("\"persons\""), "a rules-1 state as it was written");
    let main = army("SWE_ROYAL_1");
    game.act(seat(Nation::Swe), Action::Move { army: main, movement: Movement::Move(land("poznan")) }).expect("move");
    end_phase_for_all(&mut game);
    game.act(seat(Nation::Swe), Action::Command { army: main, order: Order::Attack(vec![army("RON_CROWN_2")]) })
        .expect("attack");
    game.act(seat(Nation::Swe), Action::StayAfterTacticalDefeat { army: main, stay: false })
        .expect("rules 1 set the plan after the order");
    end_phase_for_all(&mut game);
    let id = game.state().battles[0].id;
    assert_eq!(
        refusal(&game, Nation::Swe, &Action::NameCommander { name: "Arvid Wittenberg".into() }),
        Some(Refuse::EarlierRules)
    );
    game.act(seat(Nation::Swe), enter(id, Verdict::Draw, [3, 3])).expect("enters");
    game.act(seat(Nation::Ron), Action::Resolve { battle: id }).expect("resolves");
    assert!(game.state().battles[0].confirmed(), "rules 1: the resolver's answer stands at once in MIXED");
}
