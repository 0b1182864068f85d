//! DC-TURN-1…4, DC-CALC-1 — the phases closing: movement resolved at once
//! (GAP-9), orders revealed and battles formed, phase 4 computed in the
//! order of DC-CALC-1, and the next turn begun.

use crate::aftermath::{end_abandoned_sieges, settle};
use crate::army::ArmyId;
use crate::battle::ResultState;
use crate::formation::{automatic_result, default_orders, form_battles};
use crate::map::map;
use crate::nation::Nation;
use crate::report::{Lines, land_key};
use crate::resolver::{D6, resolve};
use crate::sieges::{deliver_yasyr, plunder_and_besiege, replenish, siege_attrition_and_captures, winners};
use crate::state::{Mode, Movement, Phase, Plan, Snapshot, State, pair};
use crate::timetable::{check_events, place_event_armies};
use crate::treasury::balance;
use engine::side::Side;
use engine::text::Text;

/// DC-MOR-2 — the tabletop morale modifier of a national morale.
#[must_use]
pub const fn morale_modifier(morale: u32) -> i32 {
    if morale <= 10 {
        -1
    } else if morale >= 90 {
        1
    } else {
        0
    }
}

/// What other nations see during the secret phases.
#[must_use]
pub fn snapshot(s: &State) -> Box<Snapshot> {
    Box::new(Snapshot { armies: s.armies.clone(), nations: s.nations.clone(), lands: s.lands.clone() })
}

/// DC-MOVE-7, GAP-9 — every phase-1 order carried out at once.
#[must_use]
pub fn close_movement(s: &State) -> (State, Lines) {
    let mut n = s.clone();
    let mut lines = Lines::default();
    let ids: Vec<ArmyId> = n.armies.keys().copied().collect();
    for id in ids {
        let Some(a) = n.armies.get_mut(&id) else { continue };
        match a.movement {
            Some(Movement::Move(to)) => {
                let from = a.land;
                a.land = to;
                a.besieging = false;
                a.entered = true;
                lines.add(
                    "DC-MOVE-1",
                    Text::key("dc.report.moved")
                        .text("unit", Text::key(id.key()))
                        .name("from", land_key(from))
                        .name("to", land_key(to)),
                );
            }
            Some(Movement::EnterFortress) => {
                a.in_fortress = true;
                lines.add("DC-MOVE-4", Text::key("dc.report.entered_fortress").text("unit", Text::key(id.key())));
            }
            Some(Movement::LeaveFortress) => {
                a.in_fortress = false;
                lines.add("DC-MOVE-3", Text::key("dc.report.left_fortress").text("unit", Text::key(id.key())));
            }
            Some(Movement::Rest) => {
                lines.add("DC-MOVE-4", Text::key("dc.report.rests").text("unit", Text::key(id.key())))
            }
            None => {}
        }
    }
    end_abandoned_sieges(&mut n);
    n.phase = Phase::Orders;
    reset_done(&mut n);
    n.snapshot = Some(snapshot(&n));
    (n, lines)
}

/// GAP-9, DC-AUTO-5, GAP-10 — orders revealed: battles formed, automatic
/// defeats filled in, every battle resolved in mode AUTO; phase 3 begins,
/// or phase 4 at once when no result is left to enter.
pub fn close_orders(s: &State, dice: &mut dyn D6) -> (State, Lines) {
    let mut n = s.clone();
    let mut lines = Lines::default();
    n.snapshot = None;
    default_orders(&mut n);
    n.battles = form_battles(&n);
    let morale =
        |st: &State, b: &crate::battle::Battle, side: u8| morale_modifier(st.nation(b.main_nation(side)).morale);
    for i in 0..n.battles.len() {
        let b = n.battles[i].clone();
        lines.add("GAP-9", battle_line(&b));
        if let Some(entry) = automatic_result(&b) {
            lines.add("DC-AUTO-2", Text::key("dc.report.auto_defeat").plain("battle", b.id));
            n.battles[i].result = ResultState::Confirmed(entry);
        } else if n.mode == Mode::Auto {
            let (entry, trace) = resolve(&b, [morale(&n, &b, 0), morale(&n, &b, 1)], dice);
            lines.add("GAP-10", resolver_line(&b, &trace));
            n.battles[i].result = ResultState::Confirmed(entry);
        }
    }
    for nation in Nation::ALL {
        let has_open = n.battles.iter().any(|b| !b.confirmed() && b.side_of(nation).is_some());
        n.nation_mut(nation).done = !has_open;
    }
    if n.battles.iter().all(crate::battle::Battle::confirmed) {
        let (after, more) = compute_turn(&n);
        lines.0.extend(more.0);
        return (after, lines);
    }
    n.phase = Phase::Results;
    (n, lines)
}

