//! The picture's words: the highlighted move as a sentence (from the engine's events,
//! which name a pouch token only once it lies on the mat), the end of a round, how the
//! game was won, and the action spaces' names and effects from the mat's numbers.

use crate::engines::aetherium::{ActionKind, Event, Outcome, Seat, WinReason, MAT};

use super::super::caption::name;
use super::super::Resignation;

/// "Last: Ada: fire pawn on surge, fire B 0→4, took rise-air", or for a preview "Ada's
/// move, if confirmed: …"; then a line for a round that ended. Empty for no move.
pub fn last_move(events: &[Event], names: &[String], preview: bool) -> Vec<String> {
    let mut mover = None;
    let mut parts: Vec<String> = Vec::new();
    let mut lines = Vec::new();
    for (i, event) in events.iter().enumerate() {
        match *event {
            Event::TokenUsed { seat, token } => {
                mover.get_or_insert(seat);
                // A block says what it blocked in the next event.
                if !matches!(events.get(i + 1), Some(Event::ActionBlocked { .. })) {
                    parts.push(format!("used {token}"));
                }
            }
            Event::ActionBlocked { action, .. } => parts.push(format!("used block on {action}")),
            Event::PawnPlaced {
                seat,
                pawn,
                element,
                action,
            } => {
                mover.get_or_insert(seat);
                if pawn.element().is_some() {
                    parts.push(format!("{pawn} pawn on {action}"));
                } else {
                    parts.push(format!("wild pawn as {element} on {action}"));
                }
            }
            Event::StoneMoved {
                column,
                element,
                from,
                to,
            } => parts.push(format!(
                "{element} {} {from}→{to}",
                crate::engines::aetherium::mat::column_name(usize::from(column))
            )),
            Event::TokenTaken { token, .. } => parts.push(format!("took {token}")),
            Event::AetherMoved { to, cause, .. }
                if cause != crate::engines::aetherium::AetherCause::RoundEnd =>
            {
                parts.push(format!("Aether token to {}", spot(to, names)));
            }
            Event::Passed { seat, pawn } => {
                mover.get_or_insert(seat);
                parts.push(format!("passed, spending the {pawn} pawn"));
            }
            Event::RoundEnded {
                round,
                decided_by,
                towards,
            } => {
                let who = name(names, towards);
                lines.push(match decided_by {
                    Some(action) => format!(
                        "Round {round} over: {who} has more pawns on {action}, so the Aether token moves their way"
                    ),
                    None => format!(
                        "Round {round} over: pawns all tied, so the Aether token moves towards {who}, who played last"
                    ),
                });
                if preview {
                    lines.push("New tokens come out of the pouch once confirmed".to_string());
                }
            }
            Event::RoundStarted { round, starter } => {
                lines.push(format!("Round {round}: {} starts", name(names, starter)));
            }
            _ => {}
        }
    }
    let Some(mover) = mover else {
        return lines;
    };
    let who = name(names, mover);
    let head = if preview {
        format!("{who}'s move, if confirmed: {}", parts.join(", "))
    } else {
        format!("Last: {who}: {}", parts.join(", "))
    };
    let mut out = vec![head];
    out.extend(lines);
    out
}

/// A spot of the Aether track in words: "the centre", "Ada's moon 2".
pub fn spot(position: i8, names: &[String]) -> String {
    match position {
        0 => "the centre".to_string(),
        p if p > 0 => format!("{}'s moon {p}", name(names, 0)),
        p => format!("{}'s moon {}", name(names, 1), -p),
    }
}

/// How the game was won: the way, then who.
pub fn finished(outcome: &Outcome, aether: i8, names: &[String]) -> Vec<String> {
    let who = name(names, outcome.winner);
    let how = match outcome.reason {
        WinReason::Elements { element } => {
            format!("Game over: all four {element} stones on top")
        }
        WinReason::Aether => format!("Game over: the Aether token reached {who}'s last moon"),
        WinReason::Rounds if aether == 0 => format!(
            "Game over: round {} ended with the Aether token on the centre, and {who} played last",
            MAT.rounds
        ),
        WinReason::Rounds => format!(
            "Game over: round {} ended with the Aether token on {who}'s side",
            MAT.rounds
        ),
    };
    vec![how, format!("{who} wins")]
}

