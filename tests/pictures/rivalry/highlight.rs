//! A move highlighted where its events say, a preview marked apart, a resignation told.

use manawell::engines::rivalry::{Event, Game, Move, Target};
use manawell::i18n::Lang;
use manawell::render::palette::LAST_MOVE;
use manawell::render::rivalry::geometry::Geometry;
use manawell::render::rivalry::layout::{LabelKind, Layout, Rect};
use manawell::render::rivalry::{rivalry_layout, RivalryPicture, ASSAULT, PHONE_SCALE};
use manawell::render::{Colour, Format};
use manawell::table::pictures::rivalry::{board_png, move_png, resigned_png};

use super::super::{count, decode, dump, names};
use super::{a_move_step, an_assault_step, lit, new_game, phone_move_of};

/// The layout of `mv` played on `game` and highlighted, as `move_png` draws it.
fn played_layout(game: &Game, mv: &Move) -> (Game, Layout) {
    let (after, events) = game.apply(game.turn, mv).unwrap();
    let view = after.view(None);
    let layout = rivalry_layout(&RivalryPicture {
        view: &view,
        names: &names(),
        last_events: &events,
        planned: None,
        preview: false,
        format: Format::Phone,
        lang: Lang::En,
    })
    .unwrap();
    (after, layout)
}

/// How far `p` is from the segment `a`–`b`.
fn off_line(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    let (x, y) = (a.0 + t * dx - p.0, a.1 + t * dy - p.1);
    (x * x + y * y).sqrt()
}

