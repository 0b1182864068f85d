//! DC-CALC-1 steps 5–8 — orders carried out without a battle and the
//! after-victory plans (yasyr, sieges), siege attrition and siege points,
//! yasyr delivery, replenishment and the Cossacks' entry bonus.

use crate::army::ArmyId;
use crate::battle::{SideResult, Unit};
use crate::capture::{capture, capturer};
use crate::check::MIN_STORM_SIEGE_PS;
use crate::losses::{siege_attrition, yasyr_taken};
use crate::map::{land, map};
use crate::nation::Nation;
use crate::report::{Lines, land_key};
use crate::state::{AfterVictory, MoraleChange, Movement, Order, State};
use engine::board::RegionId;
use engine::side::Side;
use engine::text::Text;

/// What an army does in step 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plunder {
    Yasyr,
    Siege,
}

/// DC-PLAN-7 — after-victory plans need the land clear of hostile field armies.
fn step5_plans(s: &State, winners: &[ArmyId]) -> Vec<(ArmyId, Plunder)> {
    let mut out = Vec::new();
    for (&id, a) in &s.armies {
        let plan = if a.fought {
            if !winners.contains(&id) || s.hostile_field_armies(a.land, id.nation()).next().is_some() {
                continue;
            }
            match a.plan.after_victory {
                AfterVictory::TakeYasyr => Plunder::Yasyr,
                AfterVictory::BeginSiege => Plunder::Siege,
                AfterVictory::StayInField => continue,
            }
        } else {
            match a.order {
                Some(Order::TakeYasyr) => Plunder::Yasyr,
                Some(Order::Siege) => Plunder::Siege,
                _ => continue,
            }
        };
        out.push((id, plan));
    }
    out
}

/// The armies on the winning side of a confirmed battle this turn.
#[must_use]
pub fn winners(s: &State) -> Vec<ArmyId> {
    let mut out = Vec::new();
    for b in &s.battles {
        let Some(e) = b.entry() else { continue };
        for side in 0..2u8 {
            if matches!(e.verdict.for_side(side), SideResult::Victory(_)) {
                out.extend(b.sides[usize::from(side)].iter().filter_map(|f| match f.unit {
                    Unit::Army(a) => Some(a),
                    Unit::Garrison(_) => None,
                }));
            }
        }
    }
    out
}

/// Step 5 — `TAKE_YASYR` (DC-YAS-1…4), then `SIEGE` / `BEGIN_SIEGE` (DC-SIEGE-1).
pub fn plunder_and_besiege(s: &mut State, winners: &[ArmyId], lines: &mut Lines) {
    let plans = step5_plans(s, winners);
    for &(id, _) in plans.iter().filter(|(_, p)| *p == Plunder::Yasyr) {
        take_yasyr(s, id, lines);
    }
    for &(id, _) in plans.iter().filter(|(_, p)| *p == Plunder::Siege) {
        begin_siege(s, id, lines);
    }
}

/// DC-YAS-1…4, DC-MOR-6.
fn take_yasyr(s: &mut State, id: ArmyId, lines: &mut Lines) {
    let Some(a) = s.armies.get(&id) else { return };
    let l = a.land;
    let land = s.land(l);
    if !id.nation().takes_yasyr() || !s.hostile(id.nation(), land.owner) {
        return;
    }
    let taken = yasyr_taken(a.strength, land.resources);
    if taken == 0 {
        return;
    }
    let owner = land.owner;
    if let Some(a) = s.armies.get_mut(&id) {
        a.strength -= taken;
        a.yasyr += taken;
    }
    s.land_mut(l).resources -= taken;
    s.nation_mut(owner).morale_log.push(MoraleChange { change: -3, rule: "DC-MOR-6".into() });
    lines.add(
        "DC-YAS-1",
        Text::key("dc.report.yasyr_taken")
            .text("unit", Text::key(id.key()))
            .plain("n", taken)
            .name("land", land_key(l)),
    );
}

