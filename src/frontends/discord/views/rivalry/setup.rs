//! The set-up panel's components and words, pure: built from a draft and the tile being
//! placed on, and read back from a component's id (`setup:aa.E3`).

use poise::serenity_prelude as serenity;

use crate::engines::rivalry::notation::{format_tile, parse_tile};
use crate::engines::rivalry::numbers::{MAX_CAVALRY, SETUP_CITIES, SETUP_UNITS};
use crate::engines::rivalry::{map, TileId};
use crate::frontends::discord::wire::custom_id::{Action, ComponentId};
use crate::frontends::rivalry_setup::{city_text, summary, units_text, Draft};
use crate::i18n::Lang;
use crate::tr;

/// What a component of the panel does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// The menus: the four cities, the capital, the tile to place on.
    Cities,
    Capital,
    Tile,
    Add {
        cavalry: bool,
    },
    Remove {
        cavalry: bool,
    },
    Extra,
    Suggested,
    Seal,
}

const OPS: [(Op, &str); 10] = [
    (Op::Cities, "cities"),
    (Op::Capital, "capital"),
    (Op::Tile, "tile"),
    (Op::Add { cavalry: false }, "aa"),
    (Op::Add { cavalry: true }, "ac"),
    (Op::Remove { cavalry: false }, "ra"),
    (Op::Remove { cavalry: true }, "rc"),
    (Op::Extra, "x"),
    (Op::Suggested, "sg"),
    (Op::Seal, "seal"),
];

/// A component's argument: its op, and the tile being placed on (`aa.E3`).
pub fn encode(op: Op, tile: Option<TileId>) -> String {
    let name = OPS.iter().find(|(o, _)| *o == op).map_or("?", |(_, n)| n);
    match tile {
        Some(t) => format!("{name}.{}", format_tile(t)),
        None => name.to_string(),
    }
}

/// The op and tile of an argument; `None` for anything [`encode`] does not write.
pub fn decode(arg: &str) -> Option<(Op, Option<TileId>)> {
    let (name, tile) = match arg.split_once('.') {
        Some((name, tile)) => (name, Some(parse_tile(tile).ok()?)),
        None => (arg, None),
    };
    let op = OPS.iter().find(|(_, n)| *n == name)?.0;
    Some((op, tile))
}

/// The draft's line, read back from the panel's words: their last line, in backticks.
pub fn line_in(content: &str) -> Option<&str> {
    content
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix('`')?.strip_suffix('`'))
}

/// The panel's words: a note (a refused edit), the tile being placed on, the draft.
pub fn text(lang: Lang, draft: &Draft, tile: Option<TileId>, note: Option<&str>) -> String {
    let mut parts = Vec::new();
    if let Some(note) = note {
        parts.push(note.to_string());
    }
    if let Some(t) = tile {
        parts.push(tr!(
            lang,
            "setup-placing-on",
            tile = format_tile(t),
            units = units_text(lang, draft.units_on(t))
        ));
    }
    parts.push(summary(lang, draft));
    parts.join("\n")
}

fn label(text: String) -> String {
    if text.chars().count() <= 80 {
        return text;
    }
    text.chars().take(79).chain(['…']).collect()
}

