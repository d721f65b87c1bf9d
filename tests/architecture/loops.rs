//! Rules 3 and 4: no loop of imports. A knot (a strongly connected component of the
//! import graph) is reported as one shortest loop through it: that is the loop to read
//! to see what to move.

use std::collections::btree_map::Entry;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::findings::Finding;
use crate::modules::Tree;

pub(super) type Graph = BTreeMap<usize, BTreeSet<usize>>;

/// The graph of imports among the files whose path starts with `folder`.
pub(super) fn graph(tree: &Tree, folder: &str) -> Graph {
    let inside = |f: usize| tree.files[f].starts_with(folder);
    let mut graph = Graph::new();
    for e in tree.edges.iter().filter(|e| inside(e.from) && inside(e.to)) {
        graph.entry(e.from).or_default().insert(e.to);
    }
    graph
}

/// Knots: sets of two or more files that all reach each other (Tarjan's strongly
/// connected components).
pub(super) fn knots(graph: &Graph) -> Vec<Vec<usize>> {
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
pub(super) fn as_findings(tree: &Tree, graph: &Graph, knots: &[Vec<usize>]) -> Vec<Finding> {
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
pub(super) fn loops(tree: &Tree, folder: &str) -> Vec<Finding> {
    let graph = graph(tree, folder);
    as_findings(tree, &graph, &knots(&graph))
}

/// The loops that hold both files of a pair.
pub(super) fn pair_loops(tree: &Tree, pairs: &[(&str, &str)]) -> Vec<Finding> {
    let graph = graph(tree, "");
    let holds = |knot: &Vec<usize>, f: &str| knot.iter().any(|&k| tree.files[k] == f);
    let mut both = knots(&graph);
    both.retain(|k| pairs.iter().any(|(a, b)| holds(k, a) && holds(k, b)));
    as_findings(tree, &graph, &both)
}
