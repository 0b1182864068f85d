//! `sandtable fuzz`: no file can crash the check. Real files (games by
//! e-mail of every system, written here with known keys, and the fixtures
//! of earlier versions; saves of every system; join, key and request files)
//! are mutated and sent through everything that opens a file: the
//! envelope and chain checks with the rules' replay (`pbem::verify`), the
//! lobby's join check, the key replacement check, the stored key's reader,
//! and every system's save loader with its actions under the rules.
//!
//! Mutated entries of the games written here are signed again with their
//! players' keys and the chain re-linked, so the mutation passes the
//! signatures and reaches the protocol's rules, the replay and the checks
//! of steps, sealed orders and computer seats.
//!
//! Every input runs under `catch_unwind`: a panic is a crash, saved with
//! its input under `target/fuzz/`. The slowest inputs are reported (a hang
//! is one over [`HANG`]) and the peak resident memory measured.

mod corpus;
mod mutate;

use corpus::{Corpus, MailGame};
use mutate::Dice;
use pbem::envelope::Signed;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// An input slower than this is a hang.
pub const HANG: Duration = Duration::from_secs(2);
/// A peak resident memory above this (MiB) is a blow-up.
pub const MEMORY_LIMIT_MIB: u64 = 1024;

/// What an input is sent through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Target {
    /// A turn file with one to four bytes changed, through `pbem::verify`.
    FileBytes,
    /// A turn file with values changed, through `pbem::verify`.
    FileValues,
    /// A turn file cut short.
    FileCut,
    /// An entry of a game written here changed, signed again, re-linked.
    Entry,
    /// A save of a system changed, through the system's loader.
    Save,
    /// A join file changed, through the creator's check.
    Join,
    /// A key replacement request changed, through its check.
    Rekey,
    /// A stored key or a key backup changed, through their readers.
    Key,
}

impl Target {
    const ALL: [Self; 8] =
        [Self::FileBytes, Self::FileValues, Self::FileCut, Self::Entry, Self::Save, Self::Join, Self::Rekey, Self::Key];

    /// Its share of the inputs, in percent: most go where a file by e-mail
    /// is read; the cheap byte changes most of all.
    const fn weight(self) -> usize {
        match self {
            Self::FileBytes => 30,
            Self::FileValues => 20,
            Self::Entry => 25,
            Self::Save => 12,
            Self::FileCut | Self::Join | Self::Rekey | Self::Key => 3,
        }
    }

    /// Its name in the summary.
    pub const fn name(self) -> &'static str {
        match self {
            Self::FileBytes => "file_bytes",
            Self::FileValues => "file_values",
            Self::FileCut => "file_cut",
            Self::Entry => "entry_resigned",
            Self::Save => "save",
            Self::Join => "join",
            Self::Rekey => "rekey",
            Self::Key => "key",
        }
    }

    fn draw(dice: &mut Dice) -> Self {
        let mut n = dice.below(100);
        for target in Self::ALL {
            if n < target.weight() {
                return target;
            }
            n -= target.weight();
        }
        Self::FileBytes
    }
}

/// How a run went.
#[derive(Debug, Default)]
pub struct Findings {
    /// Inputs run, per target.
    pub inputs: Vec<(Target, usize)>,
    /// Inputs a check accepted, per target (the rest were refused).
    pub accepted: Vec<(Target, usize)>,
    /// Time spent checking, per target (all threads).
    pub time: Vec<(Target, Duration)>,
    /// Panics: the target, the message and the saved input's path.
    pub crashes: Vec<(Target, String, String)>,
    /// The slowest inputs: time, target.
    pub slowest: Vec<(Duration, Target)>,
    /// Peak resident memory, MiB.
    pub peak_mib: u64,
    /// Wall time.
    pub seconds: f64,
}

/// Runs `inputs` mutated inputs over `threads` threads, seeded with `seed`.
#[must_use]
pub fn run(inputs: usize, seed: u64, threads: usize) -> Findings {
    let started = Instant::now();
    let corpus = Corpus::build(seed);
    let done = AtomicUsize::new(0);
    let found = Mutex::new(Findings::default());
    // Panics are caught and reported once each, not printed by the hook.
    let quiet = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    std::thread::scope(|scope| {
        for t in 0..threads.max(1) {
            let (corpus, done, found) = (&corpus, &done, &found);
            scope.spawn(move || worker(corpus, seed ^ (t as u64 + 1).wrapping_mul(0x9e37_79b9), inputs, done, found));
        }
    });
    std::panic::set_hook(quiet);
    let mut findings = found.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    findings.peak_mib = peak_mib();
    findings.seconds = started.elapsed().as_secs_f64();
    findings
}

