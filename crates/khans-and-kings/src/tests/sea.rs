//! The sea (KK-NAV, GAP-13, GAP-26, KK-REC-12, KK-TRADE-12, AMB-44, AMB-51).

use super::{bare, dice_showing, exec, exec_with, put};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::units::Kind;
use crate::event::{Event, Travel};
use crate::ids::Player;
use crate::refusal::Refuse;
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::side::Side;

/// The Republic's sub-province with a Port, and the seas it borders.
fn port(s: &State) -> (RegionId, Vec<RegionId>) {
    let m = crate::map::map();
    let at = m
        .board
        .ids()
        .find(|&r| s.building(r) == Some(Building::Port) && s.owner_at(r) == Some(Player::Republic))
        .expect("the Republic's port");
    (at, m.neighbours(at).filter(|&r| m.is_sea(r)).collect())
}

fn kind(id: &str) -> Kind {
    Kind::of(id).expect("a unit")
}

/// KK-REC-11, KK-REC-12 (this crate's reading: a ship appears in the
/// harbour itself, where it docks, rather than on the sea next to it) —
/// ships recruited at a Port appear there and take no room.
#[test]
fn kk_rec_12_ships_are_recruited_in_a_harbour_and_take_no_room() {
    let mut s = bare(Player::Republic, Phase::Economy);
    let (at, _) = port(&s);
    let province = crate::map::map().province_of(at).expect("a province");
    let recruit = Action::Recruit { province, kind: kind("cog"), count: 3, upgrade: 0 };
    exec(&mut s, Player::Republic, &recruit).expect("recruited");
    let ships: Vec<_> = s.units.iter().filter(|u| u.kind == kind("cog")).collect();
    assert_eq!(ships.len(), 3);
    assert!(ships.iter().all(|u| crate::sea::is_harbour(&s, Player::Republic, u.at) && u.fresh));
    // KK-REC-12: a province with no harbour recruits no ships.
    let inland = crate::map::map()
        .province_ids()
        .find(|&p| s.owner(p) == Some(Player::Republic) && crate::sea::harbour_in(&s, Player::Republic, p).is_none())
        .expect("an inland province of the Republic");
    s.subs[crate::map::map().province(inland).capital.index()].building = None;
    let refused = crate::recruit::check_kind(&s, Player::Republic, inland, kind("cog"));
    assert!(matches!(refused, Err(Refuse::NoHarbour | Refuse::NeedsBuilding)));
}

#[test]
fn kk_nav_ships_sail_from_harbour_to_sea_and_back_only_to_their_own() {
    let mut s = bare(Player::Republic, Phase::Movement);
    let (at, seas) = port(&s);
    let cog = put(&mut s, Some(Player::Republic), "cog", at, 1)[0];
    let group = vec![(kind("cog"), 1)];
    let sea = seas[0];
    exec(&mut s, Player::Republic, &Action::Sail { from: at, to: sea, group: group.clone() }).expect("to sea");
    assert_eq!(s.unit(cog).map(|u| u.at), Some(sea));
    // Into a coastal sub-province that is no harbour of its: refused.
    let m = crate::map::map();
    let foreign = m.neighbours(sea).find(|&r| !m.is_sea(r) && !crate::sea::is_harbour(&s, Player::Republic, r));
    if let Some(foreign) = foreign {
        assert_eq!(
            exec(&mut s, Player::Republic, &Action::Sail { from: sea, to: foreign, group: group.clone() }),
            Err(Refuse::NoHarbour)
        );
    }
    // Land units do not sail.
    put(&mut s, Some(Player::Republic), "riflemen", at, 1);
    assert_eq!(
        exec(&mut s, Player::Republic, &Action::Sail { from: at, to: sea, group: vec![(kind("riflemen"), 1)] }),
        Err(Refuse::NoSuchUnits)
    );
}

