//! Odds of a battle, said for what they are.
//!
//! * Before an attack is declared ([`forecast`]): the bag a default
//!   preparation would give and the hypergeometric chances of a full draw.
//!   Optional dice, reactions, the defender's extra draw (HK-38), checks and
//!   redraws are not known yet, and the panel says so.
//! * Once the bag is prepared ([`draw_odds`]): exact, for the real bag and
//!   what has been drawn, for each number of tokens the side may draw.

use crate::bag::{Bag, Ratio, Side, Token, p_at_least, p_exact};
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
    let needed = needed(s, &b, Side::Defender);
    let zero = Ratio { num: 0, den: 1 };
    let win = if a_act { p_at_least(&bag, draw, needed, draw) } else { zero };
    let unharmed = if d_act { p_at_least(&bag, draw, 0, 0) } else { Ratio { num: 1, den: 1 } };
    let total = bag.total().max(1);
    let hits_milli = if a_act { draw * a_own * 1000 / total } else { 0 };
    let taken_milli = if d_act { draw * d_own * 1000 / total } else { 0 };
    Some(Forecast { bag, draw, needed, win, unharmed, hits_milli, taken_milli })
}

/// HK-48, HK-52, HK-56, HK-72 — the damage that destroys every participant
/// of `side`: its units' durability and, for the defender, what its
/// structures have left (walls ignored by Siege Tower take none).
#[must_use]
pub fn needed(s: &State, b: &crate::state::Battle, side: Side) -> u32 {
    let units: u32 = crate::prepare::alive(s, b, side)
        .iter()
        .filter_map(|u| s.units.get(u))
        .map(|u| u32::from(u.kind.durability()))
        .sum();
    if side == Side::Attacker {
        return units;
    }
    let structures: u32 = b
        .structures
        .iter()
        .filter(|x| !b.ignored.contains(x))
        .filter_map(|x| s.structures.get(x))
        .map(|x| u32::from(x.kind.durability().saturating_sub(x.damage)))
        .sum();
    units + structures
}

/// The exact odds of `side` drawing `n` more tokens from the battle's real
/// bag, counting what both sides have drawn so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawOdds {
    /// Chance that the clash's damage destroys every enemy participant.
    pub wipe: Ratio,
    /// Expected damage dealt to the enemy, in thousandths.
    pub dealt_milli: u32,
    /// Expected damage taken from the enemy, in thousandths.
    pub taken_milli: u32,
    /// Tokens the defender may still draw afterwards (HK-38), for the attacker's draw.
    pub extension: u32,
}

/// HK-25, HK-36…HK-38, HK-45 — exact odds of `side` drawing `n` more tokens
/// now: only a side with an active unit deals damage; the enemy's
/// extension and later redraws or checks are not in the number, and
/// `extension` says how far the defender could still extend.
#[must_use]
pub fn draw_odds(s: &State, b: &crate::state::Battle, side: Side, n: u32) -> DrawOdds {
    let own = Token::of(side);
    let enemy_side = side.other();
    let enemy = Token::of(enemy_side);
    let n = n.min(b.bag.total());
    let [own_active, enemy_active] = [b.active[side.index()], b.active[enemy_side.index()]];
    let have = if own_active { b.drawn.count(own) } else { 0 };
    let need = needed(s, b, enemy_side).saturating_sub(have);
    let wipe =
        if own_active || need == 0 { chance_of_at_least(&b.bag, n, own, need) } else { Ratio { num: 0, den: 1 } };
    let total = b.bag.total().max(1);
    let expected = |active: bool, t: Token| {
        if active { b.drawn.count(t) * 1000 + n * b.bag.count(t) * 1000 / total } else { 0 }
    };
    let extension = match side {
        Side::Attacker => {
            let drawn = b.attacker_drew + n;
            crate::prepare::courage(s, b, Side::Defender).saturating_sub(drawn).min(b.bag.total() - n)
        }
        Side::Defender => 0,
    };
    DrawOdds { wipe, dealt_milli: expected(own_active, own), taken_milli: expected(enemy_active, enemy), extension }
}

/// The chance that `k` tokens drawn from `bag` hold at least `need` of `t`.
fn chance_of_at_least(bag: &Bag, k: u32, t: Token, need: u32) -> Ratio {
    let den = crate::bag::choose(bag.total(), k).max(1);
    let mut num = 0;
    for a in 0..=k.min(bag.attacker) {
        for d in 0..=(k - a).min(bag.defender) {
            let hits = match t {
                Token::Attacker => a,
                Token::Defender => d,
                Token::Neutral => k - a - d,
            };
            if hits >= need {
                num += p_exact(bag, k, a, d).num;
            }
        }
    }
    Ratio { num, den }
}
