//! PNG encoding. The board is opaque, so alpha is dropped: smaller files, same picture.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};

use super::canvas::Canvas;
use super::RenderError;

pub fn encode(canvas: &Canvas) -> Result<Vec<u8>, RenderError> {
    // Every pixel is opaque (the canvas starts filled), so premultiplied = straight RGB.
    let rgb: Vec<u8> = canvas
        .pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let mut out = Vec::with_capacity(rgb.len() / 8);
    // Measured on a full end-of-game board: zlib level 1 with the "up" filter gives about
    // two thirds of the "fast" setting's bytes for about the same time; higher levels cost
    // several times the time for a few more percent.
    PngEncoder::new_with_quality(&mut out, CompressionType::Level(1), FilterType::Up)
        .write_image(
            &rgb,
            canvas.width(),
            canvas.height(),
            ExtendedColorType::Rgb8,
        )
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}
