//! SR-EX-33…SR-EX-39: the giants and the pirates.

use super::{bare, count, dice_showing, exec_with, put};
use crate::action::Action;
use crate::combat::{self, Fighter, Side};
use crate::event::{Event, Why};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{city, pos};
use crate::state::{KardAt, Siege};
use crate::timetable::{giant_target, giants, giants_due, pirate_strength, pirates, pirates_due};
use Faction::{Kerdurin, LakeCity, Malmo};
use UnitKind::{Ruler, Ship, Troop};
use engine::side::Side as _;

/// SR-EX-33, SR-29, SR-36 — rounds 1–10: giants 3, 5, 7, 9; pirates 4, 6, 8, 10.
#[test]
fn sr_ex_33_the_timetable() {
    let giants: Vec<u32> = (1..=10).filter(|&r| giants_due(r)).collect();
    let pirates: Vec<u32> = (1..=10).filter(|&r| pirates_due(r)).collect();
    assert_eq!((giants, pirates), (vec![3, 5, 7, 9], vec![4, 6, 8, 10]));
}

/// SR-EX-34, SR-30, SR-31 — the die names Kerdurin, Mineur, Heilbron,
/// Lomen, Rotstain, Malmo; a neutral city is not attacked.
#[test]
fn sr_ex_34_the_giants_target() {
    let names: Vec<RegionKey> = (1..=6).map(|d| crate::map::map().key(giant_target(d)).to_owned()).collect();
    assert_eq!(names, ["city_kerdurin", "city_mineur", "city_heilbron", "city_lomen", "city_rotstain", "city_malmo"]);
    let mut s = bare(Kerdurin);
    s.cities.iter_mut().filter(|c| c.city == city("kerdurin")).for_each(|c| c.owner = None);
    put(&mut s, None, Troop, city("kerdurin"), 2);
    let mut ev = crate::Ev::default();
    giants(&mut s, &mut dice_showing(&[1]), &mut ev);
    let events = ev.into_vec();
    assert_eq!(events, [Event::GiantsCome { die: 1, city: city("kerdurin"), spared: true }], "no attack, no re-roll");
}

type RegionKey = String;

/// SR-EX-35, SR-33 — the giant's casualty roll for dice 1–6: 1, 1, 2, 2, 2, 2.
#[test]
fn sr_ex_35_the_giants_roll() {
    let rolls: Vec<u32> = (1..=6).map(|d| combat::casualty_roll(combat::GIANT, d)).collect();
    assert_eq!(rolls, [1, 1, 2, 2, 2, 2]);
}

/// SR-EX-36, SR-32…SR-35 — the giants strike fortified Kerdurin: 4 troops
/// in the city and 2 in its lands (6), Robert there; giant die 4, the
/// defenders' 1. Walls and kard ignored: 2 and 1 casualties; 4 against 4,
/// the defenders hold; Kerdurin +3 influence.
#[test]
fn sr_ex_36_the_giant_beaten() {
    let mut s = bare(Kerdurin);
    put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 4);
    put(&mut s, Some(Kerdurin), Ruler, city("kerdurin"), 1);
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 2);
    let influence = s.faction(Kerdurin).influence;
    let mut ev = crate::Ev::default();
    giants(&mut s, &mut dice_showing(&[1, 4, 1]), &mut ev);
    let events = ev.into_vec();
    let battle = events.iter().find_map(|e| match e {
        Event::GiantBattle { bs, value, left, giant_wins, .. } => Some((*bs, *value, *left, *giant_wins)),
        _ => None,
    });
    assert_eq!(battle, Some((6, (2, 1), (4, 4), false)));
    assert_eq!(s.faction(Kerdurin).influence, influence + 3);
    assert_eq!(s.owner(city("kerdurin")), Some(Kerdurin));
}

