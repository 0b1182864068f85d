//! Player-facing texts of actions, events, the turn and the outcome.

use crate::action::{Action, Group};
use crate::data::resources::{Resource, Stock};
use crate::data::tables::Season;
use crate::event::{Count, Engagement, Event, Loss, Travel, Why};
use crate::ids::{Player, UnitId, owner_key};
use crate::map::map;
use crate::names::{list, place};
use crate::state::{Ask, GeneralAt, LAST_TURN, Phase, State};
use crate::turn_event::TurnEvent;
use engine::board::RegionId;
use engine::rules::Outcome;
use engine::side::Side;
use engine::text::Text;

fn unit_key(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "kk.unit.unknown".to_owned(), |u| format!("kk.unit.{}", u.kind.template().id))
}

/// Where a unit stands, as a name key.
fn unit_place(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "kk.sub.unknown".to_owned(), |u| place(u.at))
}

/// The building at `at`, as a name key.
fn building_at(s: &State, at: RegionId) -> String {
    s.building(at).map_or_else(|| "kk.building.unknown".to_owned(), crate::data::buildings::Building::key)
}

fn unit_owner(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "kk.role.independent".to_owned(), |u| owner_key(u.owner))
}

/// A list of amounts as one text ("3 FOOD, 1 GOLD"), or "nothing".
#[must_use]
pub fn stock_text(stock: &Stock) -> Text {
    let parts: Vec<Text> = stock
        .amounts()
        .map(|(r, n)| Text::key("kk.value.amount").plain("count", n).name("resource", r.key()))
        .collect();
    list(parts, "kk.value.nothing")
}

fn group_text(group: &Group) -> Text {
    let parts: Vec<Text> = group
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| {
            Text::key("kk.value.units").plain("count", *n).name("unit", format!("kk.unit.{}", k.template().id))
        })
        .collect();
    list(parts, "kk.value.nothing")
}

/// The turn, the season, whose turn and what phase.
#[must_use]
pub fn turn_label(s: &State) -> Text {
    let season = format!("kk.season.{}", Season::of_turn(s.turn).id());
    match s.acting() {
        Some(p) => {
            let phase = match s.phase {
                Phase::Economy => "kk.phase.economy",
                Phase::Movement => "kk.phase.movement",
            };
            Text::key("kk.turn.label")
                .plain("turn", s.turn)
                .plain("last", LAST_TURN)
                .name("season", season)
                .name("player", p.key())
                .name("phase", phase)
        }
        None => Text::key("kk.turn.over").plain("turn", s.turn),
    }
}

