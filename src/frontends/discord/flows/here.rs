//! The game commands used inside a game's thread: board, hand, log, resign, play, and
//! `/games` anywhere. Each answers ephemerally unless it says something for everyone.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, GameHere, Refusal, TurnView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::reach::{reachable, Asker};
use crate::frontends::discord::flows::turn;
use crate::frontends::discord::views::board_link::board_links_row;
use crate::frontends::discord::views::messages::games_list;
use crate::frontends::discord::views::rivality::panel::{self, Picked, Placement};
use crate::frontends::discord::views::rivality::panel_view;
use crate::frontends::discord::wire::respond::{self, Answer};
use crate::i18n::Lang;
use crate::tr;

/// Where these commands do not apply (not a game's thread).
pub const NO_GAME_HERE: &str =
    "There is no game in this channel: use this command in a game's thread (see `/games`).";

/// The game a command is about: the one named by its `game` option, else the caller's
/// only running game in this channel, else the game played here (a spectator's, or one
/// that has ended). Several of the caller's games here: they are asked to pick one.
pub(super) async fn table_here(
    lang: Lang,
    ctx: Context<'_>,
    desk: &Desk,
    game: Option<u64>,
) -> Result<u64, Answer> {
    if let Some(table) = game {
        return reachable(desk, table, &Asker::of_command(ctx))
            .await
            .map_err(|refusal| refusal.answer(lang, table));
    }
    let channel = ctx.channel_id().get();
    let mine = desk
        .games_here(channel, ctx.author().id.get())
        .await
        .map_err(|refusal| refusal.answer(lang, 0))?;
    match mine.as_slice() {
        [only] => return Ok(only.table),
        [] => {}
        several => return Err(Answer::ephemeral(several_games(lang, several))),
    }
    match desk.at_place(channel).await {
        Ok(table) => Ok(table),
        Err(Refusal::UnknownGame) => Err(Answer::ephemeral(tr!(lang, "no-game-here"))),
        Err(refusal) => Err(refusal.answer(lang, 0)),
    }
}

/// The answer when the caller plays several games here and named none.
pub fn several_games(lang: Lang, games: &[GameHere]) -> String {
    let list: Vec<String> = games.iter().map(|g| format!("• {}", g.title)).collect();
    tr!(
        lang,
        "several-games",
        count = games.len(),
        list = list.join("\n")
    )
}

/// Suggestions for the `game` option: the caller's games here, theirs to move first.
pub async fn game_suggestions(
    ctx: Context<'_>,
    desk: Arc<Desk>,
    partial: &str,
) -> Vec<serenity::AutocompleteChoice> {
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    let Ok(mut games) = desk.games_here(ctx.channel_id().get(), who).await else {
        return Vec::new();
    };
    games.sort_by_key(|g| !g.my_turn);
    let partial = partial.trim().trim_start_matches('#');
    games
        .into_iter()
        .filter(|g| g.table.to_string().starts_with(partial) || g.title.contains(partial))
        .take(panel_view::MENU_SIZE)
        .map(|g| {
            let name = if g.my_turn {
                tr!(lang, "game-your-turn", title = g.title.as_str())
            } else {
                g.title.clone()
            };
            let name: String = name.chars().take(100).collect();
            serenity::AutocompleteChoice::new(name, g.table)
        })
        .collect()
}

pub async fn board(ctx: Context<'_>, desk: Arc<Desk>, game: Option<u64>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    let who = ctx.author().id.get();
    respond::command(ctx, true, async move {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        let view = match desk.view(table).await {
            Ok(view) => view,
            Err(refusal) => return refusal.answer(lang, table),
        };
        // Every player who must act: several at a step of simultaneous moves.
        let whose: Vec<String> = (view.to_move.iter().chain(&view.also_to_move))
            .map(|u| format!("<@{u}>"))
            .collect();
        let (title, table_no) = (view.title.as_str(), table.to_string());
        let answer = Answer::ephemeral(match whose.as_slice() {
            [] => tr!(lang, "board-title", title = title, table = table_no),
            [player] => tr!(
                lang,
                "board-to-play",
                title = title,
                table = table_no,
                player = player.as_str()
            ),
            all => tr!(
                lang,
                "board-to-play-all",
                title = title,
                table = table_no,
                players = all.join(", ")
            ),
        });
        let mut answer = match desk.picture(table, view.version, None, lang).await {
            Ok(png) => answer.with_file("board.png", png),
            Err(refusal) => return refusal.answer(lang, table),
        };
        // The web board's links: this answer is the asker's alone, so a player's own
        // page (their hand) may be in it.
        if let Some(url) = desk.board_url(table).await {
            let own = desk.personal_board_url(table, who).await;
            answer.components = vec![board_links_row(lang, &url, own.as_deref())];
        }
        answer
    })
    .await
}

