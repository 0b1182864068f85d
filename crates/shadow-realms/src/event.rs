//! What happens (the outcomes, dice included), and [`apply`], the only
//! function that changes a state.

use crate::action::Item;
use crate::ids::{Faction, Owner, UnitId};
use crate::state::{Engagement, Finish, KardAt, Siege, Stage, State, Unit};
use engine::board::RegionId;
use engine::side::Side;
use serde::{Deserialize, Serialize};

/// Why a treasury changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// SR-6…SR-10 — a move.
    Move,
    /// SR-13 — a siege begun.
    Siege,
    /// SR-17 — a storm called.
    Storm,
    /// SR-G15 — a sortie.
    Sortie,
    /// SR-G6 — recruits.
    Recruit,
    /// SR-23 — captured units ransomed.
    Ransom,
    /// SR-23, SR-AMB-11 — ransom received for captives.
    RansomReceived,
    /// SR-24, SR-26, SR-28 — a kard ransomed.
    KardRansom,
    /// SR-25 — a kard's ransom received.
    KardRansomReceived,
    /// SR-G4, SR-G5 — the supply phase.
    Income,
    /// SR-44 — tribute paid to the lord.
    Tribute,
    /// SR-44 — tribute received from a vassal.
    TributeReceived,
    /// SR-35, SR-G5 — the giants were beaten.
    Giants,
}

/// Why a unit left the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loss {
    /// SR-21 — a casualty of battle.
    Battle,
    /// SR-22, SR-23 — captured, and not ransomed.
    Captured,
    /// SR-15 — siege attrition.
    Attrition,
    /// SR-34, SR-39 — removed when the giants or the pirates took its city.
    Overrun,
    /// SR-G10 — drowned with the ship that carried it.
    Drowned,
}

/// Why a siege ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SiegeEnd {
    /// SR-14 — the besiegers grew weaker than the defence.
    Broken,
    /// SR-18 — the besiegers lost a relief battle or a sortie.
    Relieved,
    /// SR-16 — the city was taken.
    Taken,
    /// SR-34, SR-G15 — the giants took the city.
    Giants,
    /// The besiegers left the field.
    Left,
    /// SR-42, SR-45 (rules 2) — lord and vassal are at peace.
    Peace,
}

/// Which kind of battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleKind {
    /// SR-21, SR-22 — in a field.
    Field,
    /// SR-18 — a relief: the garrison and its relievers against the besiegers.
    Relief,
    /// SR-17 — a storm on a city's walls.
    Storm,
    /// SR-G11 — a storm on the fortress, the walls lost.
    Fortress,
    /// SR-G15 — the garrison sallies out.
    Sortie,
    /// SR-G10 — ships at sea.
    Naval,
}

/// One side's part of a battle, as its breakdown tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideReport {
    /// The realm or neutral force this side is.
    pub owner: Owner,
    /// Its units' BS (swords and catapults' storm bonus included).
    pub bs: u32,
    /// SR-3, SR-G9 — the best kard's bonus.
    pub kard: u32,
    /// SR-5 — the city's defence.
    pub walls: u32,
    /// SR-19, SR-20 — its strength, its die and its casualty roll.
    pub strength: u32,
    /// The die.
    pub die: u8,
    /// The casualties it deals.
    pub value: u32,
}

