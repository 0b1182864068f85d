//! The rules that must hold after every action (`Rules::invariants`),
//! checked by `sandtable soak` and the proptests after every action of
//! whole games, so the next fault is found by a machine. Each names the
//! rule it keeps. They hold for games of rules 2; the games of the first
//! rules keep their faults (the seven of issue 38) and are not checked.

use crate::action::{Action, Group};
use crate::check::check;
use crate::ids::{Faction, Owner, UnitKind, owner_key};
use crate::map::map;
use crate::state::{KardAt, STEPS, State};
use engine::board::RegionId;
use engine::side::Side;
use engine::text::Text;

/// Every invariant `s` breaks, each said with its rule id.
#[must_use]
pub fn broken(s: &State) -> Vec<Text> {
    if s.rules < 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    sieges(s, &mut out);
    cities(s, &mut out);
    fields(s, &mut out);
    kards(s, &mut out);
    vassals(s, &mut out);
    if s.finish.is_none() {
        turn(s, &mut out);
    }
    out
}

fn place(r: RegionId) -> String {
    map().name_key(r)
}

/// SR-14, SR-42, SR-45, SR-G15 — a siege stands only between foes, with
/// besiegers in the field, no weaker than the defence.
fn sieges(s: &State, out: &mut Vec<Text>) {
    for c in &s.cities {
        let Some(siege) = c.siege else { continue };
        if !s.hostile(c.owner, Some(siege.by)) {
            out.push(
                Text::key("sr.invariant.peace_siege")
                    .name("faction", siege.by.key())
                    .name("city", place(c.city))
                    .name("owner", owner_key(c.owner)),
            );
        }
        if crate::siege::field_army(s, siege.by, c.city).is_empty() {
            out.push(Text::key("sr.invariant.no_besiegers").name("city", place(c.city)));
        }
        let (ours, theirs) =
            (crate::siege::besiegers(s, siege.by, c.city).strength(), crate::siege::defence(s, c.city).strength());
        if ours < theirs {
            out.push(
                Text::key("sr.invariant.weak_siege")
                    .name("city", place(c.city))
                    .plain("ours", ours)
                    .plain("theirs", theirs),
            );
        }
    }
}

/// SR-16, SR-AMB-16, SR-G10 — a city holds only its owner's units (and
/// units waiting for their owner's choice), and a storm never leaves its
/// fortress empty.
fn cities(s: &State, out: &mut Vec<Text>) {
    let waiting: Vec<_> = crate::choices::waiting(s).collect();
    for c in &s.cities {
        // Right after a storm (the city was stormed this turn), an emptied
        // fortress would mean the storm left no defender but took no city;
        // emptied later (attrition, a sortie), it waits for the next storm.
        // (Attrition at the end of the last round may empty it too, the
        // turn's flags not yet cleared: a finished game is not checked.)
        if c.stormed && c.walls_lost && s.finish.is_none() && s.army(c.owner, c.city).next().is_none() {
            out.push(
                Text::key("sr.invariant.empty_fortress").name("city", place(c.city)).name("owner", owner_key(c.owner)),
            );
        }
        if let Some(u) = s.units_at(c.city).find(|u| u.owner != c.owner && !waiting.contains(&u.id)) {
            out.push(
                Text::key("sr.invariant.foe_in_city")
                    .name("faction", owner_key(u.owner))
                    .name("city", place(c.city))
                    .name("owner", owner_key(c.owner)),
            );
        }
    }
}

/// SR-2, SR-9, SR-21, SR-G9, SR-G10 — no unit in an impassable land, no
/// fleet carrying more than two a ship, and no two hostile armies in one
/// place unless a battle follows there or one waits to withdraw. Two
/// realms neither of which plays now may stand together as foes: a vassal
/// freed when its lord fell into vassalage (SR-G16) stands where it stood
/// beside its former lord, and their battle follows in the turn of the
/// first of them to act (`settle::engage_foes`; found in a soak of
/// computer 3, `tests/found.rs`). A neutral army never acts, so it never
/// stands with a realm's but in that realm's turn.
fn fields(s: &State, out: &mut Vec<Text>) {
    let m = map();
    let waiting: Vec<_> = crate::choices::waiting(s).collect();
    for (i, _) in m.info.iter().enumerate() {
        let at = RegionId(u16::try_from(i).unwrap_or(u16::MAX));
        if s.units_at(at).next().is_none() {
            continue;
        }
        if m.is_field(at) && !m.passable(at) {
            out.push(Text::key("sr.invariant.impassable").name("place", place(at)));
        }
        let owners: Vec<Owner> = {
            let mut o: Vec<Owner> = s.units_at(at).filter(|u| !waiting.contains(&u.id)).map(|u| u.owner).collect();
            o.dedup();
            o.sort_unstable();
            o.dedup();
            o
        };
        if m.is_sea(at) {
            for &o in &owners {
                let ships = s.army(o, at).filter(|u| u.kind == UnitKind::Ship).count();
                let riders = s.army(o, at).count() - ships;
                if riders > 2 * ships {
                    out.push(
                        Text::key("sr.invariant.overloaded")
                            .name("owner", owner_key(o))
                            .plain("riders", riders)
                            .plain("ships", ships)
                            .name("place", place(at)),
                    );
                }
            }
        }
        if m.is_city(at) || s.engaged.iter().any(|e| e.at == at) {
            continue;
        }
        let acting = s.acting();
        let later = |a: Owner, b: Owner| a.is_some() && b.is_some() && a != acting && b != acting;
        let foes = owners
            .iter()
            .enumerate()
            .find_map(|(i, &a)| owners[i + 1..].iter().find(|&&b| s.hostile(a, b) && !later(a, b)).map(|&b| (a, b)));
        if let Some((a, b)) = foes {
            out.push(
                Text::key("sr.invariant.foes_together")
                    .name("first", owner_key(a))
                    .name("second", owner_key(b))
                    .name("place", place(at)),
            );
        }
    }
}

