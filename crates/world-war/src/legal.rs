//! `legal_actions`: a bounded list for the UI and the computer. Identical
//! units (same kind, place and task) are offered once, through the first of
//! them; every listed action passes `check`.

use crate::action::Action;
use crate::check::check;
use crate::ids::{Faction, Resources, Timing, UnitKind};
use crate::map::{FAR, map};
use crate::reach::{self, AIR_RANGE, AIR_REBASE};
use crate::state::{InterceptFirst, Phase, State, Task, Unit};
use engine::board::RegionId;

/// Every legal action of `f` now.
#[must_use]
pub fn legal_actions(s: &State, f: Faction) -> Vec<Action> {
    if !crate::turn::to_act(s).contains(&f) || s.finish.is_some() {
        return Vec::new();
    }
    let mut out = match s.phase {
        Phase::Purchase => purchase_actions(s, f),
        Phase::Initiative => {
            let mut v = vec![Action::ChooseInitiative(Timing::Sooner), Action::ChooseInitiative(Timing::Later)];
            v.extend(diplomacy(s, f));
            v.extend(standing_orders(s, f));
            v
        }
        Phase::Action { .. } => slot_actions(s, f),
        Phase::Over => Vec::new(),
    };
    out.retain(|a| check(s, f, a).is_ok());
    out
}

fn purchase_actions(s: &State, f: Faction) -> Vec<Action> {
    let m = map();
    let mut out = Vec::new();
    for unit in UnitKind::ALL {
        let places: Vec<RegionId> = if unit.is_ship() { m.sea_ids().collect() } else { s.owned(f).collect() };
        out.extend(places.into_iter().map(|place| Action::Buy { unit, place, count: 1 }));
    }
    out.push(Action::FinishPurchase);
    out
}

/// The first unit of each (kind, place, task) group of `f`.
#[must_use]
pub fn representatives(s: &State, f: Faction) -> Vec<&Unit> {
    let mut seen: Vec<(UnitKind, RegionId, Task)> = Vec::new();
    let mut out = Vec::new();
    for u in s.units_of(f) {
        let key = (u.kind, u.at, u.task);
        if !seen.contains(&key) {
            seen.push(key);
            out.push(u);
        }
    }
    out
}

fn within(from: RegionId, range: u8) -> impl Iterator<Item = RegionId> {
    let m = map();
    m.board.ids().filter(move |&r| r != from && m.steps(from, r) != FAR && m.steps(from, r) <= range)
}

fn standing_orders(s: &State, f: Faction) -> Vec<Action> {
    let m = map();
    let orders = s.faction(f).defence;
    let other = match orders.intercept {
        InterceptFirst::Bombers => InterceptFirst::Escorts,
        InterceptFirst::Escorts => InterceptFirst::Bombers,
    };
    let mut out = vec![
        Action::KeepSupply { supply: orders.reserve },
        Action::InterceptFirst(other),
        Action::LossesFirst(orders.losses.other()),
    ];
    out.extend(crate::state::SinkFirst::ALL.into_iter().filter(|&k| k != orders.sink).map(Action::SinkFirst));
    for u in representatives(s, f).into_iter().filter(|u| u.task == Task::Idle) {
        let unit = u.id;
        match u.kind {
            UnitKind::Infantry | UnitKind::Tank => {
                out.extend(
                    m.land_neighbours(u.at)
                        .filter(|&r| s.owner(r) == Some(f))
                        .map(|region| Action::Defend { unit, region }),
                );
            }
            UnitKind::Bomber => out.extend(within(u.at, AIR_RANGE).map(|region| Action::Defend { unit, region })),
            UnitKind::Fighter => {
                out.extend(
                    std::iter::once(u.at)
                        .chain(within(u.at, AIR_RANGE))
                        .filter(|&r| m.is_land(r))
                        .map(|region| Action::Cover { unit, region }),
                );
            }
            _ => {}
        }
    }
    out
}

fn slot_actions(s: &State, f: Faction) -> Vec<Action> {
    let mut out = Vec::new();
    let reps = representatives(s, f);
    for u in &reps {
        match u.task {
            Task::Idle => {
                out.extend(order_targets(s, f, u).into_iter().map(|target| Action::Order { unit: u.id, target }));
                out.extend(rebase_targets(s, f, u).into_iter().map(|to| Action::Rebase { unit: u.id, to }));
                out.extend(merchant_actions(s, f, u));
            }
            Task::Ordered(target) => out.push(Action::Order { unit: u.id, target }),
            _ => {}
        }
    }
    let mut targets: Vec<RegionId> = s
        .units_of(f)
        .filter_map(|u| match u.task {
            Task::Ordered(t) => Some(t),
            _ => None,
        })
        .collect();
    targets.sort();
    targets.dedup();
    for target in targets {
        out.extend([
            Action::Launch { target },
            Action::Bomb { target },
            Action::Sweep { target },
            Action::NavalAttack { target },
        ]);
    }
    out.extend(standing_orders(s, f));
    out.extend(transfers(s, f));
    out.push(Action::EndSlot);
    out
}

/// WW-G3 step 3, WW-G11, WW-G12 — the diplomacy step, before the faction
/// chooses its timing: trade offers to neutrals, peace to those at war,
/// war to those at peace.
fn diplomacy(s: &State, f: Faction) -> Vec<Action> {
    let mut out = crate::trade::offers(s, f);
    for o in s.alive().filter(|&o| o != f) {
        out.push(if s.at_war(f, o) { Action::OfferPeace { with: o } } else { Action::DeclareWar { on: o } });
    }
    out
}

