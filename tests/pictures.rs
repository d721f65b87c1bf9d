//! The board pictures behind the table service's `BoardRenderer` port: drawn from what
//! the viewer may see, so that a hidden tile never changes a picture someone else sees.

use manawell::engines::rivality::solo::{new_solo, Difficulty};
use manawell::engines::rivality::{new_game, Options};
use manawell::frontends::pictures::BoardPictures;
use manawell::table::kinds::{rivality::Rivality, suramun::Suramun, Typed};
use manawell::table::BoardRenderer;

mod support;
// The crate root is `tests/`: without a path, `mod service` would be another test binary.
#[path = "pictures/aetherium.rs"]
mod aetherium;
#[path = "pictures/at_400.rs"]
mod at_400;
#[path = "pictures/magistrar.rs"]
mod magistrar;
#[path = "pictures/rivalry/mod.rs"]
mod rivalry;
#[path = "pictures/service.rs"]
mod service;
#[path = "pictures/solo.rs"]
mod solo;
#[path = "pictures/wording.rs"]
mod wording;

/// `RENDER_DUMP=dir` keeps the pictures the tests draw, to look at them.
fn dump(name: &str, png: &[u8]) {
    if let Some(dir) = std::env::var_os("RENDER_DUMP") {
        let path = std::path::Path::new(&dir).join(name);
        std::fs::write(path, png).expect("write the picture");
    }
}

fn names() -> Vec<String> {
    vec!["alice".to_string(), "bob".to_string()]
}

/// The language of the pictures these tests draw: `PICTURE_LANG=fr` (or `de`) runs the
/// layout checks with the longer words of French or German; English when unset.
fn lang() -> manawell::i18n::Lang {
    std::env::var("PICTURE_LANG")
        .ok()
        .and_then(|code| manawell::i18n::Lang::from_locale(&code))
        .unwrap_or_default()
}

fn is_png(bytes: &[u8]) -> bool {
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png).is_ok()
}

#[test]
fn the_public_board_is_the_same_whatever_the_hands_hold() {
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        7,
    )
    .unwrap();
    let mut other = game.clone();
    other.hands.swap(0, 1);
    let draw = |g: &manawell::engines::rivality::Game, viewer| {
        BoardPictures
            .board_png(&Typed::<Rivality>(g.clone()), viewer, &names(), lang())
            .unwrap()
    };
    let public = draw(&game, None);
    assert!(is_png(&public));
    assert_eq!(public, draw(&other, None), "no hand in the public picture");
    let mine = draw(&game, Some(0));
    assert_ne!(mine, public, "a seat's picture shows its hand");
    assert_ne!(mine, draw(&other, Some(0)));
}

#[test]
fn a_move_is_drawn_highlighted_and_a_preview_says_so() {
    use manawell::frontends::pictures::Pictures;
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        7,
    )
    .unwrap();
    let typed = Typed::<Rivality>(game.clone());
    let choices = manawell::table::AnyGame::choices(&typed, manawell::i18n::Lang::En);
    let notation = &choices[0].notation;
    let mut after = manawell::table::AnyGame::clone_box(&typed);
    let _ = after.play_text(
        notation,
        &manawell::table::Names(names()),
        manawell::i18n::Lang::En,
    );
    let plain = BoardPictures
        .board_png(&*after, None, &names(), lang())
        .unwrap();
    let played = BoardPictures
        .move_png(&typed, notation, None, &names(), lang(), false)
        .unwrap()
        .expect("a Rivality move is drawn");
    let preview = BoardPictures
        .move_png(&typed, notation, Some(0), &names(), lang(), true)
        .unwrap()
        .expect("a preview");
    assert!(is_png(&played) && is_png(&preview));
    assert_ne!(played, plain, "the move is highlighted");
    assert_ne!(preview, played);
    // Another hand in the other seat changes nothing in the public picture of the move.
    let mut other = game.clone();
    other.hands[1].reverse();
    let again = BoardPictures
        .move_png(
            &Typed::<Rivality>(other),
            notation,
            None,
            &names(),
            lang(),
            false,
        )
        .unwrap()
        .unwrap();
    assert_eq!(again, played);
    assert!(BoardPictures
        .move_png(
            &Typed::<Rivality>(game),
            "Z99 A1 north",
            None,
            &names(),
            lang(),
            false
        )
        .is_err());
}

#[test]
fn a_preview_does_not_show_the_tile_the_move_would_draw() {
    use manawell::frontends::pictures::Pictures;
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        7,
    )
    .unwrap();
    let mover = game.to_act().unwrap();
    let side = manawell::engines::rivality::sides::side_of(2, mover).index();
    // Another tile on top of the mover's stack: the one the move would draw.
    let mut other = game.clone();
    other.stacks[side].reverse();
    assert_ne!(other.stacks[side].last(), game.stacks[side].last());
    let typed = Typed::<Rivality>(game.clone());
    let draw = |g: &manawell::engines::rivality::Game, notation: &str, preview: bool| {
        BoardPictures
            .move_png(
                &Typed::<Rivality>(g.clone()),
                notation,
                Some(mover),
                &names(),
                lang(),
                preview,
            )
            .unwrap()
            .unwrap()
    };
    let choices = manawell::table::AnyGame::choices(&typed, manawell::i18n::Lang::En);
    let placed = choices.iter().find(|c| c.notation != "mulligan").unwrap();
    assert_ne!(
        draw(&game, &placed.notation, false),
        draw(&other, &placed.notation, false),
        "once played, the mover's new hand shows the drawn tile"
    );
    for choice in choices.iter().take(5) {
        assert_eq!(
            draw(&game, &choice.notation, true),
            draw(&other, &choice.notation, true),
            "{}",
            choice.notation
        );
    }
}

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8()
}

