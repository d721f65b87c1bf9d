//! Hostile text straight into every game's parsers (positions, moves, Rivalry's set-ups):
//! the words of all the notations put together any which way after each game's header.
//! Nothing panics; a position a parser accepts and checks prints back to itself, and
//! plays; a move or a set-up it reads prints back to itself.

use manawell::engines::rivality::solo::notation::{format_solo_position, parse_solo_position};
use manawell::engines::rivality::solo::SoloMove;
use manawell::engines::{aetherium, magistrar, rivality, rivalry};
use serde::Serialize;

use super::inputs::soup;
use super::notations::difference;
use super::{runner, Counts, Tally};

/// Each game's header (the game it names for the tally), and none at all.
const HEADERS: &[(&str, &str)] = &[
    ("rivality", "rivality 2p\n"),
    ("rivality", "rivality 3p expert\n"),
    ("rivality", "rivality 4p\nM13 W\n"),
    ("suramun", "suramun master\n"),
    ("magistrar", "magistrar\n"),
    ("magistrar", "magistrar grand-mage\n"),
    ("aetherium", "aetherium\n"),
    ("rivalry", "rivalry\n"),
    ("none", ""),
];

/// A checked position `read` accepted: it prints back to itself (else the difference
/// goes to `counts.broken`, judged by [`super::KNOWN`]).
fn reads_back<G: Serialize + PartialEq, E>(
    game: Option<G>,
    print: impl Fn(&G) -> String,
    read: impl Fn(&str) -> Result<G, E>,
    counts: &mut Counts,
) -> Option<G> {
    let game = game?;
    counts.accepted += 1;
    let printed = print(&game);
    match read(&printed) {
        Ok(back) if back == game => {}
        Ok(back) => {
            let json = |g: &G| serde_json::to_value(g).unwrap_or_default();
            let at = difference(&json(&back), &json(&game)).unwrap_or_default();
            counts
                .broken
                .push(format!("position(print(x)) != x at {at} ({printed:?})"));
        }
        Err(_) => counts
            .broken
            .push(format!("its print is refused ({printed:?})")),
    }
    Some(game)
}

/// A move (or set-up) `read` accepted prints back to itself.
fn move_reads_back<M: PartialEq + std::fmt::Debug, E>(
    read: impl Fn(&str) -> Result<M, E>,
    print: impl Fn(&M) -> String,
    text: &str,
    counts: &mut Counts,
) {
    if let Ok(mv) = read(text) {
        counts.moves += 1;
        let printed = print(&mv);
        assert_eq!(
            read(&printed).ok(),
            Some(mv),
            "{text:?} printed {printed:?}"
        );
    }
}

/// `text` as a move of every game, and Rivalry's set-up.
fn check_move(text: &str, counts: &mut Counts) {
    move_reads_back(
        rivality::notation::parse_move,
        rivality::notation::format_move,
        text,
        counts,
    );
    move_reads_back(str::parse::<SoloMove>, ToString::to_string, text, counts);
    move_reads_back(
        magistrar::notation::parse_move,
        magistrar::notation::format_move,
        text,
        counts,
    );
    move_reads_back(
        aetherium::notation::parse_move,
        aetherium::notation::format_move,
        text,
        counts,
    );
    move_reads_back(
        rivalry::notation::parse_move,
        rivalry::notation::format_move,
        text,
        counts,
    );
    move_reads_back(
        rivalry::notation::parse_setup,
        rivalry::notation::format_setup,
        text,
        counts,
    );
}

/// `text` as a position of every game, and as a move.
fn check(text: &str, counts: &mut Counts) {
    counts.lines += 1;
    check_move(text, counts);
    let _ = rivality::notation::parse_position(text);
    let _ = magistrar::notation::parse_position(text);
    let _ = aetherium::notation::parse_position(text);
    let _ = rivalry::notation::parse_position(text);
    let read = |t: &str| rivality::notation::parse_position_checked(t);
    let print = rivality::notation::format_position;
    if let Some(game) = reads_back(read(text).ok(), print, read, counts) {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        first_moves_apply(&moves, text, |mv| game.apply(*mv).is_ok());
        let _ = game.scores_now();
    }
    reads_back(
        parse_solo_position(text).ok(),
        format_solo_position,
        parse_solo_position,
        counts,
    );
    let read = |t: &str| magistrar::notation::parse_position_checked(t);
    if let Some(game) = reads_back(
        read(text).ok(),
        magistrar::notation::format_position,
        read,
        counts,
    ) {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        first_moves_apply(&moves, text, |mv| game.apply(*mv).is_ok());
    }
    let read = |t: &str| aetherium::notation::parse_position_checked(t);
    if let Some(game) = reads_back(
        read(text).ok(),
        aetherium::notation::format_position,
        read,
        counts,
    ) {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        first_moves_apply(&moves, text, |mv| game.apply(*mv).is_ok());
    }
    let read = |t: &str| rivalry::notation::parse_position_checked(t);
    if let Some(game) = reads_back(
        read(text).ok(),
        rivalry::notation::format_position,
        read,
        counts,
    ) {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        first_moves_apply(&moves, text, |mv| game.apply(game.turn, mv).is_ok());
    }
}

#[test]
fn fuzz_the_notation_parsers_never_panic_and_what_they_accept_reads_back() {
    let tally = Tally::default();
    runner(2000)
        .run(&(0..HEADERS.len(), soup()), |(header, text)| {
            let (game, header) = HEADERS[header];
            let mut counts = Counts::default();
            check(&format!("{header}{text}"), &mut counts);
            // The words alone, and each word, are moves or set-ups to read too.
            check(&text, &mut counts);
            for word in text.split(' ') {
                check_move(word, &mut counts);
            }
            tally.add(game, counts);
            Ok(())
        })
        .unwrap();
    tally.print("parsers", "positions");
}

/// The first listed moves of a position read from `text` are each accepted.
fn first_moves_apply<M: std::fmt::Debug>(moves: &[M], text: &str, applies: impl Fn(&M) -> bool) {
    for mv in moves.iter().take(8) {
        assert!(applies(mv), "a listed move is refused: {mv:?} in {text:?}");
    }
}
