//! The computer's choices, each set up so that one rule decides it.

use super::{Profile, economy, war, works};
use crate::action::Action;
use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::resources::{Resource, Stock};
use crate::ids::Player::{Empire, Khanate, Kingdom};
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::{GeneralAt, Phase, State};
use crate::tests::{bare, exec, province, put, sub};
use engine::board::RegionId;
use engine::side::Side;

/// A sub-province next to `province` but outside it.
fn beside(province: ProvinceId) -> RegionId {
    let m = map();
    m.province(province)
        .subs
        .iter()
        .flat_map(|&r| m.land_neighbours(r))
        .find(|&n| m.province_of(n) != Some(province))
        .expect("a neighbour outside the province")
}

fn clear_buildings(s: &mut State, province: ProvinceId) {
    for &r in &map().province(province).subs {
        s.subs[r.index()].building = None;
    }
}

fn stock(food: u32, wood: u32, stone: u32, metal: u32, gold: u32) -> Stock {
    Stock([food, wood, stone, 0, 0, metal, gold])
}

/// GAP-19, KK-BLD-14 — a province the enemy is near and no Castle holds
/// gets one (a craft state's stronghold that keeps the province while it
/// stands unoccupied); with the enemy far away, none.
#[test]
fn gap_19_the_computer_raises_a_castle_where_the_enemy_is_near() {
    let mut s = bare(Kingdom, Phase::Economy);
    let hautemarche = province("p_hautemarche");
    // Every other province of the Kingdom is held by a Castle already.
    for other in s.provinces_of(Kingdom).filter(|&q| q != hautemarche).collect::<Vec<_>>() {
        let first = map().province(other).subs[0];
        s.subs[first.index()].building = Some(Building::Castle);
    }
    clear_buildings(&mut s, hautemarche);
    assert_eq!(works::fortify(&s, Kingdom), None, "no enemy near");
    put(&mut s, Some(Empire), "riflemen", beside(hautemarche), 1);
    let Some(Action::Build { at, building }) = works::fortify(&s, Kingdom) else { panic!("no stronghold") };
    assert_eq!(building, Building::Castle);
    assert_eq!(map().province_of(at), Some(hautemarche));
    exec(&mut s, Kingdom, &Action::Build { at, building }).expect("legal");
    assert!(works::held_by_stronghold(&s, hautemarche));
    assert_eq!(works::fortify(&s, Kingdom), None, "held now");
}

/// AMB-19 — the last unit of a province the enemy is near stays, unless a
/// Castle holds the province or another of its units is there.
#[test]
fn amb_19_the_last_unit_of_an_exposed_province_stays() {
    let mut s = bare(Kingdom, Phase::Movement);
    let hautemarche = province("p_hautemarche");
    clear_buildings(&mut s, hautemarche);
    let (one, two) = (sub("s_hautemarche_1"), sub("s_hautemarche_2"));
    put(&mut s, Some(Kingdom), "spearmen", one, 1);
    assert_eq!(war::garrison(&s, Kingdom, one), 0, "no enemy near");
    put(&mut s, Some(Empire), "riflemen", beside(hautemarche), 1);
    assert_eq!(war::garrison(&s, Kingdom, one), 1);
    let mut rng = engine::dice::Dice::from_seed("t");
    let action = super::computer_action(&s, Kingdom, &mut rng);
    assert!(!matches!(action, Some(Action::Move { from, .. }) if from == one), "{action:?}");
    let mut other = s.clone();
    put(&mut other, Some(Kingdom), "spearmen", two, 1);
    assert_eq!(war::garrison(&other, Kingdom, one), 0, "another unit holds it");
    s.subs[two.index()].building = Some(Building::Castle);
    assert_eq!(war::garrison(&s, Kingdom, one), 0, "the Castle holds it");
}

/// KK-TRADE-05 — with a port, what piles up (stone) goes to the market for
/// what the next spearmen lack (wood).
#[test]
fn kk_trade_05_the_computer_trades_its_surplus_at_the_port() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.players[Kingdom.index()].stock = stock(20, 0, 30, 0, 20);
    let Some(Action::Trade { at, give, amount, get }) = economy::trade_with_market(&s, Kingdom) else {
        panic!("no trade")
    };
    let of = Resource::of(Kingdom.org());
    assert_eq!((of[usize::from(give)], amount, of[usize::from(get)]), (Resource::Stone, 30, Resource::Wood));
    assert_eq!(s.building(at), Some(Building::Port));
    s.players[Kingdom.index()].stock = stock(20, 20, 30, 0, 20);
    assert_eq!(economy::trade_with_market(&s, Kingdom), None, "nothing lacking");
}

