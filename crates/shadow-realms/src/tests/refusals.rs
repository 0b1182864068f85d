//! Every refusal a player can meet, each with the rule id it cites: the
//! action is refused with a reason, and the state is left as it was.

use super::{bare, exec, put};
use crate::action::{Action, Group, Item};
use crate::ids::{Faction, Owner, UnitKind};
use crate::map::{city, pos};
use crate::refusal::Refuse;
use crate::state::{Engagement, Finish, KardAt, Siege, Stage, State};
use Faction::{Heilbron, Kerdurin, LakeCity, Malmo, Rudern};
use UnitKind::{Ruler, Ship, Troop};
use engine::refusal::Reason;
use engine::refusal::TurnRefusal;
use engine::side::Side;

fn troops(n: u32) -> Group {
    Group { troop: n, ..Group::default() }
}

fn set_owner(s: &mut State, c: &str, owner: Owner) {
    if let Some(cs) = s.cities.iter_mut().find(|cs| cs.city == city(c)) {
        cs.owner = owner;
    }
}

fn besiege(s: &mut State, c: &str, by: Faction, turn: u32) {
    if let Some(cs) = s.cities.iter_mut().find(|cs| cs.city == city(c)) {
        cs.siege = Some(Siege { by, round: s.round, turn });
    }
}

/// Asserts `f`'s `a` is refused for `why`, cites `rule`, and changes nothing.
fn refused(s: &State, f: Faction, a: &Action, why: Refuse, rule: &str) {
    let mut after = s.clone();
    assert_eq!(exec(&mut after, f, a), Err(why), "{a:?}");
    assert_eq!(why.rule(), rule, "{why:?} cites {rule}");
    assert_eq!(&after, s, "a refused action changes nothing");
}

/// SR-G7 — nothing is done once the game is over; only the acting realm acts.
#[test]
fn game_over_and_not_your_turn() {
    let mut s = bare(Kerdurin);
    refused(
        &s,
        Heilbron,
        &Action::EndTurn,
        Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Kerdurin) }),
        "not-your-turn",
    );
    s.finish = Some(Finish { winners: vec![Kerdurin], round: 1, influence: vec![25, 0, 0, 0, 0] });
    refused(&s, Kerdurin, &Action::EndTurn, Refuse::Turn(TurnRefusal::GameOver), "game-over");
}

/// SR-G9 — a kard ransomed with no city of the realm's own to go to.
#[test]
fn sr_g9_no_city_for_a_ransomed_kard() {
    let mut s = bare(Rudern);
    s.stage = Stage::Start;
    s.factions[Rudern.index()].kard = KardAt::Captive { by: Some(Heilbron), at: city("heilbron") };
    s.factions[Rudern.index()].supplies = 10;
    for c in ["rudern", "rotstain"] {
        set_owner(&mut s, c, Some(Heilbron));
    }
    refused(&s, Rudern, &Action::RansomKard, Refuse::NoCityForKard, "SR-G9");
}

/// SR-G6 — items are raised in the realm's own city, at most 2 a city a
/// turn, ships only in a port, and paid for.
#[test]
fn sr_g6_recruiting_place_count_and_price() {
    let mut s = bare(Kerdurin);
    s.stage = Stage::Recruit;
    s.factions[Kerdurin.index()].supplies = 3;
    let recruit = |at, item, count| Action::Recruit { at, item, count };
    refused(&s, Kerdurin, &recruit(city("heilbron"), Item::Troop, 1), Refuse::BadRecruitPlace, "SR-G6");
    refused(&s, Kerdurin, &recruit(pos("kerdurin"), Item::Troop, 1), Refuse::BadRecruitPlace, "SR-G6");
    refused(&s, Kerdurin, &recruit(city("kerdurin"), Item::Troop, 3), Refuse::TooManyItems, "SR-G6");
    refused(&s, Kerdurin, &recruit(city("kerdurin"), Item::Troop, 0), Refuse::TooManyItems, "SR-G6");
    refused(&s, Kerdurin, &recruit(pos("shadow_lands"), Item::Fanatic, 1), Refuse::BadRecruitPlace, "SR-G6");
    refused(
        &s,
        Heilbron,
        &recruit(city("heilbron"), Item::Ship, 1),
        Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Kerdurin) }),
        "not-your-turn",
    );
    s.factions[Kerdurin.index()].supplies = 1;
    refused(&s, Kerdurin, &recruit(city("kerdurin"), Item::Troop, 2), Refuse::NoSupplies { cost: 4, have: 1 }, "SR-G4");
    besiege(&mut s, "kerdurin", Heilbron, 0);
    refused(&s, Kerdurin, &recruit(city("kerdurin"), Item::Troop, 1), Refuse::BadRecruitPlace, "SR-G6");
}

