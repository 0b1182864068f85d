//! DC-RES-1…8 — a battle of this turn: its two sides, the units on them,
//! and its result as entered, pending and confirmed.

use crate::army::ArmyId;
use crate::nation::Nation;
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// A fighting unit: an army, or the garrison of a land.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Unit {
    /// An army.
    Army(ArmyId),
    /// The garrison of a land.
    Garrison(RegionId),
}

/// How a unit fights, which decides its privileges and multipliers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// DC-ORD-1 — attacking.
    Attack,
    /// DC-DEF-1, DC-BRK-1/2 — defensive posture (or treated as it).
    Defensive,
    /// DC-FORT-1 — defending a fortress (2× bases, half losses).
    FortressDefence,
    /// DC-STORM-1 — storming a fortress.
    Storm,
    /// DC-BRK-1 — breaking out of a siege (an attack, no privileges).
    BreakOut,
}

/// One unit in a battle, with its strength before the battle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fighter {
    /// The unit.
    pub unit: Unit,
    /// Its nation.
    pub nation: Nation,
    /// How it fights.
    pub role: Role,
    /// PS before the battle.
    pub strength: u32,
}

impl Fighter {
    /// DC-AUTO-3, DC-FORT-1 — the bases it may field (2× PS in a fortress).
    #[must_use]
    pub const fn fieldable(&self, fortress: bool) -> u32 {
        if fortress && matches!(self.role, Role::FortressDefence) { self.strength * 2 } else { self.strength }
    }
}

/// DC-RES-3 — the three levels of an OiM result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// Tactical.
    Tactical,
    /// Strategic.
    Strategic,
    /// Historical.
    Historical,
}

impl Level {
    /// Every level, smallest first.
    pub const ALL: [Self; 3] = [Self::Tactical, Self::Strategic, Self::Historical];

    /// Its catalog suffix.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Tactical => "tactical",
            Self::Strategic => "strategic",
            Self::Historical => "historical",
        }
    }
}

/// DC-RES-3 — a battle's result: a draw, or one side's victory at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// A draw.
    Draw,
    /// Side `0` or `1` won at this level.
    Won(u8, Level),
}

/// How side `side` came out of a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideResult {
    /// Won at a level.
    Victory(Level),
    /// Lost at a level.
    Defeat(Level),
    /// Drew.
    Draw,
}

impl Verdict {
    /// The result for `side`.
    #[must_use]
    pub const fn for_side(self, side: u8) -> SideResult {
        match self {
            Self::Draw => SideResult::Draw,
            Self::Won(w, level) if w == side => SideResult::Victory(level),
            Self::Won(_, level) => SideResult::Defeat(level),
        }
    }
}

/// DC-RES-4 — a side's tabletop losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Losses {
    /// Bases destroyed (commanders, wagons and guns count as bases).
    pub destroyed: u32,
    /// Bases that fled.
    pub fled: u32,
}

/// DC-RES-2…5 — a result as one side enters it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The result.
    pub verdict: Verdict,
    /// Each side's tabletop losses.
    pub losses: [Losses; 2],
    /// Each side's commanding nation (rules 1: DC-RES-5 read as the
    /// nation); `None` is the nation with the most PS on that side.
    pub commanders: [Option<Nation>; 2],
    /// Who produced it.
    pub source: Source,
    /// DC-RES-5, GAP-12 (rules 2) — each side's battle commander, a person
    /// of [`crate::state::State::persons`] named by the side when it enters
    /// or confirms; `None` until named (its nation's commander-in-chief).
    /// Not written while neither is named, so rules-1 states hash as before.
    #[serde(default, skip_serializing_if = "no_people")]
    pub people: [Option<u32>; 2],
    /// DC-RES-5 (rules 2) — the entering side's comment on the battle.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub comment: String,
}

const fn no_people(p: &[Option<u32>; 2]) -> bool {
    p[0].is_none() && p[1].is_none()
}

impl Entry {
    /// A result with no commander named and no comment.
    #[must_use]
    pub const fn new(verdict: Verdict, losses: [Losses; 2], source: Source) -> Self {
        Self { verdict, losses, commanders: [None, None], source, people: [None, None], comment: String::new() }
    }
}

