//! A tile as printed: its terrain, its spells on the left, front and right edges (golem
//! count, range as diamonds, the broken shield on range-3 spells), its VP and shields on
//! the back edge, all turned with the tile. And the plain back of a face-down tile.

use crate::engines::rivality::{Edge, EdgeSet, Facing, TileId};

use super::canvas::{circle, polygon, rounded_rect, Canvas, Colour};
use super::emblems;
use super::palette::{self, INK, PAPER, RANGE, SHIELD};
use super::text::Style;
use super::RenderError;

/// Where a tile lies on the canvas and which way its front points.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub cx: f32,
    pub cy: f32,
    /// The tile's side, in pixels.
    pub size: f32,
    pub facing: Facing,
}

impl Frame {
    /// Canvas point of a tile-local point: `u` to the tile's right, `v` towards its back,
    /// both in tile sides from the centre (the front edge is at `v = -0.5`).
    pub fn at(&self, u: f32, v: f32) -> (f32, f32) {
        let (x, y) = match self.facing {
            Facing::North => (u, v),
            Facing::East => (-v, u),
            Facing::South => (-u, -v),
            Facing::West => (v, -u),
        };
        (self.cx + x * self.size, self.cy + y * self.size)
    }

    fn quad(&self, u0: f32, v0: f32, u1: f32, v1: f32) -> [(f32, f32); 4] {
        [
            self.at(u0, v0),
            self.at(u1, v0),
            self.at(u1, v1),
            self.at(u0, v1),
        ]
    }
}

/// Thickness of the spell strips and of the back band, in tile sides: wide enough for
/// marks that stay legible at a third of the picture's size.
const STRIP: f32 = 0.25;
const BACK: f32 = 0.23;
/// The golem count's dark token, the pitch of the range diamonds, the broken shield: a
/// range-3 spell's run (about 0.63) ends before the back band and leaves the corners to
/// the neighbouring edges, whose runs are at most range 2 on every printed tile.
const TOKEN: f32 = 0.25;
const PITCH: f32 = 0.08;
const BROKEN: f32 = 0.14;

/// The printed face of `tile`. `extra_shield` is the colour of the entrenched side's bonus
/// shield, if any.
pub fn face(
    canvas: &mut Canvas,
    tile: TileId,
    frame: Frame,
    delayed: EdgeSet,
    extra_shield: Option<Colour>,
) -> Result<(), RenderError> {
    let s = frame.size;
    let (ground, mark) = palette::terrain(tile.kind());
    let (x0, y0) = (frame.cx - s / 2.0, frame.cy - s / 2.0);
    canvas.fill(rounded_rect(x0, y0, s, s, s * 0.08), ground);
    emblems::terrain(canvas, tile.kind(), frame.cx, frame.cy, s * 0.5, mark);

    // The back edge: a darker band with the VP and the shields, as big as the band allows
    // so that they still read when Discord shrinks the picture to a phone's width.
    let band = frame.quad(-0.5 + 0.04, 0.5 - BACK, 0.5 - 0.04, 0.5 - 0.03);
    canvas.fill(polygon(&band), ground.mix(INK, 0.3));
    let mid = 0.5 - BACK / 2.0 - 0.015;
    let (vx, vy) = frame.at(-0.17, mid);
    canvas.token(circle(vx, vy, s * 0.11), PAPER, INK, s * 0.02);
    canvas.text(
        &tile.kind().vp().to_string(),
        vx,
        vy,
        Style::new(s * 0.2, INK),
    )?;
    let mut shields: Vec<Colour> = vec![SHIELD; tile.kind().shields() as usize];
    shields.extend(extra_shield);
    for (i, colour) in shields.into_iter().enumerate() {
        let (sx, sy) = frame.at(0.0 + 0.15 * i as f32, mid);
        shield(canvas, sx, sy, s * 0.15, colour, false);
    }

    let spec = tile.spec();
    for edge in [Edge::Left, Edge::Front, Edge::Right] {
        if let Some(spell) = spec.spell(edge) {
            spell_strip(
                canvas,
                frame,
                edge,
                spell.golems,
                spell.range,
                delayed.contains(edge),
            )?;
        }
    }
    Ok(())
}

