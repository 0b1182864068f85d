//! Battles on the map (SR-17…SR-23, SR-G9…SR-G11, SR-G15): the sides as
//! the state holds them, the dice, the breakdown told side by side, the
//! casualties, and what follows: retreat, withdrawal into the fortress,
//! capture, a city taken.

use crate::Ev;
use crate::combat::{self, Fighter, Side};
use crate::event::{BattleKind, Event, Loss, SideReport};
use crate::ids::{Faction, Owner, UnitId, UnitKind};
use crate::map::map;
use crate::state::{Choice, State};
use engine::board::RegionId;
use engine::dice::{Dice, DiceExpr};

/// SR-3, SR-G9 — the best single kard among `units`: a realm's ruler
/// brings its kard.
#[must_use]
pub fn kard_of(s: &State, units: &[UnitId]) -> u32 {
    units
        .iter()
        .filter_map(|id| s.unit(*id))
        .filter(|u| u.kind == UnitKind::Ruler)
        .filter_map(|u| u.owner.map(|f| f.kard().bonus()))
        .max()
        .unwrap_or(0)
}

/// A side of the units `ids` (`garrison`: those of a besieged garrison in
/// a relief battle, spent last). Under rules 2 it gives up its units in
/// its owner's standing order (SR-G9).
#[must_use]
pub fn side(s: &State, ids: &[UnitId], garrison: &[UnitId]) -> Side {
    let units = ids
        .iter()
        .filter_map(|id| s.unit(*id))
        .map(|u| Fighter { id: u.id, kind: u.kind, sword: u.sword, garrison: garrison.contains(&u.id) })
        .collect();
    Side { units, kard: kard_of(s, ids), walls: false, storming: false, losses: loss_order(s, ids) }
}

/// SR-G9 (rules 2) — the standing order of the realm most of `ids` belong
/// to (neutrals give up the cheapest first); `None` under rules 1, which
/// always gave up the cheapest.
#[must_use]
pub fn loss_order(s: &State, ids: &[UnitId]) -> Option<Vec<UnitKind>> {
    (s.rules >= 2).then(|| match main_owner(s, ids) {
        Some(f) => s.faction(f).loss_order(),
        None => crate::state::DEFAULT_LOSSES.to_vec(),
    })
}

/// The units at `at` hostile to `owner`.
#[must_use]
pub fn hostile_units(s: &State, owner: Owner, at: RegionId) -> Vec<UnitId> {
    s.units_at(at).filter(|u| s.hostile(u.owner, owner)).map(|u| u.id).collect()
}

/// The owner most of `units` belong to (who the breakdown names).
fn main_owner(s: &State, units: &[UnitId]) -> Owner {
    let owners: Vec<Owner> = units.iter().filter_map(|id| s.unit(*id)).map(|u| u.owner).collect();
    owners.iter().copied().max_by_key(|o| owners.iter().filter(|x| *x == o).count()).flatten()
}

/// What a fought battle left: the survivors of each side.
pub struct Fought {
    /// The attacker's survivors.
    pub attackers: Vec<UnitId>,
    /// The defender's survivors.
    pub defenders: Vec<UnitId>,
    /// Whether the attacker won (SR-21).
    pub attacker_wins: bool,
}

/// SR-19…SR-21 — throws each side's die, tells the breakdown, removes the
/// casualties, and says who won.
pub fn fight(
    s: &mut State,
    (kind, at): (BattleKind, RegionId),
    attack: &Side,
    defence: &Side,
    dice: &mut Dice,
    ev: &mut Ev,
) -> Fought {
    let ids = |side: &Side| side.units.iter().map(|u| u.id).collect::<Vec<_>>();
    let (a_ids, d_ids) = (ids(attack), ids(defence));
    let a_die = dice.roll(DiceExpr::D6, "SR-19 attacker's casualty roll").faces[0];
    let d_die = dice.roll(DiceExpr::D6, "SR-20 defender's casualty roll").faces[0];
    let out = combat::battle_in(attack, defence, (a_die, d_die), s.options.score);
    ev.emit(s, Event::BattleBegan { kind, at });
    for (attacker, side, die, value, ids) in
        [(true, attack, a_die, out.value.0, &a_ids), (false, defence, d_die, out.value.1, &d_ids)]
    {
        // An emptied city still has its owner to name (SR-17: a storm on no defenders).
        let owner = if ids.is_empty() && map().is_city(at) && !attacker { s.owner(at) } else { main_owner(s, ids) };
        let report = SideReport {
            owner,
            bs: side.unit_bs(),
            kard: side.kard_bonus(),
            walls: side.city_defence(),
            strength: side.strength(),
            die,
            value,
        };
        ev.emit(s, Event::BattleSide { attacker, side: report });
    }
    for &unit in out.lost.0.iter().chain(&out.lost.1) {
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Battle });
    }
    ev.emit(s, Event::BattleResult { left: out.left, attacker_wins: out.attacker_wins });
    let alive = |list: &[UnitId]| list.iter().copied().filter(|id| s.unit(*id).is_some()).collect::<Vec<_>>();
    Fought { attackers: alive(&a_ids), defenders: alive(&d_ids), attacker_wins: out.attacker_wins }
}

