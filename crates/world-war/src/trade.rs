//! Standing trade with neutrals on the map (WW-29, WW-G11, automated mode)
//! and the per-turn payment of treaties.

use crate::event::Event;
use crate::ids::{CountryId, Faction, Good, Resources};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{LAST_TURN, Pledge, State, Treaty};
use crate::{Ev, neutral, reach};
use engine::board::RegionId;

/// WW-G2 — a treaty delivers over land while its country is still neutral.
pub fn treaty_delivers(s: &State, t: &crate::state::Treaty) -> bool {
    map().country_regions(t.country).any(|r| s.is_neutral(r) && crate::reach::land_route(s, t.buyer, r))
}

/// WW-G11 — the posted price: 2 units of other resources per unit per turn.
pub const PRICE_PER_UNIT: u32 = 2;

/// WW-G11 — what a country can still sell of a good per turn: 3 per
/// neutral region with the matching facility, less what treaties take.
#[must_use]
pub fn capacity(s: &State, country: CountryId, good: Good) -> u32 {
    let m = map();
    let total: u32 = m
        .country_regions(country)
        .filter(|&r| s.is_neutral(r))
        .filter_map(|r| m.info(r))
        .map(|i| 3 * u32::from(if good == Good::Supply { i.well } else { i.factory }))
        .sum();
    let sold: u32 = s.treaties.iter().filter(|t| t.country == country && t.good == good).map(|t| t.quantity).sum();
    total.saturating_sub(sold)
}

/// WW-G11 — whether a payment holds the good it buys (it is paid in others).
pub(crate) const fn uses_good(payment: Resources, good: Good) -> bool {
    match good {
        Good::Supply => payment.s > 0,
        Good::Production => payment.p > 0,
    }
}

/// WW-G9 point 2, WW-G11 — the sea zones touching a still-neutral coastal
/// region of `country`, where a neutral trade voyage may collect the goods.
#[must_use]
pub fn coast_zones(s: &State, country: CountryId) -> Vec<RegionId> {
    let m = map();
    let mut v: Vec<RegionId> =
        m.country_regions(country).filter(|&r| s.is_neutral(r)).flat_map(|r| m.coasts(r).iter().copied()).collect();
    v.sort();
    v.dedup();
    v
}

/// WW-29, WW-G9 point 2, WW-G11 — the treaty of `f` with `country` whose
/// quantity for this turn still awaits a neutral trade voyage: not delivered
/// over land (WW-9) and not yet shipped this turn.
#[must_use]
pub fn awaiting_voyage(s: &State, f: Faction, country: CountryId) -> Option<&Treaty> {
    s.treaties
        .iter()
        .find(|t| t.buyer == f && t.country == country)
        .filter(|t| !t.shipped && !treaty_delivers(s, t) && !s.hostile_country(country, f))
}

/// WW-G11 — the buyer pays one turn of a treaty; the payment is aid to the
/// neutral (WW-G10).
fn pay(s: &mut State, t: &Treaty, to: RegionId, ev: &mut Ev) {
    ev.emit(s, Event::ResourcesSent { from: t.buyer, to, cargo: t.price });
    neutral::receive_aid(s, to, t.price, ev);
}

/// WW-29, WW-G9 point 2, WW-G11 — a neutral trade voyage arrived: the buyer
/// pays this turn's price (the merchant carries the payment out, so nothing
/// is owed when it is sunk) and the treaty quantity is added to the stock.
pub fn deliver_by_sea(s: &mut State, f: Faction, unit: crate::ids::UnitId, country: CountryId, ev: &mut Ev) {
    let Some(t) = awaiting_voyage(s, f, country).cloned() else { return };
    let to = map().country_regions(country).find(|&r| s.is_neutral(r));
    if let Some(to) = to.filter(|_| t.price.total() > 0) {
        if !s.faction(f).stock.covers(t.price) {
            ev.emit(s, Event::TreatyEnded { buyer: f, country });
            return;
        }
        pay(s, &t, to, ev);
    }
    ev.emit(s, Event::TradeDelivered { faction: f, unit, country, good: t.good, quantity: t.quantity });
}