/// Where a spell's marks lie along its edge.
struct Run {
    /// Position along the run (`t`, at most ±0.32) to tile-local coordinates.
    local: Box<dyn Fn(f32) -> (f32, f32)>,
    /// Where the run starts.
    start: f32,
    /// The pale strip's corners on the canvas.
    strip: [(f32, f32); 4],
}

fn run(frame: Frame, edge: Edge, range: u8) -> Run {
    let across = -0.5 + STRIP / 2.0 + 0.005;
    let local = move |t: f32| match edge {
        Edge::Front => (t, across),
        Edge::Left => (across, t),
        Edge::Right => (-across, t),
    };
    let shield_w = if range == 3 { BROKEN } else { 0.0 };
    let run = TOKEN + 0.01 + PITCH * f32::from(range) + shield_w;
    // A long run on a side edge slides towards the front, clear of the back band.
    let shift = match edge {
        Edge::Front => 0.0,
        _ => (0.5 - BACK - run / 2.0).min(0.0),
    };
    let start = shift - run / 2.0;
    let (a, b) = (local(start), local(start + run));
    let half = STRIP / 2.0 - 0.02;
    let (u0, u1) = (a.0.min(b.0) - half, a.0.max(b.0) + half);
    let (v0, v1) = (a.1.min(b.1) - half, a.1.max(b.1) + half);
    Run {
        local: Box::new(local),
        start,
        strip: frame.quad(u0, v0, u1, v1),
    }
}

