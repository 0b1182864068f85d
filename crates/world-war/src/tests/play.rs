//! Play-throughs of the moves where several rules meet: rebasing over
//! land, sea and air (WW-12, WW-20, WW-G4, WW-G8), sweeps (WW-35), Defend
//! orders (WW-G4), air units fleeing a captured region (WW-G6 step 8) and
//! transfers between powers (WW-7, WW-9).

use super::{add, exec, set_task, slot_state, ussr_holds_warsaw};
use crate::event::{Event, FireKind};
use crate::ids::{Faction, Resources, UnitKind};
use crate::map::rid;
use crate::refusal::Refuse;
use crate::state::Task;
use crate::{Action, Ev};
use Faction::{Allies, Axis, Ussr};
use UnitKind::{Bomber, Fighter, Infantry, Navy};
use engine::dice::Dice;
use engine::side::Side;

/// Executes `a` for `f` with the dice of `seed`.
fn exec_with(s: &mut crate::State, f: Faction, a: &Action, seed: &str) -> Vec<Event> {
    crate::check::check(s, f, a).expect("legal");
    let mut ev = Ev::default();
    crate::execute(s, f, a, &mut Dice::from_seed(seed), &mut ev);
    ev.into_vec()
}

/// WW-12, WW-G4 — a division rebases along own land; it is spent, so it
/// cannot rebase again or defend this turn.
#[test]
fn ww_g4_a_division_rebases_over_own_land() {
    let mut s = slot_state(Axis);
    let cut_off = add(&mut s, Axis, Infantry, "konigsberg");
    let east_prussia = Action::Rebase { unit: cut_off, to: rid("berlin") };
    assert_eq!(exec(&mut s, Axis, &east_prussia).map(|_| ()), Err(Refuse::NoRoute), "Königsberg touches no own land");
    let inf = add(&mut s, Axis, Infantry, "berlin");
    exec(&mut s, Axis, &Action::Rebase { unit: inf, to: rid("vienna") }).expect("through Prague");
    assert_eq!(s.unit(inf).map(|u| (u.at, u.task)), Some((rid("vienna"), Task::Spent)));
    assert_eq!(exec(&mut s, Axis, &Action::Rebase { unit: inf, to: rid("berlin") }).map(|_| ()), Err(Refuse::UnitBusy));
    let other = add(&mut s, Axis, Infantry, "berlin");
    let into_neutral = Action::Rebase { unit: other, to: rid("warsaw") };
    assert_eq!(exec(&mut s, Axis, &into_neutral).map(|_| ()), Err(Refuse::BadTarget), "not into a neutral");
}

/// WW-20, WW-G4 — a division crosses the sea to an own coast with one
/// escorting navy; both arrive and are spent. Without a navy there is no
/// route.
#[test]
fn ww_20_a_division_rebases_by_sea_with_its_escort() {
    let mut s = slot_state(Allies);
    let inf = add(&mut s, Allies, Infantry, "london");
    let lift = Action::Rebase { unit: inf, to: rid("algiers") };
    assert_eq!(exec(&mut s, Allies, &lift).map(|_| ()), Err(Refuse::NoRoute), "no escort yet");
    let navy = add(&mut s, Allies, Navy, "english_channel");
    exec(&mut s, Allies, &lift).expect("by sea");
    assert_eq!(s.unit(inf).map(|u| (u.at, u.task)), Some((rid("algiers"), Task::Spent)));
    let at = s.unit(navy).map(|u| (map_is_sea(u.at), u.task));
    assert_eq!(at, Some((true, Task::Spent)), "the escort ends at sea, spent");
}

fn map_is_sea(r: engine::board::RegionId) -> bool {
    crate::map::map().is_sea(r)
}

/// WW-G4 — an air unit rebases to an own region within 4 steps, not beyond.
#[test]
fn ww_g4_an_air_unit_rebases_within_four_steps() {
    let mut s = slot_state(Allies);
    let fighter = add(&mut s, Allies, Fighter, "london");
    let far = Action::Rebase { unit: fighter, to: rid("baghdad") };
    assert_eq!(exec(&mut s, Allies, &far).map(|_| ()), Err(Refuse::OutOfRange { reach: 4 }));
    exec(&mut s, Allies, &Action::Rebase { unit: fighter, to: rid("marseille") }).expect("within 4");
    assert_eq!(s.unit(fighter).map(|u| (u.at, u.task)), Some((rid("marseille"), Task::Spent)));
}

