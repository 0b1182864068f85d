//! Rules 4's questions asked in another state's movement phase
//! (`answers`): a defender between engagements flees or stands (KK-CMB-21,
//! AMB-50), a state whose province is entered calls its tribal warriors or
//! not (KK-REC-23, AMB-17).

use super::prisoners::refused;
use super::{bare, dice_showing, exec, exec_with, province, put, sub};
use crate::action::Action;
use crate::event::{Event, Travel};
use crate::ids::Player::{Empire, Khanate, Kingdom};
use crate::ids::UnitId;
use crate::refusal::Refuse;
use crate::state::{Ask, Battle, Phase, State};
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::side::Side;

/// The Kingdom's three spearmen attack two Empire militia in Grisfort 1
/// from Grisfort 2, in the Kingdom's movement phase; the first engagement
/// is fought (a 4 against a 1: one militia beaten).
pub fn battle_scene() -> (State, Vec<UnitId>, Vec<UnitId>) {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_grisfort_1");
    let from = sub("s_grisfort_2");
    let ours = put(&mut s, Some(Kingdom), "spearmen", at, 3);
    let foes = put(&mut s, Some(Empire), "militia", at, 2);
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: ours.iter().map(|&id| (id, from)).collect(),
        acted: Vec::new(),
        defenders: foes.clone(),
        begun: false,
    });
    let engage = Action::Engage { attacker: ours[0], target: foes[0], support: 0 };
    exec_with(&mut s, Kingdom, &engage, &mut dice_showing(&[(4, 4), (4, 1)])).expect("the first engagement");
    (s, ours, foes)
}

/// KK-CMB-21, AMB-50 — after an engagement that leaves the battle going,
/// the defending state is asked: it alone acts, offered to flee or stand;
/// standing, the attacker fights on.
#[test]
fn kk_cmb_21_the_defender_is_asked_between_engagements_and_may_stand() {
    let (mut s, ours, foes) = battle_scene();
    assert_eq!(s.asks, vec![Ask::Flee(Empire)]);
    assert_eq!(s.acting(), Some(Empire), "the defender answers first");
    let seat = Empire.seat();
    assert_eq!(crate::KhansAndKings::legal_actions(&s, seat), vec![Action::Stand, Action::Withdraw]);
    let next = Action::Engage { attacker: ours[1], target: foes[1], support: 0 };
    refused(&s, Kingdom, &next, Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Empire) }), "not-your-turn");
    refused(&s, Empire, &Action::EndMovement, Refuse::FleeOrStand, "KK-CMB-21");
    let events = exec(&mut s, Empire, &Action::Stand).expect("the Empire stands");
    assert_eq!(crate::describe::event(&crate::tests::answers::battle_scene().0, &events[0]).key, "kk.event.stood");
    assert!(s.asks.is_empty() && s.acting() == Some(Kingdom) && s.battle.is_some());
    exec(&mut s, Kingdom, &next).expect("the attacker fights on");
    refused(&bare(Kingdom, Phase::Movement), Kingdom, &Action::Stand, Refuse::NotAsked, "AMB-50");
}

/// KK-CMB-21, AMB-50 — a defender that flees: each of its units goes to the
/// nearest free sub-province with room, not routed, its move over; the
/// battle ends with the attacker holding the ground (KK-CMB-08).
#[test]
fn kk_cmb_21_amb_50_the_defender_flees() {
    let (mut s, ours, _) = battle_scene();
    let at = sub("s_grisfort_1");
    let left: Vec<UnitId> = crate::battle::defenders(&s);
    let events = exec(&mut s, Empire, &Action::Withdraw).expect("the Empire flees");
    assert_eq!(crate::describe::event(&battle_scene().0, &events[0]).key, "kk.event.fled");
    for id in &left {
        let u = s.unit(*id).expect("fled, not lost");
        assert!(u.at != at && !u.routed && u.mp == 0, "{u:?}");
        assert!(!crate::movement::hostile_here(&s, u.at, Some(Empire)));
    }
    assert!(events.iter().any(|e| matches!(e, Event::UnitsMoved { travel: Travel::Fled, .. })));
    assert!(events.contains(&Event::BattleClosed), "the battle is over");
    assert!(s.battle.is_none() && s.asks.is_empty() && s.acting() == Some(Kingdom));
    assert!(ours.iter().any(|&id| s.unit(id).is_some_and(|u| u.at == at)), "the attacker holds the ground");
}

/// KK-CMB-21, KK-CMB-19 — a defender with nowhere to flee to is taken by
/// the attacker (no camp: lost).
#[test]
fn kk_cmb_19_a_defender_with_nowhere_to_flee_is_lost() {
    let (mut s, _, _) = battle_scene();
    let at = sub("s_grisfort_1");
    let m = crate::map::map();
    // Every neighbour held by the Kingdom: no free ground.
    for n in m.land_neighbours(at).collect::<Vec<_>>() {
        put(&mut s, Some(Kingdom), "spearmen", n, 1);
    }
    let left = crate::battle::defenders(&s);
    assert!(!crate::battle::may_all_flee(&s, Empire));
    exec(&mut s, Empire, &Action::Withdraw).expect("the Empire flees");
    assert!(left.iter().all(|&id| s.unit(id).is_none()), "taken or lost");
    assert!(s.battle.is_none());
}

