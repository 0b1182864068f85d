//! The worked examples that need the map (sections 4.1–4.6), with the
//! spec's numbers; each test names its EX id and rules.

use super::{bare, dice_showing, exec, exec_with, province, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::{Resource, Stock};
use crate::data::tables::{Colour, Trait};
use crate::data::units::Kind;
use crate::ids::Player::{Empire, Khanate, Kingdom, Republic};
use crate::refusal::Refuse;
use crate::state::{General, GeneralAt, Origin, Phase};
use engine::refusal::Reason;
use engine::side::Side;

fn stock(list: &[(Resource, u32)]) -> Stock {
    let mut s = Stock::default();
    for &(r, n) in list {
        s.add(r, n);
    }
    s
}

fn build(s: &mut crate::state::State, at: &str, b: Building) {
    s.subs[sub(at).index()].building = Some(b);
}

/// EX-10, KK-TRADE-08, KK-TRADE-12, AMB-55 — three ports, one blockaded by
/// enemy ships on every sea it borders: two trades this turn.
#[test]
fn ex_10_blockade_takes_a_port_away() {
    let mut s = bare(Kingdom, Phase::Economy);
    let m = crate::map::map();
    let ports: Vec<_> = s
        .provinces_of(Kingdom)
        .flat_map(|p| m.province(p).subs.clone())
        .filter(|&r| m.sub(r).coastal && crate::build::placement_ok(&s, Building::Port, r))
        .take(3)
        .collect();
    assert_eq!(ports.len(), 3, "the Kingdom has three coasts for ports");
    for &r in &ports {
        s.subs[r.index()].building = Some(Building::Port);
    }
    assert_eq!(crate::trade::ports(&s, Kingdom).len(), 3);
    let seas: Vec<_> = m.neighbours(ports[0]).filter(|&r| m.is_sea(r)).collect();
    for sea in seas {
        put(&mut s, Some(Empire), "transport", sea, 1);
    }
    assert_eq!(crate::trade::ports(&s, Kingdom).len(), 2);
}

/// EX-13, KK-TURN-08 — a province of Wealth III blue yields nothing on a
/// yellow roll, while its farm still gives 1 FOOD.
#[test]
fn ex_13_buildings_produce_whatever_the_colour() {
    let mut s = bare(Empire, Phase::Economy);
    for sub in s.subs.iter_mut() {
        sub.building = None;
    }
    s.colour = Some(Colour::Yellow);
    let kamenograd = province("p_kamenograd");
    assert_eq!(
        (crate::map::map().province(kamenograd).colour, crate::map::map().province(kamenograd).level),
        (Colour::Blue, 3)
    );
    let farm_at = crate::map::map()
        .province(kamenograd)
        .subs
        .iter()
        .copied()
        .find(|&r| crate::build::placement_ok(&s, Building::Farm, r))
        .expect("Kamenograd has ground for a Farm");
    s.subs[farm_at.index()].building = Some(Building::Farm);
    assert_eq!(crate::economy::building_income(&s, Empire), stock(&[(Resource::Food, 1)]));
    let wealth = crate::economy::wealth_income(&s, Empire);
    assert_eq!(wealth.get(Resource::Metal), 0, "blue pays only on blue");
    s.colour = Some(Colour::Blue);
    assert_eq!(crate::economy::wealth_income(&s, Empire).get(Resource::Metal), 3, "EX-12: III/blue gives 3 METAL");
}

/// EX-30, KK-REC-30, KK-REC-17 — vassals (a conditional unit) called from a province with 4 buildings: a
/// Heavy Cavalry in the capital with 4 PD.
#[test]
fn ex_30_vassals_bring_experience() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pr = province("p_valmont");
    let subs = crate::map::map().province(pr).subs.clone();
    for (r, b) in subs.iter().zip([Building::Barracks, Building::Depot, Building::Market, Building::Armoury]) {
        s.subs[r.index()].building = Some(b);
    }
    exec(&mut s, Kingdom, &Action::GrantPrivileges { province: pr }).expect("privileges");
    let events = exec(&mut s, Kingdom, &Action::CallVassals { province: pr }).expect("vassals");
    let cavalry = s.units.iter().find(|u| u.origin == Some(Origin::Vassal(pr))).expect("a vassal unit");
    assert_eq!(cavalry.kind, Kind::of("heavy_cavalry").expect("hc"));
    assert_eq!(cavalry.xp, 4);
    assert_eq!(cavalry.at, crate::map::map().province(pr).capital);
    assert!(!events.is_empty());
    // KK-REC-31: not again while it exists.
    assert_eq!(exec(&mut s, Kingdom, &Action::CallVassals { province: pr }), Err(Refuse::NoVassals));
}

