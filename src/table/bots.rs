//! AI seats: after each change, the bot plays for the AI seats whose turn it is, so that
//! the players see one account of their move and the bot's answer.

use super::error::TableError;
use super::service::TableService;
use super::show::Show;
use crate::store::Status;

/// A safety stop: a table of bots only must not keep a request busy forever.
const MAX_BOT_MOVES: usize = 12;

impl TableService {
    /// Plays the bot's moves while an AI seat is to act, and merges them into `show`.
    /// With no bot (or no move from it) the AI seat waits, and its deadline applies.
    pub(crate) async fn bots_play(&self, mut show: Show) -> Result<Show, TableError> {
        let Some(bot) = self.bot.clone() else {
            return Ok(show);
        };
        for _ in 0..MAX_BOT_MOVES {
            let t = self.load(show.table).await?;
            if t.status != Status::Running {
                break;
            }
            let Some(game) = t.game.as_deref() else { break };
            let Some(seat) = game.to_act() else { break };
            let is_ai = t.seats.iter().any(|s| s.seat == i64::from(seat) && s.ai);
            if !is_ai {
                break;
            }
            let Some(text) = bot.choose(game, seat) else {
                break;
            };
            match self.play(&t, seat, None, &text).await {
                Ok(next) => {
                    let mut public = std::mem::take(&mut show.public);
                    public.extend(next.public.iter().cloned());
                    let mut private = std::mem::take(&mut show.private);
                    // Keep the latest private part of each seat.
                    private.retain(|p| next.private.iter().all(|n| n.seat != p.seat));
                    private.extend(next.private.iter().cloned());
                    show = Show {
                        public,
                        private,
                        ..next
                    };
                }
                // A player moved meanwhile: their own call carries on from there.
                Err(TableError::MovedOn(_)) => break,
                Err(e) => {
                    tracing::warn!(table = t.id.0, seat, "bot move refused: {e}");
                    break;
                }
            }
        }
        Ok(show)
    }
}
