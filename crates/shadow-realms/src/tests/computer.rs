//! The computer player's behaviours (`crate::ai`): each test sets a scene
//! with `bare` and `put`, lets the computer play its turn through `check`
//! and `execute`, and looks at what it did.

use super::{bare, exec, put};
use crate::Action;
use crate::ai::{computer_action, guard, race};
use crate::ids::{Faction, UnitKind};
use crate::map::{city, map, pos};
use crate::state::{Stage, State};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::side::Side;

/// Plays `f`'s turn with the computer until it would end it: every action
/// it chose, each checked and carried out.
fn play_turn(s: &mut State, f: Faction) -> Vec<Action> {
    let mut rng = Dice::from_seed("computer");
    let mut done = Vec::new();
    for _ in 0..200 {
        let a = computer_action(s, f, &mut rng).expect("the computer acts in its turn");
        if a == Action::EndTurn {
            return done;
        }
        exec(s, f, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"));
        done.push(a);
    }
    panic!("the computer never ends its turn");
}

/// Five troops in every city but `open` and `f`'s own, of its owner (the
/// neutrals' too): the only city worth marching on is `open`.
fn garrison_all_but(s: &mut State, f: Faction, open: &[&str]) {
    for c in map().cities().collect::<Vec<_>>() {
        let owner = s.owner(c);
        if owner != Some(f) && !open.iter().any(|k| city(k) == c) {
            put(s, owner, UnitKind::Troop, c, 5);
        }
    }
}

/// The BS of `f`'s units in a city and its field: what fights a giant (SR-32).
fn before_giants(s: &State, f: Faction, c: RegionId) -> u32 {
    let field = map().field_of(c).expect("a city has a field");
    s.army(Some(f), c).chain(s.army(Some(f), field)).map(|u| u.kind.bs()).sum()
}

fn heilbron_with_nine(round: u32) -> State {
    let mut s = bare(Faction::Heilbron);
    s.round = round;
    put(&mut s, Some(Faction::Heilbron), UnitKind::Ruler, city("heilbron"), 1);
    put(&mut s, Some(Faction::Heilbron), UnitKind::Troop, city("heilbron"), 9);
    s
}

/// SR-29, SR-30, SR-32 — with the giants due next round, Heilbron's capital
/// (on their table) keeps 6 BS at home, which no giant beats; in a round
/// before none comes, its troops march.
#[test]
fn the_capital_keeps_its_guard_when_the_giants_can_come() {
    let mut s = heilbron_with_nine(2);
    assert!(crate::timetable::giants_due(3));
    let moves = play_turn(&mut s, Faction::Heilbron);
    assert!(!moves.is_empty(), "the troops beyond the guard march");
    assert!(before_giants(&s, Faction::Heilbron, city("heilbron")) >= 6);
    assert_eq!(guard::guard(&s, Faction::Heilbron, city("heilbron"), crate::ai::Guards::LEAN), 6);
    let mut s = heilbron_with_nine(3);
    play_turn(&mut s, Faction::Heilbron);
    assert!(before_giants(&s, Faction::Heilbron, city("heilbron")) < 6, "no giant comes in round 4");
    assert!(s.army(Some(Faction::Heilbron), city("heilbron")).any(|u| u.kind == UnitKind::Ruler), "the kard stays");
}

/// Malmo besieges Heran with 4 troops against its 3, bordering it only
/// through the Tribal Forest, where it has 3; the siege began this turn,
/// or (`stormable`) in an earlier one.
fn malmo_before_heran(stormable: bool) -> State {
    let mut s = bare(Faction::Malmo);
    s.round = 2;
    s.turn = 7;
    put(&mut s, Some(Faction::LakeCity), UnitKind::Troop, city("heran"), 3);
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, pos("heran"), 4);
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, pos("wild_forest"), 3);
    put(&mut s, Some(Faction::Malmo), UnitKind::Ruler, city("malmo"), 1);
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, city("malmo"), 3);
    garrison_all_but(&mut s, Faction::Malmo, &["heran"]);
    exec(&mut s, Faction::Malmo, &Action::Besiege { city: city("heran") }).expect("the siege is laid");
    if stormable {
        s.turn += 5;
    }
    s
}

/// SR-G13 — the field that lets a siege be stormed stays held: the
/// computer sends troops from there to strengthen the siege, never all.
#[test]
fn the_computer_keeps_the_field_its_siege_needs() {
    let mut s = malmo_before_heran(false);
    assert!(crate::siege::bordering(&s, Faction::Malmo, city("heran")));
    let moves = play_turn(&mut s, Faction::Malmo);
    assert!(moves.iter().any(|a| matches!(a, Action::Move { from, .. } if *from == pos("wild_forest"))), "{moves:?}");
    let taken = s.owner(city("heran")) == Some(Faction::Malmo);
    assert!(taken || s.holds(Faction::Malmo, pos("wild_forest")), "the Tribal Forest is still Malmo's");
    assert!(taken || crate::siege::bordering(&s, Faction::Malmo, city("heran")));
}

