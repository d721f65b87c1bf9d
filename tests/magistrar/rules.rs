//! One test per rule of the rulebook not already an example or a reading.

use manawell::engines::dice::Dice;
use manawell::engines::magistrar::random::play_random;
use manawell::engines::magistrar::{new_game, Event, Mage, MoveError, Options, Phase};

use super::common::{play, play_until, refused, scene};

#[test]
fn setup_scoring_pawns_start_at_0_and_duel_1_is_prepared() {
    let g = new_game(Options::default(), 8).unwrap();
    assert_eq!(g.track, [0, 0]);
    assert_eq!(g.duel, 1);
    assert_eq!(g.phase, Phase::Place { mage: g.starting });
    for m in Mage::BOTH {
        assert_eq!(
            g.bags[m.index()].len(),
            24,
            "six tokens drawn from each bag"
        );
    }
}

#[test]
fn a_game_is_five_duels_of_six_encounters() {
    let mut g = new_game(Options::default(), 21).unwrap();
    let events = play_until(&mut g, &mut Dice::new(1), |_| false);
    let duels = events
        .iter()
        .filter(|e| matches!(e, Event::DuelEnded { .. }))
        .count();
    assert_eq!(duels, 5);
    assert!(g.is_over());
}

#[test]
fn the_starting_player_places_first_and_may_not_change_afterwards() {
    let mut g = scene(
        "magistrar
         duel 2 black
         arena LLLLLL ...... DDDDDD ......
         phase place black",
    );
    play(&mut g, "mmmmmm");
    assert_eq!(g.phase, Phase::Place { mage: Mage::White });
    // The next placement is white's: black's pawns stay as they are.
    let before = g.arena.unwrap().pawns[1];
    play(&mut g, "wwwwss");
    assert_eq!(g.duels[0].arena.pawns[1], before);
}

#[test]
fn only_the_token_on_your_own_side_can_be_won() {
    let mut g = scene(
        "magistrar
         duel 1 white
         arena LLLLLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "sssssm");
    let events = play(&mut g, "wwwwws");
    for e in &events {
        if let Event::EncounterWon { mage, token, .. } = e {
            let own = if *mage == Mage::White {
                manawell::engines::magistrar::Token::Light
            } else {
                manawell::engines::magistrar::Token::Dark
            };
            assert_eq!(*token, own);
        }
    }
}

#[test]
fn conclusion_the_arena_is_cleared_and_the_next_duel_draws_new_tokens() {
    let mut g = new_game(Options::default(), 2).unwrap();
    let first = g.arena.unwrap();
    let mut rng = Dice::new(3);
    while g.duel == 1 {
        play_random(&mut g, &mut rng, 1, &mut Vec::new(), &mut Vec::new());
    }
    let second = g.arena.unwrap();
    assert_eq!(second.pawns, [[None; 6]; 2], "no pawn carried over");
    assert_eq!(g.duels[0].arena.tokens, first.tokens);
    assert_eq!(g.bags[0].len(), 18);
}

#[test]
fn a_move_out_of_turn_is_refused_and_changes_nothing() {
    let g = scene(
        "magistrar
         duel 1 white
         arena LLLLLL ...... DDDDDD ......
         phase place white",
    );
    assert!(matches!(
        refused(&g, "3m"),
        MoveError::NotNow {
            mage: Mage::White,
            ..
        }
    ));
    assert!(matches!(refused(&g, "dark"), MoveError::NotNow { .. }));
    assert!(matches!(
        refused(&g, "ssssss"),
        MoveError::NotEnoughPawns { .. }
    ));
}
