//! The computer of version 6, each choice set up so that one rule decides
//! it: the battle fought sparingly, flight, tribal warriors, vassals,
//! upgrades, bombardment, rebasing, sweeping and generals withdrawn.

use super::Profile;
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::tables::Government;
use crate::ids::Player::{Empire, Kingdom, Republic};
use crate::map::map;
use crate::state::{Battle, GeneralAt, Phase, State};
use crate::tests::{bare, province, put, sub};
use engine::dice::Dice;
use engine::side::Side;

fn act(s: &State, p: crate::ids::Player, profile: Profile) -> Option<Action> {
    super::computer_action_as(s, p, &mut Dice::from_seed("v6"), profile)
}

/// The Kingdom's four riflemen attacking two Empire militia at Valmont 2.
fn battle() -> State {
    let mut s = bare(Kingdom, Phase::Movement);
    for ps in &mut s.players {
        ps.hand.clear();
    }
    let at = sub("s_valmont_2");
    let from = map().land_neighbours(at).next().expect("a neighbour");
    let ours = put(&mut s, Some(Kingdom), "riflemen", at, 4);
    let foes = put(&mut s, Some(Empire), "militia", at, 2);
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: ours.iter().map(|&id| (id, from)).collect(),
        acted: Vec::new(),
        defenders: foes,
        begun: false,
    });
    s
}

/// KK-CMB-18, AMB-23, AMB-24 — supporters are used up with the attacker:
/// version 5 committed every ready unit to its first engagement (three
/// supporters against the first of two militia, leaving none for the
/// second, so the battle ended with everyone sent back); version 6 spends
/// the fewest that bring the odds up, within what the second needs.
#[test]
fn kk_cmb_18_the_computer_keeps_units_for_the_next_engagement() {
    let s = battle();
    let support = |a: Option<Action>| match a {
        Some(Action::Engage { support, .. }) => support,
        other => panic!("an engagement, not {other:?}"),
    };
    assert_eq!(support(act(&s, Kingdom, Profile::PREVIOUS)), 3, "version 5: every ready unit");
    assert!(support(act(&s, Kingdom, Profile::CURRENT)) <= 1, "version 6: two units an engagement at most");
}

/// KK-CMB-21, AMB-50 — asked between engagements, version 6 flees a battle
/// it cannot hold (its one militia against four riflemen, somewhere to
/// go); version 5 stands.
#[test]
fn kk_cmb_21_the_computer_flees_a_lost_battle() {
    let mut s = battle();
    let foes = crate::battle::defenders(&s);
    s.units.retain(|u| u.id != foes[0]);
    s.asks = vec![crate::state::Ask::Flee(Empire)];
    assert_eq!(act(&s, Empire, Profile::CURRENT), Some(Action::Withdraw));
    assert_eq!(act(&s, Empire, Profile::PREVIOUS), Some(Action::Stand));
}

/// KK-REC-29…31, GAP-06 — a Feudal Monarchy grants privileges to its
/// lowest-Wealth national province, then calls its vassals.
#[test]
fn kk_rec_29_the_computer_calls_its_vassals() {
    let mut s = bare(Kingdom, Phase::Economy);
    for ps in &mut s.players {
        ps.hand.clear();
        ps.objectives = Some(crate::objectives::Objective::Conqueror);
    }
    s.players[Kingdom.index()].government = Government::FeudalMonarchy;
    let Some(Action::GrantPrivileges { province: pr }) = super::kit::vassals(&s, Kingdom) else {
        panic!("privileges first")
    };
    let lowest = s.provinces_of(Kingdom).map(|q| crate::economy::wealth_level(&s, q)).min();
    assert_eq!(Some(crate::economy::wealth_level(&s, pr)), lowest);
    crate::tests::exec(&mut s, Kingdom, &Action::GrantPrivileges { province: pr }).expect("granted");
    assert_eq!(super::kit::vassals(&s, Kingdom), Some(Action::CallVassals { province: pr }));
    assert!(
        !super::economy::economy(&s, Kingdom, Profile::PREVIOUS)
            .is_some_and(|a| matches!(a, Action::GrantPrivileges { .. } | Action::CallVassals { .. }))
    );
}

/// KK-UNIT-16 — a recruit takes the upgrade of most Strength at half price
/// when the state can pay it and keep its reserve.
#[test]
fn kk_unit_16_the_computer_recruits_with_an_upgrade() {
    let mut s = bare(Kingdom, Phase::Economy);
    let valmont = province("p_valmont");
    let subs = map().province(valmont).subs.clone();
    s.subs[subs[1].index()].building = Some(Building::Barracks);
    s.subs[subs[2].index()].building = Some(Building::Armoury);
    let spearmen = crate::data::units::Kind::of("spearmen").expect("spearmen");
    let index = super::kit::recruit_upgrade(&s, Kingdom, valmont, spearmen);
    let upgrade = crate::data::upgrades::Upgrade::ALL[usize::from(index) - 1];
    assert_eq!(upgrade, crate::data::upgrades::Upgrade::ImprovedWeapons, "+1 Strength");
    s.players[Kingdom.index()].stock = crate::data::resources::Stock::default();
    assert_eq!(super::kit::recruit_upgrade(&s, Kingdom, valmont, spearmen), 0, "not without the means");
}

/// KK-CMB-31, KK-CMB-32 — heavy guns bombard an enemy Stronghold in range
/// before any other building.
#[test]
fn kk_cmb_31_the_computer_bombards_a_stronghold() {
    let mut s = bare(Empire, Phase::Movement);
    let gun = put(&mut s, Some(Empire), "heavy_artillery", sub("s_kholmgard_1"), 1)[0];
    let castle = sub("s_grisfort_3");
    s.subs[castle.index()].building = Some(Building::Castle);
    let legal = crate::legal::legal_actions(&s, Empire);
    let a = super::kit::bombard(&s, Empire, &legal);
    assert_eq!(a, Some(Action::Bombard { unit: gun, at: castle }), "{a:?}");
}

/// KK-GENL-07 — a general with no unit within two steps goes back to the
/// pool (to be placed by the largest army in a later window).
#[test]
fn kk_genl_07_the_computer_recalls_a_lonely_general() {
    let mut s = bare(Kingdom, Phase::Economy);
    for g in &mut s.players[Kingdom.index()].generals {
        g.at = GeneralAt::Unrecruited;
    }
    s.players[Kingdom.index()].generals[0].at = GeneralAt::Map(sub("s_valmont_2"));
    assert_eq!(super::kit::withdraw_general(&s, Kingdom), Some(Action::WithdrawGeneral { number: 0 }));
    put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1);
    assert_eq!(super::kit::withdraw_general(&s, Kingdom), None, "he leads it");
}

/// GAP-13 — a minelayer clears an enemy barrier where it stands.
#[test]
fn gap_13_the_computer_sweeps_an_enemy_barrier() {
    let mut s = bare(Republic, Phase::Movement);
    let sea = map().board.ids().find(|&r| map().is_sea(r)).expect("a sea");
    put(&mut s, Some(Republic), "minelayer", sea, 1);
    s.subs[sea.index()].mines = Some(Empire);
    let legal = crate::legal::legal_actions(&s, Republic);
    assert_eq!(super::kit::sweep(&s, Republic, &legal), Some(Action::Sweep { at: sea }));
}
