//! A move's events in plain words, for the channel and the log; labels for moves. A
//! token is named once it lies on the mat; the pouch's order never is.

use crate::engines::aetherium::mat::column_name;
use crate::engines::aetherium::{
    ActionKind, AetherCause, Event, Game, Outcome, Pawn, Token, WinReason, MAT,
};
use crate::i18n::Lang;
use crate::table::kinds::{two_players, Names};
use crate::tr;
use crate::words::aetherium::{element_name, pawn_name, token_name};
use crate::words::capitalised;

fn col(column: u8) -> char {
    column_name(column as usize)
}

pub use super::labels::{label, token_use_words};

pub fn action_name(kind: ActionKind, lang: Lang) -> String {
    match kind {
        ActionKind::Fall => tr!(lang, "aetherium-action-fall"),
        ActionKind::TwinRise => tr!(lang, "aetherium-action-twin-rise"),
        ActionKind::StepAndLeap => tr!(lang, "aetherium-action-step-and-leap"),
        ActionKind::Surge => tr!(lang, "aetherium-action-surge"),
        ActionKind::Gather => tr!(lang, "aetherium-action-gather"),
    }
}

/// "an aether", "a fall".
fn a_token(token: Token, lang: Lang) -> String {
    match token {
        Token::Aether => tr!(lang, "aetherium-a-token-aether"),
        Token::Block => tr!(lang, "aetherium-a-token-block"),
        Token::Fall => tr!(lang, "aetherium-a-token-fall"),
        Token::Rise(e) => tr!(
            lang,
            "aetherium-a-token-rise",
            element = element_name(e, lang)
        ),
    }
}

/// Where the Aether token stands, in `lang`.
pub fn aether_at(aether: i8, names: &Names, lang: Lang) -> String {
    match aether {
        0 => tr!(lang, "aetherium-centre"),
        a if a > 0 => tr!(lang, "aetherium-moon", player = names.of(0), n = a),
        a => tr!(
            lang,
            "aetherium-moon",
            player = names.of(1),
            n = a.unsigned_abs()
        ),
    }
}

/// One event as a sentence, without its full stop.
fn sentence(event: &Event, names: &Names, lang: Lang) -> String {
    match event {
        Event::TokenUsed { seat, token } => tr!(
            lang,
            "aetherium-token-used",
            player = names.of(*seat),
            token = a_token(*token, lang)
        ),
        Event::PawnPlaced {
            seat,
            pawn,
            element,
            action,
        } => {
            let element = element_name(*element, lang);
            let pawn = match pawn {
                Pawn::Wild => tr!(lang, "aetherium-pawn-wild", element = element),
                p => tr!(lang, "aetherium-pawn", element = pawn_name(*p, lang)),
            };
            tr!(
                lang,
                "aetherium-pawn-placed",
                player = names.of(*seat),
                pawn = pawn,
                action = action_name(*action, lang)
            )
        }
        Event::StoneMoved {
            column,
            element,
            from,
            to,
        } => {
            let (element, column) = (element_name(*element, lang), col(*column).to_string());
            let (from, to) = (*from, *to);
            if to > from && to == MAT.top {
                tr!(
                    lang,
                    "aetherium-stone-rises-top",
                    element = element,
                    column = column,
                    from = from,
                    to = to
                )
            } else if to > from {
                tr!(
                    lang,
                    "aetherium-stone-rises",
                    element = element,
                    column = column,
                    from = from,
                    to = to
                )
            } else {
                tr!(
                    lang,
                    "aetherium-stone-falls",
                    element = element,
                    column = column,
                    from = from,
                    to = to
                )
            }
        }
        Event::TokenTaken {
            seat,
            token,
            column,
            space,
        } => tr!(
            lang,
            "aetherium-token-taken",
            player = names.of(*seat),
            token = token_name(*token, lang),
            space = format!("{}{space}", col(*column))
        ),
        Event::AetherMoved { to, cause, .. } => {
            let to = aether_at(*to, names, lang);
            match cause {
                AetherCause::Top => tr!(lang, "aetherium-aether-moved-top", to = to),
                AetherCause::Token | AetherCause::RoundEnd => {
                    tr!(lang, "aetherium-aether-moved", to = to)
                }
            }
        }
        Event::ActionBlocked { seat, action } => tr!(
            lang,
            "aetherium-blocked",
            player = names.of(*seat),
            action = action_name(*action, lang)
        ),
        Event::Passed { seat, pawn } => tr!(
            lang,
            "aetherium-passed",
            player = names.of(*seat),
            pawn = pawn_name(*pawn, lang)
        ),
        Event::RoundEnded {
            round,
            decided_by,
            towards,
        } => match decided_by {
            Some(action) => tr!(
                lang,
                "aetherium-round-ended",
                round = *round,
                player = names.of(*towards),
                action = action_name(*action, lang)
            ),
            None => tr!(
                lang,
                "aetherium-round-ended-tied",
                round = *round,
                player = names.of(*towards)
            ),
        },
        Event::TokenDrawn {
            column,
            space,
            token,
        } => tr!(
            lang,
            "aetherium-token-drawn",
            token = a_token(*token, lang),
            space = format!("{}{space}", col(*column))
        ),
        Event::RoundStarted { round, starter } => tr!(
            lang,
            "aetherium-round-started",
            round = *round,
            player = names.of(*starter)
        ),
        Event::GameEnded { outcome } => tr!(
            lang,
            "aetherium-over",
            verdict = verdict(outcome, names, lang)
        ),
    }
}

/// The account of one move.
pub fn describe(events: &[Event], names: &Names, lang: Lang) -> String {
    two_players::sentences(events, |e| sentence(e, names, lang))
}

/// The account of a move not played yet: the tokens a round's end draws from the pouch
/// are left out (they are known only once drawn).
pub fn foretell(events: &[Event], names: &Names, lang: Lang) -> String {
    let mut text = two_players::sentences(
        events
            .iter()
            .filter(|e| !matches!(e, Event::TokenDrawn { .. })),
        |e| sentence(e, names, lang),
    );
    if events.iter().any(|e| matches!(e, Event::TokenDrawn { .. })) {
        text.push(' ');
        text.push_str(&tr!(lang, "aetherium-refill"));
    }
    text
}

/// "Mira wins: all four fire stones stand on the top".
fn verdict(outcome: &Outcome, names: &Names, lang: Lang) -> String {
    let player = names.of(outcome.winner);
    match outcome.reason {
        WinReason::Elements { element } => tr!(
            lang,
            "aetherium-wins-elements",
            player = player,
            element = element_name(element, lang)
        ),
        WinReason::Aether => tr!(lang, "aetherium-wins-aether", player = player),
        WinReason::Rounds => tr!(lang, "aetherium-wins-rounds", player = player),
    }
}

/// The public result once the game is over.
pub fn result(game: &Game, outcome: &Outcome, names: &Names, lang: Lang) -> String {
    if outcome.reason == WinReason::Rounds && game.aether == 0 {
        return tr!(
            lang,
            "aetherium-wins-centre",
            player = names.of(outcome.winner)
        );
    }
    format!("{}.", capitalised(&verdict(outcome, names, lang)))
}

#[cfg(test)]
#[path = "describe_tests.rs"]
mod tests;
