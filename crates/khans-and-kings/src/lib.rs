//! Khans & Kings (`khans-and-kings`), part 1: the Four Crowns world of
//! GAP-45 — four states on a map of provinces and sub-provinces, the event
//! and weather of each turn, the Colour Die economy with buildings, trade
//! by port and caravanserai, recruitment, building and upgrades, supply,
//! generals, and the land war fought one unit against one unit.
//!
//! Rule ids (`KK-…`, gaps `GAP-…`, ambiguities `AMB-…`, vectors `EX-…`)
//! refer to `shared/rules/khans-and-kings.md`. Part 2's air war is in
//! [`air`], its sea in [`sea`], its chemical weapons in [`contamination`],
//! its prisoners and camps in [`prisoners`], its revolutions in
//! [`revolution`], what independent units aim at in [`aims`], its
//! Decision cards in [`decisions`], its secret victory-condition sets in
//! [`objectives`], land units carried by sea in [`transport`], admirals in
//! [`admirals`] and river gunboats in [`river`]; what part 2 still has to
//! add is listed in the crate's README.
//!
//! # Where this implementation reads the rules its own way
//! * AMB-53: the economy window (phases 3 and 4) is taken by the states in
//!   seat order rather than at once, so a table or a file by e-mail passes
//!   once around; nothing one state does there binds another.
//! * GAP-01: on White each state picks its colour in its own window: a pick
//!   changes only its own income, so nobody gains by seeing another's.
//! * AMB-20: where a beaten unit retreats is decided by a fixed preference
//!   (its own province, then the nearest) rather than by asking its owner
//!   in the middle of another state's turn.
//! * KK-CMB-21, AMB-50, KK-REC-23 (rules 4): a defender between engagements
//!   and a state whose province is entered are asked at once, in the
//!   mover's phase (`answers`); under rules 1–3 nobody fled and tribal
//!   warriors were always called.
#![forbid(unsafe_code)]

pub mod action;
pub mod admirals;
pub mod aims;
pub mod air;
pub mod answers;
pub mod apply;
pub mod battle;
pub mod build;
pub mod cards;
pub mod check;
pub mod combat;
pub mod contamination;
pub mod contentment;
pub mod data;
pub mod decisions;
pub mod decisions_text;
pub mod describe;
pub mod diplomacy;
pub mod economy;
pub mod event;
pub mod exchange;
pub mod generals;
pub mod guide;
pub mod ids;
pub mod independent;
pub mod invariants;
pub mod legal;
pub mod levy;
pub mod logistics;
pub mod map;
pub mod movement;
pub mod names;
pub mod objective;
pub mod objectives;
pub mod odds;
pub mod phase;
pub mod prisoner_deals;
pub mod prisoners;
pub mod prisoners_text;
pub mod recruit;
pub mod refusal;
pub mod relations;
pub mod revolution;
pub mod river;
pub mod sea;
pub mod setup;
pub mod state;
pub mod supply;
pub mod trade;
pub mod transport;
pub mod tribal;
pub mod turn;
pub mod turn_event;
pub mod unrest;
pub mod victory;
pub mod view;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use event::Event;
pub use ids::Player;
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
use event::Why;

/// The events buffer of this system.
pub type Ev = Events<KhansAndKings>;

/// The Khans & Kings rule system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct KhansAndKings;

/// The messages of Khans & Kings in each language.
pub const LOCALES: &[(&str, &str)] = engine::locales!();

