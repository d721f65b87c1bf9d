//! What the tests may ask the desk double besides the `Desk` port: queue a reminder, and
//! peek at a player's legal moves and hand (to check that hands never go public).

use super::{legal, mover, seat_of, DeskDouble};
use manawell::frontends::discord::desk::Refusal;

impl DeskDouble {
    /// Makes the next sweep report a reminder for game `table`.
    pub fn queue_reminder(&self, table: u64, text: &str) {
        let mut view = self.with(table, |t| Ok(t.view.clone())).expect("a table");
        view.account = vec![text.to_string()];
        self.due.lock().unwrap().push(view);
    }

    /// Adds a line to game `table`'s log, as if it had happened.
    pub fn add_log_line(&self, table: u64, line: &str) {
        self.with(table, |t| {
            t.log.push(line.to_string());
            Ok(())
        })
        .expect("a table");
    }

    /// The legal moves of `who` now (empty unless it is their turn).
    pub fn legal_for(&self, table: u64, who: u64) -> Vec<String> {
        self.with(table, |t| Ok(legal(mover(t, who)?.0)))
            .unwrap_or_default()
    }

    /// The hand of `who` (their own tiles, in words): what must never be public.
    pub fn hand_of(&self, table: u64, who: u64) -> Vec<String> {
        self.with(table, |t| {
            let seat = seat_of(t, who)?;
            let game = t.game.as_ref().ok_or(Refusal::GameOver)?;
            Ok(game
                .hand(seat)
                .iter()
                .map(|tile| tile.to_string())
                .collect())
        })
        .unwrap_or_default()
    }

    /// The versions the bot reported posted, as (table, version).
    pub fn posted(&self) -> Vec<(u64, u64)> {
        self.posted.lock().unwrap().clone()
    }

    /// The posts the bot reported failed, as (table, lost).
    pub fn failed_posts(&self) -> Vec<(u64, bool)> {
        self.failed.lock().unwrap().clone()
    }

    /// Makes `/games` take `delay` (work still in flight when the bot is stopped).
    pub fn slow_games(&self, delay: std::time::Duration) {
        *self.slow_games.lock().unwrap() = Some(delay);
    }

    /// How many times `/games` was asked.
    pub fn games_asked(&self) -> usize {
        self.games_asked.load(std::sync::atomic::Ordering::SeqCst)
    }
}
