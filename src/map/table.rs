//! The map as a table (issue 19): every region, its owner, units and
//! symbols, in words, always in step with the map. A screen reader reads it
//! as a table; a region's button selects it, as a click on the map does.
//! One block of markup with one click handler for all rows (as the replay's
//! bar): a typed view per row cost the page kilobytes.

use crate::i18n::I18n;
use crate::markup::escape;
use engine::board::{Board, RegionId};
use engine::rules::RegionView;
use wasm_bindgen::JsCast;

/// What the table shows.
pub struct Rows<'a> {
    pub board: &'a Board,
    pub regions: &'a [RegionView],
    /// Region names by region index.
    pub names: &'a [String],
    /// Each seat's role and name.
    pub owners: &'a [(String, String)],
    pub actionable: &'a [RegionId],
    pub selected: Option<RegionId>,
}

/// A region in words, as its name on the map and its row in the table say
/// it: the owner (a side's name, or "Neutral"), then the counters' and the
/// symbols' own titles.
pub struct Words {
    pub owner: Option<String>,
    pub units: Vec<String>,
    pub symbols: Vec<String>,
}

pub fn words(r: &RegionView, owners: &[(String, String)], i18n: I18n) -> Words {
    let owner = r.owner.as_ref().map(|role| {
        owners.iter().find(|(o, _)| o == role).map_or_else(|| i18n.t("app.legend.neutral"), |(_, n)| n.clone())
    });
    Words {
        owner,
        units: r.counters.iter().map(|c| i18n.render(&c.title)).collect(),
        symbols: r.marks.iter().map(|m| i18n.render(&m.title)).collect(),
    }
}

/// The table's markup: a row per region, by name, the regions where the
/// seat can act marked so.
pub fn markup(rows: &Rows, i18n: I18n) -> String {
    let head = ["region", "owner", "units", "symbols"]
        .map(|c| format!("<th scope=\"col\">{}</th>", escape(&i18n.t(&format!("app.table.{c}")))))
        .concat();
    let act = escape(&i18n.t("app.table.act"));
    // By name: a map of names to rows sorts them with code the page has
    // already (the palette's), where a sort of its own cost kilobytes.
    let mut sorted = std::collections::BTreeMap::<String, String>::new();
    for r in rows.regions {
        let Some(id) = r.region else { continue };
        let name = rows.names.get(id.index()).map_or("", String::as_str);
        let Words { owner, units, symbols } = words(r, rows.owners, i18n);
        let (units, symbols) = (escape(&units.join("; ")), escape(&symbols.join("; ")));
        let here = rows.actionable.contains(&id);
        let row = format!(
            "<tr{}><th scope=\"row\"><button class=\"link\" data-index=\"{}\" data-region=\"{}\" aria-pressed=\"{}\">{}</button>{}</th>\
             <td>{}</td><td>{units}</td><td>{symbols}</td></tr>",
            if here { " class=\"actionable\"" } else { "" },
            id.index(),
            escape(rows.board.key(id)),
            rows.selected == Some(id),
            escape(name),
            if here { format!(" <span class=\"act\">{act}</span>") } else { String::new() },
            owner.map(|o| escape(&o)).unwrap_or_default(),
        );
        sorted.insert(format!("{name}\u{0}{}", id.index()), row);
    }
    let rows: String = sorted.into_values().collect();
    format!(
        "<table data-testid=\"region-table\"><caption>{}</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>",
        escape(&i18n.t("app.table.caption"))
    )
}

/// The region whose button was clicked in the table, if any.
pub fn clicked(board: &Board, ev: &web_sys::MouseEvent) -> Option<RegionId> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let index: usize = target.closest("button[data-index]").ok()??.get_attribute("data-index")?.parse().ok()?;
    board.ids().nth(index)
}
