//! Revolutions and the Red Guard (KK-REV-05…09, KK-NPU-10, GAP-02 event 5,
//! GAP-46, AMB-37, AMB-66).

use super::{bare, new_game, province, put, sub};
use crate::data::buildings::Building;
use crate::event::Event;
use crate::ids::{Player, UnitId};
use crate::state::{Origin, Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::seat::Controller;

/// Four Crowns with no units and no buildings anywhere, then
/// `buildings` placed; the Empire moves.
fn scene(buildings: &[(&str, Building)]) -> State {
    let mut s = bare(Player::Empire, Phase::Movement);
    for x in &mut s.subs {
        x.building = None;
    }
    for &(at, b) in buildings {
        s.subs[sub(at).index()].building = Some(b);
    }
    s
}

fn red_guard(s: &State) -> Vec<(UnitId, RegionId)> {
    s.units.iter().filter(|u| u.origin == Some(Origin::Revolution(Player::Empire))).map(|u| (u.id, u.at)).collect()
}

fn rises(s: &mut State, at: &str) -> UnitId {
    let id = put(s, None, "red_guard", sub(at), 1)[0];
    if let Some(u) = s.units.iter_mut().find(|u| u.id == id) {
        u.origin = Some(Origin::Revolution(Player::Empire));
    }
    id
}

fn new_turn(s: &mut State) {
    for u in &mut s.units {
        (u.plundered, u.acted) = (false, false);
    }
}

fn step(s: &mut State) -> Vec<Event> {
    let mut ev = crate::Ev::default();
    crate::independent::act(s, &mut Dice::from_seed("rev"), &mut ev);
    ev.into_vec()
}

/// KK-REV-06, AMB-37, AMB-66 — one Red Guard in each sub-province of the
/// chosen province holding a Farm, Steelworks, Factory or Shipyard (the
/// only such province here), none at its Barracks; the state's unit
/// sharing a sub-province with one is attacked at once.
#[test]
fn a_revolution_raises_a_red_guard_at_each_revolution_building() {
    let mut s = scene(&[
        ("s_kholmgard_2", Building::Farm),
        ("s_kholmgard_3", Building::ArmsFactory),
        ("s_kholmgard_4", Building::Barracks),
    ]);
    put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_3"), 1);
    let mut ev = crate::Ev::default();
    crate::revolution::revolution(&mut s, Player::Empire, &mut Dice::from_seed("rev"), &mut ev);
    let events = ev.into_vec();
    assert!(events.contains(&Event::Revolution { player: Player::Empire, province: province("p_kholmgard") }));
    let at: Vec<RegionId> = events
        .iter()
        .filter_map(|e| match e {
            Event::UnitPlaced { unit } if unit.origin == Some(Origin::Revolution(Player::Empire)) => Some(unit.at),
            _ => None,
        })
        .collect();
    assert_eq!(at, [sub("s_kholmgard_2"), sub("s_kholmgard_3")]);
    assert!(events.iter().any(|e| matches!(e, Event::Engaged { .. })), "AMB-37: a battle at once");
}

/// AMB-37, AMB-20 — a Red Guard that rose among two of the state's units
/// and won its engagement cannot go back to where it came from (it came
/// from there): from rules 4 it leaves as a beaten attacker would, to a
/// neighbouring sub-province of the province free of the state's units, so
/// no hostile units stand together without a battle (KK-CMB-01); rules 3
/// left it beside the riflemen.
#[test]
fn a_red_guard_rising_among_the_state_leaves_after_its_engagement() {
    for rules in [4, 3] {
        let mut s = scene(&[("s_kholmgard_1", Building::Farm)]);
        s.rules = rules;
        put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_1"), 2);
        let mut ev = crate::Ev::default();
        let mut dice = super::dice_showing(&[(1, 1), (4, 4), (4, 1)]);
        crate::revolution::revolution(&mut s, Player::Empire, &mut dice, &mut ev);
        let events = ev.into_vec();
        assert!(
            events.iter().any(|e| matches!(e, Event::Engaged { engagement } if engagement.attacker_wins)),
            "{events:?}"
        );
        assert!(!events.iter().any(|e| matches!(e, Event::UnitsMoved { from, to, .. } if from == to)), "{events:?}");
        let at = red_guard(&s).first().map(|x| x.1);
        let together = crate::invariants::broken(&s).iter().any(|t| t.key == "kk.invariant.hostile_together");
        if rules >= 4 {
            let province = crate::map::map().province_of(at.expect("the Red Guard"));
            assert!(at != Some(sub("s_kholmgard_1")) && province == Some(super::province("p_kholmgard")));
            assert!(!together);
        } else {
            assert_eq!(at, Some(sub("s_kholmgard_1")));
            assert!(together);
        }
    }
}

/// AMB-37 — a state with no revolution building suffers no revolution.
#[test]
fn no_revolution_buildings_no_revolution() {
    let mut s = scene(&[]);
    let mut ev = crate::Ev::default();
    crate::revolution::revolution(&mut s, Player::Empire, &mut Dice::from_seed("rev"), &mut ev);
    assert!(ev.into_vec().is_empty());
    assert!(red_guard(&s).is_empty());
}

fn agitation(s: &mut State, drawer: Player) -> Vec<Event> {
    s.event = 5;
    let mut ev = crate::Ev::default();
    crate::turn_event::happen(s, drawer, &mut Dice::from_seed("rev"), &mut ev);
    ev.into_vec()
}

fn struck(events: &[Event]) -> Option<Player> {
    events.iter().find_map(|e| match e {
        Event::Revolution { player, .. } => Some(*player),
        _ => None,
    })
}

/// GAP-02 event 5 — the industrial state with the most revolution buildings
/// suffers it (the Kingdom's three Farms do not count: it is a craft
/// state); tied, the drawer names a rival; none, nothing happens.
#[test]
fn revolutionary_agitation_strikes_the_most_industrial_state() {
    let kingdom = [("s_valmont_2", Building::Farm), ("s_valmont_3", Building::Farm), ("s_brenneval_2", Building::Farm)];
    let mut s = scene(&kingdom);
    assert_eq!(struck(&agitation(&mut s, Player::Khanate)), None);
    s.subs[sub("s_serenza_2").index()].building = Some(Building::Shipyard);
    s.subs[sub("s_kholmgard_2").index()].building = Some(Building::Farm);
    assert_eq!(struck(&agitation(&mut s.clone(), Player::Empire)), Some(Player::Republic), "a tie: a rival");
    assert_eq!(struck(&agitation(&mut s.clone(), Player::Republic)), Some(Player::Empire), "a tie: a rival");
    s.subs[sub("s_serenza_3").index()].building = Some(Building::Steelworks);
    assert_eq!(struck(&agitation(&mut s, Player::Republic)), Some(Player::Republic));
    assert!(s.units.iter().any(|u| u.origin == Some(Origin::Revolution(Player::Republic))));
}

/// KK-REV-07, AMB-36 — the Red Guard attack the state's units in their
/// province before they plunder.
#[test]
fn red_guard_attack_before_they_plunder() {
    let mut s = scene(&[("s_kholmgard_4", Building::Barracks)]);
    rises(&mut s, "s_kholmgard_4");
    let target = put(&mut s, Some(Player::Empire), "riflemen", sub("s_kholmgard_1"), 1)[0];
    let events = step(&mut s);
    assert!(
        events.iter().any(|e| matches!(e, Event::Engaged { engagement } if engagement.defence.unit == target)),
        "{events:?}"
    );
    assert_eq!(s.building(sub("s_kholmgard_4")), Some(Building::Barracks));
}

/// KK-REV-08 — a Red Guard plunders a building that is not a revolution
/// building, for nobody, and one more Red Guard rises there; it spares a
/// Farm.
#[test]
fn plunder_raises_another_red_guard() {
    let mut s = scene(&[("s_kholmgard_4", Building::Barracks), ("s_kholmgard_2", Building::Farm)]);
    rises(&mut s, "s_kholmgard_4");
    let stock = s.players.iter().map(|p| p.stock).collect::<Vec<_>>();
    let events = step(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::Plundered { .. })), "{events:?}");
    assert_eq!(s.building(sub("s_kholmgard_4")), None);
    assert_eq!(red_guard(&s).iter().filter(|x| x.1 == sub("s_kholmgard_4")).count(), 2);
    assert_eq!(s.players.iter().map(|p| p.stock).collect::<Vec<_>>(), stock, "GAP-46: plunder for nobody");
    for _ in 0..3 {
        new_turn(&mut s);
        step(&mut s);
    }
    assert_eq!(s.building(sub("s_kholmgard_2")), Some(Building::Farm), "KK-REV-08: not where they appeared");
}

