//! Solo pictures: face-down tiles drawn without their identity, the Entry Point, a turn
//! highlighted, and a move previewed up to the wizards' arrival.

use manawell::engines::rivality::solo::{new_solo, Difficulty};
use manawell::frontends::pictures::BoardPictures;
use manawell::table::kinds::{suramun::Suramun, Typed};
use manawell::table::BoardRenderer;

use super::{count, decode, dump, is_png, lang, names, near};

#[test]
fn solo_face_down_tiles_draw_the_same_whatever_they_hide() {
    let game = new_solo(3, Difficulty::Master);
    let mut other = game.clone();
    let hidden: Vec<usize> = (0..other.field.tiles.len())
        .filter(|i| other.field.tiles[*i].face_down)
        .collect();
    assert!(hidden.len() >= 2, "Suramun's lands start face down");
    let (a, b) = (hidden[0], hidden[1]);
    let tile_a = other.field.tiles[a].tile;
    other.field.tiles[a].tile = other.field.tiles[b].tile;
    other.field.tiles[b].tile = tile_a;
    let draw = |g: &manawell::engines::rivality::solo::SoloGame| {
        BoardPictures
            .board_png(&Typed::<Suramun>(g.clone()), None, &names(), lang())
            .unwrap()
    };
    let png = draw(&game);
    assert!(is_png(&png));
    assert_eq!(png, draw(&other));
}

#[test]
fn the_solo_entry_point_label_lies_inside_the_picture() {
    use manawell::render::palette::ENTRY;
    let game = new_solo(3, Difficulty::Master);
    let png = BoardPictures
        .board_png(&Typed::<Suramun>(game), None, &names(), lang())
        .unwrap();
    let img = decode(&png);
    let (w, h) = img.dimensions();
    let green: Vec<(u32, u32)> = img
        .enumerate_pixels()
        .filter(|(_, _, p)| near(p.0, ENTRY, 12))
        .map(|(x, y, _)| (x, y))
        .collect();
    let min_x = green.iter().map(|p| p.0).min().expect("entry marks");
    let max_x = green.iter().map(|p| p.0).max().unwrap();
    let max_y = green.iter().map(|p| p.1).max().unwrap();
    let margin = 6;
    assert!(
        min_x >= margin && max_x + margin < w,
        "{min_x}..{max_x} of {w}"
    );
    assert!(max_y + margin < h, "{max_y} of {h}");
    // The label: green pixels below the arrows, spread wider than one arrow.
    let arrows_bottom = green
        .iter()
        .filter(|p| p.0 == min_x)
        .map(|p| p.1)
        .max()
        .unwrap();
    let label: Vec<u32> = green
        .iter()
        .filter(|p| p.1 > arrows_bottom + 2)
        .map(|p| p.0)
        .collect();
    let span = label.iter().max().unwrap_or(&0) - label.iter().min().unwrap_or(&0);
    assert!(span > 80, "the label is {span} px wide");
}