/// SR-G8 — a fire sword needs a troop, fanatic or shadow without one.
#[test]
fn sr_g8_a_sword_needs_a_carrier() {
    let mut s = bare(Kerdurin);
    s.stage = Stage::Recruit;
    s.factions[Kerdurin.index()].supplies = 20;
    put(&mut s, Some(Kerdurin), Ruler, city("kerdurin"), 1);
    put(&mut s, Some(Kerdurin), Ship, city("kerdurin"), 1);
    let sword = Action::Recruit { at: city("kerdurin"), item: Item::Sword, count: 1 };
    refused(&s, Kerdurin, &sword, Refuse::NoCarrier, "SR-G8");
    put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 1);
    let mut ok = s.clone();
    assert!(exec(&mut ok, Kerdurin, &sword).is_ok(), "one troop carries it");
    let two = Action::Recruit { at: city("kerdurin"), item: Item::Sword, count: 2 };
    refused(&s, Kerdurin, &two, Refuse::NoCarrier, "SR-G8");
}

/// SR-G10 — steps follow the map's links; only ships sail, and ships never
/// march; an army moves only the units it has, with steps left; places
/// must exist.
#[test]
fn sr_g10_steps_and_units() {
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 20;
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 3);
    let step = |from, to, group| Action::Move { from, to, group };
    refused(&s, Kerdurin, &step(pos("kerdurin"), pos("heilbron"), troops(1)), Refuse::NotAStep, "SR-G10");
    refused(&s, Kerdurin, &step(pos("kerdurin"), pos("west_sea"), troops(1)), Refuse::ShipsOnly, "SR-G10");
    refused(&s, Kerdurin, &step(pos("kerdurin"), pos("lomen"), troops(4)), Refuse::NoSuchUnits, "SR-G10");
    refused(&s, Kerdurin, &step(pos("kerdurin"), pos("kerdurin"), troops(1)), Refuse::BadPlace, "SR-G10");
    let nowhere = engine::board::RegionId(9_999);
    refused(&s, Kerdurin, &step(pos("kerdurin"), nowhere, troops(1)), Refuse::BadPlace, "SR-G10");
    let ships = Group { ship: 1, ..Group::default() };
    refused(&s, Kerdurin, &step(pos("kerdurin"), pos("lomen"), ships), Refuse::ShipsOnly, "SR-G10");
    // SR-12: a unit that took its three steps stands still.
    for u in s.units.iter_mut() {
        u.steps = crate::state::STEPS;
    }
    refused(&s, Kerdurin, &step(pos("kerdurin"), pos("lomen"), troops(1)), Refuse::NoSuchUnits, "SR-G10");
}

/// SR-G10 — a ship at sea may not march; a march costs supplies (SR-6).
#[test]
fn sr_6_ships_do_not_march_and_marching_is_paid() {
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 0;
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 1);
    put(&mut s, Some(Kerdurin), Ship, city("kerdurin"), 1);
    let leave =
        Action::Move { from: city("kerdurin"), to: pos("kerdurin"), group: Group { ship: 1, ..Group::default() } };
    refused(&s, Kerdurin, &leave, Refuse::ShipsOnly, "SR-G10");
    let march = Action::Move { from: pos("kerdurin"), to: pos("lomen"), group: troops(1) };
    refused(&s, Kerdurin, &march, Refuse::NoSupplies { cost: 1, have: 0 }, "SR-G4");
}

/// SR-G10, SR-G15, SR-42 — another realm's city is entered only by storm; a
/// besieged city is neither left nor entered; a lord and its vassal keep
/// out of each other's cities.
#[test]
fn sr_g10_cities_that_cannot_be_entered() {
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 20;
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 2);
    let enter = |c: &str, field: &str| Action::Move { from: pos(field), to: city(c), group: troops(1) };
    refused(&s, Kerdurin, &enter("mineur", "mineur"), Refuse::HostileCity, "SR-G10");
    s.factions[Heilbron.index()].lord = Some(Kerdurin);
    refused(&s, Kerdurin, &enter("mineur", "mineur"), Refuse::LordsCity, "SR-42");
    s.factions[Heilbron.index()].lord = None;
    set_owner(&mut s, "mineur", Some(Kerdurin));
    besiege(&mut s, "mineur", Heilbron, 0);
    refused(&s, Kerdurin, &enter("mineur", "mineur"), Refuse::Besieged, "SR-G15");
    put(&mut s, Some(Kerdurin), Troop, city("mineur"), 1);
    let out = Action::Move { from: city("mineur"), to: pos("mineur"), group: troops(1) };
    refused(&s, Kerdurin, &out, Refuse::Besieged, "SR-G15");
}

