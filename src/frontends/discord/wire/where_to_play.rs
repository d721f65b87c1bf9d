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

/// What a game's place needs, with the names Discord's settings show: to see it, post
/// there (`SEND` is filled in by the kind of place), attach the board, and read its
/// history (switching off the buttons of earlier turns reads the latest messages). Making
/// a thread is not needed: where the bot may not, the game is played in the channel.
const NEEDED: [(serenity::Permissions, &str); 4] = [
    (serenity::Permissions::VIEW_CHANNEL, "View Channel"),
    (serenity::Permissions::SEND_MESSAGES, "Send Messages"),
    (serenity::Permissions::ATTACH_FILES, "Attach Files"),
    (
        serenity::Permissions::READ_MESSAGE_HISTORY,
        "Read Message History",
    ),
];

/// Where a command was used, as far as a game's place goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A channel that takes threads (text, announcements; the game falls back to the
    /// channel itself where Discord refuses the thread).
    Channel,
    /// A thread or forum post: the game is played right there, no thread in a thread.
    Thread,
    /// A voice or stage channel's chat: it takes no thread, the game is played there.
    Chat,
}

impl Spot {
    /// The kind of channel an interaction was used in (a channel by default).
    pub fn of(kind: Option<serenity::ChannelType>) -> Spot {
        match kind {
            Some(
                serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread,
            ) => Spot::Thread,
            Some(serenity::ChannelType::Voice | serenity::ChannelType::Stage) => Spot::Chat,
            _ => Spot::Channel,
        }
    }
}

/// The permissions a game played at `spot` needs that `granted` lacks, by name. Unknown
/// permissions (`None`, as in a DM with the bot) lack nothing.
pub fn missing(granted: Option<serenity::Permissions>, spot: Spot) -> Vec<&'static str> {
    let Some(granted) = granted else {
        return Vec::new();
    };
    NEEDED
        .iter()
        .map(|(permission, name)| match (spot, *permission) {
            // In a thread, the right to post there is its own.
            (Spot::Thread, serenity::Permissions::SEND_MESSAGES) => (
                serenity::Permissions::SEND_MESSAGES_IN_THREADS,
                "Send Messages in Threads",
            ),
            _ => (*permission, *name),
        })
        .filter(|(permission, _)| !granted.contains(*permission))
        .map(|(_, name)| name)
        .collect()
}

/// Whether a game opened at `spot` gets a thread of its own: not in a thread (no thread
/// in a thread), nor where the bot may not make one or post in it (`granted`, when
/// known): the game is then played in the channel itself, decided before anything is
/// asked of Discord.
pub fn threads_allowed(granted: Option<serenity::Permissions>, spot: Spot) -> bool {
    let threads = serenity::Permissions::CREATE_PUBLIC_THREADS
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS;
    spot == Spot::Channel && granted.is_none_or(|granted| granted.contains(threads))
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
        "Read Message History" => tr!(lang, "permission-read-message-history"),
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
        assert!(missing(Some(all), Spot::Channel).is_empty());
        assert!(missing(None, Spot::Channel).is_empty());
        let no_files = all - serenity::Permissions::ATTACH_FILES;
        assert_eq!(missing(Some(no_files), Spot::Channel), ["Attach Files"]);
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
        for english in NEEDED
            .iter()
            .map(|(_, name)| *name)
            .chain(["Send Messages in Threads"])
        {
            for lang in [Lang::Fr, Lang::De] {
                assert_ne!(permission_name(lang, english), english, "{lang}: {english}");
            }
        }
    }

    #[test]
    fn the_place_decides_what_is_needed() {
        let p = |list: &[serenity::Permissions]| {
            list.iter()
                .fold(serenity::Permissions::empty(), |all, one| all | *one)
        };
        use poise::serenity_prelude::Permissions as P;
        let basics = p(&[P::VIEW_CHANNEL, P::ATTACH_FILES, P::READ_MESSAGE_HISTORY]);
        // No right to make threads: the game is played in the channel, which will do.
        assert!(missing(Some(basics | P::SEND_MESSAGES), Spot::Channel).is_empty());
        // In a thread, posting in threads is what counts.
        assert_eq!(
            missing(Some(basics | P::SEND_MESSAGES), Spot::Thread),
            ["Send Messages in Threads"]
        );
        assert!(missing(Some(basics | P::SEND_MESSAGES_IN_THREADS), Spot::Thread).is_empty());
        // Disabling old buttons reads the history.
        let no_history = (basics - P::READ_MESSAGE_HISTORY) | P::SEND_MESSAGES;
        assert_eq!(
            missing(Some(no_history), Spot::Channel),
            ["Read Message History"]
        );
        assert_eq!(
            Spot::of(Some(serenity::ChannelType::PublicThread)),
            Spot::Thread
        );
        assert_eq!(Spot::of(Some(serenity::ChannelType::Voice)), Spot::Chat);
        assert_eq!(Spot::of(Some(serenity::ChannelType::News)), Spot::Channel);
        assert_eq!(Spot::of(None), Spot::Channel);
        let threads = P::CREATE_PUBLIC_THREADS | P::SEND_MESSAGES_IN_THREADS;
        assert!(threads_allowed(None, Spot::Channel));
        assert!(threads_allowed(Some(basics | threads), Spot::Channel));
        assert!(!threads_allowed(Some(basics | threads), Spot::Thread));
        assert!(!threads_allowed(Some(basics | threads), Spot::Chat));
        assert!(missing(Some(basics | P::SEND_MESSAGES), Spot::Chat).is_empty());
        assert!(!threads_allowed(
            Some(basics | P::CREATE_PUBLIC_THREADS),
            Spot::Channel
        ));
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
