//! River gunboats (KK-UNIT-20, KK-UNIT-19, GAP-26 RIVER_SHIP, GAP-33,
//! GAP-37, AMB-19, AMB-44), on the Khanate's river at Orman Bel: its
//! Workshops stand in the capital, Orman Bel 1, by the river that parts it
//! from Kamenograd and Taigavik; Orman Bel 2 lies on the same river and on
//! the north-eastern sea.

use super::{bare, dice_showing, exec, exec_with, province, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::data::tables::{Doctrine, Government};
use crate::data::units::Kind;
use crate::event::{Engagement, Event};
use crate::ids::Player::{self, Empire, Khanate};
use crate::refusal::Refuse;
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::rules::Refusal;
use engine::side::Side;
use std::collections::BTreeSet;

fn kind(id: &str) -> Kind {
    Kind::of(id).expect("a unit")
}

fn gunboat() -> Kind {
    kind("river_gunboat")
}

/// The Khanate's Workshops on the river, its river bank by the sea, the sea.
fn orman_bel() -> (RegionId, RegionId, RegionId) {
    (sub("s_orman_bel_1"), sub("s_orman_bel_2"), sub("sea_east_1"))
}

/// `p` to act in `phase`; the Khanate neither a Tribal Khanate nor MOBILE,
/// so that no tribal warriors rise where its province is entered.
fn river_war(p: Player, phase: Phase) -> State {
    let mut s = bare(p, phase);
    let k = &mut s.players[Khanate.index()];
    k.government = Government::FeudalMonarchy;
    k.doctrine = Doctrine::TotalWar;
    s
}

fn engagement(events: &[Event]) -> Engagement {
    events
        .iter()
        .find_map(|e| if let Event::Engaged { engagement } = e { Some(engagement.clone()) } else { None })
        .expect("an engagement")
}

fn parts(count: &crate::event::Count) -> Vec<(&str, i32)> {
    count.parts.iter().map(|(k, n)| (k.as_str(), *n)).collect()
}

/// GAP-33, KK-UNIT-20 — river gunboats are recruited at Workshops standing
/// in a sub-province with a river, and appear there, fresh; they cost 1
/// metal, 1 wood (a craft state's FW) and 1 gold each and take no room.
/// Workshops away from the river are not enough; no Workshops, or hostile
/// units at them, neither.
#[test]
fn gap_33_gunboats_are_recruited_at_workshops_on_a_river() {
    let mut s = bare(Khanate, Phase::Economy);
    let (yard, _, _) = orman_bel();
    assert_eq!(s.building(yard), Some(Building::Workshops), "the Khanate's Workshops, on the river");
    let province_of_yard = province("p_orman_bel");
    let recruit = Action::Recruit { province: province_of_yard, kind: gunboat(), count: 2, upgrade: 0 };
    let offered = Action::Recruit { province: province_of_yard, kind: gunboat(), count: 1, upgrade: 0 };
    assert!(crate::legal::legal_actions(&s, Khanate).contains(&offered));
    let room = crate::movement::room(&s, yard, Some(Khanate));
    let stock = s.player(Khanate).stock;
    exec(&mut s, Khanate, &recruit).expect("recruited");
    let boats: Vec<_> = s.units.iter().filter(|u| u.kind == gunboat()).collect();
    assert_eq!(boats.len(), 2);
    assert!(boats.iter().all(|u| u.at == yard && u.fresh && u.owner == Some(Khanate)));
    assert_eq!(crate::movement::room(&s, yard, Some(Khanate)), room, "KK-TERR-07: ships take no room");
    for (r, n) in [(Resource::Metal, 2), (Resource::Wood, 2), (Resource::Gold, 2)] {
        assert_eq!(s.player(Khanate).stock.get(r), stock.get(r) - n, "{r:?}");
    }

    // Workshops away from the river: Kara Ordu's capital has none.
    let kara_ordu = province("p_kara_ordu");
    s.subs[sub("s_kara_ordu_1").index()].building = Some(Building::Workshops);
    let refused = crate::recruit::check_kind(&s, Khanate, kara_ordu, gunboat());
    assert_eq!(refused, Err(Refuse::NoRiverYard));
    assert_eq!(Refusal::from(Refuse::NoRiverYard).rule, "GAP-33");
    // … but Workshops on its river (Kara Ordu 4) are.
    s.subs[sub("s_kara_ordu_4").index()].building = Some(Building::Workshops);
    assert_eq!(crate::recruit::check_kind(&s, Khanate, kara_ordu, gunboat()), Ok(()));
    // No Workshops at all: the building is missing (KK-REC-04).
    let refused = crate::recruit::check_kind(&s, Khanate, province("p_altan_tala"), gunboat());
    assert_eq!(refused, Err(Refuse::NeedsBuilding));
    // Hostile units at the Workshops (KK-TERR-05).
    put(&mut s, Some(Empire), "riflemen", yard, 1);
    let refused = crate::recruit::check_kind(&s, Khanate, province_of_yard, gunboat());
    assert_eq!(refused, Err(Refuse::EnemyHolds));
}

/// GAP-26, GAP-27 `RIVER_ONLY` — a gunboat sails one point a step between
/// river sub-provinces, into the sea next to its river and back; never off
/// the river, from sea to sea, by a march or with seagoing ships. It takes
/// no province it sails into (AMB-19).
#[test]
fn gap_26_gunboats_sail_by_river_and_into_the_sea_next_to_it() {
    let mut s = river_war(Khanate, Phase::Movement);
    let (yard, bank, sea) = orman_bel();
    let boat = put(&mut s, Some(Khanate), "river_gunboat", yard, 1)[0];
    let group = vec![(gunboat(), 1)];
    let sail = |from, to| Action::Sail { from, to, group: group.clone() };
    // The choices: the four river sub-provinces next to Orman Bel 1, no other.
    let offered: BTreeSet<RegionId> = crate::legal::legal_actions(&s, Khanate)
        .into_iter()
        .filter_map(|a| match a {
            Action::Sail { from, to, group } if from == yard && group == vec![(gunboat(), 1)] => Some(to),
            _ => None,
        })
        .collect();
    let river: BTreeSet<RegionId> =
        ["s_orman_bel_2", "s_kamenograd_1", "s_kamenograd_3", "s_taigavik_1"].into_iter().map(sub).collect();
    assert_eq!(offered, river);
    // Off the river, or on foot: refused.
    assert_eq!(exec(&mut s, Khanate, &sail(yard, sub("s_kara_ordu_2"))), Err(Refuse::RiverOnly));
    assert_eq!(
        exec(&mut s, Khanate, &Action::Move { from: yard, to: bank, group: group.clone() }),
        Err(Refuse::RiverOnly)
    );
    assert_eq!(Refusal::from(Refuse::RiverOnly).rule, "GAP-26");
    // Along the river and out to sea: a point a step of its 2 (4 half points).
    assert_eq!(s.unit(boat).map(|u| u.mp), Some(4));
    exec(&mut s, Khanate, &sail(yard, bank)).expect("along the river");
    assert_eq!(s.unit(boat).map(|u| (u.at, u.mp)), Some((bank, 2)));
    exec(&mut s, Khanate, &sail(bank, sea)).expect("into the sea next to it");
    assert_eq!(s.unit(boat).map(|u| (u.at, u.mp)), Some((sea, 0)));
    // Next turn: no further out to sea; seagoing ships keep off its river; not together.
    s.units.iter_mut().filter(|u| u.id == boat).for_each(|u| (u.mp, u.moved) = (4, false));
    assert_eq!(exec(&mut s, Khanate, &sail(sea, sub("sea_east_2"))), Err(Refuse::RiverOnly));
    put(&mut s, Some(Khanate), "cog", sea, 1);
    let cog = Action::Sail { from: sea, to: bank, group: vec![(kind("cog"), 1)] };
    assert_eq!(exec(&mut s, Khanate, &cog), Err(Refuse::NoHarbour), "Orman Bel 2 is no harbour");
    let both = Action::Sail { from: sea, to: bank, group: vec![(gunboat(), 1), (kind("cog"), 1)] };
    assert_eq!(exec(&mut s, Khanate, &both), Err(Refuse::RiverOnly));
    // Back up any river next to the sea: here into Taigavik, the Empire's
    // capital, empty: it stays the Empire's (a ship takes no province).
    let taigavik = sub("s_taigavik_1");
    exec(&mut s, Khanate, &sail(sea, taigavik)).expect("up the river");
    assert_eq!(s.unit(boat).map(|u| u.at), Some(taigavik));
    assert_eq!(s.owner(province("p_taigavik")), Some(Empire));
}

/// KK-UNIT-20, GAP-37 — up the river into Kamenograd 1 (hills, a province
/// capital), where an Empire militia stands: spearmen marching over the
/// unbridged river attack at −2, the gunboat that sails in along it does
/// not. Its 3 + 4 = 7 beats the militia's 2 + 1 + 1 (hills) + 1 (capital)
/// = 5, the spearmen's 3 + 4 − 2 = 5 would not.
#[test]
fn kk_unit_20_a_gunboat_attacks_along_the_river_as_a_land_unit() {
    let mut s = river_war(Khanate, Phase::Movement);
    let (yard, _, _) = orman_bel();
    let kamenograd = sub("s_kamenograd_1");
    let boat = put(&mut s, Some(Khanate), "river_gunboat", yard, 1)[0];
    let spearmen = put(&mut s, Some(Khanate), "spearmen", yard, 1)[0];
    let militia = put(&mut s, Some(Empire), "militia", kamenograd, 1)[0];
    let march = Action::Move { from: yard, to: kamenograd, group: vec![(kind("spearmen"), 1)] };
    let events = exec(&mut s, Khanate, &march).expect("a step");
    assert!(events.iter().any(|e| matches!(e, Event::BattleOpened { .. })));
    // GAP-36 (3): the gunboat joins by the river before the first engagement.
    let join = Action::Sail { from: yard, to: kamenograd, group: vec![(gunboat(), 1)] };
    assert!(crate::legal::legal_actions(&s, Khanate).contains(&join));
    let events = exec(&mut s, Khanate, &join).expect("joins");
    assert!(events.iter().any(|e| matches!(e, Event::BattleJoined { .. })));
    assert_eq!(crate::battle::defenders(&s), vec![militia]);

    let on_foot = crate::battle::resolve(&s, spearmen, militia, &[], (4, 1, &[])).expect("a count");
    assert_eq!(parts(&on_foot.attack), vec![("base", 3), ("die", 4), ("river", -2)]);
    assert_eq!((on_foot.attack.total, on_foot.defence.total, on_foot.attacker_wins), (5, 5, false));

    let mut dice = dice_showing(&[(4, 4), (4, 1)]);
    let engage = Action::Engage { attacker: boat, target: militia, support: 0 };
    let e = engagement(&exec_with(&mut s, Khanate, &engage, &mut dice).expect("an engagement"));
    assert_eq!(parts(&e.attack), vec![("base", 3), ("die", 4)], "no river penalty for a gunboat");
    assert_eq!(parts(&e.defence), vec![("base", 2), ("die", 1), ("terrain", 1), ("capital", 1)]);
    assert_eq!((e.attack.total, e.defence.total, e.attacker_wins), (7, 5, true));
    // Beaten by 2, more than its Morale 1 (2, −1 for OFFENSIVE defending): routed.
    assert_eq!((e.morale, e.rout), (1, true));
    assert!(s.unit(militia).is_none_or(|u| u.at != kamenograd && u.routed), "routed away");
}

/// KK-UNIT-20, KK-CAP-03 — Empire riflemen crossing the river into Orman
/// Bel 1 must fight the gunboat that stands there alone: their 4 + 1, 1 for
/// OFFENSIVE and −2 for the river make 4 against its 3 + 4 + 1 (capital) =
/// 8. Orman Bel stays the Khanate's throughout: the gunboat keeps it as a
/// land unit would.
#[test]
fn kk_unit_20_a_gunboat_defends_its_river_and_keeps_its_province() {
    let mut s = river_war(Empire, Phase::Movement);
    let (yard, _, _) = orman_bel();
    let kamenograd = sub("s_kamenograd_1");
    let boat = put(&mut s, Some(Khanate), "river_gunboat", yard, 1)[0];
    let rifles = put(&mut s, Some(Empire), "riflemen", kamenograd, 1)[0];
    let march = Action::Move { from: kamenograd, to: yard, group: vec![(kind("riflemen"), 1)] };
    let events = exec(&mut s, Empire, &march).expect("a step");
    assert!(events.iter().any(|e| matches!(e, Event::BattleOpened { .. })), "the gunboat stops the march");
    assert_eq!(crate::battle::defenders(&s), vec![boat]);
    assert_eq!(s.owner(province("p_orman_bel")), Some(Khanate), "not taken while the gunboat fights");
    assert_eq!(s.unit(boat).map(|u| u.owner), Some(Some(Khanate)), "KK-UNIT-19: not undefended");

    let mut dice = dice_showing(&[(4, 1), (4, 4)]);
    let engage = Action::Engage { attacker: rifles, target: boat, support: 0 };
    let e = engagement(&exec_with(&mut s, Empire, &engage, &mut dice).expect("an engagement"));
    assert_eq!(parts(&e.attack), vec![("base", 4), ("die", 1), ("doctrine", 1), ("river", -2)]);
    assert_eq!(parts(&e.defence), vec![("base", 3), ("die", 4), ("capital", 1)]);
    assert_eq!((e.attack.total, e.defence.total, e.attacker_wins), (4, 8, false));
    assert!(s.battle.is_none(), "the beaten riflemen go back; nothing else is ready");
    assert_eq!(s.unit(rifles).map(|u| u.at), Some(kamenograd));
    assert_eq!(s.unit(boat).map(|u| u.at), Some(yard));
    assert_eq!(s.owner(province("p_orman_bel")), Some(Khanate));
}

/// AMB-20, KK-NAV-03 read for a river — a gunboat beaten on its river (not
/// routed) falls back to a neighbouring river sub-province, its state's
/// first, and keeps its province from there; routed, it makes for the
/// nearest river sub-province of its state's along the waterway.
#[test]
fn amb_20_a_beaten_gunboat_falls_back_along_the_river() {
    let mut s = river_war(Empire, Phase::Movement);
    let (yard, bank, sea) = orman_bel();
    let kamenograd = sub("s_kamenograd_1");
    let boat = put(&mut s, Some(Khanate), "river_gunboat", yard, 1)[0];
    let rifles = put(&mut s, Some(Empire), "riflemen", kamenograd, 1)[0];
    exec(&mut s, Empire, &Action::Move { from: kamenograd, to: yard, group: vec![(kind("riflemen"), 1)] })
        .expect("a step");
    // 4 + 4 − 2 + 1 = 7 against 3 + 1 + 1 = 5: beaten by 2, not more than its Morale 2.
    let mut dice = dice_showing(&[(4, 4), (4, 1)]);
    let engage = Action::Engage { attacker: rifles, target: boat, support: 0 };
    let e = engagement(&exec_with(&mut s, Empire, &engage, &mut dice).expect("an engagement"));
    assert_eq!((e.attack.total, e.defence.total, e.morale, e.rout), (7, 5, 2, false));
    assert_eq!(s.unit(boat).map(|u| u.at), Some(bank), "its own river bank");
    assert_eq!(s.owner(province("p_orman_bel")), Some(Khanate), "held from Orman Bel 2");
    // Routed at sea, the nearest river sub-province of its state's.
    let mut t = bare(Khanate, Phase::Movement);
    let routed = put(&mut t, Some(Khanate), "river_gunboat", sea, 1)[0];
    t.units.iter_mut().filter(|u| u.id == routed).for_each(|u| u.routed = true);
    assert_eq!(crate::river::refuge(&t, t.unit(routed).expect("the gunboat")), Some(bank));
}

/// KK-NAV-01 — at sea a gunboat is a ship: an enemy transport sailing in
/// opens a sea battle against it.
#[test]
fn kk_nav_01_at_sea_a_gunboat_fights_as_a_ship() {
    let mut s = bare(Empire, Phase::Movement);
    let (_, _, sea) = orman_bel();
    let boat = put(&mut s, Some(Khanate), "river_gunboat", sea, 1)[0];
    let from = sub("sea_east_2");
    put(&mut s, Some(Empire), "transport", from, 1);
    let sail = Action::Sail { from, to: sea, group: vec![(kind("transport"), 1)] };
    let events = exec(&mut s, Empire, &sail).expect("sails in");
    assert!(events.iter().any(|e| matches!(e, Event::BattleOpened { .. })));
    assert_eq!(crate::battle::defenders(&s), vec![boat]);
}

/// KK-UNIT-19, AMB-44 — a gunboat left with hostile land units outside a
/// battle (here placed there) is taken, fresh; while it fights, it is not
/// (see the defence above).
#[test]
fn kk_unit_19_a_gunboat_left_with_hostile_units_is_taken() {
    let mut s = bare(Empire, Phase::Movement);
    let (yard, _, _) = orman_bel();
    let boat = put(&mut s, Some(Khanate), "river_gunboat", yard, 1)[0];
    put(&mut s, Some(Empire), "riflemen", yard, 1);
    let mut ev = crate::Ev::default();
    crate::movement::settle(&mut s, &mut ev);
    assert_eq!(s.unit(boat).map(|u| (u.owner, u.fresh)), Some((Some(Empire), true)));
}

/// KK-CAP-03, AMB-19 — with Empire riflemen in Orman Bel 1, the gunboat on
/// Orman Bel 2 keeps the province; once it sails out to sea the Empire
/// takes it.
#[test]
fn kk_cap_03_a_province_kept_by_its_gunboat_falls_when_it_sails_away() {
    let mut s = river_war(Khanate, Phase::Movement);
    let (yard, bank, sea) = orman_bel();
    put(&mut s, Some(Khanate), "river_gunboat", bank, 1);
    put(&mut s, Some(Empire), "riflemen", yard, 1);
    crate::movement::settle(&mut s, &mut crate::Ev::default());
    assert_eq!(s.owner(province("p_orman_bel")), Some(Khanate), "kept by the gunboat");
    exec(&mut s, Khanate, &Action::Sail { from: bank, to: sea, group: vec![(gunboat(), 1)] }).expect("to sea");
    assert_eq!(s.owner(province("p_orman_bel")), Some(Empire));
}

/// KK-UNIT-20, KK-CAP-03, KK-REV-04 (rules 4) — a river gunboat on its
/// river holds its state's province against an uprising as it does
/// against the states: Orman Bel with only a Khanate gunboat left is not
/// liberated. Rules 3 counted land units only, and independents then
/// stood beside the gunboat with no battle (found by the invariant of
/// KK-CMB-01).
#[test]
fn kk_unit_20_a_gunboat_holds_its_province_against_an_uprising() {
    for rules in [4, 3] {
        let mut s = river_war(Khanate, Phase::Movement);
        s.rules = rules;
        let (yard, _, _) = orman_bel();
        s.units.clear();
        put(&mut s, Some(Khanate), "river_gunboat", yard, 1);
        let partisans = put(&mut s, None, "partisans", orman_bel().1, 1)[0];
        s.units
            .iter_mut()
            .filter(|u| u.id == partisans)
            .for_each(|u| u.origin = Some(crate::state::Origin::Uprising(Khanate)));
        let uprising = crate::unrest::uprising_of(&s, partisans);
        crate::unrest::take_province(&mut s, uprising, &mut crate::Ev::default());
        assert_eq!(s.owner(province("p_orman_bel")) == Some(Khanate), rules >= 4, "rules {rules}");
    }
}
