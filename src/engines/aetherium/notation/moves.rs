//! Moves as text: `fire surge B`, `wild:water twin A C`, `earth step-leap A C`,
//! `air fall B 2`, `aether then fire gather D`, `fire surge B then fall water A`,
//! `pass earth`.

use super::{quote, BadMove, NotationError};
use crate::engines::aetherium::mat::{column_from_word, column_name, ActionKind, Element, Token};
use crate::engines::aetherium::moves::{Action, Move, TokenPlay, TokenUse, When};
use crate::engines::aetherium::state::Pawn;

/// Writes a move the way [`parse_move`] reads it.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Pass { pawn } => format!("pass {pawn}"),
        Move::Turn {
            pawn,
            element,
            action,
            token,
        } => {
            let pawn_word = match pawn {
                Pawn::Wild => format!("wild:{element}"),
                _ => pawn.to_string(),
            };
            let col = |c: u8| column_name(c as usize);
            let act = match *action {
                Action::Fall { column, spaces } => format!("fall {} {spaces}", col(column)),
                Action::TwinRise { columns: [a, b] } => format!("twin {} {}", col(a), col(b)),
                Action::StepAndLeap { step, leap } => {
                    format!("step-leap {} {}", col(step), col(leap))
                }
                Action::Surge { column } => format!("surge {}", col(column)),
                Action::Gather { column } => format!("gather {}", col(column)),
            };
            let turn = format!("{pawn_word} {act}");
            match token {
                None => turn,
                Some(TokenPlay {
                    when: When::Before,
                    effect,
                }) => format!("{} then {turn}", format_token_use(effect)),
                Some(TokenPlay {
                    when: When::After,
                    effect,
                }) => format!("{turn} then {}", format_token_use(effect)),
            }
        }
    }
}

/// A token's use: `aether`, `block twin`, `rise-fire C`, `fall water A`.
pub fn format_token_use(effect: &TokenUse) -> String {
    match *effect {
        TokenUse::Aether => "aether".into(),
        TokenUse::Block { action } => format!("block {action}"),
        TokenUse::Rise { element, column } => {
            format!("rise-{element} {}", column_name(column as usize))
        }
        TokenUse::Fall { element, column } => {
            format!("fall {element} {}", column_name(column as usize))
        }
    }
}

/// Reads a move. Case does not matter.
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    read_move(text).map_err(NotationError::Move)
}

/// [`parse_move`] with the typed reason.
pub fn read_move(text: &str) -> Result<Move, BadMove> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.is_empty() {
        return Err(BadMove::Empty);
    }
    if words[0].eq_ignore_ascii_case("pass") {
        return match words.as_slice() {
            [_, pawn] => Ok(Move::Pass {
                pawn: parse_pawn_alone(pawn)?,
            }),
            _ => Err(BadMove::PassShape),
        };
    }
    let segments: Vec<&[&str]> = words.split(|w| w.eq_ignore_ascii_case("then")).collect();
    let is_turn = |seg: &[&str]| {
        seg.first()
            .is_some_and(|w| Pawn::from_word(w.split(':').next().unwrap_or("")).is_some())
    };
    let (before, turn, after) = match segments.as_slice() {
        [turn] => (None, *turn, None),
        [a, b] if is_turn(a) => (None, *a, Some(*b)),
        [a, b] => (Some(*a), *b, None),
        _ => return Err(BadMove::TooManyThens),
    };
    let (pawn, element, action) = parse_turn(turn)?;
    let token = match (before, after) {
        (Some(seg), _) => Some(TokenPlay {
            when: When::Before,
            effect: parse_token_use(seg)?,
        }),
        (_, Some(seg)) => Some(TokenPlay {
            when: When::After,
            effect: parse_token_use(seg)?,
        }),
        _ => None,
    };
    Ok(Move::Turn {
        pawn,
        element,
        action,
        token,
    })
}

fn parse_pawn_alone(word: &str) -> Result<Pawn, BadMove> {
    Pawn::from_word(word).ok_or_else(|| BadMove::NotAPawn(quote(word)))
}

fn parse_column(word: &str) -> Result<u8, BadMove> {
    column_from_word(word)
        .map(|c| c as u8)
        .ok_or_else(|| BadMove::NotAColumn(quote(word)))
}