/// WW-G4 — a ship may rebase to any sea zone reachable by sea, however
/// far: the Black Sea fleet is offered the North Atlantic; the Caspian,
/// reached by no sea, is offered to nobody outside it.
#[test]
fn ww_g4_a_ship_rebases_to_any_zone_reachable_by_sea() {
    use engine::rules::Rules;
    let mut s = slot_state(Ussr);
    add(&mut s, Ussr, Navy, "black_sea");
    let to: Vec<_> = crate::WorldWar::legal_actions(&s, Ussr.seat())
        .into_iter()
        .filter_map(|a| match a {
            Action::Rebase { to, .. } => Some(to),
            _ => None,
        })
        .collect();
    assert!(to.contains(&rid("north_atlantic")) && to.contains(&rid("barents_sea")), "{to:?}");
    assert!(!to.contains(&rid("caspian_sea")));
}

/// WW-G4, WW-G8, WW-15 — a navy rebasing through a zone held by a hostile
/// paid navy is fired on there (one passing round); unharmed, it arrives.
#[test]
fn ww_g8_a_ship_rebasing_past_hostile_navy_is_fired_on() {
    let mut fired = 0;
    for n in 0..12 {
        let mut s = slot_state(Allies);
        s.wars.push((Axis, Allies));
        let navy = add(&mut s, Allies, Navy, "english_channel");
        // Both ways round to the South Atlantic are watched.
        add(&mut s, Axis, Navy, "bay_of_biscay");
        add(&mut s, Axis, Navy, "north_atlantic");
        let events =
            exec_with(&mut s, Allies, &Action::Rebase { unit: navy, to: rid("south_atlantic") }, &format!("sail-{n}"));
        let passing = events.iter().find(|e| matches!(e, Event::Fire { kind: FireKind::Passing, by: Some(Axis), .. }));
        assert!(passing.is_some(), "sail-{n}: fired on on the way");
        fired += 1;
        let sunk = events.iter().any(|e| matches!(e, Event::UnitLost { unit, .. } if *unit == navy));
        assert_eq!(s.unit(navy).map(|u| u.at), (!sunk).then(|| rid("south_atlantic")), "sail-{n}");
    }
    assert_eq!(fired, 12);
}

/// WW-35, WW-G7 — fighters sweep a hostile air base: one simultaneous
/// round, each 4–6 downs an enemy air unit; the attackers are spent.
#[test]
fn ww_35_fighters_sweep_an_air_base() {
    let mut downed = 0;
    for n in 0..10 {
        let mut s = slot_state(Axis);
        s.wars.push((Axis, Allies));
        let bomber = add(&mut s, Allies, Bomber, "london");
        let fighters = [add(&mut s, Axis, Fighter, "hamburg"), add(&mut s, Axis, Fighter, "hamburg")];
        for unit in fighters {
            exec(&mut s, Axis, &Action::Order { unit, target: rid("london") }).expect("in range");
        }
        let events = exec_with(&mut s, Axis, &Action::Sweep { target: rid("london") }, &format!("sweep-{n}"));
        let Some(Event::Fire { hits, .. }) =
            events.iter().find(|e| matches!(e, Event::Fire { kind: FireKind::Sweep, by: Some(Axis), .. }))
        else {
            panic!("sweep-{n}: the fighters fire")
        };
        assert_eq!(s.unit(bomber).is_none(), *hits > 0, "sweep-{n}: a hit downs the bomber");
        downed += usize::from(*hits > 0);
        assert!(fighters.iter().all(|f| s.unit(*f).is_none_or(|u| u.task == Task::Spent && u.at == rid("hamburg"))));
    }
    assert!(downed > 0 && downed < 10, "some sweeps hit, some miss: {downed}");
}

