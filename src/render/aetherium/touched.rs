//! What the highlighted move touched, read from the engine's events: the stones it moved
//! (from where to where), the pawn placed, the token used, the tokens taken or drawn, the
//! Aether token's trip and a block.

use crate::engines::aetherium::{ActionKind, Element, Event, Seat, Token};

/// A stone's trip during the move: where it started and where it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trip {
    pub column: usize,
    pub element: Element,
    pub from: u8,
    pub to: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Touched {
    pub stones: Vec<Trip>,
    /// The pawn placed: whose, and on which action.
    pub pawn: Option<(Seat, ActionKind)>,
    pub used: Option<(Seat, Token)>,
    pub taken: Vec<(Seat, Token)>,
    /// The Aether token's first and last spot.
    pub aether: Option<(i8, i8)>,
    pub blocked: Option<ActionKind>,
    /// Marked spaces refilled from the pouch, `(column, space)`.
    pub drawn: Vec<(usize, u8)>,
}

impl Touched {
    pub fn of(events: &[Event]) -> Touched {
        let mut t = Touched::default();
        for event in events {
            match *event {
                Event::StoneMoved {
                    column,
                    element,
                    from,
                    to,
                } => {
                    let column = usize::from(column);
                    // A stone moved twice (a rise token, then the action) shows one trip.
                    match t
                        .stones
                        .iter_mut()
                        .find(|s| s.column == column && s.element == element)
                    {
                        Some(trip) => trip.to = to,
                        None => t.stones.push(Trip {
                            column,
                            element,
                            from,
                            to,
                        }),
                    }
                }
                Event::PawnPlaced { seat, action, .. } => t.pawn = Some((seat, action)),
                Event::TokenUsed { seat, token } => t.used = Some((seat, token)),
                Event::TokenTaken { seat, token, .. } => t.taken.push((seat, token)),
                Event::AetherMoved { from, to, .. } => {
                    t.aether = Some((t.aether.map_or(from, |a| a.0), to));
                }
                Event::ActionBlocked { action, .. } => t.blocked = Some(action),
                Event::TokenDrawn { column, space, .. } => {
                    t.drawn.push((usize::from(column), space));
                }
                _ => {}
            }
        }
        // A trip that came back where it started moved nothing to see.
        t.stones.retain(|s| s.from != s.to);
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engines::aetherium::{AetherCause, Pawn};

    #[test]
    fn a_stone_moved_twice_is_one_trip_from_its_first_spot_to_its_last() {
        let events = vec![
            Event::TokenUsed {
                seat: 0,
                token: Token::Rise(Element::Fire),
            },
            Event::StoneMoved {
                column: 1,
                element: Element::Fire,
                from: 0,
                to: 1,
            },
            Event::PawnPlaced {
                seat: 0,
                pawn: Pawn::Fire,
                element: Element::Fire,
                action: ActionKind::Surge,
            },
            Event::StoneMoved {
                column: 1,
                element: Element::Fire,
                from: 1,
                to: 5,
            },
            Event::AetherMoved {
                from: 0,
                to: 1,
                towards: 0,
                cause: AetherCause::Top,
            },
            Event::AetherMoved {
                from: 1,
                to: 2,
                towards: 0,
                cause: AetherCause::RoundEnd,
            },
        ];
        let t = Touched::of(&events);
        assert_eq!(
            t.stones,
            vec![Trip {
                column: 1,
                element: Element::Fire,
                from: 0,
                to: 5
            }]
        );
        assert_eq!(t.pawn, Some((0, ActionKind::Surge)));
        assert_eq!(t.used, Some((0, Token::Rise(Element::Fire))));
        assert_eq!(t.aether, Some((0, 2)));
    }
}
