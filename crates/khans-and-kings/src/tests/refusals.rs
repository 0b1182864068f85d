//! The refusals a player meets, each with the rule id it cites; a refused
//! action changes nothing.

use super::{bare, exec, province, put, sub};
use crate::action::Action;
use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::Resource;
use crate::data::units::Kind;
use crate::ids::Player::{Empire, Kingdom};
use crate::refusal::Refuse;
use crate::state::{Battle, Finish, FinishWhy, Phase, State};
use engine::refusal::Reason;
use engine::refusal::TurnRefusal;
use engine::side::Side;

fn refused(s: &State, p: crate::ids::Player, a: &Action, why: Refuse, rule: &str) {
    let mut after = s.clone();
    assert_eq!(exec(&mut after, p, a), Err(why), "{a:?}");
    assert_eq!(why.rule(), rule, "{why:?} cites {rule}");
    assert_eq!(&after, s, "a refused action changes nothing");
}

fn kind(id: &str) -> Kind {
    Kind::of(id).expect(id)
}

/// Only the acting state acts; nothing once the game is over; each action in its phase (GAP-50).
#[test]
fn turn_phase_and_game_over() {
    let mut s = bare(Kingdom, Phase::Economy);
    refused(
        &s,
        Empire,
        &Action::EndEconomy,
        Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Kingdom) }),
        "not-your-turn",
    );
    refused(&s, Kingdom, &Action::EndMovement, Refuse::WrongPhase { phase: Phase::Movement }, "GAP-50");
    let m = bare(Kingdom, Phase::Movement);
    refused(&m, Kingdom, &Action::RecruitGeneral, Refuse::WrongPhase { phase: Phase::Economy }, "GAP-50");
    s.finish = Some(Finish { winners: vec![Empire], why: FinishWhy::TurnLimit, turn: 48 });
    refused(&s, Kingdom, &Action::EndEconomy, Refuse::Turn(TurnRefusal::GameOver), "game-over");
}

/// GAP-01 — on White the colour comes first; without White there is none to pick.
#[test]
fn gap_01_white() {
    let mut s = bare(Kingdom, Phase::Economy);
    refused(&s, Kingdom, &Action::PickColour(crate::data::tables::Colour::Blue), Refuse::NoWhite, "GAP-01");
    s.colour = None;
    refused(&s, Kingdom, &Action::EndEconomy, Refuse::PickColourFirst, "GAP-50");
}

/// KK-TRADE-02/05/08 — a trade names resources the state uses, offers
/// something it has, through a port not used this turn.
#[test]
fn kk_trade_refusals() {
    let s = bare(Kingdom, Phase::Economy);
    let at = sub("s_valmont_1");
    refused(&s, Kingdom, &Action::Trade { at, give: 0, amount: 3, get: 4 }, Refuse::NoTradeLeft, "KK-TRADE-08");
    refused(&s, Kingdom, &Action::Trade { at, give: 9, amount: 3, get: 4 }, Refuse::NotUsed, "KK-RES-05");
    refused(&s, Kingdom, &Action::Trade { at, give: 1, amount: 3, get: 1 }, Refuse::BadTrade, "KK-TRADE-05");
    refused(&s, Kingdom, &Action::Trade { at, give: 1, amount: 99, get: 0 }, Refuse::BadTrade, "KK-TRADE-05");
    // An offer of fuel between a craft and an industrial state (KK-TRADE-02).
    let fuel = u8::try_from(crate::data::resources::Resource::Fuel.index()).unwrap_or(0);
    refused(
        &s,
        Kingdom,
        &Action::Offer { to: Empire, give: fuel, give_amount: 1, get: 0, get_amount: 1, strategic: 0 },
        Refuse::NotUsed,
        "KK-RES-05",
    );
}

