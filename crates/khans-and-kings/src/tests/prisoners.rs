//! Prisoners and camps (KK-POW, GAP-41…43, AMB-45, AMB-46, KK-PLN-08):
//! EX-70 and EX-71 with their dice, capacity and the nearest camp, who takes
//! prisoners, camps destroyed or taken, labour, transfers, offers,
//! surrender, refusals, and old saves.

use super::{bare, dice_showing, exec, exec_with, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::event::{Event, Loss};
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::ids::UnitId;
use crate::prisoners::{camps_taken, free, joins, nearest_camp, take};
use crate::refusal::Refuse;
use crate::state::{Battle, Captive, GeneralAt, Phase, State};
use engine::board::RegionId;
use engine::refusal::Reason;
use engine::side::Side;

pub fn refused(s: &State, p: Player, a: &Action, why: Refuse, rule: &str) {
    let mut after = s.clone();
    assert_eq!(exec(&mut after, p, a), Err(why), "{a:?}");
    assert_eq!(why.rule(), rule);
    assert_eq!(&after, s, "a refused action changes nothing");
}

/// Test set-up: a unit of `owner` held by `holder` in the camp at `camp`.
pub fn prisoner(s: &mut State, owner: Option<Player>, kind: &str, holder: Player, camp: RegionId) -> UnitId {
    let id = put(s, owner, kind, camp, 1)[0];
    crate::apply::apply(s, &Event::Captured { unit: id, by: holder, camp, surrendered: false });
    id
}

pub fn camp(s: &mut State, at: &str, b: Building) -> RegionId {
    let r = sub(at);
    s.subs[r.index()].building = Some(b);
    r
}

/// `s` after the events, applied again to `before`, as a replay would.
fn replays(before: &State, events: &[Event], after: &State) {
    let mut again = before.clone();
    for e in events {
        crate::apply::apply(&mut again, e);
    }
    assert_eq!(&again, after, "the events alone make the change");
}

/// EX-70, KK-POW-06 — a non-neutral prisoner joins on a d8 of 1 and
/// appears fresh as the holder's in the camp's province capital (AMB-45).
#[test]
fn ex_70_non_neutral_joins_on_1() {
    assert!(joins(1, false));
    let mut s = bare(Kingdom, Phase::Economy);
    let at = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, at);
    let before = s.clone();
    let a = Action::WinOver { prisoner: Captive::Unit(id) };
    let events = exec_with(&mut s, Kingdom, &a, &mut dice_showing(&[(8, 1)])).expect("legal");
    replays(&before, &events, &s);
    let u = s.unit(id).expect("on the map again");
    assert_eq!((u.owner, u.at, u.fresh), (Some(Kingdom), sub("s_valmont_1"), true));
    assert!(s.prisoners.is_empty());
}

/// EX-70, KK-POW-06 — on a 2 it stays a prisoner, and no attempt is ever made again.
#[test]
fn ex_70_non_neutral_stays_on_2_and_is_never_tried_again() {
    assert!(!joins(2, false));
    let mut s = bare(Kingdom, Phase::Economy);
    let at = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, at);
    let a = Action::WinOver { prisoner: Captive::Unit(id) };
    exec_with(&mut s, Kingdom, &a, &mut dice_showing(&[(8, 2)])).expect("legal");
    assert!(s.unit(id).is_none());
    assert!(crate::prisoners::prisoner(&s, id).is_some_and(|x| x.tried && x.holder == Kingdom));
    refused(&s, Kingdom, &a, Refuse::TriedBefore, "KK-POW-06");
    s.turn += 5;
    refused(&s, Kingdom, &a, Refuse::TriedBefore, "KK-POW-06");
}

/// EX-71, KK-POW-06, KK-NPU-09 — a neutral prisoner joins on a 1 or a 2, stays on a 3.
#[test]
fn ex_71_neutral_joins_on_1_or_2_stays_on_3() {
    assert!(joins(1, true) && joins(2, true) && !joins(3, true));
    for (die, joined) in [(1, true), (2, true), (3, false)] {
        let mut s = bare(Kingdom, Phase::Economy);
        let at = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
        let id = prisoner(&mut s, Some(Empire), "mercenaries", Kingdom, at);
        let a = Action::WinOver { prisoner: Captive::Unit(id) };
        exec_with(&mut s, Kingdom, &a, &mut dice_showing(&[(8, die)])).expect("legal");
        assert_eq!(s.unit(id).is_some_and(|u| u.owner == Some(Kingdom)), joined, "d8 = {die}");
    }
}

