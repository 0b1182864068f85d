//! The turn (KK-TURN, 6.1): the events phase, the resource phase, the
//! economy window of phases 3 and 4 in seat order (AMB-53), Strategic
//! Initiative (KK-INIT), each state's movement phase in that order, the
//! independent units' step (GAP-46), and the end of the turn.

use crate::Ev;
use crate::data::tables::{Colour, Season, Strategic, Weather, colour_die};
use crate::event::{Event, Travel};
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::{Phase, State};
use engine::dice::Dice;

/// KK-TURN-03…08, KK-TIME-02/04, AMB-01, AMB-65 — a new turn: the drawer
/// (rotating by seat, KK-TURN-04) draws the event on 2d10, the next seat
/// rolls the weather (KK-TURN-06) and the Colour Die; strikes, strategic
/// units and winter heating; income; then the first state's economy
/// window. The clock is the turn number (KK-TURN-05: advanced here).
pub fn start_turn(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let turn = s.turn + 1;
    let seated: Vec<Player> = s.in_play().collect();
    if seated.is_empty() {
        return;
    }
    let drawer = seated[usize::try_from(turn - 1).unwrap_or(0) % seated.len()];
    let event = (dice.die(10, "KK-TURN-03 the event's first d10"), dice.die(10, "KK-TURN-03 the event's second d10"));
    let face = dice.die(6, "KK-TIME-04 the weather die");
    let weather = Season::of_turn(turn).adjust(Weather::of_die(face), true);
    ev.emit(s, Event::TurnBegan { turn, drawer, event, weather: (face, weather) });
    crate::contamination::weather(s, dice, ev);
    // GAP-44: an offer stands until the end of the next turn's economy window.
    while let Some(index) = s.offers.iter().position(|o| o.turn + 1 < turn) {
        ev.emit(s, Event::OfferClosed { index, declined: false });
    }
    crate::turn_event::happen(s, drawer, dice, ev);
    if (turn - 1).is_multiple_of(Season::TURNS) && turn > 1 {
        season_start(s, ev);
        crate::decisions::season(s, ev);
    }
    for &p in &seated {
        crate::unrest::check(s, p, dice, ev);
        regenerate(s, p, ev);
        heat(s, p, ev);
    }
    let face = dice.die(6, "KK-TURN-07 the Colour Die");
    ev.emit(s, Event::ColourRolled { face, colour: colour_die(face) });
    if s.colour.is_some() {
        for &p in &seated {
            crate::economy::collect(s, p, ev);
        }
    }
    ev.emit(s, Event::PhaseSet { phase: Phase::Economy, slot: first_slot(s) });
}

/// The first economy slot of a state still in the game.
fn first_slot(s: &State) -> u32 {
    let i = s.seated.iter().position(|p| !s.player(*p).eliminated).unwrap_or(0);
    u32::try_from(i).unwrap_or(0)
}

/// GAP-06 — at the start of each season an Autocracy receives a free
/// basic infantry unit in one of its capitals.
fn season_start(s: &mut State, ev: &mut Ev) {
    for p in s.in_play().collect::<Vec<_>>() {
        if s.player(p).government == crate::data::tables::Government::Autocracy {
            let kind = crate::data::units::Kind::of(crate::data::units::basic_infantry(p.org()));
            if let (Some(kind), Some(at)) = (kind, kind.and_then(|k| crate::recruit::free_unit_place(s, p, k))) {
                crate::recruit::place(s, Some(p), kind, at, None, ev);
            }
        }
    }
}

/// KK-RES-12, KK-RES-14, KK-RES-16, AMB-67 — each source a state owns, not
/// occupied by hostile land units, is brought back to its two units in play.
fn regenerate(s: &mut State, p: Player, ev: &mut Ev) {
    let m = map();
    let sources: Vec<(ProvinceId, Strategic)> =
        s.provinces_of(p).filter_map(|pr| m.province(pr).strategic.map(|r| (pr, r))).collect();
    for (province, resource) in sources {
        if crate::economy::occupied(s, province) {
            continue;
        }
        let held = s.players.iter().flat_map(|x| &x.strategic).filter(|(_, src)| *src == province).count();
        for _ in held..usize::try_from(Strategic::PER_SOURCE).unwrap_or(2) {
            ev.emit(s, Event::StrategicGained { player: p, resource, source: province });
        }
    }
}

