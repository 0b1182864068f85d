//! DC-CALC-1 steps 1–3 — for every confirmed battle: the loss pipeline,
//! individual and national points, morale, yasyr lost by defeated
//! carriers; then the losses applied and forced retreats carried out.

use crate::army::ArmyId;
use crate::battle::{Battle, Entry, Fighter, Level, Role, SideResult, Source, Unit, Verdict};
use crate::losses::{self, Retreating, UnitCase, UnitLoss};
use crate::map::map;
use crate::nation::Nation;
use crate::report::{Lines, land_key};
use crate::state::{MoraleChange, Retreat, State};
use engine::board::RegionId;
use engine::side::Side;
use engine::text::Text;

/// A unit's fate in one battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnitFate {
    /// The fighter.
    pub fighter: Fighter,
    /// Its share of its side's entered losses (GAP-12).
    pub entered: u32,
    /// Its losses through the pipeline.
    pub loss: UnitLoss,
    /// Where a forced retreat goes (an army that could retreat).
    pub retreat: Option<Retreat>,
}

/// The key of a unit's name and its arguments.
#[must_use]
pub fn unit_text(unit: Unit) -> Text {
    match unit {
        Unit::Army(a) => Text::key(a.key()),
        Unit::Garrison(l) => Text::key("dc.unit.garrison").name("land", land_key(l)),
    }
}

/// DC-PLAN-4 — whether a side's result forces a retreat.
fn forced(result: SideResult, stay_after_tactical: bool) -> bool {
    match result {
        SideResult::Defeat(Level::Tactical) => !stay_after_tactical,
        SideResult::Defeat(_) => true,
        _ => false,
    }
}

/// GAP-19 — the retreat an army makes: its own target if still valid, or
/// the first valid one (own lands before allied, then the larger garrison,
/// then the lower id; the own fortress last). AMB-28: a break-out falls
/// back into its own fortress.
#[must_use]
pub fn retreat_target(s: &State, army: ArmyId, role: Role) -> Option<Retreat> {
    let a = s.armies.get(&army)?;
    let nation = army.nation();
    if role == Role::BreakOut {
        return Some(Retreat::Fortress);
    }
    let valid = |r: Retreat| match r {
        Retreat::To(to) => s.is_land(to) && map().adjacent(a.land, to) && s.allied(nation, s.land(to).owner),
        Retreat::Fortress => {
            let land = s.land(a.land);
            !a.in_fortress && land.owner == nation && map().info(a.land).fortress && land.siege.is_none()
        }
    };
    if let Some(r) = a.plan.retreat.filter(|&r| valid(r)) {
        return Some(r);
    }
    let mut lands: Vec<RegionId> = map().neighbours(a.land).filter(|&l| valid(Retreat::To(l))).collect();
    lands.sort_by_key(|&l| (s.land(l).owner != nation, std::cmp::Reverse(s.land(l).garrison), l));
    lands.first().map(|&l| Retreat::To(l)).or_else(|| valid(Retreat::Fortress).then_some(Retreat::Fortress))
}

/// DC-LOSS-1…8 for every unit of a battle with its confirmed entry.
#[must_use]
pub fn fates(s: &State, b: &Battle, entry: &Entry) -> [Vec<UnitFate>; 2] {
    let mut out: [Vec<UnitFate>; 2] = [Vec::new(), Vec::new()];
    for side in 0..2u8 {
        let i = usize::from(side);
        let fighters = &b.sides[i];
        let result = entry.verdict.for_side(side);
        let main = b.main_nation(side);
        let entered = losses::entered_losses(entry.losses[i], main);
        let strengths: Vec<u32> = fighters.iter().map(|f| f.strength).collect();
        let shares = losses::split(entered, &strengths);
        let against_sweden = b.sides[1 - i].iter().any(|f| f.nation == Nation::Swe);
        for (f, &share) in fighters.iter().zip(&shares) {
            let in_fortress = matches!(f.unit, Unit::Garrison(_)) || f.role == Role::FortressDefence;
            let (retreating, retreat) = match f.unit {
                Unit::Army(a) if !in_fortress => {
                    let stay = s.armies.get(&a).is_none_or(|x| x.plan.stay_after_tactical_defeat);
                    if forced(result, stay) {
                        match retreat_target(s, a, f.role) {
                            Some(r) => (Retreating::Retreated, Some(r)),
                            None => (Retreating::UnableInField, None),
                        }
                    } else {
                        (Retreating::No, None)
                    }
                }
                // AMB-38: fortress units never retreat.
                _ if matches!(result, SideResult::Defeat(_)) => (Retreating::UnableInFortress, None),
                _ => (Retreating::No, None),
            };
            let case = UnitCase {
                entered: share,
                strength: f.strength,
                result,
                fortress_defence: b.fortress && f.role == Role::FortressDefence,
                storming: b.fortress && f.role == Role::Storm,
                nation: f.nation,
                numbers: (b.numbers[1 - i], b.numbers[i]),
                against_sweden,
                retreat: retreating,
            };
            out[i].push(UnitFate { fighter: f.clone(), entered: share, loss: losses::pipeline(&case), retreat });
        }
    }
    out
}

