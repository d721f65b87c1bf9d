//! Take-backs by consent: `/rivality takeback` posts the request in the game's place with
//! Accept / Refuse for the other players (pinged); every other human accepts, or one
//! refuses. Accepted, the board before the move is posted as the game's next version,
//! pinging the player to move. Against the AI it is done at once, the AI's answer too.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::components::Click;
use super::custom_id::{Action, ComponentId};
use super::desk::{Desk, Player, Refusal, TableView, TakebackView};
use super::game_commands::table_here;
use super::lobby_flow::refusal_answer;
use super::respond::{self, Answer, Target};
use super::{turn_flow, Context, Error};

fn names(players: &[Player]) -> String {
    if players.is_empty() {
        return "nobody yet".to_string();
    }
    players
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The request as posted: who asks, who accepted, who is awaited, and the two buttons.
pub fn request_message(
    table: u64,
    version: u64,
    by: &Player,
    accepted: &[Player],
    awaited: &[Player],
) -> (String, Vec<serenity::CreateActionRow>) {
    let mentions: Vec<String> = awaited.iter().map(|p| format!("<@{}>", p.id)).collect();
    let text = format!(
        "**{}** asks to take back their last move in game #{table}. {}: accept or refuse? \
         (Accepted: {}.) The request holds until the next move.",
        by.name,
        mentions.join(", "),
        names(accepted)
    );
    let button = |action: Action, label: &str, style: serenity::ButtonStyle| {
        let id = ComponentId::new(table, version, action).to_string();
        serenity::CreateButton::new(id).label(label).style(style)
    };
    let buttons = vec![
        button(
            Action::AcceptTakeback,
            "Accept",
            serenity::ButtonStyle::Primary,
        ),
        button(
            Action::RefuseTakeback,
            "Refuse",
            serenity::ButtonStyle::Secondary,
        ),
    ];
    (text, vec![serenity::CreateActionRow::Buttons(buttons)])
}

/// `/rivality takeback [game]`.
pub async fn ask(ctx: Context<'_>, desk: Arc<dyn Desk>, game: Option<u64>) -> Result<(), Error> {
    let who = ctx.author().id.get();
    let http = &ctx.serenity_context().http;
    let mut taken_back: Option<TableView> = None;
    respond::command(ctx, false, async {
        let table = match table_here(ctx, desk.as_ref(), game).await {
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
                let (text, rows) = request_message(table, version, &by, &accepted, &awaited);
                Answer {
                    components: rows,
                    ping: awaited.iter().map(|p| p.id).collect(),
                    ..Answer::public(text)
                }
            }
            Ok(TakebackView::TakenBack(view)) => {
                taken_back = Some(view);
                Answer::ephemeral(format!(
                    "Your last move in game #{table} was taken back, with the AI's answer: \
                     it is your turn again."
                ))
            }
            Ok(TakebackView::Refused { .. }) => refusal_answer(
                &Refusal::Failed("a refusal in answer to a request".into()),
                table,
            ),
            Err(refusal) => refusal_answer(&refusal, table),
        }
    })
    .await?;
    if let Some(view) = taken_back {
        let lang = super::locale::of_command(ctx).await.public;
        turn_flow::announce(http, desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// Accept or Refuse, pressed on a request.
pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let accept = click.id.action == Action::AcceptTakeback;
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
                let (text, rows) = request_message(table, version, &by, &accepted, &awaited);
                Answer::update(text, rows)
            }
            Ok(TakebackView::TakenBack(view)) => {
                let text = format!(
                    "Game #{table}: the move was taken back, every player accepted. The \
                     board as it was is posted below."
                );
                taken_back = Some(view);
                Answer::update(text, vec![])
            }
            Ok(TakebackView::Refused { by }) => Answer::update(
                format!(
                    "Game #{table}: {} refused the take-back; the move stands.",
                    by.name
                ),
                vec![],
            ),
            Err(Refusal::MovedOn) => Answer::ephemeral(format!(
                "This request no longer holds: game #{table} has moved on since it was asked."
            )),
            Err(refusal) => refusal_answer(&refusal, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = taken_back {
        let lang = super::locale::of_click(click).await.public;
        turn_flow::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
