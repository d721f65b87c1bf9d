//! A new version of a game posted in its place: the board, what happened, the players to
//! move pinged (and DMed when they asked); a failed post reported, so that the
//! background task posts it again or the players hear that the game paused.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use crate::frontends::discord::desk::{Desk, Status, TableView};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::stale_turns::{self, Stale};
use crate::frontends::discord::views::messages::{mention, turn_message_due};
use crate::frontends::discord::views::rematch::{offers_rematch, rematch_row};
use crate::frontends::discord::wire::post::{self, PostError};
use crate::i18n::Lang;
use crate::tr;

/// Posts the public board and what happened in the game's place, pinging the player to
/// move, and tells the desk it was posted. The move itself is saved already: a failed
/// post is reported to the desk, whose background task posts it again later. `lang` is
/// the place's public language ([`locale`]); the DMs it sends follow the server's choice.
pub async fn announce(http: &serenity::Http, desk: &Desk, view: &TableView, lang: Lang) {
    if let (None, Status::Cancelled, Some(channel)) = (view.place, view.status, view.lobby_channel)
    {
        // A lobby cancelled by a moderator: said where it was posted, its buttons off.
        let channel = serenity::ChannelId::new(channel);
        let text = view.account.join("\n");
        if let Err(e) = post::post_public(http, channel, &text, None, &[], vec![]).await {
            warn!(table = view.table, error = %e, "could not post a lobby's cancellation");
        }
        stale_turns::disable(http, channel, view.table, Stale::All).await;
        return;
    }
    let Some(place) = view.place else {
        // Its thread could not be opened yet: the background task opens it and posts.
        warn!(table = view.table, "a started game without a place yet");
        report_failure(
            http,
            desk,
            view,
            &PostError::Later("no place yet".into()),
            lang,
        )
        .await;
        return;
    };
    let picture = match desk.picture(view.table, view.version, None, lang).await {
        Ok(png) => Some(("board.png", png)),
        Err(refusal) => {
            warn!(table = view.table, ?refusal, "no board picture");
            None
        }
    };
    let (mut text, mut rows) = turn_message_due(
        lang,
        view.table,
        view.version,
        &view.account,
        view.to_move,
        view.due,
    );
    // Every other player who must act now too is told in the same post.
    for player in &view.also_to_move {
        text.push('\n');
        text.push_str(&tr!(lang, "posts-your-turn", player = mention(*player)));
    }
    if offers_rematch(view) {
        rows.push(rematch_row(lang, view.table, view.version, None));
    }
    let ping: Vec<serenity::UserId> = view
        .to_move
        .iter()
        .chain(&view.also_to_move)
        .map(|u| serenity::UserId::new(*u))
        .collect();
    let channel = serenity::ChannelId::new(place);
    if let Err(e) = post::post_public(http, channel, &text, picture, &ping, rows).await {
        error!(table = view.table, error = %e, "could not post the board");
        report_failure(http, desk, view, &e, lang).await;
        return;
    }
    if let Err(refusal) = desk.announced(view.table, view.since, view.version).await {
        // Posted, but not marked: it may be posted twice, never lost.
        warn!(table = view.table, ?refusal, "a post not marked as made");
    }
    let stale = match view.status {
        // Over: no turn is left to take.
        Status::Finished | Status::Cancelled => Stale::TurnsBefore(u64::MAX),
        _ => Stale::TurnsBefore(view.version),
    };
    stale_turns::disable(http, channel, view.table, stale).await;
    let dms = view.to_move.filter(|_| view.dm_to_move);
    for player in dms.iter().chain(&view.dm_also_to_move) {
        let text = tr!(
            lang,
            "posts-dm-your-turn",
            title = view.title.as_str(),
            table = view.table.to_string(),
            place = place.to_string()
        );
        post::dm(http, serenity::UserId::new(*player), &text).await;
    }
}

/// The language of a game's posts when no interaction is at hand (the background task):
/// its server's choice, else its Discord locale as the last interaction there showed it
/// (`locale::server_lang` remembers it), else English.
pub async fn place_lang(desk: &Desk, view: &TableView) -> Lang {
    locale::server_lang(desk, view.guild, None).await
}

/// Reports a failed post to the desk; when the place is lost for good, the game pauses
/// and its players are told by DM (those who accept DMs from the bot), in `lang`.
pub async fn report_failure(
    http: &serenity::Http,
    desk: &Desk,
    view: &TableView,
    error: &PostError,
    lang: Lang,
) {
    let lost = matches!(error, PostError::Lost(_));
    match desk.announce_failed(view.table, lost).await {
        Ok(true) => {
            let place = view
                .place
                .map(|p| format!(" {}", tr!(lang, "posts-in-place", place = p.to_string())))
                .unwrap_or_default();
            let text = tr!(
                lang,
                "posts-dm-lost-place",
                place = place,
                title = view.title.as_str(),
                table = view.table.to_string()
            );
            for player in view.seated.iter().filter(|p| p.id != 0) {
                post::dm(http, serenity::UserId::new(player.id), &text).await;
            }
        }
        Ok(false) => {}
        Err(refusal) => error!(table = view.table, ?refusal, "a failed post not recorded"),
    }
}
