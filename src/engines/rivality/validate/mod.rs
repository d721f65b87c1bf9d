//! Whether a state is one a game of Rivality can reach: checked before a position, a
//! loaded state or a row read back from the database is accepted, so that the rules
//! never meet a state they were not written for.
//!
//! The messages name the broken rule and where; they never name a tile in a hand, a
//! stack or face down (a damaged row's message may be shown to the players).

use thiserror::Error;

use super::battlefield::MAX_GOLEMS_PER_TILE;
use super::geometry::{Cell, Edge, Facing};
use super::setup::{starting_golems, HAND_SIZE};
use super::sides::{side_count, Side};
use super::state::Game;
use super::tiles::TileId;

mod outcome;
pub(crate) use outcome::check_outcome;
mod pending;
#[cfg(test)]
mod tests;

/// Where a tile lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Board(Cell),
    /// A seat's hand, seats from 0.
    Hand(u8),
    Stack(Side),
    /// Solo: the tile at this spot of the solo battlefield (face up or down).
    Solo(Cell),
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Board(cell) => write!(f, "the board at {cell}"),
            Place::Hand(seat) => write!(f, "hand {} (seat {seat} in JSON)", seat + 1),
            Place::Stack(side) => write!(f, "the {side} stack"),
            Place::Solo(cell) => write!(f, "the battlefield at {}", super::solo::solo_label(*cell)),
        }
    }
}

