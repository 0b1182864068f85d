//! The worked examples of sections 4.1–4.5 that need no map, with the
//! spec's exact numbers; each test names its EX id and rules.

use crate::combat::{bombard_destroys, ceil_div, percent_total, routs, with_losses};
use crate::data::resources::{Item, Org, Resource, Stock, receive, reduce, refund, resolve};
use crate::data::tables::{Colour, Season, Weather, xp_bonus};
use crate::data::terrain::{Role, Tag, Terrain};
use crate::data::units::{Ability, Family, Kind, UnitType, template};
use crate::economy::grown;
use crate::trade::{exchange, rate};
use crate::tribal::warriors;

fn stock(list: &[(Resource, u32)]) -> Stock {
    let mut s = Stock::default();
    for &(r, n) in list {
        s.add(r, n);
    }
    s
}

/// EX-01, KK-TRADE-05/07 — 28 FUEL for GOLD at a die of 3: 9 GOLD, 27 spent, 1 kept.
#[test]
fn ex_01_port_rate_3() {
    let r = rate(3, false, 0, false);
    assert_eq!(r, 3);
    assert_eq!(exchange(28, r), (9, 27));
    assert_eq!(28 - exchange(28, r).1, 1);
}

/// EX-02, EX-03 — 10 FOOD at 6: 1 METAL, 6 spent; 2 GOLD at 5: nothing,
/// nothing spent (EX-03's transaction used up is played in `map_vectors`).
#[test]
fn ex_02_03_remainders_are_kept() {
    assert_eq!(exchange(10, rate(6, false, 0, false)), (1, 6));
    assert_eq!(exchange(2, rate(5, false, 0, false)), (0, 0));
}

/// EX-04, EX-05, KK-TRADE-09 — a caravanserai's rate is d6+2: 3 on a 1, 8 on a 6.
#[test]
fn ex_04_05_caravanserai_rates() {
    assert_eq!(rate(1, true, 0, false), 3);
    assert_eq!(rate(6, true, 0, false), 8);
}

/// EX-06…EX-09, KK-TRADE-14 — three markets take 3 off a port's rate (6 → 3,
/// 5 → 2, 1–4 → 1); two markets bring a caravanserai's 1 down to 1.
#[test]
fn ex_06_09_markets() {
    assert_eq!(rate(6, false, 3, false), 3);
    assert_eq!(rate(5, false, 3, false), 2);
    for die in 1..=4 {
        assert_eq!(rate(die, false, 3, false), 1, "die {die}");
    }
    assert_eq!(rate(1, true, 2, false), 1);
    assert_eq!(rate(6, false, 0, true), 5, "GAP-02: merchant caravans better the rate by 1");
}

/// KK-PROV-03, AMB-07, GAP-01 — each colour's resource by organisation
/// (the amounts of EX-11, EX-12 and EX-23 are paid in `map_vectors`).
#[test]
fn colours_name_their_resource() {
    assert_eq!(Colour::Yellow.item().resolve(Org::Craft), Some(Resource::Gold));
    assert_eq!(Colour::Blue.item().resolve(Org::Industrial), Some(Resource::Metal));
    assert_eq!(Colour::Brown.item().resolve(Org::Craft), Some(Resource::Wood), "the FW slot is wood for craft");
    assert_eq!(Colour::Brown.item().resolve(Org::Industrial), Some(Resource::Fuel));
    assert_eq!(Colour::Grey.item().resolve(Org::Craft), Some(Resource::Stone));
}

/// EX-14…EX-18, KK-RES-07/08, AMB-10 — growth only on what was received.
#[test]
fn ex_14_18_growth() {
    assert_eq!(grown(2, 1), 3, "EX-14");
    assert_eq!(grown(0, 1), 0, "EX-15");
    assert_eq!(grown(0, -2), 0, "EX-16: nothing lost from the stockpile");
    assert_eq!(grown(5, -2), 3, "EX-17");
    assert_eq!(grown(1, -2), 0, "EX-18: never below 0");
}

