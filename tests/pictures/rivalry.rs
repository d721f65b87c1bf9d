//! Rivalry's pictures: drawn for any position in both layouts and every language, never
//! telling the deck's order or a die to come, a side's set-up showing nothing of the
//! other side, a move's arrows where its events say, and a tile's counts legible on a
//! phone.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::notation::format_move;
use manawell::engines::rivalry::{
    map, start, suggested_setup, Event, Game, Move, Phase, Side, Target, Units,
};
use manawell::i18n::Lang;
use manawell::render::palette::LAST_MOVE;
use manawell::render::rivalry::geometry::Geometry;
use manawell::render::rivalry::{side_look, width, ASSAULT, PHONE_SCALE};
use manawell::render::Format;
use manawell::table::pictures::rivalry::{
    board_png, move_png, resigned_png, setup_png, turn_png, waiting_png,
};

use super::{count, decode, dump, is_png, names};

fn new_game(seed: u64) -> Game {
    start(
        &suggested_setup(Side::Republic),
        &suggested_setup(Side::Kingdom),
        seed,
    )
    .expect("the suggested set-ups start a game")
    .0
}

/// Random legal moves from `seed`'s start until `stop` holds before one (or the game
/// ends, or `most` moves were played): the game then, and the last move's events.
fn play_until(seed: u64, most: usize, stop: impl Fn(&Game) -> bool) -> (Game, Vec<Event>) {
    use rand::Rng;
    let mut game = new_game(seed);
    let mut rng = Dice::new(seed.wrapping_mul(31).wrapping_add(7));
    let mut moves = Vec::new();
    let mut events = Vec::new();
    for _ in 0..most {
        if game.is_over() || stop(&game) {
            break;
        }
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())].clone();
        let (next, happened) = game.apply(game.turn, &mv).expect("a listed move");
        game = next;
        events = happened;
    }
    (game, events)
}

fn lit(png: &[u8], colour: manawell::render::Colour) -> usize {
    let img = decode(png);
    count(&img, colour, (0, img.width()), (0, img.height()))
}

/// A design point (the picture's 400 px design) in the picture's pixels.
fn at(point: (f32, f32), scale: f32) -> (u32, u32) {
    ((point.0 * scale) as u32, (point.1 * scale) as u32)
}

/// Pixels of `colour` within `r` design pixels of `point`.
fn near_point(
    img: &image::RgbImage,
    colour: manawell::render::Colour,
    point: (f32, f32),
    r: f32,
) -> usize {
    let (x, y) = at(point, PHONE_SCALE);
    let d = (r * PHONE_SCALE) as u32;
    count(img, colour, (x - d, x + d), (y - d, y + d))
}

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

