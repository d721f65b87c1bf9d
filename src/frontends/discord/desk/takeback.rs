//! Take-backs by consent, over the table service.

use crate::table::{TableId, TakebackAnswer};

use crate::frontends::discord::desk::convert::{player, players, refusal, user_id};
use crate::frontends::discord::desk::{table_id, Desk};
use crate::frontends::discord::desk::{Refusal, TakebackView};

impl Desk {
    pub async fn takeback(&self, table: u64, who: u64) -> Result<TakebackView, Refusal> {
        let id = table_id(table)?;
        let answer = self
            .service
            .ask_takeback(id, &user_id(who))
            .await
            .map_err(refusal)?;
        self.takeback_view(id, answer).await
    }

    pub async fn answer_takeback(
        &self,
        table: u64,
        who: u64,
        version: u64,
        accept: bool,
    ) -> Result<TakebackView, Refusal> {
        let id = table_id(table)?;
        let version = i64::try_from(version).map_err(|_| Refusal::MovedOn)?;
        let answer = self
            .service
            .answer_takeback(id, &user_id(who), version, accept)
            .await
            .map_err(refusal)?;
        self.takeback_view(id, answer).await
    }

    async fn takeback_view(
        &self,
        id: TableId,
        answer: TakebackAnswer,
    ) -> Result<TakebackView, Refusal> {
        Ok(match answer {
            TakebackAnswer::Pending {
                version,
                by,
                accepted,
                awaited,
                ..
            } => TakebackView::Pending {
                version: u64::try_from(version).unwrap_or(0),
                by: player(&by),
                accepted: players(&accepted),
                awaited: players(&awaited),
            },
            TakebackAnswer::TakenBack(show) => {
                TakebackView::TakenBack(Box::new(self.view_of(id, Some(&show)).await?))
            }
            TakebackAnswer::Refused { by } => TakebackView::Refused { by: player(&by) },
        })
    }
}