/// WW-G11 (automated mode) — the neutral accepts if the buyer is not
/// hostile, capacity remains, the good can be delivered — by a land route
/// (WW-9) or, for a neutral with a coast, by a neutral trade voyage (WW-G9
/// point 2) — and the payment meets the posted price in other resources;
/// pledges count for nothing. The duration runs from the next income step
/// to the end of the game at most.
///
/// # Errors
/// `TradeRefused` or the route/stock reason.
pub fn check_offer(s: &State, f: Faction, offer: &Offer) -> Result<(), Refuse> {
    let Offer { region, good, quantity, payment, turns, pledge } = *offer;
    let country = map().info(region).and_then(|i| i.country).ok_or(Refuse::BadRecipient)?;
    if !s.is_neutral(region) || s.hostile_country(country, f) {
        return Err(Refuse::BadRecipient);
    }
    if turns.is_some_and(|t| t == 0 || t > turns_left(s)) || usize::try_from(pledge).map_or(true, |p| p >= 3) {
        return Err(Refuse::BadTerms);
    }
    if quantity == 0 || uses_good(payment, good) || payment.total() < PRICE_PER_UNIT * quantity {
        return Err(Refuse::TradeRefused);
    }
    if capacity(s, country, good) < quantity {
        return Err(Refuse::TradeRefused);
    }
    if !s.faction(f).stock.covers(payment) {
        return Err(Refuse::NotEnough { need: payment, have: s.faction(f).stock });
    }
    if reach::land_route(s, f, region) || !coast_zones(s, country).is_empty() { Ok(()) } else { Err(Refuse::NoRoute) }
}

/// The terms of a trade offer (WW-G11), as [`crate::Action::OfferTrade`] gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offer {
    /// A region of the selling country.
    pub region: RegionId,
    /// The good bought.
    pub good: Good,
    /// How much a turn.
    pub quantity: u32,
    /// The payment a turn.
    pub payment: Resources,
    /// For how many turns (`None`: to the end of the game).
    pub turns: Option<u32>,
    /// The pledge, an index of [`Pledge::ALL`].
    pub pledge: u32,
}

/// The terms of an [`crate::Action::OfferTrade`].
#[must_use]
pub const fn offer_of(a: &crate::action::Action) -> Option<Offer> {
    match *a {
        crate::action::Action::OfferTrade { region, good, quantity, payment, turns, pledge } => {
            Some(Offer { region, good, quantity, payment, turns, pledge })
        }
        _ => None,
    }
}

/// WW-G11, WW-G3 — the income steps still to come: the most turns a treaty
/// signed now can run.
#[must_use]
pub const fn turns_left(s: &State) -> u32 {
    LAST_TURN.saturating_sub(s.turn)
}

/// WW-G11 — the treaty is signed; deliveries start at the next income step
/// and run for the offer's turns.
pub fn sign(s: &mut State, f: Faction, offer: &Offer, ev: &mut Ev) {
    let Some(country) = map().info(offer.region).and_then(|i| i.country) else { return };
    let treaty = Treaty {
        country,
        buyer: f,
        good: offer.good,
        quantity: offer.quantity,
        price: offer.payment,
        shipped: false,
        until: offer.turns.map(|t| s.turn + t),
        pledge: usize::try_from(offer.pledge).ok().and_then(|i| Pledge::ALL.get(i)).copied().unwrap_or_default(),
    };
    ev.emit(s, Event::TreatySigned { treaty });
}

/// WW-G11 — treaties whose last turn has passed end before the income step.
pub fn expire_treaties(s: &mut State, ev: &mut Ev) {
    let expired: Vec<_> =
        s.treaties.iter().filter(|t| t.until.is_some_and(|last| last < s.turn)).map(|t| (t.buyer, t.country)).collect();
    for (buyer, country) in expired {
        ev.emit(s, Event::TreatyExpired { buyer, country });
    }
}

/// WW-G11 — at each income step the buyer pays every priced treaty
/// delivered over land (the payment is aid to the neutral, WW-G10); a treaty
/// that cannot be paid or delivered lapses. A treaty with a coastal neutral
/// and no land route is delivered and paid only when a neutral trade voyage
/// arrives (WW-G9 point 2): if the good is not delivered, nothing is owed.
pub fn pay_treaties(s: &mut State, ev: &mut Ev) {
    let priced: Vec<Treaty> = s.treaties.iter().filter(|t| t.price.total() > 0).cloned().collect();
    for t in priced {
        let to = map().country_regions(t.country).find(|&r| s.is_neutral(r));
        let payable = s.faction(t.buyer).stock.covers(t.price) && !s.faction(t.buyer).eliminated;
        let by_land = treaty_delivers(s, &t);
        let by_sea = !by_land && !s.faction(t.buyer).eliminated && !coast_zones(s, t.country).is_empty();
        match to {
            Some(to) if payable && by_land => pay(s, &t, to, ev),
            Some(_) if by_sea => {}
            _ => ev.emit(s, Event::TreatyEnded { buyer: t.buyer, country: t.country }),
        }
    }
}

