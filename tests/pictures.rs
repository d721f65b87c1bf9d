//! The board pictures behind the table service's `BoardRenderer` port: drawn from what
//! the viewer may see, so that a hidden tile never changes a picture someone else sees.

use manawell::engines::rivality::solo::{new_solo, Difficulty};
use manawell::engines::rivality::{new_game, Options};
use manawell::frontends::pictures::BoardPictures;
use manawell::table::kinds::{rivality::Rivality, suramun::Suramun, Typed};
use manawell::table::BoardRenderer;

fn names() -> Vec<String> {
    vec!["alice".to_string(), "bob".to_string()]
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
            .board_png(&Typed::<Rivality>(g.clone()), viewer, &names())
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
            .board_png(&Typed::<Suramun>(g.clone()), None, &names())
            .unwrap()
    };
    let png = draw(&game);
    assert!(is_png(&png));
    assert_eq!(png, draw(&other));
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
    let choices = manawell::table::AnyGame::choices(&typed);
    let notation = &choices[0].notation;
    let mut after = manawell::table::AnyGame::clone_box(&typed);
    let _ = after.play_text(notation, &manawell::table::Names(names()));
    let plain = BoardPictures.board_png(&*after, None, &names()).unwrap();
    let played = BoardPictures
        .move_png(&typed, notation, None, &names(), false)
        .unwrap()
        .expect("a Rivality move is drawn");
    let preview = BoardPictures
        .move_png(&typed, notation, Some(0), &names(), true)
        .unwrap()
        .expect("a preview");
    assert!(is_png(&played) && is_png(&preview));
    assert_ne!(played, plain, "the move is highlighted");
    assert_ne!(preview, played);
    // Another hand in the other seat changes nothing in the public picture of the move.
    let mut other = game.clone();
    other.hands[1].reverse();
    let again = BoardPictures
        .move_png(&Typed::<Rivality>(other), notation, None, &names(), false)
        .unwrap()
        .unwrap();
    assert_eq!(again, played);
    assert!(BoardPictures
        .move_png(
            &Typed::<Rivality>(game),
            "Z99 A1 north",
            None,
            &names(),
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
                preview,
            )
            .unwrap()
            .unwrap()
    };
    let choices = manawell::table::AnyGame::choices(&typed);
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
