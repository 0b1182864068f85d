//! SR-EX-1…SR-EX-12: leaders, cities, movement.

use super::{bare, count, exec, put};
use crate::action::{Action, Group};
use crate::ids::{Faction, Kard, UnitKind};
use crate::map::{city, pos};
use crate::movement::{naval_cost, ships_needed, step_cost};
use crate::refusal::Refuse;
use Faction::{Heilbron, Kerdurin, LakeCity, Malmo};
use UnitKind::{Ruler, Ship, Troop};

fn troops(n: u32) -> Group {
    Group { troop: n, ..Group::default() }
}

/// SR-EX-1, SR-3 — the kards' bonuses, and in a side's strength.
#[test]
fn sr_ex_1_kard_bonuses() {
    let bonus: Vec<u32> =
        [Kard::Robert, Kard::Rim, Kard::Kalame, Kard::Petros, Kard::Jaromir].map(Kard::bonus).to_vec();
    assert_eq!(bonus, [3, 3, 1, 1, 1]);
    let mut s = bare(Kerdurin);
    let robert = put(&mut s, Some(Kerdurin), Ruler, city("kerdurin"), 1);
    let mut ids = put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 2);
    ids.extend(robert);
    assert_eq!(crate::battle::side(&s, &ids, &[]).strength(), 2 + 3, "the ruler brings Robert's +3");
}

/// SR-EX-2, SR-5 — five troops in a fortified city: city defence 5, defence 10.
#[test]
fn sr_ex_2_fortified_city_doubles() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("heilbron"), 5);
    let d = crate::siege::defence(&s, city("heilbron"));
    assert_eq!((d.city_defence(), d.strength()), (5, 10));
}

/// SR-EX-3, SR-4, SR-5 — five troops in an open city: city defence 0, defence 5.
#[test]
fn sr_ex_3_open_city_gives_nothing() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("mineur"), 5);
    let d = crate::siege::defence(&s, city("mineur"));
    assert_eq!((d.city_defence(), d.strength()), (0, 5));
}

/// SR-EX-4, SR-6 — groups of 1, 5, 6, 7, 10, 11, 15, 16 pay 1, 1, 2, 2, 2, 3, 3, 4;
/// in play, 7 troops marching on plain land pay 2.
#[test]
fn sr_ex_4_cost_by_groups_of_five() {
    let costs: Vec<u32> = [1, 5, 6, 7, 10, 11, 15, 16].iter().map(|&n| step_cost(n, 1)).collect();
    assert_eq!(costs, [1, 1, 2, 2, 2, 3, 3, 4]);
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 7);
    let before = s.faction(Kerdurin).supplies;
    exec(&mut s, Kerdurin, &Action::Move { from: pos("kerdurin"), to: pos("lomen"), group: troops(7) })
        .expect("a march");
    assert_eq!(s.faction(Kerdurin).supplies, before - 2);
}

/// SR-EX-5, SR-8 — 7 units stepping into Baria's swamps pay 2 × 2 = 4.
#[test]
fn sr_ex_5_swamps_cost_double() {
    let mut s = bare(LakeCity);
    put(&mut s, Some(LakeCity), Troop, pos("heran"), 7);
    let before = s.faction(LakeCity).supplies;
    exec(&mut s, LakeCity, &Action::Move { from: pos("heran"), to: pos("baria"), group: troops(7) }).expect("a march");
    assert_eq!(s.faction(LakeCity).supplies, before - 4);
}

/// SR-EX-6, SR-8 — 3 units stepping into a wild tribes' land pay 1 × 2 = 2.
#[test]
fn sr_ex_6_wild_tribes_cost_double() {
    let mut s = bare(LakeCity);
    put(&mut s, Some(LakeCity), Troop, pos("heran"), 3);
    let before = s.faction(LakeCity).supplies;
    exec(&mut s, LakeCity, &Action::Move { from: pos("heran"), to: pos("wild_forest"), group: troops(3) })
        .expect("a march");
    assert_eq!(s.faction(LakeCity).supplies, before - 2);
}

/// SR-EX-7, SR-9 — the Giants' Land and the Impassable Swamps are never entered.
#[test]
fn sr_ex_7_impassable_lands() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 3);
    put(&mut s, Some(Kerdurin), Troop, pos("zlatka"), 3);
    let giants = Action::Move { from: pos("kerdurin"), to: pos("giants_land"), group: troops(3) };
    let swamps = Action::Move { from: pos("zlatka"), to: pos("impassable_swamps"), group: troops(3) };
    assert_eq!(exec(&mut s, Kerdurin, &giants).map(|_| ()), Err(Refuse::Impassable));
    assert_eq!(exec(&mut s, Kerdurin, &swamps).map(|_| ()), Err(Refuse::Impassable));
}

