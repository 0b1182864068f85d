//! SR-EX-40a…SR-EX-40d: vassalage and the source's Lake City example.

use super::{bare, count, dice_showing, exec, exec_with, put};
use crate::action::Action;
use crate::event::Event;
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::refusal::Refuse;
use crate::state::{Engagement, KardAt, Stage};
use Faction::{Heilbron, Kerdurin, LakeCity, Rudern};
use UnitKind::{Ruler, Troop};
use engine::side::Side;

fn own(s: &mut crate::State, key: &str, f: Faction) {
    s.cities.iter_mut().filter(|c| c.city == city(key)).for_each(|c| c.owner = Some(f));
}

/// SR-EX-40a, SR-40, SR-41, SR-G16 — Kerdurin holds Heilbron's capital and
/// Petros: Heilbron becomes its vassal; Kerdurin's units there step out,
/// the capital returns, Petros appears there with three troops.
#[test]
fn sr_ex_40a_a_vassal_appears_with_its_ruler_and_three_units() {
    let mut s = bare(Kerdurin);
    own(&mut s, "heilbron", Kerdurin);
    put(&mut s, Some(Kerdurin), Troop, city("heilbron"), 4);
    s.factions[Heilbron.index()].kard = KardAt::Captive { by: Some(Kerdurin), at: city("kerdurin") };
    let mut ev = crate::Ev::default();
    crate::vassal::check(&mut s, &mut ev);
    assert_eq!(s.faction(Heilbron).lord, Some(Kerdurin));
    assert_eq!(s.owner(city("heilbron")), Some(Heilbron));
    assert_eq!(
        (count(&s, Some(Heilbron), Ruler, city("heilbron")), count(&s, Some(Heilbron), Troop, city("heilbron"))),
        (1, 3)
    );
    assert_eq!(count(&s, Some(Kerdurin), Troop, pos("heilbron")), 4, "the lord's units step into the field");
    assert!(!s.hostile(Some(Heilbron), Some(Kerdurin)), "lord and vassal are at peace (SR-G12)");
}

/// SR-EX-40b, SR-44, SR-AMB-13 — tribute for a vassal with 5, 3, 1 cities: 2, 1, 0.
#[test]
fn sr_ex_40b_tribute() {
    let mut s = bare(Kerdurin);
    let mut owed = Vec::new();
    for cities in [
        ["heilbron", "mineur", "lomen", "rotstain", "heran"].as_slice(),
        &["heilbron", "mineur", "lomen"],
        &["heilbron"],
    ] {
        s.cities.iter_mut().filter(|c| c.owner == Some(Heilbron)).for_each(|c| c.owner = None);
        for key in cities {
            own(&mut s, key, Heilbron);
        }
        owed.push(crate::vassal::tribute(&s, Heilbron));
    }
    assert_eq!(owed, [2, 1, 0]);
}

/// SR-EX-40c, SR-43, SR-G12 — a vassal with 4 cities against its lord's 3
/// may revolt; with 3 against 3 it may not.
#[test]
fn sr_ex_40c_revolt() {
    let mut s = bare(Heilbron);
    s.stage = Stage::Start;
    s.factions[Heilbron.index()].lord = Some(Kerdurin);
    s.cities.iter_mut().for_each(|c| c.owner = None);
    for key in ["kerdurin", "lomen", "malmo"] {
        own(&mut s, key, Kerdurin);
    }
    for key in ["heilbron", "mineur", "rudern"] {
        own(&mut s, key, Heilbron);
    }
    assert_eq!(exec(&mut s.clone(), Heilbron, &Action::Revolt).map(|_| ()), Err(Refuse::NoRevolt), "3 against 3");
    own(&mut s, "rotstain", Heilbron);
    let events = exec(&mut s, Heilbron, &Action::Revolt).expect("4 against 3");
    assert_eq!(events, [Event::Revolted { vassal: Heilbron }]);
    assert_eq!(s.faction(Heilbron).lord, None);
}

