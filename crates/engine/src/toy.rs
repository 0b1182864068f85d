//! A tiny two-seat system that exercises the engine in its tests: seats take
//! turns; a turn is any number of secret `Hide`s, then `Roll` (a d6 added to
//! the score) or `Pass`. A `Roll` reveals the roller's hidden numbers. First
//! to 20 wins.
//!
//! Built outside the tests with the feature `toy`: `cargo xtask bench`
//! makes a system module around it (`crates/worker`, bin `floor`) to print
//! what every module weighs before its first rule (docs/DESIGN.md).

use crate::board::{Board, Outline, RegionId, RegionKind};
use crate::dice::{Dice, DiceExpr};
use crate::game::{Game, GameSetup};
use crate::rules::{Events, NameKeys, Outcome, PanelSection, Refusal, RegionView, Rules, ScenarioInfo, SystemInfo};
use crate::seat::{Controller, SeatConfig, SeatId};
use crate::side::Side;
use crate::text::Text;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

#[derive(Clone, Debug, PartialEq)]
pub struct Toy;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub current: SeatId,
    pub scores: [u32; 2],
    pub hidden: [Vec<u8>; 2],
    pub revealed: [Vec<u8>; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Hide(u8),
    Roll,
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Hidden(SeatId, u8),
    Rolled(SeatId, u8),
    Revealed(SeatId),
    TurnPassed(SeatId),
}

static BOARD: LazyLock<Board> = LazyLock::new(|| {
    let mut b = Board::default();
    b.add_region("field", RegionKind::Land, Outline::default()).expect("fresh");
    b
});

impl Rules for Toy {
    type State = State;
    type Action = Action;
    type Event = Event;
    type Side = Racer;
    const ID: &'static str = "toy";

