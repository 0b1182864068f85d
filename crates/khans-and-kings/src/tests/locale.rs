//! Every text the game shows renders in English and in the four other
//! languages, with exactly the arguments its message uses: the system's
//! names, every refusal, whole computer games, and the scenes such games
//! seldom reach.

use super::{bare, new_game, put, seats, sub};
use crate::KhansAndKings;
use crate::data::buildings::Building;
use crate::data::units::Kind;
use crate::event::{Event, Loss, Travel};
use crate::ids::Player;
use crate::refusal::Refuse;
use crate::state::{GeneralAt, Phase};
use engine::rules::{Refusal, Rules};
use engine::seat::Controller;
use engine::side::Side;
use engine::text::Text;
use engine::text::walk::Walk;

#[test]
fn every_text_renders_with_its_arguments_in_every_language() {
    let mut walk = Walk::new(crate::LOCALES);
    walk.system::<KhansAndKings>();
    for kind in Kind::all() {
        walk.check(&Text::key(format!("kk.unit.{}", kind.template().id)));
        walk.check(&Text::key(format!("kk.counter.{}", kind.template().id)));
    }
    // Every general's trait (games that end early by a set may show few generals).
    for face in 1..=6 {
        walk.check(&Text::key(format!("kk.trait.{}", crate::data::tables::Trait::of_die(face).id())));
    }
    for p in Player::ALL {
        for n in 0..crate::generals::POOL {
            walk.check(&Text::key(format!("kk.general.{}_{n}", p.id())));
        }
    }
    for sum in 2..=20 {
        walk.check(&Text::key(format!("kk.turn_event.{}", crate::turn_event::TurnEvent::of(sum).id())));
    }
    for r in Refuse::ALL {
        walk.check(&Refusal::from(r).text);
    }
    let mut dice = engine::dice::Dice::from_seed("x");
    walk.check(&KhansAndKings::setup("nope", &seats(Controller::Human), &mut dice).expect_err("refused").text);
    walk.check(&KhansAndKings::setup(crate::setup::SCENARIO, &[], &mut dice).expect_err("refused").text);
    for seed in ["loc-a", "loc-b"] {
        assert!(walk.game(&mut new_game(seed, Controller::Computer), 40_000, 200), "{seed}: the game ends");
    }
    scenes(&mut walk);
    part_two_scenes(&mut walk);
    prisoner_scenes(&mut walk);
    decision_scenes(&mut walk);
    terrain_bonus_scene(&mut walk);
    objective_scenes(&mut walk);
    transport_scenes(&mut walk);
    plunder_scenes(&mut walk);
    river_scenes(&mut walk);
    answer_scenes(&mut walk);
    diplomacy_scenes(&mut walk);
    // The invariants' texts, each broken on purpose (`invariants`).
    for (s, _, _) in super::invariants::broken_scenes() {
        crate::invariants::broken(&s).iter().for_each(|t| walk.check(t));
    }
    for e in [
        Event::Revolution { player: Player::Empire, province: crate::ids::ProvinceId(12) },
        Event::Liberated { player: Player::Republic, province: crate::ids::ProvinceId(18) },
        Event::UprisingLiberated { player: Player::Empire, province: crate::ids::ProvinceId(3) },
    ] {
        walk.check(&KhansAndKings::describe_event(&bare(Player::Empire, Phase::Movement), &e));
    }
    guides(&mut walk);
    walk.assert_clean();
    let unseen = walk.unseen("kk-");
    assert!(unseen.is_empty(), "messages never rendered: {unseen:?}");
    for key in ["kk.event.engaged_win", "kk.event.taken", "kk.event.turn", "kk.choice.odds", "kk.action.recruit"] {
        assert!(walk.saw(key), "the games never showed {key}");
    }
    assert!(walk.rendered() > 10_000, "only {} texts rendered", walk.rendered());
}

/// Issue 19 — the guide of the state to act at every step of a computer
/// game (its windows, its movement and its battles), and of a White roll.
fn guides(walk: &mut Walk) {
    let mut game = new_game("loc-guide", Controller::Computer);
    for _ in 0..3000 {
        let Some(&seat) = KhansAndKings::to_act(game.state()).first() else { break };
        let guide = KhansAndKings::guide(&KhansAndKings::view(game.state(), Some(seat)), seat);
        walk.check(&guide.expect("the state to act has a guide").text);
        if game.computer_step(seat).is_none() {
            break;
        }
    }
    let mut white = bare(Player::Kingdom, Phase::Economy);
    white.colour = None;
    let guide = KhansAndKings::guide(&white, engine::seat::SeatId(1)).expect("a guide");
    walk.check(&guide.text);
    for key in ["kk.guide.economy", "kk.guide.movement", "kk.guide.battle", "kk.guide.pick_colour"] {
        assert!(walk.saw(key), "the guide never said {key}");
    }
}