/// The text of an action.
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    let k = Text::key;
    let who = |p: Option<Player>| p.map_or_else(|| "kk.role.independent".to_owned(), Player::key);
    match a {
        Action::PickColour(c) => k("kk.action.pick_colour").name("colour", format!("kk.colour.{}", c.id())),
        Action::Trade { at, give, amount, get } => {
            let p = s.acting().unwrap_or(Player::Khanate);
            let name = |i: u8| p.resource(i).map_or_else(|| "kk.resource.unknown".to_owned(), Resource::key);
            k("kk.action.trade")
                .plain("amount", amount)
                .name("give", name(*give))
                .name("get", name(*get))
                .name("place", place(*at))
        }
        Action::Recruit { province, kind, count, upgrade } => {
            let t = k("kk.action.recruit")
                .plain("count", count)
                .name("unit", format!("kk.unit.{}", kind.template().id))
                .name("province", map().province_key(*province));
            match crate::data::upgrades::Upgrade::ALL.get(usize::from(*upgrade).wrapping_sub(1)) {
                Some(u) => {
                    k("kk.action.recruit_upgraded").text("recruit", t).name("upgrade", format!("kk.upgrade.{}", u.id()))
                }
                None => t,
            }
        }
        Action::Offer { to, give, give_amount, get, get_amount, strategic } => {
            let name =
                |i: u8| crate::exchange::resource(i).map_or_else(|| "kk.resource.unknown".to_owned(), Resource::key);
            let t = k("kk.action.offer")
                .name("to", to.key())
                .plain("give_amount", give_amount)
                .name("give", name(*give))
                .plain("get_amount", get_amount)
                .name("get", name(*get));
            match crate::exchange::strategic(*strategic) {
                Some(r) => k("kk.action.offer_strategic").text("offer", t).name("resource", r.key()),
                None => t,
            }
        }
        Action::Accept { index } => s
            .offers
            .get(*index)
            .map_or_else(|| k("kk.action.accept_unknown"), |o| k("kk.action.accept").text("offer", offer_text(s, o))),
        Action::Decline { index } => s
            .offers
            .get(*index)
            .map_or_else(|| k("kk.action.accept_unknown"), |o| k("kk.action.decline").text("offer", offer_text(s, o))),
        Action::Reform { government, doctrine } => k("kk.action.reform")
            .name("government", format!("kk.government.{}", government.id()))
            .name("doctrine", format!("kk.doctrine.{}", doctrine.id())),
        Action::Bombard { unit, at } => k("kk.action.bombard")
            .name("unit", unit_key(s, *unit))
            .name("building", building_at(s, *at))
            .name("place", place(*at)),
        Action::FieldWorks { unit, edge, what } => {
            let e = map().edges.get(*edge);
            k("kk.action.field_works")
                .name("unit", unit_key(s, *unit))
                .name("what", format!("kk.edge.{}", what.id()))
                .name("from", e.map_or_else(|| "kk.sub.unknown".to_owned(), |e| place(e.a)))
                .name("to", e.map_or_else(|| "kk.sub.unknown".to_owned(), |e| place(e.b)))
        }
        Action::Build { at, building } => {
            k("kk.action.build").name("building", building.key()).name("place", place(*at))
        }
        Action::BuildEdge { edge, what } => {
            let e = map().edges.get(*edge);
            k("kk.action.build_edge")
                .name("what", format!("kk.edge.{}", what.id()))
                .name("from", e.map_or_else(|| "kk.sub.unknown".to_owned(), |e| place(e.a)))
                .name("to", e.map_or_else(|| "kk.sub.unknown".to_owned(), |e| place(e.b)))
        }
        Action::Upgrade { unit, upgrade } => k("kk.action.upgrade")
            .name("upgrade", format!("kk.upgrade.{}", upgrade.id()))
            .name("unit", unit_key(s, *unit))
            .name("place", unit_place(s, *unit)),
        Action::Replenish { unit } => {
            k("kk.action.replenish").name("unit", unit_key(s, *unit)).name("place", unit_place(s, *unit))
        }
        Action::Disband { unit } => {
            k("kk.action.disband").name("unit", unit_key(s, *unit)).name("place", unit_place(s, *unit))
        }
        Action::Dismantle { at } => {
            k("kk.action.dismantle").name("building", building_at(s, *at)).name("place", place(*at))
        }
        Action::RecruitGeneral => k("kk.action.recruit_general"),
        Action::PlaceGeneral { number, at } => {
            k("kk.action.place_general").name("general", general_key(s, *number)).name("place", place(*at))
        }
        Action::WithdrawGeneral { number } => k("kk.action.withdraw_general").name("general", general_key(s, *number)),
        Action::GrantPrivileges { province } => {
            k("kk.action.privileges").name("province", map().province_key(*province))
        }
        Action::CallVassals { province } => k("kk.action.vassals").name("province", map().province_key(*province)),
        Action::EndEconomy => k("kk.action.end_economy"),
        Action::Move { from, to, group } => {
            k("kk.action.move").text("units", group_text(group)).name("from", place(*from)).name("to", place(*to))
        }
        Action::Sail { from, to, group } => {
            // GAP-26: river gunboats sail by river.
            let river = group.iter().any(|(kind, _)| crate::river::is_river_ship(*kind));
            k(if river { "kk.action.sail_river" } else { "kk.action.sail" })
                .text("units", group_text(group))
                .name("from", place(*from))
                .name("to", place(*to))
        }
        Action::Embark { from, to, group } => {
            k("kk.action.embark").text("units", group_text(group)).name("from", place(*from)).name("to", place(*to))
        }
        Action::Disembark { from, to, group } => {
            k("kk.action.disembark").text("units", group_text(group)).name("from", place(*from)).name("to", place(*to))
        }
        Action::BoardShip { number, ship } => k("kk.action.board_ship")
            .name("general", general_key(s, *number))
            .name("unit", unit_key(s, *ship))
            .name("place", unit_place(s, *ship)),
        Action::GoAshore { number, to } => {
            k("kk.action.go_ashore").name("general", general_key(s, *number)).name("place", place(*to))
        }
        Action::CallLevy { province, kind, at } => k("kk.action.call_levy")
            .name("province", map().province_key(*province))
            .name("unit", format!("kk.unit.{}", kind.template().id))
            .name("place", place(*at)),
        Action::LayMines { unit } => {
            k("kk.action.lay_mines").name("unit", unit_key(s, *unit)).name("place", unit_place(s, *unit))
        }
        Action::Sweep { at } => k("kk.action.sweep").name("place", place(*at)),
        Action::Rail { from, to, group } => {
            k("kk.action.rail").text("units", group_text(group)).name("from", place(*from)).name("to", place(*to))
        }
        Action::Logistics { from, to, group } => {
            k("kk.action.logistics").text("units", group_text(group)).name("from", place(*from)).name("to", place(*to))
        }
        Action::Engage { attacker, target, support } => k("kk.action.engage")
            .name("unit", unit_key(s, *attacker))
            .name("target", unit_key(s, *target))
            .name("owner", unit_owner(s, *target))
            .plain("support", support),
        Action::Withdraw if s.asks.first().is_some_and(|a| matches!(a, Ask::Flee(_))) => k("kk.action.flee"),
        Action::Withdraw => k("kk.action.withdraw"),
        Action::Stand => k("kk.action.stand"),
        Action::Propose { to, pact } => k(&format!("kk.action.propose_{}", pact.id())).name("player", to.key()),
        Action::DeclareWar { on } => k("kk.action.declare_war").name("player", on.key()),
        Action::CallTribes { province, kind } => k("kk.action.call_tribes")
            .name("province", map().province_key(*province))
            .name("unit", format!("kk.unit.{}", kind.template().id))
            .plain("count", crate::tribal::warriors(crate::recruit::buildings_in(s, *province).len())),
        Action::NoTribes { province } => k("kk.action.no_tribes").name("province", map().province_key(*province)),
        Action::AirStrike { unit, target } => k("kk.action.air_strike")
            .name("unit", unit_key(s, *unit))
            .name("target", unit_key(s, *target))
            .name("owner", unit_owner(s, *target))
            .name("place", unit_place(s, *target)),
        Action::Bomb { unit, at } => k("kk.action.bomb")
            .name("unit", unit_key(s, *unit))
            .name("building", building_at(s, *at))
            .name("place", place(*at))
            .plain("need", s.unit(*unit).and_then(|u| crate::air::bombing(u.kind)).unwrap_or(0)),
        Action::Rebase { unit, to } => k("kk.action.rebase").name("unit", unit_key(s, *unit)).name("to", place(*to)),
        Action::Fire { unit, target } => k("kk.action.fire")
            .name("unit", unit_key(s, *unit))
            .name("target", unit_key(s, *target))
            .name("owner", unit_owner(s, *target))
            .name("place", unit_place(s, *target)),
        Action::Plunder { unit, what } if *what != 0 => k("kk.action.plunder_loot")
            .name("loot", format!("kk.loot.{}", crate::build::Loot::of(*what).map_or("all", crate::build::Loot::id)))
            .name("place", s.unit(*unit).map_or_else(|| "kk.sub.unknown".to_owned(), |u| place(u.at)))
            .name("unit", unit_key(s, *unit)),
        Action::Plunder { unit, .. } => k("kk.action.plunder")
            .name("unit", unit_key(s, *unit))
            .name("building", s.unit(*unit).map_or_else(|| "kk.building.unknown".to_owned(), |u| building_at(s, u.at))),
        Action::BlowUp { unit } => k("kk.action.blow_up")
            .name("unit", unit_key(s, *unit))
            .name("building", s.unit(*unit).map_or_else(|| "kk.building.unknown".to_owned(), |u| building_at(s, u.at))),
        Action::MoveGeneral { number, to } => {
            k("kk.action.move_general").name("general", general_key(s, *number)).name("to", place(*to))
        }
        Action::Regroup { unit } => k("kk.action.regroup")
            .name("unit", unit_key(s, *unit))
            .name("owner", who(s.unit(*unit).and_then(|u| u.owner))),
        Action::EndMovement => k("kk.action.end_movement"),
        Action::WinOver { .. }
        | Action::Liquidate { .. }
        | Action::Transfer { .. }
        | Action::OfferPrisoners { .. }
        | Action::Surrender { .. } => crate::prisoners_text::action(s, a),
        Action::DrawDecision { .. } | Action::ReturnDecision { .. } | Action::PlayDecision { .. } => {
            crate::decisions_text::action(s, a)
        }
        Action::ChooseObjectives { .. } => k("kk.action.choose_objectives"),
    }
}

