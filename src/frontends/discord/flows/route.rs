//! Clicks on buttons and select menus, routed by `custom_id` from the global event
//! handler (no collectors: a component posted before a restart still works after it).
//!
//! Every click gets an answer: the action's result, or an ephemeral refusal that says
//! why. A click that nobody answers shows "This interaction failed" to the user.

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::frontends::discord::wire::custom_id::{Action, ComponentId};

use crate::frontends::discord::data::Data;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::lobby;
use crate::frontends::discord::flows::reach::{reachable, Asker};
use crate::frontends::discord::flows::rematch;
use crate::frontends::discord::flows::replay;
use crate::frontends::discord::flows::resign;
use crate::frontends::discord::flows::takeback;
use crate::frontends::discord::flows::turn;
use crate::frontends::discord::wire::respond::{self, Answer, Target};
use crate::i18n::Lang;

/// Answers one component interaction.
pub async fn handle(
    ctx: &serenity::Context,
    interaction: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let user = interaction.user.id;
    // Before the table is known: the player's locale, else the server's on Discord.
    let lang = Lang::for_private(
        Some(interaction.locale.as_str()),
        Lang::for_public(None, interaction.guild_locale.as_deref()),
    );
    let refuse = |text: String| {
        // A refusal is a new ephemeral message: the clicked message stays as it was.
        respond::component(
            ctx,
            interaction,
            data.defer_after,
            Target::NewMessage,
            async move { Answer::ephemeral(text) },
        )
    };
    let id = match interaction.data.custom_id.parse::<ComponentId>() {
        Ok(id) => id,
        Err(error) => {
            // The id is user-controlled input: log its length only, and why it was refused.
            let len = interaction.data.custom_id.len();
            warn!(%user, len, %error, "refused a component");
            return refuse(error.message(lang)).await;
        }
    };
    // Log the table and action, never the argument: in a player's panel it names choices
    // made from their hidden hand.
    let action = id.action.as_str();
    info!(%user, table = id.table, version = id.version, action, "component");
    let desk = data.desk.clone();
    let click = Click {
        ctx,
        interaction,
        data,
        desk,
        id,
    };
    // A button names its game in its id, which a client can forge: the game must be
    // one the clicker may reach from here.
    if let Err(refusal) = reachable(&click.desk, click.id.table, &Asker::of_click(&click)).await {
        return refuse(refusal.message(lang, click.id.table)).await;
    }
    match click.id.action {
        Action::Join | Action::Leave | Action::Start | Action::Cancel => lobby::click(&click).await,
        Action::Turn => turn::open_panel(&click).await,
        Action::Tile
        | Action::Spot
        | Action::Facing
        | Action::Order
        | Action::Page
        | Action::Back
        | Action::Pick
        | Action::Unpick
        | Action::Change => turn::panel_step(&click).await,
        Action::Confirm | Action::Mulligan | Action::Remove | Action::Play => {
            turn::submit(&click).await
        }
        Action::Resign | Action::Keep => resign::click(&click).await,
        Action::Rematch => rematch::click(&click).await,
        Action::AcceptTakeback | Action::RefuseTakeback => takeback::click(&click).await,
        Action::Replay => replay::click(&click).await,
        Action::Setup => crate::frontends::discord::flows::rivalry::setup::click(&click).await,
    }
}
