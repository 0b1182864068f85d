//! The computer's prisoners (KK-POW): it tries to win each one over
//! (KK-POW-06), puts them to work in labour camps where there is room
//! (GAP-43), builds a prisoner camp when it has none (all of Four Crowns is
//! at war, GAP-44) and a labour camp once it holds two prisoners, and
//! liquidates a prisoner already tried when its camps are full and an
//! enemy is near (KK-POW-05), under TOTAL_WAR even with none near
//! (`ai/doctrine.rs`, GAP-07).

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
    let threatened = || s.provinces_of(p).any(|pr| super::works::threatened(s, p, pr));
    if space(s, p).0 == 0
        && (threatened() || super::doctrine::liquidates_when_full(s, p, profile))
        && let Some(x) = mine.iter().find(|x| x.tried && !labour(x.camp))
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
