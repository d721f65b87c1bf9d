//! AI seats: after each change, the bot plays for the AI seats whose turn it is, so that
//! the players see one account of their move and the bot's answer.

use super::error::TableError;
use super::kinds::{AnyGame, Seat};
use super::service::{BotPlayer, TableService};
use super::show::Show;
use crate::ai::{Budget, Level};
use crate::store::Status;

/// A safety stop: a table of bots only must not keep a request busy forever. Counted in
/// turns handed from one seat to another, since one turn may be many steps (a Rivalry
/// turn rolls, moves, assaults and recruits one step at a time) and a player's table must
/// get the AI's whole turn back at once.
const MAX_BOT_TURNS: usize = 12;

/// The same stop for a single turn that never ends (a defect of a game, not a rule).
const MAX_BOT_STEPS: usize = 500;

/// The AI (`src/ai/`) as the table's bot, for every game with an AI ([`Rules::ai_move`]).
/// It is handed only the view of the seat it plays (the AI's own rule), never the hidden
/// hands. Solo has no seat for it.
///
/// [`Rules::ai_move`]: super::kinds::Rules::ai_move
#[derive(Clone, Debug)]
pub struct AiBot {
    pub level: Level,
    pub budget: Budget,
}

impl AiBot {
    pub fn new(level: Level) -> AiBot {
        AiBot {
            level,
            budget: Budget::default(),
        }
    }
}

impl BotPlayer for AiBot {
    fn choose(&self, game: &dyn AnyGame, seat: Seat) -> Option<String> {
        self.choose_at(game, seat, None)
    }

    fn choose_at(&self, game: &dyn AnyGame, seat: Seat, level: Option<Level>) -> Option<String> {
        game.ai_move(seat, level.unwrap_or(self.level), self.budget)
    }
}

/// The AI level stored in a table's options JSON, if any (an unreadable one counts as
/// none: the bot's default level then plays). It lives beside the game's own options, so
/// that a resumed or restarted table plays at the level it was opened with.
pub(crate) fn stored_level(options: &str) -> Option<Level> {
    super::settings::get(options, super::settings::AI_LEVEL)
}

impl TableService {
    /// The level table `id`'s AI seats play at, as chosen when it was opened (`None`:
    /// the service's bot plays at its own level).
    pub async fn ai_level(&self, id: crate::table::TableId) -> Result<Option<Level>, TableError> {
        Ok(self.load(id).await?.ai_level())
    }

    /// The bot's move for `seat` at the table's `level`, thought out off the async
    /// runtime (the AI may take a second of CPU), in the service's thinking pool: a burst
    /// of AI games waits for its slots rather than taking every core from the pictures.
    pub(crate) async fn bot_choice(
        &self,
        game: &dyn AnyGame,
        seat: Seat,
        level: Option<Level>,
    ) -> Option<String> {
        let bot = self.bot.clone()?;
        let game = game.clone_box();
        self.thinking
            .run(move || bot.choose_at(&*game, seat, level))
            .await
            .ok()
            .flatten()
    }

    /// Plays for the AI seats of table `id` if one of them is to act now: after a restart
    /// (the process died while the AI was thinking) or when a game is resumed. Shared by
    /// every front end, so a game never waits forever on its AI.
    pub async fn play_ai_turns(&self, id: crate::table::TableId) -> Result<Show, TableError> {
        let show = self.current(id, None).await?;
        self.bots_play(show).await
    }

    /// Whether an AI seat of table `id` must act now (and a bot is there to play it).
    pub(crate) async fn ai_to_act(&self, id: crate::table::TableId) -> Result<bool, TableError> {
        if self.bot.is_none() {
            return Ok(false);
        }
        let t = self.load(id).await?;
        let Some(game) = t.game.as_deref().filter(|_| t.status == Status::Running) else {
            return Ok(false);
        };
        let is_ai = |seat: Seat| t.seats.iter().any(|s| s.seat == i64::from(seat) && s.ai);
        Ok(game.waiting_for().into_iter().any(is_ai))
    }

    /// Plays the bot's moves while an AI seat is to act, and merges them into `show`.
    /// With no bot (or no move from it) the AI seat waits, and its deadline applies.
    pub(crate) async fn bots_play(&self, mut show: Show) -> Result<Show, TableError> {
        if self.bot.is_none() {
            return Ok(show);
        }
        let mut turns = 0;
        let mut last_seat = None;
        for _ in 0..MAX_BOT_STEPS {
            let t = self.load(show.table).await?;
            if t.status != Status::Running {
                break;
            }
            let Some(game) = t.game.as_deref() else { break };
            // Every AI seat that must act, one after the other: at a step of sealed
            // moves each submits at once, whoever else is still thinking.
            let is_ai = |seat: Seat| t.seats.iter().any(|s| s.seat == i64::from(seat) && s.ai);
            let Some(seat) = game.waiting_for().into_iter().find(|s| is_ai(*s)) else {
                break;
            };
            if last_seat != Some(seat) {
                turns += 1;
                if turns > MAX_BOT_TURNS {
                    break;
                }
                last_seat = Some(seat);
            }
            let Some(text) = self.bot_choice(game, seat, t.ai_level()).await else {
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
                        since: show.since,
                        started: show.started,
                        ..next
                    };
                }
                // Another seat's sealed move came first: this one is still due.
                Err(TableError::MovedOn(_)) if game.sealed() => continue,
                // A player moved meanwhile: their own call carries on from there.
                Err(TableError::MovedOn(_)) => break,
                // The reason may name a tile the bot tried: not for the logs.
                Err(_) => {
                    tracing::warn!(table = t.id.0, seat, "bot move refused");
                    break;
                }
            }
        }
        Ok(show)
    }
}
