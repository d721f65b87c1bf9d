//! Take-backs by consent: a player asks to take back their last move until the next
//! player has acted; every other human at the table accepts, or one refuses. Accepted,
//! the table returns to the state before the move, rebuilt from the seed and the moves
//! (draws included), as a new version (buttons carry versions: none is ever reused); the
//! history keeps the move and the take-back. Against the AI no consent is needed, and the
//! AI's answer goes back with the move. Never once the time for the move has run out,
//! never in a finished game (its ratings stand).

use super::error::TableError;
use super::ids::{TableId, User, UserId};
use super::kinds::Seat;
use super::play::Action;
use super::reasons::TakebackReason;
use super::service::{Loaded, TableService};
use super::show::Show;
use crate::store::{Status, TakebackRow};

/// Where a take-back stands after a request or an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TakebackAnswer {
    /// Waiting for the other players, at `version` (answers name it).
    Pending {
        table: TableId,
        version: i64,
        by: User,
        accepted: Vec<User>,
        awaited: Vec<User>,
    },
    /// Done: the table as it is now, back before the move.
    TakenBack(Show),
    /// `by` refused: the game goes on.
    Refused { by: User },
}

fn refuse(id: TableId, why: TakebackReason) -> TableError {
    TableError::NoTakeback(id, why)
}

impl TableService {
    /// `user` asks to take back their last move.
    pub async fn ask_takeback(
        &self,
        id: TableId,
        user: &UserId,
    ) -> Result<TakebackAnswer, TableError> {
        let t = self.load(id).await?;
        let seat = self.check_running_seat(&t, user)?;
        self.check_clock(&t)?;
        let back_to = self.undoable(&t, seat, user).await?;
        let asked = TakebackRow {
            table_id: id.0,
            version: t.row.version,
            back_to,
            seat: i64::from(seat),
            user_id: user.0.clone(),
            asked_at: self.now(),
        };
        let others = self.other_humans(&t, user);
        if others.is_empty() {
            // Against the AI: nobody to ask.
            return self.take_back(&t, &asked, &[]).await;
        }
        if !self.store.ask_takeback(&asked).await? {
            return Err(refuse(id, TakebackReason::AlreadyAsked));
        }
        tracing::info!(table = id.0, seat, "take-back asked");
        self.pending(&t, &asked, Vec::new())
    }

    /// `user` answers the request waiting at `version`: the last accept takes the move
    /// back; one refusal ends the request.
    pub async fn answer_takeback(
        &self,
        id: TableId,
        user: &UserId,
        version: i64,
        accept: bool,
    ) -> Result<TakebackAnswer, TableError> {
        let t = self.load(id).await?;
        self.check_running_seat(&t, user)?;
        if t.row.version != version {
            return Err(TableError::MovedOn(id));
        }
        let asked = self
            .store
            .takeback_at(id.0, version)
            .await?
            .ok_or_else(|| refuse(id, TakebackReason::NoneWaiting))?;
        if asked.user_id == user.0 {
            return Err(refuse(id, TakebackReason::OwnRequest));
        }
        if !accept {
            self.store.drop_takeback(id.0, version).await?;
            tracing::info!(table = id.0, "take-back refused");
            return Ok(TakebackAnswer::Refused {
                by: self.user_named(&t, &user.0),
            });
        }
        self.check_clock(&t)?;
        let accepted = self
            .store
            .accept_takeback(id.0, version, &user.0, self.now())
            .await?;
        let others = self.other_humans(&t, &UserId(asked.user_id.clone()));
        if others.iter().all(|o| accepted.contains(o)) {
            let names: Vec<String> = others.iter().map(|o| self.user_named(&t, o).name).collect();
            return self.take_back(&t, &asked, &names).await;
        }
        self.pending(&t, &asked, accepted)
    }

    /// The request waiting now at `id`, if any (a front end redraws its buttons).
    pub async fn takeback_waiting(
        &self,
        id: TableId,
    ) -> Result<Option<TakebackAnswer>, TableError> {
        let t = self.load(id).await?;
        let Some(asked) = self.store.takeback_at(id.0, t.row.version).await? else {
            return Ok(None);
        };
        let accepted = self.store.takeback_accepts(id.0, asked.version).await?;
        self.pending(&t, &asked, accepted).map(Some)
    }

    fn pending(
        &self,
        t: &Loaded,
        asked: &TakebackRow,
        accepted: Vec<String>,
    ) -> Result<TakebackAnswer, TableError> {
        let others = self.other_humans(t, &UserId(asked.user_id.clone()));
        Ok(TakebackAnswer::Pending {
            table: t.id,
            version: asked.version,
            by: self.user_named(t, &asked.user_id),
            accepted: others
                .iter()
                .filter(|o| accepted.contains(o))
                .map(|o| self.user_named(t, o))
                .collect(),
            awaited: others
                .iter()
                .filter(|o| !accepted.contains(o))
                .map(|o| self.user_named(t, o))
                .collect(),
        })
    }

