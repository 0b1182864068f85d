//! Rules no other test checked by name (issue 39's audit, `rule_ids`):
//! each test plays or counts the rule through the code that applies it and
//! names the ids it checks. Part one: the turn, victory, time, government,
//! contentment, trade, recruitment, provinces and terrain.

use super::{bare, dice_showing, exec, exec_with, new_game, province, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::{Resource, Stock};
use crate::data::tables::{Colour, Doctrine, Government, Season, Strategic, Weather};
use crate::data::units::Kind;
use crate::event::{Event, Loss};
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::refusal::Refuse;
use crate::state::{FinishWhy, Phase, State};
use engine::seat::Controller;
use engine::side::Side;

fn kind(id: &str) -> Kind {
    Kind::of(id).expect(id)
}

fn stock(list: &[(Resource, u32)]) -> Stock {
    let mut s = Stock::default();
    for &(r, n) in list {
        s.add(r, n);
    }
    s
}

/// The index of `r` among the resources `p` uses (a trade's field).
fn used(p: Player, r: Resource) -> u8 {
    u8::try_from(Resource::of(p.org()).iter().position(|&x| x == r).expect("used")).unwrap_or(0)
}

/// KK-TURN-01…07, KK-TURN-09, KK-TURN-13, KK-INIT-01, KK-TIME-04, GAP-01,
/// GAP-03, AMB-01, AMB-53 — the first two turns of a computer game: each
/// begins with the event on two d10 drawn by a seat that rotates one seat a
/// turn, the weather on a d6, the clock a turn on; the Colour Die (a d6 of
/// colours) pays; the economy windows follow in seat order; Strategic
/// Initiative orders the movement phases, played one state at a time.
#[test]
fn kk_turn_the_phases_of_a_turn_in_order() {
    let mut game = new_game("turns", Controller::Computer);
    while game.state().turn < 4 {
        let Some(&seat) = <crate::KhansAndKings as engine::rules::Rules>::to_act(game.state()).first() else { break };
        game.computer_step(seat).expect("a step");
    }
    // Turn 1 began at setup; turns 2 and 3 are in the log.
    let events: Vec<Event> = game.log().iter().flat_map(|e| e.events.clone()).collect();
    let seated = game.state().seated.clone();
    let mut turn = 1;
    let mut began = Vec::new();
    let (mut windows, mut movements, mut order) = (Vec::new(), Vec::new(), Vec::new());
    for e in &events {
        match e {
            Event::TurnBegan { turn: t, drawer, event, weather } => {
                turn = *t;
                began.push(*t);
                assert_eq!(*drawer, seated[usize::try_from(t - 1).unwrap_or(0) % seated.len()], "KK-TURN-04");
                assert!((1..=10).contains(&event.0) && (1..=10).contains(&event.1), "KK-TURN-03: two d10");
                assert!((1..=6).contains(&weather.0), "KK-TIME-04: the weather die");
                assert_eq!(weather.1, Season::of_turn(*t).adjust(Weather::of_die(weather.0), true), "GAP-03");
            }
            Event::ColourRolled { face, colour } => {
                assert!((1..=6).contains(face), "KK-TURN-09: a d6");
                assert_eq!(colour.is_none(), *face == 6, "GAP-01: White on a 6");
            }
            Event::EconomyDone { player } if turn == 2 => windows.push(*player),
            Event::Initiative { order: o, .. } if turn == 2 => order.clone_from(o),
            Event::PhaseSet { phase: Phase::Movement, slot } if turn == 2 => {
                movements.push(order[usize::try_from(*slot).unwrap_or(0)]);
            }
            _ => {}
        }
    }
    assert_eq!(began, vec![2, 3, 4], "KK-TURN-05: the clock moves a turn at a time");
    assert_eq!(windows, seated, "AMB-53: the windows in seat order");
    assert_eq!(movements, order, "KK-TURN-13, KK-INIT-01: the movement phases in the Initiative's order");
}

/// KK-TURN-11, KK-TURN-12, AMB-53 — the source's own example: in one
/// window a state erects a port, trades through it, and recruits with what
/// the trade brought.
#[test]
fn kk_turn_12_build_trade_recruit_in_one_window() {
    let mut s = bare(Kingdom, Phase::Economy);
    let valmont = province("p_valmont");
    let m = crate::map::map();
    let at = m.province(province("p_bellerive")).subs.iter().copied().find(|&r| m.sub(r).coastal).expect("a coast");
    s.subs[at.index()].building = None;
    assert!(crate::build::placement_ok(&s, Building::Port, at));
    s.subs[m.province(valmont).subs[1].index()].building = Some(Building::Barracks);
    s.players[Kingdom.index()].stock = stock(&[(Resource::Gold, 4), (Resource::Stone, 6), (Resource::Wood, 6)]);
    exec(&mut s, Kingdom, &Action::Build { at, building: Building::Port }).expect("a port");
    let food =
        Action::Trade { at, give: used(Kingdom, Resource::Stone), amount: 4, get: used(Kingdom, Resource::Food) };
    exec_with(&mut s, Kingdom, &food, &mut dice_showing(&[(6, 2)])).expect("a trade through it");
    let rate = crate::trade::rate(2, false, crate::trade::markets(&s, province("p_bellerive")), false);
    assert_eq!(s.player(Kingdom).stock.get(Resource::Food), 4 / rate, "4 STONE at the port's rate");
    assert!(s.player(Kingdom).stock.get(Resource::Food) >= 1);
    let spearmen = Action::Recruit { province: valmont, kind: kind("spearmen"), count: 1, upgrade: 0 };
    exec(&mut s, Kingdom, &spearmen).expect("recruited with the FOOD");
}

/// KK-WIN-01, KK-WIN-05, KK-WIN-06, KK-WIN-07, GAP-47, AMB-58 — a state that
/// loses its last province is out at once and its units are removed; the
/// last state holding provinces wins, and every other loses.
#[test]
fn kk_win_06_the_last_province_lost() {
    let mut s = bare(Kingdom, Phase::Movement);
    let last = province("p_kholmgard");
    for (i, x) in s.provinces.iter_mut().enumerate() {
        x.owner = Some(if i == last.index() { Empire } else { Kingdom });
    }
    let stray = put(&mut s, Some(Empire), "riflemen", sub("s_valmont_3"), 1)[0];
    let from = sub("s_grisfort_3");
    put(&mut s, Some(Kingdom), "spearmen", from, 1);
    let to = sub("s_kholmgard_1");
    let edge = crate::map::map().edge(from, to).expect("an edge");
    s.edges[edge].bridge = true;
    let events = exec(&mut s, Kingdom, &Action::Move { from, to, group: vec![(kind("spearmen"), 1)] }).expect("in");
    assert!(events.contains(&Event::Eliminated { player: Empire }));
    assert!(events.contains(&Event::UnitRemoved { unit: stray, why: Loss::Eliminated }), "AMB-58");
    let finish = s.finish.clone().expect("over");
    assert_eq!((finish.winners, finish.why), (vec![Kingdom], FinishWhy::Elimination));
    assert!(s.player(Empire).eliminated && s.player(Khanate).eliminated && s.player(Republic).eliminated);
}

/// KK-WIN-02, KK-WIN-04, KK-CAP-02, GAP-08, GAP-45 — the objectives the
/// source names (provinces or regions to conquer, buildings to erect, a
/// resource to hoard) are the sets' conditions: a region's provinces all
/// held make HEGEMON's progress, a hoard of GOLD TREASURY's.
#[test]
fn kk_win_02_objectives_are_provinces_buildings_and_resources() {
    use crate::objectives::{Objective, holds, progress};
    let mut s = bare(Kingdom, Phase::Economy);
    s.players[Kingdom.index()].objectives = Some(Objective::Treasury);
    s.players[Kingdom.index()].stock = stock(&[(Resource::Gold, 39)]);
    assert!(!holds(&s, Kingdom));
    s.players[Kingdom.index()].stock.add(Resource::Gold, 1);
    assert!(holds(&s, Kingdom), "40 GOLD");
    let regions = crate::objectives::named(Kingdom, Objective::Hegemon);
    for &pr in &regions {
        s.provinces[pr.index()].owner = Some(Kingdom);
    }
    let hegemon = progress(&s, Kingdom, Objective::Hegemon);
    assert!(hegemon.iter().all(|&(have, need)| have >= need), "every province of its two regions: {hegemon:?}");
    let builder = progress(&s, Kingdom, Objective::Builder);
    assert_eq!(builder.len(), 3, "Strongholds, Markets and provinces");
}

/// KK-TIME-03, KK-TIME-09, KK-GOV-09, GAP-04, GAP-09 — the seasons' effects:
/// a Farm gives one FOOD more in autumn and nothing in winter; in winter an
/// industrial state that burns no Coal or Oil is cold (contentment a level
/// lower), a craft state never is.
#[test]
fn kk_time_03_the_seasons_effects() {
    let mut s = bare(Kingdom, Phase::Economy);
    for x in &mut s.subs {
        x.building = None;
    }
    s.subs[sub("s_valmont_2").index()].building = Some(Building::Farm);
    let food = |s: &State| crate::economy::building_income(s, Kingdom).get(Resource::Food);
    s.turn = 1;
    assert_eq!((Season::of_turn(1), food(&s)), (Season::Spring, 1));
    s.turn = 13;
    assert_eq!((Season::of_turn(13), food(&s)), (Season::Autumn, 2));
    s.turn = 19;
    assert_eq!((Season::of_turn(19), food(&s)), (Season::Winter, 0));
    let mut game = new_game("winter", Controller::Computer);
    while game.state().turn < 20 && game.state().finish.is_none() {
        let Some(&seat) = <crate::KhansAndKings as engine::rules::Rules>::to_act(game.state()).first() else { break };
        game.computer_step(seat).expect("a step");
    }
    let heating: Vec<(Player, bool)> = game
        .log()
        .iter()
        .flat_map(|e| e.events.iter())
        .filter_map(
            |e| if let Event::Heating { player, burned } = e { Some((*player, burned.is_none())) } else { None },
        )
        .collect();
    assert!(!heating.is_empty(), "winter came");
    assert!(heating.iter().all(|(p, _)| p.org() == crate::data::resources::Org::Industrial), "KK-GOV-09");
}

/// KK-TIME-05, KK-CMB-36, AMB-29 — the weathers the other rules name:
/// rain, snow and storm wash contaminated ground, wind carries it on.
#[test]
fn kk_time_05_rain_snow_storm_and_wind() {
    for (weather, stays) in
        [(Weather::Rain, false), (Weather::Snow, false), (Weather::Storm, false), (Weather::Wind, true)]
    {
        let mut s = bare(Kingdom, Phase::Economy);
        let at = sub("s_valmont_2");
        s.subs[at.index()].contaminated = Some(1);
        s.turn = 2;
        s.weather = weather;
        let mut ev = crate::Ev::default();
        crate::contamination::weather(&mut s, &mut engine::dice::Dice::from_seed("w"), &mut ev);
        let anywhere = s.subs.iter().any(|x| x.contaminated.is_some());
        assert_eq!(anywhere, stays, "{weather:?}");
        if stays {
            assert!(s.subs[at.index()].contaminated.is_none(), "the wind moved it");
        }
    }
}

/// KK-GOV-08, KK-RES-01, KK-RES-05 — the organisation decides the
/// resources a state uses: an industrial state's FUEL and MATERIALS, a
/// craft state's WOOD and STONE; neither pays for what the other uses.
#[test]
fn kk_gov_08_organisation_decides_the_resources() {
    use crate::data::resources::Org;
    assert_eq!(Kingdom.org(), Org::Craft);
    assert_eq!(Empire.org(), Org::Industrial);
    assert!(Resource::of(Org::Craft).contains(&Resource::Wood) && !Resource::of(Org::Craft).contains(&Resource::Fuel));
    assert!(Resource::of(Org::Industrial).contains(&Resource::Materials));
    let s = bare(Kingdom, Phase::Economy);
    let tanks = Action::Recruit { province: province("p_valmont"), kind: kind("tanks"), count: 1, upgrade: 0 };
    assert_eq!(exec(&mut s.clone(), Kingdom, &tanks), Err(Refuse::NotRecruitable));
}

/// KK-ZL-01, KK-ZL-02, KK-ZL-04, KK-ZL-05, KK-ZL-06, KK-PROV-07, GAP-10,
/// GAP-11, GAP-12 — contentment matters (an enthusiastic state's units
/// fight with +1 Morale); four levels; the national and conquered groups each at their
/// level, the conquered one lower; each group at level 2 or below rolls its
/// own die; losing a national province costs a level.
#[test]
fn kk_zl_02_four_levels_two_groups_two_dice() {
    let mut s = bare(Kingdom, Phase::Economy);
    let conquered = province("p_kholmgard");
    s.provinces[conquered.index()].owner = Some(Kingdom);
    s.players[Kingdom.index()].contentment = 2;
    assert_eq!(crate::contentment::in_province(&s, Kingdom, province("p_valmont")), 2);
    assert_eq!(crate::contentment::in_province(&s, Kingdom, conquered), 1, "KK-PROV-07: one lower");
    // GAP-11: one die for each group — a 1 strikes the national (level 2),
    // a 3 the conquered (level 1).
    let mut ev = crate::Ev::default();
    crate::unrest::check(&mut s, Kingdom, &mut dice_showing(&[(6, 1), (6, 3)]), &mut ev);
    assert!(ev.into_vec().contains(&Event::Strikes { player: Kingdom, national: true, conquered: true }));
    let mut ev = crate::Ev::default();
    crate::contentment::on_taken(&mut s, province("p_valmont"), Some(Kingdom), Empire, &mut ev);
    assert_eq!(s.player(Kingdom).contentment, 1, "GAP-12");
    crate::contentment::change(&mut s, Kingdom, -5, &mut ev);
    assert_eq!(s.player(Kingdom).contentment, 1, "four levels, 1 to 4");
    crate::contentment::change(&mut s, Kingdom, 9, &mut ev);
    assert_eq!(s.player(Kingdom).contentment, 4);
    assert_eq!(crate::contentment::morale(&s, Kingdom, Some(province("p_valmont"))), 1, "KK-ZL-01");
}

/// KK-TRADE-01, KK-TRADE-03, KK-RES-13 — offers pass between any two states
/// (not only neighbours), a strategic unit along with resources.
#[test]
fn kk_trade_01_offers_between_any_states_with_strategic_units() {
    let mut s = bare(Khanate, Phase::Economy);
    let source = province("p_altan_tala");
    s.players[Khanate.index()].strategic.push((Strategic::Horses, source));
    let held = s.player(Khanate).strategic.iter().filter(|(r, _)| *r == Strategic::Horses).count();
    let gold = u8::try_from(Resource::Gold.index()).unwrap_or(0);
    let metal = u8::try_from(Resource::Metal.index()).unwrap_or(0);
    let horses =
        1 + u8::try_from(Strategic::ALL.iter().position(|&r| r == Strategic::Horses).expect("a kind")).unwrap_or(0);
    let offer =
        Action::Offer { to: Republic, give: gold, give_amount: 2, get: metal, get_amount: 1, strategic: horses };
    exec(&mut s, Khanate, &offer).expect("offered across the map");
    s.slot = u32::try_from(Republic.index()).unwrap_or(0);
    exec(&mut s, Republic, &Action::Accept { index: 0 }).expect("accepted");
    let horses = |p: Player| s.player(p).strategic.iter().filter(|(r, _)| *r == Strategic::Horses).count();
    assert_eq!((horses(Republic), horses(Khanate)), (1, held - 1), "the unit changed hands");
}

/// KK-TRADE-04, KK-TRADE-06, KK-TRADE-10, KK-TRADE-13, AMB-05 — a port
/// makes trade possible (none without); a trade cannot be taken back once
/// the die is thrown (the die is in the action's own events); a
/// caravanserai trades even with enemy ships on every sea (no blockade),
/// and a second one adds a transaction only joined to the first by road.
#[test]
fn kk_trade_04_ports_and_caravanserais() {
    let mut s = bare(Kingdom, Phase::Economy);
    let (a, b) = (sub("s_grisfort_1"), sub("s_grisfort_2"));
    for x in &mut s.subs {
        x.building = None;
    }
    let stone = used(Kingdom, Resource::Stone);
    let gold = used(Kingdom, Resource::Gold);
    let trade = |at| Action::Trade { at, give: stone, amount: 8, get: gold };
    assert!(crate::trade::ports(&s, Kingdom).is_empty());
    assert!(exec(&mut s.clone(), Kingdom, &trade(a)).is_err(), "KK-TRADE-04: nothing to trade through");
    s.subs[a.index()].building = Some(Building::Caravanserai);
    s.subs[b.index()].building = Some(Building::Caravanserai);
    let edge = crate::map::map().edge(a, b).expect("neighbours");
    s.edges[edge].road = false;
    assert_eq!(crate::trade::caravan_capacity(&s, Kingdom), 1, "KK-TRADE-10: not joined by road");
    s.edges[edge].road = true;
    assert_eq!(crate::trade::caravan_capacity(&s, Kingdom), 2, "joined by road");
    let events = exec_with(&mut s, Kingdom, &trade(a), &mut dice_showing(&[(6, 2)])).expect("traded");
    assert!(events.iter().any(|e| matches!(e, Event::Traded { .. })), "KK-TRADE-06: done with its die");
}

/// KK-REC-01, KK-REC-08, KK-REC-10, KK-REC-16, KK-RES-09 — recruitment spends
/// the table's cost; the recruit is fresh (moves from the next turn), as is
/// a free unit; recruits never overfill the capital.
#[test]
fn kk_rec_01_recruits_pay_stand_fresh_and_fit() {
    let mut s = bare(Kingdom, Phase::Economy);
    let capital = sub("s_valmont_1");
    s.subs[sub("s_valmont_2").index()].building = Some(Building::Barracks);
    let before = s.player(Kingdom).stock;
    let spearmen =
        |count| Action::Recruit { province: province("p_valmont"), kind: kind("spearmen"), count, upgrade: 0 };
    exec(&mut s, Kingdom, &spearmen(1)).expect("recruited");
    let spent = stock(&[(Resource::Food, 1), (Resource::Wood, 1)]);
    assert_eq!(before.get(Resource::Food) - s.player(Kingdom).stock.get(Resource::Food), spent.get(Resource::Food));
    assert_eq!(before.get(Resource::Wood) - s.player(Kingdom).stock.get(Resource::Wood), spent.get(Resource::Wood));
    let recruit = s.units.iter().find(|u| u.at == capital).expect("in the capital");
    assert!(recruit.fresh && crate::movement::speed(&s, recruit) > 0);
    let room = u32::from(crate::movement::room(&s, capital, Some(Kingdom)));
    assert!(matches!(exec(&mut s.clone(), Kingdom, &spearmen(room + 1)), Err(Refuse::NoRoom { .. })), "KK-REC-10");
    let mut ev = crate::Ev::default();
    let free = crate::recruit::place(&mut s, Some(Kingdom), kind("spearmen"), capital, None, &mut ev);
    assert!(s.unit(free).is_some_and(|u| u.fresh), "KK-REC-16: a free unit too");
}

/// KK-REC-22, KK-REC-28, GAP-06, GAP-07 — tribal warriors only under the
/// Tribal Khanate or the Mobile doctrine; a state under neither is not
/// asked when its province is entered.
#[test]
fn kk_rec_22_tribal_warriors_need_the_government_or_doctrine() {
    let (mut s, step) = super::answers::crossing(4);
    s.players[Khanate.index()].doctrine = Doctrine::Offensive;
    s.players[Khanate.index()].government = Government::FeudalMonarchy;
    exec(&mut s, Kingdom, &step).expect("the step");
    assert!(s.asks.is_empty(), "not asked");
}

/// KK-PROV-01, KK-PROV-02, KK-PROV-04, KK-PROV-05, KK-PROV-08, KK-PROV-09,
/// KK-CAP-04, KK-PLN-06, AMB-06, AMB-70 — a province's Wealth token (colour
/// and level) pays its level; a Manufactory raises it (at most III);
/// privileges stop it; hostile land units in the province stop it, while
/// its buildings go on producing for their owner.
#[test]
fn kk_prov_04_wealth_levels_privileges_and_occupation() {
    let mut s = bare(Empire, Phase::Economy);
    let zaryansk = province("p_zaryansk");
    for (i, x) in s.provinces.iter_mut().enumerate() {
        x.owner = (i == zaryansk.index()).then_some(Empire);
    }
    for x in &mut s.subs {
        x.building = None;
    }
    let m = crate::map::map();
    assert_eq!((m.province(zaryansk).colour, m.province(zaryansk).level), (Colour::Green, 1));
    s.colour = Some(Colour::Green);
    let food = |s: &State| crate::economy::wealth_income(s, Empire).get(Resource::Food);
    assert_eq!(food(&s), 1, "KK-PROV-04: a level-I province, one unit");
    let subs = m.province(zaryansk).subs.clone();
    s.subs[subs[1].index()].building = Some(Building::Manufactory);
    assert_eq!(food(&s), 2, "KK-PROV-05: a Manufactory raises the level");
    s.subs[subs[0].index()].building = Some(Building::Farm);
    s.provinces[zaryansk.index()].privileged = true;
    assert_eq!(food(&s), 0, "KK-PROV-08: privileged");
    s.provinces[zaryansk.index()].privileged = false;
    put(&mut s, Some(Kingdom), "spearmen", subs[2 % subs.len()], 1);
    assert_eq!(food(&s), 0, "KK-PROV-09, KK-CAP-04: occupied");
    assert!(crate::economy::building_income(&s, Empire).get(Resource::Food) >= 1, "KK-PLN-06: its Farm still pays");
}

/// KK-RES-03, AMB-63 (rules 4) — a unit won over cost its new owner nothing:
/// disbanded, it refunds nothing (the Empire's riflemen won over by the
/// Kingdom; rules 3 refunded the Empire's price, FUEL or MATERIALS among it
/// for another craft unit, to a state that uses neither — found by the
/// invariant of KK-RES-03); and no refund ever pays a resource unused.
#[test]
fn kk_res_03_no_refund_of_what_another_state_paid() {
    for rules in [4, 3] {
        let mut s = bare(Kingdom, Phase::Economy);
        s.rules = rules;
        let camp = sub("s_valmont_2");
        s.subs[camp.index()].building = Some(Building::PrisonerCamp);
        let id = super::prisoners::prisoner(&mut s, Some(Empire), "riflemen", Kingdom, camp);
        s.prisoners.iter_mut().for_each(|x| x.unit.paid = stock(&[(Resource::Fuel, 2), (Resource::Gold, 2)]));
        exec_with(
            &mut s,
            Kingdom,
            &Action::WinOver { prisoner: crate::state::Captive::Unit(id) },
            &mut dice_showing(&[(8, 1)]),
        )
        .expect("won over");
        let events = exec(&mut s, Kingdom, &Action::Disband { unit: id }).expect("disbanded");
        let refunded = events.iter().any(|e| matches!(e, Event::Stock { why: crate::event::Why::Disband, .. }));
        assert_eq!(refunded, rules < 4, "rules {rules}");
    }
    let mut s = bare(Kingdom, Phase::Economy);
    let before = s.player(Kingdom).stock.get(Resource::Fuel);
    crate::economy::receive(
        &mut s,
        Kingdom,
        &stock(&[(Resource::Fuel, 3)]),
        crate::event::Why::Disband,
        &mut crate::Ev::default(),
    );
    assert_eq!(s.player(Kingdom).stock.get(Resource::Fuel), before, "a craft state receives no FUEL");
}
