//! Which language a message speaks: a private answer follows the player's Discord locale,
//! a public post the server's choice (`/manawell settings language`), else the server's
//! preferred locale on Discord, else English.

use crate::frontends::discord::data::Context;
use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::flows::click::Click;
use crate::i18n::Lang;

/// The two languages one interaction may answer in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Langs {
    /// For what everyone in the place reads: posts, pictures' words, announcements.
    pub public: Lang,
    /// For what only the player sees: ephemeral answers, panels, refusals.
    pub private: Lang,
}

/// The language of `guild`'s public posts: its moderators' choice, else its Discord
/// locale (`guild_locale`, else as last seen). A locale seen for the first time, or
/// changed, is remembered for the posts made with no interaction at hand. A server whose
/// settings cannot be read posts in its Discord locale: a language is never a reason to
/// fail.
pub async fn server_lang(desk: &Desk, guild: Option<u64>, guild_locale: Option<&str>) -> Lang {
    let Some(guild) = guild else {
        return Lang::for_public(None, guild_locale);
    };
    let Ok(settings) = desk.server_settings(guild).await else {
        return Lang::for_public(None, guild_locale);
    };
    let seen = guild_locale.map(Lang::from_locale);
    if let Some(seen) = seen.filter(|seen| *seen != settings.discord_language) {
        if let Err(refusal) = desk.remember_discord_language(guild, seen).await {
            tracing::warn!(
                guild,
                ?refusal,
                "the server's Discord language was not kept"
            );
        }
    }
    let discord = seen.unwrap_or(settings.discord_language);
    settings.language.or(discord).unwrap_or_default()
}

async fn langs(
    desk: &Desk,
    guild: Option<u64>,
    user_locale: Option<&str>,
    guild_locale: Option<&str>,
) -> Langs {
    let public = server_lang(desk, guild, guild_locale).await;
    Langs {
        public,
        private: Lang::for_private(user_locale, public),
    }
}

/// The languages of a slash command's answers.
pub async fn of_command(ctx: Context<'_>) -> Langs {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let guild = ctx.guild_id().map(|g| g.get());
    langs(&ctx.data().desk, guild, ctx.locale(), guild_locale).await
}

/// The languages of a button's or a menu's answers.
pub async fn of_click(click: &Click<'_>) -> Langs {
    let interaction = click.interaction;
    langs(
        &click.desk,
        interaction.guild_id.map(|g| g.get()),
        Some(interaction.locale.as_str()),
        interaction.guild_locale.as_deref(),
    )
    .await
}
