//! The battle vectors: EX-S-1/2/5/6/7/8/9/10, EX-D-1…10, EX-D-27, EX-D-28,
//! EX-D-31 — the loss pipeline, points, morale, retreats and captures with
//! the spec's exact numbers.

use super::{army, empty, put};
use crate::battle::{Entry, Level, Losses, ResultState, SideResult, Source, Verdict};
use crate::losses::{Retreating, UnitCase, entered_losses, pipeline, superiority_percent};
use crate::map::land;
use crate::nation::Nation;
use crate::state::{Mode, Order, Phase, Retreat, State};
use crate::turn::{close_orders, compute_turn};

fn entry(verdict: Verdict, side0: u32, side1: u32) -> Entry {
    Entry {
        verdict,
        losses: [Losses { destroyed: side0, fled: 0 }, Losses { destroyed: side1, fled: 0 }],
        commanders: [None, None],
        source: Source::Players,
        people: [None, None],
        comment: String::new(),
    }
}

/// Orders revealed, the one battle's result confirmed, phase 4 computed
/// and the next turn begun.
fn fight(mut s: State, result: Option<Entry>) -> (State, Vec<crate::report::Line>) {
    s.phase = Phase::Orders;
    let (mut s, mut lines) = close_orders(&s, &mut vec![].into_iter());
    if s.phase == Phase::Results {
        assert_eq!(s.battles.len(), 1, "one battle");
        s.battles[0].result = ResultState::Confirmed(result.expect("a result to enter"));
        let (after, more) = compute_turn(&s);
        lines.0.extend(more.0);
        s = after;
    }
    (s, lines.0)
}

fn order(s: &mut State, code: &str, o: Order) {
    s.armies.get_mut(&army(code)).expect("on the map").order = Some(o);
}

fn points(s: &State, n: Nation) -> i64 {
    s.nation(n).points
}

#[test]
fn ex_d_1_field_battle_ron_strategic_defeat_with_the_ron_shift() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "MOS_MAIN", "volhynia", 300);
    put(&mut s, "RON_CROWN_2", "volhynia", 100);
    order(&mut s, "MOS_MAIN", Order::Attack(vec![army("RON_CROWN_2")]));
    order(&mut s, "RON_CROWN_2", Order::Defend);
    let (s, _) = fight(s, Some(entry(Verdict::Won(0, Level::Strategic), 8, 12)));
    assert_eq!(s.armies[&army("RON_CROWN_2")].strength, 57, "100 - 43");
    assert_eq!(s.armies[&army("MOS_MAIN")].strength, 292, "300 - 8");
    assert_eq!(s.nation(Nation::Ron).individual, -28);
    assert_eq!(s.nation(Nation::Mos).individual, 28);
    assert_eq!(points(&s, Nation::Ron), -35);
    assert_eq!(points(&s, Nation::Mos), 35);
    assert_eq!(s.nation(Nation::Mos).morale, 53, "next-turn morale +3");
    assert_eq!(s.nation(Nation::Ron).morale, 47, "next-turn morale -3");
    assert_ne!(s.armies[&army("RON_CROWN_2")].land, land("volhynia"), "RON retreats (strategic defeat)");
}

#[test]
fn ex_d_1_pipeline_steps() {
    let case = UnitCase {
        entered: 12,
        strength: 100,
        result: SideResult::Defeat(Level::Strategic),
        fortress_defence: false,
        storming: false,
        nation: Nation::Ron,
        numbers: (300, 100),
        against_sweden: false,
        retreat: Retreating::Retreated,
    };
    let loss = pipeline(&case);
    assert_eq!(loss.individual, 36, "DC-LOSS-4: 12×3");
    assert_eq!(loss.removed, 43, "DC-LOSS-5: floor(36×120/100)");
    let rules: Vec<&str> = loss.steps.iter().map(|s| s.rule.as_str()).collect();
    assert_eq!(rules, ["DC-LOSS-1", "DC-LOSS-5"]);
}

