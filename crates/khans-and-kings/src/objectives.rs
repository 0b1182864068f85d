//! Secret victory-condition sets, LWZ (KK-GOV-07, KK-WIN-03, GAP-08, and
//! GAP-45's "LWZ drawn secretly with a d6"): each state draws one of six
//! sets with a d6 at setup; FREE CHOICE lets it pick one of the other five
//! in secret; a set that holds at the end of a turn wins the game (GAP-47,
//! in [`crate::victory`]).
//!
//! # Readings
//! * GAP-08's thresholds, as Four Crowns plays them (the spec allows better
//!   fills where play shows them; `examples/objectives.rs`, 100 computer
//!   games on the soak's seeds): CONQUEROR needs 12 provinces, not 16 — no
//!   state ever held more than 12 of the 28; WARLORD needs 20 enemy units,
//!   not 12 — 12 fell by turn 6 and in 85 games of 100 (the Silk Road's
//!   partisans count). HEGEMON's regions, BUILDER's 4 Strongholds +
//!   3 Markets + 10 provinces and TREASURY's 40 GOLD stand. None holds at
//!   setup (6 provinces, 1 Stronghold, 1 Market, 10 GOLD, no kills); with
//!   these, every set was met in some games (HEGEMON, the hardest, in 3),
//!   none before turn 6, and 51 of 100 games still reach turn 48.
//! * HEGEMON: GAP-45 names two regions per state (its home and another),
//!   so the set holds when the state owns every province of both.
//! * BUILDER counts Strongholds (Castle, Fort, Fortress, Combat Bunker) and
//!   Markets standing in provinces the state owns; edge buildings never
//!   count (GAP-20's note).
//! * WARLORD counts enemy units destroyed or taken prisoner in the
//!   state's engagements (as attacker or defender, its fire, strikes and
//!   interceptions): independent units are enemies too (they are hostile
//!   to everyone, `State::hostile`); losses to mines, contaminated ground
//!   or a lack of room after a battle (AMB-54) are nobody's kill.
//! * FREE CHOICE: the choice is offered to the state alone, first among
//!   its choices from its first economy window on, until it takes one; it
//!   does not hold up the window (a player may look at the map first), and
//!   until it chooses it holds no set. The computer chooses at once, the
//!   set it is closest to (`ai::objectives`).
//! * KK-PROV-06: the provinces a set names (HEGEMON's regions) become
//!   national; a redraw (GAP-05's New Objectives) drops the ones the old
//!   set named, never the home provinces.
//! * Secrecy (KK-GOV-07): [`hide_from`] removes other states' sets (and the
//!   national provinces those sets name) from a viewer's state; the draw,
//!   the choice and their log lines never name the set (their texts say
//!   only that a set was drawn or chosen in secret), so no log line needs
//!   hiding and a game may leave the device at any time. A save holds the
//!   seed and every action: a file opened outside the game shows them, as
//!   it shows every die to come. Once the game is over the book is open.
//!   The setup's dice are in no log line; a redraw during play (GAP-05's
//!   card) throws its d6 inside an action, whose line shows the die to
//!   whoever may read it: the card's action must be hidden from the other
//!   seats (`Rules::action_visible`) for the new set to stay secret.
//! * The draw ends the setup, after turn 1's event, weather and Colour Die,
//!   so that those fall for a seed as they did before the sets.
//! * A save from before the sets has none: [`holds`] is false for every
//!   state and it plays by elimination and the turn limit only.

use crate::Ev;
use crate::data::resources::Resource;
use crate::event::Event;
use crate::ids::{Owner, Player, ProvinceId, UnitId};
use crate::map::map;
pub use crate::objective::Objective;
use crate::refusal::Refuse;
use crate::state::State;
use engine::dice::Dice;
use engine::side::Side;
use engine::text::Text;

/// GAP-08 CONQUEROR — provinces (16 proposed: never reached in Four Crowns).
pub const CONQUEROR_PROVINCES: u32 = 12;
/// GAP-08 BUILDER — Strongholds, Markets, provinces.
pub const BUILDER: (u32, u32, u32) = (4, 3, 10);
/// GAP-08 TREASURY — GOLD.
pub const TREASURY_GOLD: u32 = 40;
/// GAP-08 WARLORD — enemy units eliminated (12 proposed: met by turn 6).
pub const WARLORD_KILLS: u32 = 20;

