//! Moves as text: `sm.wmw` (a placement, rock 1 first), `3m` (duel 5: a medium pawn on
//! rock 3), `light` or `dark` (the way a super energy moves its owner).

use thiserror::Error;

use super::NotationError;
use crate::engines::magistrar::moves::{Move, Placement};
use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::pieces::{Energy, Strength};

/// A placement as six characters: `w`, `m`, `s`, or `.` where no pawn goes.
pub fn format_placement(pawns: &Placement) -> String {
    pawns
        .iter()
        .map(|p| p.map_or('.', Strength::letter))
        .collect()
}

/// Why typed text is not a move: what is wrong, with the word that is. Its text is the
/// English of the engine protocol; a table words it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BadMove {
    #[error("an empty move: write a placement like `sm.wmw`, a pawn like `3m`, or `light`/`dark`")]
    Empty,
    #[error("`{0}` is not a placement: write one letter per rock, rock 1 first (w, m, s, or . for none), like `sm.wmw`")]
    NotAPlacement(String),
    #[error("`{letter}` at rock {rock} is not a strength: w, m, s or .")]
    NotAStrengthAt { letter: char, rock: usize },
    #[error("`{0}` is not a move: a placement like `sm.wmw`, a pawn like `3m`, or `light`/`dark`")]
    NotAMove(String),
    #[error("`{0}` is not a rock: 1 to 6")]
    NotARock(String),
    #[error("`{0}` is not a strength: w, m or s")]
    NotAStrength(String),
}

/// Reads six characters `w`/`m`/`s`/`.` (or `-`) into a placement.
pub fn parse_placement(text: &str) -> Result<Placement, BadMove> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != ROCKS {
        return Err(BadMove::NotAPlacement(text.to_string()));
    }
    let mut pawns = [None; ROCKS];
    for (rock, c) in chars.into_iter().enumerate() {
        pawns[rock] = match c {
            '.' | '-' => None,
            c => Some(Strength::from_letter(c).ok_or(BadMove::NotAStrengthAt {
                letter: c,
                rock: rock + 1,
            })?),
        };
    }
    Ok(pawns)
}

/// Writes a move the way [`parse_move`] reads it.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Place { pawns } => format_placement(pawns),
        Move::Pawn {
            encounter,
            strength,
        } => format!("{encounter}{}", strength.letter()),
        Move::Steer { toward } => toward.name().to_string(),
    }
}

/// Reads a move: a placement (`sm.wmw`), a pawn (`3m`, or `3 medium`), or `light`/`dark`.
/// Case does not matter.
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    read_move(text).map_err(NotationError::Move)
}

/// [`parse_move`] with the typed reason.
pub fn read_move(text: &str) -> Result<Move, BadMove> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        [] => Err(BadMove::Empty),
        [word] => {
            if let Some(toward) = Energy::from_word(word) {
                return Ok(Move::Steer { toward });
            }
            let chars: Vec<char> = word.chars().collect();
            if chars.len() == ROCKS {
                return parse_placement(word).map(|pawns| Move::Place { pawns });
            }
            if let [rock, strength] = chars.as_slice() {
                return pawn(&rock.to_string(), &strength.to_string());
            }
            Err(BadMove::NotAMove(word.to_string()))
        }
        [rock, strength] => pawn(rock, strength),
        _ => Err(BadMove::NotAMove(text.to_string())),
    }
}

fn pawn(rock: &str, strength: &str) -> Result<Move, BadMove> {
    let encounter: u8 = match rock.parse() {
        Ok(n) if (1..=ROCKS as u8).contains(&n) => n,
        _ => return Err(BadMove::NotARock(rock.to_string())),
    };
    let mut letters = strength.chars();
    let strength = match (letters.next(), letters.next()) {
        (Some(c), None) => Strength::from_letter(c),
        _ => Strength::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(strength)),
    }
    .ok_or_else(|| BadMove::NotAStrength(strength.to_string()))?;
    Ok(Move::Pawn {
        encounter,
        strength,
    })
}
