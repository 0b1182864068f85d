//! Decision cards (KK-GOV-01…04, GAP-05): the Order, Intelligence and
//! Strategy decks, each state's hidden hand, the draws, the hand limit and
//! every card's effect; the KK-GOV-10 hooks where a card is the cause
//! (Initiative, Morale, free units, contentment, uprisings and
//! revolutions, government, doctrine and victory conditions).
//!
//! # Readings
//! * KK-GOV-02 — hands are secret: `view` removes every other state's hand,
//!   and blanks the decks for everyone (their sizes stay). A draw names
//!   only its deck in the log, a card returned over the hand limit only its
//!   place in the hand (in draw order); played cards are public. The decks
//!   are shuffled face down: their order comes from a stream kept in the
//!   state (`State::shuffle`, hidden by `view`) and seeded by four d100
//!   thrown at setup, so no die in the log tells where a card went; drawing
//!   takes the top card and throws nothing. Rival hands' sizes are not
//!   shown.
//! * GAP-05 — the events phase has no moment where a state acts, so what
//!   happens "in the events phase, after the event" is done in the state's
//!   trade and building window, the first moment it acts after the event:
//!   the season's draw (owed from the event on: the window cannot end
//!   before it, `DecisionsFirst`), and Incite Uprising and Incite
//!   Revolution. The other "trade" and "building" cards are played in that
//!   window too (AMB-53 makes phases 3 and 4 one window).
//! * GAP-05 — the first season's draw is the setup's deal (one card from
//!   each deck); seasons draw from turn 7 on, as the Autocracy's free unit
//!   of the season does.
//! * GAP-05 — a card is played at a moment the state acts: Hold the Line and
//!   Fortune of War are played beforehand on one of the state's land units
//!   (in its window or its movement phase) and last the turn. Hold the Line
//!   gives that unit +2 Morale whenever it is the target of an attack this
//!   turn; Fortune of War re-rolls that unit's own d4 once, automatically,
//!   in the first engagement this turn that it would lose (attacking or
//!   defending), and is then spent.
//! * GAP-05 — Rally lifts Routed from up to two of the state's units in the
//!   province: those with the fewest losses, then the lowest ids.
//! * GAP-05 — Spy Network shows the rival's hand to the spy (his view and
//!   panel keep it) for the rest of the turn, and gives him +1 Initiative
//!   this turn (KK-INIT-04).
//! * GAP-05 — Sabotage takes any building of a rival's province but a
//!   Stronghold (roads, railways and bridges are no buildings of a
//!   sub-province); a camp destroyed so frees the saboteur's prisoners
//!   (KK-POW-09).
//! * GAP-05 — Public Works raises the level to 4 at most, 3 under an
//!   Autocracy (GAP-06); it is refused where it would change nothing. Call
//!   to Arms places its two units as a free unit is placed (KK-REC-15);
//!   those that find no place are lost.
//! * GAP-05 — Reform and New Doctrine count as the turn's change of
//!   government or doctrine: a Palace Coup or Doctrinal Debate (GAP-02)
//!   lets the state change no more that turn.
//! * GAP-05 — a season's draw that finds every deck empty lapses when the
//!   window ends.
//! * AMB-58 — an eliminated state's cards go back to their decks, shuffled.

