//! The board picture: valid, deterministic PNGs that show what they must and hide what
//! they must not.

use image::RgbImage;
use manawell::cli::render::play_random;
use manawell::engines::rivality::{
    Battlefield, Cell, Event, Facing, Game, Options, PlacedTile, Side, TileId,
};
use manawell::render::palette::{side_style, LAST_MOVE, TILE_BACK};
use manawell::render::{
    render_board, render_hand, render_scene, BoardPicture, BoardScene, Colour, Highlight, Layout,
    PanelScene,
};

// The crate root is `tests/`: without a path, `mod cli` would be another test binary.
#[path = "render/cli.rs"]
mod cli;
#[path = "render/ending.rs"]
mod ending;
#[path = "render/marks.rs"]
mod marks;
#[path = "render/overlaps.rs"]
mod overlaps;
#[path = "render/phone.rs"]
mod phone;
#[path = "render/standings.rs"]
mod standings;

/// The language of the pictures the layout tests draw: `PICTURE_LANG=fr` (or `de`) runs
/// them with the longer words of French or German; English when unset.
fn lang() -> manawell::i18n::Lang {
    std::env::var("PICTURE_LANG")
        .ok()
        .and_then(|code| manawell::i18n::Lang::from_locale(&code))
        .unwrap_or_default()
}

