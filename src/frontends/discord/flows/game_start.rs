//! Games that start at once, in a place of their own: solo games (`/suramun`) and games
//! against the AI (`/rivality new vs_ai`); and the check, before any game is made, that
//! the bot can play it where the command was used.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, NewSolo, NewTable, Player, ServerView, TableView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::lobby::{display_name, lobby_of};
use crate::frontends::discord::flows::locale::{self, Langs};
use crate::frontends::discord::views::choices::{Deadline, Late};
use crate::frontends::discord::views::messages::lobby_message;
use crate::frontends::discord::wire::post;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::frontends::discord::wire::where_to_play;
use crate::i18n::Lang;
use crate::table::kinds::GameOptions;
use crate::tr;

/// The answer to `/<game> new` without `vs_ai` in a DM: the lobby needs a channel.
pub const HUMANS_NEED_A_SERVER: &str = "Games against other players need a server channel: \
the lobby is posted there and the game gets a thread. Here, play against the AI with \
`vs_ai:True`, or solo against Suramun with `/suramun start`.";

/// What a `/<game> new` command was given, whatever the game.
pub struct Opening {
    pub options: GameOptions,
    pub invited: Vec<serenity::User>,
    pub vs_ai: bool,
    pub deadline: Option<Deadline>,
    pub when_late: Option<Late>,
    /// `None`: the server's default.
    pub hints: Option<bool>,
}

/// `/<game> new`: a lobby in this channel (players join with its buttons, the invited
/// are pinged), or against the AI a game that starts at once.
pub async fn open(ctx: Context<'_>, opening: Opening) -> Result<(), Error> {
    let desk = ctx.data().desk.clone();
    let vs_ai = opening.vs_ai;
    let langs = locale::of_command(ctx).await;
    let lang = langs.private;
    if ctx.guild_id().is_none() && !vs_ai {
        return respond::command(ctx, true, async move {
            Answer::ephemeral(tr!(lang, "humans-need-a-server"))
        })
        .await;
    }
    if let Some(refusal) = cannot_play_here(lang, ctx) {
        return respond::command(ctx, true, async { refusal }).await;
    }
    let author = ctx.author();
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let creator = Player {
        id: author.id.get(),
        name: display_name(member, author),
    };
    let mut invited: Vec<u64> = Vec::new();
    for user in &opening.invited {
        if user.id != author.id && !invited.contains(&user.id.get()) {
            invited.push(user.id.get());
        }
    }
    // What the creator leaves out, the server's moderators chose (`/manawell settings`).
    let defaults = match ctx.guild_id() {
        Some(guild) => desk.server_settings(guild.get()).await.unwrap_or_default(),
        None => ServerView::default(),
    };
    // The server's games channel, when the game is opened in another one.
    let elsewhere = defaults
        .games_channel
        .filter(|c| ctx.guild_id().is_some() && *c != ctx.channel_id().get());
    let new = NewTable {
        creator,
        options: opening.options,
        deadline_secs: opening
            .deadline
            .map_or(defaults.deadline_secs, Deadline::seconds),
        invited,
        guild: ctx.guild_id().map(|g| g.get()),
        channel: elsewhere.unwrap_or(ctx.channel_id().get()),
        vs_ai,
        when_late: opening
            .when_late
            .map_or(defaults.when_late, Late::when_late),
        hints: opening.hints.unwrap_or(defaults.hints),
    };
    if new.vs_ai {
        return against_ai(ctx, langs, desk, new).await;
    }
    if let Some(channel) = elsewhere {
        return lobby_elsewhere(ctx, langs, desk, new, channel).await;
    }
    respond::command(ctx, false, async move {
        match desk.open(new).await {
            Ok(view) => {
                let (text, rows) = lobby_message(
                    crate::frontends::discord::flows::locale::of_command(ctx)
                        .await
                        .public,
                    &lobby_of(&view),
                );
                // The invited players hear of it; nobody else named is pinged.
                Answer {
                    components: rows,
                    ping: view.invited.clone(),
                    ..Answer::public(text)
                }
            }
            Err(refusal) => refusal.answer(lang, 0),
        }
    })
    .await
}