#[test]
fn a_solo_turn_is_highlighted_and_its_preview_hides_what_it_turns_up() {
    use manawell::engines::rivality::solo::{self, mirror};
    use manawell::engines::rivality::{Battlefield, Cell};
    use manawell::frontends::pictures::Pictures;
    use manawell::render::palette::LAST_MOVE;
    use manawell::render::{BoardScene, Highlight, Layout};
    let game = new_solo(3, Difficulty::Master);
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let mv = legal[0];
    let notation = mv.to_string();
    let typed = Typed::<Suramun>(game.clone());
    let played = BoardPictures
        .move_png(&typed, &notation, Some(0), &names(), lang(), false)
        .unwrap()
        .expect("a solo turn is drawn");
    let (after, _) = game.apply(mv).unwrap();
    let plain = BoardPictures
        .board_png(&Typed::<Suramun>(after), None, &names(), lang())
        .unwrap();
    assert_ne!(played, plain);
    // Both wizards' tiles are ringed: yours and Suramun's mirror of it.
    let field = Battlefield::default();
    let entry: Vec<Cell> = (0..solo::COLUMNS).map(|x| Cell::new(x, 0)).collect();
    let layout = Layout::new(&BoardScene {
        field: &field,
        wizards: &[],
        extent: Some((
            Cell::new(0, 0),
            Cell::new(solo::COLUMNS - 1, solo::ROWS - 1),
        )),
        entry_points: &entry,
        events: &[],
        highlight: Highlight::LastMove,
        lang: lang(),
    });
    let img = decode(&played);
    let half = layout.cell / 2.0;
    for cell in [mv.cell(), mirror(mv.cell())] {
        let (cx, cy) = layout.centre(cell);
        let span = |d: f32| {
            (
                (cx - d) as u32,
                (cx + d) as u32,
                (cy - d) as u32,
                (cy + d) as u32,
            )
        };
        // The ring's band: between a square just outside it and one just inside.
        let (ox0, ox1, oy0, oy1) = span(half + 4.0);
        let (ix0, ix1, iy0, iy1) = span(half - 4.0);
        let band = count(&img, LAST_MOVE, (ox0, ox1), (oy0, oy1))
            - count(&img, LAST_MOVE, (ix0, ix1), (iy0, iy1));
        // Most of its 4 × 112 px, whatever tags sit on it.
        assert!(band > 1000, "{cell}: {band} pixels of the ring");
    }
    // Once confirmed, the turn shows the tiles it turned face up; its preview does not.
    let mut other = game.clone();
    let hidden: Vec<usize> = (0..other.field.tiles.len())
        .filter(|i| other.field.tiles[*i].face_down)
        .collect();
    for pair in hidden.chunks(2) {
        if let [a, b] = *pair {
            let tile_a = other.field.tiles[a].tile;
            other.field.tiles[a].tile = other.field.tiles[b].tile;
            other.field.tiles[b].tile = tile_a;
        }
    }
    let draw = |g: &manawell::engines::rivality::solo::SoloGame, preview| {
        BoardPictures
            .move_png(
                &Typed::<Suramun>(g.clone()),
                &notation,
                Some(0),
                &names(),
                lang(),
                preview,
            )
            .unwrap()
    };
    assert_ne!(draw(&game, false), draw(&other, false));
    assert!(draw(&game, true).is_some());
    assert_eq!(draw(&game, true), draw(&other, true));
}

/// A solo game as the table holds it.
fn solo(game: &manawell::engines::rivality::solo::SoloGame) -> Typed<Suramun> {
    Typed::<Suramun>(game.clone())
}

fn solo_preview(game: &manawell::engines::rivality::solo::SoloGame, notation: &str) -> Vec<u8> {
    use manawell::frontends::pictures::Pictures;
    BoardPictures
        .move_png(&solo(game), notation, Some(0), &names(), lang(), true)
        .unwrap()
        .expect("a solo preview")
}

/// Where the solo battlefield's cells are drawn: the board sits at the top left.
fn solo_layout(game: &manawell::engines::rivality::solo::SoloGame) -> manawell::render::Layout {
    use manawell::engines::rivality::Cell;
    use manawell::render::{BoardScene, Highlight, Layout};
    let entry: Vec<Cell> = (0..4).map(|x| Cell::new(x, 0)).collect();
    Layout::new(&BoardScene {
        field: &game.field,
        wizards: &game.wizards[..2],
        extent: Some((Cell::new(0, 0), Cell::new(3, 5))),
        entry_points: &entry,
        events: &[],
        highlight: Highlight::Preview,
        lang: lang(),
    })
}

#[test]
fn a_solo_preview_changes_the_board_only_where_the_wizards_go() {
    use manawell::engines::rivality::solo::parse_solo_label;
    let game = new_solo(3, Difficulty::Master);
    let board = decode(
        &BoardPictures
            .board_png(&solo(&game), Some(0), &names(), lang())
            .unwrap(),
    );
    let layout = solo_layout(&game);
    let mut seen = Vec::new();
    for (notation, yours, his) in [("enter B1", "B1", "B6"), ("enter D1", "D1", "D6")] {
        let png = solo_preview(&game, notation);
        dump(&format!("solo-preview-{yours}.png"), &png);
        assert!(!seen.contains(&png), "each move its own preview");
        seen.push(png.clone());
        let preview = decode(&png);
        // The panels' heights may differ: the board, at the top left, is compared.
        assert!(preview.width() == board.width() && board.height() as f32 >= layout.height());
        let cells = [yours, his].map(|l| layout.centre(parse_solo_label(l).unwrap()));
        let c = layout.cell;
        let mut changed = [0usize; 2];
        for (x, y, p) in preview.enumerate_pixels() {
            let outside = x as f32 >= layout.width() || y as f32 >= layout.height();
            if outside || p == board.get_pixel(x, y) {
                continue;
            }
            let near = cells.iter().position(|(cx, cy)| {
                (x as f32 - cx).abs() <= c * 0.56 && (y as f32 - cy).abs() <= c * 0.56
            });
            match near {
                Some(i) => changed[i] += 1,
                None => {
                    panic!("{notation}: the board changed at ({x}, {y}), away from the wizards")
                }
            }
        }
        let area = (c * c) as usize;
        assert!(
            changed.iter().all(|n| *n > area / 20),
            "{notation}: both wizards' tiles drawn anew: {changed:?} of {area} pixels"
        );
    }
}