/// An event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// SR-G3 — a round begins, its turn order rotated.
    RoundBegan {
        /// The round.
        round: u32,
        /// Its turn order.
        order: Vec<Faction>,
    },
    /// A realm's turn begins: its units may take their steps again.
    TurnBegan {
        /// The realm.
        faction: Faction,
        /// The realms' turns so far, this one included.
        turn: u32,
    },
    /// SR-G3 — the acting realm moves on in its turn.
    StageSet {
        /// The new stage.
        stage: Stage,
    },
    /// A realm's treasury changes.
    Treasury {
        /// The realm.
        faction: Faction,
        /// Supplies gained (negative: spent).
        supplies: i64,
        /// Influence gained (negative: spent).
        influence: i64,
        /// Why.
        why: Why,
    },
    /// SR-G6 — a neutral city's store of supplies changes.
    Store {
        /// The city.
        city: RegionId,
        /// Its store now.
        store: u32,
    },
    /// SR-G6 — items raised (the units follow as [`Event::UnitPlaced`]).
    Raised {
        /// The city (or field) where they are raised.
        at: RegionId,
        /// The item raised.
        item: Item,
        /// How many of it.
        count: u32,
    },
    /// A unit enters the map.
    UnitPlaced {
        /// The unit.
        unit: Unit,
    },
    /// SR-6…SR-12 — units take a step; `stop` ends their moving this turn
    /// (SR-G10: they met a hostile army or a hostile city).
    UnitsMoved {
        /// The units.
        units: Vec<UnitId>,
        /// From where.
        from: RegionId,
        /// To where.
        to: RegionId,
        /// Whether they must stop.
        stop: bool,
    },
    /// A unit leaves the map.
    UnitRemoved {
        /// The unit.
        unit: UnitId,
        /// Why.
        why: Loss,
    },
    /// SR-23 — ransomed units are placed in their owner's capital.
    Ransomed {
        /// The units.
        units: Vec<UnitId>,
        /// Where they go.
        to: RegionId,
    },
    /// SR-14 — a unit passes to another owner where it stands.
    UnitTaken {
        /// The unit.
        unit: UnitId,
        /// Its new owner.
        owner: Owner,
        /// Where it now is.
        at: RegionId,
    },
    /// SR-G8 — a unit takes up or drops a fire sword.
    Sword {
        /// The unit.
        unit: UnitId,
        /// Whether it carries one now.
        carries: bool,
    },
    /// SR-G10 — the acting realm's armies entered a hostile army's place:
    /// the battle follows.
    Engaged {
        /// The place where the armies met.
        at: RegionId,
        /// From where they came.
        from: RegionId,
    },
    /// The battle of an engagement was fought (or its foes are gone).
    EngagementOver {
        /// The place where the armies met.
        at: RegionId,
    },
    /// SR-13 — a siege begins.
    SiegeBegun {
        /// The city.
        city: RegionId,
        /// The siege.
        siege: Siege,
    },
    /// A siege ends.
    SiegeEnded {
        /// The city.
        city: RegionId,
        /// Why.
        why: SiegeEnd,
    },
    /// SR-17 — a storm is called on a city (once a turn).
    Stormed {
        /// The city.
        city: RegionId,
    },
    /// SR-G11 — the defenders withdrew into the fortress.
    WallsLost {
        /// The city.
        city: RegionId,
    },
    /// SR-G11 — the storm on the fortress failed: the city is whole again.
    WallsRestored {
        /// The city.
        city: RegionId,
    },
    /// SR-16, SR-34, SR-39 — a city changes owner.
    CityTaken {
        /// The city.
        city: RegionId,
        /// Its new owner.
        by: Owner,
    },
    /// A battle begins: its kind and place.
    BattleBegan {
        /// The kind.
        kind: BattleKind,
        /// The place fought over.
        at: RegionId,
    },
    /// SR-19, SR-20 — one side's strength and casualty roll.
    BattleSide {
        /// Whether it is the attacker.
        attacker: bool,
        /// The breakdown.
        side: SideReport,
    },
    /// SR-21 — the remaining strengths and the winner.
    BattleResult {
        /// Attacker's, defender's remaining strength.
        left: (u32, u32),
        /// Whether the attacker won.
        attacker_wins: bool,
    },
    /// SR-29, SR-30, SR-31 — the giants' die: their target, or a neutral city spared.
    GiantsCome {
        /// The die.
        die: u8,
        /// The city it names.
        city: RegionId,
        /// Whether the city is neutral and spared.
        spared: bool,
    },
    /// SR-33 — the giant's battle.
    GiantBattle {
        /// The city.
        city: RegionId,
        /// The giant's die and the defenders'.
        dice: (u8, u8),
        /// The defenders' BS.
        bs: u32,
        /// Casualty rolls.
        value: (u32, u32),
        /// Remaining strengths.
        left: (u32, u32),
        /// Whether the giant won.
        giant_wins: bool,
    },
    /// SR-36…SR-39 — the pirates' raid on Ostius.
    PirateRaid {
        /// The pirates' strength.
        strength: u32,
        /// Ostius' garrison BS and wall defence.
        garrison: (u32, u32),
        /// Casualty rolls.
        value: (u32, u32),
        /// Remaining strengths.
        left: (u32, u32),
        /// Whether Ostius fell.
        falls: bool,
    },
    /// SR-36, SR-G14 — no raid: Ostius is already neutral.
    NoRaid,
    /// Rules 2 — a choice waits for the units' owner.
    ChoiceAwaited {
        /// The choice.
        decision: crate::state::Decision,
    },
    /// Rules 2 — the first pending choice is made (the units' step follows).
    ChoiceMade {
        /// Where they go.
        to: RegionId,
    },
    /// SR-G9, SR-15 (rules 2) — a realm's standing order for its losses.
    LossOrderSet {
        /// The realm.
        faction: Faction,
        /// The kinds it gives up first, in order.
        order: Vec<crate::ids::UnitKind>,
    },
    /// SR-22, SR-23, SR-G9 — a kard is captured.
    KardCaptured {
        /// His realm.
        faction: Faction,
        /// The captor.
        by: Owner,
        /// Where he is held.
        at: RegionId,
    },
    /// SR-24, SR-G16 — a kard returns (the ruler unit follows).
    KardFreed {
        /// His realm.
        faction: Faction,
    },
    /// SR-40, SR-41 — a realm falls into vassalage.
    Vassal {
        /// The vassal.
        vassal: Faction,
        /// Its lord.
        lord: Faction,
    },
    /// SR-G16 (rules 2) — a vassal is free again: its lord fell into
    /// vassalage itself, and a vassal has no vassals.
    Released {
        /// The former vassal.
        vassal: Faction,
    },
    /// SR-43 — a vassal breaks away.
    Revolted {
        /// The former vassal.
        vassal: Faction,
    },
    /// SR-23, SR-44 — a realm's standing orders.
    OrdersSet {
        /// The realm.
        faction: Faction,
        /// Supplies kept when ransoming captured units.
        keep: u32,
        /// Whether it demands tribute of its vassals.
        tribute: bool,
    },
    /// SR-G7 — the game is over.
    GameOver {
        /// How it ended.
        finish: Finish,
    },
}

