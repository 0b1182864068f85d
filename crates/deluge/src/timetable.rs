//! The campaign's timetable (GAP-5): the four named events, when they
//! fire (checked at phase 4's step 10) and the armies they bring at the
//! next turn's start. Shadow Realms' giants and pirates keep theirs under
//! the same name (issue 41).

use crate::army::{ARMIES, ArmyId, Arrival, CampaignEvent};
use crate::map::{land, map};
use crate::nation::Nation;
use crate::report::{Lines, land_key};
use crate::state::{Army, Plan, State};
use engine::board::RegionId;
use engine::text::Text;

/// Whether `event` fires at the end of this turn.
#[must_use]
pub fn fires(s: &State, event: CampaignEvent) -> bool {
    if s.events_fired.contains(&event) {
        return false;
    }
    let owns_in = |n: Nation, region: &str| map().ids().any(|l| map().info(l).region == region && s.land(l).owner == n);
    match event {
        CampaignEvent::PrussiaJoinsWar => (s.turn == 2 && owns_in(Nation::Swe, "prussia")) || s.turn >= 3,
        CampaignEvent::WrathOfTheTsar => {
            owns_in(Nation::Swe, "lithuania") || s.captured.iter().any(|&(_, prev)| prev == Nation::Mos) || s.turn >= 3
        }
        CampaignEvent::TreatyOfRadnot => s.turn >= 6,
        CampaignEvent::Jihad => s.captured.iter().any(|&(l, prev)| {
            matches!(prev, Nation::Tur | Nation::Tat)
                && matches!(s.land(l).owner, Nation::Ron | Nation::Swe | Nation::Mos | Nation::Cos | Nation::Lit)
        }),
    }
}

/// Step 10 — the events that fire now.
pub fn check_events(s: &mut State, lines: &mut Lines) {
    for event in CampaignEvent::ALL {
        if fires(s, event) {
            s.events_fired.insert(event);
            s.events_due.push(event);
            lines.add("GAP-5", Text::key("dc.report.event").name("event", event.key()));
        }
    }
}

/// GAP-5 — where an event army appears: its land, or else the receiving
/// nation's own land with the largest garrison (then the lower id), which
/// the game picks for it; none if it owns no land.
fn place(s: &State, nation: Nation, at: RegionId, anywhere: bool) -> Option<RegionId> {
    if anywhere || s.land(at).owner == nation {
        return Some(at);
    }
    map().ids().filter(|&l| s.land(l).owner == nation).min_by_key(|&l| (std::cmp::Reverse(s.land(l).garrison), l))
}

/// Step 11 — the armies of the events that fired.
pub fn place_event_armies(s: &mut State, lines: &mut Lines) {
    let due = std::mem::take(&mut s.events_due);
    for event in due {
        if event == CampaignEvent::PrussiaJoinsWar {
            // Ducal Prussia changes sides with its garrison: no capture.
            let dp = land("ducal_prussia");
            s.land_mut(dp).owner = Nation::Swe;
            s.land_mut(dp).siege = None;
            if s.under(2) {
                // Rules 2 (found by the invariants of issue 37): its siege
                // ends for the besiegers too, and the armies of other nations
                // inside its fortress stand in the field of a Swedish land.
                for a in s.armies.values_mut().filter(|a| a.land == dp) {
                    a.besieging = false;
                }
                for (_, a) in s.armies.iter_mut().filter(|(id, a)| a.land == dp && id.nation() != Nation::Swe) {
                    a.in_fortress = false;
                }
            }
        }
        for (i, def) in ARMIES.iter().enumerate() {
            let Arrival::Event(e, at) = def.arrival else { continue };
            let Ok(index) = u8::try_from(i) else { continue };
            let id = ArmyId(index);
            if e != event || s.armies.contains_key(&id) {
                continue;
            }
            let anywhere = def.code == "SWE_TRANSYLVANIA";
            let Some(l) = place(s, def.nation, land(at), anywhere) else { continue };
            s.armies.insert(id, new_army(l, def.strength));
            lines.add(
                "GAP-5",
                Text::key("dc.report.army_arrives").text("unit", Text::key(id.key())).name("land", land_key(l)),
            );
        }
    }
}

/// A fresh army in the field.
#[must_use]
pub fn new_army(l: RegionId, strength: u32) -> Army {
    Army {
        land: l,
        in_fortress: false,
        strength,
        yasyr: 0,
        levy: 0,
        besieging: false,
        movement: None,
        order: None,
        plan: Plan::default(),
        fought: false,
        entered: false,
    }
}
