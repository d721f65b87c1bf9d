//! Why a solo move is refused, in the mover's words (`assets/locales/<lang>/errors-suramun.ftl`).
//! The engine's own [`SoloError`] text stays English, for logs and the engine protocol.

use crate::engines::rivality::solo::{solo_label, SoloError};
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::edge_name;

pub fn refusal(error: &SoloError, lang: Lang) -> String {
    match error {
        SoloError::GameOver => tr!(lang, "errors-game-over"),
        SoloError::OffBattlefield { cell } => {
            tr!(
                lang,
                "suramun-error-off-battlefield",
                cell = solo_label(*cell)
            )
        }
        SoloError::NotEntered => tr!(lang, "suramun-error-not-entered"),
        SoloError::AlreadyEntered => tr!(lang, "suramun-error-already-entered"),
        SoloError::NotAnEntryPoint { cell } => {
            tr!(
                lang,
                "suramun-error-not-an-entry-point",
                cell = solo_label(*cell)
            )
        }
        SoloError::AlreadyThere { cell } => {
            tr!(
                lang,
                "suramun-error-already-there",
                cell = solo_label(*cell)
            )
        }
        SoloError::SuramunThere { cell } => {
            tr!(
                lang,
                "suramun-error-suramun-there",
                cell = solo_label(*cell)
            )
        }
        SoloError::HoldsGolems { cell } => {
            tr!(lang, "suramun-error-holds-golems", cell = solo_label(*cell))
        }
        SoloError::NotConnected { cell } => {
            tr!(
                lang,
                "suramun-error-not-connected",
                cell = solo_label(*cell)
            )
        }
        SoloError::OrderOnFaceDown { cell } => {
            tr!(
                lang,
                "suramun-error-order-on-face-down",
                cell = solo_label(*cell)
            )
        }
        SoloError::OrderAwaited { cell, example } => tr!(
            lang,
            "suramun-error-order-awaited",
            cell = solo_label(*cell),
            example = example.as_str()
        ),
        SoloError::NoOrderAwaited => tr!(lang, "suramun-error-no-order-awaited"),
        SoloError::BadSpellOrder { tile, .. } => bad_spell_order(*tile, lang),
    }
}

/// "the spell order must name each of A7's spells exactly once (front, left)", the
/// tile's spells in the language asked for.
pub fn bad_spell_order(tile: crate::engines::rivality::TileId, lang: Lang) -> String {
    let edges: Vec<String> = tile
        .spec()
        .spell_edges()
        .map(|e| edge_name(e, lang))
        .collect();
    tr!(
        lang,
        "errors-bad-spell-order",
        tile = tile.to_string(),
        edges = edges.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivality::Cell;

    #[test]
    fn every_refusal_is_said_in_french_and_german() {
        let cell = Cell::new(1, 2);
        let errors = [
            SoloError::GameOver,
            SoloError::OffBattlefield { cell },
            SoloError::NotEntered,
            SoloError::AlreadyEntered,
            SoloError::NotAnEntryPoint { cell },
            SoloError::AlreadyThere { cell },
            SoloError::SuramunThere { cell },
            SoloError::HoldsGolems { cell },
            SoloError::NotConnected { cell },
            SoloError::OrderOnFaceDown { cell },
            SoloError::OrderAwaited {
                cell,
                example: "order B3 front,left".into(),
            },
            SoloError::NoOrderAwaited,
            SoloError::BadSpellOrder {
                tile: "A7".parse().unwrap(),
                expected: "front".into(),
            },
        ];
        for error in &errors {
            let (en, fr, de) = (
                refusal(error, Lang::En),
                refusal(error, Lang::Fr),
                refusal(error, Lang::De),
            );
            assert!(en != fr && en != de && fr != de, "{en} / {fr} / {de}");
        }
        // The engine's words, kept in English where the kind said them before.
        for error in &errors[..12] {
            assert_eq!(refusal(error, Lang::En), error.to_string());
        }
        assert_eq!(
            refusal(&SoloError::HoldsGolems { cell }, Lang::Fr),
            "B3 porte des Golems\u{a0}: termine ton déplacement sur une tuile vide"
        );
        assert_eq!(
            refusal(&SoloError::NotEntered, Lang::De),
            "dein Zauberer muss zuerst das Schlachtfeld betreten: über die unterste Reihe, A1–D1"
        );
    }
}
