//! The highlight of a move on a game's picture: solid for a move played, dashed for a
//! preview, each in its own colour (Aetherium's and Rivalry's pictures).

use tiny_skia::Path;

use super::canvas::{Canvas, Colour};
use super::palette::{LAST_MOVE, PREVIEW};

/// The colour of the highlight, and whether it marks a move not played yet (dashed).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Accent {
    pub colour: Colour,
    pub preview: bool,
}

impl Accent {
    pub fn new(preview: bool) -> Accent {
        Accent {
            colour: if preview { PREVIEW } else { LAST_MOVE },
            preview,
        }
    }

    /// Rings `path`: solid for a move played, dashed for a preview.
    pub fn ring(&self, canvas: &mut Canvas, path: Option<&Path>, width: f32) {
        if self.preview {
            canvas.stroke_dashed(path, self.colour, width, width * 2.5, width * 1.8, 0.0);
        } else {
            canvas.stroke(path, self.colour, width);
        }
    }
}
