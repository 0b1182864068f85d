//! The arithmetic of battle (SR-5, SR-19…SR-21, SR-33, SR-37, SR-38,
//! SR-G8, SR-G9, SR-AMB-1, SR-AMB-2): strengths, casualty rolls and who
//! loses which units. Pure functions of the sides; `crate::battle` gathers
//! the sides from the state and applies the result.

use crate::ids::{UnitId, UnitKind};

/// One unit as a battle sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fighter {
    /// The unit.
    pub id: UnitId,
    /// Its kind.
    pub kind: UnitKind,
    /// SR-G8 — it carries a fire sword (+1 BS, never a casualty).
    pub sword: bool,
    /// In a relief battle, a unit of the besieged garrison: its owner
    /// spends the relieving army first (SR-G9, SR-EX-40d).
    pub garrison: bool,
}

impl Fighter {
    /// A unit with no sword, not of a garrison.
    #[must_use]
    pub const fn plain(id: UnitId, kind: UnitKind) -> Self {
        Self { id, kind, sword: false, garrison: false }
    }

    /// SR-1, SR-G8 — its BS in this battle: a catapult counts 3 when its
    /// army storms; a fire sword adds 1 to a unit that may carry one.
    #[must_use]
    pub const fn bs(self, storming: bool) -> u32 {
        let base = if storming && matches!(self.kind, UnitKind::Catapult) { 3 } else { self.kind.bs() };
        base + if self.sword && self.kind.carries_sword() { 1 } else { 0 }
    }

    /// SR-G9 — the casualties it absorbs when removed: its own BS (the
    /// sword and the catapult's storm bonus never absorb; a ruler cannot).
    #[must_use]
    pub const fn absorbs(self) -> u32 {
        self.kind.bs()
    }

    /// SR-G6, SR-G9 — what losing it costs its owner, who loses the
    /// cheapest units first among the choices of smallest excess.
    #[must_use]
    pub const fn worth(self) -> u32 {
        let cost = match self.kind {
            UnitKind::Troop | UnitKind::Shadow => 2,
            UnitKind::Fanatic | UnitKind::Catapult | UnitKind::Ship => 3,
            UnitKind::Ruler => 100,
        };
        cost + if self.sword { 2 } else { 0 } + if self.garrison { 10 } else { 0 }
    }
}

/// One side of a battle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Side {
    /// Its units.
    pub units: Vec<Fighter>,
    /// SR-3, SR-G9 — the best single kard's bonus on this side.
    pub kard: u32,
    /// SR-5 — it defends inside its fortified city: the units' BS counts twice.
    pub walls: bool,
    /// SR-G8 — it is the army storming a city (catapults count 3).
    pub storming: bool,
    /// SR-G9 (rules 2) — its owner's standing order: the kinds it gives up
    /// first; `None`: the cheapest first (rules 1).
    pub losses: Option<Vec<UnitKind>>,
}

impl Side {
    /// The units' BS, swords and storm bonus included.
    #[must_use]
    pub fn unit_bs(&self) -> u32 {
        self.units.iter().map(|u| u.bs(self.storming)).sum()
    }

    /// SR-G9 — the kard's bonus counts only while the side has a unit of BS 1 or more.
    #[must_use]
    pub fn kard_bonus(&self) -> u32 {
        if self.units.iter().any(|u| u.kind.bs() >= 1) { self.kard } else { 0 }
    }

    /// SR-5 — `cityDefense`: the defending units' BS again inside walls.
    #[must_use]
    pub fn city_defence(&self) -> u32 {
        if self.walls { self.unit_bs() } else { 0 }
    }

    /// SR-13, SR-19, SR-20, SR-G9 — the side's strength: units' BS, best
    /// kard, city defence.
    #[must_use]
    pub fn strength(&self) -> u32 {
        self.unit_bs() + self.kard_bonus() + self.city_defence()
    }