/// GAP-04, GAP-09 — in winter an industrial state burns a Coal or Oil
/// unit, or its contentment counts one level lower this turn (KK-TIME-09,
/// KK-RES-19); a craft state need not (KK-GOV-09).
fn heat(s: &mut State, p: Player, ev: &mut Ev) {
    if Season::of_turn(s.turn) != Season::Winter || p.org() != crate::data::resources::Org::Industrial {
        return;
    }
    let burned = s.player(p).strategic.iter().map(|(r, _)| *r).find(|r| r.heats());
    ev.emit(s, Event::Heating { player: p, burned });
}

/// GAP-01 — a state's pick on White, and its income.
pub fn pick_colour(s: &mut State, p: Player, colour: Colour, ev: &mut Ev) {
    ev.emit(s, Event::WhiteChosen { player: p, colour });
    crate::economy::collect(s, p, ev);
}

/// AMB-53 — a state's economy window ends; the next state's begins, or
/// Strategic Initiative is rolled and the movement phase begins. KK-TURN-02:
/// the first four phases are one window each state plays in seat order (a
/// screen shows one state at a time), the movement phase one state at a time.
pub fn end_economy(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    ev.emit(s, Event::EconomyDone { player: p });
    let next = s
        .seated
        .iter()
        .enumerate()
        .skip(usize::try_from(s.slot).unwrap_or(0) + 1)
        .find(|(_, q)| !s.player(**q).eliminated);
    match next {
        Some((i, _)) => ev.emit(s, Event::PhaseSet { phase: Phase::Economy, slot: u32::try_from(i).unwrap_or(0) }),
        None => {
            // GAP-44: wars declared in the windows begin with the movement phase.
            crate::diplomacy::wars_begin(s, ev);
            initiative(s, dice, ev);
            ev.emit(s, Event::PhaseSet { phase: Phase::Movement, slot: 0 });
            begin_movement(s, dice, ev);
        }
    }
}

/// KK-INIT-02…04, AMB-03 — each state rolls a d6 plus its modifiers; the
/// highest moves first; states tied re-roll among themselves.
pub fn initiative(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let players: Vec<Player> = s.in_play().collect();
    let mut rolls = Vec::new();
    let order = rank(s, players, dice, &mut rolls);
    ev.emit(s, Event::Initiative { rolls, order });
}

/// AMB-03, KK-INIT-03 — orders `players` by d6 + modifiers, re-rolling ties among the tied.
fn rank(s: &State, players: Vec<Player>, dice: &mut Dice, rolls: &mut Vec<(Player, u8, i32)>) -> Vec<Player> {
    if players.len() <= 1 {
        return players;
    }
    let mut scored: Vec<(i32, Player)> = players
        .iter()
        .map(|&p| {
            let die = dice.die(6, "KK-INIT-02 Strategic Initiative");
            let ps = s.player(p);
            let modifier = ps.government.initiative() + ps.doctrine.initiative() + crate::decisions::initiative(s, p);
            rolls.push((p, die, modifier));
            (i32::from(die) + modifier, p)
        })
        .collect();
    scored.sort_by_key(|x| std::cmp::Reverse(x.0));
    let mut order = Vec::new();
    let mut i = 0;
    while i < scored.len() {
        let tied: Vec<Player> = scored[i..].iter().take_while(|x| x.0 == scored[i].0).map(|x| x.1).collect();
        i += tied.len();
        if tied.len() == 1 {
            order.extend(tied);
        } else {
            order.extend(rank(s, tied, dice, rolls));
        }
    }
    order
}