#[test]
fn kk_nav_01_fleets_that_meet_fight_and_the_beaten_make_for_home() {
    let mut s = bare(Player::Republic, Phase::Movement);
    let (at, seas) = port(&s);
    let sea = seas[0];
    let destroyer = put(&mut s, Some(Player::Republic), "destroyer", at, 1)[0];
    let enemy = put(&mut s, Some(Player::Kingdom), "carrack", sea, 1)[0];
    let events =
        exec(&mut s, Player::Republic, &Action::Sail { from: at, to: sea, group: vec![(kind("destroyer"), 1)] })
            .expect("sails in");
    assert!(events.iter().any(|e| matches!(e, Event::BattleOpened { .. })), "KK-NAV-01: a battle at sea");
    assert_eq!(crate::battle::defenders(&s), vec![enemy]);
    // The destroyer (5) beats the carrack (4): 4 against 1 on the d4s.
    let mut dice = dice_showing(&[(4, 4), (4, 1)]);
    let engage = Action::Engage { attacker: destroyer, target: enemy, support: 0 };
    let events = exec_with(&mut s, Player::Republic, &engage, &mut dice).expect("an engagement");
    assert!(events.iter().any(|e| matches!(e, Event::Engaged { engagement } if engagement.attacker_wins)));
    let carrack = s.unit(enemy);
    assert!(
        carrack.is_none_or(|u| u.at != sea),
        "KK-NAV-03: the beaten carrack left the sea (or was lost): {carrack:?}"
    );
    assert!(s.battle.is_none());
}

#[test]
fn kk_nav_03_amb_51_a_beaten_ship_retreats_to_its_nearest_harbour() {
    let mut s = bare(Player::Republic, Phase::Movement);
    let (at, seas) = port(&s);
    let ship = put(&mut s, Some(Player::Republic), "cog", seas[0], 1)[0];
    let to = crate::sea::refuge(&s, s.unit(ship).expect("the cog"));
    assert_eq!(to, Some(at), "its own harbour, one step away");
}

/// GAP-44, KK-NAV-03 — a beaten ship never retreats into a harbour of its
/// own where a peace partner's units stand (they may stay where peace found
/// them; partners never share ground). Found by the invariants in
/// computer-only games (`soak-7`, `soak-88`).
#[test]
fn gap_44_a_beaten_ship_never_retreats_beside_a_peace_partner() {
    let mut s = bare(Player::Republic, Phase::Movement);
    let (at, seas) = port(&s);
    let ship = put(&mut s, Some(Player::Republic), "cog", seas[0], 1)[0];
    put(&mut s, Some(Player::Kingdom), "spearmen", at, 1);
    let mut ev = crate::Ev::default();
    ev.emit(
        &mut s,
        Event::PactMade { a: Player::Kingdom, b: Player::Republic, relation: crate::diplomacy::Relation::Peace },
    );
    let to = crate::sea::refuge(&s, s.unit(ship).expect("the cog"));
    assert_ne!(to, Some(at), "not where the Kingdom's spearmen stand");
    assert!(to.is_some_and(|r| !crate::diplomacy::barred(&s, Player::Republic, r)), "{to:?}");
}

#[test]
fn kk_trade_12_gap_13_ships_or_mines_in_every_sea_blockade_a_port() {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    let (at, seas) = port(&s);
    assert!(!crate::trade::blockaded(&s, at, Player::Republic));
    for (i, &sea) in seas.iter().enumerate() {
        if i == 0 {
            s.subs[sea.index()].mines = Some(Player::Kingdom);
        } else {
            put(&mut s, Some(Player::Kingdom), "carrack", sea, 1);
        }
    }
    assert!(crate::trade::blockaded(&s, at, Player::Republic), "KK-TRADE-12");
    assert!(!crate::trade::blockaded(&s, at, Player::Kingdom), "not to the barrier's owner");
}

#[test]
fn gap_13_a_minelayer_lays_a_barrier_that_holes_enemy_ships_on_1_or_2() {
    let mut s = bare(Player::Republic, Phase::Movement);
    let (at, seas) = port(&s);
    let sea = seas[0];
    let layer = put(&mut s, Some(Player::Republic), "minelayer", sea, 1)[0];
    exec(&mut s, Player::Republic, &Action::LayMines { unit: layer }).expect("laid");
    assert_eq!(s.subs[sea.index()].mines, Some(Player::Republic));
    assert_eq!(exec(&mut s, Player::Republic, &Action::LayMines { unit: layer }), Err(Refuse::NoMines));
    assert!(crate::sea::mine_hits(1) && crate::sea::mine_hits(2) && !crate::sea::mine_hits(3));
    // A Kingdom ship sails in and rolls a 2: Losses.
    s.slot = u32::try_from(Player::Kingdom.index()).unwrap_or(0);
    let from = crate::map::map().neighbours(sea).find(|&r| crate::map::map().is_sea(r)).expect("another sea");
    let carrack = put(&mut s, Some(Player::Kingdom), "carrack", from, 1)[0];
    let sail = Action::Sail { from, to: sea, group: vec![(kind("carrack"), 1)] };
    let events = exec_with(&mut s, Player::Kingdom, &sail, &mut dice_showing(&[(6, 2)])).expect("sails in");
    assert!(events.iter().any(|e| matches!(e, Event::MineStruck { die: 2, .. })));
    assert_eq!(s.unit(carrack).map(|u| u.losses), Some(1));
    // The owner clears his own barrier.
    s.slot = u32::try_from(Player::Republic.index()).unwrap_or(0);
    exec(&mut s, Player::Republic, &Action::Sweep { at: sea }).expect("cleared");
    assert_eq!(s.subs[sea.index()].mines, None);
    let _ = at;
}

