//! What each viewer sees: redaction of secrets, the map, the side panels.

use crate::action::Action;
use crate::check::budget_left;
use crate::ids::{Faction, UnitKind};
use crate::map::map;
use crate::state::{Phase, State, Task};
use crate::turn::{income, turn_label};
use engine::board::RegionId;
use engine::rules::{Counter, Mark, PanelSection, RegionView};
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// WW-1, WW-4, WW-19 — the state without other factions' pending purchases
/// and unrevealed initiative choices (spectators see no secrets).
#[must_use]
pub fn redact(s: &State, viewer: Option<Faction>) -> State {
    let mut v = s.clone();
    for f in Faction::ALL {
        if Some(f) == viewer {
            continue;
        }
        let fs = &mut v.factions[f.index()];
        fs.pending.clear();
        if s.phase == Phase::Initiative {
            fs.timing = None;
        }
    }
    v
}

/// Secret actions (purchases, initiative) stay hidden from other viewers
/// while their phase lasts; afterwards they are public. (During a purchase
/// phase earlier turns' purchases are hidden too: over-hiding, never leaking.)
#[must_use]
pub fn action_visible(s: &State, actor: SeatId, a: &Action, viewer: Option<SeatId>) -> bool {
    if viewer == Some(actor) || !a.is_secret() {
        return true;
    }
    match a {
        Action::ChooseInitiative(_) => s.phase != Phase::Initiative,
        _ => s.phase != Phase::Purchase,
    }
}

fn owner_id(s: &State, r: RegionId) -> Option<String> {
    if !map().is_land(r) {
        return None;
    }
    Some(s.owner(r).map_or("neutral", Faction::id).to_owned())
}

fn counters(s: &State, r: RegionId) -> Vec<Counter> {
    let mut out: Vec<Counter> = Vec::new();
    for f in Faction::ALL {
        for kind in UnitKind::ALL {
            let n = u32::try_from(s.units_at(r).filter(|u| u.faction == f && u.kind == kind).count()).unwrap_or(0);
            if n > 0 {
                let title =
                    Text::key("ww.counter.title").name("faction", f.key()).name("unit", kind.key()).plain("count", n);
                out.push(Counter { owner: f.id().to_owned(), label: Text::key(kind.label_key()), count: n, title });
            }
        }
    }
    let garrison = s.region(r).filter(|x| x.owner.is_none()).map_or(0, |x| x.garrison);
    if garrison > 0 {
        let title = Text::key("ww.counter.title")
            .name("faction", "ww.faction.neutral")
            .name("unit", "ww.unit.infantry")
            .plain("count", garrison);
        out.push(Counter {
            owner: "neutral".into(),
            label: Text::key(crate::ids::UnitKind::Infantry.label_key()),
            count: garrison,
            title,
        });
    }
    out
}

fn marks(s: &State, r: RegionId) -> Vec<Mark> {
    let m = map();
    let mark = |symbol: &str| Mark {
        symbol: symbol.to_owned(),
        title: Text::key(format!("ww.mark.{symbol}")),
        edge: None,
        owner: None,
    };
    let mut out = Vec::new();
    if let Some(i) = m.info(r) {
        if i.factory {
            out.push(mark("factory"));
        }
        if i.well {
            out.push(mark("oil"));
        }
        if i.capital {
            out.push(mark("capital"));
        }
        if s.is_damaged(r) {
            out.push(mark("damaged"));
        }
    }
    if m.is_edge(r) {
        out.push(mark("edge"));
    }
    out
}

/// The map as a viewer sees it (called on a redacted state).
#[must_use]
pub fn map_view(s: &State, _viewer: Option<Faction>) -> Vec<RegionView> {
    map()
        .board
        .ids()
        .map(|r| RegionView {
            region: Some(r),
            owner: owner_id(s, r),
            terrain: None,
            counters: counters(s, r),
            marks: marks(s, r),
        })
        .collect()
}

fn row(label: &str, value: Text) -> (Text, Text) {
    (Text::key(label), value)
}

fn res_text(r: crate::ids::Resources) -> Text {
    Text::key("ww.panel.resources").plain("manpower", r.mp).plain("production", r.p).plain("supply", r.s)
}

/// The order of play as a sentence for the log (`ww.panel.order.1` to
/// `.3`: `$first`, `$second`, `$third`).
#[must_use]
pub fn order_text(order: &[Faction]) -> Text {
    order_with("ww.panel.order", order)
}

/// The order of play as the panel's value, under its own heading: the
/// factions alone (`ww.panel.order_list.N`), not "Order of play" twice.
fn order_list(order: &[Faction]) -> Text {
    order_with("ww.panel.order_list", order)
}

fn order_with(key: &str, order: &[Faction]) -> Text {
    const NAMES: [&str; 3] = ["first", "second", "third"];
    let t = Text::key(format!("{key}.{}", order.len()));
    NAMES.iter().zip(order).fold(t, |t, (name, f)| t.name(name, f.key()))
}

