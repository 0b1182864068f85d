//! Diplomacy (GAP-44, KK-TURN-10; rules 4, `diplomacy`): peace and
//! alliances proposed and accepted in the states' windows, what binds at
//! peace and in alliance, war declared and taking effect with the movement
//! phase, and the computer's use of it.

use super::prisoners::refused;
use super::{bare, exec, province, put, sub};
use crate::action::Action;
use crate::diplomacy::{Relation, relation};
use crate::event::{Event, Travel};
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::refusal::Refuse;
use crate::state::{Phase, State};
use engine::dice::Dice;
use engine::side::Side;

fn acting(s: &mut State, p: Player) {
    s.slot = u32::try_from(p.index()).unwrap_or(0);
}

/// `a` proposes `pact` to `b` in its window and `b` accepts in its own.
fn agree(s: &mut State, a: Player, b: Player, pact: Relation) {
    let phase = s.phase;
    s.phase = Phase::Economy;
    acting(s, a);
    exec(s, a, &Action::Propose { to: b, pact }).expect("proposed");
    acting(s, b);
    let index = s.offers.iter().position(|o| o.pact == Some(pact) && o.to == b).expect("the proposal");
    let events = exec(s, b, &Action::Accept { index }).expect("accepted");
    assert!(events.iter().any(|e| matches!(e, Event::PactMade { relation, .. } if *relation == pact)));
    s.phase = phase;
}

/// GAP-44 — every pair begins at war; peace proposed in one window and
/// accepted in the other holds at once: the two are no longer hostile.
#[test]
fn gap_44_peace_is_proposed_and_accepted() {
    let mut s = bare(Kingdom, Phase::Economy);
    assert_eq!(relation(&s, Kingdom, Empire), Relation::War);
    assert!(s.hostile(Some(Kingdom), Some(Empire)));
    let propose = Action::Propose { to: Empire, pact: Relation::Peace };
    exec(&mut s, Kingdom, &propose).expect("proposed");
    refused(&s, Kingdom, &propose, Refuse::NoPact, "GAP-44");
    assert_eq!(relation(&s, Kingdom, Empire), Relation::War, "not before it is accepted");
    acting(&mut s, Empire);
    exec(&mut s, Empire, &Action::Accept { index: 0 }).expect("accepted");
    assert_eq!(relation(&s, Empire, Kingdom), Relation::Peace);
    assert!(!s.hostile(Some(Kingdom), Some(Empire)) && s.hostile(Some(Kingdom), Some(Khanate)));
    refused(&s, Empire, &Action::Propose { to: Kingdom, pact: Relation::Peace }, Refuse::NoPact, "GAP-44");
    let mut old = bare(Kingdom, Phase::Economy);
    old.rules = 3;
    refused(&old, Kingdom, &propose, Refuse::NoDiplomacy, "GAP-44");
}

/// GAP-44 — at peace a state's units enter neither the partner's provinces
/// nor a sub-province holding its units; rail journeys stop short of them.
#[test]
fn gap_44_at_peace_units_keep_out() {
    let mut s = bare(Kingdom, Phase::Movement);
    agree(&mut s, Kingdom, Empire, Relation::Peace);
    acting(&mut s, Kingdom);
    let from = sub("s_grisfort_3");
    let into = sub("s_kholmgard_1");
    put(&mut s, Some(Kingdom), "spearmen", from, 1);
    let step = Action::Move { from, to: into, group: vec![(crate::data::units::Kind::of("spearmen").expect("s"), 1)] };
    refused(&s, Kingdom, &step, Refuse::AtPeace, "GAP-44");
    assert!(crate::diplomacy::barred(&s, Kingdom, into));
    // Empire units standing in the Kingdom's own Grisfort bar that ground too.
    let other = sub("s_grisfort_2");
    put(&mut s, Some(Empire), "riflemen", other, 1);
    assert!(crate::diplomacy::barred(&s, Kingdom, other) && !crate::diplomacy::barred(&s, Kingdom, from));
    assert!(crate::invariants::broken(&s).iter().all(|t| t.key != "kk.invariant.hostile_together"), "no battle owed");
    // At war again, the step is a march into the Empire's land.
    let mut war = s.clone();
    war.pacts.clear();
    assert!(
        crate::movement::check_move(
            &war,
            Kingdom,
            from,
            into,
            &[(crate::data::units::Kind::of("spearmen").expect("s"), 1)].to_vec()
        )
        .is_ok()
    );
}

/// GAP-44 — war declared in a window takes effect as the movement phase
/// begins (the pact stands until then), once.
#[test]
fn gap_44_war_takes_effect_with_the_movement_phase() {
    let mut s = bare(Kingdom, Phase::Economy);
    agree(&mut s, Kingdom, Empire, Relation::Peace);
    acting(&mut s, Kingdom);
    exec(&mut s, Kingdom, &Action::DeclareWar { on: Empire }).expect("declared");
    refused(&s, Kingdom, &Action::DeclareWar { on: Empire }, Refuse::NoPact, "GAP-44");
    refused(&s, Kingdom, &Action::DeclareWar { on: Republic }, Refuse::NoPact, "GAP-44");
    assert_eq!(relation(&s, Kingdom, Empire), Relation::Peace, "until the movement phase");
    let mut ev = crate::Ev::default();
    crate::diplomacy::wars_begin(&mut s, &mut ev);
    assert!(ev.into_vec().contains(&Event::PactEnded { a: Kingdom, b: Empire }));
    assert_eq!(relation(&s, Kingdom, Empire), Relation::War);
    assert!(s.hostile(Some(Kingdom), Some(Empire)));
}

