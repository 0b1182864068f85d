//! `legal_actions`: the acting state's choices, each a button, or a button
//! with fields (how many units move, recruit or support; what to trade);
//! every listed action passes `check`.

use crate::action::{Action, Group};
use crate::check::check;
use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::Resource;
use crate::data::tables::{Colour, Doctrine, Government};
use crate::data::units::Kind;
use crate::data::upgrades::Upgrade;
use crate::ids::{Player, UnitId};
use crate::map::map;
use crate::state::{GeneralAt, Phase, State};
use engine::board::RegionId;
use engine::rules::Amount;
use engine::text::Text;

/// Every legal action of `p` now.
#[must_use]
pub fn legal_actions(s: &State, p: Player) -> Vec<Action> {
    if s.acting() != Some(p) {
        return Vec::new();
    }
    if crate::answers::pending(s, p).is_some() {
        return crate::answers::choices(s, p).into_iter().filter(|a| check(s, p, a).is_ok()).collect();
    }
    let mut out = match s.phase {
        Phase::Economy => economy(s, p),
        Phase::Movement => movement(s, p),
    };
    out.extend(crate::prisoners::choices(s, p));
    out.extend(crate::decisions::choices(s, p));
    out.retain(|a| check(s, p, a).is_ok());
    out
}

/// What a person is offered (the page's choices, through
/// `Rules::legal_actions`): the legal actions, and besides a march whose
/// whole group has no room where it goes, the same march of as many as fit
/// (issue 36: a six-unit army beside sub-provinces with room for fewer was
/// offered no move at all). The player picks how many of each kind in its
/// fields. The computer plays from [`legal_actions`], unchanged, so its
/// choices (and the files by e-mail that check them) stay as they were.
#[must_use]
pub fn offered(s: &State, p: Player) -> Vec<Action> {
    let mut out = legal_actions(s, p);
    if out.is_empty() || s.phase != Phase::Movement || s.battle.is_some() || crate::answers::pending(s, p).is_some() {
        return out;
    }
    for candidate in movement(s, p) {
        let Action::Move { from, to, group } = candidate else { continue };
        if out.iter().any(|a| matches!(a, Action::Move { from: f, to: t, .. } if *f == from && *t == to)) {
            continue;
        }
        let fitting = Action::Move { from, to, group: as_many_as_fit(s, p, to, &group) };
        if matches!(&fitting, Action::Move { group, .. } if group.iter().any(|(_, n)| *n > 0))
            && check(s, p, &fitting).is_ok()
        {
            out.push(fitting);
        }
    }
    out
}

/// KK-TERR-03, GAP-16 — `group` cut down to the units that fit into `to`'s
/// room, kind by kind in its order (units that take no room all go).
fn as_many_as_fit(s: &State, p: Player, to: RegionId, group: &Group) -> Group {
    let mut room = u32::from(crate::movement::room(s, to, Some(p)));
    group
        .iter()
        .map(|&(kind, n)| {
            if !crate::movement::counts(kind) {
                return (kind, n);
            }
            let take = n.min(room);
            room -= take;
            (kind, take)
        })
        .filter(|(_, n)| *n > 0)
        .collect()
}

