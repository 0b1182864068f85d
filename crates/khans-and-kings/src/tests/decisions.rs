//! Decision cards (KK-GOV-01…04, GAP-05): the deal, the draws, the hand
//! limit, returns and shuffles, every card's effect, refusals, secrecy, and
//! cards drawn and played in a game against random players.

use super::{bare, dice_showing, exec, exec_with, new_game, province, put, sub};
use crate::KhansAndKings;
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::tables::{Doctrine, Government};
use crate::decisions::{Card, Deck, Target};
use crate::event::Event;
use crate::ids::Player::{self, Empire, Kingdom, Republic};
use crate::refusal::Refuse;
use crate::state::{Battle, Phase, State};
use engine::any::AnyGame;
use engine::refusal::TurnRefusal;
use engine::rules::Rules;
use engine::seat::{Controller, SeatId};
use engine::side::Side;

/// `p` to act in `phase` holding exactly `hand`, the cards taken from the decks.
fn holding(p: Player, phase: Phase, hand: &[Card]) -> State {
    let mut s = bare(p, phase);
    for q in Player::ALL {
        let cards = std::mem::take(&mut s.players[q.index()].hand);
        for c in cards {
            s.decks[c.deck().index()].push(c);
        }
    }
    for &c in hand {
        let deck = &mut s.decks[c.deck().index()];
        if let Some(i) = deck.iter().position(|&x| x == c) {
            deck.remove(i);
        }
        s.players[p.index()].hand.push(c);
    }
    s
}

fn play(card: Card, on: Target) -> Action {
    Action::PlayDecision { card, on }
}

/// GAP-05, GAP-45 — at setup each state draws one card from each deck:
/// 8, 6 and 6 cards less four each.
#[test]
fn gap_05_setup_deals_one_card_from_each_deck() {
    let game = new_game("cards-deal", Controller::Human);
    let s = game.state();
    for p in Player::ALL {
        let decks: Vec<Deck> = s.player(p).hand.iter().map(|c| c.deck()).collect();
        assert_eq!(decks, vec![Deck::Order, Deck::Intelligence, Deck::Strategy], "{p:?}");
    }
    assert_eq!(s.decks.iter().map(Vec::len).collect::<Vec<_>>(), vec![4, 2, 2]);
    let all: usize =
        s.decks.iter().map(Vec::len).sum::<usize>() + s.players.iter().map(|x| x.hand.len()).sum::<usize>();
    assert_eq!(all, 20);
}

/// GAP-05 — a season's first turn owes each state a draw of its choice: its
/// window cannot end before it; the draw takes the top card of that deck.
#[test]
fn gap_05_season_draw_is_owed_and_chosen() {
    let mut s = bare(Kingdom, Phase::Economy);
    s.turn = 6;
    s.event = 11;
    let mut ev = crate::Ev::default();
    crate::turn::start_turn(&mut s, &mut engine::dice::Dice::from_seed("season"), &mut ev);
    assert_eq!(s.turn, 7);
    assert!(ev.as_slice().contains(&Event::DecisionDue { player: Kingdom }));
    let p = s.acting().expect("a window");
    s.colour = s.colour.or(Some(crate::data::tables::Colour::Green));
    assert_eq!(s.player(p).due, 1);
    assert_eq!(exec(&mut s.clone(), p, &Action::EndEconomy), Err(Refuse::DecisionsFirst));
    let top = s.decks[Deck::Strategy.index()][0];
    let before = s.player(p).hand.len();
    exec(&mut s, p, &Action::DrawDecision { deck: Deck::Strategy }).expect("the draw");
    assert_eq!(s.player(p).hand.len(), before + 1);
    assert_eq!(s.player(p).hand.last(), Some(&top));
    assert_eq!(s.player(p).due, 0);
    assert_eq!(exec(&mut s.clone(), p, &Action::DrawDecision { deck: Deck::Order }), Err(Refuse::NoDraw));
    assert!(exec(&mut s, p, &Action::EndEconomy).is_ok());
}

