//! Rivality for 3 or 4: each round the players sit at tables of the size the tournament
//! chose, with tables of the other size (3 or 4) where the count does not divide; five
//! players make a table of four and a bye, two a table of two, one a bye. A bye goes to
//! the lowest-ranked player with the fewest byes and scores as a win at a full table.
//!
//! Tables are filled from the top of the ranking (points, then rating): the best-placed
//! player still standing sits with the companions, among the next few, who have met
//! them and each other the fewest times, then who can be seated without anyone sitting
//! again where they sat most, then the nearest in rank. At each table the seats go to
//! whoever has sat in them least (seat 0 moves first).
//!
//! Points by placement, for every table: a player scores 1 for each player placed behind
//! them and ½ for each tied with them (at a table of three: 2, 1, 0; a forfeit scores
//! nothing), as a two-player game scores a win 1 and a draw ½.

use std::collections::BTreeMap;

use super::record::{self, ordered, Entrant, Game, Player, Points, Round};

/// The table sizes (largest first) for `players` at tables of `preferred` (3 or 4), and
/// how many sit out with a bye.
pub fn table_sizes(players: usize, preferred: usize) -> (Vec<usize>, usize) {
    let other = if preferred == 3 { 4 } else { 3 };
    match players {
        0 | 1 => (vec![], players),
        2 => (vec![2], 0),
        5 => (vec![4], 1),
        n => {
            // The fewest tables of the other size that make the rest divide.
            let extra = (0..=n / other)
                .find(|k| (n - k * other) % preferred == 0)
                .unwrap_or(0);
            let mut sizes = vec![preferred; (n - extra * other) / preferred];
            sizes.extend(std::iter::repeat_n(other, extra));
            sizes.sort_unstable_by(|a, b| b.cmp(a));
            (sizes, 0)
        }
    }
}

/// The points a bye is worth at tables of `preferred`: a win there.
pub(super) fn bye_points(preferred: usize) -> Points {
    Points(2 * (preferred.max(2) as u32 - 1))
}

/// The next round of tables of `preferred` players among `entrants`, after `history`.
pub fn table_round(entrants: &[Entrant], history: &[Round], preferred: usize) -> Round {
    let points = record::points(history, bye_points(preferred));
    let mut order: Vec<Player> = record::ranked(entrants, &points)
        .into_iter()
        .map(|e| e.player)
        .collect();
    let (sizes, bye_count) = table_sizes(order.len(), preferred);
    let byes_had = record::byes(history);
    let mut round = Round::default();
    for _ in 0..bye_count {
        let fewest = order
            .iter()
            .map(|p| byes_had.get(p).copied().unwrap_or(0))
            .min();
        let lowest = order
            .iter()
            .rposition(|p| Some(byes_had.get(p).copied().unwrap_or(0)) == fewest);
        if let Some(i) = lowest {
            round.byes.push(order.remove(i));
        }
    }
    let met = record::meetings(history);
    let seats = record::seat_counts(history);
    for size in sizes {
        let table = companions(&order, size, &met, &seats);
        order.retain(|p| !table.contains(p));
        round.games.push(Game::new(seated(&table, &seats)));
    }
    round
}

/// The top player of `order` and the `size - 1` companions, among the next few, who have
/// met them and each other the fewest times, then seat best, then are nearest in rank.
fn companions(
    order: &[Player],
    size: usize,
    met: &BTreeMap<(Player, Player), u32>,
    seats: &BTreeMap<Player, Vec<u32>>,
) -> Vec<Player> {
    let window = order.len().min(3 * size);
    let mut best: Option<((u32, u32, usize), Vec<usize>)> = None;
    for rest in choose(1, window, size.saturating_sub(1)) {
        let mut idx = vec![0];
        idx.extend(rest);
        let mut repeats = 0;
        for (k, a) in idx.iter().enumerate() {
            for b in &idx[k + 1..] {
                repeats += met
                    .get(&ordered(order[*a], order[*b]))
                    .copied()
                    .unwrap_or(0);
            }
        }
        let players: Vec<Player> = idx.iter().map(|i| order[*i]).collect();
        let (seat_cost, _) = seating(&players, seats);
        let key = (repeats, seat_cost.0, idx.iter().sum::<usize>());
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, idx));
        }
    }
    let idx = best.map(|(_, idx)| idx).unwrap_or_default();
    idx.into_iter()
        .filter_map(|i| order.get(i).copied())
        .collect()
}

/// Every way to choose `k` of `from..to`, in increasing order.
fn choose(from: usize, to: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut all = Vec::new();
    for first in from..to {
        for mut rest in choose(first + 1, to, k - 1) {
            rest.insert(0, first);
            all.push(rest);
        }
    }
    all
}

/// `table` (in rank order) seated so that each sits where they have sat least: the
/// order where nobody has sat in their seat more often than need be, then with the
/// smallest total of such times; the earliest such in rank order.
fn seated(table: &[Player], seats: &BTreeMap<Player, Vec<u32>>) -> Vec<Player> {
    seating(table, seats).1
}

/// The best seating of `table` and its cost: (most times one has sat in their seat, total).
fn seating(table: &[Player], seats: &BTreeMap<Player, Vec<u32>>) -> ((u32, u32), Vec<Player>) {
    let sat = |p: &Player, s: usize| seats.get(p).and_then(|c| c.get(s)).copied().unwrap_or(0);
    let mut best: Option<((u32, u32), Vec<Player>)> = None;
    for order in permutations(table) {
        let times = order.iter().enumerate().map(|(s, p)| sat(p, s));
        let cost = (times.clone().max().unwrap_or(0), times.sum::<u32>());
        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
            best = Some((cost, order));
        }
    }
    best.unwrap_or_default()
}

/// Every order of `items` (at most four), the given order first.
fn permutations(items: &[Player]) -> Vec<Vec<Player>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}