pub async fn hand(ctx: Context<'_>, desk: Arc<Desk>, game: Option<u64>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    let who = ctx.author().id.get();
    respond::command(ctx, true, async move {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        let hand = match desk.hand(table, who, lang).await {
            Ok(hand) => hand,
            Err(refusal) => return refusal.answer(lang, table),
        };
        let answer = Answer::ephemeral(tr!(lang, "your-hand", hand = hand.hand.as_str()));
        match desk.picture(table, hand.version, Some(who), lang).await {
            Ok(png) => answer.with_file("hand.png", png),
            Err(_) => answer,
        }
    })
    .await
}

pub async fn log(ctx: Context<'_>, desk: Arc<Desk>, game: Option<u64>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    respond::command(ctx, true, async move {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        // The title says how the game is played (its rules, whether hints are allowed).
        let title = match desk.view(table).await {
            Ok(view) => format!(
                "{}\n",
                tr!(
                    lang,
                    "log-title",
                    title = view.title.as_str(),
                    table = table.to_string()
                )
            ),
            Err(refusal) => return refusal.answer(lang, table),
        };
        match desk.log(table, ctx.author().id.get()).await {
            // The latest lines, within one message; the whole log as a file when they
            // are not all there (a long game's early dice stay one click away).
            Ok(lines) => {
                let latest =
                    &lines[crate::frontends::discord::wire::markdown::latest_lines(&lines, 1800)..];
                if latest.len() == lines.len() {
                    let text = match lines.is_empty() {
                        true => tr!(lang, "log-empty"),
                        false => lines.join("\n"),
                    };
                    return Answer::ephemeral(format!("{title}{text}"));
                }
                let whole = format!("{title}{}\n", lines.join("\n"));
                let note = tr!(lang, "log-whole-attached");
                Answer::ephemeral(format!("{title}…\n{}\n{note}", latest.join("\n")))
                    .with_file(&format!("game-{table}-log.txt"), whole.into_bytes())
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    })
    .await
}

/// `/rivality resign`: asks for confirmation first (see [`super::resign`]).
pub async fn resign(ctx: Context<'_>, desk: Arc<Desk>, game: Option<u64>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    let who = ctx.author().id.get();
    respond::command(ctx, true, async move {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        let view = match desk.view(table).await {
            Ok(view) => view,
            Err(refusal) => return refusal.answer(lang, table),
        };
        if !view.seated.iter().any(|p| p.id == who) {
            return Refusal::NotYourGame.answer(lang, table);
        }
        if view.status != crate::frontends::discord::desk::Status::Running {
            return Refusal::GameOver.answer(lang, table);
        }
        let title = tr!(
            lang,
            "game-title",
            title = view.title.as_str(),
            table = table.to_string()
        );
        crate::frontends::discord::flows::resign::confirmation(lang, table, view.version, &title)
    })
    .await
}

pub async fn games(ctx: Context<'_>, desk: Arc<Desk>) -> Result<(), Error> {
    let lang = locale::of_command(ctx).await.private;
    let who = ctx.author().id.get();
    respond::command(ctx, true, async move {
        match desk.games_of(who).await {
            Ok(games) => Answer::ephemeral(games_list(lang, &games)),
            Err(refusal) => refusal.answer(lang, 0),
        }
    })
    .await
}

