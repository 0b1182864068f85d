//! How the sets of victory conditions (GAP-08) play out over the soak's
//! seeds (`soak-0`, `soak-1`, …), computer-only: how games end, and the
//! first turn at which each set would hold for some state (whoever drew it).
//!
//! `cargo run --release -p khans-and-kings --example objectives -- [GAMES] [nopull]`
//! (`nopull`: the computer without `Profile::objectives`, which still
//! chooses on FREE CHOICE: the first set)

use engine::seat::Controller;
use khans_and_kings::objectives::{Objective, progress};
use khans_and_kings::state::FinishWhy;

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(20);
    let profile = if std::env::args().nth(2).as_deref() == Some("nopull") {
        khans_and_kings::ai::Profile { objectives: false, ..khans_and_kings::ai::Profile::CURRENT }
    } else {
        khans_and_kings::ai::Profile::CURRENT
    };
    let mut ends: Vec<(u32, FinishWhy, Vec<Option<Objective>>)> = Vec::new();
    // Per set: games in which some state met it, and the earliest turn.
    let mut met = [(0usize, u32::MAX); 5];
    let mut won = std::collections::BTreeMap::new();
    for i in 0..games {
        let Ok(mut game) = khans_and_kings::setup::new_game(&format!("soak-{i}"), Controller::Computer) else {
            return eprintln!("no game");
        };
        let mut first = [u32::MAX; 5];
        // The most provinces any state held, and the fewest HEGEMON provinces missing.
        let mut best = (0usize, u32::MAX);
        // Turn at which some state first had 12, 16, 20, 24 kills; 4, 6 Strongholds with 3 Markets.
        let mut kills = [u32::MAX; 6];
        for _ in 0..400_000 {
            let s = game.state();
            for (k, set) in Objective::ALL[..5].iter().enumerate() {
                if s.in_play().any(|p| progress(s, p, *set).iter().all(|&(h, n)| h >= n)) {
                    first[k] = first[k].min(s.turn);
                }
            }
            for p in s.in_play() {
                best.0 = best.0.max(s.provinces_of(p).count());
                let h = progress(s, p, Objective::Hegemon)[0];
                best.1 = best.1.min(h.1 - h.0);
                let k = s.player(p).kills;
                for (i, n) in [12, 16, 20, 24].into_iter().enumerate() {
                    if k >= n {
                        kills[i] = kills[i].min(s.turn);
                    }
                }
                let b = progress(s, p, Objective::Builder);
                for (i, n) in [4, 6].into_iter().enumerate() {
                    if b[0].0 >= n && b[1].0 >= 3 {
                        kills[4 + i] = kills[4 + i].min(s.turn);
                    }
                }
            }
            if khans_and_kings::ai::step_as(&mut game, profile).is_none() {
                break;
            }
        }
        for k in 0..5 {
            if first[k] < u32::MAX {
                met[k].0 += 1;
                met[k].1 = met[k].1.min(first[k]);
            }
        }
        let s = game.state();
        let sets = s.players.iter().map(|p| p.objectives).collect();
        let f = s.finish.clone().expect("over");
        println!(
            "soak-{i}: turn {}, {:?}, winners {:?}, sets {sets:?}, first met {first:?}, most provinces {}, HEGEMON missing {}, kills/builder {kills:?}",
            f.turn, f.why, f.winners, best.0, best.1
        );
        if f.why == FinishWhy::Objectives {
            for w in &f.winners {
                *won.entry(format!("{:?}", s.player(*w).objectives)).or_insert(0usize) += 1;
            }
        }
        ends.push((f.turn, f.why, sets));
    }
    let n = ends.len().max(1);
    println!("won by set: {won:?}");
    println!("mean last turn {:.1}", ends.iter().map(|e| f64::from(e.0)).sum::<f64>() / n as f64);
    for why in [FinishWhy::Objectives, FinishWhy::TurnLimit, FinishWhy::Elimination] {
        println!("{why:?}: {}", ends.iter().filter(|e| e.1 == why).count());
    }
    for (k, set) in Objective::ALL[..5].iter().enumerate() {
        println!("{set:?}: met in {} of {n} games, earliest turn {}", met[k].0, met[k].1);
    }
}
