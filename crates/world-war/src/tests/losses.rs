//! Losses where the rules let a power choose (WW-G6 step 4, WW-G8), given
//! as standing orders: which own divisions go first, which enemy ships
//! are sunk first.

use super::{add, exec, set_task, slot_state};
use crate::event::Event;
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::rid;
use crate::naval::{bomber_die, split_hits};
use crate::state::{LossesFirst, SinkFirst, State, Task};
use crate::{Action, Ev, WorldWar};
use Faction::{Allies, Axis};
use UnitKind::{Bomber, Infantry, Merchant, Navy, Tank};
use engine::dice::Dice;
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::side::Side;

/// The kinds of the units `events` say were lost, in order.
fn lost(events: &[Event], faction: Faction) -> Vec<UnitKind> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::UnitLost { faction: f, kind, .. } if *f == faction => Some(*kind),
            _ => None,
        })
        .collect()
}

/// The Axis bombs and attacks Paris, held by the Allies with an infantry
/// and a tank; the Allies lose divisions in the order `order`.
fn strike_on_paris(order: LossesFirst, seed: &str) -> Vec<Event> {
    let mut s = slot_state(Axis);
    s.wars.push((Axis, Allies));
    s.factions[Allies.index()].defence.losses = order;
    add(&mut s, Allies, Infantry, "paris");
    add(&mut s, Allies, Tank, "paris");
    for (kind, at) in [(Bomber, "ruhr"), (Infantry, "ruhr")] {
        let unit = add(&mut s, Axis, kind, at);
        exec(&mut s, Axis, &Action::Order { unit, target: rid("paris") }).expect("in range");
    }
    crate::check::check(&s, Axis, &Action::Launch { target: rid("paris") }).expect("legal");
    let mut ev = Ev::default();
    crate::execute(&mut s, Axis, &Action::Launch { target: rid("paris") }, &mut Dice::from_seed(seed), &mut ev);
    ev.into_vec()
}

/// WW-G6 step 4 — "the defender chooses which": a strike's hit takes the
/// kind the defender's standing order names first (infantry by default).
#[test]
fn ww_g6_strike_losses_follow_the_owners_order() {
    let mut seen = 0;
    for n in 0..60 {
        let seed = format!("strike-{n}");
        for order in [LossesFirst::Infantry, LossesFirst::Tanks] {
            let events = strike_on_paris(order, &seed);
            let strike = events.iter().position(|e| matches!(e, Event::Fire { hits: 1, by: Some(Axis), .. }));
            if let Some(at) = strike {
                let first = lost(&events[at..], Allies).first().copied();
                let want = if order == LossesFirst::Tanks { Tank } else { Infantry };
                assert_eq!(first, Some(want), "{seed}: {order:?}");
                seen += 1;
            }
        }
    }
    assert!(seen >= 4, "strikes that hit once: {seen}");
}

/// WW-G8 — a hit that may sink any ship goes to the kind the firer's order
/// names first; bombers sink merchants on 4–6 and warships on a 6, a 6 on
/// a warship first only when the order says so.
#[test]
fn ww_g8_the_firer_chooses_the_ships_sunk() {
    assert_eq!(split_hits(2, 1, 3, SinkFirst::ByArm), (1, 1));
    assert_eq!(split_hits(2, 1, 3, SinkFirst::Warships), (1, 1));
    assert_eq!(split_hits(2, 1, 3, SinkFirst::Merchants), (0, 2));
    assert_eq!(split_hits(5, 1, 3, SinkFirst::Merchants), (1, 3));
    assert_eq!(bomber_die(6, (0, 0), 1, 1, SinkFirst::ByArm), (0, 1), "by arm: a bomber's 6 on a merchant");
    assert_eq!(bomber_die(6, (0, 0), 1, 1, SinkFirst::Merchants), (0, 1));
    assert_eq!(bomber_die(6, (0, 0), 1, 1, SinkFirst::Warships), (1, 0));
    assert_eq!(bomber_die(5, (0, 0), 1, 1, SinkFirst::Warships), (0, 1), "a 5 sinks no warship");
}

