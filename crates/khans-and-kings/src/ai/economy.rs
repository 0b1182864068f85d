//! The computer's economy window: colour, offers, replenishment, generals,
//! buildings, trade and recruitment.

use super::{Profile, works};
use crate::action::Action;
use crate::check::check;
use crate::data::resources::{Resource, Stock};
use crate::data::tables::Colour;
use crate::data::units::Kind;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::movement::counts;
use crate::state::{GeneralAt, State};
use engine::board::RegionId;

/// Gold kept back in the economy window.
pub(super) const RESERVE_GOLD: u32 = 3;
/// The least of a resource worth trading away.
const TRADE_LOT: u32 = 6;

pub(super) fn economy(s: &State, p: Player, profile: Profile) -> Option<Action> {
    // FREE CHOICE comes first (GAP-08); a computer blind to the sets takes the first.
    if crate::objectives::must_choose(s, p) {
        let first = Action::ChooseObjectives { set: crate::objectives::Objective::Conqueror };
        return if profile.objectives { super::objectives::economy(s, p) } else { Some(first) };
    }
    if s.colour.is_none() && s.player(p).white.is_none() {
        return Some(Action::PickColour(best_colour(s, p)));
    }
    if let Some(a) = answer_offers(s, p, profile) {
        return Some(a);
    }
    if profile.objectives
        && let Some(a) = super::objectives::economy(s, p)
    {
        return Some(a);
    }
    if profile.prisoners
        && let Some(a) = super::prisoners::prisoners(s, p, profile)
    {
        return Some(a);
    }
    if profile.diplomacy
        && let Some(a) = super::diplomacy::diplomacy(s, p)
    {
        return Some(a);
    }
    if profile.kit
        && let Some(a) = super::kit::vassals(s, p).or_else(|| super::kit::withdraw_general(s, p))
    {
        return Some(a);
    }
    let legal = crate::legal::legal_actions(s, p);
    let gold = s.player(p).stock.get(Resource::Gold);
    if let Some(a) = legal.iter().find(|a| matches!(a, Action::Replenish { .. })) {
        return Some(a.clone());
    }
    // KK-REC-26: a free building for a free unit of the province's defence.
    if profile.rebuilds
        && let Some(a) =
            legal.iter().find(|a| matches!(a, Action::Disband { unit } if crate::tribal::rebuilds(s, *unit).is_some()))
    {
        return Some(a.clone());
    }
    if gold > RESERVE_GOLD + 4
        && let Some(a) = legal.iter().find(|a| matches!(a, Action::RecruitGeneral))
    {
        return Some(a.clone());
    }
    if profile.doctrine
        && let Some(a) = super::admirals::place(s, p, &legal)
    {
        return Some(a);
    }
    if let Some(a) = place_general(s, p, &legal) {
        return Some(a);
    }
    if profile.works
        && let Some(a) = works::fortify(s, p).or_else(|| works::supply(s, p))
    {
        return Some(a);
    }
    if let Some(a) = works::build_yield(s, p, &legal) {
        return Some(a);
    }
    if profile.works
        && let Some(a) = works::unlock(s, p).or_else(|| works::road(s, p))
    {
        return Some(a);
    }
    if profile.trades
        && let Some(a) = trade_with_market(s, p).or_else(|| offer(s, p))
    {
        return Some(a);
    }
    if profile.air_and_sea
        && let Some(a) = super::air::air_force(s, p, &legal).or_else(|| super::sea::navy(s, p, &legal))
    {
        return Some(a);
    }
    if profile.transports
        && let Some(a) = super::transport::recruit(s, p, &legal)
    {
        return Some(a);
    }
    if profile.river_ships
        && let Some(a) = super::river::flotilla(s, p, &legal)
    {
        return Some(a);
    }
    if profile.kit
        && let Some(a) = super::kit::upgrade(s, p, &legal)
    {
        return Some(a);
    }
    recruit(s, p, &legal, profile)
}

/// What a resource is worth to the computer (gold and metal are scarce).
const fn price(r: Resource) -> u32 {
    match r {
        Resource::Gold | Resource::Metal => 2,
        _ => 1,
    }
}