#[test]
fn ex_d_2_against_sweden_no_ron_shift() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "SWE_ROYAL_1", "volhynia", 300);
    put(&mut s, "RON_CROWN_2", "volhynia", 100);
    order(&mut s, "SWE_ROYAL_1", Order::Attack(vec![army("RON_CROWN_2")]));
    let (s, _) = fight(s, Some(entry(Verdict::Won(0, Level::Strategic), 8, 12)));
    assert_eq!(s.armies[&army("RON_CROWN_2")].strength, 54, "100 - 46");
    assert_eq!(points(&s, Nation::Ron), -38);
    assert_eq!(points(&s, Nation::Swe), 38);
}

#[test]
fn ex_d_3_storm_doubles_and_the_fortress_halves() {
    let mut s = empty(Mode::Tabletop);
    s.land_mut(land("estonia")).garrison = 30;
    put(&mut s, "MOS_MAIN", "estonia", 200);
    order(&mut s, "MOS_MAIN", Order::Storm);
    let (s, _) = fight(s, Some(entry(Verdict::Won(1, Level::Tactical), 10, 6)));
    assert_eq!(s.armies[&army("MOS_MAIN")].strength, 160, "10×2 = 20 → storm ×2 = 40");
    assert_eq!(s.land(land("estonia")).garrison, 27, "6 → floor(6/2) = 3");
    assert_eq!(s.nation(Nation::Mos).individual, -37);
    assert_eq!(s.nation(Nation::Swe).individual, 37);
    assert_eq!(points(&s, Nation::Mos), -37);
    assert_eq!(points(&s, Nation::Swe), 37);
    assert_eq!(s.nation(Nation::Swe).morale, 51);
    assert_eq!(s.nation(Nation::Mos).morale, 49);
    assert_eq!(s.armies[&army("MOS_MAIN")].land, land("estonia"), "stays: stayAfterTacticalDefeat = yes");
}

#[test]
fn ex_d_4_swedish_storm_exemption_and_fortress_no_retreat() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "SWE_ROYAL_1", "krakow", 180);
    order(&mut s, "SWE_ROYAL_1", Order::Storm);
    let (s, _) = fight(s, Some(entry(Verdict::Won(0, Level::Historical), 9, 5)));
    assert_eq!(s.land(land("krakow")).garrison, 4, "40 - 36");
    assert_eq!(s.land(land("krakow")).owner, Nation::Ron, "not captured");
    assert_eq!(s.armies[&army("SWE_ROYAL_1")].strength, 171, "9, not doubled for Sweden");
    assert_eq!(s.nation(Nation::Ron).individual, -1);
    assert_eq!(s.nation(Nation::Swe).individual, 1);
    assert_eq!(points(&s, Nation::Ron), -27);
    assert_eq!(points(&s, Nation::Swe), 27);
    assert_eq!(s.nation(Nation::Swe).morale, 55);
    assert_eq!(s.nation(Nation::Ron).morale, 45);
}

#[test]
fn ex_d_5_forced_retreat_with_nowhere_to_go_doubles_the_losses() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "TUR_NORTH", "chernihiv", 100);
    put(&mut s, "COS_MAIN", "chernihiv", 110);
    order(&mut s, "TUR_NORTH", Order::Attack(vec![army("COS_MAIN")]));
    s.armies.get_mut(&army("TUR_NORTH")).expect("there").plan.stay_after_tactical_defeat = false;
    let (s, _) = fight(s, Some(entry(Verdict::Won(1, Level::Tactical), 10, 4)));
    assert_eq!(s.armies[&army("TUR_NORTH")].strength, 60, "10×2 = 20 → no retreat ×2 = 40");
    assert_eq!(s.armies[&army("COS_MAIN")].strength, 106);
    assert_eq!(s.nation(Nation::Tur).individual, -16);
    assert_eq!(s.nation(Nation::Cos).individual, 16);
    assert_eq!(points(&s, Nation::Tur), -36);
    assert_eq!(points(&s, Nation::Cos), 36);
}

