//! `Rules::legal_actions` — every action the deciding player may take now.

use crate::action::Action;
use crate::bag::{Side, Token};
use crate::battle::{draw_limit, reaction_sources};
use crate::check::{check, decider};
use crate::ids::{BuildingKind, Government, PlayerId, StructKind, Tech, UnitKind};
use crate::movement::{destinations, reaction_moves};
use crate::prepare::{fabian_max, strength};
use crate::state::{BattleStep, State, Step};
use engine::board::RegionId;

/// Every legal action of `p` now.
#[must_use]
pub fn legal_actions(s: &State, p: PlayerId) -> Vec<Action> {
    if s.finish.is_some() || decider(s) != p {
        return Vec::new();
    }
    let cands = match &s.step {
        Step::Actions => turn_candidates(s, p),
        Step::AfterManoeuvre(selected) => {
            let mut v: Vec<Action> = s.map().ids().map(|target| Action::Attack { target }).collect();
            if selected.len() < s.formation_limit(p) {
                let near = |h| selected.iter().any(|&x| s.map().distance(x, h) <= 2);
                for from in s.map().ids().filter(|&h| s.army_owner(h) == Some(p) && !s.exhausted(h) && near(h)) {
                    v.extend(destinations(s, p, from).into_keys().map(|to| Action::Join { from, to }));
                }
            }
            v.push(Action::EndManoeuvre);
            v
        }
        Step::Battle(_) => battle_candidates(s, p),
        Step::Advance { armies, .. } => {
            armies.iter().map(|&from| Action::Advance { from }).chain([Action::EndManoeuvre]).collect()
        }
    };
    cands.into_iter().filter(|a| matches!(a, Action::Manoeuvre { .. }) || check(s, p, a).is_ok()).collect()
}

/// HK-85 — one split per hex some part of the army on `from` can reach,
/// its amounts set to a part that gets there: first everything but the
/// peasants (the split a player makes most), else the units of one kind,
/// the rest staying (one of them, if that kind is all there is). The
/// player then sets how many of each kind stay.
fn splits(s: &State, p: PlayerId, from: RegionId) -> Vec<Action> {
    let kinds = s.kinds_at(from);
    if kinds.iter().sum::<u32>() < 2 {
        return Vec::new();
    }
    let present: Vec<UnitKind> = UnitKind::ALL.into_iter().filter(|k| kinds[k.position()] > 0).collect();
    let soldiers: Vec<UnitKind> = present.iter().copied().filter(|&k| k != UnitKind::Peasants).collect();
    let mut parts: Vec<Vec<UnitKind>> = Vec::new();
    if present.contains(&UnitKind::Peasants) && !soldiers.is_empty() {
        parts.push(soldiers);
    }
    parts.extend(present.iter().map(|&k| vec![k]));
    let mut out: Vec<Action> = Vec::new();
    for moving in parts {
        let mut leave = kinds.to_vec();
        for k in &moving {
            leave[k.position()] = 0;
        }
        if leave.iter().all(|&n| n == 0) {
            leave[moving[0].position()] = 1;
        }
        for &to in crate::movement::destinations_of(s, p, from, &moving).keys().filter(|&&to| to != from) {
            if !out.iter().any(|a| matches!(a, Action::Split { to: t, .. } if *t == to)) {
                out.push(Action::Split { from, to, leave: leave.clone() });
            }
        }
    }
    out
}

