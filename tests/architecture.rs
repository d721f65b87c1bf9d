//! Imports go down only.
//!
//! The program is a stack of layers. A file may import its own layer and the layers below
//! it, never one above: a file that needs something from above is in the wrong place (move
//! what it needs down, or move the file up).
//!
//! ```text
//! cli        the `manawell` subcommands                  may import everything
//! frontends  Discord, the terminal                       everything but cli
//! table      the table service                           engines, i18n, words, render, ai, store
//! store      the database                                nothing of the crate
//! ai         the AI opponent                             engines
//! render     pictures                                    engines, i18n, words
//! words      game words shared by pictures and accounts  engines, i18n
//! i18n       the words players read                      nothing
//! engines    the rules                                   nothing
//! ```
//!
//! Inside the Discord front end (`src/frontends/discord/`) every file sits in a layer
//! folder, top to bottom: `app/` (running the bot: start-up, configuration, shards,
//! sweeper, command registration, the framework's handlers) → `commands/` (read options,
//! hand over) → `flows/` (what a command or click does) → `views/` (pure builders of
//! Discord messages) → `desk/` (the table service as the bot asks it) → `wire/` (Discord's
//! own mechanics, no game). `data.rs` (`Data`, `Context`, `Error`) is a leaf beside them: it
//! may import `desk/` and `wire/`, and only `app/`, `commands/` and `flows/` may import it.
//! `mod.rs` only declares the layers: nothing imports through it. The front end may import
//! the rest of the crate, but not `cli`.
//!
//! No two files of the Discord front end import each other, directly or around a loop;
//! nor do the files of the folders in [`LOOP_FREE`], nor the pairs in [`NO_LOOP_BETWEEN`]
//! (`cargo test --test architecture -- --ignored --nocapture loops_per_folder` counts the
//! loops of each folder). A `mod child;` is no import, but a `pub use child::Thing;` is.
//!
//! The checker reads the sources itself (std only, no compiler): it follows `mod`
//! declarations from `src/lib.rs` and `src/main.rs`, and resolves every `crate::`,
//! `super::`, `self::` path (in `use`s, in code, in attribute strings such as poise's
//! `subcommands("crate::…")`), and every path through a module a `use` brought in, to the
//! file of the longest module it names. Comments are ignored; an inline `mod tests { … }`
//! is part of its file, so its `use super::*;` imports nothing.
//!
//! Run alone: `rustc --edition 2021 --test tests/architecture.rs -o /tmp/archtest &&
//! CARGO_MANIFEST_DIR=$PWD /tmp/archtest`.

use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Folders under `src/` whose files may not import each other around a loop. Measured
/// when this test was written: engines/ and render/ are full of loops between a `mod.rs`
/// and the children it re-exports (`loops_per_folder`); widen this as they go.
const LOOP_FREE: &[&str] = &["cli/", "words/"];

/// Pairs of files that must not sit in one loop, in folders not yet in [`LOOP_FREE`].
const NO_LOOP_BETWEEN: &[(&str, &str)] =
    &[("engines/magistrar/state.rs", "engines/magistrar/scoring.rs")];

/// Each top-level module and the modules it may import besides itself.
const LAYERS: &[(&str, &str)] = &[
    ("engines", ""),
    ("i18n", ""),
    ("words", "engines i18n"),
    ("render", "engines i18n words"),
    ("ai", "engines"),
    ("store", ""),
    ("table", "engines i18n words render ai store"),
    ("frontends", "engines i18n words render ai store table"),
    ("cli", "engines i18n words render ai store table frontends"),
];

const DISCORD: &str = "frontends/discord/";
/// The Discord front end's layer folders, top to bottom.
const DISCORD_LAYERS: &[&str] = &["app", "commands", "flows", "views", "desk", "wire"];

// ---------------------------------------------------------------- reading Rust

#[derive(Debug, PartialEq)]
enum Tok {
    Ident(String),
    Sep,
    Punct(char),
    Str(String),
}

/// A token and its line.
type Token = (Tok, usize);

