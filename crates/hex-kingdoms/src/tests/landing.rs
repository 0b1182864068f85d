//! G-15 step 6, HK-33, HK-62 — the player whose check passed chooses the
//! legal hex its unit lands on; one legal hex needs no choice; games of the
//! first rules edition land on the first legal hex; the computer lands
//! away from enemies.

use super::{BLUE, RED, act, ok};
use crate::bag::{Script, Side, Token};
use crate::conversion::landing_hexes;
use crate::ids::{Government, Terrain, UnitId, UnitKind};
use crate::refusal::Refuse;
use crate::setup::{empty_state, place_unit};
use crate::state::{BattleStep, State};
use crate::{Action, Event, HexKingdoms};
use Token::Defender as P;
use engine::board::RegionId;
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::seat::SeatId;

fn open(s: &State, h: RegionId) -> bool {
    matches!(s.map().terrain(h), Terrain::Plains | Terrain::Hills)
}

/// Red's 3 archers on `y1` shoot at Blue's 2 swordsmen on `y2`, 2 hexes
/// away; Blue, a Theocracy, puts 2 action dice in the bag and converts an
/// archer (check 2, both tokens its own). Returns `y1` and the archers.
fn converted(s: &mut State, script: &mut Script) -> (RegionId, Vec<UnitId>) {
    let m = s.map();
    let (y1, y2) = m
        .ids()
        .filter(|&h| open(s, h) && m.adjacent(h).into_iter().filter(|&n| open(s, n)).count() >= 4)
        .find_map(|y1| Some((y1, m.ids().find(|&h| open(s, h) && m.distance(y1, h) == 2)?)))
        .expect("geometry");
    let archers: Vec<_> = (0..3).map(|_| place_unit(s, RED, UnitKind::Archers, y1)).collect();
    for _ in 0..2 {
        place_unit(s, BLUE, UnitKind::Swordsmen, y2);
    }
    s.players[BLUE.index()].government = Government::Theocracy;
    let other = crate::ids::Religion::ALL.into_iter().find(|&r| m.province(y1).is_none_or(|p| p.religion != r));
    s.players[BLUE.index()].religion = other.expect("a religion");
    ok(s, RED, Action::Manoeuvre { from: y1, to: y1, leave_peasants: false }, script);
    ok(s, RED, Action::Attack { target: y2 }, script);
    if s.battle().is_some_and(|b| b.step == BattleStep::React) {
        ok(s, BLUE, Action::NoReaction, script);
    }
    ok(s, RED, Action::Prepare { action_dice: 0, experience: 0, omit_defence: 0, fabian: 0 }, script);
    ok(s, BLUE, Action::Prepare { action_dice: 2, experience: 0, omit_defence: 0, fabian: 0 }, script);
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::Convert(Side::Defender)));
    let events = ok(s, BLUE, Action::Convert(archers[0]), script);
    assert!(events.iter().any(|e| matches!(e, Event::CheckMade { passed: true, difficulty: 2, .. })));
    (y1, archers)
}

