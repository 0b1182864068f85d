//! The computer's nation: it marches on weak hostile lands, besieges and
//! storms, takes yasyr and carries it home, rests to replenish, spends its
//! surplus on recruits, attacks when its side is stronger, and enters
//! battle results with the resolver (GAP-10), confirming the other side's.

use crate::action::Action;
use crate::army::ArmyId;
use crate::battle::{Entry, Level, ResultState, Source, Verdict};
use crate::check::{MIN_STORM_SIEGE_PS, RECRUIT_COST, check};
use crate::map::{land, map};
use crate::nation::Nation;
use crate::state::{AfterVictory, Movement, Order, Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;

/// The computer's next action for `n`.
#[must_use]
pub fn computer_action(s: &State, n: Nation, rng: &mut Dice) -> Option<Action> {
    if s.phase == Phase::Over || s.nation(n).done {
        return None;
    }
    let wanted = match s.phase {
        Phase::Movement => movement(s, n, rng),
        Phase::Orders => orders(s, n),
        Phase::Results => results(s, n),
        Phase::Over => None,
    };
    wanted
        .filter(|a| check(s, n, a).is_ok())
        .or_else(|| check(s, n, &Action::EndPhase(s.phase)).is_ok().then_some(Action::EndPhase(s.phase)))
}

fn own_armies(s: &State, n: Nation) -> Vec<ArmyId> {
    s.armies.keys().copied().filter(|id| id.nation() == n).collect()
}

/// The PS of `n`'s side (own and allied armies) in a land.
fn side_strength(s: &State, n: Nation, l: RegionId) -> u32 {
    s.armies_in(l).filter(|(id, _)| s.allied(n, id.nation())).map(|(_, a)| a.strength).sum()
}

/// The PS hostile to `n` in a land, fortress defenders counted twice.
fn hostile_strength(s: &State, n: Nation, l: RegionId) -> u32 {
    let land = s.land(l);
    let fortress = map().info(l).fortress;
    let garrison = if s.hostile(n, land.owner) { land.garrison * if fortress { 2 } else { 1 } } else { 0 };
    garrison
        + s.armies_in(l)
            .filter(|(id, _)| s.hostile(n, id.nation()))
            .map(|(_, a)| if a.in_fortress { 2 * a.strength } else { a.strength })
            .sum::<u32>()
}

/// The hostile field armies' PS that could stand in `l` after this
/// movement phase: those there and those within their reach of it (a
/// Tatar chambul two lands away).
fn threat(s: &State, n: Nation, l: RegionId) -> u32 {
    s.armies
        .iter()
        .filter(|(id, a)| s.hostile(n, id.nation()) && !a.in_fortress)
        .filter(|(id, a)| map().distance(a.land, l).is_some_and(|d| d <= id.nation().reach(a.yasyr > 0)))
        .map(|(_, a)| a.strength)
        .sum()
}

/// Where an army threatened by a much stronger enemy goes: into its own
/// fortress, or to the neighbouring own or allied land that is least
/// threatened, if that is safer than staying. Soaks against random play
/// showed armies left standing in the way of twice their number lose most
/// of their PS to the superiority table (DC-SUP-1) in one battle.
fn shelter(s: &State, n: Nation, id: ArmyId) -> Option<Movement> {
    let a = &s.armies[&id];
    let here = threat(s, n, a.land);
    if here * 2 <= a.strength * 3 {
        return None;
    }
    let fortress = map().info(a.land).fortress && s.land(a.land).owner == n && s.land(a.land).siege.is_none();
    if fortress && !a.in_fortress {
        return Some(Movement::EnterFortress);
    }
    map()
        .neighbours(a.land)
        .filter(|&l| s.allied(n, s.land(l).owner))
        .map(|l| (threat(s, n, l), l))
        .filter(|&(t, _)| t < here / 2)
        .min()
        .map(|(_, l)| Movement::Move(l))
}

fn homes(n: Nation) -> Vec<RegionId> {
    match n {
        Nation::Tat => vec![land("crimea")],
        Nation::Tur => vec![land("moldavia"), land("yedisan")],
        _ => Vec::new(),
    }
}

fn movement(s: &State, n: Nation, rng: &mut Dice) -> Option<Action> {
    let ducats = s.nation(n).ducats;
    if ducats > 150 {
        let biggest = own_armies(s, n)
            .into_iter()
            .filter(|id| {
                let l = s.armies[id].land;
                s.land(l).owner == n && s.land(l).siege.is_none()
            })
            .max_by_key(|id| s.armies[id].strength);
        if let Some(army) = biggest {
            let ps = u32::try_from((ducats - 100) / RECRUIT_COST).unwrap_or(0);
            if ps > 0 {
                return Some(Action::Recruit { army, ps });
            }
        }
    }
    for id in own_armies(s, n) {
        let a = &s.armies[&id];
        // Out of the fortress once the danger has passed.
        let safe = threat(s, n, a.land) * 2 <= a.strength * 3;
        let leave = Action::Move { army: id, movement: Movement::LeaveFortress };
        if a.in_fortress && a.movement.is_none() && safe && check(s, n, &leave).is_ok() {
            return Some(leave);
        }
        if a.movement.is_some() || a.besieging || a.in_fortress {
            continue;
        }
        if let Some(movement) =
            shelter(s, n, id).filter(|m| check(s, n, &Action::Move { army: id, movement: *m }).is_ok())
        {
            return Some(Action::Move { army: id, movement });
        }
        // Carry yasyr home.
        if a.yasyr > 0 {
            let home = homes(n);
            if home.contains(&a.land) {
                continue;
            }
            let step = map()
                .neighbours(a.land)
                .min_by_key(|&x| home.iter().filter_map(|&h| map().distance(x, h)).min().unwrap_or(99));
            if let Some(to) = step {
                return Some(Action::Move { army: id, movement: Movement::Move(to) });
            }
            continue;
        }
        // A hostile land within reach that this army can take or plunder.
        let reach = n.reach(false);
        let mut targets: Vec<(u32, RegionId)> = map()
            .ids()
            .filter(|&l| map().distance(a.land, l).is_some_and(|d| d >= 1 && d <= reach))
            .filter(|&l| s.hostile(n, s.land(l).owner))
            .filter(|&l| {
                let enemy = hostile_strength(s, n, l);
                a.strength * 2 >= enemy * 3
            })
            .map(|l| (s.land(l).resources + rng.die(6, "computer") as u32, l))
            .collect();
        targets.sort_unstable_by(|x, y| y.cmp(x));
        let here_hostile = s.hostile(n, s.land(a.land).owner);
        if !here_hostile && let Some(&(_, to)) = targets.first() {
            return Some(Action::Move { army: id, movement: Movement::Move(to) });
        }
        if !here_hostile && a.strength < 150 {
            return Some(Action::Move { army: id, movement: Movement::Rest });
        }
    }
    None
}

/// The most points the computer pays the Tatars for an alliance: enough
/// for their help, little against a score it is ranked by (GAP-6).
const MOST_TATAR_PAYMENT: u32 = 60;

fn orders(s: &State, n: Nation) -> Option<Action> {
    if let Some(a) = diplomacy(s, n) {
        return Some(a);
    }
    for id in own_armies(s, n) {
        let a = &s.armies[&id];
        let l = a.land;
        if a.in_fortress {
            let besiegers: u32 = s.besiegers(l).map(|(_, b)| b.strength).sum();
            if a.order.is_none() && s.land(l).siege.is_some() && a.strength > besiegers * 2 {
                return Some(Action::Command { army: id, order: Order::BreakSiege });
            }
            continue;
        }
        let targets: Vec<ArmyId> = s.hostile_field_armies(l, n).map(|(t, _)| t).collect();
        let enemy_land = s.hostile(n, s.land(l).owner);
        if a.order.is_none() {
            let order = if !targets.is_empty() {
                let theirs: u32 = targets.iter().map(|t| s.armies[t].strength).sum();
                if side_strength(s, n, l) * 5 >= theirs * 6 {
                    Some(Order::Attack(targets))
                } else {
                    Some(Order::Defend)
                }
            } else if enemy_land {
                let defenders = hostile_strength(s, n, l);
                if n.takes_yasyr() && s.land(l).resources > 0 && (n == Nation::Tat || a.strength < MIN_STORM_SIEGE_PS) {
                    Some(Order::TakeYasyr)
                } else if a.strength >= MIN_STORM_SIEGE_PS && n != Nation::Tat {
                    // A storm doubles the stormer's losses (DC-LOSS-3), and a
                    // beaten stormer cannot retreat from under the walls: soaks
                    // showed a 600 PS army lost to a 40 PS garrison. Besiege
                    // first; storm a worn garrison only with a crushing edge.
                    let worn = s.land(l).siege.is_some_and(|t| t >= 3);
                    if !map().info(l).fortress || (a.besieging && worn && a.strength >= defenders * 6) {
                        Some(Order::Storm)
                    } else if !a.besieging {
                        Some(Order::Siege)
                    } else {
                        None
                    }
                } else {
                    None
                }
            } else {
                None
            };
            if let Some(order) = order.filter(|o| check(s, n, &Action::Command { army: id, order: o.clone() }).is_ok())
            {
                return Some(Action::Command { army: id, order });
            }
        }
        if enemy_land && a.plan.after_victory == AfterVictory::StayInField {
            let plan = if n.takes_yasyr() { AfterVictory::TakeYasyr } else { AfterVictory::BeginSiege };
            let act = Action::AfterVictory { army: id, plan };
            if check(s, n, &act).is_ok() && !targets_empty(s, n, l) {
                return Some(act);
            }
        }
    }
    None
}

/// DC-DIP-3 — the Tatars sell their alliance: they ask every nation not
/// yet allied for points, as much as it can give up to a price. Others
/// accept an offer from a stronger nation, and pay the Tatars only a
/// modest price.
fn diplomacy(s: &State, n: Nation) -> Option<Action> {
    for p in &s.proposals {
        let affordable = p.points <= MOST_TATAR_PAYMENT || n == Nation::Tat;
        if p.to == n && !p.accepted && affordable && (n == Nation::Tat || side_total(s, p.from) > side_total(s, n)) {
            return Some(Action::Accept { from: p.from });
        }
    }
    if n == Nation::Tat && s.phase == Phase::Orders {
        let asked =
            |o: Nation| s.proposals.iter().any(|p| crate::state::pair(p.from, p.to) == crate::state::pair(n, o));
        for other in Nation::ALL.into_iter().filter(|&o| o != n && s.alive(o) && !s.allied(n, o) && !asked(o)) {
            let points = s.most_payment(other).min(MOST_TATAR_PAYMENT * 2);
            if points > 0 {
                return Some(Action::Propose { to: other, points });
            }
        }
    }
    None
}

fn targets_empty(s: &State, n: Nation, l: RegionId) -> bool {
    s.hostile_field_armies(l, n).next().is_none()
}

fn side_total(s: &State, n: Nation) -> u32 {
    s.armies.iter().filter(|(id, _)| id.nation() == n).map(|(_, a)| a.strength).sum()
}

/// How a verdict went for `side`: +3 a historical victory … −3 a
/// historical defeat.
fn standing(verdict: Verdict, side: u8) -> i32 {
    match verdict {
        Verdict::Draw => 0,
        Verdict::Won(w, level) => {
            let rank = match level {
                Level::Tactical => 1,
                Level::Strategic => 2,
                Level::Historical => 3,
            };
            if w == side { rank } else { -rank }
        }
    }
}

/// DC-RES-6 — whether the computer confirms a result the other side
/// entered: only if it is no worse for its side than the resolver (GAP-10)
/// would plausibly give, a result a little below even dice (its 2d6 against
/// 2d6 spreads about 3.4), and no more of its bases lost than the
/// resolver's worst (30% of 40 fielded). Else it asks the resolver
/// instead. What the resolver gave is accepted as it is: it is neutral,
/// and two computers must not refuse each other's rolls for ever. A soak caught the computer confirming a 1000 PS army's
/// historical defeat by a 10 PS chambul.
fn acceptable(s: &State, b: &crate::battle::Battle, side: u8, entry: &Entry) -> bool {
    let morale = |sd: u8| f64::from(crate::turn::morale_modifier(s.nation(b.main_nation(sd)).morale));
    let (us, them) = (f64::from(b.fieldable(side).max(1)), f64::from(b.fieldable(1 - side).max(1)));
    let expected = 2.0 * (us / them).log2() + 2.0 * (morale(side) - morale(1 - side));
    let plausible = crate::resolver::verdict_of((expected - 4.0).trunc() as i32);
    let worst_losses = b.fieldable(side).min(40) * crate::resolver::loss_percents(Some(Level::Historical)).1 / 100;
    let ours = entry.losses[usize::from(side)];
    entry.source == Source::Resolver
        || standing(entry.verdict, side) >= standing(plausible, 0) && ours.destroyed + ours.fled <= worst_losses
}

/// DC-RES-6, GAP-17 — the computer's word on its battles: it asks the
/// resolver for a result no one entered (its entry, for the other side to
/// confirm), confirms a plausible entry of the other side, and disputes an
/// absurd one with the resolver's answer, or, where the dispute has gone
/// as far as it may, lets the deadline decide.
fn results(s: &State, n: Nation) -> Option<Action> {
    for b in &s.battles {
        let Some(side) = b.side_of(n) else { continue };
        match &b.result {
            ResultState::Pending { by, entry } if *by != side => {
                let confirm = Action::Confirm { battle: b.id, commander: None };
                let answers = if acceptable(s, b, side, entry) {
                    vec![confirm]
                } else {
                    vec![Action::Resolve { battle: b.id }, Action::Deadline { battle: b.id }, confirm]
                };
                if let Some(a) = answers.into_iter().find(|a| check(s, n, a).is_ok()) {
                    return Some(a);
                }
            }
            ResultState::Empty => return Some(Action::Resolve { battle: b.id }),
            _ => {}
        }
    }
    None
}