/// EX-31, KK-REC-09 — a second Elite unit is refused.
#[test]
fn ex_31_one_elite() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pr = province("p_valmont");
    build(&mut s, "s_valmont_1", Building::Barracks);
    build(&mut s, "s_valmont_2", Building::Castle);
    let guard = Kind::of("royal_guard").expect("guard");
    assert_eq!(crate::recruit::check_recruit(&s, Kingdom, pr, guard, 1, 0), Ok(()));
    put(&mut s, Some(Kingdom), "royal_guard", sub("s_valmont_3"), 1);
    assert_eq!(crate::recruit::check_recruit(&s, Kingdom, pr, guard, 1, 0), Err(Refuse::EliteLimit));
}

/// A line of land sub-provinces from `from`, each one step farther from it
/// over land than the one before (so no track laid along it is a shortcut).
fn line_from(from: engine::board::RegionId, len: usize) -> Vec<engine::board::RegionId> {
    let m = crate::map::map();
    let dist = m.board.distances(from, &[engine::board::Link::Land], |_| true);
    let mut line = vec![from];
    while line.len() <= len {
        let last = *line.last().expect("a start");
        let d = dist[last.index()].expect("reached");
        let next = m.land_neighbours(last).find(|n| dist[n.index()] == Some(d + 1)).expect("the line goes on");
        line.push(next);
    }
    line
}

/// EX-36, KK-BLD-10, AMB-15 — a unit starting on a continuous line of
/// tracks rides at most six rail moves (`RAIL_MAX_MOVES`), and the journey
/// ends its move. Four Crowns' own railway has three edges, so the test
/// lays a line of eight: the seventh sub-province along it is out of reach.
#[test]
fn ex_36_rail_reaches_six_moves() {
    let mut s = bare(Empire, Phase::Movement);
    let m = crate::map::map();
    let line = line_from(sub("s_kholmgard_1"), 8);
    for pair in line.windows(2) {
        let e = m.edge(pair[0], pair[1]).expect("an edge");
        s.edges[e].railway = true;
    }
    let from = line[0];
    let reach = crate::movement::rail_reach(&s, Empire, from);
    assert!(reach.contains(&line[6]), "six moves along the tracks");
    assert!(!reach.contains(&line[7]) && !reach.contains(&line[8]), "not seven");
    let riflemen = Kind::of("riflemen").expect("r");
    let group = vec![(riflemen, 1)];
    let id = put(&mut s, Some(Empire), "riflemen", from, 1)[0];
    let ride = |to| Action::Rail { from, to, group: group.clone() };
    let mut far = s.clone();
    assert_eq!(exec(&mut far, Empire, &ride(line[7])), Err(Refuse::NoRail));
    let open = |r: engine::board::RegionId| crate::movement::may_enter(riflemen, r);
    assert!(open(line[6]), "the sixth sub-province along the line is open to riflemen");
    exec(&mut s, Empire, &ride(line[6])).expect("six rail moves");
    let u = s.unit(id).expect("unit");
    assert_eq!((u.at, u.mp), (line[6], 0), "the journey ends its move");
}

/// EX-37, KK-BLD-11 — a unit that stepped onto the tracks may not ride on:
/// refused by the railway's rule (it must begin its move there), not as a
/// unit unable to move.
#[test]
fn ex_37_no_ride_after_walking() {
    let mut s = bare(Empire, Phase::Movement);
    let m = crate::map::map();
    let from = sub("s_kholmgard_1");
    let to = crate::movement::rail_reach(&s, Empire, from)[0];
    let off = m.land_neighbours(from).find(|&n| s.owner_at(n) == Some(Empire)).expect("a neighbour of its own");
    put(&mut s, Some(Empire), "riflemen", off, 1);
    let group = vec![(Kind::of("riflemen").expect("r"), 1)];
    exec(&mut s, Empire, &Action::Move { from: off, to: from, group: group.clone() }).expect("a step onto the tracks");
    assert_eq!(s.units[0].at, from);
    let refused = exec(&mut s, Empire, &Action::Rail { from, to, group });
    assert_eq!(refused, Err(Refuse::WalkedFirst));
    assert_eq!(Refuse::WalkedFirst.rule(), "KK-BLD-11");
}