    /// The same side without the units `lost`.
    #[must_use]
    pub fn without(&self, lost: &[UnitId]) -> Self {
        Self { units: self.units.iter().copied().filter(|u| !lost.contains(&u.id)).collect(), ..self.clone() }
    }
}

/// SR-19, SR-20 — a casualty roll: `floor((strength + d6) / 4)`.
#[must_use]
pub const fn casualty_roll(strength: u32, die: u8) -> u32 {
    (strength + die as u32) / 4
}

/// SR-G9, SR-15 (rules 2) — where a unit stands in its owner's order of
/// giving up units: the kinds in the order given, each unit without a
/// sword before those with one (a sword dies with its carrier), and a
/// relief's garrison after the relieving army (SR-EX-40d). Lower goes first.
#[must_use]
pub fn tier(u: Fighter, order: &[UnitKind]) -> usize {
    let kind = order.iter().position(|&k| k == u.kind).unwrap_or(order.len());
    kind + 10 * usize::from(u.sword) + 100 * usize::from(u.garrison)
}

/// SR-G9 — which units a side loses to `hits` casualties: the combination
/// whose BS covers the hits with the smallest excess; among those, under
/// rules 2 the one its owner's standing order `losses` prefers (see
/// [`casualties_in_order`]), under rules 1 the cheapest; when the hits
/// reach the units' whole BS, every unit but the rulers.
#[must_use]
pub fn side_casualties(side: &Side, hits: u32) -> Vec<UnitId> {
    match &side.losses {
        Some(order) => casualties_in_order(&side.units, hits, order),
        None => casualties(&side.units, hits),
    }
}

/// SR-G9 (rules 2) — the losses of smallest excess that spare the units
/// given up last: among the combinations of smallest excess, the one that
/// loses the fewest units of the last tier of `order` (see [`tier`]), then
/// of the tier before, and so on.
#[must_use]
pub fn casualties_in_order(units: &[Fighter], hits: u32, order: &[UnitKind]) -> Vec<UnitId> {
    if hits == 0 {
        return Vec::new();
    }
    let by_tier = |a: &Fighter, b: &Fighter| tier(*a, order).cmp(&tier(*b, order)).then(a.id.cmp(&b.id));
    let mut ones: Vec<Fighter> = units.iter().copied().filter(|u| u.absorbs() == 1).collect();
    let mut twos: Vec<Fighter> = units.iter().copied().filter(|u| u.absorbs() == 2).collect();
    let total = u32::try_from(ones.len() + 2 * twos.len()).unwrap_or(u32::MAX);
    if hits >= total {
        return units.iter().filter(|u| u.absorbs() > 0).map(|u| u.id).collect();
    }
    ones.sort_unstable_by(by_tier);
    twos.sort_unstable_by(by_tier);
    // The tiers lost, most spared first: a smaller list loses less of what
    // the owner keeps longest.
    let spared = |a: usize, b: usize| {
        let mut lost: Vec<usize> = ones.iter().take(a).chain(twos.iter().take(b)).map(|u| tier(*u, order)).collect();
        lost.sort_unstable_by(|x, y| y.cmp(x));
        lost
    };
    let mut best: Option<(u32, Vec<usize>, usize, usize)> = None;
    for b in 0..=twos.len() {
        let from_twos = 2 * u32::try_from(b).unwrap_or(u32::MAX);
        let a = usize::try_from(hits.saturating_sub(from_twos)).unwrap_or(usize::MAX);
        if a > ones.len() {
            continue;
        }
        let excess = from_twos + u32::try_from(a).unwrap_or(u32::MAX) - hits;
        let key = (excess, spared(a, b), a, b);
        if best.as_ref().is_none_or(|k| (key.0, &key.1) < (k.0, &k.1)) {
            best = Some(key);
        }
    }
    let Some((_, _, a, b)) = best else { return Vec::new() };
    ones.iter().take(a).chain(twos.iter().take(b)).map(|u| u.id).collect()
}