/// The rules as code (`Rules::rules_version`). A game keeps the version it
/// was begun under (`State::rules`), so saves from before a change go on:
/// - 1: part 1 and part 2's air war, sea, prisoners, chemical weapons and
///   revolutions;
/// - 2: Decision cards dealt at setup (GAP-05: four more dice, the decks
///   and hands in the state), secret victory-condition sets (GAP-08: a d6
///   each at setup; kills counted), Armoured units acting again in a battle
///   (AMB-23), ships meeting at sea no longer taking the river's penalty
///   (KK-TERR-13 is for landings), independent units plundering, marching
///   and taking positions (KK-NPU-06…08, `aims`; a Stronghold in a
///   province of no state serving them; uprisings remembered, AMB-36),
///   and plunder's choice of roads and railways (KK-PLN-04);
/// - 3: an uprising takes its province (KK-REV-04, GAP-46): once none of
///   its state's land units remain there it belongs to no state, as after
///   the Red Guard (`unrest::take_province`);
/// - 4: issue 39's rules: the Elite limit holds for prisoners won over,
///   returned or freed (AMB-39); a base or harbour is taken past an
///   independent unit standing there (AMB-44); a beaten ship retreats with
///   the Speed it has left (KK-NAV-03); a defender may flee between
///   engagements (KK-CMB-21, AMB-50) and tribal warriors are called at
///   their state's choice (KK-REC-23), both asked at once (`answers`); an
///   uprising's or brigands' units appear only where no player's troops
///   stand (KK-REV-03), prisoners leave a camp whose province belongs to
///   no state any more and a bombed camp gives up its prisoners
///   (KK-POW-09, KK-BLD-21), and a Red Guard that rose in the battle's own
///   sub-province leaves it when the battle ends with it withdrawing and
///   none rises where another state's units stand (AMB-37, AMB-20), and a
///   river gunboat holds its province against
///   independent units as against the states (KK-UNIT-20) — these found by
///   the invariants; an upgrade bought after recruitment counts in the
///   disband refund (KK-REC-32, AMB-63), a unit won over or taken refunds
///   nothing and no state receives a resource it does not use (AMB-63,
///   KK-RES-03, found by the invariants); a beaten ship never retreats
///   into a harbour where a peace partner's units stand (GAP-44, found by
///   the invariants); and diplomacy (GAP-44, `diplomacy`).
pub const RULES: u32 = 4;

impl Rules for KhansAndKings {
    type State = State;
    type Action = Action;
    type Event = Event;

    type Side = Player;
    const ID: &'static str = "khans-and-kings";

