//! What each nation sees: other nations' secrets removed (GAP-9, GAP-23),
//! the map, and the panels that explain every number with its rule.

use crate::action::Action;
use crate::battle::{Battle, ResultState, Role};
use crate::describe::order_text;
use crate::map::map;
use crate::nation::Nation;
use crate::report::land_key;
use crate::sieges::replenishment;
use crate::state::{Phase, State};
use crate::treasury::land_income;
use crate::turn::morale_modifier;
use engine::board::RegionId;
use engine::rules::{Counter, Mark, PanelSection, RegionView};
use engine::seat::SeatId;
use engine::side::Side;
use engine::text::Text;

/// GAP-9, GAP-23 — the state as `viewer` may see it: during phases 1 and 2
/// other nations' armies, lands and treasuries as they stood when the phase
/// began (their moves, spending and orders hidden); treasuries of others
/// never shown.
#[must_use]
pub fn redact(s: &State, viewer: Option<Nation>) -> State {
    let mut v = s.clone();
    if let Some(snap) = s.snapshot.as_deref()
        && matches!(s.phase, Phase::Movement | Phase::Orders)
    {
        for n in Nation::ALL.into_iter().filter(|&n| Some(n) != viewer) {
            v.armies.retain(|id, _| id.nation() != n);
            v.armies.extend(snap.armies.iter().filter(|(id, _)| id.nation() == n).map(|(id, a)| (*id, a.clone())));
            let done = v.nation(n).done;
            v.nations[n.index()] = snap.nations[n.index()].clone();
            v.nation_mut(n).done = done;
            for (i, land) in snap.lands.iter().enumerate() {
                if land.owner == n {
                    v.lands[i] = land.clone();
                }
            }
        }
    }
    v.snapshot = None;
    for n in Nation::ALL.into_iter().filter(|&n| Some(n) != viewer) {
        let st = v.nation_mut(n);
        st.ducats = 0;
        st.earned = 0;
        st.balance = None;
    }
    v
}

/// Whether `viewer` may read `actor`'s action: phase-1 actions stay hidden
/// while a phase 1 lasts, phase-2 orders while a phase 2 lasts (earlier
/// turns' of the same kind too: over-hiding, never leaking). Ending one of
/// these phases is hidden with them, so that by e-mail a nation's whole
/// phase is sealed in one commitment (the panel still shows who is done,
/// DC-MAP-2); diplomacy is public.
#[must_use]
pub fn action_visible(s: &State, actor: SeatId, a: &Action, viewer: Option<SeatId>) -> bool {
    if viewer == Some(actor) {
        return true;
    }
    let orders = matches!(
        a,
        Action::Command { .. }
            | Action::StayAfterTacticalDefeat { .. }
            | Action::RetreatTo { .. }
            | Action::AfterVictory { .. }
    );
    if let Action::EndPhase(phase) = a {
        return !(matches!(phase, Phase::Movement | Phase::Orders) && *phase == s.phase);
    }
    if !a.is_secret() {
        return true;
    }
    s.phase != if orders { Phase::Orders } else { Phase::Movement }
}

fn army_title(s: &State, id: crate::army::ArmyId) -> Text {
    let a = &s.armies[&id];
    let mut t = Text::key("dc.counter.title")
        .text("army", Text::key(id.key()))
        .name("nation", id.nation().key())
        .plain("ps", a.strength)
        .plain("yasyr", a.yasyr)
        .name("where", if a.in_fortress { "dc.where.fortress" } else { "dc.where.field" });
    t = t.name("besieging", if a.besieging { "dc.counter.besieging" } else { "dc.counter.empty" });
    t
}