/// GAP-41, KK-POW-02 — a prisoner camp holds 4, a labour camp 3; with the
/// camps full the next unit is destroyed as before.
#[test]
fn gap_41_capacity_4_and_3_then_destroyed() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let lc = camp(&mut s, "s_valmont_3", Building::LabourCamp);
    assert_eq!((free(&s, Kingdom, pc), free(&s, Kingdom, lc)), (4, 3));
    let mut ev = crate::Ev::default();
    let ids = put(&mut s, Some(Empire), "riflemen", sub("s_valmont_4"), 8);
    for &id in &ids {
        take(&mut s, id, Some(Kingdom), Loss::Overrun, &mut ev);
    }
    assert_eq!(s.prisoners.iter().filter(|x| x.camp == pc).count(), 4);
    assert_eq!(s.prisoners.iter().filter(|x| x.camp == lc).count(), 3);
    assert_eq!(crate::prisoners::space(&s, Kingdom), (0, 7));
    let last = ids[7];
    assert!(s.unit(last).is_none() && crate::prisoners::prisoner(&s, last).is_none(), "destroyed");
    assert!(ev.into_vec().contains(&Event::UnitRemoved { unit: last, why: Loss::Overrun }));
}

/// GAP-41 — the nearest camp with room by graph distance; ties go to the lower id.
#[test]
fn gap_41_nearest_camp_and_ties() {
    let mut s = bare(Kingdom, Phase::Economy);
    let near = camp(&mut s, "s_valmont_3", Building::PrisonerCamp);
    let far = camp(&mut s, "s_bellerive_1", Building::PrisonerCamp);
    let from = sub("s_valmont_2");
    let dist = crate::map::map().board.distances(from, &[engine::board::Link::Land], |_| true);
    assert!(dist[near.index()] < dist[far.index()]);
    assert_eq!(nearest_camp(&s, Kingdom, from), Some(near));
    // Two sub-provinces of the Kingdom at the same distance: the lower id wins.
    let m = crate::map::map();
    let own: Vec<RegionId> = s.provinces_of(Kingdom).flat_map(|p| m.province(p).subs.clone()).collect();
    let (a, b) = own
        .iter()
        .flat_map(|&a| own.iter().map(move |&b| (a, b)))
        .find(|&(a, b)| a < b && a != from && b != from && dist[a.index()] == dist[b.index()])
        .expect("two at the same distance");
    let mut t = bare(Kingdom, Phase::Economy);
    t.subs[b.index()].building = Some(Building::PrisonerCamp);
    t.subs[a.index()].building = Some(Building::LabourCamp);
    assert_eq!(nearest_camp(&t, Kingdom, from), Some(a));
    // A full camp is passed over.
    for _ in 0..3 {
        prisoner(&mut t, Some(Empire), "riflemen", Kingdom, a);
    }
    assert_eq!(nearest_camp(&t, Kingdom, from), Some(b));
}

/// GAP-42, KK-POW-01 — independent units never take prisoners; nor does a state without camps.
#[test]
fn gap_42_independent_units_and_states_without_camps_take_none() {
    let mut s = bare(Kingdom, Phase::Economy);
    camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = put(&mut s, Some(Empire), "riflemen", sub("s_valmont_4"), 1)[0];
    let mut ev = crate::Ev::default();
    take(&mut s, id, None, Loss::Trapped, &mut ev);
    assert!(s.unit(id).is_none() && s.prisoners.is_empty(), "independents destroy");
    let id = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_4"), 1)[0];
    take(&mut s, id, Some(Empire), Loss::Trapped, &mut ev);
    assert!(s.unit(id).is_none() && s.prisoners.is_empty(), "the Empire has no camp");
}

