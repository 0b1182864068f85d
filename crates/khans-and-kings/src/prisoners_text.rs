//! The texts of prisoners and camps (KK-POW): actions, events, the map's
//! counters and the panel's rows.

use crate::action::Action;
use crate::event::Event;
use crate::ids::{UnitId, owner_key};
use crate::names::place;
use crate::state::{Captive, State};
use engine::board::RegionId;
use engine::rules::Counter;
use engine::side::Side;
use engine::text::Text;

fn k(key: &str) -> Text {
    Text::key(key)
}

/// A prisoner named: its kind and state, or a general.
#[must_use]
pub fn captive(s: &State, c: Captive) -> Text {
    match c {
        Captive::Unit(id) => unit(s, id),
        Captive::General(q, n) => Text::key(format!("kk.general.{}_{n}", q.id())),
    }
}

fn unit(s: &State, id: UnitId) -> Text {
    let u = crate::prisoners::prisoner(s, id).map(|x| &x.unit).or_else(|| s.unit(id));
    u.map_or_else(
        || k("kk.unit.unknown"),
        |u| {
            k("kk.value.prisoner")
                .name("unit", format!("kk.unit.{}", u.kind.template().id))
                .name("owner", owner_key(u.owner))
        },
    )
}

fn maybe(s: &State, c: Option<Captive>) -> Text {
    c.map_or_else(|| k("kk.value.nothing"), |c| captive(s, c))
}

fn resource(i: u8) -> String {
    crate::exchange::resource(i).map_or_else(|| "kk.resource.unknown".to_owned(), crate::data::resources::Resource::key)
}

/// An action's text, for the prisoner actions.
#[must_use]
pub fn action(s: &State, a: &Action) -> Text {
    match a {
        Action::WinOver { prisoner } => k("kk.action.win_over").text("prisoner", captive(s, *prisoner)),
        Action::Liquidate { prisoner } => k("kk.action.liquidate").text("prisoner", captive(s, *prisoner)),
        Action::Transfer { unit: id, to } => {
            k("kk.action.transfer").text("prisoner", unit(s, *id)).name("place", place(*to))
        }
        Action::OfferPrisoners { to, release, ask, give, give_amount, get, get_amount } => {
            k("kk.action.offer_prisoners")
                .name("to", to.key())
                .text("release", maybe(s, *release))
                .text("ask", maybe(s, *ask))
                .plain("give_amount", give_amount)
                .name("give", resource(*give))
                .plain("get_amount", get_amount)
                .name("get", resource(*get))
        }
        Action::Surrender { unit: id } => k("kk.action.surrender").text("prisoner", unit(s, *id)),
        _ => k("kk.value.nothing"),
    }
}

/// Where a prisoner action happens on the map.
#[must_use]
pub fn action_region(s: &State, a: &Action) -> Option<RegionId> {
    match a {
        Action::WinOver { prisoner: Captive::Unit(id) } | Action::Liquidate { prisoner: Captive::Unit(id) } => {
            crate::prisoners::prisoner(s, *id).map(|x| x.camp)
        }
        Action::Transfer { to, .. } => Some(*to),
        Action::Surrender { .. } => s.battle.as_ref().map(|b| b.at),
        _ => None,
    }
}

/// The prisoners an offer returns and asks back, added to its text.
#[must_use]
pub fn offer(s: &State, o: &crate::state::Offer, t: Text) -> Text {
    if o.release.is_none() && o.ask.is_none() {
        return t;
    }
    k("kk.value.offer_prisoners").text("offer", t).text("release", maybe(s, o.release)).text("ask", maybe(s, o.ask))
}