/// GAP-45 — the two regions of HEGEMON: the home regions of these states
/// (`None`: R5, the Silk Road).
#[must_use]
pub const fn hegemon_regions(p: Player) -> [Option<Player>; 2] {
    match p {
        Player::Khanate => [Some(Player::Khanate), None],
        Player::Kingdom => [Some(Player::Kingdom), Some(Player::Empire)],
        Player::Empire => [Some(Player::Empire), Some(Player::Kingdom)],
        Player::Republic => [Some(Player::Republic), None],
    }
}

/// KK-PROV-06, GAP-08 — the provinces `set` names for `p` (they count as
/// national).
#[must_use]
pub fn named(p: Player, set: Objective) -> Vec<ProvinceId> {
    if set != Objective::Hegemon {
        return Vec::new();
    }
    let regions = hegemon_regions(p);
    map().regions.iter().filter(|r| regions.contains(&r.home)).flat_map(|r| r.provinces.iter().copied()).collect()
}

fn provinces(s: &State, p: Player) -> u32 {
    u32::try_from(s.provinces_of(p).count()).unwrap_or(0)
}

/// BUILDER — Strongholds and Markets standing in provinces `p` owns.
fn buildings(s: &State, p: Player) -> (u32, u32) {
    let m = map();
    let mut n = (0, 0);
    for b in s.provinces_of(p).flat_map(|pr| m.province(pr).subs.iter()).filter_map(|&r| s.building(r)) {
        n.0 += u32::from(b.is_stronghold());
        n.1 += u32::from(b == crate::data::buildings::Building::Market);
    }
    n
}

/// Each part of `set` for `p`: what it has and what it needs.
#[must_use]
pub fn progress(s: &State, p: Player, set: Objective) -> Vec<(u32, u32)> {
    match set {
        Objective::Conqueror => vec![(provinces(s, p), CONQUEROR_PROVINCES)],
        Objective::Hegemon => {
            let list = named(p, set);
            let own = list.iter().filter(|&&pr| s.owner(pr) == Some(p)).count();
            vec![(u32::try_from(own).unwrap_or(0), u32::try_from(list.len()).unwrap_or(0))]
        }
        Objective::Builder => {
            let (strongholds, markets) = buildings(s, p);
            vec![(strongholds, BUILDER.0), (markets, BUILDER.1), (provinces(s, p), BUILDER.2)]
        }
        Objective::Treasury => vec![(s.player(p).stock.get(Resource::Gold), TREASURY_GOLD)],
        Objective::Warlord => vec![(s.player(p).kills, WARLORD_KILLS)],
        Objective::FreeChoice => Vec::new(),
    }
}

fn met(s: &State, p: Player, set: Objective) -> bool {
    progress(s, p, set).iter().all(|&(have, need)| have >= need)
}

/// GAP-08 (1) CONQUEROR — own at least 12 provinces.
#[must_use]
pub fn conqueror(s: &State, p: Player) -> bool {
    met(s, p, Objective::Conqueror)
}

/// GAP-08 (2), GAP-45, KK-WIN-04 HEGEMON (capturing regions as a way to
/// victory) — own every province of the two regions named
/// for `p`, one of which is not its starting region.
#[must_use]
pub fn hegemon(s: &State, p: Player) -> bool {
    met(s, p, Objective::Hegemon)
}

/// GAP-08 (3) BUILDER — 4 Strongholds and 3 Markets in its provinces, and
/// at least 10 provinces.
#[must_use]
pub fn builder(s: &State, p: Player) -> bool {
    met(s, p, Objective::Builder)
}

/// GAP-08 (4) TREASURY — at least 40 GOLD in the stockpile.
#[must_use]
pub fn treasury(s: &State, p: Player) -> bool {
    met(s, p, Objective::Treasury)
}

/// GAP-08 (5) WARLORD — 20 enemy units eliminated since the start.
#[must_use]
pub fn warlord(s: &State, p: Player) -> bool {
    met(s, p, Objective::Warlord)
}

/// GAP-08, KK-WIN-03 — whether `p`'s set holds now (FREE CHOICE not yet
/// chosen, or no set at all, never does).
#[must_use]
pub fn holds(s: &State, p: Player) -> bool {
    match s.player(p).objectives {
        Some(Objective::Conqueror) => conqueror(s, p),
        Some(Objective::Hegemon) => hegemon(s, p),
        Some(Objective::Builder) => builder(s, p),
        Some(Objective::Treasury) => treasury(s, p),
        Some(Objective::Warlord) => warlord(s, p),
        Some(Objective::FreeChoice) | None => false,
    }
}

