//! A hint for the player to move: what the AI's Hard level would play for their seat,
//! and how the game is likely to end after it. The AI is handed that seat's own view
//! only (`Game::view(Some(seat))`), never the hidden hands of the others.

use std::hash::{Hash, Hasher};

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::service::TableService;
use crate::ai::{self, Budget};
use crate::engines::rivality::notation::format_move;
use crate::engines::rivality::Game;

/// A hint, for the player who asked only (it is computed from their hand).
#[derive(Clone, Debug, PartialEq)]
pub struct HintAnswer {
    pub table: TableId,
    /// The position the hint is for.
    pub version: i64,
    /// The move, in notation ("A7 C4 e").
    pub notation: String,
    /// The move in words ("Fortress A7 at C4, facing east").
    pub label: String,
    /// The share of playouts won after the move, in [0, 1].
    pub win_probability: f32,
    /// Own VP minus the best other side's, on average over the playouts.
    pub expected_margin: f32,
    pub playouts: u32,
}

/// Hints think for a second or more each: at most this many at once (one per core),
/// the others wait their turn, so that a burst of `/rivality hint` cannot take every
/// blocking thread (pictures are drawn there too) nor all the cores.
fn thinking_slots() -> &'static tokio::sync::Semaphore {
    static SLOTS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    SLOTS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        tokio::sync::Semaphore::new(cores)
    })
}

/// Whether the table was created with hints on (stored options). The setting lives with
/// the table, not in the engine's options: the engine knows nothing of hints.
pub fn hints_on(options: &str) -> bool {
    super::settings::get::<bool>(options, super::settings::HINTS) == Some(true)
}

/// The title, with the hints setting when it matters: ", hints allowed".
pub fn titled(title: String, options: &str, lang: crate::i18n::Lang) -> String {
    if hints_on(options) {
        crate::tr!(lang, "title-hints", title = title)
    } else {
        title
    }
}

impl TableService {
    /// The hint for `user`, refused unless it is their turn in a running Rivality game
    /// (the AI does not play the solo mode). Between two or more human players a hint
    /// is engine assistance: refused unless the table was created with hints on, or the
    /// players share one keyboard.
    /// Blocking work runs off the async runtime.
    pub async fn hint(
        &self,
        id: TableId,
        user: &UserId,
        budget: Budget,
    ) -> Result<HintAnswer, TableError> {
        let t = self.load(id).await?;
        let seat = self.check_running_seat(&t, user)?;
        self.check_turn(&t, seat)?;
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        let Some(rivality) = game.as_any().downcast_ref::<Game>() else {
            return Err(TableError::NoHint(id));
        };
        let humans = t.seats.iter().filter(|s| !s.ai).count();
        // Players at one keyboard (`manawell local`) see each other's hints anyway:
        // there is nothing to keep fair between them.
        let one_keyboard = t.row.place == super::Place::local().to_json();
        if humans > 1 && !one_keyboard && !hints_on(&t.row.options) {
            return Err(TableError::HintsOff(id));
        }
        let view = rivality.view(Some(seat));
        // Seeded by the position: asking twice gives the same hint.
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (id.0, t.row.version, seat).hash(&mut h);
        let seed = h.finish();
        let _slot = thinking_slots()
            .acquire()
            .await
            .map_err(|e| TableError::Store(format!("the hint pool is closed: {e}")))?;
        let hint = tokio::task::spawn_blocking(move || ai::hint::hint_with(&view, seed, budget))
            .await
            .map_err(|e| TableError::Store(format!("the hint's task failed: {e}")))?
            // The seat is to act in a running game: an error here is ours, not the user's.
            .map_err(|e| t.corrupt(format!("no hint: {e}")))?;
        let notation = format_move(&hint.mv);
        let label = game
            .choices(t.lang)
            .into_iter()
            .find(|c| c.notation == notation)
            .map_or_else(|| notation.clone(), |c| c.label);
        Ok(HintAnswer {
            table: id,
            version: t.row.version,
            notation,
            label,
            win_probability: hint.win_probability,
            expected_margin: hint.expected_margin,
            playouts: hint.playouts,
        })
    }
}
