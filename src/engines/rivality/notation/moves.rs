//! Moves as text: `A7 M14 east`, `B10 L12 n front,right`, `mulligan`, `remove teal`.

use super::NotationError;
use thiserror::Error;

use crate::engines::rivality::geometry::{Cell, Edge, Facing, UnknownCell};
use crate::engines::rivality::moves::{Move, SpellOrder};
use crate::engines::rivality::sides::Side;
use crate::engines::rivality::tiles::{TileId, UnknownTile};

/// Writes a move the way [`parse_move`] reads it.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Place {
            tile,
            cell,
            facing,
            order,
        } => {
            let mut text = format!("{tile} {cell} {}", facing.name());
            if let Some(order) = order {
                let edges: Vec<&str> = order.edges().iter().map(|e| e.name()).collect();
                text.push(' ');
                text.push_str(&edges.join(","));
            }
            text
        }
        Move::Mulligan => "mulligan".to_string(),
        Move::Remove { side } => format!("remove {side}"),
    }
}

/// Why typed text is not a move: what is wrong, with the word that is. Its text is the
/// English of the engine protocol; a table words it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BadMove {
    #[error("an empty move: write a tile, a cell and a facing, like `A7 M14 east`")]
    Empty,
    #[error("`{0}` is not a side: salmon, purple or teal")]
    NotASide(String),
    #[error(transparent)]
    Tile(#[from] UnknownTile),
    #[error(transparent)]
    Cell(#[from] UnknownCell),
    #[error("`{0}` is not a facing: north, east, south or west")]
    NotAFacing(String),
    #[error("`{0}` is not a spell edge: left, front or right")]
    NotAnEdge(String),
    #[error("a tile has at most three spells")]
    TooManySpells,
    #[error("`{0}` is not a move: write `A7 M14 east`, `mulligan` or `remove teal`")]
    NotAMove(String),
}

/// Reads a move: `<tile> <cell> <facing> [<edge>,<edge>,...]`, `mulligan` or
/// `remove <side>`. Case does not matter.
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    read_move(text).map_err(NotationError::Move)
}

/// [`parse_move`] with the typed reason.
pub fn read_move(text: &str) -> Result<Move, BadMove> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        [] => Err(BadMove::Empty),
        [w] if w.eq_ignore_ascii_case("mulligan") => Ok(Move::Mulligan),
        [w, side] if w.eq_ignore_ascii_case("remove") => match Side::from_word(side) {
            Some(side) => Ok(Move::Remove { side }),
            None => Err(BadMove::NotASide(side.to_string())),
        },
        [tile, cell, facing, rest @ ..] if rest.len() <= 1 => {
            let tile: TileId = tile.parse()?;
            let cell: Cell = cell.parse()?;
            let Some(facing) = Facing::from_word(facing) else {
                return Err(BadMove::NotAFacing(facing.to_string()));
            };
            let order = match rest.first() {
                None => None,
                Some(list) => Some(parse_order(list)?),
            };
            Ok(Move::Place {
                tile,
                cell,
                facing,
                order,
            })
        }
        _ => Err(BadMove::NotAMove(text.to_string())),
    }
}

fn parse_order(list: &str) -> Result<SpellOrder, BadMove> {
    let mut edges = Vec::new();
    for word in list.split(',') {
        match Edge::from_word(word) {
            Some(edge) => edges.push(edge),
            None => return Err(BadMove::NotAnEdge(word.to_string())),
        }
    }
    SpellOrder::new(&edges).ok_or(BadMove::TooManySpells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip() {
        for text in [
            "A7 M14 east",
            "B10 L12 north front,right,left",
            "mulligan",
            "remove teal",
        ] {
            let mv = parse_move(text).unwrap();
            assert_eq!(format_move(&mv), text);
        }
        assert_eq!(
            parse_move("a7 m14 E").unwrap(),
            parse_move("A7 M14 east").unwrap()
        );
    }

    #[test]
    fn bad_moves_say_what_is_wrong() {
        let err = |t: &str| parse_move(t).unwrap_err().to_string();
        assert!(err("Z9 M14 east").contains("not a tile"));
        assert!(err("A7 14 east").contains("not a cell"));
        assert!(err("A7 M14 up").contains("not a facing"));
        assert!(err("A7 M14 east back").contains("not a spell edge"));
        assert!(err("remove green").contains("not a side"));
        assert!(err("").contains("empty move"));
    }
}
