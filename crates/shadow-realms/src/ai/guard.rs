//! What a city must keep at home: enough against the armies next to it,
//! against the giants when its name is on their table (SR-30) and, in
//! Ostius, against the pirates (SR-36…SR-39).

use crate::combat::{self, Fighter, Side};
use crate::ids::{Faction, UnitId, UnitKind};
use crate::map::{GIANT_TABLE, OSTIUS, city, map};
use crate::state::State;
use engine::board::RegionId;

/// SR-32, SR-33 — against a giant (5, die) the defenders of a city and its
/// field hold whatever the dice with 6 BS: they keep at least 4, the giant
/// at most 4, and a tie is theirs.
const GIANT_PROOF: u32 = 6;
/// A capital keeps this much besides its kard, threat or none.
const CAPITAL: u32 = 3;

/// The hostile realms' BS in a city's field and the fields next to it:
/// what could besiege or storm it next turn (neutrals never march).
#[must_use]
pub fn threat(s: &State, f: Faction, city: RegionId) -> u32 {
    let m = map();
    let Some(field) = m.field_of(city) else { return 0 };
    std::iter::once(field).chain(m.neighbours(field)).map(|r| hostile_bs(s, f, r)).sum()
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

/// The BS `f` keeps in its `city`: against the hostile armies next to it
/// (half as much behind walls, SR-5), the giants, the pirates; more in the
/// capital, where the kard stays.
#[must_use]
pub fn guard(s: &State, f: Faction, city_id: RegionId) -> u32 {
    let m = map();
    let threat = threat(s, f, city_id);
    let against_armies = if m.info(city_id).fortified { threat / 2 + 1 } else { threat + 1 };
    let giants =
        if GIANT_TABLE.iter().any(|k| city(k) == city_id) && m.capital(f) == city_id { GIANT_PROOF } else { 0 };
    let pirates = if city(OSTIUS) == city_id { against_pirates(s, city_id) } else { 0 };
    let capital = if m.capital(f) == city_id { CAPITAL } else { 1 };
    against_armies.max(giants).max(pirates).max(capital)
}

/// How much `city` lacks of its guard.
#[must_use]
pub fn shortfall(s: &State, f: Faction, city: RegionId) -> u32 {
    guard(s, f, city).saturating_sub(garrison_bs(s, f, city))
}
