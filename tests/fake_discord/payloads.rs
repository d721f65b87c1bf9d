//! JSON as Discord sends it: users, interactions, messages, channels. Every builder's
//! output is checked against serenity's own types by the code that sends it, because
//! serenity silently drops an event that does not deserialize.

use serde_json::{json, Value};

pub const APP_ID: u64 = 1000;
pub const GUILD_ID: u64 = 2000;
/// The channel where the tests' games are played.
pub const CHANNEL_ID: u64 = 3000;
pub const TIMESTAMP: &str = "2026-11-22T03:00:00.000000+00:00";
/// `MessageFlags::EPHEMERAL`.
pub const EPHEMERAL: u64 = 1 << 6;

/// A fake person.
#[derive(Clone, Debug)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
}

impl FakeUser {
    pub fn new(id: u64, name: &str) -> Self {
        FakeUser {
            id,
            name: name.to_string(),
        }
    }
}

/// Where an interaction happens.
#[derive(Clone, Copy, Debug)]
pub enum Place {
    /// A text channel (or thread) of the test guild.
    Guild { channel: u64 },
    /// The user's DM channel with the bot.
    Dm { channel: u64 },
    /// A group DM (or another user's DM) where the user runs a user-installed command:
    /// the bot is not there and cannot post (context 2).
    Private { channel: u64 },
    /// A channel of a server the bot is not in, where the user runs a user-installed
    /// command (context 0, installed by the user only).
    ForeignGuild { channel: u64 },
}

/// A server the bot is not a member of.
pub const FOREIGN_GUILD_ID: u64 = 2001;

impl Place {
    /// Whether the bot may post in this place's channel.
    pub fn bot_may_post(self) -> bool {
        matches!(self, Place::Guild { .. } | Place::Dm { .. })
    }

    pub fn channel(self) -> u64 {
        match self {
            Place::Guild { channel }
            | Place::Dm { channel }
            | Place::Private { channel }
            | Place::ForeignGuild { channel } => channel,
        }
    }
}

/// Every permission a game needs (View Channel, Send Messages, Attach Files, Create
/// Public Threads, Send Messages in Threads) and the usual others.
pub const APP_PERMISSIONS: u64 = 2248473465835073;

/// `payload` with the bot's permissions in the channel replaced by `permissions`.
pub fn with_app_permissions(mut payload: Value, permissions: u64) -> Value {
    payload["app_permissions"] = json!(permissions.to_string());
    payload
}

pub fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(), "username": name, "global_name": name, "discriminator": "0",
        "avatar": null, "bot": bot, "public_flags": 0, "flags": 0
    })
}

pub fn bot_user() -> Value {
    let mut user = user_json(APP_ID, "manawell", true);
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user
}

fn member_json(user: &FakeUser) -> Value {
    json!({
        "user": user_json(user.id, &user.name, false), "nick": null, "avatar": null,
        "roles": [], "joined_at": TIMESTAMP, "premium_since": null, "deaf": false, "mute": false,
        "flags": 0, "pending": false, "permissions": "2248473465835073"
    })
}

/// The fields every interaction shares, for `user` at `place`.
fn interaction_base(id: u64, token: &str, kind: u8, user: &FakeUser, place: Place) -> Value {
    let mut v = json!({
        "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "token": token,
        "version": 1, "app_permissions": APP_PERMISSIONS.to_string(), "locale": "en-US",
        "entitlements": [], "attachment_size_limit": 26214400
    });
    match place {
        Place::Guild { channel } => {
            v["guild_id"] = json!(GUILD_ID.to_string());
            v["guild_locale"] = json!("en-US");
            v["channel_id"] = json!(channel.to_string());
            v["channel"] = json!({"id": channel.to_string(), "type": 0, "name": "games", "guild_id": GUILD_ID.to_string()});
            v["member"] = member_json(user);
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
        }
        Place::Dm { channel } => {
            v["channel_id"] = json!(channel.to_string());
            v["channel"] = json!({"id": channel.to_string(), "type": 1});
            v["user"] = user_json(user.id, &user.name, false);
            v["context"] = json!(1);
            v["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
        }
        Place::Private { channel } => {
            v["channel_id"] = json!(channel.to_string());
            v["channel"] = json!({"id": channel.to_string(), "type": 3});
            v["user"] = user_json(user.id, &user.name, false);
            v["context"] = json!(2);
            v["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
            // What an app may do in a channel it is not in: answer the interaction.
            v["app_permissions"] = json!((1u64 << 10 | 1 << 11 | 1 << 15).to_string());
        }
        Place::ForeignGuild { channel } => {
            v["guild_id"] = json!(FOREIGN_GUILD_ID.to_string());
            v["guild_locale"] = json!("en-US");
            v["channel_id"] = json!(channel.to_string());
            v["channel"] = json!({"id": channel.to_string(), "type": 0, "name": "general",
                                  "guild_id": FOREIGN_GUILD_ID.to_string()});
            v["member"] = member_json(user);
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"1": user.id.to_string()});
            v["app_permissions"] = json!((1u64 << 10 | 1 << 11 | 1 << 15).to_string());
        }
    }
    v
}