/// GAP-05 — the first turn is no season's draw: the deal stands for it.
#[test]
fn gap_05_no_season_draw_in_turn_one() {
    let game = new_game("cards-turn-one", Controller::Human);
    assert!(game.state().players.iter().all(|x| x.due == 0));
}

/// GAP-02 (12–14) — Military Reform, Spies Abroad and Statecraft: the
/// drawer draws the top card of the Order, Intelligence or Strategy deck.
#[test]
fn gap_02_events_12_to_14_draw_a_card() {
    for (event, deck) in [(12, Deck::Order), (13, Deck::Intelligence), (14, Deck::Strategy)] {
        let mut s = holding(Empire, Phase::Economy, &[]);
        s.event = event;
        let top = s.decks[deck.index()][0];
        let mut ev = crate::Ev::default();
        crate::turn_event::happen(&mut s, Empire, &mut engine::dice::Dice::from_seed("e"), &mut ev);
        assert_eq!(s.player(Empire).hand, vec![top], "event {event}");
        assert_eq!(ev.into_vec(), vec![Event::DecisionDrawn { player: Empire, deck, chosen: false }]);
    }
}

/// GAP-05 — capturing the last province of a region draws a Strategy card;
/// a region not wholly held draws nothing.
#[test]
fn gap_05_a_whole_region_draws_a_strategy_card() {
    let m = crate::map::map();
    let mut s = holding(Kingdom, Phase::Movement, &[]);
    let region = m.regions[m.province(province("p_valmont")).region].provinces.clone();
    let mut ev = crate::Ev::default();
    for &pr in &region {
        s.provinces[pr.index()].owner = Some(Kingdom);
    }
    s.provinces[region[1].index()].owner = Some(Empire);
    crate::decisions::region_taken(&mut s, region[0], Kingdom, &mut ev);
    assert!(s.player(Kingdom).hand.is_empty(), "one province of the region is the Empire's");
    s.provinces[region[1].index()].owner = Some(Kingdom);
    let top = s.decks[Deck::Strategy.index()][0];
    crate::decisions::region_taken(&mut s, region[1], Kingdom, &mut ev);
    assert_eq!(s.player(Kingdom).hand, vec![top]);
    assert_eq!(top.deck(), Deck::Strategy);
}

/// GAP-05 — over the hand limit of 5 the owner returns a card of his
/// choice to the bottom of its deck before his window or phase ends.
#[test]
fn gap_05_hand_limit_five() {
    let hand = [Card::Rally, Card::Sabotage, Card::Reform, Card::PublicWorks, Card::CallToArms, Card::ForcedMarch];
    let mut s = holding(Kingdom, Phase::Economy, &hand);
    assert_eq!(exec(&mut s.clone(), Kingdom, &Action::EndEconomy), Err(Refuse::DecisionsFirst));
    assert_eq!(exec(&mut s.clone(), Kingdom, &Action::ReturnDecision { slot: 6 }), Err(Refuse::NoCard));
    let before = s.decks[Deck::Strategy.index()].len();
    let events = exec(&mut s, Kingdom, &Action::ReturnDecision { slot: 2 }).expect("returned");
    assert_eq!(events, vec![Event::DecisionReturned { player: Kingdom, slot: 2 }]);
    assert_eq!(s.player(Kingdom).hand.len(), 5);
    assert!(!s.player(Kingdom).hand.contains(&Card::Reform));
    assert_eq!(s.decks[Deck::Strategy.index()].len(), before + 1);
    assert_eq!(s.decks[Deck::Strategy.index()].last(), Some(&Card::Reform), "to the bottom");
    assert_eq!(exec(&mut s.clone(), Kingdom, &Action::ReturnDecision { slot: 0 }), Err(Refuse::NoCard));
    assert!(exec(&mut s, Kingdom, &Action::EndEconomy).is_ok());
}

