//! Events carry outcomes (dice included); [`apply`] is the only mutator.

use crate::ids::{CountryId, Faction, Good, Resources, Timing, UnitId, UnitKind};
use crate::state::{Finish, Phase, Purchase, State, Task, Unit};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// Which kind of fire a [`Event::Fire`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireKind {
    /// Covering fighters intercept bombers (WW-14, WW-G7).
    Interception,
    /// Escort fighters fire at interceptors (WW-G7).
    Escort,
    /// Bombers strike land divisions on a 6 (WW-34, WW-G6).
    Strike,
    /// Fighters hunt air units (WW-35, WW-G7).
    Sweep,
    /// Navy and bombers attack ships (WW-36, WW-G8).
    Naval,
    /// Navy fires at ships sailing past (WW-15).
    Passing,
    /// End-of-turn zone battle (WW-16).
    ZoneBattle,
    /// Strategic bombing of a facility (WW-30, WW-31).
    Bombing,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A secret purchase was written down (WW-1, WW-G13).
    Bought {
        /// Buyer.
        faction: Faction,
        /// What and where.
        purchase: Purchase,
    },
    /// A faction finished its purchase.
    PurchaseFinished {
        /// Who.
        faction: Faction,
    },
    /// WW-4 — every purchase is revealed, paid and placed.
    PurchasesRevealed {
        /// All purchases in faction order.
        purchases: Vec<(Faction, Purchase)>,
    },
    /// A new turn begins (WW-G3): tasks and payments reset.
    TurnBegan {
        /// Its number.
        turn: u32,
    },
    /// Income step (WW-22…24, WW-G2).
    Income {
        /// Who.
        faction: Faction,
        /// What was gained.
        gain: Resources,
    },
    /// A phase begins.
    PhaseBegan {
        /// Which.
        phase: Phase,
    },
    /// A secret initiative choice (WW-19).
    InitiativeChosen {
        /// Who.
        faction: Faction,
        /// SOONER or LATER.
        timing: Timing,
    },
    /// WW-19 — the choices are revealed.
    InitiativeRevealed {
        /// Every choice.
        choices: Vec<(Faction, Timing)>,
    },
    /// A d100 initiative roll (WW-19, WW-AMB-13).
    InitiativeRolled {
        /// Who.
        faction: Faction,
        /// The roll.
        roll: u32,
    },
    /// The initiative order of this turn.
    OrderSet {
        /// First to last.
        order: Vec<Faction>,
    },
    /// A unit's task changed (orders, commitments, spending).
    TaskSet {
        /// The unit.
        unit: UnitId,
        /// The new task.
        task: Task,
    },
    /// A unit paid its Supply (WW-13, WW-G5).
    SupplyPaid {
        /// The unit.
        unit: UnitId,
        /// Its faction.
        faction: Faction,
        /// Supply spent.
        amount: u32,
    },
    /// A unit could not be paid and does not roll (WW-25).
    Unsupplied {
        /// The unit.
        unit: UnitId,
    },
    /// A neutral region paid for its garrison (WW-8, WW-G5).
    NeutralPaid {
        /// The region.
        region: RegionId,
        /// Units paid (1 Supply each).
        units: u32,
    },
    /// A unit moved.
    UnitMoved {
        /// The unit.
        unit: UnitId,
        /// Its new base.
        to: RegionId,
    },
    /// A unit was destroyed or disbanded.
    UnitLost {
        /// The unit.
        unit: UnitId,
        /// Its faction.
        faction: Faction,
        /// Its kind.
        kind: UnitKind,
        /// Where it was.
        at: RegionId,
    },
    /// Neutral infantry were destroyed.
    GarrisonLost {
        /// The region.
        region: RegionId,
        /// How many.
        count: u32,
    },
    /// WW-G12 — two factions are now at war.
    WarDeclared {
        /// The attacker.
        by: Faction,
        /// The attacked.
        on: Faction,
    },
    /// WW-G12 — a peace offer.
    PeaceOffered {
        /// Offering faction.
        by: Faction,
        /// To whom.
        to: Faction,
    },
    /// WW-G12 — both sides agreed to peace.
    PeaceMade {
        /// One side.
        a: Faction,
        /// The other.
        b: Faction,
    },
    /// WW-G10 — a neutral country is hostile to a faction for good.
    NeutralHostile {
        /// The faction.
        faction: Faction,
        /// The country.
        country: CountryId,
    },
    /// WW-G2 — a treaty ended.
    TreatyEnded {
        /// The buyer.
        buyer: Faction,
        /// The country.
        country: CountryId,
    },
    /// WW-17 — a land battle's dice and result.
    LandBattle {
        /// Where.
        region: RegionId,
        /// Attacker.
        attacker: Faction,
        /// Defender (`None`: neutral).
        defender: Option<Faction>,
        /// Attacker's faces.
        attack: Vec<u8>,
        /// Defender's faces.
        defence: Vec<u8>,
        /// Whether the attacker won.
        attacker_won: bool,
    },
    /// Dice fired in air, naval or bombing combat.
    Fire {
        /// Kind of fire.
        kind: FireKind,
        /// Where.
        node: RegionId,
        /// Firing side (`None`: neutral).
        by: Option<Faction>,
        /// The faces.
        faces: Vec<u8>,
        /// Hits scored.
        hits: u32,
    },
    /// A region changed hands (WW-17, WW-G6).
    RegionCaptured {
        /// The region.
        region: RegionId,
        /// New owner.
        by: Faction,
        /// Old owner (`None`: neutral).
        from: Option<Faction>,
    },
    /// WW-30, WW-31 — a facility was damaged.
    FacilityDamaged {
        /// The region.
        region: RegionId,
    },
    /// WW-27 — a merchant's cargo arrived.
    Imported {
        /// Who.
        faction: Faction,
        /// The merchant.
        unit: UnitId,
        /// What.
        good: Good,
    },
    /// WW-9, WW-37 — resources left a faction's stock.
    ResourcesSent {
        /// Sender.
        from: Faction,
        /// Destination region.
        to: RegionId,
        /// What.
        cargo: Resources,
    },
    /// Resources arrived in a faction's stock.
    ResourcesReceived {
        /// Recipient.
        faction: Faction,
        /// What.
        cargo: Resources,
    },
    /// WW-7, WW-G10 — aid arrived at a neutral region.
    AidReceived {
        /// The region.
        region: RegionId,
        /// What.
        cargo: Resources,
    },
    /// WW-G10 — a neutral raised one infantry from its aid account.
    NeutralRaised {
        /// Where.
        region: RegionId,
    },
    /// WW-G15 — a faction lost its last region.
    FactionEliminated {
        /// Who.
        faction: Faction,
    },
    /// WW-G14 — the game is over.
    GameOver {
        /// The result.
        finish: Finish,
    },
}

