//! Take-backs by consent: `/rivality takeback` posts the request in the game's place with
//! Accept / Refuse for the other players (pinged); every other human accepts, or one
//! refuses. Accepted, the board before the move is posted as the game's next version,
//! pinging the player to move. Against the AI it is done at once, the AI's answer too.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Context;
use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, Player, Refusal, TableView, TakebackView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::here::table_here;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::respond::{self, Answer, Target};
use crate::i18n::Lang;
use crate::tr;

fn names(lang: Lang, players: &[Player]) -> String {
    if players.is_empty() {
        return tr!(lang, "takeback-nobody-yet");
    }
    players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The request as posted: who asks, who accepted, who is awaited, and the two buttons.
pub fn request_message(
    lang: Lang,
    table: u64,
    version: u64,
    by: &Player,
    accepted: &[Player],
    awaited: &[Player],
) -> (String, Vec<serenity::CreateActionRow>) {
    let mentions: Vec<String> = awaited.iter().map(|p| format!("<@{}>", p.id)).collect();
    let text = tr!(
        lang,
        "takeback-request",
        by = by.name.as_str(),
        table = table.to_string(),
        awaited = mentions.join(", "),
        accepted = names(lang, accepted)
    );
    let button = |action: Action, label: &str, style: serenity::ButtonStyle| {
        let id = ComponentId::new(table, version, action).to_string();
        serenity::CreateButton::new(id).label(label).style(style)
    };
    let buttons = vec![
        button(
            Action::AcceptTakeback,
            &tr!(lang, "takeback-accept"),
            serenity::ButtonStyle::Primary,
        ),
        button(
            Action::RefuseTakeback,
            &tr!(lang, "takeback-refuse"),
            serenity::ButtonStyle::Secondary,
        ),
    ];
    (text, vec![serenity::CreateActionRow::Buttons(buttons)])
}

/// `/rivality takeback [game]`.
pub async fn ask(ctx: Context<'_>, desk: Arc<Desk>, game: Option<u64>) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let langs = locale::of_command(ctx).await;
    let lang = langs.private;
    let http = &ctx.serenity_context().http;
    let mut taken_back: Option<TableView> = None;
    respond::command(ctx, false, async {
        let table = match table_here(lang, ctx, desk.as_ref(), game).await {
            Ok(table) => table,
            Err(answer) => return answer,
        };
        match desk.takeback(table, who).await {
            Ok(TakebackView::Pending {
                version,
                by,
                accepted,
                awaited,
            }) => {
                let (text, rows) =
                    request_message(langs.public, table, version, &by, &accepted, &awaited);
                Answer {
                    components: rows,
                    ping: awaited.iter().map(|p| p.id).collect(),
                    ..Answer::public(text)
                }
            }
            Ok(TakebackView::TakenBack(view)) => {
                taken_back = Some(*view);
                Answer::ephemeral(tr!(lang, "takeback-against-ai", table = table.to_string()))
            }
            Ok(TakebackView::Refused { .. }) => {
                Refusal::Failed("a refusal in answer to a request".into()).answer(lang, table)
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    })
    .await?;
    if let Some(view) = taken_back {
        let lang = crate::frontends::discord::flows::locale::of_command(ctx)
            .await
            .public;
        announce::announce(http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// Accept or Refuse, pressed on a request.
pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let accept = click.id.action == Action::AcceptTakeback;
    let langs = locale::of_click(click).await;
    let (lang, number) = (langs.private, table.to_string());
    let mut taken_back: Option<TableView> = None;
    let work = async {
        let answer = click
            .desk
            .answer_takeback(table, click.user(), click.id.version, accept)
            .await;
        match answer {
            Ok(TakebackView::Pending {
                version,
                by,
                accepted,
                awaited,
            }) => {
                let (text, rows) =
                    request_message(langs.public, table, version, &by, &accepted, &awaited);
                Answer::update(text, rows)
            }
            Ok(TakebackView::TakenBack(view)) => {
                let text = tr!(langs.public, "takeback-done", table = number.as_str());
                taken_back = Some(*view);
                Answer::update(text, vec![])
            }
            Ok(TakebackView::Refused { by }) => Answer::update(
                tr!(
                    langs.public,
                    "takeback-refused",
                    table = number.as_str(),
                    by = by.name.as_str()
                ),
                vec![],
            ),
            Err(Refusal::MovedOn) => {
                Answer::ephemeral(tr!(lang, "takeback-moved-on", table = number.as_str()))
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = taken_back {
        let lang = crate::frontends::discord::flows::locale::of_click(click)
            .await
            .public;
        announce::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
