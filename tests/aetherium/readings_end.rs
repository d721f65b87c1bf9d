//! One test per reading of `shared/rules/aetherium-readings.md`: the round end, the end
//! of the game and the fine points.

use manawell::engines::aetherium::{
    new_game, ActionKind, Element, Event, MoveError, Options, Outcome, Pawn, Token, WinReason,
};

use crate::common::{aether_moves, legal, mv, play, pos, refused};

// Round end

#[test]
fn reading_round_end_compares_from_the_closest_space_and_all_tied_goes_to_the_last_player() {
    let closest = pos("aetherium
        played 1: fire@fall water@surge earth@surge air@surge
        played 2: fire@gather water@gather earth@gather air@gather wild@gather");
    let (after, events) = play(&closest, "wild:fire surge A");
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        decided_by: Some(ActionKind::Fall),
        towards: 0
    }));
    assert_eq!(after.aether, 1);
    let tied = pos("aetherium
        starter 2
        played 1: fire@surge water@surge earth@surge air@surge
        played 2: fire@surge water@surge earth@surge air@surge wild@surge");
    let (after, events) = play(&tied, "wild:fire surge A");
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        decided_by: None,
        towards: 0
    }));
    assert_eq!(after.aether, 1, "player 1 played last");
}

const LAST_TURN: &str = "aetherium
    played 1: fire@surge water@surge earth@surge air@surge
    played 2: fire@gather water@gather earth@gather air@gather wild@fall";

#[test]
fn reading_pawns_return_blocks_lift_and_empty_marked_spaces_refill_while_tokens_last() {
    // A stone on C2 keeps its space empty; three tokens are left in the pouch for the
    // seven other spaces.
    let game = pos(&format!(
        "{LAST_TURN}\nearth 0 0 2 0\nblocked: twin\nhand 1: aether aether aether fall fall fall rise-fire rise-fire rise-water rise-water rise-earth rise-earth\npouch: rise-air rise-air block"
    ));
    let (after, events) = play(&game, "wild:fire surge A");
    assert_eq!(after.round, 2);
    assert_eq!(after.pawns_used(0) + after.pawns_used(1), 0);
    assert!(!after.blocked.iter().any(|b| *b));
    assert!(after.used.contains(&Token::Block));
    assert!(after.pouch.is_empty());
    assert_eq!(after.marks.iter().flatten().count(), 3);
    assert_eq!(after.mark_at(2, 2), None, "the earth stone stands there");
    let drawn = events
        .iter()
        .filter(|e| matches!(e, Event::TokenDrawn { .. }))
        .count();
    assert_eq!(drawn, 3);
    // The fire stone that stopped on A4 keeps it empty; the pouch's last token went first,
    // to A2.
    assert_eq!(after.mark_at(0, 4), None);
    assert_eq!(after.mark_at(0, 2), Some(Token::Block));
}

#[test]
fn reading_the_player_the_aether_token_is_closer_to_starts_the_next_round() {
    // Player 2 started round 1 and starts round 2 as well: the token is on their side.
    let near_two = pos(&format!("{LAST_TURN}\naether -2"));
    assert_eq!(near_two.starter, 1);
    let (after, _) = play(&near_two, "wild:fire surge A");
    assert_eq!(after.aether, -3);
    assert_eq!((after.turn, after.starter), (1, 1));
    // Player 1's side: player 1 starts, though player 2 took the round's step.
    let near_one = pos(&format!("{LAST_TURN}\naether 3"));
    let (after, _) = play(&near_one, "wild:fire surge A");
    assert_eq!(after.aether, 2);
    assert_eq!((after.turn, after.starter), (0, 0));
    // Round 1's first player comes from the seed.
    let firsts: Vec<u8> = (0..16)
        .map(|s| new_game(Options::default(), s).unwrap().starter)
        .collect();
    assert!(firsts.contains(&0) && firsts.contains(&1));
}

