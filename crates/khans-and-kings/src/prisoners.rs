//! Prisoners and camps (KK-POW-01…11, GAP-41…43, AMB-45, AMB-46,
//! KK-BLD-21, KK-PLN-08): units taken in battle go to the captor's nearest
//! camp with room (else they are lost), where they may be won over once,
//! liquidated, moved from camp to camp once a turn, dealt by an offer
//! (`prisoner_deals`), or work in a labour camp; a camp destroyed,
//! plundered or taken frees or hands on its prisoners.
//!
//! # Readings
//! * GAP-50: win-over, liquidation and transfers belong to the economy
//!   window (the spec's recruitment and building phase), exchanges to the
//!   same window as the offers they ride on (GAP-44); a surrender is made
//!   in the movement phase, during a battle.
//! * KK-POW-08: only the attacker acts in a battle (the defender's part is
//!   his dice), so the attacking state may surrender one of its own units
//!   standing in the battle's sub-province, if the defending state has
//!   camp space: a unit that cannot win and may have nowhere to go back to
//!   (AMB-54 would lose it) is kept alive to be bought back (KK-POW-04).
//! * KK-POW-09 covers every way a camp goes (plunder, bombardment, blow-up,
//!   dismantling): the state that destroys it frees its own units there and
//!   takes the others to its nearest camp with room, else they are lost;
//!   when the holder itself dismantles or blows up its camp, its prisoners
//!   move to its other camps or are lost. Independent units free no one and
//!   take no prisoners: theirs are lost.
//! * A camp whose province changes hands passes with it: the new owner's
//!   units there are freed, the others stay in that camp as its prisoners
//!   (the camp they are in has room for them).
//! * KK-POW-06's one attempt is one per captivity: a unit or a general
//!   freed and taken again is a new prisoner with its own attempt.
//! * AMB-46: a captured general won over takes the place of one of his
//!   captor's unrecruited generals (his Command, trait and experience go
//!   with him) and waits in the captor's pool; with none left he cannot be.

use crate::Ev;
use crate::data::buildings::Building;
use crate::data::resources::Item;
use crate::data::units::{Availability, Kind};
use crate::event::{Event, Loss};
use crate::generals::general;
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::map::map;
use crate::movement::{may_enter, room};
use crate::refusal::Refuse;
use crate::state::{Captive, GeneralAt, Prisoner, State};
use engine::board::{Link, RegionId};
use engine::dice::Dice;
use engine::side::Side;

/// GAP-41 — how many prisoners a camp holds: 4 in a prisoner camp, 3 in a
/// labour camp, none elsewhere.
#[must_use]
pub const fn capacity(b: Option<Building>) -> u8 {
    match b {
        Some(Building::PrisonerCamp) => 4,
        Some(Building::LabourCamp) => 3,
        _ => 0,
    }
}

/// A unit held in a camp.
#[must_use]
pub fn prisoner(s: &State, id: UnitId) -> Option<&Prisoner> {
    s.prisoners.iter().find(|x| x.unit.id == id)
}

/// GAP-41 — the prisoners held at `r`.
#[must_use]
pub fn held_at(s: &State, r: RegionId) -> u8 {
    u8::try_from(s.prisoners.iter().filter(|x| x.camp == r).count()).unwrap_or(u8::MAX)
}

/// GAP-41 — free places for `p` in the camp at `r` (a camp is its
/// province owner's).
#[must_use]
pub fn free(s: &State, p: Player, r: RegionId) -> u8 {
    if s.owner_at(r) == Some(p) { capacity(s.building(r)).saturating_sub(held_at(s, r)) } else { 0 }
}

/// `p`'s camps.
#[must_use]
pub fn camps(s: &State, p: Player) -> Vec<RegionId> {
    let m = map();
    s.provinces_of(p)
        .flat_map(|pr| m.province(pr).subs.iter().copied())
        .filter(|&r| capacity(s.building(r)) > 0)
        .collect()
}