/// An offer between states as one text.
#[must_use]
pub fn offer_text(s: &State, o: &crate::state::Offer) -> Text {
    if let Some(pact) = o.pact {
        // GAP-44: a proposal of peace or alliance carries nothing else.
        return Text::key(format!("kk.value.offer_{}", pact.id())).name("from", o.from.key()).name("to", o.to.key());
    }
    let t = Text::key("kk.value.offer")
        .name("from", o.from.key())
        .name("to", o.to.key())
        .plain("give_amount", o.give.1)
        .name("give", o.give.0.key())
        .plain("get_amount", o.get.1)
        .name("get", o.get.0.key());
    let t = match o.strategic {
        Some(r) => Text::key("kk.value.offer_strategic").text("offer", t).name("resource", r.key()),
        None => t,
    };
    crate::prisoners_text::offer(s, o, t)
}

/// A general's name key (`kk.general.<state>_<n>`).
#[must_use]
pub fn general_key(s: &State, number: u8) -> String {
    let p = s.acting().unwrap_or(Player::Khanate);
    format!("kk.general.{}_{number}", p.id())
}

/// What a choice's button says: costs for things bought, exact odds for
/// engagements and fire.
#[must_use]
pub fn choice_label(s: &State, a: &Action) -> Text {
    let p = s.acting().unwrap_or(Player::Khanate);
    match a {
        Action::Recruit { kind, province, .. } => {
            let cost = crate::economy::unit_cost(s, p, *kind).unwrap_or_default();
            Text::key("kk.choice.recruit")
                .name("unit", format!("kk.unit.{}", kind.template().id))
                .name("province", map().province_key(*province))
                .text("cost", stock_text(&cost))
        }
        Action::Build { building, .. } => {
            let cost = crate::economy::building_cost(s, p, *building).unwrap_or_default();
            Text::key("kk.choice.cost").text("action", action(s, a)).text("cost", stock_text(&cost))
        }
        Action::BuildEdge { what, .. } => {
            let cost = crate::data::resources::resolve(what.cost(), p.org()).unwrap_or_default();
            Text::key("kk.choice.cost").text("action", action(s, a)).text("cost", stock_text(&cost))
        }
        Action::Upgrade { unit, upgrade } => {
            let cost = crate::recruit::check_upgrade(s, p, *unit, *upgrade).unwrap_or_default();
            Text::key("kk.choice.cost").text("action", action(s, a)).text("cost", stock_text(&cost))
        }
        Action::Replenish { unit } => {
            let cost = crate::recruit::check_replenish(s, p, *unit).unwrap_or_default();
            Text::key("kk.choice.cost").text("action", action(s, a)).text("cost", stock_text(&cost))
        }
        Action::ChooseObjectives { set } => {
            Text::key("kk.choice.choose_objectives").text("set", crate::objectives::progress_text(s, p, *set))
        }
        Action::Disband { unit } => match crate::tribal::rebuilds(s, *unit) {
            Some((at, building)) => Text::key("kk.choice.disband_rebuilds")
                .text("action", action(s, a))
                .name("building", building.key())
                .name("place", place(at)),
            None => {
                let refund = s.unit(*unit).map(crate::recruit::disband_refund).unwrap_or_default();
                Text::key("kk.choice.refund").text("action", action(s, a)).text("refund", stock_text(&refund))
            }
        },
        // KK-PLN-04: where the field chooses what is plundered, the button
        // names the place, not one choice.
        Action::Plunder { unit, .. } if s.unit(*unit).is_some_and(|u| crate::build::loot_choice(s, u.at)) => {
            let at = s.unit(*unit).map_or(RegionId(0), |u| u.at);
            Text::key("kk.choice.plunder").name("place", place(at)).name("unit", unit_key(s, *unit))
        }
        Action::Dismantle { at } => {
            let refund = crate::build::check_dismantle(s, p, *at).unwrap_or_default();
            Text::key("kk.choice.refund").text("action", action(s, a)).text("refund", stock_text(&refund))
        }
        Action::RecruitGeneral => {
            let cost = crate::data::resources::resolve(crate::generals::COST, p.org()).unwrap_or_default();
            Text::key("kk.choice.cost").text("action", action(s, a)).text("cost", stock_text(&cost))
        }
        Action::Trade { at, .. } => {
            let caravan = s.building(*at) == Some(crate::data::buildings::Building::Caravanserai);
            let markets = map().province_of(*at).map_or(0, |pr| crate::trade::markets(s, pr));
            Text::key(if caravan { "kk.choice.caravanserai" } else { "kk.choice.port" })
                .name("place", place(*at))
                .plain("markets", markets)
        }
        Action::Engage { attacker, target, .. } => match crate::odds::engagement(s, *attacker, *target, 0) {
            Some(win) => Text::key("kk.choice.odds")
                .text("action", action(s, a))
                .plain("percent", engine::odds::percent(engine::odds::per_mille(win))),
            None => action(s, a),
        },
        Action::Fire { unit, target } => match crate::odds::fire(s, *unit, *target) {
            Some(win) => Text::key("kk.choice.odds")
                .text("action", action(s, a))
                .plain("percent", engine::odds::percent(engine::odds::per_mille(win))),
            None => action(s, a),
        },
        Action::AirStrike { unit, target } => match crate::odds::air_strike(s, *unit, *target) {
            // Nothing in reach to meet it: the odds to hit are the whole story.
            Some((hit, _, (0, 0))) => Text::key("kk.choice.air_odds_clear")
                .text("action", action(s, a))
                .plain("percent", engine::odds::percent(engine::odds::per_mille(hit))),
            Some((hit, through, (fighters, guns))) => Text::key("kk.choice.air_odds")
                .text("action", action(s, a))
                .plain("percent", engine::odds::percent(engine::odds::per_mille(hit)))
                .plain("through", engine::odds::percent(engine::odds::per_mille(through)))
                .plain("fighters", fighters)
                .plain("guns", guns),
            None => action(s, a),
        },
        Action::ReturnDecision { .. } => crate::decisions_text::choice_label(s, a),
        _ => action(s, a),
    }
}

