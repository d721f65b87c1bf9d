//! Running the bot: start-up, configuration, shards, the sweeper, the framework's
//! handlers, the commands' names in every language.

pub mod bot;
pub mod command_names;
pub mod config;
pub mod framework;
pub mod health;
pub mod in_flight;
pub mod shards;
pub mod sweeper;
