//! Neutral trade voyages (WW-29, WW-G9 point 2, WW-G11, WW-28).

use super::{add, exec, slot_state};
use crate::event::Event;
use crate::ids::{CountryId, Faction, Good, Resources, UnitKind};
use crate::map::{map, rid};
use crate::refusal::Refuse;
use crate::state::{Phase, State, Task};
use crate::{Action, Ev};
use Faction::{Allies, Axis, Ussr};
use engine::refusal::Reason;
use engine::side::Side;

fn country(name: &str) -> CountryId {
    map().country(name).expect("country")
}

/// The Allies buy Sweden's 3 P for 6 MP a turn: no land route, so by sea only.
fn allies_with_swedish_treaty() -> State {
    let mut s = slot_state(Allies);
    let offer = Action::OfferTrade {
        region: rid("stockholm"),
        good: Good::Production,
        quantity: 3,
        payment: Resources::new(6, 0, 0),
        turns: None,
        pledge: 0,
    };
    exec(&mut s, Allies, &offer).expect("Sweden has a coast: delivery by sea is possible");
    let t = s.treaties.iter().find(|t| t.buyer == Allies && t.country == country("sweden")).expect("signed");
    assert!(!crate::trade::treaty_delivers(&s, t), "no land route from the Allies to Sweden");
    s
}

fn voyage(unit: crate::ids::UnitId, to: &str, seller: &str) -> Action {
    Action::TradeVoyage { unit, to: rid(to), seller: country(seller) }
}

/// WW-G9 point 2, WW-29, WW-G11 — the merchant reaches the Baltic: +3 P,
/// 6 MP paid to Sweden, the merchant is back unharmed and spent.
#[test]
fn ww_g9_ww29_trade_voyage_delivers_on_arrival() {
    let mut s = allies_with_swedish_treaty();
    let merchant = add(&mut s, Allies, UnitKind::Merchant, "north_sea");
    let before = s.faction(Allies).stock;
    let events = exec(&mut s, Allies, &voyage(merchant, "baltic_sea", "sweden")).expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::TradeDelivered { faction: Allies, quantity: 3, .. })));
    let after = s.faction(Allies).stock;
    assert_eq!(after.p, before.p + 3, "the treaty quantity is added to the stock");
    assert_eq!(after.mp, before.mp - 6, "this turn's price is paid on arrival");
    assert_eq!(s.countries[country("sweden").index()].account.mp, 6, "the payment is aid to Sweden");
    let u = s.unit(merchant).expect("returned unharmed");
    assert_eq!((u.at, u.task), (rid("north_sea"), Task::Spent), "back at its start zone (WW-28)");
    let second = add(&mut s, Allies, UnitKind::Merchant, "north_sea");
    assert_eq!(
        exec(&mut s, Allies, &voyage(second, "baltic_sea", "sweden")).map(|_| ()),
        Err(Refuse::NoTreaty),
        "one delivery per treaty per turn"
    );
}

/// WW-G9 point 2, WW-28, WW-G11 — sunk by passing navy in the Baltic: no
/// delivery, and nothing owed for the turn; the treaty stands.
#[test]
fn ww_g9_ww29_sunk_merchant_delivers_nothing_and_owes_nothing() {
    let mut s = allies_with_swedish_treaty();
    s.wars.push((Axis, Allies));
    for _ in 0..5 {
        add(&mut s, Axis, UnitKind::Navy, "baltic_sea");
    }
    let merchant = add(&mut s, Allies, UnitKind::Merchant, "north_sea");
    let before = s.faction(Allies).stock;
    let events = exec(&mut s, Allies, &voyage(merchant, "baltic_sea", "sweden")).expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::Fire { kind: crate::event::FireKind::Passing, .. })));
    assert!(s.unit(merchant).is_none(), "sunk on the way");
    assert!(!events.iter().any(|e| matches!(e, Event::TradeDelivered { .. })));
    assert_eq!(s.faction(Allies).stock, before, "no delivery, no payment");
    assert_eq!(s.countries[country("sweden").index()].account.mp, 0);
    assert!(s.treaties.iter().any(|t| t.buyer == Allies && t.country == country("sweden") && !t.shipped));
}

