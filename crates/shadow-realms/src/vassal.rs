//! Vassalage (SR-40…SR-45, SR-28, SR-G16, SR-AMB-13…15): a realm whose
//! capital another holds while its kard is a captive serves that realm;
//! tribute, and the revolt of a vassal grown larger than its lord.

use crate::Ev;
use crate::battle;
use crate::event::{Event, Why};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::prisoners::{self, KARD_SUPPLIES};
use crate::state::{KardAt, State};
use engine::board::RegionId;

/// SR-41 — the new troops a vassal's ruler appears with.
pub const VASSAL_TROOPS: u32 = 3;

/// SR-40, SR-AMB-15, SR-G16 — the realm that takes `y` as its vassal now:
/// it holds `y`'s capital while `y`'s kard is a captive (of it, or of a
/// third realm it can pay the ransom to, SR-28); no chains of vassals.
#[must_use]
pub fn lord_of(s: &State, y: Faction) -> Option<Faction> {
    let fy = s.faction(y);
    if !fy.seated || fy.lord.is_some() {
        return None;
    }
    let KardAt::Captive { by, .. } = fy.kard else { return None };
    let x = s.owner(map().capital(y)).filter(|&x| x != y)?;
    if s.faction(x).lord.is_some() {
        return None;
    }
    (by == Some(x) || s.faction(x).supplies >= KARD_SUPPLIES).then_some(x)
}

/// SR-40, SR-41, SR-28, SR-G16 — every realm that now falls into
/// vassalage: its lord pays a third captor's ransom, its own units in the
/// capital step out into the field, the capital returns, and the vassal's
/// ruler appears there, freed, with three new troops.
pub fn check(s: &mut State, ev: &mut Ev) {
    for y in Faction::ALL {
        let Some(x) = lord_of(s, y) else { continue };
        if matches!(s.faction(y).kard, KardAt::Captive { by, .. } if by != Some(x)) {
            prisoners::pay_kard_ransom(s, x, y, ev);
        }
        let capital = map().capital(y);
        if let Some(field) = map().field_of(capital) {
            let lords: Vec<UnitId> = s.army(Some(x), capital).map(|u| u.id).collect();
            let stepped_out = !lords.is_empty();
            battle::withdraw(s, lords, capital, field, ev);
            if stepped_out && s.rules >= 2 {
                foes_outside(s, x, (capital, field), ev);
            }
        }
        ev.emit(s, Event::Vassal { vassal: y, lord: x });
        if s.rules >= 2 {
            // SR-G16: no chains; found by the invariants in a soak.
            let freed: Vec<Faction> = Faction::ALL.into_iter().filter(|&v| s.faction(v).lord == Some(y)).collect();
            for v in freed {
                ev.emit(s, Event::Released { vassal: v });
            }
        }
        ev.emit(s, Event::CityTaken { city: capital, by: Some(y) });
        prisoners::free_kard(s, y, capital, ev);
        for _ in 0..VASSAL_TROOPS {
            prisoners::place(s, Some(y), UnitKind::Troop, capital, ev);
        }
    }
}

/// SR-G10, SR-G16 (rules 2) — the lord's units stepped out of its new
/// vassal's capital into a field where an army hostile to it stands: the
/// battle follows in the turn of whichever of the two is playing, as after
/// an entry; a third realm's army there is no one's battle now, so the
/// lord's units withdraw from it to a neighbouring field free of foes
/// (their owner's choice, SR-G9).
fn foes_outside(s: &mut State, x: Faction, (capital, field): (RegionId, RegionId), ev: &mut Ev) {
    if !s.units_at(field).any(|u| s.hostile(u.owner, Some(x))) {
        return;
    }
    let acting = s.acting();
    if acting == Some(x) {
        ev.emit(s, Event::Engaged { at: field, from: capital });
    } else if acting.is_some_and(|a| s.hostile(Some(a), Some(x)) && s.army(Some(a), field).next().is_some()) {
        ev.emit(s, Event::Engaged { at: field, from: field });
    } else {
        let units: Vec<UnitId> = s.army(Some(x), field).map(|u| u.id).collect();
        let options = battle::free_fields(s, x, field);
        crate::choices::send(s, x, crate::state::Choice::Withdraw, (units, field), options, ev);
    }
}

/// SR-44, SR-AMB-13, SR-EX-40b — the most tribute a lord may ask: half
/// the vassal's cities, rounded down.
#[must_use]
pub fn tribute(s: &State, vassal: Faction) -> u32 {
    s.city_count(vassal) / 2
}

/// SR-44, SR-G16 — in the supply phase, after its income, each vassal pays
/// its lord (if the lord's standing order demands it) up to what it has.
pub fn pay_tributes(s: &mut State, ev: &mut Ev) {
    for vassal in Faction::ALL {
        let Some(lord) = s.faction(vassal).lord else { continue };
        if !s.faction(lord).tribute {
            continue;
        }
        let amount = tribute(s, vassal).min(s.faction(vassal).supplies);
        if amount == 0 {
            continue;
        }
        let a = i64::from(amount);
        ev.emit(s, Event::Treasury { faction: vassal, supplies: -a, influence: 0, why: Why::Tribute });
        ev.emit(s, Event::Treasury { faction: lord, supplies: a, influence: 0, why: Why::TributeReceived });
    }
}

/// SR-43, SR-G16 — `f` breaks away from its lord. Under rules 2 a revolt
/// is war: wherever its armies stand with its former lord's, the battle
/// follows in its turn, as after an entry (SR-G10).
pub fn revolt(s: &mut State, f: Faction, ev: &mut Ev) {
    let lord = s.faction(f).lord;
    ev.emit(s, Event::Revolted { vassal: f });
    if s.rules < 2 {
        return;
    }
    let mut places: Vec<_> = s.units.iter().filter(|u| u.owner == Some(f)).map(|u| u.at).collect();
    places.sort_unstable();
    places.dedup();
    for at in places {
        if !map().is_city(at) && s.army(lord, at).next().is_some() {
            ev.emit(s, Event::Engaged { at, from: at });
        }
    }
}

/// SR-43, SR-G16, SR-EX-40c — a vassal may break away at the start of its
/// turn when it owns more cities than its lord.
#[must_use]
pub fn may_revolt(s: &State, f: Faction) -> bool {
    s.faction(f).lord.is_some_and(|lord| s.city_count(f) > s.city_count(lord))
}
