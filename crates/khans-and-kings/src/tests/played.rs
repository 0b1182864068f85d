//! Worked examples played through the rules' own code with the spec's
//! numbers (issue 39: each of these once checked less than its example,
//! or did its arithmetic in the test): EX-03, EX-11/12/23, EX-33, EX-34,
//! EX-45, EX-52/53, EX-56, EX-74, EX-76 and EX-84.

use super::{bare, dice_showing, exec, exec_with, province, put, sub};
use crate::action::Action;
use crate::combat::Crossing;
use crate::data::buildings::Building;
use crate::data::resources::{Resource, Stock};
use crate::data::tables::{Colour, Doctrine, Government, Trait};
use crate::data::terrain::Role;
use crate::data::units::Kind;
use crate::data::upgrades::Upgrade;
use crate::event::{Event, Why};
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::ids::{ProvinceId, UnitId};
use crate::refusal::Refuse;
use crate::state::{General, GeneralAt, Phase, State};
use engine::board::RegionId;
use engine::refusal::Reason;
use engine::side::Side;

fn stock(list: &[(Resource, u32)]) -> Stock {
    let mut s = Stock::default();
    for &(r, n) in list {
        s.add(r, n);
    }
    s
}

fn kind(id: &str) -> Kind {
    Kind::of(id).expect(id)
}

/// `p` acting in `phase`, no generals on the map, plain government and
/// doctrine (no bonus of theirs in the counts).
fn quiet(p: Player, phase: Phase) -> State {
    let mut s = bare(p, phase);
    for ps in &mut s.players {
        ps.generals.iter_mut().for_each(|g| g.at = GeneralAt::Unrecruited);
        ps.government = Government::FeudalMonarchy;
        ps.doctrine = Doctrine::TotalWar;
    }
    s
}

/// `p` owns only `only`, every other province is nobody's.
fn alone(s: &mut State, p: Player, only: ProvinceId) {
    for (i, x) in s.provinces.iter_mut().enumerate() {
        x.owner = (i == only.index()).then_some(p);
    }
}

/// EX-11, EX-12, KK-PROV-03, AMB-06 — a province of Wealth level L pays L
/// of its colour's resource on its colour. Four Crowns has no I/yellow
/// province: the level I yield is Orman Bel's (I/brown: 1 WOOD to the
/// Khanate), the yellow one Kholmgard's (II/yellow: 2 GOLD to the Empire),
/// EX-12's Kamenograd (III/blue) 3 METAL; nothing on another colour.
#[test]
fn ex_11_12_wealth_pays_its_level() {
    let mut s = bare(Khanate, Phase::Economy);
    let cases = [
        (Khanate, "p_orman_bel", Colour::Brown, Resource::Wood, 1),
        (Empire, "p_kholmgard", Colour::Yellow, Resource::Gold, 2),
        (Empire, "p_kamenograd", Colour::Blue, Resource::Metal, 3),
    ];
    for (p, key, colour, resource, n) in cases {
        let pr = province(key);
        assert_eq!((crate::map::map().province(pr).colour, crate::map::map().province(pr).level), (colour, n));
        alone(&mut s, p, pr);
        s.colour = Some(colour);
        assert_eq!(crate::economy::wealth_income(&s, p), stock(&[(resource, n)]), "{key}");
        s.colour = Some(if colour == Colour::Green { Colour::Blue } else { Colour::Green });
        assert_eq!(crate::economy::wealth_income(&s, p), Stock::default(), "{key}: not on another colour");
    }
}

/// EX-23, KK-RES-01/02, AMB-07 — a craft state paid on the FW colour
/// (brown) for a Wealth II province receives 2 WOOD: Ledmark (II/brown)
/// held by the Kingdom.
#[test]
fn ex_23_a_craft_state_is_paid_wood() {
    let mut s = bare(Kingdom, Phase::Economy);
    let ledmark = province("p_ledmark");
    alone(&mut s, Kingdom, ledmark);
    s.colour = Some(Colour::Brown);
    assert_eq!(crate::economy::wealth_income(&s, Kingdom), stock(&[(Resource::Wood, 2)]));
    alone(&mut s, Empire, ledmark);
    assert_eq!(crate::economy::wealth_income(&s, Empire), stock(&[(Resource::Fuel, 2)]), "industrial: FUEL");
}