/// Where an action belongs on the map.
#[must_use]
pub fn action_region(s: &State, a: &Action) -> Option<RegionId> {
    let unit_at = |id: &UnitId| s.unit(*id).map(|u| u.at);
    match a {
        Action::Trade { at, .. }
        | Action::Build { at, .. }
        | Action::Dismantle { at }
        | Action::PlaceGeneral { at, .. } => Some(*at),
        Action::Recruit { province, .. } | Action::GrantPrivileges { province } | Action::CallVassals { province } => {
            Some(map().province(*province).capital)
        }
        Action::BuildEdge { edge, .. } => {
            map().edges.get(*edge).map(|e| if s.owner_at(e.a) == s.acting() { e.a } else { e.b })
        }
        Action::Upgrade { unit, .. } | Action::Replenish { unit } | Action::Disband { unit } => unit_at(unit),
        Action::Plunder { unit, .. }
        | Action::BlowUp { unit }
        | Action::Regroup { unit }
        | Action::Fire { unit, .. } => unit_at(unit),
        Action::Move { from, .. }
        | Action::Rail { from, .. }
        | Action::Logistics { from, .. }
        | Action::Sail { from, .. }
        | Action::Embark { from, .. }
        | Action::Disembark { from, .. } => Some(*from),
        Action::LayMines { unit } => unit_at(unit),
        Action::Sweep { at } | Action::CallLevy { at, .. } => Some(*at),
        Action::Engage { .. } | Action::Withdraw | Action::Stand => s.battle.as_ref().map(|b| b.at),
        Action::CallTribes { province, .. } | Action::NoTribes { province } => Some(map().province(*province).capital),
        Action::Bombard { at, .. } | Action::Bomb { at, .. } => Some(*at),
        Action::AirStrike { target, .. } => unit_at(target),
        Action::Rebase { unit, .. } => unit_at(unit),
        Action::FieldWorks { unit, .. } => unit_at(unit),
        Action::Offer { .. }
        | Action::Accept { .. }
        | Action::Decline { .. }
        | Action::Reform { .. }
        | Action::Propose { .. }
        | Action::DeclareWar { .. } => None,
        Action::MoveGeneral { number, .. }
        | Action::WithdrawGeneral { number }
        | Action::BoardShip { number, .. }
        | Action::GoAshore { number, .. } => {
            let p = s.acting()?;
            crate::generals::general(s, p, *number)
                .and_then(|g| if let GeneralAt::Map(r) = g.at { Some(r) } else { None })
        }
        Action::PickColour(_) | Action::RecruitGeneral | Action::EndEconomy | Action::EndMovement => None,
        Action::WinOver { .. }
        | Action::Liquidate { .. }
        | Action::Transfer { .. }
        | Action::OfferPrisoners { .. }
        | Action::Surrender { .. } => crate::prisoners_text::action_region(s, a),
        Action::DrawDecision { .. } | Action::ReturnDecision { .. } | Action::PlayDecision { .. } => {
            crate::decisions_text::action_region(s, a)
        }
        Action::ChooseObjectives { .. } => None,
    }
}

/// Where an action goes, besides [`action_region`] (issue 36): a march,
/// a rail journey, a voyage, a landing, a general's move.
#[must_use]
pub const fn action_target(a: &Action) -> Option<RegionId> {
    match a {
        Action::Move { to, .. }
        | Action::Rail { to, .. }
        | Action::Logistics { to, .. }
        | Action::Sail { to, .. }
        | Action::Embark { to, .. }
        | Action::Disembark { to, .. }
        | Action::MoveGeneral { to, .. } => Some(*to),
        _ => None,
    }
}

fn why_key(why: Why) -> String {
    let id = match why {
        Why::Wealth => "wealth",
        Why::Buildings => "buildings",
        Why::Growth => "growth",
        Why::Recruit => "recruit",
        Why::Build => "build",
        Why::Upgrade => "upgrade",
        Why::Replenish => "replenish",
        Why::Disband => "disband",
        Why::Dismantle => "dismantle",
        Why::Plunder => "plunder",
        Why::General => "general",
        Why::Logistics => "logistics",
        Why::Exchange => "exchange",
        Why::Event => "event",
    };
    format!("kk.why.{id}")
}