/// KK-REC-02…07, KK-NPU-04 — what may be recruited where.
#[test]
fn kk_rec_refusals() {
    let s = bare(Kingdom, Phase::Economy);
    let valmont = province("p_valmont");
    let recruit = |kind: Kind, count| Action::Recruit { province: valmont, kind, count, upgrade: 0 };
    refused(&s, Kingdom, &recruit(kind("halberdiers"), 1), Refuse::NeedsBuilding, "KK-REC-04");
    refused(&s, Kingdom, &recruit(kind("artillery"), 1), Refuse::NotRecruitable, "KK-NPU-04");
    refused(&s, Kingdom, &recruit(kind("militia"), 1), Refuse::NotRecruitable, "KK-NPU-04");
    refused(
        &s,
        Kingdom,
        &Action::Recruit { province: province("p_kholmgard"), kind: kind("spearmen"), count: 1, upgrade: 0 },
        Refuse::NotOwnProvince,
        "KK-BLD-04",
    );
    let mut poor = s.clone();
    poor.players[Kingdom.index()].stock = crate::data::resources::Stock::default();
    refused(
        &poor,
        Kingdom,
        &recruit(kind("spearmen"), 1),
        Refuse::CannotAfford { short: Some((Resource::Food, 1, 0)) },
        "KK-RES-09",
    );
    let mut full = s.clone();
    put(&mut full, Some(Kingdom), "spearmen", sub("s_valmont_1"), 6);
    refused(&full, Kingdom, &recruit(kind("spearmen"), 1), Refuse::NoRoom { limit: 6, room: 0 }, "KK-TERR-05");
}

/// KK-BLD-01, KK-TERR-10, GAP-20 — one building a sub-province, in its
/// terrain, in the state's province; railways are industrial.
#[test]
fn kk_bld_refusals() {
    let s = bare(Kingdom, Phase::Economy);
    let taken = sub("s_valmont_1");
    refused(&s, Kingdom, &Action::Build { at: taken, building: Building::Market }, Refuse::SlotTaken, "KK-BLD-01");
    refused(
        &s,
        Kingdom,
        &Action::Build { at: sub("s_kholmgard_2"), building: Building::Market },
        Refuse::NotOwnProvince,
        "KK-BLD-04",
    );
    refused(
        &s,
        Kingdom,
        &Action::Build { at: sub("s_bellerive_3"), building: Building::Market },
        Refuse::BadPlace,
        "KK-TERR-10",
    );
    refused(
        &s,
        Kingdom,
        &Action::Build { at: sub("s_valmont_4"), building: Building::Factory },
        Refuse::NotUsed,
        "KK-RES-05",
    );
    let m = crate::map::map();
    let edge = m.edge(sub("s_valmont_1"), sub("s_valmont_2")).expect("an edge");
    refused(&s, Kingdom, &Action::BuildEdge { edge, what: EdgeBuilding::Railway }, Refuse::NotUsed, "KK-RES-05");
    refused(&s, Kingdom, &Action::Dismantle { at: sub("s_kholmgard_2") }, Refuse::NotOwnProvince, "KK-BLD-04");
}

/// GAP-36, KK-TERR-09 — steps along edges, into terrain the units may enter,
/// with units that can move.
#[test]
fn gap_36_move_refusals() {
    let mut s = bare(Kingdom, Phase::Movement);
    let from = sub("s_bellerive_1");
    put(&mut s, Some(Kingdom), "light_cavalry", from, 1);
    let group = vec![(kind("light_cavalry"), 1)];
    refused(
        &s,
        Kingdom,
        &Action::Move { from, to: sub("s_kholmgard_2"), group: group.clone() },
        Refuse::NotAStep,
        "GAP-36",
    );
    let swamp = sub("s_bellerive_3");
    if crate::map::map().edge(from, swamp).is_some() {
        refused(&s, Kingdom, &Action::Move { from, to: swamp, group: group.clone() }, Refuse::Barred, "KK-TERR-09");
    }
    let to = crate::map::map().land_neighbours(from).next().expect("a neighbour");
    refused(
        &s,
        Kingdom,
        &Action::Move { from, to, group: vec![(kind("light_cavalry"), 2)] },
        Refuse::NoSuchUnits,
        "GAP-36",
    );
    s.units[0].fresh = true;
    refused(&s, Kingdom, &Action::Move { from, to, group }, Refuse::NoSuchUnits, "GAP-36");
}

