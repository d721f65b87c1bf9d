//! A thin drawing surface over tiny-skia: the few shapes the board art is made of.

use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, StrokeDash,
    Transform,
};

use super::RenderError;

/// A colour, straight (not premultiplied) alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

impl Colour {
    pub const fn rgb(r: u8, g: u8, b: u8) -> Colour {
        Colour { r, g, b, a: 255 }
    }

    pub const fn with_alpha(self, a: u8) -> Colour {
        Colour { a, ..self }
    }

    /// Mixes towards `other` by `t` (0 = self, 1 = other), for lighter and darker shades.
    pub fn mix(self, other: Colour, t: f32) -> Colour {
        let m = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Colour {
            r: m(self.r, other.r),
            g: m(self.g, other.g),
            b: m(self.b, other.b),
            a: self.a,
        }
    }

    fn paint(self) -> Paint<'static> {
        let mut paint = Paint::default();
        paint.set_color_rgba8(self.r, self.g, self.b, self.a);
        paint.anti_alias = true;
        paint
    }
}

pub struct Canvas {
    pub pixmap: Pixmap,
    /// Applied to everything drawn: the phone layout draws its panel at a larger scale
    /// with the same code as the wide one.
    pub transform: Transform,
}

impl Canvas {
    pub fn new(width: u32, height: u32, background: Colour) -> Result<Canvas, RenderError> {
        let mut pixmap = Pixmap::new(width, height).ok_or(RenderError::Size { width, height })?;
        pixmap.fill(tiny_skia::Color::from_rgba8(
            background.r,
            background.g,
            background.b,
            background.a,
        ));
        Ok(Canvas {
            pixmap,
            transform: Transform::identity(),
        })
    }

    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// Shapes that cannot be built (zero size, off the map) are simply not drawn: a
    /// picture with a missing ornament beats no picture.
    pub fn fill(&mut self, path: Option<Path>, colour: Colour) {
        if let Some(path) = path {
            self.pixmap.fill_path(
                &path,
                &colour.paint(),
                FillRule::Winding,
                self.transform,
                None,
            );
        }
    }

    pub fn stroke(&mut self, path: Option<&Path>, colour: Colour, width: f32) {
        self.stroke_with(path, colour, stroke(width, None));
    }

    /// A dashed outline: `on` then `off` pixels, starting `offset` along the path.
    pub fn stroke_dashed(
        &mut self,
        path: Option<&Path>,
        colour: Colour,
        width: f32,
        on: f32,
        off: f32,
        offset: f32,
    ) {
        let dash = StrokeDash::new(vec![on, off], offset);
        self.stroke_with(path, colour, stroke(width, dash));
    }

    fn stroke_with(&mut self, path: Option<&Path>, colour: Colour, stroke: Stroke) {
        if let Some(path) = path {
            self.pixmap
                .stroke_path(path, &colour.paint(), &stroke, self.transform, None);
        }
    }

    /// Filled with `fill`, outlined with `line`: the look of every token on the board.
    pub fn token(&mut self, path: Option<Path>, fill: Colour, line: Colour, width: f32) {
        if let Some(path) = path {
            // The outline goes under the fill: only its outer half shows, so a token keeps
            // its full size and colour however thick the line.
            self.stroke(Some(&path), line, width * 2.0);
            self.fill(Some(path), fill);
        }
    }
}

fn stroke(width: f32, dash: Option<StrokeDash>) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        dash,
        ..Stroke::default()
    }
}

pub fn rect(x: f32, y: f32, w: f32, h: f32) -> Option<Path> {
    Rect::from_xywh(x, y, w, h).map(PathBuilder::from_rect)
}

pub fn circle(cx: f32, cy: f32, r: f32) -> Option<Path> {
    PathBuilder::from_circle(cx, cy, r)
}

pub fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    // 0.5523 puts cubic control points where they best approximate a quarter circle.
    let k = r * 0.5523;
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

pub fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

pub fn line(from: (f32, f32), to: (f32, f32)) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(from.0, from.1);
    pb.line_to(to.0, to.1);
    pb.finish()
}
