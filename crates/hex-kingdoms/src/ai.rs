//! The computer player: legal, purposeful play for every seat. It recruits,
//! expands, builds, researches, attacks where the exact odds favour it, and
//! always ends its turn. `rng` only breaks ties.

use crate::action::Action;
use crate::bag::{Side, Token};
use crate::check::check;
use crate::ids::{BuildingKind, PlayerId, StructKind, Tech, UnitKind};
use crate::legal::legal_actions;
use crate::movement::destinations;
use crate::state::{Battle, BattleStep, State, Step, Target};
use engine::board::RegionId;
use engine::dice::Dice;

/// What a version of the computer does beyond version 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// Reacts when an attack comes (HK-5…HK-9, G-7); version 1 never did.
    pub reacts: bool,
    /// Takes the government its buildings pay for (G-17); version 1 took
    /// Democracy in the first and third seats, Theocracy in the others.
    pub reforms_by_buildings: bool,
    /// Chooses among equals nearest its start first; version 1 in board order.
    pub near_first: bool,
}

impl Profile {
    /// Today's computer.
    pub const CURRENT: Self = Self { reacts: true, reforms_by_buildings: true, near_first: true };
    /// The computer before its latest change (version 1), for `sandtable
    /// soak --versus previous`. The steps it never met (the building
    /// returned, the landing hex) it takes as today's does.
    pub const PREVIOUS: Self = Self { reacts: false, reforms_by_buildings: false, near_first: false };
}

/// Today's computer's next action for `p`.
#[must_use]
pub fn computer_action(s: &State, p: PlayerId, rng: &mut Dice) -> Option<Action> {
    computer_action_as(s, p, rng, Profile::CURRENT)
}

/// The next action for `p` of the computer of `profile`.
#[must_use]
pub fn computer_action_as(s: &State, p: PlayerId, rng: &mut Dice, profile: Profile) -> Option<Action> {
    let choice = match &s.step {
        Step::Battle(b) => battle_choice(s, p, b, profile),
        Step::AfterManoeuvre(sel) => Some(
            best_attack(s, p, sel, profile).map_or(Action::EndManoeuvre, |(t, _)| join_or_attack(s, p, t, profile)),
        ),
        Step::Actions => turn_choice(s, p, rng, profile),
        Step::Advance { armies, .. } => armies.first().map(|&from| Action::Advance { from }),
    };
    match choice {
        Some(a) if check(s, p, &a).is_ok() => Some(a),
        _ => legal_actions(s, p).into_iter().last(),
    }
}

/// The map's hexes nearest first to `p`'s start hex, ties in an order seen
/// from that start: opposite starts see each other's order through the
/// centre. The computer's choices among equals follow this order, so on a
/// point-symmetric map (edition 2) opposite players choose alike. (In
/// board order, the player whose hexes came first won 351 of 500
/// two-player games on a symmetric map.)
fn by_nearness(s: &State, p: PlayerId, profile: Profile) -> Vec<RegionId> {
    if !profile.near_first {
        return s.map().ids().collect();
    }
    let m = s.map();
    let home = m.starts.get(p.index()).copied().unwrap_or(RegionId(0));
    let h0 = m.info(home).hex;
    let sign = if (h0.x, h0.y) < (0, 0) { 1 } else { -1 };
    let mut hexes: Vec<RegionId> = m.ids().collect();
    // One packed key: distance, then the coordinates seen from the start.
    hexes.sort_unstable_by_key(|&h| {
        let x = m.info(h).hex;
        let [q, r] = [sign * x.x + 128, sign * x.y + 128].map(|c| u32::try_from(c).unwrap_or(0));
        (m.distance(home, h) << 16) | (q << 8) | r
    });
    hexes
}

/// G-6 — bring other armies that reach `target` into the formation, then attack.
fn join_or_attack(s: &State, p: PlayerId, target: RegionId, profile: Profile) -> Action {
    let joiner = by_nearness(s, p, profile).into_iter().find(|&h| {
        s.army_owner(h) == Some(p)
            && crate::movement::army_reaches(s, h, target)
            && check(s, p, &Action::Join { from: h, to: h }).is_ok()
    });
    joiner.map_or(Action::Attack { target }, |h| Action::Join { from: h, to: h })
}

/// The target with the best exact odds, if they favour attacking.
fn best_attack(s: &State, p: PlayerId, selected: &[RegionId], profile: Profile) -> Option<(RegionId, u32)> {
    let mut best: Option<(RegionId, u32)> = None;
    for t in by_nearness(s, p, profile) {
        let Some(f) = crate::odds::forecast(s, p, selected, t) else { continue };
        let score = f.win.per_mille() * 2 + f.unharmed.per_mille() / 2;
        let good = f.win.per_mille() >= 300 || (f.hits_milli >= f.taken_milli * 3 / 2 && f.hits_milli >= 1000);
        if good && best.is_none_or(|(_, b)| score > b) {
            best = Some((t, score));
        }
    }
    best
}

