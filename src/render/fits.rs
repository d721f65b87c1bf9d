//! Every word drawn on a picture fits its box in every language. Where the box has lines
//! to spare the words are wrapped ([`super::panel::wrap`]); where it has one line, a
//! French or German label must fit it whole, as [`super::panel::fit`] would cut it with
//! an ellipsis: within the box, or no wider than the English one the layout was drawn
//! for. Measured at the sizes and in the boxes the pictures draw them.

use crate::engines::aetherium::{ActionKind, Element, Token};
use crate::engines::rivality::{Side, TileKind};
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::{side_name, tile_kind};

use super::text;

/// One line of words, as each language says it.
struct Label<'a> {
    what: &'a str,
    words: Box<dyn Fn(Lang) -> String + 'a>,
    size: f32,
    room: f32,
}

fn label<'a>(
    what: &'a str,
    size: f32,
    room: f32,
    words: impl Fn(Lang) -> String + 'a,
) -> Label<'a> {
    Label {
        what,
        words: Box::new(words),
        size,
        room,
    }
}

fn width(words: &str, size: f32) -> f32 {
    text::width(words, size).expect("the shipped font")
}

/// Every label that does not fit, in any language: its words, width and box.
fn too_wide(labels: &[Label]) -> Vec<String> {
    let mut out = Vec::new();
    for label in labels {
        let english = width(&(label.words)(Lang::En), label.size);
        let room = label.room.max(english);
        for lang in [Lang::Fr, Lang::De] {
            let words = (label.words)(lang);
            let w = width(&words, label.size);
            if w > room {
                out.push(format!(
                    "{lang}: {} `{words}` is {w:.0} px, its box {room:.0} px",
                    label.what
                ));
            }
        }
    }
    out
}

