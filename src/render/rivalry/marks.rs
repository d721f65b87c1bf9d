//! The highlighted events on the map: moves (and advances, and a surrender's relocated
//! units) as arrows, assaults as red arrows, cities taken, built or handed over ringed. A
//! preview is drawn dashed. Their words (how many went, the dice, new or lost units) are
//! boxes of the layout.

use crate::engines::rivalry::Target;

use super::super::canvas::{circle, line, polygon, Canvas, Colour};
use super::super::palette::INK;
use super::arrows::{head, ArrowLine};
use super::geometry::Geometry;
use super::look::ASSAULT;
use super::touched::Touched;
use super::Accent;

/// Text size of an assault's dice.
pub const DICE_TEXT: f32 = 8.5;

fn spot(g: &Geometry, target: Target) -> (f32, f32) {
    match target {
        Target::Tile(t) => g.centre(t),
        Target::City(s) => g.site(s),
    }
}

pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    touched: &Touched,
    arrows: &[ArrowLine],
    accent: Accent,
) {
    for (_, site) in touched
        .captured
        .iter()
        .chain(&touched.built)
        .map(|(side, s)| (side, *s))
    {
        let (x, y) = g.site(site);
        accent.ring(canvas, circle(x, y, g.size * 0.52).as_ref(), 2.5);
    }
    for (_, target) in &touched.surrendered {
        let (x, y) = spot(g, *target);
        accent.ring(canvas, circle(x, y, g.size * 0.6).as_ref(), 2.0);
    }
    for a in arrows {
        let colour = if a.assault { ASSAULT } else { accent.colour };
        arrow(canvas, g, a, colour, accent.preview);
    }
}

/// An assault's dice as sums, attack first: `9:6`; a fight out's first and last past two
/// (`9:6 … 4:8`: the panel tells them all), so that it finds room on a crowded map; `?`
/// before the dice are rolled.
pub fn dice_words(rolls: &[([u8; 2], [u8; 2])]) -> String {
    let sum = |d: [u8; 2]| u16::from(d[0]) + u16::from(d[1]);
    let one = |(a, d): &([u8; 2], [u8; 2])| format!("{}:{}", sum(*a), sum(*d));
    match rolls.len() {
        0 => "?".to_string(),
        1..=2 => rolls.iter().map(one).collect::<Vec<_>>().join(" "),
        n => format!("{} … {}", one(&rolls[0]), one(&rolls[n - 1])),
    }
}

/// A thick arrow along `a`, outlined in ink so that it reads on any ground.
fn arrow(canvas: &mut Canvas, g: &Geometry, a: &ArrowLine, colour: Colour, dashed: bool) {
    let (start, tip) = (a.start, a.tip);
    let (dx, dy) = (tip.0 - start.0, tip.1 - start.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head = head(g).min(len);
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let (px, py) = (-uy * head * 0.55, ux * head * 0.55);
    let shaft = line(start, base);
    canvas.stroke(shaft.as_ref(), INK, 5.0);
    if dashed {
        canvas.stroke_dashed(shaft.as_ref(), colour, 3.0, 6.0, 4.0, 0.0);
    } else {
        canvas.stroke(shaft.as_ref(), colour, 3.0);
    }
    let points = [tip, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)];
    canvas.token(polygon(&points), colour, INK, 1.0);
}
