//! The layer tables and rules 1 and 2: between top-level modules, and between the
//! Discord front end's layer folders, imports go down only.

use std::collections::BTreeSet;

use crate::findings::Finding;
use crate::modules::Tree;

/// Each top-level module and the modules it may import besides itself.
const LAYERS: &[(&str, &str)] = &[
    ("engines", ""),
    ("tournament", ""),
    ("i18n", ""),
    ("words", "engines i18n"),
    ("render", "engines i18n words tournament"),
    ("ai", "engines"),
    ("store", ""),
    ("table", "engines i18n words render ai store tournament"),
    (
        "frontends",
        "engines i18n words render ai store table tournament",
    ),
    (
        "cli",
        "engines i18n words render ai store table frontends tournament",
    ),
];

pub(super) const DISCORD: &str = "frontends/discord/";
/// The Discord front end's layer folders, top to bottom.
const DISCORD_LAYERS: &[&str] = &["app", "commands", "flows", "views", "desk", "wire"];

/// The top-level module a file belongs to (`render` for `render/board.rs`); `None` for
/// the crate roots, which declare everything.
fn top(rel: &str) -> Option<&str> {
    let first = rel.split('/').next().unwrap_or(rel);
    (rel != "lib.rs" && rel != "main.rs").then(|| first.trim_end_matches(".rs"))
}

/// Rule 1: between top-level modules, imports go down only.
pub(super) fn check_layers(tree: &Tree) -> Vec<Finding> {
    let tops: BTreeSet<&str> = tree.files.iter().filter_map(|f| top(f)).collect();
    let unknown = tops
        .into_iter()
        .filter(|t| !LAYERS.iter().any(|(n, _)| n == t));
    let why = "a top-level module in no layer: add it to LAYERS, above what it imports";
    let mut found: Vec<Finding> = unknown
        .map(|t| Finding::whole(format!("src/{t}"), why))
        .collect();
    for e in &tree.edges {
        let (a, b) = (top(&tree.files[e.from]), top(&tree.files[e.to]));
        let allowed = LAYERS.iter().find(|(n, _)| Some(*n) == a).map(|l| l.1);
        if let (Some(a), Some(b), Some(allowed)) = (a, b, allowed) {
            if a != b && !allowed.split(' ').any(|x| x == b) {
                let why = format!(
                    "{a} may not import {b}: {a} may import only [{allowed}]; move what it uses \
                     down into one of those, or this code up into {b} or above"
                );
                found.push(Finding::at(tree, e, why));
            }
        }
    }
    found
}

/// A Discord front end file's layer: its folder, `data`, `mod`, or `""` for none.
fn discord_layer(rel: &str) -> Option<&str> {
    let rest = rel.strip_prefix(DISCORD)?;
    Some(match rest.split_once('/') {
        Some((dir, _)) if DISCORD_LAYERS.contains(&dir) => dir,
        None if rest == "data.rs" => "data",
        None if rest == "mod.rs" => "mod",
        _ => "",
    })
}

/// Why an import from Discord layer `a` to layer `b` runs the wrong way, if it does.
fn discord_rule(a: &str, b: &str) -> Option<String> {
    let rank = |l: &str| DISCORD_LAYERS.iter().position(|x| *x == l);
    let why = match (a, b) {
        _ if a == b => return None,
        (_, "mod") => "imports through discord/mod.rs, which only declares the layers: name \
                       the item where it lives (Data, Context and Error live in data.rs)"
            .to_owned(),
        ("", _) => return None, // a file in no layer is reported once, as a file
        (_, "") => "names a file in no layer folder: move that file into its layer".into(),
        ("data", _) if b != "desk" && b != "wire" => {
            format!("data.rs may import only desk/ and wire/, not {b}/: move what it needs down")
        }
        (_, "data") if !matches!(a, "app" | "commands" | "flows") => format!(
            "{a}/ may not import data.rs (only app/, commands/ and flows/ may): take what it \
             needs as a parameter"
        ),
        _ if rank(b)? < rank(a)? => format!(
            "{a}/ may not import {b}/, a layer above it: move what it needs down into {a}/ or \
             below, or this code up into {b}/"
        ),
        _ => return None,
    };
    Some(why)
}

/// Rule 2: inside the Discord front end, imports go down the layer folders.
pub(super) fn check_discord(tree: &Tree) -> Vec<Finding> {
    let why = "every file of the Discord front end belongs to a layer folder (app/, commands/, \
               flows/, views/, desk/, wire/) or is data.rs: move it into the layer of what it does";
    let stray = tree.files.iter().filter(|f| discord_layer(f) == Some(""));
    let mut found: Vec<Finding> = stray
        .map(|f| Finding::whole(format!("src/{f}"), why))
        .collect();
    for e in &tree.edges {
        let (from, to) = (&tree.files[e.from], &tree.files[e.to]);
        let why = match (discord_layer(from), discord_layer(to)) {
            (None | Some("mod"), _) => None,
            (Some(a), Some(b)) => discord_rule(a, b),
            (Some(_), None) if top(to) == Some("cli") => {
                Some("the Discord front end may not import cli".into())
            }
            (Some(_), None) => None,
        };
        found.extend(why.map(|why| Finding::at(tree, e, why)));
    }
    found
}

/// The web board's folder.
pub(super) const WEB: &str = "frontends/web/";

/// Rule 2b: the web board stands beside the other front ends and imports none of them
/// (the table service, the pictures and the rest of the crate below are its to use).
pub(super) fn check_web(tree: &Tree) -> Vec<Finding> {
    let other_front_ends = ["frontends/discord/", "frontends/local/"];
    tree.edges
        .iter()
        .filter(|e| tree.files[e.from].starts_with(WEB))
        .filter(|e| {
            let to = &tree.files[e.to];
            other_front_ends.iter().any(|f| to.starts_with(f)) || top(to) == Some("cli")
        })
        .map(|e| {
            let why = "the web board imports no other front end (nor cli): what it shares \
                       with them lives below, in table/ or frontends/ beside them";
            Finding::at(tree, e, why.to_string())
        })
        .collect()
}
