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
#[path = "refusals_tests.rs"]
mod tests;