fn changes_text(changes: &[(Resource, i64)]) -> Text {
    let parts: Vec<Text> = changes
        .iter()
        .map(|(r, n)| {
            Text::key("kk.value.signed")
                .plain("sign", if *n < 0 { "−" } else { "+" })
                .plain("count", n.unsigned_abs())
                .name("resource", r.key())
        })
        .collect();
    list(parts, "kk.value.nothing")
}

fn count_text(c: &Count) -> Text {
    let parts: Vec<Text> = c
        .parts
        .iter()
        .filter(|(k, _)| k != "die")
        .map(|(key, n)| Text::key("kk.value.part").name("part", format!("kk.part.{key}")).plain("value", n))
        .collect();
    list(parts, "kk.value.nothing")
}

fn engagement_text(s: &State, e: &Engagement, fire: bool) -> Text {
    let support: i32 = e.support.iter().map(|(_, n)| n).sum();
    if fire && s.unit(e.attack.unit).is_some_and(|u| crate::air::flies(u.kind)) {
        return air_text(s, e, if e.attacker_wins { "kk.event.strike_hits" } else { "kk.event.strike_misses" });
    }
    let key = match (fire, e.attacker_wins, e.rout) {
        (true, true, _) => "kk.event.fire_hits",
        (true, false, _) => "kk.event.fire_misses",
        (false, true, true) => "kk.event.engaged_rout",
        (false, true, false) => "kk.event.engaged_win",
        (false, false, true) => "kk.event.engaged_repulsed_rout",
        (false, false, false) => "kk.event.engaged_repulsed",
    };
    Text::key(key)
        .name("unit", unit_key(s, e.attack.unit))
        .name("owner", unit_owner(s, e.attack.unit))
        .plain("die", e.attack.die)
        .text("parts", count_text(&e.attack))
        .plain("support", support)
        .plain("total", e.attack.total + support)
        .name("target", unit_key(s, e.defence.unit))
        .name("target_owner", unit_owner(s, e.defence.unit))
        .plain("target_die", e.defence.die)
        .text("target_parts", count_text(&e.defence))
        .plain("target_total", e.defence.total)
        .plain("morale", e.morale)
        .name("losses", format!("kk.losses.{}", loss_id(e.losses)))
}

/// KK-AIR — an engagement in the air (a strike, an interception, a gun's
/// fire): no supporters, and no rout (aircraft are at their base already).
fn air_text(s: &State, e: &Engagement, key: &str) -> Text {
    Text::key(key)
        .name("unit", unit_key(s, e.attack.unit))
        .name("owner", unit_owner(s, e.attack.unit))
        .plain("die", e.attack.die)
        .text("parts", count_text(&e.attack))
        .plain("total", e.attack.total)
        .name("target", unit_key(s, e.defence.unit))
        .name("target_owner", unit_owner(s, e.defence.unit))
        .plain("target_die", e.defence.die)
        .text("target_parts", count_text(&e.defence))
        .plain("target_total", e.defence.total)
        .name("losses", format!("kk.losses.{}", loss_id(e.losses)))
}

const fn loss_id(l: crate::data::tables::LossResult) -> &'static str {
    match l {
        crate::data::tables::LossResult::Both => "both",
        crate::data::tables::LossResult::None => "none",
        crate::data::tables::LossResult::LowerLosses => "lower",
        crate::data::tables::LossResult::LowerHeavy => "lower_heavy",
    }
}

