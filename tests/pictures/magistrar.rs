//! Magistrar's pictures: the size of each layout, the highlighted placement and its
//! preview, a duel scored beside the next one drawn, a game given up, and the bags' order
//! (the only secret) never changing a picture it must not.

use manawell::engines::magistrar::notation::format_move;
use manawell::engines::magistrar::{new_game, Event, Game, Move, Options, Phase};
use manawell::render::palette::{LAST_MOVE, PREVIEW};
use manawell::render::Format;
use manawell::table::pictures::magistrar::{board_png, move_png, resigned_png};

use super::{count, decode, is_png, lang, names};

/// `RENDER_DUMP=dir` keeps the pictures, as drawn and shrunk to 400 px wide as a phone
/// shows them.
fn dump(name: &str, png: &[u8]) {
    super::dump(name, png);
    if let Some(dir) = std::env::var_os("RENDER_DUMP") {
        let img = decode(png);
        let height = img.height() * 400 / img.width();
        let small =
            image::imageops::resize(&img, 400, height, image::imageops::FilterType::Lanczos3);
        small
            .save(std::path::Path::new(&dir).join(format!("400-{name}")))
            .expect("write the small picture");
    }
}

fn start(seed: u64) -> Game {
    new_game(Options::default(), seed).expect("a new game")
}

fn legal(game: &Game) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// A game where player 2 is to reply in duel 1, and a reply of theirs that ends the duel
/// (no super energy to steer), so that the next duel's tokens are drawn.
fn before_a_reply_that_ends_the_duel() -> (Game, String) {
    for seed in 1..200 {
        let game = start(seed);
        let opening = legal(&game)[0];
        let (game, _) = game.apply(opening).expect("a listed move");
        assert!(matches!(game.phase, Phase::Place { .. }));
        for reply in legal(&game) {
            let (_, events) = game.apply(reply).expect("a listed move");
            if events.iter().any(|e| matches!(e, Event::DuelBegan { .. })) {
                return (game, format_move(&reply));
            }
        }
    }
    panic!("no seed gave a duel ended by its reply");
}

/// Every bag in the other order: the same contents, as a player may count them.
fn bags_reversed(game: &Game) -> Game {
    let mut other = game.clone();
    for bag in other.bags.iter_mut() {
        bag.reverse();
    }
    assert_ne!(other.bags, game.bags, "the bags' order differs");
    other
}

fn board(game: &Game, viewer: Option<u8>, format: Format) -> Vec<u8> {
    board_png(game, viewer, &names(), lang(), format).expect("the board renders")
}

fn shown(game: &Game, notation: &str, viewer: Option<u8>, preview: bool) -> Vec<u8> {
    move_png(
        game,
        notation,
        viewer,
        &names(),
        lang(),
        preview,
        Format::Phone,
    )
    .expect("the move renders")
}

#[test]
fn magistrar_pictures_decode_at_the_size_of_their_layout() {
    let game = start(3);
    let phone = board(&game, None, Format::Phone);
    let wide = board(&game, None, Format::Wide);
    assert!(is_png(&phone) && is_png(&wide));
    dump("magistrar-phone.png", &phone);
    dump("magistrar-wide.png", &wide);
    let (phone, wide) = (decode(&phone), decode(&wide));
    // Designed 400 px wide: twice that on a phone, two columns 1.5 times that wide.
    assert_eq!(phone.width(), 800);
    assert_eq!(wide.width(), 1200);
    assert!(phone.height() > phone.width(), "phone: one tall column");
    assert!(wide.height() < wide.width(), "wide: two columns");
    assert!(phone.height() <= manawell::render::MAX_TALL);
}

#[test]
fn a_placement_is_highlighted_and_its_preview_is_marked_apart() {
    let game = start(5);
    let opening = format_move(&legal(&game)[0]);
    let (after, _) = game
        .apply(manawell::engines::magistrar::notation::parse_move(&opening).unwrap())
        .unwrap();
    let plain = board(&after, None, Format::Phone);
    let played = shown(&game, &opening, None, false);
    let preview = shown(&game, &opening, None, true);
    dump("magistrar-placed.png", &played);
    dump("magistrar-preview.png", &preview);
    assert_ne!(played, plain, "the placement is highlighted");
    assert_ne!(preview, played, "a preview is told apart");
    // The played move is ringed in the last move's yellow, the preview in its cyan: in
    // the arena (the top of the picture), above what the plain board has of each.
    let arena = |png: &[u8], colour| {
        let img = decode(png);
        count(&img, colour, (0, img.width()), (0, 700))
    };
    assert!(arena(&played, LAST_MOVE) > arena(&plain, LAST_MOVE) + 1000);
    assert!(arena(&preview, PREVIEW) > arena(&plain, PREVIEW) + 1000);
    assert!(move_png(&game, "sss", None, &names(), lang(), false, Format::Phone).is_err());
    assert!(move_png(&game, "3m", None, &names(), lang(), false, Format::Phone).is_err());
}

