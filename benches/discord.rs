//! The Discord figure, and its judge: the real bot (table service, SQLite file, real
//! renderer) against the fake Discord, with 20, 200 and then 1,000 games played at once
//! (lobby, join, "Take my turn", every panel menu with its hand and preview pictures,
//! Confirm, the new board posted in the game's thread).
//!
//! For each load it prints p50 / p99 / max of two times: the first answer to each
//! interaction (an answer or a deferral: what Discord's 3 seconds count), and the final
//! board (from the Confirm click to the new board posted). It exits non-zero if any
//! interaction was answered after 3 s, any gateway session was lost, any game could not
//! be played to its end, or the fake Discord saw any problem.
//!
//! The bot runs on a runtime of its own with two workers, as in production on a small
//! machine; the fake Discord and its players on another: Discord is another machine, and
//! its work (checking every body, decoding every picture) must not hold up the bot's
//! tasks, even though it shares the same cores here.
//!
//! The fake gives HELLO Discord's own heartbeat interval (41.25 s; the tests' fake gives
//! 1 s), and the bench prints the longest gap between two of the bot's heartbeats: a
//! runtime too busy to heartbeat on time shows there before it loses its session.
//!
//! Not a criterion benchmark: the figure is a latency distribution under concurrent load,
//! which criterion's repeated single-routine timing cannot produce. Run it with
//! `cargo bench --bench discord` (add `-- --games N --turns T` for one load of your own,
//! `--heartbeat-ms 1000` for the tests' heartbeat).

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
use tokio::runtime::Runtime;

use fake_discord::{FakeDiscord, BOT_TOKEN};

/// Discord's window for the first answer to an interaction.
const WINDOW: Duration = Duration::from_secs(3);

/// How long a player waits for what follows an acknowledgement (a panel, a board) before
/// the game counts as lost: Discord lets a deferred answer come for 15 minutes, and a
/// thousand games at once queue for the pictures.
const PATIENCE: Duration = Duration::from_secs(300);

