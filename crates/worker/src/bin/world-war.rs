//! The World War 1939 module.
fn main() {
    sandtable_worker::serve(&systems::WORLD_WAR);
}
