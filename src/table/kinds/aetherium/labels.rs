//! A move's short label, for buttons, lists and hints, and the words the turn panel's
//! steps share with it: "Wild pawn as water: twin rise, columns A and C; then a block on
//! surge", in the language asked for (`assets/locales/<lang>/steps.ftl`).

use super::describe::action_name;
use crate::engines::aetherium::mat::column_name;
use crate::engines::aetherium::{Action, Move, Pawn, TokenPlay, TokenUse, When};
use crate::i18n::Lang;
use crate::tr;
use crate::words::aetherium::{element_name, pawn_name};
use crate::words::capitalised;

fn col(column: u8) -> String {
    column_name(column as usize).to_string()
}

/// A token's use in words: "the aether token", "rise-fire on column C".
pub fn token_use_words(effect: &TokenUse, lang: Lang) -> String {
    match *effect {
        TokenUse::Aether => tr!(lang, "aetherium-use-aether"),
        TokenUse::Block { action } => {
            tr!(
                lang,
                "aetherium-use-block",
                action = action_name(action, lang)
            )
        }
        TokenUse::Rise { element, column } => tr!(
            lang,
            "aetherium-use-rise",
            element = element_name(element, lang),
            column = col(column)
        ),
        TokenUse::Fall { element, column } => tr!(
            lang,
            "aetherium-use-fall",
            element = element_name(element, lang),
            column = col(column)
        ),
    }
}

/// The stones an action moves, in words: "column B", "columns A and C".
fn stones_words(action: &Action, lang: Lang) -> String {
    match *action {
        Action::Fall { column, spaces } => tr!(
            lang,
            "aetherium-stones-fall",
            column = col(column),
            spaces = spaces
        ),
        Action::TwinRise { columns: [a, b] } => {
            tr!(
                lang,
                "aetherium-stones-twin",
                first = col(a),
                second = col(b)
            )
        }
        Action::StepAndLeap { step, leap } => {
            tr!(
                lang,
                "aetherium-stones-step-leap",
                step = col(step),
                leap = col(leap)
            )
        }
        Action::Surge { column } | Action::Gather { column } => {
            tr!(lang, "aetherium-stones-one", column = col(column))
        }
    }
}

/// A short label for a move: "Wild pawn as water: twin rise, columns A and C; then a block
/// on surge".
pub fn label(mv: &Move, lang: Lang) -> String {
    match mv {
        Move::Pass { pawn } => tr!(lang, "aetherium-label-pass", pawn = pawn_name(*pawn, lang)),
        Move::Turn {
            pawn,
            element,
            action,
            token,
        } => {
            let who = match pawn {
                Pawn::Wild => tr!(
                    lang,
                    "aetherium-label-wild",
                    element = element_name(*element, lang)
                ),
                p => capitalised(&tr!(lang, "aetherium-pawn", element = pawn_name(*p, lang))),
            };
            let act = tr!(
                lang,
                "aetherium-label-action",
                action = action_name(action.kind(), lang),
                stones = stones_words(action, lang)
            );
            match token {
                None => tr!(lang, "aetherium-label-turn", pawn = who, action = act),
                Some(TokenPlay {
                    when: When::Before,
                    effect,
                }) => tr!(
                    lang,
                    "aetherium-label-token-first",
                    token = token_use_words(effect, lang),
                    pawn = who,
                    action = act
                ),
                Some(TokenPlay {
                    when: When::After,
                    effect,
                }) => tr!(
                    lang,
                    "aetherium-label-token-then",
                    token = token_use_words(effect, lang),
                    pawn = who,
                    action = act
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{ActionKind, Element};

    fn wild_twin_rise_then_block() -> Move {
        Move::Turn {
            pawn: Pawn::Wild,
            element: Element::Water,
            action: Action::TwinRise { columns: [0, 2] },
            token: Some(TokenPlay {
                when: When::After,
                effect: TokenUse::Block {
                    action: ActionKind::Surge,
                },
            }),
        }
    }

    #[test]
    fn a_label_tells_the_pawn_the_action_and_the_token() {
        let mv = wild_twin_rise_then_block();
        assert_eq!(
            label(&mv, Lang::En),
            "Wild pawn as water: twin rise, columns A and C; then a block on surge"
        );
        let fire = Move::Turn {
            pawn: Pawn::Fire,
            element: Element::Fire,
            action: Action::Fall {
                column: 1,
                spaces: 2,
            },
            token: Some(TokenPlay {
                when: When::Before,
                effect: TokenUse::Aether,
            }),
        };
        assert_eq!(
            label(&fire, Lang::En),
            "First the aether token; Fire pawn: fall, column B down 2"
        );
        assert_eq!(
            label(&Move::Pass { pawn: Pawn::Air }, Lang::En),
            "Pass, spending the air pawn"
        );
    }

    #[test]
    fn a_label_reads_in_french_and_german() {
        let mv = wild_twin_rise_then_block();
        assert_eq!(
            label(&mv, Lang::Fr),
            "Pion joker en eau\u{a0}: double montée, colonnes A et C\u{a0}; puis un blocage sur élan"
        );
        assert_eq!(
            label(&mv, Lang::De),
            "Joker als Wasser: Doppelaufstieg, Spalten A und C; danach eine Sperre auf Schub"
        );
    }
}
