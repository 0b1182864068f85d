//! The floor of a system's module: this worker, with the host and play by
//! e-mail like every module, around the engine's test system (two seats, a
//! die, no map) instead of a real one. `cargo xtask bench` builds it as
//! the others are built and prints its size beside theirs: what every
//! module weighs before its first rule (docs/DESIGN.md, "What the size
//! targets meet").

static TOY: engine::any::SystemOf<engine::toy::Toy> = engine::any::SystemOf::new();

fn main() {
    sandtable_worker::serve(&TOY);
}
