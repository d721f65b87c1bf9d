//! A move end to end through the table service (load, check, apply, save), against a
//! database that already holds 10,000 games. Rendering excluded. Prints p50 and p99 of
//! the individual submissions besides criterion's own figures.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use manawell::engines::rivality::Options;
use manawell::store::{Store, StoreConfig};
use manawell::table::{GameOptions, Place, TableId, TableService, TableSpec, User, UserId};

const GAMES: i64 = 10_000;

fn user(n: u8) -> User {
    User::new(format!("bench:{n}"), format!("Player {n}"))
}

/// A template game ten moves in, then copied (rows, seats and history) up to `GAMES`.
async fn fill(svc: &TableService) -> Vec<TableId> {
    let mut spec = TableSpec::new(
        GameOptions::Rivality(Options {
            players: 2,
            expert: false,
        }),
        Place::channel("bench", "guild", "channel"),
        user(0),
    );
    spec.seed = Some(7);
    spec.shuffle_seats = false;
    let (template, _) = svc.create(spec).await.expect("create");
    svc.join(template, &user(1)).await.expect("join");
    for _ in 0..10 {
        let (who, mv) = next(svc, template).await.expect("a move");
        svc.submit(template, &who, &mv).await.expect("submit");
    }
    let pool = svc.store().pool().sqlite().expect("a SQLite file");
    let mut tx = pool.begin().await.expect("begin");
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) \
         INSERT INTO tables (kind, options, place, status, seats_wanted, shuffle_seats, seed, \
             created_by, created_at, updated_at, state, state_format, version, to_act, \
             move_deadline_secs, deadline_policy) \
         SELECT kind, options, place, status, seats_wanted, shuffle_seats, seed, created_by, \
             created_at, updated_at, state, state_format, version, to_act, move_deadline_secs, \
             deadline_policy FROM tables, n WHERE tables.id = ?1",
    )
    .bind(template.0)
    .bind(GAMES)
    .execute(&mut *tx)
    .await
    .expect("copy tables");
    sqlx::query(
        "INSERT INTO seats (table_id, seat, user_id, name, team, ai, joined_at) \
         SELECT t.id, s.seat, s.user_id, s.name, s.team, s.ai, s.joined_at \
         FROM tables t JOIN seats s ON s.table_id = ?1 WHERE t.id <> ?1",
    )
    .bind(template.0)
    .execute(&mut *tx)
    .await
    .expect("copy seats");
    sqlx::query(
        "INSERT INTO moves (table_id, ply, seat, user_id, at, action, summary) \
         SELECT t.id, m.ply, m.seat, m.user_id, m.at, m.action, m.summary \
         FROM tables t JOIN moves m ON m.table_id = ?1 WHERE t.id <> ?1",
    )
    .bind(template.0)
    .execute(&mut *tx)
    .await
    .expect("copy moves");
    tx.commit().await.expect("commit");
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM tables ORDER BY id")
        .fetch_all(pool)
        .await
        .expect("ids");
    ids.into_iter().map(TableId).collect()
}

async fn next(svc: &TableService, id: TableId) -> Option<(UserId, String)> {
    let (_, game) = svc.game(id).await.ok()?;
    let seat = game.to_act()?;
    let choice = game.choices(manawell::i18n::Lang::En).into_iter().next()?;
    Some((user(seat).id, choice.notation))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn submit_move(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let dir = std::env::temp_dir().join(format!("manawell-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("bench.db");
    let svc = rt.block_on(async {
        let store = Store::open(&StoreConfig::at(path.to_str().expect("utf-8 path")))
            .await
            .expect("open");
        TableService::new(store)
    });
    let ids = rt.block_on(fill(&svc));
    assert_eq!(ids.len() as i64, GAMES);
    let samples = Mutex::new(Vec::new());
    let mut cursor = 0usize;
    c.bench_function("submit_move_10k_games", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                // Spread the moves over the games, as real traffic would.
                let (id, who, mv) = loop {
                    cursor = (cursor + 7919) % ids.len();
                    let id = ids[cursor];
                    if let Some((who, mv)) = rt.block_on(next(&svc, id)) {
                        break (id, who, mv);
                    }
                };
                let start = Instant::now();
                rt.block_on(svc.submit(id, &who, &mv)).expect("submit");
                let took = start.elapsed();
                total += took;
                samples.lock().expect("samples").push(took);
            }
            total
        })
    });
    let mut all = samples.into_inner().expect("samples");
    all.sort();
    if !all.is_empty() {
        println!(
            "submit_move_10k_games: {} submissions, p50 {:?}, p99 {:?}, max {:?}",
            all.len(),
            percentile(&all, 0.50),
            percentile(&all, 0.99),
            all[all.len() - 1]
        );
    }
    rt.block_on(svc.store().close());
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, submit_move);
criterion_main!(benches);
