//! Where a map's counters, symbols and names stand at each zoom: pure
//! geometry over the engine's board. The page draws them (`src/map`); here
//! they build and are tested natively, without the page's framework (the
//! page's own tests compiled Leptos natively for five tests, two minutes
//! of every CI run: issue 35).
#![forbid(unsafe_code)]

pub mod labels;
pub mod stacking;