/// G-15 step 6, HK-33 — the battle waits for the converter: `to_act` names
/// Blue's seat, the legal actions are one landing per legal hex next to the
/// converted archers, each with that hex as its region; any other hex is
/// refused citing G-15, as is another player's choice or another step's
/// action. The chosen hex gets Blue's archers with 2 exhaustion dice, the
/// victim leaves the map, and the battle goes on.
#[test]
fn g15_the_converter_chooses_the_legal_hex() {
    let mut s = empty_state(false, &["red", "blue"]);
    let mut script = Script::new(&[P, P]);
    let (y1, archers) = converted(&mut s, &mut script);
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::Land(Side::Defender)));
    assert_eq!(HexKingdoms::to_act(&s), vec![SeatId(1)]);
    assert!(s.units.contains_key(&archers[0]), "the victim stays until its replacement lands");
    let hexes = landing_hexes(&s, BLUE, UnitKind::Archers, y1);
    assert!(hexes.len() >= 2, "a choice: {hexes:?}");
    let legal = HexKingdoms::legal_actions(&s, SeatId(1));
    assert_eq!(legal, hexes.iter().map(|&h| Action::Land(h)).collect::<Vec<_>>());
    for (a, &h) in legal.iter().zip(&hexes) {
        assert_eq!(HexKingdoms::action_region(&s, a), Some(h), "the map highlights each hex");
    }
    let m = s.map();
    let far = m.ids().find(|&h| open(&s, h) && m.distance(h, y1) == 2).expect("a hex 2 away");
    for bad in [y1, far] {
        let refused = act(&mut s, BLUE, &Action::Land(bad), &mut script).err();
        assert_eq!(refused, Some(Refuse::BadLanding), "{bad:?}");
        let refusal = HexKingdoms::check(&s, SeatId(1), &Action::Land(bad)).expect_err("refused");
        assert_eq!(refusal.rule, "G-15");
        super::locale::assert_renders(&refusal.text);
    }
    assert_eq!(
        act(&mut s, RED, &Action::Land(hexes[0]), &mut script).err(),
        Some(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(crate::ids::Colour::Blue) }))
    );
    assert_eq!(
        act(&mut s, BLUE, &Action::SkipCheck, &mut script).err(),
        Some(Refuse::WrongStep { step: "hk.bstep.convert" })
    );
    let chosen = hexes[hexes.len() - 1];
    let events = ok(&mut s, BLUE, Action::Land(chosen), &mut script);
    let placed = events.iter().find_map(|e| match e {
        Event::Converted { unit, placed, .. } => Some((*unit, placed.clone())),
        _ => None,
    });
    let (victim, unit) = placed.expect("converted");
    assert_eq!(victim, archers[0]);
    assert_eq!((unit.owner, unit.kind, unit.at, unit.exhaustion), (BLUE, UnitKind::Archers, chosen, 2));
    assert!(!s.units.contains_key(&archers[0]), "the victim is gone");
    let b = s.battle().expect("the battle goes on");
    assert_eq!(b.step, BattleStep::Draw(Side::Attacker), "one conversion symbol used; the clash");
    assert_eq!(b.landing, None);
    assert_eq!(
        act(&mut s, RED, &Action::Land(chosen), &mut script).err(),
        Some(Refuse::WrongStep { step: "hk.bstep.land" })
    );
    let gone = crate::describe::action(&s, &Action::Land(chosen));
    assert_eq!(gone.key, "hk.action.land_gone", "described with no unit waiting");
    super::locale::assert_renders(&gone);
}

/// G-15 — with one legal hex there is nothing to choose: the unit lands at
/// once (no extra click), as in games of the first rules edition.
#[test]
fn g15_one_legal_hex_needs_no_choice() {
    let mut s = empty_state(false, &["red", "blue"]);
    let mut script = Script::new(&[]);
    let m = s.map();
    // Find the battle's geometry first, then fill all but one landing hex
    // with Red's peasants before the battle.
    let mut probe = s.clone();
    let (y1, _) = converted(&mut probe, &mut Script::new(&[P, P]));
    let hexes = landing_hexes(&probe, BLUE, UnitKind::Archers, y1);
    let last = hexes[hexes.len() - 1];
    for &h in &hexes[..hexes.len() - 1] {
        place_unit(&mut s, RED, UnitKind::Peasants, h);
    }
    script.0.extend([P, P]);
    let (y1_again, _) = converted(&mut s, &mut script);
    assert_eq!(y1_again, y1);
    let blue_archers: Vec<_> = s.units.values().filter(|u| u.owner == BLUE && u.kind == UnitKind::Archers).collect();
    assert_eq!(blue_archers.len(), 1);
    assert_eq!(blue_archers[0].at, last);
    assert_eq!(m.distance(last, y1), 1);
    assert_ne!(s.battle().map(|b| b.step), Some(BattleStep::Land(Side::Defender)));
}

/// G-15, docs/DESIGN.md "A scenario's content is fixed once played" — in a
/// game of the first rules edition the unit lands on the first legal hex,
/// with no choice asked, as such games were played and replay.
#[test]
fn g15_first_rules_edition_lands_on_the_first_legal_hex() {
    let mut s = empty_state(false, &["red", "blue"]);
    s.rules_edition = 1;
    let mut script = Script::new(&[P, P]);
    let m = s.map();
    let mut probe = s.clone();
    probe.rules_edition = crate::state::CURRENT_RULES;
    let (y1, _) = converted(&mut probe, &mut Script::new(&[P, P]));
    let first = landing_hexes(&probe, BLUE, UnitKind::Archers, y1)[0];
    let (_, archers) = converted(&mut s, &mut script);
    assert!(!s.units.contains_key(&archers[0]));
    let blue: Vec<_> = s.units.values().filter(|u| u.owner == BLUE && u.kind == UnitKind::Archers).collect();
    assert_eq!(blue.len(), 1);
    assert_eq!(blue[0].at, first);
    assert_eq!(m.distance(first, y1), 1);
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::Draw(Side::Attacker)));
}