/// DC-MAP-1 — every land: owner, armies, fortress, garrison, siege.
#[must_use]
pub fn map_view(s: &State) -> Vec<RegionView> {
    map()
        .ids()
        .map(|l| {
            let land = s.land(l);
            let mut counters: Vec<Counter> = s
                .armies_in(l)
                .map(|(id, a)| Counter {
                    owner: id.nation().id().to_owned(),
                    label: Text::key(if a.in_fortress { "dc.counter.in_fortress" } else { "dc.counter.army" }),
                    count: a.strength,
                    title: army_title(s, id),
                })
                .collect();
            if land.garrison > 0 {
                counters.push(Counter {
                    owner: land.owner.id().to_owned(),
                    label: Text::key("dc.counter.garrison"),
                    count: land.garrison,
                    title: Text::key("dc.counter.garrison_title").plain("ps", land.garrison).name("land", land_key(l)),
                });
            }
            let mut marks = Vec::new();
            if map().info(l).fortress {
                marks.push(Mark {
                    symbol: "castle".into(),
                    title: Text::key("dc.mark.fortress"),
                    edge: None,
                    owner: None,
                });
            }
            if let Some(turn) = land.siege {
                marks.push(Mark {
                    symbol: "siege".into(),
                    title: Text::key("dc.mark.siege").plain("turn", turn),
                    edge: None,
                    owner: None,
                });
            }
            RegionView { region: Some(l), owner: Some(land.owner.id().to_owned()), terrain: None, counters, marks }
        })
        .collect()
}

fn row(label: Text, value: Text) -> (Text, Text) {
    (label, value)
}

fn plain(v: impl ToString) -> Text {
    Text::key("dc.value").plain("v", v)
}

/// The side panel: the turn and who has finished, the viewer's nation
/// with its treasury explained, the standings, the battles and diplomacy.
#[must_use]
pub fn panel(s: &State, viewer: Option<Nation>) -> Vec<PanelSection> {
    let mut out = Vec::new();
    let status = Nation::ALL
        .iter()
        .filter(|&&n| s.alive(n))
        .map(|&n| {
            let done = s.nation(n).done;
            row(Text::key(n.key()), Text::key(if done { "dc.status.done" } else { "dc.status.acting" }))
        })
        .collect();
    out.push(PanelSection { title: Text::key("dc.panel.nations"), rows: status });
    if let Some(n) = viewer {
        out.push(nation_section(s, n));
    }
    out.push(PanelSection {
        title: Text::key("dc.panel.standings"),
        rows: Nation::ALL
            .iter()
            .map(|&n| {
                let gain = s.score(n) - s.nation(n).start_score;
                row(
                    Text::key(n.key()),
                    Text::key("dc.standing")
                        .plain("score", s.score(n))
                        .plain("gain", gain)
                        .plain("par", s.par(n))
                        .plain("beyond", format!("{:+}", s.beyond_par(n))),
                )
            })
            .collect(),
    });
    for b in &s.battles {
        out.push(battle_section(s, b));
    }
    out.push(diplomacy_section(s));
    if !s.persons.is_empty() {
        out.push(persons_section(s));
    }
    out
}

/// DC-PTS-1, DC-RES-5, GAP-6 — the battle commanders and their individual
/// points: the individual ranking, which every player reads.
fn persons_section(s: &State) -> PanelSection {
    let rows = s.persons.iter().map(|p| row(crate::aftermath::person_text(p), plain(p.individual))).collect();
    PanelSection { title: Text::key("dc.panel.persons"), rows }
}

fn nation_section(s: &State, n: Nation) -> PanelSection {
    let st = s.nation(n);
    let mut rows = vec![
        row(
            Text::key("dc.row.morale"),
            Text::key("dc.morale_value").plain("morale", st.morale).plain("modifier", morale_modifier(st.morale)),
        ),
        row(Text::key("dc.row.ducats"), plain(st.ducats)),
    ];
    if let Some(b) = &st.balance {
        rows.push(row(Text::key("dc.row.income"), plain(b.income)));
        rows.push(row(Text::key("dc.row.loot"), plain(b.loot_and_yasyr)));
        rows.push(row(Text::key("dc.row.land_upkeep"), plain(-b.land_upkeep)));
        rows.push(row(Text::key("dc.row.army_upkeep"), plain(-b.army_upkeep)));
        rows.push(row(Text::key("dc.row.balance"), plain(b.total())));
    }
    let next = crate::treasury::balance(s, n);
    rows.push(row(
        Text::key("dc.row.next_balance"),
        Text::key("dc.next_balance")
            .plain("income", next.income)
            .plain("loot", next.loot_and_yasyr)
            .plain("lands", next.land_upkeep)
            .plain("armies", next.army_upkeep)
            .plain("total", next.total()),
    ));
    rows.push(row(Text::key("dc.row.points"), plain(st.points)));
    rows.push(row(Text::key("dc.row.province_points"), plain(st.province_points)));
    rows.push(row(Text::key("dc.row.individual"), plain(st.individual)));
    let allies: Vec<Text> =
        Nation::ALL.iter().filter(|&&o| o != n && s.allied(n, o)).map(|o| Text::key(o.key())).collect();
    rows.push(row(Text::key("dc.row.allies"), Text::key("dc.count_list").plain("count", allies.len())));
    for a in allies {
        rows.push(row(Text::key("dc.row.ally"), a));
    }
    PanelSection { title: Text::key(n.key()), rows }
}