/// AMB-50 — rules 1–3 ask nobody: the attacker fights on at once.
#[test]
fn amb_50_nobody_is_asked_under_rules_3() {
    let mut s = bare(Kingdom, Phase::Movement);
    s.rules = 3;
    let at = sub("s_grisfort_1");
    let ours = put(&mut s, Some(Kingdom), "spearmen", at, 3);
    let foes = put(&mut s, Some(Empire), "militia", at, 2);
    let from = sub("s_grisfort_2");
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: ours.iter().map(|&id| (id, from)).collect(),
        acted: Vec::new(),
        defenders: foes.clone(),
        begun: false,
    });
    let engage = Action::Engage { attacker: ours[0], target: foes[0], support: 0 };
    exec_with(&mut s, Kingdom, &engage, &mut dice_showing(&[(4, 4), (4, 1)])).expect("the first engagement");
    assert!(s.asks.is_empty() && s.acting() == Some(Kingdom));
}

/// A sub-province next to Altan Tala, outside it, and the Altan Tala
/// sub-province it touches.
fn border() -> (engine::board::RegionId, engine::board::RegionId) {
    let m = crate::map::map();
    let pr = province("p_altan_tala");
    m.province(pr)
        .subs
        .iter()
        .find_map(|&r| {
            m.land_neighbours(r)
                .find(|&n| m.province_of(n) != Some(pr) && crate::movement::may_enter(kind("spearmen"), r))
                .map(|n| (n, r))
        })
        .expect("a border")
}

fn kind(id: &str) -> crate::data::units::Kind {
    crate::data::units::Kind::of(id).expect(id)
}

/// Kingdom spearmen about to cross into the Khanate's Altan Tala (the
/// Khanate under the Mobile doctrine gathers tribal warriors, GAP-07), no
/// Khanate unit there: the step and the state it leaves.
pub fn crossing(rules: u32) -> (State, Action) {
    let mut s = bare(Kingdom, Phase::Movement);
    s.rules = rules;
    s.players[Khanate.index()].doctrine = crate::data::tables::Doctrine::Mobile;
    let (from, to) = border();
    put(&mut s, Some(Kingdom), "spearmen", from, 1);
    (s, Action::Move { from, to, group: vec![(kind("spearmen"), 1)] })
}

/// KK-REC-23, AMB-17 — as the enemy crosses into its province the Khanate
/// is asked; the province's holder waits for the answer. Not called, the
/// undefended province falls to the Kingdom; the right stays (KK-REC-27).
#[test]
fn kk_rec_23_the_owner_may_leave_its_tribal_warriors_uncalled() {
    let (mut s, step) = crossing(4);
    let pr = province("p_altan_tala");
    exec(&mut s, Kingdom, &step).expect("the step");
    assert_eq!(s.asks, vec![Ask::Tribes(Khanate, pr)]);
    assert_eq!(s.owner(pr), Some(Khanate), "not settled before the answer");
    let seat = Khanate.seat();
    let legal = crate::KhansAndKings::legal_actions(&s, seat);
    assert!(legal.contains(&Action::NoTribes { province: pr }));
    let offered = crate::tribal::kinds(&s, Khanate, pr);
    let regional = &crate::map::map().province(pr).regional;
    assert!(!offered.is_empty());
    for k in &offered {
        assert!(legal.contains(&Action::CallTribes { province: pr, kind: *k }));
        assert!(regional.is_empty() || regional.contains(k), "AMB-17: regional ones where the province has them");
    }
    refused(&s, Khanate, &Action::EndMovement, Refuse::TribesFirst, "KK-REC-23");
    let bad = Action::CallTribes { province: pr, kind: kind("royal_guard") };
    refused(&s, Khanate, &bad, Refuse::TribalKind, "KK-REC-23");
    let mut called = s.clone();
    let events = exec(&mut s, Khanate, &Action::NoTribes { province: pr }).expect("not called");
    assert!(events.iter().any(|e| matches!(e, Event::ProvinceTaken { by: Some(Kingdom), .. })));
    assert_eq!(s.owner(pr), Some(Kingdom));
    assert!(!crate::tribal::standing(&s, pr));
    // KK-REC-24, KK-REC-25: called, they stand in the capital and hold it.
    let chosen = *offered.last().expect("a kind");
    exec(&mut called, Khanate, &Action::CallTribes { province: pr, kind: chosen }).expect("called");
    assert_eq!(called.owner(pr), Some(Khanate));
    let capital = crate::map::map().province(pr).capital;
    let n = crate::tribal::warriors(crate::recruit::buildings_in(&called, pr).len());
    let warriors: Vec<_> = called.units.iter().filter(|u| u.origin == Some(crate::state::Origin::Tribal(pr))).collect();
    assert_eq!(warriors.len(), usize::try_from(n).unwrap_or(0));
    let m = crate::map::map();
    let capital_free = !crate::movement::hostile_here(&called, capital, Some(Khanate));
    assert!(warriors.iter().all(|u| u.kind == chosen && m.province_of(u.at) == Some(pr)));
    assert!(!capital_free || warriors.iter().any(|u| u.at == capital), "AMB-17: the capital first");
    assert_eq!(called.acting(), Some(Kingdom), "the mover goes on");
}

/// KK-REC-23 — rules 1–3 call them at once, the kind they always called.
#[test]
fn kk_rec_23_rules_3_calls_them_at_once() {
    let (mut s, step) = crossing(3);
    let pr = province("p_altan_tala");
    exec(&mut s, Kingdom, &step).expect("the step");
    assert!(s.asks.is_empty());
    assert!(
        s.units.iter().any(
            |u| u.origin == Some(crate::state::Origin::Tribal(pr)) && Some(u.kind) == crate::tribal::first_kind(pr)
        )
    );
}
