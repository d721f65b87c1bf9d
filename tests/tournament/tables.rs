//! Rivality tables: everyone at one table or the bye each round, tables of 3 or 4 (five
//! players: a table of four and a bye), one bye each at most, seats balanced, and the
//! placement points.

use manawell::tournament::{
    standings, table_round, table_sizes, Format, Game, Place, Player, Points, Round,
};
use proptest::prelude::*;

use super::play::{byes, everyone_once, field, meetings, play_out};

#[test]
fn nine_players_at_tables_of_three_meet_nobody_twice_in_two_rounds() {
    let entrants = field(&[1900, 1800, 1700, 1600, 1500, 1400, 1300, 1200, 1100]);
    let mut first = table_round(&entrants, &[], 3);
    play_out(&mut first, &mut [0u8, 1, 2].into_iter());
    let second = table_round(&entrants, std::slice::from_ref(&first), 3);
    assert!(meetings(&[first, second]).values().all(|n| *n == 1));
}

#[test]
fn counts_make_tables_of_three_and_four() {
    assert_eq!(table_sizes(9, 3), (vec![3, 3, 3], 0));
    assert_eq!(table_sizes(10, 3), (vec![4, 3, 3], 0));
    assert_eq!(table_sizes(11, 3), (vec![4, 4, 3], 0));
    assert_eq!(table_sizes(9, 4), (vec![3, 3, 3], 0));
    assert_eq!(table_sizes(10, 4), (vec![4, 3, 3], 0));
    assert_eq!(table_sizes(5, 3), (vec![4], 1));
    assert_eq!(table_sizes(2, 3), (vec![2], 0));
}

#[test]
fn a_table_of_three_scores_two_one_nothing() {
    let game = Game::new(vec![Player(1), Player(2), Player(3)]).ended(vec![
        Place::At(2),
        Place::At(1),
        Place::At(3),
    ]);
    assert_eq!(game.points_of(Player(2)), Some(Points(4)));
    assert_eq!(game.points_of(Player(1)), Some(Points(2)));
    assert_eq!(game.points_of(Player(3)), Some(Points(0)));
    let tied = Game::new(vec![Player(1), Player(2), Player(3)]).ended(vec![
        Place::At(1),
        Place::At(1),
        Place::Forfeit,
    ]);
    assert_eq!(tied.points_of(Player(1)), Some(Points(3)));
    assert_eq!(tied.points_of(Player(3)), Some(Points(0)));
}

proptest! {
    #[test]
    fn table_rounds_keep_the_rules(
        n in 3usize..=14,
        preferred in 3usize..=4,
        rounds in 1usize..=4,
        results in proptest::collection::vec(any::<u8>(), 20),
    ) {
        let entrants = field(&(0..n as i64).map(|i| 1500 + (i * 37) % 100).collect::<Vec<_>>());
        let mut history: Vec<Round> = Vec::new();
        let mut draws = results.into_iter();
        for _ in 0..rounds {
            let mut round = table_round(&entrants, &history, preferred);
            everyone_once(&round, &entrants).map_err(TestCaseError::fail)?;
            prop_assert!(round.games.iter().all(|g| g.seats.len() == 3 || g.seats.len() == 4));
            prop_assert_eq!(round.byes.len(), usize::from(n == 5));
            play_out(&mut round, &mut draws);
            history.push(round);
        }
        prop_assert!(byes(&history).values().all(|b| *b <= 1));
        // Seats balanced: nobody sits in one seat more than once beyond an even share (a
        // table whose players have all sat first already makes one of them sit first again).
        for e in &entrants {
            let games: Vec<&Game> = history.iter().flat_map(|r| &r.games).filter(|g| g.has(e.player)).collect();
            for seat in 0..3 {
                let times = games.iter().filter(|g| g.seats[seat] == e.player).count();
                prop_assert!(times <= games.len().div_ceil(3) + 1, "{:?} in seat {} {} of {}: {:?}", e.player, seat, times, games.len(), history);
            }
        }
        // The standings give every entrant a line, best first.
        let lines = standings(Format::Tables(preferred), &entrants, &history);
        prop_assert_eq!(lines.len(), n);
        prop_assert!(lines.windows(2).all(|w| w[0].points >= w[1].points));
    }
}
