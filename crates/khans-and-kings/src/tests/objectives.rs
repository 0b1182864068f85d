//! Secret sets of victory conditions (KK-GOV-07, KK-WIN-03, GAP-08,
//! GAP-45): the d6 draw, each condition at its threshold, FREE CHOICE,
//! victory at the end of a turn (GAP-47), secrecy, old saves.

use super::{bare, dice_showing, exec, new_game};
use crate::KhansAndKings;
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::event::Event;
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::ids::ProvinceId;
use crate::map::map;
use crate::objectives::{self, Objective};
use crate::refusal::Refuse;
use crate::state::{FinishWhy, Phase, State};
use engine::refusal::Reason;
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::seat::{Controller, SeatId};
use engine::side::Side;

fn set(s: &mut State, p: Player, o: Objective) {
    objectives::apply(s, p, o);
}

/// Gives `p` the first `n` provinces of the map it does not own yet (the
/// Silk Road's first, then the others' homes).
fn take(s: &mut State, p: Player, n: usize) {
    let mut list: Vec<usize> = (0..s.provinces.len()).filter(|&i| s.provinces[i].owner != Some(p)).collect();
    list.sort_by_key(|&i| s.provinces[i].owner.is_some());
    for i in list.into_iter().take(n) {
        s.provinces[i].owner = Some(p);
    }
}

fn region(home: Option<Player>) -> Vec<ProvinceId> {
    map().regions.iter().find(|r| r.home == home).map(|r| r.provinces.clone()).unwrap_or_default()
}

/// Sub-provinces of `p`'s provinces without a building.
fn free_subs(s: &State, p: Player) -> Vec<engine::board::RegionId> {
    let subs = s.provinces_of(p).flat_map(|pr| map().province(pr).subs.clone());
    subs.filter(|&r| s.building(r).is_none() && !map().is_sea(r)).collect()
}

/// GAP-08, GAP-45 — at setup each seated state draws its set with a d6
/// (faces 1, 2, 6, 4: CONQUEROR, HEGEMON, FREE CHOICE, TREASURY), a
/// labelled roll each; HEGEMON's regions (the Kingdom: R2 and R3) become
/// national provinces (KK-PROV-06).
#[test]
fn gap_08_the_draw_by_d6() {
    let mut s = crate::setup::initial(&mut engine::dice::Dice::from_seed("x"));
    let mut dice = dice_showing(&[(6, 1), (6, 2), (6, 6), (6, 4)]);
    let mut ev = crate::Ev::default();
    objectives::draw(&mut s, &mut dice, &mut ev);
    let sets: Vec<_> = s.players.iter().map(|p| p.objectives).collect();
    let want = [Objective::Conqueror, Objective::Hegemon, Objective::FreeChoice, Objective::Treasury];
    assert_eq!(sets, want.map(Some));
    let rolls = dice.take_rolls();
    assert_eq!(rolls.len(), 4);
    assert!(rolls.iter().all(|r| r.purpose == "GAP-08 a set of victory conditions"), "{rolls:?}");
    assert_eq!(s.player(Kingdom).national.len(), 12, "R2 and R3");
    assert!(region(Some(Empire)).iter().all(|p| s.player(Kingdom).national.contains(p)));
    assert_eq!(s.player(Khanate).national.len(), 6);
    assert_eq!(ev.into_vec().len(), 4);
    // A real game draws at setup: four labelled rolls among the setup's.
    let game = new_game("lwz-draw", Controller::Computer);
    let drawn = game.setup_rolls().iter().filter(|r| r.purpose.starts_with("GAP-08")).count();
    assert_eq!(drawn, 4);
    assert!(game.state().players.iter().all(|p| p.objectives.is_some()));
}

/// GAP-05 (New Objectives), GAP-08 — a redraw by the same d6 replaces the
/// set; the regions the old set named stop being national, the homes stay.
#[test]
fn gap_08_redraw() {
    let mut s = bare(Kingdom, Phase::Economy);
    let mut ev = crate::Ev::default();
    objectives::redraw(&mut s, Kingdom, &mut dice_showing(&[(6, 2)]), &mut ev);
    assert_eq!(s.player(Kingdom).objectives, Some(Objective::Hegemon));
    assert_eq!(s.player(Kingdom).national.len(), 12);
    objectives::redraw(&mut s, Kingdom, &mut dice_showing(&[(6, 5)]), &mut ev);
    assert_eq!(s.player(Kingdom).objectives, Some(Objective::Warlord));
    assert_eq!(s.player(Kingdom).national, map().homes[&Kingdom]);
}

