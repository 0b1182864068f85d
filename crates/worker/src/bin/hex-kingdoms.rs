//! The Hex Kingdoms module.
fn main() {
    sandtable_worker::serve(&systems::HEX_KINGDOMS);
}
