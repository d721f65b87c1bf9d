//! What every command and click shares: [`Data`] (the table service, how soon to defer),
//! and poise's [`Context`] and [`Error`] over it. A leaf above the desk: the layers that
//! run commands and clicks (app, commands, flows) import it; views, desk and wire never do.

use std::sync::Arc;
use std::time::Duration;

use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::wire::respond::Timely;

pub use crate::frontends::discord::wire::respond::Error;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command and handler shares.
#[derive(Debug)]
pub struct Data {
    /// How long work may run before its interaction is deferred (`wire::respond`).
    pub defer_after: Duration,
    /// How long a click on a game (drawing, thinking, writing) may run before it is
    /// deferred: at once in production.
    pub defer_heavy: Duration,
    /// The table service.
    pub desk: Arc<Desk>,
}

impl Timely for Data {
    fn defer_after(&self) -> Duration {
        self.defer_after
    }
}
