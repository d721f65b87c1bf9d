//! Why a Rivality move is refused, in the mover's language
//! (`assets/locales/<lang>/errors-rivality.ftl`); the player is named, never "seat 2".
//! The engine's own [`MoveError`] text stays English, for logs and the engine protocol.

use crate::engines::rivality::MoveError;
use crate::i18n::Lang;
use crate::table::kinds::suramun::refusals::bad_spell_order;
use crate::table::kinds::Names;
use crate::tr;
use crate::words::rivality::side_name;

pub fn refusal(error: &MoveError, names: &Names, lang: Lang) -> String {
    match *error {
        MoveError::GameOver => tr!(lang, "errors-game-over"),
        MoveError::TileNotInHand { tile } => {
            tr!(lang, "rivality-error-not-in-hand", tile = tile.to_string())
        }
        MoveError::SpotTaken { cell } => {
            tr!(lang, "rivality-error-spot-taken", cell = cell.to_string())
        }
        MoveError::SpotNotAdjacent { cell } => {
            tr!(lang, "rivality-error-not-adjacent", cell = cell.to_string())
        }
        MoveError::BadSpellOrder { tile, .. } => bad_spell_order(tile, lang),
        MoveError::MulliganTooLate => tr!(lang, "rivality-error-mulligan-too-late"),
        MoveError::MulliganTaken => tr!(lang, "rivality-error-mulligan-taken"),
        MoveError::MulliganRefused => tr!(lang, "rivality-error-mulligan-refused"),
        MoveError::RemovalPending { seat, cell } => tr!(
            lang,
            "rivality-removal-pending",
            player = names.of(seat),
            cell = cell.to_string()
        ),
        MoveError::NoRemovalPending => tr!(lang, "rivality-error-no-removal"),
        MoveError::NotATiedSide { side, cell } => tr!(
            lang,
            "rivality-error-not-tied",
            side = side_name(side, lang),
            cell = cell.to_string()
        ),
        MoveError::WrongGame => tr!(lang, "rivality-error-wrong-game"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::{Cell, Side};

    fn every_error() -> Vec<MoveError> {
        let tile = "A7".parse().unwrap();
        vec![
            MoveError::GameOver,
            MoveError::TileNotInHand { tile },
            MoveError::SpotTaken { cell: Cell::WELL },
            MoveError::SpotNotAdjacent { cell: Cell::WELL },
            MoveError::BadSpellOrder {
                tile,
                expected: String::new(),
            },
            MoveError::MulliganTooLate,
            MoveError::MulliganTaken,
            MoveError::MulliganRefused,
            MoveError::RemovalPending {
                seat: 1,
                cell: Cell::WELL,
            },
            MoveError::NoRemovalPending,
            MoveError::NotATiedSide {
                side: Side::TEAL,
                cell: Cell::WELL,
            },
            MoveError::WrongGame,
        ]
    }

    #[test]
    fn every_refusal_keeps_its_english_and_is_said_in_french_and_german() {
        let names = Names(vec!["Ann".into(), "Ben".into()]);
        for error in every_error() {
            let en = refusal(&error, &names, Lang::En);
            match error {
                // The kind names the player where the engine says "seat 1".
                MoveError::RemovalPending { .. } => assert!(en.starts_with("Ben must first")),
                MoveError::BadSpellOrder { tile, .. } => {
                    let expected: Vec<&str> = tile.spec().spell_edges().map(|e| e.name()).collect();
                    let engine = MoveError::BadSpellOrder {
                        tile,
                        expected: expected.join(", "),
                    };
                    assert_eq!(en, engine.to_string());
                }
                _ => assert_eq!(en, error.to_string()),
            }
            let (fr, de) = (
                refusal(&error, &names, Lang::Fr),
                refusal(&error, &names, Lang::De),
            );
            assert!(en != fr && en != de && fr != de, "{en} / {fr} / {de}");
        }
        assert_eq!(
            refusal(&MoveError::SpotTaken { cell: Cell::WELL }, &names, Lang::Fr),
            "M13 porte déjà une tuile"
        );
        assert_eq!(
            refusal(
                &MoveError::NotATiedSide {
                    side: Side::TEAL,
                    cell: Cell::WELL
                },
                &names,
                Lang::De
            ),
            "Türkis gehört nicht zu den Seiten, die auf M13 gleichauf liegen"
        );
    }
}