fn sum<'a>(fates: impl IntoIterator<Item = &'a UnitFate>, f: impl Fn(&UnitLoss) -> u32) -> u32 {
    fates.into_iter().map(|x| f(&x.loss)).sum()
}

fn push_morale(s: &mut State, n: Nation, change: i32, rule: &str) {
    if change != 0 {
        s.nation_mut(n).morale_log.push(MoraleChange { change, rule: rule.to_owned() });
    }
}

/// Steps 1–3 for one battle: points and morale recorded, yasyr lost,
/// losses applied, retreats made.
pub fn settle(s: &mut State, b: &Battle, lines: &mut Lines) {
    let Some(entry) = b.entry().cloned() else { return };
    let fates = fates(s, b, &entry);
    let where_ = land_key(b.land);
    lines.add("DC-RES-3", verdict_text(b, &entry).name("land", &where_));
    if !entry.comment.is_empty() {
        lines.add("DC-RES-5", Text::key("dc.report.comment").plain("comment", &entry.comment));
    }
    for fate in fates.iter().flatten() {
        let unit = unit_text(fate.fighter.unit);
        lines.add(
            "DC-RES-4",
            Text::key("dc.report.unit_share")
                .text("unit", unit.clone())
                .plain("entered", fate.entered)
                .plain("strength", fate.fighter.strength),
        );
        for st in &fate.loss.steps {
            lines.add(
                &st.rule,
                Text::key(st.what.clone()).plain("by", st.by).plain("before", st.before).plain("after", st.after),
            );
        }
        lines.add(
            "DC-LOSS-8",
            Text::key("dc.report.unit_removed").text("unit", unit).plain("removed", fate.loss.removed),
        );
    }
    // DC-PTS-1 — individual points to each side's battle commander (not for the resolver, GAP-10).
    let ind = [sum(&fates[0], |l| l.individual), sum(&fates[1], |l| l.individual)];
    let fin = [sum(&fates[0], |l| l.removed), sum(&fates[1], |l| l.removed)];
    for side in 0..2u8 {
        let i = usize::from(side);
        let ip = i64::from(ind[1 - i]) - i64::from(ind[i]);
        if !matches!(entry.source, Source::Resolver | Source::Deadline) {
            credit_commander(s, b, &entry, side, ip, lines);
        }
        // DC-PTS-2, GAP-12 — national points.
        let shares: Vec<(Nation, u32)> = b
            .nations(side)
            .map(|n| (n, b.sides[i].iter().filter(|f| f.nation == n).map(|f| f.strength).sum()))
            .collect();
        for (n, credit) in losses::credit(fin[1 - i], &shares) {
            let own: u32 = fates[i].iter().filter(|f| f.fighter.nation == n).map(|f| f.loss.removed).sum();
            let np = i64::from(credit) - i64::from(own);
            s.nation_mut(n).points += np;
            lines.add("DC-PTS-2", Text::key("dc.report.national").name("nation", n.key()).plain("points", np));
            // DC-MOR-4, AMB-34 — once per nation per battle.
            push_morale(s, n, losses::battle_morale(entry.verdict.for_side(side)), "DC-MOR-4");
        }
    }
    // DC-YLOSS-1 — defeated carriers lose yasyr; the guards return (AMB-5).
    for (side, list) in fates.iter().enumerate() {
        let result = entry.verdict.for_side(u8::try_from(side).unwrap_or(0));
        for fate in list {
            if let Unit::Army(id) = fate.fighter.unit
                && let Some(a) = s.armies.get_mut(&id)
            {
                let lost = losses::yasyr_lost(a.yasyr, result);
                if lost > 0 {
                    a.yasyr -= lost;
                    a.strength += lost;
                    lines.add(
                        "DC-YLOSS-1",
                        Text::key("dc.report.yasyr_lost").text("unit", Text::key(id.key())).plain("n", lost),
                    );
                }
            }
        }
    }
    apply_losses(s, &fates, lines);
}