/// GAP-41 — free places and all places in `p`'s camps.
#[must_use]
pub fn space(s: &State, p: Player) -> (u32, u32) {
    camps(s, p).iter().fold((0, 0), |(f, c), &r| (f + u32::from(free(s, p, r)), c + u32::from(capacity(s.building(r)))))
}

/// KK-POW-01, GAP-41 — `p`'s camp with room nearest to `from` by graph
/// distance; ties go to the lower sub-province id.
#[must_use]
pub fn nearest_camp(s: &State, p: Player, from: RegionId) -> Option<RegionId> {
    let dist = map().board.distances(from, &[Link::Land, Link::Coast], |_| true);
    camps(s, p)
        .into_iter()
        .filter(|&r| free(s, p, r) > 0)
        .min_by_key(|&r| (dist.get(r.index()).copied().flatten().unwrap_or(u32::MAX), r))
}

/// GAP-42 (1, 4), KK-POW-01, KK-POW-02, KK-POW-03 — a unit that must retreat and
/// cannot, or a routed unit beaten again, becomes the prisoner of `by` if
/// `by` is a state with camp space; else it is lost as `why`. Independent
/// units take no prisoners. KK-POW-03's other cases: a surrender
/// (`surrender`), a general caught by the enemy (`generals::capture`).
pub fn take(s: &mut State, id: UnitId, by: Owner, why: Loss, ev: &mut Ev) {
    let Some(u) = s.unit(id) else { return };
    let camp = by.filter(|&p| u.owner != Some(p)).and_then(|p| Some((p, nearest_camp(s, p, u.at)?)));
    match camp {
        Some((by, camp)) => ev.emit(s, Event::Captured { unit: id, by, camp, surrendered: false }),
        None => ev.emit(s, Event::UnitRemoved { unit: id, why }),
    }
    crate::transport::cargo_lost(s, ev);
}

/// AMB-45 — where a unit of `owner` leaving a camp appears: at `from` when
/// `here` allows and it may stand there, else in the nearest sub-province of
/// `owner`'s with room, free of hostile units, open to it (a river gunboat,
/// which takes no room: a river sub-province, KK-UNIT-20).
#[must_use]
pub fn place_near(s: &State, owner: Player, kind: Kind, from: RegionId, here: bool) -> Option<RegionId> {
    let river = crate::river::is_river_ship(kind);
    let open = |r: RegionId| {
        if river { crate::river::has_river(r) } else { may_enter(kind, r) && room(s, r, Some(owner)) > 0 }
    };
    let ok = |r: RegionId| open(r) && !crate::movement::closed(s, r, Some(owner));
    if here && ok(from) {
        return Some(from);
    }
    let dist = map().board.distances(from, &[Link::Land, Link::Coast], |_| true);
    map()
        .board
        .ids()
        .filter(|&r| r.index() < map().subs.len() && s.owner_at(r) == Some(owner) && ok(r))
        .min_by_key(|&r| (dist.get(r.index()).copied().flatten().unwrap_or(u32::MAX), r))
}

/// Who holds a prisoner.
#[must_use]
pub fn holder(s: &State, c: Captive) -> Option<Player> {
    match c {
        Captive::Unit(id) => prisoner(s, id).map(|x| x.holder),
        Captive::General(q, n) => match general(s, q, n)?.at {
            GeneralAt::Captured(h) => Some(h),
            _ => None,
        },
    }
}

/// KK-POW-06, EX-70, EX-71 — a d8 wins a prisoner over on a 1; a neutral
/// unit (KK-NPU-09) on a 1 or a 2.
#[must_use]
pub const fn joins(die: u8, neutral: bool) -> bool {
    die == 1 || (neutral && die == 2)
}

/// AMB-46 — `p`'s first unrecruited general, whose place a won-over general takes.
fn free_slot(s: &State, p: Player) -> Option<u8> {
    s.player(p).generals.iter().find(|g| g.at == GeneralAt::Unrecruited).map(|g| g.number)
}

