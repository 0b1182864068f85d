//! The rules that must hold after every action (`Rules::invariants`),
//! checked by `sandtable soak` and the proptests after every action of
//! whole games, so the next fault is found by a machine. Each names the
//! rule it keeps.

use crate::ids::{Faction, UnitKind};
use crate::map::map;
use crate::state::{Phase, State, Task};
use engine::board::RegionId;
use engine::side::Side;
use engine::text::Text;

/// Every invariant `s` breaks, each said with its rule id.
#[must_use]
pub fn broken(s: &State) -> Vec<Text> {
    let mut out = Vec::new();
    bases(s, &mut out);
    regions(s, &mut out);
    wars(s, &mut out);
    factions(s, &mut out);
    tasks(s, &mut out);
    ending(s, &mut out);
    out
}

fn place(r: RegionId) -> String {
    if map().is_node(r) { map().name_key(r) } else { "ww.region.unknown".to_owned() }
}

/// WW-2, WW-12, WW-G4 — land and air units stand in a land region their
/// faction owns, ships in a sea zone; every unit has its own number.
fn bases(s: &State, out: &mut Vec<Text>) {
    let m = map();
    let mut ids: Vec<u32> = s.units.iter().map(|u| u.id.0).collect();
    ids.sort_unstable();
    if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
        out.push(Text::key("ww.invariant.unit_twice").plain("unit", w[0]));
    }
    if ids.last().is_some_and(|&last| last >= s.next_unit) {
        out.push(Text::key("ww.invariant.unit_number").plain("next", s.next_unit));
    }
    for u in &s.units {
        let at_sea = matches!(u.kind, UnitKind::Navy | UnitKind::Merchant);
        let fits = if at_sea { m.is_sea(u.at) } else { m.info(u.at).is_some() && s.owner(u.at) == Some(u.faction) };
        if !fits {
            out.push(
                Text::key("ww.invariant.base")
                    .name("faction", u.faction.key())
                    .name("unit", u.kind.key())
                    .name("region", place(u.at)),
            );
        }
    }
}

/// WW-6, WW-8, WW-G10 — a neutral region's garrison stays with it while it
/// is neutral and goes when it is taken (its own Supply stays behind,
/// unused: it was never cleared, and clearing it now would change the
/// games already saved); only factories and oil wells are damaged (WW-30).
fn regions(s: &State, out: &mut Vec<Text>) {
    let m = map();
    for r in m.land_ids() {
        let Some(state) = s.region(r) else { continue };
        if state.owner.is_some() && (state.garrison > 0 || state.garrison_paid > 0) {
            out.push(Text::key("ww.invariant.owned_garrison").name("region", place(r)));
        }
        if state.garrison_paid > state.garrison {
            out.push(Text::key("ww.invariant.garrison_paid").name("region", place(r)));
        }
        let facility = m.info(r).is_some_and(|i| i.factory || i.well);
        if state.damaged_turn.is_some() && !facility {
            out.push(Text::key("ww.invariant.damaged").name("region", place(r)));
        }
    }
}

/// WW-G12 — a war is between two factions, listed once.
fn wars(s: &State, out: &mut Vec<Text>) {
    let mut pairs = s.wars.clone();
    pairs.sort_unstable();
    let twice = pairs.windows(2).any(|w| w[0] == w[1]);
    if twice || s.wars.iter().any(|&(a, b)| a == b || (a, b) != crate::state::war_pair(a, b)) {
        out.push(Text::key("ww.invariant.wars"));
    }
}

/// WW-1, WW-G13, WW-G15 — purchases are pending only while buying and
/// never cost more than the stock; an eliminated faction holds no region
/// and no unit.
fn factions(s: &State, out: &mut Vec<Text>) {
    for f in Faction::ALL {
        let state = s.faction(f);
        if !state.pending.is_empty() && s.phase != Phase::Purchase {
            out.push(Text::key("ww.invariant.pending").name("faction", f.key()));
        }
        let spent = crate::check::pending_cost(s, f);
        if spent.mp > state.stock.mp || spent.p > state.stock.p {
            out.push(Text::key("ww.invariant.overspent").name("faction", f.key()));
        }
        if state.eliminated && (s.owned(f).next().is_some() || s.units_of(f).next().is_some()) {
            out.push(Text::key("ww.invariant.eliminated").name("faction", f.key()));
        }
    }
}

/// WW-12, WW-G3 — a unit is ordered into an attack only in its faction's
/// own slot, towards a region or sea zone of the map.
fn tasks(s: &State, out: &mut Vec<Text>) {
    let acting = s.acting();
    for u in &s.units {
        if let Task::Ordered(target) = u.task
            && (acting != Some(u.faction) || !map().is_node(target))
        {
            out.push(
                Text::key("ww.invariant.ordered")
                    .name("faction", u.faction.key())
                    .name("unit", u.kind.key())
                    .name("region", place(u.at)),
            );
        }
    }
}

/// WW-G3, WW-G14 — a game is over exactly when it has a result, and until
/// then some faction is to act.
fn ending(s: &State, out: &mut Vec<Text>) {
    let over = s.phase == Phase::Over;
    if over != s.finish.is_some() {
        out.push(Text::key("ww.invariant.over"));
    }
    if s.finish.is_none() && crate::turn::to_act(s).is_empty() {
        out.push(Text::key("ww.invariant.nobody"));
    }
}