    fn info() -> SystemInfo {
        setup::info()
    }
    fn scenarios() -> Vec<ScenarioInfo> {
        setup::scenarios()
    }
    fn scenario_content(scenario: &str) -> Option<&'static str> {
        setup::content(scenario)
    }
    fn board(scenario: &str) -> Option<&'static Board> {
        setup::start_changes(scenario).map(|_| &map::map().board)
    }
    fn setup(scenario: &str, seats: &[SeatConfig], dice: &mut Dice) -> Result<State, Refusal> {
        setup::setup(scenario, seats, dice, RULES)
    }
    fn setup_under(scenario: &str, seats: &[SeatConfig], dice: &mut Dice, version: u32) -> Result<State, Refusal> {
        setup::setup(scenario, seats, dice, version)
    }
    fn to_act(state: &State) -> Vec<SeatId> {
        state.acting().map(Player::seat).into_iter().collect()
    }
    fn legal_actions(state: &State, seat: SeatId) -> Vec<Action> {
        Player::of_seat(seat).map_or_else(Vec::new, |p| legal::offered(state, p))
    }
    fn guide(state: &State, seat: SeatId) -> Option<Guide> {
        guide::guide(state, seat)
    }
    fn check(state: &State, seat: SeatId, action: &Action) -> Result<(), Refusal> {
        let p = Player::of_seat(seat).ok_or(engine::refusal::TurnRefusal::NotYourTurn { waiting: state.acting() })?;
        check::check(state, p, action).map_err(Refusal::from)
    }
    fn execute(state: &mut State, seat: SeatId, action: &Action, dice: &mut Dice, events: &mut Ev) {
        if let Some(p) = Player::of_seat(seat) {
            execute(state, p, action, dice, events);
        }
    }
    fn apply(state: &mut State, event: &Event) {
        apply::apply(state, event);
    }
    /// The provinces each state holds (its final score), as the thoughtful
    /// computer weighs them.
    fn value(state: &State, seat: SeatId) -> f64 {
        let scores: Vec<i64> =
            Player::ALL.iter().map(|&p| i64::try_from(state.provinces_of(p).count()).unwrap_or(0)).collect();
        engine::search::value_by_scores::<Self>(state, seat, &scores)
    }
    /// The charts' income (KK-ECO: wealth and buildings, all resources
    /// together) and GOLD (GAP-51's tie-break) of each state.
    fn standing(state: &State) -> Vec<Measure> {
        let by =
            |f: &dyn Fn(Player) -> u32| Player::ALL.iter().map(|&p| (p.id().to_owned(), i64::from(f(p)))).collect();
        vec![
            Measure::new(
                "engine.chart.income",
                by(&|p| economy::wealth_income(state, p).total() + economy::building_income(state, p).total()),
            ),
            Measure::new("engine.chart.gold", by(&|p| state.player(p).stock.get(data::resources::Resource::Gold))),
        ]
    }
    /// KK-GOV-02, KK-GOV-07 — other states' Decision cards, the decks'
    /// order and other states' sets of victory conditions are hidden (the
    /// engine shows everything once the game is over).
    fn view(state: &State, viewer: Option<SeatId>) -> State {
        let mut s = decisions::view(state, viewer.and_then(Player::of_seat));
        objectives::hide_from(&mut s, viewer.and_then(Player::of_seat));
        s
    }
    /// The state's view with every state's national provinces as they are:
    /// a rival's Hegemon conditions make their provinces national (GAP-08),
    /// the view hides that, but the choices offered show it (Incite
    /// Uprising is never offered on a national province, KK-PROV-06), so
    /// the computer knows what a person at the seat is shown, and never
    /// picks a target its seat would not be offered.
    fn computer_view(state: &State, seat: SeatId) -> State {
        let mut v = Self::view(state, Some(seat));
        for (seen, real) in v.players.iter_mut().zip(&state.players) {
            seen.national.clone_from(&real.national);
        }
        v
    }
    /// Every action may be read: a draw names only its deck, a card returned
    /// only its place in the hand (KK-GOV-02), so no line needs hiding and
    /// a game may always leave as a file.
    fn action_visible(_state: &State, _actor: SeatId, _action: &Action, _viewer: Option<SeatId>) -> bool {
        true
    }
    /// A drawn card and a rival's hand seen by Spy Network are no longer
    /// secret to the player: such an action cannot be undone.
    fn event_reveals(event: &Event) -> bool {
        matches!(event, Event::DecisionDrawn { .. } | Event::DecisionPlayed { card: decisions::Card::SpyNetwork, .. })
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
    fn choice_label(state: &State, _seat: SeatId, action: &Action) -> Text {
        describe::choice_label(state, action)
    }
    fn describe_event(state: &State, event: &Event) -> Text {
        describe::event(state, event)
    }
    fn action_region(state: &State, action: &Action) -> Option<RegionId> {
        describe::action_region(state, action)
    }
    fn action_target(_state: &State, action: &Action) -> Option<RegionId> {
        describe::action_target(action)
    }
    fn map_view(state: &State, _viewer: Option<SeatId>) -> Vec<RegionView> {
        view::map_view(state)
    }
    fn panel(state: &State, viewer: Option<SeatId>) -> Vec<PanelSection> {
        view::panel(state, viewer.and_then(Player::of_seat))
    }
    fn region_panel(state: &State, region: RegionId, viewer: Option<SeatId>) -> Vec<PanelSection> {
        view::region_panel(state, region, viewer.and_then(Player::of_seat))
    }
    fn action_amounts(state: &State, seat: SeatId, action: &Action) -> Vec<Amount> {
        Player::of_seat(seat).map_or_else(Vec::new, |p| legal::amounts(state, p, action))
    }
    /// The rules that hold after every action (`invariants`).
    fn invariants(state: &State) -> Vec<Text> {
        invariants::broken(state)
    }
    fn computer_action(state: &State, seat: SeatId, rng: &mut Dice) -> Option<Action> {
        ai::computer_action(state, Player::of_seat(seat)?, rng)
    }
    /// 2: trade with the market and offers to other states, strongholds,
    /// depots, the buildings better units need, roads, and generals that
    /// follow their armies; 3: an air force and its missions; 4: Decision
    /// cards chosen and played (GAP-05) and its set of victory conditions
    /// chosen and pursued (GAP-08); 5: river gunboats (KK-UNIT-20); 6: the
    /// questions of rules 4 answered (flight from a battle it cannot hold,
    /// KK-CMB-21; its strongest tribal warriors, KK-REC-23); 7 (issue 40):
    /// it decides from its state's view, without the others' cards, the
    /// decks' order and the others' victory conditions (no decision of the
    /// games measured changed, but one could).
    fn computer_version() -> u32 {
        7
    }
    fn rules_version() -> u32 {
        RULES
    }
    fn oldest_rules_version() -> u32 {
        1
    }
    fn previous_computer_action(state: &State, seat: SeatId, rng: &mut Dice) -> Option<Action> {
        ai::computer_action_as(state, Player::of_seat(seat)?, rng, ai::Profile::PREVIOUS)
    }
}