#[test]
fn a_reply_that_ends_a_duel_shows_it_scored_above_the_next_one() {
    let (game, reply) = before_a_reply_that_ends_the_duel();
    let (after, _) = game
        .apply(manawell::engines::magistrar::notation::parse_move(&reply).unwrap())
        .unwrap();
    let played = shown(&game, &reply, None, false);
    dump("magistrar-scored.png", &played);
    let plain = decode(&board(&after, None, Format::Phone));
    // Two arenas: the duel just scored, and the next one's tokens.
    assert!(decode(&played).height() > plain.height() + 300);
}

#[test]
fn the_bags_order_never_changes_a_picture() {
    let game = start(11);
    let other = bags_reversed(&game);
    for format in [Format::Phone, Format::Wide] {
        for viewer in [None, Some(0), Some(1)] {
            assert_eq!(
                board(&game, viewer, format),
                board(&other, viewer, format),
                "{viewer:?} {format:?}"
            );
        }
    }
    // The preview of a reply that ends a duel shows nothing the next draw would turn up;
    // once played, the next duel's tokens are out, and the pictures differ.
    let (game, reply) = before_a_reply_that_ends_the_duel();
    let other = bags_reversed(&game);
    for viewer in [None, Some(0), Some(1)] {
        assert_eq!(
            shown(&game, &reply, viewer, true),
            shown(&other, &reply, viewer, true),
            "preview for {viewer:?}"
        );
    }
    assert_ne!(
        shown(&game, &reply, None, false),
        shown(&other, &reply, None, false),
        "played, the next duel's tokens show"
    );
}

#[test]
fn a_game_given_up_and_a_game_ended_are_said() {
    let game = start(7);
    let plain = board(&game, None, Format::Phone);
    let resigned = resigned_png(&game, 1, false, None, &names(), lang(), Format::Phone).unwrap();
    let forfeit = resigned_png(&game, 1, true, None, &names(), lang(), Format::Phone).unwrap();
    dump("magistrar-resigned.png", &resigned);
    assert!(is_png(&resigned));
    assert_ne!(resigned, plain);
    assert_ne!(resigned, forfeit, "running out of time is told apart");

    let mut over = start(7);
    let mut rng = manawell::engines::dice::Dice::new(8);
    manawell::engines::magistrar::random::play_random(
        &mut over,
        &mut rng,
        500,
        &mut Vec::new(),
        &mut Vec::new(),
    );
    assert!(over.is_over());
    let end = board(&over, None, Format::Phone);
    dump("magistrar-over.png", &end);
    assert!(is_png(&end));
    // The last duel stays on the board, scored.
    assert!(decode(&end).height() >= decode(&plain).height());
}

#[test]
fn the_front_ends_pictures_draw_a_magistrar_table() {
    use manawell::frontends::pictures::{BoardPictures, Pictures};
    use manawell::table::kinds::{magistrar::Magistrar, Typed};
    use manawell::table::BoardRenderer;
    let game = start(5);
    let typed = Typed::<Magistrar>(game.clone());
    let opening = format_move(&legal(&game)[0]);
    // Discord's pictures are the phone layout.
    assert_eq!(
        BoardPictures
            .board_png(&typed, Some(1), &names(), lang())
            .unwrap(),
        board(&game, Some(1), Format::Phone)
    );
    assert_eq!(
        BoardPictures
            .move_png(&typed, &opening, None, &names(), lang(), true)
            .unwrap(),
        Some(shown(&game, &opening, None, true))
    );
    let resigned = BoardPictures
        .resigned_png(&typed, 0, true, None, &names(), lang())
        .unwrap();
    assert_eq!(
        resigned,
        Some(resigned_png(&game, 0, true, None, &names(), lang(), Format::Phone).unwrap())
    );
    // The terminal mode's renderer draws the same game wide.
    let wide = manawell::table::Renderer
        .board_png(&typed, None, &names(), lang())
        .unwrap();
    assert_eq!(wide, board(&game, None, Format::Wide));
}

#[test]
fn a_placement_drawn_played_shows_nothing_of_the_bags() {
    // The starting player's placement draws nothing: played or previewed, its picture is
    // the same whatever order the bags hold.
    let game = start(13);
    let other = bags_reversed(&game);
    let opening = format_move(&legal(&game)[0]);
    for preview in [false, true] {
        assert_eq!(
            shown(&game, &opening, Some(0), preview),
            shown(&other, &opening, Some(0), preview)
        );
    }
}