/// Part 2 — every air mission's choices and texts (raids and strikes turned
/// back, intercepted, shot at, hitting and missing; a base taken), the
/// sea's (ships under way, mine barriers) and contaminated ground's.
fn part_two_scenes(walk: &mut Walk) {
    use crate::action::Action;
    let seat = engine::seat::SeatId(3);
    let (s, _, _, _) = super::air::scene("bomber");
    let mut s = s;
    // Nothing in reach to meet a strike yet: its button says so.
    for a in KhansAndKings::legal_actions(&s, seat) {
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
    }
    let gun = put(&mut s, Some(Player::Kingdom), "aa_artillery", sub("s_brenneval_1"), 1)[0];
    let base = sub("s_brenneval_2");
    s.subs[base.index()].building = Some(Building::Airfield);
    let fighter = put(&mut s, Some(Player::Kingdom), "fighter", base, 1)[0];
    let own = put(&mut s, Some(Player::Republic), "fighter", sub("s_serenza_2"), 1)[0];
    s.subs[sub("s_serenza_3").index()].building = Some(Building::Airfield);
    let mut flight = s.clone();
    let rebase = Action::Rebase { unit: own, to: sub("s_serenza_3") };
    let mut seen = super::exec(&mut flight, Player::Republic, &rebase).expect("a flight");
    for a in KhansAndKings::legal_actions(&s, seat) {
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
    }
    for seed in 0..40 {
        let mut t = s.clone();
        let mut dice = engine::dice::Dice::from_seed(&format!("air-{seed}"));
        // Odd seeds bomb first, even ones strike first.
        let actions: Vec<Action> = KhansAndKings::legal_actions(&t, seat)
            .into_iter()
            .filter(|a| match a {
                Action::Bomb { .. } => seed % 2 == 1,
                Action::AirStrike { .. } => seed % 2 == 0,
                _ => false,
            })
            .collect();
        for a in actions {
            let Ok(events) = super::exec_with(&mut t, Player::Republic, &a, &mut dice) else { continue };
            seen.extend(events);
        }
    }
    let mut taken = s.clone();
    let mut ev = crate::Ev::default();
    crate::battle::remove(&mut taken, gun, crate::event::Loss::Destroyed, &mut ev);
    taken.units.retain(|u| u.id != fighter);
    put(&mut taken, Some(Player::Kingdom), "spearmen", sub("s_serenza_2"), 1);
    crate::air::take_bases(&mut taken, &mut ev);
    seen.extend(ev.into_vec());
    // KK-NAV, GAP-13: ships under way, barriers laid, struck and cleared.
    let sea = crate::map::map().board.ids().find(|&r| crate::map::map().is_sea(r)).expect("a sea");
    let mut fleet = s.clone();
    let layer = put(&mut fleet, Some(Player::Republic), "minelayer", sea, 1)[0];
    put(&mut fleet, Some(Player::Republic), "destroyer", sea, 1);
    fleet.subs[sea.index()].mines = Some(Player::Kingdom);
    for a in KhansAndKings::legal_actions(&fleet, seat) {
        if matches!(a, Action::Sail { .. } | Action::LayMines { .. } | Action::Sweep { .. }) {
            walk.check(&KhansAndKings::describe_action(&fleet, &a));
        }
    }
    walk.check(&KhansAndKings::describe_action(&fleet, &Action::Sweep { at: sea }));
    walk.check(&KhansAndKings::describe_action(&fleet, &Action::LayMines { unit: layer }));
    seen.extend([
        Event::MinesLaid { at: sea, by: Player::Republic },
        Event::MinesSwept { at: sea, by: Player::Republic },
        Event::MineStruck { unit: layer, die: 1 },
        Event::MineStruck { unit: layer, die: 5 },
    ]);
    // KK-CMB-33…37: contaminated ground, its mark and its part of a count.
    let (at, next) = (sub("s_brenneval_1"), sub("s_brenneval_2"));
    seen.extend([
        Event::Contaminated { at },
        Event::Decontaminated { at },
        Event::Drifted { from: at, to: next },
        Event::Poisoned { unit: gun },
    ]);
    for e in &seen {
        walk.check(&crate::describe::event(&fleet, e));
    }
    walk.check(&KhansAndKings::guide(&s, seat).expect("a guide").text);
    walk.check(&engine::text::Text::key("kk.mark.contaminated"));
    walk.check(&engine::text::Text::key("kk.part.contaminated"));
}