fn turn_section(s: &State) -> PanelSection {
    let mut rows = vec![row("ww.panel.turn", turn_label(s)), row("ww.panel.phase", Text::key(s.phase.key()))];
    if !s.order.is_empty() {
        rows.push(row("ww.panel.order", order_list(&s.order)));
    }
    for f in crate::turn::to_act(s) {
        rows.push(row("ww.panel.waiting", Text::key(f.key())));
    }
    PanelSection { title: Text::key("ww.panel.game"), rows }
}

fn faction_section(s: &State, f: Faction) -> PanelSection {
    let fs = s.faction(f);
    let mut rows = vec![
        row("ww.panel.stock", res_text(fs.stock)),
        row("ww.panel.income", res_text(income(s, f))),
        row("ww.panel.score", Text::key("ww.panel.number").plain("number", crate::victory::score(s, f))),
    ];
    if s.phase == Phase::Purchase {
        rows.push(row("ww.panel.budget", res_text(budget_left(s, f))));
        for p in &fs.pending {
            rows.push(row(
                "ww.panel.pending",
                Text::key("ww.panel.bought").name("unit", p.kind.key()).name("region", map().name_key(p.place)),
            ));
        }
    }
    if let Some(t) = fs.timing {
        rows.push(row("ww.panel.initiative", Text::key(timing_key(t))));
    }
    rows.push(row("ww.panel.reserve", Text::key("ww.panel.number").plain("number", fs.defence.reserve)));
    rows.push(row("ww.panel.intercept", Text::key(fs.defence.intercept.key())));
    rows.push(row("ww.panel.losses", Text::key(fs.defence.losses.key())));
    rows.push(row("ww.panel.sink", Text::key(fs.defence.sink.key())));
    rows.extend(
        s.treaties
            .iter()
            .filter(|t| t.buyer == f && t.price.total() > 0)
            .map(|t| row("ww.panel.treaty", treaty_text(s, t))),
    );
    if fs.eliminated {
        rows.push(row("ww.panel.status", Text::key("ww.panel.eliminated")));
    }
    PanelSection { title: Text::key(f.key()), rows }
}

/// WW-G11 — a treaty as its buyer reads it: what, from whom, for what, how
/// long, and the pledge given.
fn treaty_text(s: &State, t: &crate::state::Treaty) -> Text {
    let good = match t.good {
        crate::ids::Good::Production => "ww.good.production",
        crate::ids::Good::Supply => "ww.good.supply",
    };
    let country = format!("ww.country.{}", map().countries.get(t.country.index()).map_or("unknown", String::as_str));
    let last = t.until.map_or(crate::state::LAST_TURN, |u| u.min(crate::state::LAST_TURN));
    let (season, year) = crate::turn::calendar(last);
    Text::key("ww.panel.treaty_terms")
        .plain("quantity", t.quantity)
        .name("good", good)
        .name("country", country)
        .plain("manpower", t.price.mp)
        .plain("production", t.price.p)
        .plain("supply", t.price.s)
        .name("season", format!("ww.season.{season}"))
        .plain("year", year)
        .name("pledge", t.pledge.key())
        .plain("left", last.saturating_sub(s.turn))
}

/// Translation key of a SOONER/LATER choice.
#[must_use]
pub const fn timing_key(t: crate::ids::Timing) -> &'static str {
    match t {
        crate::ids::Timing::Sooner => "ww.timing.sooner",
        crate::ids::Timing::Later => "ww.timing.later",
    }
}

fn diplomacy_section(s: &State) -> PanelSection {
    let pairs = [(Faction::Axis, Faction::Ussr), (Faction::Axis, Faction::Allies), (Faction::Ussr, Faction::Allies)];
    let rows = pairs
        .iter()
        .map(|&(a, b)| {
            let status = if s.at_war(a, b) { "ww.panel.war" } else { "ww.panel.peace" };
            (Text::key("ww.panel.pair").name("first", a.key()).name("second", b.key()), Text::key(status))
        })
        .collect();
    PanelSection { title: Text::key("ww.panel.diplomacy"), rows }
}

/// The side panel: turn, phase, order, the viewer's stock, income and budget,
/// and the state of war.
#[must_use]
pub fn panel(s: &State, viewer: Option<Faction>) -> Vec<PanelSection> {
    let mut out = vec![turn_section(s)];
    if let Some(f) = viewer {
        out.push(faction_section(s, f));
    }
    out.push(diplomacy_section(s));
    if let Some(finish) = &s.finish {
        let rows = Faction::ALL
            .iter()
            .map(|f| {
                (
                    Text::key(f.key()),
                    Text::key("ww.panel.number").plain("number", finish.scores.get(f.index()).copied().unwrap_or(0)),
                )
            })
            .collect();
        out.push(PanelSection { title: Text::key("ww.panel.result"), rows });
    }
    out
}

