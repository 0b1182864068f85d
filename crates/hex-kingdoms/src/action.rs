//! What a player can do.

use crate::bag::Token;
use crate::ids::{Government, StructId, StructKind, Tech, UnitId, UnitKind};
use crate::state::Target;
use engine::board::RegionId;
use serde::{Deserialize, Serialize};

/// A player's intent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// G-6 — move the army on `from` to `to` (`to == from` stands still),
    /// optionally leaving its peasants behind (HK-85 split). 1 action die.
    Manoeuvre {
        /// The army's hex.
        from: RegionId,
        /// Destination.
        to: RegionId,
        /// Leave the peasants on `from`.
        leave_peasants: bool,
    },
    /// HK-85, G-6 — split the army on `from`: the units counted in `leave`
    /// (by kind) stay, the rest manoeuvre to `to` as an army of their own.
    /// 1 action die, like any manoeuvre.
    Split {
        /// The army's hex.
        from: RegionId,
        /// Where the moving part goes.
        to: RegionId,
        /// How many of each kind stay on `from`, in `UnitKind::ALL` order
        /// (a list, not a map or an array: their code cost the module
        /// kilobytes); kinds past its end stay none.
        leave: Vec<u32>,
    },
    /// HK-1, G-6 — after a manoeuvre, attack a hex.
    Attack {
        /// The target hex.
        target: RegionId,
    },
    /// G-6 — add the army on `from` to the manoeuvring formation (within 2
    /// hexes of a selected army, up to F armies) and move it to `to`.
    Join {
        /// The army's hex.
        from: RegionId,
        /// Destination (`to == from` stands still).
        to: RegionId,
    },
    /// G-6 — end the manoeuvre without attacking (or, G-21, without advancing).
    EndManoeuvre,
    /// G-21 — move the attacking army on `from` into the emptied target hex.
    Advance {
        /// The army's hex.
        from: RegionId,
    },
    /// G-11 — recruit one unit at a city or castle.
    Recruit {
        /// City or castle hex.
        at: RegionId,
        /// Unit type.
        kind: UnitKind,
    },
    /// G-12 — build a structure.
    Build {
        /// Hex.
        at: RegionId,
        /// What (walls carry their edge).
        kind: StructKind,
    },
    /// G-24 — remove the black dice of a structure.
    Repair {
        /// The structure.
        structure: StructId,
    },
    /// G-18 — research a technology.
    Research {
        /// The technology researched.
        tech: Tech,
    },
    /// G-17 — change government.
    Reform {
        /// The new government.
        government: Government,
    },
    /// G-5 phase 4 — end the turn.
    EndTurn,
    /// HK-5, HK-6, G-7 — move an unexhausted army into the defence.
    React {
        /// The army's hex.
        from: RegionId,
        /// Where it moves.
        to: RegionId,
    },
    /// HK-5 — no (more) reaction.
    NoReaction,
    /// HK-10…HK-18, HK-80 — prepare this side's dice.
    Prepare {
        /// Action dice added (HK-13).
        action_dice: u8,
        /// Experience dice added (HK-13).
        experience: u8,
        /// Defence dice left out (HK-17, A-30: any number up to all).
        omit_defence: u8,
        /// Fabian Tactics: tokens of each side discarded (HK-80).
        fabian: u8,
    },
    /// HK-29…HK-35, G-15 — try to convert this enemy participant.
    Convert(UnitId),
    /// HK-58…HK-63, G-15 — try to recover this unit lost in the battle.
    Recover(UnitId),
    /// HK-75 — the next lost building goes back to the personal board as
    /// this type (its owner decides which building it was).
    ReturnBuilding(crate::ids::BuildingKind),
    /// Make no (more) conversion or recovery checks.
    SkipCheck,
    /// G-15 step 6, HK-33, HK-62 — place the converted or recovered unit
    /// on this legal hex next to its target's hex or where it fell.
    Land(RegionId),
    /// HK-36…HK-38 — draw this many tokens now.
    DrawTokens(u8),
    /// HK-37 — stop drawing.
    StopDrawing,
    /// HK-42 — Tactics: redraw the whole clash.
    UseTactics,
    /// HK-43 — Regular Army: set aside one drawn token of this colour and draw again.
    UseRegularArmy(Token),
    /// Keep the draw.
    KeepDraw,
    /// HK-48…HK-50 — destroy (or damage) this enemy object.
    AssignLoss(Target),
}

impl Action {
    /// The catalog key of the step of the turn or battle where this action is taken (HK-4).
    #[must_use]
    pub const fn step_key(&self) -> &'static str {
        match self {
            Self::Manoeuvre { .. }
            | Self::Split { .. }
            | Self::Recruit { .. }
            | Self::Build { .. }
            | Self::Repair { .. }
            | Self::Research { .. }
            | Self::Reform { .. }
            | Self::EndTurn => "hk.step.actions",
            Self::Attack { .. } | Self::Join { .. } | Self::EndManoeuvre => "hk.step.after_manoeuvre",
            Self::Advance { .. } => "hk.step.advance",
            Self::React { .. } | Self::NoReaction => "hk.bstep.react",
            Self::Prepare { .. } => "hk.bstep.prepare",
            Self::Convert(_) | Self::SkipCheck => "hk.bstep.convert",
            Self::Recover(_) => "hk.bstep.recover",
            Self::ReturnBuilding(_) => "hk.bstep.return_buildings",
            Self::Land(_) => "hk.bstep.land",
            Self::DrawTokens(_) | Self::StopDrawing => "hk.bstep.draw",
            Self::UseTactics | Self::UseRegularArmy(_) | Self::KeepDraw => "hk.bstep.post_draw",
            Self::AssignLoss(_) => "hk.bstep.assign",
        }
    }
}