/// AMB-45 — where a won-over unit appears: the capital of the camp's province, or the nearest.
fn joined_at(s: &State, p: Player, id: UnitId) -> Option<RegionId> {
    let x = prisoner(s, id)?;
    let capital = map().province(map().province_of(x.camp)?).capital;
    place_near(s, p, x.unit.kind, capital, true)
}

/// KK-POW-06, KK-POW-11 — whether `p` may try to win `c` over: it holds
/// it, no attempt was made before, and there is somewhere for it to go.
///
/// # Errors
/// The rule that forbids it.
pub fn check_win_over(s: &State, p: Player, c: Captive) -> Result<(), Refuse> {
    if holder(s, c) != Some(p) {
        return Err(Refuse::NoPrisoner);
    }
    let tried = match c {
        Captive::Unit(id) => prisoner(s, id).is_some_and(|x| x.tried),
        Captive::General(q, n) => general(s, q, n).is_some_and(|g| g.tried),
    };
    if tried {
        return Err(Refuse::TriedBefore);
    }
    match c {
        // AMB-39 (rules 4): no win-over attempt that would break the Elite limit.
        Captive::Unit(id)
            if s.rules >= 4 && prisoner(s, id).is_some_and(|x| !crate::recruit::elite_allows(s, p, x.unit.kind)) =>
        {
            Err(Refuse::EliteLimit)
        }
        Captive::Unit(id) if joined_at(s, p, id).is_none() => {
            let camp = prisoner(s, id).map_or(RegionId(0), |x| x.camp);
            Err(crate::movement::no_room(s, camp, p))
        }
        Captive::General(..) if free_slot(s, p).is_none() => Err(Refuse::NoGeneralsLeft),
        _ => Ok(()),
    }
}

/// KK-POW-06, KK-POW-11, AMB-45 — the d8: a unit that joins appears fresh
/// as `p`'s; a general joins `p`'s pool.
pub fn win_over(s: &mut State, p: Player, c: Captive, dice: &mut Dice, ev: &mut Ev) {
    let neutral = match c {
        Captive::Unit(id) => prisoner(s, id).is_some_and(|x| x.unit.kind.template().org == Availability::Neutral),
        Captive::General(..) => false,
    };
    let die = dice.die(8, "KK-POW-06 the win-over d8");
    let joined = joins(die, neutral);
    ev.emit(s, Event::WinOverRolled { prisoner: c, die, joined });
    if !joined {
        return;
    }
    match c {
        Captive::Unit(id) => {
            if let Some(at) = joined_at(s, p, id) {
                ev.emit(s, Event::PrisonerFreed { unit: id, owner: p, at });
            }
        }
        Captive::General(q, n) => {
            if let Some(slot) = free_slot(s, p) {
                ev.emit(s, Event::GeneralWonOver { player: q, number: n, by: p, slot });
            }
        }
    }
}

/// KK-POW-05, AMB-46 — whether `p` may liquidate `c`: it holds it.
///
/// # Errors
/// The rule that forbids it.
pub fn check_liquidate(s: &State, p: Player, c: Captive) -> Result<(), Refuse> {
    if holder(s, c) == Some(p) { Ok(()) } else { Err(Refuse::NoPrisoner) }
}

/// KK-POW-05 — the prisoner is destroyed for good (a general dies).
pub fn liquidate(s: &mut State, c: Captive, ev: &mut Ev) {
    match c {
        Captive::Unit(id) => ev.emit(s, Event::PrisonerLost { unit: id, liquidated: true }),
        Captive::General(q, n) => ev.emit(s, Event::GeneralMoved { player: q, number: n, at: GeneralAt::Dead }),
    }
}

/// KK-POW-10, KK-POW-07, GAP-41 — whether `p` may move prisoner `id` to
/// its camp at `to`: not moved this turn, `to` another camp of its with room.
///
/// # Errors
/// The rule that forbids it.
pub fn check_transfer(s: &State, p: Player, id: UnitId, to: RegionId) -> Result<(), Refuse> {
    let x = prisoner(s, id).filter(|x| x.holder == p).ok_or(Refuse::NoPrisoner)?;
    if x.moved {
        return Err(Refuse::MovedThisTurn);
    }
    if to == x.camp || free(s, p, to) == 0 {
        let capacity = if s.owner_at(to) == Some(p) { capacity(s.building(to)) } else { 0 };
        return Err(Refuse::CampFull { held: held_at(s, to), capacity });
    }
    Ok(())
}

