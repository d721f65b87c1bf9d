//! A finished game's Rematch button: each human player's click puts them in (or out
//! again); the message says who is in and who is awaited. The last accept starts the
//! rematch (the same players one seat on, the same options) in a new thread of the same
//! channel, through the same path as a lobby's start: a thread that cannot be opened now
//! is opened by the background task, and no clock runs before the board is posted.

use poise::serenity_prelude as serenity;

use super::components::Click;
use super::custom_id::{Action, ComponentId};
use super::desk::{Player, RematchView, TableView};
use super::lobby_flow::refusal_answer;
use super::respond::{Answer, Target};
use super::{post, turn_flow, Error};

/// How the line that tells the rematch's state begins (the result post's own lines stay).
pub const REMATCH_LINE: &str = "**Rematch**";

/// The Rematch button of `table`'s result post (posted at `version`); `in_of`: how many
/// of the players are in, once someone clicked.
pub fn rematch_row(
    table: u64,
    version: u64,
    in_of: Option<(usize, usize)>,
) -> serenity::CreateActionRow {
    let label = match in_of {
        Some((accepted, of)) => format!("Rematch ({accepted}/{of} in)"),
        None => "Rematch".to_string(),
    };
    let id = ComponentId::new(table, version, Action::Rematch).to_string();
    let button = serenity::CreateButton::new(id)
        .label(label)
        .style(serenity::ButtonStyle::Secondary);
    serenity::CreateActionRow::Buttons(vec![button])
}

/// Whether a post of `view` is its result post, which offers a rematch: a finished game
/// for two seats or more (a solo game has `/suramun start`).
pub fn offers_rematch(view: &TableView) -> bool {
    view.status == super::desk::Status::Finished && view.seats > 1
}

fn names(players: &[Player]) -> String {
    if players.is_empty() {
        return "nobody".to_string();
    }
    players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The clicked message's text with its rematch line replaced by `line`.
pub fn with_rematch_line(content: &str, line: &str) -> String {
    let mut kept: Vec<&str> = content
        .lines()
        .filter(|l| !l.starts_with(REMATCH_LINE))
        .collect();
    kept.push(line);
    kept.join("\n")
}

/// The line of a rematch waiting for players.
pub fn waiting_line(accepted: &[Player], awaited: &[Player]) -> String {
    format!(
        "{REMATCH_LINE}: in: {}; awaited: {}. It starts when every player is in.",
        names(accepted),
        names(awaited)
    )
}

pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let interaction = click.interaction;
    let mut started: Option<TableView> = None;
    // The result post's new text and buttons: edited after the answer, not replaced by
    // it (an interaction's update would drop the post's picture of the final board).
    let mut edit: Option<(String, Vec<serenity::CreateActionRow>)> = None;
    let work = async {
        let view = match click.desk.rematch(table, click.user()).await {
            Ok(view) => view,
            Err(refusal) => return refusal_answer(&refusal, table),
        };
        let content = interaction.message.content.as_str();
        match view {
            RematchView::Waiting {
                now_in,
                accepted,
                awaited,
            } => {
                let line = waiting_line(&accepted, &awaited);
                let of = accepted.len() + awaited.len();
                let row = rematch_row(table, click.id.version, Some((accepted.len(), of)));
                edit = Some((with_rematch_line(content, &line), vec![row]));
                Answer::ephemeral(if now_in {
                    format!(
                        "You are in for a rematch of game #{table}. Waiting for: {}.",
                        names(&awaited)
                    )
                } else {
                    format!("You are out of the rematch of game #{table}.")
                })
            }
            RematchView::Started(view) => {
                let place = open_place(click, &view).await;
                let at = match place {
                    Some(place) => format!("in <#{place}>"),
                    None => "its thread opens in a moment".to_string(),
                };
                let line = format!(
                    "{REMATCH_LINE}: every player is in. Game #{} has started, {at}.",
                    view.table
                );
                edit = Some((with_rematch_line(content, &line), vec![]));
                let text = format!("Game #{} has started, {at}. Good luck!", view.table);
                started = Some(TableView { place, ..*view });
                Answer::ephemeral(text)
            }
            RematchView::MadeBefore { rematch, place } => {
                let at = match place {
                    Some(place) => format!(", in <#{place}>"),
                    None => ": its thread opens in a moment".to_string(),
                };
                Answer::ephemeral(format!(
                    "The rematch of game #{table} has started already: game #{rematch}{at}."
                ))
            }
        }
    };
    click.answer(Target::NewMessage, work).await?;
    if let Some((text, rows)) = edit {
        let change = serenity::EditMessage::new()
            .content(super::markdown::fit(&text))
            .components(rows)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        if let Err(e) = interaction
            .channel_id
            .edit_message(&click.ctx.http, interaction.message.id, change)
            .await
        {
            tracing::warn!(table, error = %super::redact::error(&e), "could not update the result post");
        }
    }
    if let Some(view) = started {
        let lang = super::locale::of_click(click).await.public;
        turn_flow::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// The rematch's place: a new thread in the finished game's channel (in a DM, the DM
/// itself), recorded with the desk. `None` when Discord failed for now: the background
/// task opens it and posts, and the clocks wait until then.
async fn open_place(click: &Click<'_>, view: &TableView) -> Option<u64> {
    let place = match (click.interaction.guild_id, view.lobby_channel) {
        (Some(_), Some(channel)) => {
            let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
            let name = post::thread_name(&view.game, view.table, &names);
            let channel = serenity::ChannelId::new(channel);
            post::try_open_game_place(&click.ctx.http, channel, None, &name)
                .await
                .ok()?
        }
        (None, channel) => channel
            .map(serenity::ChannelId::new)
            .unwrap_or(click.interaction.channel_id),
        (Some(_), None) => return None,
    };
    if let Err(refusal) = click.desk.set_place(view.table, place.get()).await {
        tracing::error!(
            table = view.table,
            ?refusal,
            "could not record the rematch's place"
        );
        return None;
    }
    Some(place.get())
}
