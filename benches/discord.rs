//! The Discord figure: the time from an injected interaction to the bot's callback, p50
//! and p99, with 20 and then 200 games played at once on the real table service, a SQLite
//! file and the real renderer (lobby, join, "Take my turn", every panel menu with its
//! hand and preview pictures, Confirm with the new board posted).
//!
//! Not a criterion benchmark: the figure is a latency distribution under concurrent load,
//! which criterion's repeated single-routine timing cannot produce. Run it with
//! `cargo bench --bench discord` (add `-- --games N --turns T` for one load of your own).

#[path = "../tests/fake_discord/mod.rs"]
#[allow(unused_imports)]
mod fake_discord;
#[path = "../tests/discord_e2e_parts/figures.rs"]
mod figures;
#[path = "../tests/discord_e2e_parts/message_parts.rs"]
mod message_parts;

use std::sync::Arc;
use std::time::Duration;

use manawell::ai::Level;
use manawell::frontends::discord::desk::Desk;
use manawell::frontends::discord::wire::respond;
use manawell::frontends::discord::{run_bot_with, Config, Token};
use manawell::frontends::pictures::BoardPictures;
use manawell::store::{Store, StoreConfig};
use manawell::table::{AiBot, TableService};

use fake_discord::{FakeDiscord, BOT_TOKEN};

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing and only
    // wants to know that the benchmark builds and starts.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let turns = arg("--turns", 8);
    let loads = match arg("--games", 0) {
        0 => vec![20, 200],
        games => vec![games as u64],
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("no runtime: {e}");
            std::process::exit(1);
        }
    };
    for games in loads {
        runtime.block_on(run(games, turns));
    }
}

async fn run(games: u64, turns: usize) {
    let db = std::env::temp_dir().join(format!("manawell-bench-discord-{}.db", std::process::id()));
    let store = Store::open(&StoreConfig::at(&db.to_string_lossy()))
        .await
        .expect("open the database");
    let service = TableService::new(store.clone()).with_bot(Arc::new(AiBot::new(Level::Easy)));
    let desk = Arc::new(Desk::new(service, Arc::new(BoardPictures)));

    let fake = FakeDiscord::start().await;
    let config = Config {
        token: Token::new(BOT_TOKEN),
        database_url: None,
        log_filter: None,
        dev_guild_id: None,
        api_base: Some(fake.api_base.clone()),
        defer_after: respond::DEFAULT_DEFER_AFTER,
        sweep_every: Duration::from_secs(60),
        ai_level: Level::Easy,
        shards: None,
        health_file: None,
        unhealthy_exit_after:
            manawell::frontends::discord::app::health::DEFAULT_UNHEALTHY_EXIT_AFTER,
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(run_bot_with(config, desk, async {
        let _ = stopped.await;
    }));
    fake.wait_ready(Duration::from_secs(30)).await;

    let played =
        futures_util::future::join_all((0..games).map(|n| figures::one_game(&fake, n, turns)))
            .await;
    let _ = stop.send(());
    let _ = bot.await;
    store.close().await;
    for end in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{end}", db.display()));
    }
    fake.assert_no_problems();

    let mut latencies: Vec<Duration> = played.into_iter().flatten().collect();
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q).round() as usize];
    println!(
        "discord: {} interactions in {games} games at once (up to {turns} turns each), \
         rendering included: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.99).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
    );
}
