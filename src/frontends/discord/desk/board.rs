//! The web board's links as the bot hands them out: the game's public page for its turn
//! posts and `/<game> board`, a player's personal page (their own view, short-lived) for
//! them alone, when the web board is on (`PUBLIC_URL`); a moderator's revoking.

use super::{Desk, Refusal};
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

    /// The address of `user`'s own page of game `table` (their hand, for them alone; it
    /// runs out within the hour); `None` when the web board is off or they do not play.
    pub async fn personal_board_url(&self, table: u64, user: u64) -> Option<String> {
        let web = self.web.as_ref()?;
        let id = TableId(i64::try_from(table).ok()?);
        let who = super::convert::user_id(user);
        self.service
            .personal_board_token(id, &who)
            .await
            .ok()
            .map(|token| web.link(&token))
    }

    /// A moderator of `guild` takes back game `table`'s links (the game must be played
    /// there): every page opened from them stops; the next request makes a new link.
    pub async fn revoke_board_as_moderator(&self, table: u64, guild: u64) -> Result<u64, Refusal> {
        let id = self.in_guild(table, guild).await?;
        self.service
            .revoke_board(id)
            .await
            .map_err(super::convert::refusal)
    }
}
