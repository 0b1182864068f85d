//! What a newcomer looks for at a place but cannot do now, and why (issue
//! 36: "'What now?' says why, in a line, whenever the obvious thing is not
//! possible"): shown with the place, under "Not possible now", each with
//! the refusal `check` gives, rule id included, so no rule is written twice.

use crate::action::{Action, Group, Item};
use crate::check::check;
use crate::ids::{Faction, UnitKind};
use crate::map::map;
use crate::movement::{self, Step};
use crate::refusal::Refuse;
use crate::state::{STEPS, State};
use engine::board::RegionId;
use engine::rules::Refusal;
use engine::text::Text;

/// The rows of the place's "Not possible now" section for realm `f` (none
/// when another realm decides, or while a choice is pending).
#[must_use]
pub fn rows(s: &State, r: RegionId, f: Faction) -> Vec<(Text, Text)> {
    if s.decider() != Some(f) || !s.pending.is_empty() || r.index() >= map().info.len() {
        return Vec::new();
    }
    let why = |refuse: Refuse| Refusal::from(refuse).text;
    let offered = crate::legal::legal_actions(s, f);
    let mut rows = Vec::new();
    if let Some(refused) = recruit_refused(s, r, f, &offered) {
        rows.push((Text::key("sr.not_now.recruit"), why(refused)));
    }
    if let Some(refused) = move_refused(s, r, f, &offered) {
        rows.push((Text::key("sr.not_now.move"), why(refused)));
    }
    if let Some((what, refused)) = siege_refused(s, r, f, &offered) {
        rows.push((Text::key(what), why(refused)));
    }
    rows
}

/// SR-G3, SR-G4, SR-G6 — `f`'s city where nothing may be raised: why the
/// troop a newcomer tries first may not (the recruiting stage passed once
/// the campaign began, two items raised, the city besieged, or too few
/// supplies). Said at the city only, not in its field, where no one
/// raises anything.
fn recruit_refused(s: &State, r: RegionId, f: Faction, offered: &[Action]) -> Option<Refuse> {
    let c = Some(r).filter(|&c| map().is_city(c) && s.owner(c) == Some(f))?;
    if offered.iter().any(|a| matches!(a, Action::Recruit { at, .. } if *at == c)) {
        return None;
    }
    check(s, f, &Action::Recruit { at: c, item: Item::Troop, count: 1 }).err()
}

/// SR-6, SR-G4, SR-G10, SR-G15 — `f`'s army on land at `r` that may take
/// no step: the refusal of one of its units (one with steps left, if any)
/// leaving the city or marching to a neighbouring field — every step
/// used, too few supplies, or the city besieged.
fn move_refused(s: &State, r: RegionId, f: Faction, offered: &[Action]) -> Option<Refuse> {
    let m = map();
    if m.is_sea(r) || offered.iter().any(|a| matches!(a, Action::Move { from, .. } if *from == r)) {
        return None;
    }
    let land: Vec<_> = s.army(Some(f), r).filter(|u| u.kind != UnitKind::Ship).collect();
    let unit = land.iter().find(|u| u.steps < STEPS).or_else(|| land.first())?;
    let to = if m.is_city(r) {
        m.field_of(r)?
    } else {
        m.board.links(r).iter().map(|&(to, _)| to).find(|&to| movement::step(s, f, r, to) == Ok(Step::March))?
    };
    let mut group = Group::default();
    group.set(unit.kind, 1);
    check(s, f, &Action::Move { from: r, to, group }).err()
}

/// SR-13, SR-17, SR-G13 — an enemy city (or its field) where `f`'s army
/// stands in the field and neither a siege nor a storm is offered: the
/// storm's refusal when `f` besieges it already, else the siege's (too
/// weak, not bordering, too few supplies, besieged by another).
fn siege_refused(s: &State, r: RegionId, f: Faction, offered: &[Action]) -> Option<(&'static str, Refuse)> {
    let m = map();
    let c = m.city_of(r).filter(|&c| s.hostile(s.owner(c), Some(f)))?;
    let field = m.field_of(c)?;
    if !s.army(Some(f), field).any(|u| u.kind != UnitKind::Ship) {
        return None;
    }
    let siege_or_storm = |a: &Action| matches!(a, Action::Besiege { city } | Action::Storm { city } if *city == c);
    if offered.iter().any(siege_or_storm) {
        return None;
    }
    if s.city(c).and_then(|x| x.siege).is_some_and(|x| x.by == f) {
        check(s, f, &Action::Storm { city: c }).err().map(|x| ("sr.not_now.storm", x))
    } else {
        check(s, f, &Action::Besiege { city: c }).err().map(|x| ("sr.not_now.besiege", x))
    }
}