/// DC-SIEGE-1 — a siege begins (or the army joins one, GAP-20).
fn begin_siege(s: &mut State, id: ArmyId, lines: &mut Lines) {
    let Some(a) = s.armies.get(&id) else { return };
    let l = a.land;
    let ok = id.nation() != Nation::Tat
        && a.strength >= MIN_STORM_SIEGE_PS
        && map().info(l).fortress
        && s.hostile(id.nation(), s.land(l).owner)
        && !a.in_fortress;
    if !ok {
        return;
    }
    if let Some(a) = s.armies.get_mut(&id) {
        a.besieging = true;
    }
    let siege = &mut s.land_mut(l).siege;
    if siege.is_none() {
        *siege = Some(1);
        lines.add(
            "DC-SIEGE-1",
            Text::key("dc.report.siege_begins").text("unit", Text::key(id.key())).name("land", land_key(l)),
        );
    }
}

/// Step 6 — DC-SIEGE-2, DC-SIEGEPTS-1/2, then DC-CAPT-1 for every besieged land.
pub fn siege_attrition_and_captures(s: &mut State, lines: &mut Lines) {
    let besieged: Vec<RegionId> = map().ids().filter(|&l| s.land(l).siege.is_some()).collect();
    for &l in &besieged {
        if s.land(l).siege.unwrap_or(0) < 2 {
            continue;
        }
        let Some(leader) = s.besiegers(l).max_by_key(|(id, a)| (a.strength, std::cmp::Reverse(*id))).map(|(id, _)| id)
        else {
            continue;
        };
        let mut total = 0;
        let owner = s.land(l).owner;
        let g = siege_attrition(s.land(l).garrison);
        if g > 0 {
            s.land_mut(l).garrison -= g;
            s.nation_mut(owner).points -= i64::from(g);
            total += g;
            lines.add(
                "DC-SIEGE-2",
                Text::key("dc.report.attrition")
                    .text("unit", crate::aftermath::unit_text(Unit::Garrison(l)))
                    .plain("n", g),
            );
        }
        let inside: Vec<ArmyId> = s.armies_in(l).filter(|(_, a)| a.in_fortress).map(|(id, _)| id).collect();
        for id in inside {
            let Some(a) = s.armies.get_mut(&id) else { continue };
            let loss = siege_attrition(a.strength);
            a.strength -= loss;
            total += loss;
            s.nation_mut(id.nation()).points -= i64::from(loss);
            lines
                .add("DC-SIEGE-2", Text::key("dc.report.attrition").text("unit", Text::key(id.key())).plain("n", loss));
            if s.armies.get(&id).is_some_and(|a| a.strength == 0) {
                s.armies.remove(&id);
            }
        }
        s.nation_mut(leader.nation()).points += i64::from(total);
        lines.add(
            "DC-SIEGEPTS-2",
            Text::key("dc.report.siege_points")
                .name("nation", leader.nation().key())
                .plain("n", total)
                .name("land", land_key(l)),
        );
    }
    for l in besieged {
        if s.land(l).siege.is_some()
            && let Some(army) = capturer(s, l, &[])
        {
            capture(s, l, army, lines);
        }
    }
}

/// DC-DELIV-1, AMB-19 — where a nation delivers yasyr (it must own it).
#[must_use]
pub fn delivers_at(s: &State, nation: Nation, l: RegionId) -> bool {
    let places: &[&str] = match nation {
        Nation::Tat => &["crimea"],
        Nation::Tur => &["moldavia", "yedisan"],
        _ => &[],
    };
    places.iter().any(|p| land(p) == l) && s.land(l).owner == nation
}

/// DC-DELIV-1 — the delivery points per yasyr.
pub const DELIVERY_POINTS: i64 = 2;
/// DC-TRE-4 — ducats per delivered yasyr.
pub const DELIVERY_DUCATS: i64 = 10;