/// KK-POW-08 — the defending state of the battle, and its nearest camp with room.
fn surrender_camp(s: &State) -> Option<(Player, RegionId)> {
    let b = s.battle.as_ref()?;
    let d = crate::battle::defenders(s).iter().find_map(|&id| s.unit(id)?.owner)?;
    Some((d, nearest_camp(s, d, b.at)?))
}

/// KK-POW-08, GAP-42 (2) — whether `p` may surrender `unit`: `p` attacks
/// in the battle at hand, `unit` is its own and stands there, and the
/// defending state has camp space (independent defenders take no one).
///
/// # Errors
/// The rule that forbids it.
pub fn check_surrender(s: &State, p: Player, unit: UnitId) -> Result<(), Refuse> {
    let b = s.battle.as_ref().filter(|b| b.attacker == Some(p)).ok_or(Refuse::NoBattle)?;
    if !s.unit(unit).is_some_and(|u| u.owner == Some(p) && u.at == b.at) {
        return Err(Refuse::NoSuchUnits);
    }
    surrender_camp(s).map(|_| ()).ok_or(Refuse::NoCampSpace)
}

/// KK-POW-08, KK-CMB-40 — the unit goes into the defender's nearest camp with room.
pub fn surrender(s: &mut State, unit: UnitId, ev: &mut Ev) {
    if let Some((by, camp)) = surrender_camp(s) {
        ev.emit(s, Event::Captured { unit, by, camp, surrendered: true });
    }
}

/// KK-POW-09, KK-BLD-21, KK-PLN-08 — the camp at `at` is gone (after its
/// `Demolished`), destroyed by `by`: its units are freed, the others become
/// its prisoners where it has room, the rest are lost.
pub fn camp_gone(s: &mut State, at: RegionId, by: Owner, ev: &mut Ev) {
    let here: Vec<(UnitId, Owner, Kind)> =
        s.prisoners.iter().filter(|x| x.camp == at).map(|x| (x.unit.id, x.unit.owner, x.unit.kind)).collect();
    for (unit, owner, kind) in here {
        let e = match by {
            Some(q) if owner == Some(q) => freed(s, q, kind, at).map(|at| Event::PrisonerFreed { unit, owner: q, at }),
            Some(q) => {
                nearest_camp(s, q, at).map(|camp| Event::PrisonerMoved { unit, holder: q, camp, transfer: false })
            }
            None => None,
        };
        ev.emit(s, e.unwrap_or(Event::PrisonerLost { unit, liquidated: false }));
    }
}

/// KK-POW-09, AMB-45 — where a unit of `q`'s freed from a camp at `at`
/// appears; none (it is lost, as KK-POW-09 loses units with nowhere to go)
/// where its coming back would break the Elite limit (AMB-39, rules 4).
fn freed(s: &State, q: Player, kind: Kind, at: RegionId) -> Option<RegionId> {
    if s.rules >= 4 && !crate::recruit::elite_allows(s, q, kind) {
        return None;
    }
    place_near(s, q, kind, at, true)
}

/// KK-POW-09 read for a captured camp — `taker` took `province`: its units
/// in the camps there are freed, the others stay there as its prisoners.
pub fn camps_taken(s: &mut State, province: ProvinceId, taker: Player, ev: &mut Ev) {
    let subs = &map().province(province).subs;
    let here: Vec<(UnitId, Owner, Kind, RegionId)> = s
        .prisoners
        .iter()
        .filter(|x| subs.contains(&x.camp) && x.holder != taker)
        .map(|x| (x.unit.id, x.unit.owner, x.unit.kind, x.camp))
        .collect();
    for (unit, owner, kind, camp) in here {
        let e = if owner == Some(taker) {
            freed(s, taker, kind, camp).map_or(Event::PrisonerLost { unit, liquidated: false }, |at| {
                Event::PrisonerFreed { unit, owner: taker, at }
            })
        } else {
            Event::PrisonerMoved { unit, holder: taker, camp, transfer: false }
        };
        ev.emit(s, e);
    }
}