/// An event's text, for the prisoner events.
#[must_use]
pub fn event(s: &State, e: &Event) -> Text {
    match e {
        Event::Captured { unit: id, by, camp, surrendered } => {
            k(if *surrendered { "kk.event.surrendered" } else { "kk.event.captured" })
                .text("prisoner", unit(s, *id))
                .name("player", by.key())
                .name("place", place(*camp))
        }
        Event::WinOverRolled { prisoner, die, joined } => {
            k(if *joined { "kk.event.won_over" } else { "kk.event.not_won_over" })
                .text("prisoner", captive(s, *prisoner))
                .plain("die", die)
        }
        Event::PrisonerFreed { unit: id, owner, at } => k("kk.event.prisoner_freed")
            .text("prisoner", unit(s, *id))
            .name("player", owner.key())
            .name("place", place(*at)),
        Event::PrisonerLost { unit: id, liquidated } => {
            k(if *liquidated { "kk.event.liquidated" } else { "kk.event.prisoner_lost" }).text("prisoner", unit(s, *id))
        }
        Event::PrisonerMoved { unit: id, holder, camp, .. } => k("kk.event.prisoner_moved")
            .text("prisoner", unit(s, *id))
            .name("player", holder.key())
            .name("place", place(*camp)),
        Event::GeneralWonOver { player, number, by, .. } => k("kk.event.general_won_over")
            .name("general", format!("kk.general.{}_{number}", player.id()))
            .name("player", by.key()),
        _ => k("kk.value.nothing"),
    }
}

/// KK-POW-01 — the prisoners held at `r`, one counter per kind and state.
#[must_use]
pub fn counters(s: &State, r: RegionId) -> Vec<Counter> {
    let mut out: Vec<(crate::ids::Owner, crate::data::units::Kind, u32)> = Vec::new();
    for x in s.prisoners.iter().filter(|x| x.camp == r) {
        match out.iter_mut().find(|c| c.0 == x.unit.owner && c.1 == x.unit.kind) {
            Some(c) => c.2 += 1,
            None => out.push((x.unit.owner, x.unit.kind, 1)),
        }
    }
    let holder = s.owner_at(r);
    out.into_iter()
        .map(|(owner, kind, count)| Counter {
            owner: owner.map_or("independent", crate::ids::Player::id).to_owned(),
            label: k("kk.counter.prisoner"),
            count,
            title: k("kk.counter.prisoner_title")
                .plain("count", count)
                .name("unit", format!("kk.unit.{}", kind.template().id))
                .name("owner", owner_key(owner))
                .name("player", owner_key(holder)),
        })
        .collect()
}

/// GAP-41 — the panel's row: prisoners held and camp places.
#[must_use]
pub fn panel_row(s: &State, p: crate::ids::Player) -> (Text, Text) {
    let (free, places) = crate::prisoners::space(s, p);
    let held = s.prisoners.iter().filter(|x| x.holder == p).count();
    (
        k("kk.panel.prisoners"),
        k("kk.panel.prisoners_value").plain("held", held).plain("free", free).plain("places", places),
    )
}

/// The fields of a prisoner offer: the resources given and asked along.
#[must_use]
pub fn amounts(s: &State, p: crate::ids::Player) -> Vec<engine::rules::Amount> {
    use crate::data::resources::Resource;
    use engine::rules::Amount;
    let names: Vec<Text> = Resource::ALL.iter().map(|r| Text::key(r.key())).collect();
    let most = Resource::ALL.iter().map(|r| s.player(p).stock.get(*r)).max().unwrap_or(0).max(1);
    vec![
        Amount::pick("/OfferPrisoners/give", k("kk.amount.give"), names.clone()),
        Amount::new("/OfferPrisoners/give_amount", k("kk.amount.offer"), 0, most),
        Amount::pick("/OfferPrisoners/get", k("kk.amount.get"), names),
        Amount::new("/OfferPrisoners/get_amount", k("kk.amount.ask"), 0, 99),
    ]
}

/// KK-POW-01, GAP-41 — a camp's section of its sub-province's panel: its
/// places, and each prisoner with its state, holder and whether it was tried.
#[must_use]
pub fn region_section(s: &State, r: RegionId) -> Option<engine::rules::PanelSection> {
    let capacity = crate::prisoners::capacity(s.building(r));
    if capacity == 0 {
        return None;
    }
    let mut rows = vec![(
        k("kk.panel.camp"),
        k("kk.panel.camp_value").plain("held", crate::prisoners::held_at(s, r)).plain("capacity", capacity),
    )];
    rows.extend(s.prisoners.iter().filter(|x| x.camp == r).map(|x| {
        (
            Text::key(format!("kk.unit.{}", x.unit.kind.template().id)),
            k("kk.panel.prisoner_value")
                .name("owner", owner_key(x.unit.owner))
                .name("player", x.holder.key())
                .name("tried", if x.tried { "kk.panel.yes" } else { "kk.panel.no" }),
        )
    }));
    Some(engine::rules::PanelSection { title: k("kk.panel.prisoners"), rows })
}