/// Splits Rust source into identifiers, `::`, punctuation and string literals. Comments
/// (doc comments too: they mention paths in prose), char literals and lifetimes' quotes
/// are dropped, so that a `'"'` opens no string.
fn lex(src: &str) -> Vec<Token> {
    let c: Vec<char> = src.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let word = |i: usize| (i..).find(|&j| !(at(j).is_alphanumeric() || at(j) == '_'));
    let (mut i, mut line, mut out) = (0, 1, Vec::new());
    while i < c.len() {
        let (ch, start) = (c[i], line);
        let mut push = |tok| out.push((tok, start));
        if ch == '/' && at(i + 1) == '/' {
            i = (i..c.len()).find(|&j| c[j] == '\n').unwrap_or(c.len());
        } else if ch == '/' && at(i + 1) == '*' {
            i = skip_block_comment(&c, i, &mut line);
        } else if ch == '"' {
            let (s, j) = string(&c, i + 1, None, &mut line);
            push(Tok::Str(s));
            i = j;
        } else if ch == '\'' {
            i = skip_quote(&c, i);
        } else if ch == ':' && at(i + 1) == ':' {
            push(Tok::Sep);
            i += 2;
        } else if ch.is_alphanumeric() || ch == '_' {
            let j = word(i).unwrap_or(c.len());
            let w: String = c[i..j].iter().collect();
            // Raw strings have no escapes; `b"…"` lexes as `b` and a string.
            let hashes = (j..).take_while(|&k| at(k) == '#').count();
            if matches!(w.as_str(), "r" | "br") && at(j + hashes) == '"' {
                let (s, k) = string(&c, j + hashes + 1, Some(hashes), &mut line);
                push(Tok::Str(s));
                i = k;
            } else {
                push(Tok::Ident(w));
                i = j;
            }
        } else {
            if !ch.is_whitespace() {
                push(Tok::Punct(ch));
            }
            line += usize::from(ch == '\n');
            i += 1;
        }
    }
    out
}

/// Skips a (nested) `/* … */` comment starting at `i`.
fn skip_block_comment(c: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < c.len() {
        match (c[i], c.get(i + 1).copied()) {
            ('/', Some('*')) => (depth, i) = (depth + 1, i + 2),
            ('*', Some('/')) => (depth, i) = (depth - 1, i + 2),
            (ch, _) => (*line, i) = (*line + usize::from(ch == '\n'), i + 1),
        }
        if depth == 0 {
            break;
        }
    }
    i
}

/// A string literal's body from `i` (after the opening quote) and the index after it;
/// `raw` is the number of `#`s of a raw string.
fn string(c: &[char], mut i: usize, raw: Option<usize>, line: &mut usize) -> (String, usize) {
    let mut s = String::new();
    while i < c.len() {
        let closes = (1..=raw.unwrap_or(0)).all(|k| c.get(i + k) == Some(&'#'));
        *line += usize::from(c[i] == '\n');
        match c[i] {
            '\\' if raw.is_none() => {
                s.extend(c.get(i..i + 2).into_iter().flatten());
                *line += usize::from(c.get(i + 1) == Some(&'\n'));
                i += 1;
            }
            '"' if closes => return (s, i + 1 + raw.unwrap_or(0)),
            ch => s.push(ch),
        }
        i += 1;
    }
    (s, i)
}

/// Skips a char literal (`'a'`, `'"'`, `'\''`) or a lifetime's quote (`'a`) at `i`.
fn skip_quote(c: &[char], i: usize) -> usize {
    if c.get(i + 1) == Some(&'\\') {
        (i + 3..c.len())
            .find(|&k| c[k] == '\'')
            .map_or(c.len(), |k| k + 1)
    } else if c.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i + 1
    }
}

fn tok_at(toks: &[Token], i: usize) -> Option<&Tok> {
    toks.get(i).map(|t| &t.0)
}

fn is(toks: &[Token], i: usize, tok: Tok) -> bool {
    tok_at(toks, i) == Some(&tok)
}

/// A leaf of a `use` tree: the full path, the name it binds (`*` for a glob), its line.
type Leaf = (Vec<String>, String, usize);

/// One `use` tree from `toks[i]`, flattened into leaves (`super::{a, b::{c, d}}` gives
/// four). Returns the index after the tree.
fn use_tree(toks: &[Token], mut i: usize, mut segs: Vec<String>, out: &mut Vec<Leaf>) -> usize {
    let mut line = toks.get(i).map_or(0, |t| t.1);
    while let Some((tok, at)) = toks.get(i) {
        match tok {
            Tok::Sep => i += 1,
            Tok::Ident(w) if w != "as" => {
                (line, i) = (*at, i + 1);
                segs.push(w.clone());
                if !is(toks, i, Tok::Sep) {
                    break;
                }
            }
            Tok::Punct('*') => {
                out.push((segs, "*".into(), *at));
                return i + 1;
            }
            Tok::Punct('{') => {
                i += 1;
                while let Some((tok, _)) = toks.get(i) {
                    match tok {
                        Tok::Punct('}') => return i + 1,
                        Tok::Punct(',') => i += 1,
                        _ => i = use_tree(toks, i, segs.clone(), out).max(i + 1),
                    }
                }
                return i;
            }
            _ => break,
        }
    }
    if segs.last().is_some_and(|s| s == "self") {
        segs.pop();
    }
    let mut name = segs.last().cloned().unwrap_or_default();
    if is(toks, i, Tok::Ident("as".into())) {
        if let Some(Tok::Ident(alias)) = tok_at(toks, i + 1) {
            name.clone_from(alias);
        }
        i += 2;
    }
    if !segs.is_empty() {
        out.push((segs, name, line));
    }
    i
}

