//! Any position draws, in both layouts and every language.

use manawell::engines::rivalry::notation::format_move;
use manawell::engines::rivalry::{suggested_setup, Side};
use manawell::i18n::Lang;
use manawell::render::rivalry::width;
use manawell::render::Format;
use manawell::table::pictures::rivalry::{
    move_png, resigned_png, setup_png, turn_png, waiting_png,
};

use super::super::{decode, dump, is_png, names};
use super::play_until;

#[test]
fn rivalry_pictures_draw_any_position_in_both_layouts_and_every_language() {
    for seed in 0..14u64 {
        let lang = Lang::ALL[seed as usize % 3];
        let most = 20 + (seed as usize * 37) % 400;
        let (game, events) = play_until(seed, most, |_| false);
        for format in [Format::Phone, Format::Wide] {
            let png = turn_png(&game, &events, None, &names(), format, lang)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert!(is_png(&png));
            let img = decode(&png);
            assert_eq!(img.width(), width(format), "seed {seed}");
            assert!(img.height() <= manawell::render::MAX_TALL);
            if seed == 5 {
                dump(&format!("rivalry-{seed}-{format:?}.png"), &png);
            }
        }
        // A preview of any legal move, and a resignation.
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if let Some(mv) = moves.get(seed as usize % moves.len().max(1)) {
            let notation = format_move(mv);
            for preview in [false, true] {
                move_png(
                    &game,
                    &notation,
                    Some(0),
                    &names(),
                    preview,
                    Format::Phone,
                    lang,
                )
                .unwrap_or_else(|e| panic!("seed {seed}, {notation}: {e}"));
            }
        }
        resigned_png(&game, 1, seed % 2 == 0, None, &names(), Format::Wide, lang).unwrap();
    }
    for lang in Lang::ALL {
        for side in Side::BOTH {
            let seat = side.index() as u8;
            let png = setup_png(seat, &suggested_setup(side), &names(), Format::Phone, lang);
            assert!(is_png(&png.unwrap()));
        }
        assert!(is_png(
            &waiting_png(&names(), [true, false], Format::Wide, lang).unwrap()
        ));
    }
}

#[test]
fn the_words_differ_by_language() {
    let (game, events) = play_until(3, 30, |_| false);
    let draw = |lang| turn_png(&game, &events, None, &names(), Format::Phone, lang).unwrap();
    let (en, fr, de) = (draw(Lang::En), draw(Lang::Fr), draw(Lang::De));
    assert!(en != fr && en != de && fr != de);
}
