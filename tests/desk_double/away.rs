//! The double's posts and vacations: it keeps no backlog and no clocks, only answers as
//! the service would and records what the bot reported.

use manawell::frontends::discord::desk::{Refusal, VacationView};
use manawell::table::VacationRefusal;

use super::DeskDouble;

impl DeskDouble {
    /// Records a failed post; `true` the first time a place is lost (tell the players).
    pub(super) fn record_failure(&self, table: u64, lost: bool) -> bool {
        let mut failed = self.failed.lock().unwrap();
        let first = lost && !failed.iter().any(|(t, l)| *t == table && *l);
        failed.push((table, lost));
        first
    }
}

/// `Some(days)`: a vacation of 1 to 7 days; `None`: back.
pub(super) fn vacation(days: Option<u32>) -> Result<VacationView, Refusal> {
    match days {
        Some(days @ 1..=7) => Ok(VacationView {
            until: Some(1_800_000_000 + u64::from(days) * 86_400),
            days_left: 7 - i64::from(days),
        }),
        Some(asked) => Err(Refusal::Vacation(VacationRefusal::TooLong {
            asked,
            left: 7,
        })),
        None => Ok(VacationView {
            until: None,
            days_left: 7,
        }),
    }
}
