//! [`apply`]: the only mutator of the state, event by event (the battle's
//! events in [`crate::apply_battle`]).

use crate::event::Event;
use crate::ids::PlayerId;
use crate::state::{MAX_EXPERIENCE, State, Step};

fn player_mut(s: &mut State, p: PlayerId) -> Option<&mut crate::state::Player> {
    s.players.get_mut(p.index())
}

/// The only mutator of a state.
pub fn apply(s: &mut State, e: &Event) {
    if apply_pieces(s, e) {
        return;
    }
    match e {
        Event::TurnStarted { player, round, income } => turn_started(s, *player, *round, *income),
        Event::Paid { player, gold, dice } => {
            if let Some(p) = player_mut(s, *player) {
                p.gold = p.gold.saturating_sub(*gold);
                p.action_dice = p.action_dice.saturating_sub(*dice);
            }
        }
        Event::Researched { player, tech } => {
            s.flags.researched = true;
            if let Some(p) = player_mut(s, *player) {
                p.techs.insert(*tech);
            }
        }
        Event::Reformed { player, government } => {
            s.flags.reformed = true;
            if let Some(p) = player_mut(s, *player) {
                p.government = *government;
            }
        }
        Event::Manoeuvred { armies } => s.step = Step::AfterManoeuvre(armies.clone()),
        Event::ManoeuvreEnded => s.step = Step::Actions,
        Event::Joined { at } => {
            if let Step::AfterManoeuvre(v) = &mut s.step {
                v.push(*at);
            }
        }
        Event::AdvanceOffered { target, armies } => s.step = Step::Advance { target: *target, armies: armies.clone() },
        Event::RelicTaken { relic, by } => {
            if let Some(r) = s.relics.get_mut(usize::from(*relic)) {
                *r = Some(*by);
            }
        }
        Event::BattleDeclared(b) => s.step = Step::Battle(b.clone()),
        Event::ExperienceGained { player, n } => {
            if let Some(p) = player_mut(s, *player) {
                p.experience = p.experience.saturating_add(*n).min(MAX_EXPERIENCE);
            }
        }
        Event::AchievementClaimed { player, achievement } => {
            if let Some(p) = player_mut(s, *player) {
                p.achievements.insert(*achievement);
            }
        }
        Event::PlayerOut { player } => {
            if let Some(p) = player_mut(s, *player) {
                p.out = true;
            }
        }
        Event::TurnEnded { next, round } => {
            s.active = *next;
            s.round = *round;
            s.step = Step::Actions;
            s.flags = crate::state::TurnFlags::default();
        }
        Event::GameEnded(f) => s.finish = Some(f.clone()),
        _ => crate::apply_battle::apply_battle(s, e),
    }
}

/// Units and structures entering, moving, leaving; `false` if not such an event.
fn apply_pieces(s: &mut State, e: &Event) -> bool {
    match e {
        Event::UnitPlaced { id, unit, site } => {
            if let Some(site) = site {
                *s.flags.recruited.entry(*site).or_default() += 1;
            }
            s.units.insert(*id, unit.clone());
            s.next_id = s.next_id.max(id.0 + 1);
        }
        Event::UnitRemoved { id } => {
            s.units.remove(id);
        }
        Event::UnitsMoved { units, to } => {
            for u in s.units.iter_mut().filter(|(i, _)| units.contains(i)).map(|(_, u)| u) {
                u.at = *to;
            }
        }
        Event::Exhausted { units, dice } => {
            for u in s.units.iter_mut().filter(|(i, _)| units.contains(i)).map(|(_, u)| u) {
                u.exhaustion = u.exhaustion.saturating_add(*dice);
            }
        }
        Event::Built { id, structure } => {
            if structure.kind.edge().is_some() {
                *s.flags.segments.entry(structure.at).or_default() += 1;
            }
            s.structures.insert(*id, structure.clone());
            s.next_id = s.next_id.max(id.0 + 1);
        }
        Event::Repaired { id } => {
            if let Some(x) = s.structures.get_mut(id) {
                x.damage = 0;
            }
        }
        _ => return false,
    }
    true
}

/// G-5 Refresh (1 exhaustion die off each unit, pool reset to 3) and Income.
fn turn_started(s: &mut State, player: PlayerId, round: u32, income: u32) {
    s.active = player;
    s.round = round;
    for u in s.units.values_mut().filter(|u| u.owner == player) {
        u.exhaustion = u.exhaustion.saturating_sub(1);
    }
    if let Some(p) = player_mut(s, player) {
        p.action_dice = crate::state::ACTION_DICE;
        p.gold += income;
    }
}
