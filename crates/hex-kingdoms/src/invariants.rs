//! The rules that must hold after every action (`Rules::invariants`),
//! checked by `sandtable soak` and the proptests after every action of
//! whole games, so the next fault is found by a machine. Each names the
//! rule it keeps.

use crate::describe::{player_key, region_key};
use crate::ids::{PlayerId, Terrain, UnitKind};
use crate::state::{ACTION_DICE, STACK, State};
use crate::structure::StructKind;
use engine::text::Text;
use std::collections::BTreeMap;

/// Every invariant `s` breaks, each said with its rule id (and G-5, G-25:
/// until the game is over, a player still in it is to decide).
#[must_use]
pub fn broken(s: &State) -> Vec<Text> {
    let mut out = Vec::new();
    stacks(s, &mut out);
    terrain(s, &mut out);
    structures(s, &mut out);
    cities(s, &mut out);
    players(s, &mut out);
    let decider = crate::check::decider(s);
    if s.finish.is_none() && s.players.get(usize::from(decider.0)).is_none_or(|p| p.out) {
        out.push(Text::key("hk.invariant.nobody"));
    }
    out
}

/// G-9 — units of one player on a hex, at most five.
fn stacks(s: &State, out: &mut Vec<Text>) {
    let mut on: BTreeMap<engine::board::RegionId, (Vec<PlayerId>, usize)> = BTreeMap::new();
    for u in s.units.values() {
        let entry = on.entry(u.at).or_default();
        if !entry.0.contains(&u.owner) {
            entry.0.push(u.owner);
        }
        entry.1 += 1;
    }
    for (at, (owners, count)) in on {
        if owners.len() > 1 {
            out.push(Text::key("hk.invariant.shared_hex").name("hex", region_key(s, at)));
        }
        if count > STACK {
            out.push(Text::key("hk.invariant.stack").name("hex", region_key(s, at)).plain("count", count));
        }
    }
}

/// G-2, G-22 — nobody on a mountain, galleys only on water and the other
/// units only on land; structures only on land that is not a mountain.
fn terrain(s: &State, out: &mut Vec<Text>) {
    let m = s.map();
    for u in s.units.values() {
        let t = m.terrain(u.at);
        let fits = if u.kind == UnitKind::Galley {
            t == Terrain::Water
        } else {
            !matches!(t, Terrain::Water | Terrain::Mountains)
        };
        if !fits {
            out.push(
                Text::key("hk.invariant.unit_terrain").name("unit", u.kind.key()).name("hex", region_key(s, u.at)),
            );
        }
    }
    for st in s.structures.values() {
        if matches!(m.terrain(st.at), Terrain::Water | Terrain::Mountains) {
            out.push(
                Text::key("hk.invariant.structure_terrain")
                    .name("structure", st.kind.key())
                    .name("hex", region_key(s, st.at)),
            );
        }
    }
}

/// HK-46, HK-56 — a structure carries fewer damage markers than its
/// durability (as many destroy it); one wall or palisade a hex side.
fn structures(s: &State, out: &mut Vec<Text>) {
    let mut edges = Vec::new();
    for st in s.structures.values() {
        if st.damage >= st.kind.durability() {
            out.push(
                Text::key("hk.invariant.damage")
                    .name("structure", st.kind.key())
                    .name("hex", region_key(s, st.at))
                    .plain("damage", st.damage),
            );
        }
        if let StructKind::Wall(e) | StructKind::Palisade(e) = st.kind {
            if edges.contains(&(st.at, e)) {
                out.push(Text::key("hk.invariant.edge_twice").name("hex", region_key(s, st.at)));
            }
            edges.push((st.at, e));
        }
    }
}

/// G-12 — a city in each province at most; buildings only in their
/// owner's city, at most three a city and one of each type.
fn cities(s: &State, out: &mut Vec<Text>) {
    let m = s.map();
    let mut provinces: BTreeMap<u8, usize> = BTreeMap::new();
    for st in s.structures.values().filter(|st| st.kind == StructKind::City) {
        *provinces.entry(m.info(st.at).province).or_default() += 1;
    }
    for st in s.structures.values().filter(|st| st.kind == StructKind::City) {
        if provinces.get(&m.info(st.at).province).is_some_and(|&n| n > 1) {
            out.push(Text::key("hk.invariant.two_cities").name("hex", region_key(s, st.at)));
        }
    }
    let mut by_hex: BTreeMap<engine::board::RegionId, Vec<StructKind>> = BTreeMap::new();
    for st in s.structures.values().filter(|st| matches!(st.kind, StructKind::Building(_))) {
        if !s.has(st.at, st.owner, StructKind::City) {
            out.push(Text::key("hk.invariant.building_city").name("hex", region_key(s, st.at)));
        }
        by_hex.entry(st.at).or_default().push(st.kind);
    }
    for (at, kinds) in by_hex {
        let mut types = kinds.clone();
        types.sort_unstable();
        types.dedup();
        if kinds.len() > 3 || types.len() < kinds.len() {
            out.push(Text::key("hk.invariant.buildings").name("hex", region_key(s, at)));
        }
    }
}

/// G-5 — no more than three action dice in a pool; a player out of the
/// game (G-25) holds no units.
fn players(s: &State, out: &mut Vec<Text>) {
    for (i, p) in s.players.iter().enumerate() {
        let id = PlayerId(u8::try_from(i).unwrap_or(u8::MAX));
        if p.action_dice > ACTION_DICE {
            out.push(
                Text::key("hk.invariant.action_dice").name("player", player_key(s, id)).plain("dice", p.action_dice),
            );
        }
        if p.out && s.units.values().any(|u| u.owner == id) {
            out.push(Text::key("hk.invariant.out").name("player", player_key(s, id)));
        }
    }
}