fn names(n: usize) -> Vec<String> {
    ["Ada", "Brune", "Cyrille", "Dora"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn game(players: u8, seed: u64, turns: u32) -> (Game, Vec<Event>) {
    play_random(
        Options {
            players,
            expert: false,
        },
        seed,
        turns,
    )
    .expect("random legal moves")
}

fn draw(game: &Game, events: &[Event], viewer: Option<u8>) -> Vec<u8> {
    let view = game.view(viewer);
    let names = names(game.players() as usize);
    let picture = BoardPicture {
        view: &view,
        names: &names,
        last_events: events,
        preview: false,
        format: manawell::render::Format::Wide,
        lang: manawell::i18n::Lang::En,
    };
    render_board(&picture).expect("the board renders")
}

/// `RENDER_DUMP=dir` keeps the pictures the tests draw, to look at them: as drawn, and
/// shrunk to 400 px wide as a phone shows them.
fn dump(name: &str, png: &[u8]) {
    if let Some(dir) = std::env::var_os("RENDER_DUMP") {
        let dir = std::path::Path::new(&dir);
        std::fs::write(dir.join(name), png).expect("write the picture");
        let img = decode(png);
        let height = img.height() * 400 / img.width();
        let small =
            image::imageops::resize(&img, 400, height, image::imageops::FilterType::Lanczos3);
        small
            .save(dir.join(format!("400-{name}")))
            .expect("write the small picture");
    }
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8()
}

fn pixel(img: &RgbImage, x: f32, y: f32) -> [u8; 3] {
    img.get_pixel(x.round() as u32, y.round() as u32).0
}

fn close(actual: [u8; 3], expected: Colour) -> bool {
    close_within(actual, expected, 3)
}

fn close_within(actual: [u8; 3], expected: Colour, tolerance: u8) -> bool {
    let e = [expected.r, expected.g, expected.b];
    actual
        .iter()
        .zip(e)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

fn scene<'a>(
    field: &'a Battlefield,
    wizards: &'a [Option<Cell>],
    events: &'a [Event],
) -> BoardScene<'a> {
    BoardScene {
        field,
        wizards,
        extent: None,
        entry_points: &[],
        events,
        highlight: Highlight::LastMove,
        lang: manawell::i18n::Lang::En,
    }
}

fn tile(name: &str, cell: Cell, facing: Facing, golems: [u8; 3]) -> PlacedTile {
    let mut t = PlacedTile::new(name.parse().expect("a tile"), cell, facing);
    t.golems = golems;
    t
}

#[test]
fn every_table_size_renders_a_png_of_a_discord_friendly_size() {
    for players in [2, 3, 4] {
        for turns in [0, 5, 500] {
            let (g, events) = game(players, 40 + u64::from(players), turns);
            let img = decode(&draw(&g, &events, None));
            assert!(img.width() >= 600 && img.width() <= 2400, "{}", img.width());
            assert!(
                img.height() >= 400 && img.height() <= 2400,
                "{}",
                img.height()
            );
        }
    }
}

#[test]
fn the_same_state_gives_the_same_bytes() {
    let (g, events) = game(3, 8, 30);
    assert_eq!(
        draw(&g, &events, Some(1)),
        draw(&g.clone(), &events, Some(1))
    );
}

#[test]
fn a_golem_badge_shows_its_side_colour_on_its_tile() {
    let mut field = Battlefield::default();
    field
        .tiles
        .push(tile("W", Cell::WELL, Facing::North, [0, 3, 0]));
    field
        .tiles
        .push(tile("A5", Cell::new(1, 0), Facing::West, [2, 0, 0]));
    field
        .tiles
        .push(tile("B5", Cell::new(0, 1), Facing::South, [0, 0, 4]));
    let wizards = [None, None, None];
    let board = scene(&field, &wizards, &[]);
    let img = decode(&render_scene(&board, &PanelScene::default()).expect("renders"));
    let layout = Layout::new(&board);
    let s = layout.tile_size();
    for (cell, side) in [
        (Cell::WELL, Side::PURPLE),
        (Cell::new(1, 0), Side::SALMON),
        (Cell::new(0, 1), Side::TEAL),
    ] {
        let (cx, cy) = layout.centre(cell);
        // Left of the count, inside the badge.
        let got = pixel(&img, cx - s * 0.1, cy + s * 0.04);
        assert!(close(got, side_style(side).colour), "{cell}: {got:?}");
    }
}

#[test]
fn the_last_placed_tile_is_ringed_in_the_highlight_colour() {
    let (g, events) = game(2, 3, 9);
    let placed = events.iter().find_map(|e| match e {
        Event::TilePlaced { cell, .. } => Some(*cell),
        _ => None,
    });
    let placed = placed.expect("the last move placed a tile");
    let view = g.view(None);
    let board = scene(&view.field, &view.wizards[..2], &events);
    let img = decode(&draw(&g, &events, None));
    let layout = Layout::new(&board);
    let (cx, cy) = layout.centre(placed);
    let c = layout.cell;
    assert!(close(pixel(&img, cx, cy - c * 0.5), LAST_MOVE));
    assert!(close(pixel(&img, cx - c * 0.5, cy), LAST_MOVE));
    // No other tile is ringed.
    for t in view.field.tiles.iter().filter(|t| t.cell != placed) {
        let (x, y) = layout.centre(t.cell);
        assert!(
            !close(pixel(&img, x - c * 0.5, y + c * 0.2), LAST_MOVE),
            "{}",
            t.cell
        );
    }
}

#[test]
fn face_down_tiles_all_look_the_same_whatever_they_hide() {
    let wizards = [None, None, None];
    let mut pictures = Vec::new();
    for (name, facing) in [
        ("A10", Facing::North),
        ("B3", Facing::South),
        ("A6", Facing::East),
    ] {
        let mut hidden = tile(name, Cell::new(0, 1), facing, [0; 3]);
        hidden.face_down = true;
        let mut field = Battlefield::default();
        field
            .tiles
            .push(tile("A1", Cell::WELL, Facing::North, [1, 0, 0]));
        field.tiles.push(hidden);
        let board = scene(&field, &wizards, &[]);
        let png = render_scene(&board, &PanelScene::default()).expect("renders");
        let img = decode(&png);
        let layout = Layout::new(&board);
        let (cx, cy) = layout.centre(Cell::new(0, 1));
        let s = layout.tile_size();
        assert!(close(pixel(&img, cx - s * 0.36, cy - s * 0.12), TILE_BACK));
        pictures.push(png);
    }
    assert_eq!(pictures[0], pictures[1]);
    assert_eq!(pictures[0], pictures[2]);
}

#[test]
fn a_seat_never_sees_another_seats_hand() {
    let (g, events) = game(4, 12, 6);
    // Seat 2 (seat 0's teammate) and seat 1 get other tiles in hand: seat 0's picture and
    // the public one must not change.
    let mut other = g.clone();
    let spare: Vec<TileId> = TileId::terrain()
        .filter(|t| !g.hands.iter().flatten().any(|h| h == t))
        .collect();
    for seat in [1, 2] {
        let n = other.hands[seat].len();
        other.hands[seat] = spare[seat * 2..seat * 2 + n].to_vec();
    }
    assert_ne!(g.hands[2], other.hands[2]);
    assert_eq!(draw(&g, &events, Some(0)), draw(&other, &events, Some(0)));
    assert_eq!(draw(&g, &events, None), draw(&other, &events, None));
    // While seat 0's own hand is drawn for seat 0.
    let mut mine = g.clone();
    mine.hands[0] = spare[8..8 + g.hands[0].len()].to_vec();
    assert_ne!(draw(&g, &events, Some(0)), draw(&mine, &events, Some(0)));
}

#[test]
fn the_solo_battlefield_shows_all_24_spots_with_suramuns_lands_face_down() {
    let mut field = Battlefield::default();
    let tiles: Vec<TileId> = TileId::terrain().collect();
    for (i, id) in tiles.iter().enumerate() {
        let (x, y) = ((i % 4) as i8, (i / 4) as i8);
        let theirs = y >= 3;
        let facing = if theirs { Facing::South } else { Facing::North };
        let mut t = PlacedTile::new(*id, Cell::new(x, y), facing);
        t.face_down = theirs && x != 1;
        field.tiles.push(t);
    }
    let entry: Vec<Cell> = (0..4).map(|x| Cell::new(x, 0)).collect();
    let board = BoardScene {
        extent: Some((Cell::new(0, 0), Cell::new(3, 5))),
        entry_points: &entry,
        ..scene(&field, &[None, None], &[])
    };
    let layout = Layout::new(&board);
    assert_eq!((layout.cols, layout.rows), (4, 6));
    let png = render_scene(&board, &PanelScene::default()).expect("renders");
    dump("solo.png", &png);
    let img = decode(&png);
    let s = layout.tile_size();
    for t in &field.tiles {
        let (cx, cy) = layout.centre(t.cell);
        let back = close(pixel(&img, cx - s * 0.36, cy - s * 0.12), TILE_BACK);
        assert_eq!(back, t.face_down, "{}", t.cell);
    }
}

#[test]
fn a_hand_draws_each_tile() {
    let one = decode(
        &render_hand(&["A7".parse().expect("tile")], manawell::i18n::Lang::En).expect("renders"),
    );
    let two = decode(
        &render_hand(
            &["A7".parse().expect("tile"), "B10".parse().expect("tile")],
            manawell::i18n::Lang::En,
        )
        .expect("renders"),
    );
    assert!(two.width() > one.width());
    assert!(decode(&render_hand(&[], manawell::i18n::Lang::En).expect("renders")).width() > 0);
}

/// Compares with a reference image under `tests/reference/`, allowing for small
/// differences in antialiasing. `UPDATE_REFERENCES=1` rewrites the references.
fn matches_reference(name: &str, png: &[u8]) {
    let path = format!("{}/tests/reference/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_REFERENCES").is_some() {
        std::fs::write(&path, png).expect("write the reference");
    }
    let expected = decode(&std::fs::read(&path).expect("the reference image exists"));
    let actual = decode(png);
    assert_eq!(actual.dimensions(), expected.dimensions(), "{name}: size");
    let off = actual
        .pixels()
        .zip(expected.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 24))
        .count();
    let total = (actual.width() * actual.height()) as usize;
    assert!(off * 200 < total, "{name}: {off} of {total} pixels differ");
}