/// SR-22, SR-G9 — where a beaten army in field `at` withdraws: its own city
/// there (not besieged), else back where it came from, else a neighbouring
/// field that is passable and free of armies hostile to it (its own lands
/// first), or nowhere.
#[must_use]
pub fn refuge(s: &State, owner: Owner, at: RegionId, came_from: &[RegionId]) -> Option<RegionId> {
    let m = map();
    let owner_faction = owner?;
    if let Some(city) = m.city_of(at).filter(|&c| s.owner(c) == owner && s.city(c).is_some_and(|c| c.siege.is_none())) {
        return Some(city);
    }
    let free = |r: RegionId| m.passable(r) && !s.units_at(r).any(|u| s.hostile(u.owner, owner));
    if let Some(&back) = came_from.iter().find(|&&r| m.is_field(r) && m.adjacent(r, at) && free(r)) {
        return Some(back);
    }
    let own_land = |r: RegionId| s.field_owner(r) == Some(Some(owner_faction));
    m.neighbours(at).filter(|&r| free(r)).min_by_key(|&r| (!own_land(r), r))
}

/// SR-22, SR-G9 (rules 2) — every place a beaten army of `f` in field
/// `at` may withdraw to, for its owner to choose: its own city there (not
/// besieged), and every neighbouring field that is passable and free of
/// armies hostile to it.
#[must_use]
pub fn refuges(s: &State, f: Faction, at: RegionId) -> Vec<RegionId> {
    let m = map();
    let own_city = m
        .city_of(at)
        .filter(|&c| m.is_field(at) && s.owner(c) == Some(f) && s.city(c).is_some_and(|c| c.siege.is_none()));
    own_city.into_iter().chain(free_fields(s, f, at)).collect()
}

/// SR-G9, SR-AMB-20 — the neighbouring fields of `at` that `f` may
/// withdraw to: passable (SR-9) and free of armies hostile to it.
#[must_use]
pub fn free_fields(s: &State, f: Faction, at: RegionId) -> Vec<RegionId> {
    let m = map();
    m.neighbours(at).filter(|&r| m.passable(r) && !s.units_at(r).any(|u| s.hostile(u.owner, Some(f)))).collect()
}

/// SR-G10 (rules 2) — every place beaten ships of `f` at sea `at` may
/// withdraw to: a neighbouring zone free of hostile ships, or one of its
/// own ports on that sea that is not besieged.
#[must_use]
pub fn harbours(s: &State, f: Faction, at: RegionId) -> Vec<RegionId> {
    let m = map();
    let free = |r: RegionId| !s.units_at(r).any(|u| s.hostile(u.owner, Some(f)));
    let ports = m
        .cities()
        .filter(|&c| m.seas(c).contains(&at) && s.owner(c) == Some(f))
        .filter(|&c| s.city(c).is_some_and(|c| c.siege.is_none()));
    m.sea_neighbours(at).filter(|&z| free(z)).chain(ports).collect()
}

/// SR-G10 — where beaten ships withdraw: a neighbouring zone free of
/// hostile ships, or one of their own ports on that sea.
#[must_use]
pub fn harbour(s: &State, owner: Owner, at: RegionId) -> Option<RegionId> {
    let m = map();
    let free = |r: RegionId| !s.units_at(r).any(|u| s.hostile(u.owner, owner));
    m.sea_neighbours(at).find(|&z| free(z)).or_else(|| {
        m.cities()
            .filter(|&c| m.seas(c).contains(&at) && s.owner(c) == owner && owner.is_some())
            .find(|&c| s.city(c).is_some_and(|c| c.siege.is_none()))
    })
}

/// Moves `units` to `to` as a withdrawal (free, SR-G9).
pub fn withdraw(s: &mut State, units: Vec<UnitId>, from: RegionId, to: RegionId, ev: &mut Ev) {
    if !units.is_empty() {
        ev.emit(s, Event::UnitsMoved { units, from, to, stop: true });
    }
}