/// What computer games seldom reach: every event of the rare kinds, offers,
/// a general captured, a White roll, a game over.
fn scenes(walk: &mut Walk) {
    let mut s = bare(Player::Kingdom, Phase::Economy);
    s.colour = None;
    let at = sub("s_valmont_2");
    let unit = put(&mut s, Some(Player::Kingdom), "spearmen", at, 1)[0];
    let seat = engine::seat::SeatId(1);
    for a in KhansAndKings::legal_actions(&s, seat) {
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
    }
    s.colour = Some(crate::data::tables::Colour::Blue);
    s.subs[at.index()].building = Some(Building::Port);
    for a in KhansAndKings::legal_actions(&s, seat) {
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
        for amount in KhansAndKings::action_amounts(&s, seat, &a) {
            walk.check(&amount.label);
            amount.options.iter().for_each(|o| walk.check(o));
        }
    }
    walk.sections(&KhansAndKings::region_panel(&s, at, Some(seat)));
    let levy = crate::action::Action::CallLevy {
        province: super::province("p_valmont"),
        kind: Kind::of("spearmen").expect("spearmen"),
        at,
    };
    walk.check(&KhansAndKings::describe_action(&s, &levy));
    walk.check(&KhansAndKings::choice_label(&s, seat, &levy));
    // KK-REC-26: a warrior's disband that rebuilds.
    let (mut raided, _, _, warrior, raider) = super::tribal::scene();
    raided.units.iter_mut().filter(|u| u.id == raider).for_each(|u| u.plundered = false);
    let mut ev = crate::Ev::default();
    crate::build::plunder(&mut raided, Player::Kingdom, raider, 0, &mut ev);
    let raided = super::tribal::home(raided, raider, true);
    walk.check(&crate::describe::choice_label(&raided, &crate::action::Action::Disband { unit: warrior }));
    let offer = crate::state::Offer {
        from: Player::Empire,
        to: Player::Kingdom,
        give: (crate::data::resources::Resource::Gold, 2),
        strategic: Some(crate::data::tables::Strategic::Coal),
        get: (crate::data::resources::Resource::Food, 3),
        release: None,
        ask: None,
        turn: 1,
        pact: None,
    };
    s.offers.push(offer.clone());
    let events = vec![
        Event::WhiteChosen { player: Player::Kingdom, colour: crate::data::tables::Colour::Grey },
        Event::ColourRolled { face: 6, colour: None },
        Event::StrategicSpent { player: Player::Empire, resource: crate::data::tables::Strategic::Coal },
        Event::StrategicGiven {
            from: Player::Empire,
            to: Player::Kingdom,
            resource: crate::data::tables::Strategic::Oil,
        },
        Event::Heating { player: Player::Empire, burned: None },
        Event::Heating { player: Player::Empire, burned: Some(crate::data::tables::Strategic::Oil) },
        Event::Offered { offer },
        Event::OfferAccepted { index: 0 },
        Event::OfferClosed { index: 0, declined: true },
        Event::OfferClosed { index: 0, declined: false },
        Event::OfferClosed { index: 9, declined: false },
        Event::Routed { unit, routed: false },
        Event::Replenished { unit },
        Event::Upgraded { unit, upgrade: crate::data::upgrades::Upgrade::Drill, paid: Default::default() },
        Event::Plundered { unit },
        Event::EdgeRemoved { edge: 0, what: crate::data::buildings::EdgeBuilding::Road },
        Event::LevyUsed { province: super::province("p_valmont") },
        Event::LevyOpened { province: super::province("p_valmont") },
        Event::Ruined { at, building: Building::Market },
        Event::Rebuilt { at, building: Building::Market },
        Event::Privileged { province: super::province("p_valmont") },
        Event::BattleBegun,
        Event::BattleJoined { units: vec![(unit, at)] },
        Event::Bombarded { unit, at, die: 8, stronghold: true },
        Event::Bombarded { unit, at, die: 2, stronghold: false },
        Event::GeneralMoved { player: Player::Kingdom, number: 0, at: GeneralAt::Captured(Player::Empire) },
        Event::GeneralMoved { player: Player::Kingdom, number: 0, at: GeneralAt::Dead },
        Event::GeneralMoved { player: Player::Kingdom, number: 0, at: GeneralAt::Pool },
        Event::GeneralRegrouped { player: Player::Kingdom, number: 0 },
        Event::SignalsRegrouped { by: unit, unit },
        Event::Strikes { player: Player::Kingdom, national: true, conquered: true },
        Event::Strikes { player: Player::Kingdom, national: true, conquered: false },
        Event::Strikes { player: Player::Kingdom, national: false, conquered: true },
        Event::Contentment { player: Player::Kingdom, level: 1 },
        Event::Changed {
            player: Player::Kingdom,
            government: crate::data::tables::Government::Autocracy,
            doctrine: crate::data::tables::Doctrine::TotalWar,
        },
        Event::Eliminated { player: Player::Republic },
        Event::UnitsMoved { units: vec![unit], from: at, to: at, travel: Travel::Logistics, cost: 0, rain: Vec::new() },
        Event::UnitsMoved { units: vec![unit], from: at, to: at, travel: Travel::Rail, cost: 0, rain: Vec::new() },
    ];
    let mut all = events;
    use crate::event::Why;
    for why in [
        Why::Wealth,
        Why::Buildings,
        Why::Growth,
        Why::Recruit,
        Why::Build,
        Why::Upgrade,
        Why::Replenish,
        Why::Disband,
        Why::Dismantle,
        Why::Plunder,
        Why::General,
        Why::Logistics,
        Why::Exchange,
        Why::Event,
    ] {
        all.push(Event::Stock {
            player: Player::Kingdom,
            changes: vec![(crate::data::resources::Resource::Gold, -2), (crate::data::resources::Resource::Food, 1)],
            why,
        });
    }
    for caravanserai in [false, true] {
        all.push(Event::Traded {
            player: Player::Kingdom,
            at,
            caravanserai,
            die: 3,
            rate: 3,
            gave: (crate::data::resources::Resource::Food, 9),
            got: (crate::data::resources::Resource::Gold, 3),
        });
    }
    all.push(Event::EdgeBuilt { edge: 0, what: crate::data::buildings::EdgeBuilding::Bridge });
    let g = crate::data::resources::Resource::Gold;
    let kinds = |id: &str| Kind::of(id).expect("kind");
    let mut actions = vec![
        crate::Action::Accept { index: 0 },
        crate::Action::Decline { index: 0 },
        crate::Action::Accept { index: 9 },
        crate::Action::Offer { to: Player::Empire, give: 6, give_amount: 2, get: 0, get_amount: 3, strategic: 3 },
        crate::Action::Offer { to: Player::Empire, give: 99, give_amount: 2, get: 0, get_amount: 3, strategic: 0 },
        crate::Action::Recruit {
            province: super::province("p_valmont"),
            kind: kinds("spearmen"),
            count: 2,
            upgrade: 1,
        },
        crate::Action::Upgrade { unit, upgrade: crate::data::upgrades::Upgrade::Drill },
        crate::Action::CallVassals { province: super::province("p_valmont") },
        crate::Action::Bombard { unit, at },
        crate::Action::FieldWorks { unit, edge: 0, what: crate::data::buildings::EdgeBuilding::Road },
        crate::Action::Logistics { from: at, to: at, group: vec![(kinds("riflemen"), 2)] },
        crate::Action::BlowUp { unit },
        crate::Action::Dismantle { at: sub("s_valmont_4") },
        crate::Action::Dismantle { at: sub("s_meravand_2") },
        crate::Action::Trade { at, give: 9, amount: 3, get: 0 },
    ];
    s.subs[sub("s_valmont_3").index()].building = Some(Building::Caravanserai);
    actions.push(crate::Action::Trade { at: sub("s_valmont_3"), give: 0, amount: 3, get: 4 });
    for a in &actions {
        walk.check(&KhansAndKings::describe_action(&s, a));
        walk.check(&KhansAndKings::choice_label(&s, seat, a));
    }
    let _ = g;
    // Counts with Saltpetre, an upgrade, and an attack on a stronghold.
    let mut siege = s.clone();
    siege.players[Player::Kingdom.index()]
        .strategic
        .push((crate::data::tables::Strategic::Saltpetre, super::province("p_grisfort")));
    let engine_id = put(&mut siege, Some(Player::Kingdom), "siege_engine", sub("s_valmont_2"), 1)[0];
    if let Some(u) = siege.units.iter_mut().find(|u| u.id == engine_id) {
        u.upgrades.push(crate::data::upgrades::Upgrade::ImprovedWeapons);
    }
    siege.subs[sub("s_valmont_2").index()].building = Some(Building::Fort);
    let e = crate::battle::resolve(&siege, engine_id, unit, &[], (2, 3, &[]));
    let fire = e.map(|mut e| {
        e.attack = crate::combat::count(
            &siege,
            siege.unit(engine_id).expect("engine"),
            2,
            crate::data::terrain::Role::Attacker,
            sub("s_valmont_2"),
            None,
            crate::combat::Crossing::Dry,
        );
        Event::Fired { engagement: e }
    });
    if let Some(f) = fire {
        walk.check(&KhansAndKings::describe_event(&siege, &f));
    }
    // The panel of a state with a captured general, and an eliminated state.
    let mut panel = s.clone();
    panel.players[Player::Kingdom.index()].generals[0].at = GeneralAt::Captured(Player::Empire);
    panel.players[Player::Republic.index()].eliminated = true;
    walk.sections(&KhansAndKings::panel(&panel, Some(seat)));
    for why in [Loss::Destroyed, Loss::Trapped, Loss::Overrun, Loss::Disbanded, Loss::Eliminated, Loss::NoRoom] {
        all.push(Event::UnitRemoved { unit, why });
    }
    for e in &all {
        walk.check(&KhansAndKings::describe_event(&s, e));
    }
    for why in [crate::state::FinishWhy::Elimination, crate::state::FinishWhy::TurnLimit] {
        let mut over = s.clone();
        over.finish = Some(crate::state::Finish { winners: vec![Player::Empire, Player::Khanate], why, turn: 48 });
        walk.check(&KhansAndKings::turn_label(&over));
        walk.check(&KhansAndKings::outcome(&over).expect("over").text);
        walk.check(&KhansAndKings::describe_event(
            &over,
            &Event::GameOver { finish: over.finish.clone().expect("finish") },
        ));
    }
}