/// A string that is a whole path (`"crate::frontends::discord::commands::board"`).
fn path_in_string(s: &str) -> Option<Vec<String>> {
    let segs: Vec<String> = s.split("::").map(str::to_owned).collect();
    let ident = |p: &String| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_');
    (segs.len() > 1 && segs.iter().all(ident)).then_some(segs)
}

// ---------------------------------------------------------------- the module tree

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    /// `lib.rs`, `mod.rs` or a `#[path]` file: its children live next to it.
    ModRs,
    /// `a/b.rs`: its children live in `a/b/`.
    Flat,
    /// `mod tests { … }` inside a file.
    Inline,
}

/// A module: a file, or an inline module inside one.
struct Module {
    parent: Option<usize>,
    name: String,
    file: usize,
    kind: Kind,
    children: BTreeMap<String, usize>,
}

/// A path as written in a module; `binds` is the name a `use` gives it (`*`: a glob).
struct Mention {
    scope: usize,
    segs: Vec<String>,
    line: usize,
    binds: Option<String>,
}

/// One file naming another: the line and the path as written.
struct Edge {
    from: usize,
    to: usize,
    line: usize,
    path: String,
}

#[derive(Default)]
struct Tree {
    src: PathBuf,
    crate_name: String,
    /// Paths relative to `src/`, with `/`.
    files: Vec<String>,
    /// The library's root is module 0; the binary's root, if any, another root.
    modules: Vec<Module>,
    mentions: Vec<Mention>,
    edges: Vec<Edge>,
    /// A `#[path = "…"]` waiting for its `mod`.
    path_attr: Option<String>,
}

impl Tree {
    /// Reads the crate under `root` (its `Cargo.toml` and `src/`).
    fn load(root: &Path) -> Tree {
        let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
        let name = manifest
            .lines()
            .find_map(|l| l.trim().strip_prefix("name = "));
        let crate_name = name
            .unwrap_or("manawell")
            .trim_matches('"')
            .replace('-', "_");
        let mut tree = Tree {
            src: root.join("src"),
            crate_name,
            ..Tree::default()
        };
        for file in ["lib.rs", "main.rs"] {
            let path = tree.src.join(file);
            if path.exists() {
                tree.add_module(file, None, &path, Kind::ModRs);
            }
        }
        tree.edges = tree.find_edges();
        tree
    }

    fn add_module(&mut self, name: &str, parent: Option<usize>, path: &Path, kind: Kind) -> usize {
        let file = match parent {
            Some(p) if kind == Kind::Inline => self.modules[p].file,
            _ => {
                let rel = path.strip_prefix(&self.src).unwrap_or(path);
                self.files.push(rel.to_string_lossy().replace('\\', "/"));
                self.files.len() - 1
            }
        };
        let (id, name) = (self.modules.len(), name.to_owned());
        let children = BTreeMap::new();
        self.modules.push(Module {
            parent,
            name: name.clone(),
            file,
            kind,
            children,
        });
        if let Some(p) = parent {
            self.modules[p].children.insert(name, id);
        }
        if kind != Kind::Inline {
            self.read(id, path);
        }
        id
    }

    /// Reads a file's modules, `use`s and paths; brace depth tells where an inline module
    /// ends, so that `super::` inside it means the module around it.
    fn read(&mut self, module: usize, path: &Path) {
        let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let toks = lex(&text);
        let (mut scopes, mut depth, mut i) = (vec![(module, 0)], 0, 0);
        while i < toks.len() {
            let scope = scopes.last().map_or(module, |s| s.0);
            let name = match tok_at(&toks, i + 1) {
                Some(Tok::Ident(n)) => n.as_str(),
                _ => "",
            };
            let is_mod = matches!(&toks[i].0, Tok::Ident(w) if w == "mod") && !name.is_empty();
            match &toks[i].0 {
                Tok::Punct('#') => i = self.attribute(&toks, i, scope),
                _ if is_mod && is(&toks, i + 2, Tok::Punct(';')) => {
                    let path_attr = self.path_attr.take();
                    self.declare(scope, name, path_attr);
                    i += 3;
                }
                _ if is_mod && is(&toks, i + 2, Tok::Punct('{')) => {
                    let inline = self.add_module(name, Some(scope), path, Kind::Inline);
                    (depth, i) = (depth + 1, i + 3);
                    scopes.push((inline, depth));
                }
                Tok::Ident(w) if w == "use" => i = self.use_statement(&toks, i + 1, scope),
                Tok::Ident(_) => i = self.mention(&toks, i, scope),
                Tok::Punct(c @ ('{' | '}' | ';')) => {
                    if *c == '}' && scopes.len() > 1 && scopes.last().map(|s| s.1) == Some(depth) {
                        scopes.pop();
                    }
                    depth += i32::from(*c == '{') - i32::from(*c == '}');
                    (self.path_attr, i) = (None, i + 1); // an item ended: its `#[path]` too
                }
                _ => i += 1,
            }
        }
    }

