//! Faults the invariants found in soaks of whole games (`sandtable soak`
//! after every action), each kept as a test played through actions.

use super::{bare, dice_showing, exec, exec_with, put};
use crate::action::{Action, Group};
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::state::KardAt;
use Faction::{Heilbron, Kerdurin, LakeCity, Malmo, Rudern};
use UnitKind::{Ruler, Ship, Troop};
use engine::side::Side;

/// SR-G10, SR-24 — Robert sails with a troop on one ship; Malmo's three
/// ships sink it. The riders go down with it, but Robert is taken by Malmo
/// (rules 1 drowned him: his realm kept a "free" kard no longer on the map,
/// broken invariant SR-24 in 53 of 1,000 games against random players).
#[test]
fn a_kard_whose_ships_sink_is_taken_by_the_victor() {
    let play = |rules| {
        let mut s = bare(Malmo);
        s.rules = rules;
        put(&mut s, Some(Kerdurin), Ship, pos("west_sea"), 1);
        put(&mut s, Some(Kerdurin), Ruler, pos("west_sea"), 1);
        put(&mut s, Some(Kerdurin), Troop, pos("west_sea"), 1);
        put(&mut s, Some(Malmo), Ship, city("malmo"), 3);
        let fleet = Group { ship: 3, ..Group::default() };
        exec(&mut s, Malmo, &Action::Move { from: city("malmo"), to: pos("west_sea"), group: fleet }).expect("to sea");
        exec_with(&mut s, Malmo, &Action::Attack { at: pos("west_sea") }, &mut dice_showing(&[3, 3]))
            .expect("a battle");
        assert_eq!(s.army(Some(Kerdurin), pos("west_sea")).count(), 0, "all gone down");
        s
    };
    let old = play(1);
    assert_eq!(old.faction(Kerdurin).kard, KardAt::Free, "rules 1: a free kard nowhere on the map");
    let s = play(2);
    assert!(matches!(s.faction(Kerdurin).kard, KardAt::Captive { by: Some(Malmo), .. }));
    assert_eq!(
        crate::invariants::broken(&s).iter().filter(|t| t.key == "sr.invariant.kard_count").count(),
        4,
        "only the kards the bare scene never placed"
    );
}

/// SR-28, SR-G16, SR-G10 — Heilbron captures Rim, alone and cut off in the
/// Tribal Hills, while Malmo holds Rudern's capital: Malmo pays Heilbron the
/// ransom and takes Rudern as its vassal; its troop steps out of Rudern into
/// Rudern's lands, where Heilbron's army stands, and the battle follows in
/// Heilbron's turn (found in a soak: two hostile armies shared the field
/// with no battle to come).
#[test]
fn a_lords_garrison_stepping_out_among_foes_gives_battle() {
    let mut s = bare(Heilbron);
    s.cities.iter_mut().filter(|c| c.city == city("rudern")).for_each(|c| c.owner = Some(Malmo));
    put(&mut s, Some(Malmo), Troop, city("rudern"), 1);
    put(&mut s, Some(Rudern), Ruler, pos("wild_hills"), 1);
    put(&mut s, Some(Heilbron), Troop, pos("heilbron"), 4);
    for field in ["lake_city", "shadow_lands"] {
        put(&mut s, Some(LakeCity), Troop, pos(field), 1);
    }
    put(&mut s, Some(Heilbron), Troop, pos("rudern"), 2);
    let group = Group { troop: 3, ..Group::default() };
    exec(&mut s, Heilbron, &Action::Move { from: pos("heilbron"), to: pos("wild_hills"), group }).expect("onto Rim");
    exec(&mut s, Heilbron, &Action::Attack { at: pos("wild_hills") }).expect("Rim taken");
    assert_eq!(s.faction(Rudern).lord, Some(Malmo), "SR-28: Malmo paid and took Rudern as vassal");
    assert!(s.engaged.iter().any(|e| e.at == pos("rudern")), "the battle follows: {:?}", s.engaged);
    let broken = crate::invariants::broken(&s);
    assert!(!broken.iter().any(|t| t.key == "sr.invariant.foes_together"), "{broken:?}");
}

