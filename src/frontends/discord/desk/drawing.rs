//! The desk's pictures: the board at a version (the move that made it highlighted), the
//! preview of a move, each drawn for one viewer, and the latest ones kept.
//!
//! Drawing is CPU work (tens of milliseconds a picture): it runs on tokio's blocking
//! pool, a few pictures at a time, so that the async runtime stays free for what must
//! not wait (the 1.5 s defer timers, heartbeats) however many games are played at once.

use crate::frontends::pictures::Pictures;
use crate::i18n::Lang;
use crate::table::{GaveUp, Seat, TableError, TableId};

use crate::frontends::discord::desk::convert::{refusal, user_id};
use crate::frontends::discord::desk::{table_id, Desk, PictureKey, KEPT_PICTURES};
use crate::frontends::discord::desk::{PreviewView, Refusal};

impl Desk {
    /// Runs `draw` on the blocking pool once a drawing slot is free.
    pub(super) async fn off_runtime<T: Send + 'static>(
        &self,
        draw: impl FnOnce(&dyn Pictures) -> T + Send + 'static,
    ) -> Result<T, Refusal> {
        let _slot = self
            .drawing
            .acquire()
            .await
            .map_err(|e| Refusal::Failed(format!("drawing closed: {e}")))?;
        let renderer = self.renderer.clone();
        tokio::task::spawn_blocking(move || draw(renderer.as_ref()))
            .await
            .map_err(|e| Refusal::Failed(format!("the drawing task failed: {e}")))
    }

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
        let key = (id, version, seat, lang);
        if let Some(png) = self.kept(&key) {
            return Ok(png);
        }
        if let Some(png) = self.last_move_png(id, version, seat, lang).await {
            // Move `version` is in the history: that position is final.
            self.keep(key, &png);
            return Ok(png);
        }
        let (current, game) = self.service.game(id).await.map_err(refusal)?;
        let game = if current == version {
            game
        } else {
            self.service.game_at(id, version).await.map_err(refusal)?
        };
        let names = self.service.names(id).await.map_err(refusal)?;
        let png = self
            .off_runtime(move |r| r.board_png(&*game, seat, &names, lang))
            .await?
            .map_err(|e| refusal(TableError::Picture(e)))?;
        if version == 0 {
            self.keep(key, &png);
        }
        Ok(png)
    }

    fn kept(&self, key: &PictureKey) -> Option<Vec<u8>> {
        let drawn = self.drawn.lock().ok()?;
        drawn
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, png)| png.clone())
    }

    fn keep(&self, key: PictureKey, png: &[u8]) {
        if let Ok(mut drawn) = self.drawn.lock() {
            if drawn.len() >= KEPT_PICTURES {
                drawn.pop_front();
            }
            drawn.push_back((key, png.to_vec()));
        }
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
