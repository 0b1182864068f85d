//! The page's steps of a key replacement ([`pbem::rekey`]): the request
//! written with a new key, read by the other players, consented to; the
//! last consent goes with that player's next turn file.

use crate::desk::{DeskReply, key, read as read_env};
use pbem::build::slug;
use pbem::rekey::Statement;
use serde::{Deserialize, Serialize};

/// A request as the page shows it to a player asked to consent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RekeyView {
    /// The game's title.
    pub title: String,
    /// The name of the player whose key is replaced.
    pub player: String,
    /// The new key's name and fingerprint (to check with its owner).
    pub name: String,
    /// The new key's fingerprint.
    pub fingerprint: String,
    /// Whether this player has still to consent.
    pub mine: bool,
    /// Whether the new key is this browser's (its own request).
    pub own: bool,
    /// Whether every other player has consented.
    pub complete: bool,
}

/// A request with this player's consent added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rekeyed {
    /// The request file, with the consent.
    pub text: String,
    /// Its file name.
    pub name: String,
    /// Players whose consent is still missing (none: it goes with this
    /// player's next turn file).
    pub missing: Vec<String>,
}

/// The request to take `player`'s place in the game of `file`.
pub(crate) fn request(file: &str, keys: &str, player: u8) -> DeskReply {
    let run = || {
        let env = read_env(file)?;
        let keys = key(keys)?;
        let text = env.rekey_request(&keys, player).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let name = format!("{}-new-key-{}.sandtable.json", slug(&env.state.setup.title), slug(keys.name()));
        Ok(DeskReply::MailFile { name, text })
    };
    run().unwrap_or_else(|refused| refused)
}

fn missing(env: &pbem::Envelope, rekey: &pbem::rekey::Rekey, statement: &Statement) -> Vec<String> {
    (0..env.state.cards.len())
        .filter_map(|p| u8::try_from(p).ok())
        .filter(|&p| p != statement.player && !rekey.cosigns.iter().any(|c| c.player == p))
        .map(|p| env.state.player_name(p))
        .collect()
}

/// A request read for the holder of `keys`.
pub(crate) fn read(file: &str, keys: &str, request: &str) -> DeskReply {
    let run = || {
        let env = read_env(file)?;
        let keys = key(keys)?;
        let (rekey, statement) = env.read_rekey(request).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let me = env.player_of(&keys);
        let view = RekeyView {
            title: env.state.setup.title.clone(),
            player: env.state.player_name(statement.player),
            name: statement.card.name.clone(),
            fingerprint: statement.card.fingerprint.clone(),
            mine: me.is_some_and(|m| m != statement.player && !rekey.cosigns.iter().any(|c| c.player == m)),
            own: statement.card.same_keys(&keys.card()),
            complete: missing(&env, &rekey, &statement).is_empty(),
        };
        Ok(DeskReply::Rekey(Box::new(view)))
    };
    run().unwrap_or_else(|refused| refused)
}

/// This player's consent added to a request.
pub(crate) fn consent(file: &str, keys: &str, request: &str) -> DeskReply {
    let run = || {
        let env = read_env(file)?;
        let keys = key(keys)?;
        let text = env.cosign_rekey(&keys, request).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let (rekey, statement) = env.read_rekey(&text).map_err(|e| DeskReply::MailRefused(e.text()))?;
        let name = format!("{}-new-key-{}.sandtable.json", slug(&env.state.setup.title), slug(&statement.card.name));
        Ok(DeskReply::Rekeyed(Box::new(Rekeyed { text, name, missing: missing(&env, &rekey, &statement) })))
    };
    run().unwrap_or_else(|refused| refused)
}