/// KK-GOV-04, AMB-59 — a card played goes back into its deck, which is
/// shuffled: the same cards, one more.
#[test]
fn kk_gov_04_a_played_card_is_shuffled_back() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::NewObjectives]);
    let mut before = s.decks[Deck::Strategy.index()].clone();
    let events = exec(&mut s, Kingdom, &play(Card::NewObjectives, Target::None)).expect("played");
    assert!(s.player(Kingdom).hand.is_empty());
    assert!(matches!(events[1], Event::DeckShuffled { deck: Deck::Strategy, .. }));
    assert_eq!(events.len(), 3, "played, shuffled back, the set drawn again: {events:?}");
    before.push(Card::NewObjectives);
    let mut after = s.decks[Deck::Strategy.index()].clone();
    before.sort_unstable_by_key(|&c| c as u8);
    after.sort_unstable_by_key(|&c| c as u8);
    assert_eq!(after, before);
}

/// GAP-05 Forced March, GAP-21 — one land unit +1 Speed (two half points).
#[test]
fn gap_05_forced_march() {
    let mut s = holding(Kingdom, Phase::Movement, &[Card::ForcedMarch]);
    let u = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0];
    let mp = s.unit(u).map(|x| x.mp).unwrap_or(0);
    exec(&mut s, Kingdom, &play(Card::ForcedMarch, Target::Unit(u))).expect("played");
    assert_eq!(s.unit(u).map(|x| x.mp), Some(mp + 2));
}

/// GAP-05 Hold the Line, KK-CMB-06 — +2 Morale to the unit as a target this
/// turn, none as an attacker; gone next turn.
#[test]
fn gap_05_hold_the_line() {
    use crate::data::terrain::Role;
    let mut s = holding(Kingdom, Phase::Economy, &[Card::HoldTheLine]);
    let at = sub("s_valmont_2");
    let u = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let morale = |s: &State, role| crate::combat::morale(s, s.unit(u).expect("unit"), role, at);
    let (defend, attack) = (morale(&s, Role::Defender), morale(&s, Role::Attacker));
    exec(&mut s, Kingdom, &play(Card::HoldTheLine, Target::Unit(u))).expect("played");
    assert_eq!(morale(&s, Role::Defender), defend + 2);
    assert_eq!(morale(&s, Role::Attacker), attack);
    crate::apply::apply(
        &mut s,
        &Event::TurnBegan {
            turn: 2,
            drawer: Kingdom,
            event: (5, 6),
            weather: (1, crate::data::tables::Weather::Clear),
        },
    );
    assert_eq!(morale(&s, Role::Defender), defend);
}

/// A battle at Valmont: the Kingdom's riflemen attack the Empire's militia.
fn battle(fortune: Option<bool>) -> (State, crate::ids::UnitId, crate::ids::UnitId) {
    let mut s = holding(Kingdom, Phase::Movement, &[]);
    let at = sub("s_valmont_2");
    let d = put(&mut s, Some(Empire), "militia", at, 1)[0];
    let a = put(&mut s, Some(Kingdom), "riflemen", at, 1)[0];
    s.battle = Some(Battle {
        at,
        attacker: Some(Kingdom),
        attackers: vec![(a, sub("s_valmont_1"))],
        acted: Vec::new(),
        defenders: vec![d],
        begun: false,
    });
    if let Some(attacker) = fortune {
        let id = if attacker { a } else { d };
        s.units.iter_mut().filter(|u| u.id == id).for_each(|u| u.fortune = true);
    }
    (s, a, d)
}

