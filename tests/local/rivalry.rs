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

#[tokio::test]
async fn against_the_ai_its_set_up_is_in_its_turns_are_played_and_yours_come_back() {
    use manawell::ai::Level;
    use manawell::frontends::local::run;
    use manawell::table::{AiBot, TableService};

    let db = Db::new("local-rivalry-ai");
    let svc =
        TableService::new(db.store().await).with_bot(std::sync::Arc::new(AiBot::new(Level::Easy)));
    let opts = LocalOptions {
        ai: Some(Level::Easy),
        names: vec!["Ann".into()],
        ..rivalry(true)
    };
    // The suggested set-up, then always the first step listed for a while; then Ann
    // capitulates.
    let script = format!("1\ny\n{}resign\nyes\n", "1\ny\n".repeat(60));
    let mut out = Vec::new();
    let ending = run(&svc, &opts, script.as_bytes(), &mut out).await.unwrap();
    let out = String::from_utf8(out).unwrap().replace("\n    ", " ");
    assert_eq!(ending, Ending::Finished(TableId(1)), "{out}");
    // The AI's set-up was in before Ann's: no keyboard to pass, nothing of it shown.
    assert!(!out.contains("Pass the keyboard"), "{out}");
    let sent = out.find("Easy bot has sent their set-up.").expect(&out);
    let reveal = out.find("Both set-ups are revealed").expect(&out);
    assert!(sent < reveal && !out[..reveal].contains("@K"), "{out}");
    // Turns of both sides, Ann's coming back after the AI's (the Kingdom, by this seed).
    assert!(out.contains("Easy bot (the Kingdom)"), "{out}");
    let ai_ended = out
        .match_indices("The Kingdom ends its turn")
        .map(|(at, _)| at)
        .collect::<Vec<_>>();
    assert!(ai_ended.len() >= 2, "{out}");
    assert!(
        out[ai_ended[0]..].contains("Ann, your turn."),
        "Ann's turn comes back: {out}"
    );
    assert!(out.contains("Ann resigned: Easy bot wins."), "{out}");
    assert!(!out.contains("wins.."), "one full stop: {out}");
    assert!(svc.verify_replay(TableId(1)).await.unwrap());
}

/// Only what can be regretted is confirmed: ending the turn is played at once, the other
/// steps are previewed once, without the dice's warning under a move that throws none.
#[tokio::test]
async fn ending_the_turn_is_not_confirmed_and_a_plain_step_is_previewed_plainly() {
    let db = Db::new("local-rivalry-confirm");
    let line = republic_line();
    let script = format!("\n{line}\ny\n\n1\ny\nend-moves\ny\nend-battles\ny\nend-turn\nquit\n");
    let (_, out) = session(&db, &rivalry(true), &script).await;
    let out = out.replace("\n    ", " ");
    assert!(out.contains("You would play end-moves: "), "{out}");
    assert!(!out.contains("You would play end-turn"), "{out}");
    assert!(out.contains("The Republic ends its turn"), "{out}");
    assert!(!out.contains("dice are rolled when it is played"), "{out}");
}
