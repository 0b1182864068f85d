//! Player-facing texts of actions, events and the outcome.

use crate::action::Action;
use crate::event::{Event, FireKind};
use crate::ids::{Faction, Good, Resources, UnitId};
use crate::map::map;
use crate::state::{EndReason, State, Task};
use crate::view::timing_key;
use engine::board::RegionId;
use engine::rules::Outcome;
use engine::side::Side;
use engine::text::Text;

fn region(r: RegionId) -> String {
    if map().is_node(r) { map().name_key(r) } else { "ww.region.unknown".to_owned() }
}

fn unit_kind(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "ww.unit.unknown".to_owned(), |u| u.kind.key())
}

fn unit_at(s: &State, id: UnitId) -> String {
    s.unit(id).map_or_else(|| "ww.region.unknown".to_owned(), |u| region(u.at))
}

const fn good_key(g: Good) -> &'static str {
    match g {
        Good::Production => "ww.good.production",
        Good::Supply => "ww.good.supply",
    }
}

fn cargo(t: Text, c: Resources) -> Text {
    t.plain("manpower", c.mp).plain("production", c.p).plain("supply", c.s)
}

/// What a choice's button says: a purchase is offered at its price a unit,
/// and its field picks how many.
#[must_use]
pub fn choice_label(s: &State, a: &Action) -> Text {
    match a {
        Action::Buy { unit, place, .. } => {
            let cost = unit.cost();
            Text::key("ww.choice.buy")
                .name("unit", unit.key())
                .name("region", region(*place))
                .plain("manpower", cost.mp)
                .plain("production", cost.p)
        }
        Action::OfferTrade { region: r, good, .. } => Text::key("ww.choice.offer_trade")
            .name("good", good_key(*good))
            .name("country", country_key(*r))
            .plain("price", crate::trade::PRICE_PER_UNIT),
        Action::Transfer { to, .. } => Text::key("ww.choice.transfer").name("destination", region(*to)),
        Action::KeepSupply { .. } => Text::key("ww.choice.keep_supply"),
        Action::Transport { unit, to, .. } => Text::key("ww.choice.transport")
            .name("place", unit_at(s, *unit))
            .name("destination", region(*to))
            .plain("hold", crate::merchant::HOLD),
        Action::Launch { target }
        | Action::Bomb { target }
        | Action::Sweep { target }
        | Action::NavalAttack { target } => attack_label(s, a, *target),
        _ => action(s, a),
    }
}

/// An attack's button with its exact odds (`crate::odds`).
fn attack_label(s: &State, a: &Action, target: RegionId) -> Text {
    use crate::odds::Odds;
    let one = engine::odds::one_decimal;
    let chance = |p| engine::odds::percent(engine::odds::per_mille(p));
    let odds = s.acting().and_then(|f| crate::odds::of_action(s, f, a));
    match odds {
        Some(Odds::Land(l)) => ordered(s, "ww.choice.launch", target).plain("percent", chance(l.capture)),
        Some(Odds::Bombing(b)) => ordered(s, "ww.choice.bomb", target).plain("percent", chance(b.damage)),
        Some(Odds::Sweep(w)) => ordered(s, "ww.choice.sweep", target)
            .plain("kills", one(w.kills))
            .plain("targets", w.targets)
            .plain("losses", one(w.losses)),
        Some(Odds::Naval(n)) => ordered(s, "ww.choice.naval_attack", target)
            .plain("sunk", one(n.sunk))
            .plain("ships", n.ships)
            .plain("losses", one(n.losses)),
        None => action(s, a),
    }
}