/// KK-NAV-04, KK-NAV-05 — boarding and landing: the choices, their events,
/// a unit lost with its ship, the counter and the panel row of units aboard,
/// a landing's part of a count.
/// KK-UNIT-20, GAP-26 — a gunboat's steps by river, into a battle, and a
/// river sub-province's panel.
fn river_scenes(walk: &mut Walk) {
    use crate::action::Action;
    let seat = engine::seat::SeatId(0);
    let mut s = bare(Player::Khanate, Phase::Movement);
    let yard = sub("s_orman_bel_1");
    put(&mut s, Some(Player::Khanate), "river_gunboat", yard, 1);
    put(&mut s, Some(Player::Empire), "militia", sub("s_kamenograd_1"), 1);
    let mut seen = Vec::new();
    for a in KhansAndKings::legal_actions(&s, seat) {
        if matches!(a, Action::Sail { .. }) {
            walk.check(&KhansAndKings::describe_action(&s, &a));
            walk.check(&KhansAndKings::choice_label(&s, seat, &a));
            let mut t = s.clone();
            if let Ok(events) = super::exec(&mut t, Player::Khanate, &a) {
                seen.extend(events.into_iter().map(|e| (t.clone(), e)));
            }
        }
    }
    for (t, e) in &seen {
        walk.check(&KhansAndKings::describe_event(t, e));
    }
    walk.sections(&KhansAndKings::region_panel(&s, yard, Some(seat)));
}

