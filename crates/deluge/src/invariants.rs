//! The rules that hold after every action (`Rules::invariants`), each
//! said with its rule id when it does not: `sandtable soak` and the
//! proptests check them after every action of whole campaigns, so a
//! machine finds the next fault before a player does.

use crate::army::ArmyId;
use crate::battle::{MOST_ENTRIES, ResultState, Source};
use crate::map::map;
use crate::nation::Nation;
use crate::report::land_key;
use crate::state::{Mode, Phase, State};
use engine::side::Side;
use engine::text::Text;

/// Every rule of this module that does not hold in `s`.
#[must_use]
pub fn broken(s: &State) -> Vec<Text> {
    let mut out = Vec::new();
    morale_in_range(s, &mut out);
    armies_sound(s, &mut out);
    sieges_besieged(s, &mut out);
    secrets_kept(s, &mut out);
    results_agreed(s, &mut out);
    province_points_current(s, &mut out);
    individual_points_balance(s, &mut out);
    out
}

fn army(id: ArmyId) -> Text {
    Text::key(id.key())
}

/// DC-MOR-1 — morale stays within 0…100.
fn morale_in_range(s: &State, out: &mut Vec<Text>) {
    for n in Nation::ALL {
        let morale = s.nation(n).morale;
        if morale > 100 {
            out.push(Text::key("dc.invariant.morale").name("nation", n.key()).plain("morale", morale));
        }
    }
}

/// GAP-18 — no army stands at 0 PS; GAP-14, DC-MOVE-4 — an army inside a
/// fortress is in a land with one, of its own nation; DC-YAS-1 — only the
/// Turks and the Tatars carry yasyr; DC-SIEGE-6 — a besieger stands in the
/// field of a hostile land under siege.
fn armies_sound(s: &State, out: &mut Vec<Text>) {
    for (&id, a) in &s.armies {
        let land = s.land(a.land);
        if a.strength == 0 {
            out.push(Text::key("dc.invariant.strength").text("army", army(id)));
        }
        // Rules 1 kept these flags after an alliance or Prussia's change of
        // sides (the faults these invariants found, fixed in rules 2).
        let fixed = s.under(2);
        if fixed && a.in_fortress && (!map().info(a.land).fortress || land.owner != id.nation()) {
            out.push(Text::key("dc.invariant.fortress").text("army", army(id)));
        }
        if a.yasyr > 0 && !id.nation().takes_yasyr() {
            out.push(Text::key("dc.invariant.yasyr").text("army", army(id)));
        }
        if fixed && a.besieging && (a.in_fortress || land.siege.is_none() || !s.hostile(id.nation(), land.owner)) {
            out.push(Text::key("dc.invariant.besieging").text("army", army(id)));
        }
    }
}

/// DC-SIEGE-6 — a siege lasts only while an army besieges; DC-MAP-4 —
/// current resources never exceed the maximum.
fn sieges_besieged(s: &State, out: &mut Vec<Text>) {
    for l in map().ids() {
        if s.land(l).siege.is_some() && s.besiegers(l).next().is_none() {
            out.push(Text::key("dc.invariant.siege").name("land", land_key(l)));
        }
        if s.land(l).resources > s.land(l).resources_max {
            out.push(Text::key("dc.invariant.resources").name("land", land_key(l)));
        }
    }
}