#[test]
fn a_small_contested_board_looks_as_it_did() {
    let mut field = Battlefield::default();
    field
        .tiles
        .push(tile("W", Cell::WELL, Facing::North, [2, 2, 0]));
    field
        .tiles
        .push(tile("A12", Cell::new(1, 0), Facing::East, [5, 0, 0]));
    field
        .tiles
        .push(tile("B7", Cell::new(0, -1), Facing::West, [0, 1, 0]));
    let events = [
        Event::TilePlaced {
            seat: 1,
            side: Side::PURPLE,
            tile: "B7".parse().expect("tile"),
            cell: Cell::new(0, -1),
            facing: Facing::West,
        },
        Event::Summoned {
            caster: Side::PURPLE,
            from: Cell::new(0, -1),
            edge: manawell::engines::rivality::Edge::Right,
            target: Cell::WELL,
            golems: 2,
            destroyed: 0,
            placed: 2,
            delayed: false,
        },
    ];
    let wizards = [Some(Cell::new(1, 0)), Some(Cell::new(0, -1)), None];
    let board = scene(&field, &wizards, &events);
    matches_reference(
        "contested.png",
        &render_scene(&board, &PanelScene::default()).expect("renders"),
    );
}

#[test]
fn a_hand_looks_as_it_did() {
    let hand: Vec<TileId> = ["A6", "B10"]
        .iter()
        .map(|t| t.parse().expect("tile"))
        .collect();
    matches_reference(
        "hand.png",
        &render_hand(&hand, manawell::i18n::Lang::En).expect("renders"),
    );
}