fn turn_candidates(s: &State, p: PlayerId) -> Vec<Action> {
    let mut v = Vec::new();
    let armies: Vec<_> = s.map().ids().filter(|&h| s.army_owner(h) == Some(p) && !s.exhausted(h)).collect();
    if s.player(p).action_dice > 0 {
        for &from in &armies {
            let n = s.units_at(from).count();
            for &to in destinations(s, p, from).keys() {
                let there = if to == from { 0 } else { s.units_at(to).count() };
                if there + n <= crate::state::STACK {
                    v.push(Action::Manoeuvre { from, to, leave_peasants: false });
                }
            }
            v.extend(splits(s, p, from));
        }
    }
    let mine: Vec<_> = s.structures.iter().filter(|(_, x)| x.owner == p).map(|(i, x)| (*i, x.clone())).collect();
    for (id, x) in &mine {
        if matches!(x.kind, StructKind::City | StructKind::Castle) {
            v.extend(UnitKind::ALL.map(|kind| Action::Recruit { at: x.at, kind }));
            v.extend(BuildingKind::ALL.map(|b| Action::Build { at: x.at, kind: StructKind::Building(b) }));
        }
        if x.damage > 0 {
            v.push(Action::Repair { structure: *id });
        }
    }
    for h in s.map().ids() {
        let own_units = s.army_owner(h) == Some(p);
        if own_units {
            v.push(Action::Build { at: h, kind: StructKind::City });
            v.push(Action::Build { at: h, kind: StructKind::Castle });
        }
        if s.in_territory(p, h) || s.has(h, p, StructKind::Castle) {
            for e in 0..6 {
                v.push(Action::Build { at: h, kind: StructKind::Wall(e) });
                v.push(Action::Build { at: h, kind: StructKind::Palisade(e) });
            }
        }
    }
    v.extend(Tech::ALL.map(|tech| Action::Research { tech }));
    v.extend(Government::ALL.map(|government| Action::Reform { government }));
    v.push(Action::EndTurn);
    v
}

fn battle_candidates(s: &State, p: PlayerId) -> Vec<Action> {
    let Some(b) = s.battle() else { return Vec::new() };
    let mut v = Vec::new();
    match b.step {
        BattleStep::React => {
            for from in reaction_sources(s) {
                v.extend(reaction_moves(s, p, from).into_iter().map(|to| Action::React { from, to }));
            }
            v.push(Action::NoReaction);
        }
        BattleStep::Prepare(side) => {
            let pl = s.player(p);
            let (_, neutral, _) = strength(s, b, side);
            let fab = u8::try_from(fabian_max(s, b, side)).unwrap_or(0);
            let fabs: Vec<u8> = if fab > 0 { vec![0, fab] } else { vec![0] };
            let all = u8::try_from(neutral).unwrap_or(0);
            let omits: Vec<u8> = if all > 0 { vec![0, all] } else { vec![0] };
            let exps: Vec<u8> = if pl.experience > 0 { vec![0, pl.experience] } else { vec![0] };
            for action_dice in 0..=pl.action_dice {
                for &experience in &exps {
                    for &omit_defence in &omits {
                        for &fabian in &fabs {
                            v.push(Action::Prepare { action_dice, experience, omit_defence, fabian });
                        }
                    }
                }
            }
        }
        BattleStep::Draw(side) => {
            let n = u8::try_from(draw_limit(s, b, side)).unwrap_or(0);
            v.extend((1..=n).map(Action::DrawTokens));
            v.push(Action::StopDrawing);
        }
        BattleStep::PostDraw(_) => {
            v.push(Action::UseTactics);
            v.extend(Token::ALL.map(Action::UseRegularArmy));
            v.push(Action::KeepDraw);
        }
        BattleStep::Convert(side) => {
            v.extend(crate::conversion::conversion_targets(s, side).into_iter().map(Action::Convert));
            v.push(Action::SkipCheck);
        }
        BattleStep::ReturnBuildings => {
            // The type it had first: keeping it is the usual choice.
            let was = b.buildings_lost.first().copied();
            v.extend(was.map(Action::ReturnBuilding));
            v.extend(BuildingKind::ALL.into_iter().filter(|&k| Some(k) != was).map(Action::ReturnBuilding));
        }
        BattleStep::Recover(side) => {
            v.extend(crate::conversion::recovery_targets(s, side).into_iter().map(Action::Recover));
            v.push(Action::SkipCheck);
        }
        BattleStep::Land(_) => {
            let hexes = crate::conversion::pending_landing(s).map(|(_, _, h)| h).unwrap_or_default();
            v.extend(hexes.into_iter().map(Action::Land));
        }
        BattleStep::Assign(side) => {
            let _ = Side::Attacker;
            v.extend(crate::losses::legal_targets(s, b, side).into_iter().map(Action::AssignLoss));
        }
    }
    v
}
