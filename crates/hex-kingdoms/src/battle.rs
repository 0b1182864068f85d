//! HK-4 — the battle sequence as a state machine: reaction, bag
//! preparation, conversion, clash, redraws, losses, recovery, outcome.
//! Every random draw goes through a [`Drawer`], so tests script the order.

use crate::Ev;
use crate::bag::{Drawer, Side, Token};
use crate::event::Event;
use crate::ids::{PlayerId, Tech};
use crate::movement::reaction_moves;
use crate::prepare::{alive, courage, fabian_max, strength};
use crate::state::{Battle, BattleStep, State, Target};
use engine::board::RegionId;

/// The battle in progress (cloned, so the state can change under it).
fn current(s: &State) -> Option<Battle> {
    s.battle().cloned()
}

/// HK-5, HK-7, HK-8, G-7 — armies of the defender that may still react:
/// unexhausted ones within 2 hexes while the formation has room, and the
/// attacked army itself (HK-5: "the defender's army"; it already counts in
/// the formation). A garrison under siege holds its fortification: a
/// reaction is a manoeuvre in the field, and leaving would undo the siege
/// the attacker declared against (HK-68).
#[must_use]
pub fn reaction_sources(s: &State) -> Vec<RegionId> {
    let Some(b) = s.battle() else { return Vec::new() };
    let d = b.players[1];
    let armies = b.defend_hexes.iter().filter(|&&h| s.army_owner(h) == Some(d)).count();
    let room = armies < s.formation_limit(d);
    s.map()
        .ids()
        .filter(|&h| s.army_owner(h) == Some(d) && !s.exhausted(h))
        .filter(|&h| if h == b.target { !b.siege } else { room && !b.defend_hexes.contains(&h) })
        .filter(|&h| s.map().distance(h, b.target) <= 2 && !reaction_moves(s, d, h).is_empty())
        .collect()
}

/// Whether a side has any choice when preparing (otherwise it is automatic).
#[must_use]
pub fn prepare_has_choice(s: &State, b: &Battle, side: Side) -> bool {
    let p = s.player(b.players[side.index()]);
    let (_, neutral, _) = strength(s, b, side);
    p.action_dice > 0 || p.experience > 0 || neutral > 0 || fabian_max(s, b, side) > 0
}

/// HK-38 — how many more tokens `side` may draw now.
#[must_use]
pub fn draw_limit(s: &State, b: &Battle, side: Side) -> u32 {
    let room = match side {
        Side::Attacker => courage(s, b, Side::Attacker).saturating_sub(b.attacker_drew),
        Side::Defender => courage(s, b, Side::Defender).saturating_sub(b.drawn.total()),
    };
    room.min(b.bag.total())
}

/// HK-42…HK-44 — whether a side still has a redraw available.
#[must_use]
pub fn may_redraw(s: &State, b: &Battle, side: Side) -> bool {
    let techs = &s.player(b.players[side.index()]).techs;
    let i = side.index();
    let tactics = techs.contains(&Tech::Tactics) && !b.tactics_used[i] && !b.regular_used[i];
    let regular = techs.contains(&Tech::RegularArmy) && !b.regular_used[i] && b.bag.total() > 0;
    b.drawn.total() > 0 && (tactics || regular)
}

/// G-4, G-16 — each player's 25 dice; the shared 40 neutral dice.
pub const OWN_DICE: u32 = 25;
/// G-4 — neutral dice in the shared supply.
pub const NEUTRAL_DICE: u32 = 40;

fn set(s: &mut State, ev: &mut Ev, step: BattleStep) {
    ev.emit(s, Event::BattleStepSet(step));
}

