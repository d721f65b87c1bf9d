//! One click on a button or a select menu, with what every flow needs to answer it.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::{Data, Error};
use crate::frontends::discord::desk::{Desk, Refusal};
use crate::frontends::discord::wire::custom_id::ComponentId;
use crate::frontends::discord::wire::respond::{self, Answer, Target};

/// The answer to a component whose table the bot does not know.
pub fn unknown_table_message(table: u64) -> String {
    Refusal::UnknownGame.user_message(table)
}

/// One click, with what every flow needs.
pub struct Click<'a> {
    pub ctx: &'a serenity::Context,
    pub interaction: &'a serenity::ComponentInteraction,
    pub data: &'a Data,
    pub desk: Arc<Desk>,
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
    /// [`respond::component`]). Every click on a game draws, thinks or writes: it is
    /// acknowledged at once in production (`Data::defer_heavy`), then answered.
    pub async fn answer(
        &self,
        usual: Target,
        work: impl std::future::Future<Output = Answer>,
    ) -> Result<(), Error> {
        let defer_after = self.data.defer_after.min(self.data.defer_heavy);
        respond::component(self.ctx, self.interaction, defer_after, usual, work).await
    }
}
