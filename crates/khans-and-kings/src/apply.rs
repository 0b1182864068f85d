//! An event applied to the state, as the game and its replay apply every
//! event of the log. Apart from `event.rs` (the events' types), so a rule
//! module that emits events need not stand above the rule modules this
//! calls back (objectives, prisoners, decisions, movement: issue 41).

use crate::data::buildings::{Building, EdgeBuilding};
use crate::data::tables::{Strategic, Weather};
use crate::event::{Event, Loss, Travel};
use crate::ids::{Player, UnitId};
use crate::state::{GeneralAt, State, Unit};
use engine::board::RegionId;
use engine::side::Side;

/// Applies an event to the state.
pub fn apply(s: &mut State, e: &Event) {
    match e {
        Event::TurnBegan { turn, weather, event, .. } => begin_turn(s, *turn, weather.1, event.0 + event.1),
        Event::ColourRolled { colour, .. } => s.colour = *colour,
        Event::WhiteChosen { player, colour } => s.players[player.index()].white = Some(*colour),
        Event::Stock { player, changes, .. } => {
            let stock = &mut s.players[player.index()].stock;
            for &(r, n) in changes {
                let v = i64::from(stock.get(r)) + n;
                stock.0[r.index()] = u32::try_from(v.max(0)).unwrap_or(u32::MAX);
            }
        }
        Event::StrategicGained { player, resource, source } => {
            s.players[player.index()].strategic.push((*resource, *source));
        }
        Event::StrategicSpent { player, resource } => take_strategic(s, *player, *resource),
        Event::Heating { player, burned } => {
            if let Some(r) = burned {
                take_strategic(s, *player, *r);
            }
            s.players[player.index()].cold = burned.is_none();
        }
        Event::StrategicGiven { from, to, resource } => {
            if let Some(i) = s.players[from.index()].strategic.iter().position(|(r, _)| r == resource) {
                let unit = s.players[from.index()].strategic.remove(i);
                s.players[to.index()].strategic.push(unit);
            }
        }
        Event::Traded { player, at, caravanserai, gave, got, .. } => {
            let ps = &mut s.players[player.index()];
            if *caravanserai {
                ps.caravan_trades += 1;
            } else {
                ps.ports_used.push(*at);
            }
            ps.stock.take(gave.0, gave.1);
            ps.stock.add(got.0, got.1);
        }
        Event::PhaseSet { phase, slot } => {
            s.phase = *phase;
            s.slot = *slot;
        }
        Event::EconomyDone { player } => {
            let ps = &mut s.players[player.index()];
            ps.done = true;
            // GAP-05: a draw owed with every deck empty lapses.
            ps.due = 0;
        }
        Event::Initiative { order, .. } => s.order.clone_from(order),
        Event::UnitPlaced { unit } => {
            // KK-REC-26: warriors called anew note ruins afresh.
            if let Some(crate::state::Origin::Tribal(province)) = unit.origin
                && let Some(p) = s.provinces.get_mut(province.index())
            {
                p.ruins.clear();
            }
            s.next_unit = s.next_unit.max(unit.id.0 + 1);
            let at = s.units.partition_point(|u| u.id < unit.id);
            s.units.insert(at, unit.clone());
        }
        Event::UnitsMoved { units, to, travel, cost, rain, .. } => {
            for u in s.units.iter_mut().filter(|u| units.contains(&u.id)) {
                u.at = *to;
                match travel {
                    Travel::March => {
                        let wet = rain.contains(&u.id);
                        u.mp = u.mp.saturating_sub(*cost + if wet { 2 } else { 0 });
                        u.rain &= !wet;
                        u.moved = true;
                        u.acted = true;
                    }
                    Travel::Rail | Travel::Logistics => {
                        u.mp = 0;
                        u.moved = true;
                        u.acted = true;
                    }
                    Travel::Retreat | Travel::Return | Travel::Flight | Travel::Fled | Travel::Parted => u.mp = 0,
                    Travel::Landing => {
                        u.aboard = None;
                        u.mp = 0;
                        u.moved = true;
                        u.acted = true;
                    }
                }
            }
            // KK-NAV-04, KK-GENL-20: units and admirals aboard go where their ship goes.
            for u in s.units.iter_mut().filter(|u| u.aboard.is_some_and(|ship| units.contains(&ship))) {
                u.at = *to;
            }
            for g in s.players.iter_mut().flat_map(|p| &mut p.generals) {
                if g.flagship.is_some_and(|ship| units.contains(&ship)) {
                    g.at = GeneralAt::Map(*to);
                }
            }
        }
        Event::Independent { .. } => {}
        Event::Admiral { player, number, flagship, at } => with_general(s, *player, *number, |g| {
            g.flagship = *flagship;
            g.at = at.map_or(GeneralAt::Dead, GeneralAt::Map);
            g.moved = true;
        }),
        Event::Embarked { loads, at, .. } => {
            for &(unit, ship) in loads {
                with_unit(s, unit, |u| {
                    u.aboard = Some(ship);
                    u.at = *at;
                    u.mp = 0;
                    u.moved = true;
                    u.acted = true;
                });
                with_unit(s, ship, |u| u.mp = 0);
            }
        }
        Event::UnitRemoved { unit, why } => {
            let owner = s.units.iter().find(|u| u.id == *unit).and_then(|u| u.owner);
            if let (Some(p), Loss::Destroyed | Loss::Trapped | Loss::Overrun | Loss::NoRoom | Loss::Sunk) = (owner, why)
            {
                s.players[p.index()].lost_this_turn += 1;
            }
            s.units.retain(|u| u.id != *unit);
        }
        Event::LossLevel { unit, level } => with_unit(s, *unit, |u| u.losses = *level),
        Event::Replenished { unit } => with_unit(s, *unit, |u| {
            u.losses = u.losses.saturating_sub(1);
            u.replenished = true;
        }),
        Event::Routed { unit, routed } => with_unit(s, *unit, |u| u.routed = *routed),
        Event::Experience { unit, gained } => with_unit(s, *unit, |u| u.xp += gained),
        Event::Upgraded { unit, upgrade, paid } => with_unit(s, *unit, |u| {
            u.upgrades.push(*upgrade);
            for (r, n) in paid.amounts() {
                u.paid.add(r, n);
            }
        }),
        Event::Supply { player, unsupplied } => {
            for u in s.units.iter_mut().filter(|u| u.owner == Some(*player)) {
                u.unsupplied = unsupplied.contains(&u.id);
            }
        }
        Event::MovementPoints { units } => {
            // AMB-49: a fighter intercepts once in each state's movement phase.
            for u in &mut s.units {
                u.intercepted = false;
            }
            for &(id, mp, rain) in units {
                with_unit(s, id, |u| {
                    u.mp = mp;
                    u.rain = rain;
                    u.moved = false;
                    u.acted = false;
                });
            }
        }
        Event::Plundered { unit } => with_unit(s, *unit, |u| {
            u.plundered = true;
            u.acted = true;
        }),
        Event::Acted { unit } => {
            let armour_acts_again = s.rules >= 2;
            with_unit(s, *unit, |u| {
                u.acted = true;
                u.mp = crate::movement::points_after_acting(u, armour_acts_again);
            });
        }
        Event::Built { at, building } => set_building(s, *at, Some(*building)),
        Event::Demolished { at, .. } => set_building(s, *at, None),
        Event::EdgeBuilt { edge, what } => set_edge(s, *edge, *what, true),
        Event::EdgeRemoved { edge, what } => set_edge(s, *edge, *what, false),
        Event::ProvinceEntered { province, by } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.entered_by = p.entered_by.or(Some(*by));
                p.levy_due = p.owner.is_some();
            }
        }
        Event::Liberated { province, .. } | Event::UprisingLiberated { province, .. } => {
            apply(s, &Event::ProvinceTaken { province: *province, by: None })
        }
        Event::Revolution { .. } => {}
        Event::ProvinceTaken { province, by } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.owner = *by;
                p.entered_by = None;
                p.levy_due = false;
                p.levy_open = false;
                p.privileged = false;
            }
        }
        Event::LevyUsed { province } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.levy_due = false;
                p.levy_open = false;
            }
        }
        Event::Ruined { at, building } => {
            if let Some(p) = crate::map::map().province_of(*at).and_then(|pr| s.provinces.get_mut(pr.index())) {
                p.ruins.push((*at, *building));
            }
        }
        Event::Rebuilt { at, building } => {
            set_building(s, *at, Some(*building));
            if let Some(p) = crate::map::map().province_of(*at).and_then(|pr| s.provinces.get_mut(pr.index())) {
                p.ruins.retain(|r| r != &(*at, *building));
            }
        }
        Event::LevyOpened { province } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.levy_due = false;
                p.levy_open = true;
            }
        }
        Event::Privileged { province } => {
            if let Some(p) = s.provinces.get_mut(province.index()) {
                p.privileged = true;
            }
        }
        Event::BattleOpened { battle } => s.battle = Some(battle.clone()),
        Event::BattleJoined { units } => {
            if let Some(b) = s.battle.as_mut() {
                b.attackers.extend(units.iter().copied());
            }
        }
        Event::BattleBegun => {
            if let Some(b) = s.battle.as_mut() {
                b.begun = true;
            }
        }
        Event::Engaged { engagement } => {
            if let Some(b) = s.battle.as_mut() {
                b.begun = true;
                b.acted.push(engagement.attack.unit);
                b.acted.extend(engagement.support.iter().map(|(id, _)| *id));
            }
        }
        Event::Fired { engagement } => with_unit(s, engagement.attack.unit, |u| {
            u.acted = true;
            u.mp = 0;
        }),
        Event::Bombarded { .. } => {}
        Event::BattleClosed => {
            s.battle = None;
            // KK-CMB-21: a battle over leaves nobody to flee from it.
            s.asks.retain(|a| !matches!(a, crate::state::Ask::Flee(_)));
        }
        Event::Asked { ask } => s.asks.push(*ask),
        Event::PactMade { a, b, relation } => {
            let (a, b) = if a.index() <= b.index() { (*a, *b) } else { (*b, *a) };
            s.pacts.retain(|x| !(x.a == a && x.b == b));
            s.pacts.push(crate::relations::Pact { a, b, relation: *relation, since: s.turn, ending: None });
        }
        Event::WarDeclared { by, on } => {
            for x in &mut s.pacts {
                if (x.a == *by && x.b == *on) || (x.a == *on && x.b == *by) {
                    x.ending = Some(*by);
                }
            }
        }
        Event::PactEnded { a, b } => s.pacts.retain(|x| !((x.a == *a && x.b == *b) || (x.a == *b && x.b == *a))),
        Event::Answered { .. } => {
            if !s.asks.is_empty() {
                s.asks.remove(0);
            }
        }
        Event::GeneralMoved { player, number, at } => with_general(s, *player, *number, |g| {
            g.flagship = None;
            g.moved = !matches!(at, GeneralAt::Captured(_));
            // KK-POW-06: each captivity has its one win-over attempt.
            g.tried &= !matches!(at, GeneralAt::Captured(_));
            g.at = *at;
        }),
        Event::GeneralExperience { player, number, gained } => with_general(s, *player, *number, |g| g.xp += gained),
        Event::GeneralRegrouped { player, number } => with_general(s, *player, *number, |g| g.regrouped += 1),
        Event::SignalsRegrouped { by, unit } => {
            with_unit(s, *by, |c| c.regrouped = c.regrouped.saturating_add(1));
            with_unit(s, *unit, |u| u.routed = false);
        }
        Event::Contentment { player, level } => s.players[player.index()].contentment = *level,
        Event::Strikes { player, national, conquered } => s.players[player.index()].strikes = (*national, *conquered),
        Event::Changed { player, government, doctrine } => {
            let p = &mut s.players[player.index()];
            p.government = *government;
            p.doctrine = *doctrine;
            p.changed = true;
        }
        Event::Offered { offer } => s.offers.push(offer.clone()),
        Event::OfferAccepted { index } => {
            if *index < s.offers.len() {
                let o = s.offers.remove(*index);
                let (from, to) = (o.from.index(), o.to.index());
                s.players[from].stock.take(o.give.0, o.give.1);
                s.players[to].stock.add(o.give.0, o.give.1);
                s.players[to].stock.take(o.get.0, o.get.1);
                s.players[from].stock.add(o.get.0, o.get.1);
                if let Some(r) = o.strategic
                    && let Some(i) = s.players[from].strategic.iter().position(|(x, _)| *x == r)
                {
                    let unit = s.players[from].strategic.remove(i);
                    s.players[to].strategic.push(unit);
                }
            }
        }
        Event::OfferClosed { index, .. } => {
            if *index < s.offers.len() {
                s.offers.remove(*index);
            }
        }
        Event::Eliminated { player } => s.players[player.index()].eliminated = true,
        Event::GameOver { finish } => s.finish = Some(finish.clone()),
        Event::ObjectivesSet { player, set, .. } => crate::objectives::apply(s, *player, *set),
        Event::Kills { player, total } => s.players[player.index()].kills = *total,
        Event::Intercepted { engagement } => with_unit(s, engagement.attack.unit, |u| u.intercepted = true),
        Event::AntiAircraft { engagement, .. } => with_unit(s, engagement.attack.unit, |u| u.aa_fired = true),
        Event::MissionAborted { .. } | Event::Bombed { .. } | Event::Poisoned { .. } | Event::MineStruck { .. } => {}
        Event::MinesLaid { at, by } => {
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.mines = Some(*by);
            }
        }
        Event::MinesSwept { at, .. } => {
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.mines = None;
            }
        }
        Event::Contaminated { at } => {
            let turn = s.turn;
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.contaminated = Some(turn);
            }
        }
        Event::Decontaminated { at } => {
            if let Some(x) = s.subs.get_mut(at.index()) {
                x.contaminated = None;
            }
        }
        Event::Drifted { from, to } => {
            let laid = s.subs.get_mut(from.index()).and_then(|x| x.contaminated.take());
            if let Some(x) = s.subs.get_mut(to.index()) {
                x.contaminated = x.contaminated.min(laid).or(laid);
            }
        }
        Event::BaseTaken { unit, by } => {
            let rules = s.rules;
            with_unit(s, *unit, |u| {
                u.owner = Some(*by);
                u.fresh = true;
                // AMB-63 (rules 4): a unit taken cost its new owner nothing.
                if rules >= 4 {
                    u.paid = crate::data::resources::Stock::default();
                }
            });
        }
        Event::Captured { .. }
        | Event::WinOverRolled { .. }
        | Event::PrisonerFreed { .. }
        | Event::PrisonerLost { .. }
        | Event::PrisonerMoved { .. }
        | Event::GeneralWonOver { .. } => crate::prisoners::apply(s, e),
        Event::DecisionDrawn { player, deck, chosen } => {
            let card = s.decks.get_mut(deck.index()).and_then(|d| (!d.is_empty()).then(|| d.remove(0)));
            let ps = &mut s.players[player.index()];
            ps.hand.extend(card);
            if *chosen {
                ps.due = ps.due.saturating_sub(1);
            }
        }
        Event::DecisionDue { player } => s.players[player.index()].due += 1,
        Event::DecisionReturned { player, slot } => {
            let hand = &mut s.players[player.index()].hand;
            if usize::from(*slot) < hand.len() {
                let card = hand.remove(usize::from(*slot));
                if let Some(d) = s.decks.get_mut(card.deck().index()) {
                    d.push(card);
                }
            }
        }
        Event::DecisionPlayed { player, card, on } => crate::decisions::apply_played(s, *player, *card, *on),
        Event::DeckShuffled { deck, order, stream } => {
            if let Some(d) = s.decks.get_mut(deck.index()) {
                d.clone_from(order);
            }
            s.shuffle = *stream;
        }
        Event::Sabotaged { .. } => {}
        Event::FortuneRerolled { unit, .. } => with_unit(s, *unit, |u| u.fortune = false),
    }
}