    /// Refuses once the time for the move being waited for has run out: the deadline
    /// decides, not a take-back.
    fn check_clock(&self, t: &Loaded) -> Result<(), TableError> {
        if t.row.deadline_at.is_some_and(|due| due <= self.now()) {
            return Err(refuse(t.id, TakebackReason::TimeUp));
        }
        Ok(())
    }

    /// The version before `seat`'s last move, if it may still be taken back: it is the
    /// latest action but for the AI seats' answers.
    async fn undoable(&self, t: &Loaded, seat: Seat, user: &UserId) -> Result<i64, TableError> {
        let moves = self
            .store
            .moves(t.id.0)
            .await
            .map_err(|e| TableError::from_store(t.id, e))?;
        let ai_seat =
            |s: Option<i64>| s.is_some_and(|s| t.seats.iter().any(|row| row.seat == s && row.ai));
        for m in moves.iter().rev() {
            let action: Action = serde_json::from_str(&m.action)
                .map_err(|_| t.corrupt(format!("move {} is not readable", m.ply)))?;
            match action {
                Action::Play { .. } if ai_seat(m.seat) => continue,
                // A late seat's move the AI played for them: the deadline decided it.
                Action::Play { .. } if m.user_id.is_none() && m.seat == Some(i64::from(seat)) => {
                    return Err(refuse(t.id, TakebackReason::PlayedByAi))
                }
                Action::Play { .. }
                    if m.seat == Some(i64::from(seat)) && m.user_id.as_ref() == Some(&user.0) =>
                {
                    return Ok(m.ply - 1)
                }
                Action::TakeBack { .. } => return Err(refuse(t.id, TakebackReason::JustTakenBack)),
                _ if m.seat.is_none() => return Err(refuse(t.id, TakebackReason::TimeRanOutSince)),
                _ => return Err(refuse(t.id, TakebackReason::OthersActed)),
            }
        }
        Err(refuse(t.id, TakebackReason::NoMove))
    }

    /// The human players other than `user`.
    fn other_humans(&self, t: &Loaded, user: &UserId) -> Vec<String> {
        t.seats
            .iter()
            .filter_map(|s| s.user_id.clone())
            .filter(|u| *u != user.0)
            .collect()
    }

    fn user_named(&self, t: &Loaded, user: &str) -> User {
        let name = t
            .seats
            .iter()
            .find(|s| s.user_id.as_deref() == Some(user))
            .map_or_else(|| user.to_string(), |s| s.name.clone());
        User::new(user, name)
    }

    /// Returns the table to `asked.back_to`, as the next version: the player to move
    /// then has a fresh clock. `accepted_by`: the names of those who agreed.
    async fn take_back(
        &self,
        t: &Loaded,
        asked: &TakebackRow,
        accepted_by: &[String],
    ) -> Result<TakebackAnswer, TableError> {
        let seat = Seat::try_from(asked.seat).map_err(|_| t.corrupt("a bad seat"))?;
        let game = self.game_at(t.id, asked.back_to).await?;
        let name = t.names.of(seat).to_string();
        let lang = self.lang_of(&t.row.place).await;
        let text = crate::tr!(
            lang,
            "service-taken-back",
            name = name.as_str(),
            by = if accepted_by.is_empty() {
                "ai"
            } else {
                "players"
            },
            accepted = accepted_by.join(", ")
        );
        let (remind_at, deadline_at) = self.due_times(&t.row, true);
        let user = UserId(asked.user_id.clone());
        let version = self
            .commit(
                t,
                &*game,
                Status::Running,
                None,
                Action::TakeBack {
                    seat,
                    to: asked.back_to,
                },
                Some(seat),
                Some(&user),
                text.clone(),
                (remind_at, deadline_at),
            )
            .await?;
        if let Err(e) = self.store.drop_takeback(t.id.0, asked.version).await {
            // Void anyway: the table is at another version now.
            tracing::warn!(table = t.id.0, "a done take-back left in place: {e}");
        }
        tracing::info!(table = t.id.0, version, seat, "move taken back");
        let t = self.load(t.id).await?;
        let mut show = self.show(
            &t,
            Some(&*game),
            Status::Running,
            version,
            vec![text],
            &[seat],
            t.row.deadline_at,
        );
        show.since = version - 1;
        Ok(TakebackAnswer::TakenBack(show))
    }
}
