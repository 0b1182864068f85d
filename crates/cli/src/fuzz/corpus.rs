//! The real files the fuzzer mutates: games by e-mail of every system,
//! played here by computer players with known keys (open and answered dice,
//! a key replacement request of each), files of earlier versions of the
//! protocol (the test fixtures), saves of every system, and stored keys.

use crate::mail::MailTable;
use engine::seat::Controller;
use pbem::envelope::Signed;
use pbem::{DiceMode, Envelope, Rekeying, SeatKeys};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

/// A game by e-mail written here: its keys, so mutated entries can be
/// signed again.
pub struct MailGame {
    /// The game's id.
    pub id: String,
    /// Each player's keys.
    pub keys: Vec<SeatKeys>,
    /// Its entries.
    pub chain: Vec<Signed>,
    /// Its latest file.
    pub text: String,
    /// The game as the latest file has it.
    pub envelope: Envelope,
    /// The creator's lobby, before anyone joined.
    pub lobby: Envelope,
    /// A join file for the lobby.
    pub join: String,
    /// A key replacement request for the game.
    pub rekey: String,
}

/// Everything the fuzzer mutates.
pub struct Corpus {
    /// Turn files and invitations: every file of the games below as it was
    /// sent, and the fixtures of earlier versions.
    pub files: Vec<String>,
    /// Games written here.
    pub games: Vec<MailGame>,
    /// Ordinary saves of every system.
    pub saves: Vec<String>,
    /// Stored keys (both versions of their format).
    pub keys: Vec<String>,
}

/// Files of earlier versions of the protocol, kept as test fixtures.
const FIXTURES: [&str; 8] = [
    include_str!("../../tests/fixtures/world-war-pbem-v1.json"),
    include_str!("../../tests/fixtures/world-war-by-email-v1.json"),
    include_str!("../../tests/fixtures/hex-kingdoms-by-email-v1.json"),
    include_str!("../../tests/fixtures/world-war-by-email-pbem3.json"),
    include_str!("../../tests/fixtures/hex-kingdoms-answered-by-email-pbem3.json"),
    include_str!("../../tests/fixtures/deluge-by-email-pbem3.json"),
    include_str!("../../tests/fixtures/shadow-realms-by-email-pbem3.json"),
    include_str!("../../tests/fixtures/khans-and-kings-by-email-pbem3.json"),
];

impl Corpus {
    /// The corpus for `seed`: the same files for the same seed.
    ///
    /// # Panics
    /// When a system cannot play a game by e-mail here: the fuzzer has
    /// nothing real to start from.
    #[must_use]
    pub fn build(seed: u64) -> Self {
        let mut corpus = Self {
            files: FIXTURES.map(str::to_owned).to_vec(),
            games: Vec::new(),
            saves: Vec::new(),
            keys: Vec::new(),
        };
        for (i, system) in systems::all().into_iter().enumerate() {
            let scenario = system.scenarios().first().map(|s| s.id).unwrap_or_default();
            let dice = if i % 2 == 0 { DiceMode::Open } else { DiceMode::Answered };
            corpus.add_game(system, scenario, dice, seed.wrapping_add(i as u64));
            corpus.add_save(system, scenario, seed.wrapping_add(i as u64));
        }
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let key = SeatKeys::generate("Olga", &mut rng);
        corpus.keys.push(key.to_local_storage().to_string());
        corpus.keys.push(
            serde_json::json!({
                "format": pbem::identity::STORED_FORMAT, "version": 1, "name": "Olga",
                "sign_secret": pbem::codec::b64(&[7; 32]), "enc_secret": pbem::codec::b64(&[9; 32]),
            })
            .to_string(),
        );
        corpus
    }

    /// A game of `system` by e-mail between two players and a computer
    /// seat, every file kept, and a request to replace the second player's key.
    fn add_game(&mut self, system: &'static dyn engine::any::System, scenario: &str, dice: DiceMode, seed: u64) {
        let rules = (dice, Rekeying::Consent);
        let mut table = MailTable::new(system, scenario, (2, 1), rules, seed, systems::catalog_en())
            .unwrap_or_else(|e| panic!("{}: {e}", system.info().id));
        let lobby = table.lobby.clone();
        self.files.push(lobby.invitation(&table.keys[0], 1).unwrap_or_default());
        for _ in 0..12 {
            self.files.push(table.envelope.to_text());
            if table.play_until(u32::MAX, 1).is_err() {
                break;
            }
        }
        let envelope = table.envelope.clone();
        let text = envelope.to_text();
        let new_key = SeatKeys::generate("Lost", &mut ChaCha20Rng::seed_from_u64(seed));
        let rekey = envelope.rekey_request(&new_key, 1).unwrap_or_default();
        self.games.push(MailGame {
            id: envelope.game.clone(),
            keys: table.keys.clone(),
            chain: envelope.entries.iter().map(|e| e.signed.clone()).collect(),
            text,
            envelope,
            lobby,
            join: table.joins.first().cloned().unwrap_or_default(),
            rekey,
        });
    }

    /// A save of `system`: a computer-only game of a few hundred actions.
    fn add_save(&mut self, system: &'static dyn engine::any::System, scenario: &str, seed: u64) {
        let count = system.scenarios().first().map_or(2, |s| usize::from(s.max_seats));
        let seats = system.info().seats(count, Controller::Computer);
        let Ok(mut game) = system.new_game(scenario, seats, &format!("fuzz-{seed}")) else { return };
        engine::sim::run_computer(game.as_mut(), 150, None);
        let save = game.save("fuzz", engine::save::Metadata::default());
        self.saves.extend(serde_json::to_string(&save).ok());
    }
}
