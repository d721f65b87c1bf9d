//! A server's defaults for new games (time per move, what happens when it runs out, hints
//! between players, the channel games go to), set by its moderators; the front end checks
//! who may.

use serde::{Deserialize, Serialize};

use super::deadlines::DeadlinePolicy;
use super::error::TableError;
use super::reasons::OptionsReason;
use super::service::TableService;
use crate::i18n::Lang;
use crate::store::servers::ServerRow;

/// What a server's new games start with unless their creator says otherwise.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerSettings {
    /// Seconds per move; `None`: no deadline.
    pub move_deadline_secs: Option<u64>,
    pub policy: DeadlinePolicy,
    /// Hints allowed between players.
    pub hints: bool,
    /// The front end's channel new games go to; `None`: where they are opened.
    pub games_channel: Option<String>,
    /// The language of public posts; `None`: the server's locale on Discord.
    pub language: Option<Lang>,
    /// The server's Discord locale as last seen, when manawell speaks it; kept apart from
    /// the moderators' choices ([`TableService::remember_discord_language`]).
    pub discord_language: Option<Lang>,
}

impl TableService {
    /// `guild`'s settings (the defaults when none were set; a stored value that cannot be
    /// read counts as unset).
    pub async fn server_settings(&self, guild: &str) -> Result<ServerSettings, TableError> {
        let Some(row) = self.store.server_settings(guild).await? else {
            return Ok(ServerSettings::default());
        };
        Ok(ServerSettings {
            move_deadline_secs: row.move_deadline_secs.and_then(|s| u64::try_from(s).ok()),
            policy: DeadlinePolicy::parse(&row.deadline_policy).unwrap_or_default(),
            hints: row.hints,
            games_channel: row.games_channel,
            language: row.language.as_deref().and_then(Lang::from_locale),
            discord_language: row.discord_language.as_deref().and_then(Lang::from_locale),
        })
    }

    pub async fn set_server_settings(
        &self,
        guild: &str,
        settings: ServerSettings,
    ) -> Result<(), TableError> {
        let row = ServerRow {
            move_deadline_secs: settings
                .move_deadline_secs
                .map(|s| {
                    i64::try_from(s)
                        .map_err(|_| TableError::BadOptions(OptionsReason::DeadlineTooLong))
                })
                .transpose()?,
            deadline_policy: settings.policy.as_str().to_string(),
            hints: settings.hints,
            games_channel: settings.games_channel,
            language: settings.language.map(|lang| lang.code().to_string()),
            // Not written by this statement: only by `remember_discord_language`.
            discord_language: None,
        };
        Ok(self
            .store
            .set_server_settings(guild, &row, self.now())
            .await?)
    }

    /// The public language of `guild`'s posts: its moderators' choice, else its Discord
    /// locale as last seen, else English.
    pub async fn server_lang(&self, guild: &str) -> Lang {
        self.server_settings(guild)
            .await
            .map(|s| s.public_lang())
            .unwrap_or_default()
    }

    /// Remembers the language of `guild`'s Discord locale as seen on an interaction.
    pub async fn remember_discord_language(
        &self,
        guild: &str,
        language: Option<Lang>,
    ) -> Result<(), TableError> {
        Ok(self
            .store
            .remember_discord_language(guild, language.map(Lang::code), self.now())
            .await?)
    }
}

impl ServerSettings {
    /// The language of public posts: the moderators' choice, else the Discord locale.
    pub fn public_lang(&self) -> Lang {
        self.language.or(self.discord_language).unwrap_or_default()
    }
}