/// How much fighting a unit gives for what it costs.
pub(super) fn worth(kind: Kind, cost: &Stock) -> i32 {
    (kind.template().strength * 100) / i32::try_from(cost.total().max(1)).unwrap_or(99)
}

/// The unit `p` would recruit next if it could pay: the most worth among
/// the fighting units (strength 3 or more) its provinces allow, with its
/// province and cost.
pub(super) fn wanted(s: &State, p: Player) -> Option<(ProvinceId, Kind, Stock)> {
    s.provinces_of(p)
        .flat_map(|province| Kind::all().map(move |kind| (province, kind)))
        .filter(|&(province, kind)| {
            kind.template().strength >= 3
                && crate::data::units::fights_on_land(kind)
                && crate::recruit::check_kind(s, p, province, kind).is_ok()
        })
        .filter_map(|(province, kind)| Some((province, kind, crate::economy::unit_cost(s, p, kind)?)))
        .max_by_key(|(_, kind, cost)| worth(*kind, cost))
}

/// The resource `p` lacks most for two units of `cost`, and how much.
fn lacking(s: &State, p: Player, cost: &Stock) -> Option<(Resource, u32)> {
    let stock = s.player(p).stock;
    cost.amounts()
        .map(|(r, n)| (r, (2 * n).saturating_sub(stock.get(r))))
        .filter(|&(_, short)| short > 0)
        .max_by_key(|&(r, short)| (short, r))
}

/// The resource piling up most beyond three units of `cost` (and the gold
/// reserve), other than `need`, and how much of it may go.
fn spare(s: &State, p: Player, cost: &Stock, need: Resource) -> Option<(Resource, u32)> {
    let stock = s.player(p).stock;
    Resource::of(p.org())
        .into_iter()
        .filter(|&r| r != need)
        .map(|r| {
            let keep = 3 * cost.get(r) + if r == Resource::Gold { RESERVE_GOLD + 6 } else { 0 };
            (r, stock.get(r).saturating_sub(keep))
        })
        .filter(|&(_, n)| n >= TRADE_LOT)
        .max_by_key(|&(r, n)| (n, r))
}

/// KK-TRADE-04…09 — what piles up goes to the market through a port (or
/// else a caravanserai) for what the wanted unit lacks.
pub(super) fn trade_with_market(s: &State, p: Player) -> Option<Action> {
    trade_for(s, p, &wanted(s, p)?.2)
}

/// KK-TRADE-04…09 — what piles up goes to the market for what two of
/// `cost` lack.
pub(super) fn trade_for(s: &State, p: Player, cost: &Stock) -> Option<Action> {
    let cost = *cost;
    let (need, _) = lacking(s, p, &cost)?;
    let (give, amount) = spare(s, p, &cost, need)?;
    let at = crate::trade::ports(s, p).into_iter().chain(crate::trade::caravanserais(s, p)).next()?;
    let place = |r: Resource| Resource::of(p.org()).iter().position(|&x| x == r).and_then(|i| u8::try_from(i).ok());
    Some(Action::Trade { at, give: place(give)?, amount, get: place(need)? })
}

/// KK-TRADE-01…03, GAP-44 — one offer at a time to the state that has
/// most of what `p` lacks, paying a fifth more than it asks (what the
/// computer accepts) out of what piles up.
pub(super) fn offer(s: &State, p: Player) -> Option<Action> {
    if s.offers.iter().any(|o| o.from == p) {
        return None;
    }
    let (_, _, cost) = wanted(s, p)?;
    let (need, ask) = lacking(s, p, &cost)?;
    let (give, spare) = spare(s, p, &cost, need)?;
    let pay = (ask * price(need) * 6).div_ceil(5 * price(give));
    if pay > spare {
        return None;
    }
    let to = s
        .in_play()
        .filter(|&q| q != p && need.used_by(q.org()) && give.used_by(q.org()))
        .filter(|&q| s.player(q).stock.get(need) >= ask + TRADE_LOT)
        .max_by_key(|&q| s.player(q).stock.get(need))?;
    let index = |r: Resource| u8::try_from(r.index()).ok();
    Some(Action::Offer { to, give: index(give)?, give_amount: pay, get: index(need)?, get_amount: ask, strategic: 0 })
}

