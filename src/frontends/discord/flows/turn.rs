//! A player's turn: the "Take my turn" button opens their ephemeral panel (their hand as
//! a picture, and menus for the tile, spot, facing and spell order), a preview of the
//! outcome, Confirm; then the new board goes to the game's thread with a ping.
//!
//! Each step re-reads the turn from the table service and checks the version the panel
//! was built at: a panel from an earlier turn is refused, never acted upon.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::{Desk, Refusal, Status, TableView, TurnView};
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::stale_turns;
use crate::frontends::discord::flows::stale_turns::Stale;
use crate::frontends::discord::flows::step_panel;
use crate::frontends::discord::views::messages::turn_message_due;
use crate::frontends::discord::views::panel::{self, Picked, Step};
use crate::frontends::discord::views::steps::Picks;
use crate::frontends::discord::wire::custom_id::Action;
use crate::frontends::discord::wire::post;
use crate::frontends::discord::wire::post::PostError;
use crate::frontends::discord::wire::respond::{Answer, Target};
use crate::i18n::Lang;
use crate::tr;

/// The turn, if it is `who`'s and still at the version the component was built at.
async fn current_turn(click: &Click<'_>, lang: Lang) -> Result<TurnView, Refusal> {
    let turn = match click.desk.turn(click.id.table, click.user(), lang).await {
        Ok(turn) => turn,
        // Not their turn *now*, on a component from before: the precise answer is that
        // the game moved on (a second tap on Confirm, an old panel).
        Err(Refusal::NotYourTurn { whose }) => {
            let view = click.desk.view(click.id.table).await?;
            return Err(if view.version != click.id.version {
                Refusal::MovedOn
            } else {
                Refusal::NotYourTurn { whose }
            });
        }
        Err(refusal) => return Err(refusal),
    };
    // At a step of sealed moves the others' submissions move the version on, but this
    // player's move is still theirs to send.
    if turn.version != click.id.version && !turn.sealed {
        return Err(Refusal::MovedOn);
    }
    Ok(turn)
}

/// The panel at `picked` (and spot `page`), with the hand or the preview picture.
pub async fn panel_answer(
    lang: Lang,
    desk: &Desk,
    who: u64,
    turn: &TurnView,
    picked: &Picked,
    page: usize,
) -> Answer {
    let step = panel::next_step(&turn.moves, picked);
    let rows = panel::components(lang, turn.table, turn.version, picked, &step, page);
    let prompt = panel::prompt(lang, &step, page);
    let mut text = format!(
        "{prompt}\n{}",
        tr!(lang, "panel-hand", hand = turn.hand.as_str())
    );
    let table = turn.table;
    let picture = match &step {
        Step::Ready { notation } => match desk.preview(table, who, notation.clone(), lang).await {
            Ok(preview) => {
                text = format!("{prompt}\n{}", preview.words);
                Ok(("preview.png", preview.png))
            }
            Err(refusal) => {
                text = prompt;
                Err(refusal)
            }
        },
        _ => desk
            .picture(table, turn.version, Some(who), lang)
            .await
            .map(|png| ("hand.png", png)),
    };
    panel_with_picture(table, text, rows, picture)
}

/// A panel's ephemeral answer, with its picture when there is one (a panel without it
/// still plays).
pub fn panel_with_picture(
    table: u64,
    text: String,
    components: Vec<serenity::CreateActionRow>,
    picture: Result<(&str, Vec<u8>), Refusal>,
) -> Answer {
    let answer = Answer {
        text,
        components,
        ephemeral: true,
        ..Answer::default()
    };
    match picture {
        Ok((name, png)) => answer.with_file(name, png),
        Err(refusal) => {
            warn!(table, ?refusal, "no picture for a panel");
            answer
        }
    }
}

/// "Take my turn": a new ephemeral panel.
pub async fn open_panel(click: &Click<'_>) -> Result<(), Error> {
    let work = async {
        let lang = locale::of_click(click).await.private;
        match current_turn(click, lang).await {
            Ok(turn)
                if crate::frontends::discord::flows::rivalry_setup::setup_side(&turn).is_some() =>
            {
                Answer {
                    target: Target::NewMessage,
                    ..crate::frontends::discord::flows::rivalry_setup::open(lang, &turn)
                        .unwrap_or_default()
                }
            }
            Ok(turn) if step_panel::stepwise(&turn) => {
                let answer = step_panel::panel_answer(
                    lang,
                    click.desk.as_ref(),
                    click.user(),
                    &turn,
                    &Picks::default(),
                )
                .await;
                Answer {
                    ephemeral: true,
                    target: Target::NewMessage,
                    ..answer
                }
            }
            Ok(turn) => {
                let answer = panel_answer(
                    lang,
                    click.desk.as_ref(),
                    click.user(),
                    &turn,
                    &Picked::default(),
                    0,
                )
                .await;
                Answer {
                    ephemeral: true,
                    target: Target::NewMessage,
                    ..answer
                }
            }
            Err(refusal) => refusal.answer(lang, click.id.table),
        }
    };
    click.answer(Target::NewMessage, work).await
}

