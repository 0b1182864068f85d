//! The computer's prisoners (KK-POW): it tries to win each one over
//! (KK-POW-06), puts them to work in labour camps where there is room
//! (GAP-43), builds a prisoner camp when it has none (all of Four Crowns is
//! at war, GAP-44) and a labour camp once it holds two prisoners, and
//! liquidates a prisoner already tried when its camps are full and an
//! enemy is near (KK-POW-05), under TOTAL_WAR even with none near
//! (`ai/doctrine.rs`, GAP-07). A Merchant Republic with its camps full
//! first offers such a prisoner to a third state for a gold (KK-POW-04,
//! GAP-06).

use super::economy::RESERVE_GOLD;
use crate::action::Action;
use crate::check::check;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::ids::Player;
use crate::prisoners::{camps, free, space};
use crate::state::{Captive, GeneralAt, State};

/// The computer's next prisoner action, if any is worth taking.
pub(super) fn prisoners(s: &State, p: Player, profile: super::Profile) -> Option<Action> {
    let ok = |a: Action| check(s, p, &a).is_ok().then_some(a);
    let mine: Vec<&crate::state::Prisoner> = s.prisoners.iter().filter(|x| x.holder == p).collect();
    let generals = Player::ALL.into_iter().flat_map(|q| {
        s.player(q)
            .generals
            .iter()
            .filter(|g| g.at == GeneralAt::Captured(p) && !g.tried)
            .map(move |g| Captive::General(q, g.number))
    });
    let untried = mine.iter().filter(|x| !x.tried).map(|x| Captive::Unit(x.unit.id)).chain(generals);
    if let Some(a) = untried.map(|c| Action::WinOver { prisoner: c }).find_map(ok) {
        return Some(a);
    }
    let labour = |r| s.building(r) == Some(Building::LabourCamp);
    let camps = camps(s, p);
    if let Some(&to) = camps.iter().find(|&&r| labour(r) && free(s, p, r) > 0)
        && let Some(x) = mine.iter().find(|x| !x.moved && !labour(x.camp))
        && let Some(a) = ok(Action::Transfer { unit: x.unit.id, to })
    {
        return Some(a);
    }
    if profile.sells_prisoners
        && space(s, p).0 == 0
        && let Some(a) = sell(s, p, &mine)
    {
        return Some(a);
    }
    let threatened = || s.provinces_of(p).any(|pr| super::works::threatened(s, p, pr));
    if space(s, p).0 == 0
        && (threatened() || super::doctrine::liquidates_when_full(s, p, profile))
        && let Some(x) = mine.iter().find(|x| x.tried && !labour(x.camp) && !offered(s, p, x.unit.id))
    {
        return ok(Action::Liquidate { prisoner: Captive::Unit(x.unit.id) });
    }
    let gold = s.player(p).stock.get(Resource::Gold);
    let wanted = if camps.is_empty() {
        Some(Building::PrisonerCamp)
    } else if mine.len() >= 2 && !camps.iter().any(|&r| labour(r)) {
        Some(Building::LabourCamp)
    } else {
        None
    };
    let building = wanted.filter(|_| gold > RESERVE_GOLD + 2)?;
    s.provinces_of(p)
        .flat_map(|pr| crate::map::map().province(pr).subs.iter().copied())
        .map(|at| Action::Build { at, building })
        .find_map(ok)
}

/// A prisoner `p` has offered to another state (kept for the deal).
fn offered(s: &State, p: Player, id: crate::ids::UnitId) -> bool {
    s.offers.iter().any(|o| o.from == p && o.release == Some(Captive::Unit(id)))
}

/// KK-POW-04, GAP-06 — a Merchant Republic's offer of a prisoner already
/// tried, outside a labour camp, to a third state with camp room, for one
/// gold (what the computer takes: a prisoner is worth 4 to it, a gold 2);
/// one offer at a time.
fn sell(s: &State, p: Player, mine: &[&crate::state::Prisoner]) -> Option<Action> {
    if s.offers.iter().any(|o| o.from == p) {
        return None;
    }
    let gold = u8::try_from(Resource::Gold.index()).ok()?;
    let labour = |r| s.building(r) == Some(Building::LabourCamp);
    mine.iter().filter(|x| x.tried && !labour(x.camp)).find_map(|x| {
        s.in_play().filter(|&t| t != p && Some(t) != x.unit.owner).find_map(|to| {
            let a = Action::OfferPrisoners {
                to,
                release: Some(Captive::Unit(x.unit.id)),
                ask: None,
                give: gold,
                give_amount: 0,
                get: gold,
                get_amount: 1,
            };
            check(s, p, &a).is_ok().then_some(a)
        })
    })
}
