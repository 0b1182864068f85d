//! End of turn (WW-16, WW-G3, WW-G8), victory (WW-G14), elimination (WW-G15), undo of staged orders.

use super::{add, exec, slot_state};
use crate::Action;
use crate::event::{Event, FireKind};
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::state::{EndReason, Phase, State};
use Faction::{Allies, Axis, Ussr};

/// The last slot of the turn, Allies acting.
fn last_slot() -> State {
    let mut s = slot_state(Axis);
    s.order = vec![Axis, Ussr, Allies];
    s.phase = Phase::Action { slot: 2 };
    s
}

/// WW-16, WW-G8 — navies at war sharing a zone fight one round at the end of the turn.
#[test]
fn ww_16_zone_battle_at_end_of_turn() {
    let mut s = last_slot();
    s.wars.push((Axis, Allies));
    add(&mut s, Axis, UnitKind::Navy, "north_sea");
    add(&mut s, Allies, UnitKind::Navy, "north_sea");
    add(&mut s, Ussr, UnitKind::Navy, "baltic_sea");
    let events = exec(&mut s, Allies, &Action::EndSlot).expect("legal");
    let fired: Vec<_> = events
        .iter()
        .filter_map(|e| {
            if let Event::Fire { kind: FireKind::ZoneBattle, by, node, .. } = e { Some((*by, *node)) } else { None }
        })
        .collect();
    assert_eq!(fired, vec![(Some(Axis), rid("north_sea")), (Some(Allies), rid("north_sea"))]);
    assert_eq!((s.turn, s.phase), (2, Phase::Purchase), "the next turn begins with income and purchase");
}

/// WW-G14 — holding Berlin, Moscow and London at the end of a turn wins at once.
#[test]
fn ww_g14_sudden_death() {
    let mut s = last_slot();
    for c in ["moscow", "london"] {
        s.regions[rid(c).index()].owner = Some(Axis);
    }
    let events = exec(&mut s, Allies, &Action::EndSlot).expect("legal");
    let finish = s.finish.clone().expect("over");
    assert_eq!((finish.winners, finish.reason), (vec![Axis], EndReason::SuddenDeath));
    assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
    assert!(crate::turn::to_act(&s).is_empty());
}

/// WW-G14 — after turn 24 the most victory points win (1 per region, +2 per facility, +5 per enemy capital).
#[test]
fn ww_g14_points_after_turn_24() {
    let mut s = last_slot();
    s.turn = 24;
    assert_eq!(crate::victory::score(&s, Axis), 13 + 2 * 5);
    assert_eq!(crate::victory::score(&s, Ussr), 10 + 2 * 5);
    s.regions[rid("paris").index()].owner = Some(Ussr);
    exec(&mut s, Allies, &Action::EndSlot).expect("legal");
    let finish = s.finish.clone().expect("over after turn 24");
    assert_eq!((finish.reason, finish.scores.clone()), (EndReason::Points, vec![23, 23, 11 + 2 * 4 - 3]));
    assert_eq!(finish.winners, vec![Axis, Ussr], "ties are shared");
}

/// WW-G15 — a faction that loses its last region is eliminated; its units go.
#[test]
fn ww_g15_elimination() {
    let mut s = slot_state(Axis);
    for r in crate::map::map().land_ids() {
        if s.owner(r) == Some(Allies) && r != rid("paris") {
            s.regions[r.index()].owner = Some(Axis);
        }
    }
    let navy = add(&mut s, Allies, UnitKind::Navy, "english_channel");
    let attackers: Vec<_> = (0..3).map(|_| add(&mut s, Axis, UnitKind::Infantry, "ruhr")).collect();
    for unit in attackers {
        exec(&mut s, Axis, &Action::Order { unit, target: rid("paris") }).expect("legal");
    }
    let events = exec(&mut s, Axis, &Action::Launch { target: rid("paris") }).expect("legal");
    assert!(events.contains(&Event::FactionEliminated { faction: Allies }));
    assert!(s.unit(navy).is_none() && s.faction(Allies).eliminated);
    assert_eq!(s.order, vec![Axis, Ussr, Allies]);
    exec(&mut s, Axis, &Action::EndSlot).expect("legal");
    exec(&mut s, Ussr, &Action::EndSlot).expect("legal");
    assert_eq!(s.turn, 2, "the eliminated faction's slot is skipped");
}

/// WW-12 — staged orders roll no dice, so the engine can undo them.
#[test]
fn ww_12_orders_can_be_undone() {
    use crate::tests::new_game;
    use engine::seat::SeatId;
    let mut game = new_game("undo");
    game.act(SeatId(0), Action::Buy { unit: UnitKind::Tank, place: rid("berlin"), count: 1 }).expect("legal");
    assert!(game.can_undo(SeatId(0)));
    game.undo(SeatId(0)).expect("undo a secret purchase");
    assert!(game.state().faction(Axis).pending.is_empty());
}
