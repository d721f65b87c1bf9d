//! A game's pictures as one animated GIF (a replay): PNG frames in, GIF bytes out.
//!
//! Pure. Frames of different sizes (a battlefield grows) are laid on one canvas of the
//! largest size, top left, over the first frame's background; a canvas wider than
//! [`MAX_WIDTH`] is scaled down. Each frame after the first stores only the rectangle
//! that changed since the one before (kept on screen under it), with its own palette of
//! at most 256 colours: a move changes a few tiles and the panel, so a long game stays
//! far below Discord's 10 MB.

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::imageops::{self, FilterType};
use image::{ImageFormat, Rgba, RgbaImage};

/// The widest animation drawn: wider boards are scaled down to it, which a phone shows
/// whole and which keeps a long game's file small.
pub const MAX_WIDTH: u32 = 720;

/// How long each frame stays on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Every frame but the last, in hundredths of a second (GIF's unit).
    pub frame_cs: u16,
    /// The last frame: a pause on the final position before the animation starts over.
    pub last_cs: u16,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            frame_cs: 120,
            last_cs: 500,
        }
    }
}

/// How the quantizer trades time for colours (NeuQuant's sampling, 1 best to 30
/// fastest), used only for a frame of more than 256 colours. Boards are flat colours
/// plus anti-aliased edges: a fast sampling loses nothing visible.
const QUANTIZER_SPEED: i32 = 20;

/// The frames (PNG) as one looping GIF, each shown `timing.frame_cs`, the last
/// `timing.last_cs`.
pub fn encode_gif(frames: &[Vec<u8>], timing: Timing) -> Result<Vec<u8>, String> {
    if frames.is_empty() {
        return Err("an animation needs at least one picture".to_string());
    }
    let pictures = frames
        .iter()
        .enumerate()
        .map(|(i, png)| {
            image::load_from_memory_with_format(png, ImageFormat::Png)
                .map(|p| p.to_rgba8())
                .map_err(|e| format!("picture {i} is not a readable PNG: {e}"))
        })
        .collect::<Result<Vec<RgbaImage>, String>>()?;
    let width = pictures.iter().map(|p| p.width()).max().unwrap_or(1);
    let height = pictures.iter().map(|p| p.height()).max().unwrap_or(1);
    let background = *pictures[0].get_pixel(0, 0);
    let (out_w, out_h) = scaled(width, height);
    let (gif_w, gif_h) = (side(out_w)?, side(out_h)?);

    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, gif_w, gif_h, &[]).map_err(gif_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(gif_error)?;
        let mut shown: Option<RgbaImage> = None;
        let last = pictures.len() - 1;
        for (i, picture) in pictures.into_iter().enumerate() {
            let mut canvas = RgbaImage::from_pixel(width, height, background);
            imageops::replace(&mut canvas, &picture, 0, 0);
            let canvas = if (out_w, out_h) == (width, height) {
                canvas
            } else {
                imageops::resize(&canvas, out_w, out_h, FilterType::Triangle)
            };
            let delay = if i == last {
                timing.last_cs
            } else {
                timing.frame_cs
            };
            let frame = frame_since(shown.as_ref(), &canvas, delay)?;
            encoder.write_frame(&frame).map_err(gif_error)?;
            shown = Some(canvas);
        }
    }
    Ok(out)
}

/// The size of the animation for pictures of `width`×`height`: at most [`MAX_WIDTH`]
/// wide, the height in proportion.
fn scaled(width: u32, height: u32) -> (u32, u32) {
    if width <= MAX_WIDTH {
        return (width, height);
    }
    let h = (u64::from(height) * u64::from(MAX_WIDTH) / u64::from(width)).max(1);
    (MAX_WIDTH, u32::try_from(h).unwrap_or(u32::MAX))
}

fn side(n: u32) -> Result<u16, String> {
    u16::try_from(n).map_err(|_| format!("a picture of {n} pixels is too large to animate"))
}

fn gif_error(e: gif::EncodingError) -> String {
    format!("the animation could not be encoded: {e}")
}