#[test]
fn reading_on_the_centre_the_player_who_did_not_start_the_last_round_starts() {
    // The round-end step always moves the token, so a round never starts with it on the
    // centre; the starter is always the player it is closer to.
    for seed in 0..12 {
        let mut game = new_game(Options::default(), seed).unwrap();
        let mut rng = manawell::engines::dice::Dice::new(seed);
        let (mut buffer, mut events) = (Vec::new(), Vec::new());
        while !game.is_over() {
            manawell::engines::aetherium::random::play_random(
                &mut game,
                &mut rng,
                1,
                &mut buffer,
                &mut events,
            );
            if let Some(Event::RoundStarted { starter, .. }) = events.last() {
                assert_ne!(game.aether, 0);
                assert_eq!(Some(*starter), game.aether_side());
            }
        }
    }
}

// End of the game

#[test]
fn reading_the_fourth_moon_wins_at_once() {
    let game = pos("aetherium\naether -3\nhand 1: aether\nhand 2: aether\nplayed 1: fire@surge");
    let (after, events) = play(&game, "aether then fire surge B");
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 1,
            reason: WinReason::Aether
        })
    );
    assert!(!events.iter().any(|e| matches!(e, Event::PawnPlaced { .. })));
    assert!(legal(&after).is_empty());
    assert_eq!(
        after.apply(mv("water surge A")).unwrap_err(),
        MoveError::GameOver
    );
}

#[test]
fn reading_four_stones_of_an_element_on_top_at_the_end_of_the_turn_win_for_the_mover() {
    // Player 2 moves a fire stone, then puts the last earth stone on top with a rise
    // token: the elements win goes to the mover.
    let game = pos("aetherium\nearth 6 6 6 5\nhand 2: rise-earth\nplayed 1: fire@surge");
    let (after, _) = play(&game, "fire surge B then rise-earth D");
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 1,
            reason: WinReason::Elements {
                element: Element::Earth
            }
        })
    );
    // A token before that completes them, undone by the action, wins nothing.
    let game = pos("aetherium\nearth 6 6 6 5\nhand 1: rise-earth");
    let (after, _) = play(&game, "rise-earth D then earth fall A 1");
    assert!(!after.is_over());
}

#[test]
fn reading_after_round_3_the_player_the_aether_token_is_closer_to_wins() {
    let game = pos("aetherium
        round 3
        aether -3
        played 1: fire@fall water@surge earth@surge air@surge
        played 2: fire@gather water@gather earth@gather air@gather wild@gather");
    let (after, _) = play(&game, "wild:fire surge A");
    assert_eq!(after.aether, -2);
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 1,
            reason: WinReason::Rounds
        })
    );
}

// Fine points

#[test]
fn reading_a_two_stone_action_finishes_and_the_aether_never_passes_the_fourth_moon() {
    let game = pos("aetherium\naether 3\nair 4 4 0 0");
    let (after, events) = play(&game, "air twin A B");
    assert_eq!(after.height(0, Element::Air), 6);
    assert_eq!(
        after.height(1, Element::Air),
        6,
        "the second stone still moves"
    );
    assert_eq!(after.aether, 4);
    assert_eq!(aether_moves(&events), [(3, 4)]);
    assert_eq!(after.outcome.map(|o| o.reason), Some(WinReason::Aether));
}

// "An action that won" is a win at once, the last moon (`aetherium-readings.md`, End of
// the game): these replace the old reading's test, which refused any token after an action
// putting an element on top.

#[test]
fn reading_a_token_may_follow_an_action_that_only_puts_an_element_on_top() {
    // The fire stone of D surges to the top: all four fire stones are up, but the turn has
    // not ended; the rise token after it is used, and ending A is judged after it.
    let game = pos("aetherium\nfire 6 6 6 2\nhand 1: rise-water");
    let (after, events) = play(&game, "fire surge D then rise-water A");
    assert!(events.contains(&Event::TokenUsed {
        seat: 0,
        token: Token::Rise(Element::Water)
    }));
    assert_eq!(after.height(0, Element::Water), 1);
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 0,
            reason: WinReason::Elements {
                element: Element::Fire
            }
        })
    );
}