/// The rule a state breaks.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvalidState {
    #[error("Rivality is played by 2, 3 or 4 players, not {0}")]
    Players(u8),
    #[error("`{what}` has {found} entries, but this game has {expected}")]
    Sized {
        what: &'static str,
        found: usize,
        expected: usize,
    },
    #[error("seat {seat} (from 0) does not exist: this game has {players} seats")]
    NoSuchSeat { seat: u8, players: u8 },
    #[error("{side} is not a side of this game, yet it has {what}")]
    AbsentSide { side: Side, what: &'static str },
    #[error("the Well of Mana must be the first tile, at M13")]
    NoWell,
    #[error("the Well of Mana can only lie on the board at M13, not in {0}")]
    WellMisplaced(Place),
    #[error("the same tile is in {first} and in {second}: each tile exists once")]
    TileTwice { first: Place, second: Place },
    #[error("two tiles lie at {0}")]
    TwoTilesAt(Cell),
    #[error("{cell} is too far from the Well of Mana: {steps} steps, yet {tiles} tiles placed one next to another reach {} at most", .tiles - 1)]
    TooFar { cell: Cell, steps: i32, tiles: i32 },
    #[error("the Well of Mana faces north: it is never turned")]
    WellTurned,
    #[error("{cell} holds {count} golems: at most five per tile")]
    TooManyGolems { cell: Cell, count: u32 },
    #[error("{side} has {on_board} golems on the board and {supply} in supply: it must have {expected} in all")]
    GolemsNotConserved {
        side: Side,
        on_board: u32,
        supply: u8,
        expected: u8,
    },
    #[error("hand {} holds {size} tiles: at most {HAND_SIZE}", .seat + 1)]
    HandTooBig { seat: u8, size: usize },
    #[error("the {side} side holds {count} tiles in hands and stack: at most {most} with {players} players")]
    TooManyTiles {
        side: Side,
        count: usize,
        most: usize,
        players: u8,
    },
    #[error("seat {seat} (from 0) has placed {count} tiles, but the board has only {on_board}")]
    Played {
        seat: u8,
        count: u8,
        on_board: usize,
    },
    #[error("the {side} wizard stands at {cell}, where there is no tile")]
    WizardOffBoard { side: Side, cell: Cell },
    #[error("no wizard stands on the Well of Mana: it is never placed")]
    WizardOnWell,
    #[error("two wizards stand at {0}")]
    WizardsTogether(Cell),
    #[error("the tile at {0} is face down: only the solo mode has face-down tiles")]
    FaceDown(Cell),
    #[error("the tile at {cell} has a delayed {} spell: {why}", .edge.name())]
    Delayed {
        cell: Cell,
        edge: Edge,
        why: &'static str,
    },
    #[error("hand {} is empty, yet it is that seat's turn in a game that is not over", .seat + 1)]
    NothingToPlay { seat: u8 },
    #[error("{0}'s supply is empty, yet the game is not over")]
    EmptySupply(Side),
    #[error("the pending removal choice makes no sense: {0}")]
    Pending(&'static str),
    #[error("the outcome makes no sense: {0}")]
    Outcome(&'static str),
    #[error("the solo battlefield makes no sense: {0}")]
    Solo(String),
}

/// The farthest a tile can lie from the Well, along the board: 24 tiles in a line.
pub const MAX_REACH: i32 = 24;

/// The farthest a tile can lie from the Well on a board of `tiles` tiles (the Well
/// included): each tile is placed next to one already there, so reaching `n` steps takes
/// a line of `n` tiles beyond the Well. Within it, a legal move never goes past
/// [`MAX_REACH`].
pub fn reach(tiles: usize) -> i32 {
    (tiles as i32 - 1).min(MAX_REACH)
}

/// The most tiles a side ever holds in hands and stack: its whole deal.
pub fn tiles_per_side(players: u8) -> usize {
    if players == 3 {
        8
    } else {
        12
    }
}

/// The most steps a pending turn can still hold (spells, delayed spells, sieges, draw).
const MAX_STEPS: usize = 32;

impl Game {
    /// Checks every invariant of the state; the first broken rule, if any.
    pub fn validate(&self) -> Result<(), InvalidState> {
        let players = self.options.players;
        if !(2..=4).contains(&players) {
            return Err(InvalidState::Players(players));
        }
        let sides = side_count(players);
        sized("hands", self.hands.len(), players as usize)?;
        sized("stacks", self.stacks.len(), sides)?;
        sized("tiles_played", self.tiles_played.len(), players as usize)?;
        sized("mulligans", self.mulligans.len(), players as usize)?;
        if self.turn >= players {
            return Err(InvalidState::NoSuchSeat {
                seat: self.turn,
                players,
            });
        }
        self.check_absent_sides(sides)?;
        self.check_board()?;
        self.check_tiles_once()?;
        self.check_golems(sides)?;
        self.check_hands_and_stacks(sides)?;
        self.check_wizards(sides)?;
        for (seat, &count) in self.tiles_played.iter().enumerate() {
            let on_board = self.field.tiles.len().saturating_sub(1);
            if usize::from(count) > on_board {
                return Err(InvalidState::Played {
                    seat: seat as u8,
                    count,
                    on_board,
                });
            }
        }
        match (&self.outcome, &self.pending) {
            (Some(_), Some(_)) => Err(InvalidState::Pending("the game is over")),
            (Some(outcome), None) => self.check_outcome(outcome, sides),
            (None, Some(pending)) => self.check_pending(pending, sides),
            (None, None) => self.check_between_turns(),
        }
    }

    fn check_absent_sides(&self, sides: usize) -> Result<(), InvalidState> {
        for index in sides..Side::MAX {
            let side = Side(index as u8);
            let absent = |what| Err(InvalidState::AbsentSide { side, what });
            if self.supplies[index] > 0 {
                return absent("golems in supply");
            }
            if self.wizards[index].is_some() {
                return absent("a wizard");
            }
            if self.field.tiles.iter().any(|t| t.golems[index] > 0) {
                return absent("golems on the board");
            }
        }
        Ok(())
    }

    /// The Well first at M13, each cell once, every tile within reach of the Well. (Tiles
    /// need not touch: the rulebook's examples show parts of a board.)
    fn check_board(&self) -> Result<(), InvalidState> {
        let mut tiles = self.field.tiles.iter();
        match tiles.next() {
            Some(well) if well.tile == TileId::WELL && well.cell == Cell::WELL => {
                if well.facing != Facing::North {
                    return Err(InvalidState::WellTurned);
                }
            }
            _ => return Err(InvalidState::NoWell),
        }
        if self.field.tiles.len() > 25 {
            return Err(InvalidState::Sized {
                what: "board",
                found: self.field.tiles.len(),
                expected: 25,
            });
        }
        let most = reach(self.field.tiles.len());
        for (i, tile) in self.field.tiles.iter().enumerate().skip(1) {
            let (x, y) = (i32::from(tile.cell.x), i32::from(tile.cell.y));
            let steps = x.abs() + y.abs();
            if steps > most {
                return Err(InvalidState::TooFar {
                    cell: tile.cell,
                    steps,
                    tiles: self.field.tiles.len() as i32,
                });
            }
            let earlier = &self.field.tiles[..i];
            if earlier.iter().any(|t| t.cell == tile.cell) {
                return Err(InvalidState::TwoTilesAt(tile.cell));
            }
            if tile.tile == TileId::WELL {
                return Err(InvalidState::WellMisplaced(Place::Board(tile.cell)));
            }
        }
        for tile in &self.field.tiles {
            if tile.face_down {
                return Err(InvalidState::FaceDown(tile.cell));
            }
            if !tile.delayed.is_valid() {
                return Err(InvalidState::Delayed {
                    cell: tile.cell,
                    edge: Edge::Front,
                    why: "the edges are unreadable",
                });
            }
            for edge in tile.delayed.iter() {
                let why = if !self.options.expert {
                    Some("delayed spells are an Expert rule")
                } else if tile.tile.spec().spell(edge).is_none() {
                    Some("the tile has no spell there")
                } else {
                    None
                };
                if let Some(why) = why {
                    return Err(InvalidState::Delayed {
                        cell: tile.cell,
                        edge,
                        why,
                    });
                }
            }
        }
        Ok(())
    }

    /// Each tile at most once, on the board, in a hand or in a stack; the Well only on the
    /// board.
    fn check_tiles_once(&self) -> Result<(), InvalidState> {
        let mut seen: [Option<Place>; 25] = [None; 25];
        let board = self
            .field
            .tiles
            .iter()
            .map(|t| (t.tile, Place::Board(t.cell)));
        let hands = self
            .hands
            .iter()
            .enumerate()
            .flat_map(|(seat, hand)| hand.iter().map(move |t| (*t, Place::Hand(seat as u8))));
        let stacks = self.stacks.iter().enumerate().flat_map(|(side, stack)| {
            stack
                .iter()
                .map(move |t| (*t, Place::Stack(Side(side as u8))))
        });
        for (tile, place) in board.chain(hands).chain(stacks) {
            if tile == TileId::WELL && !matches!(place, Place::Board(_)) {
                return Err(InvalidState::WellMisplaced(place));
            }
            let slot = &mut seen[tile.index()];
            if let Some(first) = slot {
                return Err(InvalidState::TileTwice {
                    first: *first,
                    second: place,
                });
            }
            *slot = Some(place);
        }
        Ok(())
    }

    fn check_golems(&self, sides: usize) -> Result<(), InvalidState> {
        let pending_cell = self.pending.as_ref().map(|p| p.cell);
        for tile in &self.field.tiles {
            let count: u32 = tile.golems.iter().map(|n| u32::from(*n)).sum();
            // Past five only on the tile whose removal waits for a choice.
            let most = if pending_cell == Some(tile.cell) {
                u32::from(MAX_GOLEMS_PER_TILE) + 4
            } else {
                u32::from(MAX_GOLEMS_PER_TILE)
            };
            if count > most {
                return Err(InvalidState::TooManyGolems {
                    cell: tile.cell,
                    count,
                });
            }
        }
        let expected = starting_golems(self.options.players);
        for side in (0..sides as u8).map(Side) {
            let on_board: u32 = self
                .field
                .tiles
                .iter()
                .map(|t| u32::from(t.golems_of(side)))
                .sum();
            let supply = self.supplies[side.index()];
            if on_board + u32::from(supply) != u32::from(expected) {
                return Err(InvalidState::GolemsNotConserved {
                    side,
                    on_board,
                    supply,
                    expected,
                });
            }
        }
        Ok(())
    }

    fn check_hands_and_stacks(&self, sides: usize) -> Result<(), InvalidState> {
        let players = self.options.players;
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() > HAND_SIZE {
                return Err(InvalidState::HandTooBig {
                    seat: seat as u8,
                    size: hand.len(),
                });
            }
        }
        for side in (0..sides as u8).map(Side) {
            let in_hands: usize = (0..players)
                .filter(|s| self.side_of(*s) == side)
                .map(|s| self.hand(s).len())
                .sum();
            let count = in_hands + self.stack_of(side).len();
            let most = tiles_per_side(players);
            if count > most {
                return Err(InvalidState::TooManyTiles {
                    side,
                    count,
                    most,
                    players,
                });
            }
        }
        Ok(())
    }

    fn check_wizards(&self, sides: usize) -> Result<(), InvalidState> {
        for (index, wizard) in self.wizards.iter().enumerate().take(sides) {
            let Some(cell) = *wizard else { continue };
            let side = Side(index as u8);
            if self.field.at(cell).is_none() {
                return Err(InvalidState::WizardOffBoard { side, cell });
            }
            if cell == Cell::WELL {
                return Err(InvalidState::WizardOnWell);
            }
            if self.wizards[..index].contains(&Some(cell)) {
                return Err(InvalidState::WizardsTogether(cell));
            }
        }
        Ok(())
    }
}

fn sized(what: &'static str, found: usize, expected: usize) -> Result<(), InvalidState> {
    if found == expected {
        Ok(())
    } else {
        Err(InvalidState::Sized {
            what,
            found,
            expected,
        })
    }
}