/// DC-DEF-1, DC-FORT-1, DC-MOR-2, DC-AUTO-4 — a battle and its privileges.
fn battle_section(s: &State, b: &Battle) -> PanelSection {
    let mut rows = Vec::new();
    for side in 0..2u8 {
        let i = usize::from(side);
        let main = b.main_nation(side);
        for f in &b.sides[i] {
            rows.push(row(
                Text::key(if side == 0 { "dc.row.side_a" } else { "dc.row.side_b" }),
                Text::key("dc.fighter")
                    .text("unit", crate::aftermath::unit_text(f.unit))
                    .plain("ps", f.strength)
                    .name("role", role_key(f.role)),
            ));
        }
        rows.push(row(
            Text::key("dc.row.numbers"),
            Text::key("dc.numbers")
                .plain("n", b.numbers[i])
                .plain("fieldable", b.fieldable(side))
                .plain("min", main.min_raid()),
        ));
        rows.push(row(
            Text::key("dc.row.morale_modifier"),
            Text::key("dc.modifier")
                .name("nation", main.key())
                .plain("modifier", morale_modifier(s.nation(main).morale)),
        ));
        if b.defensive(side) {
            let weaker = b.numbers[i] <= b.numbers[1 - i];
            rows.push(row(
                Text::key("dc.row.privilege"),
                Text::key(if weaker { "dc.privilege.weaker" } else { "dc.privilege.stronger" }),
            ));
        }
        if b.fortress && b.sides[i].iter().any(|f| f.role == Role::FortressDefence) {
            rows.push(row(Text::key("dc.row.privilege"), Text::key("dc.privilege.fortress")));
        }
    }
    let status = match &b.result {
        ResultState::Empty => Text::key("dc.result.empty"),
        ResultState::Pending { by, entry } => {
            Text::key("dc.result.pending").name("nation", b.main_nation(*by).key()).text(
                "verdict",
                crate::describe::verdict_text(entry.verdict)
                    .name("a", b.main_nation(0).key())
                    .name("b", b.main_nation(1).key()),
            )
        }
        ResultState::Confirmed(entry) => Text::key("dc.result.confirmed").text(
            "verdict",
            crate::describe::verdict_text(entry.verdict)
                .name("a", b.main_nation(0).key())
                .name("b", b.main_nation(1).key()),
        ),
    };
    rows.push(row(Text::key("dc.row.result"), status));
    // DC-RES-5 — who commanded each side, and the comment, as entered.
    if let ResultState::Pending { entry, .. } | ResultState::Confirmed(entry) = &b.result {
        for (i, p) in entry.people.iter().enumerate() {
            let Some(person) = p.and_then(|p| s.persons.get(usize::try_from(p).ok()?)) else { continue };
            let label = if i == 0 { "dc.row.commander_a" } else { "dc.row.commander_b" };
            rows.push(row(Text::key(label), crate::aftermath::person_text(person)));
        }
        if !entry.comment.is_empty() {
            rows.push(row(Text::key("dc.row.comment"), plain(&entry.comment)));
        }
    }
    // GAP-17 — how many results the battle has taken, of the most it takes.
    if s.under(2) && b.entries > 0 && !b.confirmed() {
        rows.push(row(
            Text::key("dc.row.entries"),
            Text::key("dc.entries").plain("n", b.entries).plain("most", crate::battle::MOST_ENTRIES),
        ));
    }
    PanelSection { title: Text::key("dc.panel.battle").plain("battle", b.id).name("land", land_key(b.land)), rows }
}

/// The catalog key of a role.
#[must_use]
pub const fn role_key(r: Role) -> &'static str {
    match r {
        Role::Attack => "dc.role_in_battle.attack",
        Role::Defensive => "dc.role_in_battle.defensive",
        Role::FortressDefence => "dc.role_in_battle.fortress",
        Role::Storm => "dc.role_in_battle.storm",
        Role::BreakOut => "dc.role_in_battle.break",
    }
}