#[test]
fn reading_a_fall_token_after_the_action_takes_the_elements_win_away() {
    let game = pos("aetherium\nfire 6 6 6 2\nhand 1: fall");
    let (after, _) = play(&game, "fire surge D then fall fire A");
    assert!(!after.is_over(), "the game goes on");
    assert_eq!(after.height(0, Element::Fire), 5);
    assert_eq!(after.height(3, Element::Fire), 6);
    assert_eq!(after.turn, 1, "player 2 plays next");
}

#[test]
fn reading_an_aether_token_after_the_elements_action_reaching_the_last_moon_wins_by_the_aether() {
    // The surge moves the Aether token to 3 (a stone reached the top), the token to 4.
    let game = pos("aetherium\naether 2\nfire 6 6 6 2\nhand 1: aether");
    let (after, _) = play(&game, "fire surge D then aether");
    assert_eq!(after.aether, 4);
    assert_eq!(
        after.outcome,
        Some(Outcome {
            winner: 0,
            reason: WinReason::Aether
        })
    );
}

#[test]
fn reading_no_token_after_an_action_that_won_at_once() {
    let game = pos("aetherium\naether 3\nhand 1: fall\nfire 2 0 0 0");
    assert_eq!(
        refused(&game, "fire surge A then fall fire A"),
        MoveError::TokenAfterWin
    );
    // Both ways at once: won at once by the Aether, by the player whose turn it is, and
    // no token after it either.
    let game = pos("aetherium\naether 3\nhand 1: fall\nfire 6 6 6 2");
    assert_eq!(
        refused(&game, "fire surge D then fall fire A"),
        MoveError::TokenAfterWin
    );
    let (after, _) = play(&game, "fire surge D");
    assert_eq!(after.outcome.map(|o| o.winner), Some(0));
}

#[test]
fn the_move_list_offers_a_token_after_an_action_that_puts_an_element_on_top() {
    // 1,800 moves under the old reading; now the rise token may follow `fire surge D`
    // and `wild:fire surge D`, on any of the four water stones: 8 more.
    let game = pos("aetherium\nfire 6 6 6 2\nhand 1: rise-water");
    let moves = legal(&game);
    assert_eq!(moves.len(), 1_808);
    for pawn in ["fire", "wild:fire"] {
        for column in ["A", "B", "C", "D"] {
            let text = format!("{pawn} surge D then rise-water {column}");
            assert!(moves.contains(&text), "{text} is not listed");
        }
    }
}

#[test]
fn reading_a_token_before_that_wins_at_once_ends_the_game_without_placing_the_pawn() {
    let game = pos("aetherium\naether 3\nhand 1: aether");
    let (after, events) = play(&game, "aether then fire surge A");
    assert_eq!(after.outcome.map(|o| o.reason), Some(WinReason::Aether));
    assert_eq!(after.pawns_used(0), 0);
    assert_eq!(after.height(0, Element::Fire), 0);
    assert!(!events.iter().any(|e| matches!(e, Event::PawnPlaced { .. })));
    // The action named must still have been legal.
    let blocked = pos("aetherium\naether 3\nhand 1: aether\nblocked: surge");
    assert_eq!(
        refused(&blocked, "aether then fire surge A"),
        MoveError::Blocked {
            action: ActionKind::Surge
        }
    );
}

