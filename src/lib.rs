//! manawell: board games played asynchronously on Discord.
//!
//! `engines` holds the pure rules; everything else is built on them.

pub mod ai;
pub mod cli;
pub mod engines;
pub mod frontends;
pub mod i18n;
pub mod render;
pub mod store;
pub mod table;
pub mod tournament;
pub mod words;
