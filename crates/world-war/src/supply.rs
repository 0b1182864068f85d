//! Supply spending (WW-13, WW-25, WW-G5).

use crate::Ev;
use crate::event::Event;
use crate::ids::UnitId;
use crate::state::State;
use engine::board::RegionId;

/// WW-13, WW-G5 — a unit pays its Supply once per turn when it first rolls
/// or is committed to an active role; returns whether it may roll. A unit
/// that cannot be paid is passive (WW-25). Paid automatically when the stock
/// allows, so defenders never interrupt the acting player (they pay through
/// [`pay_defender`], which keeps their owner's reserve).
pub fn pay(s: &mut State, unit: UnitId, ev: &mut Ev) -> bool {
    let Some(u) = s.unit(unit) else { return false };
    if u.paid {
        return true;
    }
    let (faction, amount) = (u.faction, u.kind.supply());
    if s.faction(faction).stock.s >= amount {
        ev.emit(s, Event::SupplyPaid { unit, faction, amount });
        true
    } else {
        ev.emit(s, Event::Unsupplied { unit });
        false
    }
}

/// WW-G5 — a defender is paid like any unit, unless paying would take its
/// owner's stock below the Supply its standing orders keep: then it is
/// passive, as the owner may choose, and the reserve stays for its slot.
pub fn pay_defender(s: &mut State, unit: UnitId, ev: &mut Ev) -> bool {
    let Some(u) = s.unit(unit) else { return false };
    if u.paid {
        return true;
    }
    let fs = s.faction(u.faction);
    if fs.stock.s >= u.kind.supply() && fs.stock.s - u.kind.supply() < fs.defence.reserve {
        ev.emit(s, Event::HeldBack { unit });
        return false;
    }
    pay(s, unit, ev)
}

/// WW-25, WW-EX-13 — which of a list of costs a stock can pay, in order
/// (a unit that does not fit is skipped, later cheaper ones may still fit).
#[must_use]
pub fn affordable(stock: u32, costs: &[u32]) -> Vec<bool> {
    let mut left = stock;
    costs
        .iter()
        .map(|&c| {
            let ok = left >= c;
            if ok {
                left -= c;
            }
            ok
        })
        .collect()
}

/// WW-8, WW-G5, WW-EX-14 — a neutral region pays 1 Supply per infantry once
/// per turn in which it is attacked; returns how many garrison units roll.
pub fn pay_garrison(s: &mut State, region: RegionId, ev: &mut Ev) -> u32 {
    let Some(r) = s.region(region) else { return 0 };
    let unpaid = r.garrison.saturating_sub(r.garrison_paid);
    let units = unpaid.min(r.supply);
    if units > 0 {
        ev.emit(s, Event::NeutralPaid { region, units });
    }
    s.region(region).map_or(0, |r| r.garrison_paid)
}
