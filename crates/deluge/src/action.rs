//! What a nation's commander-in-chief can do, phase by phase.

use crate::army::ArmyId;
use crate::battle::{Losses, Verdict};
use crate::nation::Nation;
use crate::state::{AfterVictory, Movement, Order, Phase, Retreat};
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// Where PS of a reorganisation come from or go to (DC-REORG-1/2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// An army.
    Army(ArmyId),
    /// The garrison of the army's land.
    Garrison,
}

/// An action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    // Phase 1 — movement and reorganisation.
    /// DC-REORG-1/2 — move `ps` PS from one holder to another in the land
    /// of `army` (one of the two is that army).
    Transfer {
        /// The army whose land it is.
        army: ArmyId,
        /// The holder that gives the PS.
        from: Holder,
        /// The holder that receives them.
        to: Holder,
        /// How many PS.
        ps: u32,
    },
    /// DC-REORG-3 — split `ps` PS off `parent` into the slot army `slot`.
    Split {
        /// The parent army.
        parent: ArmyId,
        /// The new army.
        slot: ArmyId,
        /// Its PS.
        ps: u32,
    },
    /// DC-MOVE-1…6 — an army's phase-1 order.
    Move {
        /// The army.
        army: ArmyId,
        /// Its order.
        movement: Movement,
    },
    /// DC-TRE-9 — recruit `ps` PS into an army.
    Recruit {
        /// The army.
        army: ArmyId,
        /// How many PS.
        ps: u32,
    },
    /// DC-TRE-10 — invest `n` resources in an own land.
    Invest {
        /// The land.
        land: RegionId,
        /// How many resources.
        n: u32,
    },
    /// DC-TRE-11 — buy `pct` points of national morale.
    BuyMorale {
        /// Percentage points.
        pct: u32,
    },
    // Phase 2 — orders and plans.
    /// DC-ORD-1…6 — an army's order.
    Command {
        /// The army.
        army: ArmyId,
        /// Its order.
        order: Order,
    },
    /// DC-PLAN-2 — stay after a tactical defeat, or retreat.
    StayAfterTacticalDefeat {
        /// The army.
        army: ArmyId,
        /// Stay?
        stay: bool,
    },
    /// DC-PLAN-3 — the retreat target.
    RetreatTo {
        /// The army.
        army: ArmyId,
        /// Where the army retreats to if beaten.
        target: Retreat,
    },
    /// DC-PLAN-6 — the after-victory plan.
    AfterVictory {
        /// The army.
        army: ArmyId,
        /// What the army does after a victory.
        plan: AfterVictory,
    },
    /// DC-DIP-4 — propose an alliance (points for the Tatars, DC-DIP-3).
    Propose {
        /// To whom.
        to: Nation,
        /// Points offered to the Tatars (0 between other nations).
        points: u32,
    },
    /// DC-DIP-4 — accept a proposal.
    Accept {
        /// From whom.
        from: Nation,
    },
    /// DC-DIP-4 — withdraw an own proposal.
    Withdraw {
        /// To whom it went.
        to: Nation,
    },
    /// DC-DIP-4 — break an alliance.
    Break {
        /// With whom.
        with: Nation,
    },
    // Phase 3 — results.
    /// DC-RES-2…6 — enter a battle's result (replacing the other side's
    /// pending one: a dispute).
    EnterResult {
        /// The battle.
        battle: u32,
        /// The result, side 0's view is in the verdict.
        verdict: Verdict,
        /// Side 0's tabletop losses.
        losses_0: Losses,
        /// Side 1's tabletop losses.
        losses_1: Losses,
        /// DC-RES-5 (rules 2) — who commanded the entering side: a place in
        /// [`crate::state::State::commanders`] of that side, as the
        /// entering nation names them; `None` is its commander-in-chief.
        /// Not written when `None`, so older logs read back byte for byte.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commander: Option<u32>,
        /// DC-RES-5 (rules 2) — a comment on the battle, if any.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        comment: String,
    },
    /// GAP-10 — let the computer resolve a battle: its answer is this
    /// side's entry, which the other side confirms or disputes (rules 2;
    /// under rules 1 it stood at once in mode MIXED).
    Resolve {
        /// The battle.
        battle: u32,
    },
    /// DC-RES-6 — confirm the other side's result.
    Confirm {
        /// The battle.
        battle: u32,
        /// DC-RES-5, GAP-12 (rules 2) — who commanded the confirming side,
        /// as in [`Action::EnterResult`]; `None` is its commander-in-chief.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        commander: Option<u32>,
    },
    /// GAP-17 (rules 2) — after a dispute, let the deadline decide the
    /// battle rather than confirm the other side's result: the resolver's
    /// answer stands in mode MIXED, a draw with no losses on the tabletop.
    Deadline {
        /// The battle.
        battle: u32,
    },
    /// DC-RES-5 (rules 2) — add a person to the nation's battle commanders.
    NameCommander {
        /// Their name.
        name: String,
    },
    /// DC-TURN-2 — this nation has finished the phase (named, so that an
    /// ended phase 1 or 2 stays hidden while that phase lasts, and no
    /// longer: see `view::action_visible`).
    EndPhase(Phase),
}

impl Action {
    /// DC-TURN-1 — the phase in which this action is taken (diplomacy, in phases
    /// 2 and 3, is refused by its own reason).
    #[must_use]
    pub const fn phase(&self) -> Phase {
        match self {
            Self::EndPhase(phase) => *phase,
            Self::Transfer { .. }
            | Self::Split { .. }
            | Self::Move { .. }
            | Self::Recruit { .. }
            | Self::Invest { .. }
            | Self::BuyMorale { .. } => Phase::Movement,
            Self::Command { .. }
            | Self::StayAfterTacticalDefeat { .. }
            | Self::RetreatTo { .. }
            | Self::AfterVictory { .. }
            | Self::Propose { .. }
            | Self::Accept { .. }
            | Self::Withdraw { .. }
            | Self::Break { .. } => Phase::Orders,
            Self::EnterResult { .. }
            | Self::Resolve { .. }
            | Self::Confirm { .. }
            | Self::Deadline { .. }
            | Self::NameCommander { .. } => Phase::Results,
        }
    }

    /// Actions of phases 1 and 2 that other nations may not see until the
    /// phase closes (GAP-9).
    #[must_use]
    pub const fn is_secret(&self) -> bool {
        matches!(
            self,
            Self::Transfer { .. }
                | Self::Split { .. }
                | Self::Move { .. }
                | Self::Recruit { .. }
                | Self::Invest { .. }
                | Self::BuyMorale { .. }
                | Self::Command { .. }
                | Self::StayAfterTacticalDefeat { .. }
                | Self::RetreatTo { .. }
                | Self::AfterVictory { .. }
        )
    }
}
