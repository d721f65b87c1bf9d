//! A test per reading of `shared/rules/rivalry-readings.md` (the map's and the set-up's
//! are in `map.rs` and `setup.rs`), named after the reading.

mod advance;
mod battle;
mod deck;
mod map;
mod turn;
mod winning;