/// KK-GOV-07, GAP-08, GAP-45 — every seated state draws its set with a d6,
/// in secret (at setup).
pub fn draw(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    for p in s.seated.clone() {
        redraw(s, p, dice, ev);
    }
}

/// GAP-08, GAP-05 (New Objectives) — `p` draws its set again by the same d6.
pub fn redraw(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    let set = Objective::of_die(dice.die(6, "GAP-08 a set of victory conditions"));
    ev.emit(s, Event::ObjectivesSet { player: p, set, chosen: false });
}

/// GAP-08 (6) — whether `p` may choose `set` now: it holds FREE CHOICE
/// (KK-GOV-07: a drawn set is never changed at will) and `set` is one of
/// sets 1–5.
///
/// # Errors
/// The reason it may not.
pub fn check_choose(s: &State, p: Player, set: Objective) -> Result<(), Refuse> {
    if s.player(p).objectives != Some(Objective::FreeChoice) {
        return Err(Refuse::NoFreeChoice);
    }
    if set == Objective::FreeChoice {
        return Err(Refuse::NotChoosable);
    }
    Ok(())
}

/// GAP-08 (6) — a state with FREE CHOICE that has not chosen yet.
#[must_use]
pub fn must_choose(s: &State, p: Player) -> bool {
    s.player(p).objectives == Some(Objective::FreeChoice)
}

/// The sets `p` may choose now.
#[must_use]
pub fn choices(s: &State, p: Player) -> Vec<crate::Action> {
    let sets = Objective::ALL.into_iter().filter(|&set| check_choose(s, p, set).is_ok());
    sets.map(|set| crate::Action::ChooseObjectives { set }).collect()
}

/// Applies a set drawn or chosen: the provinces the old set named leave
/// the national ones (never the home provinces), the new set's join them.
pub fn apply(s: &mut State, p: Player, set: Objective) {
    let homes = map().homes.get(&p).cloned().unwrap_or_default();
    let ps = &mut s.players[p.index()];
    let old = ps.objectives.map(|o| named(p, o)).unwrap_or_default();
    ps.national.retain(|pr| homes.contains(pr) || !old.contains(pr));
    for pr in named(p, set) {
        if !ps.national.contains(&pr) {
            ps.national.push(pr);
        }
    }
    ps.objectives = Some(set);
}

/// KK-GOV-07 — `s` as `viewer` may see it: other states' sets, and the
/// national provinces those sets name, removed (`None`, the hand-over
/// screen, sees no set).
pub fn hide_from(s: &mut State, viewer: Option<Player>) {
    for p in Player::ALL {
        if Some(p) == viewer {
            continue;
        }
        let homes = map().homes.get(&p).cloned().unwrap_or_default();
        let ps = &mut s.players[p.index()];
        if let Some(set) = ps.objectives.take() {
            let named = named(p, set);
            ps.national.retain(|pr| homes.contains(pr) || !named.contains(pr));
        }
    }
}

/// GAP-08, GAP-12 — `killer` eliminated the unit `victim` of `owner` if it
/// is gone from the map (destroyed or taken) and they were enemies.
/// Not counted in a game begun under rules 1 (`crate::RULES`), which kept
/// no count.
pub fn credit(s: &mut State, killer: Owner, victim: (UnitId, Owner), ev: &mut Ev) {
    let Some(p) = killer.filter(|&k| victim.1 != Some(k) && s.rules >= 2) else { return };
    if s.unit(victim.0).is_none() {
        let total = s.player(p).kills + 1;
        ev.emit(s, Event::Kills { player: p, total });
    }
}

/// The text of `p`'s set and how far it is ("Conqueror: 9 of 16 provinces").
#[must_use]
pub fn progress_text(s: &State, p: Player, set: Objective) -> Text {
    let mut t = Text::key(format!("kk.objective.progress_{}", set.id()));
    for (i, (have, need)) in progress(s, p, set).into_iter().enumerate() {
        t = t.plain(["have", "have2", "have3"][i], have).plain(["need", "need2", "need3"][i], need);
    }
    t
}

/// The panel row of the viewer's own set (others' are hidden by the view).
#[must_use]
pub fn panel_row(s: &State, p: Player) -> Option<(Text, Text)> {
    let set = s.player(p).objectives?;
    Some((Text::key("kk.panel.objectives"), progress_text(s, p, set)))
}
