//! G-4…G-12, G-17, G-18, G-20, G-24, G-25 — setup, income, recruiting,
//! building, research, reform, refresh, relics, repair and the end.

use super::{act, ok};
use crate::HexKingdoms;
use crate::bag::Script;
use crate::ids::{Achievement, BuildingKind, Government, PlayerId, StructKind, Tech, UnitKind};
use crate::refusal::Refuse;
use crate::setup::{place_structure, place_unit};
use crate::state::State;
use crate::{Action, Event};
use engine::dice::Dice;
use engine::refusal::TurnRefusal;
use engine::rules::Rules;

fn game() -> (State, PlayerId, PlayerId) {
    let s = HexKingdoms::setup("two-kingdoms-3", &crate::tests::seats(2), &mut Dice::from_seed("eco")).expect("setup");
    let p = s.active;
    let q = PlayerId(1 - p.0);
    (s, p, q)
}

/// G-4, G-10 — each player starts with a city, 2 peasants, 2 spearmen and 1
/// archers, 5 gold; the first player's income is 2 (city) + 2 (peasants).
#[test]
fn g4_g10_setup_and_income() {
    let (s, p, q) = game();
    for x in [p, q] {
        let home = s.map().starts[x.index()];
        assert_eq!(s.army(home).len(), 5);
        assert!(s.has(home, x, StructKind::City));
        assert_eq!(crate::economy::income(&s, x), 4);
        assert_eq!(s.player(x).religion, s.map().province(home).expect("province").religion);
    }
    assert_eq!((s.player(p).gold, s.player(q).gold), (9, 5));
    assert_eq!(s.player(p).action_dice, 3);
}

/// G-11 — Monarchy recruits up to 3 units per site per turn for 1 action die.
#[test]
fn g11_recruiting() {
    let (mut s, p, _) = game();
    let home = s.map().starts[p.index()];
    s.players[p.index()].gold = 20;
    s.units.retain(|_, u| u.at != home || u.kind == UnitKind::Peasants);
    let mut sc = Script::default();
    let ev = ok(&mut s, p, Action::Recruit { at: home, kind: UnitKind::Spearmen }, &mut sc);
    assert!(ev.contains(&Event::Paid { player: p, gold: 2, dice: 1 }));
    let ev = ok(&mut s, p, Action::Recruit { at: home, kind: UnitKind::Swordsmen }, &mut sc);
    assert!(ev.contains(&Event::Paid { player: p, gold: 3, dice: 0 }), "same site: no second die");
    ok(&mut s, p, Action::Recruit { at: home, kind: UnitKind::Archers }, &mut sc);
    assert_eq!(
        act(&mut s, p, &Action::Recruit { at: home, kind: UnitKind::Archers }, &mut sc).err(),
        Some(Refuse::RecruitLimit)
    );
    assert_eq!(
        act(&mut s, p, &Action::Recruit { at: home, kind: UnitKind::Galley }, &mut sc).err(),
        Some(Refuse::NotRecruitSite)
    );
    assert_eq!(s.player(p).action_dice, 2);
    assert_eq!(s.player(p).gold, 20 - 2 - 3 - 3);
    assert!(s.units.values().filter(|u| u.at == home).any(|u| u.exhaustion == 1), "G-8: recruits are exhausted");
}

/// G-12 — a city needs peasants on a legal site and consumes one; walls
/// come 3 segments per action die.
#[test]
fn g12_building() {
    let (mut s, p, _) = game();
    let m = s.map();
    let home = m.starts[p.index()];
    s.players[p.index()].gold = 40;
    let site = m
        .ids()
        .find(|&h| {
            m.distance(h, home) == 3
                && matches!(m.terrain(h), crate::ids::Terrain::Plains)
                && m.info(h).province != m.info(home).province
                && m.starts.iter().all(|&x| m.distance(x, h) >= 3)
        })
        .expect("site");
    let peasant = place_unit(&mut s, p, UnitKind::Peasants, site);
    let mut sc = Script::default();
    ok(&mut s, p, Action::Build { at: site, kind: StructKind::City }, &mut sc);
    assert!(!s.units.contains_key(&peasant), "the peasants found the city");
    assert!(s.in_territory(p, site));
    for e in 0..3 {
        ok(&mut s, p, Action::Build { at: home, kind: StructKind::Wall(e) }, &mut sc);
    }
    assert_eq!(s.player(p).action_dice, 1, "city 1 die, 3 wall segments 1 die");
    assert_eq!(
        act(&mut s, p, &Action::Build { at: home, kind: StructKind::Wall(3) }, &mut sc).err(),
        Some(Refuse::BadSite)
    );
    assert_eq!(
        act(&mut s, p, &Action::Build { at: home, kind: StructKind::Wall(0) }, &mut sc).err(),
        Some(Refuse::BadSite)
    );
    let market = StructKind::Building(BuildingKind::Market);
    ok(&mut s, p, Action::Build { at: home, kind: market }, &mut sc);
    assert_eq!(crate::economy::income(&s, p), 2 + 2 + 2 + 1);
}