/// EX-19…EX-21, KK-RES-09/10, AMB-09 — reductions in the order GOLD, BM,
/// FW, METAL, FOOD, never below 1 in total.
#[test]
fn ex_19_21_cost_reductions() {
    let c = reduce(stock(&[(Resource::Gold, 1), (Resource::Materials, 1)]), &[], 2);
    assert_eq!(c, stock(&[(Resource::Materials, 1)]), "EX-19");
    let c = reduce(stock(&[(Resource::Gold, 2), (Resource::Metal, 2), (Resource::Food, 1)]), &[], 3);
    assert_eq!(c, stock(&[(Resource::Metal, 1), (Resource::Food, 1)]), "EX-20");
    let c = reduce(stock(&[(Resource::Gold, 1)]), &[(Resource::Gold, 1)], 0);
    assert_eq!(c, stock(&[(Resource::Gold, 1)]), "EX-21");
}

/// EX-22, KK-RES-06 — a stockpile is a plain integer.
#[test]
fn ex_22_stockpile_is_an_integer() {
    let mut s = Stock::default();
    s.add(Resource::Gold, 13);
    assert_eq!(s.get(Resource::Gold), 13);
}

/// EX-24, EX-25, KK-RES-04 — a yield of 1 BM, 1 FW as each organisation receives it.
#[test]
fn ex_24_25_plunder_by_organisation() {
    let y: &[(Item, u32)] = &[(Item::Bm, 1), (Item::Fw, 1)];
    assert_eq!(receive(y, Org::Craft), stock(&[(Resource::Stone, 1), (Resource::Wood, 1)]));
    assert_eq!(receive(y, Org::Industrial), stock(&[(Resource::Materials, 1), (Resource::Fuel, 1)]));
}

/// EX-26…EX-29, KK-REC-24 — tribal warriors by buildings (edges not counted).
#[test]
fn ex_26_29_tribal_warriors() {
    assert_eq!([0, 1, 2].map(warriors), [1, 1, 1], "EX-26");
    assert_eq!([3, 4].map(warriors), [2, 2], "EX-27");
    assert_eq!([5, 6, 9].map(warriors), [3, 3, 3], "EX-28");
    // EX-29: 2 buildings, the roads, railway and bridge are edges, not buildings.
    assert_eq!(warriors(2), 1);
}

/// AMB-08, AMB-63 — a refund is half of each resource paid, rounded up
/// (EX-34 is played through recruitment, upgrade and disbanding in
/// `map_vectors`).
#[test]
fn refunds_round_up_per_resource() {
    assert_eq!(
        refund(&stock(&[(Resource::Gold, 3), (Resource::Metal, 3), (Resource::Food, 1)])),
        stock(&[(Resource::Gold, 2), (Resource::Metal, 2), (Resource::Food, 1)])
    );
}

/// EX-38, KK-TIME-01/02 — six turns make a season: turns 1–6 spring, the 7th summer.
#[test]
fn ex_38_seasons() {
    assert!((1..=6).all(|t| Season::of_turn(t) == Season::Spring));
    assert_eq!(Season::of_turn(7), Season::Summer);
    assert_eq!(Season::of_turn(19), Season::Winter);
    assert_eq!(Season::of_turn(25), Season::Spring);
    assert_eq!(6 * 2, 12, "six turns of two weeks");
}

/// EX-39…EX-41, KK-TIME-06…08, AMB-52 — where snow falls.
#[test]
fn ex_39_41_snow() {
    let plains = Terrain { base: Tag::Plains, covers: vec![] };
    assert!(!plains.snowy(false), "EX-39: outside the line snow is rain");
    let mountains = Terrain { base: Tag::Mountains, covers: vec![] };
    assert!(mountains.snowy(false), "EX-40: mountains are always in the snow zone");
    let covered = Terrain { base: Tag::Mountains, covers: vec![Tag::Desert] };
    assert!(!covered.snowy(true), "EX-41: no snow on desert or jungle mountains");
    assert_eq!(Season::Spring.adjust(Weather::Snow, false), Weather::Rain, "GAP-04");
    assert_eq!(Season::Winter.adjust(Weather::Rain, false), Weather::Snow, "GAP-04");
}