#[test]
fn a_solo_preview_is_the_same_whatever_the_face_down_tiles_hide() {
    use manawell::engines::dice::Dice;
    use manawell::engines::rivality::solo::{SoloGame, SoloMove};
    use rand::RngCore;
    // The same game as the player sees it: the face-down tiles turned round.
    let shuffled = |game: &SoloGame| {
        let mut other = game.clone();
        let hidden: Vec<usize> = (0..other.field.tiles.len())
            .filter(|i| other.field.tiles[*i].face_down)
            .collect();
        let tiles: Vec<_> = hidden.iter().map(|i| other.field.tiles[*i].tile).collect();
        for (k, i) in hidden.iter().enumerate() {
            other.field.tiles[*i].tile = tiles[(k + 1) % tiles.len()];
        }
        other
    };
    // Moves whose tiles lie face down: Suramun's when you enter, and later your own
    // wizard's when it goes into his lands where nothing has turned them up.
    let mut cases: Vec<(SoloGame, SoloMove)> =
        vec![(new_solo(3, Difficulty::Master), "enter C1".parse().unwrap())];
    let mut legal = Vec::new();
    'search: for seed in 0..400u64 {
        let mut game = new_solo(seed, Difficulty::Standard);
        let mut dice = Dice::new(seed);
        while !game.is_over() {
            game.legal_moves(&mut legal);
            if let Some(mv) = legal
                .iter()
                .find(|m| game.tile(m.cell()).is_some_and(|t| t.face_down))
            {
                cases.push((game.clone(), *mv));
                break 'search;
            }
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            game = game.apply(mv).unwrap().0;
        }
    }
    assert_eq!(cases.len(), 2, "a move onto a face-down tile of Suramun's");
    for (game, mv) in &cases {
        let other = shuffled(game);
        assert_ne!(other, *game);
        let notation = mv.to_string();
        let png = solo_preview(game, &notation);
        assert_eq!(png, solo_preview(&other, &notation), "{notation}");
        // Played, the move shows what it turns up.
        use manawell::frontends::pictures::Pictures;
        let played = |g: &SoloGame| {
            BoardPictures
                .move_png(&solo(g), &notation, Some(0), &names(), lang(), false)
                .unwrap()
                .unwrap()
        };
        assert_ne!(played(game), played(&other), "{notation}");
    }
}

#[test]
fn the_last_solo_picture_says_how_the_game_ended_and_who_won() {
    use manawell::engines::dice::Dice;
    use manawell::render::measure::recording;
    use manawell::render::{render_solo, SoloPicture};
    use rand::RngCore;
    let mut legal = Vec::new();
    for seed in 0..6u64 {
        let mut game = new_solo(seed, Difficulty::Standard);
        let mut dice = Dice::new(seed);
        let mut events = Vec::new();
        while !game.is_over() {
            game.legal_moves(&mut legal);
            let mv = legal[(dice.next_u64() % legal.len() as u64) as usize];
            let (next, happened) = game.apply(mv).unwrap();
            game = next;
            events = happened;
        }
        let names = names();
        let picture = SoloPicture {
            game: &game,
            names: &names,
            last_events: &events,
            preview: false,
            resigned: None,
            lang: manawell::i18n::Lang::En,
            format: manawell::render::Format::Phone,
        };
        let (png, drawn) = recording(|| render_solo(&picture).unwrap());
        dump(&format!("solo-end-{seed}.png"), &png);
        let words: Vec<&str> = drawn.iter().map(|d| d.text.as_str()).collect();
        assert!(
            words.iter().any(|w| w.starts_with("Game over: ")),
            "how it ended: {words:?}"
        );
        let score = game.score_now();
        let winner = if score.player_wins() {
            "alice wins"
        } else {
            "Suramun wins"
        };
        assert!(
            words.iter().any(|w| w.contains(winner)),
            "{winner}: {words:?}"
        );
    }
}
