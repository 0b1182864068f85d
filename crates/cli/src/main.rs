//! `sandtable`: the engine from a terminal.
//!
//! ```text
//! sandtable new --system S [--scenario X] --seed N --out FILE
//! sandtable simulate --system S [--scenario X] --seed N [--turns T] [--out FILE]
//! sandtable soak --system S [--scenario X] [--games N] [--seed PREFIX] [--versus random|previous|quick] [--computer quick|thoughtful] [--budget C,P,H]
//! sandtable replay FILE [--at TURN] [--as SEAT]
//! sandtable verify FILE
//! sandtable mail-sim --system S [--scenario X] [--players N] [--computer C] [--dice open|answered] [--turns T] [--files F] [--seed N] --out FILE
//! sandtable fuzz [--inputs N] [--seed N] [--threads T]
//! ```
//!
//! Every command takes `--lang en|pl|cs|uk|ru`: the game's texts (log,
//! refusals, outcomes) are printed in that language.
#![forbid(unsafe_code)]

/// Prints a line to standard output. A reader that has gone (`sandtable
/// verify FILE | head`) is no failure of the command: the line is dropped
/// and the command's exit code still says what it found, where `println!`
/// would panic on the closed pipe.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

mod args;
mod fuzz;
mod mail;

use args::Args;
use engine::any::AnyGame;
use engine::game::ComputerPlayer;
use engine::save::Metadata;
use engine::seat::Controller;
use engine::text::{Catalog, Text};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage:
  sandtable new --system S [--scenario X] --seed N --out FILE
  sandtable simulate --system S [--scenario X] --seed N [--turns T] [--out FILE]
  sandtable soak --system S [--scenario X] [--games N] [--seed PREFIX] [--versus random|previous|quick] [--computer quick|thoughtful] [--budget C,P,H]
  sandtable replay FILE [--at TURN] [--as SEAT]
  sandtable verify FILE
  sandtable mail-sim --system S [--scenario X] [--players N] [--computer C] [--dice open|answered] [--turns T] [--files F] [--seed N] --out FILE
  sandtable fuzz [--inputs N] [--seed N] [--threads T]
