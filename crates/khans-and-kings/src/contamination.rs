//! Chemical weapons and contaminated ground (KK-CMB-33…37, KK-TERR-15,
//! AMB-29): a unit carrying chemical weapons leaves a marker wherever it
//! fires, attacks or bombs; the marker slows, weakens and wears down the
//! units there until rain, snow or a storm washes it away, or the wind
//! carries it on.

use crate::Ev;
use crate::data::tables::Weather;
use crate::data::upgrades::Upgrade;
use crate::event::Event;
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::state::State;
use engine::board::RegionId;
use engine::dice::Dice;

/// KK-CMB-34, AMB-29 (5) — a unit defending on contaminated ground.
pub const DEFENCE: i32 = -1;

/// Whether a marker lies at `r` (KK-TERR-15: it adds its own effects and
/// takes none of the terrain's away).
#[must_use]
pub fn contaminated(s: &State, r: RegionId) -> bool {
    s.subs.get(r.index()).is_some_and(|x| x.contaminated.is_some())
}

/// KK-CMB-33, AMB-29 (1) — a unit with chemical weapons that fired at,
/// attacked or bombed `at` (its mission not turned back) contaminates it;
/// one marker at most, on land.
pub fn contaminate(s: &mut State, unit: UnitId, at: RegionId, ev: &mut Ev) {
    let chemical = s.unit(unit).is_some_and(|u| u.upgrades.contains(&Upgrade::ChemicalWeapons));
    if chemical && !contaminated(s, at) && map().terrain(at).is_some() {
        ev.emit(s, Event::Contaminated { at });
    }
}

/// KK-CMB-36, KK-CMB-37, AMB-29 (2), EX-63 — after the turn's weather roll:
/// rain, snow or a storm washes away every marker laid before this turn;
/// wind carries each to a random neighbouring land sub-province (where a
/// marker already lies, the two merge).
pub fn weather(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let old: Vec<RegionId> = map()
        .board
        .ids()
        .filter(|r| s.subs.get(r.index()).and_then(|x| x.contaminated).is_some_and(|turn| turn < s.turn))
        .collect();
    for at in old {
        match crate::movement::weather_at(s, at) {
            Weather::Rain | Weather::Snow | Weather::Storm => ev.emit(s, Event::Decontaminated { at }),
            Weather::Wind => {
                let next: Vec<RegionId> = map().land_neighbours(at).filter(|r| map().terrain(*r).is_some()).collect();
                let Ok(sides) = u8::try_from(next.len()) else { continue };
                if sides > 0 {
                    let die = dice.die(sides, "KK-CMB-36 where the wind carries the contamination");
                    ev.emit(s, Event::Drifted { from: at, to: next[usize::from(die - 1)] });
                }
            }
            Weather::Clear => {}
        }
    }
}

/// KK-CMB-34, AMB-29 (4), EX-62 — at the end of `p`'s movement phase each
/// of its units on contaminated ground, moved or not, suffers Losses
/// (aircraft are exempt).
pub fn poison(s: &mut State, p: Player, ev: &mut Ev) {
    let hit: Vec<UnitId> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && !crate::air::flies(u.kind) && contaminated(s, u.at))
        .map(|u| u.id)
        .collect();
    for unit in hit {
        ev.emit(s, Event::Poisoned { unit });
        crate::battle::add_losses(s, unit, 1, ev);
    }
}
