//! `/manawell settings`: a server's defaults for new games, shown, or changed by its
//! moderators.

use crate::frontends::discord::data::{Context, Error};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::moderation::moderator_guild;
use crate::frontends::discord::views::choices::{Deadline, Late, ServerLanguage};
use crate::frontends::discord::views::settings::settings_text;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::tr;

/// What a moderator asks to change; nothing: the settings are shown.
#[derive(Clone, Copy, Debug, Default)]
pub struct Change {
    pub deadline: Option<Deadline>,
    pub when_late: Option<Late>,
    pub hints: Option<bool>,
    pub games_channel: Option<u64>,
    /// Let games be played where they are opened again (no games channel).
    pub games_anywhere: Option<bool>,
    pub language: Option<ServerLanguage>,
}

/// Shows this server's settings, after `change` when a moderator asks for one.
pub async fn settings(ctx: Context<'_>, change: Change) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let guild = moderator_guild(ctx);
    let Change {
        deadline,
        when_late,
        hints,
        games_channel,
        games_anywhere,
        language,
    } = change;
    let langs = locale::of_command(ctx).await;
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    };
    respond::command(ctx, true, async move {
        let lang = langs.private;
        let Some(guild) = guild else {
            return Answer::ephemeral(tr!(lang, "not-a-moderator"));
        };
        let mut now = match desk.server_settings(guild).await {
            Ok(now) => now,
            Err(refusal) => return refusal.answer(lang, 0),
        };
        let before = now;
        if let Some(deadline) = deadline {
            now.deadline_secs = deadline.seconds();
        }
        if let Some(late) = when_late {
            now.when_late = late.when_late();
        }
        if let Some(hints) = hints {
            now.hints = hints;
        }
        if let Some(channel) = games_channel {
            now.games_channel = Some(channel);
        } else if games_anywhere == Some(true) {
            now.games_channel = None;
        }
        if let Some(language) = language {
            now.language = language.lang();
        }
        if now != before {
            if let Err(refusal) = desk.set_server_settings(guild, now).await {
                return refusal.answer(lang, 0);
            }
        }
        let head = if now == before {
            tr!(lang, "settings-shown")
        } else {
            tr!(lang, "settings-saved")
        };
        let text = settings_text(lang, &now, guild_locale.as_deref());
        Answer::ephemeral(format!("{head}\n{text}"))
    })
    .await
}
