//! The seven faults of issue 38, each played through actions as a player
//! would. Every scene is played twice: under rules 1, which keep the code
//! as it was (so the scene shows the fault: the test can fail), and under
//! rules 2, which mend it.

use super::{bare, count, dice_showing, exec, exec_with, pass_to, put};
use crate::action::{Action, Group};
use crate::event::{Event, SiegeEnd};
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::refusal::Refuse;
use crate::state::{KardAt, State};
use Faction::{Heilbron, Kerdurin, LakeCity, Malmo};
use UnitKind::{Ruler, Troop};
use engine::refusal::TurnRefusal;
use engine::side::Side;

fn troops(n: u32) -> Group {
    Group { troop: n, ..Group::default() }
}

fn under(rules: u32, mut s: State) -> State {
    s.rules = rules;
    s
}

/// Round 2, Malmo's turn, the last of the round: the giants come next
/// (round 3). Kerdurin's Lomen holds 1 troop; in its lands stand 2 troops
/// and Robert.
fn giants_before_lomen(rules: u32) -> State {
    let mut s = under(rules, bare(Malmo));
    s.round = 2;
    put(&mut s, Some(Kerdurin), Troop, city("lomen"), 1);
    put(&mut s, Some(Kerdurin), Troop, pos("lomen"), 2);
    put(&mut s, Some(Kerdurin), Ruler, pos("lomen"), 1);
    s
}

/// Fault 1 — SR-34, SR-G9, SR-AMB-20: the giants take Lomen (target die 4,
/// the giant's die 6, the defenders' 1: 2 and 1 casualties, 4 against 1).
/// The survivors in its lands withdraw to a neighbouring field Kerdurin
/// chooses, Robert with them; under rules 1 they were removed and Robert
/// held by the neutrals.
#[test]
fn fault_1_the_giants_survivors_in_the_field_withdraw() {
    let giants = |rules| {
        let mut s = giants_before_lomen(rules);
        let events = exec_with(&mut s, Malmo, &Action::EndTurn, &mut dice_showing(&[4, 6, 1])).expect("round 3");
        assert!(events.iter().any(|e| matches!(e, Event::GiantBattle { giant_wins: true, value: (2, 1), .. })));
        assert_eq!(s.owner(city("lomen")), None, "Lomen is the neutrals'");
        s
    };
    let old = giants(1);
    assert_eq!(
        count(&old, Some(Kerdurin), Troop, pos("lomen")) + count(&old, Some(Kerdurin), Troop, pos("kerdurin")),
        0
    );
    assert_eq!(old.faction(Kerdurin).kard, KardAt::Captive { by: None, at: city("lomen") }, "rules 1: the fault");

    let mut s = giants(2);
    let d = s.pending.first().expect("Kerdurin chooses where its survivors go").clone();
    assert_eq!(d.by, Kerdurin);
    assert_eq!(d.options, [pos("kerdurin"), pos("rotstain"), pos("malmo")], "the free fields, never the city");
    assert_eq!(s.decider(), Some(Kerdurin), "the game waits for Kerdurin's seat");
    assert_eq!(
        exec(&mut s, Malmo, &Action::EndTurn).map(|_| ()),
        Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Kerdurin) }))
    );
    exec(&mut s, Kerdurin, &Action::Withdraw { to: pos("kerdurin") }).expect("Kerdurin chooses its own lands");
    assert_eq!(count(&s, Some(Kerdurin), Troop, pos("kerdurin")), 1, "the surviving troop");
    assert_eq!(count(&s, Some(Kerdurin), Ruler, pos("kerdurin")), 1, "Robert with it");
    assert_eq!(s.faction(Kerdurin).kard, KardAt::Free);
    assert!(s.pending.is_empty());
}

/// Fault 1 — SR-G9: with nowhere to go, the field's survivors are removed
/// and a kard among them is held by the new neutral city.
#[test]
fn fault_1_the_giants_survivors_with_nowhere_to_go_are_lost() {
    let mut s = giants_before_lomen(2);
    for field in ["kerdurin", "rotstain", "malmo"] {
        put(&mut s, Some(Heilbron), Troop, pos(field), 1);
    }
    exec_with(&mut s, Malmo, &Action::EndTurn, &mut dice_showing(&[4, 6, 1])).expect("round 3");
    assert!(s.pending.is_empty());
    assert_eq!(count(&s, Some(Kerdurin), Troop, pos("lomen")), 0);
    assert_eq!(s.faction(Kerdurin).kard, KardAt::Captive { by: None, at: city("lomen") });
}

