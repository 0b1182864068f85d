//! `legal_actions`: the acting realm's choices, each a single button or a
//! button with fields (how many of each unit move, how many items are
//! raised), every listed action passing `check`.

use crate::action::{Action, Group, Item};
use crate::check::{MOST_KEPT, check};
use crate::ids::{Faction, UnitKind};
use crate::map::{SHADOW_LANDS, map, pos};
use crate::movement::{self, Step};
use crate::state::{Choice, DEFAULT_LOSSES, STEPS, State};
use engine::board::RegionId;
use engine::rules::Amount;
use engine::text::Text;

/// Every legal action of `f` now.
#[must_use]
pub fn legal_actions(s: &State, f: Faction) -> Vec<Action> {
    if s.decider() != Some(f) {
        return Vec::new();
    }
    // Rules 2: a pending choice is the only thing to do.
    if let Some(d) = s.pending.first() {
        return d
            .options
            .iter()
            .map(|&to| match d.kind {
                Choice::Withdraw => Action::Withdraw { to },
                Choice::Place => Action::Place { to },
            })
            .collect();
    }
    let mut out = vec![Action::RansomKard, Action::Revolt];
    if s.rules >= 2 {
        // SR-24, SR-G9: with several places for the kard, one choice each.
        let places = crate::prisoners::ransom_places(s, f);
        if places.len() > 1 {
            out.retain(|a| *a != Action::RansomKard);
            out.extend(places.into_iter().map(|to| Action::RansomKardTo { to }));
        }
    }
    out.extend(recruits(s, f));
    out.extend(moves(s, f));
    for city in map().cities() {
        out.extend([Action::Besiege { city }, Action::Storm { city }, Action::Sortie { city }]);
    }
    out.extend(s.engaged.iter().map(|e| Action::Attack { at: e.at }));
    out.push(Action::KeepSupplies { supplies: s.faction(f).keep });
    if s.rules >= 2 {
        // SR-G9, SR-15: any kind but the one given up first already.
        let first = s.faction(f).loss_order().first().copied();
        out.extend(DEFAULT_LOSSES.into_iter().filter(|&k| Some(k) != first).map(Action::LoseFirst));
    }
    if Faction::ALL.iter().any(|&v| s.faction(v).lord == Some(f)) {
        out.push(Action::DemandTribute(!s.faction(f).tribute));
    }
    out.push(Action::EndTurn);
    out.retain(|a| check(s, f, a).is_ok());
    out
}

/// SR-G6 — one choice per place and item, its count picked in a field.
fn recruits(s: &State, f: Faction) -> Vec<Action> {
    let places: Vec<RegionId> = s.cities_of(f).chain(std::iter::once(pos(SHADOW_LANDS))).collect();
    let mut out = Vec::new();
    for at in places {
        for item in Item::ALL {
            if crate::economy::most(s, f, at, item) > 0 {
                out.push(Action::Recruit { at, item, count: 1 });
            }
        }
    }
    out
}

/// The units of `f` at `at` that may still step, by kind, and those
/// carrying a sword among them.
fn movable(s: &State, f: Faction, at: RegionId) -> (Group, u32) {
    let mut group = Group::default();
    let mut armed = 0;
    for u in s.army(Some(f), at).filter(|u| u.steps < STEPS) {
        group.set(u.kind, group.count(u.kind) + 1);
        armed += u32::from(u.sword);
    }
    (group, armed)
}

