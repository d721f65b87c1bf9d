//! What can lose the game is played only on `yes` typed in full: resigning, in every game,
//! and, in Rivalry, handing over one's capital (previewed with the leader's escape odds).
//! `y`, Enter or anything else leaves it unplayed.

use std::collections::VecDeque;

use manawell::engines::rivality::solo::Difficulty;
use manawell::engines::rivalry::notation::{format_move, format_setup};
use manawell::engines::rivalry::{map, suggested_setup, Game, Move, Side, Target, TileId};
use manawell::frontends::local::{Ending, LocalGame, LocalOptions};
use manawell::table::kinds::rivalry::State;
use manawell::table::{TableId, TableService, UserId};

use super::{options, session};
use crate::support::Db;

fn game(game: LocalGame) -> LocalOptions {
    LocalOptions {
        game: Some(game),
        players: None,
        ..options(true)
    }
}

fn solo() -> LocalOptions {
    LocalOptions {
        players: None,
        solo: Some(Difficulty::Standard),
        names: vec!["Ann".into()],
        ..options(true)
    }
}

#[tokio::test]
async fn resigning_is_played_only_on_yes_in_every_game() {
    let every = [
        ("rivality", game(LocalGame::Rivality), "\n"),
        ("magistrar", game(LocalGame::Magistrar), "\n"),
        ("aetherium", game(LocalGame::Aetherium), "\n"),
        ("rivalry", game(LocalGame::Rivalry), "\n"),
        ("solo", solo(), ""),
    ];
    for (name, opts, pass) in every {
        let db = Db::new(&format!("local-stake-resign-{name}"));
        // `y`, Enter and `ok` are not enough: the game goes on.
        let script = format!("{pass}resign\ny\nresign\n\nresign\nok\nquit\n");
        let (ending, out) = session(&db, &opts, &script).await;
        assert_eq!(ending, Ending::Saved(TableId(1)), "{name}: {out}");
        assert!(out.contains("Type `yes` to resign"), "{name}: {out}");
        assert_eq!(
            out.matches("Not resigned: play on.").count(),
            3,
            "{name}: {out}"
        );
        // `yes`, typed in full, resigns.
        let again = LocalOptions { new: false, ..opts };
        let (ending, out) = session(&db, &again, &format!("{pass}resign\nyes\n")).await;
        assert_eq!(ending, Ending::Finished(TableId(1)), "{name}: {out}");
        assert!(out.contains(" resigned"), "{name}: {out}");
    }
}

/// The Kingdom's capital-bound policy: one assault a turn on the Republic's capital, units
/// marched towards it, the rest of its turn ended; the Republic only ends its steps.
fn policy(game: &Game) -> Move {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    let capital = game.capital[Side::Republic.index()];
    if game.turn == Side::Kingdom {
        let target = Target::City(capital);
        if !game.assaulted.contains(&target) {
            if let Some(mv) = legal.iter().find(
                |m| matches!(m, Move::Assault { target: t, fight_out: false, .. } if *t == target),
            ) {
                return mv.clone();
            }
        }
        let near = distances(&map().site(capital).tiles);
        let closer = legal
            .iter()
            .filter_map(|m| match m {
                Move::Move { from, to, .. } if near[to.0 as usize] < near[from.0 as usize] => {
                    Some((near[to.0 as usize], m))
                }
                _ => None,
            })
            .min_by_key(|(d, _)| *d);
        if let Some((_, mv)) = closer {
            return mv.clone();
        }
    }
    let ends = |m: &&Move| {
        matches!(
            m,
            Move::Roll | Move::EndMoves | Move::EndBattles | Move::EndTurn
        )
    };
    legal
        .iter()
        .find(ends)
        .or(legal.iter().find(|m| !matches!(m, Move::Surrender { .. })))
        .unwrap_or(&legal[0])
        .clone()
}

/// Steps from every tile to the nearest of `goal`, by neighbours.
fn distances(goal: &[TileId]) -> Vec<u32> {
    let m = map();
    let mut far = vec![u32::MAX; m.tiles.len()];
    let mut queue: VecDeque<TileId> = goal.iter().copied().collect();
    for t in goal {
        far[t.0 as usize] = 0;
    }
    while let Some(t) = queue.pop_front() {
        for n in &m.tile(t).neighbours {
            if far[n.0 as usize] == u32::MAX {
                far[n.0 as usize] = far[t.0 as usize] + 1;
                queue.push_back(*n);
            }
        }
    }
    far
}