/// One thread's share: inputs until `inputs` were run in all.
fn worker(corpus: &Corpus, seed: u64, inputs: usize, done: &AtomicUsize, found: &Mutex<Findings>) {
    let mut dice = Dice(ChaCha8Rng::seed_from_u64(seed));
    let mut local = Findings::default();
    let mut counts = [0usize; 8];
    let mut accepted = [0usize; 8];
    let mut time = [Duration::ZERO; 8];
    let mut slow = 0;
    while done.fetch_add(1, Ordering::Relaxed) < inputs {
        let target = Target::draw(&mut dice);
        let Some(input) = make_input(&mut dice, corpus, target) else { continue };
        let timed = || {
            let started = Instant::now();
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(corpus, target, &input)));
            (outcome, started.elapsed())
        };
        let (outcome, mut took) = timed();
        // A slow input is timed again: on a busy machine (another build on
        // the same cores) one run can be slow for reasons of its own; a hang
        // is slow every time.
        for _ in 0..2 {
            if took > HANG / 4 {
                took = took.min(timed().1);
            }
        }
        let slot = Target::ALL.iter().position(|t| *t == target).unwrap_or(0);
        counts[slot] += 1;
        time[slot] += took;
        match outcome {
            Ok(true) => accepted[slot] += 1,
            Ok(false) => {}
            Err(panic) => {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default();
                let path = save_input("crash", &input.text, local.crashes.len(), seed);
                local.crashes.push((target, message, path));
            }
        }
        if took > HANG {
            let path = save_input(&format!("slow-{}", target.name()), &input.text, slow, seed);
            slow += 1;
            eprintln!("fuzz: {} input took {:.1} s: {path}", target.name(), took.as_secs_f64());
        }
        local.slowest.push((took, target));
        if local.slowest.len() > 64 {
            local.slowest.sort_unstable_by_key(|s| std::cmp::Reverse(s.0));
            local.slowest.truncate(8);
        }
    }
    let mut all = found.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    for (i, target) in Target::ALL.into_iter().enumerate() {
        add(&mut all.inputs, target, counts[i]);
        add(&mut all.accepted, target, accepted[i]);
        match all.time.iter_mut().find(|(t, _)| *t == target) {
            Some((_, d)) => *d += time[i],
            None => all.time.push((target, time[i])),
        }
    }
    all.crashes.extend(local.crashes);
    all.slowest.extend(local.slowest);
    all.slowest.sort_unstable_by_key(|s| std::cmp::Reverse(s.0));
    all.slowest.truncate(8);
}

fn add(list: &mut Vec<(Target, usize)>, target: Target, n: usize) {
    match list.iter_mut().find(|(t, _)| *t == target) {
        Some((_, count)) => *count += n,
        None => list.push((target, n)),
    }
}

/// A mutated input, and where it came from.
struct Input {
    text: String,
    /// The game it was made from (the lobby for joins, the game for requests).
    game: Option<usize>,
}

