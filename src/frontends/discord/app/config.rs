//! The bot's settings, read from the environment (and a `.env` file, if present).
//!
//! The token is a secret: it is wrapped in [`Token`], whose `Debug` and `Display` never
//! show it, so that printing a `Config` (or an error holding one) cannot leak it.

use std::fmt;

/// A Discord bot token. Only [`Token::expose`] gives the text, for the HTTP client.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    pub fn new(text: impl Into<String>) -> Self {
        Token(text.into())
    }

    /// The secret itself; call it only to hand the token to serenity.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<redacted>)")
    }
}

/// Everything `manawell bot` needs to run.
#[derive(Clone, Debug)]
pub struct Config {
    pub token: Token,
    /// Where the games are kept; `None` means the embedded default.
    pub database_url: Option<String>,
    /// A `tracing` filter, e.g. `info` or `manawell=debug,serenity=warn`.
    pub log_filter: Option<String>,
    /// Register the commands in this guild only: they show up at once, which is what one
    /// wants while developing (global commands may take a while to appear).
    pub dev_guild_id: Option<u64>,
    /// Send every API request to this base URL instead of `https://discord.com`
    /// (`DISCORD_API_BASE`): the tests' fake Discord, for bot processes started by a test;
    /// never set in production.
    pub api_base: Option<String>,
    /// How long an answer may take before its interaction is deferred (see
    /// `respond`). Zero defers every interaction: the tests use it to take that path.
    pub defer_after: std::time::Duration,
    /// The same for a click on a game, whose work draws, thinks or writes: at once in
    /// production (`respond::HEAVY_DEFER_AFTER`); the tests that read direct answers use
    /// `defer_after`'s timer.
    pub defer_heavy: std::time::Duration,
    /// How often reminders and deadlines are looked for.
    pub sweep_every: std::time::Duration,
    /// How well the AI plays the seats given to it (`/rivality new vs_ai`).
    pub ai_level: crate::ai::Level,
    /// The gateway shards this process runs (`SHARDS`, `SHARD_COUNT`); `None`: as many as
    /// Discord recommends, all here.
    pub shards: Option<crate::frontends::discord::app::shards::Shards>,
    /// Written after each sweep that reached the database (`HEALTH_FILE`): a container's
    /// health check looks at its age.
    pub health_file: Option<std::path::PathBuf>,
    /// How long the process may stay unhealthy (the database or Discord unreachable)
    /// before it stops, for its supervisor to start it again (`UNHEALTHY_EXIT_AFTER_SECS`,
    /// default 10 minutes).
    pub unhealthy_exit_after: std::time::Duration,
    /// The web board (`PUBLIC_URL`, `WEB_BIND`, `WEB_PORT`): off when `PUBLIC_URL` is unset.
    pub web: Option<crate::frontends::web::Settings>,
}