/// The layout's one arrow (an assault's or a move's), which runs from near `a` to near
/// `b`, and a point of its shaft that no box covers.
fn bare_shaft(layout: &Layout, assault: bool, a: (f32, f32), b: (f32, f32)) -> (f32, f32) {
    let g = Geometry::new();
    let arrows: Vec<_> = layout
        .arrows
        .iter()
        .filter(|l| l.assault == assault)
        .collect();
    assert_eq!(arrows.len(), 1, "{:?}", layout.arrows);
    let d = |p: (f32, f32), q: (f32, f32)| ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt();
    let (a, b) = {
        let (start, tip) = (arrows[0].start, arrows[0].tip);
        assert!(
            d(start, a) < g.size && d(tip, b) < g.size,
            "{:?}",
            arrows[0]
        );
        (start, tip)
    };
    (5..=50)
        .map(|t| t as f32 / 100.0)
        .map(|t| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
        .find(|p| {
            let around = Rect::centred(*p, 4.0, 4.0);
            !layout.labels.iter().any(|l| l.rect.intersects(&around))
        })
        .expect("some of the shaft shows")
}

/// Pixels of `colour` within `r` design pixels of `point` on a phone picture.
fn near_point(img: &image::RgbImage, colour: Colour, point: (f32, f32), r: f32) -> usize {
    let (x, y) = (
        (point.0 * PHONE_SCALE) as u32,
        (point.1 * PHONE_SCALE) as u32,
    );
    let d = (r * PHONE_SCALE) as u32;
    count(img, colour, (x - d, x + d), (y - d, y + d))
}

#[test]
fn a_move_s_arrow_and_an_assault_s_appear_where_their_events_say() {
    let g = Geometry::new();
    let (game, mv) = a_move_step();
    let Move::Move { from, to, units } = mv else {
        unreachable!()
    };
    let (after, layout) = played_layout(&game, &mv);
    let played = phone_move_of(&game, &mv, false);
    let plain = board_png(&after, None, &names(), Format::Phone, Lang::En).unwrap();
    dump("rivalry-move.png", &played);
    let (a, b) = (g.centre(from), g.centre(to));
    // How many went, on the arrow or beside it.
    let count = layout
        .of(|k| matches!(k, LabelKind::Moved { to: t, .. } if *t == to))
        .next()
        .expect("the move's count");
    assert_eq!(count.kind, LabelKind::Moved { to, units });
    let line = layout.arrows[0];
    let near = off_line(count.rect.centre(), line.start, line.tip);
    assert!(near < 1.5 * g.size, "{count:?} {near} from {line:?}");
    let shaft = bare_shaft(&layout, false, a, b);
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
    let (game, mv) = an_assault_step();
    let (after, events) = game.apply(game.turn, &mv).unwrap();
    let (from, target, attack, defence) = events
        .iter()
        .find_map(|e| match e {
            Event::Assault {
                from,
                target,
                attack,
                defence,
                ..
            } => Some((*from, *target, *attack, *defence)),
            _ => None,
        })
        .expect("the assault's event");
    let (_, layout) = played_layout(&game, &mv);
    let played = phone_move_of(&game, &mv, false);
    dump("rivalry-assault.png", &played);
    let plain = board_png(&after, None, &names(), Format::Phone, Lang::En).unwrap();
    let a = g.centre(from);
    let b = match target {
        Target::Tile(t) => g.centre(t),
        Target::City(s) => g.site(s),
    };
    let shaft = bare_shaft(&layout, true, a, b);
    let (img, bare) = (decode(&played), decode(&plain));
    assert!(
        near_point(&img, ASSAULT, shaft, 1.5) > 4,
        "the assault's arrow"
    );
    assert_eq!(near_point(&bare, ASSAULT, shaft, 1.5), 0);
    // Its dice, as sums, on the arrow or beside it: a pale label.
    let dice = layout
        .of(|k| matches!(k, LabelKind::Dice { .. }))
        .next()
        .expect("the dice");
    assert_eq!(dice.kind, LabelKind::Dice { from, target });
    let sum = |d: [u8; 2]| d[0] + d[1];
    assert!(dice
        .text
        .starts_with(&format!("{}:{}", sum(attack), sum(defence))));
    let line = layout.arrows[0];
    let near = off_line(dice.rect.centre(), line.start, line.tip);
    assert!(near < 1.5 * g.size, "{dice:?} {near} from {line:?}");
    let paper = manawell::render::palette::PAPER;
    let middle = dice.rect.centre();
    assert!(near_point(&img, paper, middle, 3.0) > near_point(&bare, paper, middle, 3.0));
}

#[test]
fn a_move_is_highlighted_a_preview_marked_apart_and_a_bad_move_refused() {
    use manawell::render::palette::PREVIEW;
    let (game, mv) = a_move_step();
    let (after, _) = game.apply(game.turn, &mv).unwrap();
    let draw = |preview| phone_move_of(&game, &mv, preview);
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
fn a_resignation_and_a_forfeit_are_told_apart() {
    let game = new_game(2);
    let draw =
        |forfeit| resigned_png(&game, 0, forfeit, None, &names(), Format::Phone, Lang::En).unwrap();
    let plain = board_png(&game, None, &names(), Format::Phone, Lang::En).unwrap();
    let (resigned, forfeit) = (draw(false), draw(true));
    dump("rivalry-resigned.png", &resigned);
    assert!(resigned != plain && resigned != forfeit);
}

#[test]
fn a_move_s_count_does_not_read_as_units_standing_there() {
    // Drawn dark with figures in the highlight's colour, where a side's chip is filled
    // with the side's colour.
    let (game, mv) = a_move_step();
    let (_, layout) = played_layout(&game, &mv);
    let img = decode(&phone_move_of(&game, &mv, false));
    let label = layout
        .of(|k| matches!(k, LabelKind::Moved { .. }))
        .next()
        .expect("the move's count");
    let r = label.rect.grown(-2.0);
    let px = |v: f32| (v * PHONE_SCALE) as u32;
    let within = |colour| {
        count(
            &img,
            colour,
            (px(r.x), px(r.x + r.w)),
            (px(r.y), px(r.y + r.h)),
        )
    };
    let area = (px(r.w) * px(r.h)) as usize;
    let dark = within(manawell::render::palette::INK);
    assert!(dark * 2 > area, "{dark} dark pixels of {area}");
    assert!(
        within(LAST_MOVE) > 10,
        "its figures in the highlight's colour"
    );
    for side in manawell::engines::rivalry::Side::BOTH {
        let fill = manawell::render::rivalry::side_look(side).fill;
        assert_eq!(within(fill), 0, "no {side}'s colour");
    }
}
