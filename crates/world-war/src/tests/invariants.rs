//! The invariants of `crate::invariants` (`Rules::invariants`): a new game
//! breaks none; each can fail, shown on a state that breaks it (the same
//! states render their messages in the locale walk); and whole games by the
//! computer break none after any action (random play: `props.rs`).

use super::{add, set_task, slot_state};
use crate::WorldWar;
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::state::{EndReason, Finish, Phase, Purchase, State, Task};
use Faction::{Allies, Axis, Ussr};
use engine::rules::Rules;
use engine::side::Side;

/// Turn 1, the Axis's slot, a division and a fleet of each faction at
/// home: it breaks nothing.
pub fn clean() -> State {
    let mut s = slot_state(Axis);
    add(&mut s, Axis, UnitKind::Infantry, "berlin");
    add(&mut s, Ussr, UnitKind::Tank, "moscow");
    add(&mut s, Allies, UnitKind::Navy, "north_sea");
    s
}

/// Each invariant's key, and a state that breaks it.
pub fn broken_scenes() -> Vec<(&'static str, State)> {
    let mut out = Vec::new();
    let mut scene = |key: &'static str, edit: &dyn Fn(&mut State)| {
        let mut s = clean();
        edit(&mut s);
        out.push((key, s));
    };
    scene("ww.invariant.unit_twice", &|s| {
        let copy = s.units[0].clone();
        s.units.push(copy);
    });
    scene("ww.invariant.unit_number", &|s| s.next_unit = 1);
    scene("ww.invariant.base", &|s| {
        add(s, Axis, UnitKind::Infantry, "moscow");
    });
    scene("ww.invariant.base", &|s| {
        add(s, Allies, UnitKind::Merchant, "london");
    });
    scene("ww.invariant.owned_garrison", &|s| s.regions[rid("warsaw").index()].owner = Some(Axis));
    scene("ww.invariant.garrison_paid", &|s| s.regions[rid("warsaw").index()].garrison_paid = 4);
    scene("ww.invariant.damaged", &|s| s.regions[rid("munich").index()].damaged_turn = Some(1));
    scene("ww.invariant.wars", &|s| s.wars = vec![(Axis, Ussr), (Axis, Ussr)]);
    scene("ww.invariant.wars", &|s| s.wars = vec![(Ussr, Axis)]);
    scene("ww.invariant.pending", &|s| {
        s.factions[Axis.index()].pending.push(Purchase { kind: UnitKind::Infantry, place: rid("berlin") });
    });
    scene("ww.invariant.overspent", &|s| {
        s.phase = Phase::Purchase;
        s.factions[Axis.index()].stock = crate::ids::Resources::new(1, 1, 0);
        s.factions[Axis.index()].pending.push(Purchase { kind: UnitKind::Tank, place: rid("berlin") });
    });
    scene("ww.invariant.eliminated", &|s| s.factions[Ussr.index()].eliminated = true);
    scene("ww.invariant.ordered", &|s| {
        let tank = s.units_of(Ussr).next().map(|u| u.id).expect("the USSR's tank");
        set_task(s, tank, Task::Ordered(rid("minsk")));
    });
    scene("ww.invariant.over", &|s| s.phase = Phase::Over);
    scene("ww.invariant.over", &|s| {
        s.finish = Some(Finish { winners: vec![Axis], reason: EndReason::Points, scores: vec![1, 0, 0] });
    });
    scene("ww.invariant.nobody", &|s| s.order.clear());
    out
}

/// A state of each kind a game passes through breaks none.
#[test]
fn a_new_game_and_a_clean_slot_break_no_invariant() {
    assert_eq!(WorldWar::invariants(&crate::setup::initial_state()), Vec::new());
    assert_eq!(WorldWar::invariants(&clean()), Vec::new());
}

/// WW-2, WW-6, WW-8, WW-12, WW-30, WW-1, WW-G3, WW-G12, WW-G13, WW-G14,
/// WW-G15 — each invariant can fail: a state that breaks it is found
/// broken, with that rule's message.
#[test]
fn each_invariant_fails_on_a_state_that_breaks_it() {
    for (key, s) in broken_scenes() {
        let broken = WorldWar::invariants(&s);
        assert!(broken.iter().any(|t| t.key == key), "{key}: {broken:?}");
    }
}

/// Whole computer games break no invariant after any action (`soak` checks
/// hundreds more; random play: `props.rs`).
#[test]
fn computer_games_break_no_invariant() {
    for seed in ["inv-1", "inv-2", "inv-3"] {
        let mut game = crate::tests::new_game(seed);
        let report = engine::sim::run_computer(&mut game, 20_000, None);
        assert_eq!(report.broken, None, "{seed}");
        assert!(report.finished, "{seed}: the game ends");
    }
}