fn transport_scenes(walk: &mut Walk) {
    use crate::action::Action;
    let seat = engine::seat::SeatId(3);
    let (mut s, port, sea, shore) = super::transport::scene();
    let ship = put(&mut s, Some(Player::Republic), "transport", port, 1)[0];
    put(&mut s, Some(Player::Republic), "riflemen", port, 2);
    let cog = put(&mut s, Some(Player::Republic), "cog", sea, 1)[0];
    let man = put(&mut s, Some(Player::Republic), "riflemen", sea, 1)[0];
    s.units.iter_mut().filter(|u| u.id == man).for_each(|u| u.aboard = Some(cog));
    put(&mut s, Some(Player::Kingdom), "spearmen", shore, 1);
    let mut seen = Vec::new();
    for a in KhansAndKings::legal_actions(&s, seat) {
        if matches!(a, Action::Embark { .. } | Action::Disembark { .. }) {
            walk.check(&KhansAndKings::describe_action(&s, &a));
            walk.check(&KhansAndKings::choice_label(&s, seat, &a));
            let mut t = s.clone();
            if let Ok(events) = super::exec(&mut t, Player::Republic, &a) {
                seen.extend(events.into_iter().map(|e| (t.clone(), e)));
                for r in [port, sea, shore] {
                    walk.sections(&KhansAndKings::region_panel(&t, r, Some(seat)));
                    for v in KhansAndKings::map_view(&t, Some(seat)) {
                        v.counters.iter().for_each(|c| walk.check(&c.title));
                        v.counters.iter().for_each(|c| walk.check(&c.label));
                    }
                }
            }
        }
    }
    for (t, e) in &seen {
        walk.check(&KhansAndKings::describe_event(t, e));
    }
    walk.check(&KhansAndKings::describe_event(&s, &Event::UnitRemoved { unit: man, why: Loss::Sunk }));
    let loads = vec![(man, ship)];
    walk.check(&KhansAndKings::describe_event(&s, &Event::Embarked { loads, from: port, at: port }));
    walk.check(&KhansAndKings::describe_event(
        &s,
        &Event::UnitsMoved {
            units: vec![man],
            from: sea,
            to: shore,
            travel: Travel::Landing,
            cost: 0,
            rain: Vec::new(),
        },
    ));
    walk.check(&Text::key("kk.part.landing"));
    // KK-GENL-19…21: a general boarding, an admiral ashore or drowned, his mark at sea.
    let mut fleet = s.clone();
    fleet.players[Player::Republic.index()].generals[0].at = GeneralAt::Map(port);
    for a in KhansAndKings::legal_actions(&fleet, seat) {
        if matches!(a, Action::BoardShip { .. }) {
            walk.check(&KhansAndKings::describe_action(&fleet, &a));
        }
    }
    let board = Action::BoardShip { number: 0, ship };
    let mut events = super::exec(&mut fleet, Player::Republic, &board).expect("aboard");
    fleet.players[Player::Republic.index()].generals[0].moved = false;
    for a in KhansAndKings::legal_actions(&fleet, seat) {
        if matches!(a, Action::GoAshore { .. }) {
            walk.check(&KhansAndKings::describe_action(&fleet, &a));
        }
    }
    for v in KhansAndKings::map_view(&fleet, Some(seat)) {
        v.marks.iter().for_each(|m| walk.check(&m.title));
    }
    events.push(Event::Admiral { player: Player::Republic, number: 0, flagship: None, at: Some(port) });
    events.push(Event::Admiral { player: Player::Republic, number: 0, flagship: None, at: None });
    for e in &events {
        walk.check(&KhansAndKings::describe_event(&fleet, e));
    }
}