/// Runs the automatic steps until a player has to decide or the battle ends.
pub fn advance(s: &mut State, ev: &mut Ev) {
    for _ in 0..32 {
        let Some(b) = current(s) else { return };
        match b.step {
            BattleStep::React if reaction_sources(s).is_empty() => set(s, ev, BattleStep::Prepare(Side::Attacker)),
            BattleStep::Prepare(side) if !prepare_has_choice(s, &b, side) => prepare(s, side, 0, 0, 0, 0, ev),
            BattleStep::Draw(side)
                if draw_limit(s, &b, side) == 0
                    || (side == Side::Defender && b.attacker_drew >= courage(s, &b, Side::Defender)) =>
            {
                after_draw(s, side, ev);
            }
            BattleStep::PostDraw(side) if !may_redraw(s, &b, side) => keep(s, side, ev),
            BattleStep::Convert(side) if crate::conversion::conversion_targets(s, side).is_empty() => {
                skip_check(s, side, ev)
            }
            BattleStep::Recover(side) if crate::conversion::recovery_targets(s, side).is_empty() => {
                if side == Side::Attacker {
                    crate::resolve::finish(s, ev);
                    return;
                }
                skip_check(s, side, ev);
            }
            // Nothing moves between a passed check and its landing, so a unit
            // waiting to land has somewhere to go; were it ever otherwise, it
            // is not placed (G-15 step 1) and its side's checks go on.
            BattleStep::Land(side) if crate::conversion::pending_landing(s).is_none_or(|(_, _, h)| h.is_empty()) => {
                let recovery = b.landing.is_some_and(|l| l.check == crate::state::CheckKind::Recovery);
                set(s, ev, if recovery { BattleStep::Recover(side) } else { BattleStep::Convert(side) });
            }
            BattleStep::Assign(side) if crate::losses::legal_targets(s, &b, side).is_empty() => {
                if b.damage_left[side.index()] > 0 {
                    ev.emit(s, Event::DamageWasted { side });
                }
                match side {
                    Side::Attacker => set(s, ev, BattleStep::Assign(Side::Defender)),
                    Side::Defender => {
                        crate::resolve::remove_losses(s, ev);
                        let lost = current(s).is_some_and(|b| !b.buildings_lost.is_empty());
                        set(
                            s,
                            ev,
                            if lost { BattleStep::ReturnBuildings } else { BattleStep::Recover(Side::Defender) },
                        );
                    }
                }
            }
            _ => return,
        }
    }
}

/// HK-1, G-6 — declare an attack on `target` with the armies that reach it.
pub fn declare(s: &mut State, p: PlayerId, selected: &[RegionId], target: RegionId, ev: &mut Ev) {
    let Some(defender) = crate::prepare::target_owner(s, p, target) else { return };
    let armies = crate::prepare::attacking_armies(s, p, selected, target);
    let battle = crate::prepare::declare(s, p, defender, armies, target);
    ev.emit(s, Event::BattleDeclared(Box::new(battle)));
}

/// HK-5, HK-6, HK-9, G-7 — an army moves into the defence.
pub fn react(s: &mut State, from: RegionId, to: RegionId, ev: &mut Ev) {
    let units = s.army(from);
    ev.emit(s, Event::Reacted { units, to });
}

/// HK-5 — the defender stops reacting.
pub fn no_reaction(s: &mut State, ev: &mut Ev) {
    set(s, ev, BattleStep::Prepare(Side::Attacker));
}

/// HK-10…HK-18, G-14 — a side's tokens go into the bag; after the defender,
/// Fabian Tactics (HK-80) and the conversion step (HK-30) follow.
pub fn prepare(s: &mut State, side: Side, action_dice: u8, experience: u8, omit_defence: u8, fabian: u8, ev: &mut Ev) {
    let Some(b) = current(s) else { return };
    let (own, neutral, active) = strength(s, &b, side);
    let own = (own + u32::from(action_dice) + u32::from(experience)).min(OWN_DICE);
    let neutral = neutral.saturating_sub(u32::from(omit_defence)).min(NEUTRAL_DICE);
    let fabian = u32::from(fabian);
    ev.emit(s, Event::Prepared { side, own, neutral, action_dice, experience, active, fabian });
    if side == Side::Attacker {
        set(s, ev, BattleStep::Prepare(Side::Defender));
        return;
    }
    for f in [Side::Attacker, Side::Defender] {
        let Some(b) = current(s) else { return };
        let x = b.fabian[f.index()].min(b.bag.attacker).min(b.bag.defender);
        if x > 0 {
            ev.emit(s, Event::FabianDiscard { x });
        }
    }
    set(s, ev, BattleStep::Convert(Side::Defender));
}