/// GAP-05 Fortune of War, AMB-22 — the losing unit holding the card re-rolls
/// its own d4 once and the engagement is counted again; a winner keeps it.
#[test]
fn gap_05_fortune_of_war() {
    // The attacker loses on 1 against 4, re-rolls a 4.
    let (mut s, a, d) = battle(Some(true));
    assert_eq!(crate::battle::resolve(&s, a, d, &[], (1, 4, &[])).map(|e| e.attacker_wins), Some(false));
    let engage = Action::Engage { attacker: a, target: d, support: 0 };
    let events = exec_with(&mut s, Kingdom, &engage, &mut dice_showing(&[(4, 1), (4, 4), (4, 4)])).expect("legal");
    assert!(events.contains(&Event::FortuneRerolled { unit: a, die: 4 }));
    let e = events.iter().find_map(|e| if let Event::Engaged { engagement } = e { Some(engagement) } else { None });
    assert_eq!(e.map(|e| (e.attack.die, e.defence.die)), Some((4, 4)));
    assert!(!s.unit(a).is_some_and(|u| u.fortune), "spent");
    // The target loses on 1 against 4 and re-rolls.
    let (mut s, a, d) = battle(Some(false));
    assert_eq!(crate::battle::resolve(&s, a, d, &[], (4, 1, &[])).map(|e| e.attacker_wins), Some(true));
    let engage = Action::Engage { attacker: a, target: d, support: 0 };
    let events = exec_with(&mut s, Kingdom, &engage, &mut dice_showing(&[(4, 4), (4, 1), (4, 3)])).expect("legal");
    assert!(events.contains(&Event::FortuneRerolled { unit: d, die: 3 }));
    // A winner holding it re-rolls nothing.
    let (mut s, a, d) = battle(Some(true));
    let engage = Action::Engage { attacker: a, target: d, support: 0 };
    let events = exec_with(&mut s, Kingdom, &engage, &mut dice_showing(&[(4, 4), (4, 1)])).expect("legal");
    assert!(!events.iter().any(|e| matches!(e, Event::FortuneRerolled { .. })));
    assert!(s.unit(a).is_some_and(|u| u.fortune));
}

/// GAP-05 Fortune of War — the odds on the button count the re-roll: a
/// winner's chance with the card is at least its chance without.
#[test]
fn gap_05_fortune_of_war_odds() {
    let (plain, a, d) = battle(None);
    let (lucky, _, _) = battle(Some(true));
    let p = crate::odds::engagement(&plain, a, d, 0).expect("odds");
    let q = crate::odds::engagement(&lucky, a, d, 0).expect("odds");
    let wins = |x: u8, y: u8| crate::battle::resolve(&plain, a, d, &[], (x, y, &[])).is_some_and(|e| e.attacker_wins);
    let mut quarters = 0;
    for (x, y) in (1..=4).flat_map(|x| (1..=4).map(move |y| (x, y))) {
        quarters += if wins(x, y) { 4 } else { (1..=4).filter(|&x2| wins(x2, y)).count() };
    }
    assert!(p > 0.0 && p < 1.0, "{p}");
    assert!((q - f64::from(u32::try_from(quarters).unwrap_or(0)) / 64.0).abs() < 1e-12 && q > p, "{p} {q}");
}

/// GAP-05 Rally, GAP-30 (4) — Routed lifted from two of three units in the
/// province: the fewest losses first.
#[test]
fn gap_05_rally() {
    let mut s = holding(Kingdom, Phase::Movement, &[Card::Rally]);
    let units = put(&mut s, Some(Kingdom), "spearmen", sub("s_valmont_2"), 3);
    for (i, u) in s.units.iter_mut().enumerate() {
        u.routed = true;
        u.losses = if i == 0 { 1 } else { 0 };
    }
    exec(&mut s, Kingdom, &play(Card::Rally, Target::Province(province("p_valmont")))).expect("played");
    let routed: Vec<bool> = units.iter().map(|&u| s.unit(u).is_some_and(|x| x.routed)).collect();
    assert_eq!(routed, vec![true, false, false]);
}