/// GAP-44 — allies share a sub-province (no battle), stacking counting
/// both; an ally's land unit holds the province against capture (AMB-19);
/// an ally's depot supplies (AMB-34); allies never fight.
#[test]
fn gap_44_allies_share_ground_supply_and_defence() {
    let mut s = bare(Kingdom, Phase::Movement);
    agree(&mut s, Kingdom, Empire, Relation::Alliance);
    acting(&mut s, Kingdom);
    let from = sub("s_grisfort_3");
    let into = sub("s_kholmgard_1");
    let spear = crate::data::units::Kind::of("spearmen").expect("s");
    put(&mut s, Some(Kingdom), "spearmen", from, 1);
    put(&mut s, Some(Empire), "riflemen", into, 1);
    let before = crate::movement::room(&s, into, Some(Kingdom));
    exec(&mut s, Kingdom, &Action::Move { from, to: into, group: vec![(spear, 1)] }).expect("into the ally's ground");
    assert!(s.battle.is_none(), "allies never fight");
    assert_eq!(crate::movement::room(&s, into, Some(Empire)), before - 1, "stacking counts both");
    assert_eq!(s.owner(province("p_kholmgard")), Some(Empire));
    // The Empire's riflemen gone, the Kingdom's spearmen keep Kholmgard for it
    // from a third state's unit there (AMB-19 (3)).
    s.units.retain(|u| u.owner != Some(Empire));
    put(&mut s, Some(Republic), "riflemen", sub("s_kholmgard_3"), 1);
    crate::movement::settle(&mut s, &mut crate::Ev::default());
    assert_eq!(s.owner(province("p_kholmgard")), Some(Empire), "an ally's unit holds it");
    // KK-SUP-02, AMB-34: an Empire depot supplies the Kingdom's spearmen.
    let depot = sub("s_kholmgard_2");
    s.subs[depot.index()].building = Some(crate::data::buildings::Building::Depot);
    assert!(crate::supply::supplied(&s, Kingdom)[into.index()]);
    s.pacts.clear();
    assert!(!crate::supply::supplied(&s, Kingdom)[into.index()], "not once the alliance is gone");
}

/// GAP-44 (this crate's reading) — an alliance ended by war: as the
/// movement phase begins the declarer's units leave the sub-provinces they
/// share with the former ally's.
#[test]
fn gap_44_who_breaks_an_alliance_marches_out() {
    let mut s = bare(Kingdom, Phase::Economy);
    agree(&mut s, Kingdom, Empire, Relation::Alliance);
    let at = sub("s_kholmgard_1");
    let ours = put(&mut s, Some(Kingdom), "spearmen", at, 1)[0];
    let theirs = put(&mut s, Some(Empire), "riflemen", at, 1)[0];
    acting(&mut s, Kingdom);
    exec(&mut s, Kingdom, &Action::DeclareWar { on: Empire }).expect("declared");
    let mut ev = crate::Ev::default();
    crate::diplomacy::wars_begin(&mut s, &mut ev);
    let events = ev.into_vec();
    assert!(events.iter().any(|e| matches!(e, Event::UnitsMoved { travel: Travel::Parted, .. })));
    assert!(s.unit(ours).is_some_and(|u| u.at != at), "the Kingdom's spearmen left");
    assert_eq!(s.unit(theirs).map(|u| u.at), Some(at));
    assert!(crate::invariants::broken(&s).iter().all(|t| t.key != "kk.invariant.hostile_together"));
}

/// GAP-44 — the computer (version 6) proposes peace to a neighbour that is
/// not its target and answers a proposal; version 5 never proposes.
#[test]
fn gap_44_the_computer_makes_peace_on_its_other_fronts() {
    let game = super::new_game("diplomacy", engine::seat::Controller::Computer);
    let mut s = game.state().clone();
    // The Kingdom's window: it proposes peace to a neighbour it does not target.
    s.phase = Phase::Economy;
    acting(&mut s, Kingdom);
    s.colour = Some(crate::data::tables::Colour::Green);
    let mut rng = Dice::from_seed("ai");
    let mut proposed = Vec::new();
    for _ in 0..200 {
        let Some(a) = crate::ai::computer_action(&s, Kingdom, &mut rng) else { break };
        if let Action::Propose { to, pact } = a {
            proposed.push((to, pact));
        }
        if a == Action::EndEconomy {
            break;
        }
        exec(&mut s, Kingdom, &a).expect("legal");
    }
    assert!(proposed.iter().any(|&(_, pact)| pact == Relation::Peace), "{proposed:?}");
    let (to, _) = proposed[0];
    let index = s.offers.iter().position(|o| o.pact.is_some() && o.to == to).expect("offered");
    acting(&mut s, to);
    // A set of victory conditions to choose comes first (GAP-08).
    s.players[to.index()].objectives = Some(crate::objectives::Objective::Conqueror);
    // Its cards come first; then it answers the proposal.
    let mut answered = s.clone();
    let answer = (0..50).find_map(|_| {
        let a = crate::ai::computer_action(&answered, to, &mut rng)?;
        let done = matches!(a, Action::Accept { index: i } | Action::Decline { index: i } if i == index);
        exec(&mut answered, to, &a).expect("legal");
        done.then_some(a)
    });
    assert!(answer.is_some(), "the proposal is answered");
    // Version 5 answers it as an offer of nothing for nothing, and never
    // proposes nor declares war itself.
    let mut old = s.clone();
    let answered = (0..50).any(|_| {
        let a = crate::ai::computer_action_as(&old, to, &mut rng, crate::ai::Profile::PREVIOUS);
        let Some(a) = a else { return true };
        assert!(!matches!(a, Action::Propose { .. } | Action::DeclareWar { .. }), "{a:?}");
        let done = matches!(a, Action::Accept { index: i } | Action::Decline { index: i } if i == index);
        exec(&mut old, to, &a).expect("legal");
        done
    });
    assert!(answered);
}
