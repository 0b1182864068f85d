//! The rules that hold after every action (`Rules::invariants`), each with
//! its rule id: `sandtable soak`, `simulate` and the proptests check them
//! after every action of whole games, so a fault breaks one of them where
//! it happens rather than where a player meets it. Most read the state;
//! what an action did that the state after it no longer shows (a retreat's
//! length, who chose a withdrawal, an engagement that left the battle
//! going) is read from the notes the rules' code left (`State::trail`).

use crate::diplomacy::Relation;
use crate::ids::Player;
use crate::map::map;
use crate::state::{Ask, Note, State};
use engine::side::Side;
use engine::text::Text;

/// Every invariant broken in `s`, each said with its rule id.
#[must_use]
pub fn broken(s: &State) -> Vec<Text> {
    let mut out = Vec::new();
    elite_limit(s, &mut out);
    losses(s, &mut out);
    hostile_sides_apart(s, &mut out);
    contentment(s, &mut out);
    resources_used(s, &mut out);
    camps(s, &mut out);
    cargo(s, &mut out);
    trail(s, &mut out);
    peace_kept(s, &mut out);
    out
}

/// GAP-44 — states at peace never share a sub-province with units that
/// hold ground there (`sea::fights`). Aircraft at a base or ships in a
/// harbour may share one with an enemy's troops at war; when peace is made
/// they may stay where it found them (the diplomacy module's readings),
/// and stepping in later is the entering invariant's (`trail`).
fn peace_kept(s: &State, out: &mut Vec<Text>) {
    if s.pacts.is_empty() {
        return;
    }
    for r in map().board.ids() {
        let mut here: Vec<Player> =
            s.units_at(r).filter(|u| crate::sea::fights(u.kind, r)).filter_map(|u| u.owner).collect();
        here.sort_unstable();
        here.dedup();
        for (i, &a) in here.iter().enumerate() {
            if let Some(&b) = here[i + 1..].iter().find(|&&b| crate::diplomacy::relation(s, a, b) == Relation::Peace) {
                out.push(
                    text("peace_shared", "GAP-44")
                        .name("one", a.key())
                        .name("other", b.key())
                        .name("place", crate::names::place(r)),
                );
            }
        }
    }
}

fn text(id: &str, rule: &str) -> Text {
    Text::key(format!("kk.invariant.{id}")).plain("rule", rule)
}

/// KK-REC-09, AMB-39 — no state owns more than one Elite unit that counts
/// towards the limit.
fn elite_limit(s: &State, out: &mut Vec<Text>) {
    for p in Player::ALL {
        let n = crate::recruit::elites(s, p);
        if n > 1 {
            out.push(text("elite", "KK-REC-09").name("player", p.key()).plain("count", n));
        }
    }
}

/// GAP-28 — a unit's loss level is 0, 1 or 2 (a third level destroys it).
fn losses(s: &State, out: &mut Vec<Text>) {
    for u in s.units.iter().filter(|u| u.losses > 2) {
        out.push(text("losses", "GAP-28").name("unit", unit_key(u)).plain("level", u.losses));
    }
}

/// KK-CMB-01, GAP-44 — units of two sides hostile to each other stand in
/// one sub-province only where a battle is fought (they fight where they
/// meet; states at peace never meet).
fn hostile_sides_apart(s: &State, out: &mut Vec<Text>) {
    let battle = s.battle.as_ref().map(|b| b.at);
    let m = map();
    for r in m.board.ids().filter(|&r| Some(r) != battle) {
        let here: Vec<&crate::state::Unit> = s.units_at(r).filter(|u| crate::sea::fights(u.kind, r)).collect();
        // Independent units stand together as one side (GAP-46).
        let clash = here
            .iter()
            .find_map(|a| here.iter().find(|b| a.owner != b.owner && s.hostile(a.owner, b.owner)).map(|b| (*a, *b)));
        if let Some((a, b)) = clash {
            out.push(
                text("hostile_together", "KK-CMB-01")
                    .name("place", crate::names::place(r))
                    .name("one", crate::ids::owner_key(a.owner))
                    .name("other", crate::ids::owner_key(b.owner)),
            );
        }
    }
}

/// GAP-10 — national contentment is a level from 1 to 4.
fn contentment(s: &State, out: &mut Vec<Text>) {
    for p in Player::ALL {
        let level = s.player(p).contentment;
        if !(1..=4).contains(&level) {
            out.push(text("contentment", "GAP-10").name("player", p.key()).plain("level", level));
        }
    }
}

