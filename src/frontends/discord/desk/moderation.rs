//! Moderators' commands over the table service, limited to games of their own server.

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{table_id, user, Desk};
use crate::frontends::discord::desk::{Player, Refusal, TableView};

impl Desk {
    /// Refused unless `table` is played in `guild`.
    pub(super) async fn in_guild(
        &self,
        table: u64,
        guild: u64,
    ) -> Result<crate::table::TableId, Refusal> {
        let id = table_id(table)?;
        let info = self.service.table_info(id).await.map_err(refusal)?;
        if info.place.guild.as_deref() != Some(guild.to_string().as_str()) {
            return Err(Refusal::NotInThisServer);
        }
        Ok(id)
    }

    pub async fn cancel_as_moderator(&self, table: u64, guild: u64) -> Result<TableView, Refusal> {
        let id = self.in_guild(table, guild).await?;
        let show = self
            .service
            .cancel_as_moderator(id)
            .await
            .map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }

    pub async fn give_seat(
        &self,
        table: u64,
        guild: u64,
        from: u64,
        to: Player,
    ) -> Result<TableView, Refusal> {
        let id = self.in_guild(table, guild).await?;
        let show = self
            .service
            .give_seat(id, &user_id(from), &user(&to))
            .await
            .map_err(refusal)?;
        self.view_of(id, Some(&show)).await
    }
}
