//! What every command and click shares: [`Data`] (the table service, how soon to defer),
//! and poise's [`Context`] and [`Error`] over it. A leaf above the desk: the layers that
//! run commands and clicks (app, commands, flows) import it; views, desk and wire never do.

use std::sync::Arc;
use std::time::Duration;

use crate::frontends::discord::desk::Desk;

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command and handler shares.
#[derive(Debug)]
pub struct Data {
    /// How long work may run before its interaction is deferred (`wire::respond`).
    pub defer_after: Duration,
    /// The table service.
    pub desk: Arc<Desk>,
}
