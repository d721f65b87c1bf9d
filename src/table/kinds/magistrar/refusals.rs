//! Why a Magistrar move is refused, in the mover's language
//! (`assets/locales/<lang>/errors-magistrar.ftl`); the mage is named by their player.
//! The engine's own [`MoveError`] text stays English, for logs and the engine protocol.

use super::describe::strength_name;
use super::seat_of;
use crate::engines::magistrar::{Game, MoveError, Phase};
use crate::i18n::Lang;
use crate::table::kinds::Names;
use crate::tr;

/// A refused move in words; `game` is the position it was refused in (unchanged).
pub fn refusal(error: &MoveError, game: &Game, names: &Names, lang: Lang) -> String {
    match *error {
        MoveError::GameOver => tr!(lang, "errors-game-over"),
        MoveError::NotNow { mage, .. } => {
            let player = names.of(seat_of(mage));
            // The engine's `expected` is English: the phase says the same in any language.
            match game.phase {
                Phase::Place { .. } => tr!(lang, "magistrar-error-must-place", player = player),
                Phase::Open { .. } => tr!(lang, "magistrar-error-must-open", player = player),
                Phase::Answer { .. } => tr!(lang, "magistrar-error-must-answer", player = player),
                Phase::Steer { .. } => tr!(lang, "magistrar-error-must-steer", player = player),
                Phase::Over => tr!(lang, "errors-game-over"),
            }
        }
        MoveError::MissingPawn { encounter } => {
            tr!(lang, "magistrar-error-missing-pawn", rock = encounter)
        }
        MoveError::PawnOnSuper { encounter } => {
            tr!(lang, "magistrar-error-pawn-on-super", rock = encounter)
        }
        MoveError::NoSuchRock { encounter } => {
            tr!(lang, "magistrar-error-no-such-rock", rock = encounter)
        }
        MoveError::NotEnoughPawns {
            strength,
            have,
            wanted,
        } => tr!(
            lang,
            "magistrar-error-not-enough-pawns",
            strength = strength_name(strength, lang),
            have = have,
            wanted = wanted
        ),
        MoveError::MustDiffer {
            encounter,
            strength,
        } => tr!(
            lang,
            "magistrar-error-must-differ",
            rock = encounter,
            strength = strength_name(strength, lang)
        ),
        MoveError::TooManyIdentical { identical, fewest } => tr!(
            lang,
            "magistrar-error-too-many-identical",
            identical = identical,
            fewest = fewest
        ),
        MoveError::RockTaken { encounter } => {
            tr!(lang, "magistrar-error-rock-taken", rock = encounter)
        }
        MoveError::SuperEncounterLast { encounter } => {
            tr!(lang, "magistrar-error-super-last", rock = encounter)
        }
        MoveError::NotFacingSuper { encounter } => {
            tr!(lang, "magistrar-error-not-facing-super", rock = encounter)
        }
        MoveError::MustAnswer { encounter } => {
            tr!(lang, "magistrar-error-must-answer-at", rock = encounter)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::magistrar::{new_game, Mage, Move, Options, Strength};

    fn every_error() -> Vec<MoveError> {
        vec![
            MoveError::GameOver,
            MoveError::MissingPawn { encounter: 2 },
            MoveError::PawnOnSuper { encounter: 2 },
            MoveError::NoSuchRock { encounter: 7 },
            MoveError::NotEnoughPawns {
                strength: Strength::Strong,
                have: 1,
                wanted: 3,
            },
            MoveError::MustDiffer {
                encounter: 2,
                strength: Strength::Weak,
            },
            MoveError::TooManyIdentical {
                identical: 3,
                fewest: 1,
            },
            MoveError::RockTaken { encounter: 2 },
            MoveError::SuperEncounterLast { encounter: 2 },
            MoveError::NotFacingSuper { encounter: 2 },
            MoveError::MustAnswer { encounter: 2 },
        ]
    }

    #[test]
    fn every_refusal_keeps_its_english_and_is_said_in_french_and_german() {
        let game = new_game(Options::default(), 1).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        for error in every_error() {
            let en = refusal(&error, &game, &names, Lang::En);
            assert_eq!(en, error.to_string());
            let (fr, de) = (
                refusal(&error, &game, &names, Lang::Fr),
                refusal(&error, &game, &names, Lang::De),
            );
            assert!(en != fr && en != de && fr != de, "{en} / {fr} / {de}");
        }
        assert_eq!(
            refusal(
                &MoveError::RockTaken { encounter: 4 },
                &game,
                &names,
                Lang::Fr
            ),
            "la pierre 4 porte déjà ton pion"
        );
    }

    #[test]
    fn a_move_out_of_turn_names_the_player_in_every_language() {
        let game = new_game(Options::default(), 1).unwrap();
        let names = Names(vec!["Mira".into(), "Tom".into()]);
        let Err(error) = game.apply(Move::Steer {
            toward: crate::engines::magistrar::Energy::Dark,
        }) else {
            panic!("steering is refused while pawns are placed")
        };
        let MoveError::NotNow { mage, .. } = &error else {
            panic!("{error:?}")
        };
        let player = names.of(seat_of(*mage));
        let en = refusal(&error, &game, &names, Lang::En);
        assert_eq!(
            en,
            format!("{player} must place all their spell pawns for the duel now")
        );
        let fr = refusal(&error, &game, &names, Lang::Fr);
        assert!(fr.starts_with(&format!("{player} doit ")), "{fr}");
        let de = refusal(&error, &game, &names, Lang::De);
        assert!(de.starts_with(&format!("{player} muss ")), "{de}");
        let _ = Mage::White;
    }
}