/// EX-42, KK-TERR-07 — aircraft, airships and ships do not count toward stacking.
#[test]
fn ex_42_what_counts_for_stacking() {
    for (id, counts) in [("fighter", false), ("cog", false), ("airship", false), ("spearmen", true), ("tanks", true)] {
        assert_eq!(crate::movement::counts(Kind::of(id).expect(id)), counts, "{id}");
    }
}

/// EX-43, EX-44, KK-CMB-24 — divisions round up.
#[test]
fn ex_43_44_round_up() {
    assert_eq!(ceil_div(7, 2), 4);
    assert_eq!(ceil_div(9, 2), 5);
}

/// KK-TERR-08 — the Bedouins carry `TERR(DESERT:+2/+2)`, and the desert
/// costs anyone else 1 Strength (EX-45 is counted in a battle in
/// `map_vectors`).
#[test]
fn bedouins_carry_their_desert_bonus() {
    let t = template("bedouins").expect("bedouins");
    assert!(t.has(Ability::Desert(2, 2)));
    let desert = Terrain { base: Tag::Desert, covers: vec![] };
    assert_eq!(desert.strength(t.kind, Role::Attacker, None), -1, "anyone else loses 1");
    assert_eq!(desert.strength(t.kind, Role::Attacker, Some(Tag::Desert)), 0, "its penalty ignored");
}

/// EX-46, KK-UNIT-03 — halberdiers get +4 against cavalry.
#[test]
fn ex_46_halberdiers_against_cavalry() {
    let t = template("halberdiers").expect("halberdiers");
    assert!(t.has(Ability::Versus(Family::Cavalry, 4)));
    assert_eq!(template("light_cavalry").map(|c| c.kind.family()), Some(Family::Cavalry));
}

/// EX-48, KK-CMB-23, AMB-26 — 4 + 3 + 1 + 2 + 1 = 11; +50 % of 11 = 6; 17.
#[test]
fn ex_48_percent_after_flat() {
    assert_eq!(percent_total(4 + 3 + 1 + 2 + 1, 50), 17);
    assert_eq!(percent_total(7, -50), 4, "AMB-26: ⌈−3.5⌉ = −3");
}

/// EX-49…EX-51, KK-CMB-20, AMB-25 — Losses 2/3, Heavy Losses 1/3, rounded up.
#[test]
fn ex_49_51_losses_multipliers() {
    assert_eq!(with_losses(10, 1), 7, "EX-49");
    assert_eq!(with_losses(10, 2), 4, "EX-50");
    assert_eq!((with_losses(9, 1), with_losses(9, 2)), (6, 3), "EX-51");
}

/// EX-54…EX-56, KK-CMB-05…07, AMB-21 — rout when beaten by more than Morale
/// (EX-56's failed attack and withdrawal are fought in `map_vectors`).
#[test]
fn ex_54_56_rout() {
    assert!(routs(12, 8, 3), "EX-54: 4 > 3");
    assert!(!routs(11, 8, 3), "EX-55: 3 ≤ 3");
    assert!(!routs(9, 9, 0), "EX-56: a tie routs nobody");
}

/// EX-58, KK-XP-03, GAP-39 — +0 to +4 by level.
#[test]
fn ex_58_experience_levels() {
    let points = crate::data::tables::XP_LEVELS;
    assert_eq!(points.map(xp_bonus), [0, 1, 2, 3, 4]);
    assert_eq!(xp_bonus(1), 0);
}

/// EX-59…EX-61, KK-CMB-31/32 — a 4 on a d4 destroys a building, an 8 on a d8 a Stronghold.
#[test]
fn ex_59_61_bombardment() {
    assert!(bombard_destroys(false, 4));
    assert!((1..=3).all(|d| !bombard_destroys(false, d)));
    assert!(bombard_destroys(true, 8));
    assert!((1..=7).all(|d| !bombard_destroys(true, d)));
}

/// GAP-01 — a craft state cannot pay a cost in fuel (KK-RES-05).
#[test]
fn costs_name_what_a_state_uses() {
    assert_eq!(resolve(&[(Item::Fuel, 1)], Org::Craft), None);
    assert!(resolve(&[(Item::Fw, 1)], Org::Craft).is_some());
    assert!(UnitType::Archers.covered(), "KK-CMB-25");
}
