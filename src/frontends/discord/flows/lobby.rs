//! The lobby's buttons: Join, Leave, Start now, Cancel. When the last seat is taken (or
//! the creator starts early, the AI taking the empty seats) the game starts in a new
//! thread, with its board and a ping for the first player.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Player, Refusal, Status, TableView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::views::messages::{lobby_message, Lobby};
use crate::frontends::discord::wire::custom_id::Action;
use crate::frontends::discord::wire::post;
use crate::frontends::discord::wire::respond::{Answer, Target};
use crate::frontends::discord::wire::where_to_play;
use crate::i18n::Lang;
use crate::tr;

/// The lobby as the views draw it.
pub fn lobby_of(view: &TableView) -> Lobby {
    Lobby {
        table: view.table,
        version: view.version,
        title: view.title.clone(),
        seats: view.seats,
        seated: view.seated.iter().map(|p| p.id).collect(),
        invited: view.invited.clone(),
        creator: view.creator,
        deadline_secs: view.deadline_secs,
        when_late: view.when_late,
    }
}

/// The name a user goes by here (their server nickname, else their display name), as
/// Discord markdown that shows it as typed (see [`super::markdown`]).
pub fn display_name(member: Option<&serenity::Member>, user: &serenity::User) -> String {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    crate::frontends::discord::wire::markdown::escape_name(&name)
}

pub async fn click(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let who = click.user();
    let interaction = click.interaction;
    let langs = locale::of_click(click).await;
    // Where the game goes once started: filled in while answering, used after.
    let mut started: Option<TableView> = None;
    let work = async {
        let result = match click.id.action {
            Action::Join => {
                let name = display_name(interaction.member.as_ref(), &interaction.user);
                click.desk.join(table, Player { id: who, name }).await
            }
            Action::Leave => click.desk.leave(table, who).await,
            Action::Cancel => click.desk.cancel(table, who).await,
            Action::Start => click.desk.start_now(table, who).await,
            // The router sends only lobby actions here.
            _ => {
                return Answer::ephemeral(
                    crate::frontends::discord::wire::custom_id::ComponentIdError::UnknownAction
                        .user_message(),
                );
            }
        };
        let view = match result {
            Ok(view) => view,
            Err(refusal) => return lobby_refusal(langs.private, click.id.action, &refusal, table),
        };
        match view.status {
            Status::Lobby => {
                let (text, rows) = lobby_message(
                    crate::frontends::discord::flows::locale::of_click(click)
                        .await
                        .public,
                    &lobby_of(&view),
                );
                Answer::update(text, rows)
            }
            Status::Cancelled => Answer::update(
                tr!(langs.public, "lobby-cancelled", table = table.to_string()),
                vec![],
            ),
            Status::Running | Status::Finished => {
                let place = open_thread(click, &view).await;
                let (title, number) = (view.title.as_str(), table.to_string());
                let text = match place {
                    Some(place) => tr!(
                        langs.public,
                        "lobby-started-in",
                        title = title,
                        table = number,
                        place = format!("<#{place}>")
                    ),
                    // Discord failed: the background task opens the thread and posts.
                    None => tr!(
                        langs.public,
                        "lobby-started-soon",
                        title = title,
                        table = number
                    ),
                };
                started = Some(TableView { place, ..view });
                Answer::update(text, vec![])
            }
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = started {
        let lang = crate::frontends::discord::flows::locale::of_click(click)
            .await
            .public;
        announce::announce(&click.ctx.http, click.desk.as_ref(), &view, lang).await;
    }
    Ok(())
}

/// A refusal to a lobby button: Start now has its own words for the common cases.
fn lobby_refusal(lang: Lang, action: Action, refusal: &Refusal, table: u64) -> Answer {
    let number = table.to_string();
    match (action, refusal) {
        (Action::Start, Refusal::NotTheCreator) => {
            Answer::ephemeral(tr!(lang, "lobby-start-not-creator", table = number))
        }
        (Action::Start, Refusal::NotALobby) => {
            Answer::ephemeral(tr!(lang, "lobby-start-not-a-lobby", table = number))
        }
        _ => refusal.answer(lang, table),
    }
}

/// Opens the game's thread on the lobby message, and tells the table service. `None`
/// when Discord failed for now: the game has no place yet, and its clocks wait until the
/// background task has opened the thread and posted the board.
async fn open_thread(click: &Click<'_>, view: &TableView) -> Option<u64> {
    let names: Vec<String> = view.seated.iter().map(|p| p.name.clone()).collect();
    let name = post::thread_name(&view.game, view.table, &names);
    let channel = click.interaction.channel_id;
    let lobby = Some(click.interaction.message.id);
    let spot = where_to_play::Spot::of(click.interaction.channel.as_ref().map(|c| c.kind));
    let place = if where_to_play::threads_allowed(click.interaction.app_permissions, spot) {
        post::try_open_game_place(&click.ctx.http, channel, lobby, &name)
            .await
            .ok()?
    } else {
        // A lobby in a thread, or where the bot makes no thread: played right here.
        channel
    };
    if let Err(refusal) = click.desk.set_place(view.table, place.get()).await {
        tracing::error!(
            table = view.table,
            ?refusal,
            "could not record the game's thread"
        );
        return None;
    }
    Some(place.get())
}
