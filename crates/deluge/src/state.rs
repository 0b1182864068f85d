//! DC-3.0 — the whole state of a campaign: nations, lands, armies, the
//! phase, this turn's battles, diplomacy, and what phase 4 will need.

use crate::army::{ArmyId, CampaignEvent};
use crate::battle::Battle;
use crate::nation::Nation;
use engine::board::RegionId;
use engine::side::Side;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// GAP-10 — how battles are decided, chosen with the scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Results of tabletop battles are entered and confirmed (the source).
    Tabletop,
    /// Every battle is resolved by the computer when orders are revealed.
    Auto,
    /// Each battle is entered from the tabletop or, if a side asks,
    /// resolved by the computer.
    Mixed,
}

/// DC-TURN-1 — the four phases (phase 4 runs inside the action that ends
/// phase 3, so a state never rests in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Phase 1: movement and reorganisation; the only time ducats are spent.
    Movement,
    /// Phase 2: orders and battle plans.
    Orders,
    /// Phase 3: entering battle results.
    Results,
    /// After the last turn (GAP-6).
    Over,
}

impl Phase {
    /// Its catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Movement => "dc.phase.movement",
            Self::Orders => "dc.phase.orders",
            Self::Results => "dc.phase.results",
            Self::Over => "dc.phase.over",
        }
    }
}

/// DC-MOVE-6 — the one phase-1 order an army may get.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Movement {
    /// DC-MOVE-1/2 — to this land (two steps for Tatars without yasyr).
    Move(RegionId),
    /// DC-MOVE-4 — hide in the own fortress.
    EnterFortress,
    /// DC-MOVE-3 — come out of the fortress.
    LeaveFortress,
    /// DC-MOVE-4 — rest, for replenishment.
    Rest,
}

/// DC-ORD-1…4 — a phase-2 order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Order {
    /// Attack these hostile field armies.
    Attack(Vec<ArmyId>),
    /// Wait to be attacked.
    Defend,
    /// Storm the fortress (garrison and armies inside).
    Storm,
    /// Besiege the fortress.
    Siege,
    /// Take yasyr (Turkey and the Tatars).
    TakeYasyr,
    /// Break out of the besieged fortress.
    BreakSiege,
}

/// DC-PLAN-3 — where a forced retreat goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Retreat {
    /// To an adjacent own or allied land.
    To(RegionId),
    /// Into the own fortress of the land.
    Fortress,
}

/// DC-PLAN-6 — what a victorious army does in an enemy land.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum AfterVictory {
    /// Nothing.
    #[default]
    StayInField,
    /// Begin a siege.
    BeginSiege,
    /// Take yasyr.
    TakeYasyr,
}

/// DC-PLAN-1…6 — the after-battle plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// DC-PLAN-2 — stay in place after a tactical defeat.
    pub stay_after_tactical_defeat: bool,
    /// DC-PLAN-3 — the retreat target (GAP-19 picks one when none is set).
    pub retreat: Option<Retreat>,
    /// DC-PLAN-6.
    pub after_victory: AfterVictory,
}

impl Default for Plan {
    /// GAP-17 — stay after a tactical defeat, no target, stay in the field.
    fn default() -> Self {
        Self { stay_after_tactical_defeat: true, retreat: None, after_victory: AfterVictory::StayInField }
    }
}

/// An army on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Army {
    /// Where it stands.
    pub land: RegionId,
    /// Inside the fortress rather than in the field.
    pub in_fortress: bool,
    /// PS (DC-ARMY-4), without the guards of carried yasyr (DC-YAS-2).
    pub strength: u32,
    /// Yasyr carried (Turkey and the Tatars).
    pub yasyr: u32,
    /// GAP-16 — the RON levy attached (counts only for numbers).
    pub levy: u32,
    /// Besieging the fortress of its land (DC-SIEGE-6).
    pub besieging: bool,
    /// This turn's phase-1 order.
    pub movement: Option<Movement>,
    /// This turn's phase-2 order.
    pub order: Option<Order>,
    /// Its after-battle plan.
    pub plan: Plan,
    /// Fought a battle this turn (DC-REPL-1).
    pub fought: bool,
    /// Entered a land this turn, by movement or retreat (DC-COS-1).
    pub entered: bool,
}

