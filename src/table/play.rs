//! Playing: a move by the seat to act, a resignation, and who is to play.

use serde::{Deserialize, Serialize};

use super::error::TableError;
use super::ids::{TableId, UserId};
use super::kinds::{Refusal, Seat};
use super::service::{Loaded, TableService};
use super::show::{Show, ToAct};
use crate::i18n::Lang;
use crate::store::{Commit, NewMove, Status};

/// A line of the history, as stored in the `action` column.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// A move of the game (the kind's JSON).
    Play { mv: serde_json::Value },
    /// The seat gave up; the game ends.
    Resign { seat: Seat },
    /// The seat's deadline passed; the game ends as for a resignation.
    Forfeit { seat: Seat },
    /// `seat`'s last move taken back by consent: the game is as it was at version `to`
    /// (the moves in between stay in the history).
    TakeBack { seat: Seat, to: i64 },
}

/// How often a sealed submission that lost the version race to another is tried again:
/// each retry follows another seat's write, so a few cover every seat of a table.
const SEALED_RETRIES: usize = 8;

impl TableService {
    /// Plays `text` (a move in the game's notation) for `user`.
    pub async fn submit(&self, id: TableId, user: &UserId, text: &str) -> Result<Show, TableError> {
        self.submit_at(id, user, text, None).await
    }

    /// As [`TableService::submit`], for a move chosen while looking at version `seen` (a
    /// button, a menu): if the game has moved on since, nothing is played.
    pub async fn submit_at(
        &self,
        id: TableId,
        user: &UserId,
        text: &str,
        seen: Option<i64>,
    ) -> Result<Show, TableError> {
        self.submit_for(id, user, text, seen, None).await
    }

    /// As [`TableService::submit_at`], with a refusal worded in `reader`'s language (the
    /// mover's own, who alone reads it) instead of the table's: what the move does is
    /// still told in the table's language, for everyone.
    pub async fn submit_for(
        &self,
        id: TableId,
        user: &UserId,
        text: &str,
        seen: Option<i64>,
        reader: Option<Lang>,
    ) -> Result<Show, TableError> {
        let show = self.submit_checked(id, user, text, seen, reader).await?;
        self.bots_play(show).await
    }

    /// Plays `text` for `user`, and only that: an AI seat to act next waits for
    /// [`TableService::play_ai_turns`]. The terminal shows the move's picture meanwhile,
    /// so that its player sees their own move before the AI's answer.
    pub async fn submit_alone(
        &self,
        id: TableId,
        user: &UserId,
        text: &str,
    ) -> Result<Show, TableError> {
        self.submit_checked(id, user, text, None, None).await
    }

    /// Checks and plays `user`'s move. At a step of simultaneous sealed moves another
    /// seat's submission changes nothing this one may see or do: a `seen` version it
    /// moved past still stands, and losing the version race to it is retried, not
    /// refused (both moves are valid).
    pub(crate) async fn submit_checked(
        &self,
        id: TableId,
        user: &UserId,
        text: &str,
        seen: Option<i64>,
        reader: Option<Lang>,
    ) -> Result<Show, TableError> {
        let mut tries = 0;
        loop {
            let t = self.load(id).await?;
            let reader = reader.unwrap_or(t.lang);
            let seat = self.check_running_seat(&t, user)?;
            let sealed = t
                .game
                .as_deref()
                .is_some_and(|g| g.sealed() && g.waiting_for().contains(&seat));
            if !sealed && seen.is_some_and(|v| v != t.row.version) {
                return Err(TableError::MovedOn(id));
            }
            self.check_turn_for(&t, seat, reader)?;
            match self.play_for(&t, seat, Some(user), text, reader).await {
                Err(TableError::MovedOn(_)) if sealed && tries < SEALED_RETRIES => tries += 1,
                played => return played,
            }
        }
    }

    /// Refuses unless `seat` is one that must act now.
    pub(crate) fn check_turn(&self, t: &Loaded, seat: Seat) -> Result<(), TableError> {
        self.check_turn_for(t, seat, t.lang)
    }

    /// As [`TableService::check_turn`], the refusal worded in `reader`'s language.
    pub(crate) fn check_turn_for(
        &self,
        t: &Loaded,
        seat: Seat,
        reader: Lang,
    ) -> Result<(), TableError> {
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        let waiting = game.waiting_for();
        if waiting.is_empty() {
            return Err(TableError::GameOver(t.id));
        }
        if waiting.contains(&seat) {
            return Ok(());
        }
        let whose: Vec<&str> = waiting.iter().map(|s| t.names.of(*s)).collect();
        if game.sealed() {
            return Err(TableError::Illegal(crate::tr!(
                reader,
                "sealed-already-sent",
                waiting = whose.join(", ")
            )));
        }
        Err(TableError::NotYourTurn {
            whose: whose.join(", "),
        })
    }

    /// Applies `text` for `seat` and saves it against the version it was read at.
    pub(crate) async fn play(
        &self,
        t: &Loaded,
        seat: Seat,
        user: Option<&UserId>,
        text: &str,
    ) -> Result<Show, TableError> {
        self.play_for(t, seat, user, text, t.lang).await
    }

