//! The computer's diplomacy step (WW-G3 step 3): trade offers to neutrals
//! (WW-G11), and peace where a war goes badly (WW-G12). It declares no war
//! here: an attack it finds worth making declares it (`super::willing`).

use super::strength;
use crate::action::Action;
use crate::ids::{Faction, Good};
use crate::state::State;

/// The doubled land strength (`super::strength`) of a faction's divisions.
pub fn army(s: &State, f: Faction) -> u32 {
    s.units_of(f).map(|u| strength(u.kind)).sum()
}

/// One diplomacy action for `f`, if any is worth taking before it chooses
/// its timing.
pub fn step(s: &State, f: Faction) -> Option<Action> {
    peace(s, f).or_else(|| trade(s, f))
}

/// WW-G12 — peace offered (or an enemy's offer accepted) when the war goes
/// badly: the enemy's army is more than half as large again as ours. A
/// winning computer never offers it, so two computers do not make peace;
/// a person losing to one, or beating one, may.
fn peace(s: &State, f: Faction) -> Option<Action> {
    let ours = army(s, f);
    s.alive()
        .filter(|&o| s.at_war(f, o) && !s.faction(f).peace_offers.contains(&o))
        .find(|&o| 2 * army(s, o) > 3 * ours)
        .map(|with| Action::OfferPeace { with })
}

/// WW-G11 — the previous computer's trade ([`super::Profile::PREVIOUS`]):
/// the same offer, made in its own slot with no term, as offers were made
/// before the diplomacy step (the rules still read them).
pub fn trade_in_slot(s: &State, f: Faction) -> Option<Action> {
    let offer = trade(s, f).map(|a| match a {
        Action::OfferTrade { region, good, quantity, payment, .. } => {
            Action::OfferTrade { region, good, quantity, payment, turns: None, pledge: 0 }
        }
        other => other,
    })?;
    crate::check::check(s, f, &offer).is_ok().then_some(offer)
}

/// WW-G11 — with Manpower or Production to spare, buy Supply from a
/// reachable neutral for the rest of the game (paid in whichever resource
/// is most plentiful).
pub fn trade(s: &State, f: Faction) -> Option<Action> {
    let stock = s.faction(f).stock;
    crate::trade::offers(s, f)
        .into_iter()
        .filter(|a| matches!(a, Action::OfferTrade { good: Good::Supply, payment, .. } if payment.mp + payment.p > 0 && stock.mp.max(stock.p) >= 3 * payment.total() + 10))
        .filter(|a| crate::check::check(s, f, a).is_ok())
        .max_by_key(|a| match a {
            Action::OfferTrade { payment, .. } if payment.mp > 0 => stock.mp,
            _ => stock.p,
        })
}