/// The line that announces a battle.
#[must_use]
pub fn battle_line(b: &crate::battle::Battle) -> Text {
    Text::key("dc.report.battle")
        .plain("battle", b.id)
        .name("land", land_key(b.land))
        .name("a", b.main_nation(0).key())
        .name("b", b.main_nation(1).key())
        .plain("na", b.numbers[0])
        .plain("nb", b.numbers[1])
}

/// The line that tells what the resolver rolled.
#[must_use]
pub fn resolver_line(b: &crate::battle::Battle, t: &crate::resolver::Trace) -> Text {
    Text::key("dc.report.resolved")
        .plain("battle", b.id)
        .plain("a", format!("{}+{}", t.kept[0][0], t.kept[0][1]))
        .plain("b", format!("{}+{}", t.kept[1][0], t.kept[1][1]))
        .plain("effa", t.eff[0])
        .plain("effb", t.eff[1])
        .plain("d", format!("{:.2}", f64_of(t.d_hundredths)))
}

#[allow(clippy::cast_precision_loss)]
fn f64_of(hundredths: i64) -> f64 {
    hundredths as f64 / 100.0
}

/// DC-CALC-1 — phase 4, then the next turn's start.
#[must_use]
pub fn compute_turn(s: &State) -> (State, Lines) {
    let mut n = s.clone();
    let mut lines = Lines::default();
    // Steps 1–3.
    let battles = n.battles.clone();
    for b in &battles {
        settle(&mut n, b, &mut lines);
    }
    // Step 4 — captures after storms.
    for b in &battles {
        let stormers: Vec<ArmyId> = b.sides[0]
            .iter()
            .filter(|f| f.role == crate::battle::Role::Storm)
            .filter_map(|f| if let crate::battle::Unit::Army(a) = f.unit { Some(a) } else { None })
            .collect();
        if !stormers.is_empty()
            && let Some(army) = crate::capture::capturer(&n, b.land, &stormers)
        {
            crate::capture::capture(&mut n, b.land, army, &mut lines);
        }
    }
    // Steps 5–8.
    let won = winners(&n);
    plunder_and_besiege(&mut n, &won, &mut lines);
    siege_attrition_and_captures(&mut n, &mut lines);
    deliver_yasyr(&mut n, &mut lines);
    replenish(&mut n, &mut lines);
    // Step 9.
    diplomacy(&mut n, &mut lines);
    // Step 10.
    check_events(&mut n, &mut lines);
    if n.turn >= n.last_turn {
        n.phase = Phase::Over;
        n.battles.clear();
        province_points(&mut n, &mut lines);
        return (n, lines);
    }
    begin_turn(&mut n, &mut lines);
    (n, lines)
}

/// Step 9 — DC-DIP-1, DC-DIP-3, GAP-22: breaks, then accepted alliances
/// with the Tatars' payment; other proposals expire.
fn diplomacy(s: &mut State, lines: &mut Lines) {
    for (a, b) in std::mem::take(&mut s.breaks) {
        s.alliances.remove(&(a, b));
        lines.add("DC-DIP-1", Text::key("dc.report.alliance_broken").name("a", a.key()).name("b", b.key()));
    }
    for p in std::mem::take(&mut s.proposals) {
        if !p.accepted {
            continue;
        }
        s.alliances.insert(pair(p.from, p.to));
        lines.add("DC-DIP-1", Text::key("dc.report.alliance_made").name("a", p.from.key()).name("b", p.to.key()));
        if let Some(payer) = State::tatar_payer(p.from, p.to).filter(|_| p.points > 0) {
            s.nation_mut(payer).points -= i64::from(p.points);
            s.nation_mut(Nation::Tat).points += i64::from(p.points);
            lines.add(
                "DC-DIP-3",
                Text::key("dc.report.tatar_payment").name("payer", payer.key()).plain("points", p.points),
            );
        }
    }
    if s.under(2) {
        allies_lift_their_sieges(s);
    }
}