fn economy(s: &State, p: Player) -> Vec<Action> {
    // GAP-08 (6): FREE CHOICE's sets first, until one is chosen.
    let mut out = crate::objectives::choices(s, p);
    if s.colour.is_none() && s.player(p).white.is_none() {
        out.extend(Colour::ALL.into_iter().map(Action::PickColour));
        return out;
    }
    let m = map();
    let stock = s.player(p).stock;
    let resources = Resource::of(p.org());
    let most = resources.iter().enumerate().max_by_key(|(_, r)| stock.get(**r)).map_or(0, |(i, _)| i);
    let least = resources
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != most)
        .min_by_key(|(_, r)| stock.get(**r))
        .map_or(1, |(i, _)| i);
    let amount = stock.get(resources[most]).max(1);
    for at in crate::trade::ports(s, p).into_iter().chain(crate::trade::caravanserais(s, p)) {
        let (give, get) = (u8::try_from(most).unwrap_or(0), u8::try_from(least).unwrap_or(1));
        out.push(Action::Trade { at, give, amount, get });
    }
    let provinces: Vec<_> = s.provinces_of(p).collect();
    for &province in &provinces {
        for kind in Kind::all() {
            if crate::recruit::most(s, p, province, kind) > 0 {
                out.push(Action::Recruit { province, kind, count: 1, upgrade: 0 });
            }
        }
        if crate::recruit::check_privileges(s, p, province).is_ok() {
            out.push(Action::GrantPrivileges { province });
        }
        out.push(Action::CallVassals { province });
        for &at in &m.province(province).subs {
            if s.building(at).is_none() {
                out.extend(Building::ALL.into_iter().map(|building| Action::Build { at, building }));
            } else {
                out.push(Action::Dismantle { at });
            }
            for n in m.land_neighbours(at) {
                if let Some(edge) = m.edge(at, n) {
                    let own_end = at.min(n) == at || s.owner_at(n) != Some(p);
                    if own_end {
                        out.extend(
                            [EdgeBuilding::Road, EdgeBuilding::Railway, EdgeBuilding::Bridge]
                                .map(|what| Action::BuildEdge { edge, what }),
                        );
                    }
                }
            }
        }
    }
    for u in s.units.iter().filter(|u| u.owner == Some(p)) {
        out.extend(Upgrade::ALL.map(|upgrade| Action::Upgrade { unit: u.id, upgrade }));
        out.push(Action::Replenish { unit: u.id });
    }
    out.extend(disbands(s, p));
    out.push(Action::RecruitGeneral);
    for to in s.in_play().filter(|&q| q != p) {
        let (give, get) = offer_defaults(s, p, to);
        out.push(Action::Offer { to, give, give_amount: 1, get, get_amount: 1, strategic: 0 });
        // GAP-44: peace, alliance, war.
        out.push(Action::Propose { to, pact: crate::diplomacy::Relation::Peace });
        out.push(Action::Propose { to, pact: crate::diplomacy::Relation::Alliance });
        out.push(Action::DeclareWar { on: to });
    }
    for (index, o) in s.offers.iter().enumerate() {
        if o.to == p {
            out.push(Action::Accept { index });
        }
        if o.to == p || o.from == p {
            out.push(Action::Decline { index });
        }
    }
    let ps = s.player(p);
    for government in
        [Government::FeudalMonarchy, Government::TribalKhanate, Government::MerchantRepublic, Government::Autocracy]
    {
        out.push(Action::Reform { government, doctrine: ps.doctrine });
    }
    for doctrine in [Doctrine::Offensive, Doctrine::Defensive, Doctrine::Mobile, Doctrine::TotalWar] {
        out.push(Action::Reform { government: ps.government, doctrine });
    }
    for g in &s.player(p).generals {
        match g.at {
            GeneralAt::Pool => {
                out.extend(general_places(s, p).into_iter().map(|at| Action::PlaceGeneral { number: g.number, at }))
            }
            GeneralAt::Map(_) => out.push(Action::WithdrawGeneral { number: g.number }),
            _ => {}
        }
    }
    out.push(Action::EndEconomy);
    out
}

/// What an offer to `to` proposes at first: `p`'s most plentiful resource
/// that both use for the one it has least of (places in `Resource::ALL`).
fn offer_defaults(s: &State, p: Player, to: Player) -> (u8, u8) {
    let both: Vec<Resource> = Resource::ALL.into_iter().filter(|r| r.used_by(p.org()) && r.used_by(to.org())).collect();
    let stock = s.player(p).stock;
    let give = both.iter().copied().max_by_key(|r| stock.get(*r)).unwrap_or(Resource::Gold);
    let get = both.iter().copied().filter(|r| *r != give).min_by_key(|r| stock.get(*r)).unwrap_or(Resource::Food);
    let index = |r: Resource| u8::try_from(r.index()).unwrap_or(0);
    (index(give), index(get))
}

/// KK-REC-32 — one disband choice per kind in each sub-province (the
/// weakest of them: most losses, least experience), and one more for a
/// tribal warrior whose going rebuilds a building (KK-REC-26).
fn disbands(s: &State, p: Player) -> Vec<Action> {
    let mut seen: Vec<(RegionId, Kind, bool)> = Vec::new();
    let mut mine: Vec<&crate::state::Unit> = s.units.iter().filter(|u| u.owner == Some(p)).collect();
    mine.sort_unstable_by_key(|u| (std::cmp::Reverse(u.losses), std::cmp::Reverse(u.routed), u.xp, u.id));
    let mut out = Vec::new();
    for u in mine {
        let key = (u.at, u.kind, crate::tribal::rebuilds(s, u.id).is_some());
        if !seen.contains(&key) {
            seen.push(key);
            out.push(Action::Disband { unit: u.id });
        }
    }
    out
}

