//! Every game's notation fuzzed (Rivality with 2 to 4 players, solo, Magistrar and its
//! Grand Mage match, Aetherium, Rivalry): the position of a game after random moves, and
//! its listed moves, changed at random ([`super::edits`]) and sent through the protocol.
//! No line fails inside the engine; a position accepted prints to text that reads back to
//! the same state (`position(print(x)) == x`), its state loads back to itself
//! (`load(state(x)) == x`), and it plays on; a move text a parser reads prints back to
//! the same move.

use manawell::cli::engine::Session;
use manawell::engines::{aetherium, magistrar, rivality, rivalry};
use proptest::prelude::*;
use serde_json::{json, Value};

use super::edits::{apply, edits, Edit};
use super::{runner, Counts, Tally};
use crate::request;

/// A game of each kind (and size), by the name `load` takes.
pub(super) const STARTS: &[(&str, &str)] = &[
    ("rivality", r#"{"cmd":"new","players":2,"seed":21}"#),
    (
        "rivality",
        r#"{"cmd":"new","players":3,"seed":22,"expert":true}"#,
    ),
    ("rivality", r#"{"cmd":"new","players":4,"seed":23}"#),
    (
        "suramun",
        r#"{"cmd":"new","game":"suramun","level":"master","seed":24}"#,
    ),
    ("magistrar", r#"{"cmd":"new","game":"magistrar","seed":25}"#),
    (
        "magistrar",
        r#"{"cmd":"new","game":"magistrar","seed":26,"grand_mage":true}"#,
    ),
    ("aetherium", r#"{"cmd":"new","game":"aetherium","seed":27}"#),
    ("rivalry", r#"{"cmd":"new","game":"rivalry","seed":28}"#),
];

/// One answer, which must not be an engine failure.
pub(super) fn ask(session: &mut Session, line: &str, tally: &mut Counts) -> Value {
    let answer = session.answer_bytes(line.as_bytes());
    assert!(answer["ok"].is_boolean(), "{line}: {answer}");
    assert_ne!(answer["code"], "internal", "{line}: {answer}");
    tally.lines += 1;
    answer
}

/// A session with `start`'s game after `moves` listed moves (picked by `pick`).
pub(super) fn played(start: &str, moves: usize, pick: usize) -> Session {
    let mut session = Session::default();
    session.answer_bytes(start.as_bytes());
    for i in 0..moves {
        let listed = session.answer_bytes(br#"{"cmd":"moves"}"#);
        let Some(list) = listed["moves"].as_array().filter(|m| !m.is_empty()) else {
            break;
        };
        let mv = &list[pick.wrapping_add(i.wrapping_mul(7919)) % list.len()]["move"];
        session.answer_bytes(request(json!({"cmd":"apply","move":mv})).as_bytes());
    }
    session
}

/// The first place where `a` and `b` differ, as a path (`.outcome.scores[1]: 22 != 21`).
pub(super) fn difference(a: &Value, b: &Value) -> Option<String> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys = x.keys().chain(y.keys().filter(|k| !x.contains_key(*k)));
            keys.into_iter().find_map(|k| {
                let (l, r) = (
                    x.get(k).unwrap_or(&Value::Null),
                    y.get(k).unwrap_or(&Value::Null),
                );
                difference(l, r).map(|d| format!(".{k}{d}"))
            })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (l, r))| difference(l, r).map(|d| format!("[{i}]{d}"))),
        _ if a == b => None,
        _ => Some(format!(": {a} != {b}")),
    }
}

/// The accepted game now in `session`: its position and state read back to themselves,
/// and it plays on with listed moves. What breaks, in words.
pub(super) fn check_round_trips(
    session: &mut Session,
    game: &str,
    tally: &mut Counts,
) -> Result<(), String> {
    let shown = ask(session, r#"{"cmd":"state"}"#, tally);
    let (state, printed) = (&shown["state"], &shown["position"]);
    let mut from_text = Session::default();
    let read = ask(
        &mut from_text,
        &request(json!({"cmd":"position","text":printed})),
        tally,
    );
    if read["ok"] != true {
        return Err(format!("its print is refused: {}", read["error"]));
    }
    let again = ask(&mut from_text, r#"{"cmd":"state"}"#, tally);
    if let Some(d) = difference(&again["state"], state) {
        return Err(format!("position(print(x)) != x at {d}"));
    }
    let mut from_json = Session::default();
    let loaded = ask(
        &mut from_json,
        &request(json!({"cmd":"load","game":game,"state":state})),
        tally,
    );
    if loaded["ok"] != true {
        return Err(format!("its state is refused: {}", loaded["error"]));
    }
    let again = ask(&mut from_json, r#"{"cmd":"state"}"#, tally);
    if let Some(d) = difference(&again["state"], state) {
        return Err(format!("load(state(x)) != x at {d}"));
    }
    for _ in 0..6 {
        let listed = ask(session, r#"{"cmd":"moves"}"#, tally);
        let Some(first) = listed["moves"].as_array().and_then(|m| m.first()) else {
            break;
        };
        let line = request(json!({"cmd":"apply","move":first["move"]}));
        let applied = ask(session, &line, tally);
        if applied["ok"] != true {
            return Err(format!("a listed move is refused: {}", applied["error"]));
        }
    }
    Ok(())
}

/// Whether `text` is read as a move of `game`, and then whether it prints back to it.
fn move_reads_back(game: &str, text: &str) -> Option<bool> {
    fn again<M: PartialEq, E>(
        read: impl Fn(&str) -> Result<M, E>,
        print: impl Fn(&M) -> String,
        text: &str,
    ) -> Option<bool> {
        let mv = read(text).ok()?;
        Some(read(&print(&mv)).ok() == Some(mv))
    }
    match game {
        "rivality" => again(
            rivality::notation::parse_move,
            rivality::notation::format_move,
            text,
        ),
        "suramun" => again(
            str::parse::<rivality::solo::SoloMove>,
            ToString::to_string,
            text,
        ),
        "magistrar" => again(
            magistrar::notation::parse_move,
            magistrar::notation::format_move,
            text,
        ),
        "aetherium" => again(
            aetherium::notation::parse_move,
            aetherium::notation::format_move,
            text,
        ),
        _ => again(
            rivalry::notation::parse_move,
            rivalry::notation::format_move,
            text,
        ),
    }
}

/// One case: `start`'s game after `moves` moves, its position and one of its listed
/// moves changed by `edits`; what was tried and accepted is added to `tally`.
fn check_case(
    game: &str,
    start: &str,
    moves: usize,
    pick: usize,
    changes: &[Edit],
    tally: &mut Counts,
) {
    let mut session = played(start, moves, pick);
    let shown = ask(&mut session, r#"{"cmd":"state"}"#, tally);
    let text = apply(shown["position"].as_str().unwrap_or(""), changes);
    let why = format!("{game} position {text:?}");
    let mut fresh = Session::default();
    let read = ask(
        &mut fresh,
        &request(json!({"cmd":"position","text":text})),
        tally,
    );
    if read["ok"] == true {
        tally.accepted += 1;
        let named = read["game"].as_str().unwrap_or(game).to_string();
        if let Err(broken) = check_round_trips(&mut fresh, &named, tally) {
            tally.broken.push(format!("{broken} ({why})"));
        }
    }
    let listed = ask(&mut session, r#"{"cmd":"moves"}"#, tally);
    let Some(list) = listed["moves"].as_array().filter(|m| !m.is_empty()) else {
        return;
    };
    let original = list[pick % list.len()]["text"].as_str().unwrap_or("");
    let text = apply(original, changes);
    let text = text.trim_end_matches('\n');
    if let Some(back) = move_reads_back(game, text) {
        assert!(back, "{game} move {text:?} does not print back to itself");
        tally.moves += 1;
    }
    ask(
        &mut session,
        &request(json!({"cmd":"apply","move":text})),
        tally,
    );
}

#[test]
fn fuzz_every_games_positions_and_moves_read_back_or_are_refused() {
    let tally = Tally::default();
    let cases = (0..STARTS.len(), 0usize..80, any::<usize>(), edits());
    runner(400)
        .run(&cases, |(start, moves, pick, changes)| {
            let (game, new) = STARTS[start];
            let mut counts = Counts::default();
            check_case(game, new, moves, pick, &changes, &mut counts);
            tally.add(game, counts);
            Ok(())
        })
        .unwrap();
    tally.print("notations", "positions");
}
