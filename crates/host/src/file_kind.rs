//! What a file opened by the player is, read in the keys module so that a
//! large file (up to the page's 20 MB) is parsed off the page's thread: the
//! page stays responsive while it is read, and while it is refused.

use engine::text::Text;
use pbem::build::JOIN_FORMAT;
use pbem::rekey::REKEY_FORMAT;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A file's kind, and what the page needs to send it on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FileKind {
    /// A join file, for the game it names (its checks decide whether to
    /// believe it).
    Join {
        /// The game it names.
        game: Option<String>,
    },
    /// A key replacement request, for the game it names.
    Rekey {
        /// The game it names.
        game: Option<String>,
    },
    /// An invitation or a turn file by e-mail.
    Chain {
        /// The game it names.
        game: Option<String>,
        /// The system it names.
        system: Option<String>,
    },
    /// An ordinary save, with what the page keeps of it.
    Save(Box<SaveFacts>),
    /// Not a file this app opens: why, in the player's words.
    Refused(Text),
}

/// What the page keeps of an ordinary save besides its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFacts {
    /// The system's id.
    pub system: String,
    /// The scenario's id.
    pub scenario: String,
    /// The title.
    pub title: String,
    /// When the game was created.
    pub created: String,
    /// The notes kept with it.
    pub notes: Vec<engine::save::Note>,
}

/// Reads what `text` is.
#[must_use]
pub fn classify(text: &str) -> FileKind {
    let Ok(value) = serde_json::from_str::<Value>(text) else { return save(text) };
    let format = value.get("format").and_then(Value::as_str);
    let named = |payload: Option<&str>| {
        payload.and_then(|p| serde_json::from_str::<Value>(p).ok()).and_then(|p| p["game"].as_str().map(str::to_owned))
    };
    if format == Some(JOIN_FORMAT) {
        return FileKind::Join { game: named(value["join"]["p"].as_str()) };
    }
    if format == Some(REKEY_FORMAT) {
        return FileKind::Rekey { game: named(value["rekey"]["statement"]["p"].as_str()) };
    }
    if let Some(pbem) = value.get("extensions").and_then(|e| e.get("pbem")) {
        let system = value["system"].as_str().map(str::to_owned);
        return FileKind::Chain { game: pbem["game"].as_str().map(str::to_owned), system };
    }
    save(text)
}

/// An ordinary save's facts, or why it is refused.
fn save(text: &str) -> FileKind {
    match engine::save::parse(text) {
        Ok(file) => FileKind::Save(Box::new(SaveFacts {
            system: file.system,
            scenario: file.scenario.id,
            title: file.metadata.title,
            created: file.metadata.created,
            notes: file.metadata.notes,
        })),
        Err(e) => FileKind::Refused(e.text()),
    }
}

#[cfg(test)]
mod tests {
    use super::{FileKind, classify};

    #[test]
    fn each_kind_of_file_is_told_apart_and_a_broken_one_says_why() {
        let join = r#"{"format":"sandtable-pbem-join","version":1,"join":{"p":"{\"game\":\"g1\"}","s":""}}"#;
        assert_eq!(classify(join), FileKind::Join { game: Some("g1".into()) });
        let chain =
            r#"{"format":"sandtable-save","version":2,"system":"world-war","extensions":{"pbem":{"game":"g2"}}}"#;
        assert_eq!(classify(chain), FileKind::Chain { game: Some("g2".into()), system: Some("world-war".into()) });
        let FileKind::Refused(why) = classify("{\"format\":\"sandtable-save\",") else { panic!("refused") };
        assert_eq!(why.key, "engine.load.truncated");
        let FileKind::Refused(why) = classify("{\"format\":\"something else\"}") else { panic!("refused") };
        assert_eq!(why.key, "engine.load.foreign");
    }
}
