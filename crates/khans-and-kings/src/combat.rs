//! The count of an engagement (KK-CMB-04, KK-CMB-23, KK-CMB-20, 6.2): a
//! unit's Strength built up part by part with the rule that gives each
//! part, its Morale, and the loss table's effect (GAP-35, GAP-28).

use crate::data::tables::{Doctrine, Government, LossResult, Strategic, Trait, Weather, xp_bonus};
use crate::data::terrain::{Role, Tag};
use crate::data::units::{Ability, Family, UnitType};
use crate::event::Count;
use crate::ids::UnitId;
use crate::map::map;
use crate::state::{State, Unit};
use engine::board::RegionId;

/// GAP-37 — the river-crossing penalty to an attacker's or supporter's
/// Strength, and a landing's (KK-TERR-13).
pub const RIVER: i32 = -2;

/// How a unit came into the battle (GAP-37: across a river with no road,
/// railway or bridge, or from the sea).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crossing {
    /// Over land, or already there.
    Dry,
    /// Across an unbridged river.
    Wet,
    /// KK-TERR-13, KK-NAV-05 — ashore from the sea.
    Landing,
}

/// GAP-37 — how a unit that came from `from` into `at` crossed: a road or
/// railway across the river acts as a bridge (KK-BLD-12); from the sea onto
/// land it landed (KK-TERR-13). Ships meeting at sea cross nothing.
#[must_use]
pub fn crossing(s: &State, from: RegionId, at: RegionId) -> Crossing {
    let m = map();
    if m.is_sea(from) {
        // Under rules 1 (`crate::RULES`) whatever came from the sea crossed
        // wet, ships meeting at sea too.
        return if s.rules < 2 {
            Crossing::Wet
        } else if m.is_sea(at) {
            Crossing::Dry
        } else {
            Crossing::Landing
        };
    }
    let wet = m.edge(from, at).is_some_and(|e| {
        let edge = &m.edges[e];
        let built = s.edges.get(e).is_some_and(|x| x.road || x.railway || x.bridge);
        edge.river && !built
    });
    if wet { Crossing::Wet } else { Crossing::Dry }
}

/// GAP-37, KK-UNIT-20 — how `u`, come from `from`, crossed into `at`: as
/// [`crossing`], but a river gunboat sails along the river and lands
/// nowhere, so it always comes in dry (`river`).
#[must_use]
pub fn crossing_of(s: &State, u: &Unit, from: RegionId, at: RegionId) -> Crossing {
    if crate::river::is_river_ship(u.kind) { Crossing::Dry } else { crossing(s, from, at) }
}

/// The unit whose side a unit fights against in an engagement, for
/// "+N vs" bonuses.
pub struct Opponent<'a> {
    /// The unit.
    pub unit: &'a Unit,
}

/// KK-TERR-08, KK-UNIT-08 — the terrain whose penalties a unit ignores (its bonus terrain).
fn bonus_terrain(u: &Unit) -> Option<(Tag, i32, i32)> {
    u.kind.template().abilities.iter().find_map(|a| match a {
        Ability::Desert(st, mo) => Some((Tag::Desert, *st, *mo)),
        _ => None,
    })
}