#[test]
fn ex_d_6_ron_shift_out_of_the_table() {
    assert_eq!(superiority_percent(Level::Tactical, 15, 10, true), 0, "ratio 1.5, shifted left of column 1");
    assert_eq!(superiority_percent(Level::Tactical, 15, 10, false), 5);
    let case = |entered, nation| UnitCase {
        entered,
        strength: 1000,
        result: SideResult::Defeat(Level::Tactical),
        fortress_defence: false,
        storming: false,
        nation,
        numbers: (150, 100),
        against_sweden: false,
        retreat: Retreating::No,
    };
    assert_eq!(pipeline(&case(9, Nation::Ron)).removed, 18);
    assert_eq!(pipeline(&case(9, Nation::Lit)).removed, 18, "floor(18×105/100)");
    assert_eq!(pipeline(&case(20, Nation::Ron)).removed, 40);
    assert_eq!(pipeline(&case(20, Nation::Lit)).removed, 42, "AMB-8: Lithuania gets no shift");
}

#[test]
fn ex_d_7_ten_plus_column_with_the_ron_shift() {
    let case = UnitCase {
        entered: 8,
        strength: 50,
        result: SideResult::Defeat(Level::Tactical),
        fortress_defence: false,
        storming: false,
        nation: Nation::Ron,
        numbers: (600, 50),
        against_sweden: false,
        retreat: Retreating::No,
    };
    assert_eq!(pipeline(&case).removed, 23, "16 → 45% → floor(16×145/100)");
}

#[test]
fn ex_d_8_historical_defeat_beyond_the_row_is_100_percent() {
    assert_eq!(superiority_percent(Level::Historical, 65, 10, false), 100, "AMB-9");
    let case = UnitCase {
        entered: 12,
        strength: 500,
        result: SideResult::Defeat(Level::Historical),
        fortress_defence: false,
        storming: false,
        nation: Nation::Mos,
        numbers: (650, 100),
        against_sweden: false,
        retreat: Retreating::No,
    };
    assert_eq!(pipeline(&case).removed, 96);
}

#[test]
fn ex_d_9_automatic_defeat_with_fortress_doubling_and_capture() {
    let mut s = empty(Mode::Tabletop);
    s.land_mut(land("sandomierz")).garrison = 4;
    put(&mut s, "MOS_MAIN", "sandomierz", 200);
    order(&mut s, "MOS_MAIN", Order::Storm);
    let (s, _) = fight(s, None);
    assert_eq!(s.land(land("sandomierz")).owner, Nation::Mos, "captured by MOS");
    assert_eq!(s.land(land("sandomierz")).garrison, 0);
    assert_eq!(s.armies[&army("MOS_MAIN")].strength, 200, "0 × 2 (storm) = 0");
    assert_eq!(s.nation(Nation::Ron).individual, -4);
    assert_eq!(s.nation(Nation::Mos).individual, 4);
    assert_eq!(points(&s, Nation::Ron), -4);
    assert_eq!(points(&s, Nation::Mos), 4 + 10, "national points and the capture's 10");
    assert_eq!(s.nation(Nation::Mos).morale, 61, "+1 battle +10 capture");
    assert_eq!(s.nation(Nation::Ron).morale, 39, "-1 -10");
    assert_eq!(s.nation(Nation::Mos).balance.as_ref().map(|b| b.loot_and_yasyr), Some(10), "loot in the next balance");
}

#[test]
fn ex_d_10_fortress_units_field_twice_their_strength() {
    let mut s = empty(Mode::Tabletop);
    s.land_mut(land("sandomierz")).garrison = 5;
    put(&mut s, "TUR_NORTH", "sandomierz", 12);
    put(&mut s, "MOS_MAIN", "sandomierz", 200);
    order(&mut s, "MOS_MAIN", Order::Storm);
    s.phase = Phase::Orders;
    crate::formation::default_orders(&mut s);
    let battles = crate::formation::form_battles(&s);
    let storm = battles.iter().find(|b| b.fortress).expect("the storm");
    assert_eq!(storm.fieldable(1), 10, "2 × 5 ≥ 10: no automatic defeat");
    assert_eq!(crate::formation::automatic_result(storm), None);
    // The Turkish half (before issue 37 checked on a fighter built by
    // hand): 12 PS in the field, attacked, field 12 bases < 13.
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "TUR_NORTH", "volhynia", 12);
    put(&mut s, "MOS_SOUTH", "volhynia", 200);
    order(&mut s, "MOS_SOUTH", Order::Attack(vec![army("TUR_NORTH")]));
    s.phase = Phase::Orders;
    crate::formation::default_orders(&mut s);
    let field = crate::formation::form_battles(&s).remove(0);
    assert_eq!((field.main_nation(1), field.fieldable(1)), (Nation::Tur, 12));
    let e = crate::formation::automatic_result(&field).expect("12 < 13: an automatic defeat");
    assert_eq!((e.verdict, e.losses[1].destroyed), (Verdict::Won(0, Level::Tactical), 12));
}

