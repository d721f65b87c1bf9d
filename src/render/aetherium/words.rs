//! The picture's words: the highlighted move as a sentence (from the engine's events,
//! which name a pouch token only once it lies on the mat), the end of a round, how the
//! game was won, and the action spaces' names and effects from the mat's numbers.

use crate::engines::aetherium::{ActionKind, Event, Outcome, Seat, Token, WinReason, MAT};
use crate::i18n::Lang;
use crate::tr;
use crate::words::aetherium::{element_name, pawn_name, token_name};

use super::super::caption::name;
use super::super::Resignation;

/// "Last: Ada: fire pawn on surge, fire B 0→4, took rise-air", or for a preview "Ada's
/// move, if confirmed: …"; then a line for a round that ended. Empty for no move.
pub fn last_move(events: &[Event], names: &[String], preview: bool, lang: Lang) -> Vec<String> {
    let mut mover = None;
    let mut parts: Vec<String> = Vec::new();
    let mut lines = Vec::new();
    for (i, event) in events.iter().enumerate() {
        match *event {
            Event::TokenUsed { seat, token } => {
                mover.get_or_insert(seat);
                // A block says what it blocked in the next event.
                if !matches!(events.get(i + 1), Some(Event::ActionBlocked { .. })) {
                    parts.push(tr!(
                        lang,
                        "picture-aetherium-used",
                        token = token_name(token, lang)
                    ));
                }
            }
            Event::ActionBlocked { action, .. } => parts.push(tr!(
                lang,
                "picture-aetherium-used-block",
                action = action_name(action, lang)
            )),
            Event::PawnPlaced {
                seat,
                pawn,
                element,
                action,
            } => {
                mover.get_or_insert(seat);
                let action = action_name(action, lang);
                parts.push(if pawn.element().is_some() {
                    tr!(
                        lang,
                        "picture-aetherium-pawn-on",
                        pawn = pawn_name(pawn, lang),
                        action = action
                    )
                } else {
                    let element = element_name(element, lang);
                    tr!(
                        lang,
                        "picture-aetherium-wild-on",
                        element = element,
                        action = action
                    )
                });
            }
            Event::StoneMoved {
                column,
                element,
                from,
                to,
            } => parts.push(tr!(
                lang,
                "picture-aetherium-stone",
                element = element_name(element, lang),
                column =
                    crate::engines::aetherium::mat::column_name(usize::from(column)).to_string(),
                from = from,
                to = to
            )),
            Event::TokenTaken { token, .. } => parts.push(tr!(
                lang,
                "picture-aetherium-took",
                token = token_name(token, lang)
            )),
            Event::AetherMoved { to, cause, .. }
                if cause != crate::engines::aetherium::AetherCause::RoundEnd =>
            {
                parts.push(tr!(
                    lang,
                    "picture-aetherium-aether-to",
                    spot = spot(to, names, lang)
                ));
            }
            Event::Passed { seat, pawn } => {
                mover.get_or_insert(seat);
                parts.push(tr!(
                    lang,
                    "picture-aetherium-passed",
                    pawn = pawn_name(pawn, lang)
                ));
            }
            Event::RoundEnded {
                round,
                decided_by,
                towards,
            } => {
                let who = name(names, towards, lang);
                lines.push(match decided_by {
                    Some(action) => tr!(
                        lang,
                        "picture-aetherium-round-over",
                        round = round,
                        who = who,
                        action = action_name(action, lang)
                    ),
                    None => tr!(
                        lang,
                        "picture-aetherium-round-over-tied",
                        round = round,
                        who = who
                    ),
                });
                if preview {
                    lines.push(tr!(lang, "picture-aetherium-new-tokens"));
                }
            }
            Event::RoundStarted { round, starter } => {
                let who = name(names, starter, lang);
                lines.push(tr!(
                    lang,
                    "picture-aetherium-round-starts",
                    round = round,
                    who = who
                ));
            }
            _ => {}
        }
    }
    let Some(mover) = mover else {
        return lines;
    };
    let who = name(names, mover, lang);
    let parts = parts.join(", ");
    let head = if preview {
        tr!(
            lang,
            "picture-aetherium-preview-move",
            who = who,
            parts = parts
        )
    } else {
        tr!(lang, "picture-aetherium-last", who = who, parts = parts)
    };
    let mut out = vec![head];
    out.extend(lines);
    out
}

/// A spot of the Aether track in words: "the centre", "Ada's moon 2".
pub fn spot(position: i8, names: &[String], lang: Lang) -> String {
    match position {
        0 => tr!(lang, "picture-aetherium-centre"),
        p if p > 0 => tr!(
            lang,
            "picture-aetherium-moon",
            player = name(names, 0, lang),
            n = p
        ),
        p => tr!(
            lang,
            "picture-aetherium-moon",
            player = name(names, 1, lang),
            n = p.unsigned_abs()
        ),
    }
}

/// How the game was won: the way, then who.
pub fn finished(outcome: &Outcome, aether: i8, names: &[String], lang: Lang) -> Vec<String> {
    let who = name(names, outcome.winner, lang);
    let how = match outcome.reason {
        WinReason::Elements { element } => tr!(
            lang,
            "picture-aetherium-over-elements",
            element = element_name(element, lang)
        ),
        WinReason::Aether => tr!(lang, "picture-aetherium-over-aether", who = who.as_str()),
        WinReason::Rounds if aether == 0 => tr!(
            lang,
            "picture-aetherium-over-centre",
            round = MAT.rounds,
            who = who.as_str()
        ),
        WinReason::Rounds => tr!(
            lang,
            "picture-aetherium-over-side",
            round = MAT.rounds,
            who = who.as_str()
        ),
    };
    vec![how, tr!(lang, "picture-aetherium-wins", who = who)]
}

