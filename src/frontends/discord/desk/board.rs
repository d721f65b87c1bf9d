//! The web board's links as the bot hands them out: the game's public page for its turn
//! posts, when the web board is on (`PUBLIC_URL`).

use super::Desk;
use crate::table::TableId;

impl Desk {
    /// The same desk, handing out links to the web board of `web` (`None`: no board).
    pub fn with_web(mut self, web: Option<crate::frontends::web::Settings>) -> Desk {
        self.web = web;
        self
    }

    /// The address of game `table`'s public page, made on first request; `None` when
    /// the web board is off or the link cannot be had now (a post goes out without it).
    pub async fn board_url(&self, table: u64) -> Option<String> {
        let web = self.web.as_ref()?;
        let id = TableId(i64::try_from(table).ok()?);
        match self.service.board_token(id).await {
            Ok(token) => Some(web.link(&token)),
            Err(e) => {
                tracing::warn!(table, error = %e, "no web board link");
                None
            }
        }
    }
}