#[test]
fn reading_a_pass_uses_no_token_and_a_token_that_makes_an_action_possible_must_be_used() {
    // Player 1 has only the air pawn left and no action it can do in full (see
    // `reading_a_player_with_no_possible_action_passes_a_pawn`).
    let stuck = "aetherium
        air 6 6 6 5
        blocked: fall
        played 1: fire@gather water@surge earth@surge wild@surge
        played 2: fire@surge water@surge earth@surge wild@surge";
    assert_eq!(legal(&pos(stuck)), ["pass air"]);
    // A fall token brings the air stone of D down to 4, from where Gather takes it up two.
    let game = pos(&format!("{stuck}\nhand 1: fall"));
    assert_eq!(legal(&game), ["fall air D then air gather D"]);
    assert!(matches!(
        refused(&game, "pass air"),
        MoveError::MustAct { .. }
    ));
    // A pass names an unused pawn.
    assert_eq!(
        refused(&pos(stuck), "pass fire"),
        MoveError::PawnUsed { pawn: Pawn::Fire }
    );
}

#[test]
fn reading_a_pass_counts_as_a_turn_also_for_the_player_who_played_last() {
    // Player 2 started, so player 1's pass is the round's last turn; every space is tied.
    let tied = pos("aetherium
        starter 2
        air 6 6 6 5
        blocked: fall
        played 1: fire@gather water@surge earth@surge wild@surge
        played 2: fire@gather water@surge earth@surge wild@surge air@pass");
    let (after, events) = play(&tied, "pass air");
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        decided_by: None,
        towards: 0
    }));
    assert_eq!(after.aether, 1);
}

#[test]
fn reading_after_round_3_the_game_ends_right_after_the_aether_step_without_a_refill() {
    let game = pos("aetherium
        round 3
        aether 2
        played 1: fire@surge water@surge earth@surge air@surge
        played 2: fire@fall water@gather earth@gather air@gather wild@gather");
    let (after, events) = play(&game, "wild:fire surge B");
    assert!(after.is_over());
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::TokenDrawn { .. } | Event::RoundStarted { .. })));
    assert_eq!(after.pouch.len(), game.pouch.len());
}

#[test]
fn reading_a_block_may_go_on_any_unblocked_action_even_one_just_taken() {
    let game = pos("aetherium\nhand 1: block");
    let (after, events) = play(&game, "fire surge A then block surge");
    assert!(after.is_blocked(ActionKind::Surge));
    assert!(events.contains(&Event::ActionBlocked {
        seat: 0,
        action: ActionKind::Surge
    }));
    let blocked = pos("aetherium\nhand 1: block\nblocked: twin");
    assert_eq!(
        refused(&blocked, "fire surge A then block twin"),
        MoveError::AlreadyBlocked {
            action: ActionKind::TwinRise
        }
    );
}

#[test]
fn reading_everything_is_open_but_the_order_of_the_pouch() {
    let game = new_game(Options::default(), 9).unwrap();
    let mut shuffled = game.clone();
    shuffled.pouch.reverse();
    assert_ne!(shuffled.pouch, game.pouch);
    assert_eq!(game.view(Some(0)), shuffled.view(Some(0)));
    assert_eq!(game.view(None).hands, game.hands);
    // Events name a token of the pouch only once it is drawn onto the mat.
    let mut g = game.clone();
    let mut events = Vec::new();
    let mut rng = manawell::engines::dice::Dice::new(1);
    let mut buffer = Vec::new();
    while !g.is_over() {
        let before = g.pouch.clone();
        let played = manawell::engines::aetherium::random::play_random(
            &mut g,
            &mut rng,
            1,
            &mut buffer,
            &mut events,
        );
        assert_eq!(played.len(), 1);
        let drawn: Vec<Token> = events
            .iter()
            .filter_map(|e| match e {
                Event::TokenDrawn { token, .. } => Some(*token),
                _ => None,
            })
            .collect();
        let mut expected: Vec<Token> = before[before.len() - drawn.len()..].to_vec();
        expected.reverse();
        assert_eq!(drawn, expected);
        let json = serde_json::to_string(&events).unwrap();
        assert!(!json.contains("pouch"), "{json}");
    }
}
