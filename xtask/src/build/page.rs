//! A page's `<link data-build …>` directives: read from its `index.html`,
//! then each replaced by what it became (the page's start script, a style
//! sheet's link, an inlined file, or nothing).

use std::ops::Range;

/// One `<link data-build rel=…>` of the page.
#[derive(Debug, PartialEq)]
pub enum Directive {
    Rust(Rust),
    /// A folder copied into the stage, under `to` (default: its own name).
    CopyDir {
        href: String,
        to: Option<String>,
    },
    CopyFile {
        href: String,
    },
    /// A style sheet, inlined in a `<style>` where its link stands: as a
    /// file of its own it held the first paint for a round trip (issue 35:
    /// Lighthouse's mobile run with its 562 ms round trip, first paint
    /// 1.4 → 0.8 s).
    Css {
        href: String,
    },
    /// A file's text in the link's place: markup, or with `type="js"` a script.
    Inline {
        href: String,
        script: bool,
    },
}

/// A binary built to wasm: the page's own, or a worker's.
#[derive(Debug, PartialEq)]
pub struct Rust {
    /// Its package's manifest, relative to the page (`href`; default `Cargo.toml`).
    pub manifest: String,
    pub bin: String,
    /// `data-type="worker"`: glue for `importScripts`, a loader beside it,
    /// and nothing in the page (the app starts it when it needs it).
    pub worker: bool,
    /// `data-cargo-profile-release` (default `release`).
    pub profile: String,
    /// `data-wasm-opt`: the level `wasm-opt` runs at (`z`, `s`, `0`–`4`).
    pub wasm_opt: String,
    /// `data-cargo-features`: the package's features to build with.
    pub features: Option<String>,
}

/// What one rust link became in the stage: the script that loads it and its
/// wasm (the page's own named by their content, so a browser never keeps an
/// old one).
pub struct Output {
    pub script: String,
    pub wasm: String,
}

impl Directive {
    pub fn rust(&self) -> Option<&Rust> {
        match self {
            Directive::Rust(rust) => Some(rust),
            _ => None,
        }
    }
}

/// Every directive of `html`, with where its link stands.
pub fn directives(html: &str) -> Result<Vec<(Range<usize>, Directive)>, String> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = html[from..].find("<link").map(|i| i + from) {
        let end = html[at..].find('>').map(|i| at + i + 1).ok_or("index.html: a <link> is not closed")?;
        let attrs = attributes(&html[at + "<link".len()..end - 1]);
        if attrs.iter().any(|(name, _)| name == "data-build") {
            found.push((at..end, directive(&attrs)?));
        }
        from = end;
    }
    Ok(found)
}

/// `html` with each directive replaced: the page's binary by the preloads
/// that fetch its glue and wasm while the page is parsed, then its start
/// script; the others by what `place` answers. The preloads stand where the
/// page's binary is named, first in the head, so the browser sees them
/// before the inlined style sheet and menus (27 KB, a phone's 35 ms).
/// `outputs` are the rust directives' results, in the page's order.
pub fn rewrite(
    html: &str,
    directives: &[(Range<usize>, Directive)],
    outputs: &[Output],
    place: &mut dyn FnMut(&Directive) -> Result<String, String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(html.len());
    let mut outputs = outputs.iter();
    let mut last = 0;
    for (span, directive) in directives {
        out.push_str(&html[last..span.start]);
        last = span.end;
        let replacement = match directive {
            Directive::Rust(Rust { worker: true, .. }) => {
                outputs.next().ok_or("a rust link has no build output")?;
                String::new()
            }
            Directive::Rust(_) => {
                let Output { script, wasm } = outputs.next().ok_or("a rust link has no build output")?;
                format!(
                    "<link rel=\"modulepreload\" href=\"./{script}\" crossorigin=\"anonymous\">\
                     <link rel=\"preload\" href=\"./{wasm}\" crossorigin=\"anonymous\" as=\"fetch\" type=\"application/wasm\">\n\
                     <script type=\"module\">\nimport init from './{script}';\nawait init({{ module_or_path: './{wasm}' }});\n</script>"
                )
            }
            _ => place(directive)?,
        };
        // A link that leaves nothing takes its line with it.
        let indent = out.len() - out.trim_end_matches([' ', '\t']).len();
        if replacement.is_empty() && out[..out.len() - indent].ends_with('\n') && html[last..].starts_with('\n') {
            out.truncate(out.len() - indent);
            last += 1;
        }
        out.push_str(&replacement);
    }
    out.push_str(&html[last..]);
    Ok(out)
}