fn without_ports(s: &mut State, p: Player) {
    for province in s.provinces_of(p).collect::<Vec<_>>() {
        for &r in &map().province(province).subs {
            if s.building(r) == Some(Building::Port) {
                s.subs[r.index()].building = None;
            }
        }
    }
}

/// GAP-44, KK-TRADE-02 — with no port, the Kingdom offers stone for wood to
/// the only other state that uses wood (the Khanate), paying a fifth more
/// than it asks; the Khanate accepts while it can spare the wood, and
/// today's computer declines what its own next unit needs (the previous
/// one accepted any good price).
#[test]
fn gap_44_offers_between_states_are_made_and_weighed() {
    let mut s = bare(Kingdom, Phase::Economy);
    without_ports(&mut s, Kingdom);
    s.players[Kingdom.index()].stock = stock(20, 0, 30, 0, 20);
    s.players[Khanate.index()].stock = stock(20, 20, 0, 0, 20);
    let offer = economy::offer(&s, Kingdom).expect("an offer");
    let wood = u8::try_from(Resource::Wood.index()).unwrap_or(0);
    let stone = u8::try_from(Resource::Stone.index()).unwrap_or(0);
    let expected = Action::Offer { to: Khanate, give: stone, give_amount: 3, get: wood, get_amount: 2, strategic: 0 };
    assert_eq!(offer, expected);
    exec(&mut s, Kingdom, &offer).expect("legal");
    assert_eq!(economy::offer(&s, Kingdom), None, "one offer at a time");
    s.slot = u32::try_from(Khanate.index()).unwrap_or(0);
    assert_eq!(economy::answer_offers(&s, Khanate, Profile::CURRENT), Some(Action::Accept { index: 0 }));
    // An offer for what the Khanate's next unit needs, priced as well.
    let (_, _, unit) = economy::wanted(&s, Khanate).expect("the Khanate recruits");
    let (needed, n) = unit.amounts().find(|&(r, _)| r != Resource::Gold).expect("a cost besides gold");
    s.offers.clear();
    s.slot = u32::try_from(Kingdom.index()).unwrap_or(0);
    s.players[Khanate.index()].stock.0[needed.index()] = 2 * n;
    let ask = Action::Offer {
        to: Khanate,
        give: u8::try_from(Resource::Gold.index()).unwrap_or(0),
        give_amount: 2 * n,
        get: u8::try_from(needed.index()).unwrap_or(0),
        get_amount: n,
        strategic: 0,
    };
    exec(&mut s, Kingdom, &ask).expect("legal");
    s.slot = u32::try_from(Khanate.index()).unwrap_or(0);
    assert_eq!(economy::answer_offers(&s, Khanate, Profile::CURRENT), Some(Action::Decline { index: 0 }));
    assert_eq!(economy::answer_offers(&s, Khanate, Profile::FIRST), Some(Action::Accept { index: 0 }));
}

/// KK-SUP-02, GAP-31 — an army that stands unsupplied gets a depot in its
/// province.
#[test]
fn kk_sup_02_a_depot_for_an_unsupplied_army() {
    let mut s = bare(Kingdom, Phase::Economy);
    for province in s.provinces_of(Kingdom).collect::<Vec<_>>() {
        for &r in &map().province(province).subs {
            if s.building(r).is_some_and(Building::supplies) {
                s.subs[r.index()].building = None;
            }
        }
    }
    assert_eq!(works::supply(&s, Kingdom), None, "nobody to supply");
    let at = sub("s_hautemarche_1");
    put(&mut s, Some(Kingdom), "spearmen", at, 1);
    let Some(Action::Build { at: depot, building: Building::Depot }) = works::supply(&s, Kingdom) else {
        panic!("no depot")
    };
    exec(&mut s, Kingdom, &Action::Build { at: depot, building: Building::Depot }).expect("legal");
    assert!(crate::supply::supplied(&s, Kingdom)[at.index()]);
}

/// KK-REC-02 — a state that has lost its only Barracks builds one: the
/// spearmen it needs are worth half as much again as the best it can
/// still recruit (light cavalry or mercenaries, strength 3 for 3).
#[test]
fn kk_rec_02_the_building_a_better_unit_needs() {
    let mut s = bare(Kingdom, Phase::Economy);
    for r in 0..s.subs.len() {
        if s.subs[r].building == Some(Building::Barracks) {
            s.subs[r].building = None;
        }
    }
    let (_, now, cost) = economy::wanted(&s, Kingdom).expect("cavalry");
    assert_eq!(economy::worth(now, &cost), 100, "{}", now.template().id);
    let Some(Action::Build { building, .. }) = works::unlock(&s, Kingdom) else { panic!("nothing unlocked") };
    assert_eq!(building, Building::Barracks);
}

