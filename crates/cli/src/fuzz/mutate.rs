//! Mutations of real files: bytes (flips, cuts, copies, digits), JSON
//! values (numbers at their limits, strings emptied or swapped for others
//! of the file, keys removed or added, lists cut, repeated or swapped,
//! values moved between places and files) and truncation. Each is small, so
//! a mutated file is near a real one and reaches deep into the checks.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::Rng;
use serde_json::{Map, Value};

/// The fuzzer's random choices.
pub struct Dice(pub ChaCha8Rng);

impl Dice {
    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.0.next_u64() % n.max(1) as u64).unwrap_or(0)
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// `text` with one to four byte-level changes.
pub fn bytes(dice: &mut Dice, text: &str) -> Vec<u8> {
    let mut b = text.as_bytes().to_vec();
    for _ in 0..=dice.below(4) {
        if b.is_empty() {
            break;
        }
        let at = dice.below(b.len());
        match dice.below(7) {
            0 => b[at] ^= 1 << dice.below(8),
            1 => b[at] = *dice.pick(b"{}[]\":,0123456789-eE.\\ntfa"),
            2 => {
                let end = (at + 1 + dice.below(64)).min(b.len());
                b.drain(at..end);
            }
            3 => {
                let end = (at + 1 + dice.below(256)).min(b.len());
                let copy = b[at..end].to_vec();
                let to = dice.below(b.len());
                b.splice(to..to, copy);
            }
            4 if b[at].is_ascii_digit() => b[at] = b'0' + u8::try_from(dice.below(10)).unwrap_or(0),
            5 => {
                let digits = *dice.pick(&["9999999999999999999999", "-1", "4294967296", "0", "1e400"]);
                b.splice(at..at, digits.bytes());
            }
            _ => b.truncate(at),
        }
    }
    b
}

/// Every value of `root` by its path, in document order.
fn paths(root: &Value) -> Vec<Vec<PathStep>> {
    let mut out = Vec::new();
    let mut stack = vec![(Vec::new(), root)];
    while let Some((path, value)) = stack.pop() {
        match value {
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    let mut p = path.clone();
                    p.push(PathStep::Index(i));
                    stack.push((p, item));
                }
            }
            Value::Object(map) => {
                for (k, item) in map {
                    let mut p = path.clone();
                    p.push(PathStep::Key(k.clone()));
                    stack.push((p, item));
                }
            }
            _ => {}
        }
        out.push(path);
    }
    out
}

/// One step of a path into a JSON value.
#[derive(Clone)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn at_mut<'a>(root: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    path.iter().try_fold(root, |v, step| match step {
        PathStep::Index(i) => v.get_mut(*i),
        PathStep::Key(k) => v.get_mut(k.as_str()),
    })
}

fn at<'a>(root: &'a Value, path: &[PathStep]) -> Option<&'a Value> {
    path.iter().try_fold(root, |v, step| match step {
        PathStep::Index(i) => v.get(*i),
        PathStep::Key(k) => v.get(k.as_str()),
    })
}

/// Numbers a field may be set to: limits and their neighbours.
const NUMBERS: [i128; 12] =
    [0, 1, -1, 2, 255, 256, 65_536, 4_294_967_295, 4_294_967_296, 1 << 53, i64::MAX as i128, u64::MAX as i128];

fn number(dice: &mut Dice, old: Option<&serde_json::Number>) -> Value {
    if let Some(n) = old.and_then(serde_json::Number::as_i64)
        && dice.chance(40)
    {
        let delta = *dice.pick(&[-1_i64, 1, -2, 2, 1000]);
        return Value::from(n.saturating_add(delta));
    }
    match *dice.pick(&NUMBERS) {
        n if n > i128::from(i64::MAX) => Value::from(u64::try_from(n).unwrap_or(u64::MAX)),
        n => Value::from(i64::try_from(n).unwrap_or(0)),
    }
}

fn string(dice: &mut Dice, donor: &Value, old: &str) -> Value {
    match dice.below(7) {
        0 => Value::from(""),
        1 => Value::from(old.chars().rev().collect::<String>()),
        2 => Value::from(format!("{old}{old}")),
        3 => Value::from("ż€😀\u{0}\u{202e}"),
        4 => Value::from("0".repeat(dice.below(200))),
        // Another string of a real file, in this place.
        _ => {
            let strings: Vec<&str> = paths(donor).iter().filter_map(|p| at(donor, p)?.as_str()).collect();
            Value::from(if strings.is_empty() { "x" } else { dice.pick(&strings) })
        }
    }
}

/// Changes one value of `root`, with `donor` (this file or another) as a
/// source of real values to put in its place.
pub fn value(dice: &mut Dice, root: &mut Value, donor: &Value) {
    let all = paths(root);
    let path = dice.pick(&all).clone();
    let donor_paths = paths(donor);
    let from = &donor_paths[dice.below(donor_paths.len())];
    let moved = at(donor, from).cloned().unwrap_or(Value::Null);
    let Some(target) = at_mut(root, &path) else { return };
    match target {
        Value::Number(n) if dice.chance(80) => *target = number(dice, Some(n)),
        Value::String(s) if dice.chance(80) => {
            let old = s.clone();
            *target = string(dice, donor, &old);
        }
        Value::Bool(b) => *b = !*b,
        Value::Array(items) if !items.is_empty() && dice.chance(80) => match dice.below(5) {
            0 => {
                items.remove(dice.below(items.len()));
            }
            1 => {
                let i = dice.below(items.len());
                let copy = items[i].clone();
                let times = if dice.chance(10) { 100 } else { 1 };
                for _ in 0..times {
                    items.insert(i, copy.clone());
                }
            }
            2 => {
                let (i, j) = (dice.below(items.len()), dice.below(items.len()));
                items.swap(i, j);
            }
            3 => items.truncate(dice.below(items.len())),
            _ => items.push(moved),
        },
        Value::Object(map) if !map.is_empty() && dice.chance(80) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            match dice.below(3) {
                0 => {
                    map.remove(dice.pick(&keys));
                }
                1 => {
                    map.insert("unknown".into(), moved);
                }
                _ => {
                    map.insert(dice.pick(&keys).clone(), moved);
                }
            }
        }
        _ => {
            *target = match dice.below(6) {
                0 => Value::Null,
                1 => number(dice, None),
                2 => Value::Array(vec![moved]),
                3 => Value::Object(Map::new()),
                4 => nested(dice.below(300)),
                _ => moved,
            };
        }
    }
}

/// Arrays nested `depth` deep (the parsers' recursion limits).
fn nested(depth: usize) -> Value {
    (0..depth).fold(Value::from(0), |v, _| Value::Array(vec![v]))
}

/// `text` parsed, changed in one to three values ([`value`]) with `donor`
/// as the source of moved values, and written again.
pub fn json(dice: &mut Dice, text: &str, donor: &str) -> Option<String> {
    let mut root: Value = serde_json::from_str(text).ok()?;
    let donor: Value = serde_json::from_str(donor).ok()?;
    for _ in 0..=dice.below(3) {
        value(dice, &mut root, &donor);
    }
    serde_json::to_string(&root).ok()
}
