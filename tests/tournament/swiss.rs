//! Swiss pairing: everyone in one game or the bye, one bye each at most, no pair met
//! twice while a pairing without one exists, and first player balanced within one while
//! a pairing allows it (both checked against every pairing there is).

use manawell::tournament::{swiss_round, Entrant, Game, Place, Player, Round};
use proptest::prelude::*;

use super::play::{balance, byes, everyone_once, field, meetings, play_out};

/// Every perfect pairing of `players` (few).
fn pairings(players: &[Player]) -> Vec<Vec<(Player, Player)>> {
    let Some((first, rest)) = players.split_first() else {
        return vec![vec![]];
    };
    let mut all = Vec::new();
    for (i, other) in rest.iter().enumerate() {
        let mut left = rest.to_vec();
        left.remove(i);
        for mut tail in pairings(&left) {
            tail.push((*first, *other));
            all.push(tail);
        }
    }
    all
}

/// Whether some bye (among those allowed one) and pairing meets no pair twice, and, if
/// `balanced`, lets every pair seat the two so that nobody's balance passes one.
fn exists(entrants: &[Entrant], history: &[Round], balanced: bool) -> bool {
    let met = meetings(history);
    let d = balance(history);
    let had = byes(history);
    let players: Vec<Player> = entrants.iter().map(|e| e.player).collect();
    let fewest = players
        .iter()
        .map(|p| had.get(p).copied().unwrap_or(0))
        .min()
        .unwrap_or(0);
    let sitting_out: Vec<Option<Player>> = if players.len().is_multiple_of(2) {
        vec![None]
    } else {
        players
            .iter()
            .filter(|p| had.get(p).copied().unwrap_or(0) == fewest)
            .map(|p| Some(*p))
            .collect()
    };
    sitting_out.iter().any(|bye| {
        let rest: Vec<Player> = players
            .iter()
            .copied()
            .filter(|p| Some(*p) != *bye)
            .collect();
        pairings(&rest).iter().any(|pairs| {
            pairs.iter().all(|(a, b)| {
                let fresh = !met.contains_key(&(*a.min(b), *a.max(b)));
                let (x, y) = (
                    d.get(a).copied().unwrap_or(0),
                    d.get(b).copied().unwrap_or(0),
                );
                fresh && !(balanced && x == y && x != 0)
            })
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn swiss_rounds_keep_the_rules(
        ratings in proptest::collection::vec(1000i64..2000, 2..=10),
        rounds in 1usize..=6,
        results in proptest::collection::vec(any::<u8>(), 40),
    ) {
        let entrants = field(&ratings);
        let mut history: Vec<Round> = Vec::new();
        let mut draws = results.into_iter();
        for _ in 0..rounds.min(ratings.len()) {
            let fresh_exists = exists(&entrants, &history, false);
            let balanced_exists = exists(&entrants, &history, true);
            let mut round = swiss_round(&entrants, &history);
            everyone_once(&round, &entrants).map_err(TestCaseError::fail)?;
            let before = meetings(&history);
            let repeated = round.games.iter().any(|g| {
                before.contains_key(&(g.seats[0].min(g.seats[1]), g.seats[0].max(g.seats[1])))
            });
            prop_assert!(!(fresh_exists && repeated), "a pair met again though avoidable: {round:?} after {history:?}");
            play_out(&mut round, &mut draws);
            history.push(round);
            let out_of_balance = balance(&history).values().any(|d| d.abs() > 1);
            prop_assert!(!(balanced_exists && out_of_balance), "first player unbalanced though avoidable: {history:?}");
            prop_assert!(byes(&history).values().all(|n| *n <= 1), "a second bye: {history:?}");
        }
    }
}

fn entrant(n: u32, rating: i64) -> Entrant {
    Entrant {
        player: Player(n),
        rating,
    }
}

#[test]
fn the_first_round_pairs_top_half_against_bottom_half() {
    let entrants: Vec<Entrant> = (1..=8).map(|n| entrant(n, 2000 - n as i64)).collect();
    let round = swiss_round(&entrants, &[]);
    let pairs: Vec<(u32, u32)> = round
        .games
        .iter()
        .map(|g| {
            (
                g.seats[0].0.min(g.seats[1].0),
                g.seats[0].0.max(g.seats[1].0),
            )
        })
        .collect();
    assert_eq!(pairs, vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
    // Boards alternate who moves first: the higher-ranked on the first board.
    let firsts: Vec<u32> = round.games.iter().map(|g| g.seats[0].0).collect();
    assert_eq!(firsts, vec![1, 6, 3, 8]);
}

#[test]
fn the_bye_goes_to_the_lowest_ranked_without_one() {
    let entrants: Vec<Entrant> = (1..=5).map(|n| entrant(n, 2000 - n as i64)).collect();
    let first = swiss_round(&entrants, &[]);
    assert_eq!(first.byes, vec![Player(5)]);
    // Player 5 had the bye (a win): now the lowest without one is player 4 or below it.
    let mut played = first.clone();
    for g in &mut played.games {
        *g = Game::new(g.seats.clone()).ended(vec![Place::At(1), Place::At(2)]);
    }
    let second = swiss_round(&entrants, &[played]);
    assert_eq!(second.byes.len(), 1);
    assert_ne!(second.byes, vec![Player(5)]);
}