/// Fault 2 — SR-6: with 1 supply and 6 troops in Kerdurin, a move of five
/// is offered (the player picks how many in its fields) and taken.
#[test]
fn fault_2_a_move_is_offered_with_what_the_treasury_can_pay() {
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 1;
    put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 6);
    let moves: Vec<Action> =
        crate::legal::legal_actions(&s, Kerdurin).into_iter().filter(|a| matches!(a, Action::Move { .. })).collect();
    let out = Action::Move { from: city("kerdurin"), to: pos("kerdurin"), group: troops(5) };
    assert_eq!(moves, std::slice::from_ref(&out), "five of the six, for the 1 supply");
    let amounts = crate::legal::amounts(&s, Kerdurin, &out);
    assert_eq!((amounts[0].min, amounts[0].max), (0, 6), "the player picks how many troops");
    exec(&mut s, Kerdurin, &out).expect("offered, so legal");
    assert_eq!((count(&s, Some(Kerdurin), Troop, pos("kerdurin")), s.faction(Kerdurin).supplies), (5, 0));
    assert_eq!(
        exec(&mut s, Kerdurin, &Action::Move { from: city("kerdurin"), to: pos("kerdurin"), group: troops(1) })
            .map(|_| ()),
        Err(Refuse::NoSupplies { cost: 1, have: 0 })
    );
}

/// Kerdurin besieges Mineur (2 troops of Heilbron) with 6 troops, and
/// Heilbron's capital, whose walls are lost, where Petros and 1 troop hold
/// the fortress, with 8; it borders Heilbron's lands through the Tribal
/// Hills. Both sieges began in an earlier turn.
fn kerdurin_besieges_heilbron(rules: u32) -> State {
    let mut s = under(rules, bare(Kerdurin));
    s.round = 2;
    s.turn = 6;
    put(&mut s, Some(Heilbron), Troop, city("mineur"), 2);
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 6);
    put(&mut s, Some(Heilbron), Troop, city("heilbron"), 1);
    put(&mut s, Some(Heilbron), Ruler, city("heilbron"), 1);
    put(&mut s, Some(Kerdurin), Troop, pos("heilbron"), 8);
    put(&mut s, Some(Kerdurin), Troop, pos("wild_hills"), 1);
    for c in ["mineur", "heilbron"] {
        exec(&mut s, Kerdurin, &Action::Besiege { city: city(c) }).expect("stronger than the defence");
    }
    s.cities.iter_mut().filter(|c| c.city == city("heilbron")).for_each(|c| c.walls_lost = true);
    s.turn += 5;
    s.cities.iter_mut().for_each(|c| c.stormed = false);
    s
}

/// Fault 3 — SR-40, SR-42, SR-45: Kerdurin storms Heilbron's fortress and
/// captures Petros; Heilbron becomes its vassal, and the siege of Mineur
/// ends: the lord may no longer storm it, nor the vassal sally out.
#[test]
fn fault_3_vassalage_ends_the_sieges_between_lord_and_vassal() {
    let vassal = |rules| {
        let mut s = kerdurin_besieges_heilbron(rules);
        exec(&mut s, Kerdurin, &Action::Storm { city: city("heilbron") }).expect("the fortress falls");
        assert_eq!(s.faction(Heilbron).lord, Some(Kerdurin), "Heilbron serves Kerdurin");
        s
    };
    let mut old = vassal(1);
    assert!(old.city(city("mineur")).and_then(|c| c.siege).is_some(), "rules 1: the fault");
    assert_eq!(crate::check::check(&old, Kerdurin, &Action::Storm { city: city("mineur") }), Ok(()));
    pass_to(&mut old, Heilbron);
    assert_eq!(crate::check::check(&old, Heilbron, &Action::Sortie { city: city("mineur") }), Ok(()));

    let mut s = vassal(2);
    assert_eq!(s.city(city("mineur")).and_then(|c| c.siege), None);
    assert_eq!(
        exec(&mut s, Kerdurin, &Action::Storm { city: city("mineur") }).map(|_| ()),
        Err(Refuse::NotBesiegedLong)
    );
    pass_to(&mut s, Heilbron);
    assert_eq!(exec(&mut s, Heilbron, &Action::Sortie { city: city("mineur") }).map(|_| ()), Err(Refuse::NoGarrison));
}

