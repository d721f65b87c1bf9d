//! The games a player plays in one channel (a DM with the bot, or a channel where
//! threads are refused, can hold several), for the commands' `game` option.

use crate::table::ShowStatus;

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::Desk;
use crate::frontends::discord::desk::{GameHere, Refusal};

impl Desk {
    pub async fn games_here(&self, channel: u64, who: u64) -> Result<Vec<GameHere>, Refusal> {
        let channel = channel.to_string();
        let games = self
            .service
            .my_games(&user_id(who))
            .await
            .map_err(refusal)?;
        let mut here = Vec::new();
        for game in games {
            if game.status != ShowStatus::Running || game.place.thread.as_ref() != Some(&channel) {
                continue;
            }
            let Ok(table) = u64::try_from(game.table.0) else {
                continue;
            };
            match self.service.table_info(game.table).await {
                Ok(info) => here.push(GameHere {
                    table,
                    title: crate::frontends::discord::desk::convert::numbered(
                        &info.title,
                        game.table.0,
                        info.lang,
                    ),
                    my_turn: game.your_turn,
                }),
                Err(e) => tracing::warn!(table, "a game left out of the game option: {e}"),
            }
        }
        Ok(here)
    }
}