/// GAP-44 — offers made to `p`: accepted when they bring a fifth more than
/// they cost (and, for today's computer, do not take what its own next
/// unit needs), else declined (so none lingers).
pub(super) fn answer_offers(s: &State, p: Player, profile: Profile) -> Option<Action> {
    let (index, o) = s.offers.iter().enumerate().find(|(_, o)| o.to == p)?;
    // GAP-44: a proposal of peace or alliance (`ai/diplomacy.rs`); versions
    // before 6 know no pacts and weigh it as the offer of nothing for
    // nothing it looks to them.
    if o.pact.is_some() && profile.diplomacy {
        return super::diplomacy::answer(s, p, index, profile);
    }
    // KK-POW-04: a unit of ours returned is worth 4, one of theirs given back as much.
    let gain =
        o.give.1 * price(o.give.0) + if o.strategic.is_some() { 3 } else { 0 } + 4 * u32::from(o.release.is_some());
    let cost = o.get.1 * price(o.get.0) + 4 * u32::from(o.ask.is_some());
    let needed = profile.trades
        && wanted(s, p)
            .is_some_and(|(_, _, unit)| s.player(p).stock.get(o.get.0).saturating_sub(o.get.1) < 2 * unit.get(o.get.0));
    let accept = Action::Accept { index };
    if gain * 5 >= cost * 6 && !needed && check(s, p, &accept).is_ok() {
        Some(accept)
    } else {
        Some(Action::Decline { index })
    }
}

/// GAP-01 — the colour that pays `p` the most.
fn best_colour(s: &State, p: Player) -> Colour {
    let m = map();
    Colour::ALL
        .into_iter()
        .max_by_key(|&c| {
            s.provinces_of(p)
                .filter(|&pr| m.province(pr).colour == c)
                .map(|pr| crate::economy::wealth_level(s, pr))
                .sum::<u32>()
        })
        .unwrap_or(Colour::Yellow)
}

/// A general from the pool goes to the largest army in the state's land.
fn place_general(s: &State, p: Player, legal: &[Action]) -> Option<Action> {
    let pool = s.player(p).generals.iter().find(|g| g.at == GeneralAt::Pool)?;
    let size = |r: RegionId| s.army(Some(p), r).filter(|u| counts(u.kind)).count();
    legal
        .iter()
        .filter(|a| matches!(a, Action::PlaceGeneral { number, .. } if *number == pool.number))
        .max_by_key(|a| if let Action::PlaceGeneral { at, .. } = a { size(*at) } else { 0 })
        .cloned()
}

/// The strongest unit for its cost it can recruit (a MOBILE state's
/// cavalry and armour weighed up, `ai/doctrine.rs`), as many as it can.
fn recruit(s: &State, p: Player, legal: &[Action], profile: Profile) -> Option<Action> {
    let worth_of = |k: Kind| {
        crate::economy::unit_cost(s, p, k).map_or(0, |c| super::doctrine::recruit_worth(s, p, profile, k, worth(k, &c)))
    };
    let best = legal
        .iter()
        .filter_map(|a| if let Action::Recruit { province, kind, .. } = a { Some((*province, *kind)) } else { None })
        .filter(|(_, k)| k.template().strength >= 3 && crate::data::units::fights_on_land(*k))
        .max_by_key(|(_, k)| worth_of(*k))?;
    let most = crate::recruit::most(s, p, best.0, best.1);
    // KK-UNIT-16 (version 6): one recruit with the upgrade of most Strength at half price.
    let upgrade = if profile.kit { super::kit::recruit_upgrade(s, p, best.0, best.1) } else { 0 };
    let count = if upgrade > 0 { 1 } else { most.clamp(1, 2) };
    Some(Action::Recruit { province: best.0, kind: best.1, count, upgrade })
}