/// Petros is held by the neutrals of Baria (1 troop); `taker`'s 6 troops
/// besiege Baria from its swamps, and a round later storm it.
fn storm_baria(rules: u32, taker: Faction) -> State {
    let mut s = under(rules, bare(taker));
    s.factions[Heilbron.index()].kard = KardAt::Captive { by: None, at: city("baria") };
    s.cities.iter_mut().filter(|c| c.city == city("heran")).for_each(|c| c.owner = Some(taker));
    put(&mut s, None, Troop, city("baria"), 1);
    put(&mut s, Some(taker), Troop, pos("baria"), 6);
    exec(&mut s, taker, &Action::Besiege { city: city("baria") }).expect("6 against 1");
    pass_to(&mut s, Malmo);
    pass_to(&mut s, taker);
    exec(&mut s, taker, &Action::Storm { city: city("baria") }).expect("a storm a round later");
    assert_eq!(s.owner(city("baria")), Some(taker));
    s
}

/// Fault 4 — SR-24, SR-25: Lake City takes Baria, where the neutrals hold
/// Petros: he is Lake City's captive now, and Heilbron's ransom pays Lake
/// City instead of raising neutral troops inside Lake City's Baria.
#[test]
fn fault_4_a_kard_held_by_the_neutrals_passes_to_the_conqueror() {
    let ransom = |s: &mut State| {
        s.factions[Heilbron.index()].supplies = 9;
        pass_to(s, Heilbron);
        exec(s, Heilbron, &Action::RansomKard).expect("ransom");
    };
    let mut old = storm_baria(1, LakeCity);
    assert_eq!(old.faction(Heilbron).kard, KardAt::Captive { by: None, at: city("baria") }, "rules 1: the fault");
    ransom(&mut old);
    assert_eq!(count(&old, None, Troop, city("baria")), 2, "rules 1: neutral troops inside Lake City's city");

    let mut s = storm_baria(2, LakeCity);
    assert!(matches!(s.faction(Heilbron).kard, KardAt::Captive { by: Some(LakeCity), .. }));
    let before = s.faction(LakeCity).supplies;
    ransom(&mut s);
    assert_eq!(count(&s, None, Troop, city("baria")), 0);
    assert!(s.faction(LakeCity).supplies >= before + 5, "Lake City is paid the ransom");
    assert_eq!(s.faction(Heilbron).kard, KardAt::Free);
}

/// Fault 4 — Heilbron itself takes the city where the neutrals hold
/// Petros: he is free there.
#[test]
fn fault_4_a_realm_taking_its_kards_prison_frees_him() {
    let s = storm_baria(2, Heilbron);
    assert_eq!(s.faction(Heilbron).kard, KardAt::Free);
    assert_eq!(count(&s, Some(Heilbron), Ruler, city("baria")), 1);
}

/// Kerdurin lays siege to Mineur (2 troops, open) with 6 troops, then
/// marches 5 of them back, leaving 1.
fn siege_left_with_one(rules: u32) -> (State, Vec<Event>) {
    let mut s = under(rules, bare(Kerdurin));
    put(&mut s, Some(Heilbron), Troop, city("mineur"), 2);
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 6);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("mineur") }).expect("6 against 2");
    let events = exec(&mut s, Kerdurin, &Action::Move { from: pos("mineur"), to: pos("kerdurin"), group: troops(5) })
        .expect("a march home");
    (s, events)
}

/// Fault 5 — SR-14: the siege is broken as the besiegers march away (1
/// against 2), so Heilbron may recruit in Mineur in its turn, which comes
/// next in the round; under rules 1 the siege stood until the round ended.
#[test]
fn fault_5_a_siege_breaks_when_the_besiegers_march_away() {
    let raise = Action::Recruit { at: city("mineur"), item: crate::action::Item::Troop, count: 1 };
    let (mut old, _) = siege_left_with_one(1);
    assert!(old.city(city("mineur")).and_then(|c| c.siege).is_some(), "rules 1: the fault");
    pass_to(&mut old, Heilbron);
    assert_eq!(exec(&mut old, Heilbron, &raise).map(|_| ()), Err(Refuse::BadRecruitPlace));

    let (mut s, events) = siege_left_with_one(2);
    assert!(events.contains(&Event::SiegeEnded { city: city("mineur"), why: SiegeEnd::Broken }), "{events:?}");
    pass_to(&mut s, Heilbron);
    exec(&mut s, Heilbron, &raise).expect("Mineur is free to recruit");
}

