//! GAP-02 — the Event drawn each turn on 2d10 (summed, AMB-02), and what
//! each does at once; effects "this turn" are read where they apply
//! (Drought in `economy`, Storms at Sea and Merchant Caravans in `trade`,
//! Free Companies in `recruit`); events 12–14 draw Decision cards
//! (`decisions`).

use crate::Ev;
use crate::data::resources::Resource;
use crate::data::units::{Kind, basic_infantry};
use crate::event::{Event, Why};
use crate::ids::{Player, ProvinceId};
use crate::map::map;
use crate::state::State;
use engine::dice::Dice;

/// The events of GAP-02's table, by their 2d10 sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEvent {
    /// 2 — every state loses half its FOOD; national contentment −1.
    GreatPlague,
    /// 3 — the drawer may change its government.
    PalaceCoup,
    /// 4 — uprisings in conquered provinces on a 1.
    WaveOfUnrest,
    /// 5 — a revolution in the most industrial state.
    RevolutionaryAgitation,
    /// 6 — 2 Partisans in a province of the drawer.
    Brigands,
    /// 7 — no FOOD from Wealth this turn.
    Drought,
    /// 8 — ships −1 Speed, no port trade this turn.
    StormsAtSea,
    /// 9 — +2 FOOD growth this turn.
    GoodHarvest,
    /// 10 — port and caravanserai rates 1 better this turn.
    MerchantCaravans,
    /// 11 — nothing.
    QuietTimes,
    /// 12 — the drawer draws an Order card.
    MilitaryReform,
    /// 13 — the drawer draws an Intelligence card.
    SpiesAbroad,
    /// 14 — the drawer draws a Strategy card.
    Statecraft,
    /// 15 — the drawer receives 3 GOLD.
    GoldVein,
    /// 16 — Mercenaries without a Market this turn.
    FreeCompanies,
    /// 17 — national contentment +1.
    Festivities,
    /// 18 — the drawer recruits a general for free.
    AStarIsBorn,
    /// 19 — every state may change its doctrine.
    DoctrinalDebate,
    /// 20 — every state receives a free basic infantry unit.
    PatrioticFervour,
}

impl TurnEvent {
    /// The event of a 2d10 sum.
    #[must_use]
    pub const fn of(sum: u8) -> Self {
        match sum {
            0..=2 => Self::GreatPlague,
            3 => Self::PalaceCoup,
            4 => Self::WaveOfUnrest,
            5 => Self::RevolutionaryAgitation,
            6 => Self::Brigands,
            7 => Self::Drought,
            8 => Self::StormsAtSea,
            9 => Self::GoodHarvest,
            10 => Self::MerchantCaravans,
            11 => Self::QuietTimes,
            12 => Self::MilitaryReform,
            13 => Self::SpiesAbroad,
            14 => Self::Statecraft,
            15 => Self::GoldVein,
            16 => Self::FreeCompanies,
            17 => Self::Festivities,
            18 => Self::AStarIsBorn,
            19 => Self::DoctrinalDebate,
            _ => Self::PatrioticFervour,
        }
    }

    /// Its stable id, the end of its name's catalog key (`kk.turn_event.<id>`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::GreatPlague => "great_plague",
            Self::PalaceCoup => "palace_coup",
            Self::WaveOfUnrest => "wave_of_unrest",
            Self::RevolutionaryAgitation => "revolutionary_agitation",
            Self::Brigands => "brigands",
            Self::Drought => "drought",
            Self::StormsAtSea => "storms_at_sea",
            Self::GoodHarvest => "good_harvest",
            Self::MerchantCaravans => "merchant_caravans",
            Self::QuietTimes => "quiet_times",
            Self::MilitaryReform => "military_reform",
            Self::SpiesAbroad => "spies_abroad",
            Self::Statecraft => "statecraft",
            Self::GoldVein => "gold_vein",
            Self::FreeCompanies => "free_companies",
            Self::Festivities => "festivities",
            Self::AStarIsBorn => "a_star_is_born",
            Self::DoctrinalDebate => "doctrinal_debate",
            Self::PatrioticFervour => "patriotic_fervour",
        }
    }
}

