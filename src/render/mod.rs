//! The board as a picture: a state, as one viewer may see it, in; PNG bytes out.
//!
//! Pure: no Discord types, no I/O. [`render_board`] draws a Rivality table from a
//! [`SeatView`](crate::engines::rivality::SeatView) ([`render_resigned`]: as it stood when
//! a seat resigned); [`render_solo`] draws a solo game; [`render_scene`] draws any
//! battlefield and panel; [`render_hand`] draws a player's tiles for their private turn
//! panel; [`render_magistrar`] draws a Magistrar table (`magistrar/`). The highlighted move is drawn on the board and said in words in the panel.

mod accent;
pub mod aetherium;
pub mod animation;
mod board;
pub mod boxes;
mod canvas;
mod caption;
mod emblems;
#[cfg(test)]
mod fits;
mod golems;
mod highlight;
mod legend;
mod magistrar;
pub mod measure;
pub mod palette;
pub use canvas::Colour;
mod panel;
mod png;
mod rivality;
pub mod rivalry;
mod solo;
mod standings;
mod text;
mod tile_art;
mod verdict;
mod waiting;

pub use aetherium::{render_aetherium, render_aetherium_resigned, AetheriumPicture};
pub use board::marks::{spell_width, BoardMarks, MarkKind, SpellLine};
pub use board::tags::{Tag, TagKind};
pub use board::{board_marks, BoardScene, Highlight, Layout};
pub use magistrar::{
    preview_view as magistrar_preview_view, render_magistrar, LastPlay, MagistrarPicture,
};
pub use panel::PHONE_WIDTH;
pub use panel::{PanelScene, SeatLine, SideSummary};
pub use rivality::{
    board_panel, render_board, render_hand, render_resigned, BoardPicture, Resignation,
};
pub use rivalry::{
    render_rivalry, render_rivalry_resigned, render_rivalry_setup, render_rivalry_waiting,
    RivalryPicture, SetupPicture,
};
pub use solo::{render_solo, SoloPicture};
pub use standings::{render_standings, StandingsPicture};

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
/// The phone layout may be taller: it is read by scrolling down a phone's screen. Tall
/// enough for a sprawling 3-player Expert board above its panel and legend, which the
/// wide layout shrank to half their size on a phone.
pub const MAX_TALL: u32 = 3600;

/// How a picture is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// The panel on the right of the board: for a wide screen (the terminal mode's files).
    #[default]
    Wide,
    /// Phone first: the panel under the board, drawn at the scale of a phone screen, so
    /// that a picture shown 400 px wide keeps its counts and words legible. Only a
    /// picture taller than [`MAX_TALL`] that way is drawn [`Format::Wide`] instead: a wide
    /// board is still read best above its panel, where it takes the whole width.
    Phone,
}

/// Draws a battlefield with its side panel on the right, as PNG bytes.
pub fn render_scene(board: &BoardScene, panel: &PanelScene) -> Result<Vec<u8>, RenderError> {
    render_scene_as(board, panel, Format::Wide)
}

/// Draws a battlefield and its panel laid out as `format`, as PNG bytes.
pub fn render_scene_as(
    board: &BoardScene,
    panel: &PanelScene,
    format: Format,
) -> Result<Vec<u8>, RenderError> {
    let layout = board::Layout::new(board);
    if format == Format::Phone {
        if let Some(canvas) = tall(board, panel, &layout)? {
            return png::encode(&canvas);
        }
    }
    let panel_h = panel::height(panel, panel::WIDTH)?;
    let width = (layout.width() + panel::WIDTH).ceil() as u32;
    let height = layout.height().max(panel_h).ceil() as u32;
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(RenderError::Size { width, height });
    }
    let mut canvas = Canvas::new(width, height, palette::BACKGROUND)?;
    // The board sits at the top left, so that `Layout` tells where each cell is drawn.
    board::draw(&mut canvas, board, &layout, 0.0, 0.0)?;
    panel::draw(
        &mut canvas,
        panel,
        layout.width(),
        panel::WIDTH,
        height as f32,
    )?;
    png::encode(&canvas)
}

/// The phone layout: the board on top, the panel under it laid out for a phone's width
/// ([`panel::PHONE_WIDTH`]) and scaled to the board's, so that one pixel of the panel's
/// design is one pixel on a phone. `None` when that would be taller than [`MAX_TALL`].
fn tall(
    board: &BoardScene,
    panel: &PanelScene,
    layout: &board::Layout,
) -> Result<Option<Canvas>, RenderError> {
    let panel_h = panel::height(panel, panel::PHONE_WIDTH)?;
    let width = layout.width().max(panel::PHONE_WIDTH).ceil();
    let scale = width / panel::PHONE_WIDTH;
    let height = (layout.height() + panel_h * scale).ceil();
    if width > MAX_SIDE as f32 || height > MAX_TALL as f32 {
        return Ok(None);
    }
    let mut canvas = Canvas::new(width as u32, height as u32, palette::BACKGROUND)?;
    // A board narrower than the panel is centred over it; otherwise at the top left, so
    // that `Layout` tells where each cell is drawn.
    let x0 = ((width - layout.width()) / 2.0).floor();
    board::draw(&mut canvas, board, layout, x0, 0.0)?;
    canvas.transform = tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, 0.0, layout.height());
    panel::draw(&mut canvas, panel, 0.0, panel::PHONE_WIDTH, panel_h)?;
    canvas.transform = tiny_skia::Transform::identity();
    Ok(Some(canvas))
}
