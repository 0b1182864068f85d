//! The screens outside a game.

pub mod language;
pub mod mail;
pub mod menu;
pub mod new_game;
pub mod rules;
pub mod saves;
