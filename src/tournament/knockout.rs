//! A knockout seeded by rating: the bracket is the next power of two, seed 1 meets the
//! last seed, and seeds 1 and 2 can meet only in the final; seeds past the field are
//! empty places, so the best seeds go through the first round with a bye.
//!
//! A game always sends one player on. A drawn game sends on the player who moved
//! second (who had the harder seat); a player who forfeited (on time, or who left) goes
//! out; when both forfeited, or a player has left the tournament, the next opponent goes
//! through with a bye. The player who has moved first less often moves first; on a tie
//! the one from the lower place of the bracket's pair (in the first round, the worse
//! seed: the better seed moves second, and so goes on from a draw).

use super::record::{Entrant, Game, Player, Round};

/// The entrants in seeding order: rating, then entrant number.
pub fn knockout_seeds(entrants: &[Entrant]) -> Vec<Player> {
    let mut order = entrants.to_vec();
    order.sort_by(|a, b| b.rating.cmp(&a.rating).then(a.player.cmp(&b.player)));
    order.into_iter().map(|e| e.player).collect()
}

/// How many rounds a knockout of `players` takes.
pub fn knockout_rounds(players: usize) -> usize {
    players.max(1).next_power_of_two().trailing_zeros() as usize
}

/// Seed numbers (from 1) in bracket order: 1, 8, 4, 5, 2, 7, 3, 6 for eight.
fn bracket(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let len = order.len();
        order = order.iter().flat_map(|s| [*s, 2 * len + 1 - s]).collect();
    }
    order
}

/// Who goes on from a finished two-player game; `None` if nobody does (both forfeited)
/// or the game is still in play.
fn goes_on(game: &Game) -> Option<Player> {
    let (a, b) = (*game.seats.first()?, *game.seats.get(1)?);
    match (game.against(a, b)?, game.against(b, a)?) {
        (2, _) => Some(a),
        (_, 2) => Some(b),
        (1, 1) => Some(b),
        _ => None,
    }
}

/// The places of the bracket still alive after `history` (each round's games ended).
fn alive(seeds: &[Player], active: &[Player], history: &[Round]) -> Vec<Option<Player>> {
    let size = seeds.len().max(1).next_power_of_two();
    let mut slots: Vec<Option<Player>> = bracket(size)
        .into_iter()
        .map(|s| seeds.get(s - 1).copied())
        .collect();
    for round in history {
        slots = slots
            .chunks(2)
            .map(|pair| match (pair[0], pair.get(1).copied().flatten()) {
                (Some(a), Some(b)) => match round.games.iter().find(|g| g.has(a) && g.has(b)) {
                    Some(game) => goes_on(game),
                    // One of them had left before the round: the other went through.
                    None => round.byes.iter().copied().find(|p| *p == a || *p == b),
                },
                (one, other) => one.or(other),
            })
            .collect();
    }
    slots
        .into_iter()
        .map(|p| p.filter(|p| active.contains(p)))
        .collect()
}

/// The next round of a knockout whose seeding was `seeds`, among the players still in
/// the tournament (`active`), after `history`.
pub fn knockout_round(seeds: &[Player], active: &[Player], history: &[Round]) -> Round {
    let slots = alive(seeds, active, history);
    let mut round = Round::default();
    if slots.len() < 2 {
        return round;
    }
    let firsts = |p: Player| {
        let games = history.iter().flat_map(|r| &r.games);
        games.filter(|g| g.seats.first() == Some(&p)).count()
    };
    for pair in slots.chunks(2) {
        match (pair[0], pair[1]) {
            (Some(upper), Some(lower)) => {
                let seats = if firsts(upper) < firsts(lower) {
                    vec![upper, lower]
                } else {
                    vec![lower, upper]
                };
                round.games.push(Game::new(seats));
            }
            (Some(p), None) | (None, Some(p)) => round.byes.push(p),
            (None, None) => {}
        }
    }
    round
}

/// The winner, once the last round has been played.
pub fn knockout_champion(seeds: &[Player], active: &[Player], history: &[Round]) -> Option<Player> {
    let slots = alive(seeds, active, history);
    match slots.as_slice() {
        [one] => *one,
        _ => None,
    }
}
