//! Strikes and uprisings (GAP-11, KK-REV-01…04, GAP-49): at the start of
//! each resource phase a state rolls a d6 for each group of its provinces
//! at a low level — restless: a strike on 1–2; rebellious: an uprising in
//! one of them on 1–2, a strike on 3. An uprising's units then try to
//! take their province (KK-REV-04): from rules 3 on, once none of its
//! state's land units remain there, it is liberated ([`take_province`]).

use crate::Ev;
use crate::data::units::Kind;
use crate::event::Event;
use crate::ids::{Player, ProvinceId, UnitId};
use crate::map::map;
use crate::state::{Origin, State};
use engine::dice::Dice;

/// GAP-11 — the checks of `p`'s national and conquered provinces: a die
/// for each group, as their levels differ (KK-ZL-04).
pub fn check(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    let national = crate::contentment::national(s, p);
    let conquered = national.saturating_sub(1).max(1);
    let provinces: Vec<ProvinceId> = s.provinces_of(p).collect();
    let (mine, taken): (Vec<ProvinceId>, Vec<ProvinceId>) =
        provinces.into_iter().partition(|pr| s.player(p).national.contains(pr));
    let mut strikes = (false, false);
    for (level, group, strike) in [(national, &mine, &mut strikes.0), (conquered, &taken, &mut strikes.1)] {
        if group.is_empty() || level > 2 {
            continue;
        }
        let die = dice.die(6, "GAP-11 the strike or uprising roll");
        match (level, die) {
            (2, 1 | 2) | (1, 3) => *strike = true,
            (1, 1 | 2) => {
                let n = u8::try_from(group.len().min(100)).unwrap_or(1);
                let province = group[dice.pick(n, "GAP-11 the province that rises").min(group.len() - 1)];
                uprising(s, province, dice, ev);
            }
            _ => {}
        }
    }
    if strikes != (false, false) {
        ev.emit(s, Event::Strikes { player: p, national: strikes.0, conquered: strikes.1 });
    }
}

/// KK-REV-01…03, GAP-49 — an uprising (KK-REV-02): a d6 of units, half of them (rounded
/// up) the province's regional units if it has any, the rest Partisans,
/// one to each free sub-province in turn; those that do not fit are lost.
pub fn uprising(s: &mut State, province: ProvinceId, dice: &mut Dice, ev: &mut Ev) {
    let n = dice.die(6, "GAP-49 the uprising's units");
    let m = map();
    let regional = m.province(province).regional.first().copied();
    let Some(partisans) = Kind::of("partisans") else { return };
    let subs = m.province(province).subs.clone();
    // AMB-36: from rules 2 on they remember whom they rose against (KK-REV-04).
    let origin = s.owner(province).filter(|_| s.rules >= 2).map(crate::state::Origin::Uprising);
    let mut placed = 0;
    for i in 0..u32::from(n) {
        let kind =
            if regional.is_some() && i < u32::from(n).div_ceil(2) { regional.unwrap_or(partisans) } else { partisans };
        let free = (0..subs.len()).map(|k| subs[(placed + k) % subs.len()]).find(|&r| free_for(s, kind, r));
        if let Some(at) = free {
            crate::recruit::place(s, None, kind, at, origin, ev);
            placed += 1;
        }
    }
}

/// KK-REV-03, GAP-49 — whether an independent unit of `kind` may appear at
/// `r`: open to it, with room, and (from rules 4) no player's troops there
/// ("sub-provinces the player's troops do not occupy"; rules 1–3 placed
/// them among a state's units with no battle, which the invariants found).
#[must_use]
pub fn free_for(s: &State, kind: Kind, r: engine::board::RegionId) -> bool {
    let troops = || s.units_at(r).any(|u| u.owner.is_some() && crate::movement::fights_as_land(u.kind, r));
    crate::movement::may_enter(kind, r) && crate::movement::room(s, r, None) > 0 && (s.rules < 4 || !troops())
}

/// The uprising independent unit `id` belongs to and its province, from
/// rules 3 on (`crate::RULES`): what [`take_province`] checks around its
/// step. Its units never leave their province (GAP-46), so it stays the
/// same even if the unit falls in its battle.
#[must_use]
pub fn uprising_of(s: &State, id: UnitId) -> Option<(Origin, ProvinceId)> {
    let u = s.unit(id).filter(|_| s.rules >= 3)?;
    let origin = u.origin.filter(|o| matches!(o, Origin::Uprising(_)))?;
    Some((origin, map().province_of(u.at)?))
}

/// KK-REV-04, GAP-46 — an uprising takes its province: once its units
/// stand there and no land unit of the state it rose against does (beaten
/// or marched away), the province is liberated, as the Red Guard liberate
/// one (`revolution::liberate`): it belongs to no state, and players take
/// it from the independents as any unowned province. Checked before and
/// after each of the uprising's units acts in the independent step, so a
/// province left empty is free before they plunder it, and one whose last
/// defender falls is free at once.
pub fn take_province(s: &mut State, uprising: Option<(Origin, ProvinceId)>, ev: &mut Ev) {
    if let Some((origin, province)) = uprising {
        crate::revolution::liberate(s, province, origin, ev);
    }
}
