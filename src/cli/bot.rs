//! `manawell bot`: runs the Discord bot.

use crate::frontends::discord::{run_bot, Config};

/// The log filter when `RUST_LOG` is not set: our own info, and only warnings from the
/// libraries (their debug output may quote URLs that carry interaction tokens).
const DEFAULT_LOG_FILTER: &str = "warn,manawell=info";

pub fn run() -> Result<(), String> {
    let config = Config::from_env().map_err(|e| e.to_string())?;
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
