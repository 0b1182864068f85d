//! TV-1, TV-2, TV-3, TV-3b — the source's worked examples with scripted draws.

use super::{hx, ok};
use crate::bag::{Bag, Script, Token};
use crate::ids::{Achievement, BuildingKind, Government, PlayerId, StructKind, Tech, Terrain, UnitKind};
use crate::setup::{empty_state, place_structure, place_unit};
use crate::state::{BattleStep, State, Step, Target};
use crate::{Action, Event};
use Token::{Attacker as G, Defender as P, Neutral as N};
use engine::board::RegionId;

/// Larysa (attacker) and Oleksandr/Mykola (defender).
const L: PlayerId = PlayerId(0);
const O: PlayerId = PlayerId(1);

fn state() -> State {
    empty_state(false, &["red", "blue"])
}

fn land(s: &State, h: RegionId) -> bool {
    matches!(s.map().terrain(h), Terrain::Plains | Terrain::Hills)
}

/// Two adjacent open hexes (no forest, so cavalry keeps its bonus).
fn pair(s: &State) -> (RegionId, RegionId) {
    let m = s.map();
    for a in m.ids().filter(|&h| land(s, h)) {
        if let Some(b) = m.adjacent(a).into_iter().find(|&b| land(s, b)) {
            return (a, b);
        }
    }
    panic!("no pair")
}

fn attack(s: &mut State, from: RegionId, target: RegionId, script: &mut Script) {
    ok(s, L, Action::Manoeuvre { from, to: from, leave_peasants: false }, script);
    ok(s, L, Action::Attack { target }, script);
}

fn prep(s: &mut State, p: PlayerId, action_dice: u8, experience: u8, fabian: u8, script: &mut Script) {
    ok(s, p, Action::Prepare { action_dice, experience, omit_defence: 0, fabian }, script);
}

fn bag(s: &State) -> Bag {
    s.battle().map(|b| b.bag).unwrap_or_default()
}

/// TV-1 (HK-3, HK-10, HK-11, HK-36, HK-38, HK-40, HK-45, HK-47, HK-64):
/// 3 spearmen attack 2 cavalry; 10 tokens; green, green, purple drawn.
///
/// The vector's `experience: none` is the battle's own: no check is made and
/// no die from the bag goes on a card (HK-66). The source does not name
/// Larysa's government; with the starting Monarchy, the proposed fill G-17
/// adds one die from her supply for the won battle, outside the vector. Any
/// other government would change the battle itself (a recovery or a
/// conversion step), so the test keeps Monarchy and asserts both facts.
#[test]
fn tv_1_spearmen_beat_cavalry() {
    let mut s = state();
    let (x1, x2) = pair(&s);
    let sp: Vec<_> = (0..3).map(|_| place_unit(&mut s, L, UnitKind::Spearmen, x1)).collect();
    let cav: Vec<_> = (0..2).map(|_| place_unit(&mut s, O, UnitKind::Cavalry, x2)).collect();
    let mut script = Script::new(&[G, G, P]);
    attack(&mut s, x1, x2, &mut script);
    // HK-5: the cavalry could react; in the source it stands.
    ok(&mut s, O, Action::NoReaction, &mut script);
    prep(&mut s, L, 0, 0, 0, &mut script);
    prep(&mut s, O, 0, 0, 0, &mut script);
    assert_eq!(bag(&s), Bag::new(6, 4, 0), "bag after preparation");
    let b = s.battle().expect("battle");
    assert_eq!(crate::prepare::courage(&s, b, crate::bag::Side::Attacker), 3);
    assert_eq!(crate::prepare::courage(&s, b, crate::bag::Side::Defender), 2);
    ok(&mut s, L, Action::DrawTokens(3), &mut script);
    let b = s.battle().expect("battle");
    assert_eq!(b.step, BattleStep::Assign(crate::bag::Side::Attacker), "no defender extra draw: 3 >= 2");
    assert_eq!(b.damage_left, [2, 1]);
    assert_eq!(b.bag, Bag::new(4, 3, 0), "bag remaining");
    ok(&mut s, L, Action::AssignLoss(Target::Unit(cav[0])), &mut script);
    ok(&mut s, L, Action::AssignLoss(Target::Unit(cav[1])), &mut script);
    let events = ok(&mut s, O, Action::AssignLoss(Target::Unit(sp[0])), &mut script);
    assert!(events.contains(&Event::BattleEnded { winner: Some(crate::bag::Side::Attacker), experience_back: [0, 0] }));
    assert!(!events.iter().any(|e| matches!(e, Event::CheckMade { .. })), "TV-1: no check, no die to a card");
    let gained: Vec<_> = events.iter().filter(|e| matches!(e, Event::ExperienceGained { .. })).collect();
    assert_eq!(gained, vec![&Event::ExperienceGained { player: L, n: 1 }], "only G-17's Monarchy die");
    assert_eq!(s.player(O).experience, 0);
    assert_eq!(s.units.values().filter(|u| u.owner == L).count(), 2);
    assert_eq!(s.units.values().filter(|u| u.owner == O).count(), 0);
    // G-17 (PROPOSED): Monarchy gains 1 experience for a won battle.
    assert_eq!(s.player(L).experience, 1);
    // G-21 (PROPOSED): the winner may advance into the emptied hex.
    assert_eq!(s.step, Step::Advance { target: x2, armies: vec![x1] });
    ok(&mut s, L, Action::Advance { from: x1 }, &mut script);
    assert_eq!(s.step, Step::Actions);
    assert_eq!(s.army(x2).len(), 2);
}

