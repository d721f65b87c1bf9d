//! Why a Rivalry move or set-up is refused, in the reader's language
//! (`assets/locales/<lang>/errors-rivalry.ftl`). Tiles and sites stay as the notation
//! writes them (`E8`, `@R2`); the engine's own [`MoveError`] and [`SetupError`] text stays
//! English, for logs and the engine protocol.

use super::describe::side_name;
use crate::engines::rivalry::{Game, MoveError, Phase, SetupError};
use crate::i18n::Lang;
use crate::tr;

/// A refused turn in words; `game` is the position it was refused in (unchanged).
pub fn refusal(error: &MoveError, game: &Game, lang: Lang) -> String {
    match error {
        MoveError::GameOver => tr!(lang, "errors-game-over"),
        MoveError::NotYourTurn { turn } => {
            tr!(
                lang,
                "rivalry-error-not-your-turn",
                side = side_name(*turn, lang)
            )
        }
        // The engine's `expected` is English: the phase it was made from says the same.
        MoveError::NotNow { .. } => tr!(
            lang,
            "rivalry-error-not-now",
            expected = expected(game.phase, lang)
        ),
        MoveError::NotOpen { tile } => tr!(lang, "rivalry-error-not-open", tile = tile.as_str()),
        MoveError::NoUnit => tr!(lang, "rivalry-error-no-unit"),
        MoveError::TooMany { wanted, left } => tr!(
            lang,
            "rivalry-error-too-many",
            wanted = *wanted,
            left = *left
        ),
        MoveError::NotEnough {
            tile,
            armies,
            cavalry,
        } => tr!(
            lang,
            "rivalry-error-not-enough",
            tile = tile.as_str(),
            armies = *armies,
            cavalry = *cavalry
        ),
        MoveError::NotAdjacent { from, to } => {
            tr!(
                lang,
                "rivalry-error-not-adjacent",
                from = from.as_str(),
                to = to.as_str()
            )
        }
        MoveError::OutOfReach { from, to } => {
            tr!(
                lang,
                "rivalry-error-out-of-reach",
                from = from.as_str(),
                to = to.as_str()
            )
        }
        MoveError::Garrison { city } => tr!(lang, "rivalry-error-garrison", city = city.as_str()),
        MoveError::NotOnOffer { target } => {
            tr!(lang, "rivalry-error-not-on-offer", target = target.as_str())
        }
        MoveError::RelocateAll {
            target,
            armies,
            cavalry,
        } => tr!(
            lang,
            "rivalry-error-relocate-all",
            target = target.as_str(),
            armies = *armies,
            cavalry = *cavalry
        ),
        MoveError::NotYourCity { tile } => {
            tr!(lang, "rivalry-error-not-your-city", tile = tile.as_str())
        }
        MoveError::NotCapital { tile, capital } => tr!(
            lang,
            "rivalry-error-not-capital",
            tile = tile.as_str(),
            capital = capital.as_str()
        ),
        // The engine names the kind in English: "cavalry" or "armies".
        MoveError::BoxEmpty { kind } if kind == "cavalry" => {
            tr!(lang, "rivalry-error-box-empty-cavalry")
        }
        MoveError::BoxEmpty { .. } => tr!(lang, "rivalry-error-box-empty-armies"),
        MoveError::CannotBuild { site } => {
            tr!(lang, "rivalry-error-cannot-build", site = site.as_str())
        }
        MoveError::MutinyLastUnit { tile } => {
            tr!(lang, "rivalry-error-mutiny-last-unit", tile = tile.as_str())
        }
        MoveError::NoAssault { from, target } => tr!(
            lang,
            "rivalry-error-no-assault",
            from = from.as_str(),
            target = target.as_str()
        ),
        MoveError::BadAdvance { from, target, onto } => tr!(
            lang,
            "rivalry-error-bad-advance",
            from = from.as_str(),
            target = target.as_str(),
            onto = onto.as_str()
        ),
        MoveError::MustAdvance => tr!(lang, "rivalry-error-must-advance"),
        MoveError::CannotRecruit { city } => {
            tr!(lang, "rivalry-error-cannot-recruit", city = city.as_str())
        }
        MoveError::NotCityTile { tile, city } => tr!(
            lang,
            "rivalry-error-not-city-tile",
            tile = tile.as_str(),
            city = city.as_str()
        ),
    }
}

/// What the phase waits for ("surrender or roll").
fn expected(phase: Phase, lang: Lang) -> String {
    match phase {
        Phase::Surrender => tr!(lang, "rivalry-expected-surrender"),
        Phase::Move { .. } => tr!(lang, "rivalry-expected-move"),
        Phase::Reinforce { .. } => tr!(lang, "rivalry-expected-reinforce"),
        Phase::Build => tr!(lang, "rivalry-expected-build"),
        Phase::Mutiny { .. } => tr!(lang, "rivalry-expected-mutiny"),
        Phase::Battle => tr!(lang, "rivalry-expected-battle"),
        Phase::Advance { .. } => tr!(lang, "rivalry-expected-advance"),
        Phase::Recruit => tr!(lang, "rivalry-expected-recruit"),
        Phase::Over => tr!(lang, "rivalry-expected-over"),
    }
}

/// A refused set-up in words, naming the side whose set-up it is.
pub fn setup_refusal(error: &SetupError, lang: Lang) -> String {
    let side = |side| side_name(side, lang);
    match error {
        SetupError::CityCount { side: who, count } => tr!(
            lang,
            "rivalry-error-city-count",
            side = side(*who),
            count = *count as u64
        ),
        SetupError::ForeignSite { side: who, site } => tr!(
            lang,
            "rivalry-error-foreign-site",
            side = side(*who),
            site = site.as_str()
        ),
        SetupError::CapitalNotCity { side: who, site } => tr!(
            lang,
            "rivalry-error-capital-not-city",
            side = side(*who),
            site = site.as_str()
        ),
        SetupError::ForeignTile { side: who, tile } => tr!(
            lang,
            "rivalry-error-foreign-tile",
            side = side(*who),
            tile = tile.as_str()
        ),
        SetupError::TileTwice { side: who, tile } => tr!(
            lang,
            "rivalry-error-tile-twice",
            side = side(*who),
            tile = tile.as_str()
        ),
        SetupError::UnitCount { side: who, count } => tr!(
            lang,
            "rivalry-error-unit-count",
            side = side(*who),
            count = *count
        ),
        SetupError::TooManyCavalry { side: who, count } => tr!(
            lang,
            "rivalry-error-too-many-cavalry",
            side = side(*who),
            count = *count
        ),
        SetupError::ExtraNotInCity { side: who, tile } => tr!(
            lang,
            "rivalry-error-extra-not-in-city",
            side = side(*who),
            tile = tile.as_str()
        ),
        SetupError::EmptyCity { side: who, city } => tr!(
            lang,
            "rivalry-error-empty-city",
            side = side(*who),
            city = city.as_str()
        ),
    }
}

#[cfg(test)]
mod tests {
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
            "ce n'est pas ton tour : le Royaume joue"
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
}