/// GAP-05 Spy Network, KK-INIT-04 — +1 Initiative this turn, and the
/// rival's hand in the spy's view (only his), until the turn ends.
#[test]
fn gap_05_spy_network() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::SpyNetwork]);
    s.players[Empire.index()].hand = vec![Card::Reform];
    s.players[Republic.index()].hand = vec![Card::Rally];
    assert_eq!(crate::decisions::initiative(&s, Kingdom), 0);
    exec(&mut s, Kingdom, &play(Card::SpyNetwork, Target::Rival(Empire))).expect("played");
    assert_eq!(crate::decisions::initiative(&s, Kingdom), 1);
    let v = KhansAndKings::view(&s, Some(SeatId(1)));
    assert_eq!(v.player(Empire).hand, vec![Card::Reform]);
    assert!(v.player(Republic).hand.is_empty());
    assert!(KhansAndKings::view(&s, Some(SeatId(3))).player(Empire).hand.is_empty());
    crate::apply::apply(
        &mut s,
        &Event::TurnBegan {
            turn: 2,
            drawer: Kingdom,
            event: (5, 6),
            weather: (1, crate::data::tables::Weather::Clear),
        },
    );
    assert_eq!(crate::decisions::initiative(&s, Kingdom), 0);
    assert!(KhansAndKings::view(&s, Some(SeatId(1))).player(Empire).hand.is_empty());
}

/// GAP-05 Sabotage — a d6 of 5 destroys a rival's building, a 4 does not;
/// never a Stronghold, nor one's own building.
#[test]
fn gap_05_sabotage() {
    let s0 = holding(Kingdom, Phase::Economy, &[Card::Sabotage]);
    let m = crate::map::map();
    let rival = |b: &dyn Fn(Building) -> bool| {
        s0.provinces_of(Empire)
            .flat_map(|pr| m.province(pr).subs.clone())
            .find(|&r| s0.building(r).is_some_and(b))
            .expect("a building")
    };
    let at = rival(&|b| !b.is_stronghold());
    let on = play(Card::Sabotage, Target::Building(at));
    let mut s = s0.clone();
    let events = exec_with(&mut s, Kingdom, &on, &mut dice_showing(&[(6, 5)])).expect("played");
    assert!(events.contains(&Event::Sabotaged { at, die: 5 }));
    assert_eq!(s.building(at), None);
    let mut s = s0.clone();
    exec_with(&mut s, Kingdom, &on, &mut dice_showing(&[(6, 4)])).expect("played");
    assert_eq!(s.building(at), s0.building(at));
    let castle = rival(&Building::is_stronghold);
    assert_eq!(
        exec(&mut s0.clone(), Kingdom, &play(Card::Sabotage, Target::Building(castle))),
        Err(Refuse::CardTarget)
    );
    let own = s0.provinces_of(Kingdom).flat_map(|pr| m.province(pr).subs.clone()).find(|&r| s0.building(r).is_some());
    let own = Target::Building(own.expect("a building"));
    assert_eq!(exec(&mut s0.clone(), Kingdom, &play(Card::Sabotage, own)), Err(Refuse::CardTarget));
}

/// GAP-05 Incite Uprising, KK-REV-01, GAP-49 — a d6 of 3: three rebels rise
/// in a rival's conquered province; a national one is refused.
#[test]
fn gap_05_incite_uprising() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::InciteUprising]);
    let national = s.player(Empire).national[0];
    let conquered = s.player(Kingdom).national[1];
    assert_eq!(
        exec(&mut s.clone(), Kingdom, &play(Card::InciteUprising, Target::Province(national))),
        Err(Refuse::CardTarget)
    );
    s.provinces[conquered.index()].owner = Some(Empire);
    let on = play(Card::InciteUprising, Target::Province(conquered));
    exec_with(&mut s, Kingdom, &on, &mut dice_showing(&[(6, 3)])).expect("played");
    let subs = &crate::map::map().province(conquered).subs;
    assert_eq!(s.units.iter().filter(|u| u.owner.is_none() && subs.contains(&u.at)).count(), 3);
}

