//! Aetherium: a duel of element stones climbing four columns and an Aether token pulled
//! along a track, for 2 players in three rounds (`shared/rules/004_a80c2af3ffb4bdfe.txt`,
//! the mat and readings in `aetherium-readings.md`).

pub mod determinize;
pub mod error;
pub mod events;
pub mod mat;
pub mod moves;
pub mod notation;
pub mod random;
pub mod round;
pub mod setup;
pub mod state;
pub mod steps;
pub mod turn;
pub mod validate;
pub mod view;

pub use error::{MoveError, SetupError};
pub use events::{AetherCause, Event};
pub use mat::{ActionKind, Element, Token, MAT};
pub use moves::{Action, Move, TokenPlay, TokenUse, When};
pub use setup::new_game;
pub use state::{Game, Options, Outcome, Pawn, Seat, WinReason};
pub use validate::InvalidState;
pub use view::SeatView;
