//! A move's events in plain words, for the channel and the log; labels for moves. A
//! token is named once it lies on the mat; the pouch's order never is.

use crate::engines::aetherium::mat::column_name;
use crate::engines::aetherium::{
    Action, ActionKind, AetherCause, Event, Game, Move, Outcome, Pawn, Token, TokenPlay, TokenUse,
    When, WinReason, MAT,
};
use crate::table::kinds::{capitalised, two_players, Names};

/// An action space in words: "twin rise".
pub fn action_words(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Fall => "fall",
        ActionKind::TwinRise => "twin rise",
        ActionKind::StepAndLeap => "step and leap",
        ActionKind::Surge => "surge",
        ActionKind::Gather => "gather",
    }
}

fn col(column: u8) -> char {
    column_name(column as usize)
}

/// Where the Aether token stands: "the centre", "Mira's moon 2".
pub fn aether_words(aether: i8, names: &Names) -> String {
    match aether {
        0 => "the centre".to_string(),
        a if a > 0 => format!("{}'s moon {a}", names.of(0)),
        a => format!("{}'s moon {}", names.of(1), a.unsigned_abs()),
    }
}

/// A token's use in words: "the aether token", "rise-fire on column C".
pub fn token_use_words(effect: &TokenUse) -> String {
    match *effect {
        TokenUse::Aether => "the aether token".to_string(),
        TokenUse::Block { action } => format!("a block on {}", action_words(action)),
        TokenUse::Rise { element, column } => {
            format!("rise-{element} on column {}", col(column))
        }
        TokenUse::Fall { element, column } => {
            format!("fall on the {element} stone of column {}", col(column))
        }
    }
}

/// The stones an action moves, in words: "column B", "columns A and C".
fn stones_words(action: &Action) -> String {
    match *action {
        Action::Fall { column, spaces } => format!("column {} down {spaces}", col(column)),
        Action::TwinRise { columns: [a, b] } => format!("columns {} and {}", col(a), col(b)),
        Action::StepAndLeap { step, leap } => {
            format!("{} steps, {} leaps", col(step), col(leap))
        }
        Action::Surge { column } | Action::Gather { column } => format!("column {}", col(column)),
    }
}

/// A short label for a move: "Wild pawn as water: twin rise, columns A and C; then a block
/// on surge".
pub fn label(mv: &Move) -> String {
    match mv {
        Move::Pass { pawn } => format!("Pass, spending the {pawn} pawn"),
        Move::Turn {
            pawn,
            element,
            action,
            token,
        } => {
            let who = match pawn {
                Pawn::Wild => format!("Wild pawn as {element}"),
                p => format!("{} pawn", capitalised(p.name())),
            };
            let act = format!("{}, {}", action_words(action.kind()), stones_words(action));
            match token {
                None => format!("{who}: {act}"),
                Some(TokenPlay {
                    when: When::Before,
                    effect,
                }) => format!("First {}; {who}: {act}", token_use_words(effect)),
                Some(TokenPlay {
                    when: When::After,
                    effect,
                }) => format!("{who}: {act}; then {}", token_use_words(effect)),
            }
        }
    }
}

/// "an aether", "a fall".
fn a_token(token: Token) -> String {
    let article = if token.name().starts_with('a') {
        "an"
    } else {
        "a"
    };
    format!("{article} {token}")
}

/// One event as a sentence, without its full stop.
fn sentence(event: &Event, names: &Names) -> String {
    match event {
        Event::TokenUsed { seat, token } => {
            format!("{} used {} token", names.of(*seat), a_token(*token))
        }
        Event::PawnPlaced {
            seat,
            pawn,
            element,
            action,
        } => {
            let pawn = match pawn {
                Pawn::Wild => format!("wild pawn (as {element})"),
                p => format!("{p} pawn"),
            };
            format!(
                "{} put their {pawn} on {}",
                names.of(*seat),
                action_words(*action)
            )
        }
        Event::StoneMoved {
            column,
            element,
            from,
            to,
        } => {
            let way = if to > from { "rises" } else { "falls" };
            let top = if *to == MAT.top { " (the top)" } else { "" };
            format!(
                "the {element} stone of column {} {way} from {from} to {to}{top}",
                col(*column)
            )
        }
        Event::TokenTaken {
            seat,
            token,
            column,
            space,
        } => format!(
            "{} takes the {token} token from {}{space}",
            names.of(*seat),
            col(*column)
        ),
        Event::AetherMoved { to, cause, .. } => {
            let why = match cause {
                AetherCause::Top => " (a stone reached the top)",
                AetherCause::Token => "",
                AetherCause::RoundEnd => "",
            };
            format!("the Aether token moves to {}{why}", aether_words(*to, names))
        }
        Event::ActionBlocked { seat, action } => format!(
            "{} blocks {} for the rest of the round",
            names.of(*seat),
            action_words(*action)
        ),
        Event::Passed { seat, pawn } => format!(
            "{} can do no action and passes, spending their {pawn} pawn",
            names.of(*seat)
        ),
        Event::RoundEnded {
            round,
            decided_by,
            towards,
        } => match decided_by {
            Some(action) => format!(
                "round {round} ends: {} has more pawns on {}, the first space from the track where the counts differ",
                names.of(*towards),
                action_words(*action)
            ),
            None => format!(
                "round {round} ends with every space tied: the step goes to {}, who played last",
                names.of(*towards)
            ),
        },
        Event::TokenDrawn {
            column,
            space,
            token,
        } => format!("{} token is drawn onto {}{space}", a_token(*token), col(*column)),
        Event::RoundStarted { round, starter } => {
            format!("round {round} begins, {} starts", names.of(*starter))
        }
        Event::GameEnded { outcome } => format!("the game is over: {}", verdict(outcome, names)),
    }
}

