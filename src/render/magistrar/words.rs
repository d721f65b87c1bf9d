//! The panel's words: the highlighted move, what it scored, whose turn it is, and how the
//! game ended. Built from the view and the engine's events, which name a token only once
//! it lies face up in the arena.

use crate::engines::magistrar::numbers::ROCKS;
use crate::engines::magistrar::{
    Energy, Event, GameResult, Mage, Outcome, Phase, SeatView, Strength,
};
use crate::i18n::Lang;
use crate::tr;

use super::super::caption::name;
use super::super::rivality::Resignation;

/// "white", "blanc", "Weiß".
pub fn colour(mage: Mage, lang: Lang) -> String {
    match mage {
        Mage::White => tr!(lang, "magistrar-mage-white"),
        Mage::Black => tr!(lang, "magistrar-mage-black"),
    }
}

fn strength_name(strength: Strength, lang: Lang) -> String {
    match strength {
        Strength::Strong => tr!(lang, "magistrar-strength-strong"),
        Strength::Medium => tr!(lang, "magistrar-strength-medium"),
        Strength::Weak => tr!(lang, "magistrar-strength-weak"),
    }
}

fn energy_name(energy: Energy, lang: Lang) -> String {
    match energy {
        Energy::Light => tr!(lang, "magistrar-token-light"),
        Energy::Dark => tr!(lang, "magistrar-token-dark"),
    }
}

/// "Ada (white)": a mage's player and colour.
pub fn mage_name(names: &[String], mage: Mage, lang: Lang) -> String {
    tr!(
        lang,
        "picture-magistrar-mage",
        name = name(names, mage.index() as u8, lang),
        mage = colour(mage, lang)
    )
}

/// The pawns' letters as typed in the notation (W, M, S), whatever the language.
fn placement(pawns: &[Option<Strength>; ROCKS]) -> String {
    let letters: Vec<&str> = pawns
        .iter()
        .map(|p| p.map_or("–", super::pieces::pawn_letter))
        .collect();
    // Joined by no-break spaces: a placement never wraps across two lines.
    letters.join("\u{a0}")
}

/// The move in `events`, e.g. "Last: Ada (white) placed W M – S M W"; for a `preview`,
/// the same move as not played yet. `steered`: the super energy a steer move chose for.
pub fn last_move(
    events: &[Event],
    names: &[String],
    preview: bool,
    steered: Option<(Mage, u8)>,
    lang: Lang,
) -> Option<String> {
    let (who, what) = match events.first()? {
        Event::Placed { mage, pawns } => {
            let pawns = placement(pawns);
            let what = if preview {
                tr!(lang, "picture-magistrar-place", pawns = pawns)
            } else {
                tr!(lang, "picture-magistrar-placed", pawns = pawns)
            };
            (*mage, what)
        }
        Event::PawnPlaced {
            mage,
            encounter,
            strength,
        } => (
            *mage,
            tr!(
                lang,
                "picture-magistrar-pawn-placed",
                strength = strength_name(*strength, lang),
                rock = *encounter
            ),
        ),
        Event::TrackMoved {
            mage,
            toward,
            from,
            to,
            ..
        } => {
            let spaces = (i16::from(*to) - i16::from(*from)).unsigned_abs();
            let toward = energy_name(*toward, lang);
            let what = match steered.filter(|(m, _)| m == mage) {
                Some((_, rock)) => tr!(
                    lang,
                    "picture-magistrar-steered-rock",
                    rock = rock,
                    spaces = spaces,
                    toward = toward
                ),
                None => tr!(
                    lang,
                    "picture-magistrar-steered",
                    spaces = spaces,
                    toward = toward
                ),
            };
            (*mage, what)
        }
        _ => return None,
    };
    let who = mage_name(names, who, lang);
    Some(if preview {
        tr!(
            lang,
            "picture-magistrar-preview-move",
            who = who,
            what = what
        )
    } else {
        tr!(lang, "picture-magistrar-last", who = who, what = what)
    })
}

