//! The phone layout: shown 400 px wide, as Discord shows a picture on a phone, a tile's
//! numbers and the panel's words stay legible; the wide layout cannot manage it.

use image::RgbImage;
use manawell::engines::rivality::{Cell, Event, Game};
use manawell::render::palette::{MUTED, PANEL};
use manawell::render::{render_board, BoardPicture, BoardScene, Format, Highlight, Layout};

use super::{close_within, decode, dump, game, names};

/// The width a phone shows a picture at.
const PHONE: f32 = 400.0;

fn draw(game: &Game, events: &[Event], format: Format) -> Vec<u8> {
    let view = game.view(None);
    let names = names(game.players() as usize);
    render_board(&BoardPicture {
        view: &view,
        names: &names,
        last_events: events,
        preview: false,
        format,
        lang: super::lang(),
    })
    .expect("the board renders")
}

fn layout(game: &Game, events: &[Event]) -> Layout {
    let view = game.view(None);
    let sides = if game.players() == 3 { 3 } else { 2 };
    Layout::new(&BoardScene {
        field: &view.field,
        wizards: &view.wizards[..sides],
        extent: None,
        entry_points: &[],
        events,
        highlight: Highlight::LastMove,
        lang: super::lang(),
    })
}

/// Height in pixels of the VP digit on the Well (always facing north): the dark pixels
/// inside its pale disc on the tile's back band.
fn well_vp_digit(img: &RgbImage, layout: &Layout) -> u32 {
    let (cx, cy) = layout.centre(Cell::WELL);
    let s = layout.tile_size();
    let (x, y) = (cx - 0.17 * s, cy + 0.37 * s);
    let r = 0.085 * s;
    let rows: Vec<u32> = ((y - r) as u32..(y + r) as u32)
        .filter(|py| {
            ((x - r) as u32..(x + r) as u32)
                .any(|px| img.get_pixel(px, *py).0.iter().all(|c| *c < 90))
        })
        .collect();
    rows.iter().max().unwrap_or(&0) - rows.iter().min().unwrap_or(&0) + 1
}

/// Height in pixels of the smallest digits in the panel: a side's golems in supply
/// ("19 golems in supply", 15 px of the panel's design), in the first side's card. The
/// card's place in the panel's design: 38 px from its left edge, 168 px down.
fn supply_digits(img: &RgbImage) -> u32 {
    let (w, h) = img.dimensions();
    // Wide: the panel is on the right, from the top; phone: under the board, scaled.
    let (x0, y0, scale) = if close_within(img.get_pixel(w - 2, 2).0, PANEL, 2) {
        (w - 360, 0, 1.0)
    } else {
        let top = (0..h)
            .find(|y| close_within(img.get_pixel(1, *y).0, PANEL, 2))
            .expect("a panel");
        (0, top, w as f32 / 400.0)
    };
    let at = |design: f32| (design * scale) as u32;
    let (left, right) = (x0 + at(38.0), x0 + at(58.0));
    let rows: Vec<u32> = (y0 + at(154.0)..y0 + at(182.0))
        .filter(|y| (left..right).any(|x| close_within(img.get_pixel(x, *y).0, MUTED, 10)))
        .collect();
    rows.iter().max().unwrap_or(&0) - rows.iter().min().unwrap_or(&0) + 1
}

fn at_phone_width(pixels: u32, img: &RgbImage) -> f32 {
    pixels as f32 * PHONE / img.width() as f32
}

#[test]
fn on_a_phone_the_smallest_digit_and_words_stay_legible_only_in_the_phone_layout() {
    // A 2-player game in its middle: a board 7 columns wide, a full panel.
    let (g, events) = game(2, 3, 14);
    let layout = layout(&g, &events);
    assert!(layout.cols <= 7, "{} columns", layout.cols);
    let phone_png = draw(&g, &events, Format::Phone);
    let wide_png = draw(&g, &events, Format::Wide);
    super::dump("phone.png", &phone_png);
    super::dump("wide.png", &wide_png);
    let (phone, wide) = (decode(&phone_png), decode(&wide_png));
    assert!(phone.height() > phone.width(), "tall and narrow");
    assert!(phone.width() < wide.width());

    let digit_phone = at_phone_width(well_vp_digit(&phone, &layout), &phone);
    let digit_wide = at_phone_width(well_vp_digit(&wide, &layout), &wide);
    // DejaVu Sans Bold's digits read from about 6 px high.
    assert!(
        digit_phone >= 6.0,
        "phone: a tile's VP {digit_phone:.1} px high"
    );
    assert!(
        digit_wide < 6.0,
        "wide: {digit_wide:.1} px (the old layout)"
    );

    let panel_phone = at_phone_width(supply_digits(&phone), &phone);
    let panel_wide = at_phone_width(supply_digits(&wide), &wide);
    assert!(
        panel_phone >= 9.0,
        "phone: the panel's digits {panel_phone:.1} px"
    );
    assert!(
        panel_wide < 6.0,
        "wide: {panel_wide:.1} px (the old layout)"
    );
}

#[test]
fn a_sprawling_board_is_still_drawn_for_a_phone() {
    // A whole game: the board sprawls past nine columns, and still goes above its
    // panel, the whole picture's width (the wide layout shrank it to a third).
    for seed in 1..20 {
        let (g, events) = game(2, seed, 500);
        let layout = layout(&g, &events);
        if layout.cols <= 9 {
            continue;
        }
        let phone = decode(&draw(&g, &events, Format::Phone));
        let wide = decode(&draw(&g, &events, Format::Wide));
        assert!(
            phone.height() > phone.width(),
            "seed {seed}: tall and narrow"
        );
        assert!(phone.width() < wide.width(), "seed {seed}");
        return;
    }
    panic!("no random game sprawled wider than nine columns");
}

#[test]
fn the_phone_panel_shows_no_hand_in_the_public_picture() {
    let (g, events) = game(2, 5, 6);
    let mut other = g.clone();
    other.hands.swap(0, 1);
    assert_eq!(
        draw(&g, &events, Format::Phone),
        draw(&other, &events, Format::Phone)
    );
    dump("phone-start.png", &draw(&g, &[], Format::Phone));
}
