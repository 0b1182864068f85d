//! The page's steps of a key replacement ([`pbem::rekey`]): the request
//! written with a new key, read by the other players, consented to; the
//! last consent goes with that player's next turn file.

pub use crate::desk::{RekeyView, Rekeyed};

use crate::desk::{DeskReply, key, read as read_env};
use pbem::build::slug;
use pbem::rekey::Statement;

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
