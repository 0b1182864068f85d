//! The Deluge 1655 (`deluge`): seven nations in the wars of the
//! Polish-Lithuanian Commonwealth, 1655–1660. All nations move, then all
//! order, at once and in secret; battles are fought on a tabletop and their
//! results entered and confirmed, or resolved by the computer; phase 4
//! computes losses, points, sieges, captures, yasyr, replenishment,
//! diplomacy, morale and the treasury, every step with its rule id.
//!
//! Rule ids (`DC-…`, `GAP-…`, `AMB-…`, vectors `EX-S-…`, `EX-D-…`,
//! `EX-P-…`) refer to `shared/rules/deluge-campaign.md`.
//!
//! # Where this implementation reads the proposed fills its own way
//! (more in `README.md`)
//! * GAP-10: the resolver's dice come from the game's stream (every roll
//!   logged) rather than a per-battle hash; the mode is the scenario. A
//!   side may ask the computer for a result: under rules 2 its answer is
//!   that side's entry, which the other side confirms or disputes, in
//!   MIXED as in TABLETOP (DC-RES-6); rules 1 let it stand at once in MIXED.
//! * GAP-17 (rules 2): a deadline without a clock: a battle takes at most
//!   four entries (the first and three disputes), and the side whose entry
//!   was disputed may let the deadline decide instead of confirming: the
//!   resolver's answer stands in MIXED, a draw with no losses on the
//!   tabletop. A nation with no battle has nothing to do in phase 3 and
//!   is done at once (its diplomacy happens in phase 2).
//! * DC-RES-5 (rules 2): the persons are each seat's player (the
//!   commander-in-chief) and those a nation names; individual points go
//!   to the person a side names.
//! * DC-REORG-1/3: an army keeps at least 1 PS when it gives PS away.
//! * GAP-5: where an event army's land is not its nation's, the game
//!   places it in the nation's land with the largest garrison.
//! * GAP-6: the winner is the nation whose score grew most since the start
//!   (the relative ranking; absolute scores follow the starting lands).
//! * GAP-23: each nation reads its own balance in its panel; the log,
//!   which every nation reads, says only that the treasuries were balanced.
#![forbid(unsafe_code)]

pub mod action;
pub mod aftermath;
pub mod ai;
pub mod army;
pub mod battle;
pub mod capture;
pub mod check;
pub mod describe;
pub mod event;
pub mod execute;
pub mod formation;
pub mod guide;
pub mod invariants;
pub mod legal;
pub mod losses;
pub mod map;
pub mod nation;
pub mod refusal;
pub mod report;
pub mod resolver;
pub mod setup;
pub mod sieges;
pub mod state;
pub mod timetable;
pub mod treasury;
pub mod turn;
pub mod view;
pub mod why_not;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use event::Event;
pub use state::State;

use engine::board::{Board, RegionId};
use engine::chart::Measure;
use engine::dice::Dice;
use engine::rules::{
    Amount, Events, Guide, Outcome, PanelSection, Refusal, RegionView, Rules, ScenarioInfo, SystemInfo,
};
use engine::seat::{SeatConfig, SeatId};
use engine::side::Side;
use engine::text::Text;
use nation::Nation;

/// The events buffer of this system.
pub type Ev = Events<Deluge>;

/// The Deluge 1655 rule system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Deluge;

/// The rules as code (`Rules::rules_version`). A campaign keeps the rules
/// it was begun under (`State::rules`), so games saved before a change go on:
/// - 1: the first;
/// - 2 (issue 37): a result stands only once the other side confirms it,
///   the resolver's answer too (DC-RES-6); each side names the person who
///   commanded it and may comment (DC-RES-5); a disputed result goes to
///   the deadline (GAP-17); an order locks the army's plan (DC-PLAN-1);
/// - 3 (issue 40): the campaign is won by the growth beyond the nation's
///   par (GAP-6, `Nation::par`), not by the growth alone.
pub const RULES: u32 = 3;

/// The messages of The Deluge in each language.
pub const LOCALES: &[(&str, &str)] = engine::locales!();

impl Rules for Deluge {
    type State = State;
    type Action = Action;
    type Event = Event;

    type Side = Nation;
    const ID: &'static str = "deluge";

