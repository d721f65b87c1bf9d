//! The result post's Rematch button.

use poise::serenity_prelude as serenity;

use crate::frontends::discord::desk::{Status, TableView};
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::i18n::Lang;
use crate::tr;

/// The Rematch button of `table`'s result post (posted at `version`) in `lang`; `in_of`:
/// how many of the players are in, once someone clicked.
pub fn rematch_row(
    lang: Lang,
    table: u64,
    version: u64,
    in_of: Option<(usize, usize)>,
) -> serenity::CreateActionRow {
    let label = match in_of {
        Some((accepted, of)) => tr!(lang, "rematch-button-count", accepted = accepted, of = of),
        None => tr!(lang, "rematch-button"),
    };
    let id = ComponentId::new(table, version, Action::Rematch).to_string();
    let button = serenity::CreateButton::new(id)
        .label(label)
        .style(serenity::ButtonStyle::Secondary);
    serenity::CreateActionRow::Buttons(vec![button])
}

/// Whether a post of `view` is its result post, which offers a rematch: a finished game
/// for two seats or more (a solo game has `/suramun start`).
pub fn offers_rematch(view: &TableView) -> bool {
    view.status == Status::Finished && view.seats > 1
}
