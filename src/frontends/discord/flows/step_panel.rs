//! The step-by-step turn panel on Discord ([`super::steps`]): each question as buttons
//! (five answers or fewer: one tap on a phone) or a menu (in pages of 25), Back, and at
//! the end a preview of the move with Confirm.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::data::Error;
use crate::frontends::discord::desk::Refusal;
use crate::frontends::discord::desk::{Desk, TurnView};
use crate::frontends::discord::flows::click::Click;
use crate::frontends::discord::views::rivality::panel_view::MENU_SIZE;
use crate::frontends::discord::views::steps::{self, Answered, Picks, Stage};
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::respond::{Answer, Target};
use crate::i18n::Lang;
use crate::tr;

/// The most answers shown as buttons: one row.
const MAX_BUTTONS: usize = 5;
/// Discord's limit on a button's or an option's label.
const MAX_LABEL: usize = 80;

/// Whether this turn is built with the step-by-step panel.
pub fn stepwise(turn: &TurnView) -> bool {
    !turn.steps.is_empty()
}

fn label(text: &str) -> String {
    if text.chars().count() <= MAX_LABEL {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MAX_LABEL - 1).collect();
    cut.push('…');
    cut
}

fn summary(so_far: &[Answered]) -> String {
    so_far
        .iter()
        .map(|a| format!("• {} **{}**", a.question, a.label))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The components of the panel at `stage`.
pub fn components(
    lang: Lang,
    table: u64,
    version: u64,
    stage: &Stage,
) -> Vec<serenity::CreateActionRow> {
    let id = |action: Action, picks: &Picks| {
        let id = ComponentId::new(table, version, action);
        picks.encode().map(|arg| id.with_arg(arg).to_string())
    };
    let button = |action: Action, picks: &Picks, text: &str, style: serenity::ButtonStyle| {
        id(action, picks).map(|id| {
            serenity::CreateButton::new(id)
                .label(label(text))
                .style(style)
        })
    };
    let mut rows = Vec::new();
    let mut last_row = Vec::new();
    let (so_far, picks) = match stage {
        Stage::Ask {
            so_far,
            answers,
            picks,
            question,
        } => {
            if answers.len() <= MAX_BUTTONS {
                let buttons: Vec<serenity::CreateButton> = answers
                    .iter()
                    .enumerate()
                    .filter_map(|(i, a)| {
                        button(
                            Action::Pick,
                            &picks.and(i),
                            &a.label,
                            serenity::ButtonStyle::Primary,
                        )
                    })
                    .collect();
                rows.push(serenity::CreateActionRow::Buttons(buttons));
            } else {
                let pages = answers.len().div_ceil(MENU_SIZE);
                let page = picks.page.min(pages - 1);
                let options = answers
                    .iter()
                    .enumerate()
                    .skip(page * MENU_SIZE)
                    .take(MENU_SIZE)
                    .map(|(i, a)| {
                        serenity::CreateSelectMenuOption::new(label(&a.label), i.to_string())
                    })
                    .collect();
                let kind = serenity::CreateSelectMenuKind::String { options };
                if let Some(id) = id(Action::Pick, picks) {
                    rows.push(serenity::CreateActionRow::SelectMenu(
                        serenity::CreateSelectMenu::new(id, kind).placeholder(label(question)),
                    ));
                }
                let turn_page = |to: usize, text: String| {
                    let at = Picks {
                        picked: picks.picked.clone(),
                        page: to,
                    };
                    button(Action::Pick, &at, &text, serenity::ButtonStyle::Secondary)
                };
                if page > 0 {
                    last_row.extend(turn_page(page - 1, tr!(lang, "panel-previous")));
                }
                if page + 1 < pages {
                    last_row.extend(turn_page(page + 1, tr!(lang, "panel-next")));
                }
            }
            (so_far, picks)
        }
        Stage::Ready { so_far, picks, .. } => {
            last_row.extend(button(
                Action::Play,
                picks,
                &tr!(lang, "panel-confirm"),
                serenity::ButtonStyle::Success,
            ));
            (so_far, picks)
        }
        Stage::Gone => return rows,
    };
    if so_far.iter().any(|a| !a.forced) {
        last_row.extend(button(
            Action::Unpick,
            picks,
            &tr!(lang, "panel-back"),
            serenity::ButtonStyle::Secondary,
        ));
    }
    if !last_row.is_empty() {
        rows.push(serenity::CreateActionRow::Buttons(last_row));
    }
    rows.extend(crate::frontends::discord::flows::step_change::change_row(
        lang, table, version, so_far, picks,
    ));
    rows
}

/// The panel at `picks`: the summary of the answers so far, the question or the preview,
/// and the board as the player sees it (or the move previewed).
pub async fn panel_answer(
    lang: Lang,
    desk: &Desk,
    who: u64,
    turn: &TurnView,
    picks: &Picks,
) -> Answer {
    let stage = steps::stage(&turn.moves, &turn.steps, picks);
    let table = turn.table;
    let mut text = summary(match &stage {
        Stage::Ask { so_far, .. } | Stage::Ready { so_far, .. } => so_far,
        Stage::Gone => &[],
    });
    let picture = match &stage {
        Stage::Gone => return Answer::ephemeral(tr!(lang, "panel-gone")),
        Stage::Ask { question, .. } => {
            text = format!("{text}\n**{question}**").trim_start().to_string();
            desk.picture(table, turn.version, Some(who), lang)
                .await
                .map(|png| ("board.png", png))
        }
        Stage::Ready { notation, .. } => {
            match desk.preview(table, who, notation.clone(), lang).await {
                Ok(preview) => {
                    let ready = tr!(lang, "panel-prompt-ready", notation = notation.as_str());
                    text = format!("{text}\n{}\n{ready}", preview.words)
                        .trim_start()
                        .to_string();
                    Ok(("preview.png", preview.png))
                }
                Err(refusal) => return refusal.answer(lang, table),
            }
        }
    };
    if !turn.hand.is_empty() {
        text.push_str(&format!("\n{}", turn.hand));
    }
    let rows = components(lang, table, turn.version, &stage);
    crate::frontends::discord::views::with_picture::panel_with_picture(table, text, rows, picture)
}

/// An answer picked, another page of answers, or Back: the panel's next state.
pub async fn step(lang: Lang, click: &Click<'_>, turn: &TurnView) -> Result<Answer, Error> {
    let arg = click.id.arg.as_deref().unwrap_or("");
    let Some(picks) = Picks::decode(arg) else {
        return Ok(Refusal::MovedOn.answer(lang, click.id.table));
    };
    let picks = match click.id.action {
        Action::Unpick => steps::back(&turn.moves, &turn.steps, &picks),
        Action::Change => {
            use crate::frontends::discord::flows::step_change::{ask_again, read, ChangeClick};
            let answer = match read(turn, &picks, click.selected()) {
                Some(ChangeClick::Ask { old, step }) => {
                    ask_again(lang, click.desk.as_ref(), click.user(), turn, &old, step).await
                }
                Some(ChangeClick::Changed(picks)) => {
                    panel_answer(lang, click.desk.as_ref(), click.user(), turn, &picks).await
                }
                None => Refusal::MovedOn.answer(lang, click.id.table),
            };
            return Ok(Answer {
                target: Target::UpdateClicked,
                ..answer
            });
        }
        // A menu's answer comes as its value; a button's is in its id already.
        _ => match click.selected().map(str::parse::<usize>) {
            Some(Ok(answer)) => picks.and(answer),
            Some(Err(_)) => return Ok(Refusal::MovedOn.answer(lang, click.id.table)),
            None => picks,
        },
    };
    let answer = panel_answer(lang, click.desk.as_ref(), click.user(), turn, &picks).await;
    Ok(Answer {
        target: Target::UpdateClicked,
        ..answer
    })
}

/// The move Confirm plays: the one its picks build, if they still build one.
pub fn confirmed(turn: &TurnView, arg: Option<&str>) -> Option<String> {
    match steps::stage(&turn.moves, &turn.steps, &Picks::decode(arg?)?) {
        Stage::Ready { notation, .. } => Some(notation),
        _ => None,
    }
}