/// KK-POW-09, KK-POW-01 read for a camp whose province belongs to no state
/// any more (liberated by an uprising or the Red Guard, rules 4): its
/// holder's camps are only its own, so each prisoner there goes to the
/// holder's nearest camp with room, else is lost, as KK-POW-09 moves or
/// loses a destroyed camp's prisoners. Rules 1–3 left them there.
pub fn camps_liberated(s: &mut State, province: ProvinceId, ev: &mut Ev) {
    if s.rules < 4 || s.owner(province).is_some() {
        return;
    }
    let subs = &map().province(province).subs;
    let here: Vec<(UnitId, Player, RegionId)> =
        s.prisoners.iter().filter(|x| subs.contains(&x.camp)).map(|x| (x.unit.id, x.holder, x.camp)).collect();
    for (unit, holder, at) in here {
        let e = match nearest_camp(s, holder, at) {
            Some(camp) => Event::PrisonerMoved { unit, holder, camp, transfer: false },
            None => Event::PrisonerLost { unit, liquidated: false },
        };
        ev.emit(s, e);
    }
}

/// GAP-43 — the BM `p`'s labour camps yield each resource phase: one per
/// prisoner held in them (building production).
#[must_use]
pub fn labour(s: &State, p: Player) -> u32 {
    let n = s
        .prisoners
        .iter()
        .filter(|x| x.holder == p && s.owner_at(x.camp) == Some(p) && s.building(x.camp) == Some(Building::LabourCamp))
        .count();
    u32::try_from(n).unwrap_or(0)
}

/// The resource a labour camp yields to `p` (its BM).
#[must_use]
pub fn labour_resource(p: Player) -> Option<crate::data::resources::Resource> {
    Item::Bm.resolve(p.org())
}

/// Applies the prisoner events.
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::Captured { unit, by, camp, .. } => {
            if let Ok(i) = s.units.binary_search_by_key(unit, |u| u.id) {
                let u = s.units.remove(i);
                if let Some(p) = u.owner {
                    s.players[p.index()].lost_this_turn += 1;
                }
                s.prisoners.push(Prisoner { unit: u, holder: *by, camp: *camp, tried: false, moved: false });
            }
        }
        Event::WinOverRolled { prisoner: Captive::Unit(id), .. } => {
            if let Some(x) = s.prisoners.iter_mut().find(|x| x.unit.id == *id) {
                x.tried = true;
            }
        }
        Event::WinOverRolled { prisoner: Captive::General(q, n), .. } => {
            if let Some(g) = s.players[q.index()].generals.iter_mut().find(|g| g.number == *n) {
                g.tried = true;
            }
        }
        Event::PrisonerFreed { unit, owner, at } => {
            if let Some(i) = s.prisoners.iter().position(|x| x.unit.id == *unit) {
                let mut u = s.prisoners.remove(i).unit;
                // AMB-63 (rules 4): a unit won over cost its new owner nothing.
                if s.rules >= 4 && u.owner != Some(*owner) {
                    u.paid = crate::data::resources::Stock::default();
                }
                (u.owner, u.at, u.fresh, u.routed, u.unsupplied) = (Some(*owner), *at, true, false, false);
                (u.mp, u.acted, u.moved) = (0, false, false);
                s.next_unit = s.next_unit.max(u.id.0 + 1);
                let i = s.units.partition_point(|x| x.id < u.id);
                s.units.insert(i, u);
            }
        }
        Event::PrisonerLost { unit, .. } => s.prisoners.retain(|x| x.unit.id != *unit),
        Event::PrisonerMoved { unit, holder, camp, transfer } => {
            if let Some(x) = s.prisoners.iter_mut().find(|x| x.unit.id == *unit) {
                (x.holder, x.camp) = (*holder, *camp);
                x.moved |= *transfer;
            }
        }
        Event::GeneralWonOver { player, number, by, slot } => {
            let Some(g) = s.players[player.index()].generals.iter_mut().find(|g| g.number == *number) else { return };
            g.at = GeneralAt::Dead;
            let (command, trait_, xp) = (g.command, g.trait_, g.xp);
            if let Some(h) = s.players[by.index()].generals.iter_mut().find(|g| g.number == *slot) {
                (h.command, h.trait_, h.xp, h.at, h.tried) = (command, trait_, xp, GeneralAt::Pool, true);
            }
        }
        _ => {}
    }
}