/// The text of an event, as it reads just before it is applied.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    let k = Text::key;
    match e {
        Event::TurnBegan { turn, drawer, event, weather } => k("kk.event.turn")
            .plain("turn", turn)
            .name("season", format!("kk.season.{}", Season::of_turn(*turn).id()))
            .name("drawer", drawer.key())
            .plain("first", event.0)
            .plain("second", event.1)
            .name("event", format!("kk.turn_event.{}", TurnEvent::of(event.0 + event.1).id()))
            .plain("die", weather.0)
            .name("weather", format!("kk.weather.{}", weather.1.id())),
        Event::ColourRolled { face, colour } => match colour {
            Some(c) => k("kk.event.colour").plain("face", face).name("colour", format!("kk.colour.{}", c.id())),
            None => k("kk.event.white").plain("face", face),
        },
        Event::WhiteChosen { player, colour } => {
            k("kk.event.white_chosen").name("player", player.key()).name("colour", format!("kk.colour.{}", colour.id()))
        }
        Event::Stock { player, changes, why } => k("kk.event.stock")
            .name("player", player.key())
            .text("changes", changes_text(changes))
            .name("why", why_key(*why)),
        Event::StrategicGained { player, resource, source } => k("kk.event.strategic_gained")
            .name("player", player.key())
            .name("resource", resource.key())
            .name("province", map().province_key(*source)),
        Event::StrategicSpent { player, resource } => {
            k("kk.event.strategic_spent").name("player", player.key()).name("resource", resource.key())
        }
        Event::StrategicGiven { from, to, resource } => {
            k("kk.event.strategic_given").name("from", from.key()).name("to", to.key()).name("resource", resource.key())
        }
        Event::Heating { player, burned } => match burned {
            Some(r) => k("kk.event.heated").name("player", player.key()).name("resource", r.key()),
            None => k("kk.event.cold").name("player", player.key()),
        },
        Event::Traded { player, at, caravanserai, die, rate, gave, got } => {
            k(if *caravanserai { "kk.event.caravan_trade" } else { "kk.event.port_trade" })
                .name("player", player.key())
                .name("place", place(*at))
                .plain("die", die)
                .plain("rate", rate)
                .plain("gave", gave.1)
                .name("give", gave.0.key())
                .plain("got", got.1)
                .name("get", got.0.key())
        }
        Event::PhaseSet { phase, .. } => match phase {
            Phase::Economy => k("kk.event.economy_phase").name(
                "player",
                s.seated
                    .get(usize::try_from(phase_slot(e)).unwrap_or(0))
                    .map_or_else(|| "kk.role.independent".to_owned(), |p| p.key()),
            ),
            Phase::Movement => k("kk.event.movement_phase").name(
                "player",
                s.order
                    .get(usize::try_from(phase_slot(e)).unwrap_or(0))
                    .map_or_else(|| "kk.role.independent".to_owned(), |p| p.key()),
            ),
        },
        Event::EconomyDone { player } => k("kk.event.economy_done").name("player", player.key()),
        Event::Initiative { rolls, order } => {
            let rolls: Vec<Text> = rolls
                .iter()
                .map(|(p, die, m)| {
                    k("kk.value.initiative").name("player", p.key()).plain("die", die).plain("modifier", m)
                })
                .collect();
            let order: Vec<Text> = order.iter().map(|p| Text::key(p.key())).collect();
            k("kk.event.initiative")
                .text("rolls", list(rolls, "kk.value.nothing"))
                .text("order", list(order, "kk.value.nothing"))
        }
        Event::UnitPlaced { unit } => k("kk.event.unit_placed")
            .name("unit", format!("kk.unit.{}", unit.kind.template().id))
            .name("owner", owner_key(unit.owner))
            .name("place", place(unit.at)),
        Event::UnitsMoved { units, from, to, travel, .. } => {
            let key = match travel {
                Travel::March => "kk.event.moved",
                Travel::Rail => "kk.event.moved_rail",
                Travel::Logistics => "kk.event.moved_logistics",
                Travel::Retreat => "kk.event.retreated",
                Travel::Return => "kk.event.returned",
                Travel::Flight => "kk.event.flown",
                Travel::Fled => "kk.event.fled_to",
                Travel::Parted => "kk.event.parted",
                Travel::Landing => "kk.event.landed",
            };
            let owner = units.first().map_or_else(|| "kk.role.independent".to_owned(), |u| unit_owner(s, *u));
            k(key).name("owner", owner).plain("count", units.len()).name("from", place(*from)).name("to", place(*to))
        }
        Event::UnitRemoved { unit, why } => {
            let id = match why {
                Loss::Destroyed => "destroyed",
                Loss::Trapped => "trapped",
                Loss::Overrun => "overrun",
                Loss::Disbanded => "disbanded",
                Loss::Eliminated => "eliminated",
                Loss::NoRoom => "no_room",
                Loss::Sunk => "sunk",
            };
            k(&format!("kk.event.lost_{id}"))
                .name("unit", unit_key(s, *unit))
                .name("owner", unit_owner(s, *unit))
                .name("place", unit_place(s, *unit))
        }
        Event::LossLevel { unit, level } => k("kk.event.loss_level")
            .name("unit", unit_key(s, *unit))
            .name("owner", unit_owner(s, *unit))
            .name("level", format!("kk.state.losses_{level}")),
        Event::Replenished { unit } => {
            k("kk.event.replenished").name("unit", unit_key(s, *unit)).name("owner", unit_owner(s, *unit))
        }
        Event::Routed { unit, routed } => k(if *routed { "kk.event.routed" } else { "kk.event.regrouped" })
            .name("unit", unit_key(s, *unit))
            .name("owner", unit_owner(s, *unit)),
        Event::Experience { unit, gained } => k("kk.event.experience")
            .name("unit", unit_key(s, *unit))
            .name("owner", unit_owner(s, *unit))
            .plain("count", gained),
        Event::Upgraded { unit, upgrade, .. } => k("kk.event.upgraded")
            .name("unit", unit_key(s, *unit))
            .name("upgrade", format!("kk.upgrade.{}", upgrade.id())),
        Event::Supply { player, unsupplied } => {
            k("kk.event.supply").name("player", player.key()).plain("count", unsupplied.len())
        }
        Event::MovementPoints { units } => k("kk.event.movement_points").plain("count", units.len()),
        Event::Plundered { unit } => {
            k("kk.event.plundered").name("unit", unit_key(s, *unit)).name("owner", unit_owner(s, *unit))
        }
        Event::Acted { unit } => {
            k("kk.event.acted").name("unit", unit_key(s, *unit)).name("owner", unit_owner(s, *unit))
        }
        Event::Built { at, building } => k("kk.event.built").name("building", building.key()).name("place", place(*at)),
        Event::Ruined { at, building } => {
            k("kk.event.ruined").name("building", building.key()).name("place", place(*at))
        }
        Event::Rebuilt { at, building } => {
            k("kk.event.rebuilt").name("building", building.key()).name("place", place(*at))
        }
        Event::Demolished { at, building } => {
            k("kk.event.demolished").name("building", building.key()).name("place", place(*at))
        }
        Event::EdgeBuilt { edge, what } | Event::EdgeRemoved { edge, what } => {
            let key =
                if matches!(e, Event::EdgeBuilt { .. }) { "kk.event.edge_built" } else { "kk.event.edge_removed" };
            let ed = map().edges.get(*edge);
            k(key)
                .name("what", format!("kk.edge.{}", what.id()))
                .name("from", ed.map_or_else(|| "kk.sub.unknown".to_owned(), |x| place(x.a)))
                .name("to", ed.map_or_else(|| "kk.sub.unknown".to_owned(), |x| place(x.b)))
        }
        Event::ProvinceEntered { province, by } => {
            k("kk.event.entered").name("province", map().province_key(*province)).name("player", by.key())
        }
        Event::ProvinceTaken { province, by } => {
            k("kk.event.taken").name("province", map().province_key(*province)).name("player", owner_key(*by))
        }
        Event::LevyUsed { province } => k("kk.event.levy").name("province", map().province_key(*province)),
        Event::Privileged { province } => k("kk.event.privileged").name("province", map().province_key(*province)),
        Event::BattleOpened { battle } => k("kk.event.battle")
            .name("place", place(battle.at))
            .name("player", owner_key(battle.attacker))
            .plain("count", battle.defenders.len()),
        Event::BattleJoined { units } => k("kk.event.battle_joined").plain("count", units.len()),
        Event::BattleBegun => k("kk.event.battle_begun"),
        Event::Engaged { engagement } => engagement_text(s, engagement, false),
        Event::Fired { engagement } => engagement_text(s, engagement, true),
        Event::Intercepted { engagement } => air_text(
            s,
            engagement,
            if engagement.attacker_wins { "kk.event.intercept_wins" } else { "kk.event.intercept_fails" },
        ),
        Event::AntiAircraft { engagement, die } => {
            air_text(s, engagement, if engagement.attacker_wins { "kk.event.aa_hits" } else { "kk.event.aa_misses" })
                .plain("d6", die)
        }
        Event::MissionAborted { unit } => {
            k("kk.event.mission_aborted").name("unit", unit_key(s, *unit)).name("owner", unit_owner(s, *unit))
        }
        Event::Bombed { unit, at, die, need } => {
            k(if crate::air::bomb_hits(*die, *need) { "kk.event.bomb_hit" } else { "kk.event.bomb_miss" })
                .name("unit", unit_key(s, *unit))
                .name("owner", unit_owner(s, *unit))
                .name("building", building_at(s, *at))
                .name("place", place(*at))
                .plain("die", die)
                .plain("need", need)
        }
        Event::MinesLaid { at, by } => k("kk.event.mines_laid").name("place", place(*at)).name("player", by.key()),
        Event::MinesSwept { at, by } => k("kk.event.mines_swept").name("place", place(*at)).name("player", by.key()),
        Event::MineStruck { unit, die } => {
            k(if crate::sea::mine_hits(*die) { "kk.event.mine_hit" } else { "kk.event.mine_miss" })
                .name("unit", unit_key(s, *unit))
                .name("owner", unit_owner(s, *unit))
                .plain("die", die)
        }
        Event::Contaminated { at } => k("kk.event.contaminated").name("place", place(*at)),
        Event::Decontaminated { at } => k("kk.event.decontaminated").name("place", place(*at)),
        Event::Drifted { from, to } => k("kk.event.drifted").name("from", place(*from)).name("to", place(*to)),
        Event::Poisoned { unit } => k("kk.event.poisoned")
            .name("unit", unit_key(s, *unit))
            .name("owner", unit_owner(s, *unit))
            .name("place", unit_place(s, *unit)),
        Event::BaseTaken { unit, by } => k("kk.event.base_taken")
            .name("unit", unit_key(s, *unit))
            .name("owner", unit_owner(s, *unit))
            .name("player", by.key())
            .name("place", unit_place(s, *unit)),
        Event::Bombarded { unit, at, die, stronghold } => {
            let destroyed = crate::combat::bombard_destroys(*stronghold, *die);
            k(if destroyed { "kk.event.bombard_hit" } else { "kk.event.bombard_miss" })
                .name("unit", unit_key(s, *unit))
                .name("owner", unit_owner(s, *unit))
                .name("building", building_at(s, *at))
                .name("place", place(*at))
                .plain("die", die)
                .plain("need", if *stronghold { 8 } else { 4 })
        }
        Event::Offered { offer } => k("kk.event.offered").text("offer", offer_text(s, offer)),
        Event::OfferAccepted { index } => s
            .offers
            .get(*index)
            .map_or_else(|| k("kk.event.offer_gone"), |o| k("kk.event.offer_accepted").text("offer", offer_text(s, o))),
        Event::OfferClosed { index, declined } => s.offers.get(*index).map_or_else(
            || k("kk.event.offer_gone"),
            |o| {
                k(if *declined { "kk.event.offer_declined" } else { "kk.event.offer_withdrawn" })
                    .text("offer", offer_text(s, o))
            },
        ),
        Event::BattleClosed => k("kk.event.battle_over")
            .name("place", s.battle.as_ref().map_or_else(|| "kk.sub.unknown".to_owned(), |b| place(b.at))),
        Event::PactMade { a, b, relation } => {
            k(&format!("kk.event.pact_{}", relation.id())).name("one", a.key()).name("other", b.key())
        }
        Event::WarDeclared { by, on } => k("kk.event.war_declared").name("by", by.key()).name("on", on.key()),
        Event::PactEnded { a, b } => k("kk.event.pact_ended").name("one", a.key()).name("other", b.key()),
        Event::Asked { ask: Ask::Flee(p) } => k("kk.event.asked_flee")
            .name("player", p.key())
            .name("place", s.battle.as_ref().map_or_else(|| "kk.sub.unknown".to_owned(), |b| place(b.at))),
        Event::Asked { ask: Ask::Tribes(p, province) } => {
            k("kk.event.asked_tribes").name("player", p.key()).name("province", map().province_key(*province))
        }
        Event::Answered { yes } => match s.asks.first() {
            Some(Ask::Flee(p)) => k(if *yes { "kk.event.fled" } else { "kk.event.stood" }).name("player", p.key()),
            Some(Ask::Tribes(p, province)) => {
                k(if *yes { "kk.event.tribes_called" } else { "kk.event.tribes_not_called" })
                    .name("player", p.key())
                    .name("province", map().province_key(*province))
            }
            None => k("kk.event.answered"),
        },
        Event::GeneralMoved { player, number, at } => {
            let name = format!("kk.general.{}_{number}", player.id());
            match at {
                GeneralAt::Map(r) => k("kk.event.general_at").name("general", name).name("place", place(*r)),
                GeneralAt::Pool => k("kk.event.general_pool").name("general", name),
                GeneralAt::Captured(by) => {
                    k("kk.event.general_captured").name("general", name).name("player", by.key())
                }
                GeneralAt::Dead | GeneralAt::Unrecruited => k("kk.event.general_dead").name("general", name),
            }
        }
        Event::GeneralExperience { player, number, gained } => k("kk.event.general_experience")
            .name("general", format!("kk.general.{}_{number}", player.id()))
            .plain("count", gained),
        Event::LevyOpened { province } => k("kk.event.levy_opened").name("province", map().province_key(*province)),
        Event::SignalsRegrouped { by, unit } => k("kk.event.signals_regrouped")
            .name("by", unit_key(s, *by))
            .name("unit", unit_key(s, *unit))
            .name("owner", unit_owner(s, *unit)),
        Event::GeneralRegrouped { player, number } => {
            k("kk.event.general_regrouped").name("general", format!("kk.general.{}_{number}", player.id()))
        }
        Event::Strikes { player, national, conquered } => k("kk.event.strikes").name("player", player.key()).name(
            "where",
            match (national, conquered) {
                (true, true) => "kk.value.strike_all",
                (true, false) => "kk.value.strike_national",
                _ => "kk.value.strike_conquered",
            },
        ),
        Event::Contentment { player, level } => {
            k("kk.event.contentment").name("player", player.key()).name("level", format!("kk.contentment.{level}"))
        }
        Event::Changed { player, government, doctrine } => k("kk.event.changed")
            .name("player", player.key())
            .name("government", format!("kk.government.{}", government.id()))
            .name("doctrine", format!("kk.doctrine.{}", doctrine.id())),
        Event::Eliminated { player } => k("kk.event.eliminated").name("player", player.key()),
        Event::GameOver { finish } => finish_text(s, finish),
        Event::ObjectivesSet { player, chosen, .. } => {
            let key = if *chosen { "kk.event.objectives_chosen" } else { "kk.event.objectives_drawn" };
            k(key).name("player", player.key())
        }
        Event::Kills { player, total } => k("kk.event.kills").name("player", player.key()).plain("total", *total),
        Event::Captured { .. }
        | Event::WinOverRolled { .. }
        | Event::PrisonerFreed { .. }
        | Event::PrisonerLost { .. }
        | Event::PrisonerMoved { .. }
        | Event::GeneralWonOver { .. } => crate::prisoners_text::event(s, e),
        Event::Admiral { player, number, flagship, at } => {
            let name = format!("kk.general.{}_{number}", player.id());
            match (flagship, at) {
                (Some(ship), _) => k("kk.event.admiral_boards")
                    .name("general", name)
                    .name("unit", unit_key(s, *ship))
                    .name("place", unit_place(s, *ship)),
                (None, Some(r)) => k("kk.event.admiral_ashore").name("general", name).name("place", place(*r)),
                (None, None) => k("kk.event.admiral_drowned").name("general", name),
            }
        }
        Event::Independent { unit, aim, at } => {
            use crate::aims::Aim;
            let key = match aim {
                Aim::Plunder => "kk.event.independent_plunder",
                Aim::Loot => "kk.event.independent_loot",
                Aim::Attack => "kk.event.independent_attack",
                Aim::Position => "kk.event.independent_position",
            };
            let text = k(key).name("unit", unit_key(s, *unit)).name("place", place(*at));
            if matches!(aim, Aim::Plunder | Aim::Loot) { text.name("building", building_at(s, *at)) } else { text }
        }
        Event::Embarked { loads, at, .. } => {
            let owner = loads.first().map_or_else(|| "kk.role.independent".to_owned(), |(u, _)| unit_owner(s, *u));
            k("kk.event.embarked").name("owner", owner).plain("count", loads.len()).name("place", place(*at))
        }
        Event::Revolution { player, province }
        | Event::Liberated { player, province }
        | Event::UprisingLiberated { player, province } => {
            let key = match e {
                Event::Revolution { .. } => "kk.event.revolution",
                Event::Liberated { .. } => "kk.event.liberated",
                _ => "kk.event.uprising_liberated",
            };
            k(key).name("player", player.key()).name("province", map().province_key(*province))
        }
        Event::DecisionDrawn { .. }
        | Event::DecisionDue { .. }
        | Event::DecisionReturned { .. }
        | Event::DecisionPlayed { .. }
        | Event::DeckShuffled { .. }
        | Event::Sabotaged { .. }
        | Event::FortuneRerolled { .. } => crate::decisions_text::event(s, e),
    }
}

