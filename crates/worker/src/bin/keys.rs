//! The keys module: backups of players' keys (Argon2id), off the page's
//! thread; it carries no rules.
fn main() {
    sandtable_worker::serve_keys();
}
