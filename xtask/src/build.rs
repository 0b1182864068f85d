//! Building a page into a folder a static server can serve, as Trunk 0.21
//! did until issue 35: Trunk took 6 of a fresh machine's minutes to compile
//! before the first test ran, for the few things this project asked of it.
//!
//! A page is its `index.html` with `<link data-build …>` directives, the
//! subset of Trunk's that the game uses (`page.rs` reads and rewrites them):
//! `rel="rust"` builds a binary to wasm (the page's own, or with
//! `data-type="worker"` a module started as a Web Worker), `copy-dir`,
//! `copy-file`, `css` and `inline`. Everything is built in a stage under
//! `target/` and only then replaces the dist folder, so a failed build
//! leaves the last good one in place.

mod page;

use crate::run::{cmd, path_with_node_bin, root};
pub use page::Rust;
use page::{Directive, Output};
use std::path::{Path, PathBuf};

/// What to build: the folder of an `index.html`, the dist folder, and the
/// Node script (if any) that finishes the stage (`pwa/post-build.mjs`),
/// both relative to the workspace root.
pub struct Page<'a> {
    pub dir: &'a str,
    pub dist: &'a str,
    pub finish: Option<&'a str>,
}

/// The game: the workspace's `index.html` into `dist/`.
pub const GAME: Page<'static> = Page { dir: ".", dist: "dist", finish: Some("pwa/post-build.mjs") };

/// The bench's baseline: a minimal Leptos page built the same way.
pub const MINIMAL: Page<'static> = Page { dir: "crates/bench-minimal", dist: "target/bench-minimal", finish: None };

/// Builds `page` (release: the wasm size profile and `wasm-opt` its links name).
pub fn build(page: &Page) -> Result<(), String> {
    let dir = if page.dir == "." { root() } else { root().join(page.dir) };
    let html = read_text(&dir.join("index.html"))?;
    let directives = page::directives(&html)?;
    let stage = target_dir().join("stage").join(page.dist.replace('/', "-"));
    remove_dir(&stage)?;
    std::fs::create_dir_all(&stage).map_err(|e| format!("{}: {e}", stage.display()))?;

    let rust: Vec<&Rust> = directives.iter().filter_map(|(_, d)| d.rust()).collect();
    compile(&dir, &rust)?;
    let outputs = bind_and_optimise(&rust, &stage)?;
    let html = page::rewrite(&html, &directives, &outputs, &mut |d| place(&dir, d, &stage))?;
    std::fs::write(stage.join("index.html"), html).map_err(|e| format!("index.html: {e}"))?;

    if let Some(script) = page.finish {
        cmd("node", &[script]).env("SANDTABLE_STAGE", &stage).env("PATH", path_with_node_bin()).run()?;
    }
    let dist = root().join(page.dist);
    remove_dir(&dist)?;
    std::fs::rename(&stage, &dist).map_err(|e| format!("{} → {}: {e}", stage.display(), dist.display()))
}

/// One module built alone into `out` as a page's modules are (its glue,
/// wasm and loader, unpacked): the bench's module floor.
pub fn module(link: &Rust, out: &str) -> Result<(), String> {
    let out = root().join(out);
    remove_dir(&out)?;
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    compile(&root(), &[link])?;
    bind_and_optimise(&[link], &out).map(|_| ())
}

/// One `cargo build` a manifest, profile and features: the binaries of one
/// package link side by side (each link is a long, single-threaded LTO).
fn compile(dir: &Path, links: &[&Rust]) -> Result<(), String> {
    let mut groups: Vec<(PathBuf, &str, Option<&str>, Vec<&str>)> = Vec::new();
    for link in links {
        let manifest = dir.join(&link.manifest);
        let features = link.features.as_deref();
        match groups.iter_mut().find(|(m, p, f, _)| *m == manifest && *p == link.profile && *f == features) {
            Some((_, _, _, bins)) => bins.push(&link.bin),
            None => groups.push((manifest, &link.profile, features, vec![&link.bin])),
        }
    }
    for (manifest, profile, features, bins) in groups {
        let manifest = manifest.to_str().ok_or("manifest path")?.to_owned();
        let mut args = vec!["build", "--target", "wasm32-unknown-unknown", "--profile", profile];
        args.extend(["--manifest-path", &manifest]);
        if let Some(features) = features {
            args.extend(["--features", features]);
        }
        for bin in &bins {
            args.extend(["--bin", bin]);
        }
        cmd("cargo", &args).run()?;
    }
    Ok(())
}

