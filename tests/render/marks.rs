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
    let png =
        render_hand(&["A5".parse().expect("tile")], manawell::i18n::Lang::En).expect("renders");
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
    let png =
        render_hand(&["A10".parse().expect("tile")], manawell::i18n::Lang::En).expect("renders");
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
fn a_delayed_spell_marks_its_spot_in_the_colour_of_whoever_would_cast_it() {
    use manawell::engines::rivality::{Battlefield, Cell, Edge, Facing, Side};
    use manawell::render::palette::side_style;
    use manawell::render::{render_scene, Layout, PanelScene};
    // A1 facing north: its left spell, 3 golems at range 2, goes west, to an empty spot
    // beyond the ring around the tiles. Whoever holds A1 when a tile comes casts it.
    let at = Cell::WELL.step(Facing::North, 1);
    let target = at.step(Edge::Left.direction(Facing::North), 2);
    let draw = |golems: [u8; 3], delayed: bool| {
        let mut a1 = super::tile("A1", at, Facing::North, golems);
        if delayed {
            a1.delayed.insert(Edge::Left);
        }
        let mut field = Battlefield::default();
        field
            .tiles
            .push(super::tile("W", Cell::WELL, Facing::North, [1, 0, 0]));
        field.tiles.push(a1);
        let wizards = [None, None, None];
        let board = super::scene(&field, &wizards, &[]);
        let layout = Layout::new(&board);
        let img = decode(&render_scene(&board, &PanelScene::default()).expect("renders"));
        if !layout.contains(target) {
            return (0, 0);
        }
        let (cx, cy) = layout.centre(target);
        let s = layout.tile_size();
        let salmon = count_near(&img, side_style(Side::SALMON).colour, cx, cy, s * 0.48);
        let purple = count_near(&img, side_style(Side::PURPLE).colour, cx, cy, s * 0.48);
        (salmon, purple)
    };
    let (salmon, purple) = draw([1, 0, 0], true);
    assert!(salmon > 150 && purple == 0, "salmon's: {salmon}, {purple}");
    let (salmon, purple) = draw([0, 2, 0], true);
    assert!(purple > 150 && salmon == 0, "purple's: {salmon}, {purple}");
    // Without the delayed spell, the spot holds only its pale name.
    let (salmon, purple) = draw([1, 0, 0], false);
    assert_eq!((salmon, purple), (0, 0));
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
    let img = decode(
        &render_hand(&["A8".parse().expect("tile")], manawell::i18n::Lang::En).expect("renders"),
    );
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

/// Bounding boxes (x0, y0, x1, y1) of the patches of `colour` (4-connected, at least 8
/// pixels) inside the first hand tile.
fn patches(img: &image::RgbImage, colour: manawell::render::Colour) -> Vec<(u32, u32, u32, u32)> {
    let inside = |x: u32, y: u32| {
        (X0..X0 + TILE).contains(&x)
            && (Y0..Y0 + TILE).contains(&y)
            && close_within(img.get_pixel(x, y).0, colour, 12)
    };
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    for y in Y0..Y0 + TILE {
        for x in X0..X0 + TILE {
            if !inside(x, y) || !seen.insert((x, y)) {
                continue;
            }
            let (mut x0, mut y0, mut x1, mut y1, mut n) = (x, y, x, y, 0);
            let mut todo = vec![(x, y)];
            while let Some((px, py)) = todo.pop() {
                n += 1;
                (x0, y0, x1, y1) = (x0.min(px), y0.min(py), x1.max(px), y1.max(py));
                for (qx, qy) in [(px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)] {
                    if inside(qx, qy) && seen.insert((qx, qy)) {
                        todo.push((qx, qy));
                    }
                }
            }
            if n >= 8 {
                found.push((x0, y0, x1, y1));
            }
        }
    }
    found
}

/// Shield-blue patches much narrower than a whole heater shield (which is about 0.84 as
/// wide as high), and too tall to be a sliver: the halves of a broken shield.
fn half_shields(img: &image::RgbImage) -> Vec<(u32, u32, u32, u32)> {
    use manawell::render::palette::SHIELD;
    patches(img, SHIELD)
        .into_iter()
        .filter(|(x0, y0, x1, y1)| y1 - y0 >= TILE / 15 && (x1 - x0 + 1) * 10 < (y1 - y0 + 1) * 7)
        .collect()
}

#[test]
fn a_broken_shield_is_two_halves_apart_unlike_a_whole_one() {
    // A8's range-3 spell carries the broken shield.
    let broken = decode(
        &render_hand(&["A8".parse().expect("tile")], manawell::i18n::Lang::En).expect("renders"),
    );
    let halves = half_shields(&broken);
    assert_eq!(halves.len(), 2, "two narrow halves: {halves:?}");
    let (a, b) = (halves[0], halves[1]);
    let (left, right) = if a.0 < b.0 { (a, b) } else { (b, a) };
    assert!(
        left.1.max(right.1) < left.3.min(right.3),
        "side by side: {halves:?}"
    );
    assert!(left.2 < right.0, "with a gap between them: {halves:?}");
    assert!(
        right.0 - left.2 < TILE / 10,
        "one shield, cracked: {halves:?}"
    );
    // A10, a Fortress, prints whole shields on its back band: not narrow like a half.
    let whole = decode(
        &render_hand(&["A10".parse().expect("tile")], manawell::i18n::Lang::En).expect("renders"),
    );
    let band = patches(&whole, manawell::render::palette::SHIELD);
    assert!(
        band.iter()
            .any(|(x0, y0, x1, y1)| y1 - y0 >= TILE / 15 && (x1 - x0 + 1) * 10 >= (y1 - y0 + 1) * 7),
        "a whole shield is as wide as a heater shield: {band:?}"
    );
}

#[test]
fn every_word_the_move_pins_on_the_board_is_in_the_legend() {
    use manawell::engines::rivality::Event;
    use manawell::render::measure::recording;
    use manawell::render::{render_board, BoardPicture, Format};
    let mut seen = 0;
    for seed in 0..30 {
        let (g, events) = super::game(2, seed, 8);
        if !events.iter().any(|e| matches!(e, Event::Summoned { .. })) {
            continue;
        }
        let view = g.view(None);
        let names = super::names(2);
        let picture = BoardPicture {
            view: &view,
            names: &names,
            last_events: &events,
            preview: false,
            format: Format::Phone,
            lang: manawell::i18n::Lang::En,
        };
        let (_, drawn) = recording(|| render_board(&picture).expect("renders"));
        let words: Vec<&str> = drawn.iter().map(|d| d.text.as_str()).collect();
        let scene = manawell::render::BoardScene {
            field: &view.field,
            wizards: &view.wizards[..2],
            extent: None,
            entry_points: &[],
            events: &events,
            highlight: manawell::render::Highlight::LastMove,
            lang: manawell::i18n::Lang::En,
        };
        let tags = manawell::render::board_marks(&scene)
            .expect("a layout")
            .tags;
        for tag in &tags {
            // The first of each kind is drawn once more, beside its meaning in the legend.
            let first = tags.iter().find(|t| t.what == tag.what).expect("itself");
            let on_board = tags.iter().filter(|t| t.text == first.text).count();
            let drawn_count = words.iter().filter(|w| **w == first.text).count();
            assert_eq!(
                drawn_count,
                on_board + 1,
                "seed {seed}: `{}` on the board and in the legend: {words:?}",
                first.text
            );
        }
        if tags
            .iter()
            .any(|t| t.what == manawell::render::TagKind::Summoned)
        {
            assert!(
                words
                    .iter()
                    .any(|w| w.starts_with("golems the spell brought")),
                "seed {seed}: {words:?}"
            );
        }
        seen += 1;
    }
    assert!(seen > 3, "moves that summoned golems");
}
