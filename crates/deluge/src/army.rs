//! DC-ARMY-1…6, GAP-3, GAP-5 — the armies: who they belong to, their
//! starting strength and place, which may split off which, and which
//! event brings the others.

use crate::nation::Nation;
use serde::{Deserialize, Serialize};

/// An army, by its row in [`ARMIES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ArmyId(pub u8);

/// When an army comes into play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arrival {
    /// On the map from the start, in this land (GAP-3).
    Start(&'static str),
    /// Split off this parent (DC-ARMY-2).
    SplitFrom(ArmyId),
    /// Brought by a campaign event, at this land (GAP-5).
    Event(CampaignEvent, &'static str),
}

/// GAP-5 — the four named events of the campaign.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CampaignEvent {
    /// Prussia joins the war (Treaty of Königsberg, January 1656).
    PrussiaJoinsWar,
    /// The Wrath of the Tsar (Muscovy declares war on Sweden, May 1656).
    WrathOfTheTsar,
    /// The Treaty of Radnot (December 1656).
    TreatyOfRadnot,
    /// Jihad.
    Jihad,
}

impl CampaignEvent {
    /// Every event.
    pub const ALL: [Self; 4] = [Self::PrussiaJoinsWar, Self::WrathOfTheTsar, Self::TreatyOfRadnot, Self::Jihad];

    /// The catalog key of its name.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::PrussiaJoinsWar => "dc.event.prussia",
            Self::WrathOfTheTsar => "dc.event.tsar",
            Self::TreatyOfRadnot => "dc.event.radnot",
            Self::Jihad => "dc.event.jihad",
        }
    }
}

/// One row of DC-ARMY-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArmyDef {
    /// Stable id, e.g. `RON_CROWN_1` (also its catalog key suffix).
    pub code: &'static str,
    /// Its nation (AMB-1, DC-ARMY-5).
    pub nation: Nation,
    /// Starting strength (0 for split-off slots).
    pub strength: u32,
    /// How it comes into play.
    pub arrival: Arrival,
}

const fn def(code: &'static str, nation: Nation, strength: u32, arrival: Arrival) -> ArmyDef {
    ArmyDef { code, nation, strength, arrival }
}

use Arrival::{Event, SplitFrom, Start};
use CampaignEvent::{Jihad, PrussiaJoinsWar, TreatyOfRadnot, WrathOfTheTsar};
use Nation::{Cos, Lit, Mos, Ron, Swe, Tat, Tur};

/// DC-ARMY-1 (with the split-off slots of DC-ARMY-2 and the places of
/// GAP-3 and GAP-5). The Nogai chambul keeps its 10 PS as written (AMB-2).
pub const ARMIES: [ArmyDef; 27] = [
    def("RON_CROWN_1", Ron, 300, Start("masovia")),
    def("RON_CROWN_2", Ron, 100, Start("poznan")),
    def("RON_UKRAINE_1", Ron, 400, Start("podolia")),
    def("RON_UKRAINE_2", Ron, 0, SplitFrom(ArmyId(2))),
    def("SWE_ROYAL_1", Swe, 490, Start("west_pomerania")),
    def("SWE_ROYAL_2", Swe, 0, SplitFrom(ArmyId(4))),
    def("SWE_ROYAL_3", Swe, 0, SplitFrom(ArmyId(4))),
    def("SWE_LIVONIA_1", Swe, 200, Start("swedish_livonia")),
    def("SWE_LIVONIA_2", Swe, 0, SplitFrom(ArmyId(7))),
    def("SWE_TRANSYLVANIA", Swe, 200, Event(TreatyOfRadnot, "ruthenian")),
    def("SWE_PRUSSIA", Swe, 150, Event(PrussiaJoinsWar, "ducal_prussia")),
    def("MOS_MAIN", Mos, 700, Start("smolensk")),
    def("MOS_LIVONIA", Mos, 300, Start("pskov")),
    def("MOS_SOUTH", Mos, 200, Start("kursk")),
    def("MOS_RESERVE", Mos, 500, Event(WrathOfTheTsar, "moscow")),
    def("TAT_BEY", Tat, 200, Start("crimea")),
    def("TAT_NUREDDIN", Tat, 100, Start("crimea")),
    def("TAT_NOGAI", Tat, 10, Start("crimea")),
    def("TUR_MAIN", Tur, 1000, Start("budjak")),
    def("TUR_NORTH", Tur, 600, Start("moldavia")),
    def("TUR_RESERVE", Tur, 500, Event(Jihad, "budjak")),
    def("COS_MAIN", Cos, 400, Start("kiev")),
    def("COS_COVER", Cos, 150, Start("braclaw")),
    def("COS_ZHDANOVYCH", Cos, 150, Event(TreatyOfRadnot, "kiev")),
    def("LIT_1", Lit, 150, Start("wilno")),
    def("LIT_2", Lit, 150, Start("samogitia")),
    def("LIT_3", Lit, 150, Start("brest_lit")),
];

impl ArmyId {
    /// Its row. Ids come from the state's own armies (checks refuse any
    /// other), so the clamp only keeps a bad id from panicking.
    #[must_use]
    pub fn def(self) -> &'static ArmyDef {
        &ARMIES[usize::from(self.0).min(ARMIES.len() - 1)]
    }

    /// Its nation.
    #[must_use]
    pub fn nation(self) -> Nation {
        self.def().nation
    }

    /// The catalog key of its name.
    #[must_use]
    pub fn key(self) -> String {
        format!("dc.army.{}", self.def().code)
    }

    /// DC-ARMY-2 — the slots this army may split into.
    pub fn slots(self) -> impl Iterator<Item = Self> {
        (0..ARMIES.len()).filter_map(move |i| {
            let slot = Self(u8::try_from(i).ok()?);
            (slot.def().arrival == SplitFrom(self)).then_some(slot)
        })
    }

    /// Every army id of the table.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..ARMIES.len()).filter_map(|i| u8::try_from(i).ok().map(Self))
    }
}
