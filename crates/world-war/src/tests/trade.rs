//! Trade with neutrals on the map (WW-29, WW-G2, WW-G11) and aid (WW-7, WW-G10).

use super::{add, exec, slot_state};
use crate::event::Event;
use crate::ids::{Faction, Good, Resources, UnitKind};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::turn::{begin_turn, income};
use crate::{Action, Ev};
use Faction::{Axis, Ussr};
use engine::side::Side;

/// WW-G11 — Romania sells its 3 S for 6 MP a turn; the USSR pays and receives each turn.
#[test]
fn ww_g11_treaty_signed_paid_and_delivered() {
    let mut s = slot_state(Ussr);
    let offer = |payment| Action::OfferTrade {
        region: rid("bucharest"),
        good: Good::Supply,
        quantity: 3,
        payment,
        turns: None,
        pledge: 0,
    };
    assert_eq!(exec(&mut s, Ussr, &offer(Resources::new(5, 0, 0))).map(|_| ()), Err(Refuse::TradeRefused));
    assert_eq!(
        exec(&mut s, Ussr, &offer(Resources::new(0, 0, 6))).map(|_| ()),
        Err(Refuse::TradeRefused),
        "not in the good bought"
    );
    exec(&mut s, Ussr, &offer(Resources::new(6, 0, 0))).expect("the neutral accepts");
    assert_eq!(crate::trade::capacity(&s, s.treaties[2].country, Good::Supply), 0);
    let before = s.faction(Ussr).stock;
    let gain = income(&s, Ussr);
    assert_eq!(gain.s, 3 + 1 + 3, "well, Iran, Romania");
    let mut ev = Ev::default();
    begin_turn(&mut s, 2, &mut ev);
    let after = s.faction(Ussr).stock;
    assert_eq!(after.mp, before.mp - 6 + gain.mp);
    assert_eq!(after.s, before.s + 7);
    let romania = crate::map::map().country("romania").expect("country");
    assert_eq!(s.countries[romania.index()].account.mp, 6, "payment is aid in the country's account");
    assert_eq!(
        exec(&mut s, Ussr, &offer(Resources::new(6, 0, 0))).map(|_| ()),
        Err(Refuse::WrongPhase { phase: crate::state::Phase::Initiative })
    );
}

/// WW-G2, WW-G10 — attacking Iran ends the holder's treaty and makes Iran hostile for good.
#[test]
fn ww_g2_attacking_iran_ends_the_treaty() {
    let mut s = slot_state(Ussr);
    let inf = add(&mut s, Ussr, UnitKind::Infantry, "baku");
    exec(&mut s, Ussr, &Action::Order { unit: inf, target: rid("tehran") }).expect("in range");
    let events = exec(&mut s, Ussr, &Action::Launch { target: rid("tehran") }).expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::TreatyEnded { buyer: Ussr, .. })));
    assert!(events.iter().any(|e| matches!(e, Event::NeutralHostile { faction: Ussr, .. })));
    assert!(!s.treaties.iter().any(|t| t.buyer == Ussr));
    let iran = crate::map::map().country("iran").expect("country");
    assert!(s.hostile_country(iran, Ussr));
}

/// WW-7, WW-9, WW-G10 — aid over land: 3 MP + 1 P raise one neutral infantry; hostile neutrals refuse aid.
#[test]
fn ww_g10_aid_raises_neutral_infantry() {
    let mut s = slot_state(Axis);
    exec(&mut s, Axis, &Action::Transfer { to: rid("warsaw"), cargo: Resources::new(3, 1, 2) })
        .expect("route via Berlin");
    let warsaw = s.region(rid("warsaw")).expect("land");
    assert_eq!((warsaw.garrison, warsaw.supply), (4, 8));
    let inf = add(&mut s, Axis, UnitKind::Infantry, "berlin");
    exec(&mut s, Axis, &Action::Order { unit: inf, target: rid("warsaw") }).expect("in range");
    exec(&mut s, Axis, &Action::Launch { target: rid("warsaw") }).expect("legal");
    let r = exec(&mut s, Axis, &Action::Transfer { to: rid("lwow"), cargo: Resources::new(0, 0, 1) });
    assert!(r.is_err(), "Poland is hostile now (or Warsaw fell): no aid to Lwów");
}

