//! Applying battle events (the battle half of [`crate::apply::apply`]).

use crate::bag::{Side, Token};
use crate::event::Event;
use crate::ids::PlayerId;
use crate::state::{BattleStep, MAX_EXPERIENCE, State, Step};

fn add_experience(s: &mut State, p: PlayerId, n: u8) {
    if let Some(pl) = s.players.get_mut(p.index()) {
        pl.experience = pl.experience.saturating_add(n).min(MAX_EXPERIENCE);
    }
}

/// Applies a battle event.
pub fn apply_battle(s: &mut State, e: &Event) {
    if apply_clash(s, e) {
        return;
    }
    match e {
        Event::Reacted { units, to } => reacted(s, units, *to),
        Event::Prepared { side, own, neutral, action_dice, experience, active, fabian } => {
            let Some(b) = s.battle_mut() else { return };
            let i = side.index();
            b.bag.add(Token::of(*side), *own);
            b.bag.add(Token::Neutral, *neutral);
            b.active[i] = *active;
            b.experience_in[i] = *experience;
            b.fabian[i] = *fabian;
            let p = b.players[i];
            if let Some(pl) = s.players.get_mut(p.index()) {
                pl.action_dice = pl.action_dice.saturating_sub(*action_dice);
                pl.experience = pl.experience.saturating_sub(*experience);
            }
        }
        Event::FabianDiscard { x } => {
            if let Some(b) = s.battle_mut() {
                b.bag.remove(Token::Attacker, *x);
                b.bag.remove(Token::Defender, *x);
            }
        }
        Event::CheckMade { side, kind, drawn, passed, .. } => {
            if let Some(b) = s.battle_mut() {
                let used = match kind {
                    crate::state::CheckKind::Conversion => &mut b.conversions_used,
                    crate::state::CheckKind::Recovery => &mut b.recoveries_used,
                };
                used[side.index()] = used[side.index()].saturating_add(1);
            }
            check_made(s, *side, drawn, *passed);
        }
        Event::Recovered { lost, new, placed } => {
            s.units.insert(*new, placed.clone());
            s.next_id = s.next_id.max(new.0 + 1);
            if let Some(b) = s.battle_mut() {
                b.lost.retain(|(id, _, _)| id != lost);
            }
        }
        Event::Converted { unit, new, placed } => {
            s.units.remove(unit);
            s.units.insert(*new, placed.clone());
            s.next_id = s.next_id.max(new.0 + 1);
            if let Some(b) = s.battle_mut() {
                b.converted.push(*unit);
            }
        }
        Event::LossesRemoved { units, structures, markers } => {
            for u in units {
                if let Some(unit) = s.units.remove(u)
                    && let Some(b) = s.battle_mut()
                {
                    b.lost.push((*u, unit.kind, unit.at));
                }
            }
            for x in structures {
                let Some(gone) = s.structures.remove(x) else { continue };
                if let (crate::ids::StructKind::Building(kind), Some(b)) = (gone.kind, s.battle_mut()) {
                    b.buildings_lost.push(kind);
                }
            }
            for (x, n) in markers {
                if let Some(st) = s.structures.get_mut(x) {
                    st.damage = st.damage.saturating_add(*n);
                }
            }
        }
        Event::BuildingReturned { player, was, kind } => {
            if let Some(b) = s.battle_mut()
                && let Some(i) = b.buildings_lost.iter().position(|k| k == was)
            {
                b.buildings_lost.remove(i);
            }
            if let Some(pl) = s.players.get_mut(player.index()) {
                let [from, to] = [was.position(), kind.position()];
                pl.buildings[from] = pl.buildings[from].saturating_sub(1);
                pl.buildings[to] = pl.buildings[to].saturating_add(1);
            }
        }
        Event::BattleEnded { winner, experience_back } => battle_ended(s, *winner, *experience_back),
        Event::BattleStepSet(step) => {
            if let Some(b) = s.battle_mut() {
                b.step = *step;
                // A unit waits to land only in the step of landing.
                if !matches!(step, BattleStep::Land(_)) {
                    b.landing = None;
                }
            }
        }
        Event::LandingAwaited { side, landing } => {
            if let Some(b) = s.battle_mut() {
                b.landing = Some(*landing);
                b.step = BattleStep::Land(*side);
            }
        }
        _ => {}
    }
}

