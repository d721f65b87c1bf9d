//! Aetherium's pictures: valid PNGs of a set width per layout, the move highlighted (a
//! preview marked apart), a game given up and a game won said, and nothing of the pouch's
//! order in any picture, a previewed round's end included.

use manawell::engines::aetherium::notation::parse_position;
use manawell::engines::aetherium::{new_game, Event, Game, Move, Options, Pawn, SeatView};
use manawell::engines::dice::Dice;
use manawell::render::aetherium::width;
use manawell::render::palette::{LAST_MOVE, PREVIEW};
use manawell::render::{
    render_aetherium, render_aetherium_resigned, AetheriumPicture, Format, Resignation,
};

use super::{count, decode, dump, is_png, lang, names};

fn draw(view: &SeatView, events: &[Event], preview: bool, format: Format) -> Vec<u8> {
    render_aetherium(&AetheriumPicture {
        view,
        names: &names(),
        last_events: events,
        preview,
        format,
        lang: lang(),
    })
    .expect("the picture draws")
}

fn board(game: &Game, format: Format) -> Vec<u8> {
    draw(&game.view(None), &[], false, format)
}

/// `before` after `mv`, as a spectator sees it, the move highlighted or previewed.
fn moved(before: &Game, mv: Move, preview: bool) -> Vec<u8> {
    let (after, events) = before.apply(mv).expect("a legal move");
    draw(&after.view(None), &events, preview, Format::Phone)
}

/// Random legal moves from `seed`'s set-up until `stop` says so (or the game ends).
fn play_until(seed: u64, stop: impl Fn(&Game, &Move) -> bool) -> (Game, Move) {
    use rand::Rng;
    let mut game = new_game(Options::default(), seed).expect("a new game");
    let mut rng = Dice::new(seed);
    let mut moves = Vec::new();
    loop {
        game.legal_moves(&mut moves);
        assert!(!moves.is_empty(), "the game ended before the move sought");
        let mv = moves[rng.random_range(0..moves.len())];
        if stop(&game, &mv) {
            return (game, mv);
        }
        game = game.apply(mv).expect("a listed move").0;
    }
}

fn ends_a_round(game: &Game, mv: &Move) -> bool {
    game.apply(*mv)
        .expect("a listed move")
        .1
        .iter()
        .any(|e| matches!(e, Event::TokenDrawn { .. }))
}

fn lit(png: &[u8], colour: manawell::render::Colour) -> usize {
    let img = decode(png);
    count(&img, colour, (0, img.width()), (0, img.height()))
}

#[test]
fn aetherium_pictures_decode_at_their_layout_s_width() {
    let game = new_game(Options::default(), 7).unwrap();
    let phone = board(&game, Format::Phone);
    let wide = board(&game, Format::Wide);
    assert!(is_png(&phone) && is_png(&wide));
    let (phone, wide) = (decode(&phone), decode(&wide));
    assert_eq!(phone.width(), width(Format::Phone));
    assert_eq!(wide.width(), width(Format::Wide));
    assert_eq!(phone.width(), 800, "twice a phone's 400 px");
    assert!(phone.height() > phone.width() && phone.height() <= manawell::render::MAX_TALL);
    assert!(wide.width() > wide.height() && wide.height() <= manawell::render::MAX_SIDE);
    dump("aetherium-start.png", &board(&game, Format::Phone));
}

#[test]
fn aetherium_pictures_stay_small() {
    let (game, mv) = play_until(3, |g, _| g.round == 3);
    let png = moved(&game, mv, false);
    assert!(png.len() < 300_000, "{} bytes", png.len());
}

#[test]
fn the_placed_pawn_and_moved_stones_are_highlighted_and_a_preview_is_marked_apart() {
    let game = new_game(Options::default(), 7).unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mv = moves[0];
    let (after, _) = game.apply(mv).unwrap();
    let plain = board(&after, Format::Phone);
    let played = moved(&game, mv, false);
    let preview = moved(&game, mv, true);
    dump("aetherium-played.png", &played);
    dump("aetherium-preview.png", &preview);
    assert_ne!(played, plain);
    assert_ne!(played, preview);
    // The highlight: the last move's yellow beyond the plain board's (its "to play"), the
    // preview's cyan instead.
    assert!(lit(&played, LAST_MOVE) > lit(&plain, LAST_MOVE) + 200);
    assert!(lit(&preview, PREVIEW) > lit(&played, PREVIEW) + 200);
    // The same stones moved by the wild pawn rather than the element's own: the placed
    // pawn tells them apart.
    let pair = moves.iter().find_map(|a| {
        let Move::Turn {
            pawn,
            element,
            action,
            token,
        } = *a
        else {
            return None;
        };
        (pawn == Pawn::Wild)
            .then_some(Move::Turn {
                pawn: Pawn::of(element),
                element,
                action,
                token,
            })
            .filter(|b| moves.contains(b))
            .map(|b| (*a, b))
    });
    let (wild, own) = pair.expect("a wild pawn doing what an element pawn does");
    assert_ne!(moved(&game, wild, false), moved(&game, own, false));
}