/// GAP-46, KK-REV-09 — with no land unit of the state left in it, the
/// province is liberated (no one's), and the Red Guard march on the
/// neighbouring province of the state with the most revolution buildings
/// (Zaryansk's two Farms, not Ledmark's none nor the unowned Meravand).
#[test]
fn a_liberated_province_and_the_march_on_a_neighbour() {
    let mut s = scene(&[("s_zaryansk_2", Building::Farm), ("s_zaryansk_3", Building::Farm)]);
    let id = rises(&mut s, "s_kholmgard_4");
    let events = step(&mut s);
    assert!(events.contains(&Event::Liberated { player: Player::Empire, province: province("p_kholmgard") }));
    assert_eq!(s.owner(province("p_kholmgard")), None);
    assert_eq!(s.unit(id).map(|u| u.at), Some(sub("s_zaryansk_1")), "{events:?}");
    let defender = put(&mut s, Some(Player::Empire), "riflemen", sub("s_zaryansk_2"), 1)[0];
    new_turn(&mut s);
    let events = step(&mut s);
    assert!(
        events.iter().any(|e| matches!(e, Event::Engaged { engagement } if engagement.defence.unit == defender)),
        "KK-REV-07 in the invaded province: {events:?}"
    );
}

/// GAP-30 — a routed Red Guard regroups, instead of acting, once no
/// player's land unit is within one step; next to one it stays routed.
#[test]
fn a_routed_red_guard_regroups_away_from_the_enemy() {
    let mut s = scene(&[("s_kholmgard_4", Building::Barracks)]);
    let id = rises(&mut s, "s_kholmgard_4");
    put(&mut s, Some(Player::Republic), "riflemen", sub("s_meravand_2"), 1);
    let rout = |s: &mut State| s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.routed = true);
    rout(&mut s);
    step(&mut s);
    assert!(s.unit(id).is_some_and(|u| u.routed), "an enemy next to it");
    s.units.retain(|u| u.owner.is_none());
    step(&mut s);
    assert!(s.unit(id).is_some_and(|u| !u.routed));
    assert_eq!(s.building(sub("s_kholmgard_4")), Some(Building::Barracks), "regrouping is its step");
}

