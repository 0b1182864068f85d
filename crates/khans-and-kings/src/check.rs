//! `check`: pure, never panics; an action is accepted or refused with the
//! rule that forbids it.

use crate::action::Action;
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::refusal::Refuse;
use crate::state::{GeneralAt, Phase, State};
use engine::refusal::TurnRefusal;

/// Whether `p` may take `a` now.
///
/// # Errors
/// The reason it may not.
pub fn check(s: &State, p: Player, a: &Action) -> Result<(), Refuse> {
    if s.finish.is_some() {
        return Err(Refuse::Turn(TurnRefusal::GameOver));
    }
    if s.acting() != Some(p) {
        return Err(Refuse::Turn(TurnRefusal::NotYourTurn { waiting: s.acting() }));
    }
    // Rules 4: a question asked in another state's movement phase is
    // answered before anything else (`answers`).
    if let Some(ask) = s.asks.first().copied() {
        return crate::answers::check(s, p, ask, a);
    }
    let economy = s.phase == Phase::Economy;
    // The phase an action belongs to: trade and building, or movement.
    let phase = |wanted: bool| {
        if wanted {
            Ok(())
        } else if economy {
            Err(Refuse::WrongPhase { phase: Phase::Movement })
        } else {
            Err(Refuse::WrongPhase { phase: Phase::Economy })
        }
    };
    // GAP-01: on White, the colour comes before anything else of the window.
    let must_pick = economy && s.colour.is_none() && s.player(p).white.is_none();
    if must_pick && !matches!(a, Action::PickColour(_) | Action::ChooseObjectives { .. }) {
        return Err(Refuse::PickColourFirst);
    }
    if crate::transport::names_cargo(s, a) {
        return Err(Refuse::Aboard);
    }
    match a {
        Action::PickColour(_) => {
            if must_pick {
                Ok(())
            } else {
                Err(Refuse::NoWhite)
            }
        }
        Action::Trade { at, give, amount, get } => {
            phase(economy)?;
            let (Some(give), Some(get)) = (p.resource(*give), p.resource(*get)) else { return Err(Refuse::NotUsed) };
            crate::trade::check(s, p, *at, give, *amount, get)
        }
        Action::Recruit { province, kind, count, upgrade } => {
            phase(economy)?;
            province_ok(*province)?;
            crate::recruit::check_recruit(s, p, *province, *kind, *count, *upgrade)
        }
        Action::Offer { to, give, give_amount, get, get_amount, strategic } => {
            phase(economy)?;
            crate::exchange::check_offer(s, p, *to, (*give, *give_amount), (*get, *get_amount), *strategic)
        }
        Action::Accept { index } => {
            phase(economy)?;
            crate::exchange::check_accept(s, p, *index)
        }
        Action::Propose { to, pact } => {
            phase(economy)?;
            crate::diplomacy::check_propose(s, p, *to, *pact)
        }
        Action::DeclareWar { on } => {
            phase(economy)?;
            crate::diplomacy::check_declare(s, p, *on)
        }
        Action::Decline { index } => {
            phase(economy)?;
            let o = s.offers.get(*index).ok_or(Refuse::BadInput)?;
            if o.to == p || o.from == p { Ok(()) } else { Err(Refuse::BadInput) }
        }
        Action::Reform { government, doctrine } => {
            phase(economy)?;
            crate::exchange::check_reform(s, p, *government, *doctrine)
        }
        Action::Bombard { unit, at } => {
            phase(!economy)?;
            region_ok(*at)?;
            crate::battle::check_bombard(s, p, *unit, *at)
        }
        Action::Sail { from, to, group } => {
            phase(!economy)?;
            crate::sea::check_sail(s, p, *from, *to, group).map(|_| ())
        }
        Action::LayMines { unit } => {
            phase(!economy)?;
            crate::sea::check_lay_mines(s, p, *unit)
        }
        Action::Sweep { at } => {
            phase(!economy)?;
            region_ok(*at)?;
            crate::sea::check_sweep(s, p, *at)
        }
        Action::AirStrike { unit, target } => {
            phase(!economy)?;
            crate::air::check_strike(s, p, *unit, *target)
        }
        Action::Bomb { unit, at } => {
            phase(!economy)?;
            region_ok(*at)?;
            crate::air::check_bomb(s, p, *unit, *at)
        }
        Action::Rebase { unit, to } => {
            phase(!economy)?;
            region_ok(*to)?;
            crate::air::check_rebase(s, p, *unit, *to)
        }
        Action::FieldWorks { unit, edge, what } => {
            phase(!economy)?;
            crate::build::check_field_works(s, p, *unit, *edge, *what).map(|_| ())
        }
        Action::Build { at, building } => {
            phase(economy)?;
            region_ok(*at)?;
            crate::build::check_build(s, p, *at, *building).map(|_| ())
        }
        Action::BuildEdge { edge, what } => {
            phase(economy)?;
            crate::build::check_edge(s, p, *edge, *what).map(|_| ())
        }
        Action::Upgrade { unit, upgrade } => {
            phase(economy)?;
            crate::recruit::check_upgrade(s, p, *unit, *upgrade).map(|_| ())
        }
        Action::Replenish { unit } => {
            phase(economy)?;
            crate::recruit::check_replenish(s, p, *unit).map(|_| ())
        }
        Action::Disband { unit } => {
            if s.unit(*unit).is_none_or(|u| u.owner != Some(p)) {
                return Err(Refuse::NoSuchUnits);
            }
            if s.battle.as_ref().is_some_and(|b| s.unit(*unit).is_some_and(|u| u.at == b.at)) {
                return Err(Refuse::InBattle);
            }
            if crate::transport::loaded(s, *unit) {
                return Err(Refuse::Loaded);
            }
            Ok(())
        }
        Action::Dismantle { at } => {
            phase(economy)?;
            region_ok(*at)?;
            crate::build::check_dismantle(s, p, *at).map(|_| ())
        }
        Action::RecruitGeneral => {
            phase(economy)?;
            crate::generals::check_recruit(s, p).map(|_| ())
        }
        Action::PlaceGeneral { number, at } => {
            phase(economy)?;
            region_ok(*at)?;
            crate::generals::check_place(s, p, *number, *at)
        }
        Action::WithdrawGeneral { number } => {
            phase(economy)?;
            let g = crate::generals::general(s, p, *number).ok_or(Refuse::NoSuchGeneral)?;
            if g.flagship.is_some() {
                return Err(Refuse::Aboard); // KK-GENL-22: from land only
            }
            if matches!(g.at, GeneralAt::Map(_)) && !g.moved { Ok(()) } else { Err(Refuse::NoSuchGeneral) }
        }
        Action::GrantPrivileges { province } => {
            phase(economy)?;
            province_ok(*province)?;
            crate::recruit::check_privileges(s, p, *province)
        }
        Action::CallVassals { province } => {
            phase(economy)?;
            province_ok(*province)?;
            crate::recruit::check_vassals(s, p, *province).map(|_| ())
        }
        Action::EndEconomy => {
            phase(economy)?;
            if crate::decisions::owed(s, p) { Err(Refuse::DecisionsFirst) } else { Ok(()) }
        }
        Action::Move { from, to, group } => {
            phase(!economy)?;
            crate::movement::check_move(s, p, *from, *to, group).map(|_| ())
        }
        Action::Rail { from, to, group } => {
            phase(!economy)?;
            check_rail(s, p, *from, *to, group)
        }
        Action::Logistics { from, to, group } => {
            phase(!economy)?;
            crate::logistics::check(s, p, *from, *to, group).map(|_| ())
        }
        Action::Engage { attacker, target, support } => {
            phase(!economy)?;
            crate::battle::check_engage(s, p, *attacker, *target, *support)
        }
        Action::Withdraw => {
            phase(!economy)?;
            if s.battle.as_ref().is_some_and(|b| b.attacker == Some(p)) { Ok(()) } else { Err(Refuse::NoBattle) }
        }
        Action::Fire { unit, target } => {
            phase(!economy)?;
            check_fire(s, p, *unit, *target)
        }
        Action::Stand => Err(Refuse::NotAsked),
        Action::CallTribes { .. } | Action::NoTribes { .. } => Err(Refuse::NoTribalCall),
        Action::Plunder { unit, what } => {
            phase(!economy)?;
            crate::build::check_plunder(s, p, *unit, *what)
        }
        Action::BlowUp { unit } => {
            phase(!economy)?;
            crate::build::check_blow_up(s, p, *unit)
        }
        Action::MoveGeneral { number, to } => {
            phase(!economy)?;
            region_ok(*to)?;
            crate::generals::check_move(s, p, *number, *to)
        }
        Action::Regroup { unit } => {
            phase(!economy)?;
            if s.unit(*unit).is_some_and(|u| u.owner == Some(p)) && crate::generals::regrouper(s, *unit).is_some() {
                Ok(())
            } else {
                Err(Refuse::NoRegroup)
            }
        }
        Action::EndMovement => {
            phase(!economy)?;
            if s.battle.is_some() {
                Err(Refuse::BattleFirst)
            } else if crate::decisions::owed(s, p) {
                Err(Refuse::DecisionsFirst)
            } else {
                Ok(())
            }
        }
        // GAP-50: prisoners are dealt with in the economy window, a
        // surrender during a battle (see `prisoners`).
        Action::WinOver { prisoner } => phase(economy).and_then(|()| crate::prisoners::check_win_over(s, p, *prisoner)),
        Action::Liquidate { prisoner } => {
            phase(economy).and_then(|()| crate::prisoners::check_liquidate(s, p, *prisoner))
        }
        Action::Transfer { unit, to } => {
            phase(economy)?;
            region_ok(*to)?;
            crate::prisoners::check_transfer(s, p, *unit, *to)
        }
        Action::OfferPrisoners { to, release, ask, give, give_amount, get, get_amount } => {
            phase(economy)?;
            crate::prisoner_deals::check_offer(s, p, *to, (*release, *ask), (*give, *give_amount), (*get, *get_amount))
        }
        Action::Surrender { unit } => phase(!economy).and_then(|()| crate::prisoners::check_surrender(s, p, *unit)),
        Action::DrawDecision { deck } => crate::decisions::check_draw(s, p, *deck),
        Action::ReturnDecision { slot } => crate::decisions::check_return(s, p, *slot),
        Action::PlayDecision { card, on } => crate::decisions::check_play(s, p, *card, *on),
        Action::ChooseObjectives { set } => {
            crate::objectives::check_choose(s, p, *set)?;
            phase(economy)
        }
        Action::Embark { from, to, group } => {
            phase(!economy)?;
            crate::transport::check_embark(s, p, *from, *to, group).map(|_| ())
        }
        Action::Disembark { from, to, group } => {
            phase(!economy)?;
            crate::transport::check_disembark(s, p, *from, *to, group).map(|_| ())
        }
        Action::BoardShip { number, ship } => {
            phase(!economy).and_then(|()| crate::admirals::check_board(s, p, *number, *ship))
        }
        Action::GoAshore { number, to } => {
            phase(!economy).and_then(|()| crate::admirals::check_ashore(s, p, *number, *to))
        }
        Action::CallLevy { province, kind, at } => {
            phase(!economy)?;
            province_ok(*province)?;
            region_ok(*at)?;
            crate::levy::check_call(s, p, *province, *kind, *at)
        }
    }
}