    /// As [`TableService::play`], a refusal worded in `reader`'s language.
    async fn play_for(
        &self,
        t: &Loaded,
        seat: Seat,
        user: Option<&UserId>,
        text: &str,
        reader: Lang,
    ) -> Result<Show, TableError> {
        let before = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        let mut game = before.clone_box();
        let played = game.play_text_as(seat, text, &t.names, t.lang);
        // The account is public (the table's language); a refusal is the mover's alone.
        // Asking an untouched copy again in the reader's language is pure and cheap.
        let played = match played {
            Err(first) if reader != t.lang => Err(before
                .clone_box()
                .play_text_as(seat, text, &t.names, reader)
                .err()
                .unwrap_or(first)),
            played => played,
        };
        let (mv, account) = played.map_err(|r| match r {
            Refusal::Unreadable(why) => TableError::Unreadable(why),
            Refusal::Illegal(why) => TableError::Illegal(why),
        })?;
        let over = game.to_act().is_none();
        let status = if over {
            Status::Finished
        } else {
            Status::Running
        };
        let result = if over {
            game.result_text(&t.names, t.lang)
        } else {
            None
        };
        let mv: serde_json::Value =
            serde_json::from_str(&mv).map_err(|e| TableError::Store(e.to_string()))?;
        let action = Action::Play { mv };
        let (remind_at, deadline_at) = self.due_times(&t.row, !over);
        let version = self
            .commit(
                t,
                &*game,
                status,
                result,
                action,
                Some(seat),
                user,
                account.clone(),
                (remind_at, deadline_at),
            )
            .await?;
        tracing::info!(table = t.id.0, version, seat, "move played");
        if over {
            self.rate_now(t.id).await;
        }
        let mut show = self.show(
            t,
            Some(&*game),
            status,
            version,
            vec![account],
            &[seat],
            deadline_at,
        );
        show.since = version - 1;
        Ok(show)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) async fn commit(
        &self,
        t: &Loaded,
        game: &dyn super::kinds::AnyGame,
        status: Status,
        result: Option<String>,
        action: Action,
        seat: Option<Seat>,
        user: Option<&UserId>,
        summary: String,
        (remind_at, deadline_at): (Option<i64>, Option<i64>),
    ) -> Result<i64, TableError> {
        let state = game.encode().map_err(|e| t.corrupt(e.to_string()))?;
        let action =
            serde_json::to_string(&action).map_err(|e| TableError::Store(e.to_string()))?;
        let waiting = if status == Status::Running {
            game.waiting_for().into_iter().map(i64::from).collect()
        } else {
            Vec::new()
        };
        self.store
            .commit_move(&Commit {
                table: t.id.0,
                from_version: t.row.version,
                state,
                status,
                waiting,
                result,
                remind_at,
                deadline_at,
                mv: NewMove {
                    seat: seat.map(i64::from),
                    user_id: user.map(|u| u.0.clone()),
                    action,
                    summary,
                },
                now: self.now(),
            })
            .await
            .map_err(|e| TableError::from_store(t.id, e))
    }

    /// `user` gives up: their side loses and the game ends.
    pub async fn resign(&self, id: TableId, user: &UserId) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        let seat = self.check_running_seat(&t, user)?;
        self.end_for(&t, seat, Some(user), Action::Resign { seat })
            .await
    }

    /// Ends the game against `seat` (a resignation or a forfeit).
    pub(crate) async fn end_for(
        &self,
        t: &Loaded,
        seat: Seat,
        user: Option<&UserId>,
        action: Action,
    ) -> Result<Show, TableError> {
        let game = t.game.as_deref().ok_or_else(|| t.corrupt("no state"))?;
        let mut text = game.resign_text(seat, &t.names, t.lang);
        if matches!(action, Action::Forfeit { .. }) {
            text = crate::tr!(
                t.lang,
                "moves-ran-out-of-time",
                player = t.names.of(seat),
                account = text
            );
        }
        // Some games' words end their sentence already ("Ada resigned: Bob wins.").
        if !text.ends_with('.') {
            text.push('.');
        }
        let version = self
            .commit(
                t,
                game,
                Status::Finished,
                Some(text.clone()),
                action,
                Some(seat),
                user,
                text.clone(),
                (None, None),
            )
            .await?;
        tracing::info!(
            table = t.id.0,
            version,
            seat,
            "game ended by resignation or forfeit"
        );
        self.rate_now(t.id).await;
        let mut show = self.show(
            t,
            Some(game),
            Status::Finished,
            version,
            vec![text],
            &[],
            None,
        );
        show.since = version - 1;
        Ok(show)
    }

    /// The seat `user` holds in a running game, or the refusal.
    pub(crate) fn check_running_seat(&self, t: &Loaded, user: &UserId) -> Result<Seat, TableError> {
        match t.status {
            Status::Running => {}
            Status::Lobby => return Err(TableError::NotStarted(t.id)),
            Status::Finished | Status::Cancelled => return Err(TableError::GameOver(t.id)),
        }
        t.seat_of(user).ok_or(TableError::NotYourGame(t.id))
    }

    /// Who must act now, with their choices; `None` when nobody (lobby, over).
    pub async fn whose_turn(&self, id: TableId) -> Result<Option<ToAct>, TableError> {
        Ok(self.current(id, None).await?.to_act)
    }

    /// The table as it is now, for `viewer` (their hand in the private part): the board
    /// on demand, or the panel of the player to move.
    pub async fn current(&self, id: TableId, viewer: Option<&UserId>) -> Result<Show, TableError> {
        let t = self.load(id).await?;
        let seats: Vec<Seat> = viewer.and_then(|u| t.seat_of(u)).into_iter().collect();
        let mut public = Vec::new();
        if let Some(result) = &t.row.result {
            public.push(result.clone());
        }
        let mut show = self.show(
            &t,
            t.game.as_deref(),
            t.status,
            t.row.version,
            public,
            &seats,
            t.row.deadline_at,
        );
        // Asked by someone: only their own hand, and the choices only if they are to move
        // (the choices reveal the mover's hand).
        show.private.retain(|p| seats.contains(&p.seat));
        for to_act in show.to_act.iter_mut().chain(show.waiting.iter_mut()) {
            if !seats.contains(&to_act.seat) {
                to_act.choices.clear();
            }
        }
        Ok(show)
    }
}
