//! The smallest useful Leptos page: a counter. `cargo xtask bench` loads it
//! next to Sandtable to report Sandtable's load time as a ratio.
#![forbid(unsafe_code)]

use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(|| {
        let count = RwSignal::new(0);
        view! { <button data-testid="ready" on:click=move |_| count.update(|c| *c += 1)>"Clicked " {count}</button> }
    });
}
