//! A snapshot carries only the log lines the screen lacks (issue 35, 41):
//! in every system, a screen that joins each reply to what it holds reads
//! the very log a screen sent every line reads, through hand-overs between
//! seats with secrets, undos, steps back in a replay and the game's end,
//! while far fewer lines cross between the module and the page.

use engine::any::{NextAtTable, SystemMeta};
use engine::seat::{Controller, SeatConfig};
use host::{Host, ReplayTo, Reply, Request, Seating, Snapshot};

/// Two people at one screen (so each hand-over changes whose secrets the
/// log may show) and the computer in the other seats.
fn seats(system: &dyn SystemMeta) -> Vec<SeatConfig> {
    let scenario = &system.scenarios()[0];
    system
        .info()
        .roles
        .iter()
        .take(usize::from(scenario.max_seats))
        .enumerate()
        .map(|(i, role)| SeatConfig {
            name: format!("P{i}"),
            role: role.id.into(),
            colour: role.colour.into(),
            controller: if i < 2 { Controller::Human } else { Controller::Computer },
        })
        .collect()
}

fn snapshot(reply: Reply) -> Snapshot {
    match reply {
        Reply::Game(s) => *s,
        Reply::Loaded(l) => l.snapshot,
        other => panic!("expected a snapshot, got {other:?}"),
    }
}

/// The next request of a person at the screen: a hand-over, the acting
/// seat's first choice, the computer's step, or a replay's step back and
/// the game again, now and then.
fn next_request(view: &Snapshot, seating: &mut Seating, step: usize) -> Option<Request> {
    if step % 23 == 22 {
        return Some(Request::Replay { to: ReplayTo::Action(view.log_len / 2) });
    }
    if step.is_multiple_of(23) && step > 0 {
        return Some(Request::Show);
    }
    if step % 31 == 30
        && view.undo_blocked.is_none()
        && let Some(seat) = view.acting
    {
        return Some(Request::Undo { seat });
    }
    if let Some(seat) = view.handover_to {
        seating.at_screen = Some(seat);
        return Some(Request::Show);
    }
    match view.next {
        NextAtTable::Computer(seat) => Some(Request::ComputerStep { seat }),
        NextAtTable::Human(seat) if view.acting != Some(seat) => {
            seating.at_screen = Some(seat);
            Some(Request::Show)
        }
        NextAtTable::Human(seat) => {
            let choice = view.choices.get(step % view.choices.len().max(1))?;
            Some(Request::Act { seat, action: choice.action.clone() })
        }
        NextAtTable::Elsewhere | NextAtTable::Over => None,
    }
}

#[test]
fn a_screen_that_joins_the_lines_it_lacks_reads_every_line() {
    for system in systems::all() {
        let id = system.info().id;
        let scenario = system.scenarios()[0].id;
        let new = || Request::New { scenario: scenario.into(), seats: seats(system), seed: "log-sent".into() };
        let (mut host, mut whole) = (Host::new(system), Host::new(system));
        let mut seating = Seating::default();
        let mut view = snapshot(host.handle(new(), &seating));
        let _ = whole.handle(new(), &seating);
        let (mut carried, mut read, mut cut) = (view.log.len(), view.log.len(), 0);
        for step in 0..400 {
            let Some(request) = next_request(&view, &mut seating, step) else { break };
            // The screen sends back the number of the log it holds; the
            // other screen never holds one, and is sent every line.
            let held = Seating { log_held: view.log_id, ..seating.clone() };
            let mut reply = snapshot(host.handle(request.clone(), &held));
            let every = snapshot(whole.handle(request, &seating));
            carried += reply.log.len();
            read += every.log.len();
            cut += usize::from(reply.log_from > 0);
            reply.join_log(&mut view);
            view = reply;
            assert_eq!(view.hash, every.hash, "{id}, step {step}: the same game");
            assert_eq!(view.log, every.log, "{id}, step {step}: the log the screen reads");
            assert_ne!(view.log_id, 0, "{id}, step {step}: numbered");
        }
        assert!(read > 1000, "{id}: {read} lines read: a game long enough to tell");
        assert!(cut > 20, "{id}: {cut} replies carried part of the log");
        assert!(carried * 5 < read, "{id}: {carried} lines carried of {read} read");
    }
}

/// A screen that holds another log than the one a reply was cut from
/// (which answers in order never make) shows only the lines carried and
/// is sent every line next.
#[test]
fn a_reply_cut_from_another_log_is_not_joined_to_this_one() {
    let system = systems::all()[0];
    let scenario = system.scenarios()[0].id;
    let mut host = Host::new(system);
    let request = Request::New { scenario: scenario.into(), seats: seats(system), seed: "log-sent".into() };
    let first = snapshot(host.handle(request, &Seating::default()));
    let mut view = first.clone();
    let mut seating = Seating::default();
    let mut other = None;
    for step in 0..60 {
        let Some(request) = next_request(&view, &mut seating, step) else { break };
        let held = Seating { log_held: view.log_id, ..seating.clone() };
        let mut reply = snapshot(host.handle(request, &held));
        if reply.log_from > 0 && other.is_none() {
            // Joined to the first log, not the one it was cut from.
            let mut stale = first.clone();
            let lines = reply.log.clone();
            let mut cut = reply.clone();
            cut.join_log(&mut stale);
            assert_eq!(cut.log, lines, "only the lines carried");
            assert_eq!(cut.log_id, 0, "not numbered: the next reply carries every line");
            other = Some(cut);
        }
        reply.join_log(&mut view);
        view = reply;
    }
    let cut = other.expect("a reply carried part of the log");
    let seating = Seating { log_held: cut.log_id, ..seating };
    let next = snapshot(host.handle(Request::Show, &seating));
    assert_eq!((next.log_from, next.log.len()), (0, view.log.len()), "every line again");
}