/// The text of an action.
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    let k = Text::key;
    match a {
        Action::Buy { unit, place, count } => {
            let cost = unit.cost();
            let text = if *count == 1 { k("ww.action.buy") } else { k("ww.action.buy_many").plain("count", count) };
            text.name("unit", unit.key())
                .name("region", region(*place))
                .plain("manpower", cost.mp.saturating_mul(*count))
                .plain("production", cost.p.saturating_mul(*count))
        }
        Action::FinishPurchase => k("ww.action.finish_purchase"),
        Action::ChooseInitiative(t) => k("ww.action.initiative").name("timing", timing_key(*t)),
        Action::Defend { unit, region: r } => k("ww.action.defend")
            .name("unit", unit_kind(s, *unit))
            .name("place", unit_at(s, *unit))
            .name("target", region(*r)),
        Action::Cover { unit, region: r } => {
            k("ww.action.cover").name("place", unit_at(s, *unit)).name("target", region(*r))
        }
        Action::Order { unit, target } => {
            let back = s.unit(*unit).is_some_and(|u| u.task == Task::Ordered(*target));
            let key = if back { "ww.action.unorder" } else { "ww.action.order" };
            let t = k(key)
                .name("unit", unit_kind(s, *unit))
                .name("place", unit_at(s, *unit))
                .name("target", region(*target));
            if back { t } else { t.plain("supply", s.unit(*unit).map_or(0, |u| u.kind.supply())) }
        }
        Action::Launch { target } => ordered(s, "ww.action.launch", *target),
        Action::Bomb { target } => ordered(s, "ww.action.bomb", *target),
        Action::Sweep { target } => ordered(s, "ww.action.sweep", *target),
        Action::NavalAttack { target } => ordered(s, "ww.action.naval_attack", *target),
        Action::Rebase { unit, to } => k("ww.action.rebase")
            .name("unit", unit_kind(s, *unit))
            .name("place", unit_at(s, *unit))
            .name("destination", region(*to)),
        Action::Voyage { unit, edge, cargo: g } => k("ww.action.voyage")
            .name("place", unit_at(s, *unit))
            .name("edge", region(*edge))
            .name("good", good_key(*g)),
        Action::TradeVoyage { unit, to, seller } => k("ww.action.trade_voyage")
            .name("place", unit_at(s, *unit))
            .name("sea", region(*to))
            .name("country", country_name(*seller)),
        Action::Transport { unit, to, cargo: c } => {
            cargo(k("ww.action.transport"), *c).name("place", unit_at(s, *unit)).name("destination", region(*to))
        }
        Action::Transfer { to, cargo: c } => cargo(k("ww.action.transfer"), *c).name("destination", region(*to)),
        Action::OfferPeace { with } => k("ww.action.offer_peace").name("faction", with.key()),
        Action::OfferTrade { region: r, good, quantity, payment, turns, pledge } => {
            // Offers from before offers had terms read as they did.
            let terms = |t: Text| match turns {
                Some(turns) => t.plain("turns", turns).name("pledge", pledge_key(*pledge)),
                None => t,
            };
            let key = if turns.is_some() { "ww.action.offer_trade_terms" } else { "ww.action.offer_trade" };
            terms(cargo(k(key), *payment))
                .plain("quantity", quantity)
                .name("good", good_key(*good))
                .name("country", country_key(*r))
        }
        Action::DeclareWar { on } => k("ww.action.declare_war").name("faction", on.key()),
        Action::EndSlot => k("ww.action.end_slot"),
        Action::KeepSupply { supply } => k("ww.action.keep_supply").plain("supply", supply),
        Action::InterceptFirst(first) => k("ww.action.intercept_first").name("target", first.key()),
        Action::LossesFirst(first) => k("ww.action.losses_first").name("units", first.key()),
        Action::SinkFirst(first) => k("ww.action.sink_first").name("ships", first.key()),
    }
}

fn pledge_key(index: u32) -> &'static str {
    usize::try_from(index).ok().and_then(|i| crate::state::Pledge::ALL.get(i)).copied().unwrap_or_default().key()
}

fn country_key(r: RegionId) -> String {
    let c = map().info(r).and_then(|i| i.country);
    format!("ww.country.{}", c.and_then(|c| map().countries.get(c.index())).map_or("unknown", String::as_str))
}

/// An attack of some kind on `target`, with the number of units ordered against it.
fn ordered(s: &State, key: &str, target: RegionId) -> Text {
    let count = s.units.iter().filter(|u| u.task == Task::Ordered(target)).count();
    Text::key(key).name("target", region(target)).plain("count", count)
}

/// The region an action belongs to in the UI: the target, destination or place.
#[must_use]
pub fn action_region(s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::Buy { place, .. } => Some(*place),
        Action::Defend { region: r, .. } | Action::Cover { region: r, .. } => Some(*r),
        Action::Order { target, .. }
        | Action::Launch { target }
        | Action::Bomb { target }
        | Action::Sweep { target }
        | Action::NavalAttack { target } => Some(*target),
        Action::OfferTrade { region: r, .. } => Some(*r),
        Action::Rebase { to, .. }
        | Action::TradeVoyage { to, .. }
        | Action::Transport { to, .. }
        | Action::Transfer { to, .. } => Some(*to),
        Action::Voyage { unit, .. } => s.unit(*unit).map(|u| u.at),
        Action::FinishPurchase
        | Action::ChooseInitiative(_)
        | Action::OfferPeace { .. }
        | Action::EndSlot
        | Action::KeepSupply { .. }
        | Action::InterceptFirst(_)
        | Action::LossesFirst(_)
        | Action::SinkFirst(_)
        | Action::DeclareWar { .. } => None,
    }
}

