//! How the turn panel looks: labels, the prompt, and the components of each step.

use std::str::FromStr;

use poise::serenity_prelude as serenity;

use super::custom_id::{Action, ComponentId};
use super::panel::{encode_cell, Picked, Step, WIZARD};
use crate::engines::rivality::TileId;

/// Discord's limit of options in one select menu.
pub const MENU_SIZE: usize = 25;

/// A tile as players read it: `A7 · Cottage (2 VP)`.
pub fn tile_label(tile: &str) -> String {
    match TileId::from_str(tile) {
        Ok(id) => format!("{tile} · {} ({} VP)", id.kind().name(), id.kind().vp()),
        Err(_) => tile.to_string(),
    }
}

pub fn facing_label(facing: char) -> &'static str {
    match facing {
        'n' => "Front to the north ↑",
        'e' => "Front to the east →",
        's' => "Front to the south ↓",
        _ => "Front to the west ←",
    }
}

pub fn order_label(order: &str) -> String {
    if order == "d" {
        return "Front, left, right (default)".to_string();
    }
    let words: Vec<&str> = order
        .chars()
        .map(|c| match c {
            'l' => "left",
            'f' => "front",
            _ => "right",
        })
        .collect();
    let text = words.join(", ");
    let mut chars = text.chars();
    chars.next().map_or(text.clone(), |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The text above the panel's components.
pub fn prompt(step: &Step, page: usize) -> String {
    match step {
        Step::Tile {
            tiles, removals, ..
        } if tiles.is_empty() && !removals.is_empty() => {
            "Too many golems on a tile: choose whose golem goes back to their supply.".to_string()
        }
        Step::Tile { .. } => "Your turn: choose the tile to place.".to_string(),
        Step::Spot { cells, wizard } => {
            let pages = cells.len().div_ceil(MENU_SIZE);
            let paging = if pages > 1 {
                format!(" (page {}/{pages})", page + 1)
            } else {
                String::new()
            };
            if *wizard {
                format!("Your turn: choose where your wizard goes{paging}.")
            } else {
                format!("Choose where to place it{paging}.")
            }
        }
        Step::Facing { .. } => "Choose which way its front faces.".to_string(),
        Step::Order { .. } => {
            "Your supply cannot cover every spell: choose their order.".to_string()
        }
        Step::Ready { notation } => format!("Play **{notation}**?"),
        Step::Gone => {
            "This panel is out of date: open a new one with \"Take my turn\".".to_string()
        }
    }
}

/// The components of a step. `page` only matters for the spot step.
pub fn components(
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
    let menu = |action: Action, placeholder: &str, options: Vec<(String, String)>| {
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
        |action: Action, arg: Option<String>, label: &str, style: serenity::ButtonStyle| {
            serenity::CreateButton::new(id(action, arg))
                .label(label)
                .style(style)
        };
    let back = || {
        button(
            Action::Back,
            here.clone(),
            "Back",
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
                    "Tile",
                    tiles.iter().map(|t| (tile_label(t), t.clone())).collect(),
                ));
            }
            if *mulligan {
                buttons.push(button(
                    Action::Mulligan,
                    None,
                    "Mulligan: draw two new tiles",
                    serenity::ButtonStyle::Secondary,
                ));
            }
            for side in removals.iter().take(4) {
                buttons.push(button(
                    Action::Remove,
                    Some(side.clone()),
                    &format!("Remove a {side} golem"),
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
                "Spot",
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
                    "◀ Previous spots",
                    serenity::ButtonStyle::Secondary,
                ));
            }
            if page + 1 < pages {
                buttons.push(button(
                    Action::Page,
                    Some(format!("{tile}.pg{}", page + 1)),
                    "More spots ▶",
                    serenity::ButtonStyle::Secondary,
                ));
            }
        }
        Step::Facing { facings } => {
            rows.push(menu(
                Action::Facing,
                "Facing",
                facings
                    .iter()
                    .map(|f| (facing_label(*f).to_string(), f.to_string()))
                    .collect(),
            ));
            buttons.push(back());
        }
        Step::Order { orders } => {
            rows.push(menu(
                Action::Order,
                "Spell order",
                orders.iter().map(|o| (order_label(o), o.clone())).collect(),
            ));
            buttons.push(back());
        }
        Step::Ready { .. } => {
            buttons.push(button(
                Action::Confirm,
                here.clone(),
                "Confirm",
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
