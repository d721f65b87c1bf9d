//! Invariants over random games: stones stay on their columns, every token is in exactly
//! one place, every listed move applies, every game ends within three rounds; the
//! notation and JSON round-trip; hostile text and damaged states never panic.

use manawell::engines::aetherium::notation::{
    format_move, format_position, parse_move, parse_position, parse_position_checked,
};
use manawell::engines::aetherium::random::play_random;
use manawell::engines::aetherium::{
    new_game, Action, ActionKind, Element, Event, Game, Move, Options, Pawn, TokenPlay, TokenUse,
    When, MAT,
};
use manawell::engines::dice::Dice;
use proptest::prelude::*;

/// Plays a random game from `seed`, calling `check` with each position and the move
/// played from it; returns the finished game and the number of moves.
fn random_game(seed: u64, mut check: impl FnMut(&Game, &Move, &Game, &[Event])) -> (Game, usize) {
    let mut game = new_game(Options::default(), seed).unwrap();
    let mut rng = Dice::new(seed ^ 0xa37e);
    let (mut buffer, mut events) = (Vec::new(), Vec::new());
    let mut moves = 0;
    while !game.is_over() && moves < 100 {
        let before = game.clone();
        let played = play_random(&mut game, &mut rng, 1, &mut buffer, &mut events);
        assert_eq!(played.len(), 1, "a running game always has a legal move");
        moves += 1;
        check(&before, &played[0], &game, &events);
    }
    (game, moves)
}

