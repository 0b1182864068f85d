//! How the computer uses river gunboats (KK-UNIT-20, GAP-26,
//! `Profile::river_ships`) over the soak's seeds (`soak-0`, …),
//! computer-only: Workshops built on a river, gunboats recruited, their
//! steps by river and to sea, the battles they open or join, their
//! engagements attacking and defending (and how many they won), gunboats
//! lost or taken; games finished, turns, wins by seat.
//!
//! `cargo run --release -p khans-and-kings --example river_ships -- [GAMES] [off|random]`
//! (`off`: the computer without `Profile::river_ships`, version 4;
//! `random`: the computer in seat i mod 4 against random players)

use engine::rules::Rules;
use engine::seat::{Controller, SeatId};
use khans_and_kings::KhansAndKings;
use khans_and_kings::action::Action;
use khans_and_kings::data::buildings::Building;
use khans_and_kings::event::Event;
use khans_and_kings::river::{has_river, is_river_ship};
use std::collections::BTreeMap;

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(20);
    let mode = std::env::args().nth(2).unwrap_or_default();
    let (off, random) = (mode == "off", mode == "random");
    let profile = khans_and_kings::ai::Profile { river_ships: !off, ..khans_and_kings::ai::Profile::CURRENT };
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    let mut by_seat: BTreeMap<String, usize> = BTreeMap::new();
    let mut recruited_by: BTreeMap<String, usize> = BTreeMap::new();
    let (mut finished, mut turns, mut with_boats) = (0usize, 0u32, 0usize);
    for i in 0..games {
        let seed = format!("soak-{i}");
        let Ok(mut game) = khans_and_kings::setup::new_game(&seed, Controller::Computer) else {
            return eprintln!("no game");
        };
        if random {
            let me = [SeatId(u8::try_from(i % 4).unwrap_or(0))];
            engine::sim::run_versus_random(&mut game, &me, &seed, 400_000);
        } else {
            for _ in 0..400_000 {
                if khans_and_kings::ai::step_as(&mut game, profile).is_none() {
                    break;
                }
            }
        }
        let mut boats = false;
        // The log's events applied to the setup, to tell gunboats apart as they come.
        let mut s = khans_and_kings::setup::new_game(&seed, Controller::Computer).expect("a game").state().clone();
        for entry in game.log() {
            match &entry.action {
                Action::Recruit { kind, count: n, .. } if is_river_ship(*kind) => {
                    let n = usize::try_from(*n).unwrap_or(0);
                    *count.entry("recruited").or_insert(0) += n;
                    let by = format!("{:?}", khans_and_kings::Player::ALL[entry.seat.index()]);
                    *recruited_by.entry(by).or_insert(0) += n;
                    boats = true;
                }
                Action::Build { at, building: Building::Workshops } if has_river(*at) => {
                    *count.entry("workshops on a river").or_insert(0) += 1;
                    let by = format!("{:?} workshops", khans_and_kings::Player::ALL[entry.seat.index()]);
                    *recruited_by.entry(by).or_insert(0) += 1;
                }
                Action::Sail { to, group, .. } if group.iter().any(|(k, _)| is_river_ship(*k)) => {
                    let key = if khans_and_kings::map::map().is_sea(*to) { "sailed to sea" } else { "sailed by river" };
                    *count.entry(key).or_insert(0) += 1;
                    for e in &entry.events {
                        match e {
                            Event::BattleOpened { .. } => *count.entry("battles opened").or_insert(0) += 1,
                            Event::BattleJoined { .. } => *count.entry("battles joined").or_insert(0) += 1,
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
            for e in &entry.events {
                let boat = |id: &khans_and_kings::ids::UnitId| s.unit(*id).is_some_and(|u| is_river_ship(u.kind));
                let key = match e {
                    Event::Engaged { engagement } if boat(&engagement.attack.unit) => {
                        Some(if engagement.attacker_wins { "attacks won" } else { "attacks lost" })
                    }
                    Event::Engaged { engagement } if boat(&engagement.defence.unit) => {
                        Some(if engagement.attacker_wins { "defences lost" } else { "defences won" })
                    }
                    Event::Fired { engagement } if boat(&engagement.attack.unit) => Some("fired"),
                    Event::UnitRemoved { unit, .. } if boat(unit) => Some("lost"),
                    Event::Captured { unit, .. } if boat(unit) => Some("taken prisoner"),
                    Event::BaseTaken { unit, .. } if boat(unit) => Some("taken at base"),
                    _ => None,
                };
                if let Some(k) = key {
                    *count.entry(k).or_insert(0) += 1;
                }
                KhansAndKings::apply(&mut s, e);
            }
        }
        with_boats += usize::from(boats);
        let s = game.state();
        let Some(f) = s.finish.clone() else {
            println!("{seed}: not finished");
            continue;
        };
        finished += 1;
        turns += f.turn;
        for w in &f.winners {
            *by_seat.entry(format!("{w:?}")).or_insert(0) += 1;
        }
        println!("{seed}: turn {}, {:?}, winners {:?}", f.turn, f.why, f.winners);
    }
    println!(
        "{games} games{}: {finished} finished, {:.1} turns on average; gunboats in {with_boats}",
        match () {
            () if off => " (river_ships off)",
            () if random => " against random players",
            () => "",
        },
        f64::from(turns) / finished.max(1) as f64
    );
    println!("gunboats: {count:?}");
    println!("recruited and workshops built, by state: {recruited_by:?}");
    println!("wins by seat (shared counted for each): {by_seat:?}");
}
