//! Buildings (KK-BLD, GAP-20): where each may stand, erecting it, roads,
//! railways and bridges on edges, dismantling (KK-BLD-05/06), plunder
//! (KK-PLN, roads and railways too: KK-PLN-04) and blowing up (KK-BLD-07).

use crate::Ev;
use crate::data::buildings::{BuildOrg, Building, EdgeBuilding, Placement};
use crate::data::resources::{Org, Stock, receive, refund, resolve};
use crate::data::terrain::Tag;
use crate::data::units::Ability;
use crate::event::{Event, Why};
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::State;
use engine::board::RegionId;

/// GAP-20, GAP-15, KK-TERR-10, KK-BLD-02 — whether `building` may stand at `r`.
#[must_use]
pub fn placement_ok(s: &State, building: Building, r: RegionId) -> bool {
    let m = map();
    let Some(terrain) = m.terrain(r) else { return false };
    if terrain.excludes(building) {
        return false;
    }
    let sub = m.sub(r);
    let cover = |t: Tag| terrain.covers.contains(&t);
    let open = !cover(Tag::Forest) && !cover(Tag::Jungle) && !cover(Tag::Desert);
    let ok = match building.info().placement {
        Placement::Any => true,
        Placement::NotSwamp => !terrain.has(Tag::Swamp),
        Placement::NotSwampOrJungle => !terrain.has(Tag::Swamp) && !terrain.has(Tag::Jungle),
        Placement::OpenBase(bases) => bases.contains(&terrain.base) && open,
        Placement::AnyOf(tags) => tags.iter().any(|t| terrain.has(*t)),
        Placement::Coastal(not) => sub.coastal && !not.contains(&terrain.base),
        Placement::CoastalOpen => sub.coastal && matches!(terrain.base, Tag::Plains | Tag::Hills),
        Placement::Airfield => {
            matches!(terrain.base, Tag::Plains | Tag::Hills | Tag::Desert)
                && !cover(Tag::Forest)
                && !cover(Tag::Jungle)
                && !terrain.has(Tag::Mountains)
        }
        Placement::RailHead => {
            matches!(terrain.base, Tag::Plains | Tag::Hills)
                && m.land_neighbours(r).any(|n| m.edge(r, n).and_then(|e| s.edges.get(e)).is_some_and(|e| e.railway))
        }
    };
    let manufactory_once = building != Building::Manufactory
        || m.province_of(r)
            .is_none_or(|p| !m.province(p).subs.iter().any(|&x| s.building(x) == Some(Building::Manufactory)));
    let caravan =
        building != Building::Caravanserai || m.province_of(r).is_some_and(|p| m.province(p).strategic.is_some());
    ok && manufactory_once && caravan
}

/// Whether `p`'s organisation may build it (GAP-20's Org column).
#[must_use]
pub fn org_ok(p: Player, building: Building) -> bool {
    match building.info().org {
        BuildOrg::Both => true,
        BuildOrg::Craft => p.org() == Org::Craft,
        BuildOrg::Industrial => p.org() == Org::Industrial,
    }
}

