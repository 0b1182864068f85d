//! What the screen shows: the map's counters and symbols, the side panel
//! and a place's details. Nothing is secret in Shadow Realms.

use crate::ids::{Faction, Owner, UnitKind, owner_id, owner_key};
use crate::map::{Terrain, map};
use crate::state::{KardAt, LAST_ROUND, State};
use engine::board::RegionId;
use engine::rules::{Counter, Mark, PanelSection, RegionView};
use engine::side::Side;
use engine::text::Text;

fn row(label: &str, value: Text) -> (Text, Text) {
    (Text::key(label), value)
}

fn number(n: impl ToString) -> Text {
    Text::key("sr.panel.number").plain("number", n.to_string())
}

/// SR-8, SR-9 — how a field is painted: the wild tribes' hills and forest,
/// the Giants' mountains, the swamps.
fn terrain(r: RegionId) -> Option<String> {
    let m = map();
    if !m.is_field(r) {
        return None;
    }
    let kind = match (m.info(r).terrain, m.key(r)) {
        (Terrain::Impassable, "giants_land") => "mountains",
        (Terrain::Impassable | Terrain::Swamp, _) => "marsh",
        (Terrain::Wild, "wild_forest") => "forest",
        (Terrain::Wild, _) => "hills",
        (Terrain::Plain, _) => return None,
    };
    Some(kind.to_owned())
}

/// The counters of the units at `at`: one per owner and kind.
fn counters(s: &State, at: RegionId) -> Vec<Counter> {
    let mut out: Vec<(Owner, UnitKind, u32, u32)> = Vec::new();
    for u in s.units_at(at) {
        match out.iter_mut().find(|c| c.0 == u.owner && c.1 == u.kind) {
            Some(c) => {
                c.2 += 1;
                c.3 += u32::from(u.sword);
            }
            None => out.push((u.owner, u.kind, 1, u32::from(u.sword))),
        }
    }
    out.into_iter()
        .map(|(owner, kind, count, swords)| Counter {
            owner: owner_id(owner).to_owned(),
            label: Text::key(format!("sr.counter.{}", kind.id())),
            count,
            title: Text::key("sr.counter.title")
                .plain("count", count)
                .name("unit", kind.key())
                .name("owner", owner_key(owner))
                .plain("swords", swords),
        })
        .collect()
}

fn mark(symbol: &str, title: Text) -> Mark {
    Mark { symbol: symbol.to_owned(), title, edge: None, owner: None }
}

/// SR-4, SR-5, SR-G11, SR-13 — a city's symbols: walls, fortress or open
/// town; capital; siege.
fn city_marks(s: &State, city: RegionId) -> Vec<Mark> {
    let m = map();
    let mut out = Vec::new();
    let c = s.city(city);
    // The symbols say what they mean, not where: the legend shows the same words.
    let k = Text::key;
    if m.info(city).fortified {
        if c.is_some_and(|c| c.walls_lost) {
            out.push(mark("castle", k("sr.mark.fortress")));
        } else {
            out.push(mark("walls", k("sr.mark.walls")));
        }
    } else {
        out.push(mark("city", k("sr.mark.open")));
    }
    if Faction::ALL.iter().any(|&f| m.capital(f) == city) {
        out.push(mark("capital", k("sr.mark.capital")));
    }
    if let Some(siege) = c.and_then(|c| c.siege) {
        out.push(mark("siege", k("sr.mark.siege").name("faction", siege.by.key())));
    }
    out
}

/// The map as everyone sees it.
#[must_use]
pub fn map_view(s: &State) -> Vec<RegionView> {
    let m = map();
    m.ids()
        .map(|r| {
            let owner = if m.is_city(r) {
                Some(owner_id(s.owner(r)).to_owned())
            } else if m.is_field(r) {
                s.field_owner(r).map(|o| owner_id(o).to_owned())
            } else {
                None
            };
            RegionView {
                region: Some(r),
                owner,
                terrain: terrain(r),
                counters: counters(s, r),
                marks: if m.is_city(r) { city_marks(s, r) } else { Vec::new() },
            }
        })
        .collect()
}