/// Translation key of a unit's task.
#[must_use]
pub const fn task_key(t: Task) -> &'static str {
    match t {
        Task::Idle => "ww.task.idle",
        Task::Ordered(_) => "ww.task.ordered",
        Task::Defending(_) => "ww.task.committed",
        Task::Covering(_) => "ww.task.covering",
        Task::Spent => "ww.task.spent",
    }
}

/// Details of one region: owner, facilities, units and their state.
#[must_use]
pub fn region_panel(s: &State, r: RegionId, viewer: Option<Faction>) -> Vec<PanelSection> {
    let m = map();
    if !m.is_node(r) {
        return Vec::new();
    }
    let mut rows = Vec::new();
    if let Some(owner) = owner_id(s, r) {
        rows.push(row("ww.panel.owner", Text::key(format!("ww.faction.{owner}"))));
    }
    rows.extend(marks(s, r).into_iter().map(|mk| row("ww.panel.feature", mk.title)));
    if let Some(reg) = s.region(r).filter(|x| x.owner.is_none()) {
        rows.push(row("ww.panel.garrison", Text::key("ww.panel.number").plain("number", reg.garrison)));
        rows.push(row("ww.panel.neutral_supply", Text::key("ww.panel.number").plain("number", reg.supply)));
    }
    for u in s.units_at(r) {
        let paid = if u.paid { "ww.panel.paid" } else { "ww.panel.unpaid" };
        let state = Text::key("ww.panel.unit_state").name("task", task_key(u.task)).name("paid", paid);
        rows.push((Text::key("ww.counter.unit").name("faction", u.faction.key()).name("unit", u.kind.key()), state));
    }
    let mut out = vec![PanelSection { title: Text::key(m.name_key(r)), rows }];
    if let Some(f) = viewer {
        // Issue 36: what is looked for here but not offered now, and why.
        let not_now = crate::why_not::rows(s, r, f);
        if !not_now.is_empty() {
            out.push(PanelSection { title: Text::key("ww.panel.not_now"), rows: not_now });
        }
        out.extend(odds_sections(s, r, f));
    }
    out
}

/// The exact odds of each attack `f` has ordered against `r`.
fn odds_sections(s: &State, r: RegionId, f: Faction) -> Vec<PanelSection> {
    if !s.ordered_at(f, r).any(|_| true) {
        return Vec::new();
    }
    let attacks = [Action::Launch { target: r }, Action::Bomb { target: r }, Action::Sweep { target: r }];
    let attacks = attacks.into_iter().chain(std::iter::once(Action::NavalAttack { target: r }));
    attacks.filter_map(|a| crate::odds::of_action(s, f, &a)).map(|o| odds_section(&o)).collect()
}

fn chance(p: f64) -> Text {
    Text::key("ww.value.percent").plain("percent", engine::odds::percent(engine::odds::per_mille(p)))
}

fn expected_of(expected: f64, count: u32) -> Text {
    Text::key("ww.value.expected_of").plain("expected", engine::odds::one_decimal(expected)).plain("count", count)
}

/// A forecast as a panel section; the title names the rules it follows.
fn odds_section(o: &crate::odds::Odds) -> PanelSection {
    use crate::odds::Odds;
    let (title, rows) = match o {
        Odds::Land(l) => {
            let mut rows = vec![row(
                "ww.panel.odds_dice",
                Text::key("ww.value.against").plain("attack", l.attack_dice).plain("defence", l.defence_dice),
            )];
            if l.bombers > 0 {
                rows.push(row("ww.panel.odds_bombers", expected_of(l.bombers_through, l.bombers)));
            }
            if l.strike_hits > 0.0 || l.strike_losses > 0.0 {
                rows.push(row(
                    "ww.panel.odds_strikes",
                    Text::key("ww.value.theirs_yours")
                        .plain("theirs", engine::odds::one_decimal(l.strike_hits))
                        .plain("yours", engine::odds::one_decimal(l.strike_losses)),
                ));
            }
            rows.push(row("ww.panel.odds_capture", chance(l.capture)));
            if l.from_sea {
                rows.push(row("ww.panel.odds_not_counted", Text::key("ww.value.sea_fire")));
            }
            ("ww.panel.odds_land", rows)
        }
        Odds::Bombing(b) => (
            "ww.panel.odds_bombing",
            vec![
                row("ww.panel.odds_bombers", expected_of(b.through, b.bombers)),
                row("ww.panel.odds_damage", chance(b.damage)),
            ],
        ),
        Odds::Sweep(w) => (
            "ww.panel.odds_sweep",
            vec![
                row("ww.panel.odds_kills", expected_of(w.kills, w.targets)),
                row("ww.panel.odds_losses", expected_of(w.losses, w.fighters)),
            ],
        ),
        Odds::Naval(n) => (
            "ww.panel.odds_naval",
            vec![
                row("ww.panel.odds_sunk", expected_of(n.sunk, n.ships)),
                row("ww.panel.odds_all_sunk", chance(n.all_sunk)),
                row("ww.panel.odds_losses", expected_of(n.losses, n.navy)),
            ],
        ),
    };
    PanelSection { title: Text::key(title), rows }
}