/// GAP-42 (4), GAP-28 — a routed unit beaten again in battle is taken prisoner.
#[test]
fn gap_42_routed_and_beaten_again_is_captured() {
    let mut s = bare(Kingdom, Phase::Movement);
    let pc = camp(&mut s, "s_valmont_3", Building::PrisonerCamp);
    let at = sub("s_valmont_2");
    let d = put(&mut s, Some(Empire), "militia", at, 1)[0];
    s.units.iter_mut().for_each(|u| u.routed = u.id == d);
    let a = put(&mut s, Some(Kingdom), "riflemen", at, 1)[0];
    let attackers = vec![(a, sub("s_valmont_1"))];
    s.battle =
        Some(Battle { at, attacker: Some(Kingdom), attackers, acted: Vec::new(), defenders: vec![d], begun: false });
    let before = s.clone();
    let engage = Action::Engage { attacker: a, target: d, support: 0 };
    let events = exec_with(&mut s, Kingdom, &engage, &mut dice_showing(&[(4, 4), (4, 1)])).expect("legal");
    replays(&before, &events, &s);
    assert!(events.contains(&Event::Captured { unit: d, by: Kingdom, camp: pc, surrendered: false }));
    assert!(s.unit(d).is_none(), "a prisoner is not on the map");
    assert_eq!(crate::prisoners::prisoner(&s, d).map(|x| x.holder), Some(Kingdom));
}

/// GAP-42 (1), KK-CMB-19 — a beaten unit with nowhere to retreat is taken prisoner.
#[test]
fn gap_42_a_unit_that_cannot_retreat_is_captured() {
    let mut s = bare(Kingdom, Phase::Movement);
    let pc = camp(&mut s, "s_brenneval_1", Building::PrisonerCamp);
    let at = sub("s_valmont_2");
    let d = put(&mut s, Some(Empire), "militia", at, 1)[0];
    for n in crate::map::map().land_neighbours(at).collect::<Vec<_>>() {
        put(&mut s, Some(Kingdom), "spearmen", n, 1);
    }
    let mut ev = crate::Ev::default();
    crate::battle::retreat(&mut s, d, false, Some(Kingdom), &mut ev);
    assert_eq!(crate::prisoners::prisoner(&s, d).map(|x| (x.holder, x.camp)), Some((Kingdom, pc)));
}

/// KK-POW-09, KK-PLN-08, AMB-45 — a plundered camp: the plunderer's units
/// are freed there, the others go to its camps while there is room, the rest are lost.
#[test]
fn kk_pow_09_plundered_camp_frees_transfers_or_loses() {
    let mut s = bare(Kingdom, Phase::Movement);
    let theirs = camp(&mut s, "s_kholmgard_2", Building::PrisonerCamp);
    let ours = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    for _ in 0..3 {
        prisoner(&mut s, Some(Empire), "riflemen", Kingdom, ours);
    }
    let own = prisoner(&mut s, Some(Kingdom), "spearmen", Empire, theirs);
    let republic = prisoner(&mut s, Some(Republic), "spearmen", Empire, theirs);
    let khanate = prisoner(&mut s, Some(Khanate), "spearmen", Empire, theirs);
    let raider = put(&mut s, Some(Kingdom), "spearmen", theirs, 1)[0];
    let before = s.clone();
    let mut ev = crate::Ev::default();
    crate::build::plunder(&mut s, Kingdom, raider, 0, &mut ev);
    replays(&before, &ev.into_vec(), &s);
    assert_eq!(s.unit(own).map(|u| (u.owner, u.at)), Some((Some(Kingdom), theirs)), "freed");
    assert_eq!(crate::prisoners::prisoner(&s, republic).map(|x| (x.holder, x.camp)), Some((Kingdom, ours)));
    assert!(s.unit(khanate).is_none() && crate::prisoners::prisoner(&s, khanate).is_none(), "lost");
}

/// KK-POW-09, KK-BLD-21 — a camp bombarded away by a state with no camps: its prisoners are lost
/// (but its own freed); a camp its holder dismantles sends them to its other camp.
#[test]
fn kk_pow_09_bombarded_and_dismantled_camps() {
    let mut s = bare(Kingdom, Phase::Economy);
    let a = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let b = camp(&mut s, "s_valmont_3", Building::LabourCamp);
    let x = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, a);
    let y = prisoner(&mut s, Some(Republic), "riflemen", Kingdom, a);
    let mut t = s.clone();
    exec(&mut s, Kingdom, &Action::Dismantle { at: a }).expect("legal");
    assert!(crate::prisoners::prisoner(&s, x).is_some_and(|p| p.camp == b && p.holder == Kingdom));
    assert!(crate::prisoners::prisoner(&s, y).is_some_and(|p| p.camp == b));
    let mut ev = crate::Ev::default();
    crate::apply::apply(&mut t, &Event::Demolished { at: a, building: Building::PrisonerCamp });
    crate::prisoners::camp_gone(&mut t, a, Some(Empire), &mut ev);
    assert_eq!(t.unit(x).map(|u| u.owner), Some(Some(Empire)), "the Empire's own are freed");
    assert!(crate::prisoners::prisoner(&t, y).is_none() && t.unit(y).is_none(), "no Empire camp: lost");
}