/// GAP-05 Incite Revolution, KK-REV-05 — a revolution in an industrial
/// rival; a craft state cannot suffer one.
#[test]
fn gap_05_incite_revolution() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::InciteRevolution]);
    assert_eq!(
        exec(&mut s.clone(), Kingdom, &play(Card::InciteRevolution, Target::Rival(Player::Khanate))),
        Err(Refuse::CardTarget)
    );
    let events = exec(&mut s, Kingdom, &play(Card::InciteRevolution, Target::Rival(Empire))).expect("played");
    assert!(events.iter().any(|e| matches!(e, Event::Revolution { player: Empire, .. })), "{events:?}");
}

/// GAP-05 Reform and New Doctrine, KK-GOV-05/06 — a new government or
/// doctrine; the one held is refused.
#[test]
fn gap_05_reform_and_new_doctrine() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::Reform, Card::NewDoctrine]);
    let (g, d) = (s.player(Kingdom).government, s.player(Kingdom).doctrine);
    assert_eq!(exec(&mut s.clone(), Kingdom, &play(Card::Reform, Target::Government(g))), Err(Refuse::CardTarget));
    let other = if g == Government::Autocracy { Government::FeudalMonarchy } else { Government::Autocracy };
    exec(&mut s, Kingdom, &play(Card::Reform, Target::Government(other))).expect("reform");
    assert_eq!((s.player(Kingdom).government, s.player(Kingdom).doctrine), (other, d));
    let doctrine = if d == Doctrine::TotalWar { Doctrine::Mobile } else { Doctrine::TotalWar };
    exec(&mut s, Kingdom, &play(Card::NewDoctrine, Target::Doctrine(doctrine))).expect("doctrine");
    assert_eq!((s.player(Kingdom).government, s.player(Kingdom).doctrine), (other, doctrine));
}

/// GAP-05 Public Works, GAP-12, GAP-06 — contentment 3 → 4; at 4 refused;
/// under an Autocracy 2 → 3, and at 3 refused.
#[test]
fn gap_05_public_works() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::PublicWorks, Card::PublicWorks]);
    s.players[Kingdom.index()].contentment = 3;
    exec(&mut s, Kingdom, &play(Card::PublicWorks, Target::None)).expect("played");
    assert_eq!(s.player(Kingdom).contentment, 4);
    assert_eq!(exec(&mut s.clone(), Kingdom, &play(Card::PublicWorks, Target::None)), Err(Refuse::CardTarget));
    s.players[Kingdom.index()].government = Government::Autocracy;
    s.players[Kingdom.index()].contentment = 2;
    exec(&mut s, Kingdom, &play(Card::PublicWorks, Target::None)).expect("played");
    assert_eq!(s.player(Kingdom).contentment, 3);
    s.players[Kingdom.index()].hand.push(Card::PublicWorks);
    assert_eq!(exec(&mut s, Kingdom, &play(Card::PublicWorks, Target::None)), Err(Refuse::CardTarget));
}

/// GAP-05 Call to Arms, KK-REC-14/15 — two free basic infantry units
/// (Spearmen for the craft Kingdom) in its province capitals.
#[test]
fn gap_05_call_to_arms() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::CallToArms]);
    let stock = s.player(Kingdom).stock;
    exec(&mut s, Kingdom, &play(Card::CallToArms, Target::None)).expect("played");
    let spearmen: Vec<_> = s.units.iter().filter(|u| u.owner == Some(Kingdom)).map(|u| u.kind.template().id).collect();
    assert_eq!(spearmen, vec!["spearmen", "spearmen"]);
    assert_eq!(s.player(Kingdom).stock, stock, "free");
}

