//! GAP-10's vectors EX-P-1…3 with their injected dice.

use super::{army, empty, put};
use crate::battle::{Level, ResultState, Verdict};
use crate::map::land;
use crate::resolver::resolve;
use crate::state::{Mode, Order, Phase, State};

fn battle(s: &State) -> crate::battle::Battle {
    let mut s = s.clone();
    s.phase = Phase::Orders;
    crate::formation::default_orders(&mut s);
    crate::formation::form_battles(&s).remove(0)
}

#[test]
fn ex_p_1_the_weaker_defender_rerolls_a_low_total() {
    let mut s = empty(Mode::Auto);
    put(&mut s, "MOS_MAIN", "volhynia", 200);
    put(&mut s, "RON_CROWN_2", "volhynia", 100);
    s.armies.get_mut(&army("MOS_MAIN")).expect("there").order = Some(Order::Attack(vec![army("RON_CROWN_2")]));
    s.armies.get_mut(&army("RON_CROWN_2")).expect("there").order = Some(Order::Defend);
    let b = battle(&s);
    let (entry, trace) = resolve(&b, [0, 0], &mut vec![6, 5, 2, 3, 4, 4].into_iter());
    assert_eq!(trace.reroll, Some((1, true)));
    assert_eq!(trace.d, 5);
    assert_eq!(entry.verdict, Verdict::Won(0, Level::Strategic), "MOS strategic victory");
    assert_eq!((entry.losses[0].destroyed, entry.losses[1].destroyed), (3, 10));
    let mut s2 = s.clone();
    s2.phase = Phase::Orders;
    let (mut s2, _) = crate::turn::close_orders(&s2, &mut vec![6, 5, 2, 3, 4, 4].into_iter());
    assert_eq!(s2.turn, 2, "mode AUTO: resolved and computed at once");
    assert_eq!(s2.armies[&army("RON_CROWN_2")].strength, 67, "phase 4: 10×3 = 30 → 10% → 33");
    s2.battles.clear();
}

#[test]
fn ex_p_2_a_storm_drawn() {
    let mut s = empty(Mode::Auto);
    s.land_mut(land("krakow")).garrison = 20;
    put(&mut s, "TUR_MAIN", "krakow", 300);
    s.armies.get_mut(&army("TUR_MAIN")).expect("there").order = Some(Order::Storm);
    let b = battle(&s);
    assert_eq!(b.fieldable(1), 40, "Eff = 40");
    let (entry, trace) = resolve(&b, [0, 0], &mut vec![3, 3, 6, 6].into_iter());
    assert_eq!(trace.reroll, None, "12 > 6: no reroll");
    assert_eq!(trace.d_hundredths, -19, "D = -0.19");
    assert_eq!(trace.d, 0);
    assert_eq!(entry.verdict, Verdict::Draw);
    assert_eq!((entry.losses[0].destroyed, entry.losses[1].destroyed), (6, 6));
    let mut after = s.clone();
    after.phase = Phase::Orders;
    let (after, _) = crate::turn::close_orders(&after, &mut vec![3, 3, 6, 6].into_iter());
    assert_eq!(after.armies[&army("TUR_MAIN")].strength, 288, "6 ×2 (storm) = 12");
    assert_eq!(after.land(land("krakow")).garrison, 17, "floor(6/2) = 3");
    // The spec's "IP: TUR -9, RON +9" and GAP-10 step 7 ("the battle
    // commander is recorded as AUTO (no individual points)") read as one
    // once the vector is taken to give what DC-PTS-1 computes and step 7
    // to say that nobody receives it: from L_ind = 12 (TUR) and 3 (RON)
    // the sides' individual points are −9 and +9, credited to no person;
    // the national points (DC-PTS-2), from the same capped losses, are
    // −9 and +9 and are credited.
    let entry = crate::battle::Entry::new(Verdict::Draw, entry.losses, crate::battle::Source::Resolver);
    let fates = crate::aftermath::fates(&s, &b, &entry);
    let ind = |side: usize| fates[side].iter().map(|f| i64::from(f.loss.individual)).sum::<i64>();
    assert_eq!((ind(0), ind(1)), (12, 3), "L_ind: TUR 6 ×2, RON floor(6/2)");
    assert_eq!((ind(1) - ind(0), ind(0) - ind(1)), (-9, 9), "IP: TUR −9, RON +9");
    use crate::nation::Nation::{Ron, Tur};
    assert_eq!((after.nation(Tur).individual, after.nation(Ron).individual), (0, 0), "AUTO: credited to nobody");
    assert_eq!((after.nation(Tur).points, after.nation(Ron).points), (-9, 9), "NP: TUR 3 − 12, RON 12 − 3");
}

#[test]
fn ex_p_3_the_stronger_defender_makes_the_attacker_reroll_its_highest_die() {
    let mut s = empty(Mode::Auto);
    put(&mut s, "SWE_ROYAL_1", "minsk", 100);
    put(&mut s, "MOS_MAIN", "minsk", 300);
    s.armies.get_mut(&army("SWE_ROYAL_1")).expect("there").order = Some(Order::Attack(vec![army("MOS_MAIN")]));
    s.armies.get_mut(&army("MOS_MAIN")).expect("there").order = Some(Order::Defend);
    let b = battle(&s);
    let (entry, trace) = resolve(&b, [0, 0], &mut vec![6, 2, 3, 4, 1].into_iter());
    assert_eq!(trace.reroll, Some((0, false)));
    assert_eq!(trace.kept[0], [1, 2]);
    assert_eq!(trace.d, -7);
    assert_eq!(entry.verdict, Verdict::Won(1, Level::Historical), "MOS historical victory");
    assert!(matches!(b.result, ResultState::Empty));
}

