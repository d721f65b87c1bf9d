//! The background task behind reminders and deadlines: it asks the table service, at a
//! steady pace, for what is due (the due times live in the database, so nothing is
//! forgotten across restarts) and posts the announcements.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::error;

use super::desk::{Desk, Refusal};
use super::turn_flow::announce;

/// Deadlines are counted in hours: half a minute late is fine.
pub const DEFAULT_SWEEP_EVERY: Duration = Duration::from_secs(30);

pub async fn sweep_forever(http: Arc<serenity::Http>, desk: Arc<dyn Desk>, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    // After a pause (a suspended laptop), one sweep is enough.
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        ticks.tick().await;
        match desk.run_due().await {
            Ok(views) => {
                for view in views {
                    announce(&http, desk.as_ref(), &view).await;
                }
            }
            Err(Refusal::Failed(what)) => {
                error!(error = %super::redact::text(&what), "the deadline sweep failed");
            }
            Err(other) => error!(?other, "the deadline sweep was refused"),
        }
    }
}