/// EX-03, KK-TRADE-05/07/08 — 2 GOLD offered for FOOD at a die of 5: no
/// FOOD, the 2 GOLD kept, and the port's transaction used up this turn.
#[test]
fn ex_03_a_trade_that_yields_nothing_uses_the_port() {
    let mut s = bare(Kingdom, Phase::Economy);
    let at = sub("s_valmont_2");
    s.subs[at.index()].building = Some(Building::Port);
    let index = |r: Resource| {
        let list = Resource::of(Kingdom.org());
        u8::try_from(list.iter().position(|&x| x == r).expect("used")).unwrap_or(0)
    };
    let trade = Action::Trade { at, give: index(Resource::Gold), amount: 2, get: index(Resource::Food) };
    let before = s.player(Kingdom).stock;
    exec_with(&mut s, Kingdom, &trade, &mut dice_showing(&[(6, 5)])).expect("a trade");
    assert_eq!(s.player(Kingdom).stock, before, "nothing received, nothing spent");
    assert_eq!(exec(&mut s, Kingdom, &trade), Err(Refuse::NoTradeLeft), "the port's one transaction is used");
}

/// EX-33, KK-REC-07, KK-TERR-09 — a unit the province capital's terrain
/// bars is not recruited there. Four Crowns has no swamp capital (the
/// example's cavalry in a swamp is checked on the terrain itself); the
/// refusal is met at Selvanera, whose capital is jungle hills: tanks are
/// refused there with every building they need, and recruited in Fornacia.
#[test]
fn ex_33_the_capitals_terrain_bars_the_recruit() {
    let cavalry = kind("light_cavalry");
    assert!(!crate::movement::may_enter(cavalry, sub("s_bellerive_3")), "Bellerive 3 is swamp");
    let mut s = bare(Republic, Phase::Economy);
    let tanks = kind("tanks");
    for key in ["p_selvanera", "p_fornacia"] {
        let subs = crate::map::map().province(province(key)).subs.clone();
        s.subs[subs[1].index()].building = Some(Building::Factory);
        s.subs[subs[2 % subs.len()].index()].building = Some(Building::ArmsFactory);
    }
    let recruit = |key| Action::Recruit { province: province(key), kind: tanks, count: 1, upgrade: 0 };
    assert_eq!(exec(&mut s.clone(), Republic, &recruit("p_selvanera")), Err(Refuse::CapitalBarred));
    assert_eq!(Refuse::CapitalBarred.rule(), "KK-REC-07");
    exec(&mut s, Republic, &recruit("p_fornacia")).expect("Fornacia's capital takes tanks");
}

/// EX-34, KK-REC-32, AMB-63 — a unit that cost {GOLD 3, METAL 1} and had
/// an upgrade of {METAL 2} fitted afterwards refunds {GOLD 2, METAL 2}:
/// the Kingdom's heavy cavalry (its recruitment's price set to the
/// example's) is barded (GAP-32: 2 METAL) by the Upgrade action, then
/// disbanded.
#[test]
fn ex_34_disbanding_refunds_half_of_recruitment_and_upgrades() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.subs[sub("s_valmont_1").index()].building = Some(Building::Armoury);
    s.subs[sub("s_valmont_2").index()].building = Some(Building::Stables);
    let id = put(&mut s, Some(Kingdom), "heavy_cavalry", sub("s_valmont_3"), 1)[0];
    s.units
        .iter_mut()
        .filter(|u| u.id == id)
        .for_each(|u| u.paid = stock(&[(Resource::Gold, 3), (Resource::Metal, 1)]));
    assert_eq!(Upgrade::Barding.cost(), &[(crate::data::resources::Item::Metal, 2)]);
    exec(&mut s, Kingdom, &Action::Upgrade { unit: id, upgrade: Upgrade::Barding }).expect("barded");
    let events = exec(&mut s, Kingdom, &Action::Disband { unit: id }).expect("disbanded");
    let refund = events.iter().find_map(|e| match e {
        Event::Stock { changes, why: Why::Disband, .. } => Some(changes.clone()),
        _ => None,
    });
    assert_eq!(refund, Some(vec![(Resource::Metal, 2), (Resource::Gold, 2)]));
}

