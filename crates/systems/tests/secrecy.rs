//! Issue 37 — what each seat reads against what the rules let it read,
//! over whole games of every system. The rules say what a seat may not
//! read by the actions they hide from it (`Rules::action_visible`): while
//! an action is hidden from a seat, nothing that seat reads may depend on
//! what the action was. So the check plays twins: at a hidden action the
//! game is copied and the copy takes another hidden action of the same
//! seat; then both go on with the same actions, and as long as the two
//! differing actions stay hidden, every seat they are hidden from (and an
//! onlooker) must read exactly the same in both: the log, the map, the
//! side panel, every region's panel, the guide, the turn, who is to act,
//! and the charts, until an action reveals something (a system may hide
//! an action again later, over-hiding, once its results are public). A
//! leak shows as a difference, with the seat, the game and what differs.
//!
//! What the rules keep secret beyond hidden actions is each system's own
//! check: The Deluge's treasuries (GAP-23) in `deluge`'s
//! `tests::secrecy`.

use engine::any::AnyGame;
use engine::seat::{Controller, SeatId};
use serde_json::{Value, json};

/// A computer-only game of `system`'s first offered scenario.
fn new_game(system: &dyn engine::any::System, seed: &str) -> Box<dyn AnyGame> {
    let scenario = system.scenarios().into_iter().find(engine::rules::ScenarioInfo::is_offered).expect("a scenario");
    let seats = system.info().seats(usize::from(scenario.max_seats), Controller::Computer);
    system.new_game(scenario.id, seats, seed).expect("a new game")
}

/// Everything `viewer` reads of `game`, as one value to compare. The
/// charts replay the whole game, so they are read only where `charts`.
fn reading(game: &dyn AnyGame, viewer: Option<SeatId>, charts: bool) -> Value {
    let regions: Vec<_> = game.board().ids().map(|r| game.region_panel(r, viewer)).collect();
    json!({
        "turn": game.turn_label(),
        "to_act": game.to_act(),
        "log": game.log_lines(viewer),
        "map": game.map_view(viewer),
        "panel": game.panel(viewer),
        "regions": regions,
        "guide": viewer.and_then(|seat| game.guide(seat)),
        "chart": if charts { serde_json::to_value(game.chart(viewer)).unwrap_or(Value::Null) } else { Value::Null },
    })
}

/// The first place where two readings differ, for the failure message.
fn first_difference(a: &Value, b: &Value, path: &str) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                if y.get(k) != Some(v) {
                    return first_difference(v, y.get(k).unwrap_or(&Value::Null), &format!("{path}/{k}"));
                }
            }
            format!("{path}: keys differ")
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let i = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(0);
            first_difference(&x[i], &y[i], &format!("{path}/{i}"))
        }
        _ => format!("{path}: {a} / {b}"),
    }
}

/// The seats an action at log position `at` is hidden from, and an
/// onlooker, when it is hidden from every seat but its own.
fn blind(game: &dyn AnyGame, at: usize, actor: SeatId) -> Vec<Option<SeatId>> {
    if !game.hidden_from_others(at) {
        return Vec::new();
    }
    let seats = u8::try_from(game.setup().seats.len()).unwrap_or(0);
    let mut out: Vec<Option<SeatId>> = (0..seats).map(SeatId).filter(|&s| s != actor).map(Some).collect();
    out.push(None);
    out
}

