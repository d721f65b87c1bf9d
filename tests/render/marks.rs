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

/// Pixels near `colour` in the square of half-side `r` around `(x, y)`.
fn count_near(
    img: &image::RgbImage,
    colour: manawell::render::Colour,
    x: f32,
    y: f32,
    r: f32,
) -> usize {
    let mut n = 0;
    for py in (y - r) as u32..(y + r) as u32 {
        for px in (x - r) as u32..(x + r) as u32 {
            if close_within(img.get_pixel(px, py).0, colour, 12) {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn a_delayed_spell_marks_the_spot_where_its_golems_wait() {
    use manawell::engines::rivality::{Battlefield, Cell, Edge, Facing};
    use manawell::render::palette::PAPER;
    use manawell::render::{render_scene, Layout, PanelScene};
    // A1 facing north: its left spell, 3 golems at range 2, goes west, to an empty spot
    // beyond the ring around the tiles.
    let at = Cell::WELL.step(Facing::North, 1);
    let mut a1 = super::tile("A1", at, Facing::North, [1, 0, 0]);
    let target = at.step(Edge::Left.direction(Facing::North), 2);
    let mut field = Battlefield::default();
    field
        .tiles
        .push(super::tile("W", Cell::WELL, Facing::North, [1, 0, 0]));
    let wizards = [None, None, None];
    let plain = {
        let mut field = field.clone();
        field.tiles.push(a1.clone());
        field
    };
    a1.delayed.insert(Edge::Left);
    field.tiles.push(a1);
    let board = super::scene(&field, &wizards, &[]);
    let layout = Layout::new(&board);
    assert!(
        layout.contains(target),
        "the waiting spot is in the picture"
    );
    let img = decode(&render_scene(&board, &PanelScene::default()).expect("renders"));
    let (cx, cy) = layout.centre(target);
    let s = layout.tile_size();
    let marked = count_near(&img, PAPER, cx, cy, s * 0.48);
    // Drawn without the delayed spell, the same spot (where it lies in that picture)
    // holds only its pale name.
    let board = super::scene(&plain, &wizards, &[]);
    let other = Layout::new(&board);
    let img = decode(&render_scene(&board, &PanelScene::default()).expect("renders"));
    let unmarked = if other.contains(target) {
        let (x, y) = other.centre(target);
        count_near(&img, PAPER, x, y, s * 0.48)
    } else {
        0
    };
    assert!(
        marked > 300,
        "{marked} pale pixels: a ring and \"3 golems wait here\""
    );
    assert!(marked > unmarked * 3, "{marked} against {unmarked}");
}

#[test]
fn a_wizard_stands_on_a_pale_hexagon_unlike_its_sides_golems() {
    use manawell::engines::rivality::{Battlefield, Cell, Facing};
    use manawell::render::palette::WIZARD;
    use manawell::render::{render_scene, Layout, PanelScene};
    let mut field = Battlefield::default();
    field
        .tiles
        .push(super::tile("W", Cell::WELL, Facing::North, [0, 0, 0]));
    let teal_golems = Cell::WELL.step(Facing::East, 1);
    field
        .tiles
        .push(super::tile("A5", teal_golems, Facing::North, [0, 0, 3]));
    let wizards = [None, None, Some(Cell::WELL)];
    let board = super::scene(&field, &wizards, &[]);
    let layout = Layout::new(&board);
    let img = decode(&render_scene(&board, &PanelScene::default()).expect("renders"));
    let s = layout.tile_size();
    // Left of the hat's cone, above its brim, well inside the hexagon's coloured ring.
    let probe = |cell: Cell| {
        let (cx, cy) = layout.centre(cell);
        img.get_pixel((cx - 0.09 * s) as u32, (cy - 0.02 * s) as u32)
            .0
    };
    assert!(
        close_within(probe(Cell::WELL), WIZARD, 6),
        "{:?}",
        probe(Cell::WELL)
    );
    assert!(!close_within(probe(teal_golems), WIZARD, 40));
}

#[test]
fn range_marks_are_a_neutral_slate_not_a_sides_purple() {
    use manawell::engines::rivality::Side;
    use manawell::render::palette::{side_style, RANGE};
    // A8: a Cottage with a range-3 and a range-2 spell, five diamonds in all.
    let img = decode(&render_hand(&["A8".parse().expect("tile")]).expect("renders"));
    let tile = |colour, tolerance| {
        let mut n = 0;
        for y in Y0..Y0 + TILE {
            for x in X0..X0 + TILE {
                if close_within(img.get_pixel(x, y).0, colour, tolerance) {
                    n += 1;
                }
            }
        }
        n
    };
    assert!(
        tile(RANGE, 8) > 40,
        "the diamonds are drawn in the range colour"
    );
    let purple = side_style(Side::PURPLE).colour;
    let old_purple = manawell::render::Colour::rgb(0x6c, 0x1d, 0x9e);
    assert_eq!(tile(purple, 40), 0);
    assert_eq!(tile(old_purple, 40), 0);
}
