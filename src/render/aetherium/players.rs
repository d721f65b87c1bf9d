//! A player's strip: their name and number, whether they act now or won, their five pawns
//! (the used ones faint), and the power tokens in their hand; the tokens the highlighted
//! move took ringed, and the one it used shown struck out after the hand.

use crate::engines::aetherium::{Pawn, Seat, SeatView};
use crate::i18n::Lang;
use crate::tr;

use super::super::canvas::{line, polygon, rounded_rect, Canvas};
use super::super::caption::name;
use super::super::emblems::star;
use super::super::palette::{LAST_MOVE, MUTED, PAPER};
use super::super::panel::fit;
use super::super::text::{Align, Style};
use super::super::RenderError;
use super::geometry::{PAD, PAWN, TOKEN_TEXT, WIDTH};
use super::look::{self, token_size};
use super::touched::Touched;
use super::{pawn_used, Accent, Geometry};

/// What a strip says about its player beside their name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    ToAct,
    Waiting,
    Winner,
    GaveUp,
}

#[allow(clippy::too_many_arguments)]
pub fn draw(
    canvas: &mut Canvas,
    g: &Geometry,
    view: &SeatView,
    seat: Seat,
    names: &[String],
    standing: Standing,
    touched: &Touched,
    accent: Accent,
    lang: Lang,
) -> Result<(), RenderError> {
    let s = usize::from(seat & 1);
    let (y, h) = (g.strip_y[s], g.strip_h[s]);
    let card = rounded_rect(PAD / 2.0, y + 1.0, WIDTH - PAD, h - 2.0, 8.0);
    canvas.fill(card.clone(), look::MAT);
    let name_y = g.strip_name_y(seat);
    let mut x = PAD + 2.0;
    if standing == Standing::ToAct {
        canvas.stroke(card.as_ref(), LAST_MOVE, 1.5);
        let tri = [(x, name_y - 6.0), (x + 10.0, name_y), (x, name_y + 6.0)];
        canvas.fill(polygon(&tri), LAST_MOVE);
        x += 15.0;
    }
    let (word, colour) = match standing {
        Standing::ToAct => (tr!(lang, "picture-aetherium-standing-to-play"), LAST_MOVE),
        Standing::Waiting => (String::new(), MUTED),
        Standing::Winner => (tr!(lang, "picture-aetherium-standing-wins"), LAST_MOVE),
        Standing::GaveUp => (tr!(lang, "picture-aetherium-standing-gave-up"), MUTED),
    };
    let right = WIDTH - PAD - 2.0;
    let word_w = canvas.text(
        &word,
        right,
        name_y,
        Style::new(14.0, colour).align(Align::Right),
    )?;
    let mut room = right - x - word_w - 10.0;
    if standing == Standing::Winner {
        star(canvas, right - word_w - 12.0, name_y, 8.0, LAST_MOVE);
        room -= 22.0;
    }
    // The number the notation and the track's sides go by, unless the name says it.
    let who = name(names, seat, lang);
    let number = tr!(lang, "picture-aetherium-player", n = seat + 1);
    let mut label = if who.eq_ignore_ascii_case(&number) {
        who
    } else {
        format!("{who} · {number}")
    };
    if view.viewer == Some(seat) {
        label = tr!(lang, "picture-you", name = label);
    }
    let label = fit(&label, 16.0, room)?;
    let ink = if standing == Standing::ToAct {
        LAST_MOVE
    } else {
        PAPER
    };
    canvas.text(&label, x, name_y, Style::new(16.0, ink).align(Align::Left))?;

    for (i, pawn) in Pawn::ALL.into_iter().enumerate() {
        let (px, py) = g.strip_pawn(seat, i);
        look::pawn(canvas, pawn, px, py, PAWN, pawn_used(view, seat, pawn));
    }
    let hand = &view.hands[s];
    // The tokens this move took are the last ones of their kind in the hand (a hand keeps
    // the order tokens were taken in).
    let mut ringed = vec![false; hand.len()];
    for (who, token) in &touched.taken {
        if *who != seat {
            continue;
        }
        if let Some(i) = (0..hand.len())
            .rev()
            .find(|i| hand[*i] == *token && !ringed[*i])
        {
            ringed[i] = true;
        }
    }
    let (w, th) = token_size(TOKEN_TEXT);
    for (i, token) in hand.iter().enumerate() {
        let (tx, ty) = g.strip_token(seat, i);
        look::token(canvas, *token, tx, ty, TOKEN_TEXT, lang)?;
        if ringed[i] {
            let pill = rounded_rect(
                tx - w / 2.0 - 2.0,
                ty - th / 2.0 - 2.0,
                w + 4.0,
                th + 4.0,
                th * 0.4,
            );
            accent.ring(canvas, pill.as_ref(), 1.6);
        }
    }
    if let Some((who, token)) = touched.used {
        if who == seat {
            let (tx, ty) = g.strip_token(seat, hand.len());
            look::token(canvas, token, tx, ty, TOKEN_TEXT, lang)?;
            // Faded and struck out: it has left the game.
            let veil = rounded_rect(
                tx - w / 2.0 - 1.0,
                ty - th / 2.0 - 1.0,
                w + 2.0,
                th + 2.0,
                th * 0.3,
            );
            canvas.fill(veil.clone(), look::MAT.with_alpha(140));
            let strike = line(
                (tx - w / 2.0 + 3.0, ty + th / 2.0 - 3.0),
                (tx + w / 2.0 - 3.0, ty - th / 2.0 + 3.0),
            );
            canvas.stroke(strike.as_ref(), accent.colour, 2.0);
            accent.ring(canvas, veil.as_ref(), 1.6);
        }
    }
    Ok(())
}
