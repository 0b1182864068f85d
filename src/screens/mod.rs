//! The screens outside a game.

pub mod language;
pub mod mail;
pub mod menu;
pub mod new_game;
pub mod rules;
pub mod saves;

use crate::i18n::I18n;
use crate::storage::SlotInfo;

/// A saved game's turn and phase in the language shown; the words of the
/// save while the system's texts have not come yet (issue 36:
/// "ww.turn.zero").
pub fn slot_turn(slot: &SlotInfo, i18n: I18n) -> String {
    match &slot.turn_label {
        Some(t) if i18n.has(&t.key) => i18n.render(t),
        _ => slot.turn.clone(),
    }
}
