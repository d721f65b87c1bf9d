//! Per-user settings, and the table played at a place: what front ends ask besides games.

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::service::TableService;

impl TableService {
    /// Whether `user` also wants a direct message when it is their turn.
    pub async fn set_dm_pings(&self, user: &UserId, on: bool) -> Result<(), TableError> {
        Ok(self.store.set_dm_pings(&user.0, on).await?)
    }

    /// `false` unless `user` asked for it.
    pub async fn dm_pings(&self, user: &UserId) -> Result<bool, TableError> {
        Ok(self.store.dm_pings(&user.0).await?)
    }

    /// The game played at `thread` (a [`super::Place`]'s `thread`) of `frontend`: the
    /// running one, else the latest finished one; `None` if there is none.
    pub async fn playing_in(
        &self,
        frontend: &str,
        thread: &str,
    ) -> Result<Option<TableId>, TableError> {
        Ok(self
            .store
            .table_in_thread(frontend, thread)
            .await?
            .map(TableId))
    }
}