/// SR-EX-8, SR-2 — a ship (BS 2) carries 2 units.
#[test]
fn sr_ex_8_ship_capacity() {
    assert_eq!(Ship.bs(), 2);
    assert_eq!([1, 2, 3, 4, 5].map(ships_needed), [1, 1, 2, 2, 3]);
}

/// SR-EX-9, SR-10 — 6 troops by sea need 3 ships; two sea steps cost 1 + 1,
/// the troops paying nothing.
#[test]
fn sr_ex_9_six_troops_by_sea() {
    assert_eq!(ships_needed(6), 3);
    let mut s = bare(Malmo);
    put(&mut s, Some(Malmo), Troop, city("malmo"), 6);
    put(&mut s, Some(Malmo), Ship, city("malmo"), 3);
    let fleet = Group { troop: 6, ship: 3, ..Group::default() };
    let too_many = Group { troop: 6, ship: 2, ..Group::default() };
    let before = s.faction(Malmo).supplies;
    let out = Action::Move { from: city("malmo"), to: pos("west_sea"), group: too_many };
    assert_eq!(
        exec(&mut s, Malmo, &out).map(|_| ()),
        Err(Refuse::TooFewShips { need: 3, ships: 2 }),
        "2 ships carry 4"
    );
    exec(&mut s, Malmo, &Action::Move { from: city("malmo"), to: pos("west_sea"), group: fleet }).expect("to sea");
    exec(&mut s, Malmo, &Action::Move { from: pos("west_sea"), to: pos("south_sea"), group: fleet }).expect("on");
    assert_eq!(s.faction(Malmo).supplies, before - 2);
    assert_eq!(count(&s, Some(Malmo), Troop, pos("south_sea")), 6, "the troops sail with their ships");
}

/// SR-EX-10, SR-10 — 11 troops need 6 ships: 5 are refused; with 6 each
/// sea step costs 2 supplies, the troops nothing.
#[test]
fn sr_ex_10_eleven_troops_by_sea() {
    assert_eq!((ships_needed(11), naval_cost(6)), (6, 2));
    let mut s = bare(Malmo);
    put(&mut s, Some(Malmo), Troop, city("malmo"), 11);
    put(&mut s, Some(Malmo), Ship, city("malmo"), 6);
    let short = Group { troop: 11, ship: 5, ..Group::default() };
    let fleet = Group { troop: 11, ship: 6, ..Group::default() };
    let out = |group| Action::Move { from: city("malmo"), to: pos("west_sea"), group };
    assert_eq!(exec(&mut s, Malmo, &out(short)).map(|_| ()), Err(Refuse::TooFewShips { need: 6, ships: 5 }));
    let before = s.faction(Malmo).supplies;
    exec(&mut s, Malmo, &out(fleet)).expect("to sea");
    assert_eq!(s.faction(Malmo).supplies, before - 2, "the first sea step");
    exec(&mut s, Malmo, &Action::Move { from: pos("west_sea"), to: pos("south_sea"), group: fleet }).expect("on");
    assert_eq!(s.faction(Malmo).supplies, before - 4, "and the second");
    assert_eq!(count(&s, Some(Malmo), Troop, pos("south_sea")), 11);
}

/// SR-EX-11, SR-7 — 4 units leaving a city into its own area pay 1.
#[test]
fn sr_ex_11_leaving_a_city_is_a_step() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 4);
    let before = s.faction(Kerdurin).supplies;
    exec(&mut s, Kerdurin, &Action::Move { from: city("kerdurin"), to: pos("kerdurin"), group: troops(4) })
        .expect("out");
    assert_eq!(s.faction(Kerdurin).supplies, before - 1);
    exec(&mut s, Kerdurin, &Action::Move { from: pos("kerdurin"), to: city("kerdurin"), group: troops(4) })
        .expect("in");
    assert_eq!(s.faction(Kerdurin).supplies, before - 1, "entering one's own city is free (SR-AMB-21)");
}

/// SR-EX-12, SR-11 — merging is free: two armies that meet are one, and
/// units joining a besieging army in its field add to the siege at no cost.
#[test]
fn sr_ex_12_merging_is_free() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Heilbron), Troop, city("mineur"), 1);
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 3);
    exec(&mut s, Kerdurin, &Action::Besiege { city: city("mineur") }).expect("3 against 1");
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 2);
    let before = s.faction(Kerdurin).supplies;
    exec(&mut s, Kerdurin, &Action::Move { from: pos("kerdurin"), to: pos("mineur"), group: troops(2) }).expect("join");
    assert_eq!(s.faction(Kerdurin).supplies, before - 1, "the step only: the merge itself is free");
    assert_eq!(crate::siege::besiegers(&s, Kerdurin, city("mineur")).strength(), 5, "one army of 5 besieges");
}