/// The boxes of a face-up tile's printed marks, as (left, top, right, bottom) on the
/// canvas: each spell's strip, and the back band with the VP and shields.
pub fn mark_boxes(tile: TileId, frame: Frame) -> Vec<(f32, f32, f32, f32)> {
    let bounds = |points: &[(f32, f32)]| {
        points.iter().fold(
            (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
            |(l, t, r, b), (x, y)| (l.min(*x), t.min(*y), r.max(*x), b.max(*y)),
        )
    };
    let spec = tile.spec();
    let mut out: Vec<_> = [Edge::Left, Edge::Front, Edge::Right]
        .into_iter()
        .filter_map(|edge| spec.spell(edge).map(|spell| (edge, spell.range)))
        .map(|(edge, range)| bounds(&run(frame, edge, range).strip))
        .collect();
    out.push(bounds(&frame.quad(
        -0.5 + 0.04,
        0.5 - BACK,
        0.5 - 0.04,
        0.5 - 0.03,
    )));
    out
}

/// One spell along its edge: a pale strip, the golem count on a dark token, one diamond
/// per tile of range, and the broken shield when it ignores shields.
fn spell_strip(
    canvas: &mut Canvas,
    frame: Frame,
    edge: Edge,
    golems: u8,
    range: u8,
    delayed: bool,
) -> Result<(), RenderError> {
    let s = frame.size;
    let Run {
        local,
        start,
        strip,
    } = run(frame, edge, range);
    canvas.fill(polygon(&strip), PAPER.with_alpha(235));
    if delayed {
        // Expert: a spell waiting for a tile at its spot. A dashed rim, quiet but visible.
        let rim = polygon(&strip);
        canvas.stroke_dashed(rim.as_ref(), INK, s * 0.025, s * 0.045, s * 0.035, 0.0);
    }

    let mut t = start;
    let (tx, ty) = frame.at(local(t + TOKEN / 2.0).0, local(t + TOKEN / 2.0).1);
    let token = s * TOKEN;
    canvas.fill(
        rounded_rect(tx - token / 2.0, ty - token / 2.0, token, token, s * 0.04),
        INK,
    );
    // As big as the token allows: the count is what a player reads first on a spell.
    canvas.text(&golems.to_string(), tx, ty, Style::new(s * 0.27, PAPER))?;
    t += TOKEN + 0.01;
    for _ in 0..range {
        let c = t + PITCH / 2.0;
        let (du, dv) = match edge {
            Edge::Front => ((0.036, 0.0), (0.0, 0.075)),
            _ => ((0.0, 0.036), (0.075, 0.0)),
        };
        let (cu, cv) = local(c);
        let diamond = [
            frame.at(cu - du.0, cv - du.1),
            frame.at(cu - dv.0, cv - dv.1),
            frame.at(cu + du.0, cv + du.1),
            frame.at(cu + dv.0, cv + dv.1),
        ];
        canvas.fill(polygon(&diamond), RANGE);
        t += PITCH;
    }
    if range == 3 {
        let (cu, cv) = local(t + BROKEN / 2.0);
        let (sx, sy) = frame.at(cu, cv);
        shield(canvas, sx, sy, s * 0.16, SHIELD, true);
    }
    Ok(())
}

/// A heater shield `size` pixels high centred on `(x, y)`; `broken`: split in two halves
/// pulled apart along a crack, so that it never reads as a whole one.
pub fn shield(canvas: &mut Canvas, x: f32, y: f32, size: f32, fill: Colour, broken: bool) {
    let w = size * 0.42;
    let h = size * 0.5;
    let line = size * 0.06;
    if !broken {
        let outline = [
            (x - w, y - h),
            (x + w, y - h),
            (x + w, y + h * 0.1),
            (x, y + h),
            (x - w, y + h * 0.1),
        ];
        canvas.token(polygon(&outline), fill, INK, line);
        return;
    }
    // The crack from the top edge to the tip, zigzagging.
    let crack = [
        (w * 0.1, -h),
        (-w * 0.3, -h * 0.15),
        (w * 0.2, h * 0.3),
        (0.0, h),
    ];
    let gap = w * 0.3;
    let mut left: Vec<(f32, f32)> = vec![(-w, -h)];
    left.extend(crack);
    left.push((-w, h * 0.1));
    let mut right: Vec<(f32, f32)> = crack.iter().rev().copied().collect();
    right.push((w, h * 0.1));
    right.push((w, -h));
    for (half, shift, tilt) in [(left, -gap, -0.12f32), (right, gap, 0.12)] {
        // Each half leans out a little, turned about the tip.
        let (sin, cos) = tilt.sin_cos();
        let points: Vec<(f32, f32)> = half
            .iter()
            .map(|(u, v)| {
                let (u, v) = (u * cos - (v - h) * sin, u * sin + (v - h) * cos + h);
                (x + u + shift * 0.5, y + v)
            })
            .collect();
        canvas.token(polygon(&points), fill, INK, line);
    }
}

/// The back of a tile: the same for every tile, whichever way it was put down, so that it
/// gives nothing away.
pub fn back(canvas: &mut Canvas, cx: f32, cy: f32, size: f32) {
    let s = size;
    let (x0, y0) = (cx - s / 2.0, cy - s / 2.0);
    canvas.fill(rounded_rect(x0, y0, s, s, s * 0.08), palette::TILE_BACK);
    let inner = rounded_rect(x0 + s * 0.08, y0 + s * 0.08, s * 0.84, s * 0.84, s * 0.05);
    canvas.stroke(
        inner.as_ref(),
        palette::TILE_BACK.mix(PAPER, 0.35),
        s * 0.02,
    );
    for (i, j) in [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)] {
        let (x, y) = (cx + i * s * 0.24, cy + j * s * 0.24);
        let d = s * 0.07;
        let diamond = [(x, y - d), (x + d, y), (x, y + d), (x - d, y)];
        canvas.fill(polygon(&diamond), palette::TILE_BACK.mix(PAPER, 0.25));
    }
    emblems::star(
        canvas,
        cx,
        cy,
        s * 0.16,
        palette::LAST_MOVE.mix(palette::TILE_BACK, 0.3),
    );
}