/// KK-POW — the prisoner texts computer games seldom show: a surrender, a
/// general won over, a prisoner offer, every prisoner action and refusal;
/// and a count part the games may miss.
fn prisoner_scenes(walk: &mut Walk) {
    use crate::state::{Captive, Offer};
    let mut s = bare(Player::Kingdom, Phase::Economy);
    let at = sub("s_valmont_2");
    s.subs[at.index()].building = Some(Building::PrisonerCamp);
    let unit = put(&mut s, Some(Player::Empire), "spearmen", at, 1)[0];
    let mut ev = crate::Ev::default();
    crate::prisoners::take(&mut s, unit, Some(Player::Kingdom), Loss::Trapped, &mut ev);
    s.players[Player::Empire.index()].generals[0].at = GeneralAt::Captured(Player::Kingdom);
    let seat = engine::seat::SeatId(1);
    let general = Captive::General(Player::Empire, 0);
    let offer = Offer {
        from: Player::Kingdom,
        to: Player::Empire,
        give: (crate::data::resources::Resource::Gold, 1),
        strategic: None,
        get: (crate::data::resources::Resource::Food, 2),
        release: Some(Captive::Unit(unit)),
        ask: None,
        turn: 1,
        pact: None,
    };
    s.offers.push(offer.clone());
    let events = [
        Event::Captured { unit, by: Player::Kingdom, camp: at, surrendered: true },
        Event::GeneralWonOver { player: Player::Empire, number: 0, by: Player::Kingdom, slot: 3 },
        Event::WinOverRolled { prisoner: general, die: 1, joined: true },
        Event::WinOverRolled { prisoner: Captive::Unit(unit), die: 5, joined: false },
        Event::PrisonerFreed { unit, owner: Player::Kingdom, at },
        Event::PrisonerLost { unit, liquidated: true },
        Event::PrisonerLost { unit, liquidated: false },
        Event::PrisonerMoved { unit, holder: Player::Kingdom, camp: at, transfer: true },
        Event::Offered { offer },
    ];
    let mut before = s.clone();
    let id = put(&mut before, Some(Player::Empire), "spearmen", at, 1)[0];
    walk.check(&KhansAndKings::describe_event(
        &before,
        &Event::Captured { unit: id, by: Player::Kingdom, camp: at, surrendered: false },
    ));
    s.subs[sub("s_valmont_3").index()].building = Some(Building::LabourCamp);
    for e in &events {
        walk.check(&KhansAndKings::describe_event(&s, e));
    }
    for a in KhansAndKings::legal_actions(&s, seat).iter().chain(&[crate::Action::Surrender { unit }]) {
        walk.check(&KhansAndKings::describe_action(&s, a));
        walk.check(&KhansAndKings::choice_label(&s, seat, a));
        for amount in KhansAndKings::action_amounts(&s, seat, a) {
            walk.check(&amount.label);
        }
    }
    walk.sections(&KhansAndKings::panel(&s, Some(seat)));
    walk.sections(&KhansAndKings::region_panel(&s, at, Some(seat)));
    if let Some(x) = s.prisoners.first_mut() {
        x.tried = true;
    }
    walk.sections(&KhansAndKings::region_panel(&s, at, Some(seat)));
    for r in KhansAndKings::map_view(&s, Some(seat)) {
        r.counters.iter().for_each(|c| walk.check(&c.title));
    }
    walk.check(&Text::key("kk.value.part").name("part", "kk.part.versus").plain("value", 1));
}