/// The other region an action involves besides [`action_region`] (issue
/// 36): where an ordered or rebased unit comes from, where a merchant
/// sails or sends its goods.
#[must_use]
pub fn action_target(s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::Order { unit, .. } | Action::Rebase { unit, .. } => s.unit(*unit).map(|u| u.at),
        Action::TradeVoyage { unit, .. } | Action::Transport { unit, .. } => s.unit(*unit).map(|u| u.at),
        _ => None,
    }
}

fn country_name(c: crate::ids::CountryId) -> String {
    format!("ww.country.{}", map().countries.get(c.index()).map_or("unknown", String::as_str))
}

fn side(f: Option<Faction>) -> String {
    f.map_or_else(|| "ww.faction.neutral".to_owned(), Faction::key)
}

const fn fire_key(kind: FireKind) -> &'static str {
    match kind {
        FireKind::Interception => "ww.fire.interception",
        FireKind::Escort => "ww.fire.escort",
        FireKind::Strike => "ww.fire.strike",
        FireKind::Sweep => "ww.fire.sweep",
        FireKind::Naval => "ww.fire.naval",
        FireKind::Passing => "ww.fire.passing",
        FireKind::ZoneBattle => "ww.fire.zone_battle",
        FireKind::Bombing => "ww.fire.bombing",
    }
}

fn faces(f: &[u8]) -> String {
    f.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// The text of an event.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    let k = Text::key;
    match e {
        Event::Bought { faction, purchase } => k("ww.event.bought")
            .name("faction", faction.key())
            .name("unit", purchase.kind.key())
            .name("region", region(purchase.place)),
        Event::PurchaseFinished { faction } => k("ww.event.purchase_finished").name("faction", faction.key()),
        Event::PurchasesRevealed { purchases } => k("ww.event.purchases_revealed").plain("count", purchases.len()),
        Event::TurnBegan { turn } => {
            let (season, year) = crate::turn::calendar(*turn);
            k("ww.event.turn_began")
                .plain("turn", turn)
                .name("season", format!("ww.season.{season}"))
                .plain("year", year)
        }
        Event::Income { faction, gain } => cargo(k("ww.event.income"), *gain).name("faction", faction.key()),
        Event::PhaseBegan { phase } => k("ww.event.phase_began").name("phase", phase.key()),
        Event::InitiativeChosen { faction, .. } => k("ww.event.initiative_chosen").name("faction", faction.key()),
        Event::InitiativeRevealed { choices } => {
            let sooner: Vec<_> = choices.iter().filter(|c| c.1 == crate::ids::Timing::Sooner).collect();
            k("ww.event.initiative_revealed").plain("count", sooner.len())
        }
        Event::InitiativeRolled { faction, roll } => {
            k("ww.event.initiative_rolled").name("faction", faction.key()).plain("roll", roll)
        }
        Event::OrderSet { order } => crate::view::order_text(order),
        Event::TaskSet { unit, task } => k("ww.event.task_set")
            .name("unit", unit_kind(s, *unit))
            .name("place", unit_at(s, *unit))
            .name("task", crate::view::task_key(*task)),
        Event::SupplyPaid { unit, amount, .. } => {
            k("ww.event.supply_paid").name("unit", unit_kind(s, *unit)).plain("amount", amount)
        }
        Event::Unsupplied { unit } => {
            k("ww.event.unsupplied").name("unit", unit_kind(s, *unit)).name("place", unit_at(s, *unit))
        }
        Event::HeldBack { unit } => {
            k("ww.event.held_back").name("unit", unit_kind(s, *unit)).name("place", unit_at(s, *unit))
        }
        Event::DefenceOrdersSet { faction, orders } => k("ww.event.defence_orders")
            .name("faction", faction.key())
            .plain("supply", orders.reserve)
            .name("target", orders.intercept.key())
            .name("units", orders.losses.key())
            .name("ships", orders.sink.key()),
        Event::NeutralPaid { region: r, units } => {
            k("ww.event.neutral_paid").name("region", region(*r)).plain("count", units)
        }
        Event::UnitMoved { unit, to } => {
            k("ww.event.unit_moved").name("unit", unit_kind(s, *unit)).name("destination", region(*to))
        }
        Event::UnitLost { faction, kind, at, .. } => {
            k("ww.event.unit_lost").name("faction", faction.key()).name("unit", kind.key()).name("region", region(*at))
        }
        Event::GarrisonLost { region: r, count } => {
            k("ww.event.garrison_lost").plain("count", count).name("region", region(*r))
        }
        Event::WarDeclared { by, on } => k("ww.event.war").name("attacker", by.key()).name("defender", on.key()),
        Event::WarProclaimed { by, on } => {
            k("ww.event.war_declared").name("attacker", by.key()).name("defender", on.key())
        }
        Event::PeaceOffered { by, to } => k("ww.event.peace_offered").name("faction", by.key()).name("enemy", to.key()),
        Event::PeaceMade { a, b } => k("ww.event.peace_made").name("first", a.key()).name("second", b.key()),
        Event::NeutralHostile { faction, country } => {
            k("ww.event.neutral_hostile").name("country", country_name(*country)).name("faction", faction.key())
        }
        Event::TreatySigned { treaty } => {
            let text = match treaty.until {
                Some(last) => k("ww.event.treaty_signed_terms")
                    .plain("turns", last.saturating_sub(s.turn))
                    .name("pledge", treaty.pledge.key()),
                None => k("ww.event.treaty_signed"),
            };
            cargo(text, treaty.price)
                .name("faction", treaty.buyer.key())
                .plain("quantity", treaty.quantity)
                .name("good", good_key(treaty.good))
                .name("country", country_name(treaty.country))
        }
        Event::TreatyExpired { buyer, country } => {
            k("ww.event.treaty_expired").name("faction", buyer.key()).name("country", country_name(*country))
        }
        Event::TreatyEnded { buyer, country } => {
            k("ww.event.treaty_ended").name("faction", buyer.key()).name("country", country_name(*country))
        }
        Event::LandBattle { region: r, attacker, defender, attack, defence, attacker_won } => {
            let key = if *attacker_won { "ww.event.battle_won" } else { "ww.event.battle_lost" };
            let sum = |f: &[u8]| f.iter().map(|&x| u32::from(x)).sum::<u32>();
            k(key)
                .name("region", region(*r))
                .name("attacker", attacker.key())
                .name("defender", side(*defender))
                .plain("attack", sum(attack))
                .plain("defence", sum(defence))
        }
        Event::Fire { kind, node, by, faces: f, hits } => k(fire_key(*kind))
            .name("faction", side(*by))
            .name("region", region(*node))
            .plain("dice", faces(f))
            .plain("hits", hits),
        Event::RegionCaptured { region: r, by, from } => k("ww.event.captured")
            .name("faction", by.key())
            .name("region", region(*r))
            .name("former_owner", side(*from)),
        Event::FacilityDamaged { region: r } => k("ww.event.damaged").name("region", region(*r)),
        Event::Imported { faction, good, .. } => {
            k("ww.event.imported").name("faction", faction.key()).name("good", good_key(*good))
        }
        Event::TradeDelivered { faction, country, good, quantity, .. } => k("ww.event.trade_delivered")
            .name("faction", faction.key())
            .plain("quantity", quantity)
            .name("good", good_key(*good))
            .name("country", country_name(*country)),
        Event::ResourcesSent { from, to, cargo: c } => {
            cargo(k("ww.event.sent"), *c).name("faction", from.key()).name("destination", region(*to))
        }
        Event::ResourcesReceived { faction, cargo: c } => {
            cargo(k("ww.event.received"), *c).name("faction", faction.key())
        }
        Event::AidReceived { region: r, cargo: c } => cargo(k("ww.event.aid"), *c).name("region", region(*r)),
        Event::NeutralRaised { region: r } => k("ww.event.neutral_raised").name("region", region(*r)),
        Event::FactionEliminated { faction } => k("ww.event.eliminated").name("faction", faction.key()),
        Event::GameOver { finish } => outcome_text(finish),
    }
}

