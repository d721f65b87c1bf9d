//! A finished game's Rematch button, and take-backs by consent, over the table service.

use crate::table::{RematchAnswer, TableId, TakebackAnswer, User};

use super::super::desk::{Player, Refusal, RematchView, TakebackView};
use super::convert::{discord_id, place_id, refusal, user_id};
use super::{table_id, TableDesk};

fn player(user: &User) -> Player {
    Player {
        id: discord_id(&user.id).unwrap_or(0),
        name: user.name.clone(),
    }
}

fn players(users: &[User]) -> Vec<Player> {
    users
        .iter()
        .filter_map(|u| {
            discord_id(&u.id).map(|id| Player {
                id,
                name: u.name.clone(),
            })
        })
        .collect()
}

impl TableDesk {
    pub(super) async fn rematch_click(&self, table: u64, who: u64) -> Result<RematchView, Refusal> {
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
            RematchAnswer::Started { rematch, show, .. } => Ok(RematchView::Started(
                self.view_of(rematch, Some(&show)).await?,
            )),
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

impl TableDesk {
    pub(super) async fn ask_takeback(&self, table: u64, who: u64) -> Result<TakebackView, Refusal> {
        let id = table_id(table)?;
        let answer = self
            .service
            .ask_takeback(id, &user_id(who))
            .await
            .map_err(refusal)?;
        self.takeback_view(id, answer).await
    }

    pub(super) async fn answer_takeback_of(
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
                TakebackView::TakenBack(self.view_of(id, Some(&show)).await?)
            }
            TakebackAnswer::Refused { by } => TakebackView::Refused { by: player(&by) },
        })
    }
}