/// KK-BLD-01…02, KK-TRADE-11, GAP-20 — whether `p` may erect `building` at `at`.
///
/// # Errors
/// The rule that forbids it.
pub fn check_build(s: &State, p: Player, at: RegionId, building: Building) -> Result<Stock, Refuse> {
    if s.owner_at(at) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    if !org_ok(p, building) {
        return Err(Refuse::NotUsed);
    }
    if s.building(at).is_some() {
        return Err(Refuse::SlotTaken);
    }
    if building == Building::Caravanserai
        && map().province_of(at).is_none_or(|pr| map().province(pr).strategic.is_none())
    {
        return Err(Refuse::NoStrategicSource);
    }
    if !placement_ok(s, building, at) {
        return Err(Refuse::BadPlace);
    }
    let cost = crate::economy::building_cost(s, p, building).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

/// KK-BLD-08, GAP-20 — whether `p` may build `what` on `edge`: roads and
/// railways between two land sub-provinces (railways never into swamp,
/// only industrial), bridges on rivers, at least one end in its province.
///
/// # Errors
/// The rule that forbids it.
pub fn check_edge(s: &State, p: Player, edge: usize, what: EdgeBuilding) -> Result<Stock, Refuse> {
    let m = map();
    let e = m.edges.get(edge).ok_or(Refuse::BadInput)?;
    let built = s.edges.get(edge).copied().unwrap_or_default();
    if m.is_sea(e.a) || m.is_sea(e.b) {
        return Err(Refuse::BadPlace);
    }
    if s.owner_at(e.a) != Some(p) && s.owner_at(e.b) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    let swamp = |r: RegionId| m.terrain(r).is_some_and(|t| t.has(Tag::Swamp));
    let ok = match what {
        EdgeBuilding::Road => !built.road,
        EdgeBuilding::Railway => !built.railway && !swamp(e.a) && !swamp(e.b),
        EdgeBuilding::Bridge => e.river && !built.bridge,
    };
    if !ok {
        return Err(Refuse::BadPlace);
    }
    let cost = resolve(what.cost(), p.org()).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}

/// KK-BLD-05, KK-BLD-06, AMB-42, EX-82/83 — whether `p` may dismantle the
/// building at `at`: its own province, no enemy units there; the refund is
/// half the building's cost, rounded up.
///
/// # Errors
/// The rule that forbids it.
pub fn check_dismantle(s: &State, p: Player, at: RegionId) -> Result<Stock, Refuse> {
    let b = s.building(at).ok_or(Refuse::NoPlunder)?;
    let province = map().province_of(at).ok_or(Refuse::BadInput)?;
    if s.owner(province) != Some(p) {
        return Err(Refuse::NotOwnProvince);
    }
    let enemy = map().province(province).subs.iter().any(|&r| crate::movement::hostile_here(s, r, Some(p)));
    if enemy {
        return Err(Refuse::EnemyPresent);
    }
    Ok(refund(&resolve(b.info().cost, p.org()).unwrap_or_default()))
}

/// KK-PLN-04, AMB-43 — what a plunder takes (`Action::Plunder`'s `what`,
/// its place here): the sub-province's building, the roads that touch it
/// (with the bridges on those edges), the railways that touch it, or all
/// of them at once. Roads, railways and bridges touching a sub-province are
/// those on an edge with it at one end; the other end may be anyone's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loot {
    /// The building (the only choice before KK-PLN-04, and an old save's).
    Building,
    /// Every ROAD edge touching the sub-province, and the BRIDGE on each.
    Roads,
    /// Every RAILWAY edge touching it.
    Tracks,
    /// The building and every edge building touching it.
    All,
}

impl Loot {
    /// Every choice, in the order of the action's field.
    pub const ALL: [Self; 4] = [Self::Building, Self::Roads, Self::Tracks, Self::All];

    /// The choice at `what` in [`Loot::ALL`].
    #[must_use]
    pub fn of(what: u8) -> Option<Self> {
        Self::ALL.get(usize::from(what)).copied()
    }

    /// Its id (texts `kk.loot.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Building => "building",
            Self::Roads => "roads",
            Self::Tracks => "tracks",
            Self::All => "all",
        }
    }
}

/// AMB-43 — what plundering `loot` at `at` removes: the building, and each
/// edge building (edge index, kind) in edge order, roads before bridges.
#[must_use]
pub fn spoils(s: &State, at: RegionId, loot: Loot) -> (Option<Building>, Vec<(usize, EdgeBuilding)>) {
    let building = s.building(at).filter(|_| matches!(loot, Loot::Building | Loot::All));
    let mut edges = Vec::new();
    if loot != Loot::Building {
        for (i, _) in map().edges.iter().enumerate().filter(|(_, e)| e.a == at || e.b == at) {
            let built = s.edges.get(i).copied().unwrap_or_default();
            let roads = matches!(loot, Loot::Roads | Loot::All) && built.road;
            let tracks = matches!(loot, Loot::Tracks | Loot::All) && built.railway;
            // AMB-43: "roads" takes the bridge on each road edge; "all" any bridge.
            let bridge = built.bridge && (roads || loot == Loot::All);
            let kinds = [(roads, EdgeBuilding::Road), (tracks, EdgeBuilding::Railway), (bridge, EdgeBuilding::Bridge)];
            edges.extend(kinds.into_iter().filter(|k| k.0).map(|k| (i, k.1)));
        }
    }
    (building, edges)
}

/// KK-PLN-04 — whether the player chooses what to plunder at `at`: a road,
/// railway or bridge touches it (from rules 2 on, `crate::RULES`).
#[must_use]
pub fn loot_choice(s: &State, at: RegionId) -> bool {
    s.rules >= 2 && !spoils(s, at, Loot::All).1.is_empty()
}