/// GAP-08 (1) — CONQUEROR: 11 provinces are not enough, 12 are (16 proposed,
/// never reached in Four Crowns: see the module comment).
#[test]
fn gap_08_conqueror_at_12() {
    let mut s = bare(Khanate, Phase::Economy);
    take(&mut s, Khanate, 5);
    assert_eq!(s.provinces_of(Khanate).count(), 11);
    assert!(!objectives::conqueror(&s, Khanate));
    take(&mut s, Khanate, 1);
    assert!(objectives::conqueror(&s, Khanate));
}

/// GAP-08 (2), GAP-45 — HEGEMON: every province of the two regions named
/// (the Kingdom: R2 and R3; the Khanate: R1 and R5); two other whole
/// regions do not count.
#[test]
fn gap_08_hegemon_two_whole_regions() {
    let mut s = bare(Kingdom, Phase::Economy);
    let north = region(Some(Empire));
    for &p in &north[..5] {
        s.provinces[p.index()].owner = Some(Kingdom);
    }
    assert!(!objectives::hegemon(&s, Kingdom), "5 of R3's 6");
    s.provinces[north[5].index()].owner = Some(Kingdom);
    assert!(objectives::hegemon(&s, Kingdom));
    // The Khanate's own region and the Heartland (not its named pair) fail.
    let mut s = bare(Khanate, Phase::Economy);
    for p in region(Some(Kingdom)) {
        s.provinces[p.index()].owner = Some(Khanate);
    }
    assert!(!objectives::hegemon(&s, Khanate));
    for p in region(None) {
        s.provinces[p.index()].owner = Some(Khanate);
    }
    assert!(objectives::hegemon(&s, Khanate), "R1 and R5");
    s.provinces[region(Some(Khanate))[0].index()].owner = Some(Republic);
    assert!(!objectives::hegemon(&s, Khanate), "its home region no longer whole");
}

/// GAP-08 (3) — BUILDER: 4 Strongholds and 3 Markets in its provinces and
/// 10 provinces; one short of any part fails.
#[test]
fn gap_08_builder_thresholds() {
    let mut s = bare(Republic, Phase::Economy);
    take(&mut s, Republic, 4);
    let free = free_subs(&s, Republic);
    for (i, &at) in free.iter().take(5).enumerate() {
        s.subs[at.index()].building = Some(if i < 3 { Building::Fort } else { Building::Market });
    }
    // 1 + 3 Forts, 1 + 2 Markets, 10 provinces.
    assert_eq!(objectives::progress(&s, Republic, Objective::Builder), [(4, 4), (3, 3), (10, 10)]);
    assert!(objectives::builder(&s, Republic));
    let mut short = s.clone();
    short.subs[free[0].index()].building = None;
    assert!(!objectives::builder(&short, Republic), "3 Strongholds");
    let mut short = s.clone();
    short.subs[free[4].index()].building = None;
    assert!(!objectives::builder(&short, Republic), "2 Markets");
    let lost = s.provinces_of(Republic).find(|&p| map().province(p).subs.iter().all(|r| !free.contains(r)));
    s.provinces[lost.expect("a province without the new buildings").index()].owner = Some(Empire);
    assert!(!objectives::builder(&s, Republic), "9 provinces");
}

/// GAP-08 (4), (5) — TREASURY at 40 GOLD, WARLORD at 20 enemy units.
#[test]
fn gap_08_treasury_and_warlord_thresholds() {
    let mut s = bare(Empire, Phase::Economy);
    s.players[Empire.index()].stock.0[Resource::Gold.index()] = 39;
    assert!(!objectives::treasury(&s, Empire));
    s.players[Empire.index()].stock.0[Resource::Gold.index()] = 40;
    assert!(objectives::treasury(&s, Empire));
    s.players[Empire.index()].kills = 19;
    assert!(!objectives::warlord(&s, Empire));
    s.players[Empire.index()].kills = 20;
    assert!(objectives::warlord(&s, Empire));
}