/// A game given up: who, and who wins (the other player).
pub fn resigned(resignation: Resignation, names: &[String], lang: Lang) -> Vec<String> {
    let winner = crate::engines::aetherium::state::other(resignation.seat);
    vec![
        resignation.words(names, lang),
        tr!(
            lang,
            "picture-aetherium-wins",
            who = name(names, winner, lang)
        ),
    ]
}

/// "Ada to play: 3 pawns left".
pub fn to_play(seat: Seat, pawns_left: usize, names: &[String], lang: Lang) -> String {
    tr!(
        lang,
        "picture-aetherium-to-play",
        who = name(names, seat, lang),
        count = pawns_left
    )
}

/// An action space's name, as on its buttons.
pub fn action_title(action: ActionKind, lang: Lang) -> String {
    match action {
        ActionKind::Fall => tr!(lang, "picture-aetherium-title-fall"),
        ActionKind::TwinRise => tr!(lang, "picture-aetherium-title-twin"),
        ActionKind::StepAndLeap => tr!(lang, "picture-aetherium-title-step-leap"),
        ActionKind::Surge => tr!(lang, "picture-aetherium-title-surge"),
        ActionKind::Gather => tr!(lang, "picture-aetherium-title-gather"),
    }
}

/// An action in a sentence: "twin", "double montée".
fn action_name(action: ActionKind, lang: Lang) -> String {
    match action {
        ActionKind::Fall => tr!(lang, "picture-aetherium-action-fall"),
        ActionKind::TwinRise => tr!(lang, "picture-aetherium-action-twin"),
        ActionKind::StepAndLeap => tr!(lang, "picture-aetherium-action-step-leap"),
        ActionKind::Surge => tr!(lang, "picture-aetherium-action-surge"),
        ActionKind::Gather => tr!(lang, "picture-aetherium-action-gather"),
    }
}

/// The word on a token on the mat: what it does, its element shown by the icon.
pub fn token_word(token: Token, lang: Lang) -> String {
    match token {
        Token::Rise(_) => tr!(lang, "picture-aetherium-token-rise"),
        Token::Aether => tr!(lang, "picture-aetherium-token-aether"),
        Token::Block => tr!(lang, "picture-aetherium-token-block"),
        Token::Fall => tr!(lang, "picture-aetherium-token-fall"),
    }
}

/// What an action does, in the mat's numbers: "↑2 ↑2".
pub fn action_effect(action: ActionKind, lang: Lang) -> String {
    match action {
        ActionKind::Fall => tr!(lang, "picture-aetherium-effect-any"),
        ActionKind::TwinRise => format!("↑{0} ↑{0}", MAT.twin_rise),
        ActionKind::StepAndLeap => format!("↑{} ↑{}", MAT.step, MAT.leap),
        ActionKind::Surge => format!("↑{}", MAT.surge),
        ActionKind::Gather => tr!(lang, "picture-aetherium-effect-pawns"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{Element, Pawn};

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
        let lines = last_move(&events, &names(), false, Lang::En);
        assert_eq!(
            lines,
            vec![
                "Last: Bob: wild pawn as water on twin, water A 0→2, took aether, used block on surge"
            ]
        );
        let preview = last_move(&events, &names(), true, Lang::En);
        assert!(preview[0].starts_with("If confirmed, Bob plays: wild pawn"));
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
            finished(&elements, 2, &names(), Lang::En),
            vec!["Game over: all four fire stones on top", "Ada wins"]
        );
        let aether = Outcome {
            winner: 1,
            reason: WinReason::Aether,
        };
        assert_eq!(
            finished(&aether, -4, &names(), Lang::En)[0],
            "Game over: the Aether token reached Bob's last moon"
        );
        let rounds = Outcome {
            winner: 0,
            reason: WinReason::Rounds,
        };
        assert!(finished(&rounds, 1, &names(), Lang::En)[0].contains("on Ada's side"));
        assert!(finished(&rounds, 0, &names(), Lang::En)[0].contains("Ada played last"));
    }

    #[test]
    fn a_resignation_names_who_gave_up_and_who_wins() {
        let lines = resigned(
            Resignation {
                seat: 0,
                forfeit: true,
            },
            &names(),
            Lang::En,
        );
        assert_eq!(lines, vec!["Game over: Ada ran out of time", "Bob wins"]);
    }

    #[test]
    fn the_move_and_the_end_are_told_in_french_and_german() {
        let events = vec![
            Event::PawnPlaced {
                seat: 0,
                pawn: Pawn::Fire,
                element: Element::Fire,
                action: ActionKind::Surge,
            },
            Event::TokenTaken {
                seat: 0,
                token: Token::Rise(Element::Air),
                column: 1,
                space: 4,
            },
        ];
        assert_eq!(
            last_move(&events, &names(), false, Lang::Fr),
            ["Dernier coup\u{a0}: Ada\u{a0}: pion feu sur élan, prend montée-air"]
        );
        assert_eq!(
            last_move(&events, &names(), true, Lang::De),
            ["Zug von Ada, falls bestätigt: Figur Feuer auf Schub, nahm Aufstieg-Luft"]
        );
        let aether = Outcome {
            winner: 1,
            reason: WinReason::Aether,
        };
        assert_eq!(
            finished(&aether, -4, &names(), Lang::De),
            [
                "Spielende: der Äthermarker erreichte den letzten Mond von Bob",
                "Bob gewinnt"
            ]
        );
        assert_eq!(
            to_play(0, 1, &names(), Lang::Fr),
            "À Ada de jouer\u{a0}: il reste 1 pion"
        );
    }
}
