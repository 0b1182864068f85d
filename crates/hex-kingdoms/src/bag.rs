//! HK-3, HK-24, HK-26 — the battle bag of coloured tokens ("dice"), the
//! drawing interface (random from the game's dice, or scripted in tests),
//! the swappable check rule (G-15, A-2) and the exact odds of a draw.

use engine::dice::Dice;
use serde::{Deserialize, Serialize};

/// The side of a battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// The active player who declared the attack (HK-1).
    Attacker,
    /// The owner of the target hex.
    Defender,
}

impl Side {
    /// Both sides, attacker first.
    pub const BOTH: [Self; 2] = [Self::Attacker, Self::Defender];

    /// 0 for the attacker, 1 for the defender.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Self::Attacker => 0,
            Self::Defender => 1,
        }
    }

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::Attacker => Self::Defender,
            Self::Defender => Self::Attacker,
        }
    }

    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Attacker => "hk.side.attacker",
            Self::Defender => "hk.side.defender",
        }
    }
}

/// A token's colour (§1.3): a side's own colour or neutral.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Token {
    /// The attacker's colour.
    Attacker,
    /// The defender's colour.
    Defender,
    /// Neutral (defence dice, HK-24).
    Neutral,
}

impl Token {
    /// All token colours in bag order.
    pub const ALL: [Self; 3] = [Self::Attacker, Self::Defender, Self::Neutral];

    /// The own colour of a side.
    #[must_use]
    pub const fn of(side: Side) -> Self {
        match side {
            Side::Attacker => Self::Attacker,
            Side::Defender => Self::Defender,
        }
    }

    /// Catalog key.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::Attacker => "hk.token.attacker",
            Self::Defender => "hk.token.defender",
            Self::Neutral => "hk.token.neutral",
        }
    }
}

/// Token counts of a bag (or of a drawn set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bag {
    /// Attacker-coloured tokens.
    pub attacker: u32,
    /// Defender-coloured tokens.
    pub defender: u32,
    /// Neutral tokens.
    pub neutral: u32,
}

impl Bag {
    /// A bag with these counts.
    #[must_use]
    pub const fn new(attacker: u32, defender: u32, neutral: u32) -> Self {
        Self { attacker, defender, neutral }
    }

    /// Tokens in it.
    #[must_use]
    pub const fn total(&self) -> u32 {
        self.attacker + self.defender + self.neutral
    }

    /// How many of a colour.
    #[must_use]
    pub const fn count(&self, t: Token) -> u32 {
        match t {
            Token::Attacker => self.attacker,
            Token::Defender => self.defender,
            Token::Neutral => self.neutral,
        }
    }

    fn slot(&mut self, t: Token) -> &mut u32 {
        match t {
            Token::Attacker => &mut self.attacker,
            Token::Defender => &mut self.defender,
            Token::Neutral => &mut self.neutral,
        }
    }

    /// Adds `n` tokens of a colour.
    pub fn add(&mut self, t: Token, n: u32) {
        *self.slot(t) += n;
    }

    /// Removes up to `n` tokens of a colour.
    pub fn remove(&mut self, t: Token, n: u32) {
        let s = self.slot(t);
        *s = s.saturating_sub(n);
    }

    /// The colour at position `i` in bag order (attacker, defender, neutral).
    #[must_use]
    pub const fn at(&self, i: u32) -> Token {
        if i < self.attacker {
            Token::Attacker
        } else if i < self.attacker + self.defender {
            Token::Defender
        } else {
            Token::Neutral
        }
    }
}

/// Where drawn tokens come from: the game's dice, or a test script.
pub trait Drawer {
    /// Draws one token from a non-empty `bag` (the caller removes it).
    fn draw(&mut self, bag: &Bag, purpose: &str) -> Token;
}