    fn info() -> SystemInfo {
        setup::info()
    }
    fn scenarios() -> Vec<ScenarioInfo> {
        setup::scenarios()
    }
    fn scenario_content(scenario: &str) -> Option<&'static str> {
        setup::mode(scenario).map(|_| setup::SCENARIO_CONTENT)
    }
    fn board(scenario: &str) -> Option<&'static Board> {
        setup::mode(scenario).map(|_| &map::map().board)
    }
    fn setup(scenario: &str, seats: &[SeatConfig], _dice: &mut Dice) -> Result<State, Refusal> {
        setup::setup(scenario, seats, RULES)
    }
    fn setup_under(scenario: &str, seats: &[SeatConfig], _dice: &mut Dice, version: u32) -> Result<State, Refusal> {
        setup::setup(scenario, seats, version)
    }
    fn rules_version() -> u32 {
        RULES
    }
    fn oldest_rules_version() -> u32 {
        1
    }
    fn to_act(state: &State) -> Vec<SeatId> {
        if state.phase == state::Phase::Over {
            return Vec::new();
        }
        Nation::ALL
            .into_iter()
            .filter(|&n| !state.nation(n).done)
            .filter(|&n| state.phase != state::Phase::Results || legal::has_results_work(state, n))
            .map(Nation::seat)
            .collect()
    }
    fn legal_actions(state: &State, seat: SeatId) -> Vec<Action> {
        Nation::of_seat(seat).map_or_else(Vec::new, |n| legal::legal_actions(state, n))
    }
    fn guide(state: &State, seat: SeatId) -> Option<Guide> {
        guide::guide(state, seat)
    }
    fn check(state: &State, seat: SeatId, action: &Action) -> Result<(), Refusal> {
        let n = Nation::of_seat(seat).ok_or(refusal::Refuse::NotYourArmy)?;
        check::check(state, n, action).map_err(Refusal::from)
    }
    fn execute(state: &mut State, seat: SeatId, action: &Action, dice: &mut Dice, events: &mut Ev) {
        if let Some(n) = Nation::of_seat(seat) {
            execute::execute(state, n, action, dice, events);
        }
    }
    fn apply(state: &mut State, event: &Event) {
        event::apply(state, event);
    }
    /// Each nation's growth beyond its par (GAP-6), as the thoughtful
    /// computer weighs it: what the final ranking compares.
    fn value(state: &State, seat: SeatId) -> f64 {
        let scores: Vec<i64> = Nation::ALL.into_iter().map(|n| state.beyond_par(n)).collect();
        engine::search::value_by_scores::<Self>(state, seat, &scores)
    }
    /// The charts' treasury (DC-TRE-1), morale (DC-MOR-1) and score
    /// (DC-SCORE-1) of each nation.
    fn standing(state: &State) -> Vec<Measure> {
        let by = |f: &dyn Fn(Nation) -> i64| Nation::ALL.iter().map(|&n| (n.id().to_owned(), f(n))).collect();
        vec![
            Measure::new("engine.chart.treasury", by(&|n| state.nation(n).ducats)),
            Measure::new("engine.chart.morale", by(&|n| i64::from(state.nation(n).morale))),
            Measure::new("engine.chart.score", by(&|n| state.score(n))),
        ]
    }
    fn view(state: &State, viewer: Option<SeatId>) -> State {
        view::redact(state, viewer.and_then(Nation::of_seat))
    }
    fn action_visible(state: &State, actor: SeatId, action: &Action, viewer: Option<SeatId>) -> bool {
        view::action_visible(state, actor, action, viewer)
    }
    fn event_reveals(event: &Event) -> bool {
        matches!(event, Event::Advanced(_))
    }
    fn outcome(state: &State) -> Option<Outcome> {
        describe::outcome(state)
    }
    fn turn(state: &State) -> u32 {
        state.turn
    }
    fn turn_label(state: &State) -> Text {
        describe::turn_label(state)
    }
    fn describe_action(state: &State, action: &Action) -> Text {
        describe::action(state, action)
    }
    fn choice_label(state: &State, seat: SeatId, action: &Action) -> Text {
        Nation::of_seat(seat)
            .map_or_else(|| describe::action(state, action), |n| describe::choice_label(state, n, action))
    }
    fn describe_event(state: &State, event: &Event) -> Text {
        describe::event(state, event)
    }
    fn action_region(state: &State, action: &Action) -> Option<RegionId> {
        describe::action_region(state, action)
    }
    fn action_target(state: &State, action: &Action) -> Option<RegionId> {
        describe::action_target(state, action)
    }
    fn map_view(state: &State, _viewer: Option<SeatId>) -> Vec<RegionView> {
        view::map_view(state)
    }
    fn panel(state: &State, viewer: Option<SeatId>) -> Vec<PanelSection> {
        view::panel(state, viewer.and_then(Nation::of_seat))
    }
    fn region_panel(state: &State, region: RegionId, viewer: Option<SeatId>) -> Vec<PanelSection> {
        view::region_panel(state, region, viewer.and_then(Nation::of_seat))
    }
    fn action_amounts(state: &State, seat: SeatId, action: &Action) -> Vec<Amount> {
        Nation::of_seat(seat).map_or_else(Vec::new, |n| legal::amounts(state, n, action))
    }
    fn invariants(state: &State) -> Vec<Text> {
        invariants::broken(state)
    }
    fn computer_action(state: &State, seat: SeatId, rng: &mut Dice) -> Option<Action> {
        ai::computer_action(state, Nation::of_seat(seat)?, rng)
    }
    fn previous_computer_action(state: &State, seat: SeatId, rng: &mut Dice) -> Option<Action> {
        ai::computer_action_as(state, Nation::of_seat(seat)?, rng, ai::Profile::PREVIOUS)
    }
    /// 1: the first; 2 (issue 37): every wish the rules accept before the
    /// phase ends, plans before orders, splits and garrisons, storms of
    /// outnumbered garrisons, the lands it can take and hold, morale for a
    /// tabletop modifier, alliances asked of stronger neighbours; 3 (issue
    /// 40): it decides from its nation's view, without the others'
    /// treasuries and simultaneous orders (about one decision in 1,400
    /// differs); 4 (issue 37): it storms by the resolver's odds (GAP-10),
    /// not by multiples of the defenders' strength.
    fn computer_version() -> u32 {
        4
    }
}