/// AMB-71 — where a general may be placed: capitals of the state's
/// provinces, and sub-provinces where its land units stand.
fn general_places(s: &State, p: Player) -> Vec<RegionId> {
    let m = map();
    let mut out: Vec<RegionId> = s.provinces_of(p).map(|pr| m.province(pr).capital).collect();
    for u in s.units.iter().filter(|u| u.owner == Some(p) && crate::movement::counts(u.kind)) {
        if s.owner_at(u.at) == Some(p) && !out.contains(&u.at) {
            out.push(u.at);
        }
    }
    out
}

fn movement(s: &State, p: Player) -> Vec<Action> {
    let m = map();
    let mut out = Vec::new();
    if let Some(b) = &s.battle {
        if b.attacker == Some(p) {
            let targets = crate::battle::defenders(s);
            let ready = crate::battle::ready(s);
            for &attacker in &ready {
                for &target in &targets {
                    // No supporters at first: the field offers as many as are ready.
                    out.push(Action::Engage { attacker, target, support: 0 });
                }
            }
            out.push(Action::Withdraw);
        }
        // Units may still join before the first engagement.
        if !b.begun {
            for from in m.neighbours(b.at) {
                if m.is_sea(b.at) {
                    out.push(Action::Sail { from, to: b.at, group: fleet(s, p, from) });
                } else {
                    out.push(Action::Move { from, to: b.at, group: movable(s, p, from, |_| true) });
                }
                // GAP-26, KK-UNIT-20: river gunboats join by the waterway.
                let group = crate::river::flotilla(s, p, from);
                if !group.is_empty() {
                    out.push(Action::Sail { from, to: b.at, group });
                }
            }
        }
        return out;
    }
    let mut froms: Vec<RegionId> = s.units.iter().filter(|u| u.owner == Some(p) && u.mp > 0).map(|u| u.at).collect();
    froms.sort_unstable();
    froms.dedup();
    for &from in &froms {
        for to in m.land_neighbours(from) {
            let group = movable(s, p, from, |k| crate::movement::may_enter(k, to));
            if !group.is_empty() {
                out.push(Action::Move { from, to, group });
            }
        }
        for to in crate::movement::rail_reach(s, p, from) {
            let group = movable(s, p, from, |k| crate::movement::may_enter(k, to));
            if !group.is_empty() {
                out.push(Action::Rail { from, to, group });
            }
        }
        for to in crate::logistics::centres(s, p) {
            let group = movable(s, p, from, |k| crate::logistics::cost(k).is_some());
            if !group.is_empty() {
                out.push(Action::Logistics { from, to, group });
            }
        }
    }
    for u in s.units.iter().filter(|u| u.owner == Some(p)) {
        for target in crate::battle::targets_in_range(s, u) {
            out.push(Action::Fire { unit: u.id, target });
        }
        if u.kind.template().has(crate::data::units::Ability::BuildingFire) {
            let range = u32::from(u.kind.template().range());
            let dist = m.board.distances(u.at, &[engine::board::Link::Land, engine::board::Link::Coast], |_| true);
            for r in m.board.ids().filter(|r| dist[r.index()].is_some_and(|d| d <= range) && s.building(*r).is_some()) {
                out.push(Action::Bombard { unit: u.id, at: r });
            }
        }
        if u.kind.template().has(crate::data::units::Ability::BuildRoads) {
            for n in m.land_neighbours(u.at) {
                if let Some(edge) = m.edge(u.at, n) {
                    out.extend([EdgeBuilding::Road, EdgeBuilding::Bridge].map(|what| Action::FieldWorks {
                        unit: u.id,
                        edge,
                        what,
                    }));
                }
            }
        }
        // KK-PLN-04: one plunder choice, its field picking what is taken;
        // where no building stands it starts on "all".
        let what = if s.building(u.at).is_none() && crate::build::loot_choice(s, u.at) { 3 } else { 0 };
        out.push(Action::Plunder { unit: u.id, what });
        out.push(Action::BlowUp { unit: u.id });
        if u.routed {
            out.push(Action::Regroup { unit: u.id });
        }
    }
    out.extend(air_missions(s, p));
    out.extend(sea_moves(s, p));
    out.extend(crate::transport::choices(s, p));
    out.extend(crate::admirals::choices(s, p));
    out.extend(crate::levy::choices(s, p));
    for (number, at) in crate::generals::on_map(s, p) {
        out.extend(m.land_neighbours(at).map(|to| Action::MoveGeneral { number, to }));
    }
    out.push(Action::EndMovement);
    // One plunder and one blow-up choice per sub-province is enough.
    let mut seen: Vec<(RegionId, bool)> = Vec::new();
    out.retain(|a| match a {
        Action::Plunder { unit, .. } | Action::BlowUp { unit } => {
            let key = (s.unit(*unit).map_or(RegionId(0), |u| u.at), matches!(a, Action::Plunder { .. }));
            if check(s, p, a).is_err() || seen.contains(&key) {
                false
            } else {
                seen.push(key);
                true
            }
        }
        _ => true,
    });
    out
}

