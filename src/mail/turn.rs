//! A game by e-mail on screen: where its turn began and what the player is
//! doing with it (types only: the session keeps one, the steps in
//! `crate::mail` make and change it).

use pbem::desk::TurnStart;

/// A game by e-mail on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct MailTurn {
    /// The game id.
    pub game: String,
    /// The number of the file's last entry (the turn begins from it).
    pub seq: u64,
    /// Where this player's turn began.
    pub start: TurnStart,
    /// Playing, sent, or only looking.
    pub phase: Phase,
}

/// What the player is doing with the game on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Playing a turn.
    Playing,
    /// The turn is sent: the file to save again and the e-mail text.
    Sent(SentFile),
    /// Looking at the game while another player has it.
    Watching,
}

/// A file ready to e-mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentFile {
    /// Its file name (game, entry number, recipient).
    pub name: String,
    /// Its text.
    pub text: String,
    /// The e-mail text.
    pub summary: String,
    /// Who it is for.
    pub recipient: String,
}