/// KK-RES-02, KK-RES-03 — a state holds none of a resource it does not use.
fn resources_used(s: &State, out: &mut Vec<Text>) {
    for p in Player::ALL {
        let stock = s.player(p).stock;
        for r in crate::data::resources::Resource::ALL.into_iter().filter(|r| !r.used_by(p.org())) {
            if stock.get(r) > 0 {
                out.push(
                    text("resource", "KK-RES-03")
                        .name("player", p.key())
                        .name("resource", r.key())
                        .plain("amount", stock.get(r)),
                );
            }
        }
    }
}

/// GAP-41, KK-POW-01, KK-POW-09 — every prisoner is in a camp of its
/// holder's (a camp serves its province's owner), no camp over its places.
fn camps(s: &State, out: &mut Vec<Text>) {
    let mut seen = Vec::new();
    for x in &s.prisoners {
        let place = crate::names::place(x.camp);
        if s.owner_at(x.camp) != Some(x.holder) || crate::prisoners::capacity(s.building(x.camp)) == 0 {
            out.push(text("camp_not_holders", "KK-POW-01").name("player", x.holder.key()).name("place", place));
        } else if !seen.contains(&x.camp) {
            seen.push(x.camp);
            let (held, places) = (crate::prisoners::held_at(s, x.camp), crate::prisoners::capacity(s.building(x.camp)));
            if held > places {
                out.push(text("camp_full", "GAP-41").name("place", place).plain("held", held).plain("places", places));
            }
        }
    }
}

/// GAP-28 EMBARKED, KK-NAV-04 — a unit aboard stands where its ship is, a
/// ship of its state's, which carries no more than its `CAP n`.
fn cargo(s: &State, out: &mut Vec<Text>) {
    for u in s.units.iter().filter(|u| u.aboard.is_some()) {
        let ship = u.aboard.and_then(|id| s.unit(id));
        if !ship.is_some_and(|ship| ship.at == u.at && ship.owner == u.owner) {
            out.push(
                text("aboard_astray", "GAP-28").name("unit", unit_key(u)).name("place", crate::names::place(u.at)),
            );
        }
    }
    for ship in s.units.iter().filter(|u| crate::transport::capacity(u.kind) > 0) {
        let used: u32 = crate::transport::cargo(s, ship.id).map(|c| u32::from(c.kind.template().size)).sum();
        if used > u32::from(crate::transport::capacity(ship.kind)) {
            out.push(text("overloaded", "KK-NAV-04").name("unit", unit_key(ship)));
        }
    }
}

/// What the last action did (`State::trail`): KK-CMB-10 — a battle with
/// attacking units ready never ends in a withdrawal nobody chose;
/// KK-NAV-03 — a beaten ship never retreats farther than the Speed it had
/// left (one step with none); KK-CMB-21, AMB-50 — after an engagement that
/// leaves a battle going, every state defending in it is asked whether it
/// flees.
fn trail(s: &State, out: &mut Vec<Text>) {
    for note in &s.trail.0 {
        match *note {
            Note::Withdrawn { chosen: false, ready } if ready > 0 => {
                out.push(text("withdrawn_unchosen", "KK-CMB-10").plain("ready", ready));
            }
            Note::ShipRetreat { unit, steps, left } if steps > left.max(1) => {
                let name = s.unit(unit).map_or_else(|| "kk.unit.unknown".to_owned(), unit_key);
                out.push(
                    text("ship_retreat", "KK-NAV-03").name("unit", name).plain("steps", steps).plain("left", left),
                );
            }
            Note::Entered { player, at, barred: true } => {
                out.push(
                    text("peace_entered", "GAP-44").name("player", player.key()).name("place", crate::names::place(at)),
                );
            }
            Note::BattleGoesOn => {
                for p in defending_states(s) {
                    if !s.asks.contains(&Ask::Flee(p)) {
                        out.push(text("flee_not_offered", "KK-CMB-21").name("player", p.key()));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The states with units defending in the battle (independent units never flee).
fn defending_states(s: &State) -> Vec<Player> {
    let mut states: Vec<Player> =
        crate::battle::defenders(s).into_iter().filter_map(|id| s.unit(id).and_then(|u| u.owner)).collect();
    states.sort_unstable();
    states.dedup();
    states
}

fn unit_key(u: &crate::state::Unit) -> String {
    format!("kk.unit.{}", u.kind.template().id)
}
