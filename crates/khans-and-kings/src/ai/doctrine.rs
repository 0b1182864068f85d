//! The computer's doctrine-shaped play (GAP-07, `Profile::doctrine`): each
//! doctrine's rules are rules of thumb for how the state plays, not only
//! modifiers it gets. Every threshold the march, the battle, the garrison
//! and the recruitment use is asked here, so the four doctrines differ in
//! one place. With `Profile::doctrine` off every doctrine plays as version
//! 4 did before it: fight at even odds, enter with half as much strength
//! again, the capital keeps two, the strongest unit for its cost.
//!
//! It also chooses when to play Reform and New Doctrine (GAP-05, KK-GOV-06):
//! DEFENSIVE and an Autocracy once most of its home is lost, OFFENSIVE when
//! it holds more provinces than any rival, a Merchant Republic while it
//! pursues TREASURY.

use super::Profile;
use crate::data::tables::{Doctrine, Government};
use crate::data::units::{Family, Kind};
use crate::ids::Player;
use crate::objectives::Objective;
use crate::state::State;

/// The doctrine `p` plays by, or `None` when the profile ignores it.
fn playing(s: &State, p: Player, profile: Profile) -> Option<Doctrine> {
    profile.doctrine.then(|| s.player(p).doctrine)
}

/// The turn from which a state behind in provinces presses on (GAP-51).
const ENDGAME: u32 = 40;

/// GAP-51 (version 6, `Profile::kit`) — in the last turns a state that
/// does not hold the most provinces fights at worse odds and enters with
/// no more strength than the enemy's: the count at turn 48 decides the
/// game, and what it keeps back wins it nothing.
fn pressed(s: &State, p: Player, profile: Profile) -> bool {
    let count = |q: Player| s.provinces_of(q).count();
    profile.kit && s.turn >= ENDGAME && s.in_play().any(|q| q != p && count(q) >= count(p))
}

/// GAP-07 — the least chance of winning an engagement worth fighting.
/// OFFENSIVE adds +1 Strength attacking, so it presses on at a little
/// worse odds (0.4); DEFENSIVE loses nothing by waiting behind its walls
/// and only fights at clearly better odds (0.6); the others at even odds.
///
/// Version 6 (`Profile::kit`) reads DEFENSIVE from its rule: its bonus is
/// +1 defending in a Stronghold or a capital, nothing attacking, so it
/// attacks at the odds anyone does and enters as anyone does; it keeps its
/// strength where the bonus counts (`capital_keeps`).
pub(super) fn fight_threshold(s: &State, p: Player, profile: Profile) -> f64 {
    if pressed(s, p, profile) {
        return 0.35;
    }
    match playing(s, p, profile) {
        Some(Doctrine::Offensive) => 0.4,
        Some(Doctrine::Defensive) if !profile.kit => 0.6,
        _ => 0.5,
    }
}

/// GAP-07 — how much stronger than the hostile units an army must be to
/// enter their sub-province, as `(ours, theirs)`: our strength × `theirs`
/// ≥ their strength × `ours`. OFFENSIVE goes in with a quarter more
/// (its +1 attacking makes up the rest), DEFENSIVE with twice as much,
/// the others with half as much again.
pub(super) fn entry_ratio(s: &State, p: Player, profile: Profile) -> (i32, i32) {
    if pressed(s, p, profile) {
        return (1, 1);
    }
    match playing(s, p, profile) {
        Some(Doctrine::Offensive) => (5, 4),
        Some(Doctrine::Defensive) if !profile.kit => (2, 1),
        _ => (3, 2),
    }
}

/// GAP-07 — the units the home capital keeps. DEFENSIVE fights best in
/// its capital (+1 Strength defending there) and keeps three; OFFENSIVE
/// defends at −1 Morale and marches all but one forward; the others two.
pub(super) fn capital_keeps(s: &State, p: Player, profile: Profile) -> u32 {
    match playing(s, p, profile) {
        Some(Doctrine::Offensive) => 1,
        Some(Doctrine::Defensive) => 3,
        _ => 2,
    }
}

/// GAP-07 — the worth (`ai::economy::worth`, strength per cost) a unit of
/// `kind` is given when recruiting: MOBILE's cavalry and armour move one
/// step more (KK-MOV), so they count half as much again.
pub(super) fn recruit_worth(s: &State, p: Player, profile: Profile, kind: Kind, worth: i32) -> i32 {
    let fast = matches!(kind.template().kind.family(), Family::Cavalry | Family::Armoured);
    if fast && playing(s, p, profile) == Some(Doctrine::Mobile) { worth * 3 / 2 } else { worth }
}

/// GAP-07, KK-POW-05 — TOTAL_WAR wins prisoners over more easily and
/// wants its camps' room for the next ones: with its camps full it
/// liquidates a prisoner already tried even when no enemy is near (the
/// others only when one is). Its replenishment, a quarter of the cost
/// (GAP-29), needs no rule: every doctrine replenishes first in its window.
pub(super) fn liquidates_when_full(s: &State, p: Player, profile: Profile) -> bool {
    playing(s, p, profile) == Some(Doctrine::TotalWar)
}

/// Whether `p` has lost most of its home: it holds fewer than half as many
/// provinces as it started with (its national provinces, KK-PROV-06).
fn losing(s: &State, p: Player) -> bool {
    let national = s.player(p).national.len();
    national > 0 && s.provinces_of(p).count() * 2 < national
}

/// Whether `p` holds more provinces than every rival still in play.
fn strongest(s: &State, p: Player) -> bool {
    let own = s.provinces_of(p).count();
    s.in_play().filter(|&q| q != p).all(|q| s.provinces_of(q).count() < own)
}

/// GAP-05, GAP-07 — the doctrine New Doctrine should bring, if a clearly
/// better one exists: DEFENSIVE once most of its home is lost (+1
/// Strength in its capital and Strongholds, the levy anywhere), OFFENSIVE
/// while it is the strongest (+1 Strength attacking, one more general).
pub(super) fn wanted_doctrine(s: &State, p: Player) -> Option<Doctrine> {
    let want = if losing(s, p) {
        Doctrine::Defensive
    } else if strongest(s, p) {
        Doctrine::Offensive
    } else {
        return None;
    };
    (want != s.player(p).doctrine).then_some(want)
}

/// GAP-05, GAP-06 — the government Reform should bring, if a clearly
/// better one exists: an Autocracy once most of its home is lost (a free
/// infantry each season, four generals, +1 Initiative); a Merchant
/// Republic while its set is TREASURY (+1 GOLD growth, an extra trade).
pub(super) fn wanted_government(s: &State, p: Player) -> Option<Government> {
    let want = if losing(s, p) {
        Government::Autocracy
    } else if s.player(p).objectives == Some(Objective::Treasury) {
        Government::MerchantRepublic
    } else {
        return None;
    };
    (want != s.player(p).government).then_some(want)
}