/// SR-22, SR-23, SR-G9 — `units` are captured by `captor` where the battle
/// was (`at`): their owner ransoms what its standing order allows (1
/// supply a unit, paid to the captor, the units placed in its capital or
/// another own city), the rest leave the game; a ruler's kard is held.
pub fn capture(s: &mut State, units: &[UnitId], captor: Owner, at: RegionId, ev: &mut Ev) {
    let mut by_owner: Vec<(Owner, Vec<UnitId>)> = Vec::new();
    for &id in units {
        let Some(u) = s.unit(id) else { continue };
        match by_owner.iter_mut().find(|(o, _)| *o == u.owner) {
            Some((_, list)) => list.push(id),
            None => by_owner.push((u.owner, vec![id])),
        }
    }
    for (owner, list) in by_owner {
        let (rulers, rest): (Vec<UnitId>, Vec<UnitId>) =
            list.into_iter().partition(|id| s.unit(*id).is_some_and(|u| u.kind == UnitKind::Ruler));
        if let Some(f) = owner {
            for ruler in rulers {
                ev.emit(s, Event::UnitRemoved { unit: ruler, why: Loss::Captured });
                let held = crate::prisoners::holding_place(s, captor, at);
                ev.emit(s, Event::KardCaptured { faction: f, by: captor, at: held });
            }
            crate::prisoners::ransom_units(s, f, &rest, (captor, at), ev);
        } else {
            for unit in rulers.into_iter().chain(rest) {
                ev.emit(s, Event::UnitRemoved { unit, why: Loss::Captured });
            }
        }
    }
}

/// SR-22, SR-G9 — the beaten army at field `at` withdraws, or is captured
/// by `winner` if it has nowhere to go. Neutral units never move (SR-G14):
/// beaten, they are captured.
pub fn retreat_or_capture(
    s: &mut State,
    units: Vec<UnitId>,
    at: RegionId,
    came_from: &[RegionId],
    winner: Owner,
    ev: &mut Ev,
) {
    let mut by_owner: Vec<(Owner, Vec<UnitId>)> = Vec::new();
    for id in units {
        let Some(u) = s.unit(id) else { continue };
        match by_owner.iter_mut().find(|(o, _)| *o == u.owner) {
            Some((_, list)) => list.push(id),
            None => by_owner.push((u.owner, vec![id])),
        }
    }
    for (owner, list) in by_owner {
        if s.rules >= 2 {
            // SR-G9: the owner chooses where; neutrals never move (SR-G14).
            let sent = owner.is_some_and(|f| {
                let options = refuges(s, f, at);
                crate::choices::send(s, f, Choice::Withdraw, (list.clone(), at), options, ev)
            });
            if !sent {
                capture(s, &list, winner, at, ev);
            }
            continue;
        }
        match refuge(s, owner, at, came_from) {
            Some(to) => withdraw(s, list, at, to, ev),
            None => capture(s, &list, winner, at, ev),
        }
    }
}

/// SR-G10 — ships lost at sea drown what they carried: riders beyond two a
/// ship left (the cheapest first; rules 2: in the owner's order, the ruler
/// last). `victor` is the other side of the battle.
pub fn drown_riders(s: &mut State, owner: Owner, at: RegionId, victor: Owner, ev: &mut Ev) {
    let ships = s.army(owner, at).filter(|u| u.kind == UnitKind::Ship).count();
    let mut riders: Vec<Fighter> = s
        .army(owner, at)
        .filter(|u| u.kind != UnitKind::Ship)
        .map(|u| Fighter { id: u.id, kind: u.kind, sword: u.sword, garrison: false })
        .collect();
    let excess = riders.len().saturating_sub(2 * ships);
    let ids: Vec<UnitId> = riders.iter().map(|u| u.id).collect();
    match loss_order(s, &ids) {
        // SR-G9 (rules 2): the riders lost in the owner's order.
        Some(order) => riders.sort_unstable_by_key(|u| (crate::combat::tier(*u, &order), u.id)),
        None => riders.sort_unstable_by_key(|u| (u.worth(), u.id)),
    }
    for u in riders.into_iter().take(excess) {
        lost_at_sea(s, u.id, victor, ev);
    }
}

/// SR-G10 — a unit goes down at sea. Rules 2: a ruler does not drown with
/// his ships: there are no captives at sea, but a kard is a person, and
/// the victor takes him (SR-22, SR-G9), so his realm keeps a way to
/// ransom him (SR-24); rules 1 drowned him and left his realm without
/// its kard or a way back.
pub fn lost_at_sea(s: &mut State, unit: UnitId, victor: Owner, ev: &mut Ev) {
    let ruler = s.unit(unit).filter(|u| u.kind == UnitKind::Ruler && s.rules >= 2).and_then(|u| u.owner);
    match ruler {
        Some(f) => {
            let at = s.unit(unit).map_or_else(|| map().capital(f), |u| u.at);
            ev.emit(s, Event::UnitRemoved { unit, why: Loss::Captured });
            let held = crate::prisoners::holding_place(s, victor, at);
            ev.emit(s, Event::KardCaptured { faction: f, by: victor, at: held });
        }
        None => ev.emit(s, Event::UnitRemoved { unit, why: Loss::Drowned }),
    }
}