/// KK-POW-09 as read for a province taken — the camp passes with it: the
/// taker's units are freed, the others stay as its prisoners.
#[test]
fn kk_pow_09_a_taken_camp_passes_with_its_province() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = camp(&mut s, "s_kholmgard_2", Building::PrisonerCamp);
    let own = prisoner(&mut s, Some(Kingdom), "spearmen", Empire, at);
    let other = prisoner(&mut s, Some(Republic), "spearmen", Empire, at);
    let province = crate::map::map().province_of(at).expect("a province");
    crate::apply::apply(&mut s, &Event::ProvinceTaken { province, by: Some(Kingdom) });
    let mut ev = crate::Ev::default();
    camps_taken(&mut s, province, Kingdom, &mut ev);
    assert_eq!(s.unit(own).map(|u| u.owner), Some(Some(Kingdom)));
    assert_eq!(crate::prisoners::prisoner(&s, other).map(|x| (x.holder, x.camp)), Some((Kingdom, at)));
}

/// GAP-43 — each prisoner in a labour camp yields its holder one BM a resource phase.
#[test]
fn gap_43_labour_camp_yields_bm_per_prisoner() {
    let mut s = bare(Kingdom, Phase::Economy);
    let lc = camp(&mut s, "s_valmont_3", Building::LabourCamp);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let bm = crate::prisoners::labour_resource(Kingdom).expect("BM");
    let base = crate::economy::building_income(&s, Kingdom).get(bm);
    prisoner(&mut s, Some(Empire), "riflemen", Kingdom, lc);
    prisoner(&mut s, Some(Empire), "riflemen", Kingdom, lc);
    prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    assert_eq!(crate::economy::building_income(&s, Kingdom).get(bm), base + 2, "the prisoner camp yields nothing");
}

/// KK-POW-10, KK-POW-07, GAP-41 — a transfer to a labour camp, once a turn; never into a full camp.
#[test]
fn kk_pow_10_transfer_once_per_turn() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let lc = camp(&mut s, "s_valmont_3", Building::LabourCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    exec(&mut s, Kingdom, &Action::Transfer { unit: id, to: lc }).expect("legal");
    assert_eq!(crate::prisoners::prisoner(&s, id).map(|x| x.camp), Some(lc));
    refused(&s, Kingdom, &Action::Transfer { unit: id, to: pc }, Refuse::MovedThisTurn, "KK-POW-10");
    let turn = Event::TurnBegan { turn: 2, drawer: Kingdom, event: (5, 6), weather: (1, s.weather) };
    crate::apply::apply(&mut s, &turn);
    s.colour = Some(crate::data::tables::Colour::Green);
    for _ in 0..4 {
        prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    }
    let full = Refuse::CampFull { held: 4, capacity: 4 };
    refused(&s, Kingdom, &Action::Transfer { unit: id, to: pc }, full, "GAP-41");
    let nowhere = Refuse::CampFull { held: 0, capacity: 0 };
    refused(&s, Kingdom, &Action::Transfer { unit: id, to: sub("s_valmont_4") }, nowhere, "GAP-41");
}

/// KK-POW-05 — a liquidated prisoner is gone for good; KK-POW-01 — only its holder may.
#[test]
fn kk_pow_05_liquidation() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    let a = Action::Liquidate { prisoner: Captive::Unit(id) };
    let mut other = s.clone();
    other.slot = u32::try_from(Empire.index()).unwrap_or(0);
    refused(&other, Empire, &a, Refuse::NoPrisoner, "KK-POW-01");
    exec(&mut s, Kingdom, &a).expect("legal");
    assert!(s.prisoners.is_empty() && s.unit(id).is_none());
}

