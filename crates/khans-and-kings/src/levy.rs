//! The levy (KK-REC-18…21, AMB-16): when hostile units cross into a
//! province, its owner may, at the start of his next movement phase, take
//! one free unit of his choice in a Stronghold of the province.
//!
//! Readings (AMB-16):
//! * The right opens at the start of the owner's next movement phase after
//!   the trigger and lasts through that phase (`CallLevy`); unused, it lapses
//!   at the phase's end. A levy unit of the province still standing keeps
//!   it closed (KK-REC-21).
//! * The choice is Militia, a Light Infantry of the state's organisation, or
//!   a regional Militia or Light Infantry of the province (KK-NPU-01). The
//!   unit is free and fresh: it cannot move in that phase (KK-REC-20).
//! * The place is a Stronghold sub-province of the province with room and no
//!   hostile units, of the player's choice; under the Defensive doctrine,
//!   with no Stronghold there, the province's capital (GAP-07).
//!
//! A game begun under rules 1 keeps the levy of then: Militia raised at once
//! in the first Stronghold with room (`raise_militia`).

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::Org;
use crate::data::tables::Doctrine;
use crate::data::units::{Availability, Kind, UnitType};
use crate::event::Event;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::movement::{may_enter, room};
use crate::refusal::Refuse;
use crate::state::{Origin, State};
use engine::board::RegionId;

/// KK-REC-18, KK-REC-19 — at the start of `p`'s movement phase each due
/// levy opens for this phase (rules 2), or is raised at once (rules 1).
pub fn open(s: &mut State, p: Player, ev: &mut Ev) {
    let due: Vec<ProvinceId> = s.provinces_of(p).filter(|&pr| s.province(pr).levy_due).collect();
    for province in due {
        if s.rules < 2 {
            raise_militia(s, p, province, ev);
        } else if standing(s, province) {
            ev.emit(s, Event::LevyUsed { province });
        } else {
            ev.emit(s, Event::LevyOpened { province });
        }
    }
}

/// KK-REC-19, AMB-16 — an open levy not called lapses at the end of `p`'s
/// movement phase.
pub fn lapse(s: &mut State, p: Player, ev: &mut Ev) {
    let open: Vec<ProvinceId> = s.provinces_of(p).filter(|&pr| s.province(pr).levy_open).collect();
    for province in open {
        ev.emit(s, Event::LevyUsed { province });
    }
}

/// KK-REC-21 — a levy unit of the province still stands.
fn standing(s: &State, province: ProvinceId) -> bool {
    s.units.iter().any(|u| u.origin == Some(Origin::Levy(province)))
}

/// KK-REC-19, AMB-16 — the units a levy of `province` may raise for `p`:
/// Militia, the Light Infantry of its organisation, the province's regional
/// Militia and Light Infantry.
#[must_use]
pub fn kinds(p: Player, province: ProvinceId) -> Vec<Kind> {
    let regional = &map().province(province).regional;
    Kind::all()
        .filter(|k| {
            let t = k.template();
            match (t.kind, t.org) {
                (UnitType::Militia, Availability::Both) => true,
                (UnitType::Militia | UnitType::LightInfantry, Availability::Regional) => regional.contains(k),
                (UnitType::LightInfantry, Availability::Craft) => p.org() == Org::Craft,
                (UnitType::LightInfantry, Availability::Industrial) => p.org() == Org::Industrial,
                (UnitType::LightInfantry, Availability::Both) => true,
                _ => false,
            }
        })
        .collect()
}

/// KK-REC-19, AMB-16, GAP-07 — where a levy of `province` may stand: its
/// Strongholds (the capital under the Defensive doctrine when it has none),
/// before the room and hostile units are looked at.
#[must_use]
pub fn places(s: &State, p: Player, province: ProvinceId) -> Vec<RegionId> {
    let m = map();
    let strongholds: Vec<RegionId> = m
        .province(province)
        .subs
        .iter()
        .copied()
        .filter(|&r| s.building(r).is_some_and(Building::is_stronghold))
        .collect();
    if strongholds.is_empty() && s.player(p).doctrine == Doctrine::Defensive {
        vec![m.province(province).capital]
    } else {
        strongholds
    }
}

/// KK-REC-19, KK-REC-21, AMB-16 — whether `p` may call the levy of
/// `province` now as `kind` at `at`.
///
/// # Errors
/// No open levy there, a unit or place the levy does not give, a place
/// held by the enemy or full.
pub fn check_call(s: &State, p: Player, province: ProvinceId, kind: Kind, at: RegionId) -> Result<(), Refuse> {
    if s.owner(province) != Some(p) || !s.province(province).levy_open || standing(s, province) {
        return Err(Refuse::NoLevy);
    }
    if !kinds(p, province).contains(&kind) || !places(s, p, province).contains(&at) || !may_enter(kind, at) {
        return Err(Refuse::LevyChoice);
    }
    if crate::movement::closed(s, at, Some(p)) {
        return Err(Refuse::Hostile);
    }
    if room(s, at, Some(p)) == 0 {
        return Err(Refuse::NoRoom { limit: crate::movement::stack_limit(s, at), room: 0 });
    }
    Ok(())
}

/// KK-REC-19, KK-REC-20 — the levy of `province` is called: a free, fresh
/// `kind` at `at`.
pub fn call(s: &mut State, p: Player, province: ProvinceId, kind: Kind, at: RegionId, ev: &mut Ev) {
    ev.emit(s, Event::LevyUsed { province });
    crate::recruit::place(s, Some(p), kind, at, Some(Origin::Levy(province)), ev);
}

/// The levy choices open to `p`: each unit it may raise in each place with
/// room.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<crate::action::Action> {
    let open: Vec<ProvinceId> = s.provinces_of(p).filter(|&pr| s.province(pr).levy_open).collect();
    let mut out = Vec::new();
    for province in open {
        for at in places(s, p, province) {
            for kind in kinds(p, province) {
                if check_call(s, p, province, kind, at).is_ok() {
                    out.push(crate::action::Action::CallLevy { province, kind, at });
                }
            }
        }
    }
    out
}

/// KK-REC-19 as rules 1 played it: Militia at once, in the first
/// Stronghold (the capital under the Defensive doctrine) with room and no
/// hostile units, unless a levy unit of the province still stands.
fn raise_militia(s: &mut State, p: Player, province: ProvinceId, ev: &mut Ev) {
    ev.emit(s, Event::LevyUsed { province });
    let Some(kind) = Kind::of("militia") else { return };
    let at = places(s, p, province)
        .into_iter()
        .find(|&r| !crate::movement::closed(s, r, Some(p)) && room(s, r, Some(p)) > 0);
    if let (false, Some(at)) = (standing(s, province), at) {
        crate::recruit::place(s, Some(p), kind, at, Some(Origin::Levy(province)), ev);
    }
}
