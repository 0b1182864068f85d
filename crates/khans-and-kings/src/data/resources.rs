//! The seven resources, the two production organisations, the cost slots
//! BM and FW, and costs with the cost-reduction order (KK-RES, KK-GOV-08,
//! GAP-01, AMB-07, AMB-09).

use serde::{Deserialize, Serialize};

/// A state's production organisation (KK-GOV-08).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Org {
    /// Craft: FOOD, WOOD, STONE, METAL, GOLD.
    Craft,
    /// Industrial: FOOD, FUEL, MATERIALS, METAL, GOLD.
    Industrial,
}

/// One of the seven resources (KK-RES-01).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Resource {
    /// Food (ŻYW), used by every state.
    Food,
    /// Wood (DRE), craft only.
    Wood,
    /// Stone (KAM), craft only.
    Stone,
    /// Fuels (PAL), industrial only.
    Fuel,
    /// Building materials (MAT), industrial only.
    Materials,
    /// Metals (MET), used by every state.
    Metal,
    /// Gold (ZŁO), used by every state.
    Gold,
}

impl Resource {
    /// The catalog key of its name (`kk.resource.<id>`).
    #[must_use]
    pub fn key(self) -> String {
        format!("kk.resource.{}", self.id())
    }
    /// Every resource, in stockpile order.
    pub const ALL: [Self; 7] =
        [Self::Food, Self::Wood, Self::Stone, Self::Fuel, Self::Materials, Self::Metal, Self::Gold];

    /// Its place in a stockpile.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its id (and the end of its translation key).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Food => "food",
            Self::Wood => "wood",
            Self::Stone => "stone",
            Self::Fuel => "fuel",
            Self::Materials => "materials",
            Self::Metal => "metal",
            Self::Gold => "gold",
        }
    }

    /// KK-RES-01, KK-RES-02 — whether a state of `org` uses it.
    #[must_use]
    pub const fn used_by(self, org: Org) -> bool {
        match self {
            Self::Food | Self::Metal | Self::Gold => true,
            Self::Wood | Self::Stone => matches!(org, Org::Craft),
            Self::Fuel | Self::Materials => matches!(org, Org::Industrial),
        }
    }

    /// The five resources a state of `org` uses, in the order a panel lists them.
    #[must_use]
    pub const fn of(org: Org) -> [Self; 5] {
        match org {
            Org::Craft => [Self::Food, Self::Wood, Self::Stone, Self::Metal, Self::Gold],
            Org::Industrial => [Self::Food, Self::Fuel, Self::Materials, Self::Metal, Self::Gold],
        }
    }
}

/// What a cost, a yield or a Wealth colour names: a resource, or one of
/// the slots resolved by the state's organisation (glossary 2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    /// Food.
    Food,
    /// The fuel/wood slot: FUEL for industrial, WOOD for craft.
    Fw,
    /// The building-material slot: MATERIALS for industrial, STONE for craft.
    Bm,
    /// Metal.
    Metal,
    /// Gold.
    Gold,
    /// Wood only (the item is craft-only, GAP conventions).
    Wood,
    /// Stone only (craft-only).
    Stone,
    /// Fuel only (industrial-only).
    Fuel,
    /// Materials only (industrial-only).
    Materials,
}

impl Item {
    /// AMB-09 — the order in which a reduction takes off a cost: GOLD, then
    /// the BM slot, the FW slot, METAL, and FOOD last.
    #[must_use]
    pub const fn reduction_rank(self) -> u8 {
        match self {
            Self::Gold => 0,
            Self::Bm | Self::Stone | Self::Materials => 1,
            Self::Fw | Self::Wood | Self::Fuel => 2,
            Self::Metal => 3,
            Self::Food => 4,
        }
    }