/// WW-G4, WW-G6 — a division with a standing Defend order in the next
/// region joins the defence of the region it defends: it throws its die,
/// and shares the fate of the losing side.
#[test]
fn ww_g4_a_defend_order_joins_the_defence() {
    let mut both = 0;
    for n in 0..20 {
        let mut s = ussr_holds_warsaw(Axis);
        s.regions[rid("lwow").index()].owner = Some(Ussr);
        let guard = add(&mut s, Ussr, Infantry, "lwow");
        set_task(&mut s, guard, Task::Defending(rid("warsaw")));
        let attacker = add(&mut s, Axis, Infantry, "berlin");
        exec(&mut s, Axis, &Action::Order { unit: attacker, target: rid("warsaw") }).expect("in range");
        let events = exec_with(&mut s, Axis, &Action::Launch { target: rid("warsaw") }, &format!("defend-{n}"));
        let Some(Event::LandBattle { defence, attacker_won, .. }) =
            events.iter().find(|e| matches!(e, Event::LandBattle { .. }))
        else {
            panic!("defend-{n}: a battle")
        };
        assert_eq!(defence.len(), 1, "defend-{n}: the guard from Lwów throws one die");
        assert_eq!(s.unit(guard).is_none(), *attacker_won, "defend-{n}: it falls with its side");
        assert_eq!(s.owner(rid("warsaw")), Some(if *attacker_won { Axis } else { Ussr }));
        both |= 1 << u8::from(*attacker_won);
    }
    assert_eq!(both, 3, "the guard both held and fell in these games");
}

/// WW-G6 step 8 — when a region falls, its owner's air units rebase at
/// once to an own region within 2 steps (the nearest), or are destroyed if
/// none is in reach.
#[test]
fn ww_g6_air_units_flee_a_captured_region_or_are_lost() {
    let mut s = ussr_holds_warsaw(Axis);
    let fighter = add(&mut s, Ussr, Fighter, "warsaw");
    let attacker = add(&mut s, Axis, Infantry, "berlin");
    exec(&mut s, Axis, &Action::Order { unit: attacker, target: rid("warsaw") }).expect("in range");
    let events = exec(&mut s, Axis, &Action::Launch { target: rid("warsaw") }).expect("legal");
    assert!(events.iter().any(|e| matches!(e, Event::RegionCaptured { by: Axis, .. })), "nobody defends Warsaw");
    assert_eq!(s.unit(fighter).map(|u| u.at), Some(rid("leningrad")), "two steps away, across the Baltic");

    let mut s = slot_state(Axis);
    s.wars.push((Axis, Ussr));
    s.regions[rid("lisbon").index()].owner = Some(Ussr);
    s.regions[rid("madrid").index()].owner = Some(Axis);
    let stranded = add(&mut s, Ussr, Fighter, "lisbon");
    let attacker = add(&mut s, Axis, Infantry, "madrid");
    exec(&mut s, Axis, &Action::Order { unit: attacker, target: rid("lisbon") }).expect("in range");
    let events = exec(&mut s, Axis, &Action::Launch { target: rid("lisbon") }).expect("legal");
    assert!(s.unit(stranded).is_none(), "no Soviet region within 2 steps of Lisbon");
    assert!(events.iter().any(|e| matches!(e, Event::UnitLost { unit, .. } if *unit == stranded)));
}

/// WW-7, WW-9 — a transfer to another power travels over land through own,
/// the recipient's and friendly neutral regions (the Allies through Iran or
/// Turkey to the USSR), and arrives at once.
#[test]
fn ww_7_a_transfer_between_powers_over_land() {
    let mut s = slot_state(Allies);
    let (allies, ussr) = (s.faction(Allies).stock, s.faction(Ussr).stock);
    let cargo = Resources::new(1, 2, 3);
    let events = exec(&mut s, Allies, &Action::Transfer { to: rid("moscow"), cargo }).expect("Baghdad, Tehran, Baku");
    assert!(events.contains(&Event::ResourcesReceived { faction: Ussr, cargo }));
    assert_eq!(s.faction(Allies).stock, Resources::new(allies.mp - 1, allies.p - 2, allies.s - 3));
    assert_eq!(s.faction(Ussr).stock, Resources::new(ussr.mp + 1, ussr.p + 2, ussr.s + 3));
    for country in ["iran", "turkey"] {
        let c = crate::map::map().country(country).expect("a neutral");
        s.countries[c.index()].hostile.push(Allies);
    }
    assert_eq!(
        exec(&mut s, Allies, &Action::Transfer { to: rid("moscow"), cargo }).map(|_| ()),
        Err(Refuse::NoRoute),
        "hostile Iran and Turkey close both corridors (WW-G10)"
    );
}