/// SR-G9 (rules 1) — which units a side loses to `hits` casualties: the
/// combination whose BS covers the hits with the smallest excess (the
/// cheapest units among equals); when the hits reach the units' whole BS,
/// every unit but the rulers.
#[must_use]
pub fn casualties(units: &[Fighter], hits: u32) -> Vec<UnitId> {
    if hits == 0 {
        return Vec::new();
    }
    let mut ones: Vec<Fighter> = units.iter().copied().filter(|u| u.absorbs() == 1).collect();
    let mut twos: Vec<Fighter> = units.iter().copied().filter(|u| u.absorbs() == 2).collect();
    let total = u32::try_from(ones.len() + 2 * twos.len()).unwrap_or(u32::MAX);
    if hits >= total {
        return units.iter().filter(|u| u.absorbs() > 0).map(|u| u.id).collect();
    }
    let by_worth = |a: &Fighter, b: &Fighter| a.worth().cmp(&b.worth()).then(a.id.cmp(&b.id));
    ones.sort_unstable_by(by_worth);
    twos.sort_unstable_by(by_worth);
    let worth = |list: &[Fighter], n: usize| list.iter().take(n).map(|u| u.worth()).sum::<u32>();
    let mut best: Option<(u32, u32, usize, usize)> = None;
    for b in 0..=twos.len() {
        let from_twos = 2 * u32::try_from(b).unwrap_or(u32::MAX);
        let a = usize::try_from(hits.saturating_sub(from_twos)).unwrap_or(usize::MAX);
        if a > ones.len() {
            continue;
        }
        let excess = from_twos + u32::try_from(a).unwrap_or(u32::MAX) - hits;
        let key = (excess, worth(&ones, a) + worth(&twos, b), a, b);
        if best.is_none_or(|k| (key.0, key.1) < (k.0, k.1)) {
            best = Some(key);
        }
    }
    let Some((_, _, a, b)) = best else { return Vec::new() };
    ones.iter().take(a).chain(twos.iter().take(b)).map(|u| u.id).collect()
}

/// The result of one battle's casualty rolls (SR-19…SR-21, SR-AMB-1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each side's strength before the roll (attacker, defender).
    pub strength: (u32, u32),
    /// Each side's casualty roll: the casualties it deals.
    pub value: (u32, u32),
    /// The units each side loses.
    pub lost: (Vec<UnitId>, Vec<UnitId>),
    /// Each side's remaining strength.
    pub left: (u32, u32),
    /// SR-21 — the greater remaining strength wins; a tie is the defender's.
    pub attacker_wins: bool,
}

/// SR-19…SR-21, SR-AMB-1, SR-AMB-2 — a battle: each side's casualty roll
/// is the casualties it deals; both lose at once; the remaining strengths
/// (units, best kard, city defence recomputed on the survivors) decide,
/// ties to the defender.
#[must_use]
pub fn battle(attacker: &Side, defender: &Side, dice: (u8, u8)) -> Outcome {
    battle_in(attacker, defender, dice, false)
}

/// [`battle`], or under SR-AMB-1's other reading (`score`, a scenario's
/// option) the greater casualty roll wins, ties to the defender; the
/// casualties are dealt as rolled either way.
#[must_use]
pub fn battle_in(attacker: &Side, defender: &Side, dice: (u8, u8), score: bool) -> Outcome {
    let strength = (attacker.strength(), defender.strength());
    let value = (casualty_roll(strength.0, dice.0), casualty_roll(strength.1, dice.1));
    let lost = (side_casualties(attacker, value.1), side_casualties(defender, value.0));
    let left = (attacker.without(&lost.0).strength(), defender.without(&lost.1).strength());
    let attacker_wins = if score { value.0 > value.1 } else { left.0 > left.1 };
    Outcome { strength, value, lost, left, attacker_wins }
}

/// SR-33 — the giant: strength 5 (SR-AMB-3).
pub const GIANT: u32 = 5;

