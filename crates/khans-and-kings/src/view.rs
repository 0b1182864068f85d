//! What the screen shows: the map's counters and symbols, the side panel
//! and a sub-province's details. Only Decision cards are secret
//! (KK-GOV-02): the panel shows the viewer's own hand, from his view.
//! and a sub-province's details. The sets of victory conditions are
//! secret: the view (`objectives::hide_from`) leaves a viewer only its own.

use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::data::tables::Season;
use crate::describe::stock_text;
use crate::ids::{Player, owner_key};
use crate::map::map;
use crate::names::{list, place};
use crate::state::{GeneralAt, LAST_TURN, State};
use crate::turn_event::TurnEvent;
use engine::board::RegionId;
use engine::rules::{Counter, Mark, PanelSection, RegionView};
use engine::side::Side;
use engine::text::Text;

fn row(label: &str, value: Text) -> (Text, Text) {
    (Text::key(label), value)
}

fn number(n: impl ToString) -> Text {
    Text::key("kk.value.number").plain("number", n.to_string())
}

fn owner_id(owner: Option<Player>) -> &'static str {
    owner.map_or("independent", Player::id)
}

/// The counters at `r`: one per owner, kind and condition (fresh, losses, routed).
fn counters(s: &State, r: RegionId) -> Vec<Counter> {
    let mut out: Vec<(Option<Player>, crate::data::units::Kind, u8, bool, u32)> = Vec::new();
    for u in s.units_at(r) {
        match out.iter_mut().find(|c| c.0 == u.owner && c.1 == u.kind && c.2 == u.losses && c.3 == u.routed) {
            Some(c) => c.4 += 1,
            None => out.push((u.owner, u.kind, u.losses, u.routed, 1)),
        }
    }
    out.into_iter()
        .map(|(owner, kind, losses, routed, count)| {
            let id = kind.template().id;
            Counter {
                owner: owner_id(owner).to_owned(),
                label: Text::key(format!("kk.counter.{id}")),
                count,
                title: Text::key("kk.counter.title")
                    .plain("count", count)
                    .name("unit", format!("kk.unit.{id}"))
                    .name("owner", owner_key(owner))
                    .name("state", format!("kk.state.losses_{losses}"))
                    .name("routed", if routed { "kk.state.routed" } else { "kk.state.ready" }),
            }
        })
        .collect()
}

fn mark(symbol: &str, title: Text) -> Mark {
    Mark { symbol: symbol.to_owned(), title, edge: None, owner: None }
}

/// A sub-province's symbols: its building (KK-BLD-03: the pawn), the
/// province capital, a strategic source (KK-RES-17: its token), generals.
fn marks(s: &State, r: RegionId) -> Vec<Mark> {
    let m = map();
    let mut out = Vec::new();
    if let Some(b) = s.building(r) {
        let symbol = if b.is_stronghold() { "castle" } else { "building" };
        out.push(mark(symbol, Text::key(b.key())));
    }
    if crate::contamination::contaminated(s, r) {
        out.push(mark("damaged", Text::key("kk.mark.contaminated")));
    }
    if m.sub(r).capital {
        out.push(mark("capital", Text::key("kk.mark.capital")));
        if let Some(resource) = m.province_of(r).and_then(|p| m.province(p).strategic) {
            out.push(mark("resource", Text::key(resource.key())));
        }
    }
    out.extend(general_marks(s, r));
    out
}

/// The generals at `r` (admirals at sea too, KK-GENL-20).
fn general_marks(s: &State, r: RegionId) -> Vec<Mark> {
    let mut out = Vec::new();
    for p in Player::ALL {
        for g in &s.player(p).generals {
            if g.at == GeneralAt::Map(r) {
                out.push(mark("general", Text::key(format!("kk.general.{}_{}", p.id(), g.number))));
            }
        }
    }
    out
}

/// The map as everyone sees it: provinces in their owner's colour.
#[must_use]
pub fn map_view(s: &State) -> Vec<RegionView> {
    let m = map();
    m.board
        .ids()
        .map(|r| RegionView {
            region: Some(r),
            owner: m.province_of(r).map(|p| owner_id(s.owner(p)).to_owned()),
            terrain: None,
            counters: [counters(s, r), crate::transport::counters(s, r), crate::prisoners_text::counters(s, r)]
                .concat(),
            marks: if m.is_sea(r) { general_marks(s, r) } else { marks(s, r) },
        })
        .collect()
}

