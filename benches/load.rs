//! The load bench (issue 17): 100,000 stored games, then rounds of 200 concurrent moves
//! through the table service (`TableService::submit_at`, the bot's own path), on SQLite
//! and, when `MANAWELL_BENCH_POSTGRES` names a server, on PostgreSQL. Prints moves per
//! second and the commit latency (p50, p99, max) for each backend.
//!
//! A plain `main`, not criterion: criterion times one closure run again and again, while
//! this measures one burst of 200 moves in flight together (their throughput and the
//! spread of their latencies), and a move cannot be replayed: each changes its game.
//!
//! `LOAD_GAMES` (default 100,000) and `LOAD_ROUNDS` (default 5) shrink a run,
//! `LOAD_CONNECTIONS` changes the pool (default: the bot's, 8 connections); run without
//! `--bench` (`cargo test --bench load`), it is a smoke run of 300 games and one round.

#[path = "load/burst.rs"]
mod burst;
#[path = "load/seed.rs"]
mod seed;

use std::time::{Duration, Instant};

use manawell::store::{Store, StoreConfig};
use manawell::table::TableService;

/// Where the Postgres run goes: a server URL; a schema of the bench's own is made there.
const POSTGRES_VAR: &str = "MANAWELL_BENCH_POSTGRES";

fn env_number(name: &str, default: usize) -> usize {
    match std::env::var(name) {
        Ok(text) => text
            .replace(['_', ','], "")
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, not {text:?}")),
        Err(_) => default,
    }
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let games = env_number("LOAD_GAMES", if full { 100_000 } else { 300 });
    let rounds = env_number("LOAD_ROUNDS", if full { 5 } else { 1 });
    assert!(
        games >= seed::MIN_GAMES,
        "LOAD_GAMES must be at least {} (every kind of game, and 170 running tables a round)",
        seed::MIN_GAMES
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let pool = StoreConfig::default().max_connections;
    let config = StoreConfig {
        max_connections: env_number("LOAD_CONNECTIONS", pool as usize)
            .try_into()
            .expect("LOAD_CONNECTIONS: a connection count"),
        ..StoreConfig::default()
    };
    println!(
        "load: {games} stored games; {rounds} round(s) of {} concurrent moves ({} tables, \
         {} of them with {} moves racing); {} runtime threads; a pool of {} connections",
        burst::SHOTS,
        burst::TABLES,
        burst::HOT_TABLES,
        burst::PER_HOT,
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        config.max_connections,
    );

    let dir = std::env::temp_dir().join(format!("manawell-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("load.db");
    let at = |url: &str| StoreConfig {
        url: StoreConfig::at(url).url,
        ..config.clone()
    };
    runtime.block_on(bench(
        "sqlite",
        at(file.to_str().expect("utf-8 path")),
        games,
        rounds,
    ));
    let _ = std::fs::remove_dir_all(&dir);

    match std::env::var(POSTGRES_VAR) {
        Ok(server) if !server.trim().is_empty() => {
            let schema = format!("load_{}", std::process::id());
            runtime.block_on(on_server(&server, &format!("CREATE SCHEMA {schema}")));
            let join = if server.contains('?') { '&' } else { '?' };
            let url = format!("{server}{join}options=-c%20search_path%3D{schema}");
            runtime.block_on(bench("postgres", at(&url), games, rounds));
            runtime.block_on(on_server(&server, &format!("DROP SCHEMA {schema} CASCADE")));
        }
        _ => println!(
            "postgres: skipped: no PostgreSQL (set {POSTGRES_VAR} to a server URL, \
             e.g. postgres://postgres@127.0.0.1:5432/postgres)"
        ),
    }
}

/// Seeds one database, fires the rounds, prints the figures.
async fn bench(backend: &str, config: StoreConfig, games: usize, rounds: usize) {
    let store = Store::open(&config).await.expect("open the database");
    let svc = TableService::new(store);
    let started = Instant::now();
    let stored = seed::seed(&svc, games).await;
    println!(
        "{backend}: {} games stored ({} running, {} finished, {} in a lobby; {} moves) in {:.1} s",
        stored.total(),
        stored.running,
        stored.finished,
        stored.lobby,
        stored.moves,
        started.elapsed().as_secs_f64()
    );
    let mut kinds: Vec<&str> = stored.by_kind.iter().map(|(k, _, _)| k.as_str()).collect();
    kinds.dedup();
    for kind in kinds {
        let counts: Vec<String> = stored
            .by_kind
            .iter()
            .filter(|(k, _, _)| k == kind)
            .map(|(_, status, n)| format!("{n} {status}"))
            .collect();
        println!("{backend}:   {kind}: {}", counts.join(", "));
    }

    let mut rng = burst::Rng(0x5eed_0017);
    let mut wall = Duration::ZERO;
    let mut moved = Vec::new();
    let (mut refused, mut races, mut errors) = (0, 0, Vec::new());
    for _ in 0..rounds {
        let running = seed::running_ids(svc.store()).await;
        let shots = burst::aim(&svc, &running, &mut rng).await;
        let round = burst::fire(&svc, shots).await;
        wall += round.wall;
        moved.extend(round.moved);
        refused += round.refused;
        races += round.races;
        errors.extend(round.errors);
    }
    moved.sort();
    println!(
        "{backend}: {} moves committed, {refused} refused races ({races} expected), {} errors",
        moved.len(),
        errors.len()
    );
    for e in errors.iter().take(5) {
        println!("{backend}:   error: {e}");
    }
    if !moved.is_empty() {
        println!(
            "{backend}: {:.0} moves/s; commit p50 {}, p99 {}, max {}",
            moved.len() as f64 / wall.as_secs_f64(),
            ms(burst::percentile(&moved, 0.50)),
            ms(burst::percentile(&moved, 0.99)),
            ms(moved[moved.len() - 1]),
        );
    }
    svc.store().close().await;
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// One statement on the PostgreSQL server itself (its schema made or dropped).
async fn on_server(server: &str, sql: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| panic!("{POSTGRES_VAR}: cannot connect to {server}: {e}"));
    sqlx::raw_sql(sql).execute(&mut conn).await.expect(sql);
    conn.close().await.expect("close");
}
