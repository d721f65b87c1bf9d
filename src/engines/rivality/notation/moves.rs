//! Moves as text: `A7 M14 east`, `B10 L12 n front,right`, `mulligan`, `remove teal`.

use super::NotationError;
use crate::engines::rivality::geometry::{Cell, Edge, Facing};
use crate::engines::rivality::moves::{Move, SpellOrder};
use crate::engines::rivality::sides::Side;
use crate::engines::rivality::tiles::TileId;

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

/// Reads a move: `<tile> <cell> <facing> [<edge>,<edge>,...]`, `mulligan` or
/// `remove <side>`. Case does not matter.
pub fn parse_move(text: &str) -> Result<Move, NotationError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let bad = |m: String| Err(NotationError::Move(m));
    match words.as_slice() {
        [] => bad("an empty move: write a tile, a cell and a facing, like `A7 M14 east`".into()),
        [w] if w.eq_ignore_ascii_case("mulligan") => Ok(Move::Mulligan),
        [w, side] if w.eq_ignore_ascii_case("remove") => match Side::from_word(side) {
            Some(side) => Ok(Move::Remove { side }),
            None => bad(format!("`{side}` is not a side: salmon, purple or teal")),
        },
        [tile, cell, facing, rest @ ..] if rest.len() <= 1 => {
            let tile: TileId =
                tile.parse()
                    .map_err(|e: crate::engines::rivality::tiles::UnknownTile| {
                        NotationError::Move(e.to_string())
                    })?;
            let cell: Cell =
                cell.parse()
                    .map_err(|e: crate::engines::rivality::geometry::UnknownCell| {
                        NotationError::Move(e.to_string())
                    })?;
            let Some(facing) = Facing::from_word(facing) else {
                return bad(format!(
                    "`{facing}` is not a facing: north, east, south or west"
                ));
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
        _ => bad(format!(
            "`{text}` is not a move: write `A7 M14 east`, `mulligan` or `remove teal`"
        )),
    }
}

fn parse_order(list: &str) -> Result<SpellOrder, NotationError> {
    let mut edges = Vec::new();
    for word in list.split(',') {
        match Edge::from_word(word) {
            Some(edge) => edges.push(edge),
            None => {
                return Err(NotationError::Move(format!(
                    "`{word}` is not a spell edge: left, front or right"
                )))
            }
        }
    }
    SpellOrder::new(&edges)
        .ok_or_else(|| NotationError::Move("a tile has at most three spells".to_string()))
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