/// The account of one move.
pub fn describe(events: &[Event], names: &Names) -> String {
    two_players::sentences(events, |e| sentence(e, names))
}

/// The account of a move not played yet: the tokens a round's end draws from the pouch
/// are left out (they are known only once drawn).
pub fn foretell(events: &[Event], names: &Names) -> String {
    let mut text = two_players::sentences(
        events
            .iter()
            .filter(|e| !matches!(e, Event::TokenDrawn { .. })),
        |e| sentence(e, names),
    );
    if events.iter().any(|e| matches!(e, Event::TokenDrawn { .. })) {
        text.push_str(" The empty marked spaces are then refilled from the pouch.");
    }
    text
}

/// "Mira wins: all four fire stones stand on the top".
fn verdict(outcome: &Outcome, names: &Names) -> String {
    let winner = names.of(outcome.winner);
    match outcome.reason {
        WinReason::Elements { element } => {
            format!("{winner} wins: all four {element} stones stand on the top")
        }
        WinReason::Aether => format!("{winner} wins: the Aether token reached their last moon"),
        WinReason::Rounds => {
            format!("{winner} wins: after the last round the Aether token stands on their side")
        }
    }
}

/// The public result once the game is over.
pub fn result(game: &Game, outcome: &Outcome, names: &Names) -> String {
    let mut text = format!("{}.", capitalised(&verdict(outcome, names)));
    if outcome.reason == WinReason::Rounds && game.aether == 0 {
        text = format!(
            "{} wins: the Aether token never left the centre, and they played last.",
            names.of(outcome.winner)
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::Element;

    fn names() -> Names {
        Names(vec!["Mira".into(), "Tom".into()])
    }

    #[test]
    fn a_turn_is_told_in_order() {
        let events = [
            Event::PawnPlaced {
                seat: 0,
                pawn: Pawn::Wild,
                element: Element::Water,
                action: ActionKind::Surge,
            },
            Event::StoneMoved {
                column: 1,
                element: Element::Water,
                from: 2,
                to: 6,
            },
            Event::AetherMoved {
                from: 0,
                to: 1,
                towards: 0,
                cause: AetherCause::Top,
            },
        ];
        assert_eq!(
            describe(&events, &names()),
            "Mira put their wild pawn (as water) on surge. The water stone of column B rises \
             from 2 to 6 (the top). The Aether token moves to Mira's moon 1 (a stone reached \
             the top)."
        );
    }

    #[test]
    fn a_preview_names_no_token_from_the_pouch() {
        let events = [
            Event::RoundStarted {
                round: 2,
                starter: 1,
            },
            Event::TokenDrawn {
                column: 0,
                space: 2,
                token: Token::Aether,
            },
        ];
        let preview = foretell(&events, &names());
        assert!(!preview.contains("aether token is drawn"), "{preview}");
        assert!(preview.contains("refilled from the pouch"), "{preview}");
        assert!(describe(&events, &names()).contains("An aether token is drawn onto A2"));
    }

    #[test]
    fn labels_say_the_pawn_the_action_and_the_token() {
        let mv = Move::Turn {
            pawn: Pawn::Wild,
            element: Element::Water,
            action: Action::TwinRise { columns: [0, 2] },
            token: Some(TokenPlay {
                when: When::After,
                effect: TokenUse::Block {
                    action: ActionKind::Surge,
                },
            }),
        };
        assert_eq!(
            label(&mv),
            "Wild pawn as water: twin rise, columns A and C; then a block on surge"
        );
    }
}