    /// `mod name;` in `scope`: `name.rs` or `name/mod.rs` where its children live, or the
    /// file a `#[path]` names (next to the declaring file).
    fn declare(&mut self, scope: usize, name: &str, path_attr: Option<String>) {
        let m = &self.modules[scope];
        // A `#[path]` file owns its folder, as a `mod.rs` does (so rustc reads it).
        let flat = path_attr.is_none();
        let file = match path_attr {
            Some(p) if m.kind != Kind::Inline => {
                self.src.join(&self.files[m.file]).with_file_name(p)
            }
            Some(p) => self.child_dir(scope).join(p),
            None => {
                let flat = self.child_dir(scope).join(format!("{name}.rs"));
                let nested = self.child_dir(scope).join(name).join("mod.rs");
                Some(flat).filter(|f| f.exists()).unwrap_or(nested)
            }
        };
        assert!(file.exists(), "`mod {name};`: no file {}", file.display());
        let kind = if flat && !file.ends_with("mod.rs") {
            Kind::Flat
        } else {
            Kind::ModRs
        };
        self.add_module(name, Some(scope), &file, kind);
    }

    /// The folder where a module's children live.
    fn child_dir(&self, m: usize) -> PathBuf {
        let module = &self.modules[m];
        let file = self.src.join(&self.files[module.file]);
        let dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
        match (module.kind, module.parent) {
            (Kind::Inline, Some(p)) => self.child_dir(p).join(&module.name),
            (Kind::Flat, _) => dir.join(&module.name),
            _ => dir,
        }
    }

    /// `#[…]` or `#![…]`: paths in it, strings that are paths (poise's
    /// `subcommands("crate::…")`), and a `#[path = "…"]` for the next `mod`.
    fn attribute(&mut self, toks: &[Token], i: usize, scope: usize) -> usize {
        let open = i + 1 + usize::from(is(toks, i + 1, Tok::Punct('!')));
        if !is(toks, open, Tok::Punct('[')) {
            return i + 1;
        }
        let words = (open + 1..open + 4)
            .map(|k| tok_at(toks, k))
            .collect::<Vec<_>>();
        if let [Some(Tok::Ident(w)), Some(Tok::Punct('=')), Some(Tok::Str(p))] = words[..] {
            self.path_attr = (w == "path").then(|| p.clone()).or(self.path_attr.take());
        }
        let (mut j, mut depth) = (open, 0);
        while let Some((tok, line)) = toks.get(j) {
            match tok {
                Tok::Punct('[') => depth += 1,
                Tok::Punct(']') if depth == 1 => return j + 1,
                Tok::Punct(']') => depth -= 1,
                Tok::Str(s) => {
                    if let Some(segs) = path_in_string(s) {
                        self.note(scope, segs, *line, None);
                    }
                }
                Tok::Ident(_) => {
                    j = self.mention(toks, j, scope);
                    continue;
                }
                _ => {}
            }
            j += 1;
        }
        j
    }

    fn note(&mut self, scope: usize, segs: Vec<String>, line: usize, binds: Option<String>) {
        self.mentions.push(Mention {
            scope,
            segs,
            line,
            binds,
        });
    }

    /// `use …;`: each leaf is a mention and binds a name.
    fn use_statement(&mut self, toks: &[Token], i: usize, scope: usize) -> usize {
        let mut leaves = Vec::new();
        let end = use_tree(toks, i, Vec::new(), &mut leaves);
        for (segs, name, line) in leaves {
            self.note(scope, segs, line, Some(name));
        }
        (end..toks.len())
            .find(|&j| is(toks, j, Tok::Punct(';')))
            .map_or(toks.len(), |j| j + 1)
    }

    /// The path `a::b::c` starting at `toks[i]`, recorded if it has a `::`; `$crate` is
    /// `crate`, other macro fragments and `::std`-like paths are skipped.
    fn mention(&mut self, toks: &[Token], i: usize, scope: usize) -> usize {
        let before = i.checked_sub(1).and_then(|k| tok_at(toks, k));
        let (mut segs, mut j) = (Vec::new(), i);
        while let Some(Tok::Ident(w)) = tok_at(toks, j) {
            segs.push(w.clone());
            j += 1;
            if !is(toks, j, Tok::Sep) || !matches!(tok_at(toks, j + 1), Some(Tok::Ident(_))) {
                break;
            }
            j += 1;
        }
        let ours = match before {
            Some(Tok::Sep) => false,
            Some(Tok::Punct('$')) => segs[0] == "crate",
            _ => true,
        };
        if segs.len() > 1 && ours {
            self.note(scope, segs, toks[i].1, None);
        }
        j
    }

    fn root_of(&self, mut m: usize) -> usize {
        while let Some(p) = self.modules[m].parent {
            m = p;
        }
        m
    }

