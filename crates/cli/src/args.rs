//! A small argument reader: positional words and `--flag value` pairs.

/// The command line, split.
pub struct Args {
    words: Vec<String>,
}

impl Args {
    /// Reads the arguments after the program name.
    pub fn parse(args: impl Iterator<Item = String>) -> Self {
        Self { words: args.collect() }
    }

    /// The first word.
    pub fn command(&self) -> Option<&str> {
        self.words.first().map(String::as_str)
    }

    /// The value after `flag`.
    pub fn value(&self, flag: &str) -> Option<&str> {
        self.words.iter().position(|w| w == flag).and_then(|i| self.words.get(i + 1)).map(String::as_str)
    }

    /// The `n`th word that is neither a flag nor a flag's value.
    pub fn positional(&self, n: usize) -> Option<&str> {
        let mut skip_next = false;
        let mut found = 0;
        for word in &self.words {
            if skip_next {
                skip_next = false;
            } else if word.starts_with("--") {
                skip_next = true;
            } else {
                if found == n {
                    return Some(word);
                }
                found += 1;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::Args;

    #[test]
    fn flags_and_positionals() {
        let args = Args::parse(["simulate", "--seed", "7", "extra"].iter().map(|s| (*s).to_owned()));
        assert_eq!(args.command(), Some("simulate"));
        assert_eq!(args.value("--seed"), Some("7"));
        assert_eq!(args.value("--out"), None);
        assert_eq!(args.positional(1), Some("extra"));
    }
}
