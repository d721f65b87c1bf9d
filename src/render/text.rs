//! Text as vector paths from the shipped font (DejaVu Sans Bold), so that labels are
//! antialiased like the rest of the art and need no glyph cache.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, OutlineCurve};
use tiny_skia::{Path, PathBuilder};

use super::canvas::{Canvas, Colour};
use super::RenderError;

static FONT_BYTES: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

fn font() -> Result<&'static FontRef<'static>, RenderError> {
    static FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).ok())
        .as_ref()
        .ok_or(RenderError::Font)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// How a label looks: `size` is the em size in pixels.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub size: f32,
    pub colour: Colour,
    pub align: Align,
}

impl Style {
    pub fn new(size: f32, colour: Colour) -> Style {
        Style {
            size,
            colour,
            align: Align::Centre,
        }
    }

    pub fn align(self, align: Align) -> Style {
        Style { align, ..self }
    }
}

/// Whether the shipped font draws `ch` (a space draws nothing, and needs nothing).
pub fn has_glyph(ch: char) -> bool {
    ch.is_whitespace() || font().is_ok_and(|f| f.glyph_id(ch).0 != 0)
}

/// Width of `text` in pixels at `size`.
pub fn width(text: &str, size: f32) -> Result<f32, RenderError> {
    let font = font()?;
    let scale = size / font.units_per_em().unwrap_or(2048.0);
    let mut w = 0.0;
    let mut prev = None;
    for ch in text.chars() {
        let id = font.glyph_id(ch);
        if let Some(p) = prev {
            w += font.kern_unscaled(p, id);
        }
        w += font.h_advance_unscaled(id);
        prev = Some(id);
    }
    Ok(w * scale)
}

/// The outline of `text` with its left end at `x` and the middle of its capitals at `y`,
/// which centres digits and capitals on a point.
fn outline(text: &str, x: f32, y: f32, size: f32) -> Result<Option<Path>, RenderError> {
    let font = font()?;
    let scale = size / font.units_per_em().unwrap_or(2048.0);
    // DejaVu's capitals are 0.729 em high.
    let baseline = y + 0.729 * size / 2.0;
    let mut pb = PathBuilder::new();
    let mut pen = 0.0;
    let mut prev = None;
    for ch in text.chars() {
        let id = font.glyph_id(ch);
        if let Some(p) = prev {
            pen += font.kern_unscaled(p, id);
        }
        if let Some(glyph) = font.outline(id) {
            let at = |p: ab_glyph::Point| (x + (pen + p.x) * scale, baseline - p.y * scale);
            let mut last: Option<(f32, f32)> = None;
            for curve in &glyph.curves {
                let (start, end) = match curve {
                    OutlineCurve::Line(a, b) => (at(*a), at(*b)),
                    OutlineCurve::Quad(a, _, c) => (at(*a), at(*c)),
                    OutlineCurve::Cubic(a, _, _, d) => (at(*a), at(*d)),
                };
                // ab_glyph lists curves end to end; a jump starts a new contour.
                if last != Some(start) {
                    if last.is_some() {
                        pb.close();
                    }
                    pb.move_to(start.0, start.1);
                }
                match curve {
                    OutlineCurve::Line(_, _) => pb.line_to(end.0, end.1),
                    OutlineCurve::Quad(_, b, _) => {
                        let b = at(*b);
                        pb.quad_to(b.0, b.1, end.0, end.1);
                    }
                    OutlineCurve::Cubic(_, b, c, _) => {
                        let (b, c) = (at(*b), at(*c));
                        pb.cubic_to(b.0, b.1, c.0, c.1, end.0, end.1);
                    }
                }
                last = Some(end);
            }
            if last.is_some() {
                pb.close();
            }
        }
        pen += font.h_advance_unscaled(id);
        prev = Some(id);
    }
    Ok(pb.finish())
}

impl Canvas {
    /// Draws `text` anchored at `(x, y)` (see [`Align`]; `y` is the middle of the capitals).
    /// Returns the text's width.
    pub fn text(&mut self, text: &str, x: f32, y: f32, style: Style) -> Result<f32, RenderError> {
        let w = width(text, style.size)?;
        let left = match style.align {
            Align::Left => x,
            Align::Centre => x - w / 2.0,
            Align::Right => x - w,
        };
        let path = outline(text, left, y, style.size)?;
        self.fill(path, style.colour);
        let t = self.transform;
        let picture_width = self.width();
        super::measure::record(|| {
            // The transforms drawn with scale evenly and do not turn.
            let scale = t.sy;
            let top = y - style.size / 2.0;
            super::measure::Drawn {
                text: text.to_string(),
                size: style.size * scale,
                x: t.tx + left * scale,
                y: t.ty + top * scale,
                w: w * scale,
                h: style.size * scale,
                picture_width,
            }
        });
        Ok(w)
    }
}
