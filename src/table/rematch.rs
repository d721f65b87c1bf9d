//! Rematch: the players of a finished game play again, each one seat on, with the same
//! options, in the same place (a new thread for a front end that opens one). It starts
//! when every human player has accepted; the accepts and the one rematch made live in the
//! store, so a restart loses nothing.

use super::error::TableError;
use super::ids::{Place, TableId, User, UserId};
use super::kinds::{self, Seat};
use super::reasons::RematchReason;
use super::service::{Loaded, TableService};
use super::show::Show;
use crate::i18n::Lang;
use crate::store::{NewRematch, NewSeat, NewTable, RematchClick, Status};
use crate::tr;

/// What a click on Rematch did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RematchAnswer {
    /// Waiting for the others: who is in, who is awaited (the human players).
    Waiting {
        table: TableId,
        /// The clicker is in now (`false`: they took their accept back).
        now_in: bool,
        accepted: Vec<User>,
        awaited: Vec<User>,
    },
    /// This click completed the set: the rematch started, and `show` tells its start.
    Started {
        table: TableId,
        rematch: TableId,
        show: Show,
    },
    /// The rematch was made before: it is this game.
    MadeBefore { table: TableId, rematch: TableId },
}

/// The first line of a rematch's first post, in `lang`.
pub(crate) fn rematch_line(lang: Lang, of: TableId) -> String {
    tr!(lang, "service-rematch-of", table = of.to_string())
}

impl TableService {
    /// `user` accepts a rematch of finished game `id`, or takes their accept back; the
    /// click that completes the set of human players makes the rematch and starts it.
    pub async fn rematch(&self, id: TableId, user: &UserId) -> Result<RematchAnswer, TableError> {
        let t = self.load(id).await?;
        if t.row.seats_wanted <= 1 {
            return Err(TableError::NoRematch(id, RematchReason::Solo));
        }
        if t.seat_of(user).is_none() {
            return Err(TableError::NotYourGame(id));
        }
        match t.status {
            Status::Finished => {}
            Status::Cancelled => return Err(TableError::NoRematch(id, RematchReason::Cancelled)),
            Status::Lobby | Status::Running => {
                return Err(TableError::NoRematch(id, RematchReason::NotOver))
            }
        }
        let humans: Vec<String> = t.seats.iter().filter_map(|s| s.user_id.clone()).collect();
        let make = self.rematch_of(&t)?;
        let click = self
            .store
            .rematch_click(id.0, &user.0, &humans, &make, self.now())
            .await?;
        match click {
            RematchClick::Toggled { now_in, accepted } => {
                let named = |u: &String| User {
                    id: UserId(u.clone()),
                    name: t
                        .seats
                        .iter()
                        .find(|s| s.user_id.as_ref() == Some(u))
                        .map_or_else(|| u.clone(), |s| s.name.clone()),
                };
                Ok(RematchAnswer::Waiting {
                    table: id,
                    now_in,
                    accepted: accepted
                        .iter()
                        .filter(|u| humans.contains(u))
                        .map(named)
                        .collect(),
                    awaited: humans
                        .iter()
                        .filter(|h| !accepted.contains(h))
                        .map(named)
                        .collect(),
                })
            }
            RematchClick::MadeBefore(new) => Ok(RematchAnswer::MadeBefore {
                table: id,
                rematch: TableId(new),
            }),
            RematchClick::Made(new) => {
                let rematch = TableId(new);
                tracing::info!(table = id.0, rematch = new, "rematch started");
                let mut show = self.started_show(rematch).await?;
                let lang = self.lang_of(&t.row.place).await;
                show.public.insert(0, rematch_line(lang, id));
                // The AI may have the first move.
                let show = self.bots_play(show).await?;
                Ok(RematchAnswer::Started {
                    table: id,
                    rematch,
                    show,
                })
            }
        }
    }

    /// The rematch `t` would make now: a new deal, the seats rotated, the same options,
    /// deadline and place (without the finished game's thread).
    fn rematch_of(&self, t: &Loaded) -> Result<NewRematch, TableError> {
        let now = self.now();
        let n = t.seats.len();
        let seed = super::lobby::fresh_seed(now);
        let game = kinds::new_game(&t.row.kind, &t.row.options, seed).map_err(|w| t.corrupt(w))?;
        let mut place: Place =
            serde_json::from_str(&t.row.place).map_err(|e| t.corrupt(format!("its place: {e}")))?;
        place.thread = None;
        let mut seats = Vec::with_capacity(n);
        // Each player one seat on: seat `new` goes to whoever sat just before it.
        for new in 0..n {
            let old = (new + n - 1) % n;
            let row = t
                .seats
                .iter()
                .find(|s| s.seat == old as i64)
                .ok_or_else(|| t.corrupt(format!("no seat {old}")))?;
            let seat = NewSeat {
                user_id: row.user_id.clone(),
                name: row.name.clone(),
                ai: row.ai,
            };
            seats.push((seat, i64::from(game.team_of(new as Seat))));
        }
        let (remind_at, deadline_at) = self.due_times(&t.row, true);
        Ok(NewRematch {
            table: NewTable {
                kind: t.row.kind.clone(),
                // Verbatim: the game's options, the AI level and hints stored with them.
                options: t.row.options.clone(),
                place: place.to_json(),
                seats_wanted: u8::try_from(n).map_err(|_| t.corrupt("too many seats"))?,
                shuffle_seats: false,
                seed,
                created_by: t.row.created_by.clone(),
                move_deadline_secs: t.row.move_deadline_secs,
                deadline_policy: t.row.deadline_policy.clone(),
                invited: t.seats.iter().filter_map(|s| s.user_id.clone()).collect(),
                now,
            },
            seats,
            state: game.encode().map_err(|e| t.corrupt(e.to_string()))?,
            waiting: game.waiting_for().into_iter().map(i64::from).collect(),
            remind_at,
            deadline_at,
        })
    }

    /// The rematch made of `id`, if any.
    pub async fn rematch_made(&self, id: TableId) -> Result<Option<TableId>, TableError> {
        Ok(self.store.rematch_of(id.0).await?.map(TableId))
    }
}