/// WW-G11 — one offer per good a neutral sells, its quantity and its
/// payment's mix picked in fields; the bought good is no payment.
#[test]
fn ww_g11_an_offer_is_one_choice_with_its_quantity_and_payment_in_fields() {
    use crate::WorldWar;
    use engine::rules::Rules;
    let s = slot_state(Ussr);
    let romania: Vec<Action> = crate::trade::offers(&s, Ussr)
        .into_iter()
        .filter(|a| matches!(a, Action::OfferTrade { region, .. } if *region == rid("bucharest")))
        .collect();
    assert_eq!(romania.len(), 1, "Romania sells Supply only, offered once");
    let fields: Vec<String> =
        WorldWar::action_amounts(&s, Ussr.seat(), &romania[0]).into_iter().map(|a| a.pointer).collect();
    assert_eq!(
        fields,
        [
            "/OfferTrade/quantity",
            "/OfferTrade/payment/mp",
            "/OfferTrade/payment/p",
            "/OfferTrade/turns",
            "/OfferTrade/pledge"
        ],
        "no Supply for Supply; then the duration and the pledge"
    );
    let offer = |quantity, payment| Action::OfferTrade {
        region: rid("bucharest"),
        good: Good::Supply,
        quantity,
        payment,
        turns: None,
        pledge: 0,
    };
    let mut t = s.clone();
    assert_eq!(
        exec(&mut t, Ussr, &offer(2, Resources::new(2, 1, 0))).map(|_| ()),
        Err(Refuse::TradeRefused),
        "below 2 a unit"
    );
    exec(&mut t, Ussr, &offer(2, Resources::new(2, 2, 0))).expect("a mix at the posted price");
}

/// WW-7, WW-9, WW-37 — a transfer or a merchant's cargo is offered once per
/// recipient, its Manpower, Production and Supply picked in three fields up
/// to the stock (and the hold): any amount and mix, not a few presets.
#[test]
fn ww_7_any_amount_and_mix_is_offered_in_three_fields() {
    use crate::WorldWar;
    use engine::rules::Rules;
    let mut s = slot_state(Axis);
    s.factions[Axis.index()].stock = Resources::new(7, 5, 2);
    let seat = Axis.seat();
    let legal = WorldWar::legal_actions(&s, seat);
    let to_warsaw: Vec<&Action> =
        legal.iter().filter(|a| matches!(a, Action::Transfer { to, .. } if *to == rid("warsaw"))).collect();
    assert_eq!(to_warsaw.len(), 1, "one choice for Warsaw, whatever is sent");
    let ranges: Vec<(String, u32, u32)> =
        WorldWar::action_amounts(&s, seat, to_warsaw[0]).into_iter().map(|a| (a.pointer, a.min, a.max)).collect();
    assert_eq!(
        ranges,
        [
            ("/Transfer/cargo/mp".to_owned(), 0, 7),
            ("/Transfer/cargo/p".to_owned(), 0, 5),
            ("/Transfer/cargo/s".to_owned(), 0, 2)
        ]
    );
    exec(&mut s, Axis, &Action::Transfer { to: rid("warsaw"), cargo: Resources::new(6, 2, 0) }).expect("any mix");
    assert_eq!(s.faction(Axis).stock, Resources::new(1, 3, 2));
    assert_eq!(
        exec(&mut s, Axis, &Action::Transfer { to: rid("warsaw"), cargo: Resources::new(2, 0, 0) }).map(|_| ()),
        Err(Refuse::NotEnough { need: Resources::new(2, 0, 0), have: Resources::new(1, 3, 2) }),
        "no more than the stock"
    );
    let m = add(&mut s, Axis, UnitKind::Merchant, "baltic_sea");
    let transport = Action::Transport { unit: m, to: rid("stockholm"), cargo: Resources::new(0, 0, 1) };
    let hold: Vec<u32> = WorldWar::action_amounts(&s, seat, &transport).into_iter().map(|a| a.max).collect();
    assert_eq!(hold, [1, 3, 2], "each up to the stock and the hold of 3");
}

/// WW-G12 — peace needs both sides' offers.
#[test]
fn ww_g12_peace_needs_both_sides() {
    let mut s = slot_state(Axis);
    s.wars.push((Axis, Ussr));
    exec(&mut s, Axis, &Action::OfferPeace { with: Ussr }).expect("legal");
    assert!(s.at_war(Axis, Ussr));
    assert_eq!(exec(&mut s, Axis, &Action::OfferPeace { with: Ussr }).map(|_| ()), Err(Refuse::BadPeace));
    s.order = vec![Ussr, Axis, Faction::Allies];
    exec(&mut s, Ussr, &Action::OfferPeace { with: Axis }).expect("legal");
    assert!(!s.at_war(Axis, Ussr));
}