/// Step 7 — DC-DELIV-1…3, DC-MOR-7, AMB-5.
pub fn deliver_yasyr(s: &mut State, lines: &mut Lines) {
    let carriers: Vec<ArmyId> = s
        .armies
        .iter()
        .filter(|(id, a)| a.yasyr > 0 && delivers_at(s, id.nation(), a.land))
        .map(|(&id, _)| id)
        .collect();
    for id in carriers {
        let Some(a) = s.armies.get_mut(&id) else { continue };
        let y = a.yasyr;
        a.yasyr = 0;
        a.strength += y;
        let n = s.nation_mut(id.nation());
        n.points += DELIVERY_POINTS * i64::from(y);
        n.earned += DELIVERY_DUCATS * i64::from(y);
        n.morale_log.push(MoraleChange { change: 3, rule: "DC-MOR-7".into() });
        lines.add(
            "DC-DELIV-3",
            Text::key("dc.report.delivered")
                .text("unit", Text::key(id.key()))
                .plain("n", y)
                .plain("points", DELIVERY_POINTS * i64::from(y))
                .plain("ducats", DELIVERY_DUCATS * i64::from(y)),
        );
    }
}

/// DC-REPL-1, AMB-17, AMB-19, GAP-13 — what a rested army regains where it stands.
#[must_use]
pub fn replenishment(s: &State, nation: Nation, l: RegionId) -> u32 {
    if s.land(l).owner != nation {
        return 0;
    }
    let key = map().key(l);
    let region = map().info(l).region.as_str();
    let homes = ["novgorod", "moscow", "kursk"];
    match nation {
        Nation::Ron | Nation::Lit => 10,
        Nation::Swe => {
            if key == "west_pomerania" || region == "prussia" || region == "livonia" {
                10
            } else {
                0
            }
        }
        Nation::Mos if homes.contains(&key) => 30,
        Nation::Mos => {
            if homes.iter().any(|h| map().adjacent(l, land(h))) {
                10
            } else {
                0
            }
        }
        Nation::Tat => {
            if key == "crimea" {
                15
            } else {
                0
            }
        }
        Nation::Tur => {
            if key == "moldavia" || key == "yedisan" {
                15
            } else {
                0
            }
        }
        Nation::Cos => {
            if key == "kiev" || key == "zaporizhia" {
                20
            } else {
                10
            }
        }
    }
}

/// Step 8 — DC-REPL-1 for rested armies that fought no battle, then DC-COS-1.
pub fn replenish(s: &mut State, lines: &mut Lines) {
    let rested: Vec<ArmyId> =
        s.armies.iter().filter(|(_, a)| a.movement == Some(Movement::Rest) && !a.fought).map(|(&id, _)| id).collect();
    for id in rested {
        let Some(l) = s.armies.get(&id).map(|a| a.land) else { continue };
        let gain = replenishment(s, id.nation(), l);
        if gain > 0
            && let Some(a) = s.armies.get_mut(&id)
        {
            a.strength += gain;
            lines.add(
                "DC-REPL-1",
                Text::key("dc.report.replenished").text("unit", Text::key(id.key())).plain("n", gain),
            );
        }
    }
    let entering: Vec<ArmyId> =
        s.armies.iter().filter(|(id, a)| id.nation() == Nation::Cos && a.entered).map(|(&id, _)| id).collect();
    for id in entering {
        let Some(l) = s.armies.get(&id).map(|a| a.land) else { continue };
        if s.land(l).cossack_bonus_used {
            continue;
        }
        let bonus = s.land(l).resources;
        s.land_mut(l).cossack_bonus_used = true;
        if let Some(a) = s.armies.get_mut(&id) {
            a.strength += bonus;
        }
        lines.add(
            "DC-COS-1",
            Text::key("dc.report.cossack_bonus")
                .text("unit", Text::key(id.key()))
                .plain("n", bonus)
                .name("land", land_key(l)),
        );
    }
}