fn assert_all_fit(labels: &[Label]) {
    let failures = too_wide(labels);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_german_word_too_long_for_its_box_is_caught() {
    let labels = [label("a made-up label", 10.0, 10.0, |lang| match lang {
        Lang::De => "Donaudampfschifffahrt".to_string(),
        _ => "ship".to_string(),
    })];
    assert_eq!(too_wide(&labels).len(), 1);
}

#[test]
fn rivality_s_panel_lines_fit_its_cards() {
    // The narrower panel, beside the board, less its margins.
    let card = super::panel::WIDTH - 2.0 * 18.0;
    // A side's label, at its smallest: the room a two-digit score and a winner's star
    // leave.
    let label_room = card - 76.0 - 26.0 - width("22 VP", 23.0);
    assert_all_fit(&[
        label("a card's facts", 15.0, card - 30.0, |lang| {
            let supply = tr!(lang, "picture-in-supply", count = 20);
            tr!(lang, "picture-in-stack", facts = supply, count = 20)
        }),
        label(
            "a team's label",
            super::panel::LABEL_SMALLEST,
            label_room,
            |lang| {
                tr!(
                    lang,
                    "picture-rivality-team",
                    side = side_name(Side::PURPLE, lang)
                )
            },
        ),
        label(
            "a team's label",
            super::panel::LABEL_SMALLEST,
            label_room,
            |lang| {
                tr!(
                    lang,
                    "picture-rivality-team",
                    side = side_name(Side::SALMON, lang)
                )
            },
        ),
        // Right of a seat's name, which keeps 13 letters or so.
        label("a seat's tiles in hand", 15.0, 90.0, |lang| {
            tr!(lang, "picture-in-hand", count = 2)
        }),
        label("the preview", 17.0, card, |lang| {
            tr!(lang, "picture-preview")
        }),
        label("the variant", 17.0, card, |lang| {
            tr!(lang, "picture-rivality-expert")
        }),
        label("the score's caption", 14.0, card, |lang| {
            tr!(lang, "picture-rivality-score-now")
        }),
        label("the score's caption", 14.0, card, |lang| {
            tr!(lang, "picture-rivality-score-ended")
        }),
        label("the solo score's caption", 14.0, card, |lang| {
            tr!(lang, "picture-solo-score-before-spells")
        }),
        label("the hand's heading", 18.0, card, |lang| {
            tr!(lang, "picture-your-hand")
        }),
    ]);
}

#[test]
fn rivality_s_board_words_fit_their_cells() {
    assert_all_fit(&[
        // The solo board is 4 cells of at least 52 px.
        label("the entry point", 18.0, 4.0 * 52.0, |lang| {
            tr!(lang, "picture-board-entry-point")
        }),
        label("a spell lost", 12.0, 52.0, |lang| {
            tr!(lang, "picture-board-lost-no-golem")
        }),
    ]);
}

#[test]
fn aetherium_s_mat_words_fit_their_spaces_and_header() {
    use super::aetherium::geometry::{SPACE_GAP, WIDTH};
    use super::aetherium::words::{action_effect, action_title};
    // Five action spaces share the mat left of the Aether track.
    let space = (WIDTH - 10.0 - 34.0 - 8.0 - 10.0 - 4.0 * SPACE_GAP) / 5.0 + SPACE_GAP / 2.0;
    let actions = [
        ActionKind::Fall,
        ActionKind::TwinRise,
        ActionKind::StepAndLeap,
        ActionKind::Surge,
        ActionKind::Gather,
    ];
    let mut labels = Vec::new();
    for action in actions {
        labels.push(label("an action's title", 12.0, space, move |lang| {
            action_title(action, lang)
        }));
        labels.push(label("an action's effect", 11.0, space, move |lang| {
            action_effect(action, lang)
        }));
    }
    // The round, right of the title or of the preview's warning.
    let header = WIDTH - 20.0 - 10.0;
    labels.push(label(
        "the round beside the title",
        13.0,
        header - width("Aetherium", 22.0),
        |lang| {
            tr!(
                lang,
                "picture-aetherium-round",
                round = 3,
                rounds = 3,
                pouch = 12
            )
        },
    ));
    assert_all_fit(&labels);
    // Beside the preview's warning, drawn 15 px high.
    let beside = |lang| {
        let round = tr!(
            lang,
            "picture-aetherium-round",
            round = 3,
            rounds = 3,
            pouch = 12
        );
        width(&round, 13.0) + width(&tr!(lang, "picture-preview"), 15.0)
    };
    for lang in Lang::ALL {
        let (w, english) = (beside(lang), beside(Lang::En));
        assert!(w <= (header - 10.0).max(english), "{lang}: {w:.0} px");
    }
}

#[test]
fn a_long_word_on_a_token_or_under_a_tile_shrinks_but_stays_legible() {
    use super::aetherium::geometry::TOKEN_TEXT;
    use super::aetherium::look::token_room;
    use super::aetherium::words::token_word;
    use super::panel::fitting_size;
    let tokens = [
        Token::Aether,
        Token::Block,
        Token::Fall,
        Token::Rise(Element::Air),
    ];
    for lang in Lang::ALL {
        for token in tokens {
            let word = token_word(token, lang);
            let size = fitting_size(&word, TOKEN_TEXT, token_room(TOKEN_TEXT)).unwrap();
            assert!(
                width(&word, size) <= token_room(TOKEN_TEXT) + 0.01,
                "{word}"
            );
            assert!(
                size >= TOKEN_TEXT * 0.75,
                "{lang}: `{word}` drawn {size:.1} px high"
            );
            if lang == Lang::En {
                assert_eq!(size, TOKEN_TEXT, "English words keep their size: {word}");
            }
        }
        for kind in [TileKind::StoneCircle, TileKind::Cottage, TileKind::Fortress] {
            let words = tr!(
                lang,
                "picture-rivality-hand-tile",
                tile = "A10",
                kind = tile_kind(kind, lang)
            );
            let size = fitting_size(&words, 19.0, super::rivality::HAND_LABEL).unwrap();
            assert!(
                size >= 19.0 * 0.75,
                "{lang}: `{words}` drawn {size:.1} px high"
            );
            if lang == Lang::En {
                assert_eq!(size, 19.0, "English names keep their size: {words}");
            }
        }
    }
}

#[test]
fn magistrar_s_card_and_heading_words_fit() {
    use super::magistrar::COLUMN;
    let card = COLUMN - 24.0;
    let heading = COLUMN - 28.0 - width("Magistrar", 26.0) - 20.0;
    assert_all_fit(&[
        label("a card's level line", 14.0, card - 24.0, |lang| {
            let level = tr!(lang, "picture-magistrar-level-light", n = 10);
            tr!(
                lang,
                "picture-magistrar-level",
                level = level,
                honoris = 55,
                markers = 9,
                each = 3,
                points = 27
            )
        }),
        // "pawns", then three pawns and their counts, from 158 px into the card.
        label(
            "the pawns' label",
            14.0,
            card - 158.0 - 3.0 * 48.0,
            |lang| tr!(lang, "picture-magistrar-pawns"),
        ),
        // "bag", then four tokens and their counts.
        label("the bag's label", 14.0, card - 26.0 - 4.0 * 48.0, |lang| {
            tr!(lang, "picture-magistrar-bag")
        }),
        label("the duel", 19.0, heading, |lang| {
            tr!(lang, "picture-magistrar-duel-of", duel = 9, duels = 9)
        }),
        label("the end", 19.0, heading, |lang| {
            tr!(lang, "picture-game-over")
        }),
        label("the match", 16.0, COLUMN - 28.0, |lang| {
            tr!(
                lang,
                "picture-magistrar-grand-mage",
                game = 5,
                white = 2,
                black = 2
            )
        }),
        label("an arena's caption", 16.0, COLUMN - 28.0, |lang| {
            let caption = tr!(lang, "picture-magistrar-arena-as-it-stood", duel = 9);
            tr!(
                lang,
                "picture-magistrar-game-prefix",
                game = 5,
                caption = caption
            )
        }),
        label("the track", 16.0, COLUMN - 28.0, |lang| {
            tr!(lang, "picture-magistrar-energy-track")
        }),
    ]);
}