/// KK-BLD-08, GAP-21 — a road on the next step of the largest army towards
/// land not its own, once.
#[test]
fn kk_bld_08_a_road_on_the_armys_way() {
    let mut s = bare(Kingdom, Phase::Economy);
    let at = sub("s_hautemarche_1");
    put(&mut s, Some(Kingdom), "spearmen", at, 3);
    let Some(Action::BuildEdge { edge, what: EdgeBuilding::Road }) = works::road(&s, Kingdom) else {
        panic!("no road")
    };
    let e = &map().edges[edge];
    assert!(e.a == at || e.b == at);
    exec(&mut s, Kingdom, &Action::BuildEdge { edge, what: EdgeBuilding::Road }).expect("legal");
    assert_eq!(works::road(&s, Kingdom), None, "built");
}

/// KK-GENL-07 — a general with no army steps towards the nearest one.
#[test]
fn kk_genl_07_a_general_follows_the_army() {
    let mut s = bare(Kingdom, Phase::Movement);
    let (from, to) = (sub("s_hautemarche_1"), sub("s_hautemarche_2"));
    let general = &mut s.players[Kingdom.index()].generals[0];
    general.at = GeneralAt::Map(from);
    general.moved = false;
    let number = general.number;
    put(&mut s, Some(Kingdom), "spearmen", to, 2);
    assert_eq!(war::lead(&s, Kingdom), Some(Action::MoveGeneral { number, to }));
}

/// GAP-07 — in the same position an OFFENSIVE computer enters the hostile
/// sub-province next to its army (a quarter stronger is enough for it),
/// a DEFENSIVE one does not (it wants twice the strength); with
/// `Profile::doctrine` off both play as before (half as strong again: 6
/// against 4 enters). Version 6 (`Profile::kit`) reads DEFENSIVE from its
/// rule (+1 defending only) and enters as anyone does.
#[test]
fn gap_07_offensive_attacks_where_defensive_waits() {
    use crate::data::tables::Doctrine;
    let mut s = bare(Kingdom, Phase::Movement);
    let hautemarche = province("p_hautemarche");
    clear_buildings(&mut s, hautemarche);
    for ps in &mut s.players {
        ps.hand.clear();
    }
    let from = sub("s_hautemarche_2");
    // Three spearmen (3 each): one stays as the exposed province's garrison
    // (AMB-19), two (6) may march; riflemen (4) on every foreign side.
    put(&mut s, Some(Kingdom), "spearmen", from, 3);
    // Its land not the Kingdom's (Ledmark, over a river).
    let outside: Vec<RegionId> = map().land_neighbours(from).filter(|&n| s.owner_at(n) != Some(Kingdom)).collect();
    assert!(!outside.is_empty());
    for &n in &outside {
        put(&mut s, Some(Empire), "riflemen", n, 1);
    }
    // Version 5's DEFENSIVE (version 6 reads it from its rule, below).
    let profile = Profile { objectives: false, kit: false, ..Profile::CURRENT };
    let play = |s: &State, doctrine: Doctrine, profile: Profile| {
        let mut s = s.clone();
        s.players[Kingdom.index()].doctrine = doctrine;
        super::computer_action_as(&s, Kingdom, &mut engine::dice::Dice::from_seed("t"), profile)
    };
    let attacks =
        |a: &Option<Action>| matches!(a, Some(Action::Move { from: f, to, .. }) if *f == from && outside.contains(to));
    let offensive = play(&s, Doctrine::Offensive, profile);
    assert!(attacks(&offensive), "{offensive:?}");
    let defensive = play(&s, Doctrine::Defensive, profile);
    assert!(!attacks(&defensive), "{defensive:?}");
    let before = Profile { doctrine: false, ..profile };
    assert!(attacks(&play(&s, Doctrine::Defensive, before)), "6 against 4 is half as strong again");
    assert!(super::doctrine::fight_threshold(&s, Kingdom, profile) > 0.5, "the Kingdom is DEFENSIVE");
    // Version 6: DEFENSIVE's bonus is for defending; it attacks as anyone does.
    let v6 = Profile { objectives: false, ..Profile::CURRENT };
    assert!(attacks(&play(&s, Doctrine::Defensive, v6)), "version 6: 6 against 4 is enough");
    assert!((super::doctrine::fight_threshold(&s, Kingdom, v6) - 0.5).abs() < f64::EPSILON);
}

