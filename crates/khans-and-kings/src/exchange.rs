//! Trade and diplomacy between the states (KK-TRADE-01…03, GAP-44): an
//! offer of resources (and perhaps a strategic unit) for resources, made
//! in the offerer's economy window and accepted in the other's, all of it
//! changing hands at once; and the reforms the turn's event allows
//! (GAP-02: Palace Coup, Doctrinal Debate).

use crate::data::resources::Resource;
use crate::data::tables::{Doctrine, Government, Strategic};
use crate::ids::Player;
use crate::refusal::Refuse;
use crate::state::{Offer, State};
use crate::turn_event::TurnEvent;

/// An offer's resource by its place in `Resource::ALL`.
#[must_use]
pub fn resource(index: u8) -> Option<Resource> {
    Resource::ALL.get(usize::from(index)).copied()
}

/// An offer's strategic unit: 0 none, else its place plus one.
#[must_use]
pub fn strategic(index: u8) -> Option<Strategic> {
    index.checked_sub(1).and_then(|i| Strategic::ALL.get(usize::from(i)).copied())
}

/// The offer an action makes (with a strategic unit, KK-RES-13).
#[must_use]
pub fn offer_of(s: &State, from: Player, to: Player, give: (u8, u32), get: (u8, u32), unit: u8) -> Option<Offer> {
    Some(Offer {
        from,
        to,
        give: (resource(give.0)?, give.1),
        strategic: strategic(unit),
        get: (resource(get.0)?, get.1),
        release: None,
        ask: None,
        turn: s.turn,
        pact: None,
    })
}

/// KK-TRADE-01…03 — whether `p` may offer this: to another state in play;
/// both states use both resources (KK-TRADE-02); `p` has what it gives.
///
/// # Errors
/// The rule that forbids it.
pub fn check_offer(s: &State, p: Player, to: Player, give: (u8, u32), get: (u8, u32), unit: u8) -> Result<(), Refuse> {
    if to == p || !s.in_play().any(|x| x == to) {
        return Err(Refuse::BadInput);
    }
    let o = offer_of(s, p, to, give, get, unit).ok_or(Refuse::BadTrade)?;
    let used = |r: Resource| r.used_by(p.org()) && r.used_by(to.org());
    if !used(o.give.0) || !used(o.get.0) {
        return Err(Refuse::NotUsed);
    }
    if o.give.1 + o.get.1 == 0 && o.strategic.is_none() {
        return Err(Refuse::BadTrade);
    }
    if s.player(p).stock.get(o.give.0) < o.give.1 {
        return Err(Refuse::CannotAfford { short: Some((o.give.0, o.give.1, s.player(p).stock.get(o.give.0))) });
    }
    if unit > 0 && (o.strategic.is_none() || !crate::economy::holds(s, p, o.strategic.unwrap_or(Strategic::Horses))) {
        return Err(Refuse::CannotAfford { short: None });
    }
    Ok(())
}

/// GAP-44 — whether `p` may accept offer `index`: made to it, and both
/// sides still have what they give.
///
/// # Errors
/// The rule that forbids it.
pub fn check_accept(s: &State, p: Player, index: usize) -> Result<(), Refuse> {
    let o = s.offers.get(index).filter(|o| o.to == p).ok_or(Refuse::BadInput)?;
    if let Some(wanted) = o.pact {
        // GAP-44: a proposal stands while the two stand as they did.
        return if crate::diplomacy::still_open(s, o.from, o.to, wanted) { Ok(()) } else { Err(Refuse::NoPact) };
    }
    let giver_has = s.player(o.from).stock.get(o.give.0) >= o.give.1
        && o.strategic.is_none_or(|r| crate::economy::holds(s, o.from, r));
    if !giver_has {
        return Err(Refuse::CannotAfford { short: None });
    }
    if !crate::prisoner_deals::still_held(s, o) {
        return Err(Refuse::NotTheirs);
    }
    if !crate::prisoner_deals::elite_allows(s, o) {
        return Err(Refuse::EliteLimit);
    }
    let have = s.player(p).stock.get(o.get.0);
    if have < o.get.1 { Err(Refuse::CannotAfford { short: Some((o.get.0, o.get.1, have)) }) } else { Ok(()) }
}

/// GAP-02 (3, 19), GAP-06, GAP-07 — whether `p` may reform now: under a
/// Palace Coup the drawer may take another government, under a Doctrinal
/// Debate anyone another doctrine; once a turn.
///
/// # Errors
/// The rule that forbids it.
pub fn check_reform(s: &State, p: Player, government: Government, doctrine: Doctrine) -> Result<(), Refuse> {
    let ps = s.player(p);
    if ps.changed || (government == ps.government && doctrine == ps.doctrine) {
        return Err(Refuse::NoReform);
    }
    let event = TurnEvent::of(s.event);
    let drawer = s
        .in_play()
        .collect::<Vec<_>>()
        .get(usize::try_from(s.turn.saturating_sub(1)).unwrap_or(0) % s.in_play().count().max(1))
        .copied();
    let government_ok = government == ps.government || (event == TurnEvent::PalaceCoup && drawer == Some(p));
    let doctrine_ok = doctrine == ps.doctrine || event == TurnEvent::DoctrinalDebate;
    if government_ok && doctrine_ok { Ok(()) } else { Err(Refuse::NoReform) }
}
