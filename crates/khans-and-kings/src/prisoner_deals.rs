//! Prisoners dealt by offers (KK-POW-04, KK-POW-11, GAP-44): a state hands
//! over prisoners it holds and asks for prisoners the other side holds,
//! with resources either way; the other side accepts or declines.
//!
//! # Readings
//! * KK-POW-04: prisoners are dealt between the state holding them and the
//!   state they belong to, who takes them home. "Exchange with a third state
//!   is possible only with a suitable Government": the Merchant Republic's
//!   (GAP-06). From rules 2, a deal in which one side is under the Merchant
//!   Republic may hand over or ask for prisoners of any state: a prisoner
//!   that does not go home goes into the receiving state's nearest camp with
//!   room (a general into its captured pool), its prisoner from then on.
//! * The deal is checked again when it is accepted (the prisoners still
//!   held, the government still the Merchant Republic, a camp with room);
//!   otherwise it cannot be accepted.

use crate::Ev;
use crate::data::tables::Government;
use crate::event::Event;
use crate::generals::general;
use crate::ids::Player;
use crate::map::map;
use crate::prisoners::{nearest_camp, place_near, prisoner};
use crate::refusal::Refuse;
use crate::state::{Captive, GeneralAt, Offer, State};

/// The state a prisoner belongs to.
#[must_use]
pub fn owner(s: &State, c: Captive) -> Option<Player> {
    match c {
        Captive::Unit(id) => prisoner(s, id).and_then(|x| x.unit.owner),
        Captive::General(q, _) => Some(q),
    }
}

/// KK-POW-04, GAP-06 — whether `a` and `b` may deal prisoners of a third
/// state: one of them is under the Merchant Republic (rules 2).
#[must_use]
pub fn third_states_allowed(s: &State, a: Player, b: Player) -> bool {
    s.rules >= 2 && [a, b].iter().any(|&p| s.player(p).government == Government::MerchantRepublic)
}

/// KK-POW-04, GAP-06 — `c` is held by `holder` and may go to `to`: it is
/// `to`'s own, or one of a third state's where the deal allows it and `to`
/// has a camp with room for a unit.
fn deliverable(s: &State, c: Captive, holder: Player, to: Player) -> bool {
    if crate::prisoners::holder(s, c) != Some(holder) {
        return false;
    }
    match owner(s, c) {
        Some(o) if o == to => true,
        Some(o) if o != holder => {
            third_states_allowed(s, holder, to)
                && match c {
                    Captive::Unit(id) => prisoner(s, id).is_some_and(|x| nearest_camp(s, to, x.camp).is_some()),
                    Captive::General(..) => true,
                }
        }
        _ => false,
    }
}

/// KK-POW-04 — the prisoners of an offer are still where they were and can
/// still go where the deal sends them.
#[must_use]
pub fn still_held(s: &State, o: &Offer) -> bool {
    o.release.is_none_or(|c| deliverable(s, c, o.from, o.to)) && o.ask.is_none_or(|c| deliverable(s, c, o.to, o.from))
}

/// KK-REC-09, AMB-39 (rules 4) — no prisoner goes home where it would be
/// its state's second Elite unit.
#[must_use]
pub fn elite_allows(s: &State, o: &Offer) -> bool {
    let home = |c: Captive, to: Player| match c {
        Captive::Unit(id) if owner(s, c) == Some(to) && s.rules >= 4 => {
            prisoner(s, id).is_none_or(|x| crate::recruit::elite_allows(s, to, x.unit.kind))
        }
        _ => true,
    };
    o.release.is_none_or(|c| home(c, o.to)) && o.ask.is_none_or(|c| home(c, o.from))
}

/// KK-POW-04, GAP-44 — the offer an `OfferPrisoners` action makes.
#[must_use]
pub fn offer_of(
    s: &State,
    from: Player,
    to: Player,
    deal: (Option<Captive>, Option<Captive>),
    give: (u8, u32),
    get: (u8, u32),
) -> Option<Offer> {
    let mut o = crate::exchange::offer_of(s, from, to, give, get, 0)?;
    (o.release, o.ask) = deal;
    Some(o)
}

