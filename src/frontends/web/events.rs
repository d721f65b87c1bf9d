//! The live stream of a game's page: its latest version number, once on connecting and
//! again each time the store writes a new one (a move, a take-back, a resignation).
//! A move written by another process (several on one database) is found by reading the
//! game again every [`LOOK_AGAIN`].
//! Nothing else goes down it: the page asks for the new panel and picture itself, through
//! the same link, so the stream can carry nothing hidden.

use std::convert::Infallible;

use axum::response::sse::Event;
use futures_util::stream::{self, Stream};
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::broadcast::Receiver;

use crate::store::Change;
use crate::table::{TableId, TableService};

/// How often an open page's game is read again, for the moves another process wrote
/// (several bot processes on one database): this process's own moves come at once.
pub const LOOK_AGAIN: std::time::Duration = std::time::Duration::from_secs(5);

/// The name of the stream's events; their data is the version.
pub const VERSION_EVENT: &str = "version";

fn version_event(version: i64) -> Event {
    Event::default()
        .event(VERSION_EVENT)
        .data(version.to_string())
}

struct Following {
    service: TableService,
    token: String,
    table: TableId,
    changes: Receiver<Change>,
    /// The version to send first (read after subscribing, so none is missed between).
    first: Option<i64>,
    /// The last version sent.
    sent: i64,
}

/// The versions of `table` from `now` on, while `token` still opens it (a revoked link's
/// stream ends at the next move). `changes` must be subscribed before `now` was read.
pub fn versions(
    service: TableService,
    token: String,
    table: TableId,
    changes: Receiver<Change>,
    now: i64,
) -> impl Stream<Item = Result<Event, Infallible>> {
    let following = Following {
        service,
        token,
        table,
        changes,
        first: Some(now),
        sent: now,
    };
    stream::unfold(following, |mut f| async move {
        if let Some(first) = f.first.take() {
            return Some((Ok(version_event(first)), f));
        }
        loop {
            let heard = tokio::select! {
                heard = f.changes.recv() => heard,
                () = tokio::time::sleep(LOOK_AGAIN) => Err(RecvError::Lagged(0)),
            };
            let version = match heard {
                Ok(change) if change.table == f.table.0 => change.version,
                Ok(_) => continue,
                // Fell behind, or a while without news: the version as it is now.
                Err(RecvError::Lagged(_)) => match f.service.table_info(f.table).await {
                    Ok(info) if info.version != f.sent => info.version,
                    Ok(_) => continue,
                    Err(_) => return None,
                },
                Err(RecvError::Closed) => return None,
            };
            f.sent = version;
            return match f.service.open_board(&f.token).await {
                Ok(Some(_)) => Some((Ok(version_event(version)), f)),
                _ => None,
            };
        }
    })
}