/// One twin: `a` just took the computer's hidden action at `at`; `b` is
/// the game before it. `b` takes another hidden action of the same seat;
/// both go on with `a`'s computer for up to `follow` actions. Returns the
/// number of readings compared (0 when no other hidden action fits).
fn twin(a: &mut dyn AnyGame, b: &mut Box<dyn AnyGame>, at: usize, actor: SeatId, follow: usize, name: &str) -> usize {
    let taken = a.actions_from(at).remove(0).action;
    let mut alternatives: Vec<Value> = b.choices(actor).into_iter().map(|c| c.action).collect();
    alternatives.retain(|x| *x != taken);
    // Another kind of action first (a transfer for a move), in the order
    // the rules list them (secret steps come before public ones there),
    // then one of the same kind; each miss costs a replay.
    let kind =
        |v: &Value| v.as_object().and_then(|o| o.keys().next().cloned()).or_else(|| v.as_str().map(str::to_owned));
    alternatives.sort_by_key(|x| kind(x) == kind(&taken));
    let mut found = false;
    for alt in alternatives.iter().take(3) {
        if b.act(actor, alt).is_ok() {
            if !b.dice_thrown_since(at) && !blind(b.as_ref(), at, actor).is_empty() && b.to_act() == a.to_act() {
                found = true;
                break;
            }
            *b = b.rewound(at);
        }
    }
    if !found || a.dice_thrown_since(at) {
        return 0;
    }
    let mut compared = 0;
    for step in 0..=follow {
        let viewers = blind(a, at, actor);
        if viewers.is_empty() || blind(b.as_ref(), at, actor).is_empty() || a.to_act() != b.to_act() {
            break;
        }
        // Read at the twinning and after the last action followed.
        let last = step == follow;
        for viewer in viewers.into_iter().filter(|_| step == 0 || last) {
            // The charts replay the whole game: read once, by an onlooker.
            let charts = step == 0 && viewer.is_none();
            let (ra, rb) = (reading(a, viewer, charts), reading(b.as_ref(), viewer, charts));
            assert!(
                ra == rb,
                "{name}: what {viewer:?} reads {step} actions after {actor}'s hidden action #{at} ({taken} or another) depends on it: {}",
                first_difference(&ra, &rb, "")
            );
            compared += 1;
        }
        let Some(&seat) = a.to_act().first() else { break };
        let len = a.log_len();
        if !a.computer_step(seat) {
            break;
        }
        let next = a.actions_from(len).remove(0);
        if b.act(next.seat, &next.action).is_err() {
            break;
        }
        // A reveal ends the secret (a system may hide its actions again
        // later, over-hiding, when their results are public); so may dice,
        // which can hide a reveal from this check.
        let why = a.undo_blocked(next.seat).map(|t| t.key);
        if matches!(why.as_deref(), Some("engine.undo.revealed" | "engine.undo.dice")) {
            break;
        }
    }
    compared
}

/// Every system: games played by the computer, twinned at hidden actions.
#[test]
fn no_seat_reads_anything_of_an_action_hidden_from_it() {
    for system in systems::all() {
        let name = system.info().id;
        let (mut compared, mut twins, mut per) = (0, 0, Vec::<Vec<usize>>::new());
        for seed in ["secrecy-1", "secrecy-2"] {
            let mut game = new_game(system, seed);
            // A few twins of each seat's hidden actions, spread over the game.
            let mut per_seat = vec![0usize; game.setup().seats.len()];
            let mut last_twin: Vec<Option<String>> = vec![None; game.setup().seats.len()];
            for _ in 0..800 {
                let Some(&seat) = game.to_act().first() else { break };
                let at = game.log_len();
                if !game.computer_step(seat) {
                    break;
                }
                // One twin of a seat in a phase, in every fourth turn of it.
                let turn = game.turn() as usize;
                let phase = serde_json::to_string(&game.turn_label()).unwrap_or_default();
                let fresh = last_twin[seat.index()].as_ref() != Some(&phase)
                    && (turn + seat.index()).is_multiple_of(4)
                    && per_seat[seat.index()] < 2
                    && per_seat.iter().sum::<usize>() < 9;
                if fresh && !blind(game.as_ref(), at, seat).is_empty() {
                    let mut b = game.rewound(at);
                    let n = twin(game.as_mut(), &mut b, at, seat, 3, name);
                    twins += usize::from(n > 0);
                    per_seat[seat.index()] += usize::from(n > 0);
                    last_twin[seat.index()] = Some(phase);
                    compared += n;
                }
            }
            per.push(per_seat);
        }
        eprintln!("{name}: {twins} twins, {compared} readings compared, twins by seat {per:?}");
        if matches!(name, "world-war" | "deluge") {
            assert!(twins > 0, "{name} hides actions: the check found none to twin");
        }
    }
}