/// The group a step offers first: every unit that may take it (a sailing
/// fleet from port takes only its ships; the riders are chosen in fields),
/// as many as the treasury can move (SR-6: with 1 supply, five of six).
fn default_group(s: &State, f: Faction, from: RegionId, to: RegionId, step: Step) -> Group {
    let (mut group, armed) = movable(s, f, from);
    match step {
        Step::LeaveCity | Step::March | Step::Land | Step::EnterCity => group.ship = 0,
        Step::Sail if map().is_city(from) => {
            group = Group { ship: group.ship, ..Group::default() };
        }
        Step::Sail => {}
    }
    let supplies = s.faction(f).supplies;
    match step {
        Step::LeaveCity | Step::March => {
            let per_five = movement::cost(step, to, &Group { troop: 1, ..Group::default() });
            trim(&mut group, (supplies / per_five.max(1)) * 5);
        }
        // SR-10: five ships a supply, each carrying two.
        Step::Land => trim(&mut group, supplies * 10),
        Step::Sail => {
            // SR-2, SR-10: riders staying at sea keep ships enough for them.
            let at_sea = map().is_sea(from);
            let count = |ships: bool| {
                u32::try_from(s.army(Some(f), from).filter(|u| (u.kind == UnitKind::Ship) == ships).count())
                    .unwrap_or(0)
            };
            let (riders, ships) = (count(false), count(true));
            let movable_riders = group.units() - group.ship;
            let fits = |n: u32| {
                let going = movable_riders.min(2 * n);
                !at_sea || riders - going <= 2 * (ships - n)
            };
            let most = (1..=group.ship.min(supplies * 5)).rev().find(|&n| fits(n)).unwrap_or(0);
            group.ship = most;
            trim_riders(&mut group, 2 * most);
        }
        Step::EnterCity => {}
    }
    group.swords = armed.min(group.carriers());
    group
}

/// Leaves at most `most` units in `group`: the ruler, catapults and
/// shadows stay behind first, the fighting units go.
fn trim(group: &mut Group, most: u32) {
    const STAY_FIRST: [UnitKind; 6] =
        [UnitKind::Ruler, UnitKind::Catapult, UnitKind::Shadow, UnitKind::Troop, UnitKind::Fanatic, UnitKind::Ship];
    for kind in STAY_FIRST {
        let excess = group.units().saturating_sub(most);
        group.set(kind, group.count(kind).saturating_sub(excess));
    }
}

/// Leaves at most `most` riders (every unit but the ships) in `group`.
fn trim_riders(group: &mut Group, most: u32) {
    let ships = group.ship;
    group.ship = 0;
    trim(group, most);
    group.ship = ships;
}

/// SR-6…SR-12, SR-G10 — one choice per step an army can take, its units
/// picked in fields.
fn moves(s: &State, f: Faction) -> Vec<Action> {
    let m = map();
    let mut froms: Vec<RegionId> =
        s.units.iter().filter(|u| u.owner == Some(f) && u.steps < STEPS).map(|u| u.at).collect();
    froms.sort_unstable();
    froms.dedup();
    let mut out = Vec::new();
    for from in froms {
        let targets = m.board.links(from).iter().map(|&(r, _)| r);
        for to in targets {
            let Ok(step) = movement::step(s, f, from, to) else { continue };
            let group = default_group(s, f, from, to, step);
            if group.units() > 0 {
                out.push(Action::Move { from, to, group });
            }
        }
    }
    out
}

/// The fields of a move or a recruit: how many of each unit, how many
/// swords; how many items.
#[must_use]
pub fn amounts(s: &State, f: Faction, a: &Action) -> Vec<Amount> {
    match a {
        Action::Move { from, to, .. } => move_amounts(s, f, *from, *to),
        Action::Recruit { at, item, .. } => {
            let most = crate::economy::most(s, f, *at, *item).max(1);
            vec![Amount::new("/Recruit/count", Text::key("sr.amount.count"), 1, most)]
        }
        Action::KeepSupplies { .. } => {
            vec![Amount::new("/KeepSupplies/supplies", Text::key("sr.amount.keep"), 0, MOST_KEPT)]
        }
        _ => Vec::new(),
    }
}

fn move_amounts(s: &State, f: Faction, from: RegionId, to: RegionId) -> Vec<Amount> {
    let Ok(step) = movement::step(s, f, from, to) else { return Vec::new() };
    let (group, armed) = movable(s, f, from);
    let ships_move = step == Step::Sail;
    let mut out: Vec<Amount> = UnitKind::ALL
        .into_iter()
        .filter(|&k| group.count(k) > 0 && (k != UnitKind::Ship || ships_move))
        .map(|k| {
            let label = Text::key(format!("sr.amount.{}", k.id()));
            Amount::new(format!("/Move/group/{}", k.id()), label, 0, group.count(k))
        })
        .collect();
    if armed > 0 {
        out.push(Amount::new("/Move/group/swords", Text::key("sr.amount.swords"), 0, armed));
    }
    out
}
