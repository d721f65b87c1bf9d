//! A new version of a game posted in its place: the board, what happened, the players to
//! move pinged (and DMed when they asked); a failed post reported, so that the
//! background task posts it again or the players hear that the game paused.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use crate::frontends::discord::desk::{Desk, Status, TableView};
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::rehome::{self, Rehoming};
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
    if let Some(url) = desk.board_url(view.table).await {
        rows.push(crate::frontends::discord::views::board_link::board_link_row(lang, &url));
    }
    let ping: Vec<serenity::UserId> = view
        .to_move
        .iter()
        .chain(&view.also_to_move)
        .map(|u| serenity::UserId::new(*u))
        .collect();
    let place =
        match post_or_rehome(http, desk, view, place, (&text, picture), &ping, rows, lang).await {
            Ok(place) => place,
            Err(e) => {
                error!(table = view.table, error = %e, "could not post the board");
                if view.since == Some(view.version) {
                    // A reminder (its version was posted before): not sent, so due again.
                    if let Err(refusal) = desk.reminder_failed(view.table, view.version).await {
                        error!(
                            table = view.table,
                            ?refusal,
                            "a failed reminder not put back"
                        );
                    }
                }
                report_failure(http, desk, view, &e, lang).await;
                return;
            }
        };
    let channel = serenity::ChannelId::new(place);
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

/// Posts the board in `place`; where Discord refuses it for good, in the next new home
/// ([`Rehoming`]) that takes it, which becomes the game's place, its players told by DM.
/// Returns where it was posted; the last failure otherwise.
#[allow(clippy::too_many_arguments)]
async fn post_or_rehome(
    http: &serenity::Http,
    desk: &Desk,
    view: &TableView,
    place: u64,
    (text, picture): (&str, Option<(&str, Vec<u8>)>),
    ping: &[serenity::UserId],
    rows: Vec<serenity::CreateActionRow>,
    lang: Lang,
) -> Result<u64, PostError> {
    let post_in = |at: u64| {
        let picture = picture.clone();
        let rows = rows.clone();
        async move {
            post::post_public(
                http,
                serenity::ChannelId::new(at),
                text,
                picture,
                ping,
                rows,
            )
            .await
        }
    };
    let refused = match post_in(place).await {
        Ok(_) => return Ok(place),
        Err(PostError::Lost(why)) => why,
        Err(later) => return Err(later),
    };
    warn!(table = view.table, place, error = %refused, "the game's place refuses its posts: a new home");
    let mut rehoming = Rehoming::after(place);
    let mut last = PostError::Lost(refused);
    while let Some(home) = rehoming.next(http, view).await? {
        let posted = post_in(home.place).await;
        if home.made && posted.is_err() {
            // Not left empty: a later try makes another.
            post::remove_thread(http, serenity::ChannelId::new(home.place)).await;
        }
        match posted {
            Ok(_) => {
                if let Err(refusal) = desk.set_place(view.table, home.place).await {
                    // Posted there, but still recorded in the old place: tried again.
                    error!(table = view.table, ?refusal, "a new home not recorded");
                    return Err(PostError::Later(format!("{refusal:?}")));
                }
                rehome::tell_players(http, view, home, lang).await;
                return Ok(home.place);
            }
            Err(PostError::Lost(why)) => {
                warn!(table = view.table, place = home.place, error = %why, "a new home refused too");
                rehoming.refused(home.place);
                last = PostError::Lost(why);
            }
            Err(later) => return Err(later),
        }
    }
    Err(last)
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
