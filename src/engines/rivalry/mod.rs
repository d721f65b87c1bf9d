//! Rivalry, the war for the Isle of Cannebar (`shared/rules/003_77cd38cb1acb1aea.txt` and
//! `shared/rules/rivalry-readings.md`), on the map `assets/rivalry/map.json`.

pub mod apply;
pub mod battle;
pub mod cards;
pub mod cities;
pub mod determinize;
pub mod error;
pub mod events;
pub mod flow;
pub mod map;
pub mod moves;
pub mod notation;
pub mod numbers;
pub mod random;
pub mod setup;
pub mod side;
pub mod state;
mod stored;
pub mod units;
pub mod validate;
pub mod view;

pub use cards::Card;
pub use error::{MoveError, SetupError};
pub use events::Event;
pub use map::{map, Map, SiteId, Terrain, TileId};
pub use moves::Move;
pub use setup::{start, start_with_dice, suggested_setup, validate_setup, Setup};
pub use side::Side;
pub use state::{Ending, Game, Outcome, Phase};
pub use units::{Target, Units};
pub use validate::InvalidState;
pub use view::SeatView;