/// G-17, G-18 — research costs 5 + technologies owned; reform 4 gold.
#[test]
fn g17_g18_research_and_reform() {
    let (mut s, p, _) = game();
    s.players[p.index()].gold = 30;
    s.players[p.index()].techs.insert(Tech::Drill);
    let mut sc = Script::default();
    let ev = ok(&mut s, p, Action::Research { tech: Tech::Tactics }, &mut sc);
    assert!(ev.contains(&Event::Paid { player: p, gold: 6, dice: 1 }));
    let ev = ok(&mut s, p, Action::Reform { government: Government::Democracy }, &mut sc);
    assert!(ev.contains(&Event::Paid { player: p, gold: 4, dice: 1 }));
    assert_eq!(s.player(p).government, Government::Democracy);
    assert_eq!(
        act(&mut s, p, &Action::Reform { government: Government::Theocracy }, &mut sc).err(),
        Some(Refuse::AlreadyDone)
    );
}

/// G-8, G-5 — exhaustion is lost one die per unit at its owner's Refresh.
#[test]
fn g8_refresh_removes_exhaustion() {
    let (mut s, p, q) = game();
    let home = s.map().starts[p.index()];
    let mut sc = Script::default();
    ok(&mut s, p, Action::Manoeuvre { from: home, to: home, leave_peasants: false }, &mut sc);
    ok(&mut s, p, Action::EndManoeuvre, &mut sc);
    assert!(s.exhausted(home));
    ok(&mut s, p, Action::EndTurn, &mut sc);
    assert!(s.exhausted(home), "still exhausted during the other player's turn (HK-7)");
    ok(&mut s, q, Action::EndTurn, &mut sc);
    assert!(!s.exhausted(home));
    assert_eq!(s.round, 2);
}

/// G-20 — a military unit ending a manoeuvre on a holy site takes the relic.
#[test]
fn g20_relic_on_holy_site() {
    let (mut s, p, _) = game();
    let m = s.map();
    let holy = m.holy[0];
    let next = m.adjacent(holy).into_iter().find(|&h| m.terrain(h).land_cost().is_some()).expect("land");
    place_unit(&mut s, p, UnitKind::Swordsmen, next);
    let mut sc = Script::default();
    ok(&mut s, p, Action::Manoeuvre { from: next, to: holy, leave_peasants: false }, &mut sc);
    assert_eq!(s.relics[0], Some(p));
    assert_eq!(crate::turn::points(&s, p), 3 + 2);
}

/// G-24 — repair removes black dice for 1 gold each.
#[test]
fn g24_repair() {
    let (mut s, p, _) = game();
    let home = s.map().starts[p.index()];
    let city = s.seat_at(home).map(|(i, _)| i).expect("city");
    s.structures.get_mut(&city).expect("city").damage = 2;
    let mut sc = Script::default();
    let ev = ok(&mut s, p, Action::Repair { structure: city }, &mut sc);
    assert!(ev.contains(&Event::Paid { player: p, gold: 2, dice: 1 }));
    assert_eq!(s.structures.get(&city).map(|c| c.damage), Some(0));
}

/// G-9 — the formation limit is 1 + castles, at most 4.
#[test]
fn g9_formation_limit() {
    let (mut s, p, _) = game();
    assert_eq!(s.formation_limit(p), 1);
    let far: Vec<_> = s.map().ids().filter(|&h| s.map().terrain(h).land_cost().is_some()).step_by(9).take(4).collect();
    for h in far {
        place_structure(&mut s, p, StructKind::Castle, h);
    }
    assert_eq!(s.formation_limit(p), 4);
}