/// WW-16, WW-G8 — in an end-of-turn zone battle each navy fires at the
/// ships its owner's order names first.
#[test]
fn ww_g8_zone_battles_sink_in_the_firers_order() {
    let mut seen = 0;
    for n in 0..40 {
        for order in [SinkFirst::ByArm, SinkFirst::Merchants] {
            let mut s = slot_state(Axis);
            s.wars.push((Axis, Allies));
            s.factions[Axis.index()].defence.sink = order;
            add(&mut s, Axis, Navy, "north_sea");
            add(&mut s, Allies, Navy, "north_sea");
            add(&mut s, Allies, Merchant, "north_sea");
            let mut ev = Ev::default();
            crate::naval::zone_battles(&mut s, &mut Dice::from_seed(&format!("zone-{n}")), &mut ev);
            let events = ev.into_vec();
            let axis_hit = events.iter().any(|e| matches!(e, Event::Fire { by: Some(Axis), hits: 1, .. }));
            if axis_hit {
                let want = if order == SinkFirst::Merchants { Merchant } else { Navy };
                assert!(lost(&events, Allies).contains(&want), "zone-{n}: {order:?}");
                seen += 1;
            }
        }
    }
    assert!(seen >= 4, "rounds where the Axis hit: {seen}");
}

/// Two Allied escorts carry an infantry and a tank past an Axis navy.
fn crossing(order: LossesFirst, seed: &str) -> (State, Vec<Event>, [UnitId; 2]) {
    let mut s = slot_state(Allies);
    s.wars.push((Axis, Allies));
    s.factions[Allies.index()].defence.losses = order;
    let carried = [add(&mut s, Allies, Infantry, "london"), add(&mut s, Allies, Tank, "london")];
    let escorts = vec![add(&mut s, Allies, Navy, "english_channel"), add(&mut s, Allies, Navy, "english_channel")];
    let hostile = add(&mut s, Axis, Navy, "english_channel");
    set_task(&mut s, hostile, Task::Idle);
    let mut convoy = crate::convoy::Convoy { escorts, merchants: Vec::new(), carried: carried.to_vec() };
    let mut ev = Ev::default();
    let zones = [rid("english_channel")];
    crate::convoy::pass_through(&mut s, Allies, &mut convoy, &zones, &mut Dice::from_seed(seed), &mut ev);
    (s, ev.into_vec(), carried)
}

/// WW-20, WW-G8 — "the excess land units are lost; their owner chooses
/// which": a sunk escort drowns the division the owner's order names first.
#[test]
fn ww_g8_carried_divisions_are_lost_in_the_owners_order() {
    let mut seen = 0;
    for n in 0..40 {
        for order in [LossesFirst::Infantry, LossesFirst::Tanks] {
            let (s, events, [infantry, tank]) = crossing(order, &format!("crossing-{n}"));
            if lost(&events, Allies).iter().filter(|k| **k == Navy).count() == 1 {
                let (drowned, kept) = if order == LossesFirst::Tanks { (tank, infantry) } else { (infantry, tank) };
                assert!(s.unit(drowned).is_none() && s.unit(kept).is_some(), "crossing-{n}: {order:?}");
                seen += 1;
            }
        }
    }
    assert!(seen >= 4, "crossings with one escort sunk: {seen}");
}

/// WW-G6, WW-G8 — the orders are standing orders like WW-G5's: offered in
/// the faction's own time, shown in its panel with the default, and not
/// written to saves while they are the defaults.
#[test]
fn loss_and_sinking_orders_are_standing_orders() {
    let mut s = slot_state(Allies);
    let legal = WorldWar::legal_actions(&s, Allies.seat());
    assert!(legal.contains(&Action::LossesFirst(LossesFirst::Tanks)));
    assert!(
        legal.contains(&Action::SinkFirst(SinkFirst::Warships))
            && legal.contains(&Action::SinkFirst(SinkFirst::Merchants))
    );
    let json = serde_json::to_string(&s.factions[Allies.index()]).expect("json");
    assert!(!json.contains("losses") && !json.contains("sink"), "defaults are not written: {json}");
    exec(&mut s, Allies, &Action::LossesFirst(LossesFirst::Tanks)).expect("own slot");
    exec(&mut s, Allies, &Action::SinkFirst(SinkFirst::Merchants)).expect("own slot");
    let orders = s.faction(Allies).defence;
    assert_eq!((orders.losses, orders.sink), (LossesFirst::Tanks, SinkFirst::Merchants));
    let panel = WorldWar::panel(&s, Some(Allies.seat()));
    let rows: Vec<String> = panel.iter().flat_map(|p| p.rows.iter().map(|(k, _)| k.key.clone())).collect();
    assert!(rows.iter().any(|k| k == "ww.panel.losses") && rows.iter().any(|k| k == "ww.panel.sink"));
    assert_eq!(
        exec(&mut s, Axis, &Action::LossesFirst(LossesFirst::Tanks)).map(|_| ()),
        Err(crate::refusal::Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Allies) }))
    );
}