/// wasm-bindgen's glue for each binary (ES module for the page, a classic
/// script for a worker), then `wasm-opt` on each wasm, two at a time (the
/// machines' two cores; each run is mostly one thread).
fn bind_and_optimise(links: &[&Rust], stage: &Path) -> Result<Vec<Output>, String> {
    let mut jobs = Vec::new();
    for link in links {
        let built = target_dir().join("wasm32-unknown-unknown").join(&link.profile);
        let glue = target_dir().join("wasm-bindgen").join(&link.profile);
        let input = built.join(format!("{}.wasm", link.bin));
        let (input, glue_dir) = (path_str(&input)?, path_str(&glue)?);
        let target = if link.worker { "no-modules" } else { "web" };
        cmd(
            "wasm-bindgen",
            &["--target", target, "--no-typescript", "--out-dir", &glue_dir, "--out-name", &link.bin, &input],
        )
        .run()?;
        jobs.push((link, glue));
    }
    // A queue two runs draw from: the modules differ in size (6–14 s each).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let optimised: Vec<Result<(), String>> = std::thread::scope(|scope| {
        let worker = || {
            let mut results = Vec::new();
            while let Some((link, glue)) = jobs.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
                let wasm = path_str(&glue.join(format!("{}_bg.wasm", link.bin)));
                let level = format!("-O{}", link.wasm_opt);
                results.push(wasm.and_then(|path| {
                    cmd("wasm-opt", &[level.as_str(), &path, "-o", &path]).env("PATH", path_with_node_bin()).run()
                }));
            }
            results
        };
        let runs = [scope.spawn(worker), scope.spawn(worker)];
        runs.into_iter().flat_map(|run| run.join().unwrap_or_else(|_| vec![Err("wasm-opt thread".into())])).collect()
    });
    optimised.into_iter().collect::<Result<(), String>>()?;
    jobs.iter().map(|(link, glue)| stage_output(link, glue, stage)).collect()
}

/// Copies a binary's glue and wasm into the stage, under its final names:
/// the page's with its content's hash, a worker's loader beside them
/// (`importScripts(glue); wasm_bindgen(wasm)`, the shape Trunk wrote and
/// `pwa/precompress.mjs` then folds into one script).
fn stage_output(link: &Rust, glue: &Path, stage: &Path) -> Result<Output, String> {
    let js = std::fs::read(glue.join(format!("{}.js", link.bin))).map_err(|e| format!("{}: {e}", link.bin))?;
    let wasm = std::fs::read(glue.join(format!("{}_bg.wasm", link.bin))).map_err(|e| format!("{}: {e}", link.bin))?;
    let name = if link.worker { link.bin.clone() } else { format!("{}-{:016x}", link.bin, fnv1a(&[&js, &wasm])) };
    write(&stage.join(format!("{name}.js")), &js)?;
    write(&stage.join(format!("{name}_bg.wasm")), &wasm)?;
    if link.worker {
        let loader = format!(r#"importScripts("./{name}.js");wasm_bindgen("./{name}_bg.wasm");"#);
        write(&stage.join(format!("{name}_loader.js")), loader.as_bytes())?;
    }
    Ok(Output { script: format!("{name}.js"), wasm: format!("{name}_bg.wasm") })
}

/// Puts a copy directive's files in the stage; answers the markup that
/// stands in its link's place (a style sheet's link, an inlined file).
fn place(dir: &Path, directive: &Directive, stage: &Path) -> Result<String, String> {
    match directive {
        Directive::Rust(_) => Ok(String::new()),
        Directive::CopyDir { href, to } => {
            copy_dir(&dir.join(href), &stage.join(to.as_deref().unwrap_or_else(|| file_name(href))))?;
            Ok(String::new())
        }
        Directive::CopyFile { href } => {
            copy_file(&dir.join(href), &stage.join(file_name(href)))?;
            Ok(String::new())
        }
        Directive::Css { href } => {
            let css = without_css_comments(&read_text(&dir.join(href))?);
            if css.contains("</style") {
                return Err(format!("{href}: contains \"</style\", which would end its inlined <style> early"));
            }
            Ok(format!("<style>{css}</style>"))
        }
        Directive::Inline { href, script } => {
            let text = read_text(&dir.join(href))?;
            Ok(if *script { format!("<script>{}</script>", without_comment_lines(&text)) } else { text })
        }
    }
}

/// A script's text without its lines that are only a comment: an inlined
/// script is sent with every first load, its comments read in the source
/// (first-paint.js: 0.9 KB of the page's gzip). A `//` line inside a
/// multi-line string would go too: the inlined scripts have none.
fn without_comment_lines(script: &str) -> String {
    script.lines().filter(|line| !line.trim_start().starts_with("//")).map(|line| format!("{line}\n")).collect()
}

/// A style sheet without its `/* … */` comments: inlined, it is sent with
/// every first load, and its comments (1.1 KB of its 7.2 KB gzip) are read
/// in the source. A `/*` inside a quoted string would be taken for one:
/// style/main.css has none.
fn without_css_comments(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start + 2..].find("*/").map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    out.push_str(rest);
    out
}

