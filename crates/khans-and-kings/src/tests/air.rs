//! The air war (KK-AIR, GAP-25, GAP-40, AMB-44, AMB-49, AMB-62, AMB-69)
//! and the worked examples EX-65…EX-69.

use super::{bare, dice_showing, exec, exec_with, province, put, sub};
use crate::action::Action;
use crate::air::{AA_RADIUS, aborts, bomb_hits, distance, intercept_radius};
use crate::data::buildings::Building;
use crate::data::units::Kind;
use crate::event::Event;
use crate::ids::{Player, UnitId};
use crate::refusal::Refuse;
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::side::Side;

/// The Republic to move; its Airfield at Serenza 2 with `kind` there; the
/// Kingdom's Farm and spearmen at Brenneval 1, across the border.
pub fn scene(kind: &str) -> (State, UnitId, UnitId, RegionId) {
    let mut s = bare(Player::Republic, Phase::Movement);
    let base = sub("s_serenza_2");
    let target_at = sub("s_brenneval_1");
    s.subs[base.index()].building = Some(Building::Airfield);
    s.subs[target_at.index()].building = Some(Building::Farm);
    let plane = put(&mut s, Some(Player::Republic), kind, base, 1)[0];
    let target = put(&mut s, Some(Player::Kingdom), "spearmen", target_at, 1)[0];
    (s, plane, target, target_at)
}

/// A sub-province exactly `steps` from `from` by air.
fn at_distance(from: RegionId, steps: u32) -> RegionId {
    crate::map::map().board.ids().find(|&r| distance(from, r) == Some(steps)).expect("a sub-province that far")
}

#[test]
fn ex_65_ex_66_kk_air_06_the_anti_aircraft_d6_turns_back_on_5_or_6() {
    assert!(aborts(5) && aborts(6), "EX-65");
    assert!((1..=4).all(|d| !aborts(d)), "EX-66");
}

#[test]
fn ex_67_kk_air_05_anti_aircraft_reaches_one_step() {
    let gun_at = sub("s_brenneval_1");
    let one = at_distance(gun_at, 1);
    let two = at_distance(gun_at, 2);
    assert!(distance(gun_at, one).is_some_and(|d| d <= AA_RADIUS), "1 away: within range");
    assert!(distance(gun_at, two).is_none_or(|d| d > AA_RADIUS), "2 away: out of range");
}

#[test]
fn ex_68_kk_air_07_amb_49_a_fighter_of_speed_4_intercepts_within_2() {
    let fighter = Kind::of("fighter").expect("fighter");
    assert_eq!(fighter.template().speed, 4, "GAP-40: a fighter's Speed is 4");
    assert_eq!(intercept_radius(fighter), 2, "2 ≤ 4/2");
    // On the map: the Kingdom's fighter at its Airfield meets a raid whose
    // target is 2 steps away, not one 3 steps away.
    for (steps, meets) in [(2, true), (3, false)] {
        let (mut s, bomber, _, _) = scene("bomber");
        let target_at = sub("s_brenneval_1");
        let base = crate::map::map()
            .board
            .ids()
            .find(|&r| distance(target_at, r) == Some(steps) && s.owner_at(r) == Some(Player::Kingdom))
            .expect("a Kingdom sub-province that far");
        s.subs[base.index()].building = Some(Building::Airfield);
        put(&mut s, Some(Player::Kingdom), "fighter", base, 1);
        let events = exec(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at: target_at }).expect("a raid");
        let intercepted = events.iter().any(|e| matches!(e, Event::Intercepted { .. }));
        assert_eq!(intercepted, meets, "EX-68: target {steps} steps from the fighter's base");
    }
}

