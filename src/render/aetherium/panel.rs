//! The words under the mat (beside it, wide): what the last move did, whose turn it is or
//! how the game ended, and a legend that draws each mark with its meaning.

use crate::engines::aetherium::{Element, Pawn, Token};
use crate::i18n::Lang;
use crate::tr;
use crate::words::aetherium::pawn_name;

use super::super::canvas::{circle, rect, rounded_rect, Canvas};
use super::super::palette::{INK, MUTED, PANEL, PAPER};
use super::super::panel::wrap;
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::look;
use super::Accent;

const PAD: f32 = 14.0;
const STATUS: f32 = 15.0;
const STATUS_LINE: f32 = 21.0;
/// Between two statements, so each reads apart when one wraps.
const STATUS_GAP: f32 = 6.0;
const LEGEND: f32 = 12.0;
const LEGEND_LINE: f32 = 17.0;
const ICON: f32 = 26.0;

#[derive(Clone, Copy)]
enum Icon {
    Token(Token),
    Top,
    LastMoon,
    Ring,
}

fn entries(preview: bool, lang: Lang) -> Vec<(Icon, String)> {
    vec![
        (
            Icon::Token(Token::Rise(Element::Fire)),
            tr!(lang, "picture-aetherium-legend-rise"),
        ),
        (
            Icon::Token(Token::Fall),
            tr!(lang, "picture-aetherium-legend-fall"),
        ),
        (
            Icon::Token(Token::Aether),
            tr!(lang, "picture-aetherium-legend-aether"),
        ),
        (
            Icon::Token(Token::Block),
            tr!(lang, "picture-aetherium-legend-block"),
        ),
        (Icon::Top, tr!(lang, "picture-aetherium-legend-top")),
        (Icon::LastMoon, tr!(lang, "picture-aetherium-legend-track")),
        (
            Icon::Ring,
            if preview {
                tr!(lang, "picture-aetherium-legend-preview")
            } else {
                tr!(lang, "picture-aetherium-legend-last")
            },
        ),
    ]
}

/// The panel's words: the statements (each wrapped) and the legend's lines.
pub struct Panel {
    status: Vec<Vec<String>>,
    legend: Vec<(Option<Icon>, String)>,
    lang: Lang,
}

impl Panel {
    pub fn new(
        status: &[String],
        preview: bool,
        lang: Lang,
        width: f32,
    ) -> Result<Panel, RenderError> {
        let text_w = width - 2.0 * PAD;
        let status = status
            .iter()
            .map(|s| wrap(std::slice::from_ref(s), STATUS, text_w))
            .collect::<Result<Vec<_>, _>>()?;
        let mut legend = Vec::new();
        for (icon, words) in entries(preview, lang) {
            for (i, line) in wrap(&[words], LEGEND, text_w - ICON)?
                .into_iter()
                .enumerate()
            {
                legend.push(((i == 0).then_some(icon), line));
            }
        }
        Ok(Panel {
            status,
            legend,
            lang,
        })
    }

    pub fn height(&self) -> f32 {
        let lines: usize = self.status.iter().map(Vec::len).sum();
        PAD + STATUS_LINE * lines as f32
            + STATUS_GAP * self.status.len().saturating_sub(1) as f32
            + 12.0
            + LEGEND_LINE * (self.legend.len() + 1) as f32
            + PAD
    }

    /// Draws the panel `width` wide from `(0, 0)` (the canvas's transform places it).
    pub fn draw(
        &self,
        canvas: &mut Canvas,
        width: f32,
        height: f32,
        accent: Accent,
    ) -> Result<(), RenderError> {
        canvas.fill(rect(0.0, 0.0, width, height), PANEL);
        let mut y = PAD + STATUS_LINE / 2.0;
        for (i, statement) in self.status.iter().enumerate() {
            if i > 0 {
                y += STATUS_GAP;
            }
            for line in statement {
                canvas.text(line, PAD, y, Style::new(STATUS, PAPER).align(Align::Left))?;
                y += STATUS_LINE;
            }
        }
        y += 12.0 - STATUS_LINE / 2.0 + LEGEND_LINE / 2.0;
        elements_key(canvas, PAD, y, self.lang)?;
        y += LEGEND_LINE;
        let style = Style::new(LEGEND, MUTED).align(Align::Left);
        for (icon, line) in &self.legend {
            if let Some(icon) = icon {
                draw_icon(canvas, *icon, PAD + ICON / 2.0 - 3.0, y, accent);
            }
            canvas.text(line, PAD + ICON, y, style)?;
            y += LEGEND_LINE;
        }
        Ok(())
    }
}

/// "▲ fire ▼ water ■ earth ● air ★ wild": each element's colour and shape, named.
fn elements_key(canvas: &mut Canvas, x: f32, y: f32, lang: Lang) -> Result<(), RenderError> {
    let style = Style::new(LEGEND, MUTED).align(Align::Left);
    let mut x = x + 6.0;
    for pawn in Pawn::ALL {
        look::pawn(canvas, pawn, x, y, 12.0, false);
        x += 10.0;
        x += canvas.text(&pawn_name(pawn, lang), x, y, style)? + 14.0;
    }
    Ok(())
}

fn draw_icon(canvas: &mut Canvas, icon: Icon, x: f32, y: f32, accent: Accent) {
    match icon {
        Icon::Token(token) => {
            // On the token's own pale ground, as on the mat: its ink arrows need it.
            let ground = rounded_rect(x - 11.0, y - 8.0, 22.0, 16.0, 4.0);
            canvas.token(ground, PAPER, INK, 1.0);
            look::token_icon(canvas, token, x, y, 13.0);
        }
        Icon::Top => canvas.fill(rounded_rect(x - 9.0, y - 6.0, 18.0, 12.0, 3.0), look::TOP),
        Icon::LastMoon => {
            canvas.fill(circle(x, y, 8.0), PAPER.with_alpha(60));
            look::moon(canvas, x, y, 6.0, PAPER, PANEL);
        }
        Icon::Ring => accent.ring(canvas, circle(x, y, 7.0).as_ref(), 1.6),
    }
}
