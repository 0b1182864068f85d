//! Neutrals (WW-6…8, WW-G10) and the state of war (WW-G12).

use crate::Ev;
use crate::event::Event;
use crate::ids::{Faction, Resources};
use crate::map::map;
use crate::state::State;
use engine::board::RegionId;

/// WW-G10 — aid needed to raise one neutral infantry.
pub const RAISE_COST: Resources = Resources::new(3, 1, 0);
/// WW-6 — starting garrison of a neutral region.
pub const GARRISON: u32 = 3;
/// WW-8 — starting Supply of a neutral region.
pub const NEUTRAL_SUPPLY: u32 = 6;

/// WW-G10, WW-G12, WW-G2 — attacking a node's owner: war with a faction
/// (declared at once), or permanent hostility of a neutral country (which
/// also ends the attacker's treaties with it).
pub fn declare_attack(s: &mut State, by: Faction, target: RegionId, ev: &mut Ev) {
    if let Some(on) = s.owner(target) {
        declare_war(s, by, on, ev);
        return;
    }
    let Some(country) = map().info(target).and_then(|i| i.country) else { return };
    if !s.hostile_country(country, by) {
        ev.emit(s, Event::NeutralHostile { faction: by, country });
    }
    if s.treaties.iter().any(|t| t.buyer == by && t.country == country) {
        ev.emit(s, Event::TreatyEnded { buyer: by, country });
    }
}

/// WW-G12 — an attack on another faction's unit or region means war.
pub fn declare_war(s: &mut State, by: Faction, on: Faction, ev: &mut Ev) {
    if by != on && !s.at_war(by, on) {
        ev.emit(s, Event::WarDeclared { by, on });
    }
}

/// WW-G3 step 3, WW-G12 — war declared in the diplomacy step.
pub fn proclaim_war(s: &mut State, by: Faction, on: Faction, ev: &mut Ev) {
    if by != on && !s.at_war(by, on) {
        ev.emit(s, Event::WarProclaimed { by, on });
    }
}

/// WW-G12 — offering peace; when both sides have offered, peace is made.
pub fn offer_peace(s: &mut State, by: Faction, to: Faction, ev: &mut Ev) {
    ev.emit(s, Event::PeaceOffered { by, to });
    if s.faction(to).peace_offers.contains(&by) {
        ev.emit(s, Event::PeaceMade { a: by, b: to });
    }
}

/// WW-7, WW-G10 — aid reaches a neutral region: Supply to the region, MP and
/// P to the country's account, which raises infantry at 3 MP + 1 P each.
pub fn receive_aid(s: &mut State, region: RegionId, cargo: Resources, ev: &mut Ev) {
    ev.emit(s, Event::AidReceived { region, cargo });
    let Some(country) = map().info(region).and_then(|i| i.country) else { return };
    while s.countries.get(country.index()).is_some_and(|c| c.account.covers(RAISE_COST)) {
        ev.emit(s, Event::NeutralRaised { region });
    }
}
