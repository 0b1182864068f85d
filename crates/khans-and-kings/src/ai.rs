//! The computer player. In its economy window a state picks its colour on
//! White, answers offers, replenishes, takes and places generals, builds
//! what yields, fortifies and supplies its front, trades what piles up for
//! what it lacks (with the market and with other states), and recruits the
//! best fighting unit it can afford. In its movement phase it fights the
//! battle at hand while the exact odds favour it, fires, plunders,
//! regroups, marches each army towards the nearest province not its own
//! (entering a hostile sub-province only when clearly the stronger), and
//! brings its generals after their armies. `rng` only breaks ties.
//!
//! Version 3 keeps an air force (`ai/air.rs`), a fleet (`ai/sea.rs`) and
//! prisoners (`ai/prisoners.rs`); version 4 chooses and plays Decision
//! cards (`ai/cards.rs`; every version draws and returns as the rules
//! demand), pursues its set of victory conditions (`ai/objectives.rs`) and
//! carries armies by sea where that is the shorter way
//! (`ai/transport.rs`), plays by its doctrine (`ai/doctrine.rs`) and puts
//! a general aboard its fleet (`ai/admirals.rs`), plunders enemy railways
//! and roads where no building is left (`ai/war.rs`, KK-PLN-04) and sends
//! tribal warriors home to rebuild (KK-REC-26); version 5 keeps river
//! gunboats (`ai/river.rs`) and, as a Merchant Republic, sells prisoners to
//! third states (`ai/prisoners.rs`); version 6 answers the questions of
//! rules 4 (`ai/answers.rs`: it flees a battle it cannot hold). Version 5
//! is kept as [`Profile::PREVIOUS`] for `sandtable soak --versus previous`;
//! version 3 ([`Profile::VERSION_3`]) has none of version 4's and 5's parts;
//! version 1 ([`Profile::FIRST`]) neither traded, fortified, supplied, nor
//! moved its generals.

mod admirals;
mod air;
mod answers;
mod cards;
mod diplomacy;
mod doctrine;
mod economy;
mod kit;
mod objectives;
mod prisoners;
mod river;
mod sea;
mod transport;
mod war;
mod works;

use crate::action::Action;
use crate::check::check;
use crate::ids::Player;
use crate::state::{Phase, State};
use engine::dice::Dice;

/// What a version of the computer does beyond version 1's economy and war.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// Trades what piles up: through ports and caravanserais, and by
    /// offers to other states; weighs offers made to it by its needs.
    pub trades: bool,
    /// Fortifies threatened capitals, builds depots for unsupplied armies,
    /// the building a better unit needs, and roads on its armies' way.
    pub works: bool,
    /// Moves generals after the armies they lead.
    pub leads: bool,
    /// Keeps an air force and a fleet and uses them (version 3).
    pub air_and_sea: bool,
    /// Keeps prisoners (KK-POW): camps, win-overs, labour, liquidation.
    pub prisoners: bool,
    /// Chooses its Decision cards' decks and plays them (GAP-05, version 4;
    /// every version makes the draws and returns the rules demand).
    pub decisions: bool,
    /// Chooses its set of victory conditions on FREE CHOICE and is pulled
    /// towards it (GAP-08, `ai/objectives.rs`).
    pub objectives: bool,
    /// Carries armies by sea where that is the shorter way (KK-NAV-04,
    /// KK-NAV-05, `ai/transport.rs`).
    pub transports: bool,
    /// Plays by its doctrine (GAP-07: thresholds, garrisons, recruitment,
    /// prisoners; `ai/doctrine.rs`), plays Reform and New Doctrine when its
    /// situation calls for them (GAP-05), and uses admirals (KK-GENL-19…23,
    /// `ai/admirals.rs`).
    pub doctrine: bool,
    /// Sends tribal warriors home when their going rebuilds a building the
    /// enemy took (KK-REC-26).
    pub rebuilds: bool,
    /// Where no building is left to plunder, plunders the enemy's railway
    /// tracks, else its roads (KK-PLN-04, AMB-43; `ai/war.rs`).
    pub lines: bool,
    /// Keeps a few river gunboats where its rivers reach the front, and
    /// attacks and stands guard with them along the rivers (KK-UNIT-20,
    /// GAP-26, version 5, `ai/river.rs`).
    pub river_ships: bool,
    /// A Merchant Republic with its camps full sells a prisoner to a third
    /// state before it liquidates one (KK-POW-04, GAP-06, `ai/prisoners.rs`).
    pub sells_prisoners: bool,
    /// Flees a battle it cannot hold and calls its strongest tribal warriors
    /// (KK-CMB-21, KK-REC-23, rules 4; version 6, `ai/answers.rs`), and
    /// spends few supporters on each engagement (`ai/war.rs`).
    pub flees: bool,
    /// Makes peace with all its neighbours but one, allies against the
    /// leader and breaks a pact when that serves it (GAP-44, rules 4;
    /// version 6, `ai/diplomacy.rs`); earlier versions never propose nor
    /// break one, and weigh a proposal as an offer of nothing for nothing.
    pub diplomacy: bool,
    /// Uses the rest of its kit: vassals, upgrades, rail and logistics,
    /// bombardment, sappers, rebasing, sweeping, generals withdrawn, and
    /// DEFENSIVE's odds read from its rule (version 6, `ai/kit.rs`).
    pub kit: bool,
}

