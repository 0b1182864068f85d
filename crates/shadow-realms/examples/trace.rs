//! One game of Shadow Realms on its default start told as a player reads
//! it: the computer plays one realm against random players (or every
//! realm), and its actions and their events are printed in English with
//! each realm's treasury at the start of every round; of the others'
//! turns, the battles and the cities changing hands. For looking at what
//! the computer does and why it loses.
//!
//! `cargo run --release -p shadow-realms --example trace -- [SEAT|all] [SEED]`
//! (SEAT 0–4 in the order Kerdurin, Heilbron, Rudern, Lake City, Malmo).

use engine::dice::Dice;
use engine::game::{Game, GameSetup};
use engine::rules::Rules;
use engine::seat::{Controller, SeatId};
use engine::side::Side;
use engine::text::Catalog;
use shadow_realms::{Faction, ShadowRealms};

fn main() {
    let mut args = std::env::args().skip(1);
    let who = args.next().unwrap_or_else(|| "4".to_owned());
    let seed = args.next().unwrap_or_else(|| "trace-1".to_owned());
    let computer = |seat: SeatId| who == "all" || who.parse() == Ok(seat.index());
    let seats = ShadowRealms::info().seats(usize::MAX, Controller::Computer);
    let setup = GameSetup {
        reseed: Vec::new(),
        system: "shadow-realms".to_owned(),
        scenario: shadow_realms::setup::EVEN.to_owned(),
        seats,
        seed,
    };
    let mut game = match Game::<ShadowRealms>::new(setup) {
        Ok(game) => game,
        Err(e) => return eprintln!("{e:?}"),
    };
    let mut english = Catalog::new("en");
    for (code, source) in engine::LOCALES.iter().chain(shadow_realms::LOCALES) {
        if *code == "en" && english.add_ftl(source).is_err() {
            return eprintln!("the English messages do not parse");
        }
    }
    let mut random = Dice::from_seed("random players");
    let mut round = 0;
    for _ in 0..20_000 {
        let s = game.state().clone();
        if s.round != round {
            round = s.round;
            let realms: Vec<String> = Faction::ALL
                .iter()
                .map(|&f| {
                    let fs = s.faction(f);
                    let units = s.units.iter().filter(|u| u.owner == Some(f)).count();
                    format!("{} {}i {}s {}c {}u", f.id(), fs.influence, fs.supplies, s.city_count(f), units)
                })
                .collect();
            println!("round {round}: {}", realms.join(" | "));
        }
        let Some(&seat) = ShadowRealms::to_act(&s).first() else { break };
        let entry = if computer(seat) {
            game.computer_step(seat)
        } else {
            let legal = ShadowRealms::legal_actions(&s, seat);
            let pick = random.pick(u8::try_from(legal.len().min(200)).unwrap_or(1), "random player");
            match legal.get(pick) {
                Some(a) => game.act(seat, a.clone()).ok(),
                None => None,
            }
        };
        let Some(entry) = entry else { break };
        let (label, events) = (entry.label.clone(), entry.events.clone());
        // Each event as it reads just before it is applied.
        let mut before = s;
        let mine = computer(seat);
        if mine {
            println!("  {}", english.render(&label));
        }
        for e in &events {
            let text = english.render(&ShadowRealms::describe_event(&before, e));
            let notable = matches!(
                e,
                shadow_realms::Event::BattleSide { .. }
                    | shadow_realms::Event::BattleResult { .. }
                    | shadow_realms::Event::CityTaken { .. }
                    | shadow_realms::Event::SiegeBegun { .. }
                    | shadow_realms::Event::GiantBattle { .. }
                    | shadow_realms::Event::KardCaptured { .. }
            );
            if mine {
                println!("      {text}");
            } else if notable {
                println!("  [{}] {text}", seat.index());
            }
            ShadowRealms::apply(&mut before, e);
        }
    }
    match game.state().finish.as_ref() {
        Some(f) => println!("over in round {}: {:?} win; influence {:?}", f.round, f.winners, f.influence),
        None => println!("not over"),
    }
}