/// SR-EX-40d, SR-12, SR-13, SR-14, SR-18, SR-21, SR-AMB-1 — Rudern (9
/// troops and Rim, 12) lays siege to Lake City (3 troops, Kalamé, walls:
/// 7). In Lake City's turn 4 troops from Heran and 3 from Zlatka enter Lake
/// City's lands at once and attack with the garrison: 10 + 1, no walls,
/// die 5: 4 casualties; the besiegers 9 + 3, die 2: 3, taken from the
/// relievers. 8 against 8: the besiegers hold; the garrison keeps its 3
/// troops in the city, the 4 surviving relievers withdraw (Lake City
/// chooses Heran); 8 against 7, the siege goes on.
#[test]
fn sr_ex_40d_the_lake_city_relief() {
    let mut s = bare(Rudern);
    put(&mut s, Some(Rudern), Troop, pos("lake_city"), 9);
    put(&mut s, Some(Rudern), Ruler, pos("lake_city"), 1);
    put(&mut s, Some(LakeCity), Troop, city("lake_city"), 3);
    put(&mut s, Some(LakeCity), Ruler, city("lake_city"), 1);
    assert_eq!(crate::siege::besiegers(&s, Rudern, city("lake_city")).strength(), 12);
    assert_eq!(crate::siege::defence(&s, city("lake_city")).strength(), 7, "3 + 3 + 1: the siege is legal");
    exec(&mut s, Rudern, &Action::Besiege { city: city("lake_city") }).expect("12 > 7");
    exec(&mut s, Rudern, &Action::EndTurn).expect("Lake City's turn");
    put(&mut s, Some(LakeCity), Troop, pos("heran"), 4);
    put(&mut s, Some(LakeCity), Troop, pos("zlatka"), 3);
    for (from, n) in [("heran", 4), ("zlatka", 3)] {
        let group = crate::action::Group { troop: n, ..Default::default() };
        exec(&mut s, LakeCity, &Action::Move { from: pos(from), to: pos("lake_city"), group })
            .expect("enter at one moment");
    }
    assert_eq!(s.engaged, [Engagement { at: pos("lake_city"), from: vec![pos("heran"), pos("zlatka")] }]);
    put(&mut s, Some(LakeCity), Troop, pos("rudern"), 1);
    let third = crate::action::Group { troop: 1, ..Default::default() };
    let from_third = Action::Move { from: pos("rudern"), to: pos("lake_city"), group: third };
    assert_eq!(exec(&mut s.clone(), LakeCity, &from_third).map(|_| ()), Err(Refuse::ThirdSource), "SR-AMB-9");
    s.units.retain(|u| u.at != pos("rudern"));
    let events = exec_with(&mut s, LakeCity, &Action::Attack { at: pos("lake_city") }, &mut dice_showing(&[5, 2]))
        .expect("relief");
    let sides: Vec<(u32, u32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::BattleSide { side, .. } => Some((side.strength, side.value)),
            _ => None,
        })
        .collect();
    assert_eq!(sides, [(11, 4), (12, 3)]);
    assert!(events.contains(&Event::BattleResult { left: (8, 8), attacker_wins: false }));
    assert_eq!(count(&s, Some(LakeCity), Troop, city("lake_city")), 3, "the garrison stays whole");
    let d = s.pending.first().expect("Lake City chooses where its relievers withdraw").clone();
    assert_eq!(d.units.len(), 4);
    assert!(!d.options.contains(&city("lake_city")), "not into the besieged city (SR-G15)");
    exec(&mut s, LakeCity, &Action::Withdraw { to: pos("heran") }).expect("back to Heran");
    assert_eq!(count(&s, Some(LakeCity), Troop, pos("lake_city")), 0, "the relievers withdrew");
    assert_eq!(count(&s, Some(LakeCity), Troop, pos("heran")), 4);
    assert_eq!(
        s.city(city("lake_city")).and_then(|c| c.siege).map(|x| x.by),
        Some(Rudern),
        "8 against 7: the siege goes on"
    );
}
