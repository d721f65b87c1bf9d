//! A finished game's Rematch button: each human player's click puts them in (or out
//! again); the message says who is in and who is awaited. The last accept starts the
//! rematch (the same players one seat on, the same options) in a new thread of the same
//! channel, through the same path as a lobby's start: a thread that cannot be opened now
//! is opened by the background task, and no clock runs before the board is posted.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Player, RematchView, TableView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::rematch::rematch_row;
use crate::frontends::discord::wire::post;
use crate::frontends::discord::wire::respond::{Answer, Target};
use crate::i18n::Lang;
use crate::tr;

/// How the line that tells the rematch's state begins in English (the result post's own
/// lines stay); `rematch-line` in the catalogue, in every language.
pub const REMATCH_LINE: &str = "**Rematch**";

/// Whether `line` is the rematch line, in whichever language it was posted.
fn is_rematch_line(line: &str) -> bool {
    Lang::ALL
        .into_iter()
        .any(|lang| line.starts_with(&tr!(lang, "rematch-line")))
}

fn names(lang: Lang, players: &[Player]) -> String {
    if players.is_empty() {
        return tr!(lang, "rematch-nobody");
    }
    players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The clicked message's text with its rematch line replaced by `line`.
pub fn with_rematch_line(content: &str, line: &str) -> String {
    let mut kept: Vec<&str> = content.lines().filter(|l| !is_rematch_line(l)).collect();
    kept.push(line);
    kept.join("\n")
}

/// The line of a rematch waiting for players.
pub fn waiting_line(lang: Lang, accepted: &[Player], awaited: &[Player]) -> String {
    tr!(
        lang,
        "rematch-waiting",
        accepted = names(lang, accepted),
        awaited = names(lang, awaited)
    )
}

pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let interaction = click.interaction;
    let langs = locale::of_click(click).await;
    let (lang, number) = (langs.private, table.to_string());
    let mut started: Option<TableView> = None;
    // The result post's new text and buttons: edited after the answer, not replaced by
    // it (an interaction's update would drop the post's picture of the final board).
    let mut edit: Option<(String, Vec<serenity::CreateActionRow>)> = None;
    let work = async {
        let view = match click.desk.rematch(table, click.user()).await {
            Ok(view) => view,
            Err(refusal) => return refusal.answer(lang, table),
        };
        let content = interaction.message.content.as_str();
        match view {
            RematchView::Waiting {
                now_in,
                accepted,
                awaited,
            } => {
                let line = waiting_line(langs.public, &accepted, &awaited);
                let of = accepted.len() + awaited.len();
                let in_of = Some((accepted.len(), of));
                let row = rematch_row(langs.public, table, click.id.version, in_of);
                edit = Some((with_rematch_line(content, &line), vec![row]));
                Answer::ephemeral(if now_in {
                    tr!(
                        lang,
                        "rematch-you-are-in",
                        table = number.as_str(),
                        awaited = names(lang, &awaited)
                    )
                } else {
                    tr!(lang, "rematch-you-are-out", table = number.as_str())
                })
            }
            RematchView::Started(view) => {
                let place = open_place(click, &view).await;
                let at = |lang| match place {
                    Some(place) => tr!(lang, "rematch-at-place", place = format!("<#{place}>")),
                    None => tr!(lang, "rematch-at-soon"),
                };
                let new = view.table.to_string();
                let line = tr!(
                    langs.public,
                    "rematch-started-line",
                    table = new.as_str(),
                    at = at(langs.public)
                );
                edit = Some((with_rematch_line(content, &line), vec![]));
                let text = tr!(lang, "rematch-started", table = new.as_str(), at = at(lang));
                started = Some(TableView { place, ..*view });
                Answer::ephemeral(text)
            }
            RematchView::MadeBefore { rematch, place } => {
                let rematch = rematch.to_string();
                Answer::ephemeral(match place {
                    Some(place) => tr!(
                        lang,
                        "rematch-made-before-in",
                        table = number.as_str(),
                        rematch = rematch,
                        place = format!("<#{place}>")
                    ),
                    None => tr!(
                        lang,
                        "rematch-made-before-soon",
                        table = number.as_str(),
                        rematch = rematch
                    ),
                })
            }
        }
    };
    click.answer(Target::NewMessage, work).await?;
    if let Some((text, rows)) = edit {
        let change = serenity::EditMessage::new()
            .content(crate::frontends::discord::wire::markdown::fit(&text))
            .components(rows)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        if let Err(e) = interaction
            .channel_id
            .edit_message(&click.ctx.http, interaction.message.id, change)
            .await
        {
            tracing::warn!(table, error = %crate::frontends::discord::wire::redact::error(&e), "could not update the result post");
        }
    }
    if let Some(view) = started {
        let lang = crate::frontends::discord::flows::locale::of_click(click)
            .await
            .public;
        announce::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: u64, name: &str) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }

    #[test]
    fn the_english_rematch_line_reads_as_before() {
        let line = waiting_line(Lang::En, &[player(1, "alice")], &[]);
        assert_eq!(
            line,
            "**Rematch**: in: alice; awaited: nobody. It starts when every player is in."
        );
        assert_eq!(tr!(Lang::En, "rematch-line"), REMATCH_LINE);
    }

    /// A result post keeps one rematch line, whichever language wrote the one before.
    #[test]
    fn a_rematch_line_replaces_the_one_before_in_any_language() {
        let post =
            "Alice wins.\n**Revanche**\u{a0}: partants\u{a0}: bob\u{a0}; attendus\u{a0}: alice.";
        let line = waiting_line(Lang::De, &[player(1, "alice")], &[player(2, "bob")]);
        let text = with_rematch_line(post, &line);
        assert_eq!(
            text,
            "Alice wins.\n**Revanche**: dabei: alice; erwartet: bob. Sie beginnt, sobald alle \
             dabei sind."
        );
        let again = with_rematch_line(&text, &waiting_line(Lang::En, &[], &[]));
        assert_eq!(again.lines().count(), 2, "{again}");
        assert!(again.ends_with("It starts when every player is in."));
    }
}
