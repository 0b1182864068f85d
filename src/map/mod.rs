//! The SVG map: regions with owner colours, names, marks and unit counters;
//! drag to pan, wheel / pinch / buttons to zoom; every region a focusable,
//! labelled element that arrow keys move between.

mod camera;
mod counters;
mod emblem;
mod picture;

use crate::i18n::use_i18n;
use camera::Camera;
use counters::RegionCounters;
use engine::board::{Board, RegionId, RegionKind};
use engine::rules::RegionView;
use leptos::prelude::*;
use map_layout::labels;
use std::collections::BTreeMap;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Colours of owners by role id.
pub type Palette = BTreeMap<String, String>;

/// Fill of land nobody listed in the palette owns (neutral countries).
const NEUTRAL_FILL: &str = "#d8cba8";

/// Fill of a terrain.
fn terrain_fill(terrain: &str) -> &'static str {
    match terrain {
        "forest" => "#8fae7a",
        "hills" => "#c9b27c",
        "mountains" => "#a59a8c",
        "marsh" => "#bfc7a1",
        "water" => "#8fb8d4",
        _ => "#e2dcae",
    }
}

/// The map of a game.
#[component]
pub fn SvgMap(
    board: &'static Board,
    /// What each region shows, for the current viewer.
    regions: Signal<Vec<RegionView>>,
    /// Role colours.
    palette: Signal<Palette>,
    /// The selected region.
    selected: RwSignal<Option<RegionId>>,
    /// Regions where the acting seat has actions.
    actionable: Signal<Vec<RegionId>>,
    /// Region names, by region index.
    names: StoredValue<Vec<String>>,
    /// Each seat's role and name, for the legend.
    owners: Signal<Vec<(String, String)>>,
    /// The role of the seat acting at this screen: its lands are named first.
    own: Signal<Option<String>>,
    /// The choice the player points at: where it is listed and where it
    /// goes, lit on the map (issue 36).
    pointed: Signal<Option<(Option<RegionId>, RegionId)>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let bounds = board.view_box;
    let camera = RwSignal::new(Camera::fit(bounds));
    let size = RwSignal::new((1280.0, 800.0));
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let first_measure = StoredValue::new(true);
    // Runs from a frame callback and a timer too, which may fire after the
    // map was unmounted (the player left the screen): then it does nothing.
    let measure = move || {
        if let Some(el) = svg_ref.try_get_untracked().flatten() {
            let rect = el.get_bounding_client_rect();
            if rect.width() > 0.0 {
                let _ = size.try_set((rect.width(), rect.height()));
                if first_measure.try_get_value() == Some(true) {
                    first_measure.set_value(false);
                    let _ = camera.try_set(Camera::fill(bounds, (rect.width(), rect.height())));
                }
            }
        }
    };
    // Measure once the browser has laid the page out (at mount the element
    // may still have no size), and again whenever the map's box changes:
    // the window's size, and the page's own layout (presentation mode's
    // wider panel and larger bar, the charts opened), which a window's
    // resize event never told (names were drawn 1.22 times, not 1.3).
    let observer = StoredValue::new_local(None::<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>);
    Effect::new(move || {
        if let Some(svg) = svg_ref.get() {
            request_animation_frame(measure);
            set_timeout(measure, std::time::Duration::from_millis(250));
            let callback = Closure::<dyn FnMut()>::new(measure);
            if let Ok(watch) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) {
                watch.observe(&svg);
                observer.set_value(Some((watch, callback)));
            }
        }
    });
    on_cleanup(move || {
        observer.try_with_value(|o| o.as_ref().map(|(watch, _)| watch.disconnect()));
    });
    // Printing shows the whole board, its legend open.
    let printing = leptos::leptos_dom::helpers::window_event_listener_untyped("beforeprint", move |_| {
        camera.set(Camera::fit(bounds));
        picture::open_legend();
    });
    on_cleanup(move || printing.remove());

    let gestures = gestures::Gestures::new(camera, size, bounds, svg_ref);
    // The boxes of the names shown, in board units (set once they are placed).
    let name_boxes = StoredValue::new(Vec::<(RegionId, [f64; 4])>::new());
    let view_box = move || {
        let [x, y, w, h] = camera.get().view_box(bounds, size.get());
        format!("{x:.1} {y:.1} {w:.1} {h:.1}")
    };
    // Text keeps a readable screen size at every zoom: its board size is a
    // screen size times units-per-pixel.
    let upp = Memo::new(move |_| camera.get().units_per_px(bounds, size.get()));
    let app = use_context::<crate::state::AppState>();
    // The names' own units per pixel: presentation mode draws them 1.3
    // times larger for a class reading from the back of the room, and they
    // are placed, sized and hit at that size, so neighbours never touch.
    let presenting = move || {
        app.is_some_and(|a| a.session.with(|s| s.as_ref().and_then(|s| s.replay).is_some_and(|r| r.presenting)))
    };
    let name_upp = Memo::new(move |_| upp.get() * if presenting() { 1.3 } else { 1.0 });

    // One memo per region, fed by one pass over the rules' list: an action
    // re-draws only the regions whose view changed, and no region searches
    // the list (which made every update quadratic in the number of regions).
    let by_index = Memo::new(move |_| {
        let mut views = vec![None; board.regions().len()];
        regions.with(|list| {
            for view in list {
                if let Some(slot) = view.region.and_then(|id| views.get_mut(id.index())) {
                    // A mark the board draws as a network of its own (Hex
                    // Kingdoms' roads) is not repeated at each region; the
                    // legend, which reads `regions`, still explains it.
                    let mut view = view.clone();
                    view.marks.retain(|m| !board.decor.contains_key(&m.symbol));
                    *slot = Some(view);
                }
            }
        });
        views
    });
    let views: Vec<Memo<RegionView>> = board
        .ids()
        .map(|id| Memo::new(move |_| by_index.with(|v| v.get(id.index()).cloned().flatten().unwrap_or_default())))
        .collect();
    let views = StoredValue::new(views);
    let view_of = move |id: RegionId| views.with_value(|v| v[id.index()]);
    let look = move |id: RegionId| view_of(id).with(|r| (r.owner.clone(), r.terrain.clone()));
    let owner_colour = move |owner: Option<String>| owner.and_then(|o| palette.with(|p| p.get(&o).cloned()));
    // Maps with terrain are filled by terrain and show owners as borders;
    // the others are filled by owner.
    let fill = move |id: RegionId| {
        if matches!(board.region(id).kind, RegionKind::Sea) {
            return "url(#sea)".to_owned();
        }
        match look(id) {
            (_, Some(terrain)) => terrain_fill(&terrain).to_owned(),
            (owner, None) => owner_colour(owner).unwrap_or_else(|| NEUTRAL_FILL.to_owned()),
        }
    };
    let border = move |id: RegionId| match look(id) {
        (owner, Some(_)) => owner_colour(owner),
        (_, None) => None,
    };

    // What a screen reader says of a region (issue 19): its name, then the
    // words of its row in the table ("Warsaw, Axis, Axis: 3 infantry
    // divisions, Factory").
    let accessible_name = move |id: RegionId, name: &str| {
        view_of(id).with(|r| {
            let words = owners.with(|o| table::words(r, o, i18n));
            let mut parts = vec![name.to_owned()];
            parts.extend(words.owner);
            parts.extend(words.units);
            parts.extend(words.symbols);
            parts.join(", ")
        })
    };
    // One region is in the Tab order (the selected one, else the first):
    // the arrow keys move between regions, so Tab goes past the map in one
    // step instead of hundreds (a composite widget's "roving tabindex").
    let first = board.ids().next();
    let roving = move |id: RegionId| selected.get().map_or(first == Some(id), |s| s == id);
    let region_paths = board
        .ids()
        .map(|id| {
            let region = board.region(id);
            let name = names.with_value(|n| n.get(id.index()).cloned().unwrap_or_default());
            let spoken = name.clone();
            let aria_label = move || accessible_name(id, &spoken);
            let is_sea = matches!(region.kind, RegionKind::Sea);
            // One class binding, not four: a binding is a render effect, and
            // a map has up to 170 regions (issue 35: the resumed game's
            // first build).
            let class = move || {
                let mut class = String::from(if is_sea { "region sea" } else { "region" });
                if selected.get() == Some(id) {
                    class.push_str(" selected");
                }
                if actionable.with(|a| a.contains(&id)) {
                    class.push_str(" actionable");
                }
                if border(id).is_some() {
                    class.push_str(" owned");
                }
                class
            };
            view! {
                <path id=format!("region-{}", region.key) class=class
                    d=region.outline.path.clone() fill=move || fill(id)
                    style:stroke=move || border(id).unwrap_or_default()
                    tabindex=move || if roving(id) { "0" } else { "-1" } role="button" aria-label=aria_label
                    aria-pressed=move || (selected.get() == Some(id)).to_string()
                    data-region=region.key.clone()>
                    <title>{name}</title>
                </path>
            }
        })
        .collect::<Vec<_>>();

    // The regions' events are taken once, by their group, for the region
    // the event came from (`data-region`): three listeners a region were
    // hundreds of closures in the resumed game's first build (issue 35).
    let region_of = move |ev: &web_sys::Event| {
        use wasm_bindgen::JsCast;
        let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
        board.find(&target.closest("[data-region]").ok()??.get_attribute("data-region")?)
    };
    let on_region_click = move |ev: web_sys::MouseEvent| {
        let Some(id) = region_of(&ev) else { return };
        if !gestures.was_drag() {
            // A name spilling over a neighbour selects its own region
            // (issue 36: a click on "Sarybay Harbour" selected Altan Tala
            // Sands). Names take no clicks themselves, so the region is
            // always the target.
            let (x, y) = gestures.board_at(ev.client_x(), ev.client_y());
            let named = name_boxes.with_value(|boxes| {
                boxes.iter().find(|(_, [l, t, r, b])| (*l..=*r).contains(&x) && (*t..=*b).contains(&y)).map(|(n, _)| *n)
            });
            selected.set(Some(named.unwrap_or(id)));
        }
    };
    let on_region_focus = move |ev: web_sys::FocusEvent| {
        if let Some(id) = region_of(&ev) {
            selected.set(Some(id));
        }
    };
    let on_region_key = move |ev: web_sys::KeyboardEvent| {
        if let Some(id) = region_of(&ev) {
            keyboard::on_key(board, id, &ev, selected);
        }
    };

    // Pieces on a side of their region (`Mark::edge`: walls, palisades): a
    // thick line just inside that side, the owner's colour down its middle,
    // clicks passing through to the region. One block of markup for all
    // (as the emblems are): a typed view per piece cost the page kilobytes.
    // The symbol and the colour are checked before they become markup.
    let edges = move || {
        let mut svg = String::new();
        regions.with(|list| {
            for r in list {
                let Some(region) = r.region.and_then(|id| board.regions().get(id.index())) else { continue };
                for m in r.marks.iter().filter(|m| m.symbol.chars().all(|c| c.is_ascii_alphanumeric())) {
                    let Some(line) = m.edge.and_then(|e| region.outline.edge_line(e)) else { continue };
                    // As f64: the page formats no f32 otherwise.
                    let [x1, y1, x2, y2] = line.map(f64::from);
                    let d = format!("M{x1:.1} {y1:.1}L{x2:.1} {y2:.1}");
                    svg.push_str(&format!("<path class=\"edge-base {}\" d=\"{d}\"/>", m.symbol));
                    let colour = owner_colour(m.owner.clone()).filter(|c| {
                        c.len() == 7 && c.starts_with('#') && c[1..].chars().all(|x| x.is_ascii_hexdigit())
                    });
                    if let Some(c) = colour {
                        svg.push_str(&format!("<path class=\"edge-owner {}\" d=\"{d}\" stroke=\"{c}\"/>", m.symbol));
                    }
                }
            }
        });
        view! { <g class="edges" inner_html=svg /> }
    };

    let labels = StoredValue::new(names.with_value(|n| labels::all(board, n)));
    let stacking = move |id: RegionId| map_layout::stacking::Stacking::of(board.region(id));
    // What stands at each anchor at this zoom: names keep clear of it.
    let pieces = move |id: RegionId, upp: f64| {
        let [ax, ay] = board.region(id).outline.anchor.map(f64::from);
        view_of(id).with(|r| {
            let arms = r.owner.as_ref().is_some_and(|o| board.emblems.contains_key(o));
            let marks = r.marks.iter().take_while(|m| m.edge.is_none()).count();
            labels::Pieces {
                counters: map_layout::stacking::counters_box(ax, ay, r.counters.len(), arms, upp, stacking(id)),
                marks: map_layout::stacking::marks_box(ax, ay, marks, r.counters.len(), upp, stacking(id)),
            }
        })
    };
    let rank = move |id: RegionId| {
        if selected.get() == Some(id) || actionable.with(|a| a.contains(&id)) {
            labels::Rank::Must
        } else if own.with(|o| o.is_some() && view_of(id).with(|r| &r.owner == o)) {
            labels::Rank::Own
        } else {
            labels::Rank::Other
        }
    };
    let placed = Memo::new(move |_| {
        let (upp, name_upp) = (upp.get(), name_upp.get());
        let [x, y, w, h] = bounds.map(f64::from);
        labels.with_value(|all| labels::placement(all, name_upp, [x, y, x + w, y + h], |id| pieces(id, upp), rank))
    });
    // The names of the seas or of the lands. Their size and outline follow
    // the zoom on their group, which they inherit (issue 35: two bindings a
    // name were hundreds of render effects in a resumed game's first build,
    // and every zoom step ran them all).
    let label_views = move |seas: bool| {
        labels.with_value(|all| {
            all.iter()
                .filter(|label| label.is_sea == seas)
                .map(|label| {
                    let (id, x, y) = (label.id, label.x, label.y);
                    let at = move || placed.with(|p| p.get(id.index()).copied().flatten());
                    // A name selects its own region, not the one it spills over.
                    view! {
                        <text class="label" class:sea-label=seas class:hidden=move || at().is_none()
                            x=move || at().map_or(x, |a| a.0) y=move || at().map_or(y, |a| a.1) text-anchor="middle"
                            data-label=board.region(id).key.clone()>{label.name.clone()}</text>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    let font_size = move |px: f64| move || format!("{:.1}", name_upp.get() * px);

    // Where each shown name stands, for a click on it.
    Effect::new(move |_| {
        let upp = name_upp.get();
        let boxes = placed.with(|placed| {
            labels.with_value(|all| {
                all.iter()
                    .filter_map(|l| placed.get(l.id.index()).copied().flatten().map(|at| (l.id, l.bounds(upp, at))))
                    .collect::<Vec<_>>()
            })
        });
        name_boxes.set_value(boxes);
    });
    // A name set far aside is tied to its place by a thin line.
    let leaders = move || {
        let (upp, name_upp) = (upp.get(), name_upp.get());
        placed.with(|placed| {
            labels.with_value(|all| {
                all.iter()
                    .filter_map(|label| {
                        let at = placed.get(label.id.index()).copied().flatten()?;
                        let anchor = board.region(label.id).outline.anchor.map(f64::from);
                        labels::leader(label, name_upp, at, anchor)
                    })
                    .map(|[x1, y1, x2, y2]| {
                        view! { <line class="label-leader" x1=x1 y1=y1 x2=x2 y2=y2 stroke-width=format!("{:.2}", upp * 1.5) /> }
                    })
                    .collect::<Vec<_>>()
            })
        })
    };

    let counters = board
        .ids()
        .map(|id| {
            let anchor = board.region(id).outline.anchor;
            let stacking = stacking(id);
            view! { <RegionCounters anchor=anchor view=view_of(id).into() palette=palette upp=upp.into() emblems=&board.emblems stacking=stacking /> }
        })
        .collect::<Vec<_>>();

    let selection = move || {
        selected.get().map(|id| {
            view! { <path class="selection" d=board.region(id).outline.path.clone()
            stroke-width=move || format!("{:.2}", upp.get() * 3.0) /> }
        })
    };
    // Where the choice pointed at goes: its region outlined, and a line
    // from where it is listed.
    let pointing = move || {
        pointed.get().map(|(from, to)| {
            let width = move || format!("{:.2}", upp.get() * 4.0);
            let line = from.filter(|&f| f != to).map(|f| {
                let [[x1, y1], [x2, y2]] = [board.region(f).outline.anchor, board.region(to).outline.anchor];
                view! { <line class="pointed-line" x1=x1 y1=y1 x2=x2 y2=y2 stroke-width=width /> }
            });
            view! {
                <g class="pointed" data-testid="pointed" data-region=board.region(to).key.clone()>
                    <path class="pointed-region" d=board.region(to).outline.path.clone() stroke-width=width />
                    {line}
                </g>
            }
        })
    };
    // Decorative terrain (mountains, forests, waves…), one path per kind.
    let decor = board
        .decor
        .iter()
        .map(|(kind, d)| view! { <path class=format!("decor {kind}") d=d.clone() aria-hidden="true" /> })
        .collect::<Vec<_>>();
    let [bx, by, bw, bh] = bounds;

    // Owners by pattern too, with the colour-safe palette on.
    let roles = move || owners.with(|o| o.iter().map(|(role, _)| role.clone()).collect::<Vec<_>>());
    let safe = move || app.is_some_and(|a| a.safe_colours.get());
    let patterns = move || {
        safe().then(|| {
            let markup = regions.with(|list| patterns::markup(board, list, &roles()));
            view! { <g class="owner-patterns" aria-hidden="true" inner_html=markup /> }
        })
    };

    // The map as a table, made again with the map, keeping the keyboard's place.
    let table_open = RwSignal::new(false);
    let table_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move || {
        let Some(element) = table_ref.get() else { return };
        let html = regions.with(|regions| {
            names.with_value(|names| {
                owners.with(|owners| {
                    actionable.with(|actionable| {
                        let rows = table::Rows { board, regions, names, owners, actionable, selected: selected.get() };
                        table::markup(&rows, i18n)
                    })
                })
            })
        });
        crate::markup::set_keeping_focus(&element, &html);
    });
    let table = move || {
        table_open.get().then(|| {
            view! {
                <div class="region-table" id="region-table" role="region" aria-label=i18n.t("app.table.caption")
                    node_ref=table_ref on:click=move |ev| {
                    if let Some(id) = table::clicked(board, &ev) {
                        selected.set(Some(id));
                        request_animation_frame(keyboard::focus_first_action);
                    }
                } />
            }
        })
    };

    view! {
        <div class="map-wrap">
            <svg node_ref=svg_ref class="map" viewBox=view_box preserveAspectRatio="xMidYMid meet"
                role="application" aria-label=i18n.t("app.map.label") data-testid="map"
                on:wheel=move |ev| gestures.wheel(&ev)
                on:pointerdown=move |ev| gestures.down(&ev)
                on:pointermove=move |ev| gestures.moved(&ev)
                on:pointerup=move |ev| gestures.up(&ev)
                on:pointercancel=move |ev| gestures.up(&ev)>
                <defs>
                    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
                        <stop offset="0" stop-color="#a8c6da" />
                        <stop offset="1" stop-color="#93b6cf" />
                    </linearGradient>
                </defs>
                <rect class="ocean" x=bx - bw y=by - bh width=bw * 3.0 height=bh * 3.0 />
                <path class="scenery" d=board.background.clone() />
                <g class="regions" on:click=on_region_click on:focusin=on_region_focus on:keydown=on_region_key>{region_paths}</g>
                {patterns}
                {decor}
                <path class="rivers" d=board.rivers.clone() aria-hidden="true" />
                {edges}
                {selection}
                {pointing}
                <g class="label-leaders" aria-hidden="true">{leaders}</g>
                <g class="labels" aria-hidden="true" stroke-width=move || format!("{:.2}", name_upp.get() * 3.0)>
                    <g font-size=font_size(labels::SEA_FONT_PX)>{label_views(true)}</g>
                    <g font-size=font_size(labels::LAND_FONT_PX)>{label_views(false)}</g>
                </g>
                <g class="counters">{counters}</g>
            </svg>
            <legend::Legend regions=regions owners=owners palette=palette emblems=&board.emblems />
            {table}
            <div class="zoom-buttons">
                <button class="button icon" aria-label=i18n.t("app.map.zoom_in") data-testid="zoom-in"
                    on:click=move |_| gestures.zoom_centre(1.4)>"+"</button>
                <button class="button icon" aria-label=i18n.t("app.map.zoom_out") data-testid="zoom-out"
                    on:click=move |_| gestures.zoom_centre(1.0 / 1.4)>"−"</button>
                <button class="button icon" aria-label=i18n.t("app.map.fit") on:click=move |_| camera.set(Camera::fill(bounds, size.get_untracked()))>"⤢"</button>
                <button class="button icon" aria-label=i18n.t("app.map.save_svg") title=i18n.t("app.map.save_svg") data-testid="save-svg"
                    on:click=move |_| {
                        let saved = picture::svg_document(bounds)
                            .is_some_and(|svg| crate::files::download_as("map.svg", &svg, "image/svg+xml").is_ok());
                        if let (false, Some(app)) = (saved, app) {
                            app.error(i18n.t("app.map.save_svg_failed"));
                        }
                    }>"⤓"</button>
                <button class="button icon" aria-label=i18n.t("app.table.show") title=i18n.t("app.table.show")
                    data-testid="table-toggle" aria-keyshortcuts="T" aria-controls="region-table"
                    aria-expanded=move || table_open.get().to_string() on:click=move |_| table_open.update(|o| *o = !*o)>"☷"</button>
            </div>
        </div>
    }
}

mod gestures;
mod keyboard;
mod legend;
mod patterns;
mod table;