/// EX-84, KK-UNIT-16, KK-REC-13, AMB-63 — an upgrade of {METAL 2, GOLD 1} bought at
/// recruitment costs {METAL 1, GOLD 1}: the Republic recruits artillery
/// with long-range guns (GAP-32: 2 METAL, 1 GOLD) where its Arms Factory
/// stands, paying the artillery's {METAL 1, MATERIALS 1, GOLD 1} and the
/// half price; the unit carries the upgrade.
#[test]
fn ex_84_an_upgrade_at_half_price() {
    let mut s = bare(Republic, Phase::Economy);
    let pr = province("p_serenza");
    let subs = crate::map::map().province(pr).subs.clone();
    s.subs[subs[1].index()].building = Some(Building::ArmsFactory);
    s.subs[subs[2].index()].building = Some(Building::Armoury);
    let artillery = kind("artillery");
    let at = 1 + Upgrade::ALL.iter().position(|&u| u == Upgrade::LongRangeGuns).expect("listed");
    let before = s.player(Republic).stock;
    let recruit = Action::Recruit { province: pr, kind: artillery, count: 1, upgrade: u8::try_from(at).unwrap_or(0) };
    exec(&mut s, Republic, &recruit).expect("recruited");
    let paid: Vec<(Resource, u32)> = Resource::ALL
        .iter()
        .map(|&r| (r, before.get(r) - s.player(Republic).stock.get(r)))
        .filter(|x| x.1 > 0)
        .collect();
    assert_eq!(paid, vec![(Resource::Materials, 1), (Resource::Metal, 2), (Resource::Gold, 2)], "1+1 METAL, 1+1 GOLD");
    assert!(s.units.iter().any(|u| u.kind == artillery && u.upgrades == vec![Upgrade::LongRangeGuns]));
}

/// A plains sub-province that is no province capital (no terrain or
/// capital modifier in a count).
fn open_ground() -> RegionId {
    sub("s_valmont_2")
}

/// EX-45, KK-TERR-08 — in the desert (Meravand's third sub-province) the
/// Bedouins count +2 Strength and +2 Morale and ignore the desert's −1;
/// light cavalry of the same Strength loses 1 there.
#[test]
fn ex_45_bedouins_in_the_desert() {
    let mut s = quiet(Khanate, Phase::Movement);
    let desert = sub("s_meravand_3");
    let bedouins = put(&mut s, Some(Khanate), "bedouins", desert, 1)[0];
    let cavalry = put(&mut s, Some(Khanate), "light_cavalry", desert, 1)[0];
    let foe = put(&mut s, Some(Kingdom), "spearmen", open_ground(), 1)[0];
    let u = |id| s.unit(id).expect("unit");
    let count = |id| crate::combat::count(&s, u(id), 2, Role::Attacker, desert, Some(u(foe)), Crossing::Dry).total;
    assert_eq!(u(bedouins).kind.template().strength, u(cavalry).kind.template().strength);
    assert_eq!(count(bedouins), 3 + 2 + 2, "base 3, die 2, +2 in the desert");
    assert_eq!(count(cavalry), 3 + 2 - 1, "the desert's −1");
    let morale = |id| crate::combat::morale(&s, u(id), Role::Attacker, desert);
    assert_eq!(morale(bedouins), morale(cavalry) + 2, "+2 Morale");
}

/// EX-52, EX-53, KK-CMB-14, KK-CMB-16, AMB-24 — the battle's own count:
/// a supporter whose total is 7 (riflemen 4, die 3) adds ⌈7/2⌉ = 4; an
/// attacker of 8 (riflemen 4, die 4) with supporters of 5 (spearmen 3,
/// die 2) and 6 (riflemen 4, die 2) strikes with 8 + 3 + 3 = 14.
#[test]
fn ex_52_53_supporters_add_half_their_total() {
    let mut s = quiet(Kingdom, Phase::Movement);
    let at = open_ground();
    let from = crate::map::map().land_neighbours(at).next().expect("a neighbour");
    let target = put(&mut s, Some(Empire), "spearmen", at, 1)[0];
    let a = put(&mut s, Some(Kingdom), "riflemen", from, 1)[0];
    let r2 = put(&mut s, Some(Kingdom), "riflemen", from, 1)[0];
    let sp = put(&mut s, Some(Kingdom), "spearmen", from, 1)[0];
    for id in [a, r2, sp] {
        s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.at = at);
    }
    let e = crate::battle::resolve(&s, a, target, &[r2], (1, 1, &[3])).expect("counted");
    assert_eq!(e.support, vec![(r2, 4)], "EX-52");
    let e = crate::battle::resolve(&s, a, target, &[sp, r2], (4, 1, &[2, 2])).expect("counted");
    assert_eq!(e.attack.total, 8);
    assert_eq!(e.support, vec![(sp, 3), (r2, 3)]);
    assert_eq!(e.attack.total + e.support.iter().map(|x| x.1).sum::<i32>(), 14, "EX-53");
}

