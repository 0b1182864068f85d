//! The keys module: this browser's key and the page's desk of play by
//! e-mail ([`crate::desk`]), in a worker that carries no rules.
//!
//! A player's key moves between devices as a backup file: the key sealed
//! under a passphrase with Argon2id (64 MiB, 3 passes: seconds of work on
//! purpose, so a stolen file is slow to guess), never on the page's thread.
//! Everything else here signs or checks a file by e-mail; doing it here
//! keeps the protocol's crypto out of the page's first load.

use crate::desk::{self, DeskReply, DeskRequest, rng, stored_key};
use pbem::{KdfCost, SeatKeys};

/// Answers a request of the page's desk.
#[must_use]
pub fn handle(request: DeskRequest) -> DeskReply {
    match request {
        DeskRequest::KeyBackup { keys, passphrase } => backup(&keys, &passphrase),
        DeskRequest::KeyRestore { file, passphrase } => restore(&file, &passphrase),
        DeskRequest::KeyCreate { name } => desk::new_key(&name),
        DeskRequest::KeyRead { keys } => desk::card(&keys),
        DeskRequest::KeyOpen { keys } => match stored_key(&keys) {
            Ok(_) => DeskReply::KeyOpened(keys),
            Err(why) => DeskReply::MailRefused(why),
        },
        DeskRequest::MailCreate { keys, game, stamp } => desk::create(&keys, game, &stamp),
        DeskRequest::MailInvitation { file, keys, player } => desk::invitation(&file, &keys, player),
        DeskRequest::MailJoin { invitation, keys } => desk::join(&invitation, &keys),
        DeskRequest::MailAddJoin { file, joins, join, replace } => desk::add_join(&file, joins, join, replace),
        DeskRequest::MailReceived { file, keys, replayed, next_player } => {
            desk::received(&file, keys.as_deref(), replayed, next_player)
        }
        DeskRequest::MailDescribe { file, standing } => desk::describe(&file, &standing),
        DeskRequest::MailFileName { file, recipient } => desk::file_name(&file, &recipient),
        DeskRequest::RekeyRequest { file, keys, player } => crate::rekey::request(&file, &keys, player),
        DeskRequest::RekeyRead { file, keys, request } => crate::rekey::read(&file, &keys, &request),
        DeskRequest::RekeyConsent { file, keys, request } => crate::rekey::consent(&file, &keys, &request),
        DeskRequest::FileKind { text } => DeskReply::FileKind(Box::new(crate::file_kind::classify(&text))),
    }
}

fn backup(keys: &str, passphrase: &str) -> DeskReply {
    let keys = match stored_key(keys) {
        Ok(keys) => keys,
        Err(why) => return DeskReply::MailRefused(why),
    };
    match keys.export_backup(passphrase, KdfCost::DEFAULT, &mut rng()) {
        Ok(text) => DeskReply::Key(text),
        Err(e) => DeskReply::MailRefused(e.text()),
    }
}

fn restore(file: &str, passphrase: &str) -> DeskReply {
    match SeatKeys::import_backup(file, passphrase) {
        Ok(keys) => DeskReply::KeyCard(desk::key_card(&keys)),
        Err(e) => DeskReply::MailRefused(e.text()),
    }
}