use crate::Ev;
pub use crate::cards::{Card, Deck, Target};
use crate::data::resources::Org;
use crate::data::tables::{Doctrine, Government};
use crate::event::Event;
use crate::ids::{Player, ProvinceId, UnitId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{Phase, State, Unit};
use engine::board::RegionId;
use engine::dice::Dice;
use engine::side::Side;

/// GAP-05 — the hand limit.
pub const HAND_LIMIT: usize = 5;

/// The four governments and doctrines, for the choices of Reform and New Doctrine.
pub const GOVERNMENTS: [Government; 4] =
    [Government::FeudalMonarchy, Government::TribalKhanate, Government::MerchantRepublic, Government::Autocracy];
/// See [`GOVERNMENTS`].
pub const DOCTRINES: [Doctrine; 4] = [Doctrine::Offensive, Doctrine::Defensive, Doctrine::Mobile, Doctrine::TotalWar];

/// One step of the hidden shuffling stream (SplitMix64).
const fn next(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// KK-GOV-04, AMB-59 — a deck shuffled face down by the hidden stream.
pub fn shuffle(s: &mut State, deck: Deck, ev: &mut Ev) {
    let mut order = s.decks.get(deck.index()).cloned().unwrap_or_default();
    let mut stream = s.shuffle;
    for i in (1..order.len()).rev() {
        let j = usize::try_from(next(&mut stream) % (i as u64 + 1)).unwrap_or(0);
        order.swap(i, j);
    }
    ev.emit(s, Event::DeckShuffled { deck, order, stream });
}

/// GAP-45, GAP-05 — the setup: the hidden stream seeded by four d100, the
/// three decks made and shuffled, one card from each to each state.
pub fn deal(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    s.shuffle = (0..4).fold(0, |n, _| n * 100 + u64::from(dice.die(100, "GAP-05 the decks' shuffle")));
    s.decks = Deck::ALL
        .map(|d| {
            Card::ALL.iter().filter(|c| c.deck() == d).flat_map(|&c| [c; 2].into_iter().take(c.copies())).collect()
        })
        .to_vec();
    for deck in Deck::ALL {
        shuffle(s, deck, ev);
    }
    for p in s.in_play().collect::<Vec<_>>() {
        for deck in Deck::ALL {
            draw(s, p, deck, false, ev);
        }
    }
}

/// GAP-05 — `p` draws the top card of `deck` (nothing when it is empty);
/// `chosen` is the season's draw of his choice.
pub fn draw(s: &mut State, p: Player, deck: Deck, chosen: bool, ev: &mut Ev) {
    if s.decks.get(deck.index()).is_some_and(|d| !d.is_empty()) {
        ev.emit(s, Event::DecisionDrawn { player: p, deck, chosen });
    }
}

/// GAP-05 — the first turn of a season: each state owes itself a draw from
/// a deck of its choice, made in its window.
pub fn season(s: &mut State, ev: &mut Ev) {
    if s.decks.is_empty() {
        return; // a game begun under rules 1 has no decks (`crate::RULES`)
    }
    for player in s.in_play().collect::<Vec<_>>() {
        ev.emit(s, Event::DecisionDue { player });
    }
}

/// GAP-05 — capturing the last province of a region draws a Strategy card.
pub fn region_taken(s: &mut State, province: ProvinceId, taker: Player, ev: &mut Ev) {
    let m = map();
    let region = &m.regions[m.province(province).region];
    if region.provinces.iter().all(|&pr| s.owner(pr) == Some(taker)) {
        draw(s, taker, crate::decisions::Deck::Strategy, false, ev);
    }
}

/// AMB-58 — an eliminated state's cards go back to their decks, shuffled.
pub fn give_back(s: &mut State, p: Player, ev: &mut Ev) {
    let hand = s.player(p).hand.clone();
    for slot in (0..hand.len()).rev() {
        ev.emit(s, Event::DecisionReturned { player: p, slot: u8::try_from(slot).unwrap_or(0) });
    }
    for deck in Deck::ALL.into_iter().filter(|d| hand.iter().any(|c| c.deck() == *d)) {
        shuffle(s, deck, ev);
    }
}

/// Whether a deck has a card to draw.
#[must_use]
pub fn has_cards(s: &State, deck: Deck) -> bool {
    s.decks.get(deck.index()).is_some_and(|d| !d.is_empty())
}

/// GAP-05 — what `p` must do before ending a window or phase: a season's
/// draw owed (while any deck has a card), or cards over the hand limit.
#[must_use]
pub fn owed(s: &State, p: Player) -> bool {
    let ps = s.player(p);
    (ps.due > 0 && Deck::ALL.into_iter().any(|d| has_cards(s, d))) || ps.hand.len() > HAND_LIMIT
}

/// GAP-05 — a season's draw from `deck`.
///
/// # Errors
/// `NoDraw`: none is owed, or the deck is empty.
pub fn check_draw(s: &State, p: Player, deck: Deck) -> Result<(), Refuse> {
    if s.phase != Phase::Economy {
        return Err(Refuse::WrongPhase { phase: Phase::Economy });
    }
    if s.player(p).due > 0 && has_cards(s, deck) { Ok(()) } else { Err(Refuse::NoDraw) }
}

/// GAP-05 — a card returned over the hand limit, by its place in the hand.
///
/// # Errors
/// `NoCard`: the hand is within the limit, or no card there.
pub fn check_return(s: &State, p: Player, slot: u8) -> Result<(), Refuse> {
    let hand = &s.player(p).hand;
    if hand.len() > HAND_LIMIT && usize::from(slot) < hand.len() { Ok(()) } else { Err(Refuse::NoCard) }
}

/// GAP-05 — whether `p` may play `card` on `on` now.
///
/// # Errors
/// `NoCard` (not in the hand), `WrongPhase`, or `CardTarget` (nothing it may
/// be played on there, or it would change nothing).
pub fn check_play(s: &State, p: Player, card: Card, on: Target) -> Result<(), Refuse> {
    if !s.player(p).hand.contains(&card) {
        return Err(Refuse::NoCard);
    }
    if let Some(phase) = card.phase().filter(|&ph| ph != s.phase) {
        return Err(Refuse::WrongPhase { phase });
    }
    let rival = |q: Player| q != p && s.in_play().any(|x| x == q);
    let own_land = |id: UnitId| s.unit(id).filter(|u| u.owner == Some(p) && u.kind.template().kind.is_land());
    let ok = match (card, on) {
        (Card::ForcedMarch, Target::Unit(id)) => own_land(id).is_some_and(|u| !u.fresh),
        (Card::HoldTheLine, Target::Unit(id)) => own_land(id).is_some_and(|u| !u.hold),
        (Card::FortuneOfWar, Target::Unit(id)) => own_land(id).is_some_and(|u| !u.fortune),
        (Card::Rally, Target::Province(pr)) => !routed_in(s, p, pr).is_empty(),
        (Card::SpyNetwork, Target::Rival(q)) => rival(q) && s.player(p).spying.is_none(),
        (Card::Sabotage, Target::Building(at)) => {
            s.owner_at(at).is_some_and(rival) && s.building(at).is_some_and(|b| !b.is_stronghold())
        }
        (Card::InciteUprising, Target::Province(pr)) => {
            s.owner(pr).is_some_and(|q| rival(q) && !s.player(q).national.contains(&pr))
        }
        (Card::InciteRevolution, Target::Rival(q)) => rival(q) && q.org() == Org::Industrial,
        (Card::Reform, Target::Government(g)) => g != s.player(p).government,
        (Card::NewDoctrine, Target::Doctrine(d)) => d != s.player(p).doctrine,
        (Card::PublicWorks, Target::None) => s.player(p).contentment < works_cap(s, p),
        (Card::CallToArms, Target::None) => crate::data::units::Kind::of(crate::data::units::basic_infantry(p.org()))
            .and_then(|k| crate::recruit::free_unit_place(s, p, k))
            .is_some(),
        (Card::NewObjectives, Target::None) => true,
        _ => false,
    };
    if ok { Ok(()) } else { Err(Refuse::CardTarget) }
}

/// GAP-05 — the draws, returns and plays `p` may choose among (`legal`
/// keeps those `check` accepts): each card once, on each thing it may be
/// played on; Hold the Line and Fortune of War on units an enemy is near.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<crate::action::Action> {
    use crate::action::Action;
    let ps = s.player(p);
    let mut out: Vec<Action> = Deck::ALL.map(|deck| Action::DrawDecision { deck }).to_vec();
    out.extend((0..ps.hand.len()).map(|i| Action::ReturnDecision { slot: u8::try_from(i).unwrap_or(0) }));
    let mut cards = ps.hand.clone();
    cards.sort_unstable_by_key(|&c| c as u8);
    cards.dedup();
    for card in cards {
        out.extend(targets(s, p, card).into_iter().map(|on| Action::PlayDecision { card, on }));
    }
    out
}

/// What `card` may be played on, for the choices.
fn targets(s: &State, p: Player, card: Card) -> Vec<Target> {
    let m = map();
    let rivals = || s.in_play().filter(move |&q| q != p);
    let rival_provinces = || rivals().flat_map(|q| s.provinces_of(q).collect::<Vec<_>>());
    let units = |f: &dyn Fn(&Unit) -> bool| -> Vec<Target> {
        s.units
            .iter()
            .filter(|u| u.owner == Some(p) && u.kind.template().kind.is_land() && f(u))
            .map(|u| Target::Unit(u.id))
            .collect()
    };
    let threatened = |u: &Unit| {
        std::iter::once(u.at).chain(m.land_neighbours(u.at)).any(|r| crate::movement::hostile_here(s, r, Some(p)))
    };
    match card {
        Card::ForcedMarch => units(&|u| u.mp > 0),
        Card::HoldTheLine | Card::FortuneOfWar => units(&threatened),
        Card::Rally => {
            let mut provinces: Vec<ProvinceId> =
                s.units.iter().filter(|u| u.owner == Some(p) && u.routed).filter_map(|u| m.province_of(u.at)).collect();
            provinces.sort_unstable();
            provinces.dedup();
            provinces.into_iter().map(Target::Province).collect()
        }
        Card::SpyNetwork | Card::InciteRevolution => rivals().map(Target::Rival).collect(),
        Card::Sabotage => rival_provinces()
            .flat_map(|pr| m.province(pr).subs.clone())
            .filter(|&r| s.building(r).is_some())
            .map(Target::Building)
            .collect(),
        Card::InciteUprising => rival_provinces().map(Target::Province).collect(),
        Card::Reform => GOVERNMENTS.map(Target::Government).to_vec(),
        Card::NewDoctrine => DOCTRINES.map(Target::Doctrine).to_vec(),
        _ => vec![Target::None],
    }
}

/// GAP-05 Rally — `p`'s routed units in `province`, best first (fewest
/// losses, then lowest id).
fn routed_in(s: &State, p: Player, province: ProvinceId) -> Vec<UnitId> {
    let subs = &map().province(province).subs;
    let mut units: Vec<&Unit> =
        s.units.iter().filter(|u| u.owner == Some(p) && u.routed && subs.contains(&u.at)).collect();
    units.sort_unstable_by_key(|u| (u.losses, u.id));
    units.iter().map(|u| u.id).collect()
}

/// GAP-05 Public Works, GAP-06 — the highest level it raises to: 4, or 3
/// under an Autocracy.
fn works_cap(s: &State, p: Player) -> u8 {
    if s.player(p).government == Government::Autocracy { 3 } else { crate::contentment::LEVELS.1 }
}

/// KK-GOV-01, KK-GOV-04 — a card played: it is public, goes back into its
/// deck, which is shuffled, and has its effect.
pub fn play(s: &mut State, p: Player, card: Card, on: Target, dice: &mut Dice, ev: &mut Ev) {
    ev.emit(s, Event::DecisionPlayed { player: p, card, on });
    shuffle(s, card.deck(), ev);
    match (card, on) {
        (Card::Rally, Target::Province(pr)) => rally(s, p, pr, ev),
        (Card::Sabotage, Target::Building(at)) => sabotage(s, p, at, dice, ev),
        // KK-REV-01, KK-GOV-10 — an uprising a rival's Decision causes.
        (Card::InciteUprising, Target::Province(pr)) => crate::unrest::uprising(s, pr, dice, ev),
        // KK-REV-05, KK-GOV-10 — a revolution a rival's Decision causes.
        (Card::InciteRevolution, Target::Rival(q)) => crate::revolution::revolution(s, q, dice, ev),
        // KK-GOV-05, KK-GOV-10 — the government changed by a Decision.
        (Card::Reform, Target::Government(government)) => {
            let doctrine = s.player(p).doctrine;
            ev.emit(s, Event::Changed { player: p, government, doctrine });
        }
        // KK-GOV-06, KK-GOV-10 — the doctrine changed by a Decision.
        (Card::NewDoctrine, Target::Doctrine(doctrine)) => {
            let government = s.player(p).government;
            ev.emit(s, Event::Changed { player: p, government, doctrine });
        }
        (Card::PublicWorks, _) => public_works(s, p, ev),
        (Card::CallToArms, _) => call_to_arms(s, p, ev),
        (Card::NewObjectives, _) => redraw_objectives(s, p, ev),
        // Forced March, Hold the Line, Fortune of War and Spy Network mark
        // the state as their event is applied (`mark`).
        _ => {}
    }
}

/// What playing a card changes at once, as its event is applied: the card
/// leaves the hand for its deck, and the marks of four cards.
pub fn apply_played(s: &mut State, p: Player, card: Card, on: Target) {
    let hand = &mut s.players[p.index()].hand;
    if let Some(i) = hand.iter().position(|&c| c == card) {
        hand.remove(i);
        if let Some(d) = s.decks.get_mut(card.deck().index()) {
            d.push(card);
        }
    }
    let with = |s: &mut State, id: UnitId, f: &dyn Fn(&mut Unit)| {
        if let Ok(i) = s.units.binary_search_by_key(&id, |u| u.id) {
            f(&mut s.units[i]);
        }
    };
    match (card, on) {
        // GAP-05 Forced March, GAP-21 — +1 Speed this phase: two half points.
        (Card::ForcedMarch, Target::Unit(id)) => with(s, id, &|u| u.mp = u.mp.saturating_add(2)),
        // GAP-05 Hold the Line, KK-CMB-06 — read by `morale`.
        (Card::HoldTheLine, Target::Unit(id)) => with(s, id, &|u| u.hold = true),
        // GAP-05 Fortune of War, AMB-22 — read by `fortune`.
        (Card::FortuneOfWar, Target::Unit(id)) => with(s, id, &|u| u.fortune = true),
        // GAP-05 Spy Network — the rival's hand in the spy's view; read by `initiative`.
        (Card::SpyNetwork, Target::Rival(q)) => s.players[p.index()].spying = Some(q),
        _ => {}
    }
}

/// GAP-05 Rally, GAP-30 (4) — Routed lifted from up to two units in the province.
fn rally(s: &mut State, p: Player, province: ProvinceId, ev: &mut Ev) {
    for unit in routed_in(s, p, province).into_iter().take(2) {
        ev.emit(s, Event::Routed { unit, routed: false });
    }
}

/// GAP-05 Sabotage, KK-BLD — a d6: on 5–6 the rival's building is destroyed.
fn sabotage(s: &mut State, p: Player, at: RegionId, dice: &mut Dice, ev: &mut Ev) {
    let die = dice.die(6, "GAP-05 Sabotage's d6");
    ev.emit(s, Event::Sabotaged { at, die });
    if let Some(building) = s.building(at).filter(|_| die >= 5) {
        ev.emit(s, Event::Demolished { at, building });
        crate::tribal::note_ruin(s, at, building, ev);
        crate::prisoners::camp_gone(s, at, Some(p), ev);
    }
}

/// GAP-05 Public Works, GAP-12, KK-ZL-05, KK-GOV-10 — national contentment
/// +1, to 4 at most (3 under an Autocracy, GAP-06).
fn public_works(s: &mut State, p: Player, ev: &mut Ev) {
    let level = s.player(p).contentment;
    if level < works_cap(s, p) {
        crate::contentment::change(s, p, 1, ev);
    }
}

/// GAP-05 Call to Arms, KK-REC-14/15, KK-GOV-10 — two free basic infantry
/// units (Spearmen, or Riflemen for an industrial state) where free units go.
fn call_to_arms(s: &mut State, p: Player, ev: &mut Ev) {
    let Some(kind) = crate::data::units::Kind::of(crate::data::units::basic_infantry(p.org())) else { return };
    for _ in 0..2 {
        if let Some(at) = crate::recruit::free_unit_place(s, p, kind) {
            crate::recruit::place(s, Some(p), kind, at, None, ev);
        }
    }
}

/// GAP-05 New Objectives, KK-GOV-07, KK-GOV-10 — `p` draws his set of
/// victory conditions again by GAP-08's d6, thrown on the hidden stream
/// that shuffles the decks (just advanced by the card's own shuffle): a die
/// in the log would tell every rival the new set.
pub fn redraw_objectives(s: &mut State, p: Player, ev: &mut Ev) {
    let mut stream = s.shuffle;
    let face = u8::try_from(next(&mut stream) % 6).unwrap_or(0) + 1;
    ev.emit(s, Event::ObjectivesSet { player: p, set: crate::objectives::Objective::of_die(face), chosen: false });
}

/// KK-INIT-04, KK-GOV-10 — the Initiative a Decision gives: +1 this turn
/// after Spy Network.
#[must_use]
pub fn initiative(s: &State, p: Player) -> i32 {
    i32::from(s.player(p).spying.is_some())
}

/// KK-CMB-06, KK-GOV-10, GAP-05 Hold the Line — +2 Morale to a unit that
/// is the target of an attack.
#[must_use]
pub const fn morale(u: &Unit, defending: bool) -> i32 {
    if u.hold && defending { 2 } else { 0 }
}

/// GAP-05 Fortune of War, AMB-22 — in an engagement, the losing side's unit
/// holding the card re-rolls its own d4 once: the dice to count again.
pub fn fortune(s: &mut State, e: &crate::event::Engagement, dice: &mut Dice, ev: &mut Ev) -> Option<(u8, u8)> {
    let loser = if e.attacker_wins { e.defence.unit } else { e.attack.unit };
    if !s.unit(loser).is_some_and(|u| u.fortune) {
        return None;
    }
    let die = dice.die(4, "GAP-05 Fortune of War: the d4 re-rolled");
    ev.emit(s, Event::FortuneRerolled { unit: loser, die });
    Some(if e.attacker_wins { (e.attack.die, die) } else { (die, e.defence.die) })
}

/// KK-GOV-02 — the state as `viewer` may see it: other states' hands gone
/// (but the hand his Spy Network shows him this turn), the decks' order
/// and the shuffling stream gone for everyone.
#[must_use]
pub fn view(s: &State, viewer: Option<Player>) -> State {
    let mut v = s.clone();
    let spied = viewer.and_then(|p| s.player(p).spying);
    for p in Player::ALL {
        if Some(p) != viewer && Some(p) != spied {
            v.players[p.index()].hand.clear();
        }
    }
    // Blanked: each card reads as its deck's first; only the sizes stay.
    for (d, deck) in v.decks.iter_mut().zip(Deck::ALL) {
        let blank = Card::ALL.into_iter().find(|c| c.deck() == deck).unwrap_or(Card::ForcedMarch);
        d.iter_mut().for_each(|c| *c = blank);
    }
    v.shuffle = 0;
    v
}
