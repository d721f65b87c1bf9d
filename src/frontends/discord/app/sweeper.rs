//! The background task that keeps every game moving: at start-up and then at a steady
//! pace it posts what is behind (a crash between a move and its post, Discord failing),
//! lets the AI seats left waiting play, and sends the reminders and deadlines that fell
//! due. All of it lives in the database, so nothing is forgotten across restarts.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use ::serenity::futures::stream::{self, StreamExt};

use crate::frontends::discord::app::health::{self, Health};
use crate::frontends::discord::desk::{Behind, Desk, Refusal, TableView};
use crate::frontends::discord::flows::announce::{announce, place_lang, report_failure};
use crate::frontends::discord::wire::post::{self, PostError};

/// Deadlines are counted in hours: half a minute late is fine.
pub const DEFAULT_SWEEP_EVERY: Duration = Duration::from_secs(30);

/// How many games a round posts at once: a hung request (until its timeout) holds one
/// of them, not the whole round.
const AT_ONCE: usize = 8;

/// Sweeps every `every` until the task is aborted, or until the process has been
/// unhealthy (the database or Discord unreachable) for longer than `give_up`: it then
/// returns, for the bot to stop and its supervisor to start it again. `enter` is asked
/// before each round and held through it (the bot counts its work in flight, and starts
/// no round once shutting down: `None`, and the sweep returns). After each round the
/// file `health` (if any) says what it reached ([`health`]).
pub async fn sweep_forever<G>(
    http: Arc<serenity::Http>,
    desk: Arc<Desk>,
    every: Duration,
    enter: impl Fn() -> Option<G>,
    health_file: Option<std::path::PathBuf>,
    give_up: Duration,
) -> Ended {
    // First the clocks (the time the bot was down is given back), then whatever the
    // previous process left unposted is due at once.
    if let Err(refusal) = desk.start_up().await {
        log_refusal(&refusal, "start-up");
    }
    let mut ticks = tokio::time::interval(every);
    // After a pause (a suspended laptop), one sweep is enough.
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    let mut watch = health::Watch::new(give_up);
    let mut discord_was_down = false;
    loop {
        ticks.tick().await;
        let Some(_working) = enter() else {
            return Ended::ShuttingDown;
        };
        let found = sweep(&http, desk.as_ref(), discord_was_down).await;
        discord_was_down = !found.discord;
        if let Some(path) = &health_file {
            if let Err(e) = health::write(path, found) {
                warn!(error = %e, "cannot write HEALTH_FILE");
            }
        }
        if watch.give_up(found, std::time::Instant::now()) {
            error!(
                ?found,
                "unhealthy for too long: stopping, to be started again"
            );
            return Ended::Unhealthy(found);
        }
    }
}

/// Why [`sweep_forever`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    ShuttingDown,
    /// Unhealthy for longer than allowed, as last found.
    Unhealthy(Health),
}

/// Whether Discord answers (who the bot is: a cheap request, within the client's
/// timeout). While it does not, nobody can play or be told: the sweep applies no
/// deadline and sends no reminder, and the heartbeat stops, so that the time is given
/// back to every clock once Discord answers again.
async fn discord_answers(http: &serenity::Http) -> bool {
    match http.get_current_user().await {
        Ok(_) => true,
        // Rate limited: Discord answers, it asks for patience (the posts wait their turn).
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
            if response.status_code.as_u16() == 429 =>
        {
            true
        }
        Err(e) => {
            warn!(error = %post::classify(&e), "Discord does not answer");
            false
        }
    }
}

/// One round: Discord checked, the heartbeat, the posts behind, the AI seats waiting,
/// then what is due (in that order, so that no deadline runs for a turn nobody was told
/// of). With Discord unreachable, only the database is checked, with no beat: once
/// Discord answers again (`discord_was_down` on the next round) the gap since the last
/// beat is given back to every clock. Returns what was reached.
pub async fn sweep(http: &serenity::Http, desk: &Desk, discord_was_down: bool) -> Health {
    if !discord_answers(http).await {
        let database = desk.database_answers().await;
        if let Err(refusal) = &database {
            log_refusal(refusal, "database check");
        }
        return Health {
            database: database.is_ok(),
            discord: false,
        };
    }
    let beat = if discord_was_down {
        desk.heartbeat_after_outage().await
    } else {
        desk.heartbeat().await
    };
    if let Err(refusal) = &beat {
        log_refusal(refusal, "heartbeat");
    }
    match desk.behind().await {
        Ok(games) => {
            stream::iter(games)
                .for_each_concurrent(AT_ONCE, |game| catch_up(http, desk, game))
                .await
        }
        Err(refusal) => log_refusal(&refusal, "posts behind"),
    }
    match desk.ai_turns().await {
        Ok(views) => announce_all(http, desk, views).await,
        Err(refusal) => log_refusal(&refusal, "AI seats"),
    }
    match desk.run_due().await {
        Ok(views) => announce_all(http, desk, views).await,
        Err(refusal) => log_refusal(&refusal, "deadline sweep"),
    }
    Health {
        database: beat.is_ok(),
        discord: true,
    }
}

async fn announce_all(http: &serenity::Http, desk: &Desk, views: Vec<TableView>) {
    stream::iter(views)
        .for_each_concurrent(AT_ONCE, |view| async move {
            announce(http, desk, &view, place_lang(desk, &view).await).await
        })
        .await
}

/// Posts a game that is behind, first finding it a place if it has none yet (the
/// process stopped between the start and its thread).
async fn catch_up(http: &serenity::Http, desk: &Desk, game: Behind) {
    let mut view = game.view;
    let lang = place_lang(desk, &view).await;
    if view.place.is_none() {
        match find_place(http, desk, view.table, &view, game.channel, game.dm).await {
            Ok(place) => view.place = Some(place),
            Err(e) => {
                warn!(table = view.table, error = %e, "still no place for a started game");
                report_failure(http, desk, &view, &e, lang).await;
                return;
            }
        }
    }
    announce(http, desk, &view, lang).await;
}

/// Its DM with the bot, or a new thread in its lobby's channel; recorded in the desk.
async fn find_place(
    http: &serenity::Http,
    desk: &Desk,
    table: u64,
    view: &TableView,
    channel: Option<u64>,
    dm: Option<u64>,
) -> Result<u64, PostError> {
    let place = match (dm, channel) {
        (Some(_), Some(channel)) => serenity::ChannelId::new(channel),
        (Some(user), None) => post::dm_channel(http, serenity::UserId::new(user)).await?,
        (None, Some(channel)) => {
            let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
            let name = post::thread_name(&view.game, table, &names);
            post::try_open_game_place(http, serenity::ChannelId::new(channel), None, &name).await?
        }
        (None, None) => return Err(PostError::Lost("the game has no place".into())),
    };
    desk.set_place(table, place.get())
        .await
        .map_err(|refusal| PostError::Later(format!("{refusal:?}")))?;
    Ok(place.get())
}

fn log_refusal(refusal: &Refusal, what: &str) {
    match refusal {
        Refusal::Failed(text) => {
            error!(error = %crate::frontends::discord::wire::redact::text(text), "{what} failed")
        }
        other => error!(?other, "{what} refused"),
    }
}
