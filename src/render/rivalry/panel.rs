//! The words under the map (phone) or beside it (wide): the status lines, a card for each
//! side (its cities and units counted, where its leader is, what it has pending), the
//! orange deck counted, and a legend drawing each mark with its meaning.

use crate::engines::rivalry::Side;
use crate::i18n::Lang;

use super::super::canvas::{line, polygon, rounded_rect, Canvas, Colour};
use super::super::palette::{BOARD, INK, LAST_MOVE, MUTED, PANEL, PAPER};
use super::super::panel::wrap;
use super::super::text::{self, Align, Style};
use super::super::RenderError;
use super::layout::LegendMark as Mark;
use super::look::{city, count_badge, crown, star, ASSAULT};
use super::Accent;

const PAD: f32 = 10.0;
const STATUS: f32 = 12.5;
const STATUS_LINE: f32 = 18.0;
const CARD_TITLE: f32 = 13.0;
const CARD_TEXT: f32 = 11.0;
const CARD_LINE: f32 = 16.0;
const LEGEND: f32 = 10.0;
const LEGEND_ROW: f32 = 20.0;

/// One side's card.
#[derive(Clone, Debug)]
pub struct SideCard {
    pub side: Side,
    pub title: String,
    pub lines: Vec<String>,
    /// The side to act: its card is edged in the highlight's colour.
    pub to_act: bool,
}

pub struct Panel {
    status: Vec<(String, Colour)>,
    cards: Vec<(SideCard, Vec<String>)>,
    footer: Vec<String>,
    legend: Vec<(Mark, String)>,
    legend_rows: Vec<Vec<usize>>,
    height: f32,
}

impl Panel {
    pub fn new(
        status: &[(String, Colour)],
        cards: Vec<SideCard>,
        footer: &[String],
        legend: &[Mark],
        width: f32,
        lang: Lang,
    ) -> Result<Panel, RenderError> {
        let inner = width - 2.0 * PAD;
        let mut lines = Vec::new();
        for (text, colour) in status {
            for l in wrap(std::slice::from_ref(text), STATUS, inner)? {
                lines.push((l, *colour));
            }
        }
        let mut wrapped = Vec::new();
        for card in cards {
            let l = wrap(&card.lines, CARD_TEXT, inner - 34.0)?;
            wrapped.push((card, l));
        }
        let footer = wrap(footer, CARD_TEXT, inner)?;
        let legend: Vec<(Mark, String)> = legend
            .iter()
            .map(|mark| (*mark, legend_words(lang, *mark)))
            .collect();
        // Marks flow left to right, a new row when one would not fit.
        let mut legend_rows: Vec<Vec<usize>> = Vec::new();
        let mut x = inner;
        for (i, (_, words)) in legend.iter().enumerate() {
            let w = mark_width(legend[i].0) + 5.0 + text::width(words, LEGEND)? + 14.0;
            if x + w > inner || legend_rows.is_empty() {
                legend_rows.push(Vec::new());
                x = 0.0;
            }
            legend_rows.last_mut().expect("a row").push(i);
            x += w;
        }
        let mut height = PAD + lines.len() as f32 * STATUS_LINE + 6.0;
        for (_, l) in &wrapped {
            height += card_height(l.len()) + 6.0;
        }
        height += footer.len() as f32 * CARD_LINE;
        height += legend_rows.len() as f32 * LEGEND_ROW + PAD;
        Ok(Panel {
            status: lines,
            cards: wrapped,
            footer,
            legend,
            legend_rows,
            height,
        })
    }

    pub fn height(&self) -> f32 {
        self.height
    }