fn order_targets(s: &State, f: Faction, u: &Unit) -> Vec<RegionId> {
    let m = map();
    let candidates: Vec<RegionId> = match u.kind {
        UnitKind::Infantry | UnitKind::Tank => {
            let mut v: Vec<RegionId> = m.land_neighbours(u.at).collect();
            let navy_near =
                m.coasts(u.at).iter().any(|&z| s.units_at(z).any(|n| n.faction == f && n.kind == UnitKind::Navy));
            if u.kind == UnitKind::Infantry && navy_near {
                v.extend(m.land_ids().filter(|&r| reach::landing_possible(u.at, r)));
            }
            v
        }
        UnitKind::Bomber | UnitKind::Fighter => within(u.at, AIR_RANGE).collect(),
        UnitKind::Navy => {
            let mut v: Vec<RegionId> = std::iter::once(u.at).chain(m.sea_neighbours(u.at)).collect();
            let troops_near =
                m.shores(u.at).any(|r| s.units_at(r).any(|x| x.faction == f && x.kind == UnitKind::Infantry));
            if troops_near {
                v.extend(m.land_ids().filter(|&r| reach::escort_reaches(u.at, r)));
            }
            v
        }
        UnitKind::Merchant => Vec::new(),
    };
    let mut v: Vec<RegionId> = candidates.into_iter().filter(|&t| reach::attackable(s, f, t)).collect();
    v.sort();
    v.dedup();
    v
}

fn rebase_targets(s: &State, f: Faction, u: &Unit) -> Vec<RegionId> {
    let m = map();
    match u.kind {
        UnitKind::Infantry | UnitKind::Tank => {
            let mut v: Vec<RegionId> = s.owned(f).filter(|&r| r != u.at).collect();
            v.retain(|&r| {
                reach::own_land_reach(s, f, u.at).get(r.index()).copied().flatten().is_some()
                    || (!m.coasts(r).is_empty() && reach::sea_lift(s, f, u.at, r).is_some())
            });
            v
        }
        UnitKind::Bomber | UnitKind::Fighter => within(u.at, AIR_REBASE).filter(|&r| s.owner(r) == Some(f)).collect(),
        // WW-G4: any sea zone reachable by sea (attacked on the way).
        UnitKind::Navy | UnitKind::Merchant => {
            m.sea_ids().filter(|&z| z != u.at && m.sea_steps(u.at, z).is_some()).collect()
        }
    }
}

fn merchant_actions(s: &State, f: Faction, u: &Unit) -> Vec<Action> {
    let m = map();
    if u.kind != UnitKind::Merchant {
        return Vec::new();
    }
    let mut out = Vec::new();
    for edge in m.sea_ids().filter(|&z| m.is_edge(z)) {
        for cargo in [crate::ids::Good::Production, crate::ids::Good::Supply] {
            out.push(Action::Voyage { unit: u.id, edge, cargo });
        }
    }
    for t in s.treaties.iter().filter(|t| t.buyer == f) {
        if crate::trade::awaiting_voyage(s, f, t.country).is_some() {
            let seller = t.country;
            out.extend(crate::trade::coast_zones(s, seller).into_iter().map(|to| Action::TradeVoyage {
                unit: u.id,
                to,
                seller,
            }));
        }
    }
    let shores: Vec<RegionId> = m
        .land_ids()
        .filter(|&r| s.owner(r) != Some(f) && m.coasts(r).iter().any(|&z| m.sea_steps(u.at, z).is_some_and(|d| d <= 1)))
        .collect();
    // Any cargo the hold takes (WW-37): one choice per shore, its three
    // amounts picked in fields.
    let cargo = starting_cargo(s, f);
    for to in shores {
        out.push(Action::Transport { unit: u.id, to, cargo });
    }
    out
}

/// What a transfer or a merchant's cargo starts at before the player picks
/// its amounts: one of whatever `f` holds most of (a cargo may not be
/// empty, so this keeps the choice offered whenever anything can be sent).
fn starting_cargo(s: &State, f: Faction) -> Resources {
    let st = s.faction(f).stock;
    if st.s > 0 && st.s >= st.mp.max(st.p) {
        Resources::new(0, 0, 1)
    } else if st.p > 0 && st.p >= st.mp {
        Resources::new(0, 1, 0)
    } else {
        Resources::new(1, 0, 0)
    }
}

fn transfers(s: &State, f: Faction) -> Vec<Action> {
    let m = map();
    let mut out = Vec::new();
    let near: Vec<RegionId> =
        m.land_ids().filter(|&r| s.is_neutral(r) && m.land_neighbours(r).any(|n| s.owner(n) == Some(f))).collect();
    // Any amount and mix (WW-7, WW-9): one choice per recipient, its three
    // amounts picked in fields.
    let cargo = starting_cargo(s, f);
    for to in near {
        out.push(Action::Transfer { to, cargo });
    }
    for o in Faction::ALL.into_iter().filter(|&o| o != f) {
        if let Some(cap) = m
            .land_ids()
            .find(|&r| m.info(r).is_some_and(|i| i.capital && i.start_owner == Some(o)))
            .filter(|&r| s.owner(r) == Some(o))
        {
            out.push(Action::Transfer { to: cap, cargo });
        }
    }
    out
}