impl Drawer for Dice {
    /// HK-36 — a uniformly random token, via `Dice::pick` (two picks of 100
    /// combined, with rejection, when the bag holds more than 100 tokens).
    fn draw(&mut self, bag: &Bag, purpose: &str) -> Token {
        let n = bag.total().max(1);
        if let Ok(len) = u8::try_from(n)
            && len <= 100
        {
            return bag.at(u32::try_from(self.pick(len, purpose)).unwrap_or(0));
        }
        let zone = 10_000 - 10_000 % n;
        loop {
            let hi = u32::try_from(self.pick(100, purpose)).unwrap_or(0);
            let lo = u32::try_from(self.pick(100, purpose)).unwrap_or(0);
            let x = hi * 100 + lo;
            if x < zone {
                return bag.at(x % n);
            }
        }
    }
}

/// A scripted draw order for tests (TV-1…TV-3): each draw takes the next
/// scripted colour. Panics if the bag holds none of it, which fails the test.
#[derive(Clone, Debug, Default)]
pub struct Script(pub std::collections::VecDeque<Token>);

impl Script {
    /// A script of colours in order.
    #[must_use]
    pub fn new(tokens: &[Token]) -> Self {
        Self(tokens.iter().copied().collect())
    }
}

impl Drawer for Script {
    fn draw(&mut self, bag: &Bag, purpose: &str) -> Token {
        let t = self.0.pop_front().unwrap_or_else(|| panic!("script exhausted at {purpose}"));
        assert!(bag.count(t) > 0, "scripted {t:?} not in bag {bag:?} at {purpose}");
        t
    }
}

/// G-15 step 4 — the check's pass rule, kept swappable.
pub type CheckRule = fn(drawn: &[Token], own: Token) -> bool;

/// A-2 (c), recommended: at least one own token and no opponent token.
#[must_use]
pub fn own_and_no_enemy(drawn: &[Token], own: Token) -> bool {
    drawn.contains(&own) && drawn.iter().all(|&t| t == own || t == Token::Neutral)
}

/// A-2 (b), the alternative: no opponent token.
#[must_use]
pub fn no_enemy(drawn: &[Token], own: Token) -> bool {
    drawn.iter().all(|&t| t == own || t == Token::Neutral)
}

/// The check rule in force.
pub const CHECK_RULE: CheckRule = own_and_no_enemy;

/// An exact probability as a fraction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    /// Numerator.
    pub num: u128,
    /// Denominator (never 0).
    pub den: u128,
}

impl Ratio {
    /// In thousandths, rounded to nearest.
    #[must_use]
    pub fn per_mille(self) -> u32 {
        u32::try_from((self.num * 1000 + self.den / 2) / self.den.max(1)).unwrap_or(1000)
    }
}

/// The binomial coefficient C(n, k) in `u128`.
#[must_use]
pub fn choose(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u128, |acc, i| acc * u128::from(n - i) / u128::from(i + 1))
}

/// Exact odds — the probability that drawing `k` tokens from `bag` gives
/// exactly `a` attacker and `d` defender tokens (multivariate
/// hypergeometric): C(A,a)·C(D,d)·C(N,k−a−d) / C(T,k).
#[must_use]
pub fn p_exact(bag: &Bag, k: u32, a: u32, d: u32) -> Ratio {
    let den = choose(bag.total(), k).max(1);
    if a + d > k {
        return Ratio { num: 0, den };
    }
    let num = choose(bag.attacker, a) * choose(bag.defender, d) * choose(bag.neutral, k - a - d);
    Ratio { num, den }
}

/// Exact odds that a draw of `k` gives the attacker at least `need_a` hits
/// and the defender at most `max_d` hits.
#[must_use]
pub fn p_at_least(bag: &Bag, k: u32, need_a: u32, max_d: u32) -> Ratio {
    let den = choose(bag.total(), k).max(1);
    let mut num = 0u128;
    for a in need_a..=k {
        for d in 0..=max_d.min(k - a) {
            num += p_exact(bag, k, a, d).num;
        }
    }
    Ratio { num, den }
}
