//! The invariants (`invariants`): each one is broken by a state made to
//! break it, and says so with its rule id; a new game and a scene of every
//! part keep them all.

use super::{bare, new_game, put, sub};
use crate::ids::Player::{Empire, Khanate, Kingdom};
use crate::state::{Ask, Note, Phase, State};
use engine::seat::Controller;
use engine::side::Side;

/// One state breaking each invariant, with the key and rule id it must give.
pub fn broken_scenes() -> Vec<(State, &'static str, &'static str)> {
    let mut out = Vec::new();
    // `bare` gives every state every resource: a state's stockpile keeps
    // only those it uses (KK-RES-03).
    let base = || {
        let mut s = bare(Kingdom, Phase::Movement);
        for p in crate::ids::Player::ALL {
            for r in crate::data::resources::Resource::ALL.into_iter().filter(|r| !r.used_by(p.org())) {
                let have = s.players[p.index()].stock.get(r);
                s.players[p.index()].stock.take(r, have);
            }
        }
        s
    };
    let mut s = base();
    put(&mut s, Some(Kingdom), "royal_guard", sub("s_valmont_1"), 2);
    out.push((s, "kk.invariant.elite", "KK-REC-09"));
    let mut s = base();
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_1"), 1)[0];
    s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.losses = 3);
    out.push((s, "kk.invariant.losses", "GAP-28"));
    let mut s = base();
    put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_1"), 1);
    put(&mut s, Some(Empire), "riflemen", sub("s_valmont_1"), 1);
    out.push((s, "kk.invariant.hostile_together", "KK-CMB-01"));
    let mut s = base();
    s.players[Kingdom.index()].contentment = 5;
    out.push((s, "kk.invariant.contentment", "GAP-10"));
    let mut s = base();
    s.players[Kingdom.index()].stock.add(crate::data::resources::Resource::Fuel, 2);
    out.push((s, "kk.invariant.resource", "KK-RES-03"));
    let mut s = base();
    let camp = sub("s_valmont_2");
    s.subs[camp.index()].building = Some(crate::data::buildings::Building::LabourCamp);
    for _ in 0..4 {
        super::prisoners::prisoner(&mut s, Some(Empire), "riflemen", Kingdom, camp);
    }
    out.push((s, "kk.invariant.camp_full", "GAP-41"));
    let mut s = base();
    super::prisoners::prisoner(&mut s, Some(Empire), "riflemen", Khanate, sub("s_valmont_3"));
    out.push((s, "kk.invariant.camp_not_holders", "KK-POW-01"));
    let mut s = base();
    let sea = crate::map::map().board.ids().find(|&r| crate::map::map().is_sea(r)).expect("a sea");
    let cog = put(&mut s, Some(Kingdom), "cog", sea, 1)[0];
    for id in put(&mut s, Some(Kingdom), "spearmen", sea, 3) {
        s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.aboard = Some(cog));
    }
    out.push((s, "kk.invariant.overloaded", "KK-NAV-04"));
    let mut s = base();
    let cog = put(&mut s, Some(Kingdom), "cog", sea, 1)[0];
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_1"), 1)[0];
    s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.aboard = Some(cog));
    out.push((s, "kk.invariant.aboard_astray", "GAP-28"));
    let mut s = base();
    s.trail.0.push(Note::Withdrawn { chosen: false, ready: 2 });
    out.push((s, "kk.invariant.withdrawn_unchosen", "KK-CMB-10"));
    let mut s = base();
    let ship = put(&mut s, Some(Kingdom), "cog", sea, 1)[0];
    s.trail.0.push(Note::ShipRetreat { unit: ship, steps: 3, left: 1 });
    out.push((s, "kk.invariant.ship_retreat", "KK-NAV-03"));
    let peace = |s: &mut State| {
        let mut ev = crate::Ev::default();
        let relation = crate::diplomacy::Relation::Peace;
        ev.emit(s, crate::event::Event::PactMade { a: Kingdom, b: Empire, relation });
    };
    let mut s = base();
    peace(&mut s);
    put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_1"), 1);
    put(&mut s, Some(Empire), "riflemen", sub("s_valmont_1"), 1);
    out.push((s, "kk.invariant.peace_shared", "GAP-44"));
    let mut s = base();
    peace(&mut s);
    let barred = crate::diplomacy::barred(&s, Kingdom, sub("s_kholmgard_1"));
    s.trail.0.push(Note::Entered { player: Kingdom, at: sub("s_kholmgard_1"), barred });
    out.push((s, "kk.invariant.peace_entered", "GAP-44"));
    let (mut s, _, _) = super::answers::battle_scene();
    s.players = base().players;
    s.asks.clear();
    assert_eq!(s.trail.0, vec![Note::BattleGoesOn], "the engagement left its note");
    out.push((s, "kk.invariant.flee_not_offered", "KK-CMB-21"));
    out
}

/// Each invariant, broken on purpose, is reported with its rule id, and
/// only that one.
#[test]
fn each_invariant_can_break() {
    for (s, key, rule) in broken_scenes() {
        let broken = crate::invariants::broken(&s);
        assert_eq!(broken.iter().map(|t| t.key.as_str()).collect::<Vec<_>>(), vec![key], "{key}");
        assert!(broken[0].args.iter().any(|(name, _)| name == "rule"), "{key} cites its rule");
        let rendered = format!("{:?}", broken[0]);
        assert!(rendered.contains(rule), "{key} cites {rule}: {rendered}");
    }
}

/// The invariants hold in a new game and in the scene of a defender asked
/// between engagements (`answers`).
#[test]
fn a_new_game_and_the_answer_scenes_keep_them() {
    let game = new_game("invariants", Controller::Computer);
    assert!(crate::invariants::broken(game.state()).is_empty(), "{:?}", crate::invariants::broken(game.state()));
    let (mut s, _, _) = super::answers::battle_scene();
    s.players = game.state().players.clone();
    assert_eq!(s.asks, vec![Ask::Flee(Empire)]);
    assert!(crate::invariants::broken(&s).is_empty(), "{:?}", crate::invariants::broken(&s));
}
