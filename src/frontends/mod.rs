//! Front ends: thin layers that translate between a medium (Discord, the terminal) and
//! the table service. They hold no game rules.

pub mod discord;
pub mod files;
pub mod local;
pub mod pictures;
pub mod reasons;
pub mod rivalry_setup;
pub mod web;
