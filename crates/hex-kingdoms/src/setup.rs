//! G-4 — setup: scenarios, seats, starting pieces, the first player.

use crate::apply::apply;
use crate::event::Event;
use crate::ids::{Colour, Government, PlayerId, StructId, StructKind, UnitId, UnitKind};
use crate::map::map_of;
use crate::refusal::Refuse;
use crate::state::{ACTION_DICE, CURRENT_RULES, Player, State, Step, Structure, TurnFlags, Unit};
use engine::dice::Dice;
use engine::rules::{Refusal, SystemInfo};
use engine::seat::SeatConfig;
use engine::side::Side;
use engine::text::Text;
use std::collections::{BTreeMap, BTreeSet};

/// The 2-player scenario (radius-6 map, edition 2; rules edition 2: the
/// player chooses landing hexes, G-15).
pub const TWO_KINGDOMS: &str = "two-kingdoms-3";
/// The 3–4 player scenario (radius-7 map, edition 2; rules edition 2).
pub const FOUR_REALMS: &str = "four-realms-3";
/// The 2-player scenario on map edition 2 with the first rules, where a
/// converted or recovered unit landed on the first legal hex (games begun
/// on it).
pub const TWO_KINGDOMS_2: &str = "two-kingdoms-2";
/// The 3–4 player scenario on map edition 2 with the first rules.
pub const FOUR_REALMS_2: &str = "four-realms-2";
/// The 2-player scenario on the first edition of the map (games begun on it).
pub const TWO_KINGDOMS_FIRST_MAP: &str = "two-kingdoms";
/// The 3–4 player scenario on the first edition of the map.
pub const FOUR_REALMS_FIRST_MAP: &str = "four-realms";

/// Name, roles, rules summary.
#[must_use]
pub fn info() -> SystemInfo {
    SystemInfo {
        id: <crate::HexKingdoms as engine::rules::Rules>::ID,
        name: "hk.name",
        roles: engine::side::roles::<Colour>(),
        rules_summary: "hk.rules_summary",
    }
}

/// What a scenario id sets up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// Whether the 3–4 player map is used.
    pub large: bool,
    /// The edition of its map ([`crate::layout`]).
    pub edition: u8,
    /// The edition of its rules ([`State::rules_edition`]).
    pub rules: u8,
    /// The fewest seats.
    pub min_seats: usize,
    /// The most seats.
    pub max_seats: usize,
}

/// The scenario with this id.
#[must_use]
pub fn scenario(id: &str) -> Option<Scenario> {
    let (large, edition, rules, min_seats, max_seats) = match id {
        TWO_KINGDOMS => (false, 2, CURRENT_RULES, 2, 2),
        FOUR_REALMS => (true, 2, CURRENT_RULES, 3, 4),
        TWO_KINGDOMS_2 => (false, 2, 1, 2, 2),
        FOUR_REALMS_2 => (true, 2, 1, 3, 4),
        TWO_KINGDOMS_FIRST_MAP => (false, 1, 1, 2, 2),
        FOUR_REALMS_FIRST_MAP => (true, 1, 1, 3, 4),
        _ => return None,
    };
    Some(Scenario { large, edition, rules, min_seats, max_seats })
}

/// A state with players but no pieces, on the current map edition and
/// rules (also used by tests).
#[must_use]
pub fn empty_state(large: bool, roles: &[&str]) -> State {
    empty_state_on(large, crate::layout::CURRENT_EDITION, roles)
}

/// A state with players but no pieces on a map edition, played by the
/// current rules; each player's state religion is that of its start's
/// province (G-19).
#[must_use]
pub fn empty_state_on(large: bool, edition: u8, roles: &[&str]) -> State {
    let m = map_of(large, edition);
    let players = roles
        .iter()
        .enumerate()
        .map(|(i, r)| Player {
            role: (*r).to_owned(),
            gold: 5,
            action_dice: ACTION_DICE,
            government: Government::Monarchy,
            experience: 0,
            techs: BTreeSet::new(),
            religion: m
                .starts
                .get(i)
                .and_then(|&h| m.province(h))
                .map_or(crate::ids::Religion::Christianity, |p| p.religion),
            achievements: BTreeSet::new(),
            defended: 0,
            out: false,
            buildings: crate::state::STARTING_BUILDINGS,
        })
        .collect();
    State {
        large,
        map_edition: edition,
        rules_edition: CURRENT_RULES,
        players,
        units: BTreeMap::new(),
        structures: BTreeMap::new(),
        next_id: 1,
        relics: vec![None; 3],
        round: 1,
        active: PlayerId(0),
        first: PlayerId(0),
        step: Step::Actions,
        flags: TurnFlags::default(),
        finish: None,
    }
}

/// G-4 — sets a game up.
///
/// # Errors
/// An unknown scenario, a seat count it cannot seat, or unknown/duplicate roles.
pub fn setup(id: &str, seats: &[SeatConfig], dice: &mut Dice) -> Result<State, Refusal> {
    let Scenario { large, edition, rules, min_seats: lo, max_seats: hi } = scenario(id)
        .ok_or_else(|| Refusal::new("G-1", Text::key("hk.refusal.unknown_scenario").plain("scenario", id)))?;
    if !(lo..=hi).contains(&seats.len()) {
        let text =
            Text::key("hk.refusal.seats").plain("seats", seats.len()).plain("min_seats", lo).plain("max_seats", hi);
        return Err(Refusal::new("G-4", text));
    }
    let roles: Vec<&str> = seats.iter().map(|s| s.role.as_str()).collect();
    let known = roles.iter().all(|r| Colour::from_id(r).is_some());
    let distinct = roles.iter().enumerate().all(|(i, r)| !roles[..i].contains(r));
    if !known || !distinct {
        return Err(Refusal::new("G-4", Text::key("hk.refusal.roles")));
    }
    let mut s = empty_state_on(large, edition, &roles);
    s.rules_edition = rules;
    let m = s.map();
    for i in 0..seats.len() {
        let p = PlayerId(u8::try_from(i).unwrap_or(0));
        let at = m.starts[i];
        place_structure(&mut s, p, StructKind::City, at);
        for kind in [UnitKind::Peasants, UnitKind::Peasants, UnitKind::Spearmen, UnitKind::Spearmen, UnitKind::Archers]
        {
            place_unit(&mut s, p, kind, at);
        }
    }
    let n = u8::try_from(seats.len()).unwrap_or(2);
    let first = PlayerId(u8::try_from(dice.pick(n, "G-4 first player")).unwrap_or(0));
    s.first = first;
    let income = crate::economy::income(&s, first);
    apply(&mut s, &Event::TurnStarted { player: first, round: 1, income });
    let _ = Refuse::WrongStep { step: "hk.step.actions" };
    Ok(s)
}

/// Puts a unit on the map (setup and tests).
pub fn place_unit(s: &mut State, owner: PlayerId, kind: UnitKind, at: engine::board::RegionId) -> UnitId {
    let id = UnitId(s.next_id);
    apply(s, &Event::UnitPlaced { id, unit: Unit { owner, kind, at, exhaustion: 0 }, site: None });
    id
}

/// Puts a structure on the map (setup and tests).
pub fn place_structure(s: &mut State, owner: PlayerId, kind: StructKind, at: engine::board::RegionId) -> StructId {
    let id = StructId(s.next_id);
    apply(s, &Event::Built { id, structure: Structure { owner, kind, at, damage: 0 } });
    if kind.edge().is_some() {
        s.flags.segments.clear();
    }
    id
}