/// SR-29, SR-36 — the next round the giants and the pirates come.
fn next_round(s: &State, due: fn(u32) -> bool) -> Option<u32> {
    (s.round + 1..=LAST_ROUND).find(|&r| due(r))
}

fn game_section(s: &State) -> PanelSection {
    let mut rows =
        vec![row("sr.panel.round", Text::key("sr.panel.of").plain("round", s.round).plain("last", LAST_ROUND))];
    if let Some(f) = s.acting() {
        rows.push(row("sr.panel.acting", Text::key(f.key())));
    }
    if let Some(d) = s.pending.first() {
        rows.push(row("sr.panel.waiting", Text::key("sr.panel.waiting_value").name("faction", d.by.key())));
    }
    for (label, due) in [
        ("sr.panel.next_giants", crate::timetable::giants_due as fn(u32) -> bool),
        ("sr.panel.next_pirates", crate::timetable::pirates_due),
    ] {
        let when = next_round(s, due).map_or_else(|| Text::key("sr.panel.never"), number);
        rows.push(row(label, when));
    }
    PanelSection { title: Text::key("sr.panel.game"), rows }
}

fn kard_text(s: &State, f: Faction) -> Text {
    match s.faction(f).kard {
        KardAt::Free => Text::key("sr.panel.kard_free").name("kard", f.kard().key()),
        KardAt::Captive { by, at } => Text::key("sr.panel.kard_captive")
            .name("kard", f.kard().key())
            .name("owner", owner_key(by))
            .name("place", map().name_key(at)),
        KardAt::Gone => Text::key("sr.panel.kard_gone"),
    }
}

fn realm_section(s: &State, f: Faction) -> PanelSection {
    let fs = s.faction(f);
    let (supplies, influence) = crate::economy::income(s, f);
    let mut rows = vec![
        row("sr.panel.supplies", number(fs.supplies)),
        row("sr.panel.influence", number(fs.influence)),
        row("sr.panel.cities", number(s.city_count(f))),
        row(
            "sr.panel.income",
            Text::key("sr.panel.income_value")
                .plain("supplies", supplies)
                .plain("influence", influence)
                .plain("cities", s.city_count(f)),
        ),
        row("sr.panel.kard", kard_text(s, f)),
    ];
    if let Some(lord) = fs.lord {
        rows.push(row("sr.panel.lord", Text::key(lord.key())));
        let tribute = crate::vassal::tribute(s, f);
        rows.push(row("sr.panel.tribute_owed", number(tribute)));
    }
    for v in Faction::ALL.into_iter().filter(|&v| s.faction(v).lord == Some(f)) {
        rows.push(row("sr.panel.vassal", Text::key(v.key())));
    }
    rows.push(row("sr.panel.keep", number(fs.keep)));
    if s.rules >= 2 {
        let order = crate::describe::with_loss_order(Text::key("sr.panel.loss_order"), &fs.loss_order());
        rows.push(row("sr.panel.losses", order));
    }
    rows.push(row("sr.panel.tribute", Text::key(if fs.tribute { "sr.panel.yes" } else { "sr.panel.no" })));
    if crate::vassal::may_revolt(s, f) {
        rows.push(row("sr.panel.revolt", Text::key("sr.panel.yes")));
    }
    PanelSection { title: Text::key(f.key()), rows }
}

fn realms_section(s: &State) -> PanelSection {
    let rows = s
        .seated()
        .map(|f| {
            let eligible = crate::economy::eligible(s, f);
            let key = if eligible { "sr.panel.standing" } else { "sr.panel.standing_ineligible" };
            (
                Text::key(f.key()),
                Text::key(key).plain("influence", s.faction(f).influence).plain("cities", s.city_count(f)),
            )
        })
        .collect();
    PanelSection { title: Text::key("sr.panel.realms"), rows }
}

/// The side panel: the round and the timetable, the viewer's realm, every
/// realm's influence and cities (SR-G7).
#[must_use]
pub fn panel(s: &State, viewer: Option<Faction>) -> Vec<PanelSection> {
    let mut out = vec![game_section(s)];
    if let Some(f) = viewer.filter(|&f| s.faction(f).seated) {
        out.push(realm_section(s, f));
    }
    out.push(realms_section(s));
    out
}

