//! A player's turn: the "Take my turn" button opens their ephemeral panel (their hand as
//! a picture, and menus for the tile, spot, facing and spell order), a preview of the
//! outcome, Confirm; then the new board goes to the game's thread with a ping.
//!
//! Each step re-reads the turn from the table service and checks the version the panel
//! was built at: a panel from an earlier turn is refused, never acted upon.

use tracing::warn;

use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::later::{AiToFollow, Played};
use crate::frontends::discord::desk::{Desk, Refusal, TableView, TurnView};
use crate::frontends::discord::flows::announce;
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::flows::locale;
use crate::frontends::discord::flows::step_panel;
use crate::frontends::discord::views::rivality::panel::{self, Picked, Step};
use crate::frontends::discord::views::rivality::panel_view;
use crate::frontends::discord::views::steps::Picks;
use crate::frontends::discord::views::with_picture::panel_with_picture;
use crate::frontends::discord::wire::custom_id::Action;
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
    let rows = panel_view::components(lang, turn.table, turn.version, picked, &step, page);
    let prompt = panel_view::prompt(lang, &step, page);
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

/// "Take my turn": a new ephemeral panel.
pub async fn open_panel(click: &Click<'_>) -> Result<(), Error> {
    let work = async {
        let lang = locale::of_click(click).await.private;
        match current_turn(click, lang).await {
            Ok(turn)
                if crate::frontends::discord::flows::rivalry::setup::setup_side(&turn)
                    .is_some() =>
            {
                Answer {
                    target: Target::NewMessage,
                    ..crate::frontends::discord::flows::rivalry::setup::open(lang, &turn)
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
    let mut ai_to_follow: Option<AiToFollow> = None;
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
            .play_or_save(
                table,
                click.user(),
                notation.clone(),
                click.id.version,
                lang,
            )
            .await
        {
            Ok(Played::Whole(view)) => {
                played = Some(view);
                Answer::update(
                    tr!(lang, "panel-played", notation = notation.as_str()),
                    vec![],
                )
            }
            // The AI's thinking pool is full: the move is saved, the click answered now.
            Ok(Played::AiToFollow(saved)) => {
                ai_to_follow = Some(saved);
                Answer::update(
                    tr!(lang, "panel-saved", notation = notation.as_str()),
                    vec![],
                )
            }
            Err(refusal) => refusal.answer(lang, table),
        }
    };
    click.answer(Target::UpdateClicked, work).await?;
    if let Some(saved) = ai_to_follow {
        match click.desk.ai_answer(saved).await {
            Ok(view) => played = Some(view),
            // The move is saved: the background task plays the AI's turn and posts it.
            Err(refusal) => warn!(table, ?refusal, "the AI's answer is left to the background"),
        }
    }
    if let Some(view) = played {
        announce::announce(&click.ctx.http, click.desk.as_ref(), &view, langs.public).await;
    }
    Ok(())
}
