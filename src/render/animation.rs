//! A game's pictures as one animated GIF (a replay): PNG frames in, GIF bytes out.
//!
//! Pure. Frames of different sizes (a battlefield grows) are laid on one canvas of the
//! largest size, top left, over the first frame's background; a canvas wider than
//! [`MAX_WIDTH`] is scaled down. All frames share one palette of at most 255 colours,
//! taken from the first and the last picture (the last holds nearly every colour of the
//! game); index 255 is transparent. Each frame after the first stores only the rectangle
//! that changed since the one before, its unchanged pixels transparent (long runs that
//! LZW packs to almost nothing): a move changes a few tiles and the panel, so a long
//! game stays far below Discord's 10 MB.

use std::collections::HashMap;

use color_quant::NeuQuant;
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
/// fastest), used only when the pictures have more than 255 colours. Boards are flat
/// colours plus anti-aliased edges: a fast sampling loses nothing visible.
const QUANTIZER_SPEED: i32 = 10;
/// The palette's colours; the last index is the transparent one.
const COLOURS: usize = 255;
const TRANSPARENT: u8 = 255;

/// The frames (PNG) as one looping GIF, each shown `timing.frame_cs`, the last
/// `timing.last_cs`.
pub fn encode_gif(frames: &[Vec<u8>], timing: Timing) -> Result<Vec<u8>, String> {
    let (Some(first), Some(last_png)) = (frames.first(), frames.last()) else {
        return Err("an animation needs at least one picture".to_string());
    };
    // Decoded one at a time: a long game's pictures all at once would take hundreds of MB.
    let (mut width, mut height) = (1, 1);
    for (i, png) in frames.iter().enumerate() {
        let (w, h) = image::ImageReader::with_format(std::io::Cursor::new(png), ImageFormat::Png)
            .into_dimensions()
            .map_err(|e| unreadable(i, e))?;
        width = width.max(w);
        height = height.max(h);
    }
    let first = decode(first, 0)?;
    let background = *first.get_pixel(0, 0);
    let (out_w, out_h) = scaled(width, height);
    let (gif_w, gif_h) = (side(out_w)?, side(out_h)?);
    let canvas = |picture: &RgbaImage| {
        let mut canvas = RgbaImage::from_pixel(width, height, background);
        imageops::replace(&mut canvas, picture, 0, 0);
        if (out_w, out_h) == (width, height) {
            canvas
        } else {
            imageops::resize(&canvas, out_w, out_h, FilterType::Triangle)
        }
    };
    let last_picture = decode(last_png, frames.len() - 1)?;
    let mut palette = Palette::of(&[&canvas(&first), &canvas(&last_picture)]);
    drop(last_picture);

    let mut out = Vec::new();
    {
        let mut encoder =
            Encoder::new(&mut out, gif_w, gif_h, &palette.rgb()).map_err(gif_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(gif_error)?;
        let mut shown: Option<Vec<u8>> = None;
        let last = frames.len() - 1;
        for (i, png) in frames.iter().enumerate() {
            let picture = if i == 0 {
                first.clone()
            } else {
                decode(png, i)?
            };
            let indexed = palette.indexed(&canvas(&picture));
            let delay = if i == last {
                timing.last_cs
            } else {
                timing.frame_cs
            };
            let frame = frame_since(shown.as_deref(), &indexed, out_w, delay)?;
            encoder.write_frame(&frame).map_err(gif_error)?;
            shown = Some(indexed);
        }
    }
    Ok(out)
}

fn unreadable(i: usize, e: impl std::fmt::Display) -> String {
    format!("picture {i} is not a readable PNG: {e}")
}

fn decode(png: &[u8], i: usize) -> Result<RgbaImage, String> {
    image::load_from_memory_with_format(png, ImageFormat::Png)
        .map(|p| p.to_rgba8())
        .map_err(|e| unreadable(i, e))
}

/// The animation's colours: exactly those of the sample pictures when they have at most
/// 255, else NeuQuant's choice; any other colour goes to the nearest one.
struct Palette {
    colours: Vec<[u8; 3]>,
    quantizer: Option<NeuQuant>,
    /// Colours already looked up (a board has a few thousand distinct ones).
    known: HashMap<[u8; 3], u8>,
}

impl Palette {
    fn of(samples: &[&RgbaImage]) -> Palette {
        let mut known: HashMap<[u8; 3], u8> = HashMap::new();
        let mut colours: Vec<[u8; 3]> = Vec::new();
        'exact: for picture in samples {
            for p in picture.pixels() {
                let rgb = [p[0], p[1], p[2]];
                if known.contains_key(&rgb) {
                    continue;
                }
                if colours.len() == COLOURS {
                    colours.clear();
                    break 'exact;
                }
                known.insert(rgb, colours.len() as u8);
                colours.push(rgb);
            }
        }
        if !colours.is_empty() {
            return Palette {
                colours,
                quantizer: None,
                known,
            };
        }
        let mut pixels = Vec::new();
        for picture in samples {
            for p in picture.pixels() {
                pixels.extend_from_slice(&[p[0], p[1], p[2], 0xFF]);
            }
        }
        let quantizer = NeuQuant::new(QUANTIZER_SPEED, COLOURS, &pixels);
        let colours = quantizer
            .color_map_rgb()
            .chunks_exact(3)
            .map(|c| [c[0], c[1], c[2]])
            .collect();
        Palette {
            colours,
            quantizer: Some(quantizer),
            known: HashMap::new(),
        }
    }

    /// The palette as GIF wants it, the transparent index included.
    fn rgb(&self) -> Vec<u8> {
        let mut rgb: Vec<u8> = self.colours.iter().flatten().copied().collect();
        rgb.resize(256 * 3, 0);
        rgb
    }

    fn index(&mut self, rgb: [u8; 3]) -> u8 {
        if let Some(&i) = self.known.get(&rgb) {
            return i;
        }
        let i = match &self.quantizer {
            Some(q) => q.index_of(&[rgb[0], rgb[1], rgb[2], 0xFF]),
            None => nearest(&self.colours, rgb),
        };
        let i = u8::try_from(i).unwrap_or(0).min(TRANSPARENT - 1);
        self.known.insert(rgb, i);
        i
    }

    fn indexed(&mut self, picture: &RgbaImage) -> Vec<u8> {
        picture
            .pixels()
            .map(|p| self.index([p[0], p[1], p[2]]))
            .collect()
    }
}

