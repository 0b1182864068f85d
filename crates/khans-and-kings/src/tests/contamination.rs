//! Chemical weapons and contaminated ground (KK-CMB-33…37, AMB-29) and the
//! worked examples EX-62 and EX-63.

use super::{bare, dice_showing, exec, exec_with, put, sub};
use crate::action::Action;
use crate::contamination::{contaminated, weather};
use crate::data::tables::Weather;
use crate::data::terrain::Role;
use crate::data::upgrades::Upgrade;
use crate::event::Event;
use crate::ids::Player;
use crate::state::{Phase, State};
use engine::board::RegionId;
use engine::dice::Dice;

fn lay(s: &mut State, at: RegionId, turn: u32) {
    s.subs[at.index()].contaminated = Some(turn);
}

/// EX-62, KK-CMB-34, KK-TERR-15 — contaminated ground: Losses, −1
/// defending, −1 Speed; the terrain's own modifiers stay.
#[test]
fn ex_62_kk_cmb_34_losses_weaker_defence_slower_start() {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    // Light cavalry (Speed 3), so that −1 shows (a Speed-1 unit keeps its 1).
    let unit = put(&mut s, Some(Player::Kingdom), "light_cavalry", at, 1)[0];
    let before = crate::movement::speed(&s, s.unit(unit).expect("unit"));
    assert_eq!(before, 3);
    let clean = crate::combat::count(
        &s,
        s.unit(unit).expect("unit"),
        2,
        Role::Defender,
        at,
        None,
        crate::combat::Crossing::Dry,
    );
    lay(&mut s, at, 1);
    let u = s.unit(unit).expect("unit");
    assert_eq!(crate::movement::speed(&s, u), 2, "Speed −1");
    let dirty = crate::combat::count(&s, u, 2, Role::Defender, at, None, crate::combat::Crossing::Dry);
    assert_eq!(dirty.total, clean.total - 1, "−1 Strength defending");
    assert!(dirty.parts.iter().any(|(k, n)| k == "contaminated" && *n == -1));
    let terrain =
        |c: &crate::event::Count| c.parts.iter().filter(|(k, _)| k != "contaminated").cloned().collect::<Vec<_>>();
    assert_eq!(terrain(&dirty), terrain(&clean), "KK-TERR-15: the terrain's parts kept");
    let events = exec(&mut s, Player::Kingdom, &Action::EndMovement).expect("the phase ends");
    assert!(events.iter().any(|e| matches!(e, Event::Poisoned { unit: u } if *u == unit)));
    assert_eq!(s.unit(unit).map(|u| u.losses), Some(1), "Losses at the end of the movement phase");
}

#[test]
fn kk_cmb_34_amb_29_entering_costs_a_point_more() {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    let (from, to) = (sub("s_valmont_2"), sub("s_valmont_1"));
    let plain = crate::movement::step_cost(&s, from, to);
    lay(&mut s, to, 1);
    assert_eq!(crate::movement::step_cost(&s, from, to), plain + 2, "one point, in half points");
}

#[test]
fn ex_63_kk_cmb_36_37_rain_washes_it_away_only_from_the_next_turn() {
    let mut s = bare(Player::Kingdom, Phase::Movement);
    let at = sub("s_valmont_2");
    s.turn = 5;
    lay(&mut s, at, 5);
    s.weather = Weather::Rain;
    let mut ev = crate::Ev::default();
    weather(&mut s, &mut Dice::from_seed("rain"), &mut ev);
    assert!(contaminated(&s, at), "laid this turn: it lasts the turn (KK-CMB-37)");
    s.turn = 6;
    weather(&mut s, &mut Dice::from_seed("rain"), &mut ev);
    assert!(!contaminated(&s, at), "rain of the next turn washes it away");
    // Clear weather keeps it; wind carries it to a neighbour.
    lay(&mut s, at, 5);
    s.weather = Weather::Clear;
    weather(&mut s, &mut Dice::from_seed("clear"), &mut ev);
    assert!(contaminated(&s, at));
    s.weather = Weather::Wind;
    weather(&mut s, &mut dice_showing(&[]), &mut ev);
    assert!(!contaminated(&s, at));
    let to = crate::map::map().land_neighbours(at).find(|&r| contaminated(&s, r));
    assert!(to.is_some(), "the wind carried it next door");
}

#[test]
fn kk_cmb_33_amb_29_chemical_bombs_contaminate_unless_turned_back() {
    for (faces, laid) in [(vec![(8, 1)], true), (vec![(8, 8)], true)] {
        let (mut s, bomber, _, at) = super::air::scene("bomber");
        s.units.iter_mut().filter(|u| u.id == bomber).for_each(|u| u.upgrades.push(Upgrade::ChemicalWeapons));
        exec_with(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }, &mut dice_showing(&faces))
            .expect("a raid");
        assert_eq!(contaminated(&s, at), laid, "hit or miss, the ground is contaminated");
    }
    // Turned back by a gun's 6: no marker.
    let (mut s, bomber, _, at) = super::air::scene("bomber");
    s.units.iter_mut().filter(|u| u.id == bomber).for_each(|u| u.upgrades.push(Upgrade::ChemicalWeapons));
    put(&mut s, Some(Player::Kingdom), "aa_artillery", at, 1);
    let mut dice = dice_showing(&[(4, 1), (4, 4), (6, 6)]);
    exec_with(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }, &mut dice).expect("a raid");
    assert!(!contaminated(&s, at), "KK-AIR-06: the mission never arrived");
    // Without chemical weapons, none.
    let (mut s, bomber, _, at) = super::air::scene("bomber");
    exec(&mut s, Player::Republic, &Action::Bomb { unit: bomber, at }).expect("a raid");
    assert!(!contaminated(&s, at));
}
