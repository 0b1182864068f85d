//! Standing orders for defence (WW-G4, WW-G5, WW-G7): the owner decides in
//! advance what to pay for and what its interceptors shoot at.

use super::{add, ex_22_raid, exec, slot_state, ussr_holds_warsaw};
use crate::action::Action;
use crate::air::interceptor_hits;
use crate::event::Event;
use crate::ids::{Faction, UnitKind};
use crate::map::rid;
use crate::odds;
use crate::state::{DefenceOrders, InterceptFirst};
use Faction::{Allies, Axis, Ussr};
use UnitKind::Infantry;
use engine::side::Side;

/// WW-G5 — with 2 Supply and 2 kept from defence, the USSR does not pay
/// its infantry in Warsaw: it is passive, so any attack takes the region.
#[test]
fn ww_g5_a_reserve_leaves_defenders_unpaid() {
    let mut s = ussr_holds_warsaw(Axis);
    s.factions[Ussr.index()].stock.s = 2;
    let defender = add(&mut s, Ussr, Infantry, "warsaw");
    let unit = add(&mut s, Axis, Infantry, "berlin");
    exec(&mut s, Axis, &Action::Order { unit, target: rid("warsaw") }).expect("in range");
    let before = odds::land(&s, Axis, rid("warsaw"));
    assert_eq!(before.defence_dice, 1, "paid by default");
    s.factions[Ussr.index()].defence.reserve = 2;
    let o = odds::land(&s, Axis, rid("warsaw"));
    assert_eq!(o.defence_dice, 0, "the forecast knows the reserve");
    assert!((o.capture - 1.0).abs() < 1e-12, "{}", o.capture);
    let events = exec(&mut s, Axis, &Action::Launch { target: rid("warsaw") }).expect("legal");
    assert!(events.contains(&Event::HeldBack { unit: defender }));
    assert_eq!(s.faction(Ussr).stock.s, 2, "the reserve is kept");
    assert_eq!(s.owner(rid("warsaw")), Some(Axis));
}

/// WW-G7 — the interceptors' owner chooses their targets: bombers first by
/// default, escorts first by standing order.
#[test]
fn ww_g7_interceptors_fire_at_what_their_owner_orders() {
    assert_eq!(interceptor_hits(2, 2, 1, InterceptFirst::Bombers), (2, 0));
    assert_eq!(interceptor_hits(2, 2, 1, InterceptFirst::Escorts), (1, 1));
    assert_eq!(interceptor_hits(3, 1, 1, InterceptFirst::Escorts), (1, 1));
    let (mut s, _, _) = ex_22_raid(1);
    let through = |s: &crate::State| odds::bombing(s, Axis, rid("london")).through;
    assert!((through(&s) - 1.5).abs() < 1e-9, "half the time a bomber falls");
    s.factions[Allies.index()].defence.intercept = InterceptFirst::Escorts;
    assert!((through(&s) - 2.0).abs() < 1e-9, "the one hit takes the escort");
}

/// WW-G4, WW-G5, WW-G7 — the orders are actions of the faction's own time
/// (initiative phase or slot), with the reserve as one field.
#[test]
fn standing_orders_for_defence_are_given_in_advance() {
    use engine::rules::Rules;
    let mut s = slot_state(Ussr);
    let legal = crate::legal::legal_actions(&s, Ussr);
    assert!(legal.contains(&Action::KeepSupply { supply: 0 }));
    assert!(legal.contains(&Action::InterceptFirst(InterceptFirst::Escorts)));
    let amounts = crate::WorldWar::action_amounts(&s, engine::seat::SeatId(1), &Action::KeepSupply { supply: 0 });
    assert_eq!(amounts.iter().map(|a| (a.pointer.as_str(), a.max)).collect::<Vec<_>>(), [("/KeepSupply/supply", 99)]);
    exec(&mut s, Ussr, &Action::KeepSupply { supply: 4 }).expect("in its slot");
    exec(&mut s, Ussr, &Action::InterceptFirst(InterceptFirst::Escorts)).expect("in its slot");
    assert_eq!(
        s.faction(Ussr).defence,
        DefenceOrders { reserve: 4, intercept: InterceptFirst::Escorts, ..DefenceOrders::default() }
    );
    assert!(exec(&mut s, Axis, &Action::KeepSupply { supply: 1 }).is_err(), "not in another's slot");
}

/// Saves without standing orders read and hash as before: the defaults are
/// not written.
#[test]
fn default_orders_are_not_written() {
    let s = slot_state(Axis);
    let json = serde_json::to_string(&s).expect("serialises");
    assert!(!json.contains("defence"), "{json}");
    let mut t = s;
    t.factions[Axis.index()].defence.reserve = 3;
    let json = serde_json::to_string(&t).expect("serialises");
    let back: crate::State = serde_json::from_str(&json).expect("reads");
    assert_eq!(back.faction(Axis).defence.reserve, 3);
}
