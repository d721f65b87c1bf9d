//! The highlighted events on the map: moves (and advances, and a surrender's relocated
//! units) as arrows with how many went, assaults as red arrows with their dice, cities
//! taken, built or handed over ringed, new units and Mutiny!'s losses counted on their
//! tile. A preview is drawn dashed.

use crate::engines::rivalry::{Target, TileId};

use super::super::canvas::{circle, line, polygon, rounded_rect, Canvas, Colour};
use super::super::palette::{INK, PAPER};
use super::super::text::Style;
use super::super::RenderError;
use super::geometry::Geometry;
use super::look::{count_badge, ASSAULT};
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
    accent: Accent,
) -> Result<(), RenderError> {
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
    // Labels over every arrow, so that none hides another's number.
    for a in &touched.arrows {
        let (fx, fy) = spot(g, a.from);
        let (tx, ty) = g.centre(a.to);
        let (x, y) = (fx + (tx - fx) * 0.5, fy + (ty - fy) * 0.5);
        count_badge(canvas, accent.colour, a.units.armies, a.units.cavalry, x, y)?;
    }
    for a in &touched.assaults {
        let (fx, fy) = g.centre(a.from);
        let (tx, ty) = spot(g, a.target);
        let (x, y) = (fx + (tx - fx) * 0.5, fy + (ty - fy) * 0.5);
        dice_label(canvas, &dice_words(&a.rolls), x, y)?;
    }
    for (tile, units) in &touched.raised {
        change(
            canvas,
            g,
            *tile,
            &format!("+{}", units.total()),
            accent.colour,
        )?;
    }
    for (tile, units) in &touched.removed {
        change(canvas, g, *tile, &format!("−{}", units.total()), ASSAULT)?;
    }
    Ok(())
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

fn dice_label(canvas: &mut Canvas, words: &str, x: f32, y: f32) -> Result<(), RenderError> {
    let w = super::super::text::width(words, DICE_TEXT)? + 6.0;
    let h = DICE_TEXT + 4.0;
    canvas.token(
        rounded_rect(x - w / 2.0, y - h / 2.0, w, h, 2.0),
        PAPER,
        ASSAULT,
        1.2,
    );
    canvas.text(words, x, y, Style::new(DICE_TEXT, INK))?;
    Ok(())
}

/// `+2` or `−1` at the top right of a tile's chip.
fn change(
    canvas: &mut Canvas,
    g: &Geometry,
    tile: TileId,
    words: &str,
    colour: Colour,
) -> Result<(), RenderError> {
    let (cx, cy) = g.chip(tile);
    let (x, y) = (cx + g.size * 0.55, cy - g.size * 0.45);
    let w = super::super::text::width(words, DICE_TEXT)? + 5.0;
    let h = DICE_TEXT + 3.0;
    canvas.token(
        rounded_rect(x - w / 2.0, y - h / 2.0, w, h, h / 2.0),
        colour,
        INK,
        1.0,
    );
    canvas.text(words, x, y, Style::new(DICE_TEXT, INK))?;
    Ok(())
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
