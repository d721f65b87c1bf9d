//! The search for a free spot: a box goes to the first of its preferred spots where it
//! covers nothing placed before it (with a pixel to spare) and stays on the map; failing
//! them, to the nearest free spot around the first, ring by ring.

use super::Rect;

/// The room kept between two boxes.
const GAP: f32 = 1.0;
/// The spiral's step and reach, in design pixels.
const STEP: f32 = 2.5;
const REACH: f32 = 160.0;

/// One mark or word and its box: `kind` says what it shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Label<K> {
    pub kind: K,
    /// Its words (none for a mark).
    pub text: String,
    pub rect: Rect,
}

pub struct Placer<K> {
    area: Rect,
    labels: Vec<Label<K>>,
    /// What no box may cover but is no box itself: the arrows.
    clear: Vec<Rect>,
    /// How far around its first spot a box looks for room, and by what steps.
    step: f32,
    reach: f32,
}

impl<K> Placer<K> {
    pub fn new(area: Rect) -> Placer<K> {
        Placer {
            area,
            labels: Vec::new(),
            clear: Vec::new(),
            step: STEP,
            reach: REACH,
        }
    }

    /// Looks for room up to `reach` around a box's first spot, by `step`s.
    pub fn reaching(self, step: f32, reach: f32) -> Placer<K> {
        Placer {
            step,
            reach,
            ..self
        }
    }

    /// Keeps `rect` clear of every box placed from now on.
    pub fn keep_clear(&mut self, rect: Rect) {
        self.clear.push(rect);
    }

    /// A box that stays where it is (a city on its corner).
    pub fn fixed(&mut self, kind: K, text: String, rect: Rect) {
        self.labels.push(Label { kind, text, rect });
    }

    fn free(&self, rect: &Rect, gap: f32) -> bool {
        let room = rect.grown(gap);
        rect.within(&self.area)
            && !self.labels.iter().any(|l| l.rect.intersects(&room))
            && !self.clear.iter().any(|c| c.intersects(&room))
    }

    /// The box at the first free spot of `spots`, else the nearest free one around the
    /// first; where none is within reach, at the first spot all the same (never lost).
    pub fn place_or_nearest(
        &mut self,
        kind: K,
        text: String,
        w: f32,
        h: f32,
        spots: &[(f32, f32)],
    ) {
        let Some(first) = spots.first().copied() else {
            return;
        };
        let rect = spots
            .iter()
            .map(|s| Rect::centred(*s, w, h))
            .find(|r| self.free(r, GAP))
            .or_else(|| {
                around(first, self.step, self.reach)
                    .map(|s| Rect::centred(s, w, h))
                    .find(|r| self.free(r, GAP))
            })
            .unwrap_or_else(|| Rect::centred(first, w, h));
        self.labels.push(Label { kind, text, rect });
    }

    /// The box where it is if that covers nothing; else left out.
    pub fn if_free(&mut self, kind: K, text: String, rect: Rect) {
        if self.free(&rect, 0.5) {
            self.labels.push(Label { kind, text, rect });
        }
    }

    /// Whether `rect` covers nothing placed so far, nor anything kept clear.
    pub fn is_free(&self, rect: &Rect) -> bool {
        self.free(rect, GAP)
    }

    /// The box of the first label placed that `f` picks.
    pub fn find(&self, f: impl Fn(&K) -> bool) -> Option<Rect> {
        self.labels.iter().find(|l| f(&l.kind)).map(|l| l.rect)
    }

    /// The boxes of the labels `f` picks, less those in `but`.
    pub fn boxes_but(&self, f: impl Fn(&K) -> bool, but: &[Option<Rect>]) -> Vec<Rect> {
        self.labels
            .iter()
            .filter(|l| f(&l.kind) && !but.contains(&Some(l.rect)))
            .map(|l| l.rect)
            .collect()
    }

    pub fn into_labels(self) -> Vec<Label<K>> {
        self.labels
    }
}

/// Points on rings around `at`, nearest first.
fn around(at: (f32, f32), step: f32, reach: f32) -> impl Iterator<Item = (f32, f32)> {
    let rings = (reach / step) as u32;
    (1..=rings).flat_map(move |ring| {
        let r = ring as f32 * step;
        let n = 8 + 2 * ring;
        (0..n).map(move |k| {
            let a = std::f32::consts::TAU * k as f32 / n as f32;
            (at.0 + r * a.cos(), at.1 + r * a.sin())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(t: u8) -> u8 {
        t
    }

    #[test]
    fn a_box_goes_to_its_first_free_spot_or_the_nearest_free_one() {
        let area = Rect {
            x: 0.0,
            y: 0.0,
            w: 100.0,
            h: 100.0,
        };
        let mut p = Placer::new(area);
        p.fixed(
            kind(0),
            String::new(),
            Rect::centred((50.0, 50.0), 20.0, 20.0),
        );
        p.place_or_nearest(
            kind(1),
            String::new(),
            10.0,
            10.0,
            &[(50.0, 50.0), (80.0, 50.0)],
        );
        p.place_or_nearest(kind(2), String::new(), 10.0, 10.0, &[(50.0, 50.0)]);
        // Tile names are left out rather than covering anything.
        p.if_free(
            kind(3),
            String::new(),
            Rect::centred((50.0, 50.0), 4.0, 4.0),
        );
        let labels = p.into_labels();
        assert_eq!(labels.len(), 3);
        assert_eq!(labels[1].rect.centre(), (80.0, 50.0));
        for (i, a) in labels.iter().enumerate() {
            assert!(a.rect.within(&area));
            for b in &labels[i + 1..] {
                assert!(!a.rect.intersects(&b.rect), "{a:?} {b:?}");
            }
        }
    }
}