/// HK-5…HK-9, G-7 — the reaction that adds most of the defender's own
/// tokens to the bag (units brought within reach of an attacker roll attack
/// dice, joining armies bring theirs), if it adds at least two: a reaction
/// costs an exhaustion die. The attacked army does not leave a hex with
/// its own city or castle on it.
fn reaction(s: &State, p: PlayerId, b: &Battle) -> Action {
    let own = |t: &State| t.battle().map_or(0, |b| crate::prepare::strength(t, b, Side::Defender).0);
    let holds = s.structures_at(b.target).any(|(_, x)| x.owner == p);
    let mut best = (own(s) + 2, Action::NoReaction);
    for from in crate::battle::reaction_sources(s).into_iter().filter(|&h| !(h == b.target && holds)) {
        for to in crate::movement::reaction_moves(s, p, from) {
            let mut t = s.clone();
            crate::battle::react(&mut t, from, to, &mut crate::Ev::default());
            let tokens = own(&t);
            if tokens >= best.0 {
                best = (tokens + 1, Action::React { from, to });
            }
        }
    }
    best.1
}

/// HK-75 — the computer returns a lost building as the type it builds
/// first (Market, then Barracks, then Workshop) while it owns fewer of that
/// type than a player can have cities (G-4: 4), else as it was.
fn returned_as(s: &State, p: PlayerId, b: &Battle) -> BuildingKind {
    let owned = s.player(p).buildings;
    let was = b.buildings_lost.first().copied().unwrap_or(BuildingKind::Market);
    [BuildingKind::Market, BuildingKind::Barracks, BuildingKind::Workshop]
        .into_iter()
        .find(|k| usize::from(owned[k.position()]) < StructKind::City.supply())
        .unwrap_or(was)
}

/// G-15 step 6 — the legal hex the computer lands a converted or recovered
/// unit on: the safest (fewest enemy military units next to it, then within
/// 2 hexes), then one that leaves its armies free (the unit carries 2
/// exhaustion dice, and an army with an exhausted unit cannot manoeuvre,
/// G-8, so an empty hex beats joining an army), then the one with most of
/// its own units and structures around; ties in edge order.
fn landing(s: &State, p: PlayerId) -> Option<RegionId> {
    let (_, _, hexes) = crate::conversion::pending_landing(s)?;
    let m = s.map();
    let key = |h: RegionId| {
        let (mut danger, mut support) = (0u32, 0u32);
        for u in s.units.values() {
            let d = m.distance(h, u.at);
            if u.owner != p && u.kind.is_military() && d <= 2 {
                danger += if d <= 1 { 10 } else { 1 };
            } else if u.owner == p && d <= 2 && d > 0 {
                support += 1;
            }
        }
        support +=
            2 * u32::try_from(s.structures.values().filter(|x| x.owner == p && m.distance(h, x.at) <= 1).count())
                .unwrap_or(0);
        (danger, s.army_owner(h).is_some(), std::cmp::Reverse(support))
    };
    hexes.into_iter().min_by_key(|&h| key(h))
}

fn battle_choice(s: &State, p: PlayerId, b: &Battle, profile: Profile) -> Option<Action> {
    match b.step {
        BattleStep::React => Some(if profile.reacts { reaction(s, p, b) } else { Action::NoReaction }),
        BattleStep::Convert(side) => {
            crate::conversion::conversion_targets(s, side).first().map(|&u| Action::Convert(u))
        }
        BattleStep::Recover(side) => crate::conversion::recovery_targets(s, side).first().map(|&u| Action::Recover(u)),
        BattleStep::ReturnBuildings => Some(Action::ReturnBuilding(returned_as(s, p, b))),
        BattleStep::Land(_) => landing(s, p).map(Action::Land),
        BattleStep::Prepare(side) => {
            let pl = s.player(p);
            let (own, _, _) = crate::prepare::strength(s, b, side);
            let (theirs, _, _) = crate::prepare::strength(s, b, side.other());
            let action_dice = if side == Side::Defender { pl.action_dice } else { 0 };
            let fabian =
                if own > theirs { u8::try_from(crate::prepare::fabian_max(s, b, side)).unwrap_or(0) } else { 0 };
            Some(Action::Prepare { action_dice, experience: pl.experience, omit_defence: 0, fabian })
        }
        BattleStep::Draw(side) => {
            let n = u8::try_from(crate::battle::draw_limit(s, b, side)).unwrap_or(0);
            let mine = b.bag.count(Token::of(side));
            let theirs = b.bag.count(Token::of(side.other()));
            if side == Side::Defender && mine < theirs || n == 0 {
                Some(Action::StopDrawing)
            } else {
                Some(Action::DrawTokens(n))
            }
        }
        BattleStep::PostDraw(side) => {
            let own = Token::of(side);
            let n = b.drawn.total();
            let pool = b.bag.count(own) + b.drawn.count(own);
            let all = b.bag.total() + n;
            if b.drawn.count(own) * all < n * pool && check(s, p, &Action::UseTactics).is_ok() {
                return Some(Action::UseTactics);
            }
            let enemy = Token::of(side.other());
            if check(s, p, &Action::UseRegularArmy(enemy)).is_ok() {
                return Some(Action::UseRegularArmy(enemy));
            }
            Some(Action::KeepDraw)
        }
        BattleStep::Assign(side) => {
            let value = |t: &Target| match t {
                Target::Unit(u) => s.units.get(u).map_or(0, |x| x.kind.cost()),
                Target::Structure(x) => s.structures.get(x).map_or(0, |x| 10 + u32::from(x.kind.durability())),
            };
            crate::losses::legal_targets(s, b, side).into_iter().max_by_key(value).map(Action::AssignLoss)
        }
    }
}

