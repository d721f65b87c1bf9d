//! Games that start at once, in a place of their own: solo games (`/suramun`) and games
//! against the AI (`/rivality new vs_ai`); and the check, before any game is made, that
//! the bot can play it where the command was used.

use std::sync::Arc;

use super::desk::{Desk, NewSolo, NewTable, Player, TableView};
use super::lobby_flow::{display_name, refusal_answer};
use super::respond::{self, Answer};
use super::{post, turn_flow, where_to_play, Context, Error};

/// In a server channel: the permissions a game needs that the bot lacks there, as the
/// refusal naming them (see [`where_to_play`]).
pub fn cannot_play_here(ctx: Context<'_>) -> Option<Answer> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    ctx.guild_id()?;
    let missing = where_to_play::missing(app.interaction.app_permissions);
    (!missing.is_empty()).then(|| Answer::ephemeral(where_to_play::missing_text(&missing)))
}

/// `/suramun start` and `/suramun daily`: the game is played in a thread of its own in a
/// server, right here in a DM with the bot, or, where the bot cannot post (a
/// user-installed command elsewhere), in the player's DM with the bot.
pub async fn solo(
    ctx: Context<'_>,
    desk: Arc<dyn Desk>,
    difficulty: &str,
    challenge: Option<String>,
) -> Result<(), Error> {
    let author = ctx.author();
    let member = match ctx {
        poise::Context::Application(app) => app.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let to_dm = match ctx {
        poise::Context::Application(app) => where_to_play::cannot_post_here(app.interaction),
        poise::Context::Prefix(_) => false,
    };
    if !to_dm {
        if let Some(refusal) = cannot_play_here(ctx) {
            return respond::command(ctx, true, async { refusal }).await;
        }
    }
    let player = Player {
        id: author.id.get(),
        name: display_name(member, author),
    };
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
        let dm = if to_dm {
            match author.create_dm_channel(http).await {
                Ok(dm) => Some(dm.id),
                Err(e) => {
                    tracing::warn!(error = %super::redact::error(&e), "no DM with a player");
                    return Answer::ephemeral(
                        "I can't post in this channel, and I could not open a DM with you: \
                         start the game in a DM with me, or in a server I am in.",
                    );
                }
            }
        } else {
            None
        };
        let view = match desk.open_solo(new).await {
            Ok(view) => view,
            Err(refusal) => return refusal_answer(&refusal, 0),
        };
        let here = ctx.channel_id();
        let place = match dm {
            Some(dm) => dm,
            None if ctx.guild_id().is_some() => {
                let name = post::thread_name(
                    "Rivality solo",
                    view.table,
                    std::slice::from_ref(&player.name),
                );
                post::open_game_place(http, here, None, &name).await
            }
            None => here,
        };
        if let Err(refusal) = desk.set_place(view.table, place.get()).await {
            return refusal_answer(&refusal, view.table);
        }
        let text = match dm {
            Some(dm) => where_to_play::moved_to_dm(&view.title, view.table, dm),
            None => format!(
                "**{}** (game #{}): your game is in <#{place}>. Good luck!",
                view.title, view.table
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
        turn_flow::announce(http, desk.as_ref(), &view).await;
    }
    Ok(())
}

/// `/rivality new vs_ai`: the AI takes the other seats, and the game starts at once in
/// a thread of its own, or right here in a DM with the bot.
pub async fn against_ai(ctx: Context<'_>, desk: Arc<dyn Desk>, new: NewTable) -> Result<(), Error> {
    let http = &ctx.serenity_context().http;
    let mut started = None;
    respond::command(ctx, false, async {
        let view = match desk.open(new).await {
            Ok(view) => view,
            Err(refusal) => return refusal_answer(&refusal, 0),
        };
        let place = if ctx.guild_id().is_some() {
            let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
            let name = post::thread_name("Rivality", view.table, &names);
            post::open_game_place(http, ctx.channel_id(), None, &name).await
        } else {
            ctx.channel_id()
        };
        if let Err(refusal) = desk.set_place(view.table, place.get()).await {
            return refusal_answer(&refusal, view.table);
        }
        let at = if place == ctx.channel_id() {
            "here".to_string()
        } else {
            format!("in <#{place}>")
        };
        let text = format!(
            "**{}** (game #{}) against the AI has started {at}.",
            view.title, view.table
        );
        started = Some(TableView {
            place: Some(place.get()),
            ..view
        });
        Answer::public(text)
    })
    .await?;
    if let Some(view) = started {
        turn_flow::announce(http, desk.as_ref(), &view).await;
    }
    Ok(())
}
