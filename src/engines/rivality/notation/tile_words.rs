//! The words of a tile line after its cell: the tile, its facing, golems, wizard, delayed
//! spells, `down` and the moment its control began. Shared by the table game's positions
//! and the solo mode's.

use super::{line_error, NotationError};
use crate::engines::rivality::battlefield::{PlacedTile, MAX_GOLEMS_PER_TILE};
use crate::engines::rivality::geometry::{Cell, Edge, EdgeSet, Facing};
use crate::engines::rivality::sides::Side;
use crate::engines::rivality::tiles::TileId;

/// Golems, wizard, delayed spells, `down` and the moment control began, as
/// [`parse_tile_words`] reads them.
pub(crate) fn tile_words_text(
    tile: &PlacedTile,
    sides: impl Iterator<Item = Side>,
    wizard: Option<Side>,
) -> String {
    let mut line = String::new();
    for side in sides {
        let n = tile.golems_of(side);
        if n > 0 {
            line += &format!(" {}{n}", side.letter());
        }
    }
    if let Some(side) = wizard {
        line += &format!(" @{side}");
    }
    if !tile.delayed.is_empty() {
        let edges: Vec<&str> = tile.delayed.iter().map(Edge::name).collect();
        line += &format!(" ~{}", edges.join(","));
    }
    if tile.face_down {
        line += " down";
    }
    if tile.control_since > 0 {
        line += &format!(" ^{}", tile.control_since);
    }
    line
}

pub(crate) fn parse_side(n: usize, text: &str, sides: usize) -> Result<Side, NotationError> {
    match Side::from_word(text.trim()) {
        Some(s) if s.index() < sides => Ok(s),
        _ => Err(line_error(
            n,
            format!("`{}` is not a side of this game", text.trim()),
        )),
    }
}

/// The rest of a tile line once its cell is read: `<tile> [<facing>] [s2 p1…] [@<side>]
/// [~<edge>,…] [down] [^<moment>]`. Shared with the solo positions.
pub(crate) fn parse_tile_words<'a>(
    n: usize,
    cell: Cell,
    mut words: impl Iterator<Item = &'a str>,
    sides: usize,
    facing: Facing,
) -> Result<(PlacedTile, Option<Side>), NotationError> {
    let tile: TileId = words
        .next()
        .ok_or_else(|| line_error(n, format!("which tile lies at {cell}?")))?
        .parse()
        .map_err(|e: crate::engines::rivality::tiles::UnknownTile| line_error(n, e.to_string()))?;
    let mut placed = PlacedTile::new(tile, cell, facing);
    let mut wizard = None;
    for word in words {
        if let Some(facing) = Facing::from_word(word) {
            placed.facing = facing;
        } else if let Some(side) = word.strip_prefix('@') {
            wizard = Some(parse_side(n, side, sides)?);
        } else if let Some(edges) = word.strip_prefix('~') {
            let mut set = EdgeSet::EMPTY;
            for e in edges.split(',') {
                let edge = Edge::from_word(e)
                    .ok_or_else(|| line_error(n, format!("`{e}` is not a spell edge")))?;
                if tile.spec().spell(edge).is_none() {
                    return Err(line_error(
                        n,
                        format!("{tile} has no {} spell", edge.name()),
                    ));
                }
                set.insert(edge);
            }
            placed.delayed = set;
        } else if word.eq_ignore_ascii_case("down") {
            placed.face_down = true;
        } else if let Some(moment) = word.strip_prefix('^') {
            placed.control_since = moment.parse().map_err(|_| {
                line_error(
                    n,
                    format!("`{word}` is not a moment like `^3` (a whole number)"),
                )
            })?;
        } else {
            let (letter, count) = word.split_at_checked(1).unwrap_or((word, ""));
            let side = parse_side(n, letter, sides)?;
            let count: u8 = count
                .parse()
                .ok()
                .filter(|c| *c <= MAX_GOLEMS_PER_TILE)
                .ok_or_else(|| {
                    line_error(n, format!("`{word}` is not golems like `s3` (0 to 5)"))
                })?;
            placed.golems[side.index()] = count;
        }
    }
    let total: u32 = placed.golems.iter().map(|g| u32::from(*g)).sum();
    if total > u32::from(MAX_GOLEMS_PER_TILE) {
        return Err(line_error(n, format!("more than five golems at {cell}")));
    }
    Ok((placed, wizard))
}