/// A land as it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Land {
    /// Its owner.
    pub owner: crate::nation::Nation,
    /// Garrison PS.
    pub garrison: u32,
    /// Current resources.
    pub resources: u32,
    /// Maximum resources (DC-MAP-4).
    pub resources_max: u32,
    /// The siege turn, while besieged (DC-SIEGE-2, DC-SIEGE-4).
    pub siege: Option<u32>,
    /// Invested in this turn (DC-TRE-10).
    pub invested: bool,
    /// The Cossacks' one-time entry bonus was taken (DC-COS-1).
    pub cossack_bonus_used: bool,
}

/// A morale change waiting for the start of the next turn (DC-MOR-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoraleChange {
    /// Percentage points.
    pub change: i32,
    /// The rule that caused it.
    pub rule: String,
}

/// The last treasury balance (DC-TRE-1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Balance {
    /// DC-TRE-2.
    pub income: i64,
    /// DC-TRE-3/4, earned last turn.
    pub loot_and_yasyr: i64,
    /// DC-TRE-5.
    pub land_upkeep: i64,
    /// DC-TRE-6.
    pub army_upkeep: i64,
}

impl Balance {
    /// Income minus costs.
    #[must_use]
    pub const fn total(&self) -> i64 {
        self.income + self.loot_and_yasyr - self.land_upkeep - self.army_upkeep
    }
}

/// A nation's standing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NationState {
    /// National morale, 0…100 (DC-MOR-1).
    pub morale: u32,
    /// The treasury (may be negative, GAP-7).
    pub ducats: i64,
    /// Cumulative points (DC-SCORE-1).
    pub points: i64,
    /// This turn's province points (DC-PROV-1).
    pub province_points: i64,
    /// Individual points of its commander (DC-PTS-1).
    pub individual: i64,
    /// Score at the start of turn 1, for the relative ranking (GAP-6).
    pub start_score: i64,
    /// Has ended the current phase (DC-TURN-2, DC-MAP-2).
    pub done: bool,
    /// Morale changes earned this turn, applied at the next turn's start.
    pub morale_log: Vec<MoraleChange>,
    /// Loot and yasyr ducats earned this turn, credited in the next balance.
    pub earned: i64,
    /// The last balance.
    pub balance: Option<Balance>,
}

/// GAP-22 — an alliance proposal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    /// Who proposes.
    pub from: Nation,
    /// To whom.
    pub to: Nation,
    /// Points paid to the Tatars (DC-DIP-3), 0 otherwise.
    pub points: u32,
    /// Accepted this turn; takes effect at its end (DC-DIP-1).
    pub accepted: bool,
}

/// What other nations may not see during phases 1 and 2: the state at the
/// start of phase 1 (GAP-9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Armies then.
    pub armies: BTreeMap<ArmyId, Army>,
    /// Nations then.
    pub nations: Vec<NationState>,
    /// Lands then.
    pub lands: Vec<Land>,
}

