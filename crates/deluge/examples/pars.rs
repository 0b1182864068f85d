//! GAP-6's pars, measured (issue 40): computer-only campaigns on two sets
//! of seeds; the pars are fitted on the first so that each nation wins a
//! seventh of them, rounded to 50, and checked on the second. Run it again
//! when the computer changes, and put what it prints in `Nation::par`:
//!
//! `cargo run --release -p deluge --example pars -- [GAMES]` (300 a set unless given)

use deluge::Deluge;
use deluge::nation::Nation;
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::Controller;
use engine::side::Side;

/// Each nation's growth since the start in each campaign of a seed set.
fn growths(prefix: &str, games: usize) -> Vec<[i64; 7]> {
    (0..games)
        .filter_map(|g| {
            let mut game = Game::<Deluge>::new(GameSetup {
                system: "deluge".into(),
                scenario: deluge::setup::MIXED.into(),
                seats: Deluge::info().seats(usize::MAX, Controller::Computer),
                seed: format!("{prefix}{g}"),
                reseed: Vec::new(),
            })
            .ok()?;
            engine::sim::run_computer(&mut game, 300_000, None);
            let s = game.state();
            (s.phase == deluge::state::Phase::Over).then(|| Nation::ALL.map(|n| s.score(n) - s.nation(n).start_score))
        })
        .collect()
}

/// How many campaigns each nation wins with `par` (ties count for each).
fn wins(campaigns: &[[i64; 7]], par: &[i64; 7]) -> [usize; 7] {
    let mut out = [0; 7];
    for gains in campaigns {
        let beyond: Vec<i64> = (0..7).map(|i| gains[i] - par[i]).collect();
        let best = beyond.iter().copied().max().unwrap_or(0);
        for (i, &b) in beyond.iter().enumerate() {
            if b == best {
                out[i] += 1;
            }
        }
    }
    out
}

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(300);
    let (fit, check) = (growths("par-fit-", games), growths("par-check-", games));
    let n = i64::try_from(fit.len()).unwrap_or(1).max(1);
    let mut par: [i64; 7] = std::array::from_fn(|i| fit.iter().map(|g| g[i]).sum::<i64>() / n);
    println!("growth alone, {} campaigns: wins {:?}", check.len(), wins(&check, &[0; 7]));
    // Raise the par of a nation that wins more than a seventh, lower it
    // for one that wins less, a step at a time.
    for _ in 0..400 {
        let won = wins(&fit, &par);
        for i in 0..7 {
            let excess = i64::try_from(won[i]).unwrap_or(0) * 7 - n;
            par[i] += excess / 3;
        }
    }
    let rounded = par.map(|p| (p as f64 / 50.0).round() as i64 * 50);
    for nation in Nation::ALL {
        println!("  {:4} par {:6}", nation.id(), rounded[nation.index()]);
    }
    println!("fitted on {} campaigns: wins {:?}", fit.len(), wins(&fit, &rounded));
    println!("checked on {} others: wins {:?} (a fair share is a seventh)", check.len(), wins(&check, &rounded));
}
