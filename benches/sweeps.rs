//! What each background sweep query costs at 100,000 stored games (nine in ten finished),
//! on SQLite, and on PostgreSQL when `MANAWELL_BENCH_POSTGRES` names a server (a schema
//! `manawell_bench_sweeps` is made afresh there). Each runs as the sweep runs it, every
//! few seconds: nothing is due, so nothing is claimed and every iteration is alike.

#[path = "../tests/support/stored_games.rs"]
mod stored_games;

use criterion::{criterion_group, criterion_main, Criterion};
use manawell::store::{Store, StoreConfig};

const GAMES: i64 = 100_000;
const NOW: i64 = 1_800_000_000_000;

fn sqlite(rt: &tokio::runtime::Runtime) -> Store {
    let dir = std::env::temp_dir().join(format!("manawell-sweeps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("bench.db");
    let _ = std::fs::remove_file(&path);
    rt.block_on(Store::open(&StoreConfig::at(path.to_str().expect("utf-8"))))
        .expect("open")
}

fn postgres(rt: &tokio::runtime::Runtime) -> Option<Store> {
    let server = std::env::var("MANAWELL_BENCH_POSTGRES").ok()?;
    rt.block_on(async {
        use sqlx::Connection;
        let mut conn = sqlx::PgConnection::connect(&server).await.expect("server");
        sqlx::raw_sql(
            "DROP SCHEMA IF EXISTS manawell_bench_sweeps CASCADE; \
             CREATE SCHEMA manawell_bench_sweeps",
        )
        .execute(&mut conn)
        .await
        .expect("schema");
    });
    let join = if server.contains('?') { '&' } else { '?' };
    let url = format!("{server}{join}options=-c%20search_path%3Dmanawell_bench_sweeps");
    Some(
        rt.block_on(Store::open(&StoreConfig::at(&url)))
            .expect("open"),
    )
}

fn sweeps_on(c: &mut Criterion, rt: &tokio::runtime::Runtime, store: &Store, db: &str) {
    rt.block_on(stored_games::fill(store, GAMES, NOW));
    let mut group = c.benchmark_group(format!("sweeps_100k_{db}"));
    group.bench_function("behind", |b| {
        b.iter(|| {
            rt.block_on(store.behind("discord", NOW, 100))
                .expect("behind")
        })
    });
    group.bench_function("claim_due", |b| {
        b.iter(|| {
            rt.block_on(store.claim_due("bench", NOW, NOW + 60_000, 100))
                .expect("claim_due")
        })
    });
    group.bench_function("claim_ai_to_act", |b| {
        b.iter(|| {
            rt.block_on(store.claim_ai_to_act(
                "discord",
                "bench",
                (NOW - 5_000, NOW, NOW + 60_000),
                100,
            ))
            .expect("claim_ai_to_act")
        })
    });
    group.bench_function("next_due", |b| {
        b.iter(|| rt.block_on(store.next_due()).expect("next_due"))
    });
    group.bench_function("unrated", |b| {
        b.iter(|| rt.block_on(store.unrated(50)).expect("unrated"))
    });
    group.finish();
}

fn sweeps(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let store = sqlite(&rt);
    sweeps_on(c, &rt, &store, "sqlite");
    if let Some(store) = postgres(&rt) {
        sweeps_on(c, &rt, &store, "postgres");
    }
}

criterion_group!(benches, sweeps);
criterion_main!(benches);