/// The GIF frame that turns `before` (on screen) into `now`: only the rectangle where
/// they differ (one pixel when nothing did: GIF has no empty frame).
fn frame_since(
    before: Option<&RgbaImage>,
    now: &RgbaImage,
    delay: u16,
) -> Result<Frame<'static>, String> {
    let (x, y, w, h) = match before {
        Some(before) => changed(before, now).unwrap_or((0, 0, 1, 1)),
        None => (0, 0, now.width(), now.height()),
    };
    let mut part: Vec<u8> = imageops::crop_imm(now, x, y, w, h).to_image().into_raw();
    // Opaque, so that no pixel becomes the frame's transparent colour.
    for pixel in part.chunks_exact_mut(4) {
        pixel[3] = 0xFF;
    }
    let mut frame = Frame::from_rgba_speed(side(w)?, side(h)?, &mut part, QUANTIZER_SPEED);
    frame.left = side(x)?;
    frame.top = side(y)?;
    frame.delay = delay;
    frame.dispose = DisposalMethod::Keep;
    Ok(frame)
}

/// The smallest rectangle (x, y, width, height) holding every pixel that differs between
/// two pictures of the same size; `None` when they are the same.
fn changed(a: &RgbaImage, b: &RgbaImage) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    for (x, y, pixel) in b.enumerate_pixels() {
        if a.get_pixel(x, y) != pixel {
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    (x0 != u32::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

/// A flat picture of one colour, as PNG (tests and benches of the animation).
pub fn plain_png(width: u32, height: u32, colour: [u8; 4]) -> Vec<u8> {
    let picture = RgbaImage::from_pixel(width, height, Rgba(colour));
    let mut out = std::io::Cursor::new(Vec::new());
    // Writing a small in-memory PNG cannot fail but for memory.
    let _ = picture.write_to(&mut out, ImageFormat::Png);
    out.into_inner()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(gif: &[u8]) -> Vec<(u16, u16, u16, u16, u16)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif).unwrap();
        let mut frames = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            frames.push((f.left, f.top, f.width, f.height, f.delay));
        }
        frames
    }

    #[test]
    fn one_frame_per_picture_the_last_held_longer() {
        let pictures = vec![
            plain_png(40, 30, [255, 255, 255, 255]),
            plain_png(40, 30, [255, 0, 0, 255]),
            plain_png(40, 30, [0, 0, 255, 255]),
        ];
        let timing = Timing {
            frame_cs: 50,
            last_cs: 300,
        };
        let frames = decoded(&encode_gif(&pictures, timing).unwrap());
        assert_eq!(frames.len(), 3);
        assert_eq!(frames[0].4, 50);
        assert_eq!(frames[1].4, 50);
        assert_eq!(frames[2].4, 300);
    }

    #[test]
    fn a_later_frame_holds_only_what_changed() {
        let mut second = RgbaImage::from_pixel(60, 40, Rgba([255, 255, 255, 255]));
        for x in 10..20 {
            for y in 5..8 {
                second.put_pixel(x, y, Rgba([0, 0, 0, 255]));
            }
        }
        let mut png = std::io::Cursor::new(Vec::new());
        second.write_to(&mut png, ImageFormat::Png).unwrap();
        let pictures = vec![
            plain_png(60, 40, [255, 255, 255, 255]),
            png.into_inner(),
            plain_png(60, 40, [255, 255, 255, 255]),
        ];
        let frames = decoded(&encode_gif(&pictures, Timing::default()).unwrap());
        assert_eq!(frames[0], (0, 0, 60, 40, 120));
        assert_eq!(frames[1], (10, 5, 10, 3, 120));
        assert_eq!(frames[2], (10, 5, 10, 3, 500));
    }

    #[test]
    fn pictures_of_several_sizes_share_the_largest_canvas_scaled_to_the_widest_allowed() {
        let pictures = vec![
            plain_png(800, 100, [255, 255, 255, 255]),
            plain_png(1000, 200, [0, 0, 0, 255]),
        ];
        let gif = encode_gif(&pictures, Timing::default()).unwrap();
        let decoder = gif::DecodeOptions::new().read_info(&gif[..]).unwrap();
        assert_eq!(decoder.width(), MAX_WIDTH as u16);
        assert_eq!(decoder.height(), 144);
    }

    #[test]
    fn no_picture_or_a_broken_one_is_refused_with_the_reason() {
        assert!(encode_gif(&[], Timing::default())
            .unwrap_err()
            .contains("at least one"));
        let err = encode_gif(&[b"not a png".to_vec()], Timing::default()).unwrap_err();
        assert!(err.contains("picture 0 is not a readable PNG"), "{err}");
    }
}
