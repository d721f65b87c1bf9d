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
    // Flat colours compress well with the fast setting; "best" costs far more time than
    // the bytes it saves on a picture like this.
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(&rgb, canvas.width(), canvas.height(), ExtendedColorType::Rgb8)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}