/// KK-CMB-23, 6.2 — a unit's total in an engagement at `at`: base, the d4,
/// terrain, the capital and a Stronghold for defenders, bonuses against
/// the opponent's type, experience, upgrades, doctrine, general, strategic
/// resources, the river or landing, snow, supply; then Losses (2/3) or
/// Heavy Losses (1/3), rounded up (KK-CMB-20, AMB-25); never below 0.
/// KK-CMB-39: the capital's +1 (it counts as built-up terrain, KK-TERR-14)
/// and the river or landing penalty. Experience is a flat part (KK-XP-06).
/// Contaminated ground adds its −1 and leaves the terrain's parts (KK-CMB-35).
/// Out of supply: −1 (KK-SUP-01, GAP-31).
#[must_use]
pub fn count(
    s: &State,
    u: &Unit,
    die: u8,
    role: Role,
    at: RegionId,
    opponent: Option<&Unit>,
    crossed: Crossing,
) -> Count {
    let m = map();
    let t = u.kind.template();
    let mut parts: Vec<(String, i32)> = vec![("base".to_owned(), t.strength), ("die".to_owned(), i32::from(die))];
    let mut add = |key: &str, n: i32| {
        if n != 0 {
            parts.push((key.to_owned(), n));
        }
    };
    let attacking = role == Role::Attacker;
    if let Some(terrain) = m.terrain(at) {
        let bonus = bonus_terrain(u).filter(|(tag, _, _)| terrain.has(*tag));
        add("terrain", terrain.strength(t.kind, role, bonus.map(|b| b.0)));
        add("terrain_bonus", bonus.map_or(0, |b| b.1));
    }
    if !attacking && m.sub(at).capital {
        add("capital", 1);
    }
    if !attacking && crate::contamination::contaminated(s, at) {
        add("contaminated", crate::contamination::DEFENCE);
    }
    let stronghold = s.building(at).filter(|b| b.is_stronghold());
    // KK-NPU-07, AMB-47: from rules 2 on a Stronghold in a province of no
    // state serves the independents who hold it (its holder, GAP-20's notes).
    let holds = s.owner_at(at) == u.owner && (u.owner.is_some() || s.rules >= 2);
    if let Some(b) = stronghold.filter(|_| !attacking && holds) {
        add("stronghold", b.info().defence);
    }
    let versus: i32 = opponent.map_or(0, |o| {
        let family = o.kind.template().kind.family();
        t.abilities
            .iter()
            .map(|a| if let Ability::Versus(f, n) = a { if *f == family { *n } else { 0 } } else { 0 })
            .sum()
    });
    add("versus", versus);
    if attacking && stronghold.is_some() {
        add(
            "versus_stronghold",
            t.abilities.iter().map(|a| if let Ability::VersusStronghold(n) = a { *n } else { 0 }).sum(),
        );
    }
    add("experience", xp_bonus(u.xp));
    add("upgrades", u.upgrades.iter().map(|g| g.strength(!attacking)).sum());
    if let Some(p) = u.owner {
        let ps = s.player(p);
        let doctrine = match ps.doctrine {
            Doctrine::Offensive if attacking => 1,
            Doctrine::Defensive if !attacking && (stronghold.is_some() || m.sub(at).capital) => 1,
            _ => 0,
        };
        add("doctrine", doctrine);
        let saltpetre = crate::economy::holds(s, p, Strategic::Saltpetre)
            && matches!(t.kind.family(), Family::Artillery | Family::Siege);
        add("saltpetre", i32::from(saltpetre));
        add("general", crate::generals::command_of(s, u).map_or(0, |c| c.strength(attacking)));
    }
    // KK-TERR-12, GAP-37; KK-TERR-13, KK-NAV-05: a landing's penalty is the river's.
    if attacking && crossed == Crossing::Wet {
        add("river", RIVER);
    }
    if attacking && crossed == Crossing::Landing {
        add("landing", RIVER);
    }
    if attacking && crate::movement::weather_at(s, at) == Weather::Snow {
        add("snow", -1);
    }
    if u.unsupplied {
        add("unsupplied", -1);
    }
    let flat: i32 = parts.iter().map(|(_, n)| n).sum();
    // No card or event of part 1 gives a percentage (AMB-26: 0 %).
    let total = with_losses(percent_total(flat, 0), u.losses);
    Count { unit: u.id, die, parts, total: total.max(0) }
}

/// KK-CMB-23, AMB-26 — the flat sum with the percentage bonuses: flat +
/// ⌈flat × P / 100⌉.
#[must_use]
pub const fn percent_total(flat: i32, percent: i32) -> i32 {
    flat + ceil_div(flat * percent, 100)
}

/// KK-CMB-20, AMB-25 — a total as a unit with `losses` fights it: 2/3 with
/// Losses, 1/3 with Heavy Losses, rounded up.
#[must_use]
pub const fn with_losses(total: i32, losses: u8) -> i32 {
    match losses {
        0 => total,
        1 => ceil_div(total * 2, 3),
        _ => ceil_div(total, 3),
    }
}

/// KK-CMB-06, KK-CMB-07 — whether the loser of an engagement is routed:
/// beaten by more than its Morale.
#[must_use]
pub const fn routs(winner: i32, loser: i32, morale: i32) -> bool {
    winner - loser > morale
}

/// KK-CMB-31, KK-CMB-32 — whether a bombardment destroys its building: a 4
/// on a d4, or an 8 on a d8 against a Stronghold.
#[must_use]
pub const fn bombard_destroys(stronghold: bool, die: u8) -> bool {
    if stronghold { die == 8 } else { die == 4 }
}