    /// Draws the panel with its top left at the canvas transform's origin.
    pub fn draw(
        &self,
        canvas: &mut Canvas,
        width: f32,
        height: f32,
        accent: Accent,
    ) -> Result<(), RenderError> {
        canvas.fill(super::super::canvas::rect(0.0, 0.0, width, height), PANEL);
        let mut y = PAD + STATUS_LINE / 2.0;
        for (l, colour) in &self.status {
            canvas.text(l, PAD, y, Style::new(STATUS, *colour).align(Align::Left))?;
            y += STATUS_LINE;
        }
        y += 6.0 - STATUS_LINE / 2.0;
        for (card, lines) in &self.cards {
            let h = card_height(lines.len());
            let body = rounded_rect(PAD, y, width - 2.0 * PAD, h, 6.0);
            canvas.fill(body, BOARD);
            if card.to_act {
                accent.ring(
                    canvas,
                    rounded_rect(PAD, y, width - 2.0 * PAD, h, 6.0).as_ref(),
                    2.0,
                );
            }
            city(canvas, card.side, PAD + 16.0, y + 15.0, 16.0);
            let tx = PAD + 32.0;
            canvas.text(
                &card.title,
                tx,
                y + 14.0,
                Style::new(CARD_TITLE, PAPER).align(Align::Left),
            )?;
            let mut ly = y + 14.0 + CARD_LINE + 1.0;
            for l in lines {
                canvas.text(l, tx, ly, Style::new(CARD_TEXT, MUTED).align(Align::Left))?;
                ly += CARD_LINE;
            }
            y += h + 6.0;
        }
        for l in &self.footer {
            y += CARD_LINE / 2.0;
            canvas.text(l, PAD, y, Style::new(CARD_TEXT, MUTED).align(Align::Left))?;
            y += CARD_LINE / 2.0;
        }
        for row in &self.legend_rows {
            y += LEGEND_ROW / 2.0;
            let mut x = PAD;
            for i in row {
                let (mark, words) = &self.legend[*i];
                let w = mark_width(*mark);
                draw_mark(canvas, *mark, x, y, accent)?;
                x += w + 5.0;
                x += canvas.text(words, x, y, Style::new(LEGEND, MUTED).align(Align::Left))?;
                x += 14.0;
            }
            y += LEGEND_ROW / 2.0;
        }
        Ok(())
    }
}

fn legend_words(lang: Lang, mark: Mark) -> String {
    match mark {
        Mark::Units => crate::tr!(lang, "picture-rivalry-legend-units"),
        Mark::Capital => crate::tr!(lang, "picture-rivalry-legend-capital"),
        Mark::Leader => crate::tr!(lang, "picture-rivalry-legend-leader"),
        Mark::Move => crate::tr!(lang, "picture-rivalry-legend-move"),
        Mark::Assault => crate::tr!(lang, "picture-rivalry-legend-assault"),
    }
}

fn card_height(lines: usize) -> f32 {
    28.0 + lines as f32 * CARD_LINE + 2.0
}

fn mark_width(mark: Mark) -> f32 {
    match mark {
        Mark::Units => 28.0,
        Mark::Capital | Mark::Leader => 12.0,
        Mark::Move | Mark::Assault => 24.0,
    }
}

fn draw_mark(
    canvas: &mut Canvas,
    mark: Mark,
    x: f32,
    y: f32,
    accent: Accent,
) -> Result<(), RenderError> {
    match mark {
        Mark::Units => count_badge(canvas, PAPER, 3, 2, x + 14.0, y)?,
        Mark::Capital => star(canvas, x + 6.0, y, 6.0, LAST_MOVE.mix(PAPER, 0.3), INK),
        Mark::Leader => crown(canvas, x + 6.0, y, 11.0, PAPER, INK),
        Mark::Move | Mark::Assault => {
            let colour = match mark {
                Mark::Move => accent.colour,
                _ => ASSAULT,
            };
            let shaft = line((x, y), (x + 16.0, y));
            canvas.stroke(shaft.as_ref(), INK, 5.0);
            canvas.stroke(shaft.as_ref(), colour, 3.0);
            canvas.token(
                polygon(&[(x + 24.0, y), (x + 15.0, y - 5.0), (x + 15.0, y + 5.0)]),
                colour,
                INK,
                1.0,
            );
        }
    }
    Ok(())
}
