//! Parts of the page written as one block of markup (the replay's bar, the
//! charts, the map as a table): a typed view per row or button would cost
//! the page kilobytes. Text going in is escaped here; a block made again
//! keeps the keyboard's place in it.

use wasm_bindgen::JsCast;

/// `text` made safe inside markup, in an element or an attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The attributes that name a control in such a block, most telling first.
const NAMES: [&str; 3] = ["data-do", "data-index", "data-testid"];

/// Puts `html` into `element`; if the focus was on a control inside it,
/// the control of the same name in the new markup takes the focus (a
/// keyboard user stepping the replay stays on its button).
pub fn set_keeping_focus(element: &web_sys::Element, html: &str) {
    let focused = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .filter(|a| element.contains(Some(a)));
    let selector = focused.and_then(|a| {
        NAMES.iter().find_map(|name| a.get_attribute(name).map(|value| format!("[{name}=\"{}\"]", escape(&value))))
    });
    element.set_inner_html(html);
    let again = selector.and_then(|s| element.query_selector(&s).ok().flatten());
    if let Some(control) = again.and_then(|c| c.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = control.focus();
    }
}