/// Emits the loss of a unit, with what it was for the log.
pub fn lose(s: &mut State, unit: UnitId, ev: &mut crate::Ev) {
    if let Some(u) = s.unit(unit) {
        let (faction, kind, at) = (u.faction, u.kind, u.at);
        ev.emit(s, Event::UnitLost { unit, faction, kind, at });
    }
}

/// The only mutator of a [`State`].
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::Bought { faction, purchase } => s.factions[faction.index()].pending.push(*purchase),
        Event::PurchaseFinished { faction } => s.factions[faction.index()].done = true,
        Event::PurchasesRevealed { purchases } => apply_reveal(s, purchases),
        Event::TurnBegan { turn } => apply_turn_began(s, *turn),
        Event::Income { faction, gain } => add(s, *faction, *gain),
        Event::PhaseBegan { phase } => {
            s.phase = *phase;
            s.factions.iter_mut().for_each(|f| f.done = false);
        }
        Event::InitiativeChosen { faction, timing } => {
            let f = &mut s.factions[faction.index()];
            f.timing = Some(*timing);
            f.done = true;
        }
        Event::InitiativeRolled { faction, roll } => s.factions[faction.index()].initiative_roll = Some(*roll),
        Event::OrderSet { order } => s.order.clone_from(order),
        Event::TaskSet { unit, task } => with_unit(s, *unit, |u| u.task = *task),
        Event::SupplyPaid { unit, faction, amount } => {
            with_unit(s, *unit, |u| u.paid = true);
            let stock = &mut s.factions[faction.index()].stock;
            stock.s = stock.s.saturating_sub(*amount);
        }
        Event::NeutralPaid { region, units } => with_region(s, *region, |r| {
            r.supply = r.supply.saturating_sub(*units);
            r.garrison_paid += units;
        }),
        Event::UnitMoved { unit, to } => with_unit(s, *unit, |u| u.at = *to),
        Event::UnitLost { unit, .. } => s.units.retain(|u| u.id != *unit),
        Event::GarrisonLost { region, count } => with_region(s, *region, |r| {
            r.garrison = r.garrison.saturating_sub(*count);
            r.garrison_paid = r.garrison_paid.min(r.garrison);
        }),
        Event::WarDeclared { by, on } => apply_war(s, *by, *on),
        Event::PeaceOffered { by, to } => s.factions[by.index()].peace_offers.push(*to),
        Event::PeaceMade { a, b } => apply_peace(s, *a, *b),
        Event::NeutralHostile { faction, country } => {
            if let Some(c) = s.countries.get_mut(country.index()) {
                c.hostile.push(*faction);
            }
        }
        Event::TreatyEnded { buyer, country } => s.treaties.retain(|t| !(t.buyer == *buyer && t.country == *country)),
        Event::RegionCaptured { region, by, .. } => with_region(s, *region, |r| {
            r.owner = Some(*by);
            r.garrison = 0;
            r.garrison_paid = 0;
        }),
        Event::FacilityDamaged { region } => {
            let turn = s.turn;
            with_region(s, *region, |r| r.damaged_turn = Some(turn));
        }
        Event::Imported { faction, good, .. } => add(s, *faction, good_bundle(*good, 1)),
        Event::ResourcesSent { from, cargo, .. } => {
            let stock = &mut s.factions[from.index()].stock;
            *stock = stock.minus(*cargo);
        }
        Event::ResourcesReceived { faction, cargo } => add(s, *faction, *cargo),
        Event::AidReceived { region, cargo } => apply_aid(s, *region, *cargo),
        Event::NeutralRaised { region } => apply_raise(s, *region),
        Event::FactionEliminated { faction } => {
            s.units.retain(|u| u.faction != *faction);
            let f = &mut s.factions[faction.index()];
            f.eliminated = true;
            f.stock = Resources::default();
            f.pending.clear();
        }
        Event::GameOver { finish } => {
            s.finish = Some(finish.clone());
            s.phase = Phase::Over;
        }
        Event::InitiativeRevealed { .. } | Event::Unsupplied { .. } | Event::LandBattle { .. } | Event::Fire { .. } => {
        }
    }
}

