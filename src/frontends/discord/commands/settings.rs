//! `/manawell settings`: a server's defaults for new games, set by its moderators (Manage
//! Server): the time per move, what happens when it runs out, hints between players, the
//! channel games go to, the language of its posts. `/<game> new` takes the defaults for
//! whatever its creator leaves out.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::commands::moderation::moderator_guild;
use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{ServerView, WhenLate};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::choices::{Deadline, Late, ServerLanguage};
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::i18n::Lang;
use crate::tr;

/// manawell on this server.
#[poise::command(
    slash_command,
    subcommands("settings"),
    subcommand_required,
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn manawell(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// What new games in this server start with (moderators only). Without options: shows them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, ephemeral)]
async fn settings(
    ctx: Context<'_>,
    #[description = "Time each player has for a move"] deadline: Option<Deadline>,
    #[description = "When a player's time for a move runs out"] when_late: Option<Late>,
    #[description = "Allow /rivality hint (the AI's advice) between players"] hints: Option<bool>,
    #[description = "The channel new games go to, wherever they are opened"]
    #[channel_types("Text")]
    games_channel: Option<serenity::ChannelId>,
    #[description = "Let games be played in the channel they are opened in again"]
    games_anywhere: Option<bool>,
    #[description = "The language of the bot's posts in this server"] language: Option<
        ServerLanguage,
    >,
) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let guild = moderator_guild(ctx);
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
            now.games_channel = Some(channel.get());
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

/// The settings, one per line, in `lang`; `guild_locale`: the server's preferred locale on
/// Discord, which public posts follow when the server chose no language.
pub fn settings_text(lang: Lang, s: &ServerView, guild_locale: Option<&str>) -> String {
    let deadline = match s.deadline_secs {
        Some(secs) => per_move(lang, secs),
        None => tr!(lang, "settings-no-deadline"),
    };
    let late = match s.when_late {
        WhenLate::Forfeit => tr!(lang, "settings-late-forfeit"),
        WhenLate::AiPlays => tr!(lang, "settings-late-ai"),
    };
    let hints = if s.hints {
        tr!(lang, "settings-hints-allowed")
    } else {
        tr!(lang, "settings-hints-ai-only")
    };
    let place = match s.games_channel {
        Some(channel) => tr!(
            lang,
            "settings-place-channel",
            channel = format!("<#{channel}>")
        ),
        None => tr!(lang, "settings-place-anywhere"),
    };
    let language = match s.language {
        Some(chosen) => chosen.native_name().to_string(),
        None => tr!(
            lang,
            "settings-language-discord",
            language = Lang::for_public(None, guild_locale).native_name()
        ),
    };
    tr!(
        lang,
        "settings-text",
        deadline = deadline,
        late = late,
        hints = hints,
        place = place,
        language = language
    )
}

/// `1 day per move`, `12 hours per move`.
fn per_move(lang: Lang, secs: u64) -> String {
    const HOUR: u64 = 3600;
    const DAY: u64 = 24 * HOUR;
    let (count, unit) = match secs {
        s if s >= DAY && s % DAY == 0 => (s / DAY, "day"),
        s if s >= HOUR && s % HOUR == 0 => (s / HOUR, "hour"),
        s if s >= 60 && s % 60 == 0 => (s / 60, "minute"),
        s => (s, "second"),
    };
    tr!(lang, "settings-per-move", count = count, unit = unit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontends::discord::commands::moderation::NOT_A_MODERATOR;

    fn view() -> ServerView {
        ServerView {
            deadline_secs: Some(86_400),
            when_late: WhenLate::AiPlays,
            hints: true,
            games_channel: None,
            language: None,
            discord_language: None,
        }
    }

    #[test]
    fn english_settings_read_as_before() {
        let text = settings_text(Lang::En, &view(), None);
        assert!(
            text.starts_with("• Time per move: 1 day per move\n"),
            "{text}"
        );
        assert!(text.contains("• When it runs out: the AI plays the late move\n"));
        assert!(text.contains("• Hints: allowed between players\n"));
        assert!(text.contains("• Games are played in: the channel each game is opened in\n"));
        assert!(text.contains("• Public posts in: the server's language on Discord (English)"));
        assert!(text.ends_with(
            "A game's creator can still choose the first three otherwise in `/<game> new`."
        ));
        let twelve = ServerView {
            deadline_secs: Some(12 * 3600),
            ..view()
        };
        assert!(settings_text(Lang::En, &twelve, None).contains("12 hours per move"));
    }

    #[test]
    fn settings_speak_french_and_german() {
        let fr = settings_text(Lang::Fr, &view(), Some("fr"));
        assert!(fr.contains("1 jour par coup"), "{fr}");
        assert!(fr.contains("(Français)"), "{fr}");
        let chosen = ServerView {
            language: Some(Lang::De),
            deadline_secs: Some(3 * 3600),
            ..view()
        };
        let de = settings_text(Lang::De, &chosen, Some("fr"));
        assert!(de.contains("3 Stunden pro Zug"), "{de}");
        assert!(de.contains("Deutsch"), "{de}");
        assert!(!de.contains("Français"), "{de}");
    }

    #[test]
    fn the_refusal_to_a_member_reads_as_the_constant() {
        assert_eq!(tr!(Lang::En, "not-a-moderator"), NOT_A_MODERATOR);
    }
}
