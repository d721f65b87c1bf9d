//! Before a game is created: can the bot play it where the command was used?
//!
//! A game needs the bot to post boards (with pictures) in a thread of its own, or in the
//! channel where threads are refused. The interaction says what the bot may do there
//! (`app_permissions`): a missing permission is named before anything is created, rather
//! than a game started that nobody can see. A command from a place the bot cannot post in
//! at all (a user-installed command in someone else's DM or group DM, or in a server the
//! bot is not in) is played in the player's DM with the bot instead.

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::tr;

/// What a game's place needs, with the names Discord's settings show.
const NEEDED: [(serenity::Permissions, &str); 5] = [
    (serenity::Permissions::VIEW_CHANNEL, "View Channel"),
    (serenity::Permissions::SEND_MESSAGES, "Send Messages"),
    (serenity::Permissions::ATTACH_FILES, "Attach Files"),
    (
        serenity::Permissions::CREATE_PUBLIC_THREADS,
        "Create Public Threads",
    ),
    (
        serenity::Permissions::SEND_MESSAGES_IN_THREADS,
        "Send Messages in Threads",
    ),
];

/// The permissions a game needs that `granted` lacks, by name. Unknown permissions
/// (`None`, as in a DM with the bot) lack nothing.
pub fn missing(granted: Option<serenity::Permissions>) -> Vec<&'static str> {
    let Some(granted) = granted else {
        return Vec::new();
    };
    NEEDED
        .iter()
        .filter(|(permission, _)| !granted.contains(*permission))
        .map(|(_, name)| *name)
        .collect()
}

/// A permission's name as Discord's settings show it in `lang` (`english`: its name in
/// [`NEEDED`]).
fn permission_name(lang: Lang, english: &str) -> String {
    match english {
        "View Channel" => tr!(lang, "permission-view-channel"),
        "Send Messages" => tr!(lang, "permission-send-messages"),
        "Attach Files" => tr!(lang, "permission-attach-files"),
        "Create Public Threads" => tr!(lang, "permission-create-public-threads"),
        "Send Messages in Threads" => tr!(lang, "permission-send-messages-in-threads"),
        other => other.to_string(),
    }
}

/// The refusal that names what is missing, in `lang`.
pub fn missing_text(lang: Lang, missing: &[&str]) -> String {
    let names: Vec<String> = missing
        .iter()
        .map(|n| format!("**{}**", permission_name(lang, n)))
        .collect();
    let list = match names.as_slice() {
        [init @ .., last] if !init.is_empty() => tr!(
            lang,
            "list-and",
            init = init.join(", "),
            last = last.as_str()
        ),
        _ => names.concat(),
    };
    tr!(
        lang,
        "missing-permissions",
        list = list,
        count = missing.len().max(1)
    )
}

/// Whether the bot cannot post where `interaction` was used: a private channel that is
/// not the bot's DM, or a server where the app is installed by the user only (the bot is
/// not a member).
pub fn cannot_post_here(interaction: &serenity::CommandInteraction) -> bool {
    if interaction.context == Some(serenity::InteractionContext::PrivateChannel) {
        return true;
    }
    let installed_in_guild = interaction
        .authorizing_integration_owners
        .0
        .iter()
        .any(|owner| {
            matches!(
                owner,
                serenity::AuthorizingIntegrationOwner::GuildInstall(_)
            )
        });
    interaction.guild_id.is_some() && !installed_in_guild
}

/// The answer's words when the game went to the player's DM with the bot.
pub fn moved_to_dm(lang: Lang, title: &str, table: u64, dm: serenity::ChannelId) -> String {
    tr!(
        lang,
        "moved-to-dm",
        title = title,
        table = table.to_string(),
        link = format!("https://discord.com/channels/@me/{dm}")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_permissions_are_named() {
        let all = NEEDED
            .iter()
            .fold(serenity::Permissions::empty(), |p, (q, _)| p | *q);
        assert!(missing(Some(all)).is_empty());
        assert!(missing(None).is_empty());
        let no_files = all - serenity::Permissions::ATTACH_FILES;
        assert_eq!(missing(Some(no_files)), ["Attach Files"]);
        let one = missing_text(Lang::En, &["Attach Files"]);
        assert!(
            one.contains("the **Attach Files** permission here"),
            "{one}"
        );
        assert!(one.contains("can give me it in"), "{one}");
        let two = missing_text(Lang::En, &["Attach Files", "Create Public Threads"]);
        assert!(
            two.contains("**Attach Files** and **Create Public Threads** permissions"),
            "{two}"
        );
        let three = missing_text(Lang::En, &["View Channel", "Send Messages", "Attach Files"]);
        assert!(
            three.contains("the **View Channel**, **Send Messages** and **Attach Files** permissions here. A server admin can give me them"),
            "{three}"
        );
    }

    #[test]
    fn missing_permissions_are_named_as_discord_names_them_in_french_and_german() {
        let fr = missing_text(Lang::Fr, &["Attach Files", "Create Public Threads"]);
        assert!(
            fr.contains("**Joindre des fichiers** et **Créer des fils publics**"),
            "{fr}"
        );
        let de = missing_text(Lang::De, &["Attach Files"]);
        assert!(de.contains("**Dateien anhängen**"), "{de}");
        for (_, english) in NEEDED {
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(permission_name(lang, english), english, "{lang}: {english}");
            }
        }
    }

    #[test]
    fn a_game_moved_to_a_dm_says_where() {
        let dm = serenity::ChannelId::new(42);
        assert_eq!(
            moved_to_dm(Lang::En, "Rivality", 7, dm),
            "**Rivality** (game #7): I can't post in this channel, so your game is in our DM: \
             https://discord.com/channels/@me/42. Good luck!"
        );
        assert!(moved_to_dm(Lang::De, "Rivality", 7, dm).contains("@me/42"));
    }
}
