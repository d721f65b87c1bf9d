//! `help`: the syntax of the game being played, and the commands of the loop.

use crate::table::GameOptions;

const COMMANDS: &str = "Commands: moves (or `moves A6`, `moves M14`: the moves with that tile or \
cell), a number from that list, tile A7 (what a tile holds), board, hand, log, hint, resign, \
help, quit.\nEach move is shown first: press Enter (or y) to play it, n to take it back.";

const DUEL_COMMANDS: &str = "Commands: choose (build your move step by step), moves (or \
`moves WORD`: the moves naming it, or starting with it), a number from that list, rules (or \
`rules TOPIC`), board, log, resign, help, quit.\nEach move is shown first: press Enter (or \
y) to play it, n to take it back.";

const SOLO_COMMANDS: &str = "Commands: moves (or `moves B2`: the moves to that cell), a number \
from that list, tile #A7 (what a tile holds), board, log, resign, help, quit.\nEach move is \
shown first: press Enter (or y) to play it, n to take it back.";

pub fn text(options: &GameOptions) -> String {
    match options {
        GameOptions::Rivality(o) => {
            let mut text = "Place a tile: its id, a cell and the way its front faces, like \
`A7 M14 east` (north, east, south, west; or n, e, s, w). When the order of its spells \
matters you are asked for it, or add it: `A6 M14 east right,front,left`.\n\
Before your first tile: `mulligan` (a new hand)."
                .to_string();
            if o.players >= 3 {
                text.push_str(
                    "\nWhen five golems crowd a tile and you must choose whose goes: \
`remove salmon` (or purple, teal).",
                );
            }
            format!("{text}\n{COMMANDS}")
        }
        GameOptions::Suramun(_) => format!(
            "Your wizard first enters the bottom row: `enter B1` (cells A1 to D6, columns \
A-D, rows 1-6). Then it moves to a tile holding your golems: `move C2`; when the order of \
its spells matters you are asked for it, or add it: `move C2 right,front,left`.\n\
Tiles are written with a # (`#A7`), so that they never read like a cell.\n{SOLO_COMMANDS}"
        ),
        GameOptions::Magistrar(_) => format!(
            "Duels 1–4: place a pawn on each of your six rocks in one move, rock 1 first: \
`sm.wmw` (s strong, m medium, w weak, `.` on a rock holding your own super energy). Duel 5, \
one pawn at a time: `3m` (a medium pawn on rock 3). When you win a super energy, choose \
its way: `light` or `dark`.\n{DUEL_COMMANDS}"
        ),
        GameOptions::Rivalry(_) => format!(
            "The set-up, sent sealed: `cities *@R2 @R6 @R8 @R9 units E3:2a E4:2a … extra E3`. \
Then a turn's moves: `C5-B5:2a1c`, `E7xE8`, `D7x@K9!` (fight it out), `>D8:4a`, `@R2+E3a`, \
`end-moves`, `end-battles`, `end-turn` (docs/rivalry-notation.md).\n{DUEL_COMMANDS}"
        ),
        GameOptions::Aetherium(_) => format!(
            "A turn: a pawn, an action and its columns: `fire surge B`, `wild:water twin A C`, \
`earth step-leap A C` (A steps, C leaps), `air fall B 2`, `water gather D`. A power token \
before or after, with `then`: `aether then fire gather D`, `fire surge B then fall water A`, \
`block twin`, `rise-fire C`. With no action possible: `pass earth`.\n{DUEL_COMMANDS}"
        ),
    }
}