/// TV-2 (HK-2, HK-7, HK-8, HK-19, HK-25, HK-26, HK-27, HK-58…HK-63, HK-65,
/// HK-67, HK-77): archers hit inactive swordsmen; Democracy recovers one.
#[test]
fn tv_2_archers_and_democratic_recovery() {
    let mut s = state();
    let m = s.map();
    let (y1, y2, y3) = m
        .ids()
        .filter(|&h| land(&s, h))
        .find_map(|y1| {
            let y2 = m.ids().find(|&h| land(&s, h) && m.distance(y1, h) == 2)?;
            let y3 = m.adjacent(y2).into_iter().find(|&h| land(&s, h) && m.distance(y1, h) == 3)?;
            Some((y1, y2, y3))
        })
        .expect("geometry");
    for _ in 0..3 {
        place_unit(&mut s, L, UnitKind::Archers, y1);
    }
    let sw: Vec<_> = (0..3).map(|_| place_unit(&mut s, O, UnitKind::Swordsmen, y2)).collect();
    for &u in &sw {
        s.units.get_mut(&u).expect("unit").exhaustion = 1;
    }
    place_unit(&mut s, O, UnitKind::Spearmen, y3);
    s.players[1].government = Government::Democracy;
    // Attacker (Oleksandr, purple in the source) tokens are `G` here, Mykola's `P`.
    let mut script = Script::new(&[G, G, N, P, N]);
    attack(&mut s, y1, y2, &mut script);
    assert_eq!(
        s.battle().map(|b| b.step),
        Some(BattleStep::Prepare(crate::bag::Side::Attacker)),
        "no reaction (HK-7, HK-8)"
    );
    assert!(crate::battle::reaction_sources(&s).is_empty());
    prep(&mut s, L, 1, 0, 0, &mut script);
    prep(&mut s, O, 1, 0, 0, &mut script);
    assert_eq!(bag(&s), Bag::new(4, 1, 3), "8 tokens");
    let b = s.battle().expect("battle");
    assert_eq!(b.active, [true, false], "melee swordsmen cannot reach archers 2 hexes away");
    ok(&mut s, L, Action::DrawTokens(3), &mut script);
    assert_eq!(s.battle().map(|b| b.damage_left), Some([2, 0]));
    ok(&mut s, L, Action::AssignLoss(Target::Unit(sw[0])), &mut script);
    ok(&mut s, L, Action::AssignLoss(Target::Unit(sw[1])), &mut script);
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::Recover(crate::bag::Side::Defender)));
    let before_recovery = bag(&s);
    assert_eq!(before_recovery, Bag::new(2, 1, 2), "5 left: 2 purple, 1 M, 2 neutral");
    assert_eq!(
        crate::legal::legal_actions(&s, O),
        vec![Action::Recover(sw[0]), Action::Recover(sw[1]), Action::SkipCheck]
    );
    let events = ok(&mut s, O, Action::Recover(sw[0]), &mut script);
    let check = events.iter().find_map(|e| match e {
        Event::CheckMade { drawn, passed, difficulty, .. } => Some((drawn.clone(), *passed, *difficulty)),
        _ => None,
    });
    assert_eq!(check, Some((vec![P, N], true, 2)), "recovery check 2 passed");
    let mut remaining = before_recovery;
    remaining.remove(P, 1);
    remaining.remove(N, 1);
    assert_eq!(remaining, Bag::new(2, 0, 1), "TV-2 bag_remaining: purple 2, neutral 1");
    // G-15 step 6: Mykola chooses the legal hex next to B the swordsmen return to.
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::Land(crate::bag::Side::Defender)));
    let hexes = crate::conversion::landing_hexes(&s, O, UnitKind::Swordsmen, y2);
    assert!(hexes.len() > 1, "a choice");
    assert_eq!(crate::legal::legal_actions(&s, O), hexes.iter().map(|&h| Action::Land(h)).collect::<Vec<_>>());
    let chosen = hexes[hexes.len() - 1];
    let landed = ok(&mut s, O, Action::Land(chosen), &mut script);
    assert!(landed.contains(&Event::BattleEnded { winner: None, experience_back: [0, 0] }), "nobody wins");
    assert_eq!(s.player(O).experience, 1, "own die on the Democracy card");
    let swordsmen: Vec<_> = s.units.values().filter(|u| u.owner == O && u.kind == UnitKind::Swordsmen).collect();
    assert_eq!(swordsmen.len(), 2);
    assert_eq!(swordsmen.iter().filter(|u| u.at == y2).count(), 1);
    assert!(swordsmen.iter().any(|u| u.at == chosen && u.exhaustion == 2), "returned where Mykola chose, next to B");
    assert_eq!(m.distance(chosen, y2), 1);
    let remaining: Vec<_> = events.iter().filter(|e| matches!(e, Event::CheckMade { .. })).collect();
    assert_eq!(remaining.len(), 1);
}

