//! The Discord front end: slash commands, buttons and select menus, translated to and from
//! the table service. It holds no game rules. Its layers, from top to bottom (a file
//! imports only its own layer and those below it; `ARCHITECTURE.md` draws them):
//!
//! - [`app`]: running the bot: start-up, configuration, shards, the sweeper, the
//!   framework's handlers and the commands' names;
//! - [`commands`]: one file per command group, which reads the options and hands over;
//! - [`flows`]: what a command or a click does, one file per journey;
//! - [`views`]: pure builders of Discord messages and components (no I/O);
//! - [`desk`]: the table service as the bot asks it, and its answers;
//! - [`wire`]: Discord's own mechanics, no game in them (answering within 3 s, custom
//!   ids, posting, markdown, redaction, locales, where a game may be played).
//!
//! [`data`] (`Data`, `Context`, `Error`) sits between the desk and the views.

pub mod app;
pub mod commands;
pub mod data;
pub mod desk;
pub mod flows;
pub mod views;
pub mod wire;

pub use app::bot::{run_bot, run_bot_until, run_bot_with, BotError};
pub use app::config::{Config, ConfigError, Token};
pub use app::shards::{Shards, ShardsError};