/// A game given up: who, and who wins (the other player).
pub fn resigned(resignation: Resignation, names: &[String]) -> Vec<String> {
    let winner = crate::engines::aetherium::state::other(resignation.seat);
    vec![
        resignation.words(names),
        format!("{} wins", name(names, winner)),
    ]
}

/// "Ada to play: 3 pawns left".
pub fn to_play(seat: Seat, pawns_left: usize, names: &[String]) -> String {
    let pawns = if pawns_left == 1 {
        "1 pawn left".to_string()
    } else {
        format!("{pawns_left} pawns left")
    };
    format!("{} to play: {pawns}", name(names, seat))
}

/// An action space's name, as on its buttons.
pub fn action_title(action: ActionKind) -> &'static str {
    match action {
        ActionKind::Fall => "Fall",
        ActionKind::TwinRise => "Twin",
        ActionKind::StepAndLeap => "Step-leap",
        ActionKind::Surge => "Surge",
        ActionKind::Gather => "Gather",
    }
}

/// What an action does, in the mat's numbers: "↑2 ↑2".
pub fn action_effect(action: ActionKind) -> String {
    match action {
        ActionKind::Fall => "↓ any".to_string(),
        ActionKind::TwinRise => format!("↑{0} ↑{0}", MAT.twin_rise),
        ActionKind::StepAndLeap => format!("↑{} ↑{}", MAT.step, MAT.leap),
        ActionKind::Surge => format!("↑{}", MAT.surge),
        ActionKind::Gather => "↑ pawns".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{Element, Pawn, Token};

    fn names() -> Vec<String> {
        vec!["Ada".to_string(), "Bob".to_string()]
    }

    #[test]
    fn a_turn_is_told_in_the_order_it_happened() {
        let events = vec![
            Event::PawnPlaced {
                seat: 1,
                pawn: Pawn::Wild,
                element: Element::Water,
                action: ActionKind::TwinRise,
            },
            Event::StoneMoved {
                column: 0,
                element: Element::Water,
                from: 0,
                to: 2,
            },
            Event::TokenTaken {
                seat: 1,
                token: Token::Aether,
                column: 0,
                space: 2,
            },
            Event::TokenUsed {
                seat: 1,
                token: Token::Block,
            },
            Event::ActionBlocked {
                seat: 1,
                action: ActionKind::Surge,
            },
        ];
        let lines = last_move(&events, &names(), false);
        assert_eq!(
            lines,
            vec![
                "Last: Bob: wild pawn as water on twin, water A 0→2, took aether, used block on surge"
            ]
        );
        let preview = last_move(&events, &names(), true);
        assert!(preview[0].starts_with("Bob's move, if confirmed: wild pawn"));
    }

    #[test]
    fn each_way_to_win_is_said() {
        let elements = Outcome {
            winner: 0,
            reason: WinReason::Elements {
                element: Element::Fire,
            },
        };
        assert_eq!(
            finished(&elements, 2, &names()),
            vec!["Game over: all four fire stones on top", "Ada wins"]
        );
        let aether = Outcome {
            winner: 1,
            reason: WinReason::Aether,
        };
        assert_eq!(
            finished(&aether, -4, &names())[0],
            "Game over: the Aether token reached Bob's last moon"
        );
        let rounds = Outcome {
            winner: 0,
            reason: WinReason::Rounds,
        };
        assert!(finished(&rounds, 1, &names())[0].contains("on Ada's side"));
        assert!(finished(&rounds, 0, &names())[0].contains("Ada played last"));
    }

    #[test]
    fn a_resignation_names_who_gave_up_and_who_wins() {
        let lines = resigned(
            Resignation {
                seat: 0,
                forfeit: true,
            },
            &names(),
        );
        assert_eq!(lines, vec!["Game over: Ada ran out of time", "Bob wins"]);
    }
}
