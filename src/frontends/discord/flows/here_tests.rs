//! The game commands' own tests: their English answers and an illegal choice's words.

use super::*;
use crate::frontends::discord::flows::game_start::HUMANS_NEED_A_SERVER;

/// The constants other tests compare answers with are the catalogue's English.
#[test]
fn the_english_answers_are_the_constants() {
    assert_eq!(tr!(Lang::En, "no-game-here"), NO_GAME_HERE);
    assert_eq!(tr!(Lang::En, "humans-need-a-server"), HUMANS_NEED_A_SERVER);
}

#[test]
fn an_illegal_choice_names_the_first_option_that_fails() {
    let turn = TurnView {
        table: 1,
        version: 1,
        hand: String::new(),
        moves: vec!["A7 C4 e".into()],
        steps: Vec::new(),
        sealed: false,
    };
    let picked = |tile: &str, cell: &str| Picked {
        tile: Some(tile.into()),
        cell: Some(cell.into()),
        facing: Some('n'),
        order: None,
    };
    assert_eq!(
        illegal_choice(Lang::En, &turn, &picked("Z9", "C4")),
        "Illegal move: Z9 is not a tile in your hand."
    );
    assert_eq!(
        illegal_choice(Lang::Fr, &turn, &picked("A7", "B2")),
        "Coup illégal\u{a0}: A7 ne peut pas être posée en B2 (une case doit être vide et \
         voisine d'une tuile)."
    );
    assert_eq!(
        illegal_choice(Lang::De, &turn, &picked("A7", "C4")),
        "Ungültiger Zug: A7 auf C4 kann nicht so ausgerichtet werden."
    );
}
