//! What each viewer sees: the map, the side panel, a hex's details with the
//! exact odds of attacking it. All information is open (G-26).

use crate::bag::{Side, Token};
use crate::describe::{percent, player_key, region_key};
use crate::ids::{BuildingKind, PlayerId, StructKind, Terrain, UnitKind};
use crate::state::{State, Step};
use engine::board::RegionId;
use engine::rules::{Counter, Mark, PanelSection, RegionView};
use engine::text::Text;

/// G-26 — nothing is secret: the bag's contents are open counts.
#[must_use]
pub fn redact(s: &State) -> State {
    s.clone()
}

fn mark(symbol: &str) -> Mark {
    Mark { symbol: symbol.to_owned(), title: Text::key(format!("hk.mark.{symbol}")), edge: None, owner: None }
}

/// The terrain as the app names it for colouring.
const fn terrain_id(t: Terrain) -> &'static str {
    match t {
        Terrain::Plains => "plains",
        Terrain::Forest => "forest",
        Terrain::Hills => "hills",
        Terrain::Mountains => "mountains",
        Terrain::Water => "water",
    }
}

fn owner_of(s: &State, r: RegionId) -> Option<PlayerId> {
    s.seat_at(r).map(|(_, x)| x.owner).or_else(|| s.army_owner(r))
}

fn marks(s: &State, r: RegionId) -> Vec<Mark> {
    let m = s.map();
    let info = m.info(r);
    let mut out = Vec::new();
    if info.road {
        out.push(mark("road"));
    }
    let mut seen: Vec<&str> = Vec::new();
    let mut edges = Vec::new();
    for (_, x) in s.structures_at(r) {
        let symbol = x.kind.id();
        // HK-73, G-23 — a wall or palisade is drawn on the side of the hex
        // it stands on, with its owner's colour (after the symbols).
        if let Some(e) = x.kind.edge() {
            edges.push(Mark {
                edge: Some(crate::map::outline_side(e)),
                owner: Some(s.player(x.owner).role.clone()),
                ..mark(symbol)
            });
        } else if !seen.contains(&symbol) {
            seen.push(symbol);
            out.push(mark(symbol));
        }
    }
    if s.structures_at(r).any(|(_, x)| x.damage > 0) {
        out.push(mark("damaged"));
    }
    if let Some(i) = m.holy.iter().position(|&h| h == r)
        && s.relics.get(i) == Some(&None)
    {
        out.push(mark("relic"));
    }
    out.extend(edges);
    out
}

fn counters(s: &State, r: RegionId) -> Vec<Counter> {
    let mut out = Vec::new();
    for kind in UnitKind::ALL {
        let units: Vec<_> = s.units_at(r).filter(|(_, u)| u.kind == kind).collect();
        if let Some((_, u)) = units.first() {
            let count = u32::try_from(units.len()).unwrap_or(0);
            let title = Text::key("hk.counter")
                .name("player", player_key(s, u.owner))
                .plain("count", count)
                .name("unit", kind.key());
            out.push(Counter {
                owner: s.player(u.owner).role.clone(),
                label: Text::key(kind.label_key()),
                count,
                title,
            });
        }
    }
    out
}

/// The map: owner, unit counters, terrain and structure marks.
#[must_use]
pub fn map_view(s: &State, _viewer: Option<PlayerId>) -> Vec<RegionView> {
    s.map()
        .ids()
        .map(|r| RegionView {
            region: Some(r),
            owner: owner_of(s, r).map(|p| s.player(p).role.clone()),
            terrain: Some(terrain_id(s.map().info(r).terrain).to_owned()),
            counters: counters(s, r),
            marks: marks(s, r),
        })
        .collect()
}

fn row(label: &str, value: Text) -> (Text, Text) {
    (Text::key(label), value)
}

fn plain(v: impl ToString) -> Text {
    Text::key("hk.value").plain("value", v)
}

/// The side panel: round, whose turn, every player's resources, the battle.
#[must_use]
pub fn panel(s: &State, _viewer: Option<PlayerId>) -> Vec<PanelSection> {
    let mut out = vec![PanelSection {
        title: Text::key("hk.panel.turn"),
        rows: vec![
            row(
                "hk.panel.round",
                Text::key("hk.value.of").plain("value", s.round).plain("total", crate::state::LAST_ROUND),
            ),
            row("hk.panel.active", Text::key(player_key(s, s.active))),
        ],
    }];
    for p in s.player_ids() {
        let pl = s.player(p);
        let techs: Vec<&str> = pl.techs.iter().map(|t| t.key()).collect();
        out.push(PanelSection {
            title: Text::key(player_key(s, p)),
            rows: vec![
                row("hk.panel.gold", plain(pl.gold)),
                row("hk.panel.action_dice", plain(pl.action_dice)),
                row("hk.panel.government", Text::key(pl.government.key())),
                row("hk.panel.religion", Text::key(pl.religion.key())),
                row("hk.panel.experience", plain(pl.experience)),
                row("hk.panel.techs", plain(techs.len())),
                row("hk.panel.buildings", on_board(s, p)),
                row("hk.panel.formation", plain(s.formation_limit(p))),
                row("hk.panel.points", plain(crate::turn::points(s, p))),
            ],
        });
    }
    if let Some(b) = s.battle() {
        let side_row = |x: Side| {
            let c = crate::prepare::courage(s, b, x);
            Text::key("hk.value.side")
                .plain("in_bag", b.bag.count(Token::of(x)))
                .plain("drawn", b.drawn.count(Token::of(x)))
                .plain("courage", c)
        };
        out.push(PanelSection {
            title: Text::key("hk.panel.battle"),
            rows: vec![
                row("hk.panel.target", Text::key(region_key(s, b.target))),
                row("hk.panel.step", crate::describe::step_text(b.step)),
                row("hk.side.attacker", side_row(Side::Attacker)),
                row("hk.side.defender", side_row(Side::Defender)),
                row(
                    "hk.token.neutral",
                    Text::key("hk.value.neutral").plain("in_bag", b.bag.neutral).plain("drawn", b.drawn.neutral),
                ),
                row("hk.panel.siege", Text::key(if b.siege { "hk.word.yes" } else { "hk.word.no" })),
                row(
                    "hk.panel.damage",
                    Text::key("hk.value.damage")
                        .plain("attacker_damage", b.damage_left[0])
                        .plain("defender_damage", b.damage_left[1]),
                ),
            ],
        });
    }
    out
}