    /// The deepest module a path names and how many segments that took; `crate::tr` (the
    /// i18n macro, exported at the root) names `i18n`.
    fn resolve(&self, aliases: &[Names], scope: usize, segs: &[String]) -> Option<(usize, usize)> {
        let supers = segs.iter().take_while(|s| *s == "super").count();
        let mut k = supers.max(1);
        let mut m = match segs[0].as_str() {
            "crate" => self.root_of(scope),
            "self" => scope,
            "super" => (0..supers).try_fold(scope, |m, _| self.modules[m].parent)?,
            name if name == self.crate_name && self.root_of(scope) != 0 => 0,
            name => {
                let child = self.modules[scope].children.get(name);
                *child.or_else(|| aliases[scope].get(name))?
            }
        };
        while let Some(seg) = segs.get(k) {
            if m == 0 && seg == "tr" {
                return Some((*self.modules[0].children.get("i18n")?, k + 1));
            }
            match self.modules[m].children.get(seg) {
                Some(&child) => (m, k) = (child, k + 1),
                None => break,
            }
        }
        Some((m, k))
    }

    /// The modules each module's `use`s bring in by name (`use super::desk;`, and a glob's
    /// modules), so that `desk::refusal::Refusal` further down is followed too. Repeated:
    /// a `use` may rest on another.
    fn aliases(&self) -> Vec<Names> {
        let mut aliases = vec![Names::new(); self.modules.len()];
        for _ in 0..4 {
            let uses = self
                .mentions
                .iter()
                .filter_map(|m| Some((m, m.binds.as_ref()?)));
            for (m, name) in uses {
                let target = match self.resolve(&aliases, m.scope, &m.segs) {
                    Some((target, k)) if k == m.segs.len() => target,
                    _ => continue,
                };
                let names: Names = match name.as_str() {
                    "*" => {
                        let both = self.modules[target].children.iter().chain(&aliases[target]);
                        both.map(|(n, &c)| (n.clone(), c)).collect()
                    }
                    _ => Names::from([(name.clone(), target)]),
                };
                for (name, target) in names.into_iter().filter(|n| n.1 != m.scope) {
                    aliases[m.scope].entry(name).or_insert(target);
                }
            }
        }
        aliases
    }

    /// Every mention that names another file of the crate, once per line and path.
    fn find_edges(&self) -> Vec<Edge> {
        let aliases = self.aliases();
        let mut seen = BTreeSet::new();
        let mut edges = Vec::new();
        for m in &self.mentions {
            if let Some((target, _)) = self.resolve(&aliases, m.scope, &m.segs) {
                let (from, to) = (self.modules[m.scope].file, self.modules[target].file);
                let (line, path) = (m.line, m.segs.join("::"));
                if from != to && seen.insert((from, line, path.clone())) {
                    edges.push(Edge {
                        from,
                        to,
                        line,
                        path,
                    });
                }
            }
        }
        edges
    }
}

/// Names in a module's scope, to modules.
type Names = BTreeMap<String, usize>;

// ---------------------------------------------------------------- the rules

/// Something in the wrong place: an import (`file:line`, the path named and the file it
/// names), or a whole file or loop (`line` 0). `why` says which rule and what to do.
#[derive(Debug)]
struct Finding {
    file: String,
    line: usize,
    path: String,
    why: String,
}

impl Finding {
    fn at(tree: &Tree, edge: &Edge, why: String) -> Finding {
        let (file, to) = (
            format!("src/{}", tree.files[edge.from]),
            &tree.files[edge.to],
        );
        let path = format!("`{}` (src/{to})", edge.path);
        Finding {
            file,
            line: edge.line,
            path,
            why,
        }
    }

    fn whole(file: String, why: &str) -> Finding {
        Finding {
            file,
            line: 0,
            path: String::new(),
            why: why.to_owned(),
        }
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            0 => write!(f, "{}", self.file),
            line => write!(f, "{}:{line}: {}", self.file, self.path),
        }
    }
}

/// The top-level module a file belongs to (`render` for `render/board.rs`); `None` for
/// the crate roots, which declare everything.
fn top(rel: &str) -> Option<&str> {
    let first = rel.split('/').next().unwrap_or(rel);
    (rel != "lib.rs" && rel != "main.rs").then(|| first.trim_end_matches(".rs"))
}

