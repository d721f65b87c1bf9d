//! The energy track: light 15 … 0 … dark 15, a sun at the light end and a crescent at the
//! dark one, each mage's scoring pawn on its own side of it as in the arena (black's
//! row above, white's under), each with its level in a bubble, as the track's numbers
//! read it (what a level is worth in Honoris is the panel's).

use crate::engines::magistrar::numbers::TRACK_MAX;
use crate::engines::magistrar::{Mage, Token};
use crate::i18n::Lang;
use crate::tr;

use super::super::canvas::{polygon, rect, rounded_rect, Canvas};
use super::super::palette::{MUTED, PAPER};
use super::super::text::{self, Align, Style};
use super::super::RenderError;
use super::colours::{mage_style, TRACK_DARK, TRACK_LIGHT, TRACK_ZERO};
use super::pieces;

pub const HEIGHT: f32 = 128.0;
const SPACE: f32 = 10.8;
const BAND: f32 = 18.0;

/// Draws the track from `(x0, y0)`, 400 wide; `track` holds each mage's place (light
/// negative).
pub fn draw(
    canvas: &mut Canvas,
    track: [i8; 2],
    x0: f32,
    y0: f32,
    lang: Lang,
) -> Result<(), RenderError> {
    canvas.text(
        &tr!(lang, "picture-magistrar-energy-track"),
        x0 + 14.0,
        y0 + 11.0,
        Style::new(16.0, PAPER).align(Align::Left),
    )?;
    let spaces = 2 * TRACK_MAX as i32 + 1;
    let left = x0 + 200.0 - SPACE * spaces as f32 / 2.0;
    let band_y = y0 + 62.0;
    let space_x = |at: i8| left + SPACE * (f32::from(at) + f32::from(TRACK_MAX) + 0.5);
    pieces::token(canvas, Token::Light, left - 14.0, band_y, 11.0);
    pieces::token(
        canvas,
        Token::Dark,
        left + SPACE * spaces as f32 + 14.0,
        band_y,
        11.0,
    );
    for i in 0..spaces {
        let at = i - TRACK_MAX as i32;
        let colour = match at.signum() {
            -1 => TRACK_LIGHT,
            1 => TRACK_DARK,
            _ => TRACK_ZERO,
        };
        let x = left + SPACE * i as f32;
        canvas.fill(
            rect(x + 0.6, band_y - BAND / 2.0, SPACE - 1.2, BAND),
            colour,
        );
        if at % 5 == 0 {
            canvas.text(
                &at.unsigned_abs().to_string(),
                x + SPACE / 2.0,
                band_y + 49.0,
                Style::new(12.0, MUTED),
            )?;
        }
    }
    for mage in Mage::BOTH {
        let at = track[mage.index()].clamp(-TRACK_MAX, TRACK_MAX);
        let x = space_x(at);
        let style = mage_style(mage);
        // Black points down onto the track from above, white up from under it: each on
        // the side of its own row in the arena.
        let dir = if mage == Mage::White { 1.0 } else { -1.0 };
        let tip = band_y + dir * (BAND / 2.0 - 2.0);
        let base = tip + dir * 13.0;
        let tri = [(x, tip), (x + 8.0, base), (x - 8.0, base)];
        canvas.token(polygon(&tri), style.fill, style.line, 1.4);
        // Its level, in a pill beyond the pawn: the number the track is read by.
        let worth = at.unsigned_abs().to_string();
        let size = 13.0;
        let w = text::width(&worth, size)? + 10.0;
        let pill_y = base + dir * 10.0;
        let pill_x = (x - w / 2.0).clamp(x0 + 4.0, x0 + 396.0 - w);
        let pill = rounded_rect(pill_x, pill_y - 8.5, w, 17.0, 8.5);
        canvas.token(pill, style.fill, style.line, 1.0);
        canvas.text(
            &worth,
            pill_x + w / 2.0,
            pill_y,
            Style::new(size, style.ink),
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::measure::recording;
    use crate::render::palette::BACKGROUND;

    #[test]
    fn each_pawn_shows_its_level_on_its_own_side_of_the_track() {
        // White at light 7 (worth 3 Honoris), black at dark 12.
        let mut canvas = Canvas::new(400, 140, BACKGROUND).expect("a canvas");
        let ((), drawn) = recording(|| {
            draw(&mut canvas, [-7, 12], 0.0, 0.0, Lang::En).expect("the track");
        });
        let band = 62.0;
        let at = |words: &str| {
            drawn
                .iter()
                .filter(|d| d.text == words && (d.y + d.h / 2.0 - band).abs() < 45.0)
                .map(|d| d.y + d.h / 2.0)
                .collect::<Vec<_>>()
        };
        let white = at("7");
        let black = at("12");
        assert_eq!(white.len(), 1, "white's level: {drawn:?}");
        assert_eq!(black.len(), 1, "black's level: {drawn:?}");
        assert!(
            white[0] > band,
            "white's bubble under the track, as its row"
        );
        assert!(black[0] < band, "black's bubble above it");
        assert!(at("3").is_empty(), "no Honoris on the track");
    }
}
