//! Standing trade with neutrals on the map (WW-29, WW-G11, automated mode)
//! and the per-turn payment of treaties.

use crate::event::Event;
use crate::ids::{CountryId, Faction, Good, Resources};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{State, Treaty};
use crate::{Ev, neutral, reach};
use engine::board::RegionId;

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

const fn uses_good(payment: Resources, good: Good) -> bool {
    match good {
        Good::Supply => payment.s > 0,
        Good::Production => payment.p > 0,
    }
}

/// WW-G11 (automated mode) — the neutral accepts if the buyer is not
/// hostile, capacity remains, a land route delivers (WW-9) and the payment
/// meets the posted price in other resources; pledges count for nothing.
///
/// # Errors
/// `TradeRefused` or the route/stock reason.
pub fn check_offer(
    s: &State,
    f: Faction,
    region: RegionId,
    good: Good,
    quantity: u32,
    payment: Resources,
) -> Result<(), Refuse> {
    let country = map().info(region).and_then(|i| i.country).ok_or(Refuse::BadRecipient)?;
    if !s.is_neutral(region) || s.hostile_country(country, f) {
        return Err(Refuse::BadRecipient);
    }
    if quantity == 0 || uses_good(payment, good) || payment.total() < PRICE_PER_UNIT * quantity {
        return Err(Refuse::TradeRefused);
    }
    if capacity(s, country, good) < quantity {
        return Err(Refuse::TradeRefused);
    }
    if !s.faction(f).stock.covers(payment) {
        return Err(Refuse::NotEnough);
    }
    if reach::land_route(s, f, region) { Ok(()) } else { Err(Refuse::NoRoute) }
}

/// WW-G11 — the treaty is signed; deliveries start at the next income step.
pub fn sign(s: &mut State, f: Faction, region: RegionId, good: Good, quantity: u32, price: Resources, ev: &mut Ev) {
    let Some(country) = map().info(region).and_then(|i| i.country) else { return };
    ev.emit(s, Event::TreatySigned { treaty: Treaty { country, buyer: f, good, quantity, price } });
}

/// WW-G11 — at each income step the buyer pays every priced treaty over
/// land (the payment is aid to the neutral, WW-G10); a treaty that cannot
/// be paid or delivered lapses.
pub fn pay_treaties(s: &mut State, ev: &mut Ev) {
    let priced: Vec<Treaty> = s.treaties.iter().filter(|t| t.price.total() > 0).cloned().collect();
    for t in priced {
        let to = map().country_regions(t.country).find(|&r| s.is_neutral(r));
        let payable = s.faction(t.buyer).stock.covers(t.price) && !s.faction(t.buyer).eliminated;
        match to {
            Some(to) if payable && crate::turn::treaty_delivers(s, &t) => {
                ev.emit(s, Event::ResourcesSent { from: t.buyer, to, cargo: t.price });
                neutral::receive_aid(s, to, t.price, ev);
            }
            _ => ev.emit(s, Event::TreatyEnded { buyer: t.buyer, country: t.country }),
        }
    }
}

/// Offers the computer and the UI list: every good a reachable neutral can
/// still sell, paid in Manpower (or Production for Supply bought with MP short).
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
            let price = PRICE_PER_UNIT * quantity;
            for payment in [Resources::new(price, 0, 0), Resources::new(0, price, 0), Resources::new(0, 0, price)] {
                if !uses_good(payment, good) {
                    out.push(crate::action::Action::OfferTrade { region, good, quantity, payment });
                }
            }
        }
    }
    out
}