/// Rule 1: between top-level modules, imports go down only.
fn check_layers(tree: &Tree) -> Vec<Finding> {
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
fn check_discord(tree: &Tree) -> Vec<Finding> {
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

type Graph = BTreeMap<usize, BTreeSet<usize>>;

/// The graph of imports among the files whose path starts with `folder`.
fn graph(tree: &Tree, folder: &str) -> Graph {
    let inside = |f: usize| tree.files[f].starts_with(folder);
    let mut graph = Graph::new();
    for e in tree.edges.iter().filter(|e| inside(e.from) && inside(e.to)) {
        graph.entry(e.from).or_default().insert(e.to);
    }
    graph
}

/// Knots: sets of two or more files that all reach each other (Tarjan's strongly
/// connected components).
fn knots(graph: &Graph) -> Vec<Vec<usize>> {
    #[derive(Default)]
    struct Walk {
        index: BTreeMap<usize, usize>,
        low: BTreeMap<usize, usize>,
        stack: Vec<usize>,
        knots: Vec<Vec<usize>>,
    }
    fn visit(graph: &Graph, w: &mut Walk, v: usize) {
        let i = w.index.len();
        w.index.insert(v, i);
        w.low.insert(v, i);
        w.stack.push(v);
        for &next in graph.get(&v).into_iter().flatten() {
            if !w.index.contains_key(&next) {
                visit(graph, w, next);
                w.low.insert(v, w.low[&v].min(w.low[&next]));
            } else if w.stack.contains(&next) {
                w.low.insert(v, w.low[&v].min(w.index[&next]));
            }
        }
        if w.low[&v] == i {
            let at = w.stack.iter().rposition(|&x| x == v).unwrap_or(0);
            let mut knot = w.stack.split_off(at);
            knot.sort_unstable();
            if knot.len() > 1 {
                w.knots.push(knot);
            }
        }
    }
    let mut walk = Walk::default();
    for &v in graph.keys() {
        if !walk.index.contains_key(&v) {
            visit(graph, &mut walk, v);
        }
    }
    walk.knots
}

/// A shortest loop through a knot's first file, as the files in order.
fn one_loop(graph: &Graph, knot: &[usize]) -> Vec<usize> {
    let start = knot[0];
    let mut came_from = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in graph
            .get(&v)
            .into_iter()
            .flatten()
            .filter(|w| knot.contains(w))
        {
            if w == start {
                let mut path = vec![v];
                while let Some(&u) = path.last().and_then(|u| came_from.get(u)) {
                    path.push(u);
                }
                path.reverse();
                return path;
            }
            if let Entry::Vacant(first) = came_from.entry(w) {
                first.insert(v);
                queue.push_back(w);
            }
        }
    }
    knot.to_vec()
}

/// Rules 3 and 4: one loop per knot, as `a.rs → b.rs → a.rs`.
fn as_findings(tree: &Tree, graph: &Graph, knots: &[Vec<usize>]) -> Vec<Finding> {
    let why = "these files import each other around a loop: move what they share down into a \
               file they all may import, or merge them";
    let show = |knot: &Vec<usize>| {
        let lp = one_loop(graph, knot);
        let names: Vec<String> = lp
            .iter()
            .chain(&lp[..1])
            .map(|f| format!("src/{}", tree.files[*f]))
            .collect();
        let size = match knot.len() {
            2 => String::new(),
            n => format!(" (one loop of a knot of {n} files)"),
        };
        Finding::whole(names.join(" → ") + &size, why)
    };
    knots.iter().map(show).collect()
}

/// The loops among the files under `folder`.
fn loops(tree: &Tree, folder: &str) -> Vec<Finding> {
    let graph = graph(tree, folder);
    as_findings(tree, &graph, &knots(&graph))
}

/// The loops that hold both files of a pair.
fn pair_loops(tree: &Tree, pairs: &[(&str, &str)]) -> Vec<Finding> {
    let graph = graph(tree, "");
    let holds = |knot: &Vec<usize>, f: &str| knot.iter().any(|&k| tree.files[k] == f);
    let mut both = knots(&graph);
    both.retain(|k| pairs.iter().any(|(a, b)| holds(k, a) && holds(k, b)));
    as_findings(tree, &graph, &both)
}

/// The findings grouped by what is wrong, each group listing where.
fn report(what: &str, found: &[Finding]) -> String {
    let mut by_why: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for f in found {
        by_why.entry(&f.why).or_default().push(f.to_string());
    }
    let groups = by_why
        .iter()
        .map(|(why, places)| format!("\n{why}:\n    {}\n", places.join("\n    ")));
    format!("{} {what}\n{}", found.len(), groups.collect::<String>())
}

// ---------------------------------------------------------------- the tests

fn project() -> &'static Tree {
    static TREE: OnceLock<Tree> = OnceLock::new();
    TREE.get_or_init(|| {
        let dir = std::env::var("CARGO_MANIFEST_DIR").ok();
        let dir = dir.or(option_env!("CARGO_MANIFEST_DIR").map(str::to_owned));
        Tree::load(Path::new(&dir.unwrap_or_else(|| ".".into())))
    })
}

#[test]
fn imports_go_down_between_top_level_modules() {
    let found = check_layers(project());
    let what = "imports run up the layers (engines ← render, ai ← table ← frontends, cli)";
    assert!(found.is_empty(), "{}", report(what, &found));
}

