//! From paths to imports: each path a module names is resolved to the file of the
//! longest module it names, following the names `use`s bring in, so that a path through
//! an alias counts as an import of the file behind it.

use std::collections::{BTreeMap, BTreeSet};

use crate::modules::Tree;

/// One file naming another: the line and the path as written.
pub(super) struct Edge {
    pub(super) from: usize,
    pub(super) to: usize,
    pub(super) line: usize,
    pub(super) path: String,
}

impl Tree {
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
    pub(super) fn find_edges(&self) -> Vec<Edge> {
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
