//! The web board: a game's page in a browser, reached only through its unguessable link
//! (`table::web_links`), served by the bot (`PUBLIC_URL`) or by `manawell local --serve`.
//! The public picture of every version at the wide layout's size (the renderer the
//! other front ends use), the moves in words, who is to move and until when, and the
//! page following the game by itself (server-sent events fed by the store's new versions).
//! A personal link adds its player's own view. Nothing here knows Discord.
//!
//! `page.rs` writes the HTML (pure), `server.rs` answers the requests, `events.rs` the
//! live stream; the script and the style sheet are `assets/web/`.

pub mod events;
pub mod page;
pub mod server;
pub mod settings;

pub use server::{router, serve};
pub use settings::{Settings, SettingsError};
