//! Shadow Realms module.
fn main() {
    sandtable_worker::serve(&systems::SHADOW_REALMS);
}
