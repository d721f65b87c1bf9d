//! The text form of solo moves, as people type them: `enter B1`, `move C2`,
//! `move C2 right,front,left`, and `order C5 left,front` while a turn waits for the order
//! of the spells of a tile just turned up (cells as [`solo_label`]s; edges
//! `left`/`front`/`right` or `l`/`f`/`r`).

use std::fmt;
use std::str::FromStr;

use super::super::battlefield::{Battlefield, PlacedTile};
use super::super::events::EndReason;
use super::super::geometry::{Edge, Facing};
use super::super::moves::SpellOrder;
use super::super::notation::tile_words::{parse_side, parse_tile_words, tile_words_text};
use super::super::notation::{line_error, NotationError};
use super::super::sides::Side;
use super::moves::SoloMove;
use super::pause::SoloPending;
use super::scoring::score;
use super::state::SoloGame;
use super::{
    cell_at, index_of, is_players_land, parse_solo_label, solo_label, Difficulty, UnknownSoloCell,
    GOLEMS, PLAYER, SURAMUN, TILES,
};

/// Why a solo move could not be read: the text typed and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}`: {reason}")]
pub struct SoloNotationError {
    pub text: String,
    pub reason: SoloBadMove,
}

/// What is wrong with a solo move's text. Its text is the English of the engine protocol;
/// a table words it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SoloBadMove {
    #[error(transparent)]
    Cell(#[from] UnknownSoloCell),
    #[error("spell edges are left, front and right")]
    NotAnEdge,
    #[error("a tile has at most 3 spells")]
    TooManySpells,
    #[error("write `enter B1`, `move C2`, `move C2 right,front,left` or `order C5 left,front`")]
    NotAMove,
}

impl fmt::Display for SoloMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SoloMove::Enter { cell } => write!(f, "enter {}", solo_label(*cell)),
            SoloMove::Move { cell, order } => {
                write!(f, "move {}", solo_label(*cell))?;
                match order {
                    Some(order) => write!(f, " {}", edge_list(order)),
                    None => Ok(()),
                }
            }
            SoloMove::Order { cell, order } => {
                write!(f, "order {} {}", solo_label(*cell), edge_list(order))
            }
        }
    }
}

/// `right,front,left`.
fn edge_list(order: &SpellOrder) -> String {
    let names: Vec<&str> = order.edges().iter().map(|e| e.name()).collect();
    names.join(",")
}

impl FromStr for SoloMove {
    type Err = SoloNotationError;