impl Profile {
    /// Today's computer (version 5).
    pub const CURRENT: Self = Self {
        trades: true,
        works: true,
        leads: true,
        air_and_sea: true,
        prisoners: true,
        decisions: true,
        objectives: true,
        transports: true,
        doctrine: true,
        rebuilds: true,
        lines: true,
        river_ships: true,
        sells_prisoners: true,
        flees: true,
        diplomacy: true,
        kit: true,
    };
    /// The computer `soak --versus previous` measures against: version 5,
    /// today's before issue 39 (no flight from battle, the tribal warriors
    /// rules 1–3 called).
    pub const PREVIOUS: Self = Self { flees: false, diplomacy: false, kit: false, ..Self::CURRENT };
    /// Version 3: an air force, a fleet and prisoners, but no cards played,
    /// no set pursued, no army carried by sea, no plunder of roads, no tribal
    /// warriors sent home to rebuild and no gunboats (the tests of those
    /// parts compare with it).
    pub const VERSION_3: Self = Self {
        decisions: false,
        objectives: false,
        transports: false,
        doctrine: false,
        rebuilds: false,
        lines: false,
        river_ships: false,
        sells_prisoners: false,
        flees: false,
        diplomacy: false,
        kit: false,
        ..Self::CURRENT
    };
    /// Version 1: neither trading, works, generals, aircraft, prisoners,
    /// cards, sets, transports nor gunboats.
    pub const FIRST: Self = Self {
        trades: false,
        works: false,
        leads: false,
        air_and_sea: false,
        prisoners: false,
        decisions: false,
        objectives: false,
        transports: false,
        doctrine: false,
        rebuilds: false,
        lines: false,
        river_ships: false,
        sells_prisoners: false,
        flees: false,
        diplomacy: false,
        kit: false,
    };
}

/// Today's computer's next action for `p`.
#[must_use]
pub fn computer_action(s: &State, p: Player, rng: &mut Dice) -> Option<Action> {
    computer_action_as(s, p, rng, Profile::CURRENT)
}

/// One step of `game` by the computer of `profile` for the seat to act:
/// the action it took, or none when the game is over or nothing was taken
/// (how the examples measure the computer with a part of it switched off).
pub fn step_as(game: &mut engine::game::Game<crate::KhansAndKings>, profile: Profile) -> Option<Action> {
    use engine::rules::Rules;
    let s = game.state();
    let &seat = crate::KhansAndKings::to_act(s).first()?;
    let p = *Player::ALL.get(seat.index())?;
    let mut rng = game.computer_rng();
    // As the engine asks the computer: from the seat's own view.
    let a = computer_action_as(&crate::KhansAndKings::computer_view(s, seat), p, &mut rng, profile)?;
    game.act(seat, a.clone()).ok().map(|_| a)
}

/// The next action for `p` of the computer of `profile`; always legal,
/// ending its window or phase when nothing is worth doing.
#[must_use]
pub fn computer_action_as(s: &State, p: Player, rng: &mut Dice, profile: Profile) -> Option<Action> {
    if s.acting() != Some(p) {
        return None;
    }
    // Rules 4: a question asked in another state's movement phase first.
    if let Some(ask) = crate::answers::pending(s, p) {
        let a = answers::answer(s, p, ask, profile).filter(|a| check(s, p, a).is_ok());
        return a.or_else(|| crate::legal::legal_actions(s, p).into_iter().next());
    }
    // GAP-08: a set to choose on FREE CHOICE comes first (it decides what
    // the window is for), then the Decision cards, then the phase's work.
    let set = crate::objectives::must_choose(s, p).then(|| economy::economy(s, p, profile)).flatten();
    let choice = set.or_else(|| cards::cards(s, p, profile)).or_else(|| match s.phase {
        Phase::Economy => economy::economy(s, p, profile),
        Phase::Movement => war::movement(s, p, rng, profile),
    });
    let end = if s.phase == Phase::Economy { Action::EndEconomy } else { Action::EndMovement };
    match choice {
        Some(a) if check(s, p, &a).is_ok() => Some(a),
        _ if check(s, p, &end).is_ok() => Some(end),
        _ => crate::legal::legal_actions(s, p).into_iter().next(),
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_v6;
