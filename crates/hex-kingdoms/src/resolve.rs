//! HK-47, HK-64…HK-67, HK-74, HK-84, G-16, G-17, G-20, G-21 — the end of a
//! battle: simultaneous removal, recovery, outcome, experience, spoils.

use crate::Ev;
use crate::bag::{Side, Token};
use crate::event::Event;
use crate::ids::{Achievement, Government, StructKind};
use crate::prepare::alive;
use crate::state::{Battle, State};

/// HK-64, HK-65, A-10, A-16, A-18 — the winner: the side that destroyed
/// every enemy participant while keeping one of its own.
#[must_use]
pub fn winner(s: &State, b: &Battle) -> Option<Side> {
    let d_left = !alive(s, b, Side::Defender).is_empty() || b.structures.iter().any(|x| s.structures.contains_key(x));
    let a_left = !alive(s, b, Side::Attacker).is_empty();
    match (a_left, d_left) {
        (true, false) => Some(Side::Attacker),
        (false, true) => Some(Side::Defender),
        _ => None,
    }
}

/// G-21 — if the target holds no enemy units, city, castle or building, the
/// attacking armies adjacent to it may advance (walls stay).
fn offer_advance(s: &mut State, b: &Battle, ev: &mut Ev) {
    let t = b.target;
    let held = s.units_at(t).next().is_some() || s.structures_at(t).any(|(_, x)| x.kind.edge().is_none());
    if held {
        return;
    }
    let m = s.map();
    let armies: Vec<_> = b
        .attack_hexes
        .iter()
        .copied()
        .filter(|&h| m.distance(h, t) == 1 && s.army_owner(h) == Some(b.players[0]))
        .filter(|&h| {
            let naval = s.units_at(h).all(|(_, u)| u.kind == crate::ids::UnitKind::Galley);
            crate::movement::may_enter(s, b.players[0], naval, t)
                && s.units_at(h).all(|(_, u)| (u.kind == crate::ids::UnitKind::Galley) == naval)
        })
        .collect();
    if !armies.is_empty() {
        ev.emit(s, Event::AdvanceOffered { target: t, armies });
    }
}

/// HK-47, HK-52, HK-74, HK-84, G-20 — losses removed at once; Warlike and a
/// relic for destroying a city.
pub fn remove_losses(s: &mut State, ev: &mut Ev) {
    let Some(b) = s.battle().cloned() else { return };
    let (units, structures, markers) = crate::losses::losses(s, &b);
    let city = structures.iter().any(|x| s.structures.get(x).is_some_and(|st| st.kind == StructKind::City));
    ev.emit(s, Event::LossesRemoved { units, structures, markers });
    let [att, def] = b.players;
    if city {
        if !s.player(att).achievements.contains(&Achievement::Warlike) {
            ev.emit(s, Event::AchievementClaimed { player: att, achievement: Achievement::Warlike });
        }
        if let Some(i) = s.relics.iter().position(|r| *r == Some(def)) {
            ev.emit(s, Event::RelicTaken { relic: u8::try_from(i).unwrap_or(0), by: att });
        }
    }
}

/// HK-64…HK-67, G-16, G-17, G-21 — outcome, experience, cleanup, advance.
pub fn finish(s: &mut State, ev: &mut Ev) {
    let Some(b) = s.battle().cloned() else { return };
    let won = winner(s, &b);
    let back = Side::BOTH.map(|x| {
        let left = b.bag.count(Token::of(x));
        b.experience_in[x.index()].min(u8::try_from(left.min(255)).unwrap_or(u8::MAX))
    });
    ev.emit(s, Event::BattleEnded { winner: won, experience_back: back });
    if let Some(w) = won {
        let p = b.players[w.index()];
        if s.player(p).government == Government::Monarchy {
            ev.emit(s, Event::ExperienceGained { player: p, n: 1 });
        }
    }
    if won == Some(Side::Attacker) {
        offer_advance(s, &b, ev);
    }
}
