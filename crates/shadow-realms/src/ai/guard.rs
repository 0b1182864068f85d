//! What a city must keep at home: its kard and a few more in the capital,
//! against the giants when its capital's name is on their table (SR-30)
//! and they come next round, and, in Ostius, against the pirates
//! (SR-36…SR-39). Measured against random players and in computer-only
//! games, keeping more against neighbouring armies left the armies too
//! small to take cities and let the realm that sits (Lake City) win most.

use crate::combat::{self, Fighter, Side};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{GIANT_TABLE, OSTIUS, city, map};
use crate::state::State;
use engine::board::RegionId;

/// SR-32, SR-33 — against a giant (5, die) the defenders of a city and its
/// field hold whatever the dice with 6 BS: they keep at least 4, the giant
/// at most 4, and a tie is theirs.
const GIANT_PROOF: u32 = 6;
/// What a realm's cities keep at home besides the kard in the capital,
/// when neither the giants nor the pirates call for more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guards {
    /// A capital on the giants' table (SR-30: Kerdurin, Heilbron, Malmo).
    pub capital_on_table: u32,
    /// Any other capital.
    pub capital: u32,
    /// Every other city.
    pub city: u32,
}

impl Guards {
    /// Versions 1 and 2: three in a capital, one in every other city.
    pub const FIRST: Self = Self { capital_on_table: 3, capital: 3, city: 1 };
    /// Version 3. Random players took 0.24 cities a game from the computer
    /// and the giants took most it lost, so a city that is not a capital
    /// keeps nobody and its troops march; a capital on the giants' table
    /// keeps four (with three, its realm lost its capital in a quarter of
    /// the games it lost), another two. Measured over 1,000 games against
    /// random players: lost 141 with these, 168 with three in a capital
    /// off the table, 154 with one in every other city.
    pub const LEAN: Self = Self { capital_on_table: 4, capital: 2, city: 0 };
}

/// The BS of the realms hostile to `f` standing at `at` (neutrals not counted).
#[must_use]
pub fn hostile_bs(s: &State, f: Faction, at: RegionId) -> u32 {
    s.units_at(at).filter(|u| u.owner.is_some() && s.hostile(u.owner, Some(f))).map(|u| u.kind.bs()).sum()
}

/// The BS of `f`'s units in `city`.
#[must_use]
pub fn garrison_bs(s: &State, f: Faction, city: RegionId) -> u32 {
    s.army(Some(f), city).map(|u| u.kind.bs()).sum()
}

/// SR-37…SR-39 — the fewest troops that hold Ostius against the pirates
/// as strong as they are now.
fn against_pirates(s: &State, ostius: RegionId) -> u32 {
    let strength = crate::timetable::pirate_strength(s);
    let walls = map().info(ostius).fortified;
    (1..=12)
        .find(|&n| {
            let units = (0..n).map(|i| Fighter::plain(UnitId(u32::MAX - i), UnitKind::Troop)).collect();
            !combat::pirates(strength, &Side { units, walls, ..Side::default() }).falls
        })
        .unwrap_or(12)
}

/// SR-29, SR-30 — whether the giants may strike `city` at the start of the
/// next round (odd rounds from the third): a capital left without its
/// guard then falls with its kard. In the other rounds its army marches.
fn giants_next(s: &State, city_id: RegionId) -> bool {
    crate::timetable::giants_due(s.round + 1) && on_giants_table(city_id)
}

/// SR-30 — whether the giants' die names `city_id`.
fn on_giants_table(city_id: RegionId) -> bool {
    GIANT_TABLE.iter().any(|k| city(k) == city_id)
}

/// The BS `f` keeps in its `city`: its capital's guard (more when the
/// giants may come next), Ostius' against the pirates, `guards` elsewhere.
#[must_use]
pub fn guard(s: &State, f: Faction, city_id: RegionId, guards: Guards) -> u32 {
    let capital = map().capital(f) == city_id;
    let giants = if capital && giants_next(s, city_id) { GIANT_PROOF } else { 0 };
    let pirates = if city(OSTIUS) == city_id { against_pirates(s, city_id) } else { 0 };
    let usual = match (capital, on_giants_table(city_id)) {
        (true, true) => guards.capital_on_table,
        (true, false) => guards.capital,
        (false, _) => guards.city,
    };
    giants.max(pirates).max(usual)
}

/// How much `city` lacks of its guard.
#[must_use]
pub fn shortfall(s: &State, f: Faction, city: RegionId, guards: Guards) -> u32 {
    guard(s, f, city, guards).saturating_sub(garrison_bs(s, f, city))
}