/// GAP-08 (5), GAP-12 — an enemy unit gone from the map counts for its
/// opponent; its own, or one still standing, does not.
#[test]
fn gap_08_kills_are_counted() {
    let mut s = bare(Empire, Phase::Movement);
    let at = map().province(map().homes[&Empire][0]).capital;
    let ids = super::put(&mut s, Some(Kingdom), "spearmen", at, 2);
    let mut ev = crate::Ev::default();
    objectives::credit(&mut s, Some(Empire), (ids[0], Some(Kingdom)), &mut ev);
    assert_eq!(s.player(Empire).kills, 0, "still on the map");
    s.units.retain(|u| u.id != ids[0]);
    objectives::credit(&mut s, Some(Kingdom), (ids[0], Some(Kingdom)), &mut ev);
    assert_eq!(s.player(Kingdom).kills, 0, "its own unit");
    objectives::credit(&mut s, Some(Empire), (ids[0], Some(Kingdom)), &mut ev);
    assert_eq!(s.player(Empire).kills, 1);
    assert_eq!(ev.into_vec(), [Event::Kills { player: Empire, total: 1 }]);
}

/// GAP-08 (6), KK-GOV-07 — FREE CHOICE's sets come first among the
/// state's choices (without holding up its window) and it picks one of
/// sets 1–5; another state's window, a drawn set, or set 6 are refused.
#[test]
fn gap_08_free_choice() {
    let mut s = bare(Kingdom, Phase::Economy);
    set(&mut s, Kingdom, Objective::FreeChoice);
    set(&mut s, Empire, Objective::FreeChoice);
    set(&mut s, Khanate, Objective::Treasury);
    let choose = |set| Action::ChooseObjectives { set };
    let no = |s: &State, p, a: &Action, why: Refuse, rule: &str| {
        let mut after = s.clone();
        assert_eq!(exec(&mut after, p, a), Err(why), "{a:?}");
        assert_eq!(why.rule(), rule);
        assert_eq!(&after, s, "a refused action changes nothing");
    };
    no(
        &s,
        Empire,
        &choose(Objective::Warlord),
        Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Kingdom) }),
        "not-your-turn",
    );
    no(&s, Kingdom, &choose(Objective::FreeChoice), Refuse::NotChoosable, "GAP-08");
    let legal = crate::legal::legal_actions(&s, Kingdom);
    assert_eq!(legal[..5], Objective::ALL[..5].iter().map(|&o| choose(o)).collect::<Vec<_>>());
    assert!(
        legal.contains(&Action::EndEconomy) && !legal[5..].iter().any(|a| matches!(a, Action::ChooseObjectives { .. }))
    );
    // On White the sets come with the colours.
    let mut white = s.clone();
    white.colour = None;
    assert_eq!(crate::legal::legal_actions(&white, Kingdom).len(), 5 + 5);
    let events = exec(&mut s, Kingdom, &choose(Objective::Hegemon)).expect("chosen");
    assert_eq!(events, [Event::ObjectivesSet { player: Kingdom, set: Objective::Hegemon, chosen: true }]);
    assert_eq!(s.player(Kingdom).objectives, Some(Objective::Hegemon));
    assert_eq!(s.player(Kingdom).national.len(), 12, "KK-PROV-06");
    no(&s, Kingdom, &choose(Objective::Warlord), Refuse::NoFreeChoice, "KK-GOV-07");
    s.slot = 0;
    no(&s, Khanate, &choose(Objective::Warlord), Refuse::NoFreeChoice, "KK-GOV-07");
    assert!(exec(&mut s, Khanate, &Action::EndEconomy).is_ok(), "a drawn set asks nothing");
}