/// KK-AIR-01…11 — every mission `p`'s aircraft may fly: strikes on units,
/// raids on buildings, flights to other bases.
fn air_missions(s: &State, p: Player) -> Vec<Action> {
    let mut out = Vec::new();
    for u in s.units.iter().filter(|u| u.owner == Some(p) && crate::air::flies(u.kind)) {
        out.extend(s.units.iter().map(|t| Action::AirStrike { unit: u.id, target: t.id }));
        out.extend(map().board.ids().map(|at| Action::Bomb { unit: u.id, at }));
        out.extend(map().board.ids().map(|to| Action::Rebase { unit: u.id, to }));
    }
    out.retain(|a| check(s, p, a).is_ok());
    out
}

/// KK-NAV, GAP-13, GAP-26 — `p`'s ships' steps at sea (river gunboats' on
/// the rivers), barriers to lay and to clear.
fn sea_moves(s: &State, p: Player) -> Vec<Action> {
    let m = map();
    let mut out = Vec::new();
    let mut froms: Vec<RegionId> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && crate::sea::is_ship(u.kind) && u.mp > 0)
        .map(|u| u.at)
        .collect();
    froms.sort_unstable();
    froms.dedup();
    for from in froms {
        let group = fleet(s, p, from);
        out.extend(m.neighbours(from).map(|to| Action::Sail { from, to, group: group.clone() }));
        let river = crate::river::flotilla(s, p, from);
        if !river.is_empty() {
            out.extend(crate::river::reach(from).map(|to| Action::Sail { from, to, group: river.clone() }));
        }
    }
    for u in s.units.iter().filter(|u| u.owner == Some(p) && m.is_sea(u.at)) {
        out.push(Action::LayMines { unit: u.id });
    }
    out.extend(
        m.board
            .ids()
            .filter(|r| s.subs.get(r.index()).is_some_and(|x| x.mines.is_some()))
            .map(|at| Action::Sweep { at }),
    );
    out.retain(|a| check(s, p, a).is_ok());
    out
}

/// `p`'s seagoing ships at `from` able to sail, by kind (river gunboats
/// sail apart, `river::flotilla`).
fn fleet(s: &State, p: Player, from: RegionId) -> Group {
    let mut group: Group = Vec::new();
    for u in s.army(Some(p), from).filter(|u| crate::sea::seagoing(u.kind) && crate::movement::may_step(u, 2)) {
        match group.iter_mut().find(|(k, _)| *k == u.kind) {
            Some(x) => x.1 += 1,
            None => group.push((u.kind, 1)),
        }
    }
    group
}

/// KK-AIR-01 — whether any aircraft of `p` may fly a mission now.
#[must_use]
pub fn has_air_mission(s: &State, p: Player) -> bool {
    s.units.iter().any(|u| u.owner == Some(p) && crate::air::flies(u.kind)) && !air_missions(s, p).is_empty()
}

/// The units of `p` at `from` able to step, by kind, that `fits` lets go.
fn movable(s: &State, p: Player, from: RegionId, fits: impl Fn(Kind) -> bool) -> Group {
    let mut group: Group = Vec::new();
    for u in s
        .army(Some(p), from)
        .filter(|u| !u.fresh && !u.routed && u.mp > 0 && crate::movement::counts(u.kind) && fits(u.kind))
    {
        match group.iter_mut().find(|(k, _)| *k == u.kind) {
            Some(x) => x.1 += 1,
            None => group.push((u.kind, 1)),
        }
    }
    group
}

