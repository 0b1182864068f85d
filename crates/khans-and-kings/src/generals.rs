//! Generals (KK-GENL, GAP-34, AMB-30, AMB-31, AMB-71): recruited at a
//! General Staff from the state's pool, placed and withdrawn in the
//! economy window, moving one sub-province a movement phase; their
//! Influence gives Command as Morale and their trait, regroups routed
//! units, and they are taken when caught alone with enemy units.

use crate::Ev;
use crate::combat::Command;
use crate::data::buildings::Building;
use crate::data::resources::{Item, Stock, resolve};
use crate::data::tables::{GENERAL_LEVELS, Trait};
use crate::data::units::{Ability, Family};
use crate::event::{Event, Why};
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::movement::{counts, hostile_here};
use crate::refusal::Refuse;
use crate::state::{General, GeneralAt, State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;

/// GAP-34 — a general's cost.
pub const COST: &[(Item, u32)] = &[(Item::Gold, 2), (Item::Food, 1)];
/// GAP-34 — generals in each state's pool.
pub const POOL: u8 = 6;

/// GAP-34 — a general's level (1–5).
#[must_use]
pub fn level(g: &General) -> u32 {
    u32::try_from(GENERAL_LEVELS.iter().filter(|&&need| g.xp >= need).count()).unwrap_or(1).max(1)
}

/// KK-GENL-18 — his Command: base, +1 a level above the first.
#[must_use]
pub fn command(g: &General) -> u32 {
    g.command + level(g) - 1
}

/// KK-GENL-13, KK-GENL-14, GAP-34 — the sub-provinces a general's
/// Influence covers: his and the adjacent ones (two steps for a
/// logistician), and those next to a Signals unit of his state standing in it.
#[must_use]
pub fn influence(s: &State, p: Player, g: &General) -> Vec<RegionId> {
    let GeneralAt::Map(at) = g.at else { return Vec::new() };
    let m = map();
    // KK-GENL-19: an admiral's reaches the seas and coasts around his flagship.
    let near: Vec<RegionId> =
        if g.flagship.is_some() { m.neighbours(at).collect() } else { m.land_neighbours(at).collect() };
    let mut cover: Vec<RegionId> = std::iter::once(at).chain(near).collect();
    if g.trait_ == Trait::Logistician {
        for r in cover.clone() {
            for n in m.land_neighbours(r) {
                if !cover.contains(&n) {
                    cover.push(n);
                }
            }
        }
    }
    let signals: Vec<RegionId> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && cover.contains(&u.at))
        .filter(|u| u.kind.template().abilities.iter().any(|a| matches!(a, Ability::Communications(_))))
        .map(|u| u.at)
        .collect();
    for r in signals {
        for n in m.land_neighbours(r) {
            if !cover.contains(&n) {
                cover.push(n);
            }
        }
    }
    cover
}

/// AMB-31 — the generals of a unit's state whose Influence covers it, of
/// the highest level among them.
fn leaders<'a>(s: &'a State, u: &Unit) -> Vec<&'a General> {
    let Some(p) = u.owner else { return Vec::new() };
    if !counts(u.kind) && !crate::sea::is_ship(u.kind) {
        return Vec::new();
    }
    let over: Vec<&General> = s
        .player(p)
        .generals
        .iter()
        .filter(|g| crate::admirals::leads(s, g, u) && influence(s, p, g).contains(&u.at))
        .collect();
    let top = over.iter().map(|g| level(g)).max().unwrap_or(0);
    over.into_iter().filter(|g| level(g) == top).collect()
}

/// KK-GENL-01, KK-GENL-11, KK-GENL-16, KK-GENL-17, AMB-31 — what command a unit is
/// under: its chief general's Command and trait, or a conflict of equals
/// (no bonus, the difference of their Commands off its Morale).
#[must_use]
pub fn command_of(s: &State, u: &Unit) -> Option<Command> {
    let top = leaders(s, u);
    match top.as_slice() {
        [] => None,
        [g] => Some(Command::Led { command: command(g), trait_: g.trait_ }),
        many => {
            let most = many.iter().map(|g| command(g)).max().unwrap_or(0);
            let least = many.iter().map(|g| command(g)).min().unwrap_or(0);
            Some(Command::Conflict(most - least))
        }
    }
}