/// KK-CMB-01, KK-CMB-25, AMB-23, GAP-36 (3) — battles: none to fight, the
/// battle first, covered units, a unit acting twice.
#[test]
fn kk_cmb_refusals() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = sub("s_grisfort_1");
    let spear = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let art = put(&mut s, Some(Empire), "artillery", at, 1)[0];
    let rifle = put(&mut s, Some(Empire), "riflemen", at, 1)[0];
    refused(&s, Kingdom, &Action::Engage { attacker: spear, target: rifle, support: 0 }, Refuse::NoBattle, "KK-CMB-01");
    refused(&s, Kingdom, &Action::Withdraw, Refuse::NoBattle, "KK-CMB-01");
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: vec![(spear, sub("s_grisfort_2"))],
        acted: Vec::new(),
        defenders: vec![art, rifle],
        begun: false,
    });
    refused(&s, Kingdom, &Action::Engage { attacker: spear, target: art, support: 0 }, Refuse::Covered, "KK-CMB-25");
    refused(&s, Kingdom, &Action::EndMovement, Refuse::BattleFirst, "GAP-36");
    refused(&s, Kingdom, &Action::Engage { attacker: spear, target: rifle, support: 1 }, Refuse::NotReady, "AMB-23");
    if let Some(b) = s.battle.as_mut() {
        b.acted.push(spear);
    }
    refused(&s, Kingdom, &Action::Engage { attacker: spear, target: rifle, support: 0 }, Refuse::NotReady, "AMB-23");
}

/// KK-GENL-07, GAP-34 — generals: one move a turn, never into enemies; a
/// General Staff to recruit them.
#[test]
fn kk_genl_refusals() {
    let mut s = bare(Kingdom, Phase::Economy);
    for sub in s.subs.iter_mut() {
        sub.building = None;
    }
    refused(&s, Kingdom, &Action::RecruitGeneral, Refuse::NeedsBuilding, "KK-REC-04");
    refused(&s, Kingdom, &Action::WithdrawGeneral { number: 5 }, Refuse::NoSuchGeneral, "KK-GENL-07");
    let mut m = bare(Kingdom, Phase::Movement);
    let at = sub("s_valmont_1");
    m.players[Kingdom.index()].generals[0].at = crate::state::GeneralAt::Map(at);
    let next = crate::map::map().land_neighbours(at).next().expect("a neighbour");
    put(&mut m, Some(Empire), "riflemen", next, 1);
    refused(&m, Kingdom, &Action::MoveGeneral { number: 0, to: next }, Refuse::Hostile, "AMB-30");
}

/// KK-REC-28…31 — privileges and vassals need a feudal monarchy.
#[test]
fn kk_rec_vassal_refusals() {
    let s = bare(Empire, Phase::Economy);
    refused(&s, Empire, &Action::GrantPrivileges { province: province("p_kholmgard") }, Refuse::NoVassals, "KK-REC-28");
    refused(&s, Empire, &Action::CallVassals { province: province("p_kholmgard") }, Refuse::NoVassals, "KK-REC-28");
}

/// Every refusal renders with its rule id, and the ids are the spec's.
#[test]
fn every_refusal_cites_a_rule_of_the_spec() {
    for r in Refuse::ALL {
        let rule = r.rule();
        let known = ["KK-", "GAP-", "AMB-"].iter().any(|p| rule.starts_with(p))
            || ["game-over", "not-your-turn"].contains(&rule);
        assert!(known, "{r:?} cites {rule}");
    }
}

/// The arguments a refusal passes to its message: `(name, value)`, a
/// catalog key as `key:…`.
fn args(r: Refuse) -> (String, String, Vec<(String, String)>) {
    let r = engine::rules::Refusal::from(r);
    let args = r.text.args_as_strings();
    (r.rule, r.text.key, args)
}

fn refusal_of(s: &State, p: crate::ids::Player, a: &Action) -> Refuse {
    crate::check::check(s, p, a).expect_err("refused")
}

fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
    v.iter().map(|(n, a)| ((*n).to_owned(), (*a).to_owned())).collect()
}

/// Issue 19, GAP-50, GAP-01 — the turn refusal names the state that acts;
/// the phase refusal names the phase the action belongs to; on White the
/// colour comes first.
#[test]
fn gap_50_refusals_name_the_state_and_the_phase() {
    let s = bare(Kingdom, Phase::Economy);
    let (rule, key, a) = args(refusal_of(&s, Empire, &Action::EndEconomy));
    assert_eq!((rule.as_str(), key.as_str()), ("not-your-turn", "engine.refusal.waiting_for"));
    assert_eq!(a, pairs(&[("waiting", "key:kk.role.kingdom")]));
    let (rule, key, a) = args(refusal_of(&s, Kingdom, &Action::EndMovement));
    assert_eq!((rule.as_str(), key.as_str()), ("GAP-50", "kk.refusal.wrong_phase"));
    assert_eq!(a, pairs(&[("rule", "GAP-50"), ("phase", "key:kk.phase.movement")]));
    let m = bare(Kingdom, Phase::Movement);
    let (_, _, a) = args(refusal_of(&m, Kingdom, &Action::RecruitGeneral));
    assert_eq!(a, pairs(&[("rule", "GAP-50"), ("phase", "key:kk.phase.economy")]));
    let mut white = s.clone();
    white.colour = None;
    let (rule, key, _) = args(refusal_of(&white, Kingdom, &Action::EndEconomy));
    assert_eq!((rule.as_str(), key.as_str()), ("GAP-50", "kk.refusal.pick_colour_first"));
}