/// WW-G9 point 2, WW-29, WW-12, WW-9, WW-26 — refusals with their rule ids.
#[test]
fn ww_g9_ww29_trade_voyage_refusals() {
    let mut s = allies_with_swedish_treaty();
    let merchant = add(&mut s, Allies, UnitKind::Merchant, "north_sea");
    let navy = add(&mut s, Allies, UnitKind::Navy, "north_sea");
    let locked = add(&mut s, Allies, UnitKind::Merchant, "caspian_sea");
    let cases = [
        (voyage(merchant, "black_sea", "romania"), Refuse::NoTreaty, "WW-29"),
        (voyage(navy, "baltic_sea", "sweden"), Refuse::WrongUnit { able: crate::refusal::Able::Merchant }, "WW-12"),
        (voyage(merchant, "north_sea", "sweden"), Refuse::NotTheirCoast, "WW-G9"),
        (voyage(locked, "baltic_sea", "sweden"), Refuse::NoRoute, "WW-9"),
    ];
    for (a, why, rule) in cases {
        assert_eq!(exec(&mut s, Allies, &a).map(|_| ()), Err(why), "{a:?}");
        assert_eq!(why.rule(), rule);
    }
    let mut busy = s.clone();
    busy.units.iter_mut().filter(|u| u.id == merchant).for_each(|u| u.task = Task::Spent);
    assert_eq!(exec(&mut busy, Allies, &voyage(merchant, "baltic_sea", "sweden")).map(|_| ()), Err(Refuse::UnitBusy));
    let mut poor = s.clone();
    poor.factions[Allies.index()].stock.mp = 5;
    assert_eq!(
        exec(&mut poor, Allies, &voyage(merchant, "baltic_sea", "sweden")).map(|_| ()),
        Err(Refuse::NotEnough { need: Resources::new(6, 0, 0), have: Resources::new(5, 18, 16) })
    );
    let mut ussr = slot_state(Ussr);
    let m = add(&mut ussr, Ussr, UnitKind::Merchant, "black_sea");
    exec(
        &mut ussr,
        Ussr,
        &Action::OfferTrade {
            region: rid("bucharest"),
            good: Good::Supply,
            quantity: 3,
            payment: Resources::new(6, 0, 0),
            turns: None,
            pledge: 0,
        },
    )
    .expect("signed");
    assert_eq!(
        exec(&mut ussr, Ussr, &voyage(m, "black_sea", "romania")).map(|_| ()),
        Err(Refuse::NoTreaty),
        "a treaty delivered over land keeps working as before"
    );
    assert!(crate::legal::legal_actions(&s, Allies).contains(&voyage(merchant, "baltic_sea", "sweden")));
    assert!(!crate::legal::legal_actions(&ussr, Ussr).iter().any(|a| matches!(a, Action::TradeVoyage { .. })));
}

/// WW-G9 point 2, WW-29, WW-G11 — a played sequence: the Allies sign with
/// Sweden; the income step neither delivers nor charges the sea treaty; the
/// computer sends its idle merchant each turn and the goods arrive by sea.
#[test]
fn ww_g9_ww29_treaty_without_land_route_fulfilled_by_sea() {
    let mut s = allies_with_swedish_treaty();
    add(&mut s, Allies, UnitKind::Merchant, "north_sea");
    for turn in 2..=3 {
        let before = s.faction(Allies).stock;
        let gain = crate::turn::income(&s, Allies);
        let mut ev = Ev::default();
        crate::turn::begin_turn(&mut s, turn, &mut ev);
        assert!(!ev.into_vec().iter().any(|e| matches!(e, Event::TreatyEnded { .. })), "the sea treaty stands");
        let start = s.faction(Allies).stock;
        assert_eq!(start, before.plus(gain), "nothing delivered or paid at the income step");
        s.phase = Phase::Action { slot: 0 };
        s.order = vec![Allies, Axis, Ussr];
        let a = crate::ai::trade_voyage(&s, Allies).expect("the computer uses its idle merchant");
        assert!(matches!(a, Action::TradeVoyage { .. }));
        exec(&mut s, Allies, &a).expect("legal");
        let end = s.faction(Allies).stock;
        assert_eq!((end.p, end.mp), (start.p + 3, start.mp - 6), "turn {turn}: delivered and paid by sea");
    }
}

/// WW-G9 point 2 — the new action, event and refusal texts exist in English.
#[test]
fn ww_g9_ww29_trade_voyage_texts_are_in_the_locale() {
    use crate::WorldWar;
    use engine::rules::Rules;
    let c = super::locale::english();
    let mut s = allies_with_swedish_treaty();
    let merchant = add(&mut s, Allies, UnitKind::Merchant, "north_sea");
    let a = voyage(merchant, "baltic_sea", "sweden");
    let mut texts = vec![WorldWar::describe_action(&s, &a)];
    let events = exec(&mut s, Allies, &a).expect("legal");
    texts.extend(events.iter().map(|e| WorldWar::describe_event(&s, e)));
    texts.extend([Refuse::NoTreaty, Refuse::NotTheirCoast].map(|r| engine::text::Text::key(r.key())));
    for t in &texts {
        super::locale::assert_renders(&c, t, "trade voyage");
    }
    assert_eq!(
        c.render(&texts[0]),
        "Merchant fleet in North Sea: trade voyage to Baltic Sea to collect the treaty goods of Sweden"
    );
}
