//! The names the descriptions, the panels, the guide and the invariants
//! share: a place's catalog key and a list of texts. They stand below every
//! rule, so a rule that words a line (a transport's cargo) need not reach up
//! to the descriptions.

use crate::map::map;
use engine::board::RegionId;
use engine::text::Text;

/// A sub-province's (or sea's) name key.
#[must_use]
pub fn place(r: RegionId) -> String {
    if r.index() < map().subs.len() { map().name_key(r) } else { "kk.sub.unknown".to_owned() }
}

/// Texts joined by commas (`kk.value.list`), or `empty` for none.
#[must_use]
pub fn list(parts: Vec<Text>, empty: &str) -> Text {
    let mut it = parts.into_iter();
    let Some(first) = it.next() else { return Text::key(empty) };
    it.fold(first, |acc, t| Text::key("kk.value.list").text("head", acc).text("tail", t))
}
