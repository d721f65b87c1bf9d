//! The calls that only translate: a seat, a table, the DM setting, a server's settings.

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{
    started_here, table_id, user, Desk, Player, Refusal, ServerView, TableView,
};

impl Desk {
    pub async fn join(&self, table: u64, who: Player) -> Result<TableView, Refusal> {
        let id = table_id(table)?;
        let show = self.service.join(id, &user(&who)).await.map_err(refusal)?;
        started_here(&show)?;
        self.view_of(id, Some(&show)).await
    }

    pub async fn leave(&self, table: u64, who: u64) -> Result<TableView, Refusal> {
        let id = table_id(table)?;
        let show = self
            .service
            .leave(id, &user_id(who))
            .await
            .map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }

    pub async fn cancel(&self, table: u64, who: u64) -> Result<TableView, Refusal> {
        let id = table_id(table)?;
        let show = self
            .service
            .cancel(id, &user_id(who))
            .await
            .map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }

    pub async fn view(&self, table: u64) -> Result<TableView, Refusal> {
        self.view_of(table_id(table)?, None).await
    }

    pub async fn set_dm_pings(&self, who: u64, on: bool) -> Result<(), Refusal> {
        self.service
            .set_dm_pings(&user_id(who), on)
            .await
            .map_err(refusal)
    }

    pub async fn server_settings(&self, guild: u64) -> Result<ServerView, Refusal> {
        let s = self
            .service
            .server_settings(&guild.to_string())
            .await
            .map_err(refusal)?;
        Ok(ServerView {
            deadline_secs: s.move_deadline_secs,
            when_late: crate::frontends::discord::desk::convert::when_late(s.policy),
            hints: s.hints,
            // A stored id that is not a channel's counts as unset.
            games_channel: s.games_channel.and_then(|c| c.parse().ok()),
            language: s.language,
            discord_language: s.discord_language,
        })
    }

    pub async fn set_server_settings(
        &self,
        guild: u64,
        settings: ServerView,
    ) -> Result<(), Refusal> {
        let settings = crate::table::ServerSettings {
            move_deadline_secs: settings.deadline_secs,
            policy: crate::frontends::discord::desk::convert::policy(settings.when_late),
            hints: settings.hints,
            games_channel: settings.games_channel.map(|c| c.to_string()),
            language: settings.language,
            discord_language: None,
        };
        self.service
            .set_server_settings(&guild.to_string(), settings)
            .await
            .map_err(refusal)
    }

    pub async fn remember_discord_language(
        &self,
        guild: u64,
        language: Option<crate::i18n::Lang>,
    ) -> Result<(), Refusal> {
        self.service
            .remember_discord_language(&guild.to_string(), language)
            .await
            .map_err(refusal)
    }
}
