//! The Deluge 1655 module.
fn main() {
    sandtable_worker::serve(&systems::DELUGE);
}
