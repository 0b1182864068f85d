//! HK-85 — splitting any units off an army, with one field per kind.

use super::{RED, act, ok};
use crate::bag::Script;
use crate::ids::{StructKind, Terrain, UnitKind};
use crate::refusal::Refuse;
use crate::setup::{empty_state, place_structure, place_unit};
use crate::state::State;
use crate::{Action, HexKingdoms};
use engine::board::RegionId;
use engine::rules::Rules;
use engine::seat::SeatId;

fn open(s: &State, h: RegionId) -> bool {
    matches!(s.map().terrain(h), Terrain::Plains | Terrain::Hills)
}

/// Red's army of two spearmen and a cavalry on an open hex with open
/// neighbours, a castle far away (recruiting is not in play here).
fn army() -> (State, RegionId) {
    let mut s = empty_state(false, &["red", "blue"]);
    let m = s.map();
    let at = m.ids().find(|&h| open(&s, h) && m.adjacent(h).iter().all(|&n| open(&s, n))).expect("an open hex");
    for kind in [UnitKind::Spearmen, UnitKind::Spearmen, UnitKind::Cavalry] {
        place_unit(&mut s, RED, kind, at);
    }
    let far = m.ids().find(|&x| open(&s, x) && m.distance(x, at) >= 5).expect("far");
    place_structure(&mut s, RED, StructKind::Castle, far);
    (s, at)
}

fn leave(pairs: &[(UnitKind, u32)]) -> Vec<u32> {
    let mut out = vec![0; 7];
    for &(k, n) in pairs {
        out[k.position()] = n;
    }
    out
}

/// HK-85 — one spearman stays, the other and the cavalry move on: the
/// moving part is an army of its own, the whole army is exhausted, and
/// the split costs one action die like any manoeuvre (G-6, G-8).
#[test]
fn hk_85_any_units_may_stay_behind() {
    let (mut s, at) = army();
    let to = s.map().adjacent(at)[0];
    let dice = s.player(RED).action_dice;
    ok(&mut s, RED, Action::Split { from: at, to, leave: leave(&[(UnitKind::Spearmen, 1)]) }, &mut Script::default());
    let kinds = |h| {
        let mut k: Vec<UnitKind> = s.units_at(h).map(|(_, u)| u.kind).collect();
        k.sort_unstable();
        k
    };
    assert_eq!(kinds(at), [UnitKind::Spearmen]);
    assert_eq!(kinds(to), [UnitKind::Spearmen, UnitKind::Cavalry]);
    assert!(s.units.values().all(|u| u.exhaustion == 1), "G-8: the whole army manoeuvred");
    assert_eq!(s.player(RED).action_dice, dice - 1);
}

/// HK-85 — a split leaves some and moves some, never more of a kind than
/// the army has.
#[test]
fn hk_85_a_split_leaves_some_and_moves_some() {
    let (mut s, at) = army();
    let to = s.map().adjacent(at)[0];
    let mut sc = Script::default();
    for bad in [
        leave(&[]),
        vec![0; 8],
        leave(&[(UnitKind::Spearmen, 2), (UnitKind::Cavalry, 1)]),
        leave(&[(UnitKind::Archers, 1)]),
        leave(&[(UnitKind::Spearmen, 3)]),
    ] {
        let refused = act(&mut s, RED, &Action::Split { from: at, to, leave: bad.clone() }, &mut sc).err();
        assert_eq!(refused, Some(Refuse::BadSplit), "{bad:?}");
    }
    let stay = Action::Split { from: at, to: at, leave: leave(&[(UnitKind::Spearmen, 1)]) };
    assert_eq!(act(&mut s, RED, &stay, &mut sc).err(), Some(Refuse::BadSplit), "a split moves");
}

/// HK-85, G-6 — the part that splits off moves at its own pace: the
/// cavalry alone reaches hexes the whole army (slowed by its spearmen)
/// does not, and the choices offer them with one field per kind.
#[test]
fn hk_85_the_split_part_moves_at_its_own_pace() {
    let (s, at) = army();
    let whole = crate::movement::destinations(&s, RED, at);
    let riders = crate::movement::destinations_of(&s, RED, at, &[UnitKind::Cavalry]);
    let farther = riders.keys().copied().find(|h| !whole.contains_key(h)).expect("cavalry goes farther");
    let legal = crate::legal::legal_actions(&s, RED);
    let split = legal
        .iter()
        .find(|a| matches!(a, Action::Split { to, .. } if *to == farther))
        .expect("a split to where only the cavalry gets");
    assert_eq!(split, &Action::Split { from: at, to: farther, leave: leave(&[(UnitKind::Spearmen, 2)]) });
    let fields = HexKingdoms::action_amounts(&s, SeatId(0), split);
    let fields: Vec<(&str, u32)> = fields.iter().map(|a| (a.pointer.as_str(), a.max)).collect();
    assert_eq!(fields, [("/Split/leave/1", 2), ("/Split/leave/3", 1)]);
    let mut t = s.clone();
    let slow = Action::Split { from: at, to: farther, leave: leave(&[(UnitKind::Cavalry, 1)]) };
    assert_eq!(act(&mut t, RED, &slow, &mut Script::default()).err(), Some(Refuse::CannotReach), "spearmen are slower");
}
