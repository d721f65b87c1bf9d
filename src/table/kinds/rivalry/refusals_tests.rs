//! Every Rivalry refusal: the engine's English, and French and German words.

use super::*;
use crate::engines::rivalry::{start, suggested_setup, Side, Target, TileId};

fn game() -> Game {
    let setup = |side| suggested_setup(side);
    start(&setup(Side::Republic), &setup(Side::Kingdom), 7)
        .unwrap()
        .0
}

fn text(s: &str) -> String {
    s.to_string()
}

/// Every variant but `NotNow`, which is made from the game's phase (below).
fn every_move_error() -> Vec<MoveError> {
    vec![
        MoveError::GameOver,
        MoveError::NotYourTurn {
            turn: Side::Kingdom,
        },
        MoveError::NotOpen { tile: text("E8") },
        MoveError::NoUnit,
        MoveError::TooMany { wanted: 5, left: 3 },
        MoveError::NotEnough {
            tile: text("C5"),
            armies: 1,
            cavalry: 2,
        },
        MoveError::NotAdjacent {
            from: text("C5"),
            to: text("E8"),
        },
        MoveError::OutOfReach {
            from: text("C5"),
            to: text("E8"),
        },
        MoveError::Garrison { city: text("@R2") },
        MoveError::NotOnOffer {
            target: text("@K9"),
        },
        MoveError::RelocateAll {
            target: text("E8"),
            armies: 3,
            cavalry: 1,
        },
        MoveError::NotYourCity { tile: text("J10") },
        MoveError::NotCapital {
            tile: text("E3"),
            capital: text("@R2"),
        },
        MoveError::BoxEmpty {
            kind: text("armies"),
        },
        MoveError::BoxEmpty {
            kind: text("cavalry"),
        },
        MoveError::CannotBuild { site: text("@R6") },
        MoveError::MutinyLastUnit { tile: text("E3") },
        MoveError::NoAssault {
            from: text("E7"),
            target: text("@K9"),
        },
        MoveError::BadAdvance {
            from: text("E7"),
            target: text("E8"),
            onto: text("F9"),
        },
        MoveError::MustAdvance,
        MoveError::CannotRecruit { city: text("@R2") },
        MoveError::NotCityTile {
            tile: text("E5"),
            city: text("@R2"),
        },
    ]
}

fn every_setup_error() -> Vec<SetupError> {
    let side = Side::Republic;
    vec![
        SetupError::CityCount { side, count: 3 },
        SetupError::ForeignSite {
            side,
            site: text("@K2"),
        },
        SetupError::CapitalNotCity {
            side,
            site: text("@R6"),
        },
        SetupError::ForeignTile {
            side,
            tile: text("J10"),
        },
        SetupError::TileTwice {
            side,
            tile: text("E3"),
        },
        SetupError::UnitCount { side, count: 24 },
        SetupError::TooManyCavalry { side, count: 9 },
        SetupError::ExtraNotInCity {
            side,
            tile: text("C5"),
        },
        SetupError::EmptyCity {
            side,
            city: text("@R2"),
        },
    ]
}

/// The engine's "not now" in every phase, with the game in that phase.
fn every_not_now() -> Vec<(MoveError, Game)> {
    let phases = [
        Phase::Surrender,
        Phase::Move { left: 3 },
        Phase::Reinforce { left: 2 },
        Phase::Build,
        Phase::Mutiny { left: 1 },
        Phase::Battle,
        Phase::Advance {
            from: TileId(0),
            target: Target::Tile(TileId(1)),
        },
        Phase::Recruit,
        Phase::Over,
    ];
    phases
        .into_iter()
        .map(|phase| {
            let mut game = game();
            game.phase = phase;
            (game.not_now(), game)
        })
        .collect()
}

fn differs_in_every_language(en: &str, fr: &str, de: &str) {
    assert!(en != fr && en != de && fr != de, "{en} / {fr} / {de}");
}

#[test]
fn every_move_refusal_keeps_the_engines_english_and_is_said_in_french_and_german() {
    let game = game();
    let with_game = every_move_error().into_iter().map(|e| (e, game.clone()));
    let all: Vec<_> = with_game.chain(every_not_now()).collect();
    // The 21 variants other than NotNow, BoxEmpty for both kinds, NotNow in 9 phases.
    assert_eq!(all.len(), 21 + 1 + 9);
    for (error, game) in all {
        let en = refusal(&error, &game, Lang::En);
        assert_eq!(en, error.to_string());
        let (fr, de) = (
            refusal(&error, &game, Lang::Fr),
            refusal(&error, &game, Lang::De),
        );
        differs_in_every_language(&en, &fr, &de);
    }
}

#[test]
fn every_setup_refusal_keeps_the_engines_english_and_is_said_in_french_and_german() {
    for error in every_setup_error() {
        let en = setup_refusal(&error, Lang::En);
        assert_eq!(en, error.to_string());
        let (fr, de) = (
            setup_refusal(&error, Lang::Fr),
            setup_refusal(&error, Lang::De),
        );
        differs_in_every_language(&en, &fr, &de);
    }
}

#[test]
fn sides_and_counts_are_said_in_the_readers_words() {
    let game = game();
    let turn = MoveError::NotYourTurn {
        turn: Side::Kingdom,
    };
    assert_eq!(
        refusal(&turn, &game, Lang::Fr),
        "ce n'est pas ton tour\u{a0}: le Royaume joue"
    );
    let few = MoveError::NotEnough {
        tile: text("C5"),
        armies: 1,
        cavalry: 2,
    };
    assert_eq!(
        refusal(&few, &game, Lang::Fr),
        "C5 a 1 armée et 2 cavaliers qui peuvent encore agir"
    );
    let cities = SetupError::CityCount {
        side: Side::Kingdom,
        count: 3,
    };
    assert_eq!(
        setup_refusal(&cities, Lang::De),
        "das Königreich: wähle genau 4 verschiedene Stadtplätze, nicht 3"
    );
}