/// A choice in the panel, Back, or another page of spots: the panel's next state.
pub async fn panel_step(click: &Click<'_>) -> Result<(), Error> {
    let work = async {
        let lang = locale::of_click(click).await.private;
        let turn = match current_turn(click, lang).await {
            Ok(turn) => turn,
            Err(refusal) => return refusal.answer(lang, click.id.table),
        };
        if matches!(
            click.id.action,
            Action::Pick | Action::Unpick | Action::Change
        ) {
            return match step_panel::step(lang, click, &turn).await {
                Ok(answer) => answer,
                Err(e) => {
                    warn!(table = click.id.table, error = %e, "a panel step failed");
                    Answer::ephemeral(tr!(lang, "panel-failed"))
                }
            };
        }
        let arg = click.id.arg.as_deref();
        let (picked, page) = match click.id.action {
            Action::Page => match arg.and_then(panel::decode_page) {
                Some((picked, page)) => (Some(picked), page),
                None => (None, 0),
            },
            Action::Back => (Picked::decode(arg).map(|p| panel::back(&turn.moves, &p)), 0),
            action => (
                Picked::decode(arg).and_then(|p| pick(p, action, click.selected())),
                0,
            ),
        };
        let Some(picked) = picked else {
            return Refusal::MovedOn.answer(lang, click.id.table);
        };
        let answer = panel_answer(
            lang,
            click.desk.as_ref(),
            click.user(),
            &turn,
            &picked,
            page,
        )
        .await;
        Answer {
            target: Target::UpdateClicked,
            ..answer
        }
    };
    click.answer(Target::UpdateClicked, work).await
}

/// The choices after picking `value` at the step named by `action`.
fn pick(mut picked: Picked, action: Action, value: Option<&str>) -> Option<Picked> {
    let value = value?.to_string();
    match action {
        Action::Tile => {
            picked = Picked {
                tile: Some(value),
                ..Picked::default()
            }
        }
        Action::Spot => picked.cell = Picked::decode(Some(&format!("x.{value}")))?.cell,
        Action::Facing => picked.facing = value.chars().next().filter(|c| "nesw".contains(*c)),
        Action::Order => picked.order = Some(value),
        _ => return None,
    }
    Some(picked)
}

/// Confirm, Mulligan, or a removal choice: plays the move.
pub async fn submit(click: &Click<'_>) -> Result<(), Error> {
    let table = click.id.table;
    let mut played: Option<TableView> = None;
    let langs = locale::of_click(click).await;
    let lang = langs.private;
    let work = async {
        let turn = match current_turn(click, lang).await {
            Ok(turn) => turn,
            Err(refusal) => return refusal.answer(lang, table),
        };
        let notation = match click.id.action {
            Action::Mulligan => "mulligan".to_string(),
            Action::Remove => format!("remove {}", click.id.arg.as_deref().unwrap_or("")),
            Action::Play => match step_panel::confirmed(&turn, click.id.arg.as_deref()) {
                Some(notation) => notation,
                None => return Refusal::MovedOn.answer(lang, table),
            },
            _ => match Picked::decode(click.id.arg.as_deref())
                .map(|p| panel::next_step(&turn.moves, &p))
            {
                Some(Step::Ready { notation }) => notation,
                _ => return Refusal::MovedOn.answer(lang, table),
            },
        };
        match click
            .desk
            .play(
                table,
                click.user(),
                notation.clone(),
                click.id.version,
                lang,
            )
            .await
        {
            Ok(view) => {
                played = Some(view);
                Answer::update(
                    tr!(lang, "panel-played", notation = notation.as_str()),
                    vec![],
                )
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(view) = played {
        announce(&click.ctx.http, click.desk.as_ref(), &view, langs.public).await;
    }
    Ok(())
}

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
        text.push_str(&tr!(
            lang,
            "posts-your-turn",
            player = crate::frontends::discord::views::messages::mention(*player)
        ));
    }
    if crate::frontends::discord::flows::rematch::offers_rematch(view) {
        rows.push(crate::frontends::discord::flows::rematch::rematch_row(
            lang,
            view.table,
            view.version,
            None,
        ));
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