/// A bundle of one good.
#[must_use]
pub const fn good_bundle(good: Good, n: u32) -> Resources {
    match good {
        Good::Production => Resources::new(0, n, 0),
        Good::Supply => Resources::new(0, 0, n),
    }
}

fn add(s: &mut State, f: Faction, r: Resources) {
    let stock = &mut s.factions[f.index()].stock;
    *stock = stock.plus(r);
}

fn with_unit(s: &mut State, id: UnitId, f: impl FnOnce(&mut Unit)) {
    if let Ok(i) = s.units.binary_search_by_key(&id, |u| u.id) {
        f(&mut s.units[i]);
    }
}

fn with_region(s: &mut State, r: RegionId, f: impl FnOnce(&mut crate::state::RegionState)) {
    if crate::map::map().is_land(r)
        && let Some(reg) = s.regions.get_mut(r.index())
    {
        f(reg);
    }
}

fn apply_reveal(s: &mut State, purchases: &[(Faction, Purchase)]) {
    for (faction, p) in purchases {
        let stock = &mut s.factions[faction.index()].stock;
        *stock = stock.minus(p.kind.cost());
        let id = UnitId(s.next_unit);
        s.next_unit += 1;
        s.units.push(Unit { id, faction: *faction, kind: p.kind, at: p.place, task: Task::Idle, paid: false });
    }
    for f in &mut s.factions {
        f.pending.clear();
    }
}

fn apply_turn_began(s: &mut State, turn: u32) {
    s.turn = turn;
    s.order.clear();
    for u in &mut s.units {
        u.task = Task::Idle;
        u.paid = false;
    }
    for r in &mut s.regions {
        r.garrison_paid = 0;
    }
    for f in &mut s.factions {
        f.timing = None;
        f.initiative_roll = None;
        f.done = false;
    }
}

fn apply_war(s: &mut State, a: Faction, b: Faction) {
    let pair = (a.min(b), a.max(b));
    if a != b && !s.wars.contains(&pair) {
        s.wars.push(pair);
        s.wars.sort();
    }
    s.factions[a.index()].peace_offers.retain(|x| *x != b);
    s.factions[b.index()].peace_offers.retain(|x| *x != a);
}

fn apply_peace(s: &mut State, a: Faction, b: Faction) {
    s.wars.retain(|p| *p != (a.min(b), a.max(b)));
    s.factions[a.index()].peace_offers.retain(|x| *x != b);
    s.factions[b.index()].peace_offers.retain(|x| *x != a);
}

fn apply_aid(s: &mut State, region: RegionId, cargo: Resources) {
    with_region(s, region, |r| r.supply += cargo.s);
    let country = crate::map::map().info(region).and_then(|i| i.country);
    if let Some(c) = country.and_then(|c| s.countries.get_mut(c.index())) {
        c.account = c.account.plus(Resources::new(cargo.mp, cargo.p, 0));
    }
}

fn apply_raise(s: &mut State, region: RegionId) {
    let country = crate::map::map().info(region).and_then(|i| i.country);
    if let Some(c) = country.and_then(|c| s.countries.get_mut(c.index())) {
        c.account = c.account.minus(crate::neutral::RAISE_COST);
    }
    with_region(s, region, |r| r.garrison += 1);
}