fn near(actual: [u8; 3], expected: manawell::render::Colour, tolerance: u8) -> bool {
    let e = [expected.r, expected.g, expected.b];
    actual
        .iter()
        .zip(e)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// Pixels of `colour` (give or take antialiasing) in the rectangle.
fn count(
    img: &image::RgbImage,
    colour: manawell::render::Colour,
    x: (u32, u32),
    y: (u32, u32),
) -> usize {
    let mut n = 0;
    for py in y.0..y.1.min(img.height()) {
        for px in x.0..x.1.min(img.width()) {
            if near(img.get_pixel(px, py).0, colour, 12) {
                n += 1;
            }
        }
    }
    n
}

/// Where the panel begins, as (left, top, scale): on the right of the board (wide), or
/// under it (phone, drawn `scale` times its design size).
fn panel_origin(img: &image::RgbImage) -> (u32, u32, f32) {
    use manawell::render::palette::PANEL;
    let w = img.width();
    if near(img.get_pixel(w - 2, 2).0, PANEL, 2) {
        return (w - 360, 0, 1.0);
    }
    let top = (0..img.height())
        .find(|y| near(img.get_pixel(1, *y).0, PANEL, 2))
        .expect("a panel");
    (0, top, w as f32 / 400.0)
}

/// Bright text in the panel under the side cards: the status lines.
fn status_ink(png: &[u8]) -> usize {
    let img = decode(png);
    let (w, h) = img.dimensions();
    let (x0, y0, scale) = panel_origin(&img);
    count(
        &img,
        manawell::render::palette::PAPER,
        (x0, w),
        (y0 + (300.0 * scale) as u32, h),
    )
}

#[test]
fn the_last_move_is_said_in_the_panel() {
    use manawell::frontends::pictures::Pictures;
    use manawell::render::{render_board, BoardPicture};
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        7,
    )
    .unwrap();
    let typed = Typed::<Rivality>(game.clone());
    let choices = manawell::table::AnyGame::choices(&typed, manawell::i18n::Lang::En);
    let placed = choices.iter().find(|c| c.notation != "mulligan").unwrap();
    let with = BoardPictures
        .move_png(&typed, &placed.notation, None, &names(), lang(), false)
        .unwrap()
        .unwrap();
    // The same position and highlight, less the words: drawn without the events the
    // caption comes from, the panel holds only whose turn it is.
    let mv = <Rivality as manawell::table::kinds::Rules>::parse_move(
        &game,
        &placed.notation,
        manawell::i18n::Lang::En,
    )
    .unwrap();
    let (after, _) = game.apply(mv).unwrap();
    let view = after.view(None);
    let without = render_board(&BoardPicture {
        view: &view,
        names: &names(),
        last_events: &[],
        preview: false,
        format: manawell::render::Format::Phone,
        lang: lang(),
    })
    .unwrap();
    let (a, b) = (status_ink(&with), status_ink(&without));
    assert!(a > b * 2, "{a} bright pixels with the caption, {b} without");
}

#[test]
fn a_resignation_is_said_in_the_final_panel() {
    use manawell::frontends::pictures::Pictures;
    let game = new_game(
        Options {
            players: 2,
            expert: false,
        },
        7,
    )
    .unwrap();
    let typed = Typed::<Rivality>(game);
    let plain = BoardPictures
        .board_png(&typed, None, &names(), lang())
        .unwrap();
    let resigned = BoardPictures
        .resigned_png(&typed, 1, false, None, &names(), lang())
        .unwrap()
        .expect("a Rivality resignation is drawn");
    let forfeit = BoardPictures
        .resigned_png(&typed, 1, true, None, &names(), lang())
        .unwrap()
        .unwrap();
    assert!(is_png(&resigned));
    assert_ne!(resigned, plain);
    assert_ne!(resigned, forfeit, "running out of time is told apart");
    // "Game over: bob resigned" is longer than "alice to play".
    assert!(status_ink(&resigned) > status_ink(&plain));
    let solo = Typed::<Suramun>(new_solo(3, Difficulty::Master));
    let plain = BoardPictures
        .board_png(&solo, None, &names(), lang())
        .unwrap();
    let resigned = BoardPictures
        .resigned_png(&solo, 0, false, None, &names(), lang())
        .unwrap()
        .expect("a solo resignation is drawn");
    assert_ne!(resigned, plain);
}
