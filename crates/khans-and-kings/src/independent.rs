//! The independent units' step (GAP-46, KK-NPU-06…08, AMB-47): after the
//! last state's movement phase, each independent unit acts once, in id
//! order: the Red Guard as `revolution` says; the others, from rules 2
//! on, plunder, attack and take positions as `aims` says; under rules 1
//! (`crate::RULES`) they only attack a player's land unit in a
//! neighbouring sub-province of their own province (the weakest first),
//! as the aggressor. They never leave their province.

use crate::Ev;
use crate::event::{Event, Travel};
use crate::ids::UnitId;
use crate::map::map;
use crate::movement::counts;
use crate::state::State;
use engine::board::RegionId;
use engine::dice::Dice;

/// GAP-46 — every independent unit, in id order, acts once.
pub fn act(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let attackers: Vec<UnitId> = s.units.iter().filter(|u| u.owner.is_none() && counts(u.kind)).map(|u| u.id).collect();
    for id in attackers {
        if let Some(p) = crate::revolution::against(s, id) {
            crate::revolution::act(s, id, p, dice, ev);
        } else if s.rules >= 2 {
            let uprising = crate::unrest::uprising_of(s, id);
            crate::unrest::take_province(s, uprising, ev);
            crate::aims::act(s, id, dice, ev);
            crate::unrest::take_province(s, uprising, ev);
        } else if let Some(target) = target(s, id) {
            assault(s, id, target, dice, ev);
        }
    }
}

/// GAP-46 — independent unit `id` attacks `target` as the aggressor, from
/// where it stands, and returns there if the battle goes on.
pub fn assault(s: &mut State, id: UnitId, target: UnitId, dice: &mut Dice, ev: &mut Ev) {
    let (Some(u), Some(t)) = (s.unit(id), s.unit(target)) else { return };
    let (from, to) = (u.at, t.at);
    if !crate::movement::may_enter(u.kind, to) {
        return;
    }
    if from != to {
        ev.emit(s, Event::UnitsMoved { units: vec![id], from, to, travel: Travel::March, cost: 0, rain: Vec::new() });
    }
    crate::battle::join(s, None, to, vec![(id, from)], ev);
    crate::battle::engage(s, id, target, 0, dice, ev);
    if s.battle.is_some() {
        crate::battle::withdraw(s, ev);
    }
}

/// KK-NPU-06 — the player's unit an independent unit attacks: in a
/// sub-province next to it in the same province, the weakest, then the
/// lowest id; units it could not pick under the cover rule are left.
fn target(s: &State, id: UnitId) -> Option<UnitId> {
    let u = s.unit(id)?;
    let m = map();
    let province = m.province_of(u.at)?;
    let near: Vec<RegionId> = m.land_neighbours(u.at).filter(|&r| m.province_of(r) == Some(province)).collect();
    let mut options: Vec<&crate::state::Unit> = s
        .units
        .iter()
        .filter(|t| t.owner.is_some() && counts(t.kind) && near.contains(&t.at))
        .filter(|t| {
            let defenders: Vec<UnitId> =
                s.units_at(t.at).filter(|d| d.owner == t.owner && counts(d.kind)).map(|d| d.id).collect();
            crate::combat::may_target(s, u, t, &defenders)
        })
        .collect();
    options.sort_unstable_by_key(|t| (t.kind.template().strength, t.id));
    options.first().map(|t| t.id)
}