/// `/rivality play [tile] [spot] [facing]`: all three play the move at once; fewer open
/// the panel at the step they lead to.
pub async fn play(
    ctx: Context<'_>,
    desk: Arc<Desk>,
    picked: Picked,
    game: Option<u64>,
) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let lang = locale::of_command(ctx).await.private;
    let mut played = None;
    respond::command(ctx, true, async {
        let (table, turn) = match my_turn_here(lang, ctx, desk.as_ref(), game).await {
            Ok(found) => found,
            Err(answer) => return answer,
        };
        let complete = picked.tile.is_some() && picked.cell.is_some() && picked.facing.is_some();
        let notation = match panel::next_step(&turn.moves, &picked) {
            panel::Step::Ready { notation } if complete => notation,
            panel::Step::Gone => return Answer::ephemeral(illegal_choice(lang, &turn, &picked)),
            _ => return turn::panel_answer(lang, desk.as_ref(), who, &turn, &picked, 0).await,
        };
        match desk
            .play(table, who, notation.clone(), turn.version, lang)
            .await
        {
            Ok(view) => {
                played = Some(view);
                Answer::ephemeral(tr!(lang, "you-played", notation = notation.as_str()))
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    })
    .await?;
    if let Some(view) = played {
        let lang = crate::frontends::discord::flows::locale::of_command(ctx)
            .await
            .public;
        announce::announce(&ctx.serenity_context().http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// The caller's turn in the game a command is about ([`table_here`]), or the answer
/// saying why there is none.
pub(super) async fn my_turn_here(
    lang: Lang,
    ctx: Context<'_>,
    desk: &Desk,
    game: Option<u64>,
) -> Result<(u64, TurnView), Answer> {
    let table = table_here(lang, ctx, desk, game).await?;
    match desk.turn(table, ctx.author().id.get(), lang).await {
        Ok(turn) => Ok((table, turn)),
        Err(refusal) => Err(refusal.answer(lang, table)),
    }
}

/// Why `/rivality play`'s options make no legal move, naming the first one that fails.
fn illegal_choice(lang: Lang, turn: &TurnView, picked: &Picked) -> String {
    let placements: Vec<Placement> = turn
        .moves
        .iter()
        .filter_map(|m| Placement::parse(m))
        .collect();
    let tile = picked.tile.as_deref().unwrap_or("");
    if !placements.iter().any(|p| p.tile == tile) {
        return tr!(lang, "illegal-not-in-hand", tile = tile);
    }
    let cell = picked.cell.as_deref().unwrap_or("");
    if !placements.iter().any(|p| p.tile == tile && p.cell == cell) {
        return tr!(lang, "illegal-spot", tile = tile, cell = cell);
    }
    tr!(lang, "illegal-facing", tile = tile, cell = cell)
}

/// The value of option `name` of the subcommand being typed, for autocomplete.
pub fn option_value(interaction: &serenity::CommandInteraction, name: &str) -> Option<String> {
    let sub = interaction.data.options.first()?;
    let serenity::CommandDataOptionValue::SubCommand(options) = &sub.value else {
        return None;
    };
    options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::CommandDataOptionValue::String(s) => Some(s.clone()),
            serenity::CommandDataOptionValue::Integer(n) => Some(n.to_string()),
            serenity::CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
            _ => None,
        })
}

/// Suggestions for `/rivality play`: tiles in hand, or spots for the chosen tile.
pub async fn suggestions(
    ctx: Context<'_>,
    desk: Arc<Desk>,
    partial: &str,
    spots: bool,
) -> Vec<serenity::AutocompleteChoice> {
    let who = ctx.author().id.get();
    let game = match ctx {
        poise::Context::Application(app) => option_value(app.interaction, "game"),
        poise::Context::Prefix(_) => None,
    };
    let game = game.and_then(|g| g.trim().trim_start_matches('#').parse().ok());
    let lang = Lang::En; // the answer is discarded: only the table matters
    let Ok(table) = table_here(lang, ctx, desk.as_ref(), game).await else {
        return Vec::new();
    };
    let Ok(turn) = desk.turn(table, who, lang).await else {
        return Vec::new();
    };
    let placements: Vec<Placement> = turn
        .moves
        .iter()
        .filter_map(|m| Placement::parse(m))
        .collect();
    let partial = partial.to_ascii_uppercase();
    let lang = Lang::for_private(ctx.locale(), Lang::En);
    let mut seen = Vec::new();
    let tile = match ctx {
        poise::Context::Application(app) if spots => {
            option_value(app.interaction, "tile").map(|t| t.to_ascii_uppercase())
        }
        _ => None,
    };
    for p in &placements {
        let value = if spots {
            p.cell.clone()
        } else {
            p.tile.clone()
        };
        let fits = !spots || tile.as_ref().is_none_or(|t| *t == p.tile);
        if fits && value.starts_with(&partial) && !seen.contains(&value) {
            seen.push(value);
        }
    }
    seen.into_iter()
        .take(panel_view::MENU_SIZE)
        .map(|v| {
            let label = if spots {
                v.clone()
            } else {
                panel_view::tile_label(lang, &v)
            };
            serenity::AutocompleteChoice::new(label, v)
        })
        .collect()
}

#[cfg(test)]
#[path = "here_tests.rs"]
mod tests;