fn seat_of(side: Side) -> UserId {
    UserId::new(format!("local:{}", side.index() + 1))
}

/// Plays table 1 by [`policy`] until the Republic is offered to hand over its capital;
/// returns that surrender's notation.
async fn to_the_capitals_surrender(svc: &TableService) -> String {
    for _ in 0..3000 {
        let (_, any) = svc.game(TableId(1)).await.unwrap();
        let Some(State::Playing { game }) = any.as_any().downcast_ref::<State>() else {
            panic!("the set-ups are in");
        };
        assert!(!game.is_over(), "the game ended first");
        let capital = Target::City(game.capital[Side::Republic.index()]);
        if game.turn == Side::Republic && game.surrender_offers().contains(&capital) {
            let mut legal = Vec::new();
            game.legal_moves(&mut legal);
            let mv = legal
                .iter()
                .find(|m| matches!(m, Move::Surrender { target, .. } if *target == capital))
                .unwrap();
            return format_move(mv);
        }
        let mv = format_move(&policy(game));
        svc.submit(TableId(1), &seat_of(game.turn), &mv)
            .await
            .unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    panic!("no surrender of the capital was offered")
}

#[tokio::test]
#[ignore = "unfinished: the test's play policy lets the game end before the capital is offered"]
async fn handing_over_the_capital_is_previewed_with_the_stake_and_played_only_on_yes() {
    let db = Db::new("local-stake-capital");
    let rivalry = game(LocalGame::Rivalry);
    // Both set-ups, the suggested ones, sent at the shared keyboard.
    let setups = [Side::Republic, Side::Kingdom].map(|s| format_setup(&suggested_setup(s)));
    let script = format!("\n{}\ny\n\n{}\ny\nquit\n", setups[0], setups[1]);
    let (_, out) = session(&db, &rivalry, &script).await;
    assert!(out.contains("Both set-ups are revealed"), "{out}");
    let svc = db.service().await;
    let surrender = to_the_capitals_surrender(&svc).await;
    let before = svc.current(TableId(1), None).await.unwrap().version;
    svc.store().close().await;

    // `y`, Enter and `no` leave it unplayed; the preview says what is at stake each time.
    let again = LocalOptions {
        new: false,
        ..rivalry
    };
    let script = format!("{surrender}\ny\n{surrender}\n\n{surrender}\nno\nquit\n");
    let (ending, out) = session(&db, &again, &script).await;
    let out = out.replace("\n    ", " ");
    assert_eq!(ending, Ending::Saved(TableId(1)), "{out}");
    assert!(out.contains("This hands over your capital"), "{out}");
    assert_eq!(out.matches("a 3 in 6 chance").count(), 3, "{out}");
    assert_eq!(out.matches("Type `yes` to play it anyway").count(), 3);
    assert_eq!(out.matches("Taken back: nothing was played.").count(), 3);
    let svc = db.service().await;
    assert_eq!(svc.current(TableId(1), None).await.unwrap().version, before);
    svc.store().close().await;

    // `yes` plays it: the capital is handed over and the leader's escape rolled.
    let (_, out) = session(&db, &again, &format!("{surrender}\nyes\nquit\n")).await;
    let out = out.replace("\n    ", " ");
    assert!(!out.contains("Taken back"), "{out}");
    let svc = db.service().await;
    assert!(svc.current(TableId(1), None).await.unwrap().version > before);
    let (_, any) = svc.game(TableId(1)).await.unwrap();
    let Some(State::Playing { game }) = any.as_any().downcast_ref::<State>() else {
        panic!("still playing");
    };
    let capital = setups_capital(&surrender);
    assert_ne!(game.owner_of(capital), Some(Side::Republic), "{out}");
}

/// The city a surrender's notation names (`surrender:@R2>…`).
fn setups_capital(surrender: &str) -> manawell::engines::rivalry::SiteId {
    let site = surrender
        .trim_start_matches("surrender:")
        .split('>')
        .next()
        .unwrap();
    manawell::engines::rivalry::notation::parse_site(site).unwrap()
}