/// EX-47, KK-CAP-01, AMB-13 — a defender in the province capital has +1.
#[test]
fn ex_47_capital_defenders() {
    let mut s = bare(Khanate, Phase::Movement);
    let capital = sub("s_kara_ordu_1");
    let other = sub("s_kara_ordu_2");
    let a = put(&mut s, Some(Khanate), "spearmen", capital, 1)[0];
    let b = put(&mut s, Some(Khanate), "spearmen", other, 1)[0];
    let count = |id| {
        let u = s.unit(id).expect("unit");
        crate::combat::count(&s, u, 1, crate::data::terrain::Role::Defender, u.at, None, crate::combat::Crossing::Dry)
    };
    assert!(count(a).parts.contains(&("capital".to_owned(), 1)));
    assert!(!count(b).parts.iter().any(|(k, _)| k == "capital"));
}

/// EX-57, KK-UNIT-11, GAP-29 — heavy losses replenished once leave losses, twice none.
#[test]
fn ex_57_replenish_twice() {
    let mut s = bare(Kingdom, Phase::Economy);
    build(&mut s, "s_valmont_1", Building::Barracks);
    build(&mut s, "s_valmont_2", Building::Depot);
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_1"), 1)[0];
    s.units[0].losses = 2;
    exec(&mut s, Kingdom, &Action::Replenish { unit: id }).expect("first");
    assert_eq!(s.unit(id).map(|u| u.losses), Some(1));
    assert_eq!(exec(&mut s, Kingdom, &Action::Replenish { unit: id }), Err(Refuse::NoReplenish), "GAP-29: once a turn");
    s.units[0].replenished = false;
    exec(&mut s, Kingdom, &Action::Replenish { unit: id }).expect("second");
    assert_eq!(s.unit(id).map(|u| u.losses), Some(0));
}

/// EX-64, KK-CMB-25, KK-CMB-27 — infantry may not pick the artillery while
/// infantry defends with it; cavalry may.
#[test]
fn ex_64_cover() {
    let mut s = bare(Empire, Phase::Movement);
    let at = sub("s_kholmgard_2");
    let art = put(&mut s, Some(Empire), "artillery", at, 1)[0];
    let inf = put(&mut s, Some(Empire), "riflemen", at, 1)[0];
    let li = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let cav = put(&mut s, Some(Kingdom), "light_cavalry", at, 1)[0];
    let defenders = vec![art, inf];
    let u = |id| s.unit(id).expect("unit");
    assert!(!crate::combat::may_target(&s, u(li), u(art), &defenders));
    assert!(crate::combat::may_target(&s, u(li), u(inf), &defenders));
    assert!(crate::combat::may_target(&s, u(cav), u(art), &defenders));
}

/// EX-72, EX-73, KK-INIT-02…04, AMB-03 — the order by d6 + modifiers;
/// the tied re-roll among themselves.
#[test]
fn ex_72_73_initiative() {
    let mut s = bare(Khanate, Phase::Economy);
    for p in &mut s.players {
        p.government = crate::data::tables::Government::FeudalMonarchy;
        p.doctrine = crate::data::tables::Doctrine::Offensive;
    }
    // EX-72: A 5, B 3, C 6, D 2 → C, A, B, D.
    let mut dice = dice_showing(&[(6, 5), (6, 3), (6, 6), (6, 2)]);
    let mut ev = crate::Ev::default();
    crate::turn::initiative(&mut s, &mut dice, &mut ev);
    assert_eq!(s.order, vec![Empire, Khanate, Kingdom, Republic]);
    // EX-73: A 4 (+1) and B 5 tie at 5; they alone re-roll; C moves last of the three.
    s.players[Khanate.index()].government = crate::data::tables::Government::Autocracy;
    let mut dice = dice_showing(&[(6, 4), (6, 5), (6, 2), (6, 1), (6, 3), (6, 6)]);
    crate::turn::initiative(&mut s, &mut dice, &mut ev);
    assert_eq!(
        s.order,
        vec![Kingdom, Khanate, Empire, Republic],
        "A (the Khanate) 4 + 1 and B (the Kingdom) 5 tie at 5 and re-roll: the Kingdom's 6 beats the Khanate's 3 + 1; \
         C (the Empire, 2) moves after both, D (the Republic, 1) last"
    );
}

