//! The giants and the pirates on their timetable (SR-29…SR-39, SR-G14,
//! SR-G15, SR-G9): at the start of every odd round from the third the
//! giants strike a city the die names; at the start of every even round
//! from the fourth the pirates raid Ostius.

use crate::Ev;
use crate::battle;
use crate::combat;
use crate::event::{Event, Loss, SiegeEnd, Why};
use crate::ids::{UnitId, UnitKind};
use crate::map::{GIANT_TABLE, OSTIUS, city, map};
use crate::state::{Choice, State};
use engine::board::RegionId;
use engine::dice::{Dice, DiceExpr};

/// SR-29, SR-EX-33 — the giants come in rounds 3, 5, 7, …
#[must_use]
pub const fn giants_due(round: u32) -> bool {
    round >= 3 && round % 2 == 1
}

/// SR-36, SR-EX-33 — the pirates come in rounds 4, 6, 8, …
#[must_use]
pub const fn pirates_due(round: u32) -> bool {
    round >= 4 && round.is_multiple_of(2)
}

/// SR-30, SR-EX-34 — the city a die of the giants names.
#[must_use]
pub fn giant_target(die: u8) -> RegionId {
    city(GIANT_TABLE[usize::from(die.clamp(1, 6)) - 1])
}

/// SR-35, SR-G5 — the influence the owner gains when the giant loses.
pub const GIANT_REWARD: u32 = 3;

/// SR-29…SR-35 — the giants' arrival: the die names a city; a neutral one
/// is spared (no re-roll); otherwise the giant fights every unit of the
/// owner in the city and its field, with no walls and no kard.
pub fn giants(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let die = dice.roll(DiceExpr::D6, "SR-30 the giants' target").faces[0];
    let target = giant_target(die);
    let owner = s.owner(target);
    ev.emit(s, Event::GiantsCome { die, city: target, spared: owner.is_none() });
    let Some(owner) = owner else { return };
    let Some(field) = map().field_of(target) else { return };
    let ids: Vec<UnitId> = s.army(Some(owner), target).chain(s.army(Some(owner), field)).map(|u| u.id).collect();
    let defenders = battle::side(s, &ids, &[]);
    let giant_die = dice.roll(DiceExpr::D6, "SR-33 the giant's casualty roll").faces[0];
    let our_die = dice.roll(DiceExpr::D6, "SR-33 the defenders' casualty roll").faces[0];
    let out = combat::giants_in(&defenders, (giant_die, our_die), s.options.score);
    let bs = defenders.unit_bs();
    ev.emit(
        s,
        Event::GiantBattle {
            city: target,
            dice: (giant_die, our_die),
            bs,
            value: out.value,
            left: out.left,
            giant_wins: out.giant_wins,
        },
    );
    for &unit in &out.lost {
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Battle });
    }
    if !out.giant_wins {
        let gain = i64::from(GIANT_REWARD);
        ev.emit(s, Event::Treasury { faction: owner, supplies: 0, influence: gain, why: Why::Giants });
        return;
    }
    giants_take(s, target, field, ev);
}

/// SR-34, SR-G9, SR-G15, SR-AMB-20 — the giant won: the city becomes
/// neutral with two neutral troops; the defenders' survivors in the field
/// may withdraw, the others are removed (a kard among them is held by the
/// new neutral city); a siege of it ends.
fn giants_take(s: &mut State, target: RegionId, field: RegionId, ev: &mut Ev) {
    let owner = s.owner(target);
    if s.city(target).is_some_and(|c| c.siege.is_some()) {
        ev.emit(s, Event::SiegeEnded { city: target, why: SiegeEnd::Giants });
    }
    let outside: Vec<UnitId> = s.army(owner, field).map(|u| u.id).collect();
    if s.rules >= 2 {
        // Rules 2: never into the city the giants take; the owner chooses
        // among the neighbouring fields free of its foes (SR-G9).
        let sent = owner.is_some_and(|f| {
            let options = battle::free_fields(s, f, field);
            crate::choices::send(s, f, Choice::Withdraw, (outside.clone(), field), options, ev)
        });
        if !sent {
            overrun(s, &outside, target, ev);
        }
    } else if let Some(to) = battle::refuge(s, owner, field, &[]).filter(|&r| r != target) {
        // Rules 1: `refuge` answers the city first, so this never withdrew.
        battle::withdraw(s, outside, field, to, ev);
    } else {
        overrun(s, &outside, target, ev);
    }
    let inside: Vec<UnitId> = s.army(owner, target).map(|u| u.id).collect();
    overrun(s, &inside, target, ev);
    ev.emit(s, Event::CityTaken { city: target, by: None });
    for _ in 0..2 {
        crate::prisoners::place(s, None, UnitKind::Troop, target, ev);
    }
}

