//! Tournaments on the table service: whole tournaments played by scripted players (some
//! games lost on time), a restart between two rounds, two processes racing to pair.

mod formats;
mod races;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use manawell::table::tournaments::{
    Progress, Tournament, TournamentFormat, TournamentSpec, TournamentStatus,
};
use manawell::table::{DeadlinePolicy, GameOptions, Place, TableId, TableService, User, UserId};

/// A player of these tests: `test:n`, named `Pn`.
pub fn player(n: u32) -> User {
    User::new(format!("test:{n}"), format!("P{n}"))
}

pub const HOUR_MS: u64 = 3_600_000;

/// A rated tournament of `game` in `format` opened by player 1, with an hour a move.
pub fn spec(game: GameOptions, format: TournamentFormat, rounds: Option<u32>) -> TournamentSpec {
    TournamentSpec {
        options: game,
        format,
        rounds,
        place: Place::channel("test", "g", "c"),
        creator: player(1),
        max_players: None,
        rated: true,
        move_deadline: Some(Duration::from_secs(3600)),
        policy: DeadlinePolicy::Forfeit,
        starts_at: None,
    }
}

/// A tournament of `game` in `format` with an hour a move, `players` entered, not started.
pub async fn signed_up(
    svc: &TableService,
    game: GameOptions,
    format: TournamentFormat,
    rounds: Option<u32>,
    players: u32,
) -> i64 {
    let id = svc
        .create_tournament(spec(game, format, rounds))
        .await
        .unwrap();
    for n in 1..=players {
        svc.enter_tournament(id, &player(n)).await.unwrap();
    }
    id
}

/// Each game of `tables` marked posted, so that its deadline is not held back.
pub async fn posted(svc: &TableService, tables: &[TableId]) {
    for id in tables {
        let version = svc.current(*id, None).await.unwrap().version;
        svc.announced(*id, -1, version).await.unwrap();
    }
}

/// The users seated at `table`, in seat order.
pub async fn seated(svc: &TableService, table: TableId) -> Vec<UserId> {
    let info = svc.table_info(table).await.unwrap();
    info.seated.iter().filter_map(|s| s.user.clone()).collect()
}

/// The round's tables after `progress`, which must have paired one.
pub fn paired(progress: &Progress) -> Vec<TableId> {
    match progress {
        Progress::Paired { tables, .. } => tables.clone(),
        other => panic!("no round paired: {other:?}"),
    }
}

/// Ends the games of `tables`: by board, seat `loser(board)` resigns, or, for the boards
/// where that is `None`, the clock runs past their deadline (the seat to act forfeits).
/// Returns where the tournament went: the next round paired (by the move that ended the
/// round, or by the sweep after the time-outs), finished, or nothing yet.
pub async fn end_round(
    svc: &TableService,
    now: &Arc<AtomicU64>,
    tournament: i64,
    tables: &[TableId],
    loser: impl Fn(usize) -> Option<usize>,
) -> Progress {
    let before = svc.tournament(tournament).await.unwrap().row.round;
    let mut timed_out = false;
    for (board, table) in tables.iter().enumerate() {
        match loser(board) {
            Some(seat) => {
                let users = seated(svc, *table).await;
                svc.resign(*table, &users[seat]).await.unwrap();
            }
            None => timed_out = true,
        }
    }
    if timed_out {
        now.fetch_add(2 * HOUR_MS, Ordering::SeqCst);
        svc.run_due().await.unwrap();
    }
    let t = svc.tournament(tournament).await.unwrap();
    if t.status == TournamentStatus::Finished {
        return Progress::Finished;
    }
    if t.row.round == before {
        return Progress::Nothing;
    }
    let round = t.row.round;
    let tables = t
        .games
        .iter()
        .filter(|g| g.round == round)
        .filter_map(|g| g.table_id.map(TableId))
        .collect();
    Progress::Paired { round, tables }
}

/// How often each pair of entrants met, over every round paired.
pub fn meetings(t: &Tournament) -> BTreeMap<(u32, u32), u32> {
    let mut met = BTreeMap::new();
    for round in t.history().unwrap() {
        for g in round.games {
            for (i, a) in g.seats.iter().enumerate() {
                for b in &g.seats[i + 1..] {
                    *met.entry((a.0.min(b.0), a.0.max(b.0))).or_insert(0) += 1;
                }
            }
        }
    }
    met
}