fn first_ok(s: &State, p: PlayerId, cands: impl IntoIterator<Item = Action>) -> Option<Action> {
    cands.into_iter().find(|a| check(s, p, a).is_ok())
}

fn turn_choice(s: &State, p: PlayerId, rng: &mut Dice, profile: Profile) -> Option<Action> {
    let pl = s.player(p);
    if pl.action_dice == 0 {
        return Some(Action::EndTurn);
    }
    let cities: Vec<RegionId> =
        s.structures.values().filter(|x| x.owner == p && x.kind == StructKind::City).map(|x| x.at).collect();
    let mine: Vec<RegionId> = by_nearness(s, p, profile).into_iter().filter(|&h| s.army_owner(h) == Some(p)).collect();
    if let Some(a) = attack_move(s, p, profile) {
        return Some(a);
    }
    let build_city = mine.iter().map(|&at| Action::Build { at, kind: StructKind::City });
    if let Some(a) = first_ok(s, p, build_city) {
        return Some(a);
    }
    let units = s.units.values().filter(|u| u.owner == p).count();
    let peasants = s.units.values().filter(|u| u.owner == p && u.kind == UnitKind::Peasants).count();
    let wanted = if peasants < 3 + cities.len() {
        vec![UnitKind::Peasants, UnitKind::Swordsmen]
    } else {
        vec![UnitKind::Swordsmen, UnitKind::Spearmen, UnitKind::Archers, UnitKind::Cavalry, UnitKind::Trebuchet]
    };
    if units < 14 {
        let recruits = cities.iter().flat_map(|&at| wanted.iter().map(move |&kind| Action::Recruit { at, kind }));
        if let Some(a) = first_ok(s, p, recruits) {
            return Some(a);
        }
    }
    if pl.gold >= 16 {
        let order =
            [Tech::Drill, Tech::Tactics, Tech::RegularArmy, Tech::SiegeTower, Tech::FieldMedicine, Tech::FabianTactics];
        if let Some(a) = first_ok(s, p, order.map(|tech| Action::Research { tech })) {
            return Some(a);
        }
    }
    if pl.gold >= 10 {
        let builds = cities.iter().flat_map(|&at| {
            [BuildingKind::Market, BuildingKind::Barracks, BuildingKind::Workshop]
                .map(move |b| Action::Build { at, kind: StructKind::Building(b) })
        });
        if let Some(a) = first_ok(s, p, builds) {
            return Some(a);
        }
    }
    if let Some(a) = fortify_or_reform(s, p, &cities, &mine, profile) {
        return Some(a);
    }
    march(s, p, &mine, rng).or(Some(Action::EndTurn))
}

/// G-9, G-12, G-17 — with spare gold: a castle (larger formations), a wall
/// facing the nearest enemy, or a new government from round 4.
fn fortify_or_reform(
    s: &State,
    p: PlayerId,
    cities: &[RegionId],
    mine: &[RegionId],
    profile: Profile,
) -> Option<Action> {
    let pl = s.player(p);
    if pl.gold < 12 {
        return None;
    }
    let castles = mine.iter().map(|&at| Action::Build { at, kind: StructKind::Castle });
    if let Some(a) = first_ok(s, p, castles) {
        return Some(a);
    }
    if s.round >= 4 && pl.government == crate::ids::Government::Monarchy {
        return first_ok(s, p, [Action::Reform { government: reform_to(s, p, profile) }]);
    }
    let m = s.map();
    let enemy = s.structures.values().find(|x| x.owner != p && x.kind == StructKind::City).map(|x| x.at)?;
    let walls = cities.iter().filter_map(|&at| {
        let toward = m.adjacent(at).into_iter().min_by_key(|&n| m.distance(n, enemy))?;
        Some(Action::Build { at, kind: StructKind::Wall(m.edge_towards(at, toward)?) })
    });
    first_ok(s, p, walls)
}

