//! The texts of Decision cards (KK-GOV-01…04, GAP-05): actions, choices,
//! events and the panel's rows. A drawn or returned card is never named
//! in the log (KK-GOV-02); a played one always is, with its effect.

use crate::action::Action;
use crate::decisions::{Card, Deck, Target};
use crate::event::Event;
use crate::ids::{Player, owner_key};
use crate::map::map;
use crate::names::{list, place};
use crate::state::State;
use engine::board::RegionId;
use engine::side::Side;
use engine::text::Text;

fn k(key: &str) -> Text {
    Text::key(key)
}

fn card_key(c: Card) -> String {
    format!("kk.card.{}", c.id())
}

fn deck_key(d: Deck) -> String {
    format!("kk.deck.{}", d.id())
}

/// A card played on its target, with its effect (`kk.play.<card>`); the
/// card's name alone where the target does not fit it.
#[must_use]
pub fn play(s: &State, p: Player, card: Card, on: Target) -> Text {
    let t = Text::key(format!("kk.play.{}", card.id()));
    let unit = |t: Text, id| {
        let u = s.unit(id);
        t.name("unit", u.map_or_else(|| "kk.unit.unknown".to_owned(), |u| format!("kk.unit.{}", u.kind.template().id)))
            .name("place", u.map_or_else(|| "kk.sub.unknown".to_owned(), |u| place(u.at)))
    };
    match (card, on) {
        (Card::ForcedMarch | Card::HoldTheLine | Card::FortuneOfWar, Target::Unit(id)) => unit(t, id),
        (Card::Rally, Target::Province(pr)) => t.name("province", map().province_key(pr)),
        (Card::InciteUprising, Target::Province(pr)) => {
            t.name("province", map().province_key(pr)).name("player", owner_key(s.owner(pr)))
        }
        (Card::SpyNetwork | Card::InciteRevolution, Target::Rival(q)) => t.name("player", q.key()),
        (Card::Sabotage, Target::Building(at)) => t
            .name(
                "building",
                s.building(at).map_or_else(|| "kk.building.unknown".to_owned(), crate::data::buildings::Building::key),
            )
            .name("place", place(at)),
        (Card::Reform, Target::Government(g)) => t.name("government", format!("kk.government.{}", g.id())),
        (Card::NewDoctrine, Target::Doctrine(d)) => t.name("doctrine", format!("kk.doctrine.{}", d.id())),
        (Card::CallToArms, _) => t.name("unit", format!("kk.unit.{}", crate::data::units::basic_infantry(p.org()))),
        (Card::PublicWorks | Card::NewObjectives, _) => t,
        _ => k(&card_key(card)),
    }
}

/// An action's text, for the Decision actions (the log's line: a returned
/// card is named by its place in the hand only).
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    let p = s.acting().unwrap_or(Player::Khanate);
    match a {
        Action::DrawDecision { deck } => k("kk.action.draw_decision").name("deck", deck_key(*deck)),
        Action::ReturnDecision { slot } => k("kk.action.return_decision").plain("slot", u32::from(*slot) + 1),
        Action::PlayDecision { card, on } => k("kk.action.play_decision").text("play", play(s, p, *card, *on)),
        _ => k("kk.value.nothing"),
    }
}

/// What a return's button says to the hand's owner: the card by name.
#[must_use]
pub fn choice_label(s: &State, a: &Action) -> Text {
    let p = s.acting().unwrap_or(Player::Khanate);
    match a {
        Action::ReturnDecision { slot } => match s.player(p).hand.get(usize::from(*slot)) {
            Some(&c) => k("kk.choice.return_decision").name("card", card_key(c)).name("deck", deck_key(c.deck())),
            None => action(s, a),
        },
        _ => action(s, a),
    }
}

/// Where a Decision action happens on the map.
#[must_use]
pub fn action_region(s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::PlayDecision { on: Target::Unit(id), .. } => s.unit(*id).map(|u| u.at),
        Action::PlayDecision { on: Target::Province(pr), .. } => Some(map().province(*pr).capital),
        Action::PlayDecision { on: Target::Building(at), .. } => Some(*at),
        _ => None,
    }
}

/// An event's text, for the Decision events.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    match e {
        Event::DecisionDrawn { player, deck, .. } => {
            k("kk.event.decision_drawn").name("player", player.key()).name("deck", deck_key(*deck))
        }
        Event::DecisionDue { player } => k("kk.event.decision_due").name("player", player.key()),
        Event::DecisionReturned { player, slot } => {
            let deck = s.player(*player).hand.get(usize::from(*slot)).map_or(Deck::Order, |c| c.deck());
            k("kk.event.decision_returned").name("player", player.key()).name("deck", deck_key(deck))
        }
        Event::DecisionPlayed { player, card, on } => {
            k("kk.event.decision_played").name("player", player.key()).text("play", play(s, *player, *card, *on))
        }
        Event::DeckShuffled { deck, .. } => k("kk.event.deck_shuffled").name("deck", deck_key(*deck)),
        Event::Sabotaged { at, die } => k("kk.event.sabotaged")
            .name(
                "building",
                s.building(*at).map_or_else(|| "kk.building.unknown".to_owned(), crate::data::buildings::Building::key),
            )
            .name("place", place(*at))
            .plain("die", die),
        Event::FortuneRerolled { unit, die } => {
            let u = s.unit(*unit);
            k("kk.event.fortune_rerolled")
                .name(
                    "unit",
                    u.map_or_else(|| "kk.unit.unknown".to_owned(), |u| format!("kk.unit.{}", u.kind.template().id)),
                )
                .name("owner", owner_key(u.and_then(|u| u.owner)))
                .plain("die", die)
        }
        _ => k("kk.value.nothing"),
    }
}

/// KK-GOV-02 — the panel's rows of `p`'s cards as `s` (his view) shows
/// them: his hand, a season's draw owed, and a hand his Spy Network shows.
#[must_use]
pub fn panel_rows(s: &State, p: Player) -> Vec<(Text, Text)> {
    let names = |hand: &[Card]| list(hand.iter().map(|&c| Text::key(card_key(c))).collect(), "kk.value.nothing");
    let ps = s.player(p);
    let mut rows = vec![(
        k("kk.panel.hand"),
        k("kk.panel.hand_value").text("cards", names(&ps.hand)).plain("count", ps.hand.len()),
    )];
    if ps.due > 0 {
        rows.push((k("kk.panel.draw_due"), Text::key("kk.value.number").plain("number", ps.due.to_string())));
    }
    if let Some(q) = ps.spying {
        rows.push((k("kk.panel.spied").name("player", q.key()), names(&s.player(q).hand)));
    }
    rows
}