#[test]
fn discord_front_end_imports_go_down() {
    let found = check_discord(project());
    let what = "faults in the Discord front end's layers (app → commands → flows → views → desk \
                → wire; data.rs a leaf)";
    assert!(found.is_empty(), "{}", report(what, &found));
}

#[test]
fn no_loop_in_the_discord_front_end() {
    let found = loops(project(), DISCORD);
    assert!(
        found.is_empty(),
        "{}",
        report("loops of imports in the Discord front end", &found)
    );
}

#[test]
fn no_loop_in_loop_free_folders() {
    let mut found: Vec<Finding> = LOOP_FREE
        .iter()
        .flat_map(|dir| loops(project(), dir))
        .collect();
    found.extend(pair_loops(project(), NO_LOOP_BETWEEN));
    let what = format!("loops of imports in {LOOP_FREE:?} or between {NO_LOOP_BETWEEN:?}");
    assert!(found.is_empty(), "{}", report(&what, &found));
}

/// Not a rule: the loops of each folder, to decide what joins [`LOOP_FREE`]
/// (`--ignored --nocapture loops_per_folder`).
#[test]
#[ignore]
fn loops_per_folder() {
    let tree = project();
    for folder in [
        "engines/",
        "render/",
        "table/",
        "ai/",
        "store/",
        "frontends/",
        "cli/",
        DISCORD,
    ] {
        let graph = graph(tree, folder);
        let knots = knots(&graph);
        let back = |a: &usize, b: &usize| b > a && graph.get(b).is_some_and(|to| to.contains(a));
        let pairs = graph
            .iter()
            .flat_map(|(a, to)| to.iter().filter(move |b| back(a, b)));
        let files: usize = knots.iter().map(Vec::len).sum();
        let (n, pairs) = (knots.len(), pairs.count());
        println!(
            "src/{folder}: {n} knots, {files} files in them, {pairs} pairs importing each other"
        );
        for f in as_findings(tree, &graph, &knots) {
            println!("    {f}");
        }
    }
}

// ---------------------------------------------------------------- the checker's own test

/// A crate written into a fresh temporary folder, removed when dropped.
struct Fixture(PathBuf);

