//! DC-CAPT-1…7 — the capture of a land, with its points, morale, loot, the
//! Tatar helper's share and the Cossack bonus.

use crate::army::ArmyId;
use crate::nation::Nation;
use crate::report::{Lines, land_key};
use crate::state::{MoraleChange, State};
use engine::board::RegionId;
use engine::side::Side;
use engine::text::Text;

/// DC-CAPT-3 — points for a capture.
pub const CAPTURE_POINTS: i64 = 10;
/// DC-CAPT-4 — points for a Tatar ally present at a capture.
pub const TATAR_HELPER_POINTS: i64 = 25;
/// DC-COS-2 — PS a capturing Cossack army gains.
pub const COSSACK_CAPTURE_PS: u32 = 50;

fn morale(s: &mut State, n: Nation, change: i32, rule: &str) {
    s.nation_mut(n).morale_log.push(MoraleChange { change, rule: rule.to_owned() });
}

/// DC-CAPT-1, AMB-22 — the army that captures `land` now, if any: the
/// defenders total 0 and a hostile non-Tatar army that stormed (`stormers`)
/// or besieges is there; the strongest of them.
#[must_use]
pub fn capturer(s: &State, land: RegionId, stormers: &[ArmyId]) -> Option<ArmyId> {
    if s.defenders(land) > 0 {
        return None;
    }
    let owner = s.land(land).owner;
    s.armies_in(land)
        .filter(|(id, a)| {
            id.nation() != Nation::Tat
                && s.hostile(id.nation(), owner)
                && !a.in_fortress
                && (a.besieging || stormers.contains(id))
        })
        .max_by_key(|(id, a)| (a.strength, std::cmp::Reverse(*id)))
        .map(|(id, _)| id)
}

/// DC-CAPT-2…5 — `army` captures `land`.
pub fn capture(s: &mut State, land: RegionId, army: ArmyId, lines: &mut Lines) {
    let nation = army.nation();
    let previous = s.land(land).owner;
    {
        let l = s.land_mut(land);
        l.owner = nation;
        l.siege = None;
        l.garrison = 0;
    }
    let ids: Vec<ArmyId> = s.armies_in(land).map(|(id, _)| id).collect();
    for id in &ids {
        if let Some(a) = s.armies.get_mut(id) {
            a.besieging = false;
        }
    }
    s.captured.push((land, previous));
    s.nation_mut(nation).points += CAPTURE_POINTS;
    s.nation_mut(nation).earned += nation.loot();
    morale(s, nation, 10, "DC-MOR-5");
    morale(s, previous, -10, "DC-MOR-5");
    lines.add(
        "DC-CAPT-3",
        Text::key("dc.report.capture")
            .name("nation", nation.key())
            .name("land", land_key(land))
            .name("previous", previous.key())
            .plain("loot", nation.loot()),
    );
    // DC-CAPT-4 — once per capture, however many chambuls.
    if nation != Nation::Tat && ids.iter().any(|id| id.nation() == Nation::Tat && s.allied(Nation::Tat, nation)) {
        let tat = Nation::Tat;
        s.nation_mut(tat).points += TATAR_HELPER_POINTS;
        s.nation_mut(tat).earned += 10;
        morale(s, tat, 10, "DC-CAPT-4");
        lines.add("DC-CAPT-4", Text::key("dc.report.tatar_helper").name("land", land_key(land)));
    }
    // DC-CAPT-5.
    if nation == Nation::Cos
        && let Some(a) = s.armies.get_mut(&army)
    {
        a.strength += COSSACK_CAPTURE_PS;
        lines.add("DC-CAPT-5", Text::key("dc.report.cossack_capture").text("unit", Text::key(army.key())));
    }
}