#[test]
fn the_deck_s_order_and_the_dice_to_come_change_no_pixel() {
    // The recruit step: ending the turn rolls the other side's dice at once.
    let (game, _) = play_until(11, 400, |g| g.phase == Phase::Recruit && g.round > 1);
    assert_eq!(game.phase, Phase::Recruit, "a recruit step was reached");
    let mut other = game.clone();
    other.deck.reverse();
    other.dice = Dice::new(99);
    assert_ne!(other.deck, game.deck);
    for format in [Format::Phone, Format::Wide] {
        assert!(
            board_png(&game, None, &names(), format, Lang::En).unwrap()
                == board_png(&other, Some(1), &names(), format, Lang::En).unwrap()
        );
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut notations: Vec<String> = moves.iter().map(format_move).collect();
    notations.push("end-turn".to_string());
    for notation in &notations {
        let preview = |g: &Game| {
            move_png(g, notation, None, &names(), true, Format::Phone, Lang::En).unwrap()
        };
        assert!(preview(&game) == preview(&other), "{notation}");
    }
    // Played, the end of the turn rolls other dice: the picture tells them (so the test
    // above can fail).
    let rolled = |g: &Game| {
        let (_, events) = g.apply(g.turn, &Move::EndTurn).unwrap();
        events
            .into_iter()
            .filter(|e| matches!(e, Event::Rolled { .. } | Event::CardDrawn { .. }))
            .collect::<Vec<_>>()
    };
    if rolled(&game) != rolled(&other) {
        let played = |g: &Game| {
            move_png(
                g,
                "end-turn",
                None,
                &names(),
                false,
                Format::Phone,
                Lang::En,
            )
            .unwrap()
        };
        assert!(played(&game) != played(&other));
    }
}

#[test]
fn a_set_up_picture_shows_nothing_of_the_other_side() {
    for side in Side::BOTH {
        let seat = side.index() as u8;
        let mine = setup_png(
            seat,
            &suggested_setup(side),
            &names(),
            Format::Phone,
            Lang::En,
        )
        .unwrap();
        dump(&format!("rivalry-setup-{}.png", side.word()), &mine);
        let (own, other) = (side_look(side).fill, side_look(side.other()).fill);
        assert!(lit(&mine, own) > 2000, "{side}: its own units and cities");
        assert_eq!(lit(&mine, other), 0, "{side}: nothing of the other side");
        // Another set-up of its own is another picture: the set-up is what is drawn.
        let mut moved = suggested_setup(side);
        moved.units[0].1.armies += 1;
        moved.units[1].1.armies -= 1;
        assert!(setup_png(seat, &moved, &names(), Format::Phone, Lang::En).unwrap() != mine);
    }
    let waiting = waiting_png(&names(), [true, false], Format::Phone, Lang::En).unwrap();
    dump("rivalry-waiting.png", &waiting);
    for side in Side::BOTH {
        assert_eq!(lit(&waiting, side_look(side).fill), 0, "no set-up shown");
    }
}

#[test]
fn a_move_s_arrow_and_an_assault_s_appear_where_their_events_say() {
    let g = Geometry::new();
    // A move of the move step.
    let (game, _) = play_until(4, 400, |g| matches!(g.phase, Phase::Move { .. }));
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mv = moves
        .iter()
        .find(|m| matches!(m, Move::Move { .. }))
        .expect("a unit may move")
        .clone();
    let Move::Move { from, to, .. } = mv else {
        unreachable!()
    };
    let (after, events) = game.apply(game.turn, &mv).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Moved { from: f, to: t, .. } if *f == from && *t == to)));
    let played = move_png(
        &game,
        &format_move(&mv),
        None,
        &names(),
        false,
        Format::Phone,
        Lang::En,
    )
    .unwrap();
    let plain = board_png(&after, None, &names(), Format::Phone, Lang::En).unwrap();
    dump("rivalry-move.png", &played);
    let (a, b) = (g.centre(from), g.centre(to));
    // Along the shaft, between the start and the count at the middle.
    let shaft = (a.0 + (b.0 - a.0) * 0.33, a.1 + (b.1 - a.1) * 0.33);
    let (img, bare) = (decode(&played), decode(&plain));
    assert!(
        near_point(&img, LAST_MOVE, shaft, 1.5) > 4,
        "the arrow's shaft"
    );
    assert_eq!(
        near_point(&bare, LAST_MOVE, shaft, 1.5),
        0,
        "no arrow unplayed"
    );

    // An assault of the battle step, on the tile or city its event names.
    let (game, _) = play_until(9, 2000, |g| {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        g.phase == Phase::Battle && moves.iter().any(|m| matches!(m, Move::Assault { .. }))
    });
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mv = moves
        .iter()
        .find(|m| matches!(m, Move::Assault { .. }))
        .expect("an assault")
        .clone();
    let (after, events) = game.apply(game.turn, &mv).unwrap();
    let (from, target) = events
        .iter()
        .find_map(|e| match e {
            Event::Assault { from, target, .. } => Some((*from, *target)),
            _ => None,
        })
        .expect("the assault's event");
    let played = move_png(
        &game,
        &format_move(&mv),
        None,
        &names(),
        false,
        Format::Phone,
        Lang::En,
    )
    .unwrap();
    dump("rivalry-assault.png", &played);
    let plain = board_png(&after, None, &names(), Format::Phone, Lang::En).unwrap();
    let a = g.centre(from);
    let b = match target {
        Target::Tile(t) => g.centre(t),
        Target::City(s) => g.site(s),
    };
    let shaft = (a.0 + (b.0 - a.0) * 0.3, a.1 + (b.1 - a.1) * 0.3);
    let (img, bare) = (decode(&played), decode(&plain));
    assert!(
        near_point(&img, ASSAULT, shaft, 1.5) > 4,
        "the assault's arrow"
    );
    assert_eq!(near_point(&bare, ASSAULT, shaft, 1.5), 0);
    // Its dice, as sums, at the arrow's middle: a pale label.
    let middle = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let paper = manawell::render::palette::PAPER;
    assert!(near_point(&img, paper, middle, 3.0) > near_point(&bare, paper, middle, 3.0));
    let _ = map();
}

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

