//! `--game rivalry` in the terminal: the sealed set-ups at a shared keyboard (each after
//! "pass the keyboard", one typed as a line, one the suggested), nothing of the first in
//! what the table says before the second, the reveal, then the first turns typed.

use manawell::engines::rivalry::notation::format_setup;
use manawell::engines::rivalry::{suggested_setup, Side};
use manawell::frontends::local::{Ending, LocalGame, LocalOptions};
use manawell::table::TableId;

use super::{options, session};
use crate::support::Db;

fn rivalry(new: bool) -> LocalOptions {
    LocalOptions {
        game: Some(LocalGame::Rivalry),
        players: None,
        ..options(new)
    }
}

/// The Republic's suggested set-up with its capital moved to another of its cities.
fn republic_line() -> String {
    let mut setup = suggested_setup(Side::Republic);
    setup.capital = setup.cities[1];
    format_setup(&setup)
}

#[tokio::test]
async fn the_sealed_set_ups_are_typed_after_passing_the_keyboard_then_the_turns_begin() {
    let db = Db::new("local-rivalry");
    let line = republic_line();
    // Ann (the Republic) types hers; Bob (the Kingdom) takes the suggested one.
    let script = format!("\n{line}\ny\n\n1\ny\nquit\n");
    let (ending, out) = session(&db, &rivalry(true), &script).await;
    // The terminal wraps at 80 columns: read it unwrapped.
    let out = out.replace("\n    ", " ");
    assert_eq!(ending, Ending::Saved(TableId(1)));
    assert!(out.contains("New game #1: Rivalry."), "{out}");
    let pass_ann = out.find("Pass the keyboard to Ann").expect(&out);
    let pass_bob = out.find("Pass the keyboard to Bob").expect(&out);
    assert!(pass_ann < pass_bob, "{out}");
    assert!(out.contains("or 1 for the suggested one"), "{out}");
    assert!(
        out.contains(&format!("You would play republic {line}")),
        "{out}"
    );
    // Until Bob's is in, the table says Ann sent hers and nothing of it.
    let sent = out
        .find("Ann has sent their set-up; waiting for Bob")
        .expect(&out);
    assert!(!out[sent..pass_bob].contains("@R"), "{out}");
    // Bob sees the suggested set-up of the Kingdom, never Ann's line.
    let bobs_part = &out[pass_bob..];
    let kingdom = format_setup(&suggested_setup(Side::Kingdom));
    assert!(bobs_part.contains(&kingdom), "{out}");
    assert!(!bobs_part[..bobs_part.find("You would play").unwrap()].contains(&line));
    // Both in: revealed together, and the Republic's first turn rolls.
    assert!(
        out.contains("Both set-ups are revealed: Ann (the Republic)"),
        "{out}"
    );
    assert!(out.contains("The Republic rolls "), "{out}");

    // Both sealed: the game is revealed and the Republic's first turn comes.
    let (_, out) = session(&db, &rivalry(false), "\nmoves\nlog\nquit\n").await;
    let out = out.replace("\n    ", " ");
    assert!(out.contains("Resuming game #1."), "{out}");
    assert!(out.contains("Ann, your turn."), "{out}");
    assert!(out.contains("end-moves"), "the moves listed: {out}");
    // The log shows the sealed set-ups as sent, then the reveal with the roll's dice.
    assert!(out.contains("  1. Ann has sent their set-up"), "{out}");
    assert!(out.contains("The Republic rolls "), "{out}");
    assert!(
        !out.contains("Pass the keyboard"),
        "no pause once nothing is hidden: {out}"
    );
}
