//! The lobby's "Start now" and `/rivality hint`, over the table service.

use crate::table::{ShowStatus, TableError};

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{ai_name, started_here, table_id, Desk};
use crate::frontends::discord::desk::{HintView, Refusal, TableView};

impl Desk {
    /// Seats the AI in every empty seat of the creator's lobby, one at a time, until the
    /// game starts. A human may take a seat in between: one AI fewer is needed.
    pub async fn start_now(&self, table: u64, who: u64) -> Result<TableView, Refusal> {
        let id = table_id(table)?;
        let me = user_id(who);
        let info = self.service.table_info(id).await.map_err(refusal)?;
        if info.creator != me {
            return Err(Refusal::NotTheCreator);
        }
        if info.status != ShowStatus::Lobby {
            return Err(Refusal::NotALobby);
        }
        let empty = usize::from(info.seats_wanted).saturating_sub(info.seated.len());
        let mut ais = info.seated.iter().filter(|s| s.ai).count();
        let all_ais = u8::try_from(ais + empty).unwrap_or(u8::MAX);
        for _ in 0..info.seats_wanted {
            ais += 1;
            let name = ai_name(u8::try_from(ais).unwrap_or(u8::MAX), all_ais, info.lang);
            match self.service.add_bot(id, &me, &name).await {
                Ok(show) if show.status == ShowStatus::Lobby => {}
                Ok(show) => {
                    started_here(&show)?;
                    return self.view_of(id, Some(&show)).await;
                }
                // A human took the last seat between our read and our seat: their join
                // starts the game, and its answer posts it.
                Err(TableError::TableFull(_) | TableError::NotALobby(_)) => {
                    return Err(Refusal::NotALobby)
                }
                Err(e) => return Err(refusal(e)),
            }
        }
        Err(Refusal::Failed(format!(
            "game {table} did not start with every seat taken"
        )))
    }

    pub async fn hint(
        &self,
        table: u64,
        who: u64,
        lang: crate::i18n::Lang,
    ) -> Result<HintView, Refusal> {
        let id = table_id(table)?;
        let hint = self
            .service
            .speaking(lang)
            .hint(id, &user_id(who), self.hint_budget)
            .await
            .map_err(refusal)?;
        Ok(HintView {
            table,
            notation: hint.notation,
            words: hint.label,
            win_probability: hint.win_probability,
            expected_margin: hint.expected_margin,
            playouts: hint.playouts,
        })
    }
}