/// The campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// How battles are decided.
    pub mode: Mode,
    /// The turn, from 1.
    pub turn: u32,
    /// The last turn (GAP-6).
    pub last_turn: u32,
    /// The phase.
    pub phase: Phase,
    /// Nations, by [`Nation::index`].
    pub nations: Vec<NationState>,
    /// Lands, by region id.
    pub lands: Vec<Land>,
    /// Armies on the map.
    pub armies: BTreeMap<ArmyId, Army>,
    /// Alliances, each pair once (lower nation first).
    pub alliances: BTreeSet<(Nation, Nation)>,
    /// This turn's proposals.
    pub proposals: Vec<Proposal>,
    /// Alliances broken this turn, ending at its end.
    pub breaks: BTreeSet<(Nation, Nation)>,
    /// This turn's battles (GAP-9).
    pub battles: Vec<Battle>,
    /// Events that have happened (GAP-5).
    pub events_fired: BTreeSet<CampaignEvent>,
    /// Events whose armies arrive at the next turn's start.
    pub events_due: Vec<CampaignEvent>,
    /// Lands captured this turn, with the previous owner (GAP-5 triggers).
    pub captured: Vec<(RegionId, Nation)>,
    /// Phases 1–2: the state other nations see.
    pub snapshot: Option<Box<Snapshot>>,
    /// The rules version the campaign was begun under ([`crate::RULES`]):
    /// a campaign keeps its rules. Not written for the first, so rules-1
    /// states hash as they did.
    #[serde(default = "first_rules", skip_serializing_if = "is_first_rules")]
    pub rules: u32,
    /// DC-RES-5 (rules 2) — the persons who command battles: each
    /// nation's commander-in-chief (the seat's player) and those it names.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub persons: Vec<Person>,
    /// GAP-22, the option of issue 37 (scenario [`crate::setup::EARNED`]):
    /// a nation pays the Tatars for an alliance only from the points it
    /// won (battles, sieges, captures, yasyr: DC-SCORE-1's cumulative
    /// points), not from its province points. Not written when off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pay_from_points: bool,
}

const fn first_rules() -> u32 {
    1
}

const fn is_first_rules(n: &u32) -> bool {
    *n == 1
}

/// DC-RES-5, DC-PTS-1 — a person who commands battles, and the individual
/// points credited to them (GAP-6: the individual ranking).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Person {
    /// The name as written; empty for a commander-in-chief whose seat has
    /// no name (shown as "the commander-in-chief of …").
    pub name: String,
    /// The nation they serve.
    pub nation: Nation,
    /// Individual points (DC-PTS-1).
    pub individual: i64,
}

impl State {
    /// A nation's standing.
    #[must_use]
    pub fn nation(&self, n: Nation) -> &NationState {
        &self.nations[n.index()]
    }

    /// A nation's standing, to change.
    pub fn nation_mut(&mut self, n: Nation) -> &mut NationState {
        &mut self.nations[n.index()]
    }

    /// A land.
    #[must_use]
    pub fn land(&self, id: RegionId) -> &Land {
        &self.lands[id.index()]
    }

    /// A land, to change.
    pub fn land_mut(&mut self, id: RegionId) -> &mut Land {
        &mut self.lands[id.index()]
    }

    /// Whether `id` is a land of the map.
    #[must_use]
    pub fn is_land(&self, id: RegionId) -> bool {
        id.index() < self.lands.len()
    }

    /// DC-NAT-2 — whether two nations are allied (a nation is its own ally).
    #[must_use]
    pub fn allied(&self, a: Nation, b: Nation) -> bool {
        a == b || self.alliances.contains(&pair(a, b))
    }

    /// DC-NAT-3 — every nation not allied is hostile.
    #[must_use]
    pub fn hostile(&self, a: Nation, b: Nation) -> bool {
        !self.allied(a, b)
    }

    /// The armies in a land.
    pub fn armies_in(&self, land: RegionId) -> impl Iterator<Item = (ArmyId, &Army)> {
        self.armies.iter().filter(move |(_, a)| a.land == land).map(|(&id, a)| (id, a))
    }

    /// DC-ORD-1 — hostile armies in the field of `land`, as `nation` sees them.
    pub fn hostile_field_armies(&self, land: RegionId, nation: Nation) -> impl Iterator<Item = (ArmyId, &Army)> {
        self.armies_in(land).filter(move |(id, a)| !a.in_fortress && self.hostile(nation, id.nation()))
    }

    /// DC-SIEGE-6 — the armies besieging `land`.
    pub fn besiegers(&self, land: RegionId) -> impl Iterator<Item = (ArmyId, &Army)> {
        self.armies_in(land).filter(|(_, a)| a.besieging)
    }

    /// DC-CAPT-1 — the PS defending a land's fortress: its garrison and the
    /// armies inside.
    #[must_use]
    pub fn defenders(&self, land: RegionId) -> u32 {
        self.land(land).garrison
            + self.armies_in(land).filter(|(_, a)| a.in_fortress).map(|(_, a)| a.strength).sum::<u32>()
    }

