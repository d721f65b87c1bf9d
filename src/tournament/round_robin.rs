//! Round-robin by the circle method: the players in seeding order, one held still, the
//! others turning one place a round, so that each meets every other exactly once in
//! `n - 1` rounds (`n` rounded up to even; the player facing the empty place sits out
//! with a bye). Who moves first alternates round to round for nearly everyone, so that
//! by the end each player has moved first as often as second, give or take one.

use super::record::{Game, Player, Round};

/// How many rounds a round-robin of `players` takes.
pub fn round_robin_rounds(players: usize) -> usize {
    let n = players + players % 2;
    n.saturating_sub(1)
}

/// Round `r` (from 0) of the round-robin of `seeded` (the players at the start, in
/// seeding order). A player who has left still has their place here: the service scores
/// their games as forfeits, so the schedule never changes.
pub fn round_robin_round(seeded: &[Player], r: usize) -> Round {
    let mut slots: Vec<Option<Player>> = seeded.iter().copied().map(Some).collect();
    if slots.len() % 2 == 1 {
        slots.push(None);
    }
    let n = slots.len();
    if n < 2 || r >= n - 1 {
        return Round::default();
    }
    let still = slots[n - 1];
    let turning = &slots[..n - 1];
    let at = |k: usize| turning[(k + r) % (n - 1)];
    let mut round = Round::default();
    // The held player meets the one at place 0; the rest pair across the circle, k with
    // n-1-k. A player's place drops by one each round, so "first when at an odd place"
    // alternates them, both sides of the circle alike.
    let mut pairs = vec![(at(0), still, r.is_multiple_of(2))];
    for k in 1..n / 2 {
        pairs.push((at(k), at(n - 1 - k), k % 2 == 1));
    }
    for (a, b, a_first) in pairs {
        match (a, b) {
            (Some(a), Some(b)) if a_first => round.games.push(Game::new(vec![a, b])),
            (Some(a), Some(b)) => round.games.push(Game::new(vec![b, a])),
            (Some(p), None) | (None, Some(p)) => round.byes.push(p),
            (None, None) => {}
        }
    }
    round
}