fn arg(name: &str, default: usize) -> usize {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn runtime(name: &str, workers: usize) -> Runtime {
    match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(workers)
        .thread_name(name)
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("no {name} runtime: {e}");
            std::process::exit(2);
        }
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` passes nothing and only
    // wants to know that the benchmark builds and starts.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let turns = arg("--turns", 8);
    // Discord's own heartbeat interval; `--heartbeat-ms 1000` is the tests' (a client
    // must then heartbeat every second, and a late ACK loses the session).
    let heartbeat_ms = arg("--heartbeat-ms", 41_250) as u64;
    // A thousand games play their opening (lobby, join) and two turns: the burst is what
    // is judged there, and eight turns each would take the bench most of an hour.
    let loads = match arg("--games", 0) {
        0 => vec![(20, turns), (200, turns), (1000, turns.min(2))],
        games => vec![(games as u64, turns)],
    };
    let bot = runtime("bot", 2);
    let discord = runtime("fake-discord", 2);
    let mut failed = false;
    for (games, turns) in loads {
        let figures = run(&bot, &discord, games, turns, heartbeat_ms);
        figures.print();
        failed |= !figures.passed();
    }
    if failed {
        eprintln!("discord: FAILED (see above)");
        std::process::exit(1);
    }
}

/// What one load measured.
struct Figures {
    games: u64,
    turns: usize,
    first: Vec<Duration>,
    boards: Vec<Duration>,
    /// Games whose driver gave up (an interaction never answered, a board never posted).
    unfinished: usize,
    /// Gateway sessions opened after the first (IDENTIFY again: every event meanwhile lost).
    sessions_lost: u64,
    resumes: u64,
    /// The longest time between two of the bot's heartbeats.
    heartbeat_gap: Duration,
    heartbeat_ms: u64,
    problems: Vec<String>,
}

impl Figures {
    fn late(&self) -> usize {
        self.first.iter().filter(|d| **d > WINDOW).count()
    }

    fn passed(&self) -> bool {
        self.late() == 0
            && self.sessions_lost == 0
            && self.unfinished == 0
            && self.problems.is_empty()
    }

    fn print(&self) {
        println!(
            "discord: {} games at once (up to {} turns each), {} interactions, {} boards",
            self.games,
            self.turns,
            self.first.len(),
            self.boards.len()
        );
        println!("  first answer: {}", spread(&self.first));
        println!("  final board:  {}", spread(&self.boards));
        println!(
            "  answered after 3 s: {}; sessions lost: {}; resumed: {}; games unfinished: {}; \
             problems: {}",
            self.late(),
            self.sessions_lost,
            self.resumes,
            self.unfinished,
            self.problems.len()
        );
        if self.heartbeat_gap.is_zero() {
            println!(
                "  heartbeats every {} ms: fewer than two in this run",
                self.heartbeat_ms
            );
        } else {
            println!(
                "  heartbeats every {} ms: the longest gap between two {:.0} ms",
                self.heartbeat_ms,
                self.heartbeat_gap.as_secs_f64() * 1e3
            );
        }
        for problem in self.problems.iter().take(5) {
            println!("    problem: {problem}");
        }
    }
}

/// "p50 12.3 ms, p99 45.6 ms, max 78.9 ms" (nearest rank).
fn spread(times: &[Duration]) -> String {
    if times.is_empty() {
        return "none".into();
    }
    let mut sorted = times.to_vec();
    sorted.sort();
    let at = |q: f64| {
        let rank = (q * sorted.len() as f64).ceil() as usize;
        sorted[rank.clamp(1, sorted.len()) - 1].as_secs_f64() * 1e3
    };
    format!(
        "p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        at(0.5),
        at(0.99),
        at(1.0)
    )
}

fn run(
    bot_rt: &Runtime,
    discord_rt: &Runtime,
    games: u64,
    turns: usize,
    heartbeat_ms: u64,
) -> Figures {
    let db = std::env::temp_dir().join(format!(
        "manawell-bench-discord-{}-{games}.db",
        std::process::id()
    ));
    let fake = Arc::new(discord_rt.block_on(FakeDiscord::start()));
    fake.set_heartbeat_interval(Duration::from_millis(heartbeat_ms));
    // A thousand games' pictures would fill the memory: the fake checks each one, then
    // forgets its bytes.
    fake.keep_files(false);
    let (store, bot) = bot_rt.block_on(async {
        let store = Store::open(&StoreConfig::at(&db.to_string_lossy()))
            .await
            .expect("open the database");
        let service = TableService::new(store.clone()).with_bot(Arc::new(AiBot::new(Level::Easy)));
        let desk = Arc::new(Desk::new(service, Arc::new(BoardPictures)));
        let config = Config {
            token: Token::new(BOT_TOKEN),
            database_url: None,
            log_filter: None,
            dev_guild_id: None,
            api_base: Some(fake.api_base.clone()),
            defer_after: respond::DEFAULT_DEFER_AFTER,
            defer_heavy: respond::HEAVY_DEFER_AFTER,
            sweep_every: Duration::from_secs(60),
            ai_level: Level::Easy,
            shards: None,
            health_file: None,
            unhealthy_exit_after:
                manawell::frontends::discord::app::health::DEFAULT_UNHEALTHY_EXIT_AFTER,
            web: None,
        };
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let bot = tokio::spawn(run_bot_with(config, desk, async {
            let _ = stopped.await;
        }));
        (store, (stop, bot))
    });
    discord_rt.block_on(fake.wait_ready(Duration::from_secs(30)));

    // Each game in a task of its own: one whose driver gives up is counted, not fatal.
    let played = discord_rt.block_on(async {
        let tasks: Vec<_> = (0..games)
            .map(|n| {
                let fake = fake.clone();
                tokio::spawn(async move { figures::one_game(&fake, n, turns, PATIENCE).await })
            })
            .collect();
        futures_util::future::join_all(tasks).await
    });
    let (stop, bot) = bot;
    let _ = stop.send(());
    bot_rt.block_on(async {
        let _ = bot.await;
        store.close().await;
    });
    for end in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{end}", db.display()));
    }

    let mut figures = Figures {
        games,
        turns,
        first: Vec::new(),
        boards: Vec::new(),
        unfinished: 0,
        sessions_lost: fake.identifies().saturating_sub(1),
        resumes: fake.resumes(),
        heartbeat_gap: fake.longest_heartbeat_gap(),
        heartbeat_ms,
        problems: fake.problems(),
    };
    for game in played {
        match game {
            Ok(game) => {
                figures.first.extend(game.first);
                figures.boards.extend(game.boards);
            }
            Err(_) => figures.unfinished += 1,
        }
    }
    figures
}