/// SR-G13 — when another army took the field the siege's border ran
/// through, the besiegers send what the siege can spare to win it back,
/// and storm.
#[test]
fn a_siege_that_lost_its_border_wins_it_back() {
    let mut s = malmo_before_heran(true);
    s.units.retain(|u| u.at != pos("wild_forest"));
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, pos("heran"), 4);
    put(&mut s, Some(Faction::LakeCity), UnitKind::Troop, pos("wild_forest"), 1);
    assert!(!crate::siege::bordering(&s, Faction::Malmo, city("heran")));
    let moves = play_turn(&mut s, Faction::Malmo);
    let back =
        |a: &Action| matches!(a, Action::Move { from, to, .. } if *from == pos("heran") && *to == pos("wild_forest"));
    assert!(moves.iter().any(back), "some besiegers go back to the Tribal Forest: {moves:?}");
    assert!(moves.contains(&Action::Storm { city: city("heran") }), "then it storms: {moves:?}");
}

/// Heilbron's three troops in Mineur's field, Rotstain open next to them;
/// `rudern` troops of Rudern's in their own field, next to Rotstain's.
fn heilbron_near_rotstain(rudern: u32) -> State {
    let mut s = bare(Faction::Heilbron);
    put(&mut s, Some(Faction::Heilbron), UnitKind::Ruler, city("heilbron"), 1);
    put(&mut s, Some(Faction::Heilbron), UnitKind::Troop, city("heilbron"), 3);
    put(&mut s, Some(Faction::Heilbron), UnitKind::Troop, pos("mineur"), 3);
    put(&mut s, Some(Faction::Rudern), UnitKind::Troop, pos("rudern"), rudern);
    garrison_all_but(&mut s, Faction::Heilbron, &["rotstain"]);
    s
}

/// The computer does not step into a field a stronger army could strike
/// next turn; with no such army it marches on the open city.
#[test]
fn the_computer_does_not_step_next_to_a_stronger_army() {
    let into_rotstain =
        |moves: &[Action]| moves.iter().any(|a| matches!(a, Action::Move { to, .. } if *to == pos("rotstain")));
    let mut s = heilbron_near_rotstain(0);
    assert!(into_rotstain(&play_turn(&mut s, Faction::Heilbron)), "unopposed, it marches on Rotstain");
    let mut s = heilbron_near_rotstain(8);
    let moves = play_turn(&mut s, Faction::Heilbron);
    assert!(!into_rotstain(&moves), "8 BS next door: it waits ({moves:?})");
}

/// Rudern's army in the Tribal Forest, with Heran (Lake City's) and Baria
/// (the neutrals') both open next to it; Lake City has `influence`.
fn rudern_between(influence: u32) -> State {
    let mut s = bare(Faction::Rudern);
    s.factions[Faction::LakeCity.index()].influence = influence;
    put(&mut s, Some(Faction::Rudern), UnitKind::Ruler, city("rudern"), 1);
    put(&mut s, Some(Faction::Rudern), UnitKind::Troop, city("rudern"), 3);
    put(&mut s, Some(Faction::Rudern), UnitKind::Troop, city("rotstain"), 1);
    put(&mut s, Some(Faction::Rudern), UnitKind::Troop, pos("wild_forest"), 4);
    garrison_all_but(&mut s, Faction::Rudern, &["heran", "baria"]);
    s
}

/// SR-G5, SR-G7 — the race: Lake City (three cities) wins first at the
/// start; a realm whose capital is taken can no longer win.
#[test]
fn the_race_knows_who_wins_first() {
    let mut s = bare(Faction::Rudern);
    assert_eq!(race::eta(&s, Faction::LakeCity), 7);
    assert_eq!(race::eta(&s, Faction::Rudern), 10);
    assert_eq!(race::leader(&s, Faction::Rudern), Some(Faction::LakeCity));
    assert_eq!(race::leader(&s, Faction::LakeCity), None);
    let capital = race::worth(&s, Faction::Rudern, city("lake_city"), 2);
    assert!(capital > race::worth(&s, Faction::Rudern, city("heran"), 2));
    assert!(race::worth(&s, Faction::Rudern, city("heran"), 2) > race::worth(&s, Faction::Rudern, city("baria"), 2));
    assert!(race::worth(&s, Faction::Rudern, city("heran"), 2) > race::worth(&s, Faction::Rudern, city("heran"), 5));
    s.cities.iter_mut().filter(|c| c.city == city("lake_city")).for_each(|c| c.owner = Some(Faction::Rudern));
    assert_eq!(race::eta(&s, Faction::LakeCity), race::NEVER);
}