/// Kerdurin's 12 troops besiege Heilbron (1 troop behind standing walls:
/// 2), and storm it a round later.
fn storm_heilbron(rules: u32) -> (State, Vec<Event>) {
    let mut s = under(rules, bare(Kerdurin));
    put(&mut s, Some(Heilbron), Troop, city("heilbron"), 1);
    put(&mut s, Some(Kerdurin), Troop, pos("heilbron"), 12);
    put(&mut s, Some(Kerdurin), Troop, pos("wild_hills"), 1);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("heilbron") }).expect("12 against 2");
    pass_to(&mut s, Malmo);
    pass_to(&mut s, Kerdurin);
    let events = exec(&mut s, Kerdurin, &Action::Storm { city: city("heilbron") }).expect("a storm");
    assert!(events.iter().any(|e| matches!(e, Event::BattleResult { left: (_, 0), attacker_wins: true })));
    (s, events)
}

/// Fault 6 — SR-16, SR-AMB-16: a storm that leaves no defender takes the
/// fortified city; under rules 1 it only took the walls, and the empty
/// fortress held.
#[test]
fn fault_6_a_storm_that_kills_every_defender_takes_the_city() {
    let (old, events) = storm_heilbron(1);
    assert!(events.contains(&Event::WallsLost { city: city("heilbron") }), "rules 1: the fault");
    assert_eq!(old.owner(city("heilbron")), Some(Heilbron));

    let (s, events) = storm_heilbron(2);
    assert!(events.contains(&Event::CityTaken { city: city("heilbron"), by: Some(Kerdurin) }), "{events:?}");
    assert_eq!(s.owner(city("heilbron")), Some(Kerdurin));
    assert_eq!(count(&s, Some(Kerdurin), Troop, city("heilbron")), 12, "the stormers move in");
}

/// Kerdurin holds Heilbron's capital. Petros and 1 troop stand in
/// Kerdurin's lands, cut off (Kerdurin's troops hold Mineur's and Lomen's
/// lands, the Giants' Land is impassable); 2 Heilbron troops stand in
/// Rotstain's lands. Kerdurin's armies enter both places.
fn two_battles_against_heilbron(rules: u32) -> State {
    let mut s = under(rules, bare(Kerdurin));
    s.cities.iter_mut().filter(|c| c.city == city("heilbron")).for_each(|c| c.owner = Some(Kerdurin));
    put(&mut s, Some(Heilbron), Ruler, pos("kerdurin"), 1);
    put(&mut s, Some(Heilbron), Troop, pos("kerdurin"), 1);
    put(&mut s, Some(Heilbron), Troop, pos("rotstain"), 2);
    put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 6);
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 1);
    put(&mut s, Some(Kerdurin), Troop, pos("lomen"), 6);
    exec(&mut s, Kerdurin, &Action::Move { from: city("kerdurin"), to: pos("kerdurin"), group: troops(6) })
        .expect("out of the city onto Petros");
    exec(&mut s, Kerdurin, &Action::Move { from: pos("lomen"), to: pos("rotstain"), group: troops(5) })
        .expect("into Rotstain's lands");
    assert_eq!(s.engaged.len(), 2, "two battles pending");
    exec(&mut s, Kerdurin, &Action::Attack { at: pos("kerdurin") }).expect("the first battle");
    assert_eq!(s.faction(Heilbron).lord, Some(Kerdurin), "Petros captured: Heilbron is Kerdurin's vassal");
    s
}

/// Fault 7 — SR-G10, SR-42: a battle makes Heilbron Kerdurin's vassal while
/// another against it is pending; that battle is over (its foes are at
/// peace with it), so the turn can end. Under rules 1 the turn stuck:
/// the attack refused for want of foes, the end of the turn for the battle.
#[test]
fn fault_7_a_battle_against_a_new_vassal_no_longer_holds_the_turn() {
    let old = two_battles_against_heilbron(1);
    let rotstain = Action::Attack { at: pos("rotstain") };
    assert_eq!(crate::check::check(&old, Kerdurin, &rotstain), Err(Refuse::NoBattle), "rules 1: the fault");
    assert_eq!(crate::check::check(&old, Kerdurin, &Action::EndTurn), Err(Refuse::BattlePending));

    let mut s = two_battles_against_heilbron(2);
    assert!(s.engaged.is_empty(), "the battle against the vassal is over");
    assert!(crate::legal::legal_actions(&s, Kerdurin).contains(&Action::EndTurn));
    exec(&mut s, Kerdurin, &Action::EndTurn).expect("the turn ends");
}
