//! A tile's counts and the panel's words legible on a phone.

use manawell::engines::rivalry::{map, Side, Units};
use manawell::i18n::Lang;
use manawell::render::rivalry::geometry::Geometry;
use manawell::render::rivalry::PHONE_SCALE;
use manawell::render::Format;
use manawell::table::pictures::rivalry::board_png;

use super::super::{decode, names};
use super::new_game;

/// Height in picture pixels of the dark digits in the Republic's unit chip on `tile`.
fn chip_digit_height(img: &image::RgbImage, chip: (f32, f32), scale: f32) -> u32 {
    let (x, y) = ((chip.0 * scale) as i64, (chip.1 * scale) as i64);
    let r = (5.5 * scale) as i64;
    let rows: Vec<i64> = (y - r..y + r)
        .filter(|py| {
            (x - 2 * r / 3..x + 2 * r / 3).any(|px| {
                let p = img.get_pixel(px as u32, *py as u32).0;
                p.iter().all(|c| *c < 70)
            })
        })
        .collect();
    (rows.iter().max().unwrap_or(&0) - rows.iter().min().unwrap_or(&0) + 1) as u32
}

#[test]
fn on_a_phone_a_tile_s_counts_stay_legible_only_in_the_phone_layout() {
    // The start: the Republic's capital tiles hold two armies each, no cavalry.
    let game = new_game(1);
    let capital = map().site(game.capital[0]).tiles[1];
    assert_eq!(game.units_at(Side::Republic, capital), Units::new(2, 0));
    let g = Geometry::new();
    let phone = decode(&board_png(&game, None, &names(), Format::Phone, Lang::En).unwrap());
    let wide = decode(&board_png(&game, None, &names(), Format::Wide, Lang::En).unwrap());
    let phone_px = chip_digit_height(&phone, g.chip(capital), PHONE_SCALE) as f32 * 400.0
        / phone.width() as f32;
    let wide_px =
        chip_digit_height(&wide, g.chip(capital), 1.5) as f32 * 400.0 / wide.width() as f32;
    eprintln!("a tile's count on a phone: {phone_px:.1} px high (phone), {wide_px:.1} px (wide)");
    // DejaVu Sans Bold's digits read from about 6 px high.
    assert!(phone_px >= 6.0, "phone: a count {phone_px:.1} px high");
    assert!(
        phone_px < 12.0,
        "phone: measured a digit, not the chip ({phone_px:.1})"
    );
    assert!(wide_px < 6.0, "wide: {wide_px:.1} px");
}
