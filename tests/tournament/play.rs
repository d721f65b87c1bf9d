//! What the properties share: a field of entrants, results drawn from a list of numbers,
//! and the checks every round must pass.

use std::collections::{BTreeMap, BTreeSet};

use manawell::tournament::{Entrant, Game, Place, Player, Round};

pub fn field(ratings: &[i64]) -> Vec<Entrant> {
    ratings
        .iter()
        .enumerate()
        .map(|(i, r)| Entrant {
            player: Player(i as u32 + 1),
            rating: *r,
        })
        .collect()
}

/// Ends every game of `round`, each by the next of `draws` (modulo its outcomes): a
/// two-player game is won by either seat, drawn, or forfeited by either seat; a bigger
/// table gets places from the number.
pub fn play_out(round: &mut Round, draws: &mut impl Iterator<Item = u8>) {
    for game in &mut round.games {
        let d = draws.next().unwrap_or(0);
        let n = game.seats.len();
        let places = if n == 2 {
            match d % 5 {
                0 => vec![Place::At(1), Place::At(2)],
                1 => vec![Place::At(2), Place::At(1)],
                2 => vec![Place::At(1), Place::At(1)],
                3 => vec![Place::Forfeit, Place::At(1)],
                _ => vec![Place::At(1), Place::Forfeit],
            }
        } else {
            (0..n)
                .map(|s| Place::At(((s + d as usize) % n) as u8 + 1))
                .collect()
        };
        *game = Game::new(game.seats.clone()).ended(places);
    }
}

/// Every player of `entrants` is in exactly one game or has the bye, and nobody else is.
pub fn everyone_once(round: &Round, entrants: &[Entrant]) -> Result<(), String> {
    let mut seen = BTreeMap::new();
    let all = round.games.iter().flat_map(|g| &g.seats).chain(&round.byes);
    for p in all {
        *seen.entry(*p).or_insert(0) += 1;
    }
    let want: BTreeSet<Player> = entrants.iter().map(|e| e.player).collect();
    let got: BTreeSet<Player> = seen.keys().copied().collect();
    if want != got || seen.values().any(|n| *n != 1) {
        return Err(format!("not everyone once: {round:?}"));
    }
    Ok(())
}

/// Times first minus times second, per player.
pub fn balance(history: &[Round]) -> BTreeMap<Player, i64> {
    let mut d = BTreeMap::new();
    for g in history.iter().flat_map(|r| &r.games) {
        if g.seats.len() == 2 {
            *d.entry(g.seats[0]).or_insert(0) += 1;
            *d.entry(g.seats[1]).or_insert(0) -= 1;
        }
    }
    d
}

/// Pairs of players who have met, with how often.
pub fn meetings(history: &[Round]) -> BTreeMap<(Player, Player), u32> {
    let mut met = BTreeMap::new();
    for g in history.iter().flat_map(|r| &r.games) {
        for (i, a) in g.seats.iter().enumerate() {
            for b in &g.seats[i + 1..] {
                *met.entry((*a.min(b), *a.max(b))).or_insert(0) += 1;
            }
        }
    }
    met
}

pub fn byes(history: &[Round]) -> BTreeMap<Player, u32> {
    let mut byes = BTreeMap::new();
    for p in history.iter().flat_map(|r| &r.byes) {
        *byes.entry(*p).or_insert(0) += 1;
    }
    byes
}
