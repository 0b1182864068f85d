//! A player's key moved between devices: the backup file is the key sealed
//! under a passphrase with Argon2id (64 MiB, 3 passes: seconds of work on
//! purpose, so a stolen file is slow to guess). That work runs in a worker
//! (the `keys` module), never on the page's thread.

use crate::message::{Reply, Request};
use engine::text::Text;
use pbem::{KdfCost, SeatKeys};

/// Answers a key request; any other request is not for this module.
#[must_use]
pub fn handle(request: Request) -> Reply {
    match request {
        Request::KeyBackup { keys, passphrase } => backup(&keys, &passphrase),
        Request::KeyRestore { file, passphrase } => restore(&file, &passphrase),
        _ => Reply::Failed("this module only backs up and restores keys".into()),
    }
}

fn backup(keys: &str, passphrase: &str) -> Reply {
    let keys = match SeatKeys::from_local_storage(keys) {
        Ok(keys) => keys,
        Err(e) => return Reply::MailRefused(Text::key("pbem.build.key_damaged").plain("detail", e.to_string())),
    };
    let mut rng = pbem::rand_core::UnwrapErr(getrandom::SysRng);
    match keys.export_backup(passphrase, KdfCost::DEFAULT, &mut rng) {
        Ok(text) => Reply::Key(text),
        Err(e) => Reply::MailRefused(e.text()),
    }
}

fn restore(file: &str, passphrase: &str) -> Reply {
    match SeatKeys::import_backup(file, passphrase) {
        Ok(keys) => Reply::Key(keys.to_local_storage().to_string()),
        Err(e) => Reply::MailRefused(e.text()),
    }
}