/// EX-56, KK-CMB-05, AMB-21, AMB-20 — an attack at 9 against 9 fails: the
/// attacking riflemen (4, die 4, +1 for its doctrine's OFFENSIVE, over a
/// bridge) meet the Empire's riflemen (4, die 4, +1 in their province
/// capital), go back to
/// where they came from, not routed; the d4s being equal, both take
/// Losses (GAP-35).
#[test]
fn ex_56_a_tie_fails_and_the_attacker_goes_back() {
    let mut s = quiet(Kingdom, Phase::Movement);
    s.players[Kingdom.index()].doctrine = Doctrine::Offensive;
    let at = sub("s_kholmgard_1");
    assert!(crate::map::map().sub(at).capital);
    let from = sub("s_grisfort_3");
    // A bridge on the border river: no crossing penalty (KK-BLD-12).
    let edge = crate::map::map().edge(from, at).expect("the border");
    s.edges[edge].bridge = true;
    let target = put(&mut s, Some(Empire), "riflemen", at, 1)[0];
    let attacker = put(&mut s, Some(Kingdom), "riflemen", from, 1)[0];
    let rifles = vec![(kind("riflemen"), 1)];
    exec(&mut s, Kingdom, &Action::Move { from, to: at, group: rifles }).expect("into battle");
    let events = exec_with(
        &mut s,
        Kingdom,
        &Action::Engage { attacker, target, support: 0 },
        &mut dice_showing(&[(4, 4), (4, 4)]),
    )
    .expect("the engagement");
    let e = events
        .iter()
        .find_map(|e| if let Event::Engaged { engagement } = e { Some(engagement.clone()) } else { None })
        .expect("engaged");
    assert_eq!((e.attack.total, e.defence.total), (9, 9), "{e:?}");
    assert!(!e.attacker_wins && !e.rout);
    let u = s.unit(attacker).expect("not lost");
    assert_eq!((u.at, u.routed, u.losses), (from, false, 1), "back where it came from, not routed");
    assert_eq!(s.unit(target).map(|t| t.losses), Some(1));
}

fn general(command: u32, xp: u32, at: RegionId, number: u8) -> General {
    General {
        number,
        command,
        trait_: Trait::Inspiring,
        xp,
        at: GeneralAt::Map(at),
        moved: false,
        regrouped: 0,
        tried: false,
        flagship: None,
    }
}

/// Three routed Kingdom riflemen around Valmont 2, within one step.
fn routed_three(s: &mut State) -> [UnitId; 3] {
    let at = open_ground();
    let m = crate::map::map();
    let places = [at, m.land_neighbours(at).next().expect("a neighbour"), at];
    places.map(|r| {
        let id = put(s, Some(Kingdom), "riflemen", r, 1)[0];
        s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.routed = true);
        id
    })
}

/// EX-74, KK-GENL-10, KK-GENL-11 — a general of Command 2 regroups up to
/// two routed units a turn within his Influence; the third waits.
#[test]
fn ex_74_a_general_regroups_as_many_as_his_command() {
    let mut s = quiet(Kingdom, Phase::Movement);
    let routed = routed_three(&mut s);
    s.players[Kingdom.index()].generals = vec![general(2, 0, open_ground(), 0)];
    exec(&mut s, Kingdom, &Action::Regroup { unit: routed[0] }).expect("first");
    exec(&mut s, Kingdom, &Action::Regroup { unit: routed[1] }).expect("second");
    assert_eq!(exec(&mut s, Kingdom, &Action::Regroup { unit: routed[2] }), Err(Refuse::NoRegroup));
    assert_eq!(routed.map(|id| s.unit(id).is_some_and(|u| u.routed)), [false, false, true]);
}

/// EX-76, KK-GENL-17, AMB-31 — two generals of the same level overlapping,
/// Command 3 and Command 1: the units get −2 Morale and no bonus, and
/// either general may regroup them: four routed units are regrouped, three
/// by the one, one by the other.
#[test]
fn ex_76_generals_in_conflict_both_regroup() {
    let mut s = quiet(Kingdom, Phase::Movement);
    let at = open_ground();
    let mut routed = routed_three(&mut s).to_vec();
    routed.extend(routed_three(&mut s).iter().take(1));
    s.players[Kingdom.index()].generals = vec![general(3, 0, at, 0), general(1, 0, at, 1)];
    let u = s.unit(routed[0]).expect("unit");
    assert_eq!(crate::generals::command_of(&s, u), Some(crate::combat::Command::Conflict(2)));
    let mut by = Vec::new();
    for id in &routed {
        let events = exec(&mut s, Kingdom, &Action::Regroup { unit: *id }).expect("regrouped");
        by.extend(events.iter().filter_map(|e| match e {
            Event::GeneralRegrouped { number, .. } => Some(*number),
            _ => None,
        }));
    }
    assert_eq!(by, vec![0, 0, 0, 1], "Command 3, then the other general");
}