    fn from_str(text: &str) -> Result<SoloMove, SoloNotationError> {
        let bad = |reason: SoloBadMove| SoloNotationError {
            text: text.trim().to_string(),
            reason,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let cell = |word: &str| parse_solo_label(word).map_err(|e| bad(e.into()));
        match words.as_slice() {
            [verb, at] if verb.eq_ignore_ascii_case("enter") => {
                Ok(SoloMove::Enter { cell: cell(at)? })
            }
            [verb, at] if verb.eq_ignore_ascii_case("move") => Ok(SoloMove::Move {
                cell: cell(at)?,
                order: None,
            }),
            [verb, at, edges]
                if verb.eq_ignore_ascii_case("move") || verb.eq_ignore_ascii_case("order") =>
            {
                let edges = edges
                    .split(',')
                    .map(|w| Edge::from_word(w).ok_or_else(|| bad(SoloBadMove::NotAnEdge)))
                    .collect::<Result<Vec<Edge>, _>>()?;
                let order =
                    SpellOrder::new(&edges).ok_or_else(|| bad(SoloBadMove::TooManySpells))?;
                let cell = cell(at)?;
                Ok(if verb.eq_ignore_ascii_case("order") {
                    SoloMove::Order { cell, order }
                } else {
                    SoloMove::Move {
                        cell,
                        order: Some(order),
                    }
                })
            }
            _ => Err(bad(SoloBadMove::NotAMove)),
        }
    }
}

/// Writes a whole solo game (face-down tiles included: it is the state, not a view) the
/// way [`parse_solo_position`] reads it.
pub fn format_solo_position(game: &SoloGame) -> String {
    let mut out = format!("suramun {}\n", game.difficulty);
    out += &format!("turns {}\n", game.turns);
    out += &format!(
        "supply {} {}\n",
        game.supplies[PLAYER.index()],
        game.supplies[SURAMUN.index()]
    );
    if let Some(seed) = game.seed {
        out += &format!("seed {seed}\n");
    }
    if game.pending.is_some() {
        out += "pending order\n";
    }
    if let Some(outcome) = &game.outcome {
        out += &match outcome.reason {
            EndReason::SupplyEmpty { side } => format!("over supply {side}\n"),
            _ => "over stuck\n".to_string(),
        };
    }
    for tile in &game.field.tiles {
        let wizard = [PLAYER, SURAMUN]
            .into_iter()
            .find(|s| game.wizards[s.index()] == Some(tile.cell));
        out += &format!(
            "{} {} {}{}\n",
            solo_label(tile.cell),
            tile.tile,
            tile.facing.name(),
            tile_words_text(tile, [PLAYER, SURAMUN].into_iter(), wizard)
        );
    }
    out
}

/// Reads a solo position: `suramun <level>`, then `turns`, `supply <yours> <his>`,
/// `seed`, `pending order` (the turn waits for the order of the spells of your wizard's
/// tile), `over supply <side>` or `over stuck` in any order, and one line per tile of
/// the battlefield (all 24, in any order): `<cell> <tile> [<facing>] [s2 p1] [@salmon]
/// [down]`, cells as [`solo_label`]s, you salmon (`s`), Suramun purple (`p`). Left out:
/// the facing (north in your rows, south in his), `turns` (1 once your wizard is out),
/// `supply` (30 less the golems on the board). The state is checked
/// ([`SoloGame::validate`]) before it is returned.
pub fn parse_solo_position(text: &str) -> Result<SoloGame, NotationError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let header_error = || {
        line_error(
            1,
            "start with `suramun standard` (beginner, standard or master)",
        )
    };
    let (n, header) = lines.next().ok_or_else(header_error)?;
    let difficulty = match header.split_whitespace().collect::<Vec<_>>().as_slice() {
        [game, level] if game.eq_ignore_ascii_case("suramun") => level
            .parse::<Difficulty>()
            .map_err(|e| line_error(n, e.to_string()))?,
        _ => return Err(header_error()),
    };
    let mut game = SoloGame {
        seed: None,
        difficulty,
        field: Battlefield::default(),
        supplies: [0; Side::MAX],
        wizards: [None; Side::MAX],
        turns: 0,
        pending: None,
        outcome: None,
    };
    let mut tiles: Vec<Option<PlacedTile>> = vec![None; TILES];
    let (mut turns, mut supply, mut over) = (None, None, None);
    let mut pending = None;
    for (n, line) in lines {
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let words: Vec<&str> = rest.split_whitespace().collect();
        match word.to_ascii_lowercase().as_str() {
            "turns" => {
                turns = Some(
                    rest.trim()
                        .parse::<u16>()
                        .map_err(|_| line_error(n, "`turns` takes a whole number"))?,
                )
            }
            "supply" => match words.as_slice() {
                [yours, his] => {
                    let count = |w: &str| {
                        w.parse::<u8>()
                            .map_err(|_| line_error(n, format!("`{w}` is not a number of golems")))
                    };
                    supply = Some((count(yours)?, count(his)?));
                }
                _ => return Err(line_error(n, "write `supply 28 27`: yours, then Suramun's")),
            },
            "seed" => {
                game.seed = Some(
                    rest.trim()
                        .parse()
                        .map_err(|_| line_error(n, "`seed` takes a whole number"))?,
                )
            }
            "pending" => match words.as_slice() {
                ["order"] => pending = Some(n),
                _ => return Err(line_error(n, "write `pending order`")),
            },
            "over" => {
                over = Some(match words.as_slice() {
                    ["stuck"] => EndReason::NoMoveLeft,
                    ["supply", side] => EndReason::SupplyEmpty {
                        side: parse_side(n, side, 2)?,
                    },
                    _ => return Err(line_error(n, "write `over supply salmon` or `over stuck`")),
                })
            }
            _ => {
                let cell = parse_solo_label(word)
                    .map_err(|e| line_error(n, format!("{e} (or an unknown keyword)")))?;
                let facing = if is_players_land(cell) {
                    Facing::North
                } else {
                    Facing::South
                };
                let (tile, wizard) = parse_tile_words(n, cell, rest.split_whitespace(), 2, facing)?;
                let Some(slot) = index_of(cell).and_then(|i| tiles.get_mut(i)) else {
                    return Err(line_error(n, "not a tile of the battlefield"));
                };
                if slot.is_some() {
                    return Err(line_error(n, format!("two tiles at {}", solo_label(cell))));
                }
                *slot = Some(tile);
                if let Some(side) = wizard {
                    game.wizards[side.index()] = Some(cell);
                }
            }
        }
    }
    for (index, tile) in tiles.into_iter().enumerate() {
        let tile = tile.ok_or_else(|| {
            line_error(
                1,
                format!("no tile at {}: give all 24", solo_label(cell_at(index))),
            )
        })?;
        game.field.tiles.push(tile);
    }
    let (yours, his) = supply.unwrap_or_else(|| {
        let left = |side| {
            u8::try_from(u32::from(GOLEMS).saturating_sub(game.field.golems_of(side))).unwrap_or(0)
        };
        (left(PLAYER), left(SURAMUN))
    });
    game.supplies[PLAYER.index()] = yours;
    game.supplies[SURAMUN.index()] = his;
    game.turns = turns.unwrap_or(u16::from(game.wizard().is_some()));
    if let Some(n) = pending {
        let cell = game.wizard().ok_or_else(|| {
            line_error(
                n,
                "a spell order is awaited only once your wizard has entered",
            )
        })?;
        game.pending = Some(SoloPending::Order { cell });
    }
    if let Some(reason) = over {
        game.outcome = Some(score(&game).outcome(reason));
    }
    game.validate()?;
    Ok(game)
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
            SoloMove::Order {
                cell: Cell::new(2, 4),
                order: SpellOrder::new(&[Edge::Left, Edge::Front]).unwrap(),
            },
        ];
        let texts = [
            "enter B1",
            "move C5",
            "move D2 right,front,left",
            "order C5 left,front",
        ];
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
            "`jump B1`: write `enter B1`, `move C2`, `move C2 right,front,left` or `order C5 left,front`"
        );
        let err = "move E9".parse::<SoloMove>().unwrap_err();
        assert!(err.to_string().contains("columns A–D, rows 1–6"), "{err}");
        let err = "move C2 up".parse::<SoloMove>().unwrap_err();
        assert!(err.to_string().contains("left, front and right"), "{err}");
        assert!("move C2 l,f,r,l".parse::<SoloMove>().is_err());
    }
}

#[cfg(test)]
#[path = "notation_position_tests.rs"]
mod position_tests;