    /// Whether a nation is still in the campaign: it owns a land or has an army.
    #[must_use]
    pub fn alive(&self, n: Nation) -> bool {
        self.lands.iter().any(|l| l.owner == n) || self.armies.keys().any(|id| id.nation() == n)
    }

    /// DC-SCORE-1 — cumulative points plus province points.
    #[must_use]
    pub fn score(&self, n: Nation) -> i64 {
        let s = self.nation(n);
        s.points + s.province_points
    }

    /// GAP-6, as play showed it better (rules 3) — the gain a nation is
    /// expected to make in a campaign ([`Nation::par`]); nothing
    /// under rules 1 and 2, which rank by the gain alone.
    #[must_use]
    pub const fn par(&self, n: Nation) -> i64 {
        if self.under(3) { n.par() } else { 0 }
    }

    /// GAP-6 — what the final ranking compares: the score's growth since
    /// the start, beyond the nation's par (rules 3).
    #[must_use]
    pub fn beyond_par(&self, n: Nation) -> i64 {
        self.score(n) - self.nation(n).start_score - self.par(n)
    }

    /// DC-DIP-3 — who pays for an alliance between `a` and `b`: the
    /// non-Tatar party when the Tatars are one of them, else nobody.
    #[must_use]
    pub fn tatar_payer(a: Nation, b: Nation) -> Option<Nation> {
        match (a, b) {
            (Nation::Tat, other) | (other, Nation::Tat) if other != Nation::Tat => Some(other),
            _ => None,
        }
    }

    /// GAP-22, refined by play — the most points `payer` can offer the
    /// Tatars: its score (DC-SCORE-1), never less than nothing. The spec
    /// sets only a minimum of 1; with no maximum a nation could hand the
    /// Tatars the campaign (random-legal soaks gave them 100,000 points a
    /// game), which no club would allow: you pay with points you have.
    /// With the option of issue 37 ([`State::pay_from_points`]), only with
    /// the points it won: a nation that has won nothing pays nothing, and
    /// province points, which stand for lands held, are not money.
    #[must_use]
    pub fn most_payment(&self, payer: Nation) -> u32 {
        let have = if self.pay_from_points { self.nation(payer).points } else { self.score(payer) };
        u32::try_from(have.max(0)).unwrap_or(u32::MAX)
    }

    /// A battle by id.
    #[must_use]
    pub fn battle(&self, id: u32) -> Option<&Battle> {
        self.battles.iter().find(|b| b.id == id)
    }

    /// Whether the campaign plays by rules `version` or later.
    #[must_use]
    pub const fn under(&self, version: u32) -> bool {
        self.rules >= version
    }

    /// DC-RES-5, GAP-12 — the persons who may command `side` of `battle`,
    /// as `nation` (on that side) names one: its own first, its
    /// commander-in-chief at their head, then its allies' on that side.
    #[must_use]
    pub fn commanders(&self, battle: &Battle, side: u8, nation: Nation) -> Vec<u32> {
        let on_side: Vec<Nation> = battle.nations(side).collect();
        let of = |n: Nation| {
            self.persons
                .iter()
                .enumerate()
                .filter(move |(_, p)| p.nation == n)
                .filter_map(|(i, _)| u32::try_from(i).ok())
        };
        let mut out: Vec<u32> = of(nation).collect();
        for n in on_side.into_iter().filter(|&n| n != nation) {
            out.extend(of(n));
        }
        out
    }

    /// The commander-in-chief of a nation: its first person.
    #[must_use]
    pub fn chief(&self, nation: Nation) -> Option<u32> {
        self.persons.iter().position(|p| p.nation == nation).and_then(|i| u32::try_from(i).ok())
    }
}

/// An unordered pair of nations, lower first.
#[must_use]
pub fn pair(a: Nation, b: Nation) -> (Nation, Nation) {
    if a <= b { (a, b) } else { (b, a) }
}