/// KK-PLN-01…04, AMB-43 — whether `unit` may plunder `what` (a place in
/// [`Loot::ALL`]) where it stands: in an enemy's (or nobody's) province,
/// not routed, once a turn; the building there, or roads, railways or
/// all of them where such touch the sub-province.
///
/// # Errors
/// The rule that forbids it.
pub fn check_plunder(s: &State, p: Player, unit: UnitId, what: u8) -> Result<(), Refuse> {
    let loot = Loot::of(what).ok_or(Refuse::BadInput)?;
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if u.plundered || u.routed || !u.kind.template().kind.is_land() || s.owner_at(u.at) == Some(p) {
        return Err(Refuse::NoPlunder);
    }
    if loot == Loot::Building && s.building(u.at).is_none() {
        return Err(Refuse::NoPlunder);
    }
    let (building, edges) = spoils(s, u.at, loot);
    if loot != Loot::Building && (!loot_choice(s, u.at) || (building.is_none() && edges.is_empty())) {
        return Err(Refuse::NoLoot);
    }
    if s.battle.as_ref().is_some_and(|b| b.at == u.at) {
        return Err(Refuse::InBattle);
    }
    Ok(())
}

/// KK-PLN-02, KK-PLN-04, AMB-43, KK-RES-04, GAP-38 — what `what` names is
/// destroyed, its plunder yield paid per building removed in the
/// plunderer's resources, and the unit gains 1 PD.
pub fn plunder(s: &mut State, p: Player, unit: UnitId, what: u8, ev: &mut Ev) {
    let (Some(at), Some(loot)) = (s.unit(unit).map(|u| u.at), Loot::of(what)) else { return };
    let (building, edges) = spoils(s, at, loot);
    let mut gain = Stock::default();
    if let Some(b) = building {
        ev.emit(s, Event::Demolished { at, building: b });
        crate::tribal::note_ruin(s, at, b, ev);
        crate::prisoners::camp_gone(s, at, Some(p), ev);
        gain = receive(b.info().plunder, p.org());
    }
    for (edge, what) in edges {
        ev.emit(s, Event::EdgeRemoved { edge, what });
        for (r, n) in receive(what.plunder(), p.org()).amounts() {
            gain.add(r, n);
        }
    }
    crate::economy::receive(s, p, &gain, Why::Plunder, ev);
    ev.emit(s, Event::Plundered { unit });
    crate::battle::experience(s, unit, 1, ev);
}

/// KK-BLD-07, AMB-41 — whether `unit` may blow up its state's building where it stands.
///
/// # Errors
/// The rule that forbids it.
pub fn check_blow_up(s: &State, p: Player, unit: UnitId) -> Result<(), Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if !u.kind.template().has(Ability::Demolish) || u.plundered || u.routed {
        return Err(Refuse::NoDemolish);
    }
    if s.building(u.at).is_none() || s.owner_at(u.at) != Some(p) { Err(Refuse::NoDemolish) } else { Ok(()) }
}

/// KK-BLD-07 — the building is destroyed for its plunder yield, with no PD:
/// plundering one's own building (KK-PLN-07), the unit's plunder of the turn.
pub fn blow_up(s: &mut State, p: Player, unit: UnitId, ev: &mut Ev) {
    let Some(at) = s.unit(unit).map(|u| u.at) else { return };
    let Some(b) = s.building(at) else { return };
    ev.emit(s, Event::Demolished { at, building: b });
    crate::prisoners::camp_gone(s, at, Some(p), ev);
    let gain = receive(b.info().plunder, p.org());
    crate::economy::receive(s, p, &gain, Why::Plunder, ev);
    ev.emit(s, Event::Plundered { unit });
}

/// GAP-27 `BUILD(ROAD, BRIDGE)` — whether sappers may build `what` on an
/// edge from where they stand instead of moving (not moved, not acted),
/// at the normal cost.
///
/// # Errors
/// The rule that forbids it.
pub fn check_field_works(s: &State, p: Player, unit: UnitId, edge: usize, what: EdgeBuilding) -> Result<Stock, Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if !u.kind.template().has(Ability::BuildRoads) || u.moved || u.acted || u.fresh || what == EdgeBuilding::Railway {
        return Err(Refuse::NoDemolish);
    }
    let e = map().edges.get(edge).ok_or(Refuse::BadInput)?;
    if e.a != u.at && e.b != u.at {
        return Err(Refuse::NotAStep);
    }
    let m = map();
    let built = s.edges.get(edge).copied().unwrap_or_default();
    let ok = !m.is_sea(e.a)
        && !m.is_sea(e.b)
        && match what {
            EdgeBuilding::Road => !built.road,
            EdgeBuilding::Bridge => e.river && !built.bridge,
            EdgeBuilding::Railway => false,
        };
    if !ok {
        return Err(Refuse::BadPlace);
    }
    let cost = resolve(what.cost(), p.org()).ok_or(Refuse::NotUsed)?;
    if s.player(p).stock.covers(&cost) { Ok(cost) } else { Err(crate::refusal::short_of(&cost, &s.player(p).stock)) }
}
