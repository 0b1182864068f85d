//! Exact odds of an attack before it is declared (shown to the attacker):
//! the bag a default preparation would give, and the hypergeometric chances
//! of a full draw (no optional dice, no defender extension, no redraws).

use crate::bag::{Bag, Ratio, Side, p_at_least};
use crate::ids::PlayerId;
use crate::prepare::{courage, declare, potential_attackers, strength, target_owner};
use crate::state::State;
use engine::board::RegionId;

/// The forecast of an attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forecast {
    /// The bag after a default preparation.
    pub bag: Bag,
    /// Tokens the attacker draws (its courage, at most the bag).
    pub draw: u32,
    /// Damage needed to destroy every defending participant.
    pub needed: u32,
    /// Chance the attacker destroys every defender (HK-64).
    pub win: Ratio,
    /// Chance the attacker loses nothing.
    pub unharmed: Ratio,
    /// Expected attacker hits, in thousandths.
    pub hits_milli: u32,
    /// Expected defender hits, in thousandths.
    pub taken_milli: u32,
}

/// The forecast of `p` attacking `target` with the armies that reach it
/// (`selected` first), or `None` if no attack is possible.
#[must_use]
pub fn forecast(s: &State, p: PlayerId, selected: &[RegionId], target: RegionId) -> Option<Forecast> {
    let defender = target_owner(s, p, target)?;
    let armies = potential_attackers(s, p, selected, target);
    if armies.is_empty() {
        return None;
    }
    let b = declare(s, p, defender, armies, target);
    let (a_own, a_neu, a_act) = strength(s, &b, Side::Attacker);
    let (d_own, d_neu, d_act) = strength(s, &b, Side::Defender);
    let bag = Bag::new(a_own, d_own, a_neu + d_neu);
    let draw = courage(s, &b, Side::Attacker).min(bag.total());
    let units: u32 = b.units[1].iter().filter_map(|u| s.units.get(u)).map(|u| u32::from(u.kind.durability())).sum();
    let structures: u32 = b
        .structures
        .iter()
        .filter_map(|x| s.structures.get(x))
        .map(|x| u32::from(x.kind.durability().saturating_sub(x.damage)))
        .sum();
    let needed = units + structures;
    let zero = Ratio { num: 0, den: 1 };
    let win = if a_act { p_at_least(&bag, draw, needed, draw) } else { zero };
    let unharmed = if d_act { p_at_least(&bag, draw, 0, 0) } else { Ratio { num: 1, den: 1 } };
    let total = bag.total().max(1);
    let hits_milli = if a_act { draw * a_own * 1000 / total } else { 0 };
    let taken_milli = if d_act { draw * d_own * 1000 / total } else { 0 };
    Some(Forecast { bag, draw, needed, win, unharmed, hits_milli, taken_milli })
}
