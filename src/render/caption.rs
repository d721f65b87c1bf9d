//! The highlighted move in words, for the panel: someone reading the picture days later
//! learns what happened without replaying it. Built from the engine's events only, which
//! never name a tile still hidden (a hand, a stack, a face-down solo land).

use crate::engines::rivality::solo::{solo_label, PLAYER};
use crate::engines::rivality::{Event, Side};
use crate::i18n::Lang;
use crate::tr;
use crate::words::rivality::{facing_name, golems, side_name};

/// A seat's name, or "Seat n" when the table gave none.
pub fn name(names: &[String], seat: u8, lang: Lang) -> String {
    names
        .get(usize::from(seat))
        .cloned()
        .unwrap_or_else(|| tr!(lang, "picture-seat", number = u16::from(seat) + 1))
}

/// "Ada (salmon)".
pub fn player_side(names: &[String], seat: u8, side: Side, lang: Lang) -> String {
    tr!(
        lang,
        "picture-player-side",
        name = name(names, seat, lang),
        side = side_name(side, lang)
    )
}

/// What the move in `events` was, e.g. "Last: Bob (purple) placed A7 at J12 facing east";
/// for a `preview`, the same move as not played yet. `None` when the events hold no move.
pub fn table_move(events: &[Event], names: &[String], preview: bool, lang: Lang) -> Option<String> {
    for event in events {
        match *event {
            Event::TilePlaced {
                seat,
                side,
                tile,
                cell,
                facing,
            } => {
                let who = player_side(names, seat, side, lang);
                let (tile, cell) = (tile.to_string(), cell.to_string());
                let facing = facing_name(facing, lang);
                return Some(if preview {
                    tr!(
                        lang,
                        "picture-rivality-preview-placed",
                        who = who,
                        tile = tile,
                        cell = cell,
                        facing = facing
                    )
                } else {
                    tr!(
                        lang,
                        "picture-rivality-last-placed",
                        who = who,
                        tile = tile,
                        cell = cell,
                        facing = facing
                    )
                });
            }
            Event::Mulligan { seat } => {
                let who = name(names, seat, lang);
                return Some(if preview {
                    tr!(lang, "picture-rivality-preview-mulligan", who = who)
                } else {
                    tr!(lang, "picture-rivality-last-mulligan", who = who)
                });
            }
            _ => {}
        }
    }
    // A removal choice: the only move that places no tile.
    events.iter().find_map(|e| match *e {
        Event::GolemsRemoved {
            cell, side, count, ..
        } => {
            let (golems, side, cell) =
                (golems(count, lang), side_name(side, lang), cell.to_string());
            Some(if preview {
                tr!(
                    lang,
                    "picture-rivality-preview-removed",
                    golems = golems,
                    side = side,
                    cell = cell
                )
            } else {
                tr!(
                    lang,
                    "picture-rivality-last-removed",
                    golems = golems,
                    side = side,
                    cell = cell
                )
            })
        }
        _ => None,
    })
}

/// A solo turn: where the wizard went and where Suramun mirrored it, with the solo cell
/// names, e.g. "Last: alice moved to B2, Suramun to B5".
pub fn solo_turn(events: &[Event], player: &str, preview: bool, lang: Lang) -> Option<String> {
    let mut yours = None;
    let mut his = None;
    for event in events {
        if let Event::WizardMoved { side, cell, .. } = *event {
            if side == PLAYER {
                yours = Some(cell);
            } else {
                his = Some(cell);
            }
        }
    }
    let cell = solo_label(yours?);
    let head = if preview {
        tr!(lang, "picture-solo-preview", player = player, cell = cell)
    } else {
        tr!(lang, "picture-solo-last", player = player, cell = cell)
    };
    let summoned: u8 = events
        .iter()
        .map(|e| match *e {
            Event::Summoned { placed, .. } => placed,
            _ => 0,
        })
        .sum();
    let mut text = match his {
        Some(cell) => tr!(
            lang,
            "picture-solo-suramun-to",
            turn = head,
            cell = solo_label(cell)
        ),
        None => head,
    };
    if summoned > 0 {
        text = tr!(
            lang,
            "picture-solo-spells-brought",
            turn = text,
            golems = golems(summoned, lang)
        );
    }
    Some(text)
}