/// The panel's menus and buttons for `draft`, `tile` the tile being placed on.
pub fn components(
    lang: Lang,
    table: u64,
    version: u64,
    draft: &Draft,
    tile: Option<TileId>,
) -> Vec<serenity::CreateActionRow> {
    let m = map();
    let id = |op: Op| {
        ComponentId::new(table, version, Action::Setup)
            .with_arg(encode(op, tile))
            .to_string()
    };
    let menu = |op: Op, placeholder: String, options: Vec<serenity::CreateSelectMenuOption>| {
        serenity::CreateSelectMenu::new(id(op), serenity::CreateSelectMenuKind::String { options })
            .placeholder(label(placeholder))
    };
    let sites: Vec<serenity::CreateSelectMenuOption> = m
        .sites_of(draft.side)
        .map(|s| {
            serenity::CreateSelectMenuOption::new(label(city_text(s)), m.site(s).id.clone())
                .default_selection(draft.setup.cities.contains(&s))
        })
        .collect();
    let capitals: Vec<serenity::CreateSelectMenuOption> = draft
        .setup
        .cities
        .iter()
        .filter(|s| (s.0 as usize) < m.sites.len())
        .map(|s| {
            serenity::CreateSelectMenuOption::new(label(city_text(*s)), m.site(*s).id.clone())
                .default_selection(*s == draft.setup.capital)
        })
        .collect();
    let tiles: Vec<serenity::CreateSelectMenuOption> = draft
        .tiles_to_choose()
        .into_iter()
        .map(|t| {
            let words = tr!(
                lang,
                "setup-tile-option",
                tile = format_tile(t),
                units = units_text(lang, draft.units_on(t))
            );
            serenity::CreateSelectMenuOption::new(label(words), format_tile(t))
                .default_selection(Some(t) == tile)
        })
        .collect();
    let mut rows = vec![
        serenity::CreateActionRow::SelectMenu(
            menu(Op::Cities, tr!(lang, "setup-menu-cities"), sites)
                .min_values(SETUP_CITIES as u8)
                .max_values(SETUP_CITIES as u8),
        ),
        serenity::CreateActionRow::SelectMenu(menu(
            Op::Capital,
            tr!(lang, "setup-menu-capital"),
            capitals,
        )),
        serenity::CreateActionRow::SelectMenu(menu(Op::Tile, tr!(lang, "setup-menu-tile"), tiles)),
    ];
    let button = |op: Op, words: String, enabled: bool| {
        serenity::CreateButton::new(id(op))
            .label(label(words))
            .style(serenity::ButtonStyle::Secondary)
            .disabled(!enabled)
    };
    let placed = draft.placed();
    let room = placed.total() < SETUP_UNITS as u32;
    if let Some(t) = tile {
        let here = draft.units_on(t);
        rows.push(serenity::CreateActionRow::Buttons(vec![
            button(
                Op::Add { cavalry: false },
                tr!(lang, "setup-add-army"),
                room,
            ),
            button(
                Op::Remove { cavalry: false },
                tr!(lang, "setup-remove-army"),
                here.armies > 0,
            ),
            button(
                Op::Add { cavalry: true },
                tr!(lang, "setup-add-cavalry"),
                room && placed.cavalry < MAX_CAVALRY,
            ),
            button(
                Op::Remove { cavalry: true },
                tr!(lang, "setup-remove-cavalry"),
                here.cavalry > 0,
            ),
            button(
                Op::Extra,
                tr!(lang, "setup-extra-button"),
                draft.is_city_tile(t) && draft.setup.extra != t,
            ),
        ]));
    }
    rows.push(serenity::CreateActionRow::Buttons(vec![
        button(Op::Suggested, tr!(lang, "setup-suggested-button"), true),
        serenity::CreateButton::new(id(Op::Seal))
            .label(label(tr!(lang, "setup-seal-button")))
            .style(serenity::ButtonStyle::Success)
            .disabled(draft.problem().is_some()),
    ]));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::rivalry::Side;

    #[test]
    fn every_op_reads_back_with_its_tile() {
        for (op, _) in OPS {
            for tile in [None, Some(parse_tile("E3").unwrap())] {
                assert_eq!(decode(&encode(op, tile)), Some((op, tile)));
            }
        }
        assert_eq!(decode("dance"), None);
        assert_eq!(decode("aa.Z99"), None);
    }

    #[test]
    fn the_draft_is_read_back_from_the_panel_words() {
        let draft = Draft::suggested(Side::Kingdom);
        let tile = draft.setup.units[0].0;
        for lang in Lang::ALL {
            let words = text(lang, &draft, Some(tile), Some("note"));
            assert_eq!(line_in(&words), Some(draft.line().as_str()));
            assert!(words.len() < 2000, "{}", words.len());
        }
        assert_eq!(line_in("no line here"), None);
    }

    #[test]
    fn every_id_fits_discord_and_parses() {
        let draft = Draft::suggested(Side::Republic);
        for (op, _) in OPS {
            let id = ComponentId::new(u64::MAX, u64::MAX, Action::Setup)
                .with_arg(encode(op, Some(parse_tile("E3").unwrap())));
            let text = id.to_string();
            assert!(text.len() <= 100);
            assert_eq!(text.parse::<ComponentId>(), Ok(id));
        }
        // Five rows at most, with a tile chosen.
        let rows = components(Lang::En, 1, 1, &draft, Some(draft.setup.units[0].0));
        assert_eq!(rows.len(), 5);
    }
}
