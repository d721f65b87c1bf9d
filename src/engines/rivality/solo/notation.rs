//! The text form of solo moves, as people type them: `enter B1`, `move C2`,
//! `move C2 right,front,left` (cells as [`solo_label`]s; edges `left`/`front`/`right` or
//! `l`/`f`/`r`).

use std::fmt;
use std::str::FromStr;

use super::super::geometry::Edge;
use super::super::moves::SpellOrder;
use super::moves::SoloMove;
use super::{parse_solo_label, solo_label};

/// Why a solo move could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}`: {reason}")]
pub struct SoloNotationError {
    pub text: String,
    pub reason: String,
}

impl fmt::Display for SoloMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SoloMove::Enter { cell } => write!(f, "enter {}", solo_label(*cell)),
            SoloMove::Move { cell, order } => {
                write!(f, "move {}", solo_label(*cell))?;
                if let Some(order) = order {
                    let names: Vec<&str> = order.edges().iter().map(|e| e.name()).collect();
                    write!(f, " {}", names.join(","))?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for SoloMove {
    type Err = SoloNotationError;

    fn from_str(text: &str) -> Result<SoloMove, SoloNotationError> {
        let bad = |reason: &str| SoloNotationError {
            text: text.trim().to_string(),
            reason: reason.to_string(),
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let cell = |word: &str| parse_solo_label(word).map_err(|e| bad(&e.to_string()));
        match words.as_slice() {
            [verb, at] if verb.eq_ignore_ascii_case("enter") => {
                Ok(SoloMove::Enter { cell: cell(at)? })
            }
            [verb, at] if verb.eq_ignore_ascii_case("move") => Ok(SoloMove::Move {
                cell: cell(at)?,
                order: None,
            }),
            [verb, at, edges] if verb.eq_ignore_ascii_case("move") => {
                let edges = edges
                    .split(',')
                    .map(|w| {
                        Edge::from_word(w)
                            .ok_or_else(|| bad("spell edges are left, front and right"))
                    })
                    .collect::<Result<Vec<Edge>, _>>()?;
                let order =
                    SpellOrder::new(&edges).ok_or_else(|| bad("a tile has at most 3 spells"))?;
                Ok(SoloMove::Move {
                    cell: cell(at)?,
                    order: Some(order),
                })
            }
            _ => Err(bad(
                "write `enter B1`, `move C2` or `move C2 right,front,left`",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::geometry::Cell;
    use super::*;

    #[test]
    fn moves_are_written_and_read_back() {
        let order = SpellOrder::new(&[Edge::Right, Edge::Front, Edge::Left]);
        let moves = [
            SoloMove::Enter {
                cell: Cell::new(1, 0),
            },
            SoloMove::Move {
                cell: Cell::new(2, 4),
                order: None,
            },
            SoloMove::Move {
                cell: Cell::new(3, 1),
                order,
            },
        ];
        let texts = ["enter B1", "move C5", "move D2 right,front,left"];
        for (mv, text) in moves.iter().zip(texts) {
            assert_eq!(mv.to_string(), text);
            assert_eq!(text.parse::<SoloMove>(), Ok(*mv));
        }
        assert_eq!("MOVE d2 r,f,l".parse::<SoloMove>(), Ok(moves[2]));
    }

    #[test]
    fn bad_moves_say_what_to_write() {
        let err = "jump B1".parse::<SoloMove>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "`jump B1`: write `enter B1`, `move C2` or `move C2 right,front,left`"
        );
        let err = "move E9".parse::<SoloMove>().unwrap_err();
        assert!(err.to_string().contains("columns A–D, rows 1–6"), "{err}");
        let err = "move C2 up".parse::<SoloMove>().unwrap_err();
        assert!(err.to_string().contains("left, front and right"), "{err}");
        assert!("move C2 l,f,r,l".parse::<SoloMove>().is_err());
    }
}
