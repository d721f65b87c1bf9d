//! Rivalry's pictures: drawn for any position in both layouts and every language, never
//! telling the deck's order or a die to come, a side's set-up showing nothing of the
//! other side, a move's arrows where its events say, a tile's counts legible on a phone,
//! and no mark or word on the map hiding another however crowded.

use manawell::engines::dice::Dice;
use manawell::engines::rivalry::notation::format_move;
use manawell::engines::rivalry::{start, suggested_setup, Event, Game, Move, Phase, Side};
use manawell::i18n::Lang;
use manawell::render::Format;
use manawell::table::pictures::rivalry::move_png;

use super::{count, decode, names};

mod any_position;
mod crowded;
mod hidden;
mod highlight;
mod legible;

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

/// The first listed move that `pick` picks.
fn first_move(game: &Game, pick: impl Fn(&Move) -> bool) -> Option<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().find(|m| pick(m))
}

/// A move step (seed 4) and a unit's move in it.
fn a_move_step() -> (Game, Move) {
    let (game, _) = play_until(4, 400, |g| matches!(g.phase, Phase::Move { .. }));
    let mv = first_move(&game, |m| matches!(m, Move::Move { .. })).expect("a unit may move");
    (game, mv)
}

/// A battle step with an assault to make (seed 9), and that assault.
fn an_assault_step() -> (Game, Move) {
    let is_assault = |m: &Move| matches!(m, Move::Assault { .. });
    let (game, _) = play_until(9, 2000, |g| {
        g.phase == Phase::Battle && first_move(g, is_assault).is_some()
    });
    let mv = first_move(&game, is_assault).expect("an assault");
    (game, mv)
}

/// `mv` on `game`, highlighted (or previewed), in English on a phone.
fn phone_move(game: &Game, notation: &str, preview: bool) -> Vec<u8> {
    move_png(
        game,
        notation,
        None,
        &names(),
        preview,
        Format::Phone,
        Lang::En,
    )
    .unwrap_or_else(|e| panic!("{notation}: {e}"))
}

fn phone_move_of(game: &Game, mv: &Move, preview: bool) -> Vec<u8> {
    phone_move(game, &format_move(mv), preview)
}

fn lit(png: &[u8], colour: manawell::render::Colour) -> usize {
    let img = decode(png);
    count(&img, colour, (0, img.width()), (0, img.height()))
}