/// GAP-05, GAP-50 — refusals: a card not in the hand, in the wrong phase,
/// on the wrong thing.
#[test]
fn gap_05_refusals() {
    let s = holding(Kingdom, Phase::Economy, &[Card::ForcedMarch, Card::PublicWorks]);
    let u = {
        let mut t = s.clone();
        put(&mut t, Some(Kingdom), "spearmen", sub("s_valmont_2"), 1)[0]
    };
    assert_eq!(exec(&mut s.clone(), Kingdom, &play(Card::Rally, Target::None)), Err(Refuse::NoCard));
    assert_eq!(
        exec(&mut s.clone(), Kingdom, &play(Card::ForcedMarch, Target::Unit(u))),
        Err(Refuse::WrongPhase { phase: Phase::Movement })
    );
    let mut m = holding(Kingdom, Phase::Movement, &[Card::ForcedMarch, Card::PublicWorks]);
    assert_eq!(
        exec(&mut m.clone(), Kingdom, &play(Card::PublicWorks, Target::None)),
        Err(Refuse::WrongPhase { phase: Phase::Economy })
    );
    let enemy = put(&mut m, Some(Empire), "spearmen", sub("s_valmont_3"), 1)[0];
    assert_eq!(exec(&mut m.clone(), Kingdom, &play(Card::ForcedMarch, Target::Unit(enemy))), Err(Refuse::CardTarget));
    assert_eq!(exec(&mut m.clone(), Kingdom, &play(Card::ForcedMarch, Target::None)), Err(Refuse::CardTarget));
    assert_eq!(
        exec(&mut m, Empire, &play(Card::ForcedMarch, Target::Unit(enemy))),
        Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: Some(Kingdom) }))
    );
}

/// KK-GOV-02 — a viewer sees his own hand and no rival's; a spectator sees
/// none; no viewer sees the decks' order or the shuffling stream; the log
/// names the deck of a draw, never the card.
#[test]
fn kk_gov_02_hands_are_secret() {
    let game = new_game("cards-secret", Controller::Human);
    let s = game.state();
    for p in Player::ALL {
        let v = KhansAndKings::view(s, Some(p.seat()));
        for q in Player::ALL {
            let seen = &v.player(q).hand;
            if q == p {
                assert_eq!(seen, &s.player(q).hand);
            } else {
                assert!(seen.is_empty(), "{p:?} sees the hand of {q:?}");
            }
        }
        assert_eq!(v.shuffle, 0);
        for (d, deck) in v.decks.iter().zip(Deck::ALL) {
            assert_eq!(d.len(), s.decks[deck.index()].len(), "the sizes stay");
            assert!(d.windows(2).all(|w| w[0] == w[1]), "the order is blanked");
        }
    }
    let none = KhansAndKings::view(s, None);
    assert!(none.players.iter().all(|x| x.hand.is_empty()));
    let text =
        KhansAndKings::describe_event(s, &Event::DecisionDrawn { player: Kingdom, deck: Deck::Order, chosen: true });
    assert!(!format!("{text:?}").contains("kk.card."), "{text:?}");
    let text = KhansAndKings::describe_event(s, &Event::DecisionReturned { player: Kingdom, slot: 0 });
    assert!(!format!("{text:?}").contains("kk.card."), "{text:?}");
    let shown = KhansAndKings::panel(&KhansAndKings::view(s, Some(SeatId(1))), Some(SeatId(1)));
    assert!(format!("{shown:?}").contains(&format!("kk.card.{}", s.player(Kingdom).hand[0].id())));
}

/// AMB-58 — an eliminated state's cards go back to their decks.
#[test]
fn amb_58_cards_of_the_eliminated_go_back() {
    let mut s = holding(Kingdom, Phase::Economy, &[Card::Rally, Card::Reform]);
    let sizes: Vec<usize> = s.decks.iter().map(Vec::len).collect();
    let mut ev = crate::Ev::default();
    crate::decisions::give_back(&mut s, Kingdom, &mut ev);
    assert!(s.player(Kingdom).hand.is_empty());
    assert_eq!(s.decks.iter().map(Vec::len).collect::<Vec<_>>(), vec![sizes[0] + 1, sizes[1], sizes[2] + 1]);
}