/// AMB-32 — the general whose experience grows with a unit's: its chief
/// general (none in a conflict).
#[must_use]
pub fn commander(s: &State, u: &Unit) -> Option<(Player, u8)> {
    match leaders(s, u).as_slice() {
        [g] => Some((u.owner?, g.number)),
        _ => None,
    }
}

/// GAP-34 — whether a cavalry unit starts under a horse master.
#[must_use]
pub fn horse_master(s: &State, u: &Unit) -> bool {
    u.kind.template().kind.family() == Family::Cavalry
        && matches!(command_of(s, u), Some(Command::Led { trait_: Trait::HorseMaster, .. }))
}

/// GAP-06, GAP-07, GAP-34 — the generals `p` may have: its government's
/// number and its doctrine's modifier; captured ones still count.
#[must_use]
pub fn limit(s: &State, p: Player) -> u32 {
    let ps = s.player(p);
    ps.government.generals() + ps.doctrine.generals()
}

/// The generals `p` has (in the pool, on the map or captured).
#[must_use]
pub fn held(s: &State, p: Player) -> u32 {
    let n = s
        .player(p)
        .generals
        .iter()
        .filter(|g| matches!(g.at, GeneralAt::Pool | GeneralAt::Map(_) | GeneralAt::Captured(_)));
    u32::try_from(n.count()).unwrap_or(0)
}

/// KK-GENL-03 — whether `p` may recruit a general now: a General Staff
/// of its own, room under its limit, one left in its pool, the price.
///
/// # Errors
/// The rule it breaks.
pub fn check_recruit(s: &State, p: Player) -> Result<Stock, Refuse> {
    let staff = s
        .provinces_of(p)
        .any(|pr| map().province(pr).subs.iter().any(|&r| s.building(r) == Some(Building::GeneralStaff)));
    if !staff {
        return Err(Refuse::NeedsBuilding);
    }
    if held(s, p) >= limit(s, p) {
        return Err(Refuse::GeneralLimit { held: held(s, p), limit: limit(s, p) });
    }
    if !s.player(p).generals.iter().any(|g| g.at == GeneralAt::Unrecruited) {
        return Err(Refuse::NoGeneralsLeft);
    }
    let cost = resolve(COST, p.org()).unwrap_or_default();
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

/// KK-GENL-04 — a random general of the pool joins the active pool.
pub fn recruit(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    let cost = resolve(COST, p.org()).unwrap_or_default();
    crate::economy::pay(s, p, &cost, Why::General, ev);
    draw(s, p, dice, ev);
}

/// GAP-02 (18) — A Star Is Born: a free general, if the pool and the limit allow.
pub fn recruit_free(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    if held(s, p) < limit(s, p) {
        draw(s, p, dice, ev);
    }
}

fn draw(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    let left: Vec<u8> =
        s.player(p).generals.iter().filter(|g| g.at == GeneralAt::Unrecruited).map(|g| g.number).collect();
    if left.is_empty() {
        return;
    }
    let i = dice.pick(u8::try_from(left.len()).unwrap_or(1), "KK-GENL-04 the general drawn");
    ev.emit(s, Event::GeneralMoved { player: p, number: left[i.min(left.len() - 1)], at: GeneralAt::Pool });
}

/// The general `number` of `p`.
#[must_use]
pub fn general(s: &State, p: Player, number: u8) -> Option<&General> {
    s.player(p).generals.iter().find(|g| g.number == number)
}

/// KK-GENL-07, AMB-71 — whether a general may be placed at `at`: in the
/// pool, not moved this turn, onto a sub-province of `p`'s own province
/// with no hostile units.
///
/// # Errors
/// The rule it breaks.
pub fn check_place(s: &State, p: Player, number: u8, at: RegionId) -> Result<(), Refuse> {
    let g = general(s, p, number).ok_or(Refuse::NoSuchGeneral)?;
    if g.at != GeneralAt::Pool || g.moved {
        return Err(Refuse::NoSuchGeneral);
    }
    if s.owner_at(at) != Some(p) || hostile_here(s, at, Some(p)) {
        return Err(Refuse::NotOwnProvince);
    }
    Ok(())
}

/// KK-GENL-07 — whether a general on the map may move to the adjacent
/// `to` (Speed 1, once a phase; never into hostile units, AMB-30).
///
/// # Errors
/// The rule it breaks.
pub fn check_move(s: &State, p: Player, number: u8, to: RegionId) -> Result<(), Refuse> {
    let g = general(s, p, number).ok_or(Refuse::NoSuchGeneral)?;
    let GeneralAt::Map(at) = g.at else { return Err(Refuse::NoSuchGeneral) };
    if g.moved {
        return Err(Refuse::NoSuchGeneral);
    }
    if g.flagship.is_some() {
        return Err(Refuse::Aboard);
    }
    if !map().land_neighbours(at).any(|n| n == to) {
        return Err(Refuse::NotAStep);
    }
    if hostile_here(s, to, Some(p)) {
        return Err(Refuse::Hostile);
    }
    Ok(())
}

/// Who regroups a routed unit (KK-UNIT-12: the ways the rules name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Regrouper {
    /// A Communications unit of the unit's state (KK-GENL-15).
    Signals(UnitId),
    /// A general, by his number (KK-GENL-10).
    General(u8),
}