/// SR-34, SR-39, SR-G9 — units lost with their city, never ransomed; a
/// kard among them is held by the neutrals there.
fn overrun(s: &mut State, units: &[UnitId], at: RegionId, ev: &mut Ev) {
    for &unit in units {
        let Some(u) = s.unit(unit) else { continue };
        let (owner, ruler) = (u.owner, u.kind == UnitKind::Ruler);
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Overrun });
        if let (Some(f), true) = (owner, ruler) {
            ev.emit(s, Event::KardCaptured { faction: f, by: None, at });
        }
    }
}

/// SR-37, SR-AMB-5, SR-EX-38 — the pirates' strength: the BS of ships in
/// neutral port cities not besieged, 4 for every neutral port city.
#[must_use]
pub fn pirate_strength(s: &State) -> u32 {
    let m = map();
    let open = |c: RegionId| s.city(c).is_some_and(|c| c.siege.is_none());
    let neutral_ports: Vec<RegionId> = m
        .cities()
        .filter(|&c| !m.seas(c).is_empty() && s.owner(c).is_none())
        // SR-AMB-5's other reading: besieged ports do not count.
        .filter(|&c| !s.options.pirate_die || open(c))
        .collect();
    let ships: u32 = neutral_ports
        .iter()
        .filter(|&&c| open(c))
        .flat_map(|&c| s.army(None, c))
        .filter(|u| u.kind == UnitKind::Ship)
        .map(|u| u.kind.bs())
        .sum();
    combat::pirate_strength(ships, u32::try_from(neutral_ports.len()).unwrap_or(0))
}

/// SR-36…SR-39, SR-G14 — the pirates storm Ostius (no siege needed, no
/// dice) unless it is neutral already; if it falls, pirate ships totalling
/// the surviving pirates' BS hold it, and its defenders are lost.
pub fn pirates(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let ostius = city(OSTIUS);
    let Some(owner) = s.owner(ostius) else {
        ev.emit(s, Event::NoRaid);
        return;
    };
    let strength = pirate_strength(s);
    let garrison = crate::siege::defence(s, ostius);
    let dice = if s.options.pirate_die {
        // SR-AMB-5's other reading: a die for each side.
        let pirate = dice.roll(DiceExpr::D6, "SR-37 the pirates' casualty roll (SR-AMB-5)").faces[0];
        (pirate, dice.roll(DiceExpr::D6, "SR-38 Ostius' casualty roll (SR-AMB-5)").faces[0])
    } else {
        (0, 0)
    };
    let out = combat::pirates_in(strength, &garrison, dice, s.options.score);
    ev.emit(
        s,
        Event::PirateRaid {
            strength,
            garrison: (garrison.unit_bs(), garrison.city_defence()),
            value: out.value,
            left: out.left,
            falls: out.falls,
        },
    );
    for &unit in &out.lost {
        ev.emit(s, Event::UnitRemoved { unit, why: Loss::Battle });
    }
    if !out.falls {
        return;
    }
    if s.city(ostius).is_some_and(|c| c.siege.is_some()) {
        ev.emit(s, Event::SiegeEnded { city: ostius, why: SiegeEnd::Taken });
    }
    let inside: Vec<UnitId> = s.army(Some(owner), ostius).map(|u| u.id).collect();
    overrun(s, &inside, ostius, ev);
    ev.emit(s, Event::CityTaken { city: ostius, by: None });
    let ships =
        if s.options.pirate_fleet { combat::pirate_fleet(out.left.0) } else { combat::pirate_ships(out.left.0) };
    for _ in 0..ships {
        crate::prisoners::place(s, None, UnitKind::Ship, ostius, ev);
    }
}