/// G-4, HK-75 — the building pieces of each type still on `p`'s board.
fn on_board(s: &State, p: PlayerId) -> Text {
    let left =
        |k: BuildingKind| s.pieces(p, StructKind::Building(k)).saturating_sub(s.built(p, StructKind::Building(k)));
    Text::key("hk.value.buildings")
        .plain("market", left(BuildingKind::Market))
        .plain("barracks", left(BuildingKind::Barracks))
        .plain("workshop", left(BuildingKind::Workshop))
        .plain("temple", left(BuildingKind::Temple))
}

/// A hex's terrain, province, pieces, and for the player to act the exact
/// odds of attacking it.
#[must_use]
pub fn region_panel(s: &State, r: RegionId, viewer: Option<PlayerId>) -> Vec<PanelSection> {
    let m = s.map();
    let info = m.info(r);
    let mut rows = vec![row("hk.panel.terrain", Text::key(info.terrain.key()))];
    if let Some(p) = m.province(r) {
        rows.push(row(
            "hk.panel.province",
            Text::key("hk.value.province").plain("province", info.province).name("religion", p.religion.key()),
        ));
    }
    if info.road {
        rows.push(row("hk.panel.road", Text::key("hk.word.yes")));
    }
    if let Some(i) = m.holy.iter().position(|&h| h == r) {
        let holder = s.relics.get(i).copied().flatten();
        let value = holder.map_or_else(|| Text::key("hk.word.on_site"), |p| Text::key(player_key(s, p)));
        rows.push(row("hk.panel.relic", value));
    }
    for (_, x) in s.structures_at(r) {
        let value = Text::key("hk.value.structure")
            .name("owner", player_key(s, x.owner))
            .plain("durability", x.kind.durability().saturating_sub(x.damage))
            .plain("max_durability", x.kind.durability());
        let value = match x.kind.edge() {
            Some(e) => crate::describe::edge_text(s, "hk.value.segment", r, e).name("owner", player_key(s, x.owner)),
            None => value,
        };
        rows.push((Text::key(x.kind.key()), value));
    }
    for (_, u) in s.units_at(r) {
        rows.push((
            Text::key(u.kind.key()),
            Text::key("hk.value.unit").name("owner", player_key(s, u.owner)).plain("exhaustion", u.exhaustion),
        ));
    }
    let mut out = vec![PanelSection { title: Text::key(region_key(s, r)), rows }];
    let p = viewer.unwrap_or(s.active);
    let not_now = crate::why_not::rows(s, r, p);
    if !not_now.is_empty() {
        out.push(PanelSection { title: Text::key("hk.panel.not_now"), rows: not_now });
    }
    let selected = match &s.step {
        Step::AfterManoeuvre(v) => v.clone(),
        _ => Vec::new(),
    };
    if let Some(f) = crate::odds::forecast(s, p, &selected, r) {
        out.push(PanelSection {
            title: Text::key("hk.panel.odds"),
            rows: vec![
                row(
                    "hk.panel.bag",
                    Text::key("hk.value.bag")
                        .plain("attacker_tokens", f.bag.attacker)
                        .plain("defender_tokens", f.bag.defender)
                        .plain("neutral_tokens", f.bag.neutral),
                ),
                row("hk.panel.draw", plain(f.draw)),
                row("hk.panel.needed", plain(f.needed)),
                row("hk.panel.win", Text::key("hk.value.percent").plain("percent", percent(f.win.per_mille()))),
                row(
                    "hk.panel.unharmed",
                    Text::key("hk.value.percent").plain("percent", percent(f.unharmed.per_mille())),
                ),
                row(
                    "hk.panel.hits",
                    Text::key("hk.value.expect")
                        .plain("dealt", percent(f.hits_milli / 100))
                        .plain("taken", percent(f.taken_milli / 100)),
                ),
                row("hk.panel.odds_basis", Text::key("hk.value.odds_basis")),
            ],
        });
    }
    let _ = StructKind::City;
    out
}
