//! The battle that follows an entry (SR-12, SR-18, SR-21, SR-22, SR-G10):
//! in a field, a relief of the realm's besieged city, or at sea.

use crate::Ev;
use crate::battle::{self, fight, hostile_units};
use crate::combat::Side;
use crate::event::{BattleKind, Event, SiegeEnd};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{Choice, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// SR-G10 — whether `f` may fight at `at`: its armies entered there and a
/// hostile army stands there.
///
/// # Errors
/// `NoBattle` otherwise.
pub fn check(s: &State, f: Faction, at: RegionId) -> Result<(), Refuse> {
    let entered = s.engaged.iter().any(|e| e.at == at);
    if entered && !hostile_units(s, Some(f), at).is_empty() && s.army(Some(f), at).next().is_some() {
        Ok(())
    } else {
        Err(Refuse::NoBattle)
    }
}

/// The besieged city of `f` whose besiegers stand in field `at` (SR-18).
#[must_use]
pub fn relieved_city(s: &State, f: Faction, at: RegionId) -> Option<RegionId> {
    map()
        .city_of(at)
        .filter(|&c| map().is_field(at) && s.owner(c) == Some(f))
        .filter(|&c| s.city(c).and_then(|c| c.siege).is_some_and(|siege| s.hostile(Some(siege.by), Some(f))))
}

/// The units that fight at `at` for `f` and against it, as the battle
/// will gather them: at sea the ships only; a relief with the besieged
/// garrison (spent last); in a field the armies there.
#[must_use]
pub fn sides(s: &State, f: Faction, at: RegionId) -> (BattleKind, Vec<UnitId>, Vec<UnitId>, Vec<UnitId>) {
    let theirs = hostile_units(s, Some(f), at);
    let ours: Vec<UnitId> = s.army(Some(f), at).map(|u| u.id).collect();
    if map().is_sea(at) {
        let ships = |list: Vec<UnitId>| -> Vec<UnitId> {
            list.into_iter().filter(|id| s.unit(*id).is_some_and(|u| u.kind == UnitKind::Ship)).collect()
        };
        return (BattleKind::Naval, ships(ours), ships(theirs), Vec::new());
    }
    if let Some(city) = relieved_city(s, f, at) {
        let garrison: Vec<UnitId> = s.army(Some(f), city).map(|u| u.id).collect();
        let all = ours.into_iter().chain(garrison.iter().copied()).collect();
        return (BattleKind::Relief, all, theirs, garrison);
    }
    (BattleKind::Field, ours, theirs, Vec::new())
}

/// The two sides of the battle at `at` (see [`sides`]).
#[must_use]
pub fn battle_sides(s: &State, f: Faction, at: RegionId) -> (BattleKind, Side, Side) {
    let (kind, ours, theirs, garrison) = sides(s, f, at);
    (kind, battle::side(s, &ours, &garrison), battle::side(s, &theirs, &[]))
}

/// SR-12, SR-18, SR-21, SR-22, SR-G9, SR-G10 — fights the battle at `at`.
pub fn attack(s: &mut State, f: Faction, at: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let came_from = s.engaged.iter().find(|e| e.at == at).map(|e| e.from.clone()).unwrap_or_default();
    if map().is_sea(at) {
        naval(s, f, at, dice, ev);
    } else if let Some(city) = relieved_city(s, f, at) {
        relief(s, f, (at, city), &came_from, dice, ev);
    } else {
        field(s, f, at, &came_from, dice, ev);
    }
    ev.emit(s, Event::EngagementOver { at });
    crate::siege::after_battle(s, ev);
}

/// SR-21, SR-22 — a battle in a field: the beaten side withdraws (the
/// attacker back where it came from), or is captured.
fn field(s: &mut State, f: Faction, at: RegionId, came_from: &[RegionId], dice: &mut Dice, ev: &mut Ev) {
    let (kind, attack, defence) = battle_sides(s, f, at);
    let Some(defender) = defence.units.first().and_then(|u| s.unit(u.id)).map(|u| u.owner) else { return };
    let fought = fight(s, (kind, at), &attack, &defence, dice, ev);
    if fought.attacker_wins {
        battle::retreat_or_capture(s, fought.defenders, at, &[], Some(f), ev);
    } else {
        battle::retreat_or_capture(s, fought.attackers, at, came_from, defender, ev);
    }
}

/// SR-18, SR-EX-40d — a relief: the relieving army with the besieged
/// garrison (without its walls; the owner spends the relievers first)
/// against the besiegers. Beaten, the garrison's survivors stay in the
/// city and the relievers withdraw; victorious, the besiegers withdraw and
/// the siege ends.
fn relief(
    s: &mut State,
    f: Faction,
    (at, city): (RegionId, RegionId),
    came_from: &[RegionId],
    dice: &mut Dice,
    ev: &mut Ev,
) {
    let garrison: Vec<UnitId> = s.army(Some(f), city).map(|u| u.id).collect();
    let (kind, attack, defence) = battle_sides(s, f, at);
    let Some(besieger) = defence.units.first().and_then(|u| s.unit(u.id)).map(|u| u.owner) else { return };
    let fought = fight(s, (kind, at), &attack, &defence, dice, ev);
    if fought.attacker_wins {
        ev.emit(s, Event::SiegeEnded { city, why: SiegeEnd::Relieved });
        battle::retreat_or_capture(s, fought.defenders, at, &[], Some(f), ev);
    } else {
        let out: Vec<UnitId> = fought.attackers.into_iter().filter(|id| !garrison.contains(id)).collect();
        battle::retreat_or_capture(s, out, at, came_from, besieger, ev);
    }
}

/// SR-G10 — a battle at sea, ships only: the beaten ships withdraw to a
/// free zone or an own port, or are sunk; riders go down with their ships.
fn naval(s: &mut State, f: Faction, at: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let (kind, attack, defence) = battle_sides(s, f, at);
    let Some(defender) = defence.units.first().and_then(|u| s.unit(u.id)).map(|u| u.owner) else { return };
    let fought = fight(s, (kind, at), &attack, &defence, dice, ev);
    battle::drown_riders(s, Some(f), at, defender, ev);
    battle::drown_riders(s, defender, at, Some(f), ev);
    let loser = if fought.attacker_wins { defender } else { Some(f) };
    let beaten: Vec<UnitId> = s.army(loser, at).map(|u| u.id).collect();
    if s.rules >= 2 {
        // SR-G10 (rules 2): the owner chooses the zone or port.
        let sent = loser.is_some_and(|l| {
            let options = battle::harbours(s, l, at);
            crate::choices::send(s, l, Choice::Withdraw, (beaten.clone(), at), options, ev)
        });
        if !sent {
            let victor = if fought.attacker_wins { Some(f) } else { defender };
            for unit in beaten {
                battle::lost_at_sea(s, unit, victor, ev);
            }
        }
        return;
    }
    match battle::harbour(s, loser, at) {
        Some(to) => battle::withdraw(s, beaten, at, to, ev),
        None => {
            for unit in beaten {
                ev.emit(s, Event::UnitRemoved { unit, why: crate::event::Loss::Drowned });
            }
        }
    }
}
