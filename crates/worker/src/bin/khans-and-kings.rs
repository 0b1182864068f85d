//! Khans & Kings module.
fn main() {
    sandtable_worker::serve(&systems::KHANS_AND_KINGS);
}