    /// The resource it means for a state of `org`, or `None` when that
    /// state does not use it (KK-RES-02, KK-RES-05).
    #[must_use]
    pub const fn resolve(self, org: Org) -> Option<Resource> {
        let r = match (self, org) {
            (Self::Food, _) => Resource::Food,
            (Self::Metal, _) => Resource::Metal,
            (Self::Gold, _) => Resource::Gold,
            (Self::Fw, Org::Craft) | (Self::Wood, _) => Resource::Wood,
            (Self::Fw, Org::Industrial) | (Self::Fuel, _) => Resource::Fuel,
            (Self::Bm, Org::Craft) | (Self::Stone, _) => Resource::Stone,
            (Self::Bm, Org::Industrial) | (Self::Materials, _) => Resource::Materials,
        };
        if r.used_by(org) { Some(r) } else { None }
    }
}

/// A cost or a yield: amounts of items, as the tables give them.
pub type Cost = &'static [(Item, u32)];

/// A stockpile: amounts by resource (KK-RES-06: in code plain integers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stock(pub [u32; 7]);

impl Stock {
    /// How much of `r`.
    #[must_use]
    pub const fn get(&self, r: Resource) -> u32 {
        self.0[r.index()]
    }

    /// Adds `n` of `r`.
    pub const fn add(&mut self, r: Resource, n: u32) {
        self.0[r.index()] = self.0[r.index()].saturating_add(n);
    }

    /// Takes `n` of `r` (never below zero).
    pub const fn take(&mut self, r: Resource, n: u32) {
        self.0[r.index()] = self.0[r.index()].saturating_sub(n);
    }

    /// Whether every amount of `other` is here.
    #[must_use]
    pub fn covers(&self, other: &Self) -> bool {
        self.0.iter().zip(other.0).all(|(have, need)| *have >= need)
    }

    /// The sum of all amounts.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The resources with a non-zero amount, in stockpile order.
    pub fn amounts(&self) -> impl Iterator<Item = (Resource, u32)> + '_ {
        Resource::ALL.into_iter().map(|r| (r, self.get(r))).filter(|(_, n)| *n > 0)
    }
}

/// A cost as a state of `org` pays it, or `None` when it names a resource
/// that state does not use (KK-RES-05: it cannot buy it).
#[must_use]
pub fn resolve(cost: Cost, org: Org) -> Option<Stock> {
    let mut out = Stock::default();
    for &(item, n) in cost {
        out.add(item.resolve(org)?, n);
    }
    Some(out)
}

/// KK-RES-04, KK-PLN-05 — a plunder yield as the plunderer receives it:
/// slots resolved to his resources, anything else he does not use ignored.
#[must_use]
pub fn receive(yield_: Cost, org: Org) -> Stock {
    let mut out = Stock::default();
    for &(item, n) in yield_ {
        if let Some(r) = item.resolve(org) {
            out.add(r, n);
        }
    }
    out
}

/// KK-RES-09, KK-RES-10, AMB-09 — a cost after reductions: the reductions
/// named for a resource first, then the generic ones, each taken in the
/// order GOLD, BM, FW, METAL, FOOD, and never below 1 unit in total.
#[must_use]
pub fn reduce(cost: Stock, specific: &[(Resource, u32)], mut generic: u32) -> Stock {
    let mut out = cost;
    if out.total() == 0 {
        return out;
    }
    let order = reduction_order();
    for r in order {
        let named: u32 = specific.iter().filter(|(x, _)| *x == r).map(|(_, n)| n).sum();
        let cut = named.min(out.get(r)).min(out.total() - 1);
        out.take(r, cut);
    }
    for r in order {
        let cut = generic.min(out.get(r)).min(out.total() - 1);
        out.take(r, cut);
        generic -= cut;
    }
    out
}

/// The resources in AMB-09's order (each slot's two resources together).
const fn reduction_order() -> [Resource; 7] {
    [
        Resource::Gold,
        Resource::Stone,
        Resource::Materials,
        Resource::Wood,
        Resource::Fuel,
        Resource::Metal,
        Resource::Food,
    ]
}

/// KK-CMB-24, AMB-08 — half, rounded up (refunds, half-price upgrades).
#[must_use]
pub const fn half_up(n: u32) -> u32 {
    n.div_ceil(2)
}

/// KK-REC-32, KK-BLD-05, AMB-08, AMB-63 — a refund: half of what was paid
/// of each resource, rounded up.
#[must_use]
pub fn refund(paid: &Stock) -> Stock {
    Stock(paid.0.map(half_up))
}