/// What the move scored: each duel it ended, a game of a match it ended, a golden super
/// energy added.
pub fn scored(events: &[Event], names: &[String], preview: bool, lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    for event in events {
        match event {
            Event::DuelEnded {
                duel,
                encounters,
                winner,
            } => {
                let [w, b] = *encounters;
                lines.push(match winner {
                    Some(mage) => {
                        let (won, lost) = if *mage == Mage::White { (w, b) } else { (b, w) };
                        let who = mage_name(names, *mage, lang);
                        if preview {
                            tr!(
                                lang,
                                "picture-magistrar-duel-would-win",
                                duel = *duel,
                                who = who,
                                won = won,
                                lost = lost
                            )
                        } else {
                            tr!(
                                lang,
                                "picture-magistrar-duel-won",
                                duel = *duel,
                                who = who,
                                won = won,
                                lost = lost
                            )
                        }
                    }
                    None => tr!(
                        lang,
                        "picture-magistrar-duel-tied",
                        duel = *duel,
                        white = w,
                        black = b
                    ),
                });
            }
            Event::GameEnded { game, result }
                if !matches!(events.last(), Some(Event::Over { .. })) =>
            {
                let result = game_words(result, names, lang);
                lines.push(tr!(
                    lang,
                    "picture-magistrar-game",
                    game = *game,
                    result = result
                ));
            }
            Event::SteerAsked {
                mage,
                encounter,
                steps,
            } if preview => lines.push(tr!(
                lang,
                "picture-magistrar-steer-then",
                who = mage_name(names, *mage, lang),
                rock = *encounter,
                steps = *steps
            )),
            Event::GoldenAdded { mage } => lines.push(tr!(
                lang,
                "picture-magistrar-golden-added",
                who = mage_name(names, *mage, lang)
            )),
            _ => {}
        }
    }
    lines
}

/// Who acts now and what they do.
pub fn to_act(view: &SeatView, names: &[String], lang: Lang) -> Option<String> {
    let who = |mage: Mage| mage_name(names, mage, lang);
    Some(match view.phase {
        Phase::Place { mage } if mage == view.starting => tr!(
            lang,
            "picture-magistrar-to-place",
            who = who(mage),
            duel = view.duel
        ),
        Phase::Place { mage } => tr!(lang, "picture-magistrar-to-reply", who = who(mage)),
        Phase::Open { mage } => tr!(lang, "picture-magistrar-to-open", who = who(mage)),
        Phase::Answer { mage, encounter } => tr!(
            lang,
            "picture-magistrar-to-answer",
            who = who(mage),
            rock = encounter
        ),
        Phase::Steer { mage, encounter } => tr!(
            lang,
            "picture-magistrar-to-steer",
            who = who(mage),
            rock = encounter
        ),
        Phase::Over => return None,
    })
}

/// "Ada (white) wins, 31 Honoris to 20", or a tie broken by duel markers, or a draw.
fn game_words(result: &GameResult, names: &[String], lang: Lang) -> String {
    let [w, b] = result.honoris;
    match result.winner {
        Some(mage) if w != b => {
            let (won, lost) = if mage == Mage::White { (w, b) } else { (b, w) };
            let who = mage_name(names, mage, lang);
            tr!(
                lang,
                "picture-magistrar-game-won",
                who = who,
                won = won,
                lost = lost
            )
        }
        Some(mage) => tr!(
            lang,
            "picture-magistrar-game-markers",
            honoris = w,
            who = mage_name(names, mage, lang),
            won = result.markers[mage.index()],
            lost = result.markers[mage.other().index()]
        ),
        None => tr!(
            lang,
            "picture-magistrar-game-draw",
            honoris = w,
            markers = result.markers[0]
        ),
    }
}

/// How the game (or the Grand Mage match) ended.
pub fn finished(outcome: &Outcome, grand_mage: bool, names: &[String], lang: Lang) -> Vec<String> {
    let result = game_words(&outcome.last_game, names, lang);
    if !grand_mage {
        return vec![tr!(lang, "picture-magistrar-game-over", result = result)];
    }
    let [w, b] = outcome.wins;
    let last = tr!(lang, "picture-magistrar-last-game", result = result);
    let verdict = match outcome.winner {
        Some(mage) => {
            let (won, lost) = if mage == Mage::White { (w, b) } else { (b, w) };
            let who = mage_name(names, mage, lang);
            tr!(
                lang,
                "picture-magistrar-match-won",
                who = who,
                won = won,
                lost = lost
            )
        }
        None => tr!(lang, "picture-magistrar-match-drawn", wins = w),
    };
    vec![last, verdict]
}

/// "Game over: Bob resigned", then who wins.
pub fn resigned(
    resignation: &Resignation,
    names: &[String],
    grand_mage: bool,
    lang: Lang,
) -> Vec<String> {
    let loser = if resignation.seat == 0 {
        Mage::White
    } else {
        Mage::Black
    };
    let who = mage_name(names, loser.other(), lang);
    vec![
        resignation.words(names, lang),
        if grand_mage {
            tr!(lang, "picture-magistrar-wins-match", who = who)
        } else {
            tr!(lang, "picture-magistrar-wins-game", who = who)
        },
    ]
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
