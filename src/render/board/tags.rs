//! The highlighted move's words on the battlefield (`+3`, `× lost`, `−1 back`, `waits`, a
//! siege): what each says, in whose colours, and its pill's size. [`super::marks`]
//! decides where each goes; the legend explains each kind the board shows.

use crate::engines::rivality::{Cell, Event, LostReason};
use crate::i18n::Lang;
use crate::tr;

use super::super::canvas::Colour;
use super::super::palette::{side_style, INK, PAPER};
use super::super::text;
use super::super::RenderError;

/// Words the highlighted move pins on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    pub text: String,
    pub fill: Colour,
    pub ink: Colour,
    /// Golems the target's shields destroyed.
    pub destroyed: u8,
    pub what: TagKind,
}

/// What a tag tells, for the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagKind {
    Summoned,
    /// Golems summoned, some destroyed by the target's shields.
    Shielded,
    Lost,
    Waits,
    SentBack,
    Siege,
}

/// The size of a tag's words on a board of cells `c` wide.
pub fn tag_text(c: f32) -> f32 {
    (c * 0.2).max(13.0)
}

/// The spell's edge (if any), where its words tell of, the words, whether its line is
/// solid, and whether the words go on the target spot itself.
pub(super) type Told = (Option<Cell>, Cell, Tag, bool, bool);

pub(super) fn tag_of(event: &Event, lang: Lang) -> Option<Told> {
    let coloured = |side, text, what, destroyed| {
        let style = side_style(side);
        Tag {
            text,
            fill: style.colour,
            ink: style.ink,
            destroyed,
            what,
        }
    };
    let plain = |text, what| Tag {
        text,
        fill: PAPER,
        ink: INK,
        destroyed: 0,
        what,
    };
    Some(match event {
        Event::Summoned {
            caster,
            from,
            target,
            placed,
            destroyed,
            ..
        } => {
            let what = if *destroyed > 0 {
                TagKind::Shielded
            } else {
                TagKind::Summoned
            };
            let tag = coloured(*caster, format!("+{placed}"), what, *destroyed);
            (Some(*from), *target, tag, true, false)
        }
        Event::SpellLost {
            from,
            target,
            reason,
            ..
        } => {
            let why = match reason {
                LostReason::NoTile => tr!(lang, "picture-board-lost-no-tile"),
                LostReason::EnemyWizard => tr!(lang, "picture-board-lost-wizard"),
                LostReason::Uncontrolled => tr!(lang, "picture-board-lost-unheld"),
                LostReason::SupplyEmpty => tr!(lang, "picture-board-lost-no-golem"),
            };
            let on_spot = *reason == LostReason::NoTile;
            let tag = plain(format!("× {why}"), TagKind::Lost);
            (Some(*from), *target, tag, false, on_spot)
        }
        Event::SpellDelayed { from, target, .. } => {
            let tag = plain(tr!(lang, "picture-board-waits"), TagKind::Waits);
            (Some(*from), *target, tag, false, true)
        }
        Event::GolemsRemoved {
            cell, side, count, ..
        } => {
            let text = tr!(lang, "picture-board-sent-back", count = *count);
            (
                None,
                *cell,
                coloured(*side, text, TagKind::SentBack, 0),
                true,
                false,
            )
        }
        Event::Besieged { cell, by, .. } => {
            let text = tr!(lang, "picture-board-siege");
            (
                None,
                *cell,
                coloured(*by, text, TagKind::Siege, 0),
                true,
                false,
            )
        }
        _ => return None,
    })
}

/// The words the highlighted move pins on the board, one of each kind, as the legend
/// shows them.
pub fn tags_of(events: &[Event], lang: Lang) -> Vec<Tag> {
    let mut out: Vec<Tag> = Vec::new();
    for (_, _, tag, _, _) in events.iter().filter_map(|e| tag_of(e, lang)) {
        if !out.iter().any(|t| t.what == tag.what) {
            out.push(tag);
        }
    }
    out
}

/// Width and height of a tag's pill.
pub fn pill_size(tag: &Tag, c: f32) -> Result<(f32, f32), RenderError> {
    let size = tag_text(c);
    let mut w = text::width(&tag.text, size)? + size * 0.7;
    if tag.destroyed > 0 {
        w += text::width(&format!("−{}", tag.destroyed), size)? + size * 1.1;
    }
    Ok((w, size * 1.35))
}
