//! The computer's nation. Each phase it lists what it wants, most wanted
//! first, and takes the first wish the rules accept; only when none is
//! left does it end the phase, so one refused wish never leaves its other
//! armies without orders (issue 37: a chambul told to rest in an allied
//! land ended a whole nation's phase 1, every turn).
//!
//! * Phase 1 ([`movement`]): it recruits with its surplus, buys the morale
//!   that turns into a tabletop modifier, splits the armies that may split
//!   when there is more than one front, leaves garrisons in lands it took,
//!   shelters from much stronger enemies, carries yasyr home, marches on
//!   hostile lands it can take, and rests in its own lands.
//! * Phase 2 ([`orders`]): it sets each army's plan before its order
//!   (DC-PLAN-1: a retreat to its safest neighbour, a siege or yasyr after
//!   victory), attacks where its side is stronger, storms a fortress where
//!   the resolver's odds are good and it could hold it (computer 4),
//!   besieges the others; it proposes alliances to
//!   stronger neighbours (the Tatars sell theirs).
//! * Phase 3 ([`results`]): it asks the resolver for its battles' results
//!   (GAP-10; it has no tabletop), confirms the other side's plausible
//!   entries, and disputes absurd ones or lets the deadline decide.
//!
//! [`Profile::PREVIOUS`] is the computer before issue 37 (computer 1), kept
//! to measure this one against (`soak --versus previous`).

mod movement;
mod orders;
mod results;

use crate::action::Action;
use crate::army::ArmyId;
use crate::check::check;
use crate::map::map;
use crate::nation::Nation;
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// What a version of the computer does; the flags are what issue 37 added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// Take the first wish the rules accept, not only the first wish.
    pub every_wish: bool,
    /// Split armies and leave garrisons in lands taken (DC-REORG-1…3).
    pub reorganise: bool,
    /// Buy the morale that makes a tabletop modifier (DC-TRE-11).
    pub morale: bool,
    /// Plans before orders: retreat targets and after-victory plans (DC-PLAN-1…6).
    pub plans: bool,
    /// Storm a garrison it outnumbers many times at once, rather than
    /// besieging it first (DC-STORM-1).
    pub storm: bool,
    /// Choose the lands to march on by what it can take and hold.
    pub targets: bool,
    /// Propose alliances to stronger neighbours (DC-DIP-4).
    pub alliances: bool,
    /// Storm by the resolver's odds, not by multiples of the defenders
    /// (computer 4).
    pub odds: bool,
}

impl Profile {
    /// Today's computer (computer 2).
    pub const CURRENT: Self = Self {
        every_wish: true,
        reorganise: true,
        morale: true,
        plans: true,
        storm: true,
        targets: true,
        alliances: true,
        odds: true,
    };
    /// The computer before issue 37 (computer 1).
    pub const PREVIOUS: Self = Self {
        every_wish: false,
        reorganise: false,
        morale: false,
        plans: false,
        storm: false,
        targets: false,
        alliances: false,
        odds: false,
    };
}

/// The computer's next action for `n`.
#[must_use]
pub fn computer_action(s: &State, n: Nation, rng: &mut Dice) -> Option<Action> {
    computer_action_as(s, n, rng, Profile::CURRENT)
}

/// The next action for `n` of the computer of profile `p`.
#[must_use]
pub fn computer_action_as(s: &State, n: Nation, rng: &mut Dice, p: Profile) -> Option<Action> {
    if s.phase == Phase::Over || s.nation(n).done {
        return None;
    }
    let wishes = wishes(s, n, rng, p);
    let chosen = if p.every_wish {
        wishes.into_iter().find(|a| check(s, n, a).is_ok())
    } else {
        wishes.into_iter().next().filter(|a| check(s, n, a).is_ok())
    };
    chosen.or_else(|| check(s, n, &Action::EndPhase(s.phase)).is_ok().then_some(Action::EndPhase(s.phase)))
}

/// What the computer of profile `p` wants to do now, most wanted first
/// (some may be refused: the dispatcher takes the first that is not).
#[must_use]
pub fn wishes(s: &State, n: Nation, rng: &mut Dice, p: Profile) -> Vec<Action> {
    match s.phase {
        Phase::Movement => movement::wishes(s, n, rng, p),
        Phase::Orders => orders::wishes(s, n, p),
        Phase::Results => results::wishes(s, n),
        Phase::Over => Vec::new(),
    }
}

fn own_armies(s: &State, n: Nation) -> Vec<ArmyId> {
    s.armies.keys().copied().filter(|id| id.nation() == n).collect()
}

/// The PS of `n`'s side (own and allied armies) in a land.
fn side_strength(s: &State, n: Nation, l: RegionId) -> u32 {
    s.armies_in(l).filter(|(id, _)| s.allied(n, id.nation())).map(|(_, a)| a.strength).sum()
}

/// The PS hostile to `n` in a land, fortress defenders counted twice.
fn hostile_strength(s: &State, n: Nation, l: RegionId) -> u32 {
    let land = s.land(l);
    let fortress = map().info(l).fortress;
    let garrison = if s.hostile(n, land.owner) { land.garrison * if fortress { 2 } else { 1 } } else { 0 };
    garrison
        + s.armies_in(l)
            .filter(|(id, _)| s.hostile(n, id.nation()))
            .map(|(_, a)| if a.in_fortress { 2 * a.strength } else { a.strength })
            .sum::<u32>()
}

/// The hostile field armies' PS that could stand in `l` after this
/// movement phase: those there and those within their reach of it (a
/// Tatar chambul two lands away).
fn threat(s: &State, n: Nation, l: RegionId) -> u32 {
    s.armies
        .iter()
        .filter(|(id, a)| s.hostile(n, id.nation()) && !a.in_fortress)
        .filter(|(id, a)| map().distance(a.land, l).is_some_and(|d| d <= id.nation().reach(a.yasyr > 0)))
        .map(|(_, a)| a.strength)
        .sum()
}

/// All PS of a nation's armies.
fn side_total(s: &State, n: Nation) -> u32 {
    s.armies.iter().filter(|(id, _)| id.nation() == n).map(|(_, a)| a.strength).sum()
}