fn any_move() -> impl Strategy<Value = Move> {
    let pawn = prop::sample::select(Pawn::ALL.to_vec());
    let element = prop::sample::select(Element::ALL.to_vec());
    let col = 0u8..6;
    let action = prop_oneof![
        (col.clone(), 0u8..8).prop_map(|(column, spaces)| Action::Fall { column, spaces }),
        (col.clone(), col.clone()).prop_map(|(a, b)| Action::TwinRise { columns: [a, b] }),
        (col.clone(), col.clone()).prop_map(|(step, leap)| Action::StepAndLeap { step, leap }),
        col.clone().prop_map(|column| Action::Surge { column }),
        col.clone().prop_map(|column| Action::Gather { column }),
    ];
    let effect = prop_oneof![
        Just(TokenUse::Aether),
        prop::sample::select(ActionKind::ALL.to_vec())
            .prop_map(|action| TokenUse::Block { action }),
        (prop::sample::select(Element::ALL.to_vec()), col.clone())
            .prop_map(|(element, column)| TokenUse::Rise { element, column }),
        (prop::sample::select(Element::ALL.to_vec()), col)
            .prop_map(|(element, column)| TokenUse::Fall { element, column }),
    ];
    let token = prop::option::of(
        (any::<bool>(), effect).prop_map(|(before, effect)| TokenPlay {
            when: if before { When::Before } else { When::After },
            effect,
        }),
    );
    prop_oneof![
        (pawn.clone(), element, action, token).prop_map(|(pawn, element, action, token)| {
            Move::Turn {
                pawn,
                element,
                action,
                token,
            }
        }),
        pawn.prop_map(|pawn| Move::Pass { pawn }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_listed_move_applies(seed in any::<u64>()) {
        random_game(seed, |before, _, _, _| {
            let mut moves = Vec::new();
            before.legal_moves(&mut moves);
            assert!(!moves.is_empty());
            for mv in &moves {
                if let Err(e) = before.apply(*mv) {
                    panic!("{} is listed but refused: {e}", format_move(mv));
                }
            }
        });
    }

    #[test]
    fn stones_never_leave_0_to_6(seed in any::<u64>()) {
        random_game(seed, |_, mv, after, _| {
            for column in after.stones {
                assert!(column.iter().all(|h| *h <= MAT.top), "{}", format_move(mv));
            }
            assert_eq!(after.validate(), Ok(()), "after {}\n{}", format_move(mv), format_position(after));
        });
    }

    #[test]
    fn each_token_is_in_exactly_one_place(seed in any::<u64>()) {
        random_game(seed, |_, mv, after, _| {
            let expected: Vec<u32> = MAT.pouch.iter().map(|n| *n as u32).collect();
            assert_eq!(after.token_counts().to_vec(), expected, "after {}", format_move(mv));
            for (i, mark) in after.marks.iter().enumerate() {
                let (column, space) = MAT.marked_spot(i);
                assert!(mark.is_none() || !after.stone_at(column, space));
            }
        });
    }

    #[test]
    fn every_game_ends_within_three_rounds(seed in any::<u64>()) {
        let (game, moves) = random_game(seed, |before, _, after, _| {
            assert!(after.round >= before.round && after.round <= MAT.rounds);
        });
        prop_assert!(game.is_over());
        prop_assert!(moves <= 3 * 10, "{moves} turns");
    }

    #[test]
    fn positions_moves_and_json_round_trip(seed in any::<u64>()) {
        random_game(seed, |before, mv, after, events| {
            let text = format_move(mv);
            assert_eq!(parse_move(&text).as_ref(), Ok(mv), "{text}");
            let json = serde_json::to_string(mv).unwrap();
            assert_eq!(&serde_json::from_str::<Move>(&json).unwrap(), mv);
            let position = format_position(after);
            assert_eq!(parse_position_checked(&position).as_ref(), Ok(after), "{position}");
            let state = serde_json::to_string(after).unwrap();
            assert_eq!(&serde_json::from_str::<Game>(&state).unwrap(), after);
            let events_json = serde_json::to_string(events).unwrap();
            assert_eq!(serde_json::from_str::<Vec<Event>>(&events_json).unwrap(), events);
            // Replaying the move on the position read back gives the same game.
            let read = parse_position_checked(&format_position(before)).unwrap();
            assert_eq!(&read.apply(*mv).unwrap().0, after);
        });
    }

    #[test]
    fn an_illegal_move_changes_nothing_and_a_refusal_agrees_with_the_list(
        seed in any::<u64>(),
        stop in 0usize..30,
        tries in prop::collection::vec(any_move(), 1..40),
    ) {
        let mut game = new_game(Options::default(), seed).unwrap();
        let mut rng = Dice::new(seed);
        play_random(&mut game, &mut rng, stop, &mut Vec::new(), &mut Vec::new());
        let mut listed = Vec::new();
        game.legal_moves(&mut listed);
        for mv in tries {
            let mut copy = game.clone();
            let mut events = Vec::new();
            match copy.apply_in_place(mv, &mut events) {
                Ok(()) => prop_assert!(
                    listed.contains(&mv)
                        || matches!(mv, Move::Turn { action: Action::TwinRise { .. }, .. }),
                    "{} applied but is not listed", format_move(&mv)
                ),
                Err(_) => {
                    prop_assert_eq!(&copy, &game);
                    prop_assert!(events.is_empty());
                    prop_assert!(!listed.contains(&mv), "{} listed but refused", format_move(&mv));
                }
            }
        }
    }

    #[test]
    fn hostile_text_never_panics(text in "\\PC{0,200}", lines in prop::collection::vec("[a-z0-9 :=@#\\-]{0,30}", 0..12)) {
        let _ = parse_move(&text);
        let _ = parse_position(&text);
        let position = format!("aetherium\n{}", lines.join("\n"));
        if let Ok(game) = parse_position(&position) {
            if game.validate().is_ok() {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                for mv in moves.into_iter().take(20) {
                    prop_assert!(game.apply(mv).is_ok());
                }
            }
        }
    }

    #[test]
    fn a_damaged_state_is_refused_or_playable_never_a_panic(
        seed in any::<u64>(),
        edits in prop::collection::vec((0usize..200, -3i64..20), 1..4),
    ) {
        let game = new_game(Options::default(), seed).unwrap();
        let mut json = serde_json::to_value(&game).unwrap();
        let mut numbers = Vec::new();
        collect_numbers(&mut json, &mut numbers);
        for (at, value) in edits {
            if numbers.is_empty() { break; }
            let i = at % numbers.len();
            if let Some(slot) = json.pointer_mut(&numbers[i]) {
                *slot = serde_json::json!(value);
            }
        }
        if let Ok(damaged) = serde_json::from_value::<Game>(json) {
            if damaged.validate().is_ok() {
                let mut moves = Vec::new();
                damaged.legal_moves(&mut moves);
                for mv in moves.into_iter().take(20) {
                    prop_assert!(damaged.apply(mv).is_ok());
                }
            }
        }
    }
}

/// The JSON pointers of every number in `value`.
fn collect_numbers(value: &mut serde_json::Value, out: &mut Vec<String>) {
    fn walk(value: &serde_json::Value, path: String, out: &mut Vec<String>) {
        match value {
            serde_json::Value::Number(_) => out.push(path),
            serde_json::Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, format!("{path}/{i}"), out);
                }
            }
            serde_json::Value::Object(fields) => {
                for (k, item) in fields {
                    walk(item, format!("{path}/{k}"), out);
                }
            }
            _ => {}
        }
    }
    walk(value, String::new(), out);
}
