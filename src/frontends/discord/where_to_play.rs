//! Before a game is created: can the bot play it where the command was used?
//!
//! A game needs the bot to post boards (with pictures) in a thread of its own, or in the
//! channel where threads are refused. The interaction says what the bot may do there
//! (`app_permissions`): a missing permission is named before anything is created, rather
//! than a game started that nobody can see. A command from a place the bot cannot post in
//! at all (a user-installed command in someone else's DM or group DM, or in a server the
//! bot is not in) is played in the player's DM with the bot instead.

use poise::serenity_prelude as serenity;

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

/// The refusal that names what is missing.
pub fn missing_text(missing: &[&str]) -> String {
    let names: Vec<String> = missing.iter().map(|n| format!("**{n}**")).collect();
    let (list, them) = match names.as_slice() {
        [one] => (one.clone(), "it"),
        [init @ .., last] => (format!("{} and {last}", init.join(", ")), "them"),
        [] => (String::new(), "it"),
    };
    format!(
        "I can't run a game in this channel: I need the {list} permission{} here. A server \
         admin can give me {them} in the channel's settings; meanwhile, you can play in a DM \
         with me.",
        if missing.len() > 1 { "s" } else { "" }
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
pub fn moved_to_dm(title: &str, table: u64, dm: serenity::ChannelId) -> String {
    format!(
        "**{title}** (game #{table}): I can't post in this channel, so your game is in our \
         DM: https://discord.com/channels/@me/{dm}. Good luck!"
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
        assert!(missing_text(&["Attach Files"]).contains("the **Attach Files** permission here"));
        let two = missing_text(&["Attach Files", "Create Public Threads"]);
        assert!(
            two.contains("**Attach Files** and **Create Public Threads** permissions"),
            "{two}"
        );
    }
}
