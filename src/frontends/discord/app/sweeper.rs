//! The background task that keeps every game moving: at start-up and then at a steady
//! pace it posts what is behind (a crash between a move and its post, Discord failing),
//! lets the AI seats left waiting play, and sends the reminders and deadlines that fell
//! due. All of it lives in the database, so nothing is forgotten across restarts.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use crate::frontends::discord::desk::{Behind, Desk, Refusal, TableView};
use crate::frontends::discord::flows::announce::{announce, place_lang, report_failure};
use crate::frontends::discord::wire::post::{self, PostError};

/// Deadlines are counted in hours: half a minute late is fine.
pub const DEFAULT_SWEEP_EVERY: Duration = Duration::from_secs(30);

/// Sweeps every `every` until the task is aborted. `enter` is asked before each round
/// and held through it (the bot counts its work in flight, and starts no round once
/// shutting down: `None`). After each round whose heartbeat reached the database, the
/// file `alive` (if any) is written: a container's health check looks at its age.
pub async fn sweep_forever<G>(
    http: Arc<serenity::Http>,
    desk: Arc<Desk>,
    every: Duration,
    enter: impl Fn() -> Option<G>,
    alive: Option<std::path::PathBuf>,
) {
    // First the clocks (the time the bot was down is given back), then whatever the
    // previous process left unposted is due at once.
    if let Err(refusal) = desk.start_up().await {
        log_refusal(&refusal, "start-up");
    }
    let mut ticks = tokio::time::interval(every);
    // After a pause (a suspended laptop), one sweep is enough.
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        ticks.tick().await;
        let Some(_working) = enter() else {
            return;
        };
        if sweep(&http, desk.as_ref()).await {
            if let Some(path) = &alive {
                if let Err(e) = write_alive(path) {
                    warn!(error = %e, "cannot write HEALTH_FILE");
                }
            }
        }
    }
}

/// The time now in `path`, written whole (a reader never sees it half written).
fn write_alive(path: &std::path::Path) -> std::io::Result<()> {
    let mut next = path.as_os_str().to_owned();
    next.push(".next");
    std::fs::write(&next, crate::store::now_ms().to_string())?;
    std::fs::rename(&next, path)
}

/// One round: the heartbeat, the posts behind, the AI seats waiting, then what is due
/// (in that order, so that no deadline runs for a turn nobody was told of). Returns
/// whether the heartbeat reached the database.
pub async fn sweep(http: &serenity::Http, desk: &Desk) -> bool {
    let beat = desk.heartbeat().await;
    if let Err(refusal) = &beat {
        log_refusal(refusal, "heartbeat");
    }
    match desk.behind().await {
        Ok(games) => {
            for game in games {
                catch_up(http, desk, game).await;
            }
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
    beat.is_ok()
}

async fn announce_all(http: &serenity::Http, desk: &Desk, views: Vec<TableView>) {
    for view in views {
        announce(http, desk, &view, place_lang(desk, &view).await).await;
    }
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