/// HK-30, HK-59 — no (more) checks: the defender's step passes to the
/// attacker, then conversion gives way to the clash and recovery to the end.
pub fn skip_check(s: &mut State, side: Side, ev: &mut Ev) {
    let Some(step) = s.battle().map(|b| b.step) else { return };
    let next = match (step, side) {
        (BattleStep::Convert(_), Side::Defender) => BattleStep::Convert(Side::Attacker),
        (BattleStep::Convert(_), Side::Attacker) => BattleStep::Draw(Side::Attacker),
        (BattleStep::Recover(_), Side::Defender) => BattleStep::Recover(Side::Attacker),
        _ => {
            crate::resolve::finish(s, ev);
            return;
        }
    };
    set(s, ev, next);
}

/// HK-74, HK-75 — the defender says which building the next lost one was;
/// after the last, recovery follows.
pub fn return_building(s: &mut State, kind: crate::ids::BuildingKind, ev: &mut Ev) {
    let Some(b) = current(s) else { return };
    let Some(&was) = b.buildings_lost.first() else { return };
    ev.emit(s, Event::BuildingReturned { player: b.players[1], was, kind });
    if current(s).is_some_and(|b| b.buildings_lost.is_empty()) {
        set(s, ev, BattleStep::Recover(Side::Defender));
    }
}

/// HK-36…HK-38 — `side` draws `n` tokens.
pub fn draw(s: &mut State, side: Side, n: u8, d: &mut dyn Drawer, ev: &mut Ev) {
    for _ in 0..n {
        let Some(b) = current(s) else { return };
        if b.bag.total() == 0 {
            break;
        }
        let token = d.draw(&b.bag, "HK-36 clash draw");
        ev.emit(s, Event::Drawn { side, token });
    }
}

/// HK-37 — stop drawing.
pub fn stop(s: &mut State, side: Side, ev: &mut Ev) {
    after_draw(s, side, ev);
}

fn after_draw(s: &mut State, side: Side, ev: &mut Ev) {
    let next = match side {
        Side::Attacker => BattleStep::Draw(Side::Defender),
        Side::Defender => BattleStep::PostDraw(Side::Attacker),
    };
    set(s, ev, next);
}

/// HK-42 — Tactics: all clash tokens back, the same number drawn again.
pub fn tactics(s: &mut State, side: Side, d: &mut dyn Drawer, ev: &mut Ev) {
    let Some(b) = current(s) else { return };
    let n = b.drawn.total();
    ev.emit(s, Event::TacticsUsed { side });
    for _ in 0..n {
        let Some(b) = current(s) else { return };
        let token = d.draw(&b.bag, "HK-42 Tactics redraw");
        ev.emit(s, Event::Drawn { side, token });
    }
}

/// HK-43 — Regular Army: set aside one drawn token, draw one, return it.
pub fn regular_army(s: &mut State, side: Side, token: Token, d: &mut dyn Drawer, ev: &mut Ev) {
    ev.emit(s, Event::SetAside { side, token });
    if let Some(b) = current(s).filter(|b| b.bag.total() > 0) {
        let drawn = d.draw(&b.bag, "HK-43 Regular Army redraw");
        ev.emit(s, Event::Drawn { side, token: drawn });
    }
    ev.emit(s, Event::Returned { token });
}

/// Keep the draw: the defender's redraws, then damage (HK-45, HK-25).
pub fn keep(s: &mut State, side: Side, ev: &mut Ev) {
    if side == Side::Attacker {
        set(s, ev, BattleStep::PostDraw(Side::Defender));
        return;
    }
    let Some(b) = current(s) else { return };
    let damage = Side::BOTH.map(|x| if b.active[x.index()] { b.drawn.count(Token::of(x)) } else { 0 });
    ev.emit(s, Event::DamageSet { damage });
    set(s, ev, BattleStep::Assign(Side::Attacker));
}

/// HK-48…HK-50 — assign damage to one enemy object.
pub fn assign(s: &mut State, side: Side, target: Target, ev: &mut Ev) {
    let Some(b) = current(s) else { return };
    if let Ok(amount) = crate::losses::may_assign(s, &b, side, target) {
        ev.emit(s, Event::Assigned { side, target, amount });
    }
}

/// The alive units of a side (re-exported for views and the computer).
#[must_use]
pub fn side_units(s: &State, b: &Battle, side: Side) -> usize {
    alive(s, b, side).len()
}
