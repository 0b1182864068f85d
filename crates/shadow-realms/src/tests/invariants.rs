//! The invariants of `crate::invariants` (`Rules::invariants`): a new game
//! breaks none; each can fail, shown on a state that breaks it (the same
//! states render their messages in the locale walk); and whole games,
//! random and by the computer, break none after any action.

use super::{new_game, seat};
use crate::ShadowRealms;
use crate::action::Action;
use crate::ids::{Faction, UnitKind};
use crate::map::{city, pos};
use crate::state::{Engagement, KardAt, Siege, State, Unit};
use Faction::{Heilbron, Kerdurin, Rudern};
use engine::rules::Rules;
use engine::seat::Controller;
use engine::side::Side;

/// Round 1 of a five-realm game, Kerdurin to play: it breaks nothing.
pub fn clean() -> State {
    let game = new_game(5, "invariants", Controller::Human);
    let s = game.state().clone();
    assert_eq!(s.acting(), Some(Kerdurin));
    s
}

fn add(s: &mut State, owner: Option<Faction>, kind: UnitKind, at: engine::board::RegionId) {
    let id = crate::ids::UnitId(s.next_unit);
    s.next_unit += 1;
    s.units.push(Unit { id, owner, kind, at, steps: 0, sword: false });
}

fn besiege_mineur(s: &mut State, troops: u32) {
    for _ in 0..troops {
        add(s, Some(Kerdurin), UnitKind::Troop, pos("mineur"));
    }
    let siege = Siege { by: Kerdurin, round: 1, turn: 1 };
    s.cities.iter_mut().filter(|c| c.city == city("mineur")).for_each(|c| c.siege = Some(siege));
}

/// Each invariant's key, and a state that breaks it.
pub fn broken_scenes() -> Vec<(&'static str, State)> {
    let mut out = Vec::new();
    let mut scene = |key: &'static str, edit: &dyn Fn(&mut State)| {
        let mut s = clean();
        edit(&mut s);
        out.push((key, s));
    };
    scene("sr.invariant.peace_siege", &|s| {
        besiege_mineur(s, 6);
        s.factions[Heilbron.index()].lord = Some(Kerdurin);
    });
    scene("sr.invariant.no_besiegers", &|s| besiege_mineur(s, 0));
    scene("sr.invariant.weak_siege", &|s| besiege_mineur(s, 1));
    scene("sr.invariant.empty_fortress", &|s| {
        s.units.retain(|u| u.at != city("heilbron"));
        s.factions[Heilbron.index()].kard = KardAt::Captive { by: Some(Kerdurin), at: city("kerdurin") };
        s.cities.iter_mut().filter(|c| c.city == city("heilbron")).for_each(|c| {
            c.walls_lost = true;
            c.stormed = true;
        });
    });
    scene("sr.invariant.foe_in_city", &|s| add(s, Some(Kerdurin), UnitKind::Troop, city("heilbron")));
    scene("sr.invariant.impassable", &|s| add(s, Some(Kerdurin), UnitKind::Troop, pos("giants_land")));
    scene("sr.invariant.overloaded", &|s| {
        add(s, Some(Kerdurin), UnitKind::Ship, pos("west_sea"));
        for _ in 0..3 {
            add(s, Some(Kerdurin), UnitKind::Troop, pos("west_sea"));
        }
    });
    scene("sr.invariant.foes_together", &|s| {
        add(s, Some(Kerdurin), UnitKind::Troop, pos("wild_hills"));
        add(s, Some(Heilbron), UnitKind::Troop, pos("wild_hills"));
    });
    scene("sr.invariant.kard_count", &|s| s.units.retain(|u| u.kind != UnitKind::Ruler || u.owner != Some(Rudern)));
    scene("sr.invariant.neutral_captor", &|s| {
        s.units.retain(|u| u.kind != UnitKind::Ruler || u.owner != Some(Heilbron));
        s.factions[Heilbron.index()].kard = KardAt::Captive { by: None, at: city("kerdurin") };
    });
    scene("sr.invariant.vassal_chain", &|s| {
        s.factions[Heilbron.index()].lord = Some(Kerdurin);
        s.factions[Kerdurin.index()].lord = Some(Rudern);
    });
    scene("sr.invariant.nobody", &|s| s.order.clear());
    scene("sr.invariant.stuck", &|s| s.engaged.push(Engagement { at: pos("kerdurin"), from: vec![city("kerdurin")] }));
    out
}

/// Every invariant holds in a new game.
#[test]
fn a_new_game_breaks_no_invariant() {
    assert_eq!(crate::invariants::broken(&clean()), []);
}

