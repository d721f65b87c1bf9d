//! `/rivality resign` asks first: a resignation cannot be undone, and with several games
//! in one place the player sees which one they are leaving. The confirmation is an
//! ephemeral message with two buttons; Resign ends the player's part in the game and
//! posts the result in the game's place.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::TableView;
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::respond::{Answer, Target};
use crate::i18n::Lang;
use crate::tr;

/// The question, for game `table` (titled `title`) at `version`.
pub fn confirmation(lang: Lang, table: u64, version: u64, title: &str) -> Answer {
    let button = |action: Action, label: &str, style: serenity::ButtonStyle| {
        let id = ComponentId::new(table, version, action).to_string();
        serenity::CreateButton::new(id).label(label).style(style)
    };
    let buttons = vec![
        button(
            Action::Resign,
            &tr!(lang, "resign-button"),
            serenity::ButtonStyle::Danger,
        ),
        button(
            Action::Keep,
            &tr!(lang, "resign-keep-button"),
            serenity::ButtonStyle::Secondary,
        ),
    ];
    Answer {
        components: vec![serenity::CreateActionRow::Buttons(buttons)],
        ..Answer::ephemeral(tr!(lang, "resign-question", title = title))
    }
}

/// Resign or Keep playing, pressed on the confirmation.
pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let lang = locale::of_click(click).await.private;
    let number = table.to_string();
    let mut ended: Option<TableView> = None;
    let work = async {
        if click.id.action == Action::Keep {
            return Answer::update(tr!(lang, "resign-kept", table = number), vec![]);
        }
        match click.desk.resign(table, click.user()).await {
            Ok(view) => {
                ended = Some(view);
                Answer::update(tr!(lang, "resign-done", table = number), vec![])
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = ended {
        let lang = crate::frontends::discord::flows::locale::of_click(click)
            .await
            .public;
        announce::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
    }
    Ok(())
}
