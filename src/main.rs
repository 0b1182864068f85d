//! Sandtable's browser app: mounts the root component.
#![forbid(unsafe_code)]

mod app;
mod dialog;
mod files;
mod game;
mod i18n;
mod mail;
mod map;
mod module;
mod screens;
mod session;
mod storage;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
}