fn game_section(s: &State) -> PanelSection {
    let mut rows = vec![
        row("kk.panel.turn", Text::key("kk.panel.of").plain("turn", s.turn).plain("last", LAST_TURN)),
        row("kk.panel.season", Text::key(format!("kk.season.{}", Season::of_turn(s.turn).id()))),
        row("kk.panel.event", Text::key(format!("kk.turn_event.{}", TurnEvent::of(s.event).id()))),
        row("kk.panel.weather", Text::key(format!("kk.weather.{}", s.weather.id()))),
        row(
            "kk.panel.colour",
            s.colour.map_or_else(|| Text::key("kk.colour.white"), |c| Text::key(format!("kk.colour.{}", c.id()))),
        ),
    ];
    if let Some(p) = s.acting() {
        rows.push(row("kk.panel.acting", Text::key(p.key())));
    }
    if !s.order.is_empty() {
        let order: Vec<Text> = s.order.iter().map(|p| Text::key(p.key())).collect();
        rows.push(row("kk.panel.order", list(order, "kk.value.nothing")));
    }
    PanelSection { title: Text::key("kk.panel.game"), rows }
}

fn state_section(s: &State, p: Player) -> PanelSection {
    let ps = s.player(p);
    let mut rows: Vec<(Text, Text)> =
        Resource::of(p.org()).iter().map(|r| (Text::key(r.key()), number(ps.stock.get(*r)))).collect();
    let strategic: Vec<Text> = ps.strategic.iter().map(|(r, _)| Text::key(r.key())).collect();
    rows.push(row("kk.panel.strategic", list(strategic, "kk.value.nothing")));
    rows.push(row(
        "kk.panel.income",
        Text::key("kk.panel.income_value")
            .text("wealth", stock_text(&crate::economy::wealth_income(s, p)))
            .text("buildings", stock_text(&crate::economy::building_income(s, p))),
    ));
    rows.push(row("kk.panel.contentment", Text::key(format!("kk.contentment.{}", crate::contentment::national(s, p)))));
    rows.push(row("kk.panel.government", Text::key(format!("kk.government.{}", ps.government.id()))));
    rows.push(row("kk.panel.doctrine", Text::key(format!("kk.doctrine.{}", ps.doctrine.id()))));
    // GAP-44: the states it is at peace or allied with (at war with the rest).
    let pacts: Vec<Text> = Player::ALL
        .into_iter()
        .filter_map(|q| crate::diplomacy::pact(s, p, q).filter(|_| q != p).map(|x| (q, x)))
        .map(|(q, x)| {
            let pact = Text::key(format!("kk.value.pact_{}", x.relation.id())).name("player", q.key());
            if x.ending.is_some() { Text::key("kk.value.pact_ending").text("pact", pact) } else { pact }
        })
        .collect();
    rows.push(row("kk.panel.relations", list(pacts, "kk.value.at_war_with_all")));
    rows.push(row(
        "kk.panel.generals",
        Text::key("kk.panel.generals_value")
            .plain("held", crate::generals::held(s, p))
            .plain("limit", crate::generals::limit(s, p)),
    ));
    rows.push(crate::prisoners_text::panel_row(s, p));
    rows.extend(crate::decisions_text::panel_rows(s, p));
    rows.extend(crate::objectives::panel_row(s, p));
    for g in &ps.generals {
        let at = match g.at {
            GeneralAt::Map(r) => Text::key("kk.panel.general_at").name("place", place(r)),
            GeneralAt::Pool => Text::key("kk.panel.general_pool"),
            GeneralAt::Captured(by) => Text::key("kk.panel.general_captured").name("player", by.key()),
            GeneralAt::Dead | GeneralAt::Unrecruited => continue,
        };
        let value = Text::key("kk.panel.general_value")
            .plain("command", crate::generals::command(g))
            .name("trait", format!("kk.trait.{}", g.trait_.id()))
            .text("at", at);
        rows.push((Text::key(format!("kk.general.{}_{}", p.id(), g.number)), value));
    }
    PanelSection { title: Text::key(p.key()), rows }
}

fn states_section(s: &State) -> PanelSection {
    let rows = s
        .seated
        .iter()
        .map(|&p| {
            let value = if s.player(p).eliminated {
                Text::key("kk.panel.eliminated")
            } else {
                Text::key("kk.panel.standing")
                    .plain("provinces", s.provinces_of(p).count())
                    .plain("gold", s.player(p).stock.get(Resource::Gold))
            };
            (Text::key(p.key()), value)
        })
        .collect();
    PanelSection { title: Text::key("kk.panel.states"), rows }
}

