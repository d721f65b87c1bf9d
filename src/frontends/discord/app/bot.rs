//! Running the bot: connect, register the commands, serve until told to stop.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, info};

use crate::ai::Level;
use crate::frontends::discord::app::config::Config;
use crate::frontends::discord::app::framework::framework_options;
use crate::frontends::discord::app::in_flight::{InFlight, SETTLE};
use crate::frontends::discord::app::sweeper;
use crate::frontends::discord::data::Data;
use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::wire::redact;
use crate::frontends::pictures::BoardPictures;
use crate::store::{Store, StoreConfig};
use crate::table::{AiBot, TableService};

/// Why the bot stopped, or could not start.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error(
        "Discord rejected DISCORD_TOKEN (401 Unauthorized): reset the token in the developer \
         portal (Applications > your app > Bot) and update it"
    )]
    TokenRejected,
    #[error("could not reach Discord: {0}")]
    Unreachable(String),
    #[error("the gateway connection failed: {0}")]
    Gateway(String),
    #[error("the games database could not be opened ({0}): check DATABASE_URL")]
    Store(String),
    #[error("stopped after too long unhealthy, to be started again: {0}")]
    Unhealthy(String),
    #[error("the web board cannot listen on {0}: check WEB_BIND and WEB_PORT")]
    Web(String),
}

/// Ends a background task when the bot's run ends, however it ends.
struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Gateway events the bot asks for: none. Interactions arrive without any intent, and
/// carry what the bot reads (the channel, the member, the permissions); the bot reads no
/// other event, so it asks for none (not even `GUILDS`, whose guild and channel lists
/// would fill a cache nothing reads).
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::empty()
}

/// serenity's cache, kept empty: the bot reads nothing from it.
fn cache_settings() -> ::serenity::cache::Settings {
    let mut settings = ::serenity::cache::Settings::default();
    settings.max_messages = 0;
    settings.cache_guilds = false;
    settings.cache_channels = false;
    settings.cache_users = false;
    settings
}

/// How long any request to Discord may take, connection and answer together. Discord
/// answers in well under a second; an upload of a board is a few hundred kB.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);

/// serenity's HTTP client (the same TLS), each request given up after `timeout`: a hung
/// connection then fails as the network does (a temporary failure, tried again later)
/// instead of holding a click or the sweep.
pub fn http_client(timeout: Duration) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(timeout)
        .build()
}

/// The HTTP client the bot talks to Discord with: serenity's own rate limiter on, so that
/// a route's limit is waited out before a request and a 429 is waited out and sent again
/// inside serenity, never reaching the bot's own retries. With `api_base` set (tests
/// only), every request goes there (the limiter's too: the vendored serenity's patch).
pub fn build_http(config: &Config) -> serenity::Http {
    let client = http_client(REQUEST_TIMEOUT);
    let builder = serenity::HttpBuilder::new(config.token.expose());
    let builder = match client {
        Ok(client) => builder.client(client),
        Err(e) => {
            error!(error = %e, "no HTTP client with a timeout: serenity's own, without one");
            builder
        }
    };
    match &config.api_base {
        Some(base) => builder.proxy(base.clone()).build(),
        None => builder.build(),
    }
}

/// Runs the bot until SIGTERM or SIGINT (Ctrl-C), with the games in the database of
/// `DATABASE_URL` (default: `manawell.db` in the working directory).
pub async fn run_bot(config: Config) -> Result<(), BotError> {
    run_bot_until(config, shutdown_signal()).await
}

/// Opens (creating it if needed) the database of `config` and brings its schema up to
/// date.
pub async fn open_store(config: &Config) -> Result<Store, BotError> {
    let store_config = match &config.database_url {
        Some(url) => StoreConfig::at(url),
        None => StoreConfig::default(),
    };
    let store = Store::open(&store_config)
        .await
        .map_err(|e| BotError::Store(e.to_string()))?;
    info!("games database open");
    Ok(store)
}

/// The real table service over `store`, with the board renderer and the AI at `level`
/// for AI seats, as the bot's desk.
pub fn table_desk(store: Store, level: Level) -> Arc<Desk> {
    Arc::new(desk_of(store, level))
}

fn desk_of(store: Store, level: Level) -> Desk {
    let service = TableService::new(store).with_bot(Arc::new(AiBot::new(level)));
    Desk::new(service, Arc::new(BoardPictures))
}

/// Runs the bot until `shutdown` completes, then closes the gateway connection cleanly,
/// with the games in the database of `config`.
pub async fn run_bot_until(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    let store = open_store(&config).await?;
    // Turn posts link to the web board when it is on.
    let desk = Arc::new(desk_of(store.clone(), config.ai_level).with_web(config.web.clone()));
    let result = run_bot_with(config, desk, shutdown).await;
    store.close().await;
    result
}

