//! One round: 200 legal moves aimed at running games picked at random, then sent together,
//! each in its own task, through `TableService::submit_at` with the version its move was
//! chosen on (as a Discord button sends it). Most go to tables of their own; on a few
//! tables several moves race, and exactly one of each race may win.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use manawell::table::{TableError, TableId, TableService, UserId};
use tokio::sync::Barrier;

/// Moves in flight together.
pub const SHOTS: usize = 200;
/// Tables where moves race, and how many race on each.
pub const HOT_TABLES: usize = 10;
pub const PER_HOT: usize = 4;
/// Tables a round plays on.
pub const TABLES: usize = SHOTS - HOT_TABLES * (PER_HOT - 1);

/// A move ready to send.
pub struct Shot {
    table: TableId,
    user: UserId,
    text: String,
    seen: i64,
}

/// What a round measured.
pub struct Round {
    /// From the moves' release to the last answer.
    pub wall: Duration,
    /// The latency of each committed move.
    pub moved: Vec<Duration>,
    /// Moves refused because another one on their table won.
    pub refused: usize,
    /// Moves that should have lost a race.
    pub races: usize,
    pub errors: Vec<String>,
}

/// splitmix64: the tables picked, the same from run to run.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// The round's moves: `TABLES` running games picked at random, one legal move on each,
/// `PER_HOT` different ones (where the game has them) on the first `HOT_TABLES`.
pub async fn aim(svc: &TableService, running: &[i64], rng: &mut Rng) -> Vec<Shot> {
    let mut pool = running.to_vec();
    let mut shots = Vec::with_capacity(SHOTS);
    let mut tables = 0;
    while tables < TABLES {
        assert!(
            !pool.is_empty(),
            "too few running games for a round of {TABLES} tables: raise LOAD_GAMES"
        );
        let id = TableId(pool.swap_remove(rng.below(pool.len())));
        let Ok((seen, game)) = svc.game(id).await else {
            continue;
        };
        let Some(seat) = game.to_act() else { continue };
        let Some(user) = super::seed::user_at(svc.store(), id, seat).await else {
            continue;
        };
        let choices = game.choices(manawell::i18n::Lang::En);
        if choices.is_empty() {
            continue;
        }
        let racing = if tables < HOT_TABLES { PER_HOT } else { 1 };
        let first = rng.below(choices.len());
        for k in 0..racing {
            shots.push(Shot {
                table: id,
                user: user.clone(),
                text: choices[(first + k) % choices.len()].notation.clone(),
                seen,
            });
        }
        tables += 1;
    }
    shots
}

/// Sends every shot at once and waits for all the answers.
pub async fn fire(svc: &TableService, shots: Vec<Shot>) -> Round {
    let races = shots.len() - TABLES;
    let start = Arc::new(Barrier::new(shots.len() + 1));
    let mut tasks = Vec::with_capacity(shots.len());
    for shot in shots {
        let svc = svc.clone();
        let start = start.clone();
        tasks.push(tokio::spawn(async move {
            start.wait().await;
            let sent = Instant::now();
            let answer = svc
                .submit_at(shot.table, &shot.user, &shot.text, Some(shot.seen))
                .await;
            (shot.table, answer.map(|_| ()), sent.elapsed())
        }));
    }
    start.wait().await;
    let released = Instant::now();
    let mut answers = Vec::with_capacity(tasks.len());
    for task in tasks {
        answers.push(task.await.expect("a move's task"));
    }
    let wall = released.elapsed();

    let mut round = Round {
        wall,
        moved: Vec::new(),
        refused: 0,
        races,
        errors: Vec::new(),
    };
    let mut wins: HashMap<TableId, usize> = HashMap::new();
    for (table, answer, took) in answers {
        match answer {
            Ok(()) => {
                round.moved.push(took);
                *wins.entry(table).or_default() += 1;
            }
            Err(TableError::MovedOn(_)) => round.refused += 1,
            Err(e) => round.errors.push(format!("table {}: {e}", table.0)),
        }
    }
    // The version guard's whole point: two moves computed from one position never both land.
    if let Some((table, n)) = wins.iter().find(|(_, n)| **n > 1) {
        panic!("table {} took {n} moves computed from one version", table.0);
    }
    round
}

/// The `p` quantile of sorted latencies (nearest rank).
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}
