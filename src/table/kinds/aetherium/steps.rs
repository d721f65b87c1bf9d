//! The decisions a turn panel asks to build an Aetherium turn: the pawn (a wild pawn's
//! element as its own step), the action space, the stones (one step per stone choice),
//! then the power token, before or after the action, or none. A panel offers at each step
//! the answers of the legal turns that agree so far, so only what can be done in full.
//! Keys are short words with no space: `wild`, `water`, `step-leap`, `C`, `b-aether`.

use super::describe::{action_words, token_use_words};
use crate::engines::aetherium::mat::column_name;
use crate::engines::aetherium::{
    Action, Element, Game, Move, Pawn, TokenPlay, TokenUse, When, MAT,
};
use crate::table::kinds::MoveStep;

fn column_step(question: String, game: &Game, element: Element, column: u8) -> MoveStep {
    let name = column_name(column as usize);
    MoveStep::new(
        question,
        name.to_string(),
        format!(
            "column {name} (on space {})",
            game.height(column as usize, element)
        ),
    )
}

/// A token's use as a key: `aether`, `block-twin`, `rise-fire-C`, `fall-water-A`.
fn token_key(effect: &TokenUse) -> String {
    match *effect {
        TokenUse::Aether => "aether".to_string(),
        TokenUse::Block { action } => format!("block-{action}"),
        TokenUse::Rise { element, column } => {
            format!("rise-{element}-{}", column_name(column as usize))
        }
        TokenUse::Fall { element, column } => {
            format!("fall-{element}-{}", column_name(column as usize))
        }
    }
}

pub fn steps_of(game: &Game, mv: &Move) -> Vec<MoveStep> {
    let (pawn, element, action, token) = match mv {
        Move::Pass { pawn } => {
            return vec![MoveStep::new(
                "No action is possible, even with a token: which pawn do you spend?",
                pawn.name(),
                format!("the {pawn} pawn"),
            )]
        }
        Move::Turn {
            pawn,
            element,
            action,
            token,
        } => (*pawn, *element, *action, *token),
    };
    let mut steps = vec![MoveStep::new(
        "Which pawn?",
        pawn.name(),
        format!("{pawn} pawn"),
    )];
    if pawn == Pawn::Wild {
        steps.push(MoveStep::new(
            "The wild pawn counts as which element?",
            element.name(),
            element.name(),
        ));
    }
    let kind = action.kind();
    steps.push(MoveStep::new(
        "Which action space?",
        kind.name(),
        action_words(kind),
    ));
    let seat = game.turn;
    match action {
        Action::Fall { column, spaces } => {
            steps.push(column_step(
                format!("Which {element} stone falls?"),
                game,
                element,
                column,
            ));
            steps.push(MoveStep::new(
                "How many spaces down?",
                spaces.to_string(),
                format!("{spaces} down"),
            ));
        }
        Action::TwinRise { columns: [a, b] } => {
            let up = MAT.twin_rise;
            steps.push(column_step(
                format!("The first {element} stone to rise {up}?"),
                game,
                element,
                a,
            ));
            steps.push(column_step(
                format!("The second {element} stone to rise {up}?"),
                game,
                element,
                b,
            ));
        }
        Action::StepAndLeap { step, leap } => {
            steps.push(column_step(
                format!("Which {element} stone steps up {}?", MAT.step),
                game,
                element,
                step,
            ));
            steps.push(column_step(
                format!("Which {element} stone then leaps up {}?", MAT.leap),
                game,
                element,
                leap,
            ));
        }
        Action::Surge { column } => steps.push(column_step(
            format!("Which {element} stone surges up {}?", MAT.surge),
            game,
            element,
            column,
        )),
        Action::Gather { column } => steps.push(column_step(
            format!(
                "Which {element} stone gathers up {}?",
                game.gather_reach(seat)
            ),
            game,
            element,
            column,
        )),
    }
    let token_step = match token {
        None => MoveStep::new("", "none", "no power token"),
        Some(TokenPlay { when, effect }) => {
            let (prefix, word) = match when {
                When::Before => ("b", "before the action"),
                When::After => ("a", "after the action"),
            };
            MoveStep::new(
                "",
                format!("{prefix}-{}", token_key(&effect)),
                format!("{word}: {}", token_use_words(&effect)),
            )
        }
    };
    steps.push(MoveStep {
        question: "A power token, before or after the action?".to_string(),
        ..token_step
    });
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{new_game, Options};
    use std::collections::{HashMap, HashSet};

    /// Positions through whole games, each with its legal moves.
    fn positions(seed: u64) -> Vec<(Game, Vec<Move>)> {
        let game = new_game(Options::default(), seed).unwrap();
        crate::table::kinds::two_players::positions(game, seed)
    }

    #[test]
    fn every_legal_move_has_its_own_steps_with_short_plain_keys() {
        let mut tokens_seen = HashSet::new();
        for seed in 0..4 {
            for (game, moves) in positions(seed) {
                let mut seen = HashSet::new();
                let mut asked: HashMap<String, String> = HashMap::new();
                for mv in &moves {
                    let steps = steps_of(&game, mv);
                    let mut prefix = String::new();
                    for s in &steps {
                        assert!(!s.key.is_empty() && s.key.len() <= 20, "{s:?}");
                        assert!(!s.key.contains(' ') && !s.key.contains('|'), "{s:?}");
                        // The same answers so far, the same next question.
                        let q = asked.entry(prefix.clone()).or_insert(s.question.clone());
                        assert_eq!(*q, s.question, "after {prefix}");
                        prefix.push_str(&s.key);
                        prefix.push('/');
                    }
                    // All the answers of a turn fit a component's id.
                    assert!(prefix.len() <= 60, "{prefix}");
                    assert!(seen.insert(prefix.clone()), "two moves share {prefix}");
                    if let Some(last) = steps.last() {
                        tokens_seen.insert(last.key.chars().next());
                    }
                }
            }
        }
        // Turns without a token, with one before and with one after all came up.
        for first in ['n', 'b', 'a'] {
            assert!(tokens_seen.contains(&Some(first)), "{tokens_seen:?}");
        }
    }

    #[test]
    fn a_wild_pawn_names_its_element_as_a_step_of_its_own() {
        let game = new_game(Options { first: Some(0) }, 2).unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let wild = moves
            .iter()
            .find(|m| {
                matches!(
                    m,
                    Move::Turn {
                        pawn: Pawn::Wild,
                        ..
                    }
                )
            })
            .unwrap();
        let steps = steps_of(&game, wild);
        assert_eq!(steps[0].key, "wild");
        assert_eq!(steps[1].question, "The wild pawn counts as which element?");
        assert_eq!(steps[2].question, "Which action space?");
        assert_eq!(
            steps.last().unwrap().question,
            "A power token, before or after the action?"
        );
    }
}