/// The TV-3 board: city hex Z; A and C next to it; D two away; F's hex next
/// to D but not next to A or C; F's start within 2 of Z and next to Z_F.
struct Tv3 {
    z: RegionId,
    a: RegionId,
    c: RegionId,
    d: RegionId,
    zf: RegionId,
    f_start: RegionId,
    far: Vec<RegionId>,
}

fn tv3_geometry(s: &State) -> Tv3 {
    let m = s.map();
    let ok_hex = |h: RegionId| land(s, h);
    for z in m.ids().filter(|&h| ok_hex(h) && m.distance(h, m.starts[0]) > 3 && m.distance(h, m.starts[1]) > 3) {
        let adj: Vec<_> = m.adjacent(z).into_iter().filter(|&h| ok_hex(h)).collect();
        for (i, &a) in adj.iter().enumerate() {
            for &c in &adj[i + 1..] {
                for d in m
                    .ids()
                    .filter(|&h| ok_hex(h) && m.distance(h, z) == 2 && m.distance(h, a) >= 3 && m.distance(h, c) == 2)
                {
                    let zf = m.adjacent(d).into_iter().find(|&h| {
                        ok_hex(h) && m.distance(h, a) >= 2 && m.distance(h, c) >= 2 && m.distance(h, z) >= 2
                    });
                    let Some(zf) = zf else { continue };
                    let f_start = m.adjacent(zf).into_iter().find(|&h| {
                        ok_hex(h)
                            && ![z, a, c, d].contains(&h)
                            && m.distance(h, z) <= 2
                            && m.distance(h, a) >= 2
                            && m.distance(h, c) >= 2
                    });
                    let Some(f_start) = f_start else { continue };
                    let far: Vec<_> =
                        m.ids().filter(|&h| ok_hex(h) && m.distance(h, z) >= 5).step_by(3).take(4).collect();
                    return Tv3 { z, a, c, d, zf, f_start, far };
                }
            }
        }
    }
    panic!("no TV-3 geometry")
}

struct Tv3State {
    s: State,
    g: Tv3,
    city: crate::ids::StructId,
    wall: crate::ids::StructId,
    b1: crate::ids::StructId,
    b2: crate::ids::StructId,
    e_sword: crate::ids::UnitId,
    e_peasants: crate::ids::UnitId,
    f_cav: crate::ids::UnitId,
    d_treb: Vec<crate::ids::UnitId>,
}