/// DC-NAT-3, DC-SIEGE-6 (rules 2; found by the invariants of issue 37) —
/// allies are not enemies: an army whose nation has just become the ally
/// of a land's owner stops besieging it, and the siege ends with its last
/// besieger. (Rules 1 left it besieging an ally's land.)
fn allies_lift_their_sieges(s: &mut State) {
    let allied: Vec<ArmyId> = s
        .armies
        .iter()
        .filter(|(id, a)| a.besieging && s.allied(id.nation(), s.land(a.land).owner))
        .map(|(&id, _)| id)
        .collect();
    for id in allied {
        if let Some(a) = s.armies.get_mut(&id) {
            a.besieging = false;
        }
    }
    end_abandoned_sieges(s);
}

/// DC-PROV-1, AMB-27 — 100 points per own land free of enemies, 25 with an
/// enemy army in it.
pub fn province_points(s: &mut State, lines: &mut Lines) {
    for nation in Nation::ALL {
        let mut total = 0;
        for l in map().ids() {
            if s.land(l).owner != nation {
                continue;
            }
            let enemy = s.armies_in(l).any(|(id, _)| s.hostile(nation, id.nation()));
            total += if enemy { 25 } else { 100 };
        }
        s.nation_mut(nation).province_points = total;
        lines.add(
            "DC-PROV-1",
            Text::key("dc.report.province_points").name("nation", nation.key()).plain("points", total),
        );
    }
}

/// DC-CALC-1 steps 11–16 and the new turn's fresh orders.
fn begin_turn(s: &mut State, lines: &mut Lines) {
    s.turn += 1;
    s.phase = Phase::Movement;
    place_event_armies(s, lines);
    // Step 12 — DC-MOR-3, AMB-24: the changes summed, clamped once.
    for nation in Nation::ALL {
        let log = std::mem::take(&mut s.nation_mut(nation).morale_log);
        if log.is_empty() {
            continue;
        }
        let change: i32 = log.iter().map(|m| m.change).sum();
        let st = s.nation_mut(nation);
        let before = st.morale;
        st.morale = u32::try_from((i64::from(before) + i64::from(change)).clamp(0, 100)).unwrap_or(0);
        let reasons: Vec<String> = log.iter().map(|m| format!("{} {:+}", m.rule, m.change)).collect();
        let after = st.morale;
        lines.add(
            "DC-MOR-3",
            Text::key("dc.report.morale")
                .name("nation", nation.key())
                .plain("before", before)
                .plain("after", after)
                .plain("reasons", reasons.join(", ")),
        );
    }
    // Step 13 — DC-TRE-1, GAP-23: each balance is kept for its nation's
    // panel (`NationState::balance`), never written into the log, which
    // every nation reads: one line says the treasuries were balanced.
    for nation in Nation::ALL {
        let b = balance(s, nation);
        let st = s.nation_mut(nation);
        st.ducats += b.total();
        st.earned = 0;
        st.balance = Some(b);
    }
    lines.add("DC-TRE-1", Text::key("dc.report.treasuries"));
    // Step 14.
    province_points(s, lines);
    // Step 15 — GAP-8: one resource back where no siege and no enemy.
    for l in map().ids() {
        let owner = s.land(l).owner;
        let enemy = s.armies_in(l).any(|(id, _)| s.hostile(owner, id.nation()));
        let land = s.land_mut(l);
        if land.siege.is_none() && !enemy && land.resources < land.resources_max {
            land.resources += 1;
        }
    }
    // Step 16.
    for land in &mut s.lands {
        if let Some(t) = &mut land.siege {
            *t += 1;
        }
        land.invested = false;
    }
    for a in s.armies.values_mut() {
        a.movement = None;
        a.order = None;
        a.plan = Plan::default();
        a.fought = false;
        a.entered = false;
    }
    reset_done(s);
    s.battles.clear();
    s.captured.clear();
    s.snapshot = Some(snapshot(s));
}

/// DC-TURN-2 — a new phase: every nation still in the campaign has it to end.
pub fn reset_done(s: &mut State) {
    for nation in Nation::ALL {
        let alive = s.alive(nation);
        s.nation_mut(nation).done = !alive;
    }
}
