//! The marks printed on a tile stay big enough to read when Discord shrinks the picture to
//! a phone's width: measured on a hand tile, 150 px wide.

use manawell::render::palette::INK;
use manawell::render::render_hand;

use super::{close_within, decode};

const TILE: u32 = 150;
/// Where `render_hand` puts its first tile.
const X0: u32 = 24;
const Y0: u32 = 24;

/// Bounding box (width, height) of the `colour` pixels in a part of the tile.
fn extent(
    img: &image::RgbImage,
    colour: manawell::render::Colour,
    across: (u32, u32),
    ys: (u32, u32),
) -> (u32, u32) {
    let mut xs = Vec::new();
    let mut rows = Vec::new();
    for y in ys.0..ys.1 {
        for x in across.0..across.1 {
            if close_within(img.get_pixel(x, y).0, colour, 16) {
                xs.push(x);
                rows.push(y);
            }
        }
    }
    let span = |v: &[u32]| v.iter().max().unwrap_or(&0) - v.iter().min().unwrap_or(&0);
    (span(&xs), span(&rows))
}

#[test]
fn a_spell_golem_count_sits_on_a_token_a_fifth_of_the_tile_high() {
    // A5: a stone circle with one spell, 4 golems at range 1, on its front edge (top).
    let png = render_hand(&["A5".parse().expect("tile")]).expect("renders");
    let img = decode(&png);
    let (w, h) = extent(&img, INK, (X0, X0 + TILE), (Y0, Y0 + TILE * 3 / 10));
    let least = TILE / 5;
    assert!(w >= least && h >= least, "token {w}×{h}, at least {least}");
    assert!(w < TILE / 2, "one token, not the whole edge: {w}");
}

#[test]
fn the_vp_value_is_a_disc_a_fifth_of_the_tile_high() {
    use manawell::render::palette::PAPER;
    // A Fortress (4 VP): the VP disc is the paper-white patch on the back band, at the
    // bottom of an upright tile, a third of the way across; measured down a thin column
    // through it, clear of the spell strips at the sides.
    let png = render_hand(&["A10".parse().expect("tile")]).expect("renders");
    let img = decode(&png);
    let column = X0 + TILE / 3;
    let (_, h) = extent(
        &img,
        PAPER,
        (column - 3, column + 3),
        (Y0 + TILE * 3 / 4, Y0 + TILE),
    );
    let least = TILE / 5;
    assert!(h >= least, "VP disc {h} px high, at least {least}");
}
