//! The text boards' letters: one code per game and language, following the language's
//! colour words (German's Orange is `o`, not salmon's `s`), no two things sharing a
//! letter, and every letter explained by the board's key.

use manawell::engines::rivality::notation::parse_position;
use manawell::engines::rivality::solo::{new_solo, Difficulty};
use manawell::i18n::Lang;
use manawell::table::kinds::rivality::board_text::{board, side_letter};
use manawell::table::kinds::suramun::board_text::board as solo_board;
use manawell::table::kinds::Names;
use manawell::words::rivality::side_name;

const LANGS: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

#[test]
fn rivalitys_letters_are_unique_follow_the_colours_and_are_all_in_the_key() {
    // Every side's golems on one tile and each side's wizard on the board.
    let text =
        "rivality 3p\nM13 W s1 p1 t1 @salmon\nN13 A1 east p2 @purple\nO13 A2 east t2 @teal\n";
    let game = parse_position(text).unwrap();
    let names = Names(vec!["Ann".into(), "Ben".into(), "Cy".into()]);
    for lang in LANGS {
        let shown = board(&game, None, &names, lang);
        let letters: Vec<char> = game.sides().map(|s| side_letter(s, lang)).collect();
        let mut unique = letters.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), letters.len(), "{lang:?}: {letters:?}");
        for (side, letter) in game.sides().zip(&letters) {
            let colour = side_name(side, lang);
            assert!(
                colour.to_lowercase().starts_with(*letter),
                "{lang:?}: {letter} for {colour}"
            );
            assert!(
                shown.contains(&format!("{letter} {colour}")),
                "{lang:?}: {letter} not in the key: {shown}"
            );
            assert!(shown.contains(&format!("*{letter}")), "{lang:?}: {shown}");
        }
        let [s, p, t] = [letters[0], letters[1], letters[2]];
        assert!(
            shown.contains(&format!("W {s}1{p}1{t}1*{s}")),
            "{lang:?}: {shown}"
        );
    }
    let german = board(&game, None, &names, Lang::De);
    assert!(german.contains("W o1l1t1*o"), "{german}");
    assert!(german.contains("o2 = 2 Golems von Orange"), "{german}");
}

#[test]
fn solos_letters_are_in_its_key_in_every_language() {
    let game = new_solo(3, Difficulty::Standard);
    for lang in LANGS {
        let shown = solo_board(&game, "Ann", lang);
        for code in ["y2", "s2", "*S", "??"] {
            assert!(
                shown.contains(&format!("{code} ")),
                "{lang:?}: {code}: {shown}"
            );
        }
    }
}
