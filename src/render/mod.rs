//! The board as a picture: a state, as one viewer may see it, in; PNG bytes out.
//!
//! Pure: no Discord types, no I/O. [`render_board`] draws a Rivality table from a
//! [`SeatView`](crate::engines::rivality::SeatView) ([`render_resigned`]: as it stood when
//! a seat resigned); [`render_solo`] draws a solo game; [`render_scene`] draws any
//! battlefield and panel; [`render_hand`] draws a player's tiles for their private turn
//! panel. The highlighted move is drawn on the board and said in words in the panel.

mod board;
mod canvas;
mod caption;
mod emblems;
mod golems;
mod highlight;
pub mod palette;
pub use canvas::Colour;
mod panel;
mod png;
mod rivality;
mod solo;
mod text;
mod tile_art;

pub use board::{BoardScene, Highlight, Layout};
pub use panel::{PanelScene, SeatLine, SideSummary};
pub use rivality::{render_board, render_hand, render_resigned, BoardPicture, Resignation};
pub use solo::{render_solo, SoloPicture};

use canvas::Canvas;

/// Why a picture could not be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    #[error("a picture of {width}×{height} pixels cannot be drawn")]
    Size { width: u32, height: u32 },
    #[error("the shipped font could not be read")]
    Font,
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(String),
}

/// The biggest picture drawn, well within what Discord shows without fuss.
pub const MAX_SIDE: u32 = 2400;

/// Draws a battlefield with its side panel on the right, as PNG bytes.
pub fn render_scene(board: &BoardScene, panel: &PanelScene) -> Result<Vec<u8>, RenderError> {
    let layout = board::Layout::new(board);
    let panel_h = panel::height(panel)?;
    let width = (layout.width() + panel::WIDTH).ceil() as u32;
    let height = layout.height().max(panel_h).ceil() as u32;
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(RenderError::Size { width, height });
    }
    let mut canvas = Canvas::new(width, height, palette::BACKGROUND)?;
    // The board sits at the top left, so that `Layout` tells where each cell is drawn.
    board::draw(&mut canvas, board, &layout, 0.0, 0.0)?;
    panel::draw(&mut canvas, panel, layout.width(), height as f32)?;
    png::encode(&canvas)
}