fn outcome_text(finish: &crate::state::Finish) -> Text {
    let key = match finish.reason {
        EndReason::SuddenDeath => "ww.outcome.sudden_death",
        EndReason::Points => "ww.outcome.points",
        EndReason::LastStanding => "ww.outcome.last_standing",
    };
    // `ww.winners.axis_allies`: the winners in the order of `Faction::ALL`.
    let winners = finish.winners.iter().map(|f| f.id()).collect::<Vec<_>>().join("_");
    let winners = if winners.is_empty() { "none".to_owned() } else { winners };
    let score = |i: usize| finish.scores.get(i).copied().unwrap_or(0);
    Text::key(key)
        .name("winners", format!("ww.winners.{winners}"))
        .plain("axis_points", score(0))
        .plain("ussr_points", score(1))
        .plain("allies_points", score(2))
}

/// WW-G14 — the outcome once the game is over.
#[must_use]
pub fn outcome(s: &State) -> Option<Outcome> {
    let finish = s.finish.as_ref()?;
    let mut scores = vec![0; Faction::ALL.len()];
    for (f, &points) in Faction::ALL.iter().zip(&finish.scores) {
        if let Some(slot) = scores.get_mut(f.seat().index()) {
            *slot = i64::from(points);
        }
    }
    Some(Outcome { winners: finish.winners.iter().map(|f| f.seat()).collect(), text: outcome_text(finish), scores })
}
