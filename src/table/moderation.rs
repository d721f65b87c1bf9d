//! A server's moderators and a stuck game: they may cancel it, or give a player's seat
//! to someone else (a player who left the server, who no longer answers). Who counts as
//! a moderator is the front end's business (on Discord, Manage Server in the game's
//! server); the service only does it, and says so in public words.

use super::error::TableError;
use super::ids::{TableId, User, UserId};
use super::service::TableService;
use super::show::Show;
use crate::store::Status;

impl TableService {
    /// Cancels a game in the lobby or running, on a moderator's word.
    pub async fn cancel_as_moderator(&self, id: TableId) -> Result<Show, TableError> {
        if !self.store.cancel_unfinished(id.0, self.now()).await? {
            // Ended already, or never was.
            self.load(id).await?;
            return Err(TableError::GameOver(id));
        }
        let t = self.load(id).await?;
        let lang = self.lang_of(&t.row.place).await;
        let text = crate::tr!(
            lang,
            "service-cancelled-by-moderator",
            table = id.to_string()
        );
        tracing::info!(table = id.0, "cancelled by a moderator");
        Ok(self.show(&t, None, t.status, t.row.version, vec![text], &[], None))
    }

    /// Gives `from`'s seat to `to`, on a moderator's word: `to` plays on from where `from`
    /// stopped (their hand, their turn if it is).
    pub async fn give_seat(
        &self,
        id: TableId,
        from: &UserId,
        to: &User,
    ) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        if !matches!(t.status, Status::Lobby | Status::Running) {
            return Err(TableError::GameOver(id));
        }
        if t.seat_of(&to.id).is_some() {
            return Err(TableError::AlreadySeated(id));
        }
        let Some(seat) = t.seat_of(from) else {
            return Err(TableError::NoSuchPlayer(id));
        };
        let old_name = t.names.of(seat).to_string();
        if !self
            .store
            .give_seat(id.0, &from.0, &to.id.0, &to.name, self.now())
            .await?
        {
            return Err(TableError::GameOver(id));
        }
        let t = self.load(id).await?;
        let text = crate::tr!(
            t.lang,
            "service-seat-given",
            from = old_name.as_str(),
            table = id.to_string(),
            to = to.name.as_str()
        );
        tracing::info!(table = id.0, seat, "a seat given by a moderator");
        Ok(self.show(
            &t,
            t.game.as_deref(),
            t.status,
            t.row.version,
            vec![text],
            &[],
            t.row.deadline_at,
        ))
    }
}