/// GAP-02 — the immediate effects of this turn's event (`drawer` drew it).
pub fn happen(s: &mut State, drawer: Player, dice: &mut Dice, ev: &mut Ev) {
    let players: Vec<Player> = s.in_play().collect();
    match TurnEvent::of(s.event) {
        TurnEvent::GreatPlague => {
            for &p in &players {
                let food = s.player(p).stock.get(Resource::Food);
                let lost = food.div_ceil(2);
                if lost > 0 {
                    ev.emit(
                        s,
                        Event::Stock { player: p, changes: vec![(Resource::Food, -i64::from(lost))], why: Why::Event },
                    );
                }
                crate::contentment::change(s, p, -1, ev);
            }
        }
        TurnEvent::Festivities => {
            for &p in &players {
                crate::contentment::change(s, p, 1, ev);
            }
        }
        TurnEvent::GoldVein => {
            ev.emit(s, Event::Stock { player: drawer, changes: vec![(Resource::Gold, 3)], why: Why::Event });
        }
        TurnEvent::Brigands => brigands(s, drawer, dice, ev),
        TurnEvent::RevolutionaryAgitation => crate::revolution::agitation(s, drawer, dice, ev),
        TurnEvent::WaveOfUnrest => {
            // GAP-02 (4): a d6 for each conquered province; on a 1 it rises.
            for &p in &players {
                let conquered: Vec<ProvinceId> =
                    s.provinces_of(p).filter(|pr| !s.player(p).national.contains(pr)).collect();
                for province in conquered {
                    if dice.die(6, "GAP-02 Wave of Unrest") == 1 {
                        crate::unrest::uprising(s, province, dice, ev);
                    }
                }
            }
        }
        TurnEvent::AStarIsBorn => crate::generals::recruit_free(s, drawer, dice, ev),
        // GAP-02 (12–14), GAP-05 — the drawer draws from the named deck.
        TurnEvent::MilitaryReform => crate::decisions::draw(s, drawer, crate::decisions::Deck::Order, false, ev),
        TurnEvent::SpiesAbroad => crate::decisions::draw(s, drawer, crate::decisions::Deck::Intelligence, false, ev),
        TurnEvent::Statecraft => crate::decisions::draw(s, drawer, crate::decisions::Deck::Strategy, false, ev),
        TurnEvent::PatrioticFervour => {
            for &p in &players {
                let Some(kind) = Kind::of(basic_infantry(p.org())) else { continue };
                if let Some(at) = crate::recruit::free_unit_place(s, p, kind) {
                    crate::recruit::place(s, Some(p), kind, at, None, ev);
                }
            }
        }
        // The others act where they are read (this turn's income, trade,
        // recruiting, or the drawer's and everyone's choices).
        _ => {}
    }
}

/// GAP-02 (6) — Brigands: 2 Partisans in a random province of the drawer,
/// in distinct sub-provinces where they fit, from rules 4 none with a
/// player's troops (KK-REV-03, GAP-49, `unrest::free_for`). KK-NPU-05:
/// independent units appear by an event (here, uprisings, revolutions) or
/// by the setup (the Silk Road's partisans, `setup`).
fn brigands(s: &mut State, drawer: Player, dice: &mut Dice, ev: &mut Ev) {
    let provinces: Vec<ProvinceId> = s.provinces_of(drawer).collect();
    if provinces.is_empty() {
        return;
    }
    let n = u8::try_from(provinces.len().min(100)).unwrap_or(1);
    let province = provinces[dice.pick(n, "GAP-02 the Brigands' province").min(provinces.len() - 1)];
    let Some(partisans) = Kind::of("partisans") else { return };
    let mut placed = 0;
    for &r in &map().province(province).subs {
        let fits =
            if s.rules >= 4 { crate::unrest::free_for(s, partisans, r) } else { crate::movement::room(s, r, None) > 0 };
        if placed < 2 && fits {
            crate::recruit::place(s, None, partisans, r, None, ev);
            placed += 1;
        }
    }
}