/// The fields of an action: how many units of each kind move; how many
/// recruit; what is traded; how many support an attack.
#[must_use]
pub fn amounts(s: &State, p: Player, a: &Action) -> Vec<Amount> {
    let unit_fields = |action: &str, group: &Group| -> Vec<Amount> {
        group
            .iter()
            .enumerate()
            .map(|(i, (kind, n))| {
                Amount::new(
                    format!("/{action}/group/{i}/1"),
                    Text::key(format!("kk.unit.{}", kind.template().id)),
                    0,
                    *n,
                )
            })
            .collect()
    };
    match a {
        Action::Move { group, .. } => unit_fields("Move", group),
        Action::Rail { group, .. } => unit_fields("Rail", group),
        Action::Logistics { group, .. } => unit_fields("Logistics", group),
        Action::Embark { group, .. } => unit_fields("Embark", group),
        Action::Disembark { group, .. } => unit_fields("Disembark", group),
        Action::Recruit { province, kind, .. } => {
            let most = crate::recruit::most(s, p, *province, *kind).max(1);
            let mut out = vec![Amount::new("/Recruit/count", Text::key("kk.amount.count"), 1, most)];
            // KK-UNIT-16: an upgrade at half price, where one fits.
            if Upgrade::ALL.iter().any(|u| u.fits(kind.template().kind)) {
                let mut options = vec![Text::key("kk.amount.no_upgrade")];
                options.extend(Upgrade::ALL.iter().map(|u| Text::key(format!("kk.upgrade.{}", u.id()))));
                out.push(Amount::pick("/Recruit/upgrade", Text::key("kk.amount.upgrade"), options));
            }
            out
        }
        Action::OfferPrisoners { .. } => crate::prisoners_text::amounts(s, p),
        Action::Offer { .. } => {
            let names: Vec<Text> = Resource::ALL.iter().map(|r| Text::key(r.key())).collect();
            let mut units = vec![Text::key("kk.amount.no_strategic")];
            units.extend(crate::data::tables::Strategic::ALL.iter().map(|r| Text::key(r.key())));
            let most = Resource::ALL.iter().map(|r| s.player(p).stock.get(*r)).max().unwrap_or(0).max(1);
            vec![
                Amount::pick("/Offer/give", Text::key("kk.amount.give"), names.clone()),
                Amount::new("/Offer/give_amount", Text::key("kk.amount.offer"), 0, most),
                Amount::pick("/Offer/get", Text::key("kk.amount.get"), names),
                Amount::new("/Offer/get_amount", Text::key("kk.amount.ask"), 0, 99),
                Amount::pick("/Offer/strategic", Text::key("kk.amount.strategic"), units),
            ]
        }
        Action::Trade { .. } => {
            let names: Vec<Text> = Resource::of(p.org()).iter().map(|r| Text::key(r.key())).collect();
            let most = Resource::of(p.org()).iter().map(|r| s.player(p).stock.get(*r)).max().unwrap_or(1).max(1);
            vec![
                Amount::pick("/Trade/give", Text::key("kk.amount.give"), names.clone()),
                Amount::new("/Trade/amount", Text::key("kk.amount.offer"), 1, most),
                Amount::pick("/Trade/get", Text::key("kk.amount.get"), names),
            ]
        }
        // KK-PLN-04: what to plunder, where a road, railway or bridge
        // touches; a choice that would take nothing there says so (the list
        // keeps its order: the field's number is the choice).
        Action::Plunder { unit, .. } if s.unit(*unit).is_some_and(|u| crate::build::loot_choice(s, u.at)) => {
            let at = s.unit(*unit).map_or(RegionId(0), |u| u.at);
            let options = crate::build::Loot::ALL
                .iter()
                .map(|&l| {
                    let what = Text::key(format!("kk.loot.{}", l.id()));
                    let (building, edges) = crate::build::spoils(s, at, l);
                    if building.is_none() && edges.is_empty() {
                        Text::key("kk.loot.nothing").text("what", what)
                    } else {
                        what
                    }
                })
                .collect();
            vec![Amount::pick("/Plunder/what", Text::key("kk.amount.loot"), options)]
        }
        Action::Engage { attacker, .. } => {
            let ready =
                u32::try_from(crate::battle::ready(s).iter().filter(|&&id| id != *attacker).count()).unwrap_or(0);
            if ready == 0 {
                Vec::new()
            } else {
                vec![Amount::new("/Engage/support", Text::key("kk.amount.support"), 0, ready)]
            }
        }
        _ => Vec::new(),
    }
}

/// The unit ids an action names, for tests.
#[must_use]
pub fn units_of(a: &Action) -> Vec<UnitId> {
    match a {
        Action::Engage { attacker, target, .. } => vec![*attacker, *target],
        Action::Fire { unit, target } => vec![*unit, *target],
        Action::Upgrade { unit, .. } | Action::Replenish { unit } | Action::Disband { unit } => vec![*unit],
        Action::BoardShip { ship, .. } => vec![*ship],
        Action::Plunder { unit, .. } | Action::BlowUp { unit } | Action::Regroup { unit } => vec![*unit],
        _ => Vec::new(),
    }
}
