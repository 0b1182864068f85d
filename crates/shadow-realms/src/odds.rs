//! Exact odds before every attack, storm and sortie (SR-19…SR-21): each
//! side throws one die, so the 36 pairs of faces are the whole of chance.
//! A forecast gathers the sides with the functions the battle uses and
//! never draws from the game's dice.

use crate::action::Action;
use crate::combat::{self, Side};
use crate::ids::Faction;
use crate::state::State;

/// What a battle promises the attacker.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Odds {
    /// The chance the attacker wins (SR-21: ties are the defender's).
    pub win: f64,
    /// The BS the attacker expects to lose.
    pub losses: f64,
    /// The BS the defender expects to lose.
    pub kills: f64,
    /// The attacker's strength and the defender's.
    pub strength: (u32, u32),
}

/// SR-19…SR-21 — the exact odds of `attack` against `defence`.
#[must_use]
pub fn battle(attack: &Side, defence: &Side) -> Odds {
    battle_in(attack, defence, false)
}

/// [`battle`], the winner under SR-AMB-1's reading `score` or not.
#[must_use]
pub fn battle_in(attack: &Side, defence: &Side, score: bool) -> Odds {
    let bs = |side: &Side, lost: &[crate::ids::UnitId]| -> f64 {
        f64::from(side.units.iter().filter(|u| lost.contains(&u.id)).map(|u| u.absorbs()).sum::<u32>())
    };
    let (mut win, mut losses, mut kills) = (0.0, 0.0, 0.0);
    for a in 1..=6 {
        for d in 1..=6 {
            let out = combat::battle_in(attack, defence, (a, d), score);
            win += f64::from(u8::from(out.attacker_wins)) / 36.0;
            losses += bs(attack, &out.lost.0) / 36.0;
            kills += bs(defence, &out.lost.1) / 36.0;
        }
    }
    Odds { win, losses, kills, strength: (attack.strength(), defence.strength()) }
}

/// The odds of an attack, a storm or a sortie `f` may make now.
#[must_use]
pub fn of_action(s: &State, f: Faction, a: &Action) -> Option<Odds> {
    match a {
        Action::Attack { at } => {
            let (_, attack, defence) = crate::attack::battle_sides(s, f, *at);
            (!defence.units.is_empty()).then(|| battle_in(&attack, &defence, s.options.score))
        }
        Action::Storm { city } => {
            let (_, attack, defence) = crate::siege::storm_sides(s, f, *city);
            Some(battle_in(&attack, &defence, s.options.score))
        }
        Action::Sortie { city } => {
            let (attack, defence) = crate::siege::sortie_sides(s, *city);
            Some(battle_in(&attack, &defence, s.options.score))
        }
        _ => None,
    }
}
