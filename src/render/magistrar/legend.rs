//! The legend: each mark of the picture drawn small, with what it means.

use crate::engines::magistrar::{Mage, Strength, Token};

use super::super::canvas::{polygon, Canvas};
use super::super::palette::MUTED;
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

fn entries(golden: bool) -> Vec<(Icon, &'static str)> {
    let mut list = vec![
        (
            Icon::Token(Token::Light),
            "Light energy: 1 space toward light",
        ),
        (Icon::Token(Token::Dark), "Dark energy: 1 space toward dark"),
        (
            Icon::Token(Token::Super),
            "Super energy: wins, 2 spaces either way",
        ),
    ];
    if golden {
        list.push((
            Icon::Token(Token::Golden),
            "Golden super: 3 spaces, counts twice",
        ));
    }
    list.push((Icon::Pawns, "Spell pawns: weak, medium, strong"));
    list.push((Icon::Arrow, "Who wins the encounter (=: nobody)"));
    list
}

pub fn height(golden: bool) -> f32 {
    LINE * entries(golden).len() as f32
}

/// Draws the legend from `(x, y)`, the middle of its first line.
pub fn draw(canvas: &mut Canvas, golden: bool, x: f32, y: f32) -> Result<(), RenderError> {
    let words = Style::new(SIZE, MUTED).align(Align::Left);
    let mut y = y;
    for (icon, text) in entries(golden) {
        let text_x = match icon {
            Icon::Token(token) => {
                pieces::token(canvas, token, x + 9.0, y, 9.0);
                x + 28.0
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
                x + 70.0
            }
            Icon::Arrow => {
                let style = mage_style(Mage::White);
                let tri = [(x + 9.0, y - 7.0), (x + 16.0, y + 6.0), (x + 2.0, y + 6.0)];
                canvas.token(polygon(&tri), style.fill, style.line, 1.2);
                x + 28.0
            }
        };
        canvas.text(text, text_x, y, words)?;
        y += LINE;
    }
    Ok(())
}