/// SR-G10 — found in a soak: at a round's start the giants took a city and
/// its realm's kard, so Lake City (holding its capital) took it as vassal
/// and its garrison stepped out among Heilbron's army; Heilbron's turn
/// began and the battle was forgotten. Wherever the playing realm's army
/// stands with a hostile one, the battle follows in its turn.
#[test]
fn the_playing_realm_fights_the_foes_standing_with_it() {
    let mut s = bare(Heilbron);
    put(&mut s, Some(Heilbron), Troop, pos("rudern"), 2);
    put(&mut s, Some(LakeCity), Troop, pos("rudern"), 1);
    exec(&mut s, Heilbron, &Action::KeepSupplies { supplies: 2 }).expect("any action");
    assert!(s.engaged.iter().any(|e| e.at == pos("rudern")), "{:?}", s.engaged);
    assert_eq!(crate::check::check(&s, Heilbron, &Action::EndTurn), Err(crate::refusal::Refuse::BattlePending));
    exec(&mut s, Heilbron, &Action::Attack { at: pos("rudern") }).expect("the battle");
}

/// Kerdurin's turn: Lake City serves Malmo, which has lost its capital to
/// Kerdurin; Jaromír stands alone in the Lomen lands, with nowhere to
/// withdraw, and 3 Kerdurin troops wait next to him.
fn lake_city_serving_malmo() -> crate::state::State {
    let mut s = bare(Kerdurin);
    s.factions[LakeCity.index()].lord = Some(Malmo);
    s.cities.iter_mut().filter(|c| c.city == city("malmo")).for_each(|c| c.owner = Some(Kerdurin));
    put(&mut s, Some(Malmo), Ruler, pos("lomen"), 1);
    for field in ["kerdurin", "rotstain", "malmo"] {
        put(&mut s, Some(Kerdurin), Troop, pos(field), 2);
    }
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 3);
    s
}

/// Kerdurin's troops take Jaromír: Malmo, its capital lost and its kard
/// a captive, falls into vassalage under Kerdurin (SR-40).
fn malmo_falls_under_kerdurin(s: &mut crate::state::State) {
    let group = Group { troop: 3, ..Group::default() };
    exec(s, Kerdurin, &Action::Move { from: pos("kerdurin"), to: pos("lomen"), group }).expect("onto Jaromír");
    exec(s, Kerdurin, &Action::Attack { at: pos("lomen") }).expect("Jaromír taken");
}

/// SR-G16 — found in a soak: Lake City served Malmo when Malmo fell into
/// vassalage under Kerdurin, a chain of vassals. Malmo's vassal is free.
#[test]
fn a_lord_falling_into_vassalage_frees_its_vassals() {
    let mut s = lake_city_serving_malmo();
    malmo_falls_under_kerdurin(&mut s);
    assert_eq!(s.faction(Malmo).lord, Some(Kerdurin));
    assert_eq!(s.faction(LakeCity).lord, None, "a vassal has no vassals");
    assert!(!crate::invariants::broken(&s).iter().any(|t| t.key == "sr.invariant.vassal_chain"));
}

/// SR-G16, SR-G10 — found in a soak of computer 3 (2 of 1,000 games):
/// Lake City served Malmo, and their armies stood together in the Tribal
/// Forest, when Malmo fell into vassalage under Kerdurin. Lake City is
/// free, so the two are foes where they stand; neither plays in
/// Kerdurin's turn, and their battle follows in the turn of the first of
/// them to act, Lake City's. The invariant read the meeting as foes with
/// no battle to come.
#[test]
fn a_freed_vassal_fights_its_former_lord_in_the_first_turn_of_either() {
    let mut s = lake_city_serving_malmo();
    put(&mut s, Some(Malmo), Troop, pos("wild_forest"), 2);
    put(&mut s, Some(LakeCity), Troop, pos("wild_forest"), 3);
    malmo_falls_under_kerdurin(&mut s);
    assert_eq!(s.faction(LakeCity).lord, None, "a vassal has no vassals");
    assert!(s.hostile(Some(LakeCity), Some(Malmo)));
    assert!(!crate::invariants::broken(&s).iter().any(|t| t.key == "sr.invariant.foes_together"));
    for f in [Kerdurin, Heilbron, Rudern] {
        exec(&mut s, f, &Action::EndTurn).unwrap_or_else(|r| panic!("{f:?} ends its turn: {r:?}"));
    }
    assert_eq!(s.acting(), Some(LakeCity));
    assert!(s.engaged.iter().any(|e| e.at == pos("wild_forest")), "{:?}", s.engaged);
    assert_eq!(crate::check::check(&s, LakeCity, &Action::EndTurn), Err(crate::refusal::Refuse::BattlePending));
}