/// The cap ([`crate::revolution::RED_GUARD_MAX`]) — with the map's Red
/// Guard at the cap, plunder raises no more.
#[test]
fn the_red_guard_are_capped() {
    let mut s = scene(&[("s_kholmgard_4", Building::Barracks)]);
    rises(&mut s, "s_kholmgard_4");
    for _ in 1..crate::revolution::RED_GUARD_MAX {
        rises(&mut s, "s_meravand_1");
    }
    step(&mut s);
    assert_eq!(s.building(sub("s_kholmgard_4")), None, "plundered");
    assert_eq!(red_guard(&s).len(), crate::revolution::RED_GUARD_MAX);
}

/// GAP-02 event 5, KK-TURN-01, GAP-51 — in computer games event 5 starts
/// revolutions (counted over a few seeds) and the games still end.
#[test]
fn computer_games_with_revolutions_end() {
    let mut seen = [0usize; 4];
    for seed in ["rev-a", "rev-b", "rev-c"] {
        let mut game = new_game(seed, Controller::Computer);
        let report = engine::sim::run_computer(&mut game, 200_000, None);
        assert!(report.finished && !report.stuck, "{seed}: turn {}", report.turn);
        for e in game.log().iter().flat_map(|x| &x.events) {
            match e {
                Event::Revolution { .. } => seen[0] += 1,
                Event::Liberated { .. } => seen[1] += 1,
                Event::UnitPlaced { unit } if matches!(unit.origin, Some(Origin::Revolution(_))) => seen[2] += 1,
                Event::Plundered { unit }
                    if game
                        .log()
                        .iter()
                        .flat_map(|x| &x.events)
                        .any(|e| matches!(e, Event::UnitPlaced { unit: u } if u.id == *unit && u.owner.is_none())) =>
                {
                    seen[3] += 1
                }
                _ => {}
            }
        }
    }
    eprintln!("revolutions, liberated, Red Guard raised, independent plunders: {seen:?}");
    assert!(seen[0] > 0 && seen[2] > 0, "{seen:?}");
}

/// KK-POW-09, KK-POW-01 (rules 4) — a province liberated by the Red Guard
/// belongs to no state: the Empire's prisoners in a camp there go to its
/// nearest other camp with room, or are lost. Rules 3 left them in a camp
/// no longer the Empire's (found by the invariant of KK-POW-01).
#[test]
fn prisoners_leave_a_camp_in_a_liberated_province() {
    for rules in [4, 3] {
        let mut s = scene(&[("s_kholmgard_2", Building::PrisonerCamp), ("s_zaryansk_2", Building::PrisonerCamp)]);
        s.rules = rules;
        let kept =
            super::prisoners::prisoner(&mut s, Some(Player::Kingdom), "spearmen", Player::Empire, sub("s_kholmgard_2"));
        let red = put(&mut s, None, "red_guard", sub("s_kholmgard_1"), 1)[0];
        s.units.iter_mut().filter(|u| u.id == red).for_each(|u| u.origin = Some(Origin::Revolution(Player::Empire)));
        let mut ev = crate::Ev::default();
        assert!(crate::revolution::liberate(
            &mut s,
            province("p_kholmgard"),
            Origin::Revolution(Player::Empire),
            &mut ev
        ));
        let camp = crate::prisoners::prisoner(&s, kept).map(|x| x.camp);
        let moved = camp == Some(sub("s_zaryansk_2"));
        assert_eq!(moved, rules >= 4, "rules {rules}: {camp:?}");
    }
}

/// AMB-37 (rules 4) — a revolution against the Empire raises no Red Guard
/// where another state's units stand in its province (it rises against the
/// Empire alone, and would stand beside them with no battle); rules 3 did.
#[test]
fn no_red_guard_rises_among_another_states_units() {
    for rules in [4, 3] {
        let mut s = scene(&[("s_kholmgard_1", Building::Farm)]);
        s.rules = rules;
        put(&mut s, Some(Player::Kingdom), "spearmen", sub("s_kholmgard_1"), 1);
        let mut ev = crate::Ev::default();
        crate::revolution::revolution(&mut s, Player::Empire, &mut super::dice_showing(&[(1, 1)]), &mut ev);
        assert_eq!(red_guard(&s).is_empty(), rules >= 4, "rules {rules}");
    }
}