/// KK-POW-04, KK-POW-11, GAP-06 — whether `p` may offer this: prisoners are
/// dealt between the state holding them and the state they belong to, or of
/// any state where a Merchant Republic deals; at least one prisoner is in
/// it, resources given along are used by both and `p` has them.
///
/// # Errors
/// The rule that forbids it.
pub fn check_offer(
    s: &State,
    p: Player,
    to: Player,
    deal: (Option<Captive>, Option<Captive>),
    give: (u8, u32),
    get: (u8, u32),
) -> Result<(), Refuse> {
    if to == p || !s.in_play().any(|x| x == to) {
        return Err(Refuse::BadInput);
    }
    let o = offer_of(s, p, to, deal, give, get).ok_or(Refuse::BadTrade)?;
    if deal.0.is_none() && deal.1.is_none() {
        return Err(Refuse::NoPrisoner);
    }
    if !still_held(s, &o) {
        return Err(Refuse::NotTheirs);
    }
    if !elite_allows(s, &o) {
        return Err(Refuse::EliteLimit);
    }
    let used = |(r, n): (crate::data::resources::Resource, u32)| n == 0 || (r.used_by(p.org()) && r.used_by(to.org()));
    if !used(o.give) || !used(o.get) {
        return Err(Refuse::NotUsed);
    }
    let have = s.player(p).stock.get(o.give.0);
    if have < o.give.1 {
        return Err(Refuse::CannotAfford { short: Some((o.give.0, o.give.1, have)) });
    }
    Ok(())
}

/// KK-POW-04, GAP-06 — the prisoners of an accepted offer change hands:
/// each goes home if it is the receiver's, else to the receiver's camps.
pub fn carry_out(s: &mut State, o: &Offer, ev: &mut Ev) {
    let moves = o.release.map(|c| (c, o.to)).into_iter().chain(o.ask.map(|c| (c, o.from)));
    for (c, to) in moves.collect::<Vec<_>>() {
        hand_over(s, c, to, ev);
    }
}

/// KK-POW-04, GAP-06 — `c` goes to `to`: home if it is `to`'s own
/// (`release`), else into `to`'s nearest camp with room, or its captured
/// generals.
fn hand_over(s: &mut State, c: Captive, to: Player, ev: &mut Ev) {
    if owner(s, c) == Some(to) {
        return release(s, c, ev);
    }
    match c {
        Captive::Unit(id) => {
            let Some(camp) = prisoner(s, id).and_then(|x| nearest_camp(s, to, x.camp)) else { return };
            ev.emit(s, Event::PrisonerMoved { unit: id, holder: to, camp, transfer: false });
        }
        Captive::General(q, n) => {
            if general(s, q, n).is_some() {
                ev.emit(s, Event::GeneralMoved { player: q, number: n, at: GeneralAt::Captured(to) });
            }
        }
    }
}

/// KK-POW-04, AMB-45 — a prisoner returned by an accepted offer: a unit to
/// its state's nearest sub-province with room (else its first capital), a
/// general to its pool.
pub fn release(s: &mut State, c: Captive, ev: &mut Ev) {
    match c {
        Captive::Unit(id) => {
            let Some(x) = prisoner(s, id) else { return };
            let Some(owner) = x.unit.owner else { return };
            let at = place_near(s, owner, x.unit.kind, x.camp, false)
                .or_else(|| s.provinces_of(owner).next().map(|pr| map().province(pr).capital));
            match at {
                Some(at) => ev.emit(s, Event::PrisonerFreed { unit: id, owner, at }),
                None => ev.emit(s, Event::PrisonerLost { unit: id, liquidated: false }),
            }
        }
        Captive::General(q, n) => ev.emit(s, Event::GeneralMoved { player: q, number: n, at: GeneralAt::Pool }),
    }
}
