//! Where a highlighted move's or assault's arrow runs: from the edge of the unit chip it
//! leaves to the edge of the chip (or city) it reaches, so that it never covers a count;
//! where two wide chips leave no room between them, alongside, just clear of them.

use super::geometry::Geometry;
use super::layout::Rect;
use super::look::CHIP_H;

/// An arrow's shaft start and tip, in design pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArrowLine {
    pub start: (f32, f32),
    pub tip: (f32, f32),
    /// An assault's (red), or a move's (the highlight's colour).
    pub assault: bool,
}

/// The arrowhead's length.
pub fn head(g: &Geometry) -> f32 {
    g.size * 0.42
}

/// How far along `u` from `p` the ray leaves `r` (0 when `p` is not inside it).
fn exit(p: (f32, f32), u: (f32, f32), r: Option<Rect>) -> f32 {
    let Some(r) = r else { return 0.0 };
    let inside = p.0 > r.x && p.0 < r.x + r.w && p.1 > r.y && p.1 < r.y + r.h;
    if !inside {
        return 0.0;
    }
    let axis = |p: f32, u: f32, lo: f32, hi: f32| {
        if u > 1e-6 {
            (hi - p) / u
        } else if u < -1e-6 {
            (lo - p) / u
        } else {
            f32::INFINITY
        }
    };
    axis(p.0, u.0, r.x, r.x + r.w).min(axis(p.1, u.1, r.y, r.y + r.h))
}

/// Whether the segment from `a` to `b` runs over `r`.
fn crosses(a: (f32, f32), b: (f32, f32), r: &Rect) -> bool {
    (0..=20).any(|i| {
        let t = i as f32 / 20.0;
        let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h
    })
}

/// The arrow from `a` to `b`, clear of the boxes at either end (`at_a`, `at_b`) and,
/// where it can be, of the other chips (`chips`) on its way.
pub fn between(
    g: &Geometry,
    (a, b): ((f32, f32), (f32, f32)),
    at_a: Option<Rect>,
    at_b: Option<Rect>,
    chips: &[Rect],
    assault: bool,
) -> ArrowLine {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(0.001);
    let u = (dx / len, dy / len);
    let least = g.size * 0.3;
    let room = head(g) + 5.0;
    let fit = |a: (f32, f32), b: (f32, f32)| {
        let s = least.max(exit(a, u, at_a) + 2.0);
        let e = least.max(exit(b, (-u.0, -u.1), at_b) + 2.0);
        let line = ArrowLine {
            start: (a.0 + u.0 * s, a.1 + u.1 * s),
            tip: (b.0 - u.0 * e, b.1 - u.1 * e),
            assault,
        };
        let clear = !chips.iter().any(|c| crosses(line.start, line.tip, c));
        (line, len - s - e >= room && clear)
    };
    let (straight, fits) = fit(a, b);
    if fits {
        return straight;
    }
    // Alongside the chips, above them first.
    let off = CHIP_H / 2.0 + 3.0;
    let perp = if u.0 >= 0.0 { (u.1, -u.0) } else { (-u.1, u.0) };
    for sign in [1.0, -1.0] {
        let shift = |p: (f32, f32)| (p.0 + perp.0 * off * sign, p.1 + perp.1 * off * sign);
        let (beside, fits) = fit(shift(a), shift(b));
        if fits {
            return beside;
        }
    }
    straight
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_runs_from_chip_edge_to_chip_edge_or_beside_wide_chips() {
        let g = Geometry::new();
        let (a, b) = ((100.0, 100.0), (100.0 + g.hex_width(), 100.0));
        let narrow = |p| Some(Rect::centred(p, 14.0, 14.0));
        let line = between(&g, (a, b), narrow(a), narrow(b), &[], false);
        assert!(line.start.0 >= a.0 + 9.0 && line.tip.0 <= b.0 - 9.0);
        assert_eq!(line.start.1, 100.0);
        // Two chips 30 wide a hex apart: no room between them; the arrow runs above.
        let wide = |p| Some(Rect::centred(p, 30.0, 14.0));
        let line = between(&g, (a, b), wide(a), wide(b), &[], false);
        assert!(line.start.1 <= 100.0 - 7.0, "{line:?}");
        assert!(line.tip.0 - line.start.0 >= head(&g));
    }
}