fn tv3_state(siege_tower: bool) -> Tv3State {
    let mut s = state();
    let g = tv3_geometry(&s);
    let m = s.map();
    for _ in 0..2 {
        place_unit(&mut s, L, UnitKind::Swordsmen, g.a);
    }
    for _ in 0..3 {
        place_unit(&mut s, L, UnitKind::Swordsmen, g.c);
    }
    let d_treb = (0..2).map(|_| place_unit(&mut s, L, UnitKind::Trebuchet, g.d)).collect();
    place_unit(&mut s, L, UnitKind::Spearmen, g.far[0]);
    place_structure(&mut s, L, StructKind::Castle, g.far[1]);
    place_structure(&mut s, L, StructKind::Castle, g.far[2]);
    place_structure(&mut s, O, StructKind::Castle, g.far[3]);
    let city = place_structure(&mut s, O, StructKind::City, g.z);
    let edge = m.edge_towards(g.z, g.a).expect("adjacent");
    let wall = place_structure(&mut s, O, StructKind::Wall(edge), g.z);
    let b1 = place_structure(&mut s, O, StructKind::Building(BuildingKind::Market), g.z);
    let b2 = place_structure(&mut s, O, StructKind::Building(BuildingKind::Temple), g.z);
    s.structures.get_mut(&city).expect("city").damage = 1;
    s.structures.get_mut(&b1).expect("b1").damage = 1;
    let e_sword = place_unit(&mut s, O, UnitKind::Swordsmen, g.z);
    let e_peasants = place_unit(&mut s, O, UnitKind::Peasants, g.z);
    let f_cav = place_unit(&mut s, O, UnitKind::Cavalry, g.f_start);
    let mut techs = vec![Tech::FabianTactics, Tech::Tactics, Tech::RegularArmy, Tech::Drill];
    if siege_tower {
        techs.push(Tech::SiegeTower);
    }
    s.players[0].techs = techs.into_iter().collect();
    s.players[1].techs = [Tech::Drill].into_iter().collect();
    s.players[1].government = Government::Theocracy;
    s.players[1].experience = 2;
    s.players[1].religion = m.province(g.d).expect("province").religion;
    s.relics = vec![Some(L), Some(O), None];
    Tv3State { s, g, city, wall, b1, b2, e_sword, e_peasants, f_cav, d_treb }
}

