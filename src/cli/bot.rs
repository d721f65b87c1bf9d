//! `manawell bot`: runs the Discord bot.

use clap::Args;

use crate::frontends::discord::{run_bot, Config};

/// The log filter when `RUST_LOG` is not set: our own info, and only warnings from the
/// libraries (their debug output may quote URLs that carry interaction tokens).
const DEFAULT_LOG_FILTER: &str = "warn,manawell=info";

/// `manawell bot`'s flags; each overrides its environment variable.
#[derive(Args, Debug, Default)]
pub struct BotArgs {
    /// The gateway shards this process runs, `0-3` or `5` (env SHARDS); needs
    /// --shard-count. Other processes run the rest, on the same DATABASE_URL.
    #[arg(long, value_name = "FIRST-LAST")]
    pub shards: Option<String>,
    /// The total number of shards across every process (env SHARD_COUNT). Neither given:
    /// as many as Discord recommends, all in this process.
    #[arg(long, value_name = "N")]
    pub shard_count: Option<String>,
}

impl BotArgs {
    /// The value of `key`: its flag if given, else the environment's.
    fn lookup(&self, key: &str, env: impl Fn(&str) -> Option<String>) -> Option<String> {
        let flag = match key {
            "SHARDS" => self.shards.clone(),
            "SHARD_COUNT" => self.shard_count.clone(),
            _ => None,
        };
        flag.or_else(|| env(key))
    }
}

pub fn run(args: BotArgs) -> Result<(), String> {
    // A missing .env file is normal (Docker passes real variables).
    let _ = dotenvy::dotenv();
    let config = Config::from_lookup(|key| args.lookup(key, |k| std::env::var(k).ok()))
        .map_err(|e| e.to_string())?;
    let filter = config
        .log_filter
        .clone()
        .unwrap_or_else(|| DEFAULT_LOG_FILTER.to_string());
    let filter = tracing_subscriber::EnvFilter::try_new(&filter)
        .map_err(|e| format!("RUST_LOG is not a valid log filter ({e})"))?;
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(run_bot(config)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(key: &str) -> Option<String> {
        match key {
            "SHARDS" => Some("0-3".into()),
            "SHARD_COUNT" => Some("8".into()),
            _ => None,
        }
    }

    #[test]
    fn flags_override_the_environment() {
        let args = BotArgs {
            shards: Some("4-7".into()),
            shard_count: None,
        };
        assert_eq!(args.lookup("SHARDS", env).as_deref(), Some("4-7"));
        assert_eq!(args.lookup("SHARD_COUNT", env).as_deref(), Some("8"));
        assert_eq!(
            BotArgs::default().lookup("SHARDS", env).as_deref(),
            Some("0-3")
        );
    }
}