/// The prisoner choices of `p` in its economy window (or, with a battle,
/// the surrenders of its movement phase); `legal` keeps those `check` passes.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<crate::action::Action> {
    use crate::action::Action;
    let mut out = Vec::new();
    if s.phase == crate::state::Phase::Movement {
        if let Some(b) = s.battle.as_ref().filter(|b| b.attacker == Some(p)) {
            out.extend(s.army(Some(p), b.at).map(|u| Action::Surrender { unit: u.id }));
        }
        return out;
    }
    let gold = u8::try_from(crate::data::resources::Resource::Gold.index()).unwrap_or(0);
    let offer = |to: Player, release, ask, give_amount| Action::OfferPrisoners {
        to,
        release,
        ask,
        give: gold,
        give_amount,
        get: gold,
        get_amount: 0,
    };
    let mut held: Vec<(Captive, Owner)> =
        s.prisoners.iter().filter(|x| x.holder == p).map(|x| (Captive::Unit(x.unit.id), x.unit.owner)).collect();
    let mut ours: Vec<(Captive, Player)> =
        s.prisoners.iter().filter(|x| x.unit.owner == Some(p)).map(|x| (Captive::Unit(x.unit.id), x.holder)).collect();
    for q in Player::ALL {
        for g in &s.player(q).generals {
            match g.at {
                GeneralAt::Captured(h) if h == p => held.push((Captive::General(q, g.number), Some(q))),
                GeneralAt::Captured(h) if q == p => ours.push((Captive::General(q, g.number), h)),
                _ => {}
            }
        }
    }
    out.extend(third_state_offers(s, p, &held));
    let camps = camps(s, p);
    for (c, owner) in held {
        out.extend([Action::WinOver { prisoner: c }, Action::Liquidate { prisoner: c }]);
        if let Captive::Unit(unit) = c {
            out.extend(camps.iter().map(|&to| Action::Transfer { unit, to }));
        }
        if let Some(q) = owner {
            out.push(offer(q, Some(c), None, 0));
        }
    }
    out.extend(ours.into_iter().map(|(c, h)| offer(h, None, Some(c), 1)));
    out
}

/// KK-POW-04, GAP-06 — a Merchant Republic's deals with third states (and
/// other states' with it): its prisoners of other states offered to a
/// third, and prisoners the other side holds of a third state asked for.
fn third_state_offers(s: &State, p: Player, held: &[(Captive, Owner)]) -> Vec<crate::action::Action> {
    use crate::prisoner_deals::third_states_allowed;
    let gold = u8::try_from(crate::data::resources::Resource::Gold.index()).unwrap_or(0);
    let offer = |to: Player, release, ask| crate::action::Action::OfferPrisoners {
        to,
        release,
        ask,
        give: gold,
        give_amount: 0,
        get: gold,
        get_amount: 0,
    };
    let mut out = Vec::new();
    for t in s.in_play().filter(|&t| t != p && third_states_allowed(s, p, t)) {
        out.extend(held.iter().filter(|(_, owner)| *owner != Some(t)).map(|&(c, _)| offer(t, Some(c), None)));
        let theirs = s.prisoners.iter().filter(|x| x.holder == t && x.unit.owner.is_some_and(|o| o != p));
        out.extend(theirs.map(|x| offer(t, None, Some(Captive::Unit(x.unit.id)))));
    }
    out
}