/// SR-G10 — a battle an entry opened is fought before anything else but
/// moves, and only where an army entered a hostile one.
#[test]
fn sr_g10_the_battle_comes_first() {
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 20;
    put(&mut s, Some(Kerdurin), Troop, pos("lomen"), 3);
    refused(&s, Kerdurin, &Action::Attack { at: pos("lomen") }, Refuse::NoBattle, "SR-G10");
    put(&mut s, Some(Malmo), Troop, pos("lomen"), 1);
    refused(&s, Kerdurin, &Action::Attack { at: pos("lomen") }, Refuse::NoBattle, "SR-G10");
    s.engaged.push(Engagement { at: pos("lomen"), from: vec![pos("kerdurin")] });
    refused(&s, Kerdurin, &Action::EndTurn, Refuse::BattlePending, "SR-G10");
    refused(&s, Kerdurin, &Action::Besiege { city: city("lomen") }, Refuse::BattlePending, "SR-G10");
    refused(&s, Kerdurin, &Action::Attack { at: pos("rotstain") }, Refuse::NoBattle, "SR-G10");
    let mut fought = s.clone();
    assert!(exec(&mut fought, Kerdurin, &Action::Attack { at: pos("lomen") }).is_ok());
}

/// SR-13, SR-42, SR-G13, SR-G15 — who may lay siege to what, from where.
#[test]
fn sr_13_sieges_refused() {
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 20;
    let besiege_a = |c: &str| Action::Besiege { city: city(c) };
    refused(&s, Kerdurin, &besiege_a("kerdurin"), Refuse::NotEnemyCity, "SR-13");
    refused(&s, Kerdurin, &besiege_a("mineur"), Refuse::NotInField, "SR-13");
    refused(&s, Kerdurin, &Action::Besiege { city: pos("mineur") }, Refuse::NotEnemyCity, "SR-13");
    put(&mut s, Some(Kerdurin), Troop, pos("rudern"), 9);
    // Rudern's field borders no land or port of Kerdurin's.
    refused(&s, Kerdurin, &besiege_a("rudern"), Refuse::NotBordering, "SR-G13");
    put(&mut s, Some(Kerdurin), Troop, pos("mineur"), 9);
    besiege(&mut s, "mineur", LakeCity, 0);
    refused(&s, Kerdurin, &besiege_a("mineur"), Refuse::AlreadyBesieged, "SR-G15");
    s.factions[Heilbron.index()].lord = Some(Kerdurin);
    refused(&s, Kerdurin, &besiege_a("heilbron"), Refuse::AttackLord, "SR-42");
}

/// SR-17, SR-G13 — a storm from the field of a city besieged since an
/// earlier turn; SR-G15 — a sortie needs a besieged garrison.
#[test]
fn sr_17_storms_and_sorties_refused() {
    let mut s = bare(Kerdurin);
    s.turn = 5;
    s.factions[Kerdurin.index()].supplies = 20;
    besiege(&mut s, "mineur", Kerdurin, 2);
    refused(&s, Kerdurin, &Action::Storm { city: city("mineur") }, Refuse::NotInField, "SR-13");
    refused(&s, Kerdurin, &Action::Storm { city: pos("mineur") }, Refuse::NotEnemyCity, "SR-13");
    refused(&s, Kerdurin, &Action::Sortie { city: city("kerdurin") }, Refuse::NoGarrison, "SR-G15");
    besiege(&mut s, "kerdurin", Heilbron, 2);
    refused(&s, Kerdurin, &Action::Sortie { city: city("kerdurin") }, Refuse::NoGarrison, "SR-G15");
    put(&mut s, Some(Kerdurin), Troop, city("kerdurin"), 6);
    s.factions[Kerdurin.index()].supplies = 1;
    refused(&s, Kerdurin, &Action::Sortie { city: city("kerdurin") }, Refuse::NoSupplies { cost: 2, have: 1 }, "SR-G4");
}

/// SR-23 — a standing order keeps at most 99 supplies from ransoms.
#[test]
fn sr_23_standing_order_in_range() {
    let s = bare(Kerdurin);
    refused(&s, Kerdurin, &Action::KeepSupplies { supplies: 100 }, Refuse::BadOrder, "SR-23");
    let mut ok = s;
    assert!(exec(&mut ok, Kerdurin, &Action::KeepSupplies { supplies: 99 }).is_ok());
    assert_eq!(ok.faction(Kerdurin).keep, 99);
}