/// KK-CMB-24 — division rounded up (negative numerators toward zero, AMB-26).
#[must_use]
pub const fn ceil_div(n: i32, d: i32) -> i32 {
    if n >= 0 { (n + d - 1) / d } else { n / d }
}

/// KK-CMB-06, 6.2 — a unit's Morale: base, experience, its general's
/// Command (or a conflict's penalty), terrain, upgrades, contentment, the
/// government's and doctrine's, routed −2 and unsupplied −1; never below 0.
#[must_use]
pub fn morale(s: &State, u: &Unit, role: Role, at: RegionId) -> i32 {
    let t = u.kind.template();
    let mut m = t.morale + xp_bonus(u.xp);
    m += u.upgrades.iter().map(|g| g.morale()).sum::<i32>();
    if let Some(b) = bonus_terrain(u).filter(|(tag, _, _)| map().terrain(at).is_some_and(|x| x.has(*tag))) {
        m += b.2;
    }
    if let Some(p) = u.owner {
        let ps = s.player(p);
        m += crate::generals::command_of(s, u).map_or(0, |c| c.morale(role == Role::Defender));
        m += crate::contentment::morale(s, p, map().province_of(u.at));
        if ps.government == Government::FeudalMonarchy && t.kind == UnitType::HeavyCavalry {
            m += 1;
        }
        if ps.doctrine == Doctrine::Offensive && role == Role::Defender {
            m -= 1;
        }
    }
    m += crate::decisions::morale(u, role == Role::Defender);
    if u.routed {
        m -= 2;
    }
    if u.unsupplied {
        m -= 1;
    }
    m.max(0)
}

/// What a general's command gives a unit (KK-GENL-11, KK-GENL-17, GAP-34;
/// his trait's other bonuses and penalties, KK-GENL-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Commanded: his Command as Morale, his trait.
    Led {
        /// His Command.
        command: u32,
        /// His trait.
        trait_: Trait,
    },
    /// A conflict of equal generals: this Morale penalty, no bonuses.
    Conflict(u32),
}

impl Command {
    /// The Strength it gives (GAP-34's traits).
    #[must_use]
    pub const fn strength(self, attacking: bool) -> i32 {
        match self {
            Self::Led { trait_: Trait::Aggressive, .. } if attacking => 1,
            Self::Led { trait_: Trait::Stubborn, .. } if !attacking => 1,
            Self::Led { trait_: Trait::Cautious, .. } if attacking => -1,
            _ => 0,
        }
    }

    /// The Morale it gives.
    #[must_use]
    pub fn morale(self, defending: bool) -> i32 {
        match self {
            Self::Led { command, trait_ } => {
                let c = i32::try_from(command).unwrap_or(0);
                let extra = match trait_ {
                    Trait::Inspiring => 1,
                    Trait::Cautious if defending => 1,
                    _ => 0,
                };
                c + extra
            }
            Self::Conflict(penalty) => -i32::try_from(penalty).unwrap_or(0),
        }
    }
}

/// GAP-35, GAP-28, KK-CMB-12 — the loss levels the table adds to the attacking unit
/// and the target (before exemptions).
#[must_use]
pub const fn losses(result: LossResult, attacker_die: u8, defender_die: u8) -> (u8, u8) {
    let lower_attacker = attacker_die < defender_die;
    match result {
        LossResult::Both => (1, 1),
        LossResult::None => (0, 0),
        LossResult::LowerLosses if lower_attacker => (1, 0),
        LossResult::LowerLosses => (0, 1),
        LossResult::LowerHeavy if lower_attacker => (2, 0),
        LossResult::LowerHeavy => (0, 2),
    }
}

/// KK-CMB-25…27 — whether `attacker` may pick `target` among `defenders`:
/// covered types only when nothing else of their side remains, unless the
/// attacker is cavalry, armour or flying.
#[must_use]
pub fn may_target(s: &State, attacker: &Unit, target: &Unit, defenders: &[UnitId]) -> bool {
    if attacker.kind.template().kind.attacks_any() || !target.kind.template().kind.covered() {
        return true;
    }
    !defenders.iter().filter_map(|&id| s.unit(id)).any(|d| !d.kind.template().kind.covered())
}

/// KK-CMB-26, AMB-27, KK-CMB-15 — units an engagement's results do not
/// fall on: a covered-type attacker.
#[must_use]
pub fn exempt_attacker(u: &Unit) -> bool {
    u.kind.template().kind.covered()
}
