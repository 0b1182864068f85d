//! Tribal warriors sent home rebuild what the enemy took (KK-REC-26,
//! AMB-17).

use super::{bare, exec, province, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::Stock;
use crate::event::Event;
use crate::ids::Player::{Khanate, Kingdom};
use crate::ids::{ProvinceId, UnitId};
use crate::state::{Origin, Phase, State};
use engine::board::RegionId;

/// Altan Tala of the Khanate with a market in its second sub-province,
/// warriors of the province standing in its capital and a Kingdom raider
/// on the market, in the Kingdom's movement phase.
pub fn scene() -> (State, ProvinceId, RegionId, UnitId, UnitId) {
    let mut s = bare(Kingdom, Phase::Movement);
    let pr = province("p_altan_tala");
    let market = sub("s_altan_tala_2");
    s.subs[market.index()].building = Some(Building::Market);
    let kind = crate::data::units::Kind::of("light_cavalry").expect("light cavalry");
    let mut ev = crate::Ev::default();
    let capital = sub("s_altan_tala_1");
    let origin = Some(Origin::Tribal(pr));
    let warrior =
        crate::recruit::place_unit(&mut s, Some(Khanate), kind, capital, origin, (Stock::default(), false), &mut ev);
    let raider = put(&mut s, Some(Kingdom), "light_cavalry", market, 1)[0];
    (s, pr, market, warrior, raider)
}

/// The Khanate's recruitment and building phase after the raid, the
/// raider gone or not.
pub fn home(mut s: State, raider: UnitId, raider_gone: bool) -> State {
    if raider_gone {
        s.units.retain(|u| u.id != raider);
    }
    s.phase = Phase::Economy;
    s.slot = 0;
    s.order = vec![Khanate, Kingdom, crate::ids::Player::Empire, crate::ids::Player::Republic];
    s
}

/// KK-REC-26, AMB-17 — a market plundered while the warriors stand is
/// rebuilt, free, when one of them is disbanded in the recruitment and
/// building phase with no enemy left in the province.
#[test]
fn kk_rec_26_a_warrior_sent_home_rebuilds_the_plundered_market() {
    let (mut s, pr, market, warrior, raider) = scene();
    let events = exec(&mut s, Kingdom, &Action::Plunder { unit: raider, what: 0 }).expect("plundered");
    assert!(events.contains(&Event::Ruined { at: market, building: Building::Market }));
    assert_eq!((s.building(market), s.province(pr).ruins.clone()), (None, vec![(market, Building::Market)]));
    let mut s = home(s, raider, true);
    assert_eq!(crate::tribal::rebuilds(&s, warrior), Some((market, Building::Market)));
    let label = crate::describe::choice_label(&s, &Action::Disband { unit: warrior });
    assert_eq!(label.key, "kk.choice.disband_rebuilds", "the choice says what it rebuilds");
    let events = exec(&mut s, Khanate, &Action::Disband { unit: warrior }).expect("sent home");
    assert!(events.contains(&Event::Rebuilt { at: market, building: Building::Market }));
    assert_eq!(s.building(market), Some(Building::Market));
    assert!(s.province(pr).ruins.is_empty() && s.unit(warrior).is_none());
}

/// KK-REC-26, AMB-17 — while an enemy is still in the province it is
/// threatened: a warrior disbanded then rebuilds nothing.
#[test]
fn kk_rec_26_nothing_is_rebuilt_while_the_province_is_threatened() {
    let (mut s, _, market, warrior, raider) = scene();
    exec(&mut s, Kingdom, &Action::Plunder { unit: raider, what: 0 }).expect("plundered");
    let mut s = home(s, raider, false);
    assert_eq!(crate::tribal::rebuilds(&s, warrior), None);
    let events = exec(&mut s, Khanate, &Action::Disband { unit: warrior }).expect("disbanded");
    assert!(!events.iter().any(|e| matches!(e, Event::Rebuilt { .. })));
    assert_eq!(s.building(market), None);
}

/// KK-REC-26 — a game begun under rules 1 notes no ruins.
#[test]
fn kk_rec_26_not_under_rules_1() {
    let (mut s, pr, _, _, raider) = scene();
    s.rules = 1;
    let events = exec(&mut s, Kingdom, &Action::Plunder { unit: raider, what: 0 }).expect("plundered");
    assert!(!events.iter().any(|e| matches!(e, Event::Ruined { .. })));
    assert!(s.province(pr).ruins.is_empty());
}