fn directive(attrs: &[(String, String)]) -> Result<Directive, String> {
    let get = |name: &str| attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    let href = || get("href").ok_or_else(|| format!("a data-build link needs an href: {attrs:?}"));
    Ok(match get("rel").as_deref() {
        Some("rust") => Directive::Rust(Rust {
            manifest: get("href").unwrap_or_else(|| "Cargo.toml".into()),
            bin: get("data-bin").ok_or("a rust link needs data-bin")?,
            worker: get("data-type").as_deref() == Some("worker"),
            profile: get("data-cargo-profile-release").unwrap_or_else(|| "release".into()),
            wasm_opt: get("data-wasm-opt").unwrap_or_else(|| "z".into()),
            features: get("data-cargo-features"),
        }),
        Some("copy-dir") => Directive::CopyDir { href: href()?, to: get("data-target-path") },
        Some("copy-file") => Directive::CopyFile { href: href()? },
        Some("css") => Directive::Css { href: href()? },
        Some("inline") => Directive::Inline { href: href()?, script: get("type").as_deref() == Some("js") },
        other => return Err(format!("index.html: unknown data-build rel {other:?}")),
    })
}

/// A tag's attributes: `name="value"`, `name='value'` or a bare `name`.
fn attributes(mut text: &str) -> Vec<(String, String)> {
    let mut attrs = Vec::new();
    loop {
        text = text.trim_start_matches(|c: char| c.is_whitespace() || c == '/');
        let name_end = text.find(|c: char| c.is_whitespace() || c == '=' || c == '/').unwrap_or(text.len());
        if name_end == 0 {
            return attrs;
        }
        let name = text[..name_end].to_ascii_lowercase();
        text = &text[name_end..];
        let mut value = String::new();
        if let Some(rest) = text.strip_prefix('=') {
            let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'');
            let (inner, after) = match quote {
                Some(q) => rest[1..].split_once(q).unwrap_or((&rest[1..], "")),
                None => rest.split_once(char::is_whitespace).unwrap_or((rest, "")),
            };
            value = inner.to_owned();
            text = after;
        }
        attrs.push((name, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<html><head><title>t</title>
<link data-build rel="rust" data-bin="app" data-wasm-opt="z" data-cargo-profile-release="wasm-release" />
<link data-build rel="rust" href="crates/worker/Cargo.toml" data-bin="keys" data-type="worker" data-loader-shim data-cargo-features="toy" />
<link data-build rel="css" href="style/main.css" />
<link rel="icon" href="icon.svg" />
</head><body><link data-build rel="inline" href="shell/first-paint.js" type="js" /></body></html>"#;

    #[test]
    fn the_directives_are_read_in_order_and_plain_links_left_alone() {
        let found = directives(PAGE).expect("the page reads");
        let kinds: Vec<_> = found.iter().map(|(_, d)| d).collect();
        assert_eq!(kinds.len(), 4);
        assert_eq!(
            kinds[0],
            &Directive::Rust(Rust {
                manifest: "Cargo.toml".into(),
                bin: "app".into(),
                worker: false,
                profile: "wasm-release".into(),
                wasm_opt: "z".into(),
                features: None,
            })
        );
        assert!(matches!(kinds[1], Directive::Rust(Rust { worker: true, bin, manifest, features, .. })
            if bin == "keys" && manifest == "crates/worker/Cargo.toml" && features.as_deref() == Some("toy")));
        assert_eq!(kinds[2], &Directive::Css { href: "style/main.css".into() });
        assert_eq!(kinds[3], &Directive::Inline { href: "shell/first-paint.js".into(), script: true });
    }

    #[test]
    fn the_page_gets_its_start_script_and_preloads_and_a_worker_leaves_no_trace() {
        let found = directives(PAGE).expect("the page reads");
        let outputs = [
            Output { script: "app-01.js".into(), wasm: "app-01_bg.wasm".into() },
            Output { script: "keys.js".into(), wasm: "keys_bg.wasm".into() },
        ];
        let html = rewrite(PAGE, &found, &outputs, &mut |d| {
            Ok(match d {
                Directive::Css { .. } => "<style>main{}</style>".into(),
                _ => "<script>paint()</script>".into(),
            })
        })
        .expect("the page rewrites");
        assert!(html.contains("import init from './app-01.js';\nawait init({ module_or_path: './app-01_bg.wasm' });"));
        let preload = r#"<link rel="preload" href="./app-01_bg.wasm" crossorigin="anonymous" as="fetch" type="application/wasm">"#;
        let (at, start, style) =
            (html.find(preload), html.find("<script type=\"module\">"), html.find("<style>main{}</style>"));
        assert!(at.is_some() && at < start && start < style, "the preloads come first in the head: {html}");
        assert!(!html.contains("keys") && !html.contains("data-build"));
        assert!(!html.contains("\n\n"), "the worker's line is gone with it: {html}");
        assert!(html.contains(r#"<link rel="icon" href="icon.svg" />"#));
        assert!(html.contains("<body><script>paint()</script></body>"));
    }

    #[test]
    fn an_unknown_directive_is_refused() {
        assert!(directives(r#"<link data-build rel="sass" href="a.scss">"#).is_err());
        assert!(directives(r#"<link data-build rel="rust">"#).is_err());
    }
}
