//! The keys module: the player's key (made, read, backed up with Argon2id)
//! and the page's desk of play by e-mail (`host::desk`), off the page's
//! thread and out of its first load; it carries no rules.
fn main() {
    sandtable_worker::serve_keys();
}
