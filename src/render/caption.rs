//! The highlighted move in words, for the panel: someone reading the picture days later
//! learns what happened without replaying it. Built from the engine's events only, which
//! never name a tile still hidden (a hand, a stack, a face-down solo land).

use crate::engines::rivality::solo::{solo_label, PLAYER};
use crate::engines::rivality::{Event, Side};

/// A seat's name, or "Seat n" when the table gave none.
pub fn name(names: &[String], seat: u8) -> String {
    names
        .get(usize::from(seat))
        .cloned()
        .unwrap_or_else(|| format!("Seat {}", u16::from(seat) + 1))
}

fn golems(n: u8) -> String {
    if n == 1 {
        "1 golem".to_string()
    } else {
        format!("{n} golems")
    }
}

/// What the move in `events` was, e.g. "Last: Bob (purple) placed A7 at J12 facing east";
/// for a `preview`, the same move as not played yet. `None` when the events hold no move.
pub fn table_move(events: &[Event], names: &[String], preview: bool) -> Option<String> {
    let who = |seat: u8, side: Side| format!("{} ({side})", name(names, seat));
    let what = events.iter().find_map(|e| match *e {
        Event::TilePlaced {
            seat,
            side,
            tile,
            cell,
            facing,
        } => Some((
            who(seat, side),
            format!("placed {tile} at {cell} facing {}", facing.name()),
            format!("{tile} at {cell} facing {}", facing.name()),
        )),
        Event::Mulligan { seat } => Some((
            name(names, seat),
            "took a mulligan".to_string(),
            "a mulligan".to_string(),
        )),
        _ => None,
    });
    if let Some((who, played, proposed)) = what {
        return Some(if preview {
            format!("{who}'s move, if confirmed: {proposed}")
        } else {
            format!("Last: {who} {played}")
        });
    }
    // A removal choice: the only move that places no tile.
    events.iter().find_map(|e| match *e {
        Event::GolemsRemoved {
            cell, side, count, ..
        } => {
            let head = if preview { "If confirmed" } else { "Last" };
            Some(format!(
                "{head}: {} of {side} sent back from {cell}",
                golems(count)
            ))
        }
        _ => None,
    })
}

/// A solo turn: where the wizard went and where Suramun mirrored it, with the solo cell
/// names, e.g. "Last: alice moved to B2, Suramun to B5".
pub fn solo_turn(events: &[Event], player: &str, preview: bool) -> Option<String> {
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
    let yours = yours?;
    let head = if preview {
        format!("{player}'s move, if confirmed: to {}", solo_label(yours))
    } else {
        format!("Last: {player} moved to {}", solo_label(yours))
    };
    let summoned: u8 = events
        .iter()
        .map(|e| match *e {
            Event::Summoned { placed, .. } => placed,
            _ => 0,
        })
        .sum();
    let mut text = match his {
        Some(cell) => format!("{head}, Suramun to {}", solo_label(cell)),
        None => head,
    };
    if summoned > 0 {
        text.push_str(&format!("; spells brought {}", golems(summoned)));
    }
    Some(text)
}
