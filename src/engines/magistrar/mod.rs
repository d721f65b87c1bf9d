//! Magistrar, the duel of the mages (`shared/rules/002_b23949246b4cdffd.txt` and
//! `shared/rules/magistrar-readings.md`), with the Grand Mage match (variant 3).

pub mod arena;
pub mod determinize;
pub mod error;
pub mod events;
pub mod moves;
pub mod notation;
pub mod numbers;
pub mod pieces;
pub mod random;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod turn;
pub mod validate;
pub mod view;

pub use arena::Arena;
pub use error::{MoveError, SetupError};
pub use events::Event;
pub use moves::{Move, Placement};
pub use pieces::{Energy, Mage, Pawns, Strength, Token};
pub use scoring::{GameResult, Outcome};
pub use setup::new_game;
pub use state::{DuelRecord, Game, Options, Phase};
pub use validate::InvalidState;
pub use view::SeatView;
