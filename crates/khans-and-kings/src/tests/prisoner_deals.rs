//! Prisoners dealt with third states by a Merchant Republic (KK-POW-04,
//! GAP-06): handed over into the buyer's camp, or asked for from their
//! holder; refused where neither side is a Merchant Republic, and under
//! rules 1.

use super::prisoners::{camp, prisoner, refused};
use super::{bare, exec};
use crate::action::Action;
use crate::data::buildings::Building;
use crate::data::resources::Resource;
use crate::ids::Player::{self, Empire, Khanate, Kingdom, Republic};
use crate::refusal::Refuse;
use crate::state::{Captive, Phase, State};
use engine::side::Side;

/// An offer from the acting state to `to`: `release` handed over, `ask`
/// asked for, `get` gold asked along.
fn offer(to: Player, release: Option<Captive>, ask: Option<Captive>, get: u32) -> Action {
    let gold = u8::try_from(Resource::Gold.index()).unwrap_or(0);
    Action::OfferPrisoners { to, release, ask, give: gold, give_amount: 0, get: gold, get_amount: get }
}

/// The Republic (a Merchant Republic) in its economy window, with a camp
/// in Serenza, and the Empire with a camp in Kholmgard.
fn scene() -> State {
    let mut s = bare(Republic, Phase::Economy);
    camp(&mut s, "s_serenza_3", Building::PrisonerCamp);
    camp(&mut s, "s_kholmgard_2", Building::PrisonerCamp);
    s
}

fn accept_as(s: &mut State, p: Player) {
    s.slot = u32::try_from(p.index()).unwrap_or(0);
    exec(s, p, &Action::Accept { index: 0 }).expect("accepted");
}

/// KK-POW-04, GAP-06 — the Republic sells a Kingdom prisoner to the Empire
/// for 3 gold: it goes into the Empire's camp, the Empire's prisoner now.
#[test]
fn gap_06_a_merchant_republic_sells_a_prisoner_to_a_third_state() {
    let mut s = scene();
    let serenza = super::sub("s_serenza_3");
    let id = prisoner(&mut s, Some(Kingdom), "riflemen", Republic, serenza);
    exec(&mut s, Republic, &offer(Empire, Some(Captive::Unit(id)), None, 3)).expect("offered");
    let (empire_gold, republic_gold) =
        (s.player(Empire).stock.get(Resource::Gold), s.player(Republic).stock.get(Resource::Gold));
    accept_as(&mut s, Empire);
    let x = crate::prisoners::prisoner(&s, id).expect("still a prisoner");
    assert_eq!((x.holder, x.camp, x.unit.owner), (Empire, super::sub("s_kholmgard_2"), Some(Kingdom)));
    assert_eq!(s.player(Empire).stock.get(Resource::Gold), empire_gold - 3);
    assert_eq!(s.player(Republic).stock.get(Resource::Gold), republic_gold + 3);
}

/// KK-POW-04, GAP-06 — the Republic asks the Empire for a Khanate prisoner
/// it holds; accepted, it comes into the Republic's camp.
#[test]
fn gap_06_a_merchant_republic_asks_a_third_states_prisoner() {
    let mut s = scene();
    let kholmgard = super::sub("s_kholmgard_2");
    let id = prisoner(&mut s, Some(Khanate), "light_cavalry", Empire, kholmgard);
    let ask = offer(Empire, None, Some(Captive::Unit(id)), 0);
    assert!(crate::legal::legal_actions(&s, Republic).contains(&ask), "offered among the choices");
    exec(&mut s, Republic, &ask).expect("offered");
    accept_as(&mut s, Empire);
    let x = crate::prisoners::prisoner(&s, id).expect("still a prisoner");
    assert_eq!((x.holder, x.camp), (Republic, super::sub("s_serenza_3")));
}

/// KK-POW-04, GAP-06 — where neither side is a Merchant Republic, or the
/// buyer has no camp with room, or the game is played under rules 1, no
/// prisoner of a third state is dealt.
#[test]
fn kk_pow_04_third_states_only_with_a_merchant_republic_a_camp_and_rules_2() {
    let mut s = scene();
    let serenza = super::sub("s_serenza_3");
    let kholmgard = super::sub("s_kholmgard_2");
    let kingdoms = prisoner(&mut s, Some(Kingdom), "riflemen", Empire, kholmgard);
    let mut empire = s.clone();
    empire.slot = u32::try_from(Empire.index()).unwrap_or(0);
    refused(&empire, Empire, &offer(Khanate, Some(Captive::Unit(kingdoms)), None, 0), Refuse::NotTheirs, "KK-POW-04");
    let ours = prisoner(&mut s, Some(Kingdom), "riflemen", Republic, serenza);
    let mut no_camp = s.clone();
    no_camp.subs[kholmgard.index()].building = None;
    refused(&no_camp, Republic, &offer(Empire, Some(Captive::Unit(ours)), None, 0), Refuse::NotTheirs, "KK-POW-04");
    let mut rules_1 = s.clone();
    rules_1.rules = 1;
    refused(&rules_1, Republic, &offer(Empire, Some(Captive::Unit(ours)), None, 0), Refuse::NotTheirs, "KK-POW-04");
}

/// KK-POW-04, GAP-06 — the computer's Merchant Republic, its camps full,
/// offers a prisoner already tried to a third state with room for a gold
/// before it liquidates one; the computer's Empire takes it.
#[test]
fn gap_06_the_computer_sells_a_prisoner_before_it_liquidates() {
    let mut s = scene();
    let serenza = super::sub("s_serenza_3");
    for _ in 0..4 {
        prisoner(&mut s, Some(Kingdom), "riflemen", Republic, serenza);
    }
    s.prisoners.iter_mut().for_each(|x| x.tried = true);
    // No Decision card to play first.
    s.players.iter_mut().for_each(|p| p.hand.clear());
    assert_eq!(crate::prisoners::space(&s, Republic).0, 0, "its camps are full");
    let first = s.prisoners[0].unit.id;
    let sale = offer(Empire, Some(Captive::Unit(first)), None, 1);
    let computer = |s: &State, p| crate::ai::computer_action(s, p, &mut engine::dice::Dice::from_seed("ai"));
    assert_eq!(computer(&s, Republic), Some(sale.clone()), "to the Empire, the one third state with a camp");
    exec(&mut s, Republic, &sale).expect("offered");
    s.slot = u32::try_from(Empire.index()).unwrap_or(0);
    assert_eq!(computer(&s, Empire), Some(Action::Accept { index: 0 }));
}