/// G-17 — the government worth more to this player: Democracy's gold per
/// Market and recovery, or Theocracy's gold per Temple and conversion. The
/// computer builds Markets, so this is usually Democracy. (It once chose by
/// seat parity, which left Blue and Green, the second and fourth seats,
/// with Theocracy and no Temples: that, not the seats, cost them games.)
fn reform_to(s: &State, p: PlayerId, profile: Profile) -> crate::ids::Government {
    if !profile.reforms_by_buildings {
        let even = p.0.is_multiple_of(2);
        return if even { crate::ids::Government::Democracy } else { crate::ids::Government::Theocracy };
    }
    let markets = s.built(p, StructKind::Building(BuildingKind::Market));
    let temples = s.built(p, StructKind::Building(BuildingKind::Temple));
    if temples > markets { crate::ids::Government::Theocracy } else { crate::ids::Government::Democracy }
}

/// Stand and attack when some army has favourable odds from where it is.
fn attack_move(s: &State, p: PlayerId, profile: Profile) -> Option<Action> {
    for h in by_nearness(s, p, profile).into_iter().filter(|&h| s.army_owner(h) == Some(p) && !s.exhausted(h)) {
        if best_attack(s, p, &[h], profile).is_some() {
            return first_ok(s, p, [Action::Manoeuvre { from: h, to: h, leave_peasants: false }]);
        }
    }
    None
}

/// March an unexhausted army toward the nearest enemy city (or holy site,
/// or a place to found a city for peasants), leaving peasants at home.
fn march(s: &State, p: PlayerId, mine: &[RegionId], rng: &mut Dice) -> Option<Action> {
    let m = s.map();
    let goals: Vec<RegionId> = s
        .structures
        .values()
        .filter(|x| x.owner != p && x.kind == StructKind::City)
        .map(|x| x.at)
        .chain(m.holy.iter().enumerate().filter(|(i, _)| s.relics.get(*i) == Some(&None)).map(|(_, &h)| h))
        .collect();
    let mut cands = Vec::new();
    for &from in mine.iter().filter(|&&h| !s.exhausted(h)) {
        let military = s.units_at(from).filter(|(_, u)| u.kind.is_military()).count();
        let peasants = s.units_at(from).count() - military;
        let home = s.has(from, p, StructKind::City);
        if military == 0 {
            if peasants >= 3 && home {
                cands.extend(settle(s, p, from));
            }
            continue;
        }
        if home && military < 2 {
            continue;
        }
        let leave = home && peasants > 0 && military > 0;
        let goal_dist = |h: RegionId| goals.iter().map(|&g| m.distance(h, g)).min().unwrap_or(0);
        let here = goal_dist(from);
        for (&to, _) in destinations(s, p, from).iter() {
            let d = goal_dist(to);
            if d < here {
                cands.push((d, Action::Manoeuvre { from, to, leave_peasants: leave }));
            }
        }
    }
    let best = cands.iter().map(|(d, _)| *d).min()?;
    let top: Vec<Action> =
        cands.into_iter().filter(|(d, _)| *d == best).map(|(_, a)| a).filter(|a| check(s, p, a).is_ok()).collect();
    if top.is_empty() {
        return None;
    }
    let i = rng.pick(u8::try_from(top.len().min(100)).unwrap_or(1), "computer tie-break");
    top.get(i).cloned()
}

/// G-12 — a peasants army at home walks toward the nearest place a city could be founded.
fn settle(s: &State, p: PlayerId, from: RegionId) -> Vec<(u32, Action)> {
    let m = s.map();
    let cities: Vec<RegionId> = s.structures.values().filter(|x| x.kind == StructKind::City).map(|x| x.at).collect();
    let site = |h: RegionId| {
        matches!(m.terrain(h), crate::ids::Terrain::Plains | crate::ids::Terrain::Forest | crate::ids::Terrain::Hills)
            && cities.iter().all(|&c| m.distance(c, h) >= 3 && m.info(c).province != m.info(h).province)
    };
    let sites: Vec<RegionId> = m.ids().filter(|&h| site(h)).collect();
    let dist = |h: RegionId| sites.iter().map(|&g| m.distance(h, g)).min().unwrap_or(u32::MAX);
    let here = dist(from);
    destinations(s, p, from)
        .keys()
        .filter(|&&to| dist(to) < here)
        .map(|&to| (dist(to) + 100, Action::Manoeuvre { from, to, leave_peasants: false }))
        .collect()
}
