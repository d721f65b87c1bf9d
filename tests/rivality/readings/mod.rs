//! The readings of `shared/rules/rivality-tiles.md` that no rule or example test already
//! checks, one test each, named after the reading.

mod expert;
mod supply;
mod tiles;
