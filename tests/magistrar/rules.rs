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

/// For a panel that builds a placement one rock at a time: each rock's choices follow
/// from the rocks already chosen, and every full set of choices is a legal placement.
#[test]
fn a_placement_can_be_built_rock_by_rock() {
    use manawell::engines::magistrar::Strength::{Medium, Strong};
    let mut g = scene(
        "magistrar
         duel 1 white
         pawns black s1 m5 w0
         arena LLLLLL ...... DDDDDD ......
         phase place white",
    );
    play(&mut g, "mmmmmw");
    assert_eq!(g.placement_choices(&[None; 6], 0), vec![Medium, Strong]);
    assert_eq!(
        g.placement_choices(&[None; 6], 5),
        vec![Medium],
        "the strong is kept for a medium rock"
    );
    let partial = [Some(Strong), None, None, None, None, None];
    assert_eq!(
        g.placement_choices(&partial, 1),
        vec![Medium],
        "one strong only"
    );
    let mut built = [None; 6];
    for rock in 0..6 {
        built[rock] = g.placement_choices(&built, rock).last().copied();
    }
    assert!(g
        .apply(manawell::engines::magistrar::Move::Place { pawns: built })
        .is_ok());
}