/// `interaction` as sent from a client speaking `locale` (`fr`, `de`, `en-US`), in a
/// server whose preferred locale is `guild_locale` (kept when `None` or in a DM).
pub fn with_locales(mut interaction: Value, locale: &str, guild_locale: Option<&str>) -> Value {
    interaction["locale"] = json!(locale);
    if let Some(guild_locale) = guild_locale {
        if interaction.get("guild_id").is_some() {
            interaction["guild_locale"] = json!(guild_locale);
        }
    }
    interaction
}

/// A slash command: `options` is the command's option tree (subcommands included).
pub fn slash_command(
    id: u64,
    token: &str,
    user: &FakeUser,
    place: Place,
    name: &str,
    options: Value,
) -> Value {
    let mut v = interaction_base(id, token, 2, user, place);
    v["data"] = json!({"id": "900", "name": name, "type": 1, "options": options});
    if let Place::Guild { .. } = place {
        v["data"]["guild_id"] = json!(GUILD_ID.to_string());
    }
    v
}

/// An autocomplete request: `options` must mark one option `"focused": true`.
pub fn autocomplete(
    id: u64,
    token: &str,
    user: &FakeUser,
    place: Place,
    name: &str,
    options: Value,
) -> Value {
    let mut v = slash_command(id, token, user, place, name, options);
    v["type"] = json!(4);
    v
}

/// A click on a button (`values` empty) or a choice in a string select menu.
pub fn component(
    id: u64,
    token: &str,
    user: &FakeUser,
    place: Place,
    custom_id: &str,
    values: &[&str],
    message: Value,
) -> Value {
    let mut v = interaction_base(id, token, 3, user, place);
    v["data"] = if values.is_empty() {
        json!({"custom_id": custom_id, "component_type": 2})
    } else {
        json!({"custom_id": custom_id, "component_type": 3, "values": values})
    };
    v["message"] = message;
    v
}

/// A message as Discord returns it, built from a request body (content, components,
/// flags) and the names of the files uploaded with it.
pub fn message_json(
    id: u64,
    channel: u64,
    author: Value,
    body: &Value,
    files: &[(String, usize)],
) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, (name, size))| {
            let url = format!("https://cdn.example/attachments/{channel}/{id}/{name}");
            json!({"id": (id * 100 + i as u64).to_string(), "filename": name, "size": size,
                   "url": url, "proxy_url": url, "content_type": "image/png"})
        })
        .collect();
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": author,
        "content": body.get("content").cloned().filter(|c| c.is_string()).unwrap_or(json!("")),
        "timestamp": TIMESTAMP, "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": [], "mention_roles": [], "attachments": attachments,
        "embeds": body.get("embeds").cloned().filter(|e| e.is_array()).unwrap_or(json!([])),
        "pinned": false, "type": 0,
        "flags": body.get("flags").cloned().filter(|f| f.is_u64()).unwrap_or(json!(0)),
        "components": body.get("components").cloned().filter(|c| c.is_array()).unwrap_or(json!([]))
    })
}

/// A public thread of the test guild.
pub fn thread_json(id: u64, parent: u64, name: &str) -> Value {
    json!({
        "id": id.to_string(), "type": 11, "guild_id": GUILD_ID.to_string(),
        "parent_id": parent.to_string(), "name": name, "owner_id": APP_ID.to_string(),
        "last_message_id": null, "rate_limit_per_user": 0, "message_count": 0, "member_count": 1,
        "flags": 0, "position": 0, "nsfw": false,
        "thread_metadata": {"archived": false, "auto_archive_duration": 10080,
                            "archive_timestamp": TIMESTAMP, "locked": false}
    })
}

/// The DM channel between the bot and a user: its id is the user's id plus 1,000,000.
pub fn dm_channel_json(user: u64) -> Value {
    json!({
        "id": (user + 1_000_000).to_string(), "type": 1, "last_message_id": null,
        "recipients": [user_json(user, &format!("user{user}"), false)]
    })
}

/// A text channel of the test guild.
pub fn channel_json(id: u64) -> Value {
    json!({
        "id": id.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(), "name": "games",
        "position": 0, "permission_overwrites": [], "nsfw": false, "topic": null,
        "last_message_id": null, "rate_limit_per_user": 0, "parent_id": null, "flags": 0
    })
}

/// Registered commands as Discord returns them from a bulk overwrite.
pub fn registered_commands(request: &Value, guild: Option<u64>) -> Value {
    let list = request.as_array().cloned().unwrap_or_default();
    Value::Array(
        list.into_iter()
            .enumerate()
            .map(|(i, mut c)| {
                c["id"] = json!((5000 + i as u64).to_string());
                c["application_id"] = json!(APP_ID.to_string());
                c["version"] = json!("1");
                c["type"] = c
                    .get("type")
                    .cloned()
                    .filter(|t| t.is_u64())
                    .unwrap_or(json!(1));
                c["default_member_permissions"] = c
                    .get("default_member_permissions")
                    .cloned()
                    .unwrap_or(Value::Null);
                c["nsfw"] = json!(false);
                if let Some(g) = guild {
                    c["guild_id"] = json!(g.to_string());
                }
                c
            })
            .collect(),
    )
}