#[test]
fn a_move_is_highlighted_a_preview_marked_apart_and_a_bad_move_refused() {
    use manawell::render::palette::PREVIEW;
    let (game, _) = play_until(4, 400, |g| matches!(g.phase, Phase::Move { .. }));
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mv = moves
        .iter()
        .find(|m| matches!(m, Move::Move { .. }))
        .expect("a unit may move");
    let notation = format_move(mv);
    let (after, _) = game.apply(game.turn, mv).unwrap();
    let draw = |preview| {
        move_png(
            &game,
            &notation,
            None,
            &names(),
            preview,
            Format::Phone,
            Lang::En,
        )
        .unwrap()
    };
    let (played, preview) = (draw(false), draw(true));
    let plain = board_png(&after, None, &names(), Format::Phone, Lang::En).unwrap();
    dump("rivalry-preview.png", &preview);
    assert!(played != plain && played != preview);
    assert!(lit(&played, LAST_MOVE) > lit(&plain, LAST_MOVE) + 100);
    assert!(lit(&preview, PREVIEW) > lit(&played, PREVIEW) + 100);
    let refused = |notation: &str| {
        move_png(
            &game,
            notation,
            None,
            &names(),
            false,
            Format::Phone,
            Lang::En,
        )
        .is_err()
    };
    assert!(refused("Z99-A1:1a"), "not a tile");
    assert!(refused("nonsense"));
    assert!(refused("end-battles"), "not now: the move step");
}

#[test]
fn an_assault_previewed_tells_no_die_and_played_tells_them_all() {
    let (game, _) = play_until(9, 2000, |g| {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        g.phase == Phase::Battle && moves.iter().any(|m| matches!(m, Move::Assault { .. }))
    });
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mv = moves
        .iter()
        .find(|m| matches!(m, Move::Assault { .. }))
        .expect("an assault");
    let notation = format_move(mv);
    // The same game with other dice to come: another assault's outcome.
    let others = (100..200u64).map(|seed| {
        let mut other = game.clone();
        other.dice = Dice::new(seed);
        other
    });
    let dice = |g: &Game| {
        g.apply(g.turn, mv)
            .unwrap()
            .1
            .into_iter()
            .filter(|e| matches!(e, Event::Assault { .. }))
            .collect::<Vec<_>>()
    };
    let other = others
        .into_iter()
        .find(|o| dice(o) != dice(&game))
        .expect("other dice");
    let draw = |g: &Game, preview| {
        move_png(
            g,
            &notation,
            None,
            &names(),
            preview,
            Format::Phone,
            Lang::En,
        )
        .unwrap()
    };
    assert!(
        draw(&game, true) == draw(&other, true),
        "the preview tells no die"
    );
    assert!(
        draw(&game, false) != draw(&other, false),
        "played, the dice show"
    );
}

#[test]
fn a_resignation_and_a_forfeit_are_told_apart() {
    let game = new_game(2);
    let draw =
        |forfeit| resigned_png(&game, 0, forfeit, None, &names(), Format::Phone, Lang::En).unwrap();
    let plain = board_png(&game, None, &names(), Format::Phone, Lang::En).unwrap();
    let (resigned, forfeit) = (draw(false), draw(true));
    dump("rivalry-resigned.png", &resigned);
    assert!(resigned != plain && resigned != forfeit);
}
