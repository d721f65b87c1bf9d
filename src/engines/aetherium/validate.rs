//! Whether a state is one a game of Aetherium can reach: checked before a position, a
//! loaded state or a row read back from the database is accepted. The messages name the
//! broken rule; none panics, whatever the numbers.

use thiserror::Error;

use super::mat::{column_name, Element, Token, COLUMNS, MAT};
use super::state::{other, Game, Pawn, WinReason, SEATS};

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvalidState {
    #[error("the round is {0}: rounds run from 1 to {rounds}", rounds = MAT.rounds)]
    Round(u8),
    #[error("seat {0} does not exist: seats are 0 and 1 (players 1 and 2)")]
    NoSuchSeat(u8),
    #[error("the {element} stone of column {column} is on space {space}: spaces run from 0 to {top}", top = MAT.top)]
    StoneOffColumn {
        element: Element,
        column: char,
        space: u8,
    },
    #[error("the Aether token is at {0}: the track runs from -{moons} to {moons}", moons = MAT.moons)]
    AetherOffTrack(i8),
    #[error("there are {found} {token} tokens in the game, but the pouch holds {expected} (each token is in exactly one place)")]
    Tokens {
        token: Token,
        found: u32,
        expected: u8,
    },
    #[error("a {token} token and a stone share column {column} space {space}: a stone that stops on a token takes it")]
    TokenUnderStone {
        token: Token,
        column: char,
        space: u8,
    },
    #[error("player {player}'s {pawn} pawn is used twice this round")]
    PawnTwice { player: u8, pawn: Pawn },
    #[error("player {player} used {used} pawns and player {other} {other_used}, with player {starter} starting: players take turns")]
    TurnOrder {
        player: u8,
        used: usize,
        other: u8,
        other_used: usize,
        starter: u8,
    },
    #[error("a game still going on cannot have both players' pawns all used: the round would have ended")]
    RoundNotEnded,
    #[error("`last` must name the player who took the last turn (player {0})")]
    Last(u8),
    #[error("the game goes on but {0}")]
    ShouldBeOver(&'static str),
    #[error("the outcome does not fit the state: {0}")]
    Outcome(&'static str),
}

impl Game {
    /// The first rule the state breaks, if any.
    pub fn validate(&self) -> Result<(), InvalidState> {
        if self.round == 0 || self.round > MAT.rounds {
            return Err(InvalidState::Round(self.round));
        }
        for seat in [self.turn, self.starter]
            .into_iter()
            .chain(self.last)
            .chain(self.options.first)
            .chain(self.outcome.map(|o| o.winner))
        {
            if seat as usize >= SEATS {
                return Err(InvalidState::NoSuchSeat(seat));
            }
        }
        for (c, column) in self.stones.iter().enumerate() {
            for element in Element::ALL {
                let space = column[element.index()];
                if space > MAT.top {
                    return Err(InvalidState::StoneOffColumn {
                        element,
                        column: column_name(c),
                        space,
                    });
                }
            }
        }
        if !(-MAT.moons..=MAT.moons).contains(&self.aether) {
            return Err(InvalidState::AetherOffTrack(self.aether));
        }
        let counts = self.token_counts();
        for token in Token::KINDS {
            let (found, expected) = (counts[token.index()], MAT.pouch[token.index()]);
            if found != expected as u32 {
                return Err(InvalidState::Tokens {
                    token,
                    found,
                    expected,
                });
            }
        }
        for (i, mark) in self.marks.iter().enumerate() {
            let (column, space) = MAT.marked_spot(i);
            if let Some(token) = mark {
                if self.stone_at(column, space) {
                    return Err(InvalidState::TokenUnderStone {
                        token: *token,
                        column: column_name(column),
                        space,
                    });
                }
            }
        }
        self.validate_turns()?;
        self.validate_end()
    }

    fn validate_turns(&self) -> Result<(), InvalidState> {
        for seat in 0..SEATS {
            for pawn in Pawn::ALL {
                let n = self.passed[seat].iter().filter(|p| **p == pawn).count()
                    + self.spaces[seat]
                        .iter()
                        .flatten()
                        .filter(|p| **p == pawn)
                        .count();
                if n > 1 {
                    return Err(InvalidState::PawnTwice {
                        player: seat as u8 + 1,
                        pawn,
                    });
                }
            }
        }
        let starter = self.starter;
        let (first, second) = (self.pawns_used(starter), self.pawns_used(other(starter)));
        let expected_turn = match first.checked_sub(second) {
            Some(0) => starter,
            Some(1) => other(starter),
            _ => {
                return Err(InvalidState::TurnOrder {
                    player: starter + 1,
                    used: first,
                    other: other(starter) + 1,
                    other_used: second,
                    starter: starter + 1,
                })
            }
        };
        if self.is_over() {
            return Ok(());
        }
        if expected_turn != self.turn {
            return Err(InvalidState::TurnOrder {
                player: starter + 1,
                used: first,
                other: other(starter) + 1,
                other_used: second,
                starter: starter + 1,
            });
        }
        if second >= Pawn::ALL.len() {
            return Err(InvalidState::RoundNotEnded);
        }
        if first + second > 0 && self.last != Some(other(self.turn)) {
            return Err(InvalidState::Last(other(self.turn) + 1));
        }
        Ok(())
    }

    fn validate_end(&self) -> Result<(), InvalidState> {
        let Some(outcome) = self.outcome else {
            if self.aether_winner().is_some() {
                return Err(InvalidState::ShouldBeOver(
                    "the Aether token is on a last moon",
                ));
            }
            if self.element_on_top().is_some() {
                return Err(InvalidState::ShouldBeOver(
                    "all four stones of an element are on the top space",
                ));
            }
            return Ok(());
        };
        // The game ends on a turn (the first one at the earliest), taken by someone.
        if self.last.is_none() {
            return Err(InvalidState::Outcome(
                "a finished game names in `last` the player who took the last turn",
            ));
        }
        match outcome.reason {
            WinReason::Aether if self.aether_winner() != Some(outcome.winner) => Err(
                InvalidState::Outcome("an Aether win needs the token on the winner's last moon"),
            ),
            WinReason::Elements { element }
                if (0..COLUMNS).any(|c| self.height(c, element) != MAT.top) =>
            {
                Err(InvalidState::Outcome(
                    "an elements win needs all four stones of that element on the top space",
                ))
            }
            WinReason::Rounds if self.round != MAT.rounds => Err(InvalidState::Outcome(
                "a win after the last round needs the last round",
            )),
            WinReason::Rounds
                if self
                    .aether_side()
                    .is_some_and(|side| side != outcome.winner) =>
            {
                Err(InvalidState::Outcome(
                    "after the last round the Aether token's side wins",
                ))
            }
            _ => Ok(()),
        }
    }
}