/// G-15, the computer — it lands where enemies are fewest: when Red's
/// cavalry appears next to the hex it chose, it chooses another.
#[test]
fn g15_the_computer_lands_away_from_enemies() {
    let mut s = empty_state(false, &["red", "blue"]);
    let (y1, _) = converted(&mut s, &mut Script::new(&[P, P]));
    let choose = |s: &State| {
        let a = crate::ai::computer_action(s, BLUE, &mut engine::dice::Dice::from_seed("ai"));
        match a {
            Some(Action::Land(h)) => h,
            other => panic!("{other:?}"),
        }
    };
    let first = choose(&s);
    let hexes = landing_hexes(&s, BLUE, UnitKind::Archers, y1);
    assert!(hexes.contains(&first));
    let m = s.map();
    let threat = m
        .adjacent(first)
        .into_iter()
        .find(|&h| h != y1 && open(&s, h) && !hexes.contains(&h) && hexes.iter().any(|&o| m.distance(o, h) > 1))
        .expect("a hex next to the choice only");
    for _ in 0..2 {
        place_unit(&mut s, RED, UnitKind::Cavalry, threat);
    }
    let second = choose(&s);
    assert_ne!(second, first, "away from the cavalry");
    assert!(m.distance(second, threat) > 1);
}

/// G-15 — were the unit waiting to land ever left without a legal hex (a
/// hand-made state), the battle does not stop: the unit is not placed and
/// the checks go on.
#[test]
fn g15_a_unit_with_nowhere_to_land_does_not_stop_the_battle() {
    let mut s = empty_state(false, &["red", "blue"]);
    let (y1, _) = converted(&mut s, &mut Script::new(&[P, P]));
    for h in landing_hexes(&s, BLUE, UnitKind::Archers, y1) {
        place_unit(&mut s, RED, UnitKind::Peasants, h);
    }
    let mut ev = crate::Ev::default();
    crate::battle::advance(&mut s, &mut ev);
    let b = s.battle().expect("battle");
    assert_eq!(b.landing, None);
    assert_eq!(b.step, BattleStep::Draw(Side::Attacker));
    assert!(!HexKingdoms::legal_actions(&s, SeatId(0)).is_empty());
}

/// G-15, docs/DESIGN.md "A scenario's content is fixed once played" — new
/// games are played by the rules edition that lets the player choose, on
/// scenarios of their own; the earlier scenarios stay for the games begun on
/// them, unoffered, and their states write no `rules_edition` (nor a battle
/// a `landing`), so their files keep their bytes and hashes.
#[test]
fn g15_new_games_choose_landings_and_old_scenarios_keep_their_states() {
    use crate::setup::{FOUR_REALMS, FOUR_REALMS_2, TWO_KINGDOMS, TWO_KINGDOMS_2};
    let offered: Vec<_> = HexKingdoms::scenarios().into_iter().filter(|x| x.is_offered()).map(|x| x.id).collect();
    assert_eq!(offered, vec![FOUR_REALMS, TWO_KINGDOMS]);
    for sc in HexKingdoms::scenarios().into_iter().filter(|x| !x.is_offered()) {
        let to = sc.superseded_by.expect("superseded");
        assert!([FOUR_REALMS, TWO_KINGDOMS].contains(&to), "{} → {to}", sc.id);
    }
    let mut dice = engine::dice::Dice::from_seed("editions");
    for (id, n, edition) in [(TWO_KINGDOMS, 2, 2), (FOUR_REALMS, 3, 2), (TWO_KINGDOMS_2, 2, 1), (FOUR_REALMS_2, 4, 1)] {
        let s = HexKingdoms::setup(id, &crate::tests::seats(n), &mut dice).expect("setup");
        assert_eq!(s.rules_edition, edition, "{id}");
        let json = serde_json::to_value(&s).expect("json");
        assert_eq!(json.get("rules_edition").is_some(), edition > 1, "{id}");
    }
    let mut s = empty_state(false, &["red", "blue"]);
    converted(&mut s, &mut Script::new(&[P, P]));
    let json = serde_json::to_string(&s).expect("json");
    assert!(json.contains("\"landing\":{"), "a waiting unit is written");
    s.rules_edition = 1;
    if let crate::state::Step::Battle(b) = &mut s.step {
        b.landing = None;
    }
    let json = serde_json::to_string(&s).expect("json");
    assert!(!json.contains("landing") && !json.contains("rules_edition"), "{json}");
}
