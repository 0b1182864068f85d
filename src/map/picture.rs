//! The map as a picture (issue 18): saved as a stand-alone SVG file (the
//! whole board, the page's styles inside), and ready to print (the whole
//! board in view and the legend open; the print stylesheet keeps the map,
//! its legend and the turn on one page).

use wasm_bindgen::JsCast;

/// The map on screen as a stand-alone SVG document: the whole board in
/// view (`view_box`) and the page's style rules inside, so that it looks
/// the same opened on its own.
pub fn svg_document(view_box: [f32; 4]) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let map = document.query_selector("[data-testid=map]").ok()??;
    let copy: web_sys::Element = map.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    let [x, y, w, h] = view_box;
    copy.set_attribute("viewBox", &format!("{x} {y} {w} {h}")).ok()?;
    copy.set_attribute("width", &w.to_string()).ok()?;
    copy.set_attribute("height", &h.to_string()).ok()?;
    let mut css = String::new();
    let sheets = document.style_sheets();
    for i in 0..sheets.length() {
        let Some(sheet) = sheets.item(i).and_then(|s| s.dyn_into::<web_sys::CssStyleSheet>().ok()) else { continue };
        let Ok(rules) = sheet.css_rules() else { continue };
        for j in 0..rules.length() {
            if let Some(rule) = rules.item(j) {
                css.push_str(&rule.css_text());
                css.push('\n');
            }
        }
    }
    let style = document.create_element_ns(Some("http://www.w3.org/2000/svg"), "style").ok()?;
    style.set_text_content(Some(&css));
    copy.prepend_with_node_1(&style).ok()?;
    web_sys::XmlSerializer::new().ok()?.serialize_to_string(&copy).ok()
}

/// Before printing: the legend open (a closed one prints as its title),
/// opened as a player opens it, so that its list is built (`Legend` builds
/// it on the first click on its title).
pub fn open_legend() {
    let document = web_sys::window().and_then(|w| w.document());
    let closed = document.and_then(|d| d.query_selector("details.legend:not([open]) > summary").ok().flatten());
    if let Some(summary) = closed.and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok()) {
        summary.click();
    }
}