/// GAP-36 (1), KK-REC-19, GAP-31 — the movement phase of the state in the
/// current slot begins: its levies, the supply check, movement points.
pub fn begin_movement(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    let Some(p) = s.acting() else { return };
    crate::levy::open(s, p, ev);
    crate::supply::check(s, p, ev);
    let units: Vec<(crate::ids::UnitId, u8, bool)> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && (u.kind.template().kind.is_land() || crate::sea::is_ship(u.kind)))
        .map(|u| {
            let mp = if u.fresh { 0 } else { 2 * crate::movement::speed(s, u) };
            (u.id, mp, !u.fresh && crate::movement::rain_penalty(s, u))
        })
        .collect();
    ev.emit(s, Event::MovementPoints { units });
    let _ = dice;
}

/// GAP-29 (2), GAP-30 (3) — the end of `p`'s movement phase: units that
/// did nothing rest (a level of losses in a national province) and regroup
/// (routed, with no enemy within one step); then the next state moves, or
/// the independent units act and the turn ends.
pub fn end_movement(s: &mut State, p: Player, dice: &mut Dice, ev: &mut Ev) {
    crate::levy::lapse(s, p, ev);
    rest(s, p, ev);
    // After resting: contaminated ground leaves its Losses (EX-62).
    crate::contamination::poison(s, p, ev);
    let next = s
        .order
        .iter()
        .enumerate()
        .skip(usize::try_from(s.slot).unwrap_or(0) + 1)
        .find(|(_, q)| !s.player(**q).eliminated);
    match next {
        Some((i, _)) => {
            ev.emit(s, Event::PhaseSet { phase: Phase::Movement, slot: u32::try_from(i).unwrap_or(0) });
            begin_movement(s, dice, ev);
        }
        None => {
            crate::independent::act(s, dice, ev);
            end_turn(s, dice, ev);
        }
    }
}

/// GAP-29 (2), GAP-30 (3) — rest and self-regrouping: the ways of KK-UNIT-12
/// are this, a general and a Communications unit (`generals::regrouper`).
fn rest(s: &mut State, p: Player, ev: &mut Ev) {
    let m = map();
    let idle: Vec<(crate::ids::UnitId, bool, bool)> = s
        .units
        .iter()
        .filter(|u| u.owner == Some(p) && !u.acted && !u.moved && !u.unsupplied)
        // Land units, and river gunboats on a river (KK-UNIT-20).
        .filter(|u| crate::movement::fights_as_land(u.kind, u.at))
        .map(|u| {
            let province = m.province_of(u.at);
            let national = province.is_some_and(|pr| s.player(p).national.contains(&pr) && s.owner(pr) == Some(p));
            let safe_province = province.is_some_and(|pr| !crate::economy::occupied(s, pr));
            let rests = u.losses > 0 && !u.replenished && national && safe_province;
            let near = std::iter::once(u.at)
                .chain(m.land_neighbours(u.at))
                .any(|r| crate::movement::hostile_here(s, r, Some(p)));
            (u.id, rests, u.routed && !near)
        })
        .collect();
    for (unit, rests, regroups) in idle {
        if rests {
            ev.emit(s, Event::Replenished { unit });
        }
        if regroups {
            ev.emit(s, Event::Routed { unit, routed: false });
        }
    }
}

/// GAP-12, GAP-47, GAP-51 — the end of the turn: a state that lost three
/// units or more loses a level of contentment; the turn limit; the next turn.
pub fn end_turn(s: &mut State, dice: &mut Dice, ev: &mut Ev) {
    for p in s.in_play().collect::<Vec<_>>() {
        if s.player(p).lost_this_turn >= 3 {
            crate::contentment::change(s, p, -1, ev);
        }
    }
    crate::victory::end_of_turn(s, ev);
    if s.finish.is_none() {
        start_turn(s, dice, ev);
    }
}

/// Units of `p` sent back after a battle, for describing returns.
#[must_use]
pub const fn returned(travel: Travel) -> bool {
    matches!(travel, Travel::Return)
}
