//! One duel's arena: the two rows of six rune rocks facing each other, each mage's token
//! behind their rock and their pawn on it, and between the rows each encounter's number
//! and, once decided, an arrow to the mage who wins it (the loser's token faded).

use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::scoring::{encounter, Encounter};
use crate::engines::magistrar::{Arena, Mage};

use super::super::canvas::{circle, polygon, rounded_rect, Canvas, Colour};
use super::super::palette::{BACKGROUND, BOARD, LAST_MOVE, MUTED, PAPER};
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::colours::{mage_style, ROCK};
use super::pieces;

/// The arena's height in the design's pixels, its caption included.
pub const HEIGHT: f32 = 236.0;
/// Left of the first rock: room for each row's mage mark.
const GUTTER: f32 = 30.0;
const COLUMN: f32 = 60.0;
const TOKEN_R: f32 = 18.0;
const PAWN: f32 = 32.0;
const ROCK_SIDE: f32 = 42.0;

/// What an arena shows besides its pieces.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// Above the rows: "Duel 3 · in play".
    pub caption: String,
    /// Pawns of the highlighted move: (mage, rock from 0).
    pub pawns: Vec<(Mage, usize)>,
    /// The super energy a highlighted steer move chose the way for.
    pub steered: Option<(Mage, usize)>,
    /// The highlight's colour, and whether it is dashed (a preview).
    pub accent: Option<(Colour, bool)>,
    /// The empty rock where a mage must answer now.
    pub due: Option<(Mage, usize)>,
    /// The super energy whose way its owner must choose now.
    pub steer_due: Option<(Mage, usize)>,
}

/// The centre of rock `rock`'s column.
fn column_x(x0: f32, rock: usize) -> f32 {
    x0 + GUTTER + COLUMN * (rock as f32 + 0.5)
}

/// Draws `arena` from `(x0, y0)`, 400 wide, `bottom`'s row nearest the viewer.
pub fn draw(
    canvas: &mut Canvas,
    arena: &Arena,
    marks: &Marks,
    bottom: Mage,
    x0: f32,
    y0: f32,
) -> Result<(), RenderError> {
    canvas.text(
        &marks.caption,
        x0 + 14.0,
        y0 + 11.0,
        Style::new(16.0, PAPER).align(Align::Left),
    )?;
    let top_y = y0 + 26.0;
    canvas.fill(
        rounded_rect(x0 + 8.0, top_y, 384.0, HEIGHT - 30.0, 12.0),
        BOARD,
    );
    // Outer to inner for the top mage; inner to outer for the bottom one.
    let rows = [
        (bottom.other(), top_y + 24.0, top_y + 70.0),
        (bottom, top_y + 182.0, top_y + 136.0),
    ];
    let middle = top_y + 103.0;
    for (mage, token_y, pawn_y) in rows {
        pieces::mage_mark(canvas, mage, x0 + 20.0, (token_y + pawn_y) / 2.0, 7.0);
        for rock in 0..ROCKS {
            let x = column_x(x0, rock);
            let token = arena.token(mage, rock);
            pieces::token(canvas, token, x, token_y, TOKEN_R);
            let lost =
                matches!(encounter(arena, rock), Encounter::Won { mage: m, .. } if m != mage);
            if lost {
                canvas.fill(
                    circle(x, token_y, TOKEN_R + 1.5),
                    BACKGROUND.with_alpha(150),
                );
            }
            if marks.steer_due == Some((mage, rock)) {
                let ring = circle(x, token_y, TOKEN_R + 4.0);
                canvas.stroke_dashed(ring.as_ref(), LAST_MOVE, 3.0, 5.0, 3.5, 0.0);
            }
            if marks.steered == Some((mage, rock)) {
                if let Some((colour, dashed)) = marks.accent {
                    let ring = circle(x, token_y, TOKEN_R + 4.0);
                    if dashed {
                        canvas.stroke_dashed(ring.as_ref(), colour, 3.0, 5.0, 3.5, 0.0);
                    } else {
                        canvas.stroke(ring.as_ref(), colour, 3.0);
                    }
                }
            }
            let half = ROCK_SIDE / 2.0;
            let stone = rounded_rect(x - half, pawn_y - half, ROCK_SIDE, ROCK_SIDE, 9.0);
            if !arena.takes_pawn(mage, rock) {
                // Their own super energy: no pawn goes here.
                canvas.stroke_dashed(stone.as_ref(), ROCK, 2.0, 4.0, 4.0, 0.0);
                continue;
            }
            canvas.fill(stone.clone(), ROCK);
            if marks.due == Some((mage, rock)) {
                canvas.stroke(stone.as_ref(), LAST_MOVE, 3.0);
                canvas.text("?", x, pawn_y, Style::new(22.0, LAST_MOVE))?;
            }
            if let Some(strength) = arena.pawn(mage, rock) {
                pieces::pawn(canvas, mage, strength, x, pawn_y, PAWN)?;
                if marks.pawns.contains(&(mage, rock)) {
                    if let Some((colour, dashed)) = marks.accent {
                        pieces::ring(canvas, strength, x, pawn_y, PAWN, colour, dashed);
                    }
                }
            }
        }
    }
    for rock in 0..ROCKS {
        let x = column_x(x0, rock);
        canvas.text(
            &(rock + 1).to_string(),
            x - 11.0,
            middle,
            Style::new(15.0, MUTED),
        )?;
        let mark_x = x + 10.0;
        match encounter(arena, rock) {
            Encounter::Won { mage, .. } => {
                let style = mage_style(mage);
                let up = mage != bottom;
                let (tip, base) = if up { (-8.0, 6.0) } else { (8.0, -6.0) };
                let tri = [
                    (mark_x, middle + tip),
                    (mark_x + 7.0, middle + base),
                    (mark_x - 7.0, middle + base),
                ];
                canvas.token(polygon(&tri), style.fill, style.line, 1.2);
            }
            Encounter::Identical | Encounter::SupersTied => {
                canvas.text("=", mark_x, middle, Style::new(17.0, PAPER))?;
            }
            Encounter::Unplayed => {}
        }
    }
    Ok(())
}