/// SR-EX-37, SR-34, SR-G9, SR-AMB-20 — 3 troops against the giant (its die
/// 6, theirs 2): 2 and 1; 4 against 1: the city is neutral with two
/// neutral troops; the survivor in the city is lost and not ransomed,
/// though Kerdurin's standing order would ransom it and its capital could
/// take it; the kard there is held by the new neutral city. Played from
/// the end of round 2, when the giants' round begins.
#[test]
fn sr_ex_37_the_giant_takes_the_city() {
    let mut s = bare(Malmo);
    s.round = 2;
    put(&mut s, Some(Kerdurin), Troop, city("lomen"), 3);
    put(&mut s, Some(Kerdurin), Ruler, city("lomen"), 1);
    s.factions[Kerdurin.index()].keep = 0;
    let events = exec_with(&mut s, Malmo, &Action::EndTurn, &mut dice_showing(&[4, 6, 2])).expect("round 3");
    assert!(
        events.iter().any(|e| matches!(e, Event::GiantBattle { value: (2, 1), left: (4, 1), giant_wins: true, .. }))
    );
    assert_eq!(s.owner(city("lomen")), None);
    assert_eq!(count(&s, None, Troop, city("lomen")), 2);
    assert!(!events.iter().any(|e| matches!(e, Event::Ransomed { .. })), "no ransom is offered");
    assert!(!events.iter().any(|e| matches!(e, Event::Treasury { why: Why::Ransom, .. })), "none is paid");
    assert_eq!(s.units.iter().filter(|u| u.owner == Some(Kerdurin)).count(), 0, "the survivor is gone");
    assert_eq!(s.faction(Kerdurin).kard, KardAt::Captive { by: None, at: city("lomen") });
}

/// SR-EX-38, SR-37, SR-AMB-5 — the pirates' strength: (a) Baria alone, 1
/// ship: 6, a roll of 1; (b) Lomen neutral too, no ships: 10, 2; (c) with
/// Baria besieged: 8, 2.
#[test]
fn sr_ex_38_the_pirates_strength() {
    let mut s = bare(Kerdurin);
    put(&mut s, None, Ship, city("baria"), 1);
    assert_eq!((pirate_strength(&s), pirate_strength(&s) / 4), (6, 1));
    s.cities.iter_mut().filter(|c| c.city == city("lomen")).for_each(|c| c.owner = None);
    assert_eq!((pirate_strength(&s), pirate_strength(&s) / 4), (10, 2));
    let siege = Siege { by: LakeCity, round: 1, turn: 1 };
    s.cities.iter_mut().filter(|c| c.city == city("baria")).for_each(|c| c.siege = Some(siege));
    assert_eq!((pirate_strength(&s), pirate_strength(&s) / 4), (8, 2));
}

/// SR-EX-39, SR-37…SR-39, SR-AMB-6 — pirates of strength 6 against
/// fortified Ostius: 4 troops hold (2 dealt; 4 against 6); 3 troops fall
/// (1 dealt; 5 against 4): two pirate ships hold Ostius, its troops lost.
#[test]
fn sr_ex_39_the_raid_on_ostius() {
    let garrison = |n: u32| Side {
        units: (0..n).map(|i| Fighter::plain(UnitId(i + 1), Troop)).collect(),
        walls: true,
        ..Side::default()
    };
    let four = combat::pirates(6, &garrison(4));
    assert_eq!((four.value.1, four.left, four.falls), (2, (4, 6), false));
    let three = combat::pirates(6, &garrison(3));
    assert_eq!((three.value.1, three.left, three.falls), (1, (5, 4), true));
    assert_eq!(combat::pirate_ships(three.left.0), 2);
    let mut s = bare(Malmo);
    put(&mut s, None, Ship, city("baria"), 1);
    put(&mut s, Some(Malmo), Troop, city("ostius"), 3);
    let mut ev = crate::Ev::default();
    pirates(&mut s, &mut engine::dice::Dice::from_seed("no die"), &mut ev);
    assert_eq!(s.owner(city("ostius")), None);
    assert_eq!(count(&s, None, Ship, city("ostius")), 2);
    assert_eq!(count(&s, Some(Malmo), Troop, city("ostius")), 0);
}
