//! `/rivality resign` asks first: a resignation cannot be undone, and with several games
//! in one place the player sees which one they are leaving. The confirmation is an
//! ephemeral message with two buttons; Resign ends the player's part in the game and
//! posts the result in the game's place.

use poise::serenity_prelude as serenity;

use super::components::Click;
use super::custom_id::{Action, ComponentId};
use super::desk::TableView;
use super::lobby_flow::refusal_answer;
use super::respond::{Answer, Target};
use super::{turn_flow, Error};

/// The question, for game `table` (titled `title`) at `version`.
pub fn confirmation(table: u64, version: u64, title: &str) -> Answer {
    let button = |action: Action, label: &str, style: serenity::ButtonStyle| {
        let id = ComponentId::new(table, version, action).to_string();
        serenity::CreateButton::new(id).label(label).style(style)
    };
    let buttons = vec![
        button(Action::Resign, "Resign", serenity::ButtonStyle::Danger),
        button(
            Action::Keep,
            "Keep playing",
            serenity::ButtonStyle::Secondary,
        ),
    ];
    Answer {
        components: vec![serenity::CreateActionRow::Buttons(buttons)],
        ..Answer::ephemeral(format!(
            "Resign from **{title}**? The game goes on without you (or ends), and this \
             cannot be undone."
        ))
    }
}

/// Resign or Keep playing, pressed on the confirmation.
pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let mut ended: Option<TableView> = None;
    let work = async {
        if click.id.action == Action::Keep {
            return Answer::update(format!("You keep playing game #{table}."), vec![]);
        }
        match click.desk.resign(table, click.user()).await {
            Ok(view) => {
                ended = Some(view);
                Answer::update(format!("You resigned from game #{table}."), vec![])
            }
            Err(refusal) => refusal_answer(&refusal, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = ended {
        let lang = super::locale::of_click(click).await.public;
        turn_flow::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
