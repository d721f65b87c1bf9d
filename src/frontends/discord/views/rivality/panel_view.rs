//! How the turn panel looks: labels, the prompt, and the components of each step.

use std::str::FromStr;

use poise::serenity_prelude as serenity;

use crate::engines::rivality::{TileId, TileKind};
use crate::frontends::discord::views::rivality::panel::{encode_cell, Picked, Step, WIZARD};
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::i18n::Lang;
use crate::tr;

/// Discord's limit of options in one select menu.
pub const MENU_SIZE: usize = 25;

/// A tile as players read it: `A7 · Cottage (2 VP)`.
pub fn tile_label(lang: Lang, tile: &str) -> String {
    match TileId::from_str(tile) {
        Ok(id) => {
            let kind = match id.kind() {
                TileKind::WellOfMana => "well-of-mana",
                TileKind::StoneCircle => "stone-circle",
                TileKind::Cottage => "cottage",
                TileKind::Fortress => "fortress",
            };
            tr!(
                lang,
                "panel-tile-label",
                tile = tile,
                kind = kind,
                vp = id.kind().vp()
            )
        }
        Err(_) => tile.to_string(),
    }
}

pub fn facing_label(lang: Lang, facing: char) -> String {
    let facing = match facing {
        'n' => "n",
        'e' => "e",
        's' => "s",
        _ => "w",
    };
    tr!(lang, "panel-facing", facing = facing)
}

pub fn order_label(lang: Lang, order: &str) -> String {
    if order == "d" {
        return tr!(lang, "panel-order-default");
    }
    let words: Vec<String> = order
        .chars()
        .map(|c| {
            let edge = match c {
                'l' => "l",
                'f' => "f",
                _ => "r",
            };
            tr!(lang, "panel-edge", edge = edge)
        })
        .collect();
    let text = words.join(", ");
    let mut chars = text.chars();
    chars.next().map_or(text.clone(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The text above the panel's components.
pub fn prompt(lang: Lang, step: &Step, page: usize) -> String {
    match step {
        Step::Tile {
            tiles, removals, ..
        } if tiles.is_empty() && !removals.is_empty() => tr!(lang, "panel-prompt-removal"),
        Step::Tile { .. } => tr!(lang, "panel-prompt-tile"),
        Step::Spot { cells, wizard } => {
            let pages = cells.len().div_ceil(MENU_SIZE);
            // A page past the last (a forged id) reads as the last, as the menu shows it.
            let page = page.min(pages.saturating_sub(1));
            let paging = if pages > 1 {
                format!(
                    " {}",
                    tr!(lang, "panel-paging", page = page + 1, pages = pages)
                )
            } else {
                String::new()
            };
            if *wizard {
                tr!(lang, "panel-prompt-wizard", paging = paging)
            } else {
                tr!(lang, "panel-prompt-spot", paging = paging)
            }
        }
        Step::Facing { .. } => tr!(lang, "panel-prompt-facing"),
        Step::Order { .. } => tr!(lang, "panel-prompt-order"),
        Step::Ready { notation } => tr!(lang, "panel-prompt-ready", notation = notation.as_str()),
        Step::Gone => tr!(lang, "panel-gone"),
    }
}

/// The components of a step. `page` only matters for the spot step.
pub fn components(
    lang: Lang,
    table: u64,
    version: u64,
    picked: &Picked,
    step: &Step,
    page: usize,
) -> Vec<serenity::CreateActionRow> {
    let id = |action: Action, arg: Option<String>| {
        let id = ComponentId::new(table, version, action);
        match arg {
            Some(arg) => id.with_arg(arg).to_string(),
            None => id.to_string(),
        }
    };
    let here = picked.encode();
    let menu = |action: Action, placeholder: String, options: Vec<(String, String)>| {
        let options = options
            .into_iter()
            .map(|(label, value)| serenity::CreateSelectMenuOption::new(label, value))
            .collect();
        let kind = serenity::CreateSelectMenuKind::String { options };
        serenity::CreateActionRow::SelectMenu(
            serenity::CreateSelectMenu::new(id(action, here.clone()), kind)
                .placeholder(placeholder),
        )
    };
    let button =
        |action: Action, arg: Option<String>, label: String, style: serenity::ButtonStyle| {
            serenity::CreateButton::new(id(action, arg))
                .label(label)
                .style(style)
        };
    let back = || {
        button(
            Action::Back,
            here.clone(),
            tr!(lang, "panel-back"),
            serenity::ButtonStyle::Secondary,
        )
    };
    let mut rows = Vec::new();
    let mut buttons = Vec::new();
    match step {
        Step::Tile {
            tiles,
            mulligan,
            removals,
        } => {
            if !tiles.is_empty() {
                rows.push(menu(
                    Action::Tile,
                    tr!(lang, "panel-menu-tile"),
                    tiles
                        .iter()
                        .map(|t| (tile_label(lang, t), t.clone()))
                        .collect(),
                ));
            }
            if *mulligan {
                buttons.push(button(
                    Action::Mulligan,
                    None,
                    tr!(lang, "panel-mulligan"),
                    serenity::ButtonStyle::Secondary,
                ));
            }
            for side in removals.iter().take(4) {
                buttons.push(button(
                    Action::Remove,
                    Some(side.clone()),
                    tr!(lang, "panel-remove", side = side.as_str()),
                    serenity::ButtonStyle::Danger,
                ));
            }
        }
        Step::Spot { cells, wizard } => {
            let pages = cells.len().div_ceil(MENU_SIZE).max(1);
            let page = page.min(pages - 1);
            let shown = cells.iter().skip(page * MENU_SIZE).take(MENU_SIZE);
            rows.push(menu(
                Action::Spot,
                tr!(lang, "panel-menu-spot"),
                shown.map(|c| (c.clone(), encode_cell(c))).collect(),
            ));
            // In solo the wizard's destination is the first step: nothing to go back to.
            if !*wizard {
                buttons.push(back());
            }
            let tile = picked.tile.clone().unwrap_or_else(|| WIZARD.to_string());
            if page > 0 {
                buttons.push(button(
                    Action::Page,
                    Some(format!("{tile}.pg{}", page - 1)),
                    tr!(lang, "panel-previous-spots"),
                    serenity::ButtonStyle::Secondary,
                ));
            }
            if page + 1 < pages {
                buttons.push(button(
                    Action::Page,
                    Some(format!("{tile}.pg{}", page + 1)),
                    tr!(lang, "panel-more-spots"),
                    serenity::ButtonStyle::Secondary,
                ));
            }
        }
        Step::Facing { facings } => {
            rows.push(menu(
                Action::Facing,
                tr!(lang, "panel-menu-facing"),
                facings
                    .iter()
                    .map(|f| (facing_label(lang, *f), f.to_string()))
                    .collect(),
            ));
            buttons.push(back());
        }
        Step::Order { orders } => {
            rows.push(menu(
                Action::Order,
                tr!(lang, "panel-menu-order"),
                orders
                    .iter()
                    .map(|o| (order_label(lang, o), o.clone()))
                    .collect(),
            ));
            buttons.push(back());
        }
        Step::Ready { .. } => {
            buttons.push(button(
                Action::Confirm,
                here.clone(),
                tr!(lang, "panel-confirm"),
                serenity::ButtonStyle::Success,
            ));
            buttons.push(back());
        }
        Step::Gone => {}
    }
    if !buttons.is_empty() {
        rows.push(serenity::CreateActionRow::Buttons(buttons));
    }
    rows
}
