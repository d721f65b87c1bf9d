//! A perfect pairing of `n` players (n even, at most 128), found by trying, for the
//! best-placed player still unpaired, each allowed opponent in order of preference, and
//! going back when the rest cannot be paired. Sets of players already shown to have no
//! pairing are remembered, so for the fields a server runs (a few dozen players) the
//! search is exhaustive: when no allowed pairing is found, none exists. A bound on the
//! steps keeps a very large field from searching forever; the caller then relaxes its
//! rules, as it does when no pairing exists.

use std::collections::HashSet;

/// The steps a search may take before it gives up.
const STEPS: usize = 200_000;

/// Pairs of indices covering `0..n`, each pair allowed, player `i` meeting the first of
/// `preferences(i)` that leaves a pairing of the rest. `None` if there is none (or the
/// search ran out of steps).
pub(super) fn perfect_pairing(
    n: usize,
    preferences: &dyn Fn(usize) -> Vec<usize>,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    if n % 2 == 1 || n > 128 {
        return None;
    }
    let prefs: Vec<Vec<usize>> = (0..n)
        .map(|i| {
            let mut p = preferences(i);
            p.retain(|j| *j != i && *j < n && allowed(i, *j));
            p
        })
        .collect();
    let mut search = Search {
        prefs,
        dead: HashSet::new(),
        steps: 0,
        pairs: Vec::with_capacity(n / 2),
    };
    let full = if n == 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    };
    search.pair(full).then_some(search.pairs)
}

struct Search {
    prefs: Vec<Vec<usize>>,
    dead: HashSet<u128>,
    steps: usize,
    pairs: Vec<(usize, usize)>,
}

impl Search {
    /// Pairs the players in `left` (a bit each), pushing the pairs; false when impossible.
    fn pair(&mut self, left: u128) -> bool {
        if left == 0 {
            return true;
        }
        if self.dead.contains(&left) || self.steps >= STEPS {
            return false;
        }
        self.steps += 1;
        let i = left.trailing_zeros() as usize;
        for k in 0..self.prefs[i].len() {
            let j = self.prefs[i][k];
            if left & (1 << j) == 0 {
                continue;
            }
            self.pairs.push((i, j));
            if self.pair(left & !(1 << i) & !(1 << j)) {
                return true;
            }
            self.pairs.pop();
        }
        self.dead.insert(left);
        false
    }
}
