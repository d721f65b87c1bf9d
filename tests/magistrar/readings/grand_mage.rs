//! The readings on the Grand Mage match, and the variants refused.

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::random::play_random;
use manawell::engines::magistrar::{new_game, Event, Game, Mage, Options, SetupError};

use crate::common::{play, scene};

/// A Grand Mage game at its last answer: black answers rock 6 with `answer`.
fn last_answer(games: &str, goldens: &str, white: &str, black: &str) -> Game {
    scene(&format!(
        "magistrar grand-mage
         {games}
         goldens {goldens}
         duel 5 white
         arena LLLLLL {white} DDDDDD {black}
         phase answer black 6"
    ))
}

#[test]
fn grand_mage_the_loser_adds_a_golden_super_energy_and_still_draws_30() {
    let mut g = last_answer("", "0 0", "sssssm", "wwwww.");
    let events = play(&mut g, "6s");
    assert!(events.contains(&Event::GoldenAdded { mage: Mage::Black }));
    assert_eq!(g.goldens, [0, 1]);
    assert_eq!(g.bags[1].len() + 6, 31);
    assert_eq!(g.bags[0].len() + 6, 30);
    assert!(g.validate().is_ok(), "{:?}", g.validate());
}

#[test]
fn grand_mage_a_drawn_game_adds_nothing() {
    let mut g = last_answer("", "0 0", "sssmmw", "wwwss.");
    let events = play(&mut g, "6m");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::GameEnded { result, .. } if result.winner.is_none())));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::GoldenAdded { .. })));
    assert_eq!(g.goldens, [0, 0]);
}

#[test]
fn grand_mage_pawns_may_be_left_over() {
    let mut leftovers = 0;
    for seed in 0..12 {
        let mut g = last_answer("game d15 0 3 0\ngame 0 d15 0 3", "1 1", "wwwwwm", "sssss.");
        g.dice = Dice::new(seed);
        play(&mut g, "6w");
        assert_eq!(g.goldens, [2, 1], "white lost: their second golden");
        let mut rng = Dice::new(seed);
        while !(g.duel == 5 && g.arena.is_some_and(|a| a.pawns == [[None; 6]; 2])) {
            play_random(&mut g, &mut rng, 1, &mut Vec::new(), &mut Vec::new());
        }
        // What duel 5 needs, and the pawns of the tokens that stay in the bag.
        let arena = g.arena.unwrap();
        for m in Mage::BOTH {
            let needed = arena.tokens[m.index()]
                .iter()
                .filter(|t| !t.is_super())
                .count() as u32;
            let kept_back = g.bags[m.index()].iter().filter(|t| !t.is_super()).count() as u32;
            assert_eq!(g.pawns[m.index()].total(), needed + kept_back);
            leftovers += kept_back;
        }
    }
    assert!(leftovers > 0, "some game left pawns over");
}

#[test]
fn grand_mage_the_match_stops_at_three_wins_or_after_five_games() {
    let mut g = last_answer("game d15 0 3 0\ngame d15 0 3 0", "0 2", "sssssm", "wwwww.");
    let events = play(&mut g, "6w");
    let over = events.iter().find_map(|e| match e {
        Event::Over { outcome } => Some(*outcome),
        _ => None,
    });
    assert_eq!(
        over.map(|o| (o.winner, o.wins)),
        Some((Some(Mage::White), [3, 0]))
    );
    // Five games: two draws, one win each, and a drawn fifth: a drawn match.
    let mut g = last_answer(
        "game 0 0 0 0\ngame 0 0 0 0\ngame d15 0 3 0\ngame 0 d15 0 3",
        "1 1",
        "sssmmw",
        "wwwss.",
    );
    play(&mut g, "6m");
    assert!(g.is_over());
    assert_eq!(g.outcome.map(|o| (o.winner, o.wins)), Some((None, [1, 1])));
}

#[test]
fn grand_mage_each_games_first_player_is_drawn_anew() {
    let mut pairs = std::collections::HashSet::new();
    for seed in 0..24 {
        let mut g = last_answer("", "0 0", "sssssm", "wwwww.");
        g.dice = Dice::new(seed);
        play(&mut g, "6s");
        pairs.insert(g.starting);
    }
    assert_eq!(pairs.len(), 2, "either mage may open the next game");
}

#[test]
fn variants_1_and_2_are_refused_with_the_reason() {
    let mage_cards = new_game(
        Options {
            mage_cards: true,
            ..Options::default()
        },
        0,
    )
    .unwrap_err();
    assert_eq!(mage_cards, SetupError::MageCards);
    assert!(mage_cards.to_string().contains("texts are not in it"));
    let duel_cards = new_game(
        Options {
            duel_cards: true,
            ..Options::default()
        },
        0,
    )
    .unwrap_err();
    assert_eq!(duel_cards, SetupError::DuelCards);
}

#[test]
fn grand_mage_after_five_games_without_three_wins_the_mage_with_more_wins_is_grand_mage() {
    // Two drawn games, one win each, and white wins the fifth: 2 wins to 1.
    let mut g = last_answer(
        "game 0 0 0 0\ngame 0 0 0 0\ngame d15 0 3 0\ngame 0 d15 0 3",
        "1 1",
        "sssssm",
        "wwwww.",
    );
    play(&mut g, "6s");
    assert!(g.is_over());
    assert_eq!(
        g.outcome.map(|o| (o.winner, o.wins)),
        Some((Some(Mage::White), [2, 1]))
    );
}

#[test]
fn grand_mage_a_mage_holds_at_most_the_two_golden_super_energies_of_the_box() {
    let mut g = last_answer("", "0 2", "sssssm", "wwwww.");
    let events = play(&mut g, "6s");
    assert!(events.iter().any(
        |e| matches!(e, Event::GameEnded { result, .. } if result.winner == Some(Mage::White))
    ));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::GoldenAdded { .. })));
    assert_eq!(g.goldens, [0, 2]);
}