#[test]
fn the_order_of_the_pouch_never_shows() {
    let (game, mv) = play_until(5, ends_a_round);
    let mut shuffled = game.clone();
    shuffled.pouch.reverse();
    assert_ne!(
        shuffled.pouch, game.pouch,
        "a pouch with tokens of several kinds"
    );
    assert_eq!(board(&game, Format::Phone), board(&shuffled, Format::Phone));
    assert_eq!(board(&game, Format::Wide), board(&shuffled, Format::Wide));
    let as_seat = |g: &Game| draw(&g.view(Some(g.turn)), &[], false, Format::Phone);
    assert_eq!(as_seat(&game), as_seat(&shuffled));
    // The round's end draws from the pouch: a preview keeps the draw hidden...
    assert_eq!(moved(&game, mv, true), moved(&shuffled, mv, true));
    // ...which, once played, is on the mat for everyone.
    let drawn = |g: &Game| {
        g.apply(mv)
            .unwrap()
            .1
            .into_iter()
            .filter(|e| matches!(e, Event::TokenDrawn { .. }))
            .collect::<Vec<_>>()
    };
    assert_ne!(
        drawn(&game),
        drawn(&shuffled),
        "the reversed pouch draws otherwise"
    );
    assert_ne!(moved(&game, mv, false), moved(&shuffled, mv, false));
}

#[test]
fn a_game_given_up_and_a_game_won_say_so() {
    let game = new_game(Options::default(), 7).unwrap();
    let view = game.view(None);
    let picture = AetheriumPicture {
        view: &view,
        names: &names(),
        last_events: &[],
        preview: false,
        format: Format::Phone,
        lang: lang(),
    };
    let plain = render_aetherium(&picture).unwrap();
    let resigned = render_aetherium_resigned(
        &picture,
        Resignation {
            seat: 1,
            forfeit: false,
        },
    )
    .unwrap();
    let forfeit = render_aetherium_resigned(
        &picture,
        Resignation {
            seat: 1,
            forfeit: true,
        },
    )
    .unwrap();
    assert_ne!(resigned, plain);
    assert_ne!(resigned, forfeit);
    dump("aetherium-resigned.png", &resigned);

    let won = parse_position(
        "aetherium\nround 1\nturn 1\nstarter 1\nlast 1\nfire 6 6 6 6\nhand 1: aether\nplayed 1: fire@surge\nover 1 elements fire\n",
    )
    .expect("the notation's finished game");
    let mut going_on = won.clone();
    going_on.outcome = None;
    let over = board(&won, Format::Phone);
    dump("aetherium-won.png", &over);
    assert_ne!(over, board(&going_on, Format::Phone));
}

#[test]
fn the_command_line_draws_an_aetherium_position_with_a_move() {
    let dir = std::env::temp_dir();
    let id = std::process::id();
    let position = dir.join(format!("manawell-aetherium-{id}.txt"));
    let out = dir.join(format!("manawell-aetherium-{id}.png"));
    std::fs::write(&position, "aetherium\nmarks B2=aether\n").unwrap();
    let run = |mv: &str, layout: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_manawell"))
            .args(["render", "aetherium", "--position"])
            .arg(&position)
            .args(["--move", mv, "--layout", layout, "--out"])
            .arg(&out)
            .output()
            .expect("manawell runs")
    };
    let ok = run("fire twin A B", "wide");
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let img = decode(&std::fs::read(&out).unwrap());
    assert_eq!(img.width(), width(Format::Wide));
    let bad = run("fire fall A 1", "phone");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot be played"));
    // A position no game can reach is refused, not drawn: a token under a stone.
    std::fs::write(&position, "aetherium\nfire 2 0 0 0\nmarks A2=aether\n").unwrap();
    let impossible = run("earth surge A", "phone");
    assert!(!impossible.status.success());
    assert!(String::from_utf8_lossy(&impossible.stderr).contains("not a possible position"));
}