#[test]
fn kk_unit_18_amb_44_ships_in_an_undefended_harbour_are_taken_or_put_to_sea() {
    for naval_base in [false, true] {
        let mut s = bare(Player::Kingdom, Phase::Movement);
        let (at, _) = port(&s);
        if naval_base {
            s.subs[at.index()].building = Some(Building::NavalBase);
        }
        let cog = put(&mut s, Some(Player::Republic), "cog", at, 1)[0];
        let from = crate::map::map().land_neighbours(at).next().expect("a neighbour");
        let raider = put(&mut s, Some(Player::Kingdom), "spearmen", from, 1)[0];
        let k = s.unit(raider).expect("raider").kind;
        let events =
            exec(&mut s, Player::Kingdom, &Action::Move { from, to: at, group: vec![(k, 1)] }).expect("a step");
        let u = s.unit(cog).expect("the cog");
        if naval_base {
            assert!(crate::map::map().is_sea(u.at) && u.owner == Some(Player::Republic), "it put to sea");
            assert!(events.iter().any(|e| matches!(e, Event::UnitsMoved { travel: Travel::Retreat, .. })));
        } else {
            assert_eq!((u.owner, u.fresh), (Some(Player::Kingdom), true), "taken");
        }
    }
}

/// KK-UNIT-19, AMB-44 (rules 4) — a harbour held by a state's land units
/// and by independent units, with none of the ships' state's, is taken by
/// that state whichever is found first (rules 3: none, when the first
/// hostile unit found was independent).
#[test]
fn kk_unit_19_a_harbour_is_taken_past_independent_units() {
    for rules in [3, 4] {
        let mut s = bare(Player::Kingdom, Phase::Movement);
        s.rules = rules;
        let (at, _) = port(&s);
        let cog = put(&mut s, Some(Player::Republic), "cog", at, 1)[0];
        put(&mut s, None, "partisans", at, 1);
        put(&mut s, Some(Player::Kingdom), "spearmen", at, 1);
        let mut ev = crate::Ev::default();
        crate::sea::take_harbours(&mut s, &mut ev);
        let taken = s.unit(cog).map(|u| u.owner) == Some(Some(Player::Kingdom));
        assert_eq!(taken, rules >= 4, "rules {rules}");
    }
}

/// KK-NAV-03 (rules 4) — a beaten ship makes for its nearest harbour with
/// the Speed it has left this turn: a cog (Speed 3) three seas from its
/// port goes one sea nearer with one point or none left, two with two, and
/// home with three. Rules 3 sent it home whenever home lay within its full
/// Speed. Fleeing (KK-NAV-02, AMB-51) takes it its full Speed.
#[test]
fn kk_nav_03_a_beaten_ship_retreats_with_the_speed_it_has_left() {
    let m = crate::map::map();
    let mut s = bare(Player::Kingdom, Phase::Movement);
    let (port_at, _) = port(&s);
    let by_sea = m.board.distances(port_at, &[engine::board::Link::Sea, engine::board::Link::Coast], |r| m.is_sea(r));
    let far = m.board.ids().find(|&r| m.is_sea(r) && by_sea[r.index()] == Some(3)).expect("a sea three steps out");
    let cog = put(&mut s, Some(Player::Republic), "cog", far, 1)[0];
    let gone = |s: &State, mp: u8| {
        let mut u = s.unit(cog).expect("cog").clone();
        u.mp = mp;
        let to = crate::sea::refuge(s, &u).expect("somewhere to go");
        if to == port_at { 3 } else { 3 - by_sea[to.index()].expect("a sea nearer home") }
    };
    assert_eq!(kind("cog").template().speed, 3);
    for (mp, steps) in [(0, 1), (2, 1), (4, 2), (6, 3)] {
        assert_eq!(gone(&s, mp), steps, "{} points left", mp / 2);
    }
    let mut old = s.clone();
    old.rules = 3;
    assert_eq!(gone(&old, 0), 3, "rules 3: home within its full Speed");
    let u = s.unit(cog).expect("cog").clone();
    assert_eq!(crate::sea::flight(&s, &u), Some(port_at), "fleeing: its full Speed");
}
