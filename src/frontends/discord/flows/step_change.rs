//! Changing one answer of the step-by-step panel without undoing the others: "Change an
//! answer…" lists the answers given; the one chosen is asked again, and the answers after
//! it are kept where they are still possible ([`steps::changed`]).
//!
//! Both clicks carry everything in the component's id, as the panel does: the menu of
//! answers to change has the picks so far (values `c<step>`); a changed answer's menu has
//! them too, with the step in the picks' page field (values: the answer's index).

use poise::serenity_prelude as serenity;

use crate::frontends::discord::desk::{Desk, Refusal, TurnView};
use crate::frontends::discord::views::rivality::panel_view::MENU_SIZE;
use crate::frontends::discord::views::steps::{self, Answered, Picks, Stage};
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::discord::wire::respond::Answer;
use crate::i18n::Lang;
use crate::tr;

/// Discord's limit on a menu option's label.
const MAX_OPTION: usize = 100;
/// The most answers shown as buttons: one row.
const MAX_BUTTONS: usize = 5;

fn cut(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(most - 1).collect();
    cut.push('…');
    cut
}

/// The menu "Change an answer…", when an answer was a real choice.
pub fn change_row(
    lang: Lang,
    table: u64,
    version: u64,
    so_far: &[Answered],
    picks: &Picks,
) -> Option<serenity::CreateActionRow> {
    let options: Vec<serenity::CreateSelectMenuOption> = so_far
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.forced)
        .take(MENU_SIZE)
        .map(|(step, a)| {
            let text = cut(&format!("{} {}", a.question, a.label), MAX_OPTION);
            serenity::CreateSelectMenuOption::new(text, format!("c{step}"))
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let arg = Picks {
        picked: picks.picked.clone(),
        page: 0,
    }
    .encode()?;
    let id = ComponentId::new(table, version, Action::Change).with_arg(arg);
    let kind = serenity::CreateSelectMenuKind::String { options };
    Some(serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(id.to_string(), kind)
            .placeholder(tr!(lang, "panel-change-menu")),
    ))
}

/// What a click on either menu leads to: the question of the answer to change, or the
/// panel with it changed.
pub enum ChangeClick {
    Ask { old: Picks, step: usize },
    Changed(Picks),
}

/// Reads a click on a `change` component: `c<step>` picks the answer to change; a number
/// is the new answer of the step in the picks' page field.
pub fn read(turn: &TurnView, picks: &Picks, value: Option<&str>) -> Option<ChangeClick> {
    let old = Picks {
        picked: picks.picked.clone(),
        page: 0,
    };
    let value = value?;
    if let Some(step) = value.strip_prefix('c') {
        let step = step.parse().ok()?;
        return (step < old.picked.len()).then_some(ChangeClick::Ask { old, step });
    }
    let answer = value.parse().ok()?;
    let step = picks.page;
    (step < old.picked.len())
        .then(|| ChangeClick::Changed(steps::changed(&turn.moves, &turn.steps, &old, step, answer)))
}

/// The panel asking step `step` again, the other answers shown as they stand.
pub async fn ask_again(
    lang: Lang,
    desk: &Desk,
    who: u64,
    turn: &TurnView,
    old: &Picks,
    step: usize,
) -> Answer {
    let before = Picks {
        picked: old.picked.iter().take(step).copied().collect(),
        page: 0,
    };
    let (table, version) = (turn.table, turn.version);
    let Stage::Ask {
        question, answers, ..
    } = steps::stage(&turn.moves, &turn.steps, &before)
    else {
        return Refusal::MovedOn.answer(lang, table);
    };
    let id = |action: Action, picks: &Picks| {
        picks.encode().map(|arg| {
            ComponentId::new(table, version, action)
                .with_arg(arg)
                .to_string()
        })
    };
    let mut rows = Vec::new();
    if answers.len() <= MAX_BUTTONS {
        let buttons = answers
            .iter()
            .enumerate()
            .filter_map(|(i, a)| {
                let picks = steps::changed(&turn.moves, &turn.steps, old, step, i);
                id(Action::Pick, &picks).map(|id| {
                    serenity::CreateButton::new(id)
                        .label(cut(&a.label, 80))
                        .style(serenity::ButtonStyle::Primary)
                })
            })
            .collect();
        rows.push(serenity::CreateActionRow::Buttons(buttons));
    } else {
        let options = answers
            .iter()
            .enumerate()
            .take(MENU_SIZE)
            .map(|(i, a)| serenity::CreateSelectMenuOption::new(cut(&a.label, 100), i.to_string()))
            .collect();
        let at = Picks {
            picked: old.picked.clone(),
            page: step,
        };
        if let Some(id) = id(Action::Change, &at) {
            let kind = serenity::CreateSelectMenuKind::String { options };
            rows.push(serenity::CreateActionRow::SelectMenu(
                serenity::CreateSelectMenu::new(id, kind).placeholder(cut(&question, 100)),
            ));
        }
    }
    // The answer given is among them: choosing it again keeps everything as it was.
    let text = tr!(lang, "panel-change-ask", question = question.as_str());
    let answer = Answer {
        text,
        components: rows,
        ephemeral: true,
        ..Answer::default()
    };
    match desk.picture(table, version, Some(who), lang).await {
        Ok(png) => answer.with_file("board.png", png),
        Err(_) => answer,
    }
}
