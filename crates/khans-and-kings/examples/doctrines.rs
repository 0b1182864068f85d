//! How the computer plays by its doctrine (GAP-07) and uses admirals
//! (KK-GENL-19…23) over the soak's seeds (`soak-0`, …), computer-only:
//! BoardShip, GoAshore, Reform and New Doctrine plays (by what they
//! chose), games finished, and wins by seat (each seat starts with its own
//! doctrine, GAP-45) and by the winner's doctrine at the end.
//!
//! `cargo run --release -p khans-and-kings --example doctrines -- [GAMES] [off]`
//! (`off`: the computer without `Profile::doctrine`)

use engine::seat::Controller;
use khans_and_kings::action::Action;
use khans_and_kings::data::units::UnitType;
use khans_and_kings::decisions::{Card, Target};
use std::collections::BTreeMap;

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(20);
    let off = std::env::args().nth(2).as_deref() == Some("off");
    let profile = khans_and_kings::ai::Profile { doctrine: !off, ..khans_and_kings::ai::Profile::CURRENT };
    let mut count: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_seat: BTreeMap<String, usize> = BTreeMap::new();
    let mut by_doctrine: BTreeMap<String, usize> = BTreeMap::new();
    let (mut finished, mut turns, mut with_admiral, mut with_fleet) = (0usize, 0u32, 0usize, 0usize);
    for i in 0..games {
        let Ok(mut game) = khans_and_kings::setup::new_game(&format!("soak-{i}"), Controller::Computer) else {
            return eprintln!("no game");
        };
        let (mut boarded, mut fleet) = (false, false);
        for _ in 0..400_000 {
            let s = game.state();
            fleet |= s.units.iter().any(|u| {
                u.owner.is_some() && matches!(u.kind.template().kind, UnitType::Warship | UnitType::LargeSteelShip)
            });
            let Some(a) = khans_and_kings::ai::step_as(&mut game, profile) else { break };
            let key = match &a {
                Action::BoardShip { .. } => Some("BoardShip".to_owned()),
                Action::GoAshore { .. } => Some("GoAshore".to_owned()),
                Action::PlayDecision { card: Card::Reform, on: Target::Government(g) } => {
                    Some(format!("Reform {}", g.id()))
                }
                Action::PlayDecision { card: Card::NewDoctrine, on: Target::Doctrine(d) } => {
                    Some(format!("NewDoctrine {}", d.id()))
                }
                _ => None,
            };
            boarded |= matches!(a, Action::BoardShip { .. });
            if let Some(k) = key {
                *count.entry(k).or_insert(0) += 1;
            }
        }
        with_admiral += usize::from(boarded);
        with_fleet += usize::from(fleet);
        let s = game.state();
        let Some(f) = s.finish.clone() else { continue };
        finished += 1;
        turns += f.turn;
        for w in &f.winners {
            *by_seat.entry(format!("{w:?}")).or_insert(0) += 1;
            *by_doctrine.entry(s.player(*w).doctrine.id().to_owned()).or_insert(0) += 1;
        }
        println!("soak-{i}: turn {}, {:?}, winners {:?}", f.turn, f.why, f.winners);
    }
    println!(
        "{games} games{}: {finished} finished, {:.1} turns on average",
        if off { " (doctrine off)" } else { "" },
        f64::from(turns) / finished.max(1) as f64
    );
    println!("plays: {count:?}; games with a warship: {with_fleet}, with an admiral: {with_admiral}");
    println!("wins by seat (shared counted for each): {by_seat:?}");
    println!("wins by the winner's doctrine at the end: {by_doctrine:?}");
}