pub mod ai;

/// Carries out a checked action.
pub fn execute(s: &mut State, p: Player, a: &Action, dice: &mut Dice, ev: &mut Ev) {
    s.trail.0.clear();
    match a {
        Action::PickColour(colour) => turn::pick_colour(s, p, *colour, ev),
        Action::Trade { at, give, amount, get } => {
            if let (Some(give), Some(get)) = (p.resource(*give), p.resource(*get)) {
                trade::trade(s, p, *at, (give, *amount, get), dice, ev);
            }
        }
        Action::Recruit { province, kind, count, upgrade } => {
            recruit::recruit(s, p, *province, *kind, *count, *upgrade, ev)
        }
        Action::Offer { to, give, give_amount, get, get_amount, strategic } => {
            if let Some(offer) = exchange::offer_of(s, p, *to, (*give, *give_amount), (*get, *get_amount), *strategic) {
                ev.emit(s, Event::Offered { offer });
            }
        }
        Action::Propose { to, pact } => {
            if let Some(mut offer) = exchange::offer_of(s, p, *to, (0, 0), (0, 0), 0) {
                offer.pact = Some(*pact);
                ev.emit(s, Event::Offered { offer });
            }
        }
        Action::DeclareWar { on } => ev.emit(s, Event::WarDeclared { by: p, on: *on }),
        Action::Accept { index } => {
            let offer = s.offers.get(*index).cloned();
            ev.emit(s, Event::OfferAccepted { index: *index });
            // GAP-44: a pact holds at once.
            if let Some(o) = offer.as_ref().filter(|o| o.pact.is_some()) {
                let relation = o.pact.unwrap_or(diplomacy::Relation::Peace);
                ev.emit(s, Event::PactMade { a: o.from, b: o.to, relation });
            }
            // KK-POW-04: the prisoners in it change hands.
            if let Some(o) = offer {
                prisoner_deals::carry_out(s, &o, ev);
            }
        }
        Action::Decline { index } => {
            let declined = s.offers.get(*index).is_some_and(|o| o.to == p);
            ev.emit(s, Event::OfferClosed { index: *index, declined });
        }
        Action::Reform { government, doctrine } => {
            ev.emit(s, Event::Changed { player: p, government: *government, doctrine: *doctrine });
        }
        Action::Bombard { unit, at } => battle::bombard(s, *unit, *at, dice, ev),
        Action::AirStrike { unit, target } => air::strike(s, *unit, *target, dice, ev),
        Action::Sail { from, to, group } => {
            if let Ok(ids) = sea::check_sail(s, p, *from, *to, group) {
                sea::sail(s, p, *from, *to, ids, dice, ev);
            }
        }
        Action::LayMines { unit } => sea::lay_mines(s, p, *unit, ev),
        Action::Sweep { at } => sea::sweep(s, p, *at, ev),
        Action::Bomb { unit, at } => air::bomb(s, *unit, *at, dice, ev),
        Action::Rebase { unit, to } => air::rebase(s, *unit, *to, ev),
        Action::FieldWorks { unit, edge, what } => {
            if let Ok(cost) = build::check_field_works(s, p, *unit, *edge, *what) {
                economy::pay(s, p, &cost, Why::Build, ev);
                ev.emit(s, Event::EdgeBuilt { edge: *edge, what: *what });
                ev.emit(s, Event::Acted { unit: *unit });
            }
        }
        Action::Build { at, building } => {
            if let Ok(cost) = build::check_build(s, p, *at, *building) {
                economy::pay(s, p, &cost, Why::Build, ev);
                ev.emit(s, Event::Built { at: *at, building: *building });
            }
        }
        Action::BuildEdge { edge, what } => {
            if let Ok(cost) = build::check_edge(s, p, *edge, *what) {
                economy::pay(s, p, &cost, Why::Build, ev);
                ev.emit(s, Event::EdgeBuilt { edge: *edge, what: *what });
            }
        }
        Action::Upgrade { unit, upgrade } => {
            if let Ok(cost) = recruit::check_upgrade(s, p, *unit, *upgrade) {
                economy::pay(s, p, &cost, Why::Upgrade, ev);
                let paid = if s.rules >= 4 { cost } else { data::resources::Stock::default() };
                ev.emit(s, Event::Upgraded { unit: *unit, upgrade: *upgrade, paid });
            }
        }
        Action::Replenish { unit } => {
            if let Ok(cost) = recruit::check_replenish(s, p, *unit) {
                economy::pay(s, p, &cost, Why::Replenish, ev);
                ev.emit(s, Event::Replenished { unit: *unit });
            }
        }
        Action::Disband { unit } => {
            let refund = s.unit(*unit).map(recruit::disband_refund).unwrap_or_default();
            let rebuilds = tribal::rebuilds(s, *unit);
            ev.emit(s, Event::UnitRemoved { unit: *unit, why: event::Loss::Disbanded });
            economy::receive(s, p, &refund, Why::Disband, ev);
            if let Some((at, building)) = rebuilds {
                ev.emit(s, Event::Rebuilt { at, building });
            }
            movement::settle(s, ev);
        }
        Action::Dismantle { at } => {
            if let (Ok(refund), Some(building)) = (build::check_dismantle(s, p, *at), s.building(*at)) {
                ev.emit(s, Event::Demolished { at: *at, building });
                prisoners::camp_gone(s, *at, Some(p), ev);
                economy::receive(s, p, &refund, Why::Dismantle, ev);
            }
        }
        Action::RecruitGeneral => generals::recruit(s, p, dice, ev),
        Action::PlaceGeneral { number, at } => {
            ev.emit(s, Event::GeneralMoved { player: p, number: *number, at: state::GeneralAt::Map(*at) });
        }
        Action::WithdrawGeneral { number } => {
            ev.emit(s, Event::GeneralMoved { player: p, number: *number, at: state::GeneralAt::Pool });
        }
        Action::GrantPrivileges { province } => ev.emit(s, Event::Privileged { province: *province }),
        Action::CallVassals { province } => {
            if let Ok(at) = recruit::check_vassals(s, p, *province) {
                recruit::call_vassals(s, p, *province, at, ev);
            }
        }
        Action::EndEconomy => turn::end_economy(s, p, dice, ev),
        Action::Move { from, to, group } => {
            if let Ok(ids) = movement::check_move(s, p, *from, *to, group) {
                movement::step(s, p, *from, *to, ids, ev);
                generals::capture(s, ev);
            }
        }
        Action::Rail { from, to, group } => {
            let ids = movement::pick(s, p, *from, group, |u| !u.moved && !u.fresh && !u.routed && u.mp > 0)
                .unwrap_or_default();
            ev.emit(
                s,
                Event::UnitsMoved {
                    units: ids.clone(),
                    from: *from,
                    to: *to,
                    travel: event::Travel::Rail,
                    cost: 0,
                    rain: Vec::new(),
                },
            );
            movement::entered(s, p, *from, *to, &ids, ev);
        }
        Action::Logistics { from, to, group } => logistics::carry(s, p, *from, *to, group, ev),
        Action::Engage { attacker, target, support } => battle::engage(s, *attacker, *target, *support, dice, ev),
        Action::Withdraw if answers::pending(s, p).is_some() => answers::execute(s, p, a, ev),
        Action::Withdraw => battle::withdraw_as(s, true, ev),
        Action::Stand | Action::CallTribes { .. } | Action::NoTribes { .. } => answers::execute(s, p, a, ev),
        Action::Fire { unit, target } => battle::fire(s, *unit, *target, dice, ev),
        Action::Plunder { unit, what } => build::plunder(s, p, *unit, *what, ev),
        Action::BlowUp { unit } => build::blow_up(s, p, *unit, ev),
        Action::MoveGeneral { number, to } => {
            ev.emit(s, Event::GeneralMoved { player: p, number: *number, at: state::GeneralAt::Map(*to) });
        }
        Action::Regroup { unit } => match generals::regrouper(s, *unit) {
            Some(generals::Regrouper::Signals(by)) => ev.emit(s, Event::SignalsRegrouped { by, unit: *unit }),
            Some(generals::Regrouper::General(number)) => {
                ev.emit(s, Event::GeneralRegrouped { player: p, number });
                ev.emit(s, Event::Routed { unit: *unit, routed: false });
            }
            None => {}
        },
        Action::EndMovement => turn::end_movement(s, p, dice, ev),
        Action::WinOver { prisoner } => prisoners::win_over(s, p, *prisoner, dice, ev),
        Action::Liquidate { prisoner } => prisoners::liquidate(s, *prisoner, ev),
        Action::Transfer { unit, to } => {
            ev.emit(s, Event::PrisonerMoved { unit: *unit, holder: p, camp: *to, transfer: true });
        }
        Action::OfferPrisoners { to, release, ask, give, give_amount, get, get_amount } => {
            let deal = (*release, *ask);
            if let Some(offer) = prisoner_deals::offer_of(s, p, *to, deal, (*give, *give_amount), (*get, *get_amount)) {
                ev.emit(s, Event::Offered { offer });
            }
        }
        Action::Surrender { unit } => {
            prisoners::surrender(s, *unit, ev);
            transport::cargo_lost(s, ev);
            if battle::ready(s).is_empty() {
                battle::withdraw(s, ev);
            }
        }
        Action::DrawDecision { deck } => decisions::draw(s, p, *deck, true, ev),
        Action::ReturnDecision { slot } => {
            ev.emit(s, Event::DecisionReturned { player: p, slot: *slot });
        }
        Action::PlayDecision { card, on } => decisions::play(s, p, *card, *on, dice, ev),
        Action::ChooseObjectives { set } => {
            ev.emit(s, Event::ObjectivesSet { player: p, set: *set, chosen: true });
        }
        Action::Embark { from, to, group } => {
            if let Ok(loads) = transport::check_embark(s, p, *from, *to, group) {
                transport::embark(s, *from, *to, loads, ev);
            }
        }
        Action::Disembark { from, to, group } => {
            if let Ok(ids) = transport::check_disembark(s, p, *from, *to, group) {
                transport::disembark(s, p, *from, *to, ids, ev);
            }
        }
        Action::BoardShip { number, ship } => admirals::board(s, p, *number, *ship, ev),
        Action::GoAshore { number, to } => admirals::ashore(s, p, *number, *to, ev),
        Action::CallLevy { province, kind, at } => levy::call(s, p, *province, *kind, *at, ev),
    }
}
