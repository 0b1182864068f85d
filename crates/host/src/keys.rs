//! The keys module: this browser's key and the page's desk of play by
//! e-mail ([`crate::desk`]), in a worker that carries no rules.
//!
//! A player's key moves between devices as a backup file: the key sealed
//! under a passphrase with Argon2id (64 MiB, 3 passes: seconds of work on
//! purpose, so a stolen file is slow to guess), never on the page's thread.
//! Everything else here signs or checks a file by e-mail; doing it here
//! keeps the protocol's crypto out of the page's first load.

use crate::desk;
use crate::message::{Reply, Request};
use engine::text::Text;
use pbem::{BackupError, KdfCost, SeatKeys};

/// Answers a key or desk request; any other request is not for this module.
#[must_use]
pub fn handle(request: Request) -> Reply {
    match request {
        Request::KeyBackup { keys, passphrase } => backup(&keys, &passphrase),
        Request::KeyRestore { file, passphrase } => restore(&file, &passphrase),
        Request::KeyCreate { name } => desk::new_key(&name),
        Request::KeyRead { keys } => desk::card(&keys),
        Request::MailCreate { keys, game, stamp } => desk::create(&keys, game, &stamp),
        Request::MailInvitation { file, keys, player } => desk::invitation(&file, &keys, player),
        Request::MailJoin { invitation, keys } => desk::join(&invitation, &keys),
        Request::MailAddJoin { file, joins, join } => desk::add_join(&file, joins, join),
        Request::MailReceived { file, keys, replayed, next_player } => {
            desk::received(&file, keys.as_deref(), replayed, next_player)
        }
        Request::MailDescribe { file, standing } => desk::describe(&file, &standing),
        Request::MailFileName { file, recipient } => desk::file_name(&file, &recipient),
        _ => Reply::Failed("this module only answers the key and the e-mail desk".into()),
    }
}

/// The platform's cryptographic generator (in the browser,
/// `crypto.getRandomValues`).
pub(crate) fn rng() -> pbem::rand_core::UnwrapErr<getrandom::SysRng> {
    pbem::rand_core::UnwrapErr(getrandom::SysRng)
}

/// A key in the form the page stores it, or the player's message.
pub(crate) fn stored_key(stored: &str) -> Result<SeatKeys, Text> {
    SeatKeys::from_local_storage(stored).map_err(|e| {
        let detail = match e {
            BackupError::Damaged(detail) => detail,
            other => other.to_string(),
        };
        Text::key("pbem.build.key_damaged").plain("detail", detail)
    })
}

fn backup(keys: &str, passphrase: &str) -> Reply {
    let keys = match stored_key(keys) {
        Ok(keys) => keys,
        Err(why) => return Reply::MailRefused(why),
    };
    match keys.export_backup(passphrase, KdfCost::DEFAULT, &mut rng()) {
        Ok(text) => Reply::Key(text),
        Err(e) => Reply::MailRefused(e.text()),
    }
}

fn restore(file: &str, passphrase: &str) -> Reply {
    match SeatKeys::import_backup(file, passphrase) {
        Ok(keys) => Reply::KeyCard(desk::key_card(&keys)),
        Err(e) => Reply::MailRefused(e.text()),
    }
}