/// A setting is missing or wrong; the message says which and what to do.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set: put the bot token from the Discord developer portal \
         (Applications > your app > Bot > Reset Token) in the environment or in a .env file"
    )]
    MissingToken,
    #[error(
        "DISCORD_TOKEN does not look like a bot token (three parts separated by dots); \
         copy it again from the Discord developer portal"
    )]
    MalformedToken,
    #[error("DEV_GUILD_ID must be a guild id (a number), not {0:?}")]
    BadGuildId(String),
    #[error("AI_LEVEL must be easy, medium or hard, not {0:?}")]
    BadAiLevel(String),
    #[error("DISCORD_API_BASE must be an http:// or https:// URL, not {0:?}")]
    BadApiBase(String),
    #[error("SWEEP_EVERY_MS must be a number of milliseconds from 10 to 3600000, not {0:?}")]
    BadSweepEvery(String),
    #[error("UNHEALTHY_EXIT_AFTER_SECS must be a number of seconds from 1 to 86400, not {0:?}")]
    BadUnhealthyExit(String),
    #[error(transparent)]
    Web(#[from] crate::frontends::web::SettingsError),
    #[error(transparent)]
    Shards(#[from] crate::frontends::discord::app::shards::ShardsError),
}

impl Config {
    /// Reads `.env` (if there is one) into the environment, then the settings from it.
    pub fn from_env() -> Result<Config, ConfigError> {
        // A missing .env file is normal (Docker passes real variables); ignore that case.
        let _ = dotenvy::dotenv();
        Config::from_lookup(|key| std::env::var(key).ok())
    }

    /// Builds a config from any key lookup, so that tests need not touch the process
    /// environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let non_empty = |key: &str| {
            lookup(key)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = non_empty("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        // Accept a pasted "Bot " prefix: serenity adds it itself.
        let token = token
            .strip_prefix("Bot ")
            .unwrap_or(&token)
            .trim()
            .to_string();
        if serenity::utils::token::validate(&token).is_err() {
            return Err(ConfigError::MalformedToken);
        }
        let dev_guild_id = match non_empty("DEV_GUILD_ID") {
            None => None,
            Some(text) => Some(
                text.parse::<u64>()
                    .ok()
                    .filter(|id| *id != 0)
                    .ok_or(ConfigError::BadGuildId(text))?,
            ),
        };
        let ai_level = match non_empty("AI_LEVEL") {
            None => crate::ai::Level::Medium,
            Some(text) => text
                .parse::<crate::ai::Level>()
                .ok()
                .filter(|l| *l != crate::ai::Level::Random)
                .ok_or(ConfigError::BadAiLevel(text))?,
        };
        let shards = crate::frontends::discord::app::shards::Shards::parse(
            non_empty("SHARDS").as_deref(),
            non_empty("SHARD_COUNT").as_deref(),
        )?;
        let api_base = match non_empty("DISCORD_API_BASE") {
            None => None,
            Some(url) if url.starts_with("http://") || url.starts_with("https://") => Some(url),
            Some(url) => return Err(ConfigError::BadApiBase(url)),
        };
        let sweep_every = match non_empty("SWEEP_EVERY_MS") {
            None => crate::frontends::discord::app::sweeper::DEFAULT_SWEEP_EVERY,
            Some(text) => text
                .parse::<u64>()
                .ok()
                .filter(|ms| (10..=3_600_000).contains(ms))
                .map(std::time::Duration::from_millis)
                .ok_or(ConfigError::BadSweepEvery(text))?,
        };
        let unhealthy_exit_after = match non_empty("UNHEALTHY_EXIT_AFTER_SECS") {
            None => crate::frontends::discord::app::health::DEFAULT_UNHEALTHY_EXIT_AFTER,
            Some(text) => text
                .parse::<u64>()
                .ok()
                .filter(|secs| (1..=86_400).contains(secs))
                .map(std::time::Duration::from_secs)
                .ok_or(ConfigError::BadUnhealthyExit(text))?,
        };
        Ok(Config {
            token: Token::new(token),
            database_url: non_empty("DATABASE_URL"),
            log_filter: non_empty("RUST_LOG"),
            dev_guild_id,
            api_base,
            defer_after: crate::frontends::discord::wire::respond::DEFAULT_DEFER_AFTER,
            defer_heavy: crate::frontends::discord::wire::respond::HEAVY_DEFER_AFTER,
            sweep_every,
            ai_level,
            shards,
            health_file: non_empty("HEALTH_FILE").map(std::path::PathBuf::from),
            unhealthy_exit_after,
            web: crate::frontends::web::Settings::read(&non_empty)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "MTA5OTk5.GaBcDe.secret-part-of-the-token";

    fn lookup<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |key| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn missing_or_blank_token_is_a_clear_error() {
        assert_eq!(
            Config::from_lookup(lookup(&[])).unwrap_err(),
            ConfigError::MissingToken
        );
        let err = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "  ")])).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        assert!(err.to_string().contains("DISCORD_TOKEN"));
    }

    #[test]
    fn malformed_token_is_refused_without_echoing_it() {
        let err = Config::from_lookup(lookup(&[("DISCORD_TOKEN", "not-a-token")])).unwrap_err();
        assert_eq!(err, ConfigError::MalformedToken);
        assert!(!err.to_string().contains("not-a-token"));
    }

    #[test]
    fn debug_output_never_shows_the_token() {
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", TOKEN)])).unwrap();
        let shown = format!("{config:?}");
        assert!(!shown.contains("secret-part"), "{shown}");
        assert!(shown.contains("<redacted>"));
        assert_eq!(config.token.expose(), TOKEN);
    }

    #[test]
    fn optional_settings_are_read() {
        let pairs = [
            (
                "DISCORD_TOKEN",
                "Bot MTA5OTk5.GaBcDe.secret-part-of-the-token",
            ),
            ("DATABASE_URL", "sqlite:///data/manawell.db"),
            ("RUST_LOG", "debug"),
            ("DEV_GUILD_ID", "123456789012345678"),
            ("HEALTH_FILE", "/tmp/manawell-alive"),
        ];
        let config = Config::from_lookup(lookup(&pairs)).unwrap();
        assert_eq!(config.token.expose(), TOKEN, "the Bot prefix is dropped");
        assert_eq!(
            config.database_url.as_deref(),
            Some("sqlite:///data/manawell.db")
        );
        assert_eq!(config.log_filter.as_deref(), Some("debug"));
        assert_eq!(config.dev_guild_id, Some(123456789012345678));
        assert_eq!(config.api_base, None);
        assert_eq!(
            config.health_file.as_deref(),
            Some(std::path::Path::new("/tmp/manawell-alive"))
        );
    }

    #[test]
    fn a_fake_discord_and_a_quick_sweep_are_read_and_bad_ones_refused() {
        let pairs = [
            ("DISCORD_TOKEN", TOKEN),
            ("DISCORD_API_BASE", "http://127.0.0.1:4321"),
            ("SWEEP_EVERY_MS", "50"),
        ];
        let config = Config::from_lookup(lookup(&pairs)).unwrap();
        assert_eq!(config.api_base.as_deref(), Some("http://127.0.0.1:4321"));
        assert_eq!(config.sweep_every, std::time::Duration::from_millis(50));
        let default = Config::from_lookup(lookup(&[("DISCORD_TOKEN", TOKEN)])).unwrap();
        assert_eq!(
            default.sweep_every,
            crate::frontends::discord::app::sweeper::DEFAULT_SWEEP_EVERY
        );
        for (key, value, wanted) in [
            (
                "DISCORD_API_BASE",
                "discord.example",
                ConfigError::BadApiBase("discord.example".into()),
            ),
            (
                "SWEEP_EVERY_MS",
                "0",
                ConfigError::BadSweepEvery("0".into()),
            ),
            (
                "SWEEP_EVERY_MS",
                "soon",
                ConfigError::BadSweepEvery("soon".into()),
            ),
            (
                "UNHEALTHY_EXIT_AFTER_SECS",
                "0",
                ConfigError::BadUnhealthyExit("0".into()),
            ),
        ] {
            let pairs = [("DISCORD_TOKEN", TOKEN), (key, value)];
            assert_eq!(Config::from_lookup(lookup(&pairs)).unwrap_err(), wanted);
        }
    }

    #[test]
    fn bad_guild_id_is_refused() {
        let pairs = [("DISCORD_TOKEN", TOKEN), ("DEV_GUILD_ID", "my-server")];
        let err = Config::from_lookup(lookup(&pairs)).unwrap_err();
        assert_eq!(err, ConfigError::BadGuildId("my-server".into()));
    }

    #[test]
    fn the_ai_level_is_medium_unless_set() {
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", TOKEN)])).unwrap();
        assert_eq!(config.ai_level, crate::ai::Level::Medium);
        let pairs = [("DISCORD_TOKEN", TOKEN), ("AI_LEVEL", "Hard")];
        let config = Config::from_lookup(lookup(&pairs)).unwrap();
        assert_eq!(config.ai_level, crate::ai::Level::Hard);
        let pairs = [("DISCORD_TOKEN", TOKEN), ("AI_LEVEL", "genius")];
        let err = Config::from_lookup(lookup(&pairs)).unwrap_err();
        assert_eq!(err, ConfigError::BadAiLevel("genius".into()));
    }

    #[test]
    fn shards_are_read_and_bad_ones_refused() {
        let config = Config::from_lookup(lookup(&[("DISCORD_TOKEN", TOKEN)])).unwrap();
        assert_eq!(config.shards, None, "autosharding unless told");
        let pairs = [
            ("DISCORD_TOKEN", TOKEN),
            ("SHARDS", "0-3"),
            ("SHARD_COUNT", "8"),
        ];
        let config = Config::from_lookup(lookup(&pairs)).unwrap();
        assert_eq!(
            config.shards,
            Some(crate::frontends::discord::app::shards::Shards {
                first: 0,
                last: 3,
                total: 8
            })
        );
        let pairs = [
            ("DISCORD_TOKEN", TOKEN),
            ("SHARDS", "3-1"),
            ("SHARD_COUNT", "8"),
        ];
        let err = Config::from_lookup(lookup(&pairs)).unwrap_err();
        assert!(err.to_string().starts_with("SHARDS \"3-1\""), "{err}");
    }
}
