//! Clicks on buttons and select menus, routed by `custom_id` from the global event
//! handler (no collectors: a component posted before a restart still works after it).
//!
//! Every click gets an answer: the action's result, or an ephemeral refusal that says
//! why. A click that nobody answers shows "This interaction failed" to the user.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use crate::frontends::discord::custom_id::{Action, ComponentId};
use crate::frontends::discord::desk::{Desk, Refusal};
use crate::frontends::discord::respond::{self, Answer, Target};
use crate::frontends::discord::{
    lobby_flow, rematch_flow, replay_flow, resign_flow, takeback_flow, turn_flow, Data, Error,
};
use crate::i18n::Lang;

/// The answer to a component whose table the bot does not know.
pub fn unknown_table_message(table: u64) -> String {
    Refusal::UnknownGame.user_message(table)
}

/// One click, with what every flow needs.
pub struct Click<'a> {
    pub ctx: &'a serenity::Context,
    pub interaction: &'a serenity::ComponentInteraction,
    pub data: &'a Data,
    pub desk: Arc<dyn Desk>,
    pub id: ComponentId,
}

impl Click<'_> {
    pub fn user(&self) -> u64 {
        self.interaction.user.id.get()
    }

    /// The value picked in a select menu, if this click is one.
    pub fn selected(&self) -> Option<&str> {
        match &self.interaction.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => {
                values.first().map(String::as_str)
            }
            _ => None,
        }
    }

    /// Answers the click; `usual` is how this component normally answers (see
    /// [`respond::component`]).
    pub async fn answer(
        &self,
        usual: Target,
        work: impl std::future::Future<Output = Answer>,
    ) -> Result<(), Error> {
        respond::component(
            self.ctx,
            self.interaction,
            self.data.defer_after,
            usual,
            work,
        )
        .await
    }
}

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
    let Some(desk) = data.desk.clone() else {
        return refuse(Refusal::UnknownGame.message(lang, id.table)).await;
    };
    let click = Click {
        ctx,
        interaction,
        data,
        desk,
        id,
    };
    match click.id.action {
        Action::Join | Action::Leave | Action::Start | Action::Cancel => {
            lobby_flow::click(&click).await
        }
        Action::Turn => turn_flow::open_panel(&click).await,
        Action::Tile
        | Action::Spot
        | Action::Facing
        | Action::Order
        | Action::Page
        | Action::Back
        | Action::Pick
        | Action::Unpick
        | Action::Change => turn_flow::panel_step(&click).await,
        Action::Confirm | Action::Mulligan | Action::Remove | Action::Play => {
            turn_flow::submit(&click).await
        }
        Action::Resign | Action::Keep => resign_flow::click(&click).await,
        Action::Rematch => rematch_flow::click(&click).await,
        Action::AcceptTakeback | Action::RefuseTakeback => takeback_flow::click(&click).await,
        Action::Replay => replay_flow::click(&click).await,
        Action::Setup => crate::frontends::discord::games::rivalry_setup::click(&click).await,
    }
}
