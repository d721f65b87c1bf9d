//! What the rules report: each fault where it is and why, grouped by rule when a test
//! fails, so that one misplaced file reads as one problem and not as a list of lines.

use std::collections::BTreeMap;
use std::fmt;

use crate::imports::Edge;
use crate::modules::Tree;

/// Something in the wrong place: an import (`file:line`, the path named and the file it
/// names), or a whole file or loop (`line` 0). `why` says which rule and what to do.
#[derive(Debug)]
pub(super) struct Finding {
    file: String,
    line: usize,
    path: String,
    pub(super) why: String,
}

impl Finding {
    pub(super) fn at(tree: &Tree, edge: &Edge, why: String) -> Finding {
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

    pub(super) fn whole(file: String, why: &str) -> Finding {
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

/// The findings grouped by what is wrong, each group listing where.
pub(super) fn report(what: &str, found: &[Finding]) -> String {
    let mut by_why: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for f in found {
        by_why.entry(&f.why).or_default().push(f.to_string());
    }
    let groups = by_why
        .iter()
        .map(|(why, places)| format!("\n{why}:\n    {}\n", places.join("\n    ")));
    format!("{} {what}\n{}", found.len(), groups.collect::<String>())
}