/// HK-36…HK-49 — draws, redraws and damage; `false` if not such an event.
fn apply_clash(s: &mut State, e: &Event) -> bool {
    match e {
        Event::Drawn { side, token } => {
            if let Some(b) = s.battle_mut() {
                b.bag.remove(*token, 1);
                b.drawn.add(*token, 1);
                if *side == Side::Attacker {
                    b.attacker_drew += 1;
                }
            }
        }
        Event::TacticsUsed { side } => {
            if let Some(b) = s.battle_mut() {
                for t in Token::ALL {
                    b.bag.add(t, b.drawn.count(t));
                }
                b.drawn = crate::bag::Bag::default();
                b.tactics_used[side.index()] = true;
            }
        }
        Event::SetAside { side, token } => {
            if let Some(b) = s.battle_mut() {
                b.drawn.remove(*token, 1);
                b.regular_used[side.index()] = true;
            }
        }
        Event::Returned { token } => {
            if let Some(b) = s.battle_mut() {
                b.bag.add(*token, 1);
            }
        }
        Event::DamageSet { damage } => {
            if let Some(b) = s.battle_mut() {
                b.damage_left = *damage;
            }
        }
        Event::Assigned { side, target, amount } => {
            if let Some(b) = s.battle_mut() {
                *b.assigned.entry(*target).or_default() += amount;
                let left = &mut b.damage_left[side.index()];
                *left = left.saturating_sub(u32::from(*amount));
            }
        }
        Event::DamageWasted { side } => {
            if let Some(b) = s.battle_mut() {
                b.damage_left[side.index()] = 0;
            }
        }
        _ => return false,
    }
    true
}

fn reacted(s: &mut State, units: &[crate::ids::UnitId], to: engine::board::RegionId) {
    for u in s.units.iter_mut().filter(|(i, _)| units.contains(i)).map(|(_, u)| u) {
        u.at = to;
        u.exhaustion = u.exhaustion.saturating_add(1);
    }
    if let Some(b) = s.battle_mut() {
        // The attacked army is a participant already (G-7: it stays one).
        let joining: Vec<_> = units.iter().copied().filter(|u| !b.units[1].contains(u)).collect();
        b.units[1].extend(joining);
        b.defend_hexes.push(to);
    }
}

/// HK-27, G-15 step 5 — own tokens go on the card on a pass (else are
/// discarded), neutral tokens are discarded, opponent tokens return.
fn check_made(s: &mut State, side: Side, drawn: &[Token], passed: bool) {
    let Some(b) = s.battle_mut() else { return };
    let own = Token::of(side);
    let n_own = drawn.iter().filter(|&&t| t == own).count();
    let n_neutral = drawn.iter().filter(|&&t| t == Token::Neutral).count();
    b.bag.remove(own, u32::try_from(n_own).unwrap_or(0));
    b.bag.remove(Token::Neutral, u32::try_from(n_neutral).unwrap_or(0));
    let p = b.players[side.index()];
    if passed {
        add_experience(s, p, u8::try_from(n_own).unwrap_or(0));
    }
}

/// HK-65, HK-66, G-16, G-17 — experience back on the cards, Monarchy
/// experience and Steadfast count for the winner, back to the turn.
fn battle_ended(s: &mut State, winner: Option<Side>, back: [u8; 2]) {
    let Some(b) = s.battle_mut() else { return };
    let players = b.players;
    for side in Side::BOTH {
        add_experience(s, players[side.index()], back[side.index()]);
    }
    if let Some(w) = winner {
        let p = players[w.index()];
        if w == Side::Defender
            && let Some(pl) = s.players.get_mut(p.index())
        {
            pl.defended = pl.defended.saturating_add(1);
        }
    }
    s.step = Step::Actions;
}
