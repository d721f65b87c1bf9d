//! What a picture's words look like as drawn: every call to [`Canvas::text`] may be
//! recorded (its words, its em size and its box on the picture, transforms applied), so
//! that a test reads the smallest words a picture holds as drawn rather than guessing
//! them from its pixels. Recording is per thread and off unless [`recording`] asks.

use std::cell::RefCell;

/// One label as drawn on a picture, in the picture's own pixels.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawn {
    pub text: String,
    /// The em size, in the picture's pixels.
    pub size: f32,
    /// Its box: left, top, width and height (the height is the em size).
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// The width of the picture it was drawn on.
    pub picture_width: u32,
}

impl Drawn {
    /// Its em size when the picture is shown `shown` pixels wide.
    pub fn size_at(&self, shown: f32) -> f32 {
        self.size * shown / self.picture_width.max(1) as f32
    }
}

thread_local! {
    static RECORDED: RefCell<Option<Vec<Drawn>>> = const { RefCell::new(None) };
}

/// Runs `draw`, returning what it returns and every label it drew, in order.
pub fn recording<T>(draw: impl FnOnce() -> T) -> (T, Vec<Drawn>) {
    let before = RECORDED.with(|r| r.replace(Some(Vec::new())));
    let out = draw();
    let drawn = RECORDED.with(|r| r.replace(before)).unwrap_or_default();
    (out, drawn)
}

/// Keeps `drawn` if a recording is under way.
pub(super) fn record(drawn: impl FnOnce() -> Drawn) {
    RECORDED.with(|r| {
        if let Some(list) = r.borrow_mut().as_mut() {
            list.push(drawn());
        }
    });
}

/// The smallest label of `drawn` (blank ones aside) when its picture is shown `shown`
/// pixels wide.
pub fn smallest(drawn: &[Drawn], shown: f32) -> Option<&Drawn> {
    drawn
        .iter()
        .filter(|d| !d.text.trim().is_empty())
        .min_by(|a, b| a.size_at(shown).total_cmp(&b.size_at(shown)))
}

/// The characters of `drawn` the shipped font has no glyph for (drawn as an empty box),
/// each once.
pub fn without_glyph(drawn: &[Drawn]) -> Vec<char> {
    let mut out: Vec<char> = Vec::new();
    for ch in drawn.iter().flat_map(|d| d.text.chars()) {
        if !super::text::has_glyph(ch) && !out.contains(&ch) {
            out.push(ch);
        }
    }
    out
}