fn make_input(dice: &mut Dice, corpus: &Corpus, target: Target) -> Option<Input> {
    let file = |dice: &mut Dice| corpus.files[dice.below(corpus.files.len())].as_str();
    let text = match target {
        Target::FileBytes => {
            let text = file(dice);
            String::from_utf8_lossy(&mutate::bytes(dice, text)).into_owned()
        }
        Target::FileValues => {
            let (text, donor) = (file(dice), file(dice));
            mutate::json(dice, text, donor)?
        }
        Target::FileCut => {
            let text = file(dice);
            let mut at = dice.below(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text[..at].to_owned()
        }
        Target::Entry => {
            let g = dice.below(corpus.games.len());
            return Some(Input { text: resigned(dice, &corpus.games[g])?, game: Some(g) });
        }
        Target::Save => {
            let save = &corpus.saves[dice.below(corpus.saves.len())];
            let mut value: serde_json::Value = serde_json::from_str(save).ok()?;
            // Without checkpoints the loader plays every mutated action
            // under the rules instead of stopping at the first hash.
            if dice.chance(50)
                && let Some(map) = value.as_object_mut()
            {
                map.insert("checkpoints".into(), serde_json::Value::Array(Vec::new()));
            }
            let text = serde_json::to_string(&value).ok()?;
            let donor = &corpus.saves[dice.below(corpus.saves.len())];
            mutate::json(dice, &text, donor)?
        }
        Target::Join | Target::Rekey => {
            let g = dice.below(corpus.games.len());
            let game = &corpus.games[g];
            let base = if target == Target::Join { &game.join } else { &game.rekey };
            let text = if dice.chance(50) {
                mutate::json(dice, base, base)?
            } else {
                String::from_utf8_lossy(&mutate::bytes(dice, base)).into_owned()
            };
            return Some(Input { text, game: Some(g) });
        }
        Target::Key => {
            let key = &corpus.keys[dice.below(corpus.keys.len())];
            mutate::json(dice, key, key)?
        }
    };
    Some(Input { text, game: None })
}

/// A file of `game` with one entry's payload changed, signed again by its
/// sender's key (or, at times, another player's), and the entries after it
/// re-linked and signed again, or dropped; rendered as the app writes it.
fn resigned(dice: &mut Dice, game: &MailGame) -> Option<String> {
    let mut chain = game.chain.clone();
    let k = dice.below(chain.len());
    let mut payload: serde_json::Value = serde_json::from_str(&chain[k].p).ok()?;
    let donor = &game.chain[dice.below(game.chain.len())].p;
    let donor: serde_json::Value = serde_json::from_str(donor).ok()?;
    for _ in 0..=dice.below(2) {
        mutate::value(dice, &mut payload, &donor);
    }
    let from = |p: &serde_json::Value| p["from"].as_u64().and_then(|f| usize::try_from(f).ok()).unwrap_or(0);
    let signer = if dice.chance(90) { from(&serde_json::from_str(&chain[k].p).ok()?) } else { from(&payload) };
    chain[k] = sign(game.keys.get(signer).unwrap_or(&game.keys[0]), serde_json::to_string(&payload).ok()?);
    if dice.chance(50) {
        chain.truncate(k + 1);
    } else {
        for i in k + 1..chain.len() {
            let mut next: serde_json::Value = serde_json::from_str(&chain[i].p).ok()?;
            next["prev"] = pbem::codec::hex(&pbem::envelope::entry_hash(&chain[i - 1])).into();
            let signer = from(&next);
            chain[i] = sign(game.keys.get(signer).unwrap_or(&game.keys[0]), serde_json::to_string(&next).ok()?);
        }
    }
    // The file as the app writes it, when the chain reads; as it stands
    // otherwise (the chain's own checks refuse it first).
    match pbem::Envelope::from_entries(&game.id, &chain) {
        Ok(envelope) => Some(envelope.to_text()),
        Err(_) => {
            let mut file: serde_json::Value = serde_json::from_str(&game.text).ok()?;
            file["extensions"]["pbem"]["chain"] = serde_json::to_value(&chain).ok()?;
            serde_json::to_string(&file).ok()
        }
    }
}

fn sign(keys: &pbem::SeatKeys, p: String) -> Signed {
    let s = pbem::codec::b64(&keys.sign(p.as_bytes()).to_bytes());
    Signed { p, s }
}

/// Sends `input` through what opens it: whether it was accepted.
fn check(corpus: &Corpus, target: Target, input: &Input) -> bool {
    match target {
        Target::FileBytes | Target::FileValues | Target::FileCut | Target::Entry => verify(&input.text),
        Target::Save => systems::open(&input.text).is_ok(),
        Target::Join => input.game.and_then(|g| corpus.games[g].lobby.read_join(&input.text).ok()).is_some(),
        Target::Rekey => input.game.and_then(|g| corpus.games[g].envelope.read_rekey(&input.text).ok()).is_some(),
        Target::Key => pbem::SeatKeys::from_local_storage(&input.text).is_ok(),
    }
}

/// The whole check of a received file, the rules' replay included, as
/// `sandtable verify` and the app make it.
fn verify(text: &str) -> bool {
    let mut replay = |input: &pbem::verify::ReplayInput<'_>| {
        if !input.envelope.started() {
            return Ok(pbem::verify::Replayed::not_started());
        }
        let system = systems::find(&input.save.system)
            .ok_or_else(|| engine::text::Text::key("pbem.replay.unknown_system").plain("system", &input.save.system))?;
        let game = system.load(input.save).map_err(|e| e.text())?;
        let line = engine::text::Text::key("pbem.replay.checked").plain("count", game.log_len());
        Ok(pbem::verify::Replayed::of(input.envelope, game.as_ref(), line))
    };
    let verified = pbem::verify(text, None, Some(&mut replay));
    verified.report.is_valid()
}

/// Saves a crashing (`crash`) or slow (`slow`, over [`HANG`]) input under
/// `target/fuzz/` and returns its path.
fn save_input(kind: &str, text: &str, n: usize, seed: u64) -> String {
    let dir = std::path::Path::new("target/fuzz");
    let path = dir.join(format!("{kind}-{seed:x}-{n}.json"));
    let _ = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, text));
    path.display().to_string()
}

/// The process's peak resident memory (MiB), where the system reports it.
fn peak_mib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib: u64 = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap_or(0);
    kib / 1024
}