const fn phase_slot(e: &Event) -> u32 {
    match e {
        Event::PhaseSet { slot, .. } => *slot,
        _ => 0,
    }
}

fn finish_text(s: &State, f: &crate::state::Finish) -> Text {
    let names: Vec<Text> = f.winners.iter().map(|p| Text::key(p.key())).collect();
    let key = match f.why {
        crate::state::FinishWhy::Elimination => "kk.outcome.elimination",
        crate::state::FinishWhy::TurnLimit => "kk.outcome.turn_limit",
        crate::state::FinishWhy::Objectives => {
            // GAP-08, GAP-47: each winner's set and what it achieved.
            let sets = f.winners.iter().filter_map(|&p| {
                let set = s.player(p).objectives?;
                let done = crate::objectives::progress_text(s, p, set);
                Some(Text::key("kk.outcome.achieved").name("player", p.key()).text("set", done))
            });
            let sets = list(sets.collect(), "kk.value.nothing");
            return Text::key("kk.outcome.objectives").text("winners", sets).plain("turn", f.turn);
        }
    };
    Text::key(key).text("winners", list(names, "kk.value.nothing")).plain("turn", f.turn)
}

/// The outcome once the game is over; each state's score is its provinces.
#[must_use]
pub fn outcome(s: &State) -> Option<Outcome> {
    let f = s.finish.as_ref()?;
    let winners = f.winners.iter().map(|p| p.seat()).collect();
    let scores = Player::ALL.iter().map(|&p| i64::try_from(s.provinces_of(p).count()).unwrap_or(0)).collect();
    Some(Outcome { winners, text: finish_text(s, f), scores })
}