/// GAP-05 — every Decision card played on what it may be played on (its
/// action, button and event), every draw, return, shuffle, sabotage die
/// and re-roll, the panel's hand with a season's draw owed and a hand seen
/// by Spy Network, and the guide of a draw owed.
fn decision_scenes(walk: &mut Walk) {
    use crate::decisions::{Card, Deck};
    let p = Player::Kingdom;
    let seat = engine::seat::SeatId(1);
    let mut s = bare(p, Phase::Economy);
    let at = sub("s_valmont_2");
    let unit = put(&mut s, Some(p), "spearmen", at, 2)[0];
    let next = crate::map::map().land_neighbours(at).next().expect("a neighbour");
    put(&mut s, Some(Player::Empire), "spearmen", next, 1);
    s.units.iter_mut().filter(|u| u.id == unit).for_each(|u| u.routed = true);
    let conquered = s.player(p).national[1];
    s.provinces[conquered.index()].owner = Some(Player::Empire);
    s.players[p.index()].hand = Card::ALL.to_vec();
    s.players[p.index()].due = 1;
    s.players[p.index()].spying = Some(Player::Empire);
    let mut events = vec![
        Event::DecisionDue { player: p },
        Event::DecisionReturned { player: p, slot: 0 },
        Event::Sabotaged { at: sub("s_valmont_1"), die: 5 },
        Event::FortuneRerolled { unit, die: 3 },
    ];
    for deck in Deck::ALL {
        events.push(Event::DecisionDrawn { player: p, deck, chosen: true });
        events.push(Event::DeckShuffled { deck, order: Vec::new(), stream: 0 });
    }
    // GAP-02's Palace Coup / Doctrinal Debate (the computer games may not draw them).
    let reform = crate::action::Action::Reform {
        government: crate::data::tables::Government::Autocracy,
        doctrine: crate::data::tables::Doctrine::Defensive,
    };
    walk.check(&KhansAndKings::describe_action(&s, &reform));
    walk.check(&KhansAndKings::choice_label(&s, seat, &reform));
    let mut cards = Vec::new();
    for a in crate::decisions::choices(&s, p) {
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
        if let crate::action::Action::PlayDecision { card, on } = a {
            cards.push(card);
            events.push(Event::DecisionPlayed { player: p, card, on });
        }
    }
    cards.dedup();
    assert_eq!(cards, Card::ALL.to_vec(), "every card has something to be played on");
    for e in &events {
        walk.check(&KhansAndKings::describe_event(&s, e));
    }
    walk.sections(&KhansAndKings::panel(&KhansAndKings::view(&s, Some(seat)), Some(seat)));
    let guide = KhansAndKings::guide(&s, seat).expect("a guide");
    walk.check(&guide.text);
    assert_eq!(guide.rule, "GAP-05");
}

/// KK-GOV-07, GAP-08, GAP-47 — the sets' texts: the draw and the choice,
/// each set's button and panel row (FREE CHOICE pending too), its guide,
/// a kill counted, and a victory by each set.
fn objective_scenes(walk: &mut Walk) {
    use crate::objectives::Objective;
    let mut s = bare(Player::Kingdom, Phase::Economy);
    crate::objectives::apply(&mut s, Player::Kingdom, Objective::FreeChoice);
    let seat = engine::seat::SeatId(1);
    walk.sections(&KhansAndKings::panel(&s, Some(seat)));
    walk.check(&KhansAndKings::guide(&s, seat).expect("a guide").text);
    for a in KhansAndKings::legal_actions(&s, seat) {
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
    }
    for chosen in [false, true] {
        let e = Event::ObjectivesSet { player: Player::Empire, set: Objective::Warlord, chosen };
        walk.check(&KhansAndKings::describe_event(&s, &e));
    }
    walk.check(&KhansAndKings::describe_event(&s, &Event::Kills { player: Player::Republic, total: 7 }));
    for set in &Objective::ALL[..5] {
        let mut over = s.clone();
        crate::objectives::apply(&mut over, Player::Kingdom, *set);
        crate::objectives::apply(&mut over, Player::Empire, Objective::Treasury);
        walk.sections(&KhansAndKings::panel(&over, Some(seat)));
        let why = crate::state::FinishWhy::Objectives;
        over.finish = Some(crate::state::Finish { winners: vec![Player::Kingdom, Player::Empire], why, turn: 20 });
        walk.check(&KhansAndKings::outcome(&over).expect("over").text);
        walk.check(&KhansAndKings::describe_event(
            &over,
            &Event::GameOver { finish: over.finish.clone().expect("finish") },
        ));
    }
}

/// GAP-33, KK-CMB-23 — a regional unit's terrain bonus in its count (the
/// bedouins in the desert), which random games reach too seldom.
fn terrain_bonus_scene(walk: &mut Walk) {
    let mut s = bare(Player::Khanate, Phase::Movement);
    let at = sub("s_sogdara_2");
    let bedouins = put(&mut s, Some(Player::Khanate), "bedouins", at, 1)[0];
    let foe = put(&mut s, Some(Player::Empire), "spearmen", at, 1)[0];
    let engagement = crate::battle::resolve(&s, foe, bedouins, &[], (1, 1, &[])).expect("an engagement");
    walk.check(&KhansAndKings::describe_event(&s, &Event::Engaged { engagement }));
}