impl Fixture {
    fn new(files: &[(&str, &str)]) -> Fixture {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let root =
            std::env::temp_dir().join(format!("architecture-{}-{nanos}", std::process::id()));
        for (path, text) in files {
            let path = root.join(path);
            fs::create_dir_all(path.parent().unwrap_or(&root)).expect("fixture folder");
            fs::write(&path, text).expect("fixture file");
        }
        Fixture(root)
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Each finding with the first words of its reason, sorted.
fn brief(found: &[Finding]) -> Vec<String> {
    let mut lines: Vec<String> = found
        .iter()
        .map(|f| format!("{f} | {}", f.why.split(':').next().unwrap_or("")))
        .collect();
    lines.sort();
    lines
}

/// A small crate with one fault of each kind planted, and traps the checker must not
/// fall into: a path in a comment, in a raw string, after a `'"'`; a `use super::*;` in
/// an inline test module; a grouped `use` over several lines; a `#[path]` module.
const PLANTED: &[(&str, &str)] = &[
    ("Cargo.toml", "[package]\nname = \"fixture\"\n"),
    ("src/main.rs", "use fixture::cli;\nfn main() { cli::run(); }\n"),
    (
        "src/lib.rs",
        "//! Prose naming crate::table, ignored.\npub mod engines;\npub mod i18n;\npub mod render;\n\
         pub mod table;\npub mod frontends;\npub mod cli;\n",
    ),
    ("src/engines/mod.rs", "pub mod dice;\npub use dice::Dice;\n"),
    (
        "src/engines/dice.rs",
        "/* crate::table::Table in a /* nested */ comment */\npub struct Dice;\n\
         pub fn quote<'a>(_: &'a str) -> char { let _ = r#\"crate::cli\"#; '\"' }\n\
         pub fn hello() { crate::i18n::hello() }\n",
    ),
    ("src/i18n/mod.rs", "#[macro_export]\nmacro_rules! tr { () => { $crate::i18n::hello() }; }\npub fn hello() {}\n"),
    (
        "src/render/mod.rs",
        "use crate::{\n    engines::dice::Dice,\n    i18n,\n};\n\
         pub fn draw(_: Dice) { i18n::hello(); crate::tr!(); }\npub fn rank() { crate::table::rank(); }\n",
    ),
    ("src/table/mod.rs", "use crate::render;\npub fn rank() { render::draw(crate::engines::Dice); }\n"),
    ("src/frontends/mod.rs", "pub mod discord;\n"),
    (
        "src/frontends/discord/mod.rs",
        "pub mod commands;\npub mod data;\npub mod flows;\npub mod views;\npub mod stray;\npub use data::Data;\n",
    ),
    ("src/frontends/discord/data.rs", "pub struct Data;\n"),
    ("src/frontends/discord/stray.rs", "pub fn here() {}\n"),
    (
        "src/frontends/discord/commands/mod.rs",
        "#[poise::command(slash_command, subcommands(\"crate::frontends::discord::flows::turn\"))]\n\
         pub async fn play() {}\nuse super::{\n    data::Data,\n    views::{self, page},\n};\n",
    ),
    (
        "src/frontends/discord/flows/mod.rs",
        "use super::views::draw_page;\npub fn turn() { draw_page(); super::views::back(); }\n\
         pub fn quit() -> u8 { crate::cli::run() }\n\
         #[cfg(test)]\nmod tests {\n    use super::*;\n    fn t() { super::turn(); }\n}\n",
    ),
    (
        "src/frontends/discord/views/mod.rs",
        "mod page;\npub use page::draw_page;\nuse super::data::Data;\n\
         pub fn back() { crate::frontends::discord::flows::turn(); }\n",
    ),
    (
        "src/frontends/discord/views/page.rs",
        "pub fn draw_page() {}\n#[cfg(test)]\n#[path = \"page_tests.rs\"]\nmod tests;\n",
    ),
    ("src/frontends/discord/views/page_tests.rs", "use super::*;\nuse crate::frontends::discord::Data;\n"),
    ("src/cli/mod.rs", "pub mod a;\npub mod b;\npub fn run() -> u8 { 0 }\n"),
    ("src/cli/a.rs", "use super::b::B;\npub struct A;\n"),
    ("src/cli/b.rs", "pub struct B;\npub fn f(_: super::a::A) {}\n"),
];

#[test]
fn the_checker_finds_what_was_planted_and_nothing_else() {
    let fixture = Fixture::new(PLANTED);
    let tree = Tree::load(&fixture.0);
    assert_eq!(
        tree.files.len(),
        PLANTED.len() - 1,
        "every file read: {:?}",
        tree.files
    );
    let commands = tree
        .edges
        .iter()
        .filter(|e| tree.files[e.from] == "frontends/discord/commands/mod.rs");
    let named: Vec<String> = commands
        .map(|e| format!("{} {} {}", e.line, e.path, tree.files[e.to]))
        .collect();
    let discord = "frontends::discord";
    assert_eq!(
        named,
        [
            format!("1 crate::{discord}::flows::turn frontends/discord/flows/mod.rs"),
            "4 super::data::Data frontends/discord/data.rs".into(),
            "5 super::views frontends/discord/views/mod.rs".into(),
            "5 super::views::page frontends/discord/views/page.rs".into(),
        ],
        "a poise string, a grouped `use` over several lines, `self` in a group"
    );
    let loop_ = "these files import each other around a loop";
    let d = "src/frontends/discord";
    assert_eq!(
        brief(&check_layers(&tree)),
        [
            "src/engines/dice.rs:4: `crate::i18n::hello` (src/i18n/mod.rs) | engines may not import i18n".to_owned(),
            format!("{d}/flows/mod.rs:3: `crate::cli::run` (src/cli/mod.rs) | frontends may not import cli"),
            "src/render/mod.rs:6: `crate::table::rank` (src/table/mod.rs) | render may not import table".into(),
        ]
    );
    assert_eq!(
        brief(&check_discord(&tree)),
        [
            format!("{d}/flows/mod.rs:3: `crate::cli::run` (src/cli/mod.rs) | the Discord front end may not import cli"),
            format!("{d}/stray.rs | every file of the Discord front end belongs to a layer folder (app/, commands/, flows/, views/, desk/, wire/) or is data.rs"),
            format!("{d}/views/mod.rs:3: `super::data::Data` ({d}/data.rs) | views/ may not import data.rs (only app/, commands/ and flows/ may)"),
            format!("{d}/views/mod.rs:4: `crate::{discord}::flows::turn` ({d}/flows/mod.rs) | views/ may not import flows/, a layer above it"),
            format!("{d}/views/page_tests.rs:2: `crate::{discord}::Data` ({d}/mod.rs) | imports through discord/mod.rs, which only declares the layers"),
        ]
    );
    assert_eq!(
        brief(&loops(&tree, DISCORD)),
        [format!(
            "{d}/flows/mod.rs → {d}/views/mod.rs → {d}/flows/mod.rs | {loop_}"
        )]
    );
    let cli_loop = [format!(
        "src/cli/a.rs → src/cli/b.rs → src/cli/a.rs | {loop_}"
    )];
    assert_eq!(brief(&loops(&tree, "cli/")), cli_loop);
    assert_eq!(
        brief(&pair_loops(&tree, &[("cli/b.rs", "cli/a.rs")])),
        cli_loop
    );
    assert!(pair_loops(&tree, &[("cli/a.rs", "render/mod.rs")]).is_empty());
    assert!(
        loops(&tree, "engines/").is_empty(),
        "a parent's `pub use` alone makes no loop"
    );
}