/// GAP-47, KK-WIN-03 — at the end of a turn a set that holds wins; two at
/// once: the most provinces; the same provinces: the most GOLD; still tied,
/// shared. GAP-51: at turn 48 a set that holds wins over the count.
#[test]
fn gap_47_victory_at_the_end_of_the_turn() {
    let end = |s: &mut State| {
        let mut ev = crate::Ev::default();
        crate::victory::end_of_turn(s, &mut ev);
        s.finish.clone()
    };
    let mut s = bare(Khanate, Phase::Movement);
    s.turn = 10;
    for ps in &mut s.players {
        ps.stock.0[Resource::Gold.index()] = 40;
    }
    assert_eq!(end(&mut s.clone()), None, "no sets: nobody wins before turn 48");
    set(&mut s, Kingdom, Objective::Treasury);
    set(&mut s, Empire, Objective::Warlord);
    let f = end(&mut s.clone()).expect("over");
    assert_eq!((f.winners, f.why, f.turn), (vec![Kingdom], FinishWhy::Objectives, 10));
    set(&mut s, Republic, Objective::Treasury);
    assert_eq!(end(&mut s.clone()).expect("over").winners, [Kingdom, Republic], "tied: shared");
    s.players[Republic.index()].stock.0[Resource::Gold.index()] = 41;
    assert_eq!(end(&mut s.clone()).expect("over").winners, [Republic], "the most GOLD");
    take(&mut s, Kingdom, 1);
    assert_eq!(end(&mut s.clone()).expect("over").winners, [Kingdom], "the most provinces");
    s.players[Kingdom.index()].eliminated = true;
    assert_eq!(end(&mut s.clone()).expect("over").winners, [Republic], "out of the game");
    // GAP-51: at the limit the Khanate leads on provinces, the Republic's set holds.
    take(&mut s, Khanate, 3);
    s.turn = crate::state::LAST_TURN;
    let f = end(&mut s.clone()).expect("over");
    assert_eq!((f.winners, f.why), (vec![Republic], FinishWhy::Objectives));
    s.players[Republic.index()].stock.0[Resource::Gold.index()] = 39;
    let f = end(&mut s).expect("over");
    assert_eq!((f.winners, f.why), (vec![Khanate], FinishWhy::TurnLimit));
}

/// KK-GOV-07 — secret: a viewer sees only its own set (and not the
/// national provinces another's set names); the hand-over screen sees none;
/// the log's texts of the draw and the choice never name the set.
#[test]
fn kk_gov_07_sets_are_secret() {
    let mut s = bare(Kingdom, Phase::Economy);
    set(&mut s, Khanate, Objective::Warlord);
    set(&mut s, Kingdom, Objective::Hegemon);
    let seen = KhansAndKings::view(&s, Some(SeatId(1)));
    let sets: Vec<_> = seen.players.iter().map(|p| p.objectives).collect();
    assert_eq!(sets, [None, Some(Objective::Hegemon), None, None]);
    let seen = KhansAndKings::view(&s, Some(SeatId(0)));
    let sets: Vec<_> = seen.players.iter().map(|p| p.objectives).collect();
    assert_eq!(sets, [Some(Objective::Warlord), None, None, None]);
    assert_eq!(seen.player(Kingdom).national, map().homes[&Kingdom], "R3 would tell HEGEMON");
    let nobody = KhansAndKings::view(&s, None);
    assert!(nobody.players.iter().all(|p| p.objectives.is_none()));
    // The owner's panel shows its progress; the view leaves others none to show.
    let row = |s: &State, p| {
        let panel = crate::view::panel(s, Some(p));
        panel.iter().flat_map(|x| x.rows.clone()).find(|r| r.0.key == "kk.panel.objectives")
    };
    assert_eq!(
        row(&KhansAndKings::view(&s, Some(SeatId(1))), Kingdom).map(|r| r.1.key),
        Some("kk.objective.progress_hegemon".into())
    );
    assert_eq!(row(&KhansAndKings::view(&s, Some(SeatId(2))), Empire), None);
    // The texts are the same whatever the set.
    let texts: Vec<_> = [Objective::Conqueror, Objective::Warlord]
        .map(|set| {
            let e = Event::ObjectivesSet { player: Kingdom, set, chosen: true };
            (
                KhansAndKings::describe_event(&s, &e),
                KhansAndKings::describe_action(&s, &Action::ChooseObjectives { set }),
            )
        })
        .into();
    assert_eq!(texts[0], texts[1]);
}

