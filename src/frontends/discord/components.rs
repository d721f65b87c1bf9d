//! Clicks on buttons and select menus, routed by `custom_id` from the global event
//! handler (no collectors: a component posted before a restart still works after it).
//!
//! Every click gets an answer: the action's result, or an ephemeral refusal that says
//! why. A click that nobody answers shows "This interaction failed" to the user.

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::custom_id::ComponentId;
use super::respond::{self, Answer, Target};
use super::{Data, Error};

/// The answer to a component whose table the bot does not know.
pub fn unknown_table_message(table: u64) -> String {
    format!(
        "I can't find game #{table}: it may have been cancelled. \
         Use `/games` to see the games you are in."
    )
}

/// Answers one component interaction.
pub async fn handle(
    ctx: &serenity::Context,
    interaction: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let user = interaction.user.id;
    let answer = match interaction.data.custom_id.parse::<ComponentId>() {
        Err(error) => {
            // The id itself is not hidden information, but it is user-controlled input:
            // log its length only, and why it was refused.
            warn!(%user, len = interaction.data.custom_id.len(), %error, "refused a component");
            error.user_message().to_string()
        }
        Ok(id) => {
            // Log the table and action, never the argument: in a player's panel it names
            // choices made from their hidden hand.
            info!(%user, table = id.table, version = id.version, action = id.action.as_str(), "component");
            unknown_table_message(id.table)
        }
    };
    // A refusal is a new ephemeral message: the clicked message stays as it was.
    let work = async move { Answer::ephemeral(answer) };
    respond::component(
        ctx,
        interaction,
        data.defer_after,
        Target::NewMessage,
        true,
        work,
    )
    .await
}