/// Issue 19, KK-RES-09 — the cost refusal names the resource that falls
/// short, what it takes and what the stockpile holds.
#[test]
fn kk_res_09_refusal_says_what_it_takes() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.players[Kingdom.index()].stock = crate::data::resources::Stock::default();
    let a = Action::Recruit { province: province("p_valmont"), kind: kind("spearmen"), count: 3, upgrade: 0 };
    let (rule, key, args) = args(refusal_of(&s, Kingdom, &a));
    assert_eq!((rule.as_str(), key.as_str()), ("KK-RES-09", "kk.refusal.short_of"));
    assert_eq!(
        args,
        pairs(&[("rule", "KK-RES-09"), ("resource", "key:kk.resource.food"), ("need", "3"), ("have", "0")])
    );
}

/// Issue 19, KK-TERR-05 — the stacking refusal says how many units may
/// stand there and how many more fit.
#[test]
fn kk_terr_05_refusal_says_the_limit() {
    let mut s = bare(Kingdom, Phase::Economy);
    let capital = crate::map::map().province(province("p_valmont")).capital;
    let limit = crate::movement::stack_limit(&s, capital);
    put(&mut s, Some(Kingdom), "spearmen", capital, u32::from(limit) - 1);
    let a = Action::Recruit { province: province("p_valmont"), kind: kind("spearmen"), count: 2, upgrade: 0 };
    assert_eq!(refusal_of(&s, Kingdom, &a), Refuse::NoRoom { limit, room: 1 });
    let (rule, key, args) = args(Refuse::NoRoom { limit, room: 1 });
    assert_eq!((rule.as_str(), key.as_str()), ("KK-TERR-05", "kk.refusal.no_room"));
    assert_eq!(args, pairs(&[("rule", "KK-TERR-05"), ("limit", &limit.to_string()), ("room", "1")]));
    put(&mut s, Some(Empire), "riflemen", capital, 1);
    assert_eq!(refusal_of(&s, Kingdom, &a), Refuse::EnemyHolds);
}

/// Issue 19, GAP-34 — the general refusal says how many generals the state
/// may have and has.
#[test]
fn gap_34_refusal_says_the_limit() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.subs[sub("s_valmont_1").index()].building = Some(Building::GeneralStaff);
    let limit = crate::generals::limit(&s, Kingdom);
    let n = usize::try_from(limit).unwrap_or(0);
    for g in s.players[Kingdom.index()].generals.iter_mut().take(n) {
        g.at = crate::state::GeneralAt::Pool;
    }
    let why = refusal_of(&s, Kingdom, &Action::RecruitGeneral);
    assert_eq!(why, Refuse::GeneralLimit { held: limit, limit });
    let (rule, key, args) = args(why);
    assert_eq!((rule.as_str(), key.as_str()), ("GAP-34", "kk.refusal.general_limit"));
    assert_eq!(args, pairs(&[("rule", "GAP-34"), ("held", &limit.to_string()), ("limit", &limit.to_string())]));
}

/// Issue 19, KK-CMB-28 — the fire refusal says how far the unit reaches.
#[test]
fn kk_cmb_28_refusal_says_the_range() {
    let mut s = bare(Kingdom, Phase::Movement);
    let gun = put(&mut s, Some(Kingdom), "artillery", sub("s_valmont_1"), 1)[0];
    let far = put(&mut s, Some(Empire), "riflemen", sub("s_kholmgard_2"), 1)[0];
    let range = kind("artillery").template().range();
    let why = refusal_of(&s, Kingdom, &Action::Fire { unit: gun, target: far });
    assert_eq!(why, Refuse::OutOfRange { range });
    let (rule, key, args) = args(why);
    assert_eq!((rule.as_str(), key.as_str()), ("KK-CMB-28", "kk.refusal.out_of_range"));
    assert_eq!(args, pairs(&[("rule", "KK-CMB-28"), ("range", &range.to_string())]));
    assert!(range > 0, "artillery fires at a distance");
}
