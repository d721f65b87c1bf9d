//! The decisions a turn panel asks to build an Aetherium turn: the pawn (a wild pawn's
//! element as its own step), the action space, the stones (one step per stone choice),
//! then the power token, before or after the action, or none. A panel offers at each step
//! the answers of the legal turns that agree so far, so only what can be done in full.
//! Keys are short words with no space: `wild`, `water`, `step-leap`, `C`, `b-aether`.

use super::describe::action_name;
use super::labels::token_use_words;
use crate::engines::aetherium::mat::column_name;
use crate::engines::aetherium::{
    Action, Element, Game, Move, Pawn, TokenPlay, TokenUse, When, MAT,
};
use crate::i18n::Lang;
use crate::table::kinds::MoveStep;
use crate::tr;
use crate::words::aetherium::{element_name, pawn_name};

fn column_step(
    question: String,
    game: &Game,
    element: Element,
    column: u8,
    lang: Lang,
) -> MoveStep {
    let name = column_name(column as usize);
    MoveStep::new(
        question,
        name.to_string(),
        tr!(
            lang,
            "aetherium-step-column",
            column = name.to_string(),
            space = game.height(column as usize, element)
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

pub fn steps_of(game: &Game, mv: &Move, lang: Lang) -> Vec<MoveStep> {
    let (pawn, element, action, token) = match mv {
        Move::Pass { pawn } => {
            return vec![MoveStep::new(
                tr!(lang, "aetherium-step-pass"),
                pawn.name(),
                tr!(lang, "aetherium-step-spend", pawn = pawn_name(*pawn, lang)),
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
        tr!(lang, "aetherium-step-which-pawn"),
        pawn.name(),
        tr!(lang, "aetherium-pawn", element = pawn_name(pawn, lang)),
    )];
    let stone = element_name(element, lang);
    if pawn == Pawn::Wild {
        steps.push(MoveStep::new(
            tr!(lang, "aetherium-step-wild-element"),
            element.name(),
            stone.clone(),
        ));
    }
    let kind = action.kind();
    steps.push(MoveStep::new(
        tr!(lang, "aetherium-step-which-action"),
        kind.name(),
        action_name(kind, lang),
    ));
    let seat = game.turn;
    let ask = |question: String, column: u8| column_step(question, game, element, column, lang);
    match action {
        Action::Fall { column, spaces } => {
            steps.push(ask(
                tr!(lang, "aetherium-step-falls", element = stone.as_str()),
                column,
            ));
            steps.push(MoveStep::new(
                tr!(lang, "aetherium-step-how-far-down"),
                spaces.to_string(),
                tr!(lang, "aetherium-step-down", spaces = spaces),
            ));
        }
        Action::TwinRise { columns: [a, b] } => {
            let up = MAT.twin_rise;
            steps.push(ask(
                tr!(
                    lang,
                    "aetherium-step-twin-first",
                    element = stone.as_str(),
                    up = up
                ),
                a,
            ));
            steps.push(ask(
                tr!(
                    lang,
                    "aetherium-step-twin-second",
                    element = stone.as_str(),
                    up = up
                ),
                b,
            ));
        }
        Action::StepAndLeap { step, leap } => {
            steps.push(ask(
                tr!(
                    lang,
                    "aetherium-step-steps",
                    element = stone.as_str(),
                    up = MAT.step
                ),
                step,
            ));
            steps.push(ask(
                tr!(
                    lang,
                    "aetherium-step-leaps",
                    element = stone.as_str(),
                    up = MAT.leap
                ),
                leap,
            ));
        }
        Action::Surge { column } => steps.push(ask(
            tr!(
                lang,
                "aetherium-step-surges",
                element = stone.as_str(),
                up = MAT.surge
            ),
            column,
        )),
        Action::Gather { column } => steps.push(ask(
            tr!(
                lang,
                "aetherium-step-gathers",
                element = stone.as_str(),
                up = game.gather_reach(seat)
            ),
            column,
        )),
    }
    let (key, label) = match token {
        None => ("none".to_string(), tr!(lang, "aetherium-step-no-token")),
        Some(TokenPlay { when, effect }) => {
            let (prefix, label) = match when {
                When::Before => (
                    "b",
                    tr!(
                        lang,
                        "aetherium-step-token-before",
                        token = token_use_words(&effect, lang)
                    ),
                ),
                When::After => (
                    "a",
                    tr!(
                        lang,
                        "aetherium-step-token-after",
                        token = token_use_words(&effect, lang)
                    ),
                ),
            };
            (format!("{prefix}-{}", token_key(&effect)), label)
        }
    };
    steps.push(MoveStep::new(tr!(lang, "aetherium-step-token"), key, label));
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
                    let steps = steps_of(&game, mv, Lang::En);
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
        let steps = steps_of(&game, wild, Lang::En);
        assert_eq!(steps[0].key, "wild");
        assert_eq!(steps[1].question, "The wild pawn counts as which element?");
        assert_eq!(steps[2].question, "Which action space?");
        assert_eq!(
            steps.last().unwrap().question,
            "A power token, before or after the action?"
        );
    }

    #[test]
    fn questions_and_labels_are_in_french_and_german_and_keys_are_not() {
        let game = new_game(Options { first: Some(0) }, 2).unwrap();
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        for mv in &moves {
            let en = steps_of(&game, mv, Lang::En);
            for lang in [Lang::Fr, Lang::De] {
                let other = steps_of(&game, mv, lang);
                let keys = |s: &[MoveStep]| s.iter().map(|s| s.key.clone()).collect::<Vec<_>>();
                assert_eq!(keys(&en), keys(&other));
                for (e, o) in en.iter().zip(&other) {
                    assert_ne!(e.question, o.question, "{lang}: {o:?}");
                }
            }
        }
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
        let fr = steps_of(&game, wild, Lang::Fr);
        assert_eq!(fr[0].question, "Quel pion\u{a0}?");
        assert_eq!(fr[0].label, "pion joker");
        assert_eq!(fr[1].question, "Le joker compte pour quel élément\u{a0}?");
        let de = steps_of(&game, wild, Lang::De);
        assert_eq!(de[0].question, "Welche Figur?");
        assert_eq!(de[2].question, "Welches Aktionsfeld?");
        assert_eq!(
            de.last().unwrap().question,
            "Ein Machtmarker, vor oder nach der Aktion?"
        );
    }
}
