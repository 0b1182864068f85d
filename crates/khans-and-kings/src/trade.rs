//! Trade with the off-map market (KK-TRADE-04…14, AMB-04, AMB-05, AMB-55,
//! AMB-56, AMB-68): one trade per port a turn, caravanserais as many as the
//! largest road-linked network, a d6 rate (d6+2 by caravanserai) bettered by
//! the province's markets, received = offered ÷ rate rounded down, the rest kept.

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::data::tables::Government;
use crate::event::Event;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::movement::hostile_here;
use crate::refusal::Refuse;
use crate::state::State;
use crate::turn_event::TurnEvent;
use engine::board::RegionId;
use engine::dice::Dice;

/// KK-TRADE-12, AMB-55 — a port is blockaded while hostile ships stand in
/// every sea sub-province it borders.
#[must_use]
pub fn blockaded(s: &State, port: RegionId, p: Player) -> bool {
    let m = map();
    let seas: Vec<RegionId> = m.neighbours(port).filter(|&r| m.is_sea(r)).collect();
    !seas.is_empty()
        && seas.iter().all(|&sea| {
            let mines = s.subs.get(sea.index()).and_then(|x| x.mines);
            crate::sea::hostile_ships(s, sea, Some(p)) || mines.is_some_and(|m| s.hostile(Some(m), Some(p)))
        })
}

/// `p`'s buildings of one kind, by sub-province.
fn own(s: &State, p: Player, building: Building) -> Vec<RegionId> {
    s.provinces_of(p)
        .flat_map(|pr| map().province(pr).subs.clone())
        .filter(|&r| s.building(r) == Some(building))
        .collect()
}

/// KK-TRADE-08, AMB-55, GAP-06, GAP-02 — the ports `p` may trade through
/// now: its unblockaded ports not used this turn (none in Storms at Sea).
#[must_use]
pub fn ports(s: &State, p: Player) -> Vec<RegionId> {
    if TurnEvent::of(s.event) == TurnEvent::StormsAtSea {
        return Vec::new();
    }
    let open: Vec<RegionId> = own(s, p, Building::Port).into_iter().filter(|&r| !blockaded(s, r, p)).collect();
    let used = &s.player(p).ports_used;
    let mut left: Vec<RegionId> = open.iter().copied().filter(|r| !used.contains(r)).collect();
    // A merchant republic makes one more trade through a port it has used.
    let extra = s.player(p).government == Government::MerchantRepublic && used.len() < open.len() + 1;
    if extra && left.is_empty() {
        left.extend(open.first().copied());
    }
    left
}

/// AMB-05 — the caravanserai trades `p` has a turn: the caravanserais in
/// its largest network joined by roads that cross no hostile units.
#[must_use]
pub fn caravan_capacity(s: &State, p: Player) -> u32 {
    let m = map();
    let all = own(s, p, Building::Caravanserai);
    let mut best = 0;
    let mut seen: Vec<RegionId> = Vec::new();
    for &start in &all {
        if seen.contains(&start) {
            continue;
        }
        let mut net = vec![start];
        let mut i = 0;
        while i < net.len() {
            let r = net[i];
            i += 1;
            for n in m.land_neighbours(r) {
                let road = m.edge(r, n).and_then(|e| s.edges.get(e)).is_some_and(|e| e.road);
                if road && !net.contains(&n) && !hostile_here(s, n, Some(p)) {
                    net.push(n);
                }
            }
        }
        let count = net.iter().filter(|r| all.contains(r)).count();
        seen.extend(net);
        best = best.max(count);
    }
    u32::try_from(best).unwrap_or(0)
}

/// The caravanserais `p` may trade through now: never blockaded, only
/// destroyed (KK-TRADE-13).
#[must_use]
pub fn caravanserais(s: &State, p: Player) -> Vec<RegionId> {
    if s.player(p).caravan_trades >= caravan_capacity(s, p) {
        return Vec::new();
    }
    own(s, p, Building::Caravanserai)
}

/// KK-TRADE-14, AMB-56 — the markets in a province.
#[must_use]
pub fn markets(s: &State, province: ProvinceId) -> u32 {
    let n = map().province(province).subs.iter().filter(|&&r| s.building(r) == Some(Building::Market)).count();
    u32::try_from(n).unwrap_or(0)
}

/// KK-TRADE-05, KK-TRADE-09, KK-TRADE-14, GAP-02 — the rate for a die:
/// d6 (d6+2 by caravanserai), −1 for each market in the province, −1 in
/// a turn of Merchant Caravans, never below 1:1.
#[must_use]
pub fn rate(die: u8, caravanserai: bool, markets: u32, caravans: bool) -> u32 {
    let base = u32::from(die) + if caravanserai { 2 } else { 0 };
    base.saturating_sub(markets + u32::from(caravans)).max(1)
}

/// KK-TRADE-05, KK-TRADE-07, AMB-04 — what an offer of `amount` brings at
/// `rate`: received, and spent (the rest is kept).
#[must_use]
pub const fn exchange(amount: u32, rate: u32) -> (u32, u32) {
    let got = amount / rate;
    (got, got * rate)
}

/// KK-TRADE-02…14 — whether `p` may offer `amount` of `give` for `get` at `at`.
///
/// # Errors
/// The rule that forbids it.
pub fn check(s: &State, p: Player, at: RegionId, give: Resource, amount: u32, get: Resource) -> Result<(), Refuse> {
    let org = p.org();
    if !give.used_by(org) || !get.used_by(org) {
        return Err(Refuse::NotUsed);
    }
    if give == get || amount == 0 || s.player(p).stock.get(give) < amount {
        return Err(Refuse::BadTrade);
    }
    if ports(s, p).contains(&at) || caravanserais(s, p).contains(&at) { Ok(()) } else { Err(Refuse::NoTradeLeft) }
}

/// KK-TRADE-05…07 — the die is thrown (no going back, KK-TRADE-06: the
/// action names the amount before the die) and the goods change.
pub fn trade(
    s: &mut State,
    p: Player,
    at: RegionId,
    (give, amount, get): (Resource, u32, Resource),
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let caravanserai = s.building(at) == Some(Building::Caravanserai);
    let die =
        dice.die(6, if caravanserai { "KK-TRADE-09 the caravanserai's rate" } else { "KK-TRADE-05 the port's rate" });
    let markets = map().province_of(at).map_or(0, |pr| markets(s, pr));
    let caravans = TurnEvent::of(s.event) == TurnEvent::MerchantCaravans;
    let rate = rate(die, caravanserai, markets, caravans);
    let (got, spent) = exchange(amount, rate);
    ev.emit(s, Event::Traded { player: p, at, caravanserai, die, rate, gave: (give, spent), got: (get, got) });
}