fn parse_element(word: &str) -> Result<Element, BadMove> {
    Element::from_word(word).ok_or_else(|| BadMove::NotAnElement(quote(word)))
}

fn parse_turn(words: &[&str]) -> Result<(Pawn, Element, Action), BadMove> {
    let Some((pawn_word, rest)) = words.split_first() else {
        return Err(BadMove::TurnMissing);
    };
    let (pawn, element) = match pawn_word.split_once(':') {
        Some((p, e)) if p.eq_ignore_ascii_case("wild") => (Pawn::Wild, parse_element(e)?),
        Some(_) => return Err(BadMove::OnlyWildNamesElement(quote(pawn_word))),
        None => {
            let pawn = parse_pawn_alone(pawn_word)?;
            match pawn.element() {
                Some(e) => (pawn, e),
                None => return Err(BadMove::WildNamesElement),
            }
        }
    };
    let Some((kind_word, args)) = rest.split_first() else {
        return Err(BadMove::ActionMissing(quote(pawn_word)));
    };
    let Some(kind) = ActionKind::from_word(kind_word) else {
        return Err(BadMove::NotAnAction(quote(kind_word)));
    };
    let action = match (kind, args) {
        (ActionKind::Fall, [c, n]) => Action::Fall {
            column: parse_column(c)?,
            spaces: n.parse().map_err(|_| BadMove::NotSpaces(quote(n)))?,
        },
        (ActionKind::TwinRise, [a, b]) => Action::TwinRise {
            columns: [parse_column(a)?, parse_column(b)?],
        },
        (ActionKind::StepAndLeap, [a, b]) => Action::StepAndLeap {
            step: parse_column(a)?,
            leap: parse_column(b)?,
        },
        (ActionKind::Surge, [c]) => Action::Surge {
            column: parse_column(c)?,
        },
        (ActionKind::Gather, [c]) => Action::Gather {
            column: parse_column(c)?,
        },
        _ => return Err(BadMove::ActionTakes(kind)),
    };
    Ok((pawn, element, action))
}

fn parse_token_use(words: &[&str]) -> Result<TokenUse, BadMove> {
    let Some((first, args)) = words.split_first() else {
        return Err(BadMove::TokenMissing);
    };
    let Some(token) = Token::from_word(first) else {
        return Err(BadMove::NotAToken(quote(first)));
    };
    match (token, args) {
        (Token::Aether, []) => Ok(TokenUse::Aether),
        (Token::Block, [action]) => match ActionKind::from_word(action) {
            Some(action) => Ok(TokenUse::Block { action }),
            None => Err(BadMove::NotAnActionToBlock(quote(action))),
        },
        (Token::Rise(element), [c]) => Ok(TokenUse::Rise {
            element,
            column: parse_column(c)?,
        }),
        (Token::Fall, [e, c]) => Ok(TokenUse::Fall {
            element: parse_element(e)?,
            column: parse_column(c)?,
        }),
        _ => Err(BadMove::TokenTakes(token)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip() {
        for text in [
            "fire surge B",
            "wild:water twin A C",
            "earth step-leap A C",
            "air fall B 2",
            "fire gather D",
            "aether then fire gather D",
            "fire surge B then fall water A",
            "block twin then wild:air surge A",
            "water twin B D then rise-fire C",
            "pass earth",
        ] {
            let mv = parse_move(text).unwrap();
            assert_eq!(format_move(&mv), text);
        }
        assert_eq!(
            parse_move("FIRE Surge b").unwrap(),
            parse_move("fire surge B").unwrap()
        );
    }

    #[test]
    fn bad_moves_say_what_is_wrong() {
        let err = |t: &str| parse_move(t).unwrap_err().to_string();
        assert!(err("").contains("empty move"));
        assert!(err("smoke surge B").contains("not a pawn"));
        assert!(err("fire jump B").contains("not an action"));
        assert!(err("fire surge E").contains("not a column"));
        assert!(err("fire twin A").contains("two columns"));
        assert!(err("wild surge A").contains("names its element"));
        assert!(err("fire:water surge A").contains("only the wild pawn"));
        assert!(err("fire surge A then smoke").contains("not a power token"));
        assert!(err("a then b then c").contains("at most one `then`"));
        assert!(err("fire fall A x").contains("not a number"));
        assert!(err("pass").contains("a pass names"));
    }
}
