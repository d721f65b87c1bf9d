//! Rules engines: pure game logic, no I/O, no clock, no Discord. One folder per game.

pub mod aetherium;
pub mod dice;
pub mod magistrar;
pub mod random_play;
pub mod rivality;
pub mod rivalry;
