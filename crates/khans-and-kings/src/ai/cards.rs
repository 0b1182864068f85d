//! The computer's Decision cards (GAP-05). Every version makes the draws and
//! returns the rules demand; version 4 (`Profile::decisions`) also picks its
//! deck by its need — Strategy while contentment is below 3, Order while an
//! enemy is next to its units, else Intelligence — returns the card it
//! values least, and plays: in its window Public Works below contentment 3,
//! Call to Arms, Spy Network and Incite Revolution on its strongest rival,
//! Incite Uprising in the strongest rival's conquered province, Sabotage on
//! a rival's costliest building; in its movement phase Fortune of War on
//! its strongest unit ready in its battle, Rally where most of its units
//! are routed, Hold the Line on its strongest unit an enemy is next to, and
//! Forced March on its strongest unit that has not moved with an enemy
//! within two steps. It keeps New Objectives, and Reform and New Doctrine
//! until its situation calls for them (`Profile::doctrine`,
//! `ai/doctrine.rs`: DEFENSIVE and an Autocracy once most of its home is
//! lost, OFFENSIVE when it is the strongest, a Merchant Republic for
//! TREASURY).

use super::Profile;
use crate::action::Action;
use crate::check::check;
use crate::decisions::{Card, Deck, HAND_LIMIT, Target};
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::{Phase, State, Unit};
use engine::side::Side;

/// The cards from least to most valued (the first held goes back over the limit).
const LEAST_VALUED: [Card; 13] = [
    Card::NewObjectives,
    Card::Reform,
    Card::NewDoctrine,
    Card::SpyNetwork,
    Card::InciteRevolution,
    Card::InciteUprising,
    Card::Sabotage,
    Card::FortuneOfWar,
    Card::HoldTheLine,
    Card::ForcedMarch,
    Card::Rally,
    Card::PublicWorks,
    Card::CallToArms,
];

/// The computer's next Decision action, if any.
pub(super) fn cards(s: &State, p: Player, profile: Profile) -> Option<Action> {
    let ok = |a: Action| check(s, p, &a).is_ok().then_some(a);
    let hand = &s.player(p).hand;
    if hand.len() > HAND_LIMIT {
        let slot = if profile.decisions {
            LEAST_VALUED.iter().find_map(|c| hand.iter().position(|h| h == c)).unwrap_or(0)
        } else {
            hand.len() - 1
        };
        return ok(Action::ReturnDecision { slot: u8::try_from(slot).unwrap_or(0) });
    }
    if s.player(p).due > 0 && s.phase == Phase::Economy {
        let first = if profile.decisions { preferred(s, p) } else { Deck::Order };
        let draw = std::iter::once(first).chain(Deck::ALL).map(|deck| Action::DrawDecision { deck }).find_map(ok);
        if draw.is_some() {
            return draw;
        }
    }
    if !profile.decisions {
        return None;
    }
    let mut cards = hand.clone();
    cards.sort_unstable_by_key(|&c| c as u8);
    cards.dedup();
    cards
        .into_iter()
        .filter_map(|card| target(s, p, card, profile).map(|on| Action::PlayDecision { card, on }))
        .find_map(ok)
}

/// The deck that fits `p`'s situation.
fn preferred(s: &State, p: Player) -> Deck {
    if crate::contentment::national(s, p) < 3 {
        Deck::Strategy
    } else if s.units.iter().any(|u| u.owner == Some(p) && near(s, p, u, 1)) {
        Deck::Order
    } else {
        Deck::Intelligence
    }
}

/// Whether hostile land units stand within `steps` (1 or 2) of `u`.
fn near(s: &State, p: Player, u: &Unit, steps: u8) -> bool {
    let m = map();
    let hostile = |r| crate::movement::hostile_here(s, r, Some(p));
    hostile(u.at) || m.land_neighbours(u.at).any(|n| hostile(n) || (steps > 1 && m.land_neighbours(n).any(hostile)))
}

/// What the computer plays `card` on now, if it is worth playing.
fn target(s: &State, p: Player, card: Card, profile: Profile) -> Option<Target> {
    let m = map();
    let strongest = |f: &dyn Fn(&Unit) -> bool| {
        s.units
            .iter()
            .filter(|u| u.owner == Some(p) && u.kind.template().kind.is_land() && !u.fresh && f(u))
            .max_by_key(|u| (u.kind.template().strength, std::cmp::Reverse(u.id)))
            .map(|u| Target::Unit(u.id))
    };
    let provinces = |q: Player| s.provinces_of(q).count();
    let rival = s.in_play().filter(|&q| q != p).max_by_key(|&q| (provinces(q), std::cmp::Reverse(q.index())));
    let economy = s.phase == Phase::Economy;
    match card {
        Card::PublicWorks if crate::contentment::national(s, p) < 3 => Some(Target::None),
        // GAP-05, GAP-06, GAP-07: only when a clearly better one exists (`ai/doctrine.rs`).
        Card::NewDoctrine if profile.doctrine => super::doctrine::wanted_doctrine(s, p).map(Target::Doctrine),
        Card::Reform if profile.doctrine => super::doctrine::wanted_government(s, p).map(Target::Government),
        Card::CallToArms => Some(Target::None),
        Card::SpyNetwork if economy => rival.map(Target::Rival),
        Card::InciteRevolution => s
            .in_play()
            .filter(|&q| q != p && q.org() == crate::data::resources::Org::Industrial)
            .filter(|&q| s.provinces_of(q).any(|pr| !crate::revolution::works(s, pr).is_empty()))
            .max_by_key(|&q| (provinces(q), std::cmp::Reverse(q.index())))
            .map(Target::Rival),
        Card::InciteUprising => {
            let q = rival?;
            s.provinces_of(q).find(|pr| !s.player(q).national.contains(pr)).map(Target::Province)
        }
        Card::Sabotage => s
            .in_play()
            .filter(|&q| q != p)
            .flat_map(|q| s.provinces_of(q).collect::<Vec<_>>())
            .flat_map(|pr| m.province(pr).subs.clone())
            .filter_map(|r| s.building(r).filter(|b| !b.is_stronghold()).map(|b| (r, b)))
            .max_by_key(|(r, b)| (b.info().cost.iter().map(|(_, n)| n).sum::<u32>(), std::cmp::Reverse(*r)))
            .map(|(r, _)| Target::Building(r)),
        Card::FortuneOfWar => {
            let b = s.battle.as_ref().filter(|b| b.attacker == Some(p))?;
            let ready = crate::battle::ready(s);
            strongest(&|u| u.at == b.at && ready.contains(&u.id) && !u.fortune)
        }
        _ if economy || s.battle.is_some() => None,
        Card::Rally => {
            let mut routed: Vec<ProvinceId> =
                s.units.iter().filter(|u| u.owner == Some(p) && u.routed).filter_map(|u| m.province_of(u.at)).collect();
            routed.sort_unstable();
            let most =
                routed.iter().max_by_key(|&&pr| (routed.iter().filter(|&&x| x == pr).count(), std::cmp::Reverse(pr)));
            most.map(|&pr| Target::Province(pr))
        }
        Card::HoldTheLine => strongest(&|u| !u.hold && near(s, p, u, 1)),
        Card::ForcedMarch => strongest(&|u| !u.moved && u.mp > 0 && near(s, p, u, 2)),
        _ => None,
    }
}