/// TV-3 (HK-5…HK-9, HK-14…HK-16, HK-26…HK-36, HK-41…HK-57, HK-64, HK-68,
/// HK-69, HK-72, HK-74, HK-78…HK-84): Larysa besieges Oleksandr's city.
#[test]
fn tv_3_siege_of_the_city() {
    let Tv3State { mut s, g, city, wall, b1, b2, e_sword, e_peasants, f_cav, d_treb } = tv3_state(true);
    let mut script = Script::new(&[P, G, G, G, G, P, P, P, N, G, G, G, G, G, P, P, N, G]);
    ok(&mut s, L, Action::Manoeuvre { from: g.a, to: g.a, leave_peasants: false }, &mut script);
    let far = super::act(&mut s, L, &Action::Join { from: g.d, to: g.d }, &mut script).err();
    assert_eq!(far, Some(crate::refusal::Refuse::NotYourArmy), "D is 3 hexes from A (G-6)");
    ok(&mut s, L, Action::Join { from: g.c, to: g.c }, &mut script);
    ok(&mut s, L, Action::Join { from: g.d, to: g.d }, &mut script);
    let full = super::act(&mut s, L, &Action::Join { from: g.far[0], to: g.far[0] }, &mut script).err();
    assert_eq!(full, Some(crate::refusal::Refuse::FormationFull), "F = 1 + 2 castles (G-9)");
    ok(&mut s, L, Action::Attack { target: g.z }, &mut script);
    let b = s.battle().expect("battle");
    assert_eq!(b.attack_hexes, vec![g.a, g.c, g.d], "formation A, C, D");
    assert!(b.siege && b.ignored == vec![wall], "siege; the wall is ignored (HK-72)");
    ok(&mut s, O, Action::React { from: g.f_start, to: g.zf }, &mut script);
    assert_eq!(
        s.battle().map(|b| b.step),
        Some(BattleStep::Prepare(crate::bag::Side::Attacker)),
        "formation E + F is full"
    );
    let b = s.battle().expect("battle");
    let military = crate::prepare::alive(&s, b, crate::bag::Side::Defender)
        .into_iter()
        .filter(|u| s.units.get(u).is_some_and(|u| u.kind != UnitKind::Peasants))
        .count();
    assert_eq!(military, 2, "+2 for his military units: swordsmen and cavalry");
    assert_eq!(
        crate::prepare::strength(&s, b, crate::bag::Side::Defender),
        (4, 1, true),
        "2 units + 2 Drill melee bonus own; the peasants' 1 neutral"
    );
    prep(&mut s, L, 0, 0, 4, &mut script);
    let before = s.clone();
    let events =
        ok(&mut s, O, Action::Prepare { action_dice: 3, experience: 2, omit_defence: 0, fabian: 0 }, &mut script);
    let prepared: Vec<_> = events.iter().filter(|e| matches!(e, Event::Prepared { .. })).collect();
    assert_eq!(prepared.len(), 1);
    let mut full = before.battle().expect("battle").bag;
    full.add(Token::Defender, 9);
    full.add(Token::Neutral, 1);
    assert_eq!(full, Bag::new(11, 9, 1), "21 tokens before Fabian Tactics");
    assert!(events.contains(&Event::FabianDiscard { x: 4 }), "13 tokens after");
    assert_eq!(bag(&s), Bag::new(7, 5, 1));
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::Convert(crate::bag::Side::Defender)));
    let targets = crate::conversion::conversion_targets(&s, crate::bag::Side::Defender);
    assert_eq!(targets[..2], d_treb[..], "trebuchets are the costliest targets");
    let events = ok(&mut s, O, Action::Convert(d_treb[0]), &mut script);
    let check = events.iter().find_map(|e| match e {
        Event::CheckMade { difficulty, drawn, passed, .. } => Some((*difficulty, drawn.clone(), *passed)),
        _ => None,
    });
    assert_eq!(check, Some((1, vec![P], true)), "conversion check 1 passed");
    // G-15 step 6, HK-33: Oleksandr chooses the neighbouring hex of D.
    let hexes = crate::conversion::landing_hexes(&s, O, UnitKind::Trebuchet, g.d);
    assert!(hexes.len() > 1, "a choice");
    assert_eq!(crate::legal::legal_actions(&s, O), hexes.iter().map(|&h| Action::Land(h)).collect::<Vec<_>>());
    ok(&mut s, O, Action::Land(hexes[0]), &mut script);
    assert_eq!(bag(&s), Bag::new(7, 4, 1), "12 tokens after the conversion");
    assert_eq!(s.player(O).experience, 1, "2 put in the bag, 1 gained on the Theocracy card");
    let converted: Vec<_> = s.units.values().filter(|u| u.owner == O && u.kind == UnitKind::Trebuchet).collect();
    assert_eq!(converted.len(), 1);
    assert!(converted[0].exhaustion == 2 && s.map().distance(converted[0].at, g.d) == 1);
    let b = s.battle().expect("battle");
    assert_eq!(crate::prepare::courage(&s, b, crate::bag::Side::Attacker), 8, "6 + projectile + Siege Tower");
    assert_eq!(crate::prepare::courage(&s, b, crate::bag::Side::Defender), 3);
    ok(&mut s, L, Action::DrawTokens(8), &mut script);
    assert_eq!(s.battle().map(|b| b.drawn), Some(Bag::new(4, 3, 1)));
    ok(&mut s, L, Action::UseTactics, &mut script);
    assert_eq!(s.battle().map(|b| b.drawn), Some(Bag::new(5, 2, 1)));
    ok(&mut s, L, Action::UseRegularArmy(P), &mut script);
    let b = s.battle().expect("battle");
    assert_eq!(b.drawn, Bag::new(6, 1, 1), "final draw");
    assert_eq!(b.bag, Bag::new(1, 3, 0), "bag remaining");
    assert_eq!(b.damage_left, [6, 1]);
    assert!(crate::losses::may_assign(&s, b, crate::bag::Side::Attacker, Target::Structure(city)).is_err());
    for t in [
        Target::Unit(f_cav),
        Target::Unit(e_sword),
        Target::Unit(e_peasants),
        Target::Structure(b2),
        Target::Structure(city),
    ] {
        ok(&mut s, L, Action::AssignLoss(t), &mut script);
    }
    let mut events = ok(&mut s, O, Action::AssignLoss(Target::Unit(d_treb[1])), &mut script);
    // HK-74, HK-75: Oleksandr returns both lost buildings to his board and
    // says which building each was: the Market as a Temple, the Temple kept.
    assert_eq!(s.battle().map(|b| b.step), Some(BattleStep::ReturnBuildings));
    assert_eq!(s.battle().map(|b| b.buildings_lost.clone()), Some(vec![BuildingKind::Market, BuildingKind::Temple]));
    assert_eq!(crate::legal::legal_actions(&s, O).len(), 4, "any of the four types");
    events.extend(ok(&mut s, O, Action::ReturnBuilding(BuildingKind::Temple), &mut script));
    events.extend(ok(&mut s, O, Action::ReturnBuilding(BuildingKind::Temple), &mut script));
    assert_eq!(s.player(O).buildings, [2, 3, 3, 4], "one Market became a Temple on the board");
    let Some(Event::LossesRemoved { units, structures, .. }) =
        events.iter().find(|e| matches!(e, Event::LossesRemoved { .. }))
    else {
        panic!("no losses")
    };
    assert_eq!(units.len(), 4);
    let mut st = structures.clone();
    st.sort();
    assert_eq!(st, vec![city, b1, b2], "city and both buildings back on the board (HK-74)");
    assert!(s.structures.contains_key(&wall), "the wall is unaffected");
    // G-16: Oleksandr's 2 undrawn experience dice go back to his card.
    assert!(events.contains(&Event::BattleEnded { winner: Some(crate::bag::Side::Attacker), experience_back: [0, 2] }));
    assert!(s.player(L).achievements.contains(&Achievement::Warlike));
    assert_eq!(s.units.values().filter(|u| u.owner == L && u.kind == UnitKind::Swordsmen).count(), 5);
    assert!(script.0.is_empty(), "every scripted draw used");
}

