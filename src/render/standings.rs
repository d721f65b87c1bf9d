//! A tournament's standings as a picture, phone first: rank, player, points, the format's
//! two tie-breaks and the games each has in play, one line a player, best first.

use super::canvas::{rect, Canvas};
use super::text::{Align, Style};
use super::{palette, png, RenderError};
use crate::i18n::Lang;
use crate::tournament::{Standing, TieBreaks};
use crate::tr;

const WIDTH: u32 = 720;
const TOP: f32 = 96.0;
const ROW: f32 = 44.0;
const MARGIN: f32 = 24.0;
/// The longest name drawn whole; a longer one is cut with an ellipsis.
const NAME_CHARS: usize = 20;

/// What the picture shows.
pub struct StandingsPicture<'a> {
    /// "Swiss #3 · Magistrar — round 2 of 3", as the caller words it.
    pub title: &'a str,
    pub lines: &'a [Standing],
    /// Each line's player's name, in the order of `lines`.
    pub names: &'a [String],
    pub lang: Lang,
}

/// Quarter points as a reader writes them: 2¾, ½, 3.
fn quarters(q: u32) -> String {
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    match (q / 4, frac) {
        (0, "") => "0".to_owned(),
        (0, f) => f.to_owned(),
        (whole, f) => format!("{whole}{f}"),
    }
}

/// The two tie-breaks' headings and values, by format.
fn tie_breaks(lang: Lang, tb: &TieBreaks) -> ([String; 2], [String; 2]) {
    match *tb {
        TieBreaks::Swiss {
            buchholz,
            sonneborn_berger,
        } => (
            [
                tr!(lang, "tournament-buchholz"),
                tr!(lang, "tournament-sonneborn-berger"),
            ],
            [buchholz.shown(), quarters(sonneborn_berger)],
        ),
        TieBreaks::RoundRobin { head_to_head, wins } => (
            [
                tr!(lang, "tournament-head-to-head"),
                tr!(lang, "tournament-wins"),
            ],
            [head_to_head.shown(), wins.to_string()],
        ),
        TieBreaks::Knockout { rounds_won, wins } => (
            [
                tr!(lang, "tournament-rounds-won"),
                tr!(lang, "tournament-wins"),
            ],
            [rounds_won.to_string(), wins.to_string()],
        ),
    }
}

fn cut(name: &str) -> String {
    if name.chars().count() <= NAME_CHARS {
        return name.to_owned();
    }
    let kept: String = name.chars().take(NAME_CHARS - 1).collect();
    format!("{kept}…")
}

/// The standings as PNG bytes.
pub fn render_standings(p: &StandingsPicture) -> Result<Vec<u8>, RenderError> {
    let rows = p.lines.len().max(1) as f32;
    let height = (TOP + ROW * (rows + 1.0) + MARGIN) as u32;
    let mut canvas = Canvas::new(WIDTH, height, palette::BACKGROUND)?;
    let w = WIDTH as f32;
    canvas.text(
        p.title,
        MARGIN,
        36.0,
        Style::new(26.0, palette::PAPER).align(Align::Left),
    )?;
    // Columns: rank, player, points, two tie-breaks, games in play (right-aligned numbers).
    let cols = [
        MARGIN + 28.0,
        MARGIN + 56.0,
        420.0,
        510.0,
        600.0,
        w - MARGIN,
    ];
    let (heads, _) = p
        .lines
        .first()
        .map(|l| tie_breaks(p.lang, &l.tie_breaks))
        .unwrap_or_else(|| {
            tie_breaks(
                p.lang,
                &TieBreaks::RoundRobin {
                    head_to_head: Default::default(),
                    wins: 0,
                },
            )
        });
    let head = Style::new(18.0, palette::MUTED);
    let y = TOP - 10.0;
    canvas.text("#", cols[0], y, head.align(Align::Right))?;
    canvas.text(
        &tr!(p.lang, "tournament-player"),
        cols[1],
        y,
        head.align(Align::Left),
    )?;
    canvas.text(
        &tr!(p.lang, "tournament-points"),
        cols[2],
        y,
        head.align(Align::Right),
    )?;
    canvas.text(&heads[0], cols[3], y, head.align(Align::Right))?;
    canvas.text(&heads[1], cols[4], y, head.align(Align::Right))?;
    canvas.text(
        &tr!(p.lang, "tournament-in-play"),
        cols[5],
        y,
        head.align(Align::Right),
    )?;
    for (i, line) in p.lines.iter().enumerate() {
        let top = TOP + ROW * i as f32;
        if i.is_multiple_of(2) {
            canvas.fill(
                rect(MARGIN / 2.0, top + 6.0, w - MARGIN, ROW),
                palette::BOARD,
            );
        }
        let y = top + 6.0 + ROW / 2.0;
        // The podium in the colour of the last move; the rest in paper.
        let ink = if line.rank <= 3 {
            palette::LAST_MOVE
        } else {
            palette::PAPER
        };
        let style = Style::new(22.0, ink);
        let (_, values) = tie_breaks(p.lang, &line.tie_breaks);
        let name = p.names.get(i).map_or_else(String::new, |n| cut(n));
        canvas.text(
            &line.rank.to_string(),
            cols[0],
            y,
            style.align(Align::Right),
        )?;
        canvas.text(&name, cols[1], y, style.align(Align::Left))?;
        canvas.text(&line.points.shown(), cols[2], y, style.align(Align::Right))?;
        canvas.text(&values[0], cols[3], y, style.align(Align::Right))?;
        canvas.text(&values[1], cols[4], y, style.align(Align::Right))?;
        let in_play = if line.in_play == 0 {
            "–".to_owned()
        } else {
            line.in_play.to_string()
        };
        canvas.text(&in_play, cols[5], y, style.align(Align::Right))?;
    }
    png::encode(&canvas)
}