/// Every refusal renders with its rule id, and the ids are the rules'.
#[test]
fn every_refusal_cites_a_rule_of_the_rules() {
    for r in Refuse::ALL {
        let rule = r.rule();
        let known = rule.starts_with("SR-") || ["game-over", "not-your-turn"].contains(&rule);
        assert!(known, "{r:?} cites {rule}");
        let refusal = engine::rules::Refusal::from(r);
        assert_eq!(refusal.text.key, r.key());
    }
}

/// The rule, key and arguments (`(name, value)`, a catalog key as `key:…`)
/// a refusal shows.
fn shown(r: Refuse) -> (String, String, Vec<(String, String)>) {
    let r = engine::rules::Refusal::from(r);
    let args = r.text.args_as_strings();
    (r.rule, r.text.key, args)
}

fn why(s: &State, f: Faction, a: &Action) -> (String, String, Vec<(String, String)>) {
    shown(crate::check::check(s, f, a).expect_err("refused"))
}

fn expect(rule: &str, key: &str, args: &[(&str, &str)]) -> (String, String, Vec<(String, String)>) {
    let args = args.iter().map(|(n, v)| ((*n).to_owned(), (*v).to_owned())).collect();
    (rule.to_owned(), key.to_owned(), args)
}

/// Issue 19 — the turn refusal names the realm that acts now; SR-G3 — the
/// stage refusal names the stage the action belongs to.
#[test]
fn sr_g3_refusals_name_the_realm_and_the_stage() {
    let mut s = bare(Kerdurin);
    assert_eq!(
        why(&s, Heilbron, &Action::EndTurn),
        expect("not-your-turn", "engine.refusal.waiting_for", &[("waiting", "key:sr.faction.kerdurin")])
    );
    assert_eq!(
        why(&s, Kerdurin, &Action::Revolt),
        expect("SR-G3", "sr.refusal.wrong_stage", &[("rule", "SR-G3"), ("stage", "key:sr.stage.start")])
    );
    let recruit = Action::Recruit { at: city("kerdurin"), item: Item::Troop, count: 1 };
    assert_eq!(
        why(&s, Kerdurin, &recruit),
        expect("SR-G3", "sr.refusal.wrong_stage", &[("rule", "SR-G3"), ("stage", "key:sr.stage.recruit")])
    );
    s.stage = Stage::Start;
    assert_eq!(why(&s, Kerdurin, &Action::RansomKard), expect("SR-24", "sr.refusal.no_ransom", &[("rule", "SR-24")]));
}

/// SR-24, SR-G4 — the ransom and supply refusals say what it costs and what
/// the realm has.
#[test]
fn sr_g4_refusals_say_the_cost() {
    let mut s = bare(Heilbron);
    s.stage = Stage::Start;
    s.factions[Heilbron.index()].kard = KardAt::Captive { by: Some(Kerdurin), at: city("kerdurin") };
    s.factions[Heilbron.index()].supplies = 3;
    assert_eq!(
        why(&s, Heilbron, &Action::RansomKard),
        expect("SR-24", "sr.refusal.ransom_cost", &[("rule", "SR-24"), ("cost", "5"), ("have", "3")])
    );
    let mut s = bare(Kerdurin);
    s.factions[Kerdurin.index()].supplies = 0;
    put(&mut s, Some(Kerdurin), Troop, pos("kerdurin"), 6);
    let march = Action::Move { from: pos("kerdurin"), to: pos("lomen"), group: troops(6) };
    assert_eq!(
        why(&s, Kerdurin, &march),
        expect("SR-G4", "sr.refusal.no_supplies", &[("rule", "SR-G4"), ("cost", "2"), ("have", "0")])
    );
}

/// SR-2, SR-10 — the ship refusal says how many ships the units take and
/// how many there are.
#[test]
fn sr_10_refusal_says_the_ships() {
    let mut s = bare(Malmo);
    put(&mut s, Some(Malmo), Troop, city("malmo"), 5);
    put(&mut s, Some(Malmo), Ship, city("malmo"), 3);
    let out = Action::Move {
        from: city("malmo"),
        to: pos("west_sea"),
        group: Group { troop: 5, ship: 1, ..Group::default() },
    };
    assert_eq!(
        why(&s, Malmo, &out),
        expect("SR-10", "sr.refusal.too_few_ships", &[("rule", "SR-10"), ("need", "3"), ("ships", "1")])
    );
}