/// Offers the computer and the UI list: one per good a reachable neutral
/// can still sell, starting at the most of it `f` can pay the posted price
/// for in one resource it holds. A person then picks the quantity and the
/// payment's mix in fields ([`offer_amounts`]).
#[must_use]
pub fn offers(s: &State, f: Faction) -> Vec<crate::action::Action> {
    let m = map();
    let mut out = Vec::new();
    for region in m.land_ids().filter(|&r| s.is_neutral(r)) {
        let Some(country) = m.info(region).and_then(|i| i.country) else { continue };
        if m.country_regions(country).next() != Some(region) || s.hostile_country(country, f) {
            continue;
        }
        for good in [Good::Supply, Good::Production] {
            let quantity = capacity(s, country, good);
            if quantity == 0 {
                continue;
            }
            let stock = s.faction(f).stock;
            let best = [Resources::new(1, 0, 0), Resources::new(0, 1, 0), Resources::new(0, 0, 1)]
                .into_iter()
                .filter(|&unit| !uses_good(unit, good))
                .map(|unit| {
                    let have = stock.mp * unit.mp + stock.p * unit.p + stock.s * unit.s;
                    (quantity.min(have / PRICE_PER_UNIT), unit)
                })
                .max_by_key(|&(q, _)| q);
            if let Some((q, unit)) = best.filter(|&(q, _)| q > 0 && turns_left(s) > 0) {
                let payment = unit.times(PRICE_PER_UNIT * q);
                let (turns, pledge) = (Some(turns_left(s)), 0);
                out.push(crate::action::Action::OfferTrade { region, good, quantity: q, payment, turns, pledge });
            }
        }
    }
    out
}

/// WW-G11 — an offer's amounts: the quantity a turn, up to what the country
/// can still sell, and the payment a turn in each resource other than the
/// good bought, up to the stock. Below the posted price the neutral says
/// no, with the reason.
#[must_use]
pub fn offer_amounts(s: &State, f: Faction, region: RegionId, good: Good) -> Vec<engine::rules::Amount> {
    let Some(country) = map().info(region).and_then(|i| i.country) else { return Vec::new() };
    let quantity = engine::rules::Amount::new(
        "/OfferTrade/quantity",
        engine::text::Text::key("ww.amount.quantity"),
        1,
        capacity(s, country, good).max(1),
    );
    let mut out = vec![quantity];
    out.extend(cargo_amounts(s, f, "/OfferTrade/payment", None, Some(good)));
    out.push(engine::rules::Amount::new(
        "/OfferTrade/turns",
        engine::text::Text::key("ww.amount.turns"),
        1,
        turns_left(s).max(1),
    ));
    out.push(engine::rules::Amount::pick(
        "/OfferTrade/pledge",
        engine::text::Text::key("ww.amount.pledge"),
        Pledge::ALL.iter().map(|p| engine::text::Text::key(p.key())).collect(),
    ));
    out
}

/// WW-7, WW-9, WW-37, WW-G11 — the amounts of a cargo or a payment
/// (`pointer` is the action's field for it): Manpower, Production and
/// Supply, each up to what `f` holds and, on a merchant, up to its hold;
/// a payment leaves out the good it buys (`except`).
#[must_use]
pub fn cargo_amounts(
    s: &State,
    f: Faction,
    pointer: &str,
    hold: Option<u32>,
    except: Option<crate::ids::Good>,
) -> Vec<engine::rules::Amount> {
    let st = s.faction(f).stock;
    [
        ("mp", "ww.amount.manpower", st.mp, Resources::new(1, 0, 0)),
        ("p", "ww.amount.production", st.p, Resources::new(0, 1, 0)),
        ("s", "ww.amount.supply", st.s, Resources::new(0, 0, 1)),
    ]
    .into_iter()
    .filter(|&(.., unit)| except.is_none_or(|good| !uses_good(unit, good)))
    .map(|(field, label, have, _)| {
        engine::rules::Amount::new(
            format!("{pointer}/{field}"),
            engine::text::Text::key(label),
            0,
            hold.map_or(have, |h| have.min(h)),
        )
    })
    .collect()
}