    fn info() -> SystemInfo {
        SystemInfo { id: Self::ID, name: "toy", roles: crate::side::roles::<Racer>(), rules_summary: "toy" }
    }
    fn scenarios() -> Vec<ScenarioInfo> {
        vec![ScenarioInfo {
            id: "race",
            name: "race",
            hash: "f114ad8b5da0155485237c2b025195767b72c94b40b77debb10b9b00ab47173b",
            min_seats: 2,
            max_seats: 2,
            geometry: None,
            superseded_by: None,
        }]
    }
    fn scenario_content(scenario: &str) -> Option<&'static str> {
        (scenario == "race").then_some("race to 20")
    }
    fn board(_: &str) -> Option<&'static Board> {
        Some(&BOARD)
    }
    fn setup(scenario: &str, seats: &[SeatConfig], _: &mut Dice) -> Result<State, Refusal> {
        if scenario != "race" || seats.len() != 2 {
            return Err(Refusal::new("setup", Text::key("toy.bad_setup")));
        }
        Ok(State { current: SeatId(0), scores: [0, 0], hidden: [vec![], vec![]], revealed: [vec![], vec![]] })
    }
    fn to_act(s: &State) -> Vec<SeatId> {
        vec![s.current]
    }
    fn legal_actions(s: &State, seat: SeatId) -> Vec<Action> {
        let mut v = vec![Action::Roll, Action::Pass];
        if s.hidden[seat.index()].len() < 3 {
            v.push(Action::Hide(7));
        }
        v
    }
    fn check(s: &State, seat: SeatId, a: &Action) -> Result<(), Refusal> {
        match a {
            Action::Hide(n) if *n > 9 => Err(Refusal::new("TOY-1", Text::key("toy.too_big"))),
            Action::Hide(_) if s.hidden[seat.index()].len() >= 3 => Err(Refusal::new("TOY-2", Text::key("toy.full"))),
            _ => Ok(()),
        }
    }
    fn execute(s: &mut State, seat: SeatId, a: &Action, dice: &mut Dice, ev: &mut Events<Self>) {
        let next = SeatId(1 - seat.0);
        match a {
            Action::Hide(n) => ev.emit(s, Event::Hidden(seat, *n)),
            Action::Roll => {
                let face = dice.roll(DiceExpr::D6, "toy roll").faces[0];
                ev.emit(s, Event::Rolled(seat, face));
                ev.emit(s, Event::Revealed(seat));
                ev.emit(s, Event::TurnPassed(next));
            }
            Action::Pass => ev.emit(s, Event::TurnPassed(next)),
        }
    }
    fn apply(s: &mut State, e: &Event) {
        match e {
            Event::Hidden(seat, n) => s.hidden[seat.index()].push(*n),
            Event::Rolled(seat, f) => s.scores[seat.index()] += u32::from(*f),
            Event::Revealed(seat) => {
                let h = std::mem::take(&mut s.hidden[seat.index()]);
                s.revealed[seat.index()].extend(h);
            }
            Event::TurnPassed(seat) => s.current = *seat,
        }
    }
    fn view(s: &State, viewer: Option<SeatId>) -> State {
        let mut v = s.clone();
        for i in 0..2 {
            if viewer != Some(SeatId(i)) {
                v.hidden[usize::from(i)].clear();
            }
        }
        v
    }
    fn event_reveals(e: &Event) -> bool {
        matches!(e, Event::Revealed(_))
    }
    fn outcome(s: &State) -> Option<Outcome> {
        (0..2u8).find(|&i| s.scores[usize::from(i)] >= 20).map(|i| Outcome {
            winners: vec![SeatId(i)],
            text: Text::key("toy.win"),
            scores: Vec::new(),
        })
    }
    fn turn(s: &State) -> u32 {
        s.scores.iter().sum()
    }
    fn turn_label(_: &State) -> Text {
        Text::key("toy.turn")
    }
    fn describe_action(_: &State, a: &Action) -> Text {
        Text::key(format!("{a:?}"))
    }
    fn describe_event(_: &State, e: &Event) -> Text {
        Text::key(format!("{e:?}"))
    }
    fn action_region(_: &State, _: &Action) -> Option<RegionId> {
        None
    }
    /// The field, owned by whoever leads, with a counter per seat of the
    /// numbers it holds (hidden ones only for the viewer who may see them).
    fn map_view(s: &State, _: Option<SeatId>) -> Vec<RegionView> {
        let counter = |i: usize| crate::rules::Counter {
            owner: ROLES[i].into(),
            label: Text::key("toy.numbers"),
            count: u32::try_from(s.hidden[i].len() + s.revealed[i].len()).unwrap_or(0),
            title: Text::key("toy.numbers"),
        };
        let leader = (s.scores[0] != s.scores[1]).then(|| ROLES[usize::from(s.scores[1] > s.scores[0])].to_owned());
        vec![RegionView {
            region: Some(RegionId(0)),
            owner: leader,
            terrain: None,
            counters: vec![counter(0), counter(1)],
            marks: Vec::new(),
        }]
    }
    fn standing(s: &State) -> Vec<crate::chart::Measure> {
        let score = (0..2).map(|i| (ROLES[i].to_owned(), i64::from(s.scores[i]))).collect();
        vec![crate::chart::Measure::new("engine.chart.score", score)]
    }
    fn panel(_: &State, _: Option<SeatId>) -> Vec<PanelSection> {
        vec![]
    }
    fn region_panel(_: &State, _: RegionId, _: Option<SeatId>) -> Vec<PanelSection> {
        vec![]
    }
    /// TOY-2 (no seat holds more than three hidden numbers) and TOY-1
    /// (none is above 9), as they must hold after every action.
    fn invariants(s: &State) -> Vec<Text> {
        let mut broken = Vec::new();
        for (i, hidden) in s.hidden.iter().enumerate() {
            if hidden.len() > 3 {
                broken.push(Text::key("toy.full").plain("seat", i));
            }
            if hidden.iter().any(|&n| n > 9) {
                broken.push(Text::key("toy.too_big").plain("seat", i));
            }
        }
        broken
    }
    /// A short look-ahead: a toy turn is a few actions.
    fn thoughtful_budget() -> Option<crate::search::Budget> {
        Some(crate::search::Budget { candidates: 4, playouts: 8, horizon: 12 })
    }
    fn computer_action(s: &State, seat: SeatId, rng: &mut Dice) -> Option<Action> {
        let legal = Self::legal_actions(s, seat);
        let pick = rng.pick(u8::try_from(legal.len()).ok()?, "computer");
        legal.into_iter().nth(pick)
    }
}

/// The seats' roles.
const ROLES: [&str; 2] = ["ann", "bob"];

/// The two racers, one per seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Racer {
    Ann,
    Bob,
}

impl Side for Racer {
    const IN_SEAT_ORDER: &'static [Self] = &[Self::Ann, Self::Bob];
    const NAME_KEYS: NameKeys = NameKeys::with_prefix("toy");
    fn id(self) -> &'static str {
        ROLES[self as usize]
    }
    fn colour(self) -> &'static str {
        "#000000"
    }
}

fn seats() -> Vec<SeatConfig> {
    ["Ann", "Bob"]
        .iter()
        .zip(Racer::IN_SEAT_ORDER)
        .map(|(n, racer)| SeatConfig {
            name: (*n).into(),
            role: racer.id().into(),
            colour: "#000000".into(),
            controller: Controller::Human,
        })
        .collect()
}

pub fn new_game(seed: &str) -> Game<Toy> {
    Game::new(GameSetup {
        reseed: Vec::new(),
        system: "toy".into(),
        scenario: "race".into(),
        seats: seats(),
        seed: seed.into(),
    })
    .expect("toy setup")
}

#[cfg(test)]
mod tests;
