//! GAP-45 — the map data file as the rules read it: the counts and links
//! the scenario requires, and the hash the scenario states.

use crate::ids::Player;
use crate::map::map;

/// GAP-45 (1, 3) — 28 provinces of 2–4 sub-provinces with one capital each,
/// 6 a state (its capital province of 4) and 4 of the Silk Road; 8 seas.
#[test]
fn gap_45_counts() {
    let m = map();
    assert_eq!(m.provinces.len(), 28);
    assert_eq!(m.subs.iter().filter(|s| s.sea.is_none()).count(), 83);
    assert_eq!(m.subs.iter().filter(|s| s.sea.is_some()).count(), 8);
    for p in &m.provinces {
        assert!((2..=4).contains(&p.subs.len()), "{}", p.key);
        assert_eq!(p.subs.iter().filter(|&&r| m.sub(r).capital).count(), 1, "{}", p.key);
    }
    for player in Player::ALL {
        let homes = &m.homes[&player];
        assert_eq!(homes.len(), 6, "{player:?}");
        assert_eq!(m.province(homes[0]).subs.len(), 4, "{player:?}'s capital province");
        assert!(m.province(homes[2]).subs.iter().any(|&r| m.sub(r).coastal), "{player:?}'s third province is coastal");
    }
    assert_eq!(m.regions.iter().filter(|r| r.home.is_none()).map(|r| r.provinces.len()).sum::<usize>(), 4);
}

/// GAP-45 (7) — every land sub-province reaches every other over land.
#[test]
fn gap_45_land_is_connected() {
    let m = map();
    let first = m.board.ids().find(|&r| !m.is_sea(r)).expect("land");
    let dist = m.board.distances(first, &[engine::board::Link::Land], |_| true);
    assert!(m.board.ids().filter(|&r| !m.is_sea(r)).all(|r| dist[r.index()].is_some()));
}

/// Each scenario states the hash of its data (the page names it without SHA-256).
#[test]
fn the_scenario_states_its_data_hash() {
    use engine::rules::Rules;
    for info in crate::setup::scenarios() {
        let content = crate::KhansAndKings::scenario_content(info.id).expect("its data");
        assert_eq!(info.hash, engine::save::scenario_hash(content), "{}", info.id);
    }
}

/// Issue 39 — the balanced start: Four Crowns with the Kingdom at peace
/// with the Empire and the Republic (GAP-44: the scenario's starting
/// relations) and two more spearmen in each of its capitals; not under
/// rules before diplomacy.
#[test]
fn the_balanced_start() {
    use crate::diplomacy::{Relation, relation};
    use crate::ids::Player::{Empire, Khanate, Kingdom, Republic};
    use engine::rules::Rules;
    let seats = crate::setup::seats(engine::seat::Controller::Computer);
    let plain = crate::KhansAndKings::setup(crate::setup::SCENARIO, &seats, &mut engine::dice::Dice::from_seed("b"))
        .expect("Four Crowns");
    let s = crate::KhansAndKings::setup(crate::setup::BALANCED, &seats, &mut engine::dice::Dice::from_seed("b"))
        .expect("balanced");
    assert_eq!((relation(&s, Kingdom, Empire), relation(&s, Kingdom, Republic)), (Relation::Peace, Relation::Peace));
    assert_eq!(relation(&s, Kingdom, Khanate), Relation::War);
    let spearmen = |s: &crate::state::State| {
        s.units.iter().filter(|u| u.owner == Some(Kingdom) && u.kind.template().id == "spearmen").count()
    };
    assert_eq!(spearmen(&s), spearmen(&plain) + 2 * s.provinces_of(Kingdom).count());
    let old =
        crate::KhansAndKings::setup_under(crate::setup::BALANCED, &seats, &mut engine::dice::Dice::from_seed("b"), 3);
    assert!(old.is_err(), "rules 3 have no diplomacy");
}

/// Issues 39 and 40 — the evened start, the default: the balanced start's
/// peace and spearmen, and Kuhsar and Meravand (the Silk Road provinces next
/// to the Kingdom's capital and its northern border) the Kingdom's from the
/// start, without their partisans; the other two Silk Road provinces keep
/// theirs (GAP-45 (11)). Not under rules before diplomacy.
#[test]
fn the_evened_start_gives_the_kingdom_two_silk_road_provinces() {
    use crate::diplomacy::{Relation, relation};
    use crate::ids::Player::{Empire, Khanate, Kingdom, Republic};
    use engine::rules::Rules;
    let seats = crate::setup::seats(engine::seat::Controller::Computer);
    assert_eq!(crate::setup::scenarios()[0].id, crate::setup::EVEN, "the default scenario");
    let s = crate::KhansAndKings::setup(crate::setup::EVEN, &seats, &mut engine::dice::Dice::from_seed("e"))
        .expect("evened");
    assert_eq!((relation(&s, Kingdom, Empire), relation(&s, Kingdom, Republic)), (Relation::Peace, Relation::Peace));
    assert_eq!(relation(&s, Kingdom, Khanate), Relation::War);
    let m = crate::map::map();
    let named = |key: &str| m.province_ids().find(|&p| m.province(p).key == key).expect(key);
    let partisans_in = |p| s.units.iter().filter(|u| u.owner.is_none() && m.province_of(u.at) == Some(p)).count();
    for key in ["p_kuhsar", "p_meravand"] {
        assert_eq!(s.provinces[named(key).index()].owner, Some(Kingdom), "{key}");
        assert_eq!(partisans_in(named(key)), 0, "{key}");
    }
    for key in ["p_sogdara", "p_bandar_zeyn"] {
        assert_eq!(s.provinces[named(key).index()].owner, None, "{key}");
        assert_eq!(partisans_in(named(key)), 2, "{key}");
    }
    assert_eq!(s.provinces_of(Kingdom).count(), 8);
    let spearmen = s.units.iter().filter(|u| u.owner == Some(Kingdom) && u.kind.template().id == "spearmen").count();
    let plain = crate::KhansAndKings::setup(crate::setup::SCENARIO, &seats, &mut engine::dice::Dice::from_seed("e"))
        .expect("Four Crowns");
    let plain_spearmen =
        plain.units.iter().filter(|u| u.owner == Some(Kingdom) && u.kind.template().id == "spearmen").count();
    assert_eq!(spearmen, plain_spearmen + 2 * 6, "two more in each of its six home capitals");
    assert!(
        crate::KhansAndKings::setup_under(crate::setup::EVEN, &seats, &mut engine::dice::Dice::from_seed("e"), 3)
            .is_err()
    );
    // The balanced start is kept for its games, no longer offered.
    let balanced = crate::setup::scenarios().into_iter().find(|i| i.id == crate::setup::BALANCED).expect("kept");
    assert_eq!(balanced.superseded_by, Some(crate::setup::EVEN));
}