/// KK-POW-04, GAP-44 — an offer returns a prisoner for gold; accepted, the
/// unit goes back to its state's nearest sub-province with room.
#[test]
fn kk_pow_04_an_accepted_offer_returns_the_prisoner() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    let gold = u8::try_from(crate::data::resources::Resource::Gold.index()).unwrap_or(0);
    let offer = |release, to| Action::OfferPrisoners {
        to,
        release,
        ask: None,
        give: gold,
        give_amount: 0,
        get: gold,
        get_amount: 3,
    };
    // KK-POW-04: not to a third state, neither side a Merchant Republic (GAP-06).
    refused(&s, Kingdom, &offer(Some(Captive::Unit(id)), Khanate), Refuse::NotTheirs, "KK-POW-04");
    refused(&s, Kingdom, &offer(None, Empire), Refuse::NoPrisoner, "KK-POW-01");
    exec(&mut s, Kingdom, &offer(Some(Captive::Unit(id)), Empire)).expect("legal");
    s.slot = u32::try_from(Empire.index()).unwrap_or(0);
    let gold_before = s.player(Empire).stock.get(crate::data::resources::Resource::Gold);
    exec(&mut s, Empire, &Action::Accept { index: 0 }).expect("legal");
    let u = s.unit(id).expect("home");
    assert_eq!(u.owner, Some(Empire));
    assert_eq!(s.owner_at(u.at), Some(Empire));
    assert!(s.prisoners.is_empty());
    assert_eq!(s.player(Empire).stock.get(crate::data::resources::Resource::Gold), gold_before - 3);
}

/// KK-POW-08 — the attacker surrenders a unit of his in the battle into the
/// defender's camp; refused when the defender has no camp space.
#[test]
fn kk_pow_08_surrender_in_battle() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_kholmgard_1");
    put(&mut s, Some(Empire), "riflemen", at, 1);
    let ids = put(&mut s, Some(Kingdom), "spearmen", at, 2);
    let attackers = ids.iter().map(|&id| (id, sub("s_valmont_1"))).collect();
    s.battle =
        Some(Battle { at, attacker: Some(Kingdom), attackers, acted: Vec::new(), defenders: Vec::new(), begun: true });
    let a = Action::Surrender { unit: ids[0] };
    refused(&s, Kingdom, &a, Refuse::NoCampSpace, "KK-POW-08");
    let pc = camp(&mut s, "s_kholmgard_3", Building::PrisonerCamp);
    exec(&mut s, Kingdom, &a).expect("legal");
    assert_eq!(crate::prisoners::prisoner(&s, ids[0]).map(|x| (x.holder, x.camp)), Some((Empire, pc)));
    assert!(s.battle.is_some(), "the battle goes on with the other unit");
    let mut economy = s.clone();
    economy.phase = Phase::Economy;
    refused(
        &economy,
        Kingdom,
        &Action::Surrender { unit: ids[1] },
        Refuse::WrongPhase { phase: Phase::Movement },
        "GAP-50",
    );
}

/// KK-POW-11, KK-GENL-09, AMB-46 — a captured general is won over into his captor's
/// pool on a 1 (once), or returned to his own by an offer.
#[test]
fn kk_pow_11_captured_generals() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.players[Empire.index()].generals[0].at = GeneralAt::Captured(Kingdom);
    let command = s.players[Empire.index()].generals[0].command;
    let g = Captive::General(Empire, 0);
    let mut won = s.clone();
    exec_with(&mut won, Kingdom, &Action::WinOver { prisoner: g }, &mut dice_showing(&[(8, 1)])).expect("legal");
    assert_eq!(won.players[Empire.index()].generals[0].at, GeneralAt::Dead);
    let slot = won.players[Kingdom.index()]
        .generals
        .iter()
        .find(|x| x.command == command && x.at == GeneralAt::Pool && x.tried);
    assert!(slot.is_some(), "he waits in the Kingdom's pool");
    let mut kept = s.clone();
    exec_with(&mut kept, Kingdom, &Action::WinOver { prisoner: g }, &mut dice_showing(&[(8, 2)])).expect("legal");
    refused(&kept, Kingdom, &Action::WinOver { prisoner: g }, Refuse::TriedBefore, "KK-POW-06");
    let gold = u8::try_from(crate::data::resources::Resource::Gold.index()).unwrap_or(0);
    let offer = Action::OfferPrisoners {
        to: Empire,
        release: Some(g),
        ask: None,
        give: gold,
        give_amount: 0,
        get: gold,
        get_amount: 1,
    };
    exec(&mut kept, Kingdom, &offer).expect("legal");
    kept.slot = u32::try_from(Empire.index()).unwrap_or(0);
    exec(&mut kept, Empire, &Action::Accept { index: 0 }).expect("legal");
    assert_eq!(kept.players[Empire.index()].generals[0].at, GeneralAt::Pool);
}