#[test]
fn ex_s_8_automatic_defeat_loses_everything() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "TUR_NORTH", "volhynia", 12);
    put(&mut s, "MOS_SOUTH", "volhynia", 200);
    order(&mut s, "MOS_SOUTH", Order::Attack(vec![army("TUR_NORTH")]));
    s.phase = Phase::Orders;
    let battles = crate::formation::form_battles(&s);
    let e = crate::formation::automatic_result(&battles[0]).expect("automatic");
    assert_eq!(e.verdict, Verdict::Won(0, Level::Tactical), "DC-AUTO-2: tactical victory for the opponent");
    assert_eq!(e.losses[1].destroyed, 12, "the loser's losses are its whole PS");
    assert_eq!(e.losses[0].destroyed, 0);
}

#[test]
fn ex_s_7_and_ex_d_27_fled_bases_count_half_except_for_the_swedes() {
    assert_eq!(entered_losses(Losses { destroyed: 7, fled: 3 }, Nation::Ron), 8, "floor(7 + 1.5)");
    assert_eq!(entered_losses(Losses { destroyed: 7, fled: 3 }, Nation::Swe), 10);
    assert_eq!(
        entered_losses(Losses { destroyed: 1 + 4, fled: 2 }, Nation::Mos),
        6,
        "commander + 4 bases + 2 fled guns"
    );
}

#[test]
fn ex_d_28_a_draw_has_no_multiplier_but_points_count() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "LIT_1", "minsk", 100);
    put(&mut s, "MOS_SOUTH", "minsk", 100);
    order(&mut s, "LIT_1", Order::Attack(vec![army("MOS_SOUTH")]));
    let (s, _) = fight(s, Some(entry(Verdict::Draw, 6, 9)));
    assert_eq!(s.nation(Nation::Lit).individual, 3);
    assert_eq!(s.nation(Nation::Mos).individual, -3);
    assert_eq!(points(&s, Nation::Lit), 3);
    assert_eq!(points(&s, Nation::Mos), -3);
    assert_eq!(s.nation(Nation::Lit).morale, 50, "no morale change");
    assert_eq!(s.nation(Nation::Mos).morale, 50);
}

#[test]
fn ex_d_31_two_defensive_postures_make_no_battle() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "LIT_1", "minsk", 100);
    put(&mut s, "MOS_SOUTH", "minsk", 100);
    order(&mut s, "LIT_1", Order::Defend);
    order(&mut s, "MOS_SOUTH", Order::Defend);
    let (s, _) = fight(s, None);
    assert!(s.battles.is_empty());
    assert_eq!(s.turn, 2, "phase 4 ran at once");
    assert_eq!((points(&s, Nation::Lit), points(&s, Nation::Mos)), (0, 0));
    assert_eq!((s.nation(Nation::Lit).morale, s.nation(Nation::Mos).morale), (50, 50));
}

#[test]
fn ex_s_1_ex_s_2_superiority_table_and_ron_shift() {
    assert_eq!(superiority_percent(Level::Strategic, 35, 10, false), 30, "EX-S-1: ratio 3.5");
    assert_eq!(superiority_percent(Level::Tactical, 30, 10, true), 10, "EX-S-2");
    assert_eq!(superiority_percent(Level::Strategic, 30, 10, true), 20);
    assert_eq!(superiority_percent(Level::Historical, 30, 10, true), 40);
    assert_eq!(superiority_percent(Level::Tactical, 124, 100, false), 0, "below 1.25");
    assert_eq!(superiority_percent(Level::Tactical, 125, 100, false), 5, "AMB-10: [1.25, 2)");
    assert_eq!(superiority_percent(Level::Tactical, 199, 100, false), 5);
    assert_eq!(superiority_percent(Level::Tactical, 200, 100, false), 10);
}