/// As [`run_bot_until`], with the table service the games are played through (tests
/// give theirs, to look into it).
pub async fn run_bot_with(
    config: Config,
    desk: Arc<Desk>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    // The web board first: a port already taken is said before Discord is reached.
    let web = match &config.web {
        Some(settings) => {
            let listener = tokio::net::TcpListener::bind(settings.bind)
                .await
                .map_err(|e| BotError::Web(format!("{} ({e})", settings.bind)))?;
            info!(bind = %settings.bind, url = %settings.public_url, "web board listening");
            let service = desk.service().clone();
            Some(tokio::spawn(async move {
                if let Err(e) = crate::frontends::web::serve(listener, service).await {
                    error!(error = %e, "the web board stopped");
                }
            }))
        }
        None => None,
    };
    let _web_stops = web.map(|task| AbortOnDrop(task.abort_handle()));
    let http = build_http(&config);
    // Ask who we are first: a bad token then gets a clear error instead of a gateway
    // close code deep in serenity's logs.
    let me = http.get_current_user().await.map_err(classify_http_error)?;
    info!(user = %me.name, id = %me.id, "token accepted");

    let dev_guild = config.dev_guild_id.map(serenity::GuildId::new);
    let defer_after = config.defer_after;
    let defer_heavy = config.defer_heavy;
    let setup_desk = desk.clone();
    // `Framework::new`, not the builder: the builder overwrites `initialize_owners`.
    let framework = poise::Framework::new(framework_options(), move |ctx, _ready, framework| {
        Box::pin(async move {
            register_commands(ctx, &framework.options().commands, dev_guild).await;
            Ok(Data {
                defer_after,
                defer_heavy,
                desk: setup_desk,
            })
        })
    });

    let in_flight = InFlight::default();
    let framework = Tracked {
        inner: framework,
        in_flight: in_flight.clone(),
    };
    let mut client = serenity::ClientBuilder::new_with_http(http, intents())
        .cache_settings(cache_settings())
        .framework(framework)
        .await
        .map_err(|e| BotError::Gateway(redact::error(&e)))?;

    // Posts behind, AI seats, reminders and deadlines need no gateway, only HTTP.
    let sweeper = {
        let http = client.http.clone();
        let every = config.sweep_every;
        let in_flight = in_flight.clone();
        let alive = config.health_file.clone();
        let give_up = config.unhealthy_exit_after;
        tokio::spawn(async move {
            let enter = move || in_flight.enter();
            sweeper::sweep_forever(http, desk, every, enter, alive, give_up).await
        })
    };
    let shard_manager = client.shard_manager.clone();
    let stopping = in_flight.clone();
    let unhealthy = Arc::new(std::sync::Mutex::new(None));
    // Aborted after the shutdown: the sweeper itself, not only its watcher.
    let sweeper_abort = sweeper.abort_handle();
    let (sweeper_ended, watcher) = {
        let unhealthy = unhealthy.clone();
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let watched = tokio::spawn(async move {
            if let Ok(sweeper::Ended::Unhealthy(found)) = sweeper.await {
                if let Ok(mut slot) = unhealthy.lock() {
                    *slot = Some(found);
                }
                let _ = tx.send(());
            }
        });
        (rx, watched)
    };
    tokio::spawn(async move {
        tokio::select! {
            () = shutdown => info!("shutting down: closing the gateway connection"),
            Ok(()) = sweeper_ended => error!("unhealthy for too long: closing the gateway connection"),
        }
        stopping.stop();
        shard_manager.shutdown_all().await;
    });

    // The shards given (other processes run the rest, on the same database), or as many
    // as Discord recommends (`GET /gateway/bot`): one until the bot is in 2,500 servers.
    let result = match config.shards {
        Some(shards) => {
            info!(%shards, "starting the shards given");
            client
                .start_shard_range(shards.serenity_range(), shards.total)
                .await
        }
        None => client.start_autosharded().await,
    };
    // No new interaction comes in now; let those in flight (and a sweep) finish, and
    // those received whose task has not counted itself yet.
    if !in_flight.wait_settled(SETTLE, SHUTDOWN_GRACE).await {
        error!(
            left = in_flight.count(),
            "stopping with interactions still in flight"
        );
    }
    sweeper_abort.abort();
    watcher.abort();
    let found = unhealthy.lock().ok().and_then(|slot| *slot);
    if let Some(found) = found {
        return Err(BotError::Unhealthy(found.text(crate::store::now_ms())));
    }
    result.map_err(|e| match e {
        serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication) => {
            BotError::TokenRejected
        }
        other => BotError::Gateway(redact::error(&other)),
    })?;
    info!("stopped");
    Ok(())
}

/// How long a shutdown waits for the interactions in flight: within the 10 s Docker
/// leaves between SIGTERM and SIGKILL.
pub const SHUTDOWN_GRACE: Duration = Duration::from_secs(8);

/// The framework, counting each event it handles in [`InFlight`].
struct Tracked<F> {
    inner: F,
    in_flight: InFlight,
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Tracked<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        // An interaction that reached us is answered, even while stopping.
        let _working = self.in_flight.enter_anyway();
        self.inner.dispatch(ctx, event).await;
    }
}

/// Registers the commands in the development guild, or globally. A failure is logged and
/// the bot keeps running: the commands registered last time still work.
async fn register_commands(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, crate::frontends::discord::data::Error>],
    dev_guild: Option<serenity::GuildId>,
) {
    let result = match dev_guild {
        Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await,
        None => poise::builtins::register_globally(ctx, commands).await,
    };
    match result {
        Ok(()) => {
            info!(count = commands.len(), guild = ?dev_guild.map(|g| g.get()), "commands registered")
        }
        Err(e) => error!(error = %redact::error(&e), "could not register the commands"),
    }
}

fn classify_http_error(error: serenity::Error) -> BotError {
    if let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) = &error {
        if response.status_code.as_u16() == 401 {
            return BotError::TokenRejected;
        }
    }
    BotError::Unreachable(redact::error(&error))
}

/// Completes on SIGTERM (what Docker sends) or SIGINT (Ctrl-C).
async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            error!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(e) => {
                error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => info!("received SIGINT"),
        () = term => info!("received SIGTERM"),
    }
}