/// The result of the giants' attack (SR-32…SR-35).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GiantOutcome {
    /// The giant's casualty roll and the defenders'.
    pub value: (u32, u32),
    /// The defenders lost.
    pub lost: Vec<UnitId>,
    /// The giant's remaining strength and the defenders'.
    pub left: (u32, u32),
    /// SR-34 — the giant wins (ties are the defenders', SR-21).
    pub giant_wins: bool,
}

/// SR-32, SR-33, SR-AMB-3 — the giants against every unit of the city's
/// owner in the city and its field: no walls, no kard.
#[must_use]
pub fn giants(defenders: &Side, dice: (u8, u8)) -> GiantOutcome {
    giants_in(defenders, dice, false)
}

/// [`giants`], the winner under SR-AMB-1's reading `score` or not.
#[must_use]
pub fn giants_in(defenders: &Side, dice: (u8, u8), score: bool) -> GiantOutcome {
    let side = Side { walls: false, kard: 0, ..defenders.clone() };
    let bs = side.unit_bs();
    let value = (casualty_roll(GIANT, dice.0), casualty_roll(bs, dice.1));
    let lost = side_casualties(&side, value.0);
    let left = (GIANT.saturating_sub(value.1), side.without(&lost).unit_bs());
    let giant_wins = if score { value.0 > value.1 } else { left.0 > left.1 };
    GiantOutcome { value, lost, left, giant_wins }
}

/// The result of the pirates' raid (SR-37…SR-39).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PirateOutcome {
    /// The pirates' strength P.
    pub strength: u32,
    /// The pirates' casualty roll and Ostius'.
    pub value: (u32, u32),
    /// Ostius' units lost.
    pub lost: Vec<UnitId>,
    /// The pirates' remaining strength and Ostius'.
    pub left: (u32, u32),
    /// SR-39 — Ostius falls (a tie is Ostius').
    pub falls: bool,
}

/// SR-37 — the pirates' strength: the BS of the ships in neutral port
/// cities not besieged, and 4 for every neutral port city (SR-AMB-5:
/// besieged ones too).
#[must_use]
pub const fn pirate_strength(ships_bs: u32, neutral_ports: u32) -> u32 {
    ships_bs + 4 * neutral_ports
}

/// SR-37, SR-38, SR-39, SR-AMB-5 — the raid: no dice; Ostius' garrison
/// (and its walls, if it has them) against the pirates' strength.
#[must_use]
pub fn pirates(strength: u32, garrison: &Side) -> PirateOutcome {
    pirates_in(strength, garrison, (0, 0), false)
}

/// [`pirates`] with a die for each side (SR-AMB-5's other reading: `dice`
/// are (0, 0) without), the winner under SR-AMB-1's reading `score` or not.
#[must_use]
pub fn pirates_in(strength: u32, garrison: &Side, dice: (u8, u8), score: bool) -> PirateOutcome {
    let walls = garrison.unit_bs() + garrison.city_defence();
    let value = ((strength + u32::from(dice.0)) / 4, (walls + u32::from(dice.1)) / 4);
    let lost = side_casualties(garrison, value.0);
    let survivors = garrison.without(&lost);
    let left = (strength.saturating_sub(value.1), survivors.unit_bs() + survivors.city_defence());
    let falls = if score { value.0 > value.1 } else { left.0 > left.1 };
    PirateOutcome { strength, value, lost, left, falls }
}

/// SR-39, SR-AMB-6 — the pirate ships that occupy a fallen Ostius:
/// ships of BS 2 totalling the surviving pirates' BS, at least one.
#[must_use]
pub const fn pirate_ships(left: u32) -> u32 {
    if left / 2 > 1 { left / 2 } else { 1 }
}

/// SR-AMB-6's other reading — as many ships as the surviving BS, at least one.
#[must_use]
pub const fn pirate_fleet(left: u32) -> u32 {
    if left > 1 { left } else { 1 }
}