/// An old save's state, without sets, still reads: no set holds, and the
/// game plays by elimination and the turn limit (GAP-51).
#[test]
fn old_state_without_sets_loads() {
    let game = new_game("lwz-old", Controller::Computer);
    let mut json = serde_json::to_value(game.state()).expect("json");
    for p in json["players"].as_array_mut().expect("players") {
        p.as_object_mut().expect("a player").remove("objectives");
    }
    let text = serde_json::to_string(&json).expect("text");
    assert!(json["players"].as_array().expect("players").iter().all(|p| p.get("objectives").is_none()));
    let mut s: State = serde_json::from_str(&text).expect("an old state reads");
    assert!(s.players.iter().all(|p| p.objectives.is_none()));
    assert!(Player::ALL.iter().all(|&p| !objectives::holds(&s, p)));
    s.turn = crate::state::LAST_TURN;
    let mut ev = crate::Ev::default();
    crate::victory::end_of_turn(&mut s, &mut ev);
    assert_eq!(s.finish.map(|f| f.why), Some(FinishWhy::TurnLimit));
}

/// GAP-08 (6) and the computer (`ai::Profile::objectives`): on FREE CHOICE
/// it takes the set it is closest to (the Khanate at the start: HEGEMON,
/// 6 of 10 provinces); with TREASURY and 20 GOLD it spends no more; with
/// BUILDER it builds the Stronghold it lacks.
#[test]
fn computer_chooses_and_is_pulled() {
    let mut rng = engine::dice::Dice::from_seed("ai");
    let mut s = bare(Khanate, Phase::Economy);
    set(&mut s, Khanate, Objective::FreeChoice);
    let a = crate::ai::computer_action(&s, Khanate, &mut rng);
    assert_eq!(a, Some(Action::ChooseObjectives { set: Objective::Hegemon }));
    let previous = crate::ai::computer_action_as(&s, Khanate, &mut rng, crate::ai::Profile::VERSION_3);
    assert_eq!(previous, Some(Action::ChooseObjectives { set: Objective::Conqueror }), "the first set");
    s.players[Khanate.index()].hand.clear(); // no card to play: spending is the question
    set(&mut s, Khanate, Objective::Treasury);
    assert_eq!(crate::ai::computer_action(&s, Khanate, &mut rng), Some(Action::EndEconomy));
    set(&mut s, Khanate, Objective::Builder);
    let a = crate::ai::computer_action(&s, Khanate, &mut rng);
    assert!(matches!(a, Some(Action::Build { building, .. }) if building.is_stronghold()), "{a:?}");
}

/// GAP-08, GAP-45 — at the start of a real game no set holds for any state
/// (whatever it drew), and a computer-only game ends.
#[test]
fn no_set_holds_at_the_start() {
    let mut game = new_game("lwz-sim", Controller::Computer);
    let s = game.state();
    for p in Player::ALL {
        for o in &Objective::ALL[..5] {
            assert!(objectives::progress(s, p, *o).iter().any(|&(have, need)| have < need), "{p:?} {o:?}");
        }
    }
    let report = engine::sim::run_computer(&mut game, 200_000, None);
    assert!(report.finished && !report.stuck, "{report:?}");
}

/// KK-WIN-03, GAP-08, GAP-47 — the outcome names each winner's set and
/// what it achieved; the owner's panel row says how far it is.
#[test]
fn outcome_names_the_set_and_what_it_achieved() {
    let en = engine::text::Catalog::of_parts("en", &[crate::LOCALES]);
    let mut s = bare(Empire, Phase::Movement);
    s.turn = 20;
    set(&mut s, Empire, Objective::Treasury);
    s.players[Empire.index()].stock.0[Resource::Gold.index()] = 41;
    let row = objectives::panel_row(&s, Empire).expect("a row");
    assert_eq!(en.render(&row.1), "Treasury: gold 41 of 40");
    let mut ev = crate::Ev::default();
    crate::victory::end_of_turn(&mut s, &mut ev);
    let text = en.render(&KhansAndKings::outcome(&s).expect("over").text);
    let want = "Victory in turn 20: Empire (Treasury: gold 41 of 40) — a set of victory conditions \
                held at the end of the turn (KK-WIN-03, GAP-08, GAP-47)";
    assert_eq!(text, want);
}
