//! Admirals (KK-GENL-19…23, AMB-60, AMB-31): a general aboard a ship of
//! his state's, his flagship, commands ships as a general commands armies.
//!
//! # Where this implementation reads the rules its own way
//! * Any general may serve as an admiral: he boards a ship of his state's
//!   docked where he stands or in the sea next to him (`BoardShip`), and goes
//!   ashore in the harbour where it lies or on a coast next to its sea
//!   (`GoAshore`). Each is his move of the turn ("like loading and unloading
//!   land units", KK-GENL-20), and neither in a storm (GAP-03). Generals are
//!   recruited at the General Staff as before; the Naval Base's "admirals are
//!   recruited here" is not read as a second pool.
//! * Aboard he stands where his flagship is and goes with it; his Influence
//!   is its sub-province and every neighbour, sea or land. Under AMB-31 he
//!   commands the ships there (KK-GENL-19), and the land units too while his
//!   flagship lies in a Naval Base (KK-GENL-23, AMB-60); ashore he is a
//!   general again. He is not taken with a harbour: his ship's fate is his.
//! * His flagship sunk, captured or taken, he dies (KK-GENL-21). He returns
//!   to the pool only from land (KK-GENL-22).

use crate::Ev;
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::tables::Weather;
use crate::event::Event;
use crate::generals::general;
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::movement::{counts, hostile_here};
use crate::refusal::Refuse;
use crate::sea::is_ship;
use crate::state::{General, GeneralAt, State, Unit};
use engine::board::RegionId;

/// KK-GENL-19, KK-GENL-23, AMB-60 — whether general `g` commands `u` (when
/// his Influence covers it): a general land units (and river gunboats on a
/// river, where they fight as land units, KK-UNIT-20); an admiral ships,
/// and land units while his flagship lies in a Naval Base.
#[must_use]
pub fn leads(s: &State, g: &General, u: &Unit) -> bool {
    match (g.flagship, g.at) {
        (Some(_), GeneralAt::Map(at)) => {
            is_ship(u.kind) || (counts(u.kind) && s.building(at) == Some(Building::NavalBase))
        }
        _ => crate::movement::fights_as_land(u.kind, u.at),
    }
}

/// KK-GENL-20 — whether `p`'s general `number` may board `ship`: on the
/// map, not moved this turn, the ship his state's, where he stands or in
/// the sea next to it; no battle, no storm.
///
/// # Errors
/// The rule it breaks.
pub fn check_board(s: &State, p: Player, number: u8, ship: UnitId) -> Result<(), Refuse> {
    let g = general(s, p, number).ok_or(Refuse::NoSuchGeneral)?;
    let GeneralAt::Map(at) = g.at else { return Err(Refuse::NoSuchGeneral) };
    if g.moved || g.flagship.is_some() {
        return Err(Refuse::NoSuchGeneral);
    }
    let u = s.unit(ship).filter(|u| u.owner == Some(p) && is_ship(u.kind)).ok_or(Refuse::NoShip)?;
    let m = map();
    if u.at != at && !(m.is_sea(u.at) && m.edge(at, u.at).is_some()) {
        return Err(Refuse::NotCoastal);
    }
    if s.battle.is_some() {
        return Err(Refuse::BattleFirst);
    }
    if s.weather == Weather::Storm { Err(Refuse::Storm) } else { Ok(()) }
}

/// KK-GENL-20 — whether `p`'s admiral `number` may go ashore at `to`: the
/// harbour where his flagship lies, or a coast next to its sea, free of
/// hostile units; not moved this turn; no battle, no storm.
///
/// # Errors
/// The rule it breaks.
pub fn check_ashore(s: &State, p: Player, number: u8, to: RegionId) -> Result<(), Refuse> {
    let g = general(s, p, number).ok_or(Refuse::NoSuchGeneral)?;
    let ship = g.flagship.and_then(|id| s.unit(id)).ok_or(Refuse::NoShip)?;
    if g.moved {
        return Err(Refuse::NoSuchGeneral);
    }
    let m = map();
    let ashore = if m.is_sea(ship.at) { !m.is_sea(to) && m.edge(ship.at, to).is_some() } else { to == ship.at };
    if to.index() >= m.subs.len() || !ashore {
        return Err(Refuse::NotCoastal);
    }
    if hostile_here(s, to, Some(p)) {
        return Err(Refuse::Hostile);
    }
    if s.battle.is_some() {
        return Err(Refuse::BattleFirst);
    }
    if s.weather == Weather::Storm { Err(Refuse::Storm) } else { Ok(()) }
}

/// KK-GENL-20 — the general boards his flagship.
pub fn board(s: &mut State, p: Player, number: u8, ship: UnitId, ev: &mut Ev) {
    let at = s.unit(ship).map(|u| u.at);
    ev.emit(s, Event::Admiral { player: p, number, flagship: Some(ship), at });
}

/// KK-GENL-20 — the admiral goes ashore: a general again.
pub fn ashore(s: &mut State, p: Player, number: u8, to: RegionId, ev: &mut Ev) {
    ev.emit(s, Event::Admiral { player: p, number, flagship: None, at: Some(to) });
}

/// KK-GENL-21 — admirals whose flagship is gone or no longer their
/// state's die.
pub fn drowned(s: &mut State, ev: &mut Ev) {
    let mut dead = Vec::new();
    for &p in &s.seated {
        for g in &s.player(p).generals {
            let Some(ship) = g.flagship else { continue };
            if s.unit(ship).is_none_or(|u| u.owner != Some(p)) {
                dead.push((p, g.number));
            }
        }
    }
    for (player, number) in dead {
        ev.emit(s, Event::Admiral { player, number, flagship: None, at: None });
    }
}

/// KK-GENL-20 — `p`'s choices: generals boarding ships next to them,
/// admirals going ashore.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<Action> {
    let m = map();
    let mut out = Vec::new();
    for g in &s.player(p).generals {
        let GeneralAt::Map(at) = g.at else { continue };
        let number = g.number;
        match g.flagship.and_then(|id| s.unit(id)) {
            None => {
                let near = |u: &&Unit| u.at == at || (m.is_sea(u.at) && m.edge(at, u.at).is_some());
                for u in s.units.iter().filter(|u| u.owner == Some(p) && is_ship(u.kind)).filter(near) {
                    out.push(Action::BoardShip { number, ship: u.id });
                }
            }
            Some(ship) if m.is_sea(ship.at) => {
                out.extend(m.neighbours(ship.at).filter(|&r| !m.is_sea(r)).map(|to| Action::GoAshore { number, to }));
            }
            Some(ship) => out.push(Action::GoAshore { number, to: ship.at }),
        }
    }
    out
}