/// TV-3b (HK-50, HK-52, HK-56, HK-73): without Siege Tower, the source's
/// allocation of 6 damage cannot reach the city.
#[test]
fn tv_3b_priority_without_siege_tower() {
    for alternative in [false, true] {
        let Tv3State { mut s, g, city, wall, b1, b2, e_sword, e_peasants, f_cav, .. } = tv3_state(false);
        let mut b = crate::prepare::declare(&s, L, O, vec![g.a, g.c, g.d], g.z);
        assert!(b.structures.contains(&wall) && b.ignored.is_empty(), "the wall is on the line of attack");
        s.units.get_mut(&f_cav).expect("cav").at = g.zf;
        b.units[1].push(f_cav);
        b.step = BattleStep::Assign(crate::bag::Side::Attacker);
        b.damage_left = [6, 0];
        crate::apply::apply(&mut s, &Event::BattleDeclared(Box::new(b)));
        let mut script = Script::default();
        let err = super::act(&mut s, L, &Action::AssignLoss(Target::Unit(e_sword)), &mut script);
        assert_eq!(err.err(), Some(crate::refusal::Refuse::Priority), "wall first");
        let order = if alternative {
            vec![
                Target::Structure(wall),
                Target::Unit(e_sword),
                Target::Unit(e_peasants),
                Target::Structure(b2),
                Target::Structure(city),
            ]
        } else {
            vec![
                Target::Structure(wall),
                Target::Unit(f_cav),
                Target::Unit(e_sword),
                Target::Unit(e_peasants),
                Target::Structure(b2),
            ]
        };
        for t in order {
            ok(&mut s, L, Action::AssignLoss(t), &mut script);
        }
        // HK-75: both lost buildings go back as they were.
        for kind in [BuildingKind::Market, BuildingKind::Temple] {
            assert_eq!(crate::legal::legal_actions(&s, O).first(), Some(&Action::ReturnBuilding(kind)));
            ok(&mut s, O, Action::ReturnBuilding(kind), &mut script);
        }
        assert!(s.battle().is_none(), "battle resolved");
        assert_eq!(s.player(O).buildings, crate::state::STARTING_BUILDINGS);
        assert!(
            !s.structures.contains_key(&b1) && !s.structures.contains_key(&wall) && !s.structures.contains_key(&b2)
        );
        let markers = s.structures.get(&city).map(|c| c.damage);
        assert_eq!(markers, Some(if alternative { 2 } else { 1 }), "city survives");
        assert!(!s.player(L).achievements.contains(&Achievement::Warlike));
        let _ = hx;
    }
}