/// DC-PTS-1, DC-RES-5 — a side's individual points go to its battle
/// commander: under rules 2 the person the side named (its main nation's
/// commander-in-chief if none), under rules 1 the commanding nation. The
/// nation's own total counts its persons' points.
fn credit_commander(s: &mut State, b: &Battle, entry: &Entry, side: u8, ip: i64, lines: &mut Lines) {
    let i = usize::from(side);
    let person = if s.under(2) { entry.people[i].or_else(|| s.chief(b.main_nation(side))) } else { None };
    let found = person.and_then(|p| s.persons.get(usize::try_from(p).ok()?).cloned());
    if let (Some(p), Some(person)) = (person, found) {
        s.nation_mut(person.nation).individual += ip;
        if let Some(x) = s.persons.get_mut(usize::try_from(p).unwrap_or(usize::MAX)) {
            x.individual += ip;
        }
        lines.add(
            "DC-PTS-1",
            Text::key("dc.report.individual_person").text("person", person_text(&person)).plain("points", ip),
        );
        return;
    }
    let commander = entry.commanders[i].unwrap_or_else(|| b.main_nation(side));
    s.nation_mut(commander).individual += ip;
    lines.add("DC-PTS-1", Text::key("dc.report.individual").name("nation", commander.key()).plain("points", ip));
}

/// A person as players read them: "Jan Sobieski (the Commonwealth)", or
/// the commander-in-chief of a nation whose seat has no name.
#[must_use]
pub fn person_text(p: &crate::state::Person) -> Text {
    if p.name.trim().is_empty() {
        Text::key("dc.person.chief").name("nation", p.nation.key())
    } else {
        Text::key("dc.person.named").plain("name", p.name.trim()).name("nation", p.nation.key())
    }
}

fn verdict_text(b: &Battle, entry: &Entry) -> Text {
    let side_name = |side: u8| Text::key(b.main_nation(side).key());
    match entry.verdict {
        Verdict::Draw => Text::key("dc.report.draw").text("a", side_name(0)).text("b", side_name(1)),
        Verdict::Won(w, level) => Text::key("dc.report.victory")
            .text("winner", side_name(w))
            .text("loser", side_name(1 - w))
            .name("level", format!("dc.level.{}", level.id())),
    }
}

/// Step 3 — losses applied, armies at 0 removed (GAP-18), retreats made.
fn apply_losses(s: &mut State, fates: &[Vec<UnitFate>; 2], lines: &mut Lines) {
    for fate in fates.iter().flatten() {
        match fate.fighter.unit {
            Unit::Garrison(l) => {
                let g = &mut s.land_mut(l).garrison;
                *g = g.saturating_sub(fate.loss.removed);
            }
            Unit::Army(id) => {
                let Some(a) = s.armies.get_mut(&id) else { continue };
                a.strength = a.strength.saturating_sub(fate.loss.removed);
                a.fought = true;
                if a.strength == 0 {
                    s.armies.remove(&id);
                    lines.add("GAP-18", Text::key("dc.report.destroyed").text("unit", Text::key(id.key())));
                    continue;
                }
                if let Some(r) = fate.retreat {
                    make_retreat(s, id, r, lines);
                }
            }
        }
    }
    end_abandoned_sieges(s);
}

/// DC-PLAN-4 — an army retreats.
fn make_retreat(s: &mut State, id: ArmyId, r: Retreat, lines: &mut Lines) {
    let Some(a) = s.armies.get_mut(&id) else { return };
    a.besieging = false;
    match r {
        Retreat::To(to) => {
            a.land = to;
            a.in_fortress = false;
            a.entered = true;
            lines.add(
                "DC-PLAN-4",
                Text::key("dc.report.retreat").text("unit", Text::key(id.key())).name("land", land_key(to)),
            );
        }
        Retreat::Fortress => {
            a.in_fortress = true;
            lines.add("DC-PLAN-4", Text::key("dc.report.retreat_fortress").text("unit", Text::key(id.key())));
        }
    }
}

/// DC-SIEGE-6, DC-BRK-3 — a siege ends when no besieger is left.
pub fn end_abandoned_sieges(s: &mut State) {
    let besieged: Vec<RegionId> = map().ids().filter(|&l| s.land(l).siege.is_some()).collect();
    for l in besieged {
        if s.besiegers(l).next().is_none() {
            s.land_mut(l).siege = None;
        }
    }
}