every command: [--lang en|pl|cs|uk|ru] (the game's texts in that language)
systems: world-war, hex-kingdoms, deluge, shadow-realms, khans-and-kings";

/// The most actions a simulation may take before it is called stuck.
const SIMULATION_ACTION_CAP: usize = 500_000;

fn main() -> ExitCode {
    let args = Args::parse(std::env::args().skip(1));
    let result = match args.command() {
        Some("new") => new(&args),
        Some("simulate") => simulate(&args),
        Some("soak") => soak(&args),
        Some("replay") => replay(&args),
        Some("verify") => verify(&args),
        Some("mail-sim") => mail_sim(&args),
        Some("fuzz") => fuzz_files(&args),
        _ => Err(USAGE.to_owned()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

fn start(args: &Args, controller: Controller) -> Result<Box<dyn AnyGame>, String> {
    let system = args.value("--system").ok_or("--system is required")?;
    let seed = args.value("--seed").ok_or("--seed is required")?;
    start_game(system, args.value("--scenario"), seed, controller, &catalog(args)?)
}

/// The catalog of `--lang` (English without it).
fn catalog(args: &Args) -> Result<Catalog, String> {
    let language = args.value("--lang").unwrap_or("en");
    if !engine::text::LANGUAGES.iter().any(|(code, _)| *code == language) {
        return Err(format!("unknown language '{language}'\n{USAGE}"));
    }
    Ok(systems::catalog(language))
}

/// A new game with one seat per role of the system, all played by `controller`.
fn start_game(
    system_id: &str,
    scenario: Option<&str>,
    seed: &str,
    controller: Controller,
    catalog: &Catalog,
) -> Result<Box<dyn AnyGame>, String> {
    let system = systems::find(system_id).ok_or_else(|| format!("unknown system '{system_id}'\n{USAGE}"))?;
    let scenarios = system.scenarios();
    let scenario = match scenario {
        Some(id) => scenarios.iter().find(|s| s.id == id).ok_or_else(|| format!("unknown scenario '{id}'"))?,
        None => scenarios.first().ok_or("this system has no scenario")?,
    };
    // The scenario's full table: the first `max_seats` roles.
    let seats = system.info().seats(usize::from(scenario.max_seats), controller);
    system.new_game(scenario.id, seats, seed).map_err(|r| format!("refused: {}", catalog.render(&r.text)))
}

fn write_save(game: &dyn AnyGame, path: &str, title: &str) -> Result<(), String> {
    let metadata = Metadata { title: title.to_owned(), mode: "hot_seat".to_owned(), ..Metadata::default() };
    let file = game.save(env!("CARGO_PKG_VERSION"), metadata);
    let json = serde_json::to_string_pretty(&file).map_err(|e| e.to_string())?;
    std::fs::write(path, json).map_err(|e| format!("cannot write {path}: {e}"))
}

fn new(args: &Args) -> Result<ExitCode, String> {
    let game = start(args, Controller::Human)?;
    let out = args.value("--out").ok_or("--out is required")?;
    write_save(game.as_ref(), out, "new game")?;
    say!("wrote {out}");
    Ok(ExitCode::SUCCESS)
}

fn simulate(args: &Args) -> Result<ExitCode, String> {
    let mut game = start(args, Controller::Computer)?;
    let last_turn =
        args.value("--turns").map(|t| t.parse::<u32>().map_err(|_| "--turns takes a number")).transpose()?;
    let started = std::time::Instant::now();
    let report = engine::sim::run_computer(game.as_mut(), SIMULATION_ACTION_CAP, last_turn);
    let seconds = started.elapsed().as_secs_f64();
    let catalog = catalog(args)?;
    let outcome = game.outcome();
    let winners: Vec<&str> = outcome
        .iter()
        .flat_map(|o| &o.winners)
        .map(|s| game.setup().seats.get(s.index()).map_or("?", |c| c.role.as_str()))
        .collect();
    let summary = serde_json::json!({
        "system": game.setup().system,
        "scenario": game.setup().scenario,
        "seed": game.setup().seed,
        "finished": report.finished,
        "stuck": report.stuck,
        "broken_invariant": report.broken.as_ref().map(|b| serde_json::json!({
            "after_action": b.after, "what": b.what.iter().map(|t| catalog.render(t)).collect::<Vec<_>>(),
        })),
        "winners": winners,
        "outcome": outcome.as_ref().map(|o| catalog.render(&o.text)),
        "turns": report.turn,
        "actions": report.actions,
        "hash": game.hash(),
        "seconds": (seconds * 1000.0).round() / 1000.0,
    });
    say!("{summary}");
    if let Some(out) = args.value("--out") {
        write_save(game.as_ref(), out, "simulated game")?;
    }
    Ok(if report.stuck || report.broken.is_some() { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// Who plays the other seats in `soak --versus …`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Versus {
    /// Computer players in every seat.
    Nobody,
    /// A player choosing uniformly among the legal actions.
    Random,
    /// The computer player before its latest change.
    Previous,
    /// Today's quick computer, and the thoughtful one in the computer's
    /// seat (issue 40).
    Quick(engine::search::Budget),
}

impl Versus {
    /// Whether each game is paired with the same seed played by the
    /// baseline in every seat.
    const fn paired(self) -> bool {
        matches!(self, Self::Previous | Self::Quick(_))
    }

    /// The other seats' player, as the summary names it.
    const fn name(self) -> &'static str {
        match self {
            Self::Nobody => "nobody",
            Self::Random => "random",
            Self::Previous => "previous",
            Self::Quick(_) => "quick",
        }
    }
}

/// `--budget CANDIDATES,PLAYOUTS,HORIZON` for the thoughtful computer.
fn budget(args: &Args) -> Result<engine::search::Budget, String> {
    let Some(text) = args.value("--budget") else { return Ok(engine::search::Budget::THOUGHTFUL) };
    let parts: Vec<usize> =
        text.split(',').map(str::parse).collect::<Result<_, _>>().map_err(|_| "--budget takes C,P,H")?;
    match parts[..] {
        [candidates, playouts, horizon] => Ok(engine::search::Budget { candidates, playouts, horizon }),
        _ => Err("--budget takes three numbers: candidates, playouts, horizon".to_owned()),
    }
}

/// Plays many games from seeds `PREFIX-0`, `PREFIX-1`, …: each must end (no
/// panic, no stuck seat) and replay to its own final hash. Computer-only by
/// default; with `--versus random` (or `previous`), game `i` gives the
/// computer seat `i mod seats` and a random-legal player (or the computer
/// player before its latest change) every other seat, and the summary
/// tells, per seat, how often the computer won it and its mean final score
/// there beside the other player's in the same seat (seats are not alike:
/// one may win more by its position than another by its play), and the
/// computer's rank there (how often first, the mean rank) and its mean
/// score, with 95% intervals. Against `previous` it also plays each seed with the previous computer in every
/// seat and says how often today's computer ended its seat better than the
/// previous one ended that same seat of the same game (won, then score):
/// with three or four seats, one player among equals wins a third or a
/// quarter of the games, so "beats the previous in more than half the
/// games" is measured seat against seat.
fn soak(args: &Args) -> Result<ExitCode, String> {
    let games: usize = args.value("--games").map_or(Ok(200), str::parse).map_err(|_| "--games takes a number")?;
    let prefix = args.value("--seed").unwrap_or("soak").to_owned();
    let system_id = args.value("--system").ok_or("--system is required")?;
    let system = systems::find(system_id).ok_or_else(|| format!("unknown system '{system_id}'"))?;
    let versus = match args.value("--versus") {
        None => Versus::Nobody,
        Some("random") => Versus::Random,
        Some("previous") => Versus::Previous,
        Some("quick") => Versus::Quick(budget(args)?),
        Some(other) => return Err(format!("--versus takes random, previous or quick, not '{other}'")),
    };
    // The computer measured against random players, or in every seat:
    // today's quick one, or the thoughtful one (issue 40).
    let player = match args.value("--computer") {
        None | Some("quick") => ComputerPlayer::Current,
        Some("thoughtful") => ComputerPlayer::Thoughtful(budget(args)?),
        Some(other) => return Err(format!("--computer takes quick or thoughtful, not '{other}'")),
    };
    if player != ComputerPlayer::Current && !matches!(versus, Versus::Random | Versus::Nobody) {
        return Err("--computer thoughtful is measured against random players or in every seat".to_owned());
    }
    let catalog = catalog(args)?;
    let started = std::time::Instant::now();
    let (mut finished, mut failed, mut actions, mut turns) = (0usize, Vec::new(), 0usize, 0u64);
    let mut winners = std::collections::BTreeMap::<String, usize>::new();
    let mut seat_records = std::collections::BTreeMap::<String, SeatRecord>::new();
    let mut seats_in_game = 0;
    // How often each kind of action was taken, over all games.
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    // With `--versus previous`: games where today's computer ended its seat
    // worse, the same, better than the previous computer in that seat of
    // the same seed (won first, then score).
    let mut paired = [0usize; 3];
    // The rules' invariants, checked after every action of every game.
    let mut broken_invariants = Vec::new();
    for i in 0..games {
        let seed = format!("{prefix}-{i}");
        let mut game = start_game(system_id, args.value("--scenario"), &seed, Controller::Computer, &catalog)?;
        seats_in_game = game.setup().seats.len();
        let computer_seat = engine::seat::SeatId(u8::try_from(i % seats_in_game.max(1)).unwrap_or(0));
        let report = match versus {
            Versus::Random => {
                engine::sim::run_versus_random_as(game.as_mut(), &[computer_seat], player, &seed, SIMULATION_ACTION_CAP)
            }
            Versus::Previous => {
                engine::sim::run_versus_previous(game.as_mut(), &[computer_seat], SIMULATION_ACTION_CAP)
            }
            Versus::Quick(budget) => engine::sim::run_versus(
                game.as_mut(),
                &[computer_seat],
                ComputerPlayer::Thoughtful(budget),
                ComputerPlayer::Current,
                SIMULATION_ACTION_CAP,
            ),
            Versus::Nobody if player == ComputerPlayer::Current => {
                engine::sim::run_computer(game.as_mut(), SIMULATION_ACTION_CAP, None)
            }
            Versus::Nobody => {
                let every: Vec<_> =
                    (0..seats_in_game).filter_map(|s| u8::try_from(s).ok()).map(engine::seat::SeatId).collect();
                engine::sim::run_versus(game.as_mut(), &every, player, player, SIMULATION_ACTION_CAP)
            }
        };
        if let Some(broken) = &report.broken {
            let what: Vec<String> = broken.what.iter().map(|t| catalog.render(t)).collect();
            broken_invariants.push(serde_json::json!({ "seed": seed, "after_action": broken.after, "what": what }));
        }
        let save = game.save("soak", Metadata::default());
        for logged in &save.log {
            *kinds.entry(action_kind(&logged.action)).or_default() += 1;
        }
        let replays = serde_json::to_string(&save)
            .ok()
            .and_then(|json| system.load(&engine::save::parse(&json).ok()?).ok())
            .is_some_and(|replayed| replayed.hash() == game.hash());
        actions += report.actions;
        turns += u64::from(report.turn);
        if report.finished && !report.stuck && report.broken.is_none() && replays {
            finished += 1;
            let outcome = game.outcome();
            let won = outcome.as_ref().map(|o| o.winners.clone()).unwrap_or_default();
            for w in &won {
                let role = game.setup().seats.get(w.index()).map_or("?", |s| s.role.as_str());
                *winners.entry(role.to_owned()).or_default() += 1;
            }
            if versus != Versus::Nobody {
                let scores = outcome.as_ref().map(|o| o.scores.clone()).unwrap_or_default();
                for (index, seat) in game.setup().seats.iter().enumerate() {
                    let record = seat_records.entry(seat.role.clone()).or_default();
                    let score = scores.get(index).copied().unwrap_or(0);
                    if index == computer_seat.index() {
                        record.computer_games += 1;
                        record.computer_won += usize::from(won.contains(&computer_seat));
                        record.computer_score += score;
                        record.computer_scores.push(score);
                        // Its rank among the seats' scores: 1 + those above it (ties share).
                        let rank = 1 + scores.iter().filter(|&&other| other > score).count();
                        record.computer_ranks.push(rank);
                    } else {
                        record.other_games += 1;
                        record.other_score += score;
                    }
                }
            }
            if versus.paired() {
                // The same seed with the baseline in every seat:
                // did today's computer end its seat better than the
                // previous one ended the same seat?
                let mut baseline =
                    start_game(system_id, args.value("--scenario"), &seed, Controller::Computer, &catalog)?;
                if versus == Versus::Previous {
                    engine::sim::run_versus_previous(baseline.as_mut(), &[], SIMULATION_ACTION_CAP);
                } else {
                    engine::sim::run_computer(baseline.as_mut(), SIMULATION_ACTION_CAP, None);
                }
                let standing = |game: &dyn AnyGame| {
                    let outcome = game.outcome();
                    let won = outcome.as_ref().is_some_and(|o| o.winners.contains(&computer_seat));
                    (won, outcome.and_then(|o| o.scores.get(computer_seat.index()).copied()).unwrap_or(0))
                };
                let slot = match standing(game.as_ref()).cmp(&standing(baseline.as_ref())) {
                    std::cmp::Ordering::Less => 0,
                    std::cmp::Ordering::Equal => 1,
                    std::cmp::Ordering::Greater => 2,
                };
                paired[slot] += 1;
                if let Some(seat) = game.setup().seats.get(computer_seat.index()) {
                    seat_records.entry(seat.role.clone()).or_default().paired[slot] += 1;
                }
            }
        } else {
            failed.push(seed);
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let mut summary = serde_json::json!({
        "system": system_id, "games": games, "finished": finished, "failed": failed,
        "wins": winners, "actions": actions, "action_kinds": kinds,
        "mean_turns": if games == 0 { 0.0 } else { turns as f64 / games as f64 },
        "seconds": (seconds * 100.0).round() / 100.0,
        "invariants": { "checked_after_actions": actions, "broken": broken_invariants },
        "computer": if player == ComputerPlayer::Current { "quick" } else { "thoughtful" },
    });
    if versus != Versus::Nobody {
        let (played, won) = seat_records.values().fold((0, 0), |(p, w), r| (p + r.computer_games, w + r.computer_won));
        let rate = |w: usize, p: usize| if p == 0 { 0.0 } else { (w as f64 / p as f64 * 1000.0).round() / 1000.0 };
        let mean = |sum: i64, n: usize| if n == 0 { 0.0 } else { (sum as f64 / n as f64 * 10.0).round() / 10.0 };
        let other = versus.name();
        summary["versus"] = other.into();
        summary["seats"] = seat_records
            .iter()
            .map(|(role, r)| {
                let mut json = serde_json::json!({
                    "computer_games": r.computer_games, "computer_won": r.computer_won,
                    "computer_mean_score": mean(r.computer_score, r.computer_games),
                });
                if !r.computer_ranks.is_empty() {
                    // Rank 1 (alone or tied at the top), and mean rank and
                    // score, each with its 95% interval.
                    let first = r.computer_ranks.iter().filter(|&&k| k == 1).count();
                    let (low, high) = wilson_interval(first, r.computer_ranks.len());
                    json["computer_first"] = first.into();
                    json["computer_first_rate"] = rate(first, r.computer_ranks.len()).into();
                    json["computer_first_rate_95"] = serde_json::json!([rate_of(low), rate_of(high)]);
                    let ranks: Vec<f64> = r.computer_ranks.iter().map(|&k| k as f64).collect();
                    json["computer_mean_rank_95"] = mean_interval(&ranks).into();
                    let scores: Vec<f64> = r.computer_scores.iter().map(|&k| k as f64).collect();
                    json["computer_mean_score_95"] = mean_interval(&scores).into();
                }
                if versus.paired() {
                    // In this seat: the games where today's computer ended
                    // it better than the previous one did in the same game.
                    let [worse, same, better] = r.paired;
                    let (low, high) = wilson_interval(better, better + worse);
                    json[format!("same_seat_as_{other}")] = serde_json::json!({
                        "better": better, "same": same, "worse": worse,
                        "better_rate": rate(better, better + worse), "better_rate_95": [rate_of(low), rate_of(high)],
                    });
                }
                json[format!("{other}_mean_score")] = mean(r.other_score, r.other_games).into();
                (role.clone(), json)
            })
            .collect();
        summary["computer_win_rate"] = rate(won, played).into();
        let (low, high) = wilson_interval(won, played);
        summary["computer_win_rate_95"] = serde_json::json!([rate_of(low), rate_of(high)]);
        // What a seat wins by chance when every seat plays alike.
        summary["fair_share"] = rate(1, seats_in_game).into();
        if versus.paired() {
            let [worse, same, better] = paired;
            let (low, high) = wilson_interval(better, better + worse);
            summary[format!("same_seat_as_{other}")] = serde_json::json!({
                "better": better, "same": same, "worse": worse,
                "better_rate": rate(better, better + worse), "better_rate_95": [rate_of(low), rate_of(high)],
            });
        }
    }
    say!("{summary}");
    Ok(if finished == games { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The kind of a logged action: its variant's name (a unit variant is
/// written as its name, any other as an object with the name as its key).
fn action_kind(action: &serde_json::Value) -> String {
    match action {
        serde_json::Value::String(name) => name.clone(),
        serde_json::Value::Object(fields) if fields.len() == 1 => fields.keys().next().cloned().unwrap_or_default(),
        _ => "other".to_owned(),
    }
}

/// The 95% Wilson score interval of a rate of `wins` in `games`: how far
/// the true rate may lie from the measured one (it stays sensible at 0%
/// and 100%, where the normal approximation collapses to a point).
fn wilson_interval(wins: usize, games: usize) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (games as f64, wins as f64 / games as f64, 1.96_f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The mean of `xs` with its 95% interval (normal approximation, the
/// sample's standard deviation): `[low, mean, high]`, to one decimal.
fn mean_interval(xs: &[f64]) -> Vec<f64> {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return vec![0.0; 3];
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    let half = 1.96 * (var / n).sqrt();
    [mean - half, mean, mean + half].iter().map(|x| (x * 10.0).round() / 10.0).collect()
}

fn rate_of(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// One seat's record in `soak --versus …`: the games the computer played
/// it and those the other player did, with the final scores.
#[derive(Default)]
struct SeatRecord {
    computer_games: usize,
    computer_won: usize,
    computer_score: i64,
    /// The computer's final score and rank in each game it played the seat.
    computer_scores: Vec<i64>,
    computer_ranks: Vec<usize>,
    /// With `--versus previous`: worse, the same, better than the previous
    /// computer in this seat of the same game.
    paired: [usize; 3],
    other_games: usize,
    other_score: i64,
}

/// Computer players play a game by e-mail to turn `--turns` (default 100,
/// or the game's end) or for `--files` files; the last file is written to
/// `--out` and its size reported.
fn mail_sim(args: &Args) -> Result<ExitCode, String> {
    let system_id = args.value("--system").ok_or("--system is required")?;
    let system = systems::find(system_id).ok_or_else(|| format!("unknown system '{system_id}'"))?;
    let scenario = match args.value("--scenario") {
        Some(s) => s.to_owned(),
        None => system.scenarios().first().map(|s| s.id.to_owned()).ok_or("this system has no scenario")?,
    };
    let number = |flag: &str, default: u64| -> Result<u64, String> {
        args.value(flag).map_or(Ok(default), |v| v.parse().map_err(|_| format!("{flag} takes a number")))
    };
    let players = usize::try_from(number("--players", 3)?).map_err(|_| "--players is too large")?;
    let computer = usize::try_from(number("--computer", 0)?).map_err(|_| "--computer is too large")?;
    let turns = u32::try_from(number("--turns", 100)?).map_err(|_| "--turns is too large")?;
    let out = args.value("--out").ok_or("--out is required")?;
    let started = std::time::Instant::now();
    let dice = match args.value("--dice") {
        None | Some("open") => pbem::DiceMode::Open,
        Some("answered") => pbem::DiceMode::Answered,
        Some(other) => return Err(format!("--dice takes open or answered, not '{other}'")),
    };
    let seed = number("--seed", 1)?;
    let rules = (dice, pbem::Rekeying::Never);
    let mut table = mail::MailTable::new(system, &scenario, (players, computer), rules, seed, catalog(args)?)?;
    let files = usize::try_from(number("--files", 200_000)?).map_err(|_| "--files is too large")?;
    let reached = table.play_until(turns, files.saturating_sub(1))?;
    let text = table.envelope.to_text();
    std::fs::write(out, &text).map_err(|e| format!("cannot write {out}: {e}"))?;
    let summary = serde_json::json!({
        "system": system_id, "players": players, "computer_seats": computer, "dice": args.value("--dice").unwrap_or("open"),
        "turn": reached, "files": table.files,
        "entries": table.envelope.entries.len(), "actions": table.envelope.state.log.len(),
        "bytes": text.len(), "seconds": (started.elapsed().as_secs_f64() * 100.0).round() / 100.0,
    });
    say!("{summary}");
    Ok(ExitCode::SUCCESS)
}

/// The file named on the command line: its path and text.
fn read(args: &Args) -> Result<(String, String), String> {
    let path = args.positional(1).ok_or_else(|| USAGE.to_owned())?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    Ok((path.to_owned(), text))
}

/// Prints a game's log; with `--at TURN`, the game as it stood when that
/// turn began (its turn, the panels, and the outcome once over): what the
/// page's replay shows there. Read by an onlooker, or with `--as SEAT` (a
/// seat's number from 0, or its role id) as that seat reads it, its
/// secrets and nobody else's (for referees, teachers and checks of what a
/// seat may read); then the seat's panels follow the log.
fn replay(args: &Args) -> Result<ExitCode, String> {
    let (path, text) = read(args)?;
    let game = systems::open(&text).map_err(|e| format!("{path}: {e}"))?;
    let viewer = viewer(args, game.as_ref())?;
    let catalog = catalog(args)?;
    let mut out = std::io::stdout().lock();
    if let Some(turn) = args.value("--at") {
        let turn: u32 = turn.parse().map_err(|_| "--at takes a turn number")?;
        let there = game.rewound(game.turn_start(turn));
        // A closed pipe (`| head`) ends the listing quietly.
        let _ = print_state(&mut out, &catalog, there.as_ref(), viewer);
        return Ok(ExitCode::SUCCESS);
    }
    for line in game.log_lines(viewer) {
        // A closed pipe (`| head`) ends the listing quietly.
        if print_log_line(&mut out, &catalog, game.as_ref(), &line).is_err() {
            return Ok(ExitCode::SUCCESS);
        }
    }
    if viewer.is_some() {
        let _ = writeln!(out).and_then(|()| print_state(&mut out, &catalog, game.as_ref(), viewer));
    }
    Ok(ExitCode::SUCCESS)
}

/// The seat `--as` names: its number (0 for the first) or its role id.
fn viewer(args: &Args, game: &dyn AnyGame) -> Result<Option<engine::seat::SeatId>, String> {
    let Some(name) = args.value("--as") else { return Ok(None) };
    let seats = &game.setup().seats;
    let found = match name.parse::<usize>() {
        Ok(i) => (i < seats.len()).then_some(i),
        Err(_) => seats.iter().position(|s| s.role == name),
    };
    let roles: Vec<&str> = seats.iter().map(|s| s.role.as_str()).collect();
    found.and_then(|i| u8::try_from(i).ok()).map(|i| Some(engine::seat::SeatId(i))).ok_or_else(|| {
        format!("--as takes a seat number (0 to {}) or a role ({})", seats.len().saturating_sub(1), roles.join(", "))
    })
}

fn print_state(
    out: &mut impl Write,
    catalog: &Catalog,
    game: &dyn AnyGame,
    viewer: Option<engine::seat::SeatId>,
) -> std::io::Result<()> {
    writeln!(out, "{} ({} actions)", catalog.render(&game.turn_label()), game.log_len())?;
    for section in game.panel(viewer) {
        writeln!(out, "\n{}", catalog.render(&section.title))?;
        for (label, value) in &section.rows {
            writeln!(out, "  {}: {}", catalog.render(label), catalog.render(value))?;
        }
    }
    if let Some(outcome) = game.outcome() {
        writeln!(out, "\n{}", catalog.render(&outcome.text))?;
    }
    Ok(())
}

fn print_log_line(
    out: &mut impl Write,
    catalog: &Catalog,
    game: &dyn AnyGame,
    line: &engine::any::LogLine,
) -> std::io::Result<()> {
    let seat = game.setup().seats.get(line.seat.index()).map_or("?", |s| s.role.as_str());
    let dice: Vec<String> = line
        .rolls
        .iter()
        .map(|r| {
            format!("{} {}={}", r.purpose, r.expr, r.faces.iter().map(u8::to_string).collect::<Vec<_>>().join("+"))
        })
        .collect();
    let dice = if dice.is_empty() { String::new() } else { format!("  [{}]", dice.join("; ")) };
    writeln!(out, "#{} t{} {seat}: {}{dice}", line.index + 1, line.turn, catalog.render(&line.action))?;
    for event in &line.events {
        writeln!(out, "      {}", catalog.render(event))?;
    }
    Ok(())
}

/// Whether a file is a play-by-e-mail turn file (it carries a signed chain).
fn is_turn_file(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).ok().is_some_and(|v| v["extensions"]["pbem"].is_object())
}

/// Verifies a play-by-e-mail turn file: every protocol check, then the
/// rules' replay to every checkpoint, as one report (`docs/pbem-protocol.md`)
/// in the language of `catalog`.
fn verify_turn_file(path: &str, text: &str, catalog: &Catalog) -> ExitCode {
    let mut replay = |input: &pbem::verify::ReplayInput<'_>| -> Result<pbem::verify::Replayed, Text> {
        let system = systems::find(&input.save.system)
            .ok_or_else(|| Text::key("pbem.replay.unknown_system").plain("system", &input.save.system))?;
        let game = system.load(input.save).map_err(|e| e.text())?;
        let summary = Text::key("pbem.replay.summary")
            .plain("count", game.log_len())
            .plain("turn", game.turn())
            .plain("hash", game.hash());
        Ok(pbem::verify::Replayed::of(input.envelope, game.as_ref(), summary))
    };
    let verified = pbem::verify(text, None, Some(&mut replay));
    let replayed = verified
        .report
        .lines
        .iter()
        .any(|l| l.check == pbem::verify::Check::Checkpoints && matches!(l.status, pbem::verify::Status::Ok(_)));
    say!(
        "{path}:
{}",
        verified.report.render(catalog)
    );
    if let Some(kib) = peak_memory_kib() {
        say!("peak resident memory {:.1} MiB", f64::from(kib) / 1024.0);
    }
    if verified.report.is_valid() && replayed { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

fn verify(args: &Args) -> Result<ExitCode, String> {
    let (path, text) = read(args)?;
    if is_turn_file(&text) {
        return Ok(verify_turn_file(&path, &text, &catalog(args)?));
    }
    match systems::open(&text).map_err(|e| e.to_string()) {
        Ok(game) => {
            say!("{path}: valid");
            say!("  system {} / {}", game.setup().system, game.setup().scenario);
            say!("  {} actions replayed, every checkpoint matches", game.log_len());
            say!("  turn {}, state hash {}", game.turn(), game.hash());
            if let Some(kib) = peak_memory_kib() {
                say!("  peak resident memory {:.1} MiB", f64::from(kib) / 1024.0);
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            say!("{path}: INVALID");
            say!("  {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}

/// The process's peak resident memory, where the system reports it (Linux).
fn peak_memory_kib() -> Option<u32> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// `sandtable fuzz`: mutated real files through everything that opens a
/// file ([`fuzz`]); fails on a crash, a hang or a memory blow-up.
fn fuzz_files(args: &Args) -> Result<ExitCode, String> {
    let number = |name: &str, default: usize| {
        args.value(name).map_or(Ok(default), str::parse::<usize>).map_err(|_| format!("{name} takes a number"))
    };
    let inputs = number("--inputs", 10_000_000)?;
    let seed = u64::try_from(number("--seed", 1)?).unwrap_or(1);
    let threads = number("--threads", std::thread::available_parallelism().map_or(1, std::num::NonZero::get))?;
    let found = fuzz::run(inputs, seed, threads);
    let by_target = |list: &[(fuzz::Target, usize)]| {
        list.iter().map(|(t, n)| (t.name().to_owned(), serde_json::Value::from(*n))).collect::<serde_json::Map<_, _>>()
    };
    let total: usize = found.inputs.iter().map(|(_, n)| n).sum();
    let slowest = found.slowest.first().map_or(0.0, |(d, _)| d.as_secs_f64() * 1000.0);
    let hang = found.slowest.first().is_some_and(|(d, _)| *d > fuzz::HANG);
    let blown = found.peak_mib > fuzz::MEMORY_LIMIT_MIB;
    let summary = serde_json::json!({
        "inputs": total, "seed": seed, "threads": threads,
        "by_target": by_target(&found.inputs), "accepted": by_target(&found.accepted),
        "mean_us": found.time.iter().map(|(t, d)| {
            let n = found.inputs.iter().find(|(u, _)| u == t).map_or(1, |(_, n)| (*n).max(1));
            (t.name().to_owned(), serde_json::Value::from((d.as_secs_f64() * 1e6 / n as f64).round()))
        }).collect::<serde_json::Map<_, _>>(),
        "crashes": found.crashes.iter().map(|(t, m, p)| serde_json::json!({"target": t.name(), "panic": m, "input": p})).collect::<Vec<_>>(),
        "slowest_ms": (slowest * 100.0).round() / 100.0,
        "slowest": found.slowest.iter().take(4).map(|(d, t)| format!("{} {:.1} ms", t.name(), d.as_secs_f64() * 1000.0)).collect::<Vec<_>>(),
        "hang": hang, "peak_resident_mib": found.peak_mib, "memory_blown": blown,
        "seconds": (found.seconds * 10.0).round() / 10.0,
        "inputs_per_second": (total as f64 / found.seconds.max(1e-9)).round(),
    });
    say!("{summary}");
    Ok(if found.crashes.is_empty() && !hang && !blown { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
