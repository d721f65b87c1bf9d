//! Rivalry: the map against the readings, the simultaneous set-up, a test per rule of the
//! text and per reading of `shared/rules/rivalry-readings.md`, the notation, and the
//! invariants over random games.

mod common;
mod ending;
mod map;
mod notation;
mod properties;
mod readings;
mod rules;
mod setup;
mod setup_notation;
mod stored;
