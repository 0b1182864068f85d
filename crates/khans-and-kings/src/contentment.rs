//! Popular contentment (KK-ZL, GAP-10…GAP-12): the national level 1–4 and
//! the conquered provinces' one below, with the temporary modifiers of
//! Spices, winter heating, Total War and the Autocracy's cap. KK-ZL-01:
//! content states fight better (`morale`) and grow more (`economy::growth`);
//! discontented ones strike and rise (`unrest`).

use crate::Ev;
use crate::data::tables::{Doctrine, Government, Strategic};
use crate::event::Event;
use crate::ids::{Player, ProvinceId};
use crate::state::State;

/// GAP-10, KK-ZL-02 — the lowest and highest of the four levels.
pub const LEVELS: (u8, u8) = (1, 4);

/// GAP-10, GAP-12, GAP-04 — national contentment as it counts this turn:
/// the level, +1 with Spices, −1 under Total War, −1 for an industrial
/// state that could not heat this winter turn, at most 3 under an
/// Autocracy, between 1 and 4.
/// KK-ZL-01: contentment works on the whole state (Morale, strikes,
/// uprisings), so every rule reads it here.
#[must_use]
pub fn national(s: &State, p: Player) -> u8 {
    let ps = s.player(p);
    let mut level = i32::from(ps.contentment);
    if crate::economy::holds(s, p, Strategic::Spices) {
        level += 1;
    }
    if ps.doctrine == Doctrine::TotalWar {
        level -= 1;
    }
    if ps.cold {
        level -= 1;
    }
    if ps.government == Government::Autocracy {
        level = level.min(3);
    }
    u8::try_from(level.clamp(i32::from(LEVELS.0), i32::from(LEVELS.1))).unwrap_or(LEVELS.0)
}

/// KK-ZL-03, KK-PROV-07, AMB-61, AMB-48 — the level in one of `p`'s provinces:
/// national there, one lower (at least 1) in a conquered province: the
/// split the contentment and uprising rules use (KK-ZL-06).
#[must_use]
pub fn in_province(s: &State, p: Player, province: ProvinceId) -> u8 {
    let n = national(s, p);
    if s.player(p).national.contains(&province) { n } else { n.saturating_sub(1).max(LEVELS.0) }
}

/// GAP-10 — the Morale contentment gives a unit of `p` in `province`: +1
/// enthusiastic, −1 rebellious.
#[must_use]
pub fn morale(s: &State, p: Player, province: Option<ProvinceId>) -> i32 {
    match province.map_or(0, |pr| in_province(s, p, pr)) {
        4 => 1,
        1 => -1,
        _ => 0,
    }
}

/// GAP-12 — a lasting change of the national level, kept within 1–4.
/// KK-ZL-05: made by events (`turn_event`) and GAP-12's situations;
/// strategic units count in `national` (Spices); decisions: not yet.
pub fn change(s: &mut State, p: Player, by: i32, ev: &mut Ev) {
    let now = i32::from(s.player(p).contentment);
    let level = u8::try_from((now + by).clamp(i32::from(LEVELS.0), i32::from(LEVELS.1))).unwrap_or(LEVELS.0);
    if i32::from(level) != now {
        ev.emit(s, Event::Contentment { player: p, level });
    }
}

/// GAP-12 — a province changing hands: its former owner, if it was one of
/// his national provinces, loses a level; a state retaking one of its own
/// national provinces gains one.
pub fn on_taken(s: &mut State, province: ProvinceId, from: Option<Player>, taker: Player, ev: &mut Ev) {
    if let Some(f) = from.filter(|f| s.player(*f).national.contains(&province)) {
        change(s, f, -1, ev);
    }
    if s.player(taker).national.contains(&province) {
        change(s, taker, 1, ev);
    }
}