/// The only mutator of a [`State`].
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::RoundBegan { round, order } => {
            s.round = *round;
            s.order.clone_from(order);
            s.slot = 0;
        }
        Event::TurnBegan { faction, turn } => begin_turn(s, *faction, *turn),
        Event::StageSet { stage } => s.stage = *stage,
        Event::Treasury { faction, supplies, influence, .. } => {
            let fs = &mut s.factions[faction.index()];
            fs.supplies = add(fs.supplies, *supplies);
            fs.influence = add(fs.influence, *influence);
        }
        Event::Store { city, store } => {
            if let Some(c) = s.cities.iter_mut().find(|c| c.city == *city) {
                c.store = *store;
            }
        }
        Event::Raised { at, count, .. } => {
            let n = u8::try_from(*count).unwrap_or(u8::MAX);
            match s.cities.iter_mut().find(|c| c.city == *at) {
                Some(c) => c.raised = c.raised.saturating_add(n),
                None => s.shadow_raised = s.shadow_raised.saturating_add(n),
            }
        }
        Event::UnitPlaced { unit } => {
            s.next_unit = s.next_unit.max(unit.id.0 + 1);
            let at = s.units.partition_point(|u| u.id < unit.id);
            s.units.insert(at, unit.clone());
        }
        Event::UnitsMoved { units, to, stop, .. } => {
            for u in s.units.iter_mut().filter(|u| units.contains(&u.id)) {
                u.at = *to;
                u.steps = if *stop { crate::state::STEPS } else { u.steps.saturating_add(1) };
            }
        }
        Event::UnitRemoved { unit, .. } => s.units.retain(|u| u.id != *unit),
        Event::Ransomed { units, to } => {
            for u in s.units.iter_mut().filter(|u| units.contains(&u.id)) {
                u.at = *to;
                u.steps = crate::state::STEPS;
            }
        }
        Event::UnitTaken { unit, owner, at } => {
            for u in s.units.iter_mut().filter(|u| u.id == *unit) {
                u.owner = *owner;
                u.at = *at;
                u.sword = false;
            }
        }
        Event::Sword { unit, carries } => {
            for u in s.units.iter_mut().filter(|u| u.id == *unit) {
                u.sword = *carries;
            }
        }
        Event::Engaged { at, from } => match s.engaged.iter_mut().find(|e| e.at == *at) {
            Some(e) if !e.from.contains(from) => e.from.push(*from),
            Some(_) => {}
            None => s.engaged.push(Engagement { at: *at, from: vec![*from] }),
        },
        Event::EngagementOver { at } => s.engaged.retain(|e| e.at != *at),
        Event::SiegeBegun { city, siege } => with_city(s, *city, |c| c.siege = Some(*siege)),
        Event::SiegeEnded { city, .. } => with_city(s, *city, |c| {
            c.siege = None;
            c.walls_lost = false;
        }),
        Event::Stormed { city } => with_city(s, *city, |c| c.stormed = true),
        Event::WallsLost { city } => with_city(s, *city, |c| c.walls_lost = true),
        Event::WallsRestored { city } => with_city(s, *city, |c| c.walls_lost = false),
        Event::CityTaken { city, by } => with_city(s, *city, |c| {
            c.owner = *by;
            c.walls_lost = false;
            c.store = 0;
        }),
        Event::KardCaptured { faction, by, at } => {
            s.factions[faction.index()].kard = KardAt::Captive { by: *by, at: *at };
        }
        Event::KardFreed { faction } => s.factions[faction.index()].kard = KardAt::Free,
        Event::Vassal { vassal, lord } => s.factions[vassal.index()].lord = Some(*lord),
        Event::Revolted { vassal } | Event::Released { vassal } => s.factions[vassal.index()].lord = None,
        Event::OrdersSet { faction, keep, tribute } => {
            let fs = &mut s.factions[faction.index()];
            fs.keep = *keep;
            fs.tribute = *tribute;
        }
        Event::GameOver { finish } => s.finish = Some(finish.clone()),
        Event::ChoiceAwaited { decision } => s.pending.push(decision.clone()),
        Event::ChoiceMade { .. } => {
            if !s.pending.is_empty() {
                s.pending.remove(0);
            }
        }
        Event::LossOrderSet { faction, order } => s.factions[faction.index()].losses.clone_from(order),
        Event::BattleBegan { .. }
        | Event::BattleSide { .. }
        | Event::BattleResult { .. }
        | Event::GiantsCome { .. }
        | Event::GiantBattle { .. }
        | Event::PirateRaid { .. }
        | Event::NoRaid => {}
    }
}

fn add(value: u32, delta: i64) -> u32 {
    u32::try_from((i64::from(value) + delta).max(0)).unwrap_or(u32::MAX)
}

fn with_city(s: &mut State, city: RegionId, f: impl FnOnce(&mut crate::state::CityState)) {
    if let Some(c) = s.cities.iter_mut().find(|c| c.city == city) {
        f(c);
    }
}

/// A realm's turn begins: its units rest, every city may raise and be
/// stormed again, no battle is pending.
fn begin_turn(s: &mut State, f: Faction, turn: u32) {
    s.turn = turn;
    s.stage = Stage::Start;
    s.engaged.clear();
    s.shadow_raised = 0;
    if let Some(slot) = s.order.iter().position(|&x| x == f) {
        s.slot = u32::try_from(slot).unwrap_or(0);
    }
    for u in s.units.iter_mut() {
        u.steps = 0;
    }
    for c in &mut s.cities {
        c.raised = 0;
        c.stormed = false;
    }
}
