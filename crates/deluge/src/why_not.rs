//! What a newcomer looks for at a land but cannot do now, and why (issue
//! 36: "'What now?' says why, in a line, whenever the obvious thing is not
//! possible"): shown with the land, under "Not possible now", each with the
//! refusal `check` gives, rule id included, so no rule is written twice.
//!
//! Only the viewer's own armies, its own treasury and what every nation
//! sees (owners, sieges, the armies standing in a land once the moves are
//! revealed) go into a line: nothing another nation keeps hidden.

use crate::action::Action;
use crate::army::ArmyId;
use crate::check::check;
use crate::map::map;
use crate::nation::Nation;
use crate::refusal::Refuse;
use crate::state::{Movement, Order, Phase, State};
use engine::board::RegionId;
use engine::rules::Refusal;
use engine::text::Text;

/// The rows of the land's "Not possible now" section for nation `n` (none
/// once `n` has ended the phase, or in the results phase).
#[must_use]
pub fn rows(s: &State, l: RegionId, n: Nation) -> Vec<(Text, Text)> {
    if s.phase == Phase::Over || s.nation(n).done || !s.is_land(l) {
        return Vec::new();
    }
    let row = |what: &str, refused: Refuse| {
        let refusal = Refusal::from(refused);
        (Text::key(what), Text::key("dc.value.refused").text("reason", refusal.text).plain("rule", refusal.rule))
    };
    let armies: Vec<ArmyId> = s.armies_in(l).map(|(id, _)| id).filter(|id| id.nation() == n).collect();
    let Some(&first) = armies.first() else { return Vec::new() };
    let offered = crate::legal::legal_actions(s, n);
    let mut rows = Vec::new();
    match s.phase {
        Phase::Movement => {
            rows.extend(march_refused(s, &armies, &offered, n).map(|x| row("dc.not_now.march", x)));
            rows.extend(recruit_refused(s, first, &armies, &offered, n).map(|x| row("dc.not_now.recruit", x)));
        }
        Phase::Orders => rows.extend(storm_refused(s, l, &armies, &offered, n).map(|x| row("dc.not_now.storm", x))),
        Phase::Results | Phase::Over => {}
    }
    rows
}

/// DC-MOVE-1…3 — `n`'s armies here none of which may march to another
/// land (for example all inside the fortress, which they may only leave
/// this turn): the refusal of the first one's march to a neighbour.
fn march_refused(s: &State, armies: &[ArmyId], offered: &[Action], n: Nation) -> Option<Refuse> {
    let marches = |a: &Action| matches!(a, Action::Move { army, movement: Movement::Move(_) } if armies.contains(army));
    if offered.iter().any(marches) {
        return None;
    }
    let first = *armies.first()?;
    let to = map().neighbours(s.armies[&first].land).next()?;
    check(s, n, &Action::Move { army: first, movement: Movement::Move(to) }).err()
}

/// DC-TRE-8, DC-TRE-9 — `n`'s army here that no recruit may join (a land
/// not its own or besieged, or an empty treasury): the refusal of one PS.
fn recruit_refused(s: &State, first: ArmyId, armies: &[ArmyId], offered: &[Action], n: Nation) -> Option<Refuse> {
    if offered.iter().any(|a| matches!(a, Action::Recruit { army, .. } if armies.contains(army))) {
        return None;
    }
    check(s, n, &Action::Recruit { army: first, ps: 1 }).err()
}

/// DC-ORD-1, DC-ORD-5, DC-STORM-1, AMB-3 — a hostile land where `n`'s
/// armies in the field may not storm: the refusal of the strongest one's
/// storm (too weak, Tatars, a field army to beat first, or its order given).
fn storm_refused(s: &State, l: RegionId, armies: &[ArmyId], offered: &[Action], n: Nation) -> Option<Refuse> {
    if !s.hostile(n, s.land(l).owner) {
        return None;
    }
    let in_field: Vec<ArmyId> = armies.iter().copied().filter(|id| !s.armies[id].in_fortress).collect();
    let strongest = in_field.iter().copied().max_by_key(|id| (s.armies[id].strength, std::cmp::Reverse(*id)))?;
    let storms = |a: &Action| matches!(a, Action::Command { army, order: Order::Storm } if in_field.contains(army));
    let ordered = in_field.iter().any(|id| s.armies[id].order == Some(Order::Storm));
    if ordered || offered.iter().any(storms) {
        return None;
    }
    check(s, n, &Action::Command { army: strongest, order: Order::Storm }).err()
}