/// SR-24, SR-25, SR-G2, SR-G9 — a free kard is his realm's one ruler on
/// the map; a captive or absent one is not on it; the neutrals hold a
/// kard only in a city of theirs.
fn kards(s: &State, out: &mut Vec<Text>) {
    for f in Faction::ALL {
        let rulers = s.units.iter().filter(|u| u.owner == Some(f) && u.kind == UnitKind::Ruler).count();
        let kard = s.faction(f).kard;
        let expected = usize::from(kard == KardAt::Free);
        if rulers != expected {
            out.push(
                Text::key("sr.invariant.kard_count")
                    .name("kard", f.kard().key())
                    .plain("count", rulers)
                    .plain("expected", expected),
            );
        }
        if let KardAt::Captive { by: None, at } = kard
            && (!map().is_city(at) || s.owner(at).is_some())
        {
            out.push(Text::key("sr.invariant.neutral_captor").name("kard", f.kard().key()).name("place", place(at)));
        }
    }
}

/// SR-G16 — no chains of vassals, and no realm its own lord.
fn vassals(s: &State, out: &mut Vec<Text>) {
    for f in Faction::ALL {
        let Some(lord) = s.faction(f).lord else { continue };
        if lord == f || s.faction(lord).lord.is_some() {
            out.push(Text::key("sr.invariant.vassal_chain").name("vassal", f.key()).name("lord", lord.key()));
        }
    }
}

/// SR-G3, SR-G10, SR-6 — the seat to act always has a way on: the turn
/// can end, or its pending battles be fought, or its pending choice made;
/// and a step of one unit the rules allow is offered (its count picked in
/// the move's fields).
fn turn(s: &State, out: &mut Vec<Text>) {
    let Some(f) = s.decider() else {
        out.push(Text::key("sr.invariant.nobody"));
        return;
    };
    let legal = crate::legal::legal_actions(s, f);
    let on = if !s.pending.is_empty() {
        !legal.is_empty()
    } else if s.engaged.is_empty() {
        legal.contains(&Action::EndTurn)
    } else {
        s.engaged.iter().all(|e| legal.contains(&Action::Attack { at: e.at }))
    };
    if !on {
        out.push(Text::key("sr.invariant.stuck").name("faction", f.key()));
    }
    if s.pending.is_empty() {
        out.extend(unoffered_steps(s, f, &legal));
    }
}

/// SR-6, SR-G10 — the steps of one unit of `f` the rules allow for which
/// `offered` (the legal actions) lists no move between the same places.
#[must_use]
pub fn unoffered_steps(s: &State, f: Faction, offered: &[Action]) -> Vec<Text> {
    let m = map();
    let mut out = Vec::new();
    let mut seen: Vec<(RegionId, RegionId, UnitKind)> = Vec::new();
    for u in s.units.iter().filter(|u| u.owner == Some(f) && u.steps < STEPS) {
        for &(to, _) in m.board.links(u.at) {
            if seen.contains(&(u.at, to, u.kind)) {
                continue;
            }
            seen.push((u.at, to, u.kind));
            let mut group = Group::default();
            group.set(u.kind, 1);
            let one = Action::Move { from: u.at, to, group };
            let listed =
                offered.iter().any(|a| matches!(a, Action::Move { from, to: t, .. } if *from == u.at && *t == to));
            if check(s, f, &one).is_ok() && !listed {
                out.push(
                    Text::key("sr.invariant.step_not_offered")
                        .name("unit", u.kind.key())
                        .name("from", place(u.at))
                        .name("to", place(to)),
                );
            }
        }
    }
    out
}
