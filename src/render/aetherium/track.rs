//! The Aether track down the right edge: player 2's moons above the centre, player 1's
//! below, the last moons (where the token wins) larger; the centre crossed out once the
//! token has left it, since it never comes back; the token, ringed when the move carried
//! it, with a dashed outline where it started.

use crate::engines::aetherium::mat::MAT;
use crate::engines::aetherium::SeatView;

use super::super::canvas::{circle, line, polygon, Canvas};
use super::super::palette::{BACKGROUND, INK, MUTED, PAPER};
use super::super::RenderError;
use super::look::{self, AETHER};
use super::touched::Touched;
use super::{Accent, Geometry};

const TOKEN_R: f32 = 10.0;

pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    view: &SeatView,
    touched: &Touched,
    accent: Accent,
) -> Result<(), RenderError> {
    let (top, bottom) = (g.track_spot(-MAT.moons), g.track_spot(MAT.moons));
    canvas.stroke(line(top, bottom).as_ref(), look::SPACE, 4.0);
    for position in -MAT.moons..=MAT.moons {
        let (x, y) = g.track_spot(position);
        if position == 0 {
            let d = 6.0;
            let diamond = polygon(&[(x, y - d), (x + d, y), (x, y + d), (x - d, y)]);
            canvas.token(diamond, MUTED, INK, 1.0);
            if view.aether != 0 {
                let cross = line((x - d, y - d), (x + d, y + d));
                canvas.stroke(cross.as_ref(), INK, 2.5);
            }
        } else if position.abs() == MAT.moons {
            canvas.fill(circle(x, y, 9.0), PAPER.with_alpha(60));
            look::moon(canvas, x, y, 7.0, PAPER, BACKGROUND);
        } else {
            look::moon(canvas, x, y, 5.0, MUTED, BACKGROUND);
        }
    }
    let (x, y) = g.track_spot(view.aether);
    if let Some((from, to)) = touched.aether {
        if from != to {
            let (fx, fy) = g.track_spot(from);
            let ghost = circle(fx, fy, TOKEN_R);
            canvas.stroke_dashed(ghost.as_ref(), accent.colour, 1.5, 3.0, 2.5, 0.0);
        }
    }
    canvas.token(circle(x, y, TOKEN_R), AETHER, INK, 1.5);
    canvas.stroke(circle(x, y, TOKEN_R * 0.55).as_ref(), PAPER, 1.5);
    if touched.aether.is_some_and(|(from, to)| from != to) {
        accent.ring(canvas, circle(x, y, TOKEN_R + 3.5).as_ref(), 2.0);
    }
    Ok(())
}