/// The details of a place: its city, terrain, siege, the armies and their
/// strength, and the odds of a battle the viewer may fight there.
#[must_use]
pub fn region_panel(s: &State, r: RegionId, viewer: Option<Faction>) -> Vec<PanelSection> {
    let m = map();
    if r.index() >= m.info.len() {
        return Vec::new();
    }
    let mut rows = Vec::new();
    let info = m.info(r);
    if let Some(city) = m.city_of(r) {
        rows.push(row("sr.panel.owner", Text::key(owner_key(s.owner(city)))));
        let walls = if info.fortified { "sr.panel.fortified" } else { "sr.panel.open" };
        rows.push(row("sr.panel.city", Text::key(walls)));
        let defence = crate::siege::defence(s, city);
        rows.push(row(
            "sr.panel.defence",
            Text::key("sr.panel.defence_value")
                .plain("bs", defence.unit_bs())
                .plain("kard", defence.kard_bonus())
                .plain("walls", defence.city_defence())
                .plain("strength", defence.strength()),
        ));
        if let Some(siege) = s.city(city).and_then(|c| c.siege) {
            let year = s.round.saturating_sub(siege.round) / s.options.rounds_per_year() + 1;
            rows.push(row(
                "sr.panel.siege",
                Text::key("sr.panel.siege_value")
                    .name("faction", siege.by.key())
                    .plain("round", siege.round)
                    .plain("year", year),
            ));
        }
    }
    if !info.seas.is_empty() {
        rows.push(row("sr.panel.port", Text::key("sr.panel.yes")));
    }
    match info.terrain {
        Terrain::Wild | Terrain::Swamp => rows.push(row("sr.panel.terrain", Text::key("sr.panel.double_cost"))),
        Terrain::Impassable => rows.push(row("sr.panel.terrain", Text::key("sr.panel.impassable"))),
        Terrain::Plain => {}
    }
    let mut owners: Vec<Owner> = s.units_at(r).map(|u| u.owner).collect();
    owners.dedup();
    owners.sort_unstable();
    owners.dedup();
    for owner in owners {
        let ids: Vec<_> = s.army(owner, r).map(|u| u.id).collect();
        let side = crate::battle::side(s, &ids, &[]);
        rows.push((
            Text::key("sr.panel.army").name("owner", owner_key(owner)),
            Text::key("sr.panel.army_value")
                .plain("units", ids.len())
                .plain("bs", side.unit_bs())
                .plain("kard", side.kard_bonus()),
        ));
    }
    let mut out = vec![PanelSection { title: Text::key(m.name_key(r)), rows }];
    // Issue 36: what is looked for here but not offered now, and why.
    let not_now = viewer.map(|f| crate::why_not::rows(s, r, f)).unwrap_or_default();
    if !not_now.is_empty() {
        out.push(PanelSection { title: Text::key("sr.panel.not_now"), rows: not_now });
    }
    if let Some(f) = viewer.filter(|&f| s.acting() == Some(f)) {
        out.extend(odds_section(s, f, r));
    }
    out
}

/// SR-19…SR-21 — the exact odds of the battles the viewer may fight here.
fn odds_section(s: &State, f: Faction, r: RegionId) -> Option<PanelSection> {
    use crate::action::Action;
    let actions = [Action::Attack { at: r }, Action::Storm { city: r }, Action::Sortie { city: r }];
    let a = actions.into_iter().find(|a| crate::check::check(s, f, a).is_ok())?;
    let o = crate::odds::of_action(s, f, &a)?;
    let percent = engine::odds::percent(engine::odds::per_mille(o.win));
    let one = engine::odds::one_decimal;
    let rows = vec![
        row(
            "sr.panel.odds_strength",
            Text::key("sr.panel.odds_pair").plain("ours", o.strength.0).plain("theirs", o.strength.1),
        ),
        row("sr.panel.odds_win", Text::key("sr.panel.percent").plain("percent", percent)),
        row("sr.panel.odds_losses", Text::key("sr.panel.number").plain("number", one(o.losses))),
        row("sr.panel.odds_kills", Text::key("sr.panel.number").plain("number", one(o.kills))),
    ];
    Some(PanelSection { title: Text::key("sr.panel.odds"), rows })
}