/// GAP-05, GAP-07 — a state that has lost most of its home plays New
/// Doctrine for DEFENSIVE (its Reform would bring the Autocracy the
/// Empire has already); the previous computer keeps the card.
#[test]
fn gap_05_new_doctrine_to_defensive_when_most_of_the_home_is_lost() {
    use crate::data::tables::Doctrine;
    use crate::decisions::{Card, Target};
    let mut s = bare(Empire, Phase::Economy);
    let home = s.player(Empire).national.clone();
    for &pr in home.iter().skip(1) {
        s.provinces[pr.index()].owner = Some(Kingdom);
    }
    let ps = &mut s.players[Empire.index()];
    ps.hand = vec![Card::NewDoctrine, Card::Reform];
    ps.due = 0;
    assert_eq!(s.player(Empire).doctrine, Doctrine::Offensive);
    let play = Action::PlayDecision { card: Card::NewDoctrine, on: Target::Doctrine(Doctrine::Defensive) };
    assert_eq!(super::cards::cards(&s, Empire, Profile::CURRENT), Some(play.clone()));
    assert_eq!(super::cards::cards(&s, Empire, Profile::VERSION_3), None);
    exec(&mut s, Empire, &play).expect("legal");
    assert_eq!(s.player(Empire).doctrine, Doctrine::Defensive);
    assert_eq!(super::cards::cards(&s, Empire, Profile::CURRENT), None, "DEFENSIVE already, Autocracy already");
}

/// KK-UNIT-20, GAP-26 (`Profile::river_ships`) — the Khanate, whose river at
/// Orman Bel runs along the Empire's border, recruits gunboats at its
/// Workshops there, two at most.
#[test]
fn kk_unit_20_the_computer_keeps_two_gunboats_on_its_river() {
    let mut s = bare(Khanate, Phase::Economy);
    let gunboat = crate::data::units::Kind::of("river_gunboat").expect("a unit");
    let legal = crate::legal::legal_actions(&s, Khanate);
    let want = Action::Recruit { province: province("p_orman_bel"), kind: gunboat, count: 1, upgrade: 0 };
    assert_eq!(super::river::flotilla(&s, Khanate, &legal), Some(want));
    put(&mut s, Some(Khanate), "river_gunboat", sub("s_orman_bel_1"), 2);
    let legal = crate::legal::legal_actions(&s, Khanate);
    assert_eq!(super::river::flotilla(&s, Khanate, &legal), None, "two are enough");
}

/// KK-UNIT-20 — a gunboat sails to the river sub-province of its state's
/// the enemy stands next to, stands guard there, attacks a weaker enemy
/// next to it by the river (3 against a militia's 2, half as much again
/// being enough for a MOBILE state) but not a stronger one, and joins the
/// battle its state opened next to it.
#[test]
fn kk_unit_20_the_computer_guards_and_attacks_along_its_river() {
    let mut s = bare(Khanate, Phase::Movement);
    let (yard, bank) = (sub("s_orman_bel_1"), sub("s_orman_bel_2"));
    let boat = put(&mut s, Some(Khanate), "river_gunboat", bank, 1)[0];
    let kind = s.unit(boat).expect("the gunboat").kind;
    put(&mut s, Some(Empire), "riflemen", sub("s_kamenograd_1"), 1);
    let to_post = Action::Sail { from: bank, to: yard, group: vec![(kind, 1)] };
    assert_eq!(super::river::sail(&s, Khanate, Profile::CURRENT), Some(to_post.clone()));
    exec(&mut s, Khanate, &to_post).expect("to its post");
    s.units.iter_mut().filter(|u| u.id == boat).for_each(|u| (u.mp, u.moved) = (4, false));
    assert_eq!(super::river::sail(&s, Khanate, Profile::CURRENT), None, "on guard");
    let weak = sub("s_kamenograd_3");
    put(&mut s, Some(Empire), "militia", weak, 1);
    let attack = Action::Sail { from: yard, to: weak, group: vec![(kind, 1)] };
    assert_eq!(super::river::sail(&s, Khanate, Profile::CURRENT), Some(attack));
    // The battle its spearmen open next door: the gunboat joins first.
    let spearmen = put(&mut s, Some(Khanate), "spearmen", yard, 2);
    let k = s.unit(spearmen[0]).expect("spearmen").kind;
    let target = sub("s_kamenograd_1");
    exec(&mut s, Khanate, &Action::Move { from: yard, to: target, group: vec![(k, 2)] }).expect("a battle");
    let join = Action::Sail { from: yard, to: target, group: vec![(kind, 1)] };
    assert_eq!(super::river::join(&s, Khanate), Some(join));
}