#[test]
fn gap_10_the_verdicts_of_d() {
    use crate::resolver::verdict_of;
    assert_eq!(verdict_of(1), Verdict::Draw);
    assert_eq!(verdict_of(-1), Verdict::Draw);
    assert_eq!(verdict_of(2), Verdict::Won(0, Level::Tactical));
    assert_eq!(verdict_of(-3), Verdict::Won(1, Level::Tactical));
    assert_eq!(verdict_of(4), Verdict::Won(0, Level::Strategic));
    assert_eq!(verdict_of(6), Verdict::Won(0, Level::Strategic));
    assert_eq!(verdict_of(-7), Verdict::Won(1, Level::Historical));
}

/// Every sequence of six dice through [`resolve`] itself, the verdicts
/// counted: what [`crate::resolver::odds`] must give (each sequence is one
/// 46,656th; the dice a battle does not use change nothing).
fn counted(b: &crate::battle::Battle, morale: [i32; 2]) -> crate::resolver::Odds {
    let mut out = crate::resolver::Odds { win: 0, draw: 0, loss: 0 };
    for n in 0..crate::resolver::Odds::OUT_OF {
        let dice: Vec<u32> = (0..6).map(|i| n / 6u32.pow(i) % 6 + 1).collect();
        match resolve(b, morale, &mut dice.into_iter()).0.verdict {
            Verdict::Draw => out.draw += 1,
            Verdict::Won(0, _) => out.win += 1,
            Verdict::Won(_, _) => out.loss += 1,
        }
    }
    out
}

#[test]
fn gap_10_the_odds_count_every_roll_as_the_resolver_throws_it() {
    use crate::resolver::{Matchup, odds};
    // A weaker defender that rerolls a low total (EX-P-1's battle).
    let mut s = empty(Mode::Auto);
    put(&mut s, "MOS_MAIN", "volhynia", 200);
    put(&mut s, "RON_CROWN_2", "volhynia", 100);
    s.armies.get_mut(&army("MOS_MAIN")).expect("there").order = Some(Order::Attack(vec![army("RON_CROWN_2")]));
    s.armies.get_mut(&army("RON_CROWN_2")).expect("there").order = Some(Order::Defend);
    let weaker = battle(&s);
    // A garrison stronger by numbers (the stormer rerolls its higher die).
    let mut s = empty(Mode::Auto);
    s.land_mut(land("krakow")).garrison = 80;
    put(&mut s, "TUR_MAIN", "krakow", 70);
    s.armies.get_mut(&army("TUR_MAIN")).expect("there").order = Some(Order::Storm);
    let stronger = battle(&s);
    for b in [&weaker, &stronger] {
        for morale in [[0, 0], [1, -1], [-1, 0]] {
            let exact = odds(&Matchup::of(b, morale));
            assert_eq!(exact, counted(b, morale), "battle {:?}, morale {morale:?}", b.sides);
            assert_eq!(exact.win + exact.draw + exact.loss, crate::resolver::Odds::OUT_OF);
        }
    }
    // EX-P-1's matchup: 200 against 100 with the defender's reroll.
    let exact = odds(&Matchup::of(&weaker, [0, 0]));
    assert_eq!((exact.win_percent(), exact.loss_percent()), (43, 22));
}

/// Every first roll, and every reroll the privileges ask for, through
/// [`crate::resolver::privileges`]: how often side 0's kept dice beat side
/// 1's by −10…10, in 46,656ths.
fn count_differences(privileged: Option<(u8, bool)>) -> [u32; 21] {
    let mut out = [0u32; 21];
    let die = |x: u32| x % 6 + 1;
    for roll in 0..1296u32 {
        let first = [[die(roll), die(roll / 6)], [die(roll / 36), die(roll / 216)]];
        // How many dice the privileges ask for: two for a weaker side's
        // reroll, one for its opponent's higher die, none without one.
        let (_, reroll) = crate::resolver::privileges(first, privileged, &mut vec![1, 1].into_iter(), "");
        let asked = reroll.map_or(0, |(_, all)| if all { 2 } else { 1 });
        let rerolls = 6u32.pow(asked);
        for r in 0..rerolls {
            let dice: Vec<u32> = (0..asked).map(|i| die(r / 6u32.pow(i))).collect();
            let (kept, _) = crate::resolver::privileges(first, privileged, &mut dice.into_iter(), "");
            let diff = kept[0][0] + kept[0][1] + 10 - kept[1][0] - kept[1][1];
            out[usize::try_from(diff).expect("small")] += 36 / rerolls;
        }
    }
    out
}

#[test]
fn gap_10_the_odds_tables_are_the_privileges_counted() {
    use crate::resolver::DIFFERENCES;
    let mirrored = |mut t: [u32; 21]| {
        t.reverse();
        t
    };
    assert_eq!(count_differences(None), DIFFERENCES[0]);
    assert_eq!(count_differences(Some((0, true))), DIFFERENCES[1]);
    assert_eq!(count_differences(Some((0, false))), DIFFERENCES[2]);
    assert_eq!(count_differences(Some((1, true))), mirrored(DIFFERENCES[1]));
    assert_eq!(count_differences(Some((1, false))), mirrored(DIFFERENCES[2]));
    for table in DIFFERENCES {
        assert_eq!(table.iter().sum::<u32>(), crate::resolver::Odds::OUT_OF);
    }
}