/// GAP-50 — prisoners are dealt with in the economy window.
#[test]
fn gap_50_prisoner_actions_in_the_economy_window() {
    let mut s = bare(Kingdom, Phase::Movement);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    let wrong = Refuse::WrongPhase { phase: Phase::Economy };
    refused(&s, Kingdom, &Action::WinOver { prisoner: Captive::Unit(id) }, wrong, "GAP-50");
    refused(&s, Kingdom, &Action::Liquidate { prisoner: Captive::Unit(id) }, wrong, "GAP-50");
}

/// KK-POW-01 — prisoners are not units: not on the map, not in the legal
/// moves of their owner; the page lists the holder's prisoner choices.
#[test]
fn kk_pow_01_prisoners_are_off_the_map_and_choices_are_listed() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    camp(&mut s, "s_valmont_3", Building::LabourCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    assert!(s.unit(id).is_none() && s.units_at(pc).all(|u| u.id != id));
    let legal = crate::legal::legal_actions(&s, Kingdom);
    for a in [
        Action::WinOver { prisoner: Captive::Unit(id) },
        Action::Liquidate { prisoner: Captive::Unit(id) },
        Action::Transfer { unit: id, to: sub("s_valmont_3") },
    ] {
        assert!(legal.contains(&a), "{a:?} is offered");
    }
    assert!(legal.iter().any(|a| matches!(a, Action::OfferPrisoners { to: Empire, .. })));
    let counters = crate::prisoners_text::counters(&s, pc);
    assert_eq!(counters.len(), 1);
    assert_eq!((counters[0].owner.as_str(), counters[0].count), ("empire", 1));
}

/// A save made before part 2 (no prisoners, offers without prisoners,
/// generals without a win-over mark) still loads; one with a prisoner keeps it.
#[test]
fn an_old_save_without_prisoners_still_loads() {
    let mut s = bare(Kingdom, Phase::Economy);
    let mut json = serde_json::to_value(&s).expect("json");
    assert!(json.get("prisoners").is_none());
    json.as_object_mut().expect("an object").remove("prisoners");
    let loaded: State = serde_json::from_value(json).expect("loads");
    assert_eq!(loaded, s);
    let old_offer = r#"{"from":"kingdom","to":"empire","give":["gold",1],"get":["food",2],"turn":1}"#;
    let offer: crate::state::Offer = serde_json::from_str(old_offer).expect("an old offer loads");
    assert!(offer.release.is_none() && offer.ask.is_none());
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    let again: State = serde_json::from_str(&serde_json::to_string(&s).expect("json")).expect("loads");
    assert_eq!(again, s);
}

fn computer(s: &State, p: Player) -> Option<Action> {
    crate::ai::computer_action(s, p, &mut engine::dice::Dice::from_seed("ai"))
}

/// The computer at war with no camp builds a prisoner camp (1 GOLD, 1 BM, 1 FW).
#[test]
fn kk_pow_01_the_computer_builds_a_prisoner_camp() {
    let s = bare(Kingdom, Phase::Economy);
    let a = computer(&s, Kingdom);
    assert!(matches!(a, Some(Action::Build { building: Building::PrisonerCamp, .. })), "{a:?}");
}

/// KK-POW-06, GAP-43, KK-POW-05 — the computer tries each prisoner once,
/// then puts it to work in a labour camp with room, and liquidates a tried
/// prisoner only when its camps are full and an enemy is near.
#[test]
fn kk_pow_06_the_computer_tries_then_puts_to_work_then_liquidates() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let lc = camp(&mut s, "s_valmont_3", Building::LabourCamp);
    let id = prisoner(&mut s, Some(Empire), "riflemen", Kingdom, pc);
    assert_eq!(computer(&s, Kingdom), Some(Action::WinOver { prisoner: Captive::Unit(id) }));
    s.prisoners[0].tried = true;
    assert_eq!(computer(&s, Kingdom), Some(Action::Transfer { unit: id, to: lc }));
    for _ in 0..6 {
        let at = if free(&s, Kingdom, pc) > 0 { pc } else { lc };
        prisoner(&mut s, Some(Empire), "riflemen", Kingdom, at);
    }
    s.prisoners.iter_mut().for_each(|x| x.tried = true);
    assert_eq!(crate::prisoners::space(&s, Kingdom).0, 0);
    let calm = computer(&s, Kingdom);
    assert!(!matches!(calm, Some(Action::Liquidate { .. })), "no enemy near: {calm:?}");
    put(&mut s, Some(Empire), "riflemen", sub("s_valmont_4"), 1);
    assert!(matches!(computer(&s, Kingdom), Some(Action::Liquidate { .. })));
}