/// G-25 — sudden death at the end of a round; Scholar with 4 technologies.
#[test]
fn g25_sudden_death_and_achievements() {
    let (mut s, p, q) = game();
    let their_city = s.seat_at(s.map().starts[q.index()]).map(|(i, _)| i).expect("city");
    s.structures.remove(&their_city);
    s.players[p.index()].techs =
        [Tech::Drill, Tech::Tactics, Tech::SiegeTower, Tech::RegularArmy].into_iter().collect();
    let mut sc = Script::default();
    ok(&mut s, p, Action::EndTurn, &mut sc);
    assert!(s.player(p).achievements.contains(&Achievement::Scholar));
    ok(&mut s, q, Action::EndTurn, &mut sc);
    let f = s.finish.clone().expect("over");
    assert!(f.sudden_death && f.winners == vec![p]);
    assert_eq!(f.points[p.index()], 3 + 4 + 3);
    assert_eq!(act(&mut s, p, &Action::EndTurn, &mut sc).err(), Some(Refuse::Turn(TurnRefusal::GameOver)));
    assert!(HexKingdoms::outcome(&s).is_some());
}

/// G-25 — Builder: three cities on the map at the same time, claimed at the
/// end of the owner's turn; two are not enough.
#[test]
fn g25_builder_with_three_cities() {
    let (mut s, p, q) = game();
    let m = s.map();
    let home = m.starts[p.index()];
    let free: Vec<_> = m
        .ids()
        .filter(|&h| m.terrain(h).land_cost().is_some() && s.structures_at(h).next().is_none())
        .filter(|&h| m.distance(h, home) > 2 && m.distance(h, m.starts[q.index()]) > 2)
        .step_by(4)
        .take(2)
        .collect();
    place_structure(&mut s, p, StructKind::City, free[0]);
    let mut sc = Script::default();
    let ev = ok(&mut s, p, Action::EndTurn, &mut sc);
    assert!(!ev.iter().any(|e| matches!(e, Event::AchievementClaimed { .. })), "two cities");
    ok(&mut s, q, Action::EndTurn, &mut sc);
    place_structure(&mut s, p, StructKind::City, free[1]);
    assert_eq!(s.built(p, StructKind::City), 3);
    let ev = ok(&mut s, p, Action::EndTurn, &mut sc);
    assert!(ev.contains(&Event::AchievementClaimed { player: p, achievement: Achievement::Builder }));
}

/// HK-75, HK-76, G-12 — a lost building goes back to the board as the type
/// its owner chose, and that is what the owner can build again: a fourth
/// Temple, but only two Markets.
#[test]
fn hk75_returned_building_type_limits_what_is_built() {
    let (mut s, p, _) = game();
    s.players[p.index()].buildings = [2, 3, 3, 4];
    let home = s.map().starts[p.index()];
    let m = s.map();
    let cities: Vec<_> = m
        .ids()
        .filter(|&h| m.terrain(h).land_cost().is_some() && s.structures_at(h).next().is_none())
        .step_by(7)
        .take(3)
        .collect();
    for &c in &cities {
        place_structure(&mut s, p, StructKind::City, c);
    }
    for &c in &cities[..2] {
        place_structure(&mut s, p, StructKind::Building(BuildingKind::Market), c);
    }
    for &c in &[home, cities[0], cities[1]] {
        place_structure(&mut s, p, StructKind::Building(BuildingKind::Temple), c);
    }
    s.players[p.index()].gold = 50;
    let mut sc = Script::default();
    let market = Action::Build { at: home, kind: StructKind::Building(BuildingKind::Market) };
    assert_eq!(act(&mut s, p, &market, &mut sc).err(), Some(Refuse::NoSupply), "both Markets are on the map");
    ok(&mut s, p, Action::Build { at: cities[2], kind: StructKind::Building(BuildingKind::Temple) }, &mut sc);
    assert_eq!(s.built(p, StructKind::Building(BuildingKind::Temple)), 4);
}
