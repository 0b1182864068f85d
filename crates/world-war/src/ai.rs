//! The baseline computer player: legal actions only, played with purpose.
//! Expected values are kept doubled (infantry 7 = 2 × 3.5) to stay integral.
//! `rng` (the computer's own stream) only breaks ties.

use crate::action::Action;
use crate::check::{budget_left, check};
use crate::ids::{Faction, Good, Timing, UnitKind};
use crate::map::map;
use crate::reach;
use crate::state::{Phase, State, Task, Unit};
use engine::board::{Link, RegionId};
use engine::dice::Dice;

mod aid;
mod buy;
mod defend;
mod diplomacy;
mod landing;
mod plan;

/// Doubled expected land dice of a unit kind (WW-17: 1d6 = 3.5, 2d6 = 7).
#[must_use]
pub const fn strength(kind: UnitKind) -> u32 {
    match kind {
        UnitKind::Infantry => 7,
        UnitKind::Tank => 14,
        _ => 0,
    }
}

/// Which of the computer player's behaviours are on: today's player
/// ([`Profile::CURRENT`], computer version 2), and the one before its
/// latest change ([`Profile::PREVIOUS`], version 1), kept so that the
/// change is measured against what it replaced (`sandtable soak --versus
/// previous`). Only what the change added is switched; the rest is shared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// WW-G3 step 3: trade offers in the diplomacy step, and peace offered
    /// when losing; without it, trade offers in its own slot, for the rest
    /// of the game, as before the diplomacy step.
    pub diplomacy: bool,
    /// WW-7, WW-G10: aid that raises neutral buffers, and Supply for a
    /// co-belligerent running dry.
    pub aid: bool,
    /// WW-G12: the USSR and the Allies turn on each other once the Axis is
    /// broken.
    pub rivals: bool,
    /// WW-20, WW-G4, WW-G6: landings from the sea, and bombers striking in
    /// land battles.
    pub landings: bool,
    /// WW-G4: Defend orders for divisions behind a threatened front.
    pub defend: bool,
}

impl Profile {
    /// Today's computer player.
    pub const CURRENT: Self = Self { diplomacy: true, aid: true, rivals: true, landings: true, defend: true };
    /// The computer player before its latest change.
    pub const PREVIOUS: Self = Self { diplomacy: false, aid: false, rivals: false, landings: false, defend: false };
}

/// The computer's next action for `f`; always legal, and when nothing else
/// is worth doing it ends the phase or slot, so games never get stuck.
#[must_use]
pub fn computer_action(s: &State, f: Faction, rng: &mut Dice) -> Option<Action> {
    computer_action_as(s, f, rng, Profile::CURRENT)
}

/// [`computer_action`] by the player of `profile`.
#[must_use]
pub fn computer_action_as(s: &State, f: Faction, rng: &mut Dice, profile: Profile) -> Option<Action> {
    if !crate::turn::to_act(s).contains(&f) {
        return None;
    }
    let choice = match s.phase {
        Phase::Purchase => buy::purchase(s, f, rng),
        Phase::Initiative => initiative(s, f, profile),
        Phase::Action { .. } => plan::slot(s, f, rng, profile),
        Phase::Over => return None,
    };
    match choice {
        Some(a) if check(s, f, &a).is_ok() => Some(a),
        _ => fallback(s),
    }
}

fn fallback(s: &State) -> Option<Action> {
    match s.phase {
        Phase::Purchase => Some(Action::FinishPurchase),
        Phase::Initiative => Some(Action::ChooseInitiative(Timing::Later)),
        Phase::Action { .. } => Some(Action::EndSlot),
        Phase::Over => None,
    }
}

/// Fighters first cover their own base when at war (WW-14); then the
/// diplomacy step (WW-G3 step 3); then SOONER if an attack looks worth it,
/// LATER otherwise.
fn initiative(s: &State, f: Faction, profile: Profile) -> Option<Action> {
    let diplomacy = || profile.diplomacy.then(|| diplomacy::step(s, f)).flatten();
    let defend = || profile.defend.then(|| defend::order(s, f)).flatten();
    if let Some(a) = cover_order(s, f).or_else(diplomacy).or_else(defend) {
        return Some(a);
    }
    let eager = plan::best_target(s, f, None, profile).is_some();
    Some(Action::ChooseInitiative(if eager { Timing::Sooner } else { Timing::Later }))
}

/// A standing cover order for an idle fighter over its base, when at war
/// and no other fighter covers it: the others stay free for sweeps.
fn cover_order(s: &State, f: Faction) -> Option<Action> {
    let at_war = Faction::ALL.iter().any(|&o| s.at_war(f, o));
    if !at_war {
        return None;
    }
    let covered = |r| s.units_of(f).any(|u| u.task == Task::Covering(r));
    s.units_of(f)
        .find(|u| u.kind == UnitKind::Fighter && u.task == Task::Idle && !covered(u.at))
        .map(|u| Action::Cover { unit: u.id, region: u.at })
}

/// Whether `f` is willing to attack a region of `owner` (neutral: yes).
#[must_use]
pub fn willing(s: &State, f: Faction, owner: Option<Faction>) -> bool {
    willing_as(s, f, owner, Profile::CURRENT)
}