#[test]
fn ex_69_kk_air_10_amb_62_a_bomb_of_value_6_hits_on_6_7_8() {
    assert!([6, 7, 8].into_iter().all(|d| bomb_hits(d, 6)));
    assert!((1..=5).all(|d| !bomb_hits(d, 6)));
    // The raid itself: a d8 of 6 destroys the Farm, a 5 leaves it.
    for (die, destroyed) in [(6, true), (5, false)] {
        let (mut s, bomber, _, at) = scene("bomber");
        let mut dice = dice_showing(&[(8, die)]);
        let events = exec_with(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }, &mut dice).expect("ok");
        assert!(events.iter().any(|e| matches!(e, Event::Bombed { die: d, need: 6, .. } if *d == die)));
        assert_eq!(s.building(at).is_none(), destroyed, "d8 = {die}");
        // KK-AIR-11: one mission a turn.
        assert_eq!(exec(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }), Err(Refuse::NoMission));
    }
}

#[test]
fn kk_air_06_amb_69_a_gun_turns_the_raid_back_and_fires_once_a_turn() {
    let (mut s, bomber, _, at) = scene("bomber");
    let gun = put(&mut s, Some(Player::Kingdom), "aa_artillery", at, 1)[0];
    // The gun loses its engagement (1 against 4) but rolls a 5: the bombs never fall.
    let mut dice = dice_showing(&[(4, 1), (4, 4), (6, 5)]);
    let events = exec_with(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }, &mut dice).expect("ok");
    assert!(events.iter().any(|e| matches!(e, Event::AntiAircraft { die: 5, .. })));
    assert!(events.iter().any(|e| matches!(e, Event::MissionAborted { unit } if *unit == bomber)));
    assert!(!events.iter().any(|e| matches!(e, Event::Bombed { .. })), "KK-AIR-06: no bombing");
    assert_eq!(s.building(at), Some(Building::Farm));
    assert!(s.unit(gun).is_some_and(|g| g.aa_fired && g.losses == 0), "AMB-69: the gun takes no losses");
    // A second bomber the same turn: the gun has fired (AMB-69, once a turn).
    let second = put(&mut s, Some(Player::Republic), "bomber", sub("s_serenza_2"), 1)[0];
    let events = exec(&mut s, Player::Republic, &Action::Bomb { unit: second, at }).expect("ok");
    assert!(!events.iter().any(|e| matches!(e, Event::AntiAircraft { .. })));
}

#[test]
fn kk_air_04_a_strike_gets_no_reply() {
    let (mut s, fighter, target, _) = scene("fighter");
    // The fighter's 4 against the spearmen's 1: a hit, and no losses for it.
    let mut dice = dice_showing(&[(4, 4), (4, 1)]);
    let events =
        exec_with(&mut s, Player::Republic, &Action::AirStrike { unit: fighter, target }, &mut dice).expect("ok");
    let Some(Event::Fired { engagement }) = events.iter().find(|e| matches!(e, Event::Fired { .. })) else {
        panic!("no strike in {events:?}")
    };
    assert!(engagement.attacker_wins);
    assert!(s.unit(target).is_none_or(|t| t.losses > 0 || t.routed), "the spearmen suffer");
    assert!(s.unit(fighter).is_some_and(|f| f.losses == 0 && f.at == sub("s_serenza_2")), "no reply, at its base");
    let text = crate::describe::event(&s, &events[0]);
    assert!(!text.key.is_empty());
}

#[test]
fn kk_air_03_gap_25_only_fighters_attack_aircraft() {
    let (mut s, bomber, _, at) = scene("bomber");
    s.subs[at.index()].building = Some(Building::Airfield);
    let enemy = put(&mut s, Some(Player::Kingdom), "fighter", at, 1)[0];
    assert_eq!(
        exec(&mut s, Player::Republic, &Action::AirStrike { unit: bomber, target: enemy }),
        Err(Refuse::AirTarget)
    );
    let fighter = put(&mut s, Some(Player::Republic), "fighter", sub("s_serenza_2"), 1)[0];
    assert!(exec(&mut s, Player::Republic, &Action::AirStrike { unit: fighter, target: enemy }).is_ok());
}