/// FNV-1a, 64 bits, over the parts in order: names a file by its content
/// (a cache key, not a defence: nothing here is secret).
fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in parts.iter().flat_map(|p| p.iter()) {
        hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Cargo's target folder (`CARGO_TARGET_DIR` if set).
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), |d| root().join(PathBuf::from(d)))
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| format!("{}: {e}", to.display()))?;
    for entry in std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))? {
        let entry = entry.map_err(|e| e.to_string())?;
        let path = entry.path();
        if path.is_dir() {
            copy_dir(&path, &to.join(entry.file_name()))?;
        } else {
            copy_file(&path, &to.join(entry.file_name()))?;
        }
    }
    Ok(())
}

fn copy_file(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::copy(from, to).map(|_| ()).map_err(|e| format!("{} → {}: {e}", from.display(), to.display()))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn remove_dir(path: &Path) -> Result<(), String> {
    match std::fs::remove_dir_all(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(format!("{}: {e}", path.display())),
        _ => Ok(()),
    }
}

fn file_name(href: &str) -> &str {
    href.trim_end_matches('/').rsplit('/').next().unwrap_or(href)
}

fn path_str(path: &Path) -> Result<String, String> {
    path.to_str().map(str::to_owned).ok_or_else(|| format!("not UTF-8: {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_the_published_vectors() {
        // FNV's reference values (Noll): "" and "a".
        assert_eq!(fnv1a(&[b""]), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(&[b"a"]), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(&[b"a", b"b"]), fnv1a(&[b"ab"]));
    }

    #[test]
    fn a_file_is_named_by_its_last_part() {
        assert_eq!(file_name("crates/worker/Cargo.toml"), "Cargo.toml");
        assert_eq!(file_name("public/"), "public");
        assert_eq!(file_name("sw.js"), "sw.js");
    }

    #[test]
    fn an_inlined_script_loses_its_comment_lines_only() {
        let script = "// why\n(() => {\n  // how\n  const a = \"//x\"; // kept\n})();\n";
        assert_eq!(without_comment_lines(script), "(() => {\n  const a = \"//x\"; // kept\n})();\n");
    }

    #[test]
    fn an_inlined_style_sheet_loses_its_comments_only() {
        let css = "/* why */\na { color: red; } /* how\n over lines */b { margin: 0 }\n/* unclosed";
        assert_eq!(without_css_comments(css), "\na { color: red; } b { margin: 0 }\n");
    }
}