/// GAP-05 — in a game of the computer against random players, cards are
/// drawn each season and played, and every draw and return passes (a game
/// that lasts: some end by a set of victory conditions before the seasons
/// turn, GAP-08).
#[test]
fn gap_05_cards_drawn_and_played_in_play() {
    let mut game = new_game("cards-soak-b", Controller::Computer);
    let report = engine::sim::run_versus_random(&mut game, &[SeatId(0), SeatId(2)], "cards-random", 6000);
    assert!(!report.stuck, "stuck at turn {}", report.turn);
    let (mut draws, mut plays, mut random_plays) = (0, 0, 0);
    for e in game.log() {
        match &e.action {
            Action::DrawDecision { .. } => draws += 1,
            Action::PlayDecision { .. } => {
                plays += 1;
                random_plays += usize::from(e.seat.index() % 2 == 1);
            }
            _ => {}
        }
    }
    eprintln!("turn {}: {draws} season draws, {plays} cards played ({random_plays} by random players)", report.turn);
    assert!(draws >= 8 && plays >= 4 && random_plays >= 1, "{draws} draws, {plays} plays, {random_plays} random");
    assert!(game.log_len() > 0 && AnyGame::log_len(&game) == game.log().len());
}

/// GAP-05 — a season's draw finding every deck empty does not hold the
/// window up, and lapses when it ends; over the hand limit a movement
/// phase cannot end either.
#[test]
fn gap_05_an_empty_draw_lapses_and_the_limit_holds_in_movement() {
    let mut s = holding(Kingdom, Phase::Economy, &[]);
    s.players[Kingdom.index()].due = 1;
    assert_eq!(exec(&mut s.clone(), Kingdom, &Action::EndEconomy), Err(Refuse::DecisionsFirst));
    s.decks.iter_mut().for_each(Vec::clear);
    assert_eq!(exec(&mut s.clone(), Kingdom, &Action::DrawDecision { deck: Deck::Order }), Err(Refuse::NoDraw));
    exec(&mut s, Kingdom, &Action::EndEconomy).expect("ends");
    assert_eq!(s.player(Kingdom).due, 0);
    let mut m = holding(Kingdom, Phase::Movement, &[Card::Rally; 2]);
    m.players[Kingdom.index()].hand.extend([Card::Reform, Card::Sabotage, Card::SpyNetwork, Card::PublicWorks]);
    assert_eq!(exec(&mut m.clone(), Kingdom, &Action::EndMovement), Err(Refuse::DecisionsFirst));
    exec(&mut m, Kingdom, &Action::ReturnDecision { slot: 5 }).expect("returned");
    assert!(exec(&mut m, Kingdom, &Action::EndMovement).is_ok());
}

/// GAP-05 New Objectives, GAP-08, KK-GOV-07 — the set is drawn again on
/// the hidden stream, so no die in the log tells the rivals which it is;
/// the log line does not name it either.
#[test]
fn gap_05_new_objectives_redraws_the_set_in_secret() {
    use crate::objectives::Objective;
    let mut s = holding(Kingdom, Phase::Economy, &[Card::NewObjectives]);
    crate::objectives::apply(&mut s, Kingdom, Objective::Treasury);
    let mut dice = engine::dice::Dice::from_seed("new-objectives");
    let events =
        super::exec_with(&mut s, Kingdom, &play(Card::NewObjectives, Target::None), &mut dice).expect("played");
    assert!(dice.take_rolls().is_empty(), "no die in the log");
    let Some(Event::ObjectivesSet { set, chosen: false, .. }) = events.last() else {
        panic!("a set drawn: {events:?}")
    };
    assert_eq!(s.player(Kingdom).objectives, Some(*set));
    let text = crate::KhansAndKings::describe_event(&s, events.last().expect("the draw"));
    assert!(!format!("{text:?}").contains(set.id()), "the line does not name the set: {text:?}");
}
