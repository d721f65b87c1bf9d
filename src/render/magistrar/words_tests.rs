//! The panel's words, checked against the events that make them.

use super::*;

fn names() -> Vec<String> {
    vec!["Ada".to_string(), "Ben".to_string()]
}

fn result(honoris: [i32; 2], markers: [u8; 2], winner: Option<Mage>) -> GameResult {
    GameResult {
        honoris,
        markers,
        levels: [0, 0],
        winner,
    }
}

#[test]
fn the_end_says_the_honoris_a_tie_broken_by_markers_and_a_draw() {
    let outcome = |last: GameResult| Outcome {
        winner: last.winner,
        last_game: last,
        wins: [0, 0],
    };
    let won = outcome(result([31, 20], [3, 2], Some(Mage::White)));
    assert_eq!(
        finished(&won, false, &names(), Lang::En),
        ["Game over: Ada (white) wins, 31 Honoris to 20"]
    );
    let tied = outcome(result([20, 20], [1, 3], Some(Mage::Black)));
    assert_eq!(
        finished(&tied, false, &names(), Lang::En)[0],
        "Game over: tied at 20 Honoris: Ben (black) wins on duel markers, 3 to 1"
    );
    let drawn = outcome(result([15, 15], [2, 2], None));
    assert!(finished(&drawn, false, &names(), Lang::En)[0].contains("a draw"));
}

#[test]
fn a_match_names_its_grand_mage() {
    let outcome = Outcome {
        winner: Some(Mage::Black),
        last_game: result([8, 14], [1, 2], Some(Mage::Black)),
        wins: [1, 3],
    };
    let lines = finished(&outcome, true, &names(), Lang::En);
    assert_eq!(lines[0], "Last game: Ben (black) wins, 14 Honoris to 8");
    assert_eq!(
        lines[1],
        "Match over: Ben (black) is Grand Mage, 3 games to 1"
    );
}

#[test]
fn a_pawn_a_steer_and_a_resignation_in_words() {
    let pawn = [Event::PawnPlaced {
        mage: Mage::Black,
        encounter: 3,
        strength: Strength::Strong,
    }];
    assert_eq!(
        last_move(&pawn, &names(), false, None, Lang::En).unwrap(),
        "Last: Ben (black) put a strong pawn on rock 3"
    );
    assert!(last_move(&pawn, &names(), true, None, Lang::En)
        .unwrap()
        .starts_with("If confirmed, Ben (black) plays: "));
    let steer = [Event::TrackMoved {
        mage: Mage::White,
        toward: crate::engines::magistrar::Energy::Dark,
        from: -1,
        to: 1,
    }];
    assert_eq!(
        last_move(&steer, &names(), false, Some((Mage::White, 2)), Lang::En).unwrap(),
        "Last: Ada (white) steered the super energy of rock 2: 2 spaces toward dark"
    );
    let gave_up = Resignation {
        seat: 1,
        forfeit: false,
    };
    assert_eq!(
        resigned(&gave_up, &names(), false, Lang::En),
        ["Game over: Ben resigned", "Ada (white) wins the game"]
    );
}

#[test]
fn the_move_and_the_end_are_told_in_french_and_german() {
    let pawn = [Event::PawnPlaced {
        mage: Mage::Black,
        encounter: 3,
        strength: Strength::Strong,
    }];
    assert_eq!(
        last_move(&pawn, &names(), false, None, Lang::Fr).unwrap(),
        "Dernier coup\u{a0}: Ben (noir) a posé un pion fort sur la pierre 3"
    );
    assert_eq!(
        last_move(&pawn, &names(), true, None, Lang::De).unwrap(),
        "Zug von Ben (Schwarz), falls bestätigt: setzte eine Figur (stark) auf Stein 3"
    );
    let won = Outcome {
        winner: Some(Mage::White),
        last_game: result([31, 20], [3, 2], Some(Mage::White)),
        wins: [0, 0],
    };
    assert_eq!(
        finished(&won, false, &names(), Lang::De),
        ["Spielende: Ada (Weiß) gewinnt, 31 zu 20 Honoris"]
    );
    let gave_up = Resignation {
        seat: 1,
        forfeit: true,
    };
    assert_eq!(
        resigned(&gave_up, &names(), true, Lang::Fr),
        [
            "Partie terminée\u{a0}: Ben a dépassé son temps",
            "Ada (blanc) gagne le match"
        ]
    );
}
