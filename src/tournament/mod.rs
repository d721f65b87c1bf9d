//! Tournaments, pure: who meets whom each round and how the players stand. No I/O, no
//! clock, no game: a game here is only who sat where and how they placed, so every game
//! the table service plays can be a tournament game.
//!
//! - `record.rs`: players, games (seats and places), rounds, and what a history says
//!   (who met whom, byes, first seats, points);
//! - `matcher.rs`: a perfect pairing found by a small exhaustive search (memoised, bounded);
//! - `swiss.rs`: Swiss pairing of two-player games;
//! - `round_robin.rs`: the circle method;
//! - `knockout.rs`: a bracket seeded by rating, and its rule for a drawn game;
//! - `tables.rs`: Rivality tables of 3 or 4, seats balanced;
//! - `standings.rs`: points, tie-breaks and ranks.

mod knockout;
mod matcher;
mod record;
mod round_robin;
mod standings;
mod swiss;
mod tables;

pub use knockout::{knockout_champion, knockout_round, knockout_rounds, knockout_seeds};
pub use record::{Entrant, Game, Place, Player, Points, Round};
pub use round_robin::{round_robin_round, round_robin_rounds};
pub use standings::{standings, Format, Standing, TieBreaks};
pub use swiss::swiss_round;
pub use tables::{table_round, table_sizes};
