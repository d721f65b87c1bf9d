//! The crate's module tree, built as rustc builds it from `lib.rs` and `main.rs` (`mod`
//! declarations, `#[path]`, inline modules), and the paths each module names: where a
//! path is written decides what `super::` and `self::` mean.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::imports::Edge;
use crate::reading::{is, lex, path_in_string, tok_at, use_tree, Tok, Token};

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
pub(super) struct Module {
    pub(super) parent: Option<usize>,
    name: String,
    pub(super) file: usize,
    kind: Kind,
    pub(super) children: BTreeMap<String, usize>,
}

/// A path as written in a module; `binds` is the name a `use` gives it (`*`: a glob).
pub(super) struct Mention {
    pub(super) scope: usize,
    pub(super) segs: Vec<String>,
    pub(super) line: usize,
    pub(super) binds: Option<String>,
}

#[derive(Default)]
pub(super) struct Tree {
    src: PathBuf,
    pub(super) crate_name: String,
    /// Paths relative to `src/`, with `/`.
    pub(super) files: Vec<String>,
    /// The library's root is module 0; the binary's root, if any, another root.
    pub(super) modules: Vec<Module>,
    pub(super) mentions: Vec<Mention>,
    pub(super) edges: Vec<Edge>,
    /// A `#[path = "…"]` waiting for its `mod`.
    path_attr: Option<String>,
}

impl Tree {
    /// Reads the crate under `root` (its `Cargo.toml` and `src/`).
    pub(super) fn load(root: &Path) -> Tree {
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
}
