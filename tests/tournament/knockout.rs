//! The knockout: seeded 1 v N, the best seeds' byes, one game or a bye for each player
//! still in each round, a drawn game sending on the player who moved second, and one
//! champion after the last round.

use manawell::tournament::{
    knockout_champion, knockout_round, knockout_rounds, knockout_seeds, Game, Place, Player, Round,
};
use proptest::prelude::*;

use super::play::{everyone_once, field, play_out};

fn players(ids: &[u32]) -> Vec<Player> {
    ids.iter().copied().map(Player).collect()
}

#[test]
fn eight_are_seeded_one_against_eight_and_one_two_only_in_the_final() {
    let entrants = field(&[1900, 1800, 1700, 1600, 1500, 1400, 1300, 1200]);
    let seeds = knockout_seeds(&entrants);
    let all = seeds.clone();
    let first = knockout_round(&seeds, &all, &[]);
    let pairs: Vec<Vec<u32>> = first
        .games
        .iter()
        .map(|g| {
            let mut p: Vec<u32> = g.seats.iter().map(|p| p.0).collect();
            p.sort();
            p
        })
        .collect();
    assert_eq!(pairs, vec![vec![1, 8], vec![4, 5], vec![2, 7], vec![3, 6]]);
    // The better seed moves second.
    assert!(first.games.iter().all(|g| g.seats[1].0 < g.seats[0].0));
}

#[test]
fn a_drawn_game_sends_on_the_player_who_moved_second() {
    let entrants = field(&[1900, 1800]);
    let seeds = knockout_seeds(&entrants);
    let mut round = knockout_round(&seeds, &seeds, &[]);
    assert_eq!(round.games[0].seats, players(&[2, 1]));
    round.games[0] = Game::new(players(&[2, 1])).ended(vec![Place::At(1), Place::At(1)]);
    assert_eq!(knockout_champion(&seeds, &seeds, &[round]), Some(Player(1)));
}

#[test]
fn three_players_give_the_top_seed_a_bye_and_a_leaver_gives_a_walkover() {
    let entrants = field(&[1900, 1800, 1700]);
    let seeds = knockout_seeds(&entrants);
    let mut first = knockout_round(&seeds, &seeds, &[]);
    assert_eq!(first.byes, players(&[1]));
    first.games[0] =
        Game::new(first.games[0].seats.clone()).ended(vec![Place::At(1), Place::At(2)]);
    let winner = first.games[0].seats[0];
    // The top seed leaves before the final: the other finalist goes through.
    let active: Vec<Player> = seeds.iter().copied().filter(|p| *p != Player(1)).collect();
    let final_round = knockout_round(&seeds, &active, std::slice::from_ref(&first));
    assert!(final_round.games.is_empty());
    assert_eq!(final_round.byes, vec![winner]);
    assert_eq!(
        knockout_champion(&seeds, &active, &[first, final_round]),
        Some(winner)
    );
}

proptest! {
    #[test]
    fn a_knockout_ends_with_one_champion(
        n in 2usize..=16,
        results in proptest::collection::vec(any::<u8>(), 20),
    ) {
        let entrants = field(&(0..n as i64).map(|i| 2000 - i).collect::<Vec<_>>());
        let seeds = knockout_seeds(&entrants);
        let mut history: Vec<Round> = Vec::new();
        let mut draws = results.into_iter().map(|d| d % 3);
        let mut alive = entrants.clone();
        for _ in 0..knockout_rounds(n) {
            prop_assert_eq!(knockout_champion(&seeds, &seeds, &history), None);
            let mut round = knockout_round(&seeds, &seeds, &history);
            everyone_once(&round, &alive).map_err(TestCaseError::fail)?;
            play_out(&mut round, &mut draws);
            // A win for either seat, or a draw: the player who moved second goes on.
            let on: Vec<Player> = round
                .games
                .iter()
                .map(|g| match g.places.as_deref() {
                    Some([Place::At(1), Place::At(2)]) => g.seats[0],
                    _ => g.seats[1],
                })
                .chain(round.byes.iter().copied())
                .collect();
            alive.retain(|e| on.contains(&e.player));
            history.push(round);
        }
        prop_assert_eq!(alive.len(), 1);
        prop_assert_eq!(knockout_champion(&seeds, &seeds, &history), Some(alive[0].player));
    }
}