/// Malmo's army in the Tribal Forest, with Heran (Lake City's) and
/// Rotstain (Rudern's) both open next to it; Lake City has `influence`.
fn malmo_between(influence: u32) -> State {
    let mut s = bare(Faction::Malmo);
    s.factions[Faction::LakeCity.index()].influence = influence;
    put(&mut s, Some(Faction::Malmo), UnitKind::Ruler, city("malmo"), 1);
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, city("malmo"), 3);
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, city("ostius"), 6);
    put(&mut s, Some(Faction::Malmo), UnitKind::Troop, pos("wild_forest"), 4);
    garrison_all_but(&mut s, Faction::Malmo, &["heran", "rotstain"]);
    s
}

/// When the leader nears 25, its city is the one to take, though another
/// realm's lies as near and as open (and first in the map's order).
#[test]
fn the_computer_goes_for_the_leaders_city() {
    let mut s = malmo_between(17);
    let moves = play_turn(&mut s, Faction::Malmo);
    let first = moves.iter().find_map(|a| if let Action::Move { to, .. } = a { Some(*to) } else { None });
    assert_eq!(first, Some(pos("heran")), "the army marches on Heran first: {moves:?}");
    assert_eq!(s.city(city("heran")).and_then(|c| c.siege).map(|siege| siege.by), Some(Faction::Malmo));
}

/// SR-6, SR-G6 — recruits never spend what this turn's march needs: with
/// just enough for the march no troop is raised, with plenty one is.
#[test]
fn recruits_leave_the_supplies_for_the_march() {
    let scene = |supplies: u32| {
        let mut s = rudern_between(17);
        s.stage = Stage::Start;
        s.factions[Faction::Rudern.index()].supplies = supplies;
        s
    };
    let mut rng = Dice::from_seed("computer");
    let first = |s: &State, rng: &mut Dice| computer_action(s, Faction::Rudern, rng).expect("an action");
    assert!(!matches!(first(&scene(5), &mut rng), Action::Recruit { .. }), "5 supplies are the march's");
    assert!(matches!(first(&scene(20), &mut rng), Action::Recruit { .. }), "20 leave some for a troop");
}

/// Lake City's two armies of 2 troops beside neutral Zlatka (2 troops),
/// a Rudern army of 3 in the Shadow Lands next to both fields.
fn two_small_armies_before_zlatka() -> State {
    let mut s = bare(Faction::LakeCity);
    if let Some(cs) = s.cities.iter_mut().find(|cs| cs.city == city("zlatka")) {
        cs.owner = None;
    }
    put(&mut s, None, UnitKind::Troop, city("zlatka"), 2);
    put(&mut s, Some(Faction::LakeCity), UnitKind::Ruler, city("lake_city"), 1);
    put(&mut s, Some(Faction::LakeCity), UnitKind::Troop, city("lake_city"), 4);
    put(&mut s, Some(Faction::LakeCity), UnitKind::Troop, city("heran"), 2);
    put(&mut s, Some(Faction::Rudern), UnitKind::Troop, pos("shadow_lands"), 3);
    garrison_all_but(&mut s, Faction::LakeCity, &["zlatka"]);
    s
}

/// Computer 3 (`Profile::together`) — two armies, each weaker than the army
/// that could strike them next turn but stronger together, march on the
/// city they were given; computer 1, weighing each army alone, stayed home.
#[test]
fn armies_too_weak_alone_march_on_a_city_together() {
    let marches = |profile: crate::ai::Profile| {
        let mut s = two_small_armies_before_zlatka();
        let mut rng = Dice::from_seed("computer");
        for _ in 0..20 {
            let a = crate::ai::computer_action_as(&s, Faction::LakeCity, &mut rng, profile).expect("it acts");
            if a == Action::EndTurn {
                break;
            }
            exec(&mut s, Faction::LakeCity, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r:?}"));
        }
        s.army(Some(Faction::LakeCity), pos("zlatka")).count()
    };
    assert_eq!(marches(crate::ai::Profile::CURRENT), 4, "both armies stand before Zlatka");
    let alone = crate::ai::Profile { together: false, ..crate::ai::Profile::CURRENT };
    assert_eq!(marches(alone), 0, "each army alone is too weak to set out");
}

/// Computer 3 (`Guards::LEAN`) — a city that is not a capital keeps nobody
/// when neither the giants nor the pirates call for more; a capital keeps
/// two, four on the giants' table (SR-30). Version 1 kept one and three.
#[test]
fn version_3_keeps_lean_guards() {
    use crate::ai::Guards;
    let s = bare(Faction::Heilbron);
    assert!(!crate::timetable::giants_due(2), "no giants next round");
    let guard = |f, c: &str, guards| guard::guard(&s, f, city(c), guards);
    assert_eq!(guard(Faction::Heilbron, "mineur", Guards::LEAN), 0);
    assert_eq!(guard(Faction::Heilbron, "heilbron", Guards::LEAN), 4);
    assert_eq!(guard(Faction::LakeCity, "lake_city", Guards::LEAN), 2);
    assert_eq!(guard(Faction::Heilbron, "mineur", Guards::FIRST), 1);
    assert_eq!(guard(Faction::LakeCity, "lake_city", Guards::FIRST), 3);
}