fn general(command: u32, trait_: Trait, xp: u32, at: engine::board::RegionId, number: u8) -> General {
    General {
        number,
        command,
        trait_,
        xp,
        at: GeneralAt::Map(at),
        moved: false,
        regrouped: 0,
        tried: false,
        flagship: None,
    }
}

/// EX-74…EX-77, KK-GENL-11, KK-GENL-16…18, AMB-31 — Command as Morale and
/// regrouping; experience raises Command; equals in conflict.
#[test]
fn ex_74_77_generals() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    let unit = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    s.players[Kingdom.index()].generals = vec![general(2, Trait::Stubborn, 0, at, 0)];
    let u = s.unit(unit).expect("unit");
    assert_eq!(
        crate::generals::command_of(&s, u),
        Some(crate::combat::Command::Led { command: 2, trait_: Trait::Stubborn }),
        "EX-74"
    );
    // EX-75: base 1 at level 3 (7 general-PD) commands 3.
    assert_eq!(crate::generals::command(&general(1, Trait::Stubborn, 7, at, 0)), 3);
    // EX-76: same level, Command 3 and 1 → no bonus, −2 Morale.
    s.players[Kingdom.index()].generals =
        vec![general(3, Trait::Inspiring, 0, at, 0), general(1, Trait::Inspiring, 0, at, 1)];
    let u = s.unit(unit).expect("unit");
    assert_eq!(crate::generals::command_of(&s, u), Some(crate::combat::Command::Conflict(2)));
    // EX-77: levels 3 and 2 → only the level-3 general.
    s.players[Kingdom.index()].generals =
        vec![general(1, Trait::Inspiring, 7, at, 0), general(3, Trait::Inspiring, 3, at, 1)];
    let u = s.unit(unit).expect("unit");
    assert_eq!(
        crate::generals::command_of(&s, u),
        Some(crate::combat::Command::Led { command: 3, trait_: Trait::Inspiring })
    );
}

/// EX-78, KK-GENL-07 — a general moves one sub-province a phase.
#[test]
fn ex_78_general_speed_one() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_1");
    s.players[Kingdom.index()].generals = vec![general(1, Trait::Stubborn, 0, at, 0)];
    let m = crate::map::map();
    let next = m.land_neighbours(at).next().expect("a neighbour");
    let far = m
        .board
        .ids()
        .find(|&r| !m.is_sea(r) && m.board.distance(at, r, &[engine::board::Link::Land]) == Some(2))
        .expect("two away");
    assert_eq!(crate::generals::check_move(&s, Kingdom, 0, far), Err(Refuse::NotAStep));
    exec(&mut s, Kingdom, &Action::MoveGeneral { number: 0, to: next }).expect("one step");
    let again = m.land_neighbours(next).next().expect("another");
    assert_eq!(crate::generals::check_move(&s, Kingdom, 0, again), Err(Refuse::NoSuchGeneral), "once a phase");
}

/// EX-79, KK-SUP-05, AMB-33 — a supplied supply train reaches two steps, not three.
#[test]
fn ex_79_supply_train_radius() {
    let mut s = bare(Kingdom, Phase::Movement);
    for sub in s.subs.iter_mut() {
        sub.building = None;
    }
    let m = crate::map::map();
    let depot = sub("s_valmont_1");
    build(&mut s, "s_valmont_1", Building::Depot);
    let on = crate::supply::supplied(&s, Kingdom);
    let edge = m
        .board
        .ids()
        .filter(|&r| on[r.index()] && !m.is_sea(r))
        .find(|&r| m.land_neighbours(r).any(|n| !on[n.index()] && !m.is_sea(n)));
    let edge = edge.expect("the depot's reach ends somewhere");
    let dist = m.board.distances(edge, &[engine::board::Link::Land], |r| !on[r.index()] || r == edge);
    let two = m.board.ids().find(|&r| !on[r.index()] && dist[r.index()] == Some(2)).expect("two steps out");
    let three = m.board.ids().find(|&r| !on[r.index()] && dist[r.index()] == Some(3)).expect("three steps out");
    assert!(!on[two.index()] && !on[three.index()], "out of the depot's reach");
    put(&mut s, Some(Kingdom), "supply_train", edge, 1);
    let on = crate::supply::supplied(&s, Kingdom);
    assert!(on[two.index()], "two steps from the train");
    assert!(!on[three.index()], "three steps from the train, and out of the depot's reach");
    assert!(on[depot.index()]);
}

