//! Why an Aetherium turn is refused, in the mover's language
//! (`assets/locales/<lang>/errors-aetherium.ftl`). The engine's own [`MoveError`] text
//! stays English, for logs and the engine protocol.

use super::describe::action_name;
use crate::engines::aetherium::notation::format_move;
use crate::engines::aetherium::{Game, MoveError};
use crate::i18n::Lang;
use crate::tr;
use crate::words::aetherium::{element_name, pawn_name, token_name};

/// A refused turn in words; `game` is the position it was refused in (unchanged).
pub fn refusal(error: &MoveError, game: &Game, lang: Lang) -> String {
    match *error {
        MoveError::GameOver => tr!(lang, "errors-game-over"),
        MoveError::PawnUsed { pawn } => {
            tr!(
                lang,
                "aetherium-error-pawn-used",
                pawn = pawn_name(pawn, lang)
            )
        }
        MoveError::WrongElement { pawn, element } => tr!(
            lang,
            "aetherium-error-wrong-element",
            pawn = pawn_name(pawn, lang),
            element = element_name(element, lang)
        ),
        MoveError::Blocked { action } => {
            tr!(
                lang,
                "aetherium-error-blocked",
                action = action_name(action, lang)
            )
        }
        MoveError::NoSuchColumn { column } => {
            tr!(lang, "aetherium-error-no-such-column", column = column)
        }
        MoveError::PastTop { element, column } => tr!(
            lang,
            "aetherium-error-past-top",
            element = element_name(element, lang),
            column = column.to_string()
        ),
        MoveError::PastBottom { element, column } => tr!(
            lang,
            "aetherium-error-past-bottom",
            element = element_name(element, lang),
            column = column.to_string()
        ),
        MoveError::NoDistance { action } => {
            tr!(
                lang,
                "aetherium-error-no-distance",
                action = action_name(action, lang)
            )
        }
        MoveError::SameStone { action } => {
            tr!(
                lang,
                "aetherium-error-same-stone",
                action = action_name(action, lang)
            )
        }
        MoveError::TokenNotHeld { token } => {
            tr!(
                lang,
                "aetherium-error-token-not-held",
                token = token_name(token, lang)
            )
        }
        MoveError::AlreadyBlocked { action } => tr!(
            lang,
            "aetherium-error-already-blocked",
            action = action_name(action, lang)
        ),
        MoveError::TokenAfterWin => tr!(lang, "aetherium-error-token-after-win"),
        MoveError::MustAct { .. } => {
            // The engine's example is English words around a typed move: say it again.
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            match moves.first() {
                Some(mv) => tr!(
                    lang,
                    "aetherium-error-must-act-example",
                    example = format_move(mv)
                ),
                None => tr!(lang, "aetherium-error-must-act"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{new_game, ActionKind, Element, Options, Pawn, Token};

    #[test]
    fn every_refusal_is_said_in_french_and_german() {
        let game = new_game(Options { first: Some(0) }, 2).unwrap();
        let errors = [
            MoveError::GameOver,
            MoveError::PawnUsed { pawn: Pawn::Fire },
            MoveError::WrongElement {
                pawn: Pawn::Fire,
                element: Element::Water,
            },
            MoveError::Blocked {
                action: ActionKind::Surge,
            },
            MoveError::NoSuchColumn { column: 5 },
            MoveError::PastTop {
                element: Element::Air,
                column: 'B',
            },
            MoveError::PastBottom {
                element: Element::Air,
                column: 'B',
            },
            MoveError::NoDistance {
                action: ActionKind::Fall,
            },
            MoveError::SameStone {
                action: ActionKind::Gather,
            },
            MoveError::TokenNotHeld {
                token: Token::Rise(Element::Fire),
            },
            MoveError::AlreadyBlocked {
                action: ActionKind::Fall,
            },
            MoveError::TokenAfterWin,
            MoveError::MustAct {
                hint: String::new(),
            },
        ];
        for error in &errors {
            let en = refusal(error, &game, Lang::En);
            if !matches!(error, MoveError::MustAct { .. }) {
                // Where the actions' names are the typed words, the engine's English.
                assert_eq!(en, error.to_string());
            }
            let (fr, de) = (
                refusal(error, &game, Lang::Fr),
                refusal(error, &game, Lang::De),
            );
            assert!(en != fr && en != de && fr != de, "{en} / {fr} / {de}");
        }
        assert_eq!(
            refusal(&errors[1], &game, Lang::Fr),
            "ton pion feu est déjà utilisé pendant cette manche"
        );
        assert_eq!(
            refusal(&errors[5], &game, Lang::De),
            "der Stein Luft in Spalte B würde über die Spitze hinausgehen"
        );
    }

    #[test]
    fn a_refused_pass_gives_an_example_in_the_movers_language() {
        let game = new_game(Options { first: Some(0) }, 2).unwrap();
        let error = MoveError::MustAct {
            hint: String::new(),
        };
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let example = format_move(&moves[0]);
        assert_eq!(
            refusal(&error, &game, Lang::En),
            format!("you cannot pass: an action is possible, for example `{example}`")
        );
        let fr = refusal(&error, &game, Lang::Fr);
        assert!(fr.starts_with("tu ne peux pas passer"), "{fr}");
        assert!(fr.contains(&format!("`{example}`")), "{fr}");
    }
}