fn nearest(colours: &[[u8; 3]], rgb: [u8; 3]) -> usize {
    let distance = |c: &[u8; 3]| -> i32 {
        (0..3)
            .map(|k| (i32::from(c[k]) - i32::from(rgb[k])).pow(2))
            .sum()
    };
    (0..colours.len())
        .min_by_key(|&i| distance(&colours[i]))
        .unwrap_or(0)
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

/// The GIF frame that turns `before` (on screen, palette indices, `width` a row) into
/// `now`: only the rectangle where they differ, what did not change in it transparent
/// (one pixel when nothing changed: GIF has no empty frame).
fn frame_since(
    before: Option<&[u8]>,
    now: &[u8],
    width: u32,
    delay: u16,
) -> Result<Frame<'static>, String> {
    let width = width as usize;
    let height = now.len() / width.max(1);
    let (x, y, w, h) = match before {
        Some(before) => changed(before, now, width).unwrap_or((0, 0, 1, 1)),
        None => (0, 0, width, height),
    };
    let mut buffer = Vec::with_capacity(w * h);
    for row in y..y + h {
        for col in x..x + w {
            let at = row * width + col;
            let same = before.is_some_and(|b| b[at] == now[at]);
            buffer.push(if same { TRANSPARENT } else { now[at] });
        }
    }
    let as_u32 = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Ok(Frame {
        left: side(as_u32(x))?,
        top: side(as_u32(y))?,
        width: side(as_u32(w))?,
        height: side(as_u32(h))?,
        delay,
        dispose: DisposalMethod::Keep,
        transparent: Some(TRANSPARENT),
        buffer: buffer.into(),
        ..Frame::default()
    })
}

/// The smallest rectangle (x, y, width, height) holding every pixel that differs between
/// two pictures of `width` a row; `None` when they are the same.
fn changed(a: &[u8], b: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, (pa, pb)) in a.iter().zip(b).enumerate() {
        if pa != pb {
            let (x, y) = (i % width, i / width);
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    (x0 != usize::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
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

    fn with_blocks(blocks: &[(u32, u32)]) -> Vec<u8> {
        let mut picture = RgbaImage::from_pixel(60, 40, Rgba([255, 255, 255, 255]));
        for &(x0, y0) in blocks {
            for x in x0..x0 + 10 {
                for y in y0..y0 + 3 {
                    picture.put_pixel(x, y, Rgba([0, 0, 0, 255]));
                }
            }
        }
        let mut png = std::io::Cursor::new(Vec::new());
        picture.write_to(&mut png, ImageFormat::Png).unwrap();
        png.into_inner()
    }

    #[test]
    fn a_later_frame_holds_only_what_changed() {
        let pictures = vec![
            with_blocks(&[]),
            with_blocks(&[(10, 5)]),
            with_blocks(&[(10, 5), (40, 30)]),
            with_blocks(&[(10, 5), (40, 30)]),
        ];
        let frames = decoded(&encode_gif(&pictures, Timing::default()).unwrap());
        assert_eq!(frames[0], (0, 0, 60, 40, 120));
        assert_eq!(frames[1], (10, 5, 10, 3, 120));
        assert_eq!(frames[2], (40, 30, 10, 3, 120));
        assert_eq!(frames[3], (0, 0, 1, 1, 500), "nothing changed");
    }

    #[test]
    fn unchanged_pixels_inside_the_changed_rectangle_are_transparent() {
        let pictures = vec![with_blocks(&[]), with_blocks(&[(5, 5), (40, 30)])];
        let gif = encode_gif(&pictures, Timing::default()).unwrap();
        let mut decoder = gif::DecodeOptions::new().read_info(&gif[..]).unwrap();
        decoder.read_next_frame().unwrap();
        let frame = decoder.read_next_frame().unwrap().unwrap();
        assert_eq!((frame.width, frame.height), (45, 28));
        let transparent = frame.transparent.unwrap();
        let clear = frame.buffer.iter().filter(|&&i| i == transparent).count();
        assert_eq!(clear, 45 * 28 - 2 * 30, "only the two blocks are drawn");
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