/// GAP-23, GAP-9 — what each nation (and an onlooker) sees of the others:
/// no treasury, ever; during phases 1 and 2 no movement order, order or
/// plan of this phase, and their armies as the phase began. The hidden
/// state lives only while those phases last.
fn secrets_kept(s: &State, out: &mut Vec<Text>) {
    let secret_phase = matches!(s.phase, Phase::Movement | Phase::Orders);
    if s.snapshot.is_some() != secret_phase && s.phase != Phase::Over {
        out.push(Text::key("dc.invariant.snapshot"));
    }
    let viewers = Nation::ALL.into_iter().map(Some).chain([None]);
    for viewer in viewers {
        let v = crate::view::redact(s, viewer);
        let who = viewer.map_or_else(|| "dc.onlooker".to_owned(), Nation::key);
        for n in Nation::ALL.into_iter().filter(|&n| Some(n) != viewer) {
            let st = v.nation(n);
            if st.ducats != 0 || st.earned != 0 || st.balance.is_some() {
                out.push(Text::key("dc.invariant.treasury").name("viewer", who.clone()).name("nation", n.key()));
            }
            let seen = v.armies.iter().filter(|(id, _)| id.nation() == n);
            let told = seen.clone().any(|(_, a)| match s.phase {
                Phase::Movement => a.movement.is_some(),
                Phase::Orders => a.order.is_some() || a.plan != crate::state::Plan::default(),
                _ => false,
            });
            let snapshot = s.snapshot.as_deref().filter(|_| secret_phase);
            let moved = snapshot.is_some_and(|snap| {
                seen.clone().count() != snap.armies.keys().filter(|id| id.nation() == n).count()
                    || seen.clone().any(|(id, a)| snap.armies.get(id) != Some(a))
            });
            if told || moved {
                out.push(Text::key("dc.invariant.orders").name("viewer", who.clone()).name("nation", n.key()));
            }
        }
    }
}

/// DC-RES-6, GAP-17, DC-RES-7 (rules 2) — a result stands only when the
/// side that did not enter it confirmed it, or the system filled it in (an
/// automatic defeat, mode AUTO), or a deadline decided a dispute; no
/// battle takes more entries than the deadline allows; a nation that ended
/// phase 3 has no result open.
fn results_agreed(s: &State, out: &mut Vec<Text>) {
    if !s.under(2) {
        return;
    }
    for b in &s.battles {
        if b.entries > MOST_ENTRIES {
            out.push(Text::key("dc.invariant.entries").plain("battle", b.id));
        }
        let ResultState::Confirmed(e) = &b.result else { continue };
        let both = e.commanders[0].is_some() && e.commanders[1].is_some();
        let agreed = match e.source {
            Source::AutoDefeat => true,
            Source::Players => both,
            Source::Deadline => b.entries >= 2,
            Source::Resolver => both || (s.mode == Mode::Auto && b.entries == 0) || b.entries >= 2,
        };
        if !agreed {
            out.push(Text::key("dc.invariant.consent").plain("battle", b.id));
        }
    }
    if s.phase == Phase::Results {
        for n in Nation::ALL.into_iter().filter(|&n| s.nation(n).done) {
            if s.battles.iter().any(|b| b.side_of(n).is_some() && !b.confirmed()) {
                out.push(Text::key("dc.invariant.done").name("nation", n.key()));
            }
        }
    }
}

/// DC-PROV-1 — during phase 1 (nothing has moved since the turn began)
/// each nation's province points are those its lands give.
fn province_points_current(s: &State, out: &mut Vec<Text>) {
    if s.phase != Phase::Movement {
        return;
    }
    let mut now = s.clone();
    crate::turn::province_points(&mut now, &mut crate::report::Lines::default());
    for n in Nation::ALL {
        if now.nation(n).province_points != s.nation(n).province_points {
            out.push(Text::key("dc.invariant.province").name("nation", n.key()));
        }
    }
}

/// DC-PTS-1 — what one side's commander wins the other's loses: the
/// individual points of all nations add up to nothing; under rules 2 a
/// nation's are its persons'.
fn individual_points_balance(s: &State, out: &mut Vec<Text>) {
    if s.nations.iter().map(|n| n.individual).sum::<i64>() != 0 {
        out.push(Text::key("dc.invariant.individual"));
    }
    if s.under(2) {
        for n in Nation::ALL {
            let persons: i64 = s.persons.iter().filter(|p| p.nation == n).map(|p| p.individual).sum();
            if persons != s.nation(n).individual {
                out.push(Text::key("dc.invariant.persons").name("nation", n.key()));
            }
        }
    }
}