fn province_ok(p: ProvinceId) -> Result<(), Refuse> {
    if p.index() < map().provinces.len() { Ok(()) } else { Err(Refuse::BadInput) }
}

fn region_ok(r: engine::board::RegionId) -> Result<(), Refuse> {
    if r.index() < map().subs.len() { Ok(()) } else { Err(Refuse::BadInput) }
}

/// KK-BLD-10, KK-BLD-11, AMB-15 — a rail journey: the units have not moved
/// this phase, stand on the tracks, and `to` is within six rail edges.
///
/// # Errors
/// The rule it breaks.
pub fn check_rail(
    s: &State,
    p: Player,
    from: engine::board::RegionId,
    to: engine::board::RegionId,
    group: &crate::action::Group,
) -> Result<(), Refuse> {
    region_ok(from)?;
    region_ok(to)?;
    if s.battle.is_some() {
        return Err(Refuse::BattleFirst);
    }
    if group.iter().any(|(kind, n)| *n > 0 && crate::river::is_river_ship(*kind)) {
        return Err(Refuse::RiverOnly); // GAP-26: gunboats keep to the rivers
    }
    if !crate::movement::rail_reach(s, p, from).contains(&to) {
        return Err(Refuse::NoRail);
    }
    // KK-BLD-11: units able to move but that have stepped already are
    // refused by the railway's own rule, not as units that cannot move.
    let ids =
        crate::movement::pick(s, p, from, group, |u| !u.moved && !u.fresh && !u.routed && u.mp > 0).map_err(|why| {
            let walked = crate::movement::pick(s, p, from, group, |u| !u.fresh && !u.routed && (u.mp > 0 || u.moved));
            if walked.is_ok() { Refuse::WalkedFirst } else { why }
        })?;
    let fit = ids.iter().filter(|&&id| s.unit(id).is_some_and(|u| crate::movement::counts(u.kind))).count();
    if usize::from(crate::movement::room(s, to, Some(p))) < fit {
        return Err(crate::movement::no_room(s, to, p));
    }
    if ids.iter().any(|&id| s.unit(id).is_some_and(|u| !crate::movement::may_enter(u.kind, to))) {
        return Err(Refuse::Barred);
    }
    Ok(())
}

/// KK-CMB-28, AMB-28 — fire: a unit with range, not routed, not acted, at
/// a hostile unit within range; not from a battle.
///
/// # Errors
/// The rule it breaks.
pub fn check_fire(s: &State, p: Player, unit: crate::ids::UnitId, target: crate::ids::UnitId) -> Result<(), Refuse> {
    let u = s.unit(unit).filter(|u| u.owner == Some(p)).ok_or(Refuse::NoSuchUnits)?;
    if u.routed || u.acted || u.fresh {
        return Err(Refuse::NotReady);
    }
    if s.battle.is_some() {
        return Err(Refuse::BattleFirst);
    }
    if crate::battle::targets_in_range(s, u).contains(&target) {
        Ok(())
    } else {
        Err(Refuse::OutOfRange { range: u.kind.template().range() })
    }
}
