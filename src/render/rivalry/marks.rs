//! The highlighted events on the map: moves (and advances, and a surrender's relocated
//! units) as arrows, assaults as red arrows, cities taken, built or handed over ringed. A
//! preview is drawn dashed. Their words (how many went, the dice, new or lost units) are
//! boxes of the layout.

use crate::engines::rivalry::Target;

use super::super::canvas::{circle, line, polygon, Canvas, Colour};
use super::super::palette::INK;
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

pub fn draw(canvas: &mut Canvas, g: &Geometry, touched: &Touched, accent: Accent) {
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
    for a in &touched.assaults {
        let from = g.centre(a.from);
        let to = spot(g, a.target);
        arrow(canvas, g, from, to, ASSAULT, accent.preview);
    }
    for a in &touched.arrows {
        let from = spot(g, a.from);
        let to = g.centre(a.to);
        arrow(canvas, g, from, to, accent.colour, accent.preview);
    }
}

/// An assault's dice as sums, attack first: `9:6`; several (a fight out) in order, the
/// middle ones left out past four; `?` before the dice are rolled.
pub fn dice_words(rolls: &[([u8; 2], [u8; 2])]) -> String {
    let sum = |d: [u8; 2]| u16::from(d[0]) + u16::from(d[1]);
    let one = |(a, d): &([u8; 2], [u8; 2])| format!("{}:{}", sum(*a), sum(*d));
    match rolls.len() {
        0 => "?".to_string(),
        1..=4 => rolls.iter().map(one).collect::<Vec<_>>().join(" "),
        n => format!(
            "{} {} … {}",
            one(&rolls[0]),
            one(&rolls[1]),
            one(&rolls[n - 1])
        ),
    }
}

/// A thick arrow from near `from` to near `to`, outlined in ink so that it reads on any
/// ground.
fn arrow(
    canvas: &mut Canvas,
    g: &Geometry,
    from: (f32, f32),
    to: (f32, f32),
    colour: Colour,
    dashed: bool,
) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let start = (from.0 + ux * g.size * 0.3, from.1 + uy * g.size * 0.3);
    let tip = (to.0 - ux * g.size * 0.3, to.1 - uy * g.size * 0.3);
    let head = g.size * 0.42;
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
