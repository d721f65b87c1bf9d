//! The legend: each mark of the picture drawn small, with what it means.

use crate::engines::magistrar::{Mage, Strength, Token};
use crate::i18n::Lang;
use crate::tr;

use super::super::canvas::{polygon, Canvas};
use super::super::palette::MUTED;
use super::super::panel::wrap;
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::colours::mage_style;
use super::pieces;

const LINE: f32 = 21.0;
const SIZE: f32 = 14.0;

#[derive(Clone, Copy)]
enum Icon {
    Token(Token),
    Pawns,
    Arrow,
}

fn entries(golden: bool, lang: Lang) -> Vec<(Icon, String)> {
    let mut list = vec![
        (
            Icon::Token(Token::Light),
            tr!(lang, "picture-magistrar-legend-light"),
        ),
        (
            Icon::Token(Token::Dark),
            tr!(lang, "picture-magistrar-legend-dark"),
        ),
        (
            Icon::Token(Token::Super),
            tr!(lang, "picture-magistrar-legend-super"),
        ),
    ];
    if golden {
        list.push((
            Icon::Token(Token::Golden),
            tr!(lang, "picture-magistrar-legend-golden"),
        ));
    }
    list.push((Icon::Pawns, tr!(lang, "picture-magistrar-legend-pawns")));
    list.push((Icon::Arrow, tr!(lang, "picture-magistrar-legend-arrow")));
    list
}

/// Where an entry's words start, right of its icon.
fn indent(icon: Icon) -> f32 {
    match icon {
        Icon::Pawns => 70.0,
        Icon::Token(_) | Icon::Arrow => 28.0,
    }
}

/// Each entry's words wrapped to `width`, its icon on the first line.
fn lines(golden: bool, lang: Lang, width: f32) -> Result<Vec<(Icon, bool, String)>, RenderError> {
    let mut out = Vec::new();
    for (icon, words) in entries(golden, lang) {
        for (i, line) in wrap(&[words], SIZE, width - indent(icon))?
            .into_iter()
            .enumerate()
        {
            out.push((icon, i == 0, line));
        }
    }
    Ok(out)
}

pub fn height(golden: bool, lang: Lang, width: f32) -> Result<f32, RenderError> {
    Ok(LINE * lines(golden, lang, width)?.len() as f32)
}

/// Draws the legend from `(x, y)`, the middle of its first line, `width` wide.
pub fn draw(
    canvas: &mut Canvas,
    golden: bool,
    lang: Lang,
    x: f32,
    y: f32,
    width: f32,
) -> Result<(), RenderError> {
    let words = Style::new(SIZE, MUTED).align(Align::Left);
    let mut y = y;
    for (icon, first, text) in lines(golden, lang, width)? {
        let text_x = x + indent(icon);
        if !first {
            canvas.text(&text, text_x, y, words)?;
            y += LINE;
            continue;
        }
        match icon {
            Icon::Token(token) => {
                pieces::token(canvas, token, x + 9.0, y, 9.0);
            }
            Icon::Pawns => {
                for (i, strength) in Strength::ALL.iter().enumerate() {
                    pieces::pawn(
                        canvas,
                        Mage::White,
                        *strength,
                        x + 9.0 + i as f32 * 21.0,
                        y,
                        19.0,
                    )?;
                }
            }
            Icon::Arrow => {
                let style = mage_style(Mage::White);
                let tri = [(x + 9.0, y - 7.0), (x + 16.0, y + 6.0), (x + 2.0, y + 6.0)];
                canvas.token(polygon(&tri), style.fill, style.line, 1.2);
            }
        }
        canvas.text(&text, text_x, y, words)?;
        y += LINE;
    }
    Ok(())
}