/// A new turn: per-turn marks cleared, the event and the weather kept.
fn begin_turn(s: &mut State, turn: u32, weather: Weather, event: u8) {
    s.turn = turn;
    s.weather = weather;
    s.event = event;
    s.colour = None;
    for p in &mut s.players {
        p.ports_used.clear();
        p.caravan_trades = 0;
        p.white = None;
        p.cold = false;
        p.strikes = (false, false);
        p.changed = false;
        p.done = false;
        p.lost_this_turn = 0;
        p.spying = None;
        for g in &mut p.generals {
            g.moved = false;
            g.regrouped = 0;
        }
    }
    for x in &mut s.prisoners {
        x.moved = false;
    }
    for u in &mut s.units {
        u.fresh = false;
        u.plundered = false;
        u.replenished = false;
        u.mp = 0;
        u.acted = false;
        u.moved = false;
        u.aa_fired = false;
        u.regrouped = 0;
        u.hold = false;
        u.fortune = false;
    }
}

fn take_strategic(s: &mut State, player: Player, resource: Strategic) {
    let list = &mut s.players[player.index()].strategic;
    if let Some(i) = list.iter().position(|(r, _)| *r == resource) {
        list.remove(i);
    }
}

fn with_unit(s: &mut State, id: UnitId, f: impl FnOnce(&mut Unit)) {
    if let Ok(i) = s.units.binary_search_by_key(&id, |u| u.id) {
        f(&mut s.units[i]);
    }
}

fn with_general(s: &mut State, player: Player, number: u8, f: impl FnOnce(&mut crate::state::General)) {
    if let Some(g) = s.players[player.index()].generals.iter_mut().find(|g| g.number == number) {
        f(g);
    }
}

fn set_building(s: &mut State, at: RegionId, building: Option<Building>) {
    if let Some(sub) = s.subs.get_mut(at.index()) {
        sub.building = building;
    }
}

fn set_edge(s: &mut State, edge: usize, what: EdgeBuilding, on: bool) {
    if let Some(e) = s.edges.get_mut(edge) {
        match what {
            EdgeBuilding::Road => e.road = on,
            EdgeBuilding::Railway => e.railway = on,
            EdgeBuilding::Bridge => e.bridge = on,
        }
    }
}