#[test]
fn kk_air_01_range_is_speed_and_a_base_is_an_airfield() {
    let (mut s, fighter, _, _) = scene("fighter");
    let far = at_distance(sub("s_serenza_2"), 5);
    let enemy = put(&mut s, Some(Player::Kingdom), "spearmen", far, 1)[0];
    assert_eq!(
        exec(&mut s, Player::Republic, &Action::AirStrike { unit: fighter, target: enemy }),
        Err(Refuse::AirRange { range: 4 })
    );
    // A plane away from any airfield cannot fly.
    let stray = put(&mut s, Some(Player::Republic), "fighter", sub("s_serenza_3"), 1)[0];
    assert_eq!(
        exec(&mut s, Player::Republic, &Action::Rebase { unit: stray, to: sub("s_serenza_2") }),
        Err(Refuse::NoMission)
    );
    // Rebasing: only to an Airfield of one's own, within range.
    assert_eq!(
        exec(&mut s, Player::Republic, &Action::Rebase { unit: fighter, to: sub("s_serenza_3") }),
        Err(Refuse::NoBase)
    );
    s.subs[sub("s_serenza_3").index()].building = Some(Building::Airfield);
    exec(&mut s, Player::Republic, &Action::Rebase { unit: fighter, to: sub("s_serenza_3") }).expect("flies");
    assert!(s.unit(fighter).is_some_and(|f| f.at == sub("s_serenza_3") && f.acted));
    // Not in the economy window (GAP-50).
    s.phase = Phase::Economy;
    assert!(matches!(
        exec(&mut s, Player::Republic, &Action::Rebase { unit: stray, to: sub("s_serenza_2") }),
        Err(Refuse::WrongPhase { .. })
    ));
}

#[test]
fn kk_air_02_a_seaplane_bases_on_a_river_or_the_coast() {
    let s = bare(Player::Republic, Phase::Movement);
    let seaplane = Kind::of("seaplane").expect("seaplane");
    let river = sub("s_serenza_1");
    assert!(crate::map::map().sub(river).river);
    assert!(crate::air::is_base(&s, Player::Republic, seaplane, river));
    assert!(!crate::air::is_base(&s, Player::Republic, Kind::of("bomber").expect("bomber"), river));
    assert!(!crate::air::is_base(&s, Player::Kingdom, seaplane, river), "only in one's own province");
}

#[test]
fn kk_air_08_amb_49_a_winning_interceptor_ends_the_mission_once_a_phase() {
    let (mut s, bomber, _, at) = scene("bomber");
    let base = sub("s_brenneval_2");
    s.subs[base.index()].building = Some(Building::Airfield);
    let fighter = put(&mut s, Some(Player::Kingdom), "fighter", base, 1)[0];
    let mut dice = dice_showing(&[(4, 4), (4, 1)]);
    let events = exec_with(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }, &mut dice).expect("ok");
    assert!(matches!(events.iter().find(|e| matches!(e, Event::Intercepted { .. })),
        Some(Event::Intercepted { engagement }) if engagement.attacker_wins && engagement.attack.unit == fighter));
    assert!(events.iter().any(|e| matches!(e, Event::MissionAborted { .. })), "KK-AIR-09");
    assert_eq!(s.building(at), Some(Building::Farm));
    assert!(s.unit(fighter).is_some_and(|f| f.intercepted && f.at == base), "back at its base");
    let second = put(&mut s, Some(Player::Republic), "bomber", sub("s_serenza_2"), 1)[0];
    let events = exec(&mut s, Player::Republic, &Action::Bomb { unit: second, at }).expect("ok");
    assert!(!events.iter().any(|e| matches!(e, Event::Intercepted { .. })), "once a movement phase");
}

#[test]
fn kk_unit_18_amb_44_aircraft_at_an_undefended_base_change_sides() {
    let (mut s, fighter, _, _) = scene("fighter");
    let base = sub("s_serenza_2");
    let from = crate::map::map().land_neighbours(base).next().expect("a neighbour");
    s.slot = u32::try_from(Player::Kingdom.index()).unwrap_or(0);
    let raiders = put(&mut s, Some(Player::Kingdom), "spearmen", from, 1);
    let kind = s.unit(raiders[0]).expect("raider").kind;
    exec(&mut s, Player::Kingdom, &Action::Move { from, to: base, group: vec![(kind, 1)] }).expect("a step");
    let f = s.unit(fighter).expect("the fighter");
    assert_eq!((f.owner, f.fresh), (Some(Player::Kingdom), true));
}