/// The side panel: the turn, the viewer's state, every state's provinces.
#[must_use]
pub fn panel(s: &State, viewer: Option<Player>) -> Vec<PanelSection> {
    let mut out = vec![game_section(s)];
    if let Some(p) = viewer {
        out.push(state_section(s, p));
    }
    out.push(states_section(s));
    out
}

/// A sub-province's details: province and owner, terrain, stacking,
/// building, supply, the units there with their condition.
#[must_use]
pub fn region_panel(s: &State, r: RegionId, viewer: Option<Player>) -> Vec<PanelSection> {
    let m = map();
    if r.index() >= m.subs.len() {
        return Vec::new();
    }
    let mut rows = Vec::new();
    if let Some(p) = m.province_of(r) {
        let pr = m.province(p);
        rows.push(row("kk.panel.province", Text::key(m.province_key(p))));
        rows.push(row("kk.panel.region", Text::key(format!("kk.region.{}", m.regions[pr.region].key))));
        rows.push(row("kk.panel.owner", Text::key(owner_key(s.owner(p)))));
        rows.push(row(
            "kk.panel.wealth",
            Text::key("kk.panel.wealth_value")
                .name("colour", format!("kk.colour.{}", pr.colour.id()))
                .plain("level", crate::economy::wealth_level(s, p)),
        ));
        if let Some(t) = m.terrain(r) {
            let tags: Vec<Text> = t.tags().map(|tag| Text::key(format!("kk.terrain.{}", tag.id()))).collect();
            rows.push(row("kk.panel.terrain", list(tags, "kk.value.nothing")));
            rows.push(row(
                "kk.panel.stacking",
                Text::key("kk.panel.stacking_value")
                    .plain("limit", crate::movement::stack_limit(s, r))
                    .plain("move", t.move_cost()),
            ));
        }
        if let Some(b) = s.building(r) {
            rows.push(row("kk.panel.building", Text::key(b.key())));
        }
        if let Some(resource) = pr.strategic {
            rows.push(row("kk.panel.source", Text::key(resource.key())));
        }
        if crate::river::has_river(r) {
            rows.push(row("kk.panel.river", Text::key("kk.panel.yes")));
        }
        if let Some(v) = viewer {
            let on = crate::supply::supplied(s, v);
            rows.push(row("kk.panel.supply", Text::key(if on[r.index()] { "kk.panel.yes" } else { "kk.panel.no" })));
        }
    }
    let mut out = vec![PanelSection { title: Text::key(place(r)), rows }];
    // Alike units in one row with their number, and only what sets a unit
    // apart from a fresh one (issue 36: five lines a unit).
    let mut alike: Vec<(&crate::state::Unit, u32)> = Vec::new();
    for u in s.units_at(r) {
        let same = |(v, _): &&mut (&crate::state::Unit, u32)| {
            v.kind == u.kind && v.owner == u.owner && v.xp == u.xp && v.losses == u.losses && v.routed == u.routed
        };
        match alike.iter_mut().find(same) {
            Some((_, n)) => *n += 1,
            None => alike.push((u, 1)),
        }
    }
    let units: Vec<(Text, Text)> = alike
        .into_iter()
        .map(|(u, count)| {
            let t = u.kind.template();
            let fresh = u.xp == 0 && u.losses == 0 && !u.routed;
            let notes = if fresh {
                Text::key("kk.panel.unit_fresh")
            } else {
                Text::key("kk.panel.unit_notes")
                    .plain("xp", u.xp)
                    .name("state", format!("kk.state.losses_{}", u.losses))
                    .name("routed", if u.routed { "kk.state.routed" } else { "kk.state.ready" })
            };
            (
                Text::key("kk.panel.unit_count").plain("count", count).name("unit", format!("kk.unit.{}", t.id)),
                Text::key("kk.panel.unit_brief")
                    .name("owner", owner_key(u.owner))
                    .plain("strength", t.strength)
                    .plain("morale", t.morale)
                    .plain("speed", t.speed)
                    .text("notes", notes),
            )
        })
        .chain(crate::transport::panel_row(s, r))
        .collect();
    if !units.is_empty() {
        out.push(PanelSection { title: Text::key("kk.panel.units"), rows: units });
    }
    out.extend(crate::prisoners_text::region_section(s, r));
    if s.building(r) == Some(Building::Port) {
        out.push(PanelSection {
            title: Text::key("kk.panel.trade"),
            rows: vec![row("kk.panel.markets", number(m.province_of(r).map_or(0, |p| crate::trade::markets(s, p))))],
        });
    }
    out
}
