//! A mage's card: their name, the Honoris they hold now (the energy level's worth plus 5
//! per duel marker), the duel markers won, the pawns left by strength and the tokens left
//! in their bag by kind.

use crate::engines::magistrar::numbers::{DUELS, DUEL_MARKER_HONORIS};
use crate::engines::magistrar::scoring::level_honoris;
use crate::engines::magistrar::{Mage, Strength, Token};
use crate::i18n::Lang;
use crate::tr;

use super::super::canvas::{circle, polygon, rounded_rect, Canvas};
use super::super::emblems::star;
use super::super::palette::{INK, LAST_MOVE, MUTED, PANEL, PAPER};
use super::super::panel::fit;
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::colours::MARKER;
use super::pieces;

pub const HEIGHT: f32 = 128.0;

/// What one card says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub mage: Mage,
    pub name: String,
    pub viewer: bool,
    pub to_act: bool,
    pub winner: bool,
    /// The scoring pawn's place (light negative).
    pub track: i8,
    /// Each finished duel's winner, in order (`None`: tied).
    pub duels: Vec<Option<Mage>>,
    pub pawns: [u8; 3],
    /// Light, dark, super, golden.
    pub bag: [u8; 4],
    /// Golden super energies are in the game (Grand Mage).
    pub golden: bool,
    /// The language of the card's words.
    pub lang: Lang,
}

impl Card {
    pub fn markers(&self) -> u8 {
        self.duels.iter().filter(|w| **w == Some(self.mage)).count() as u8
    }

    /// Honoris if the game ended now.
    pub fn honoris(&self) -> i32 {
        level_honoris(self.track.unsigned_abs()) + DUEL_MARKER_HONORIS * i32::from(self.markers())
    }
}

/// Draws `card` from `(x, y)`, `w` wide.
pub fn draw(canvas: &mut Canvas, card: &Card, x: f32, y: f32, w: f32) -> Result<(), RenderError> {
    let h = HEIGHT - 10.0;
    canvas.fill(rounded_rect(x, y, w, h, 10.0), PANEL.mix(PAPER, 0.08));
    let head = y + 20.0;
    if card.to_act {
        let tri = [
            (x + 8.0, head - 7.0),
            (x + 19.0, head),
            (x + 8.0, head + 7.0),
        ];
        canvas.fill(polygon(&tri), LAST_MOVE);
    }
    pieces::mage_mark(canvas, card.mage, x + 32.0, head, 9.0);
    let lang = card.lang;
    let score = tr!(lang, "picture-magistrar-honoris", honoris = card.honoris());
    let score_w = canvas.text(
        &score,
        x + w - 12.0,
        head,
        Style::new(19.0, PAPER).align(Align::Right),
    )?;
    let mut room = w - 68.0 - score_w;
    if card.winner {
        star(canvas, x + w - 26.0 - score_w, head, 11.0, LAST_MOVE);
        room -= 24.0;
    }
    let label = if card.viewer {
        tr!(lang, "picture-you", name = card.name.as_str())
    } else {
        card.name.clone()
    };
    let label = fit(&label, 19.0, room)?;
    let colour = if card.to_act { LAST_MOVE } else { PAPER };
    canvas.text(
        &label,
        x + 48.0,
        head,
        Style::new(19.0, colour).align(Align::Left),
    )?;

    let level = card.track.unsigned_abs();
    let level_words = match card.track.signum() {
        -1 => tr!(lang, "picture-magistrar-level-light", n = level),
        1 => tr!(lang, "picture-magistrar-level-dark", n = level),
        _ => level.to_string(),
    };
    let markers = card.markers();
    let detail = tr!(
        lang,
        "picture-magistrar-level",
        level = level_words,
        honoris = level_honoris(level),
        markers = markers,
        each = DUEL_MARKER_HONORIS,
        points = DUEL_MARKER_HONORIS * i32::from(markers)
    );
    let small = Style::new(14.0, MUTED).align(Align::Left);
    canvas.text(&fit(&detail, 14.0, w - 24.0)?, x + 14.0, y + 44.0, small)?;

    // Duel markers: one slot per duel, filled where this mage took it.
    let row = y + 70.0;
    for duel in 0..DUELS {
        let cx = x + 24.0 + f32::from(duel) * 25.0;
        let won = card.duels.get(usize::from(duel)) == Some(&Some(card.mage));
        let label = (duel + 1).to_string();
        if won {
            canvas.token(circle(cx, row, 10.5), MARKER, INK, 1.2);
            canvas.text(&label, cx, row, Style::new(13.0, INK))?;
        } else {
            canvas.stroke(circle(cx, row, 10.0).as_ref(), MUTED.with_alpha(140), 1.5);
            canvas.text(&label, cx, row, Style::new(12.0, MUTED.with_alpha(170)))?;
        }
    }
    // Pawns left, by strength.
    let mut px = x + 158.0;
    px += canvas.text(&tr!(lang, "picture-magistrar-pawns"), px, row, small)? + 4.0;
    for strength in Strength::ALL {
        pieces::pawn(canvas, card.mage, strength, px + 10.0, row, 22.0)?;
        let n = card.pawns[strength.index()].to_string();
        px += 24.0;
        px += canvas.text(&n, px, row, Style::new(16.0, PAPER).align(Align::Left))? + 10.0;
    }

    // Tokens left in the bag, by kind.
    let row = y + 98.0;
    let mut bx = x + 14.0;
    bx += canvas.text(&tr!(lang, "picture-magistrar-bag"), bx, row, small)? + 12.0;
    for token in Token::ALL {
        if token == Token::Golden && !card.golden {
            continue;
        }
        pieces::token(canvas, token, bx + 10.0, row, 10.0);
        bx += 24.0;
        let n = card.bag[token.index()].to_string();
        bx += canvas.text(&n, bx, row, Style::new(16.0, PAPER).align(Align::Left))? + 14.0;
    }
    Ok(())
}