#[test]
fn ex_s_9_ex_s_10_multipliers() {
    let base = UnitCase {
        entered: 10,
        strength: 1000,
        result: SideResult::Defeat(Level::Tactical),
        fortress_defence: false,
        storming: false,
        nation: Nation::Mos,
        numbers: (100, 100),
        against_sweden: false,
        retreat: Retreating::No,
    };
    let with = |f: &dyn Fn(&mut UnitCase)| {
        let mut c = base;
        f(&mut c);
        pipeline(&c).removed
    };
    assert_eq!(with(&|_| {}), 20, "tactical ×2");
    assert_eq!(with(&|c| c.result = SideResult::Defeat(Level::Strategic)), 30, "strategic ×3");
    assert_eq!(with(&|c| c.result = SideResult::Defeat(Level::Historical)), 40, "historical ×4");
    assert_eq!(with(&|c| c.fortress_defence = true), 10, "fortress: half");
    assert_eq!(with(&|c| c.storming = true), 40, "storm ×2");
    assert_eq!(
        with(&|c| {
            c.storming = true;
            c.nation = Nation::Swe;
        }),
        20,
        "Sweden is not doubled"
    );
    assert_eq!(with(&|c| c.retreat = Retreating::UnableInField), 40, "EX-S-10: field ×2");
    assert_eq!(
        with(&|c| {
            c.result = SideResult::Defeat(Level::Strategic);
            c.retreat = Retreating::UnableInFortress;
        }),
        45,
        "fortress, strategic ×1.5"
    );
    assert_eq!(
        with(&|c| {
            c.result = SideResult::Defeat(Level::Historical);
            c.retreat = Retreating::UnableInFortress;
        }),
        80,
        "fortress, historical ×2"
    );
    assert_eq!(with(&|c| c.retreat = Retreating::UnableInFortress), 20, "fortress, tactical: none");
    assert_eq!(with(&|c| c.result = SideResult::Victory(Level::Tactical)), 10, "the winner ×1");
}

#[test]
fn amb_12_the_result_multiplier_comes_before_the_fortress_halving() {
    let case = UnitCase {
        entered: 7,
        strength: 100,
        result: SideResult::Defeat(Level::Strategic),
        fortress_defence: true,
        storming: false,
        nation: Nation::Mos,
        numbers: (10, 100),
        against_sweden: false,
        retreat: Retreating::No,
    };
    assert_eq!(pipeline(&case).individual, 10, "7×3 = 21 → 10, not floor(7/2)×3 = 9");
}

#[test]
fn ex_s_6_battle_morale() {
    use crate::losses::battle_morale;
    let got: Vec<i32> = Level::ALL
        .iter()
        .flat_map(|&l| [battle_morale(SideResult::Victory(l)), battle_morale(SideResult::Defeat(l))])
        .collect();
    assert_eq!(got, [1, -1, 3, -3, 5, -5]);
    assert_eq!(battle_morale(SideResult::Draw), 0);
}

#[test]
fn dc_plan_3_a_chosen_retreat_target_is_used() {
    let mut s = empty(Mode::Tabletop);
    put(&mut s, "MOS_MAIN", "volhynia", 300);
    put(&mut s, "RON_CROWN_2", "volhynia", 100);
    order(&mut s, "MOS_MAIN", Order::Attack(vec![army("RON_CROWN_2")]));
    s.armies.get_mut(&army("RON_CROWN_2")).expect("there").plan.retreat = Some(Retreat::To(land("belz")));
    let (s, _) = fight(s, Some(entry(Verdict::Won(0, Level::Historical), 1, 1)));
    assert_eq!(s.armies[&army("RON_CROWN_2")].land, land("belz"));
}
