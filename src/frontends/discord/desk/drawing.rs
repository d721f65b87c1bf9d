//! The desk's pictures: the board at a version (the move that made it highlighted), the
//! preview of a move, each drawn for one viewer, and the latest ones kept (`kept`): the
//! public board of a version is drawn once for every post, refresh and spectator.
//!
//! Drawing is CPU work (tens of milliseconds a picture): it runs in the desk's drawing
//! pool (`table::workers`), a few pictures at a time on tokio's blocking threads, so
//! that the async runtime stays free for what must not wait (answers within Discord's 3
//! seconds, heartbeats) however many games are played at once.

use crate::frontends::pictures::Pictures;
use crate::i18n::Lang;
use crate::table::{GaveUp, Seat, TableError, TableId};

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{table_id, Desk};
use crate::frontends::discord::desk::{PreviewView, Refusal};

impl Desk {
    /// Runs `draw` in the drawing pool once a slot is free.
    pub(super) async fn off_runtime<T: Send + 'static>(
        &self,
        draw: impl FnOnce(&dyn Pictures) -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        let renderer = self.renderer.clone();
        self.drawing
            .run(move || draw(renderer.as_ref()))
            .await
            .map_err(|e| Refusal::Failed(format!("the drawing task failed: {e}")))
    }

    /// The board of `table` at `version` as `viewer` sees it (`None`: the public board).
    /// Drawn once: those who ask again, or while it is drawn, get the same picture.
    pub async fn picture(
        &self,
        table: u64,
        version: u64,
        viewer: Option<u64>,
        lang: Lang,
    ) -> Result<Vec<u8>, Refusal> {
        let id = table_id(table)?;
        let seat = match viewer {
            Some(who) => self.seat_of(id, who).await?,
            None => None,
        };
        let version = i64::try_from(version).map_err(|_| Refusal::MovedOn)?;
        let slot = self.drawn.slot((id, version, seat, lang));
        let png = slot
            .get_or_try_init(|| self.draw_board(id, version, seat, lang))
            .await?;
        Ok(png.clone())
    }

    /// Draws the board of `id` at `version` for `seat`: with the move that made it when
    /// there is one, else as it stands.
    async fn draw_board(
        &self,
        id: TableId,
        version: i64,
        seat: Option<Seat>,
        lang: Lang,
    ) -> Result<Vec<u8>, Refusal> {
        if let Some(png) = self.last_move_png(id, version, seat, lang).await {
            return Ok(png);
        }
        let (current, game) = self.service.game(id).await.map_err(refusal)?;
        let game = if current == version {
            game
        } else {
            self.service.game_at(id, version).await.map_err(refusal)?
        };
        let names = self.service.names(id).await.map_err(refusal)?;
        self.off_runtime(move |r| r.board_png(&*game, seat, &names, lang))
            .await?
            .map_err(|e| refusal(TableError::Picture(e)))
    }

    /// The board at `version` with the move that made it highlighted, or with the panel
    /// saying who resigned or ran out of time; `None` when `version` was the start or this
    /// kind of game has no such picture.
    async fn last_move_png(
        &self,
        id: TableId,
        version: i64,
        seat: Option<Seat>,
        lang: Lang,
    ) -> Option<Vec<u8>> {
        if version < 1 {
            return None;
        }
        let log = self.service.log(id).await.ok()?;
        let line = log.iter().find(|l| l.ply == version)?;
        let names = self.service.names(id).await.ok()?;
        let drawn = match (line.notation.clone(), line.gave_up, line.seat) {
            (Some(notation), _, _) => {
                let before = self.service.game_at(id, version - 1).await.ok()?;
                self.off_runtime(move |r| {
                    r.move_png(&*before, &notation, seat, &names, lang, false)
                })
                .await
                .ok()?
            }
            (None, Some(gave_up), Some(quitter)) => {
                let game = self.service.game_at(id, version).await.ok()?;
                let forfeit = gave_up == GaveUp::RanOutOfTime;
                self.off_runtime(move |r| {
                    r.resigned_png(&*game, quitter, forfeit, seat, &names, lang)
                })
                .await
                .ok()?
            }
            _ => return None,
        };
        match drawn {
            Ok(png) => png,
            Err(_) => {
                // The reason may quote the move; the table and version are enough here.
                tracing::warn!(table = id.0, version, "the last move could not be drawn");
                None
            }
        }
    }

    pub async fn preview(
        &self,
        table: u64,
        who: u64,
        notation: String,
        lang: Lang,
    ) -> Result<PreviewView, Refusal> {
        let id = table_id(table)?;
        // The words in the clicker's language, as the picture's.
        let preview = self
            .service
            .speaking(lang)
            .preview(id, &user_id(who), &notation)
            .await
            .map_err(refusal)?;
        let names = self.service.names(id).await.map_err(refusal)?;
        let seat = Some(preview.seat);
        // Drawn from the position before the move: the game after it may already show
        // what the mover must not see before confirming (the tile they would draw, a
        // solo tile the move would turn face up).
        let (_, before) = self.service.game(id).await.map_err(refusal)?;
        let png = self
            .off_runtime(move |r| {
                match r.move_png(&*before, &notation, seat, &names, lang, true) {
                    Ok(Some(png)) => Ok(png),
                    // No preview for this kind of game, or the game moved on meanwhile: the
                    // board as it stands.
                    Ok(None) | Err(_) => r.board_png(&*before, seat, &names, lang),
                }
            })
            .await?
            .map_err(|e| refusal(TableError::Picture(e)))?;
        // A move that may lose the game says so above Confirm, in bold.
        let words = match preview.stake {
            Some(stake) => format!("{}\n**{stake}**", preview.account),
            None => preview.account,
        };
        Ok(PreviewView { png, words })
    }
}
