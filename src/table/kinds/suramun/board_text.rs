//! The solo battlefield as text: 4 columns, 6 rows, your Entry Point at the bottom.
//! A face-down tile shows as `??`, never as its name.

use std::fmt::Write;

use crate::engines::rivality::solo::{SoloGame, COLUMNS, PLAYER, ROWS, SURAMUN};
use crate::engines::rivality::Cell;
use crate::table::kinds::words::arrow;

const WIDTH: usize = 12;

pub fn board(game: &SoloGame, player: &str) -> String {
    let mut out = String::new();
    let _ = write!(out, "{:>4} ", "");
    for x in 0..COLUMNS {
        let _ = write!(out, "{:<WIDTH$}", char::from(b'A' + x as u8));
    }
    out.push('\n');
    for y in (0..ROWS).rev() {
        let _ = write!(out, "{:>4} ", y + 1);
        let mut line = String::new();
        for x in 0..COLUMNS {
            let cell = Cell::new(x, y);
            let Some(tile) = game.tile(cell) else {
                continue;
            };
            let mut text = if tile.face_down {
                "??".to_string()
            } else {
                format!("#{}{}", tile.tile, arrow(tile.facing))
            };
            text.push(' ');
            for (side, letter) in [(PLAYER, 'y'), (SURAMUN, 's')] {
                let n = tile.golems_of(side);
                if n > 0 {
                    let _ = write!(text, "{letter}{n}");
                }
            }
            if game.wizard() == Some(cell) {
                text.push_str("*you");
            } else if game.suramun() == Some(cell) {
                text.push_str("*S");
            }
            let _ = write!(line, "{text:<WIDTH$}");
        }
        out.push_str(line.trim_end());
        out.push('\n');
        if y == ROWS / 2 {
            out.push_str("     -------------------------------------------  (the mirror line)\n");
        }
    }
    out.push_str(
        "(#A7> = tile A7, its front east; ?? = face down; y2 = 2 of your golems,\n \
         s2 = 2 of Suramun's; *you / *S = the wizards)\n",
    );
    let s = game.score_now();
    let _ = writeln!(
        out,
        "Golems in supply: {player} {}, Suramun {}.\nScore if it ended now ({}): {player} {}, Suramun {}.",
        game.supplies[PLAYER.index()],
        game.supplies[SURAMUN.index()],
        s.difficulty,
        s.player,
        s.suramun
    );
    out
}