/// [`willing`] for the player of `profile`.
#[must_use]
pub fn willing_as(s: &State, f: Faction, owner: Option<Faction>, profile: Profile) -> bool {
    match owner {
        None => true,
        Some(o) if o == f => false,
        Some(o) if s.at_war(f, o) => true,
        Some(o) => match (f, o) {
            (Faction::Axis, _) => s.turn >= 2,
            (_, Faction::Axis) => s.turn >= 6,
            // The USSR and the Allies turn on each other once the Axis is
            // broken, the stronger on the weaker (half as strong again: a
            // war it starts must pay as a war, not only as one attack,
            // measured by `soak --versus previous`); each attack must still
            // pay (`plan::best_target`).
            _ => {
                profile.rivals
                    && s.turn >= 10
                    && axis_broken(s)
                    && 2 * diplomacy::army(s, f) >= 3 * diplomacy::army(s, o)
            }
        },
    }
}

/// Whether the Axis is out of the game or holds under a third of the
/// regions it began with.
fn axis_broken(s: &State) -> bool {
    let start = map().land_ids().filter(|&r| map().info(r).is_some_and(|i| i.start_owner == Some(Faction::Axis)));
    s.faction(Faction::Axis).eliminated || 3 * s.owned(Faction::Axis).count() < start.count()
}

/// Doubled expected defence of a region against `f`.
#[must_use]
pub fn defence(s: &State, target: RegionId) -> u32 {
    let Some(owner) = s.owner(target) else {
        let r = s.region(target);
        let rolling = r.map_or(0, |r| r.garrison.min(r.garrison_paid + r.supply));
        return 7 * rolling;
    };
    let stock = s.faction(owner).stock.s;
    let mut left = stock;
    let mut total = 0;
    for u in s.units_of(owner).filter(|u| u.kind.is_land()) {
        let counts = (u.at == target && u.task == Task::Idle) || u.task == Task::Defending(target);
        if counts && (u.paid || left >= u.kind.supply()) {
            left = left.saturating_sub(if u.paid { 0 } else { u.kind.supply() });
            total += strength(u.kind);
        }
    }
    total
}

/// Regions of `f` that border a region held by someone at war with `f`.
#[must_use]
pub fn front(s: &State, f: Faction, r: RegionId) -> bool {
    map().land_neighbours(r).any(|n| s.owner(n).is_some_and(|o| s.at_war(f, o)))
}

/// Whether a land unit may leave its region: never the last one on a front.
#[must_use]
pub fn free_to_leave(s: &State, u: &Unit) -> bool {
    let stay = s.units_at(u.at).filter(|x| x.kind.is_land() && x.task == Task::Idle).count();
    !front(s, u.faction, u.at) || stay > 1
}

/// How much a region is worth taking.
#[must_use]
pub fn value(r: RegionId) -> u32 {
    map().info(r).map_or(1, |i| 1 + 3 * u32::from(i.factory) + 3 * u32::from(i.well) + 5 * u32::from(i.capital))
}

/// Whether two land regions share a border.
#[must_use]
pub fn adjacent(a: RegionId, b: RegionId) -> bool {
    map().board.touches(a, b, &[Link::Land])
}

/// Picks among tied best candidates with the computer's own dice.
pub fn pick<T: Copy>(best: &[T], rng: &mut Dice) -> Option<T> {
    match best.len() {
        0 => None,
        1 => best.first().copied(),
        n => best.get(rng.pick(u8::try_from(n.min(100)).unwrap_or(100), "computer tie-break")).copied(),
    }
}

/// A merchant import voyage for an idle merchant (WW-27).
#[must_use]
pub fn voyage(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    let u = s.units_of(f).find(|u| u.kind == UnitKind::Merchant && u.task == Task::Idle)?;
    let edge = m.sea_ids().filter(|&z| m.is_edge(z)).min_by_key(|&z| m.sea_steps(u.at, z).unwrap_or(u32::MAX))?;
    let cargo = if s.faction(f).stock.s > 24 { Good::Production } else { Good::Supply };
    Some(Action::Voyage { unit: u.id, edge, cargo }).filter(|a| check(s, f, a).is_ok())
}

/// A neutral trade voyage (WW-29, WW-G9 point 2, WW-G11) for an idle
/// merchant, to the nearest coast zone of a neutral whose treaty awaits
/// delivery by sea this turn.
#[must_use]
pub fn trade_voyage(s: &State, f: Faction) -> Option<Action> {
    let m = map();
    let u = s.units_of(f).find(|u| u.kind == UnitKind::Merchant && u.task == Task::Idle)?;
    s.treaties
        .iter()
        .filter(|t| t.buyer == f && crate::trade::awaiting_voyage(s, f, t.country).is_some())
        .flat_map(|t| crate::trade::coast_zones(s, t.country).into_iter().map(move |to| (t.country, to)))
        .filter_map(|(seller, to)| m.sea_steps(u.at, to).map(|d| (d, Action::TradeVoyage { unit: u.id, to, seller })))
        .filter(|(_, a)| check(s, f, a).is_ok())
        .min_by_key(|(d, _)| *d)
        .map(|(_, a)| a)
}

/// The unused MP and P of the purchase.
#[must_use]
pub fn left(s: &State, f: Faction) -> crate::ids::Resources {
    budget_left(s, f)
}

/// Idle land units of `f` that could join an attack on `target` by land.
#[must_use]
pub fn land_attackers(s: &State, f: Faction, target: RegionId) -> Vec<&Unit> {
    s.units_of(f)
        .filter(|u| u.kind.is_land() && u.task == Task::Idle && adjacent(u.at, target) && free_to_leave(s, u))
        .collect()
}

/// Whether `f` can still reach the sea with a merchant from its coasts.
#[must_use]
pub fn has_coast(s: &State, f: Faction) -> bool {
    map().sea_ids().any(|z| reach::placement_ok(s, f, UnitKind::Merchant, z))
}
