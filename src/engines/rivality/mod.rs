//! Rivality: tiles of wizards and golems, for 2, 3 or 4 players, with Expert rules.

pub mod battlefield;
pub mod error;
pub mod events;
pub mod geometry;
pub mod moves;
pub mod notation;
pub mod random;
pub mod scoring;
pub mod setup;
pub mod sides;
pub mod solo;
mod spell_orders;
pub mod state;
pub mod summon;
pub mod tiles;
pub mod turn;
pub mod validate;
pub mod view;

pub use battlefield::{Battlefield, Control, PlacedTile, MAX_GOLEMS_PER_TILE};
pub use error::{MoveError, SetupError};
pub use events::{EndReason, Event, LostReason};
pub use geometry::{Cell, Edge, EdgeSet, Facing};
pub use moves::{Move, SpellOrder};
pub use scoring::Outcome;
pub use setup::new_game;
pub use sides::{Seat, Side};
pub use state::{Game, Options};
pub use tiles::{TileId, TileKind};
pub use validate::InvalidState;
pub use view::SeatView;