/// KK-GENL-10, KK-GENL-15, GAP-30 — who may regroup `unit` now: from
/// rules 2 a Communications unit in reach with regroupings left goes first,
/// because it "does not use up the general's regrouping ability" and so
/// keeps his Command for the units only he reaches; else one of the unit's
/// chief generals (any in a conflict) with Command left this turn.
#[must_use]
pub fn regrouper(s: &State, unit: UnitId) -> Option<Regrouper> {
    let u = s.unit(unit)?;
    if !u.routed {
        return None;
    }
    let signals = if s.rules >= 2 { signals_regrouper(s, u) } else { None };
    signals
        .map(Regrouper::Signals)
        .or_else(|| leaders(s, u).into_iter().find(|g| g.regrouped < command(g)).map(|g| Regrouper::General(g.number)))
}

/// KK-GENL-15 — how many routed units a Communications unit regroups in a
/// turn: the `COM n` of its card (0 for any other unit).
#[must_use]
pub fn regroupings(u: &Unit) -> u8 {
    u.kind
        .template()
        .abilities
        .iter()
        .find_map(|a| if let Ability::Communications(n) = a { Some(*n) } else { None })
        .unwrap_or(0)
}

/// KK-GENL-15 — a Communications unit of `u`'s state that can regroup it:
/// itself in order (not routed, not aboard), with regroupings left this turn,
/// and `u` within its range — its own sub-province or a land one next to
/// it, the reach by which it extends a general's Influence (KK-GENL-14).
/// The lowest id first, so the choice is the same on every replay.
fn signals_regrouper(s: &State, u: &Unit) -> Option<UnitId> {
    let m = map();
    s.units
        .iter()
        .filter(|c| c.owner.is_some() && c.owner == u.owner && c.id != u.id && !c.routed && c.aboard.is_none())
        .filter(|c| c.regrouped < regroupings(c))
        .find(|c| c.at == u.at || m.land_neighbours(c.at).any(|n| n == u.at))
        .map(|c| c.id)
}

/// AMB-30 — generals caught with hostile land units and no friendly ones
/// are taken by that enemy (killed by independent units); a river gunboat
/// on a river counts as a land unit here (KK-UNIT-20).
pub fn capture(s: &mut State, ev: &mut Ev) {
    let mut taken: Vec<(Player, u8, GeneralAt)> = Vec::new();
    for &p in &s.seated {
        for g in &s.player(p).generals {
            let GeneralAt::Map(at) = g.at else { continue };
            if g.flagship.is_some() {
                continue;
            }
            let fights = |u: &&Unit| crate::movement::fights_as_land(u.kind, at);
            let friends = s.units_at(at).filter(fights).any(|u| u.owner == Some(p));
            let enemy = s.units_at(at).filter(fights).find(|u| s.hostile(u.owner, Some(p)));
            if let (false, Some(e)) = (friends, enemy) {
                taken.push((p, g.number, e.owner.map_or(GeneralAt::Dead, GeneralAt::Captured)));
            }
        }
    }
    for (player, number, at) in taken {
        ev.emit(s, Event::GeneralMoved { player, number, at });
    }
}

/// The generals of `p` on the map, for panels: (number, where).
#[must_use]
pub fn on_map(s: &State, p: Player) -> Vec<(u8, RegionId)> {
    s.player(p)
        .generals
        .iter()
        .filter_map(|g| if let GeneralAt::Map(r) = g.at { Some((g.number, r)) } else { None })
        .collect()
}
