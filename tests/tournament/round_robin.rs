//! The circle method: everyone meets everyone exactly once, one game or the bye each
//! round, one bye each at most, and the first player balanced within one after every round.

use manawell::tournament::{round_robin_round, round_robin_rounds, Player, Round};
use proptest::prelude::*;

use super::play::{balance, byes, everyone_once, field, meetings};

proptest! {
    #[test]
    fn everyone_meets_everyone_once(n in 2usize..=16) {
        let entrants = field(&vec![1500; n]);
        let seeded: Vec<Player> = entrants.iter().map(|e| e.player).collect();
        let history: Vec<Round> = (0..round_robin_rounds(n))
            .map(|r| round_robin_round(&seeded, r))
            .collect();
        for round in &history {
            everyone_once(round, &entrants).map_err(TestCaseError::fail)?;
        }
        let met = meetings(&history);
        prop_assert_eq!(met.len(), n * (n - 1) / 2);
        prop_assert!(met.values().all(|t| *t == 1));
        prop_assert!(byes(&history).values().all(|b| *b <= 1));
        prop_assert_eq!(byes(&history).len(), n % 2 * n);
        // Balanced after every round, not only at the end (where the circle alone balances it).
        for played in 1..=history.len() {
            let d = balance(&history[..played]);
            prop_assert!(d.values().all(|d| d.abs() <= 1), "after {} rounds: {:?}", played, d);
        }
        prop_assert!(round_robin_round(&seeded, round_robin_rounds(n)).games.is_empty());
    }
}

#[test]
fn five_players_take_five_rounds_each_with_one_bye() {
    let seeded: Vec<Player> = (1..=5).map(Player).collect();
    assert_eq!(round_robin_rounds(5), 5);
    for r in 0..5 {
        let round = round_robin_round(&seeded, r);
        assert_eq!(round.games.len(), 2);
        assert_eq!(round.byes.len(), 1);
    }
}
