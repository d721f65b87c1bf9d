//! Tiles are written `A7` in Rivality and `#A7` in solo (the glossary): a Rivality move
//! typed with the solo spelling is read as Rivality writes it, so that a player coming
//! from solo is understood, on Discord and in the terminal alike.

use crate::engines::rivality::TileId;

/// `text` with every `#A7` that names a tile written `A7`; any other word as typed.
pub fn rivality_spelling(text: &str) -> String {
    text.split(' ')
        .map(|word| match word.strip_prefix('#') {
            Some(tile) if tile.parse::<TileId>().is_ok() => tile,
            _ => word,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_written_the_solo_way_is_read_the_rivality_way() {
        assert_eq!(rivality_spelling("#A7 M14 east"), "A7 M14 east");
        assert_eq!(rivality_spelling("#b12  M14 east"), "b12  M14 east");
        // Not a tile: left as typed, for the notation to refuse.
        assert_eq!(rivality_spelling("#Z9 M14 east"), "#Z9 M14 east");
        assert_eq!(rivality_spelling("#M14"), "#M14");
    }
}
