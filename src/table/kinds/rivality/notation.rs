//! Rivality moves in words: `A7 M14 east`, `A7 M14 east front,left`, `mulligan`,
//! `remove purple`. A stop-gap until the engine's own notation lands; same syntax.

use crate::engines::rivality::{Cell, Edge, Facing, Move, Side, SpellOrder, TileId};

pub fn print(mv: &Move) -> String {
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

pub fn parse(text: &str) -> Result<Move, String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    match words.as_slice() {
        [] => Err("write a move, like `A7 M14 east`".to_string()),
        [w] if w.eq_ignore_ascii_case("mulligan") => Ok(Move::Mulligan),
        [w, side] if w.eq_ignore_ascii_case("remove") => Side::from_word(side)
            .map(|side| Move::Remove { side })
            .ok_or_else(|| format!("`{side}` is not a side: salmon, purple or teal")),
        [tile, cell, facing, order @ ..] => {
            let tile: TileId = tile.parse().map_err(|e| format!("{e}"))?;
            let cell: Cell = cell.parse().map_err(|e| format!("{e}"))?;
            let facing = Facing::from_word(facing)
                .ok_or_else(|| format!("`{facing}` is not a facing: north, east, south or west"))?;
            let order = parse_order(order)?;
            Ok(Move::Place {
                tile,
                cell,
                facing,
                order,
            })
        }
        _ => Err(format!(
            "`{}` is not a move: write a tile, a cell and a facing, like `A7 M14 east`; \
             or `mulligan`; or `remove <side>`",
            text.trim()
        )),
    }
}

fn parse_order(words: &[&str]) -> Result<Option<SpellOrder>, String> {
    if words.is_empty() {
        return Ok(None);
    }
    let mut edges = Vec::with_capacity(3);
    for word in words {
        let edge = Edge::from_word(word)
            .ok_or_else(|| format!("`{word}` is not a spell edge: front, left or right"))?;
        edges.push(edge);
    }
    SpellOrder::new(&edges)
        .map(Some)
        .ok_or_else(|| "a tile has at most 3 spells".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_words() {
        let moves = [
            parse("A7 M14 east").unwrap(),
            parse("b10 l13 W front, left ,right").unwrap(),
            parse("mulligan").unwrap(),
            parse("remove p").unwrap(),
        ];
        for mv in moves {
            assert_eq!(parse(&print(&mv)), Ok(mv));
        }
        assert_eq!(print(&moves[1]), "B10 L13 west front,left,right");
    }

    #[test]
    fn nonsense_is_refused_with_a_reason() {
        assert!(parse("").unwrap_err().contains("write a move"));
        assert!(parse("Z9 M14 east").unwrap_err().contains("not a tile"));
        assert!(parse("A7 M14 up").unwrap_err().contains("not a facing"));
        assert!(parse("A7 M14 east back")
            .unwrap_err()
            .contains("not a spell edge"));
        assert!(parse("hello").unwrap_err().contains("not a move"));
    }
}