/// KK-PLN-04, KK-NPU-06…08 — the plunder choice (each of its four kinds,
/// its button and its field) in a sub-province roads and a railway touch,
/// and what independent units set out to do.
fn plunder_scenes(walk: &mut Walk) {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    let at = sub("s_kholmgard_1");
    s.subs[at.index()].building = Some(Building::Farm);
    let unit = put(&mut s, Some(Player::Kingdom), "spearmen", at, 1)[0];
    let seat = engine::seat::SeatId(1);
    for what in 0..4 {
        let a = crate::Action::Plunder { unit, what };
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
        for amount in KhansAndKings::action_amounts(&s, seat, &a) {
            walk.check(&amount.label);
            amount.options.iter().for_each(|o| walk.check(o));
        }
    }
    let partisans = put(&mut s, None, "partisans", sub("s_kholmgard_2"), 1)[0];
    for aim in [crate::aims::Aim::Plunder, crate::aims::Aim::Loot, crate::aims::Aim::Attack, crate::aims::Aim::Position]
    {
        walk.check(&KhansAndKings::describe_event(&s, &Event::Independent { unit: partisans, aim, at }));
    }
}

/// Rules 4's questions (`answers`): the defender's and the tribes', every
/// answer, their guides, buttons and events.
fn answer_scenes(walk: &mut Walk) {
    let (battle, _, _) = super::answers::battle_scene();
    let (mut crossing, step) = super::answers::crossing(4);
    super::exec(&mut crossing, Player::Kingdom, &step).expect("the step");
    for (s, p) in [(battle, Player::Empire), (crossing, Player::Khanate)] {
        let seat = p.seat();
        walk.check(&KhansAndKings::guide(&s, seat).expect("a guide").text);
        walk.check(&KhansAndKings::turn_label(&s));
        for a in KhansAndKings::legal_actions(&s, seat) {
            walk.check(&KhansAndKings::describe_action(&s, &a));
            walk.check(&KhansAndKings::choice_label(&s, seat, &a));
            let mut after = s.clone();
            for e in super::exec(&mut after, p, &a).expect("an answer") {
                walk.check(&KhansAndKings::describe_event(&s, &e));
                walk.check(&KhansAndKings::describe_event(&after, &e));
            }
        }
    }
    for key in ["kk.event.stood", "kk.event.fled", "kk.event.tribes_called", "kk.event.tribes_not_called"] {
        assert!(walk.saw(key), "the answers never showed {key}");
    }
}

/// GAP-44 — proposals, pacts, war declared and taking effect, an alliance
/// broken with units to part, and the panel's relations.
fn diplomacy_scenes(walk: &mut Walk) {
    use crate::action::Action;
    use crate::diplomacy::Relation;
    let mut s = bare(Player::Kingdom, Phase::Economy);
    let at = sub("s_kholmgard_1");
    put(&mut s, Some(Player::Kingdom), "spearmen", at, 1);
    put(&mut s, Some(Player::Empire), "riflemen", at, 1);
    let steps: [(Player, Action); 6] = [
        (Player::Kingdom, Action::Propose { to: Player::Empire, pact: Relation::Alliance }),
        (Player::Empire, Action::Accept { index: 0 }),
        (Player::Kingdom, Action::Propose { to: Player::Republic, pact: Relation::Peace }),
        (Player::Republic, Action::Accept { index: 0 }),
        (Player::Kingdom, Action::DeclareWar { on: Player::Empire }),
        (Player::Kingdom, Action::DeclareWar { on: Player::Republic }),
    ];
    for (p, a) in steps {
        s.slot = u32::try_from(p.index()).unwrap_or(0);
        let seat = p.seat();
        walk.check(&KhansAndKings::describe_action(&s, &a));
        walk.check(&KhansAndKings::choice_label(&s, seat, &a));
        walk.sections(&KhansAndKings::panel(&s, Some(seat)));
        let before = s.clone();
        for e in super::exec(&mut s, p, &a).expect("legal") {
            walk.check(&KhansAndKings::describe_event(&before, &e));
        }
    }
    walk.sections(&KhansAndKings::panel(&s, Some(engine::seat::SeatId(1))));
    let before = s.clone();
    let mut ev = crate::Ev::default();
    crate::diplomacy::wars_begin(&mut s, &mut ev);
    for e in ev.into_vec() {
        walk.check(&KhansAndKings::describe_event(&before, &e));
    }
    for key in ["kk.event.pact_alliance", "kk.event.pact_peace", "kk.event.war_declared", "kk.event.parted"] {
        assert!(walk.saw(key), "diplomacy never showed {key}");
    }
}