/// SR-2, SR-9, SR-14, SR-16, SR-21, SR-24, SR-25, SR-42, SR-G3, SR-G10,
/// SR-G15, SR-G16 — each invariant can fail: a state that breaks it says so.
#[test]
fn every_invariant_can_fail() {
    for (key, s) in broken_scenes() {
        let broken: Vec<String> = crate::invariants::broken(&s).into_iter().map(|t| t.key).collect();
        assert!(broken.iter().any(|k| k == key), "{key} is not found: {broken:?}");
    }
}

/// SR-6 (fault 2) — a step of one unit the rules allow, missing from the
/// list of legal actions, is found; the list the rules give misses none.
#[test]
fn a_step_not_offered_is_found() {
    let s = clean();
    let missing = crate::invariants::unoffered_steps(&s, Kerdurin, &[]);
    assert!(missing.iter().any(|t| t.key == "sr.invariant.step_not_offered"));
    let legal = crate::legal::legal_actions(&s, Kerdurin);
    assert_eq!(crate::invariants::unoffered_steps(&s, Kerdurin, &legal), []);
}

/// Games of rules 1 keep their faults, and are not checked.
#[test]
fn games_of_the_first_rules_are_not_checked() {
    let (_, mut s) = broken_scenes().remove(0);
    s.rules = 1;
    assert_eq!(crate::invariants::broken(&s), []);
}

/// SR-G3 — whole games, played by random players (each choosing among the
/// legal actions) and by the computer, break no invariant after any action.
#[test]
fn whole_games_break_no_invariant() {
    let mut checked = 0;
    for (i, players) in [5usize, 4, 3, 2, 5].into_iter().enumerate() {
        let mut game = new_game(players, &format!("inv-{i}"), Controller::Computer);
        let mut random = engine::sim::RandomPlayer::new(&format!("inv-{i}"));
        for _ in 0..3_000 {
            let Some(&who) = ShadowRealms::to_act(game.state()).first() else { break };
            let computer = usize::from(who.0) % 2 == 0;
            let acted = if computer { game.computer_step(who).is_some() } else { random.step(&mut game, who) };
            assert!(acted, "game {i}: seat {who:?} could not act");
            checked += 1;
            let broken = ShadowRealms::invariants(game.state());
            assert!(broken.is_empty(), "game {i}, after {} actions: {broken:?}", game.log().len());
        }
    }
    assert!(checked > 1_000, "only {checked} actions checked");
}

/// The computer acts wherever the game waits for its seat: its choices too.
#[test]
fn the_computer_chooses_where_its_units_go() {
    let mut s = clean();
    let troop = crate::ids::UnitId(s.next_unit);
    add(&mut s, Some(Heilbron), UnitKind::Troop, pos("wild_hills"));
    s.pending.push(crate::state::Decision {
        by: Heilbron,
        kind: crate::state::Choice::Withdraw,
        units: vec![troop],
        from: pos("wild_hills"),
        options: vec![pos("heilbron"), pos("shadow_lands")],
    });
    let mut rng = engine::dice::Dice::from_seed("x");
    let a = ShadowRealms::computer_action(&s, seat(Heilbron), &mut rng).expect("a choice");
    assert_eq!(a, Action::Withdraw { to: pos("heilbron") }, "its own lands, by its capital");
}

/// SR-2, SR-10, SR-6 — found by the invariant in a soak: two ships at sea
/// carry a troop that has no step left; both ships may not sail (the troop
/// would be left without one), but one may, and that move is offered.
#[test]
fn a_fleet_offers_the_ships_its_riders_can_spare() {
    let mut s = super::bare(Faction::Malmo);
    s.factions[Faction::Malmo.index()].supplies = 1;
    let troop = super::put(&mut s, Some(Faction::Malmo), UnitKind::Troop, pos("west_sea"), 1);
    super::put(&mut s, Some(Faction::Malmo), UnitKind::Ship, pos("west_sea"), 2);
    s.units.iter_mut().filter(|u| u.id == troop[0]).for_each(|u| u.steps = crate::state::STEPS);
    let sail = crate::legal::legal_actions(&s, Faction::Malmo)
        .into_iter()
        .find(|a| matches!(a, Action::Move { from, to, .. } if *from == pos("west_sea") && *to == pos("south_sea")));
    let one = crate::action::Group { ship: 1, ..Default::default() };
    assert_eq!(sail, Some(Action::Move { from: pos("west_sea"), to: pos("south_sea"), group: one }));
    assert_eq!(
        crate::invariants::unoffered_steps(&s, Faction::Malmo, &crate::legal::legal_actions(&s, Faction::Malmo)),
        []
    );
}
