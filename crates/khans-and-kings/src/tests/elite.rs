//! The Elite limit (KK-REC-09, KK-NPU-09, AMB-38, AMB-39; EX-31 is in
//! `map_vectors`): at most one non-neutral Elite unit a state, however it
//! would come — recruited, won over, returned by a deal or freed from a
//! camp (rules 4).

use super::prisoners::{camp, prisoner, refused};
use super::{bare, dice_showing, exec, exec_with, put, sub};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::units::{Availability, Kind, Template};
use crate::ids::Player::{Empire, Kingdom};
use crate::recruit::{counts_for_elite_limit, elites};
use crate::refusal::Refuse;
use crate::state::{Captive, Phase};
use engine::side::Side;

fn guard() -> Kind {
    Kind::of("royal_guard").expect("the Royal Guard")
}

/// EX-32, KK-REC-09, AMB-38 — a neutral Elite-type unit is exempt from the
/// limit. GAP-33's unit table has no such unit, so the rule the recruitment
/// applies (`counts_for_elite_limit`, called by `recruit::check_kind` and
/// `recruit::elites`) is tried on a constructed template: the Royal Guard's,
/// made neutral.
#[test]
fn ex_32_a_neutral_elite_is_exempt() {
    let royal: &Template = guard().template();
    assert!(counts_for_elite_limit(royal), "the Royal Guard (org B) counts");
    let neutral = Template { org: Availability::Neutral, ..*royal };
    assert!(!counts_for_elite_limit(&neutral), "a neutral Elite does not");
    let regional = Template { org: Availability::Regional, ..*royal };
    assert!(counts_for_elite_limit(&regional), "only neutral units are exempt");
    assert!(
        Kind::all()
            .all(|k| k.template().kind != crate::data::units::UnitType::Elite
                || k.template().org != Availability::Neutral),
        "GAP-33 has no neutral Elite: were one added, this test would recruit it"
    );
}

/// AMB-39, KK-POW-06 — a state holding its Elite unit may not try to win
/// over an enemy's: the attempt would break the limit. Without one it may.
#[test]
fn amb_39_no_win_over_beyond_the_limit() {
    let mut s = bare(Kingdom, Phase::Economy);
    let at = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "royal_guard", Kingdom, at);
    let a = Action::WinOver { prisoner: Captive::Unit(id) };
    let mut without = s.clone();
    put(&mut s, Some(Kingdom), "royal_guard", sub("s_valmont_3"), 1);
    refused(&s, Kingdom, &a, Refuse::EliteLimit, "KK-REC-09");
    exec_with(&mut without, Kingdom, &a, &mut dice_showing(&[(8, 1)])).expect("legal with no Elite of its own");
    assert_eq!(without.unit(id).map(|u| u.owner), Some(Some(Kingdom)));
    assert_eq!(elites(&without, Kingdom), 1);
}

/// AMB-39, KK-POW-04 — a prisoner deal may not send a state's Elite unit
/// home while it holds another.
#[test]
fn amb_39_no_elite_returned_beyond_the_limit() {
    let mut s = bare(Kingdom, Phase::Economy);
    let pc = camp(&mut s, "s_valmont_2", Building::PrisonerCamp);
    let id = prisoner(&mut s, Some(Empire), "royal_guard", Kingdom, pc);
    let gold = u8::try_from(crate::data::resources::Resource::Gold.index()).unwrap_or(0);
    let offer = Action::OfferPrisoners {
        to: Empire,
        release: Some(Captive::Unit(id)),
        ask: None,
        give: gold,
        give_amount: 0,
        get: gold,
        get_amount: 1,
    };
    let mut offered = s.clone();
    put(&mut s, Some(Empire), "royal_guard", sub("s_kholmgard_1"), 1);
    refused(&s, Kingdom, &offer, Refuse::EliteLimit, "KK-REC-09");
    // Offered while the Empire had none; it recruits one before answering.
    exec(&mut offered, Kingdom, &offer).expect("legal");
    put(&mut offered, Some(Empire), "royal_guard", sub("s_kholmgard_1"), 1);
    offered.slot = u32::try_from(Empire.index()).unwrap_or(0);
    refused(&offered, Empire, &Action::Accept { index: 0 }, Refuse::EliteLimit, "KK-REC-09");
}

/// AMB-39, KK-POW-09 — a camp destroyed frees the destroyer's own
/// prisoners, but not an Elite unit that would be its second: it has
/// nowhere to go and is lost.
#[test]
fn amb_39_a_freed_elite_beyond_the_limit_is_lost() {
    let mut s = bare(Kingdom, Phase::Movement);
    let at = camp(&mut s, "s_kholmgard_2", Building::PrisonerCamp);
    let guard_id = prisoner(&mut s, Some(Kingdom), "royal_guard", Empire, at);
    let spear_id = prisoner(&mut s, Some(Kingdom), "spearmen", Empire, at);
    let mut ev = crate::Ev::default();
    let mut with_one = s.clone();
    put(&mut with_one, Some(Kingdom), "royal_guard", sub("s_valmont_3"), 1);
    crate::prisoners::camp_gone(&mut with_one, at, Some(Kingdom), &mut ev);
    assert!(with_one.unit(guard_id).is_none() && with_one.prisoners.is_empty(), "the second Guard is lost");
    assert_eq!(with_one.unit(spear_id).map(|u| u.owner), Some(Some(Kingdom)), "the spearmen are freed");
    assert_eq!(elites(&with_one, Kingdom), 1);
    crate::prisoners::camp_gone(&mut s, at, Some(Kingdom), &mut ev);
    assert_eq!(s.unit(guard_id).map(|u| u.owner), Some(Some(Kingdom)), "with none, the Guard is freed");
}
