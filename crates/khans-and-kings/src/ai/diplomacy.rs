//! The computer's diplomacy (GAP-44, version 6, `Profile::diplomacy`): it
//! fights one neighbour at a time and keeps the peace with the others.
//!
//! * **Its target** is the neighbour (a state whose provinces touch its
//!   own) it is best placed to take provinces from: the weakest by land
//!   strength against its own, a state it already holds provinces of or
//!   stands in counting as half as strong.
//! * **Peace**: it proposes peace to every neighbour it is at war with but
//!   its target and its rivals (the leader in provinces, and from turn 36
//!   a state holding as many as it does: GAP-51's count decides the game),
//!   and accepts peace from the others — from them too when half as strong
//!   again as it is.
//! * **Alliance**: against the leader (the state holding the most
//!   provinces, when that is not itself), it proposes an alliance to a
//!   state the leader borders, and accepts one on the same terms.
//! * **War**: after six turns of peace it breaks the peace with a rival, or
//!   with its target while no other neighbour is at war with it (when half
//!   as strong again, or from turn 36 whatever the odds); it breaks an
//!   alliance whose ally has become the leader.
//!
//! Earlier versions know no pacts: they never propose or declare war, and
//! weigh a proposal as the offer of nothing for nothing it looks to them
//! (`economy::answer_offers`).

use crate::action::Action;
use crate::check::check;
use crate::diplomacy::{Relation, relation};
use crate::ids::Player;
use crate::map::map;
use crate::state::State;
use engine::side::Side;

/// Turns a peace lasts before the computer may break it.
const PEACE_KEPT: u32 = 6;

/// A state's land strength: its land units' Strength with their losses.
pub(super) fn power(s: &State, p: Player) -> i32 {
    s.units
        .iter()
        .filter(|u| u.owner == Some(p) && crate::movement::counts(u.kind) && u.aboard.is_none())
        .map(|u| crate::combat::with_losses(u.kind.template().strength, u.losses))
        .sum()
}

/// Whether the provinces of `a` and `b` touch.
fn neighbours(s: &State, a: Player, b: Player) -> bool {
    let m = map();
    let theirs: Vec<_> = s.provinces_of(b).collect();
    s.provinces_of(a).any(|x| theirs.iter().any(|&y| m.provinces_touch(x, y)))
}

/// Whether `p` holds a province `q` began with, or has land units in `q`'s.
fn engaged(s: &State, p: Player, q: Player) -> bool {
    let m = map();
    let took = m.homes.get(&q).is_some_and(|h| h.iter().any(|&pr| s.owner(pr) == Some(p)));
    took || s.units.iter().any(|u| u.owner == Some(p) && s.owner_at(u.at) == Some(q) && crate::movement::counts(u.kind))
}

/// The neighbour `p` is best placed to take provinces from (see the module).
pub(super) fn target(s: &State, p: Player) -> Option<Player> {
    let mine = power(s, p).max(1);
    s.in_play().filter(|&q| q != p && neighbours(s, p, q)).min_by_key(|&q| {
        let theirs = power(s, q) * if engaged(s, p, q) { 50 } else { 100 };
        (theirs / mine, q.index())
    })
}

/// The state holding the most provinces (ties: none).
fn leader(s: &State) -> Option<Player> {
    let count = |p: Player| s.provinces_of(p).count();
    let most = s.in_play().map(count).max()?;
    let top: Vec<Player> = s.in_play().filter(|&p| count(p) == most).collect();
    (top.len() == 1).then(|| top[0])
}

/// The turn from which a state behind a partner in provinces goes to war
/// with it (the turn limit's count decides the game, GAP-51).
const LATE: u32 = 36;

/// Whether `q` is a partner `p` must not leave in peace: the leader, or
/// late in the game a state holding as many provinces as `p` (GAP-51:
/// the most provinces win at the turn limit).
fn rival(s: &State, p: Player, q: Player) -> bool {
    let count = |x: Player| s.provinces_of(x).count();
    leader(s) == Some(q) || (s.turn >= LATE && count(q) >= count(p))
}

/// Whether `p` wants `wanted` with `q` now.
fn wants(s: &State, p: Player, q: Player, wanted: Relation) -> bool {
    match wanted {
        Relation::Peace => {
            let weaker = 2 * power(s, p) < 3 * power(s, q);
            (target(s, p) != Some(q) && !rival(s, p, q)) || weaker && power(s, q) > power(s, p)
        }
        Relation::Alliance => {
            leader(s).is_some_and(|l| l != p && l != q && neighbours(s, q, l) && target(s, p) != Some(q))
        }
        Relation::War => false,
    }
}

/// The answer to a proposal made to `p`, if the offer at `index` is one.
pub(super) fn answer(s: &State, p: Player, index: usize, profile: super::Profile) -> Option<Action> {
    let o = s.offers.get(index).filter(|o| o.to == p)?;
    let wanted = o.pact?;
    let accept = Action::Accept { index };
    if profile.diplomacy && wants(s, p, o.from, wanted) && check(s, p, &accept).is_ok() {
        Some(accept)
    } else {
        Some(Action::Decline { index })
    }
}

/// War declared, or peace or an alliance proposed, where it serves `p`.
pub(super) fn diplomacy(s: &State, p: Player) -> Option<Action> {
    let target = target(s, p);
    let fronts = s.in_play().filter(|&q| q != p && neighbours(s, p, q) && s.hostile(Some(p), Some(q))).count();
    // War on a partner that has become its target while no other neighbour
    // fights it (at once if it is half as strong again, else once no front
    // is left), or on one that leads the count of provinces.
    for x in s.pacts.iter().filter(|x| x.a == p || x.b == p) {
        let q = if x.a == p { x.b } else { x.a };
        let kept = s.turn.saturating_sub(x.since) >= PEACE_KEPT;
        let strong = power(s, p) * 2 >= power(s, q) * 3;
        let breaks = match x.relation {
            Relation::Peace => {
                kept && (rival(s, p, q) || (target == Some(q) && fronts == 0 && (strong || s.turn >= LATE)))
            }
            Relation::Alliance => leader(s) == Some(q),
            Relation::War => false,
        };
        let war = Action::DeclareWar { on: q };
        if breaks && check(s, p, &war).is_ok() {
            return Some(war);
        }
    }
    for q in s.in_play().filter(|&q| q != p) {
        for wanted in [Relation::Alliance, Relation::Peace] {
            let propose = Action::Propose { to: q, pact: wanted };
            let useful = match wanted {
                Relation::Peace => neighbours(s, p, q) && relation(s, p, q) == Relation::War,
                _ => true,
            };
            if useful && wants(s, p, q, wanted) && check(s, p, &propose).is_ok() {
                return Some(propose);
            }
        }
    }
    None
}
