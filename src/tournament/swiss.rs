//! Swiss pairing of two-player games. The players are ranked by points, then rating.
//! With an odd count, the lowest-ranked player who has had no bye sits out (scored as a
//! win); nobody gets a second bye while someone has had none. The others are paired
//! within their score group, its top half against its bottom half (1 v 5, 2 v 6 in a
//! group of eight), else as near in points as possible, by the first of these that
//! allows a pairing:
//! 1. nobody meets a player they have met, and nobody moves first twice more often than
//!    second (or the reverse);
//! 2. nobody meets a player they have met;
//! 3. the fewest meetings again.
//!
//! Who moves first: the player who has moved first less often; else the one who moved
//! second in their last game; else the higher-ranked on even boards, the lower-ranked on
//! odd ones.

use std::collections::BTreeMap;

use super::matcher::perfect_pairing;
use super::record::{self, ordered, Entrant, Game, Player, Points, Round};

/// The next round of a Swiss tournament among `entrants` (those still playing), after
/// `history`. A bye counts as a win (1 point).
pub fn swiss_round(entrants: &[Entrant], history: &[Round]) -> Round {
    let points = record::points(history, Points(2));
    let order = record::ranked(entrants, &points);
    let field = Field::new(history, &points);
    let byes = record::byes(history);
    let bye_candidates: Vec<Option<usize>> = if order.len().is_multiple_of(2) {
        vec![None]
    } else {
        // Lowest-ranked first; the players with the fewest byes before any other.
        let fewest = order
            .iter()
            .map(|e| byes.get(&e.player).copied().unwrap_or(0))
            .min()
            .unwrap_or(0);
        (0..order.len())
            .rev()
            .filter(|i| byes.get(&order[*i].player).copied().unwrap_or(0) == fewest)
            .map(Some)
            .collect()
    };
    for level in [Level::Fresh, Level::NoRepeat, Level::Any] {
        for bye in &bye_candidates {
            let rest: Vec<Entrant> = (0..order.len())
                .filter(|i| Some(*i) != *bye)
                .map(|i| order[i])
                .collect();
            if let Some(games) = field.pair(&rest, level) {
                let byes = bye.map(|i| vec![order[i].player]).unwrap_or_default();
                return Round { games, byes };
            }
        }
    }
    // `Level::Any` pairs any even field (every pair is allowed).
    Round::default()
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    Fresh,
    NoRepeat,
    Any,
}

/// What the history says about each player, for pairing.
struct Field {
    met: BTreeMap<(Player, Player), u32>,
    points: BTreeMap<Player, Points>,
    /// Times first minus times second.
    balance: BTreeMap<Player, i64>,
    /// The seat of each player's last game.
    last_seat: BTreeMap<Player, usize>,
}

impl Field {
    fn new(history: &[Round], points: &BTreeMap<Player, Points>) -> Field {
        let mut balance = BTreeMap::new();
        let mut last_seat = BTreeMap::new();
        for game in history.iter().flat_map(|r| &r.games) {
            for (s, p) in game.seats.iter().enumerate() {
                *balance.entry(*p).or_insert(0) += if s == 0 { 1 } else { -1 };
                last_seat.insert(*p, s);
            }
        }
        Field {
            met: record::meetings(history),
            points: points.clone(),
            balance,
            last_seat,
        }
    }

    fn pts(&self, p: Player) -> i64 {
        i64::from(self.points.get(&p).copied().unwrap_or_default().0)
    }

    fn times_met(&self, a: Player, b: Player) -> u32 {
        self.met.get(&ordered(a, b)).copied().unwrap_or(0)
    }

    fn balance(&self, p: Player) -> i64 {
        self.balance.get(&p).copied().unwrap_or(0)
    }

    /// `order` (ranked, even) paired at `level`, as games with their first player.
    fn pair(&self, order: &[Entrant], level: Level) -> Option<Vec<Game>> {
        let n = order.len();
        let group_size = |i: usize| {
            let p = self.pts(order[i].player);
            order.iter().filter(|e| self.pts(e.player) == p).count()
        };
        let preferences = |i: usize| {
            let (me, half) = (order[i].player, group_size(i) / 2);
            let mut others: Vec<usize> = (0..n).filter(|j| *j != i).collect();
            others.sort_by_key(|j| {
                let them = order[*j].player;
                let repeats = if level == Level::Any {
                    self.times_met(me, them)
                } else {
                    0
                };
                let gap = (self.pts(me) - self.pts(them)).abs();
                let dutch = (*j as i64 - i as i64 - half as i64).abs();
                (repeats, gap, dutch, *j)
            });
            others
        };
        let allowed = |i: usize, j: usize| {
            let (a, b) = (order[i].player, order[j].player);
            match level {
                Level::Any => true,
                Level::NoRepeat => self.times_met(a, b) == 0,
                Level::Fresh => {
                    let (x, y) = (self.balance(a), self.balance(b));
                    self.times_met(a, b) == 0 && !(x == y && x != 0)
                }
            }
        };
        let mut pairs = perfect_pairing(n, &preferences, &allowed)?;
        pairs.sort();
        let games = pairs
            .iter()
            .enumerate()
            .map(|(board, (i, j))| self.seated(order[*i].player, order[*j].player, board))
            .collect();
        Some(games)
    }

    /// The game of `higher` (better ranked) and `lower` on `board`, the right one first.
    fn seated(&self, higher: Player, lower: Player, board: usize) -> Game {
        let (bh, bl) = (self.balance(higher), self.balance(lower));
        let higher_first = if bh != bl {
            bh < bl
        } else {
            match (self.last_seat.get(&higher), self.last_seat.get(&lower)) {
                (Some(h), Some(l)) if h != l => *h == 1,
                _ => board.is_multiple_of(2),
            }
        };
        if higher_first {
            Game::new(vec![higher, lower])
        } else {
            Game::new(vec![lower, higher])
        }
    }
}
