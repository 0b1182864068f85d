//! The menu index.html draws before this module has come (`shell/`, issue
//! 35): taken down when the app mounts, and a button pressed on it pressed
//! again on the app's own menu, which has the same shape (the shell's menus
//! are copies of it, checked by tests/first_paint.test.mjs).

use wasm_bindgen::JsCast;

/// Removes the first paint's menu; returns where in it a button was
/// pressed, if one was (child indices from the menu's root, top down).
pub fn take_down() -> Option<Vec<u32>> {
    let shell = web_sys::window()?.document()?.get_element_by_id("shell")?;
    let pressed = shell.get_attribute("data-pressed");
    shell.remove();
    pressed.map(|path| path.split('.').filter_map(|i| i.parse().ok()).collect())
}

/// Presses the button at `path` on the app's menu, as the player pressed
/// it on the first paint's.
pub fn press_again(path: &[u32]) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(mut element) = document.query_selector("main.menu").ok().flatten() else { return };
    for &index in path {
        match element.children().item(index) {
            Some(next) => element = next,
            None => return,
        }
    }
    if element.tag_name() == "BUTTON"
        && let Ok(button) = element.dyn_into::<web_sys::HtmlElement>()
    {
        button.click();
    }
}