/// EX-80, KK-ZL-03 — conquered provinces are one level below national.
#[test]
fn ex_80_conquered_contentment() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.players[Kingdom.index()].contentment = 3;
    let conquered = province("p_kara_ordu");
    s.provinces[conquered.index()].owner = Some(Kingdom);
    assert_eq!(crate::contentment::in_province(&s, Kingdom, province("p_valmont")), 3);
    assert_eq!(crate::contentment::in_province(&s, Kingdom, conquered), 2);
}

/// EX-81, KK-TRADE-11 — no caravanserai without a strategic source.
#[test]
fn ex_81_caravanserai_needs_a_source() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.subs[sub("s_valmont_3").index()].building = None;
    assert_eq!(
        crate::build::check_build(&s, Kingdom, sub("s_valmont_3"), Building::Caravanserai),
        Err(Refuse::NoStrategicSource)
    );
    // Grisfort has Saltpetre: there it may stand.
    let grisfort = crate::map::map().province(province("p_grisfort")).subs.clone();
    let spot = grisfort
        .into_iter()
        .find(|&r| s.building(r).is_none() && crate::build::placement_ok(&s, Building::Caravanserai, r));
    assert!(spot.is_some_and(|r| crate::build::check_build(&s, Kingdom, r, Building::Caravanserai).is_ok()));
}

/// EX-82, EX-83, KK-BLD-05, KK-BLD-06, AMB-42 — a Market's cost {GOLD 2,
/// BM 1} refunds {GOLD 1, BM 1}; not with an enemy in the province.
#[test]
fn ex_82_83_dismantle() {
    let mut s = bare(Kingdom, Phase::Economy);
    build(&mut s, "s_valmont_3", Building::Market);
    assert_eq!(
        crate::build::check_dismantle(&s, Kingdom, sub("s_valmont_3")),
        Ok(stock(&[(Resource::Gold, 1), (Resource::Stone, 1)]))
    );
    put(&mut s, Some(Empire), "riflemen", sub("s_valmont_2"), 1);
    assert_eq!(crate::build::check_dismantle(&s, Kingdom, sub("s_valmont_3")), Err(Refuse::EnemyPresent));
}

/// recruitment costs {METAL 1, GOLD 1}.
#[test]
fn ex_84_half_price_upgrade() {
    let mut s = bare(Kingdom, Phase::Economy);
    build(&mut s, "s_valmont_1", Building::Barracks);
    build(&mut s, "s_valmont_2", Building::Armoury);
    let pr = province("p_valmont");
    // LONG_RANGE_GUNS costs {METAL 2, GOLD 1}; it fits no craft unit, so the
    // example is checked on the price, and IMPROVED_WEAPONS {METAL 1, GOLD 1} in play.
    let half = crate::data::resources::resolve(
        crate::data::upgrades::Upgrade::LongRangeGuns.cost(),
        crate::data::resources::Org::Craft,
    )
    .map(|c| Stock(c.0.map(crate::data::resources::half_up)));
    assert_eq!(half, Some(stock(&[(Resource::Metal, 1), (Resource::Gold, 1)])));
    let spearmen = Kind::of("spearmen").expect("sp");
    let before = s.player(Kingdom).stock;
    exec_with(
        &mut s,
        Kingdom,
        &Action::Recruit { province: pr, kind: spearmen, count: 1, upgrade: 1 },
        &mut dice_showing(&[]),
    )
    .expect("recruit");
    let spent = |r: Resource| before.get(r) - s.player(Kingdom).stock.get(r);
    assert_eq!(
        (spent(Resource::Food), spent(Resource::Wood), spent(Resource::Metal), spent(Resource::Gold)),
        (1, 1, 1, 1)
    );
    assert_eq!(s.units[0].upgrades, vec![crate::data::upgrades::Upgrade::ImprovedWeapons]);
}
