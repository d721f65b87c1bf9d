//! A server's defaults for the games opened there.

use super::backend::with_pool;
use super::{Store, StoreError};

/// A server's settings as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct ServerRow {
    pub move_deadline_secs: Option<i64>,
    pub deadline_policy: String,
    pub hints: bool,
    pub games_channel: Option<String>,
    /// `en`, `fr`, `de`; `None`: the server's locale on Discord.
    pub language: Option<String>,
    /// The server's Discord locale as last seen, when manawell speaks it (`en`, `fr`,
    /// `de`); written only by [`Store::remember_discord_language`].
    pub discord_language: Option<String>,
}

impl Store {
    /// The settings of `guild`, if its moderators set any.
    pub async fn server_settings(&self, guild: &str) -> Result<Option<ServerRow>, StoreError> {
        with_pool!(self, pool, d => {
        let row = sqlx::query_as(
            &d.sql("SELECT move_deadline_secs, deadline_policy, hints, games_channel, language, discord_language FROM server_settings \
             WHERE guild = ?",)
        )
        .bind(guild)
        .fetch_optional(pool)
        .await?;
        Ok(row)
        })
    }

    /// Remembers the language of `guild`'s Discord locale (`None`: one manawell does not
    /// speak), leaving the moderators' settings as they are.
    pub async fn remember_discord_language(
        &self,
        guild: &str,
        language: Option<&str>,
        now: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(
            &d.sql("INSERT INTO server_settings (guild, updated_at, discord_language) \
             VALUES (?1, ?2, ?3) \
             ON CONFLICT (guild) DO UPDATE SET discord_language = ?3",)
        )
        .bind(guild)
        .bind(now)
        .bind(language)
        .execute(pool)
        .await?;
        Ok(())
        })
    }

    pub async fn set_server_settings(
        &self,
        guild: &str,
        row: &ServerRow,
        now: i64,
    ) -> Result<(), StoreError> {
        with_pool!(self, pool, d => {
        sqlx::query(
            &d.sql("INSERT INTO server_settings (guild, move_deadline_secs, deadline_policy, hints, \
                                          updated_at, games_channel, language) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) \
             ON CONFLICT (guild) DO UPDATE SET move_deadline_secs = ?2, deadline_policy = ?3, \
               hints = ?4, updated_at = ?5, games_channel = ?6, language = ?7",)
        )
        .bind(guild)
        .bind(row.move_deadline_secs)
        .bind(&row.deadline_policy)
        .bind(row.hints)
        .bind(now)
        .bind(&row.games_channel)
        .bind(&row.language)
        .execute(pool)
        .await?;
        Ok(())
        })
    }
}
