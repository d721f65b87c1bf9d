//! Vacations: a player's clocks stop while one runs. Each running game where they are to
//! move gets its reminder and deadline pushed by the vacation's length; a turn that
//! comes to them during it starts counting when it ends (the store's commit does that);
//! ending early takes the unused time back.

use std::fmt;

use super::error::TableError;
use super::ids::UserId;
use super::service::TableService;
use crate::store::clocks::Vacation;

const DAY_MS: i64 = 86_400_000;
/// Days of vacation a player may take within any 30 days (counted by when each began).
pub const VACATION_DAYS_PER_30_DAYS: i64 = 7;
const WINDOW_MS: i64 = 30 * DAY_MS;

/// A player's vacation, as it stands after the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationInfo {
    /// When it ends (Unix ms); `None` when none runs.
    pub until: Option<i64>,
    /// Whole days still available in the current 30 days.
    pub days_left: i64,
}

/// Why a vacation cannot be taken or ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VacationRefusal {
    /// More days than are left in the current 30 days (or none at all).
    TooLong {
        asked: u32,
        left: i64,
    },
    AlreadyOn {
        until: i64,
    },
    NotOn,
}

impl fmt::Display for VacationRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VacationRefusal::TooLong { asked, left } => write!(
                f,
                "you asked for {asked} day(s) of vacation, and {left} are left: \
                 {VACATION_DAYS_PER_30_DAYS} days within any 30."
            ),
            VacationRefusal::AlreadyOn { .. } => {
                write!(
                    f,
                    "you are on vacation already; end it first to take another."
                )
            }
            VacationRefusal::NotOn => write!(f, "you are not on vacation."),
        }
    }
}

impl TableService {
    /// Days taken in the 30 days before `now` (vacations that began then, whole length).
    async fn vacation_days_used(&self, user: &UserId, now: i64) -> Result<i64, TableError> {
        let taken = self
            .store
            .vacations_between(&user.0, now - WINDOW_MS, now + 1)
            .await?;
        Ok(days_used(&taken, now))
    }

    /// The vacation of `user` now, and the days left.
    pub async fn vacation(&self, user: &UserId) -> Result<VacationInfo, TableError> {
        let now = self.now();
        let running = self.store.vacation_at(&user.0, now).await?;
        let used = self.vacation_days_used(user, now).await?;
        Ok(VacationInfo {
            until: running.map(|v| v.ends_at),
            days_left: (VACATION_DAYS_PER_30_DAYS - used).max(0),
        })
    }

    /// Starts a vacation of `days` for `user`: their clocks stop that long.
    pub async fn take_vacation(
        &self,
        user: &UserId,
        days: u32,
    ) -> Result<Result<VacationInfo, VacationRefusal>, TableError> {
        let now = self.now();
        let length = i64::from(days) * DAY_MS;
        // Read and written in one transaction: two at once cannot both see the days free.
        let taken = self
            .store
            .take_vacation(&user.0, now, now - WINDOW_MS, |running, taken| {
                if let Some(v) = running {
                    return Err(VacationRefusal::AlreadyOn { until: v.ends_at });
                }
                let left = (VACATION_DAYS_PER_30_DAYS - days_used(taken, now)).max(0);
                if days == 0 || i64::from(days) > left {
                    return Err(VacationRefusal::TooLong { asked: days, left });
                }
                Ok(Vacation {
                    starts_at: now,
                    ends_at: now + length,
                })
            })
            .await?;
        let vacation = match taken {
            Ok(vacation) => vacation,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let left = (VACATION_DAYS_PER_30_DAYS - self.vacation_days_used(user, now).await?).max(0);
        tracing::info!(days, "a player went on vacation");
        Ok(Ok(VacationInfo {
            until: Some(vacation.ends_at),
            days_left: left,
        }))
    }

    /// Ends the vacation of `user` now: their clocks lose the time not taken.
    pub async fn end_vacation(
        &self,
        user: &UserId,
    ) -> Result<Result<VacationInfo, VacationRefusal>, TableError> {
        let now = self.now();
        let Some(v) = self.store.vacation_at(&user.0, now).await? else {
            return Ok(Err(VacationRefusal::NotOn));
        };
        self.store.end_vacation(&user.0, v.starts_at, now).await?;
        self.store
            .shift_clocks_of(&user.0, -(v.ends_at - now), now)
            .await?;
        Ok(Ok(self.vacation(user).await?))
    }
}

/// Days of `taken` begun in the 30 days before `now`, whole length; a day begun counts as
/// a day.
fn days_used(taken: &[Vacation], now: i64) -> i64 {
    let ms: i64 = taken
        .iter()
        .filter(|v| v.starts_at > now - WINDOW_MS)
        .map(|v| v.ends_at - v.starts_at)
        .sum();
    (ms + DAY_MS - 1) / DAY_MS
}
