//! Exact chances of dice, for the forecasts a player sees before committing
//! to a fight: the distribution of a sum of dice, of a number of hits, and
//! the chance that one total beats another.
//!
//! Distributions are computed by convolution, never by sampling, so a
//! forecast is the same every time and never draws from the game's dice
//! (which would change every later roll). Probabilities are `f64`: exact up
//! to rounding, and a sum of forty d6 has 6^40 outcomes, beyond any integer
//! type that would keep them as fractions.

/// A distribution over `0, 1, 2, …`: `p(k)` is the chance of exactly `k`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dist(Vec<f64>);

impl Dist {
    /// `k` for certain.
    #[must_use]
    pub fn certain(k: usize) -> Self {
        let mut p = vec![0.0; k + 1];
        p[k] = 1.0;
        Self(p)
    }

    /// The sum of `n` dice with `faces` faces each (0 for no dice).
    #[must_use]
    pub fn sum_of_dice(n: u32, faces: u8) -> Self {
        let faces = usize::from(faces.max(1));
        let one = Self(std::iter::once(0.0).chain(std::iter::repeat_n(1.0 / faces as f64, faces)).collect());
        (0..n).fold(Self::certain(0), |acc, _| acc.plus(&one))
    }

    /// The number of hits among `n` dice with `faces` faces, each hitting
    /// on `hitting` of its faces (a binomial distribution).
    #[must_use]
    pub fn hits(n: usize, hitting: u8, faces: u8) -> Self {
        let p = f64::from(hitting.min(faces)) / f64::from(faces.max(1));
        let one = Self(vec![1.0 - p, p]);
        (0..n).fold(Self::certain(0), |acc, _| acc.plus(&one))
    }

    /// The weighted mixture of distributions (weights summing to one).
    #[must_use]
    pub fn mixture(parts: impl IntoIterator<Item = (f64, Self)>) -> Self {
        let mut out: Vec<f64> = Vec::new();
        for (w, d) in parts {
            if out.len() < d.0.len() {
                out.resize(d.0.len(), 0.0);
            }
            for (o, p) in out.iter_mut().zip(&d.0) {
                *o += w * p;
            }
        }
        if out.is_empty() { Self::certain(0) } else { Self(out) }
    }

    /// The distribution of the sum of two independent values.
    #[must_use]
    pub fn plus(&self, other: &Self) -> Self {
        let mut out = vec![0.0; self.0.len() + other.0.len() - 1];
        for (i, a) in self.0.iter().enumerate().filter(|(_, a)| **a > 0.0) {
            for (j, b) in other.0.iter().enumerate() {
                out[i + j] += a * b;
            }
        }
        Self(out)
    }

    /// The distribution of `f(x)`.
    #[must_use]
    pub fn map(&self, f: impl Fn(usize) -> usize) -> Self {
        Self::mixture(self.outcomes().map(|(k, p)| (p, Self::certain(f(k)))))
    }

    /// Each value with a chance above zero, and that chance.
    pub fn outcomes(&self) -> impl Iterator<Item = (usize, f64)> + '_ {
        self.0.iter().copied().enumerate().filter(|(_, p)| *p > 0.0)
    }

    /// The chance of exactly `k`.
    #[must_use]
    pub fn p(&self, k: usize) -> f64 {
        self.0.get(k).copied().unwrap_or(0.0)
    }

    /// The chance of `k` or more.
    #[must_use]
    pub fn at_least(&self, k: usize) -> f64 {
        self.0.iter().skip(k).sum()
    }

    /// The expected value.
    #[must_use]
    pub fn mean(&self) -> f64 {
        self.outcomes().map(|(k, p)| k as f64 * p).sum()
    }

    /// The chance that a value drawn from `self` is strictly greater than
    /// an independent one drawn from `other` (ties are not wins).
    #[must_use]
    pub fn beats(&self, other: &Self) -> f64 {
        let mut below = 0.0;
        let mut out = 0.0;
        for (k, p) in self.0.iter().enumerate() {
            out += p * below;
            below += other.p(k);
        }
        out
    }
}

/// A chance as a whole number of per mille, rounded (for display and for
/// players' thresholds: the same on every machine).
#[must_use]
pub fn per_mille(p: f64) -> u32 {
    // A chance is within [0, 1]; the clamp keeps rounding noise in range.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let out = (p.clamp(0.0, 1.0) * 1000.0).round() as u32;
    out
}

/// Thousandths as a percentage with one decimal ("62.3").
#[must_use]
pub fn percent(milli: u32) -> String {
    format!("{}.{}", milli / 10, milli % 10)
}

/// An expected count with one decimal, rounded ("1.5").
#[must_use]
pub fn one_decimal(x: f64) -> String {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let tenths = (x.max(0.0) * 10.0).round() as u64;
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn two_d6_sum_to_seven_one_time_in_six() {
        let d = Dist::sum_of_dice(2, 6);
        assert!(close(d.p(7), 6.0 / 36.0));
        assert!(close(d.p(2), 1.0 / 36.0));
        assert!(close(d.p(1), 0.0));
        assert!(close(d.mean(), 7.0));
        assert!(close(d.at_least(0), 1.0));
    }

    #[test]
    fn one_d6_beats_another_fifteen_times_in_thirty_six() {
        let d = Dist::sum_of_dice(1, 6);
        assert!(close(d.beats(&d), 15.0 / 36.0));
    }

    #[test]
    fn three_d6_against_three_d6_is_even_but_for_the_ties() {
        // 3d6 ties 3d6 in 4332 of 46656 cases; the rest split evenly.
        let d = Dist::sum_of_dice(3, 6);
        assert!(close(d.beats(&d), (1.0 - 4332.0 / 46656.0) / 2.0));
    }

    #[test]
    fn no_dice_sum_to_zero_and_anything_beats_nothing() {
        let none = Dist::sum_of_dice(0, 6);
        assert!(close(none.p(0), 1.0));
        assert!(close(Dist::sum_of_dice(1, 6).beats(&none), 1.0));
        assert!(close(none.beats(&none), 0.0));
    }

    #[test]
    fn hits_are_binomial() {
        let d = Dist::hits(3, 3, 6);
        assert!(close(d.p(0), 0.125));
        assert!(close(d.p(2), 0.375));
        assert!(close(d.mean(), 1.5));
        assert!(close(Dist::hits(2, 1, 6).p(2), 1.0 / 36.0));
    }

    #[test]
    fn mixtures_and_maps_keep_the_total() {
        let m = Dist::mixture([(0.5, Dist::certain(0)), (0.5, Dist::hits(1, 3, 6))]);
        assert!(close(m.p(0), 0.75));
        let capped = Dist::hits(4, 3, 6).map(|k| k.min(1));
        assert!(close(capped.p(1), 15.0 / 16.0));
        assert!(close(capped.at_least(0), 1.0));
    }

    #[test]
    fn chances_and_counts_read_with_one_decimal() {
        assert_eq!(per_mille(15.0 / 36.0), 417);
        assert_eq!(per_mille(1.2), 1000);
        assert_eq!(percent(per_mille(15.0 / 36.0)), "41.7");
        assert_eq!(one_decimal(1.25), "1.3");
        assert_eq!(one_decimal(0.04), "0.0");
    }
}