/// Who produced a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// A commander-in-chief, from the tabletop (DC-RES-2).
    Players,
    /// The game: an automatic defeat (DC-AUTO-5).
    AutoDefeat,
    /// The computer's resolver (GAP-10): no individual points.
    Resolver,
    /// GAP-17 (rules 2): the deadline passed on a disputed result in a
    /// campaign fought on the tabletop: a draw with no losses, no points.
    Deadline,
}

/// DC-RES-6 — where a battle's result stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResultState {
    /// Nothing entered.
    Empty,
    /// Entered by side `by`, waiting for the other side.
    Pending {
        /// The entering side.
        by: u8,
        /// The result.
        entry: Entry,
    },
    /// Confirmed.
    Confirmed(Entry),
}

/// A battle of this turn (GAP-9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    /// Stable within the turn, from 1.
    pub id: u32,
    /// The land fought over.
    pub land: RegionId,
    /// Side 0 holds the first attacker; side 1 the attacked.
    pub sides: [Vec<Fighter>; 2],
    /// DC-SUP-2 — each side's numbers.
    pub numbers: [u32; 2],
    /// A storm of a fortress (the land has one and a unit storms).
    pub fortress: bool,
    /// Its result.
    pub result: ResultState,
    /// DC-RES-6, GAP-17 (rules 2) — the results entered for it so far this
    /// turn, the first and every dispute (the resolver's answers count):
    /// at [`MOST_ENTRIES`] the deadline decides. Not written while 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub entries: u32,
}

/// GAP-17, as read without a clock (rules 2) — the most results a battle
/// takes in a turn: an entry and three disputes, each side's word twice.
/// Then the side to answer confirms or lets the deadline decide, so two
/// sides that keep disagreeing cannot stall the campaign.
pub const MOST_ENTRIES: u32 = 4;

const fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Battle {
    /// The nations on `side`.
    pub fn nations(&self, side: u8) -> impl Iterator<Item = Nation> + '_ {
        let mut seen = Vec::new();
        self.sides[usize::from(side & 1)].iter().map(|f| f.nation).filter(move |n| {
            let new = !seen.contains(n);
            seen.push(*n);
            new
        })
    }

    /// The side `nation` fights on, if any.
    #[must_use]
    pub fn side_of(&self, nation: Nation) -> Option<u8> {
        (0..2u8).find(|&s| self.sides[usize::from(s)].iter().any(|f| f.nation == nation))
    }

    /// GAP-12 — the nation with the most PS on a side (ties: seat order).
    #[must_use]
    pub fn main_nation(&self, side: u8) -> Nation {
        let fighters = &self.sides[usize::from(side & 1)];
        let mut best: Option<(u32, Nation)> = None;
        for n in self.nations(side) {
            let ps: u32 = fighters.iter().filter(|f| f.nation == n).map(|f| f.strength).sum();
            if best.is_none_or(|(b, bn)| ps > b || (ps == b && n < bn)) {
                best = Some((ps, n));
            }
        }
        best.map_or(crate::nation::Nation::Ron, |(_, n)| n)
    }

    /// DC-AUTO-4 — the bases a side may field.
    #[must_use]
    pub fn fieldable(&self, side: u8) -> u32 {
        self.sides[usize::from(side & 1)].iter().map(|f| f.fieldable(self.fortress)).sum()
    }

    /// Whether the result is confirmed.
    #[must_use]
    pub const fn confirmed(&self) -> bool {
        matches!(self.result, ResultState::Confirmed(_))
    }

    /// The confirmed entry.
    #[must_use]
    pub const fn entry(&self) -> Option<&Entry> {
        match &self.result {
            ResultState::Confirmed(e) => Some(e),
            _ => None,
        }
    }

    /// Whether a side holds the defensive privileges of DC-DEF-1/DC-FORT-1.
    #[must_use]
    pub fn defensive(&self, side: u8) -> bool {
        self.sides[usize::from(side & 1)].iter().any(|f| matches!(f.role, Role::Defensive | Role::FortressDefence))
    }
}
