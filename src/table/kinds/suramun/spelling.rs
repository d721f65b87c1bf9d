//! Tiles are written `#A7` in solo, where `A7`-like words are the battlefield's cells (the
//! glossary). A solo move names a cell; one typed with a tile (`move #A7`) is read as the
//! cell that tile lies on, face up, and refused with the cell spelling otherwise.

use crate::engines::rivality::solo::{solo_label, SoloGame, COLUMNS, ROWS};
use crate::engines::rivality::{Cell, TileId};
use crate::i18n::Lang;
use crate::tr;

/// `text` with every `#A7` written as the cell where tile A7 lies face up; a tile that is
/// not to be seen there is refused, naming how a cell is written.
pub fn cells_for_tiles(game: &SoloGame, text: &str, lang: Lang) -> Result<String, String> {
    let mut words = Vec::new();
    for word in text.split(' ') {
        let Some(tile) = word
            .strip_prefix('#')
            .and_then(|t| t.parse::<TileId>().ok())
        else {
            words.push(word.to_string());
            continue;
        };
        match cell_of(game, tile) {
            Some(cell) => words.push(solo_label(cell)),
            None => {
                return Err(tr!(
                    lang,
                    "suramun-unreadable-tile-not-seen",
                    text = text,
                    word = word
                ))
            }
        }
    }
    Ok(words.join(" "))
}

/// Where `tile` lies face up on the battlefield.
fn cell_of(game: &SoloGame, tile: TileId) -> Option<Cell> {
    (0..COLUMNS)
        .flat_map(|x| (0..ROWS).map(move |y| Cell::new(x, y)))
        .find(|cell| {
            game.tile(*cell)
                .is_some_and(|t| !t.face_down && t.tile == tile)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::solo::{new_solo, Difficulty};

    #[test]
    fn a_tile_face_up_is_read_as_its_cell_and_one_not_seen_is_refused_with_the_cell_spelling() {
        let game = new_solo(3, Difficulty::Standard);
        let seen = (0..COLUMNS)
            .flat_map(|x| (0..ROWS).map(move |y| Cell::new(x, y)))
            .find_map(|c| game.tile(c).filter(|t| !t.face_down).map(|t| (c, t.tile)))
            .expect("a tile face up at the start");
        let typed = format!("move #{}", seen.1);
        assert_eq!(
            cells_for_tiles(&game, &typed, Lang::En).unwrap(),
            format!("move {}", solo_label(seen.0))
        );
        assert_eq!(
            cells_for_tiles(&game, "move B3", Lang::En).unwrap(),
            "move B3"
        );
        // Any tile of the game's that is not lying face up: every letter, every number.
        let hidden = ('A'..='Z')
            .flat_map(|letter| (1..=20).map(move |n| format!("{letter}{n}")))
            .filter_map(|name| name.parse::<TileId>().ok())
            .find(|t| cell_of(&game, *t).is_none())
            .expect("a tile not face up");
        let said = cells_for_tiles(&game, &format!("move #{hidden}"), Lang::En).unwrap_err();
        assert!(said.contains("like B3"), "{said}");
    }
}