fn diplomacy_section(s: &State) -> PanelSection {
    let mut rows: Vec<(Text, Text)> = s
        .alliances
        .iter()
        .map(|&(a, b)| row(Text::key("dc.row.alliance"), Text::key("dc.pair").name("a", a.key()).name("b", b.key())))
        .collect();
    for p in &s.proposals {
        rows.push(row(
            Text::key(if p.accepted { "dc.row.accepted" } else { "dc.row.proposal" }),
            Text::key("dc.proposal").name("from", p.from.key()).name("to", p.to.key()).plain("points", p.points),
        ));
    }
    for &(a, b) in &s.breaks {
        rows.push(row(Text::key("dc.row.breaking"), Text::key("dc.pair").name("a", a.key()).name("b", b.key())));
    }
    PanelSection { title: Text::key("dc.panel.diplomacy"), rows }
}

/// DC-PLAN-2, DC-PLAN-3, DC-PLAN-6 — an army's after-battle plan.
fn plan_text(p: &crate::state::Plan) -> Text {
    let retreat = match p.retreat {
        Some(crate::state::Retreat::To(to)) => Text::key("dc.retreat.to").name("land", land_key(to)),
        Some(crate::state::Retreat::Fortress) => Text::key("dc.retreat.fortress"),
        None => Text::key("dc.retreat.default"),
    };
    Text::key("dc.plan_summary")
        .name("stay", if p.stay_after_tactical_defeat { "dc.yes" } else { "dc.no" })
        .text("retreat", retreat)
        .name("victory", crate::describe::after_victory_key(p.after_victory))
}

/// DC-MAP-1 — a land in full, with what it gives and costs.
#[must_use]
pub fn region_panel(s: &State, l: RegionId, viewer: Option<Nation>) -> Vec<PanelSection> {
    if !s.is_land(l) {
        return Vec::new();
    }
    let land = s.land(l);
    let info = map().info(l);
    let mut rows = vec![
        row(Text::key("dc.row.region"), Text::key(format!("dc.area.{}", info.region))),
        row(Text::key("dc.row.owner"), Text::key(land.owner.key())),
        row(Text::key("dc.row.fortress"), Text::key(if info.fortress { "dc.yes" } else { "dc.no" })),
        row(Text::key("dc.row.garrison"), plain(land.garrison)),
        row(
            Text::key("dc.row.resources"),
            Text::key("dc.resources").plain("now", land.resources).plain("max", land.resources_max),
        ),
        row(Text::key("dc.row.land_income"), plain(if land.siege.is_some() { 0 } else { land_income(land.resources) })),
        row(Text::key("dc.row.yasyr_here"), plain(land.resources)),
        row(
            Text::key("dc.row.cossack_bonus"),
            if land.cossack_bonus_used { Text::key("dc.used") } else { plain(land.resources) },
        ),
    ];
    if let Some(t) = land.siege {
        rows.push(row(Text::key("dc.row.siege"), plain(t)));
    }
    for (id, a) in s.armies_in(l) {
        let line = Text::key("dc.army_row")
            .plain("ps", a.strength)
            .plain("yasyr", a.yasyr)
            .name("where", if a.in_fortress { "dc.where.fortress" } else { "dc.where.field" })
            .name("besieging", if a.besieging { "dc.counter.besieging" } else { "dc.counter.empty" });
        rows.push(row(Text::key(id.key()), line));
        // The viewer's own army: its orders of this turn and its plan
        // (others' stay hidden: GAP-9).
        if Some(id.nation()) == viewer {
            if let Some(m) = a.movement {
                rows.push(row(Text::key("dc.row.movement"), crate::describe::movement_text(m)));
            }
            if let Some(o) = &a.order {
                rows.push(row(Text::key("dc.row.order"), order_text(o)));
            }
            rows.push(row(Text::key("dc.row.plan"), plan_text(&a.plan)));
            rows.push(row(Text::key("dc.row.rest_gain"), plain(replenishment(s, id.nation(), l))));
        }
    }
    let mut out = vec![PanelSection { title: Text::key(land_key(l)), rows }];
    // Issue 36: what is looked for here but not offered now, and why.
    let not_now = viewer.map(|n| crate::why_not::rows(s, l, n)).unwrap_or_default();
    if !not_now.is_empty() {
        out.push(PanelSection { title: Text::key("dc.panel.not_now"), rows: not_now });
    }
    out
}