/// In a server channel: the permissions a game needs that the bot lacks there, as the
/// refusal naming them (see [`where_to_play`]).
pub fn cannot_play_here(lang: Lang, ctx: Context<'_>) -> Option<Answer> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    ctx.guild_id()?;
    let kind = app.interaction.channel.as_ref().map(|c| c.kind);
    let missing = where_to_play::missing(
        app.interaction.app_permissions,
        where_to_play::Spot::of(kind),
    );
    (!missing.is_empty()).then(|| Answer::ephemeral(where_to_play::missing_text(lang, &missing)))
}

/// Whether a game opened where `ctx` was used gets a thread of its own there
/// ([`where_to_play::threads_allowed`]).
fn threads_here(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return true;
    };
    let kind = app.interaction.channel.as_ref().map(|c| c.kind);
    where_to_play::threads_allowed(
        app.interaction.app_permissions,
        where_to_play::Spot::of(kind),
    )
}

/// `/suramun start` and `/suramun daily`: the game is played in a thread of its own in a
/// server, right here in a DM with the bot, or, where the bot cannot post (a
/// user-installed command elsewhere), in the player's DM with the bot.
pub async fn solo(
    ctx: Context<'_>,
    desk: Arc<Desk>,
    difficulty: &str,
    challenge: Option<String>,
) -> Result<(), Error> {
    let author = ctx.author();
    let lang = locale::of_command(ctx).await.private;
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let to_dm = match ctx {
        poise::Context::Application(app) => where_to_play::cannot_post_here(app.interaction),
        poise::Context::Prefix(_) => false,
    };
    if !to_dm {
        if let Some(refusal) = cannot_play_here(lang, ctx) {
            return respond::command(ctx, true, async { refusal }).await;
        }
    }
    let player = Player {
        id: author.id.get(),
        name: display_name(member, author),
    };
    // Today's challenge in a server is played in the DM: a thread would show everyone
    // the moves of a deal others are still to play today.
    let daily_apart = !to_dm && ctx.guild_id().is_some() && challenge.as_deref() == Some("daily");
    let new = NewSolo {
        player: player.clone(),
        difficulty: difficulty.to_string(),
        challenge,
        guild: ctx.guild_id().map(|g| g.get()).filter(|_| !to_dm),
    };
    let http = &ctx.serenity_context().http;
    let mut started = None;
    respond::command(ctx, true, async {
        // The DM first: no game is created that could not be posted anywhere.
        let dm = if to_dm || daily_apart {
            match post::dm_channel(http, author.id).await {
                Ok(dm) => Some(dm),
                Err(e) => {
                    tracing::warn!(error = %e, "no DM with a player");
                    return Answer::ephemeral(tr!(lang, "solo-no-dm"));
                }
            }
        } else {
            None
        };
        let view = match desk.open_solo(new).await {
            Ok(view) => view,
            Err(refusal) => return refusal.answer(lang, 0),
        };
        let here = ctx.channel_id();
        let place = match (dm, ctx.guild_id()) {
            (Some(dm), _) => dm,
            (None, Some(guild)) => {
                let name =
                    post::thread_name(&view.game, view.table, std::slice::from_ref(&player.name));
                // The server's games channel, if its moderators chose one.
                let parent = match desk.server_settings(guild.get()).await {
                    Ok(ServerView {
                        games_channel: Some(channel),
                        ..
                    }) => serenity::ChannelId::new(channel),
                    _ => here,
                };
                if parent == here && !threads_here(ctx) {
                    here
                } else {
                    post::open_game_place(http, parent, None, &name).await
                }
            }
            (None, None) => here,
        };
        if let Err(refusal) = desk.set_place(view.table, place.get()).await {
            return refusal.answer(lang, view.table);
        }
        let text = match dm {
            Some(dm) if daily_apart => tr!(
                lang,
                "daily-in-dm",
                title = view.title.as_str(),
                table = view.table.to_string(),
                link = format!("https://discord.com/channels/@me/{dm}")
            ),
            Some(dm) => where_to_play::moved_to_dm(lang, &view.title, view.table, dm),
            None => tr!(
                lang,
                "solo-started",
                title = view.title.as_str(),
                table = view.table.to_string(),
                place = format!("<#{place}>")
            ),
        };
        started = Some(TableView {
            place: Some(place.get()),
            ..view
        });
        Answer::ephemeral(text)
    })
    .await?;
    if let Some(view) = started {
        let lang = crate::frontends::discord::flows::locale::of_command(ctx)
            .await
            .public;
        announce::announce(http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// A lobby posted in the server's games channel; the creator is told where it is. If the
/// bot cannot post there, the table is cancelled at once and the creator told why.
async fn lobby_elsewhere(
    ctx: Context<'_>,
    langs: Langs,
    desk: Arc<Desk>,
    new: NewTable,
    channel: u64,
) -> Result<(), Error> {
    let http = &ctx.serenity_context().http;
    let creator = new.creator.id;
    let lang = langs.private;
    respond::command(ctx, true, async move {
        let view = match desk.open(new).await {
            Ok(view) => view,
            Err(refusal) => return refusal.answer(lang, 0),
        };
        let (text, rows) = lobby_message(
            crate::frontends::discord::flows::locale::of_command(ctx)
                .await
                .public,
            &lobby_of(&view),
        );
        let ping: Vec<serenity::UserId> = view
            .invited
            .iter()
            .map(|u| serenity::UserId::new(*u))
            .collect();
        let to = serenity::ChannelId::new(channel);
        // Discord failing for a moment does not cancel the lobby; a forum gets a post.
        let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
        let name = post::thread_name(&view.game, view.table, &names);
        let posted =
            post::retrying(|| post::post_lobby(http, to, &name, &text, &ping, rows.clone()));
        match posted.await {
            // The lobby's place: the channel, or its forum post.
            Ok(place) => Answer::ephemeral(tr!(
                lang,
                "lobby-elsewhere",
                table = view.table.to_string(),
                channel = format!("<#{place}>")
            )),
            Err(e) => {
                tracing::warn!(table = view.table, error = %e, "no lobby in the games channel");
                if let Err(refusal) = desk.cancel(view.table, creator).await {
                    tracing::error!(table = view.table, ?refusal, "an unposted lobby left open");
                }
                Answer::ephemeral(tr!(
                    lang,
                    "lobby-elsewhere-failed",
                    channel = format!("<#{channel}>")
                ))
            }
        }
    })
    .await
}

/// `/<game> new vs_ai`: the AI takes the other seats, and the game starts at once in
/// a thread of its own, or right here in a DM with the bot.
pub async fn against_ai(
    ctx: Context<'_>,
    langs: Langs,
    desk: Arc<Desk>,
    new: NewTable,
) -> Result<(), Error> {
    let http = &ctx.serenity_context().http;
    let channel = new.channel;
    let mut started = None;
    respond::command(ctx, false, async {
        let view = match desk.open(new).await {
            Ok(view) => view,
            Err(refusal) => return refusal.answer(langs.private, 0),
        };
        let place = if ctx.guild_id().is_some() {
            let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
            let name = post::thread_name(&view.game, view.table, &names);
            // The server's games channel, or here.
            let channel = serenity::ChannelId::new(channel);
            if channel == ctx.channel_id() && !threads_here(ctx) {
                channel
            } else {
                post::open_game_place(http, channel, None, &name).await
            }
        } else {
            ctx.channel_id()
        };
        if let Err(refusal) = desk.set_place(view.table, place.get()).await {
            return refusal.answer(langs.private, view.table);
        }
        let (title, table) = (view.title.as_str(), view.table.to_string());
        let text = if place == ctx.channel_id() {
            tr!(
                langs.public,
                "ai-started-here",
                title = title,
                table = table
            )
        } else {
            let place = format!("<#{place}>");
            tr!(
                langs.public,
                "ai-started-in",
                title = title,
                table = table,
                place = place
            )
        };
        started = Some(TableView {
            place: Some(place.get()),
            ..view
        });
        Answer::public(text)
    })
    .await?;
    if let Some(view) = started {
        let lang = crate::frontends::discord::flows::locale::of_command(ctx)
            .await
            .public;
        announce::announce(http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