#[test]
fn gap_33_kk_rec_aircraft_are_recruited_at_an_airfield() {
    let mut s = bare(Player::Republic, Phase::Economy);
    let serenza = province("p_serenza");
    s.subs[sub("s_serenza_3").index()].building = Some(Building::AircraftFactory);
    let fighter = Kind::of("fighter").expect("fighter");
    let recruit = Action::Recruit { province: serenza, kind: fighter, count: 2, upgrade: 0 };
    assert_eq!(exec(&mut s, Player::Republic, &recruit), Err(Refuse::NeedsBuilding), "an Airfield is required");
    s.subs[sub("s_serenza_4").index()].building = Some(Building::Airfield);
    exec(&mut s, Player::Republic, &recruit).expect("recruited");
    let planes: Vec<_> = s.units.iter().filter(|u| u.kind == fighter).collect();
    assert_eq!(planes.len(), 2);
    assert!(planes.iter().all(|u| u.at == sub("s_serenza_4") && u.fresh), "at the Airfield, fresh");
}

#[test]
fn kk_air_01_the_guide_speaks_of_missions_while_one_may_be_flown() {
    use engine::rules::Rules;
    let seat = engine::seat::SeatId(3);
    let (mut s, bomber, _, at) = scene("bomber");
    let guide = crate::KhansAndKings::guide(&s, seat).expect("a guide");
    assert_eq!((guide.text.key.as_str(), guide.rule.as_str()), ("kk.guide.movement_air", "KK-AIR"));
    exec(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }).expect("a raid");
    let guide = crate::KhansAndKings::guide(&s, seat).expect("a guide");
    assert_eq!(guide.text.key, "kk.guide.movement", "its mission flown");
}

/// KK-UNIT-18, AMB-44 (rules 4) — a base held by a state's land units and
/// by independent units, with none of the aircraft's own state's, is taken
/// by that state whichever unit is found first; independents take nothing.
/// Rules 3 took the first hostile unit found and, independent, none.
#[test]
fn kk_unit_18_a_base_is_taken_past_independent_units() {
    for rules in [3, 4] {
        let (mut s, plane, _, _) = scene("fighter");
        s.rules = rules;
        let base = sub("s_serenza_2");
        put(&mut s, None, "partisans", base, 1);
        let mut alone = s.clone();
        put(&mut s, Some(Player::Kingdom), "spearmen", base, 1);
        let mut ev = crate::Ev::default();
        crate::air::take_bases(&mut s, &mut ev);
        let taken = s.unit(plane).map(|u| u.owner) == Some(Some(Player::Kingdom));
        assert_eq!(taken, rules >= 4, "rules {rules}");
        crate::air::take_bases(&mut alone, &mut ev);
        assert_eq!(alone.unit(plane).map(|u| u.owner), Some(Some(Player::Republic)), "independents take nothing");
    }
}

/// KK-BLD-21, KK-POW-09 (rules 4) — a prisoner camp bombed to ruin passes
/// its prisoners on as any camp destroyed: the bomber's own are freed, the
/// others go to its camps or are lost. Rules 3 left them in a camp no
/// longer there (found by the invariant of KK-POW-01).
#[test]
fn kk_bld_21_a_bombed_camp_gives_up_its_prisoners() {
    for rules in [4, 3] {
        let (mut s, bomber, _, at) = scene("bomber");
        s.rules = rules;
        s.subs[at.index()].building = Some(Building::PrisonerCamp);
        let own = super::prisoners::prisoner(&mut s, Some(Player::Republic), "riflemen", Player::Kingdom, at);
        let mut dice = dice_showing(&[(8, 8)]);
        exec_with(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }, &mut dice).expect("a raid");
        assert_eq!(s.building(at), None, "the camp is destroyed");
        let freed = s.unit(own).is_some_and(|u| u.owner == Some(Player::Republic));
        assert_eq!(freed, rules >= 4, "rules {rules}");
        assert_eq!(s.prisoners.is_empty(), rules >= 4);
    }
}
