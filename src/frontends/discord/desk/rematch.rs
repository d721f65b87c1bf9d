//! A finished game's Rematch button, over the table service.

use crate::table::RematchAnswer;

use crate::frontends::discord::desk::convert::{place_id, players, refusal, user_id};
use crate::frontends::discord::desk::{table_id, Desk};
use crate::frontends::discord::desk::{Refusal, RematchView};

impl Desk {
    pub async fn rematch(&self, table: u64, who: u64) -> Result<RematchView, Refusal> {
        let id = table_id(table)?;
        let answer = self
            .service
            .rematch(id, &user_id(who))
            .await
            .map_err(refusal)?;
        match answer {
            RematchAnswer::Waiting {
                now_in,
                accepted,
                awaited,
                ..
            } => Ok(RematchView::Waiting {
                now_in,
                accepted: players(&accepted),
                awaited: players(&awaited),
            }),
            RematchAnswer::Started { rematch, show, .. } => Ok(RematchView::Started(Box::new(
                self.view_of(rematch, Some(&show)).await?,
            ))),
            RematchAnswer::MadeBefore { rematch, .. } => {
                let info = self.service.table_info(rematch).await.map_err(refusal)?;
                Ok(RematchView::MadeBefore {
                    rematch: u64::try_from(rematch.0).map_err(|_| Refusal::UnknownGame)?,
                    place: place_id(info.place.thread.as_ref()),
                })
            }
        }
    }
}
